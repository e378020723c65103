import IBLintIndex
import XCTest

/// The old-style property list format of project.pbxproj, construct by construct.
final class PropertyListParserTests: XCTestCase {
    func testDictionariesArraysAndBothKindsOfStrings() throws {
        let list = try PropertyListParser.parse("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* View.swift */ = {isa = PBXFileReference; path = "My Views/View.swift"; sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; children = (A1, "B 2", ); };
            \t};
            \trootObject = R1 /* Project object */;
            }
            """)
        XCTAssertEqual(list["archiveVersion"]?.string, "1", "numbers are strings, as in the format")
        XCTAssertEqual(list["objects"]?["A1"]?["path"]?.string, "My Views/View.swift")
        XCTAssertEqual(list["objects"]?["A1"]?["sourceTree"]?.string, "<group>")
        XCTAssertEqual(list["objects"]?["G1"]?["children"]?.strings, ["A1", "B 2"], "a trailing comma is allowed")
        XCTAssertEqual(list["rootObject"]?.string, "R1", "comments are trivia")
    }

    func testUnquotedStringsTakeTheFormatsPunctuation() throws {
        let list = try PropertyListParser.parse("{ a = sourcecode.swift; b = $SRCROOT/x-y_z:1+2; c = /usr/bin; }")
        XCTAssertEqual(list["a"]?.string, "sourcecode.swift")
        XCTAssertEqual(list["b"]?.string, "$SRCROOT/x-y_z:1+2")
        XCTAssertEqual(list["c"]?.string, "/usr/bin", "a single slash starts a string, not a comment")
    }

    func testEscapesInQuotedStrings() throws {
        let list = try PropertyListParser.parse(#"{ a = "tab\there"; b = "quote \" and \\ backslash"; c = "\U00e9t\U00e9"; d = "\101\102"; e = 'single'; }"#)
        XCTAssertEqual(list["a"]?.string, "tab\there")
        XCTAssertEqual(list["b"]?.string, #"quote " and \ backslash"#)
        XCTAssertEqual(list["c"]?.string, "été")
        XCTAssertEqual(list["d"]?.string, "AB", "octal escapes")
        XCTAssertEqual(list["e"]?.string, "single")
    }

    func testDataAndComments() throws {
        let list = try PropertyListParser.parse("{ /* block\n comment */ data = <0fa1 B2>; // line comment\n x = y; }")
        XCTAssertEqual(list["data"], .data([0x0F, 0xA1, 0xB2]))
        XCTAssertEqual(list["x"]?.string, "y")
    }

    func testMalformedInputIsAnErrorWithItsLine() {
        func error(_ text: String) -> PropertyListError? {
            do { _ = try PropertyListParser.parse(text); return nil } catch { return error }
        }
        XCTAssertEqual(error("{\n a = b\n}")?.line, 3, "a missing ';' is reported where the next token is")
        XCTAssertEqual(error("{\n a = \"open\n\n")?.line, 2, "an unclosed string is reported where it starts")
        XCTAssertNotNil(error("{ a = (b, c; }"))
        XCTAssertNotNil(error("{ a = b; } trailing"))
        XCTAssertNotNil(error(""))
        XCTAssertNotNil(error("{ a = <zz>; }"))
        XCTAssertNotNil(error(String(repeating: "(", count: 10_000)), "deep nesting is an error, not a crash")
        // Lines counted through quoted strings, with and without escapes.
        XCTAssertEqual(error("{\n a = \"two\nlines\";\n b = \"esc\\\"aped\nhere\";\n c = d\n}")?.line, 7, "the missing ; is reported at the } on line 7")
        XCTAssertEqual(error("{ key = \"x\" }")?.message, "';' after the value of 'key' expected")
    }

    /// A dictionary keeps its entries as written; a key written twice has its last value, as a `Dictionary` of
    /// them would (`table()`), and keys are compared as `String`s.
    func testAKeyWrittenTwiceHasItsLastValue() throws {
        let list = try PropertyListParser.parse(#"{ a = 1; b = 2; a = 3; "e\U0301" = accent; }"#)
        XCTAssertEqual(list["a"]?.string, "3")
        XCTAssertEqual(list["b"]?.string, "2")
        XCTAssertEqual(list.dictionary?.keys, ["a", "b", "a", "e\u{301}"])
        XCTAssertEqual(list.dictionary?.table(), ["a": .string("3"), "b": .string("2"), "\u{E9}": .string("accent")])
        XCTAssertEqual(list["\u{E9}"]?.string, "accent", "canonically equivalent keys are the same key")
        XCTAssertNil(list["c"])
        XCTAssertNil(PropertyList.string("x")["a"], "only a dictionary has keys")
    }

    /// A large dictionary (the project's objects) is looked up through a table of its keys, with the same
    /// answers: the last value of a key written twice, keys compared as `String`s.
    func testALargeDictionaryAnswersAsASmallOne() throws {
        let count = PropertyListDictionary.searchedLimit * 4
        let entries = (0..<count).map { "k\($0) = v\($0);" }.joined(separator: " ")
        let list = try PropertyListParser.parse("{ \(entries) k7 = again; \"e\\U0301\" = accent; }")
        XCTAssertEqual(list["k0"]?.string, "v0")
        XCTAssertEqual(list["k\(count - 1)"]?.string, "v\(count - 1)")
        XCTAssertEqual(list["k7"]?.string, "again")
        XCTAssertEqual(list["\u{E9}"]?.string, "accent")
        XCTAssertNil(list["k\(count)"])
        XCTAssertEqual(list.dictionary?.keys.count, count + 2)
        XCTAssertEqual(Set(list.dictionary?.distinctKeys ?? []).count, count + 1)
        XCTAssertEqual(list.dictionary?.distinctKeys.count, count + 1)
        let small = try PropertyListParser.parse("{ a = 1; b = 2; a = 3; }")
        XCTAssertEqual(small.dictionary?.distinctKeys, ["a", "b"])
    }

    /// The same text is one `String` however often it is written, and texts that differ stay apart.
    func testRepeatedTextsAreOneString() throws {
        let list = try PropertyListParser.parse(#"{ x = (ABCDEF0123456789ABCDEF01, "ABCDEF0123456789ABCDEF01", ABCDEF0123456789ABCDEF02); }"#)
        let strings = list["x"]?.strings ?? []
        XCTAssertEqual(strings, ["ABCDEF0123456789ABCDEF01", "ABCDEF0123456789ABCDEF01", "ABCDEF0123456789ABCDEF02"])
        func storage(_ string: String) -> UInt? { string.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } }
        XCTAssertEqual(storage(strings[0]), storage(strings[1]), "quoted or not, the same bytes")
        XCTAssertNotEqual(storage(strings[0]), storage(strings[2]))
    }

    func testArbitraryBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("{}();=,\"'\\/*<>ab 1\n".utf8)
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = try? PropertyListParser.parse(bytes)
        }
    }
}
