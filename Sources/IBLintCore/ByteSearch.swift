#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in a buffer several at a time: the searches that run over every file of a project
/// (line starts, `iblint:` comments, a word in Objective-C headers) were a byte-at-a-time loop each, a few
/// percent of a run apiece. A single byte is found by the C library's `memchr` (vectorized); a longer
/// needle by `memchr` for its rarest byte in source text, each hit then compared in full.
public enum ByteSearch {
    /// The first offset at or after `start` holding `byte`.
    public static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let start = max(start, 0)
        guard let base = buffer.baseAddress, start < buffer.count else { return nil }
        guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// How common a byte is in source text, roughly (higher is more common): letters by their frequency
    /// in English and code, then space, newline and the punctuation code is full of.
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"): return 40
        case UInt8(ascii: "e"), UInt8(ascii: "t"): return 35
        case UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"): return 30
        case UInt8(ascii: "l"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "u"), UInt8(ascii: "h"): return 25
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "="): return 22
        case UInt8(ascii: "p"), UInt8(ascii: "m"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "w"), UInt8(ascii: "y"): return 20
        case UInt8(ascii: "b"), UInt8(ascii: "v"), UInt8(ascii: "k"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"): return 15
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "0")...UInt8(ascii: "9"): return 10
        default: return 5
        }
    }

    /// The first offset at or after `start` where `needle` occurs (`start` itself for an empty needle).
    public static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let start = max(start, 0)
        guard needle.count > 0 else { return start <= buffer.count ? start : nil }
        guard buffer.count >= needle.count, start <= buffer.count - needle.count else { return nil }
        if needle.count == 1 { return firstIndex(of: needle[0], in: buffer, from: start) }
        // The needle's rarest byte is looked for; each hit is a candidate start `hit - rare`.
        var rare = 0
        for index in 1..<needle.count where commonness(needle[index]) < commonness(needle[rare]) { rare = index }
        let rareByte = needle[rare]
        var from = start + rare
        let lastCandidate = buffer.count - needle.count
        while let hit = firstIndex(of: rareByte, in: buffer, from: from) {
            let candidate = hit - rare
            if candidate > lastCandidate { return nil }
            var k = 0
            while k < needle.count, buffer[candidate + k] == needle[k] { k += 1 }
            if k == needle.count { return candidate }
            from = hit + 1
        }
        return nil
    }

    /// Whether `needle` occurs in `bytes` (an empty needle always does).
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { needle in firstIndex(of: needle, in: buffer) != nil }
        }
    }
}

extension StringProtocol {
    /// Whether `text` occurs in this string, byte for byte (their UTF-8). The standard library's
    /// `contains(_:)` compares `Character`s through a generic searcher: 3,000–40,000 instructions a call on
    /// an Xcode project's build settings (116 M for Rocket.Chat.iOS's), where this is a byte search. For the
    /// ASCII text it is used with (build-setting variables, `->Void`) the answers differ only where a
    /// combining mark follows the match. Empty text is in no string, as for `contains(_:)`.
    public func containsBytes(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            text.utf8.withContiguousStorageIfAvailable { needle in ByteSearch.firstIndex(of: needle, in: haystack) != nil }
        }
        if let found, let found { return found }
        return ByteSearch.contains(Array(text.utf8), in: Array(utf8))
    }
}
