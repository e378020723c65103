import IBLintCore
import Testing

@Suite("Raw text helpers")
struct RawTextTests {
    @Test("Identifier bytes: ASCII letters, digits, underscore, and every byte of a non-ASCII character")
    func identifierBytes() {
        let identifier = Array("aZ09_é".utf8), other = Array(" .:(\"$@-\n".utf8)
        #expect(identifier.filter { $0.isIdentifierByte }.count == identifier.count)
        #expect(other.filter { $0.isIdentifierByte }.isEmpty)
        #expect(UInt8(ascii: " ").isHorizontalSpace && UInt8(ascii: "\t").isHorizontalSpace && !UInt8(ascii: "\n").isHorizontalSpace)
    }

    @Test("Words are maximal identifier runs, comments and strings included")
    func words() {
        let bytes = Array("let café = \"x_1\" // note\n".utf8)
        #expect(RawText.words(in: bytes[...]) == ["let", "café", "x_1", "note"])
        #expect(RawText.words(in: bytes[4..<8]) == ["caf\u{FFFD}"], "a slice is read as given, even mid-character")
    }

    @Test("The set of words made from bytes holds the words `words(in:)` makes as strings, repaired ones too")
    func wordSetAgrees() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["let", "café", " ", "x_1", "//", "note", "\n", "e\u{301}", "日本", ".", "_", "let", "9", "\"s\"", "@objc(Foo)"]
        var samples: [[UInt8]] = [Array("let café = \"x_1\" // note\n".utf8), [], [0x61, 0xFF, 0x62, 0x20, 0xC3], [0xE6, 0x97]]
        for _ in 0..<200 {
            samples.append(Array((0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined().utf8))
        }
        for bytes in samples {
            for slice in [bytes[...], bytes.dropFirst(min(2, bytes.count)), bytes.dropLast(min(1, bytes.count))] {
                let strings = RawText.words(in: slice), set = RawText.wordSet(in: slice)
                #expect(set.set == strings && set.count == strings.count, "\(Array(slice))")
                #expect(strings.allSatisfy(set.contains))
            }
        }
    }

    @Test("Whole-word occurrences skip longer identifiers")
    func occurrences() {
        let bytes = Array("register(x); registerNib(y); _register(z); register".utf8)
        #expect(RawText.occurrences(ofWord: "register", in: bytes) == [0, 43])
        #expect(RawText.occurrences(ofWord: "", in: bytes) == [])
        #expect(RawText.occurrences(ofWord: "longer than the text itself, surely", in: Array("short".utf8)) == [])
    }

    @Test("Substring search")
    func contains() {
        #expect(RawText.contains(Array("Nib".utf8), in: Array("registerNib".utf8)))
        #expect(!RawText.contains(Array("nib".utf8), in: Array("registerNib".utf8)))
        #expect(RawText.contains([], in: []))
        #expect(!RawText.contains(Array("ab".utf8), in: Array("a".utf8)))
    }

    @Test("File names and indentation")
    func fileNamesAndIndentation() {
        #expect(SourceFile.fileName(ofPath: "Shop/Views/Card View.xib") == "Card View.xib")
        #expect(SourceFile.fileName(ofPath: "Main.storyboard") == "Main.storyboard")
        // What the last component of `split(separator: "/")` is, for every odd shape of path.
        for path in ["", "/", "//", "a", "/a", "a/", "a//", "//a//b//", "/Users/é/Ünïcode View.xib", "./x", "x/."] {
            #expect(SourceFile.fileName(ofPath: path) == (path.split(separator: "/").last.map(String.init) ?? path), "\(path)")
        }
        let file = SourceFile(path: "A/B.swift", text: "func f() {\n \t  call()\n}")
        #expect(file.fileName == "B.swift")
        #expect(file.indentation(ofLineAt: 16) == " \t  ", "the whitespace before `call`")
        #expect(file.indentation(ofLineAt: 13) == " \t", "never past the offset asked for")
        #expect(file.indentation(ofLineAt: 0) == "")
    }

