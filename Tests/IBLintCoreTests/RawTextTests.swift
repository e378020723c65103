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
}
