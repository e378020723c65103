import XCTest
import IBLintCore
@testable import IBLintSwift

/// Inputs a stranger's pull request can hold: every keyword as a backticked name, one enormous line.
final class HostileSwiftInputTests: XCTestCase {
    /// Every keyword of The Swift Programming Language ("Lexical Structure › Keywords and
    /// Punctuation"): declarations, statements, expressions and types, and the context-specific ones.
    /// Written out here rather than taken from the lexer's table, so a keyword the lexer does not know
    /// is tested too. (`_` is left out: `` `_` `` is not an identifier.)
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "package", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
        "actor", "macro", "any", "each", "consume", "copy", "discard", "sending",
    ]

    private func declarations(named keyword: String) -> String {
        """
        import UIKit

        class `\(keyword)`: UIViewController {
            @IBOutlet weak var `\(keyword)`: UILabel!
            @IBOutlet var `\(keyword)Views`: [UIView]!
            var plain = `\(keyword)`.self
            @IBAction func `\(keyword)`(_ sender: Any) {}
            func `\(keyword)`(`\(keyword)` value: Int) -> Int { value }
            @objc dynamic var after: Int = 0
        }

        struct Next {
            let `\(keyword)`: String
        }
        """
    }

    /// A backticked keyword is an ordinary name wherever a name goes: the class, its outlet, its action
    /// and its function are declared under the keyword, and the scanner stays in step after them.
    func testEveryKeywordAsABacktickedNameDeclaresIt() throws {
        for keyword in Self.keywords {
            let summary = scanSwift(declarations(named: keyword))
            let type = try XCTUnwrap(summary.type(keyword), "class `\(keyword)`: \(summary.types.map(\.name))")
            XCTAssertEqual(type.kind, .class, keyword)
            XCTAssertEqual(type.inheritance, ["UIViewController"], keyword)
            XCTAssertEqual(type.properties.map(\.name), [keyword, keyword + "Views", "plain", "after"], keyword)
            XCTAssertTrue(type.property(keyword)?.hasAttribute("IBOutlet") == true, "outlet `\(keyword)`")
            XCTAssertEqual(type.property(keyword)?.typeText, "UILabel!", keyword)
            XCTAssertEqual(type.functions.map(\.name), [keyword, keyword], keyword)
            let action = try XCTUnwrap(type.functions.first, keyword)
            XCTAssertTrue(action.hasAttribute("IBAction"), "action `\(keyword)`")
            XCTAssertEqual(action.objcSelector, keyword + ":", keyword)
            XCTAssertEqual(type.functions.last?.parameters.map(\.label), [keyword], keyword)
            XCTAssertEqual(summary.type("Next")?.properties.map(\.name), [keyword], "the scanner is in step after `\(keyword)`")
            XCTAssertEqual(summary.unparsedRanges, [], keyword)
        }
    }

    /// All of them in one file, one class each: none swallows the next.
    func testEveryKeywordInOneFile() {
        let source = Self.keywords.map { "final class `\($0)`: UIView { @IBOutlet weak var `\($0)`: UIView! }" }
            .joined(separator: "\n")
        let summary = scanSwift(source)
        XCTAssertEqual(summary.types.map(\.name), Self.keywords)
        XCTAssertEqual(summary.types.map { $0.properties.map(\.name) }, Self.keywords.map { [$0] })
    }

    /// One line of a megabyte (a generated table, a minified resource): scanned in linear time, the
    /// declarations on it found, and positions on it right.
    func testAOneMegabyteLine() throws {
        var line = "final class Table: UIView { "
        var count = 0
        while line.utf8.count < 1_000_000 {
            line += "let value\(count) = [\"key\(count)\": \(count), \"other\": (\(count) + 1) * 2]; "
            count += 1
        }
        line += "@IBOutlet weak var last: UILabel! }"
        let bytes = Array(line.utf8)
        XCTAssertGreaterThan(bytes.count, 1_000_000)
        let start = Date()
        let summary = SwiftScanner.scan(SourceFile(path: "Table.swift", bytes: bytes))
        let seconds = Date().timeIntervalSince(start)
        let type = try XCTUnwrap(summary.type("Table"))
        XCTAssertEqual(type.properties.count, count + 1)
        let last = try XCTUnwrap(type.property("last"))
        XCTAssertTrue(last.hasAttribute("IBOutlet"))
        let position = summary.file.position(ofByte: last.nameRange.start)
        XCTAssertEqual(position.line, 1)
        XCTAssertEqual(position.column, bytes.count - "last: UILabel! }".utf8.count + 1)
        XCTAssertLessThan(seconds, 30, "a 1 MB line scans in linear time (took \(seconds) s)")
    }
}
