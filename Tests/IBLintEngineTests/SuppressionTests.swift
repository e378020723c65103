import IBLintCore
import IBLintRuleAPI
import IBLintRules
import XCTest
@testable import IBLintEngine

/// Suppression comments: every spelling, regions, `all`, and the findings about the comments themselves.
final class SuppressionTests: XCTestCase {
    private func suppressions(_ text: String, objectiveC: Bool = false) -> Suppressions {
        Suppressions(file: SourceFile(path: objectiveC ? "F.m" : "F.swift", text: text), objectiveC: objectiveC)
    }

    /// Whether `rule` is suppressed at `line` (column 1 unless given).
    private func suppressed(_ s: inout Suppressions, _ rule: String, _ line: Int, column: Int = 1) -> Bool {
        s.suppress(rule, at: LinePosition(line: line, column: column))
    }

    /// Found by the lint fuzzer (minimized): a rule id that is not UTF-8 at the end of the file. Its span
    /// was the decoded id's UTF-8 length (U+FFFD is three bytes for the one byte 0x96), past the file.
    func testARuleIdThatIsNotUTF8StaysInsideTheFile() throws {
        let bytes: [UInt8] = Array("//iblint:enable ".utf8) + [0x96]
        let file = SourceFile(path: "a.swift", bytes: bytes)
        let comment = try XCTUnwrap(Suppressions(file: file, objectiveC: false).comments.first)
        let rule = try XCTUnwrap(comment.rules.first)
        XCTAssertEqual(rule.location.range, ByteRange(start: 16, end: 17))
        let closed = SourceFile(path: "b.swift", bytes: Array("/* iblint:disable a\u{FFFD}".utf8.dropLast(3)) + [0xC3, 0x28] + Array("*/\n".utf8))
        let region = try XCTUnwrap(Suppressions(file: closed, objectiveC: false).comments.first?.rules.first)
        XCTAssertEqual(region.location.range, ByteRange(start: 18, end: 21), "without the closing */, in bytes")
        let result = Linter(rules: RuleCatalog.all).lint([InputFile(path: "a.swift", bytes: bytes, kind: .swift)])
        XCTAssertFalse(result.diagnostics.isEmpty, "the comment is reported (it enables nothing)")
        for diagnostic in result.diagnostics { XCTAssertLessThanOrEqual(diagnostic.location.range.end, bytes.count, diagnostic.message) }
    }

    func testSwiftLintSpellingsAndTheirAliases() {
        var s = suppressions("""
            // iblint:disable:next strong-delegate class-protocol
            var a = 1
            var b = 2 // iblint:disable:this closure-strong-self
            var c = 3
            // iblint:disable:previous dispatch-in-didset
            // iblint:disable-next-line unconnected-outlet, broken-outlet
            var d = 4
            var e = 5 // iblint:disable-line main-bundle-nib-load
            """)
        XCTAssertTrue(suppressed(&s, "strong-delegate", 2))
        XCTAssertTrue(suppressed(&s, "class-protocol", 2), "several rules, separated by spaces")
        XCTAssertFalse(suppressed(&s, "strong-delegate", 3), "next means the next line only")
        XCTAssertTrue(suppressed(&s, "closure-strong-self", 3))
        XCTAssertFalse(suppressed(&s, "closure-strong-self", 4))
        XCTAssertTrue(suppressed(&s, "dispatch-in-didset", 4), "previous")
        XCTAssertTrue(suppressed(&s, "unconnected-outlet", 7))
        XCTAssertTrue(suppressed(&s, "broken-outlet", 7), "or by commas")
        XCTAssertTrue(suppressed(&s, "main-bundle-nib-load", 8))
        XCTAssertEqual(s.comments.map(\.scope), [.nextLine, .thisLine, .previousLine, .nextLine, .thisLine])
        XCTAssertTrue(s.comments.allSatisfy(\.problems.isEmpty))
    }

