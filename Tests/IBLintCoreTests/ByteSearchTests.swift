import IBLintCore
import Testing

@Suite("Byte search")
struct ByteSearchTests {
    /// The byte-at-a-time answer the word-at-a-time search must give.
    static func naiveFirstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count > 0 else { return start <= bytes.count ? start : nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { ByteSearch.firstIndex(of: $0, in: buffer, from: start) }
        }
    }

    @Test("Finds what a byte-at-a-time search finds, on random text over a small alphabet")
    func matchesNaiveSearch() {
        // A small alphabet makes partial matches, repeated bytes and matches at every offset in a block
        // (and in the tail after the last full block) common.
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab:\n\u{80}\u{FF}".utf8)
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle = (0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let start = Int.random(in: 0...bytes.count + 1, using: &generator)
            #expect(Self.firstIndex(of: needle, in: bytes, from: start) == Self.naiveFirstIndex(of: needle, in: bytes, from: start),
                    "\(needle) in \(bytes) from \(start)")
            if let byte = needle.first {
                let single = bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: byte, in: $0, from: start) }
                #expect(single == Self.naiveFirstIndex(of: [byte], in: bytes, from: start))
            }
        }
    }

    @Test("Bytes with the high bit set, and bytes one above or below the one looked for, are no match")
    func nearMisses() {
        // 0x3A ':' between 0x39 and 0x3B, and 0xBA (':' with the high bit): the word arithmetic's borrows
        // must not turn them into matches.
        let bytes: [UInt8] = [0x39, 0x3B, 0xBA, 0x00, 0xFF, 0x3B, 0x39, 0xBA, 0x3B, 0x3A]
        #expect(bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: 0x3A, in: $0) } == 9)
        #expect(Self.firstIndex(of: [0xBA, 0x3B], in: bytes, from: 0) == 7)
        #expect(Self.firstIndex(of: [0x3A, 0x3A], in: bytes, from: 0) == nil)
        #expect(ByteSearch.contains(Array("iblint:".utf8), in: Array(String(repeating: "iblint ", count: 20).utf8) + Array("iblint:".utf8)))
        #expect(!ByteSearch.contains(Array("iblint:".utf8), in: Array(String(repeating: "iblint ", count: 20).utf8)))
        #expect(ByteSearch.contains([], in: []))
    }

    @Test("Line starts found word by word are those found byte by byte")
    func lineStarts() {
        for text in ["", "\n", "a", "a\n", "\n\n\n", "line one\nline two\r\nthree\n\nfive", String(repeating: "x", count: 17) + "\n" + "yz"] {
            let file = SourceFile(path: "f.swift", bytes: Array(text.utf8))
            let expected = [0] + text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }
            #expect(file.lineStarts == expected, "\(text.debugDescription)")
        }
    }

    @Test("containsBytes answers as contains does on ASCII text, strings and substrings alike")
    func containsBytesAgreesWithContains() {
        var generator = SplitMix64(seed: 21)
        let alphabet = Array("$(){}_:AEMNRT->Vido ".unicodeScalars)
        func random(_ length: Int) -> String {
            var text = ""
            for _ in 0..<length { text.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            return text
        }
        for _ in 0..<20_000 {
            let haystack = random(Int(generator.next() % 24)), needle = random(Int(generator.next() % 4))
            #expect(haystack.containsBytes(needle) == haystack.contains(needle), "\(haystack.debugDescription) \(needle.debugDescription)")
            let part = haystack.dropFirst(Int(generator.next() % 3))
            #expect(part.containsBytes(needle) == part.contains(needle), "\(part.debugDescription) \(needle.debugDescription)")
        }
        #expect("$(TARGET_NAME).app".containsBytes("$(TARGET_NAME)"))
        #expect(!"${TARGET_NAME}".containsBytes("$(TARGET_NAME)"))
        #expect("(Int) -> Void".filter { !$0.isWhitespace }.containsBytes("->Void"))
        #expect("café".containsBytes("fé") && !"café".containsBytes("fe"))
    }
}
