import Foundation
import IBLintCore
import Testing

@Suite("String.trimmingWhitespace")
struct StringTrimmingTests {
    @Test("leading and trailing spaces, tabs and newlines go; inner whitespace stays")
    func trims() {
        #expect("  a b \t\n".trimmingWhitespace == "a b")
        #expect("\t\n  a \n b".trimmingWhitespace == "a \n b")
        #expect("\r\nx\r\n".trimmingWhitespace == "x")
        #expect("  café → ".trimmingWhitespace == "café →")
    }

    @Test("nothing to trim, empty, and whitespace only")
    func degenerate() {
        #expect("abc".trimmingWhitespace == "abc")
        #expect("".trimmingWhitespace == "")
        #expect(" \n\t \r\n".trimmingWhitespace == "")
    }

    @Test("Unicode whitespace (no-break space) is trimmed; a zero-width space is not whitespace")
    func unicodeWhitespace() {
        #expect("\u{A0}x\u{3000}".trimmingWhitespace == "x")
        #expect("\u{200B}x".trimmingWhitespace == "\u{200B}x")
    }

    @Test("the shortcut for text that starts and ends with a non-space ASCII character agrees with the full trim")
    func shortcutAgreesWithTheFullTrim() {
        // Every ASCII control and space character at either end, and characters that combine with the
        // last ASCII character (a combining accent, a variation selector) or precede the first.
        let edges = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["\u{301}", "\u{FE0F}", "\u{600}", "\u{85}", "\u{A0}"]
        func slowTrim(_ text: String) -> String {
            var characters = Substring(text)
            while let first = characters.first, first.isWhitespace { characters.removeFirst() }
            while let last = characters.last, last.isWhitespace { characters.removeLast() }
            return String(characters)
        }
        for head in edges {
            for tail in edges {
                for text in [head + "x" + tail, head + tail, head + " y " + tail] {
                    #expect(text.trimmingWhitespace == slowTrim(text), "\(Array(text.unicodeScalars))")
                }
            }
        }
    }

    @Test("trimmingSpacesAndTabs trims tab, the space separators and the zero-width space, and keeps newlines")
    func spacesAndTabs() {
        let trimmed = Set<UInt32>([0x09, 0x20, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000, 0x200B]).union(0x2000...0x200A)
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar) + "x" + String(scalar)
            #expect(text.trimmingSpacesAndTabs == (trimmed.contains(value) ? "x" : text), "U+\(String(value, radix: 16))")
        }
    }

    #if os(Linux)
    @Test("trimmingSpacesAndTabs trims what swift-corelibs-foundation's trimmingCharacters(in: .whitespaces) trims")
    func spacesAndTabsAgreeWithFoundation() {
        let edges = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
            + ["\u{301}", "\u{FE0F}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}", "\u{2028}", "\u{202F}", "\u{3000}", "\u{200B}", "\r\n", "é"]
        for head in edges {
            for tail in edges {
                for text in [head + "x" + tail, head + tail, head + " [Y] " + tail, head + head + "z" + tail + tail] {
                    #expect(text.trimmingSpacesAndTabs == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
                }
            }
        }
        #expect(" \t[UILabel]\t ".trimmingSpacesAndTabs == "[UILabel]")
        #expect("\n[UILabel]".trimmingSpacesAndTabs == "\n[UILabel]")
    }
    #endif

    @Test("isASCII reads eight bytes at a time and agrees with a byte-by-byte test, wherever a non-ASCII byte is")
    func isASCIIAgreesByteByByte() {
        for length in 0..<40 {
            let ascii = String(repeating: "a", count: length)
            #expect(ascii.isASCII)
            for position in 0..<length {
                var bytes = Array(ascii.utf8)
                bytes[position] = 0xC3
                bytes.insert(0xA9, at: position + 1)  // é
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(!text.isASCII, "é at \(position) of \(length)")
                #expect(text.isASCII == text.utf8.allSatisfy { $0 < 0x80 })
            }
        }
        #expect("\u{7F}\u{0}".isASCII && !"\u{80}".isASCII && !"x\u{FEFF}".isASCII)
        #expect(("x" + String(repeating: "y", count: 30) + "é").dropFirst().description.isASCII == false)
    }

    @Test("removingWhitespace drops what a filter on the scalars' White_Space property drops, ASCII or not")
    func removingWhitespaceAgreesWithTheScalarFilter() {
        let pieces = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "\u{200B}", "\u{301}", "é", "\r\n"]
        var generator = SplitMix64(seed: 13)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(text.removingWhitespace == String(text.unicodeScalars.filter { !$0.properties.isWhitespace }),
                    "\(Array(text.unicodeScalars))")
            #expect(text.isASCII == text.unicodeScalars.allSatisfy(\.isASCII))
        }
        #expect("Bundle( for: Self.self )".removingWhitespace == "Bundle(for:Self.self)")
        var characterGenerator = SplitMix64(seed: 17)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &characterGenerator)).map { _ in pieces.randomElement(using: &characterGenerator)! }.joined()
            #expect(text.removingWhitespaceCharacters == String(text.filter { !$0.isWhitespace }), "\(Array(text.unicodeScalars))")
        }
        #expect(" \u{301}x".removingWhitespaceCharacters == String(" \u{301}x".filter { !$0.isWhitespace }))
        #expect("UIButton !".removingWhitespaceCharacters == "UIButton!" && "UIButton".removingWhitespaceCharacters == "UIButton")
        #expect("\u{A0}nil\u{2003}".removingWhitespace == "nil")
    }

    @Test("withUTF8Bytes hands over exactly the string's UTF-8: empty, small (inline), large, non-ASCII, a slice made a string")
    func utf8Bytes() {
        let long = String(repeating: "outletCollection", count: 20)
        let strings = ["", "a", "titleLabel", "café → ☕️", long, String(long.dropFirst(3).prefix(40)), "e\u{301}"]
        for string in strings {
            #expect(string.withUTF8Bytes { Array($0) } == Array(string.utf8), "\(string)")
        }
        // The body's result and errors come back through it.
        struct Stop: Error {}
        #expect(throws: Stop.self) { try "x".withUTF8Bytes { _ in throw Stop() } }
        #expect("abc".withUTF8Bytes { $0.count } == 3)
    }
}

