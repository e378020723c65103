import Foundation
import XCTest
import IBLintCore
@testable import IBLintSwift

/// The words a summary keeps of its file: `codeIdentifiers` are the texts of the identifiers the scanner
/// reads (conditions of `#if` lines are not read), `otherWords` every other run of identifier bytes
/// (`RawText.words`). The scanner makes each distinct word a `String` once and skips words that are an
/// identifier's own text; these tests hold it to the plain definitions.
final class FileWordsTests: XCTestCase {
    private func assertWords(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let summary = SwiftScanner.scan(SourceFile(path: "Words.swift", bytes: bytes))
        let stream = TokenStream(SwiftLexer.tokenize(bytes), bytes: bytes)
        let identifiers = Set(stream.tokens.indices.filter { stream[$0].kind == .identifier }.map(stream.text))
        XCTAssertEqual(summary.codeIdentifiers.set, identifiers, "code identifiers", file: file, line: line)
        XCTAssertEqual(summary.otherWords.set, RawText.words(in: bytes[...]).subtracting(identifiers), "other words", file: file, line: line)
        assertDeclaredNames(summary, bytes, file: file, line: line)
        assertBodiesMentionCodeIdentifiers(summary, file: file, line: line)
    }

    /// The scanner finds the introducers among the words it reads anyway: the names after them are those of
    /// `DeclaredNameScan`'s own pass over every byte, in the same order (the cache keeps them in it).
    @discardableResult
    private func assertDeclaredNames(_ summary: SwiftFileSummary, _ bytes: [UInt8], file: StaticString = #filePath,
                                     line: UInt = #line) -> Int {
        let expected = DeclaredNameScan.nameSet(in: bytes)
        XCTAssertEqual(Array(summary.declaredNames), Array(expected), "declared names of \(String(decoding: bytes, as: UTF8.self))",
                       file: file, line: line)
        return expected.count
    }

    /// A body's identifiers are among its file's code identifiers: a file that names none of some names
    /// has no function mentioning them (`viewClassesShownAsScreens` skips such files).
    private func assertBodiesMentionCodeIdentifiers(_ summary: SwiftFileSummary, file: StaticString = #filePath, line: UInt = #line) {
        for function in summary.types.flatMap(\.functions) {
            let mentioned = function.bodyFacts?.mentionedIdentifiers.set ?? []
            XCTAssertTrue(mentioned.isSubset(of: summary.codeIdentifiers.set), "\(function.name): \(mentioned.subtracting(summary.codeIdentifiers.set))",
                          file: file, line: line)
        }
    }

    func testBodiesOfTheExampleAppMentionCodeIdentifiers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Examples"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var bodies = 0
        for url in files {
            let summary = SwiftScanner.scan(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
            bodies += summary.types.flatMap(\.functions).filter { $0.bodyFacts != nil }.count
            assertBodiesMentionCodeIdentifiers(summary)
        }
        XCTAssertGreaterThan(bodies, 20, "the example app's functions were read")
    }

    func testWordsOfRealisticCode() {
        assertWords(Array(#"""
        import UIKit
        // A comment naming OrderCell and `tap(_:)`.
        #if DEBUG && targetEnvironment(simulator)
        let debugName = "Order \(id) #1"
        #endif
        @objc(tap:) final class `OrderCell`: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            var café = 0x1F + 1_000 + $0; let cafe\#u{301} = café
            func tap(_ sender: Any) { titleLabel.text = #selector(tap(_:)).description }
        }
        """#.utf8))
    }

    /// Pieces of code joined at random: most words are whole identifier, keyword or attribute tokens (read
    /// by their token's end), others run on into bytes the lexer reads otherwise (`a→b`, `café`, `0x1F`, `` `x` ``).
    /// No combining marks: the summary's sets compare names by their bytes, while the plain definition's
    /// `Set<String>` takes `é` and `e\u{301}` for one word.
    func testWordsOfRandomCode() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["let", "var", "func", "class", "init", "self", "Self", "@objc", "@IBOutlet", "@", "name", "café", "→",
                      "x", "_", "0x1F", "12abc", "$0", "`x`", "`", "\"", "//", "/*", "*/", "\n", " ", ".", "(", ")", "#if", "#selector",
                      "é", "a1", "?", "!", "=", ":"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            assertWords(Array(text.utf8))
        }
    }

    /// Introducers, comments, strings and the other tokens around them joined at random (seeded): comments the
    /// declared-name pass reads differently from the lexer (`"//"` in a string, `/*` inside `//`), an
    /// introducer as part of a longer word, after `@`, `$`, `#`, a backtick or a dot, before `(`, or next to
    /// bytes of other characters.
    func testDeclaredNamesOfRandomCode() {
        var random = SplitMix64(seed: 13)
        let pieces = ["class", "struct", "enum", "actor", "protocol", "typealias", "@interface", "@implementation", "@objc(",
                      "objc", "objc(", "interface", "implementation", "(", ")", "Foo", "Bär", "_x1", "classy", "xclass", "class1",
                      " ", "\t", "\n", "\r\n", "//", "/*", "*/", "/", "*", "\"", "\"\"\"\n", "#", "#\"", "\\(", "$", "`", ".",
                      "{", "}", ":", "=", "@", "é", "\u{A0}", "→", "0x1F", "1", "#if", "\n#endif\n", "'"]
        var names = 0
        for _ in 0..<6_000 {
            let text = (0..<Int.random(in: 0...28, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            var bytes = Array(text.utf8)
            if Int.random(in: 0..<6, using: &random) == 0 { bytes.insert(0xFF, at: Int.random(in: 0...bytes.count, using: &random)) }
            names += assertDeclaredNames(SwiftScanner.scan(SourceFile(path: "Declared.swift", bytes: bytes)), bytes)
        }
        XCTAssertGreaterThan(names, 1_000, "the texts declare names")
    }

    func testWordsOfRandomBytes() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab_Z09 $`\"\n/*#@.(){}é".utf8) + [0xFF, 0xC3]
        for _ in 0..<3_000 {
            assertWords((0..<Int.random(in: 0...120, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
    }
}
