/// Byte-level reading of source text, for the few questions that must be answered from the raw bytes
/// (text the scanners skipped, files that did not parse, exact spans for edits). One copy of each
/// helper, so "an identifier byte" means the same everywhere.
public enum RawText {
    /// Calls `body` with the range of every maximal run of identifier bytes in `bytes`.
    @inline(__always)
    public static func forEachWord(in bytes: ArraySlice<UInt8>, _ body: (Range<Int>) -> Void) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index].isIdentifierByte else { index += 1; continue }
            let start = index
            while index < bytes.endIndex, bytes[index].isIdentifierByte { index += 1 }
            body(start..<index)
        }
    }

    /// Short double-quoted strings on one line (enough for selector names), escapes not decoded.
    public static func quotedStrings(in bytes: [UInt8]) -> Set<String> { quotedStringSet(in: bytes).set }

    /// `quotedStrings(in:)` as a name set, made from the bytes: from one quote to the next by `memchr`,
    /// and no `String` made of an ASCII string. Made a `Set<String>` first and then packed, with a byte
    /// looked at one at a time between strings, it was 3 % of the Swift scan.
    public static func quotedStringSet(in bytes: [UInt8]) -> NameSet {
        var strings = NameSet()
        bytes.withUnsafeBufferPointer { buffer in
            let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
            var index = 0
            while let open = ByteSearch.firstIndex(of: quote, in: buffer, from: index) {
                var end = open + 1
                while end < buffer.count, end - open < 256, buffer[end] != quote, buffer[end] != newline {
                    if buffer[end] == backslash { end += 1 }
                    end += 1
                }
                if end < buffer.count, buffer[end] == quote {
                    strings.insert(decoding: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[(open + 1)..<end]))
                    index = end + 1
                } else {
                    index = open + 1
                }
            }
        }
        strings.compact()
        return strings
    }

    /// Every run of identifier bytes (`words`), comments and string contents included.
    public static func words(in bytes: ArraySlice<UInt8>) -> Set<String> {
        var words: Set<String> = []
        forEachWord(in: bytes) { words.insert(String(decoding: bytes[$0], as: UTF8.self)) }
        return words
    }

    /// `words(in:)` as a name set, made from the bytes: an ASCII word (almost every one) goes in without
    /// becoming a `String` first. An Objective-C file's words were a `Set<String>` made and then packed.
    public static func wordSet(in bytes: ArraySlice<UInt8>) -> NameSet {
        var words = NameSet()
        bytes.withUnsafeBytes { buffer in
            forEachWord(in: bytes) { range in
                let word = UnsafeRawBufferPointer(rebasing: buffer[(range.lowerBound - bytes.startIndex)..<(range.upperBound - bytes.startIndex)])
                // A word with other bytes becomes the `String` it always did (repaired where it is not UTF-8).
                words.insert(decoding: word)
            }
        }
        words.compact()
        return words
    }

    /// Offsets at which `word` occurs as a whole identifier (not part of a longer one).
    public static func occurrences(ofWord word: String, in bytes: [UInt8]) -> [Int] {
        let needle = Array(word.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { needle in
                var from = 0
                while let i = ByteSearch.firstIndex(of: needle, in: buffer, from: from) {
                    if i == 0 || !buffer[i - 1].isIdentifierByte, i + needle.count == buffer.count || !buffer[i + needle.count].isIdentifierByte {
                        found.append(i)
                        from = i + needle.count
                    } else {
                        from = i + 1
                    }
                }
            }
        }
        return found
    }

    /// Whether `needle` occurs anywhere in `bytes` (an empty needle always does).
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        ByteSearch.contains(needle, in: bytes)
    }
}

extension UInt8 {
    /// A byte that can be part of a Swift or Objective-C identifier: an ASCII letter or digit, `_`, or
    /// any byte of a multi-byte UTF-8 character (non-ASCII letters are legal in identifiers).
    @inline(__always)
    public var isIdentifierByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == 0x5F || self >= 0x80
    }

    /// `isIdentifierByte` of every byte value, for the loops that classify every byte of every file: one
    /// load instead of five comparisons (`UInt8.identifierBytes.withUnsafeBufferPointer`, outside the loop).
    public static let identifierBytes: [Bool] = (0...255).map { UInt8($0).isIdentifierByte }

    /// A space or a tab.
    @inline(__always)
    public var isHorizontalSpace: Bool { self == 0x20 || self == 0x09 }
}

extension SourceFile {
    /// The last component of `path` (`ShopApp/Views/CartView.xib` → `CartView.xib`).
    public static func fileName(ofPath path: String) -> String {
        // The last component, as `split(separator: "/").last` gives it (trailing slashes skipped; a path of
        // slashes only is its own name), without building every component.
        // Over UTF-8 (a slash is one byte, never part of another character's), not `Character`s: discovery
        // asks this of every file in the project.
        return path.withUTF8Bytes { utf8 in
            // Index arithmetic on the bytes themselves (on `String.UTF8View` it was most of the cost).
            var end = utf8.count
            while end > 0, utf8[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return path }
            var start = end
            while start > 0, utf8[start - 1] != UInt8(ascii: "/") { start -= 1 }
            if start == 0, end == utf8.count { return path }
            return String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
        }
    }

    /// The file's name without its folders.
    public var fileName: String { SourceFile.fileName(ofPath: path) }

    /// The spaces and tabs that start the line containing `offset`, up to `offset` at most.
    public func indentation(ofLineAt offset: Int) -> String {
        let start = self.offset(ofLine: line(ofByte: offset))
        var end = start
        while end < offset, end < bytes.count, bytes[end].isHorizontalSpace { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The line ending a fix should write at `offset`: `\r\n` when the line containing it ends so (a file saved
    /// with Windows line endings), else `\n`. The last line, when it has no ending, goes by the line before it.
    public func lineEnding(ofLineAt offset: Int) -> String {
        var feed = max(0, min(offset, bytes.count))
        while feed < bytes.count, bytes[feed] != UInt8(ascii: "\n") { feed += 1 }
        if feed == bytes.count {
            // No line feed after `offset`: the one that ends the line before, if any.
            feed = self.offset(ofLine: line(ofByte: offset)) - 1
            guard feed >= 0, bytes[feed] == UInt8(ascii: "\n") else { return "\n" }
        }
        return feed > 0 && bytes[feed - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}