@Suite("String.lineSlices")
struct LineSlicesTests {
    @Test("Windows line endings split as Unix ones (split by Character, \\r\\n is one character and never a \\n)")
    func windowsLineEndings() {
        #expect("a\r\nb\r\n\r\nc".lineSlices() == ["a", "b", "c"])
        #expect("a\r\nb\r\n\r\nc".lineSlices(omittingEmpty: false) == ["a", "b", "", "c"])
        #expect("key:\r\n  - item\r\n".lineSlices(omittingEmpty: false) == ["key:", "  - item", ""])
        #expect("a\r\nb".split(separator: "\n").count == 1, "the standard split this replaces")
    }

    @Test("without carriage returns, the same lines as split(separator: \"\\n\") by Character, empty ones kept or not")
    func sameAsSplitWithoutCarriageReturns() {
        let texts = ["", "\n", "\n\n", "a", "a\n", "\na", "a\n\nb\n", "é\u{301}\nx\u{1F600}\n\n👍🏽", " \t\n  x  \n", "a\rb\nc\r"]
        for text in texts {
            for omitting in [true, false] {
                let expected = text.contains("\r\n") ? nil : text.split(separator: "\n", omittingEmptySubsequences: omitting)
                guard let expected else { continue }
                #expect(text.lineSlices(omittingEmpty: omitting) == expected, "\(text.debugDescription), omitting \(omitting)")
            }
        }
    }

    @Test("one carriage return goes with its line feed; a lone one, or one more, stays")
    func loneCarriageReturns() {
        #expect("a\rb\nc".lineSlices() == ["a\rb", "c"])
        #expect("a\r\r\nb".lineSlices() == ["a\r", "b"])
        #expect("a\r".lineSlices() == ["a\r"])
    }
}

@Suite("String(utf8Bytes:)")
struct StringFromUTF8BytesTests {
    /// What `String(utf8Bytes:)` must equal, for every input: `String(decoding:as:)`, by scalars (so that a
    /// repaired sequence must be repaired alike, not only compare equal).
    private func expectSame(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let made = bytes.withUnsafeBytes { String(utf8Bytes: $0) }
        let reference = String(decoding: bytes, as: UTF8.self)
        #expect(Array(made.unicodeScalars) == Array(reference.unicodeScalars), "\(bytes)", sourceLocation: sourceLocation)
        #expect(Array(made.utf8) == Array(reference.utf8), "\(bytes)", sourceLocation: sourceLocation)
        let fromBuffer = bytes.withUnsafeBufferPointer { String(utf8Bytes: $0) }
        #expect(fromBuffer == made, sourceLocation: sourceLocation)
    }

    @Test("empty, ASCII and non-ASCII texts on both sides of 15 bytes (the inline limit)")
    func texts() {
        for text in ["", "a", "id", "customClass", "123456789012345", "1234567890123456", "AccountSummaryViewController",
                     "café", "naïveté über", "ÀÁÂÃÄÅÆÇÈÉ", "日本語のテキスト", "👍🏽 ok", "e\u{301}"] {
            expectSame(Array(text.utf8))
        }
    }

    @Test("invalid UTF-8 is repaired as String(decoding:) repairs it, short or long")
    func invalid() {
        let bad: [[UInt8]] = [[0xFF], [0xC3], [0x61, 0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0xED, 0xA0, 0x80],
                              [0xC0, 0x80], [0x80, 0x80, 0x61], Array("fifteen bytes!".utf8) + [0xFF],
                              Array("sixteen bytes!!".utf8) + [0xE2, 0x82], [UInt8](repeating: 0xFE, count: 20)]
        for bytes in bad { expectSame(bytes) }
        // Every one- and two-byte input.
        for first in 0...255 {
            expectSame([UInt8(first)])
            for second in stride(from: 0, through: 255, by: 7) { expectSame([UInt8(first), UInt8(second)]) }
        }
    }

    @Test("random byte strings up to 40 bytes, ASCII-heavy and not")
    func random() {
        var generator = SplitMix64(seed: 0x5EED)
        for round in 0..<5_000 {
            let count = Int(generator.next() % 41)
            let bytes = (0..<count).map { _ -> UInt8 in
                let value = UInt8(truncatingIfNeeded: generator.next())
                return round % 2 == 0 ? value & 0x7F : value
            }
            expectSame(bytes)
        }
    }
}