    func testRegionsAllAndReEnabling() {
        var s = suppressions("""
            var a = 1 // iblint:disable strong-delegate
            var b = 2
            // iblint:enable strong-delegate
            var c = 3
            // iblint:disable all
            var d = 4
            // iblint:enable class-protocol
            var e = 5
            // iblint:enable all
            var f = 6
            """)
        XCTAssertFalse(suppressed(&s, "strong-delegate", 1), "a region starts at its comment, not before it on the line")
        XCTAssertTrue(suppressed(&s, "strong-delegate", 1, column: 30))
        XCTAssertTrue(suppressed(&s, "strong-delegate", 2))
        XCTAssertFalse(suppressed(&s, "strong-delegate", 4), "enable ends the region")
        XCTAssertTrue(suppressed(&s, "anything", 6), "all")
        XCTAssertTrue(suppressed(&s, "class-protocol", 6))
        XCTAssertFalse(suppressed(&s, "class-protocol", 8), "enable RULE inside disable all re-enables that rule")
        XCTAssertTrue(suppressed(&s, "strong-delegate", 8))
        XCTAssertFalse(suppressed(&s, "strong-delegate", 10))
        XCTAssertTrue(s.comments.allSatisfy(\.problems.isEmpty), "\(s.comments.map(\.problems))")
    }

    func testAnOpenRegionRunsToTheEndOfTheFile() {
        var s = suppressions("// iblint:disable strong-delegate\n\n\nvar a = 1\n")
        XCTAssertTrue(suppressed(&s, "strong-delegate", 4))
        XCTAssertFalse(suppressed(&s, "class-protocol", 4))
    }

    func testDisableFileWithAndWithoutRules() {
        var named = suppressions("import UIKit\n// iblint:disable-file dispatch-in-didset\n")
        XCTAssertTrue(suppressed(&named, "dispatch-in-didset", 40))
        XCTAssertFalse(suppressed(&named, "strong-delegate", 40))
        var bare = suppressions("// iblint:disable-file\nimport UIKit\n")
        XCTAssertTrue(suppressed(&bare, "strong-delegate", 40), "disable-file with no rule: every rule")
        XCTAssertEqual(bare.comments.first?.rules.map(\.id), ["all"])
        XCTAssertEqual(bare.comments.first?.problems, [])
    }

    func testCommentsOnlyNeverStringsAndAReasonEndsTheRules() {
        var s = suppressions("""
            let text = "// iblint:disable:next strong-delegate"
            var a = 1
            /* iblint:disable:next class-protocol */
            var b = 2
            // iblint:disable:next strong-delegate - the owner outlives it, class-protocol
            var c = 3
            // TODO: iblint:disable:next strong-delegate
            var d = 4
            """)
        XCTAssertFalse(suppressed(&s, "strong-delegate", 2), "a string literal is no comment")
        XCTAssertTrue(suppressed(&s, "class-protocol", 4), "block comments count")
        XCTAssertTrue(suppressed(&s, "strong-delegate", 6))
        XCTAssertFalse(suppressed(&s, "class-protocol", 6), "after ' - ' comes the reason")
        XCTAssertFalse(suppressed(&s, "strong-delegate", 8), "the directive must open the comment")
        XCTAssertEqual(s.comments.count, 2)
    }

    func testObjectiveC() {
        var s = suppressions("""
            #import "A.h" // iblint:disable:next nothing-here
            NSString *text = @"// iblint:disable:next strong-delegate";
            // iblint:disable:next unconnected-outlet
            @property (nonatomic, weak) IBOutlet UILabel *label;
            """, objectiveC: true)
        XCTAssertFalse(suppressed(&s, "strong-delegate", 3))
        XCTAssertTrue(suppressed(&s, "unconnected-outlet", 4))
        XCTAssertEqual(s.comments.map(\.directive), ["disable:next"], "comments in preprocessor lines and strings are not read")
    }

    func testProblemsTheCommentsCarry() {
        let s = suppressions("""
            // iblint:disable:nxt strong-delegate
            // iblint:disable:next
            // iblint:enable class-protocol
            // iblint:frobnicate
            """)
        XCTAssertEqual(s.comments.map(\.problems), [
            [.unknownDirective(suggestion: "disable:next")], [.namesNoRule],
            [.enablesNothing(ruleID: "class-protocol")], [.unknownDirective(suggestion: nil)],
        ])
    }

    // MARK: Through the linter

    private let delegateSource = """
        import UIKit

        protocol CartDelegate: AnyObject {}

        final class CartView: UIView {
            // iblint:disable:next strong-delegate
            var delegate: CartDelegate?
            var dataSource: CartDelegate?
        }
        """