    @Test("The line ending a fix writes: the one ending the line it edits, the line before's on a last line without one")
    func lineEnding() {
        let unix = SourceFile(path: "A.swift", text: "a\nb")
        #expect(unix.lineEnding(ofLineAt: 0) == "\n")
        #expect(unix.lineEnding(ofLineAt: 3) == "\n")
        let windows = SourceFile(path: "B.swift", text: "ab\r\ncd\r\nef")
        #expect(windows.lineEnding(ofLineAt: 0) == "\r\n")
        #expect(windows.lineEnding(ofLineAt: 2) == "\r\n", "at the carriage return itself")
        #expect(windows.lineEnding(ofLineAt: 4) == "\r\n", "the second line")
        #expect(windows.lineEnding(ofLineAt: 9) == "\r\n", "the last line, which has no ending, goes by the one before")
        #expect(windows.lineEnding(ofLineAt: 10) == "\r\n", "the end of the file")
        let mixed = SourceFile(path: "C.swift", text: "a\r\nb\nc")
        #expect(mixed.lineEnding(ofLineAt: 0) == "\r\n")
        #expect(mixed.lineEnding(ofLineAt: 3) == "\n")
        #expect(mixed.lineEnding(ofLineAt: 5) == "\n")
        #expect(SourceFile(path: "D.swift", text: "").lineEnding(ofLineAt: 0) == "\n")
        #expect(SourceFile(path: "E.swift", text: "one line").lineEnding(ofLineAt: 3) == "\n")
        #expect(SourceFile(path: "F.swift", text: "\r\n").lineEnding(ofLineAt: 2) == "\r\n", "past the only line ending")
    }

    /// The pass `quotedStrings` replaced (a `String` per occurrence), kept to compare with.
    private func quotedStringsOnePerOccurrence(_ bytes: [UInt8]) -> Set<String> {
        var strings: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else { index += 1; continue }
            var end = index + 1
            while end < bytes.count, end - index < 256, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] == UInt8(ascii: "\\") { end += 1 }
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                strings.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                index = end + 1
            } else {
                index += 1
            }
        }
        return strings
    }

    @Test("Quoted strings: short, on one line, escapes kept; the same as a String per occurrence")
    func quotedStrings() {
        #expect(RawText.quotedStrings(in: Array(#"Selector("tap:") + "a\"b" + "tap:" + "unclosed"#.utf8)) == ["tap:", #"a\"b"#], "quotes pair in order; the last is not closed")
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab\"\\\n é".utf8) + [0xFF]
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            #expect(RawText.quotedStrings(in: bytes) == quotedStringsOnePerOccurrence(bytes))
        }
    }

    @Test("Byte-run interner: the same bytes get the same number, other bytes another, whatever the length")
    func byteRunInterner() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            // Runs of 0 to 40 bytes from a small alphabet, so that many repeat and many share prefixes.
            let bytes = (0..<4000).map { _ in UInt8.random(in: 0x61...0x64, using: &random) }
            var interner = ByteRunInterner(expectedRuns: 4)
            var numbers: [[UInt8]: Int] = [:]
            bytes.withUnsafeBufferPointer { buffer in
                for _ in 0..<3000 {
                    let start = Int.random(in: 0..<buffer.count, using: &random)
                    let end = min(buffer.count, start + Int.random(in: 0...40, using: &random))
                    let run = Array(bytes[start..<end])
                    let (index, isNew) = interner.intern(buffer, start, end)
                    if let known = numbers[run] {
                        #expect(index == known && !isNew)
                    } else {
                        #expect(index == numbers.count && isNew)
                        numbers[run] = index
                    }
                }
            }
            #expect(interner.count == numbers.count)
        }
    }

    @Test("Dotted names and path components: the same as splitting by Character, on random text")
    func dottedNamesAndPathComponents() {
        #expect(DottedName.last("Module.Outer.Inner") == "Inner")
        #expect(DottedName.last("Plain") == "Plain" && DottedName.last("") == "" && DottedName.last("...") == "...")
        #expect(DottedName.last("Outer.Inner..") == "Inner" && DottedName.last(".Inner") == "Inner" && DottedName.last("a..b") == "b")
        #expect(PathComponents.split("/a//b/c.xcassets/") == ["a", "b", "c.xcassets"])
        var random = SystemRandomNumberGenerator()
        let pieces = [".", "/", "a", "Bc", "é", "e\u{301}", "\u{301}", "\r\n", "x"]
        for _ in 0..<20000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(DottedName.last(text) == (text.split(separator: ".").last.map(String.init) ?? text), "\(text)")
            #expect(PathComponents.split(text) == text.split(separator: "/").map(String.init), "\(text)")
        }
    }
}
