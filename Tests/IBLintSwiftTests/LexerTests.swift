import XCTest
import IBLintCore
@testable import IBLintSwift

final class LexerTests: XCTestCase {
    private func lex(_ source: String) -> SwiftTokens { SwiftLexer.tokenize(source) }

    /// Significant tokens as `kind:source-text` strings.
    private func summary(_ source: String, comments: Bool = false) -> [String] {
        let bytes = Array(source.utf8)
        return lex(source).filter { comments || !$0.isComment }.map {
            "\($0.kind.rawValue):\(String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self))"
        }
    }

    func testIdentifiersKeywordsAndBackticks() {
        let tokens = lex("let `class` = café + $0 + _x")
        XCTAssertEqual(tokens.map(\.kind), [.keyword, .identifier, .operator, .identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(tokens.text(tokens[1]), "class")
        XCTAssertTrue(tokens[1].isEscapedIdentifier)
        XCTAssertEqual(tokens[1].range, ByteRange(start: 4, end: 11))
        XCTAssertEqual(tokens.text(tokens[3]), "café")
        XCTAssertEqual(tokens[3].range, ByteRange(start: 14, end: 19))
        XCTAssertEqual(tokens.text(tokens[5]), "$0")
    }

    func testKeywordAfterDotIsMemberName() {
        let tokens = lex("x.default.init.self")
        XCTAssertEqual(tokens[2].kind, .identifier)
        XCTAssertEqual(tokens[4].kind, .keyword)
        XCTAssertEqual(tokens[6].kind, .keyword)
    }

    func testPoundDirectivesAndAttributes() {
        XCTAssertEqual(summary("#if DEBUG\n@IBOutlet weak var x: Int\n#elseif os(iOS)\n#else\n#endif #available #selector(f) #"),
                       ["poundKeyword:#if", "identifier:DEBUG", "attribute:@IBOutlet", "identifier:weak", "keyword:var",
                        "identifier:x", "punctuation::", "identifier:Int", "poundKeyword:#elseif", "identifier:os",
                        "punctuation:(", "identifier:iOS", "punctuation:)", "poundKeyword:#else", "poundKeyword:#endif",
                        "poundKeyword:#available", "poundKeyword:#selector", "punctuation:(", "identifier:f",
                        "punctuation:)", "punctuation:#"])
        let attr = lex("@objc(custom:) func")
        XCTAssertEqual(attr.text(attr[0]), "objc")
        XCTAssertEqual(attr[0].range, ByteRange(start: 0, end: 5))
    }

    func testNumbers() {
        XCTAssertEqual(summary("0x1F 0b1010 0o17 1_000_000 3.14 1e10 2.5E-3 0x1.8p3 1.description"),
                       ["integerLiteral:0x1F", "integerLiteral:0b1010", "integerLiteral:0o17", "integerLiteral:1_000_000",
                        "floatLiteral:3.14", "floatLiteral:1e10", "floatLiteral:2.5E-3", "floatLiteral:0x1.8p3",
                        "integerLiteral:1", "punctuation:.", "identifier:description"])
    }

    /// A one-line literal without a backslash is read straight from its bytes: its value is its text
    /// between the delimiters, whatever the `#`s, quotes (inside raw strings) and characters.
    func testLiteralsWithoutBackslashesAreTheirText() {
        var random = SplitMix64(seed: 0x5714)
        let pieces = ["a", "Foo", " ", "é", "e\u{301}", "😀", "#", "{", "}", "'", "\t", "→"]
        for round in 0..<500 {
            let hashes = Int(random.next() % 3)
            var content = ""
            for _ in 0..<Int(random.next() % 12) { content += pieces[Int(random.next() % UInt64(pieces.count))] }
            if hashes > 0, random.next() % 2 == 0 { content = "a\"b" + content }  // a quote, legal in a raw string
            let delimiter = String(repeating: "#", count: hashes)
            let source = "let s = \(delimiter)\"\(content)\"\(delimiter)"
            let tokens = lex(source)
            guard tokens.count == 4, tokens[3].kind == .stringLiteral else {
                XCTFail("round \(round): \(source) lexed as \(summary(source))"); continue
            }
            XCTAssertEqual(SwiftLexer.stringValue(of: tokens[3], in: Array(source.utf8)), content, "round \(round): \(source)")
        }
        let empty = ##"let s = #""#"##
        XCTAssertEqual(SwiftLexer.stringValue(of: lex(empty)[3], in: Array(empty.utf8)), "")
    }

    func testSimpleStringsAndEscapes() {
        let source = #"let s = "a\"b\\" + "}""#
        XCTAssertEqual(summary(source), ["keyword:let", "identifier:s", "operator:=", #"stringLiteral:"a\"b\\""#,
                                         "operator:+", #"stringLiteral:"}""#])
        let token = lex(source)[3]
        XCTAssertEqual(token.range, ByteRange(start: 8, end: 16))
        XCTAssertEqual(SwiftLexer.stringValue(of: token, in: Array(source.utf8)), #"a"b\"#)
        let unicode = #""\u{1F600}x\n""#
        XCTAssertEqual(SwiftLexer.stringValue(of: lex(unicode)[0], in: Array(unicode.utf8)), "😀x\n")
    }

    func testInterpolationWithNestedStringsParensAndClosures() {
        let source = #""a\(b["}"] + f(g(1)) + h { "\(x)" })c" + d"#
        XCTAssertEqual(summary(source), [
            #"stringHead:"a\("#, "identifier:b", "punctuation:[", #"stringLiteral:"}""#, "punctuation:]", "operator:+",
            "identifier:f", "punctuation:(", "identifier:g", "punctuation:(", "integerLiteral:1", "punctuation:)",
            "punctuation:)", "operator:+", "identifier:h", "punctuation:{", #"stringHead:"\("#, "identifier:x",
            #"stringTail:)""#, "punctuation:}", #"stringTail:)c""#, "operator:+", "identifier:d"])
        let tokens = lex(source)
        XCTAssertEqual(tokens[0].range, ByteRange(start: 0, end: 4))
        XCTAssertEqual(tokens.last?.range, ByteRange(start: source.utf8.count - 1, end: source.utf8.count))
    }

    func testTwoInterpolationsGiveAMiddle() {
        XCTAssertEqual(summary(#""\(a) and \(b)!""#),
                       [#"stringHead:"\("#, "identifier:a", #"stringMiddle:) and \("#, "identifier:b", #"stringTail:)!""#])
    }

    func testMultilineStrings() {
        let source = "let s = \"\"\"\n    }\n    \"quoted\" \\(x)\n    \"\"\"\nvar y"
        XCTAssertEqual(summary(source), ["keyword:let", "identifier:s", "operator:=", "stringHead:\"\"\"\n    }\n    \"quoted\" \\(",
                                         "identifier:x", "stringTail:)\n    \"\"\"", "keyword:var", "identifier:y"])
        let plain = "\"\"\"\n    one\n      two\n    \"\"\""
        XCTAssertEqual(SwiftLexer.stringValue(of: lex(plain)[0], in: Array(plain.utf8)), "one\n  two")
    }

    func testRawStrings() {
        let source = "#\"\\(x) \"quoted\" \\#(y)\"# + ##\"a\"#b\"##"
        XCTAssertEqual(summary(source), ["stringHead:#\"\\(x) \"quoted\" \\#(", "identifier:y", "stringTail:)\"#",
                                         "operator:+", "stringLiteral:##\"a\"#b\"##"])
        let raw = "#\"a\\nb\"#"
        XCTAssertEqual(SwiftLexer.stringValue(of: lex(raw)[0], in: Array(raw.utf8)), "a\\nb")
    }

    func testRegexLiterals() {
        XCTAssertEqual(summary("let r = /a{2}b/\nlet q = a / b / c\nf(/x/)\nreturn /[0-9]+/"),
                       ["keyword:let", "identifier:r", "operator:=", "regexLiteral:/a{2}b/",
                        "keyword:let", "identifier:q", "operator:=", "identifier:a", "operator:/", "identifier:b",
                        "operator:/", "identifier:c", "identifier:f", "punctuation:(", "regexLiteral:/x/", "punctuation:)",
                        "keyword:return", "regexLiteral:/[0-9]+/"])
        XCTAssertEqual(summary("x = #/\n  a { /\n/#  y = (a) / 2"),
                       ["identifier:x", "operator:=", "regexLiteral:#/\n  a { /\n/#", "identifier:y", "operator:=",
                        "punctuation:(", "identifier:a", "punctuation:)", "operator:/", "integerLiteral:2"])
        // A `/` followed by a space is an operator, and so is one that would close over an unbalanced `)`.
        XCTAssertEqual(summary("x = / 2\nreduce(0, /) + z / 2"),
                       ["identifier:x", "operator:=", "operator:/", "integerLiteral:2", "identifier:reduce",
                        "punctuation:(", "integerLiteral:0", "punctuation:,", "operator:/", "punctuation:)",
                        "operator:+", "identifier:z", "operator:/", "integerLiteral:2"])
    }

    func testComments() {
        let source = "a /* x /* nested */ } */ b // c }\n/// doc\n/** doc */ c"
        XCTAssertEqual(summary(source, comments: true),
                       ["identifier:a", "blockComment:/* x /* nested */ } */", "identifier:b", "lineComment:// c }",
                        "docLineComment:/// doc", "docBlockComment:/** doc */", "identifier:c"])
        let tokens = lex(source).filter { !$0.isComment }
        XCTAssertTrue(tokens[1].hasLeadingSpace)
        XCTAssertFalse(tokens[1].hasLeadingNewline)
        XCTAssertTrue(tokens[2].hasLeadingNewline)
    }

    func testOperatorsAndPostfixOptionals() {
        XCTAssertEqual(summary("a?.b!.c ?? d != e ... f..<g -> h &+ i !j x! == y"),
                       ["identifier:a", "operator:?", "punctuation:.", "identifier:b", "operator:!", "punctuation:.",
                        "identifier:c", "operator:??", "identifier:d", "operator:!=", "identifier:e", "operator:...",
                        "identifier:f", "operator:..<", "identifier:g", "operator:->", "identifier:h", "operator:&+",
                        "identifier:i", "operator:!", "identifier:j", "identifier:x", "operator:!", "operator:==",
                        "identifier:y"])
        XCTAssertEqual(summary("var x: [UIButton]!"), ["keyword:var", "identifier:x", "punctuation::", "punctuation:[",
                                                       "identifier:UIButton", "punctuation:]", "operator:!"])
        XCTAssertEqual(summary("a+/*c*/b"), ["identifier:a", "operator:+", "identifier:b"])
    }

    func testLeadingWhitespaceFlags() {
        let tokens = lex("a\n  b c(d)")
        XCTAssertTrue(tokens[0].hasLeadingNewline)
        XCTAssertTrue(tokens[1].hasLeadingNewline)
        XCTAssertTrue(tokens[2].hasLeadingSpace)
        XCTAssertFalse(tokens[2].hasLeadingNewline)
        XCTAssertFalse(tokens[3].hasLeadingSpace)
    }

    func testUnterminatedConstructs() {
        let string = lex("let s = \"abc\nvar x")
        XCTAssertEqual(string[3].kind, .stringLiteral)
        XCTAssertTrue(string[3].isUnterminated)
        XCTAssertEqual(string.text(string[4]), "var")
        let interpolation = lex("\"a\\(b\nvar x")
        XCTAssertEqual(interpolation.map(\.kind), [.stringHead, .identifier, .stringTail, .keyword, .identifier])
        XCTAssertTrue(interpolation[2].isUnterminated)
        XCTAssertEqual(lex("/* never closed").first?.isUnterminated, true)
        XCTAssertEqual(lex("\"\"\"\nnever closed").first?.range, ByteRange(start: 0, end: 16))
        XCTAssertEqual(lex("`abc").first?.kind, .punctuation)
    }

    func testInvalidUTF8AndControlBytes() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x28, 0x00, 0x62, 0xE2, 0x88]
        let tokens = SwiftLexer.tokenize(bytes)
        XCTAssertEqual(tokens.first.map(tokens.text), "a")
        XCTAssertTrue(tokens.contains { $0.kind == .unknown })
        XCTAssertTrue(tokens.allSatisfy { $0.range.end <= bytes.count })
    }

    func testTokensCoverInputInOrder() {
        let source = #"class A { var s = "\(x ? "a" : "b")" /* c */ }"#
        var last = 0
        for token in lex(source) {
            XCTAssertGreaterThanOrEqual(token.range.start, last)
            last = token.range.end
        }
    }

    // MARK: Names and words

    /// The text a token stands for, read from the source: an identifier without backticks, an attribute
    /// without `@`, anything else with text as written; literals and comments have none.
    private func expectedText(_ token: SwiftToken, _ bytes: [UInt8]) -> String {
        var range = token.range
        switch token.kind {
        case .identifier where token.isEscapedIdentifier: range = ByteRange(start: range.start + 1, end: range.end - 1)
        case .attribute: range = ByteRange(start: range.start + 1, end: range.end)
        case .identifier, .keyword, .poundKeyword, .operator, .punctuation: break
        default: return ""
        }
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// Every token's text is its bytes', its word is the word spelled so (as a `String`), and two tokens
    /// share a name exactly when the bytes of their texts are the same.
    private func assertNamesAndWords(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let tokens = SwiftLexer.tokenize(bytes)
        var bytesByName: [UInt32: [UInt8]] = [:]
        var nameByBytes: [[UInt8]: UInt32] = [:]
        for token in tokens {
            let expected = expectedText(token, bytes)
            XCTAssertEqual(tokens.text(token), expected, "text of \(token.kind) at \(token.range)", file: file, line: line)
            XCTAssertEqual(token.word, SwiftWord(spelling: expected) ?? .other, "word of '\(expected)'", file: file, line: line)
            guard token.name != 0 else {
                XCTAssertEqual(expected, "", "a token with text has a name", file: file, line: line)
                continue
            }
            var textRange = token.range
            if token.isEscapedIdentifier { textRange = ByteRange(start: textRange.start + 1, end: textRange.end - 1) }
            if token.kind == .attribute { textRange = ByteRange(start: textRange.start + 1, end: textRange.end) }
            let textBytes = Array(bytes[textRange.start..<textRange.end])
            if let seen = bytesByName[token.name] { XCTAssertEqual(seen, textBytes, "one name, two texts", file: file, line: line) }
            bytesByName[token.name] = textBytes
            if let seen = nameByBytes[textBytes] { XCTAssertEqual(seen, token.name, "one text, two names", file: file, line: line) }
            nameByBytes[textBytes] = token.name
        }
    }

    func testEveryWordIsNamedByItsSpelling() {
        for word in SwiftWord.allCases.dropFirst() {
            XCTAssertEqual(SwiftWord(spelling: word.spelling), word)
            let isName = word.spelling.first.map { $0.isLetter || $0 == "_" } ?? false
            let source = isName ? "x \(word.spelling) y" : word.spelling
            let tokens = lex(source)
            let matching = tokens.filter { $0.word == word }
            XCTAssertEqual(matching.count, 1, "'\(word.spelling)' in \(source)")
            XCTAssertEqual(matching.first.map(tokens.text), word.spelling)
            XCTAssertEqual(matching.first?.name, UInt32(word.rawValue), "a word's name is its own")
            XCTAssertEqual(matching.first?.kind == .keyword, word.isReserved, "'\(word.spelling)' is reserved")
            if word.isReserved, word != .`self`, word != .`init` {
                XCTAssertEqual(lex("a.\(word.spelling)")[2].kind, .identifier, "\(word.spelling) after a dot")
            }
        }
        XCTAssertEqual(lex("`class` class").map(\.word), [.class, .class])
        XCTAssertEqual(lex("`class` class").map(\.kind), [.identifier, .keyword])
        XCTAssertLessThanOrEqual(SwiftWord.count, 256, "SwiftWordSet holds 256 words")
    }

    func testNamesAndWordsOnRealisticAndHostileInput() {
        assertNamesAndWords(Array(#"""
        @IBOutlet weak var titleLabel: UILabel!
        @objc(tap:) func tap(_ sender: Any) { self.titleLabel.text = "\(value)" ; `default` = .default }
        #if DEBUG
        let café = "x"; let cafe\#u{301} = café ?? nil; x <<= y >>> z ..< w -> Void; $0 + $1
        #endif
        """#.utf8))
        // Texts equal as `String`s but not as bytes keep their own names and bytes.
        let composed = lex("caf\u{E9} cafe\u{301} caf\u{E9}")
        XCTAssertEqual(composed.text(composed[0]), composed.text(composed[1]), "canonically equivalent")
        XCTAssertNotEqual(composed[0].name, composed[1].name)
        XCTAssertEqual(composed[0].name, composed[2].name)
        XCTAssertEqual(Array(composed.text(composed[1]).utf8), Array("cafe\u{301}".utf8))
        // Invalid UTF-8 between backticks, and random bytes: texts still come from the bytes.
        assertNamesAndWords([0x60, 0x61, 0xFF, 0x62, 0x60, 0x20, 0x60, 0x61, 0xFE, 0x62, 0x60, 0x20, 0x60, 0x61, 0xFF, 0x62, 0x60])
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ_$0129 \n\t(){}[]<>=!?&|.,:;@#`\"\\/*+-é".utf8) + [0xC3, 0xFF, 0xE2]
        for _ in 0..<200 {
            assertNamesAndWords((0..<Int.random(in: 0...200, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        // Many distinct names (the table grows), each written twice.
        let many = (0..<3000).map { "name\($0)" }.joined(separator: " ")
        assertNamesAndWords(Array((many + " " + many).utf8))
    }

    func testOperatorAngleDeltas() {
        let tokens = lex("a < b; x<<=y; T<U<V>>; f -> g; a ?? b; p!.q; A<B>?")
        let deltas = tokens.filter { $0.kind == .operator }.map { "\(tokens.text($0)):\($0.angleDelta.map(String.init) ?? "nil")" }
        XCTAssertEqual(deltas, ["<:1", "<<=:nil", "<:1", "<:1", ">>:-2", "->:nil", "??:nil", "!:nil", "<:1", ">?:-1"])
    }

    /// Comments are removed in place: the same tokens as filtering them out, and a copy kept by the
    /// caller keeps its comments.
    func testWithoutCommentsKeepsEverythingElseAndLeavesCopiesAlone() {
        let source = "// header\nlet a = 1 /* inline */ + b // trailing\n/// doc\nfunc f() {}\n"
        let tokens = lex(source)
        let kept = tokens
        let stripped = tokens.withoutComments()
        XCTAssertEqual(stripped.tokens.map(\.range), kept.tokens.filter { !$0.isComment }.map(\.range))
        XCTAssertFalse(stripped.tokens.contains { $0.isComment })
        XCTAssertEqual(kept.tokens.filter(\.isComment).count, 4)
        XCTAssertEqual(stripped.map { stripped.text($0) }.prefix(3), ["let", "a", "="])
    }

    /// `isUppercaseLetter` answers as `properties.isUppercase`: by value for ASCII, through the property for
    /// the rest (checked past the boundary too).
    func testIsUppercaseLetterIsTheUppercaseProperty() {
        var differences: [UInt32] = []
        for value in UInt32(0)...0x24F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isUppercaseLetter != scalar.properties.isUppercase { differences.append(value) }
        }
        XCTAssertEqual(differences, [])
    }
}