    private func findings(_ source: String, path: String = "CartView.swift", _ configure: (inout Configuration) -> Void = { _ in }) -> [String] {
        var configuration = Configuration()
        configure(&configuration)
        return iblint.lint([InputFile(path: path, text: source)!], configuration: configuration).diagnostics
            .map { "\($0.ruleID)@\($0.location.start.line):\($0.location.start.column)" }
    }

    func testSuppressedFindingsAreNotReported() {
        XCTAssertEqual(findings(delegateSource), ["strong-delegate@8:9"])
    }

    func testEverySpellingSuppressesInARealRun() {
        let spellings = [
            ("    // iblint:disable:next strong-delegate\n    var delegate: CartDelegate?\n", "disable:next"),
            ("    // iblint:disable-next-line strong-delegate\n    var delegate: CartDelegate?\n", "disable-next-line"),
            ("    var delegate: CartDelegate? // iblint:disable:this strong-delegate\n", "disable:this"),
            ("    var delegate: CartDelegate? // iblint:disable-line strong-delegate\n", "disable-line"),
            ("    var delegate: CartDelegate?\n    // iblint:disable:previous strong-delegate\n", "disable:previous"),
            ("    // iblint:disable strong-delegate\n    var delegate: CartDelegate?\n    // iblint:enable strong-delegate\n", "disable … enable"),
            ("    // iblint:disable:next all\n    var delegate: CartDelegate?\n", "all"),
            ("    // iblint:disable-file\n    var delegate: CartDelegate?\n", "disable-file"),
            ("    // iblint:disable-file strong-delegate\n    var delegate: CartDelegate?\n", "disable-file RULE"),
        ]
        for (body, name) in spellings {
            let source = "import UIKit\n\nprotocol CartDelegate: AnyObject {}\n\nfinal class CartView: UIView {\n\(body)}\n"
            XCTAssertEqual(findings(source), [], name)
        }
    }

    func testAMisspelledRuleIsAWarningWithASuggestion() throws {
        let source = delegateSource.replacingOccurrences(of: "disable:next strong-delegate", with: "disable:next strong-delegat")
        XCTAssertEqual(findings(source), ["invalid-suppression@6:28", "strong-delegate@7:9", "strong-delegate@8:9"])
        let result = iblint.lint([InputFile(path: "CartView.swift", text: source)!])
        let invalid = try XCTUnwrap(result.diagnostics.first { $0.ruleID == "invalid-suppression" })
        XCTAssertEqual(invalid.severity, .warning)
        XCTAssertTrue(invalid.message.contains("did you mean 'strong-delegate'?"), invalid.message)
    }

    func testKnownIdsAreTheLintersRules() {
        // A linter handed fewer rules knows fewer ids: the engine has no list of its own.
        let linter = Linter(rules: [InvalidSuppressionRule.self, SuperfluousSuppressionRule.self])
        let result = linter.lint([InputFile(path: "A.swift", text: "// iblint:disable:next strong-delegate\nvar a = 1\n")!])
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["invalid-suppression"])
    }

    func testASuppressionThatSuppressesNothingIsANoteOnlyWhenItsRuleRan() {
        let weak = delegateSource.replacingOccurrences(of: "    var delegate", with: "    weak var delegate")
            .replacingOccurrences(of: "    var dataSource: CartDelegate?\n", with: "")
        XCTAssertEqual(findings(weak), ["superfluous-suppression@6:28"])
        XCTAssertEqual(findings(weak) { $0.disabledRules = ["strong-delegate"] }, [], "the rule did not run: nothing can be told")
        XCTAssertEqual(findings(weak) { $0.onlyRules = ["superfluous-suppression"] }, [])
        let severity = iblint.lint([InputFile(path: "CartView.swift", text: weak)!]).diagnostics.first?.severity
        XCTAssertEqual(severity, .note)
    }

    func testCommentFindingsAreSilencedByNameOnly() {
        let source = "// iblint:disable-file superfluous-suppression\n// iblint:disable:next class-protocol\nvar a = 1\n"
        XCTAssertEqual(findings(source), [], "a comment naming the rule about comments silences it")
        let all = "// iblint:disable all\n// iblint:disable:next strong-delegat\nvar a = 1\n"
        XCTAssertEqual(findings(all), ["superfluous-suppression@1:19", "invalid-suppression@2:24"],
                       "`all` does not silence what is said about the comments themselves")
    }
}
