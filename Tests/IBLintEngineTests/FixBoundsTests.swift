import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import XCTest
@testable import IBLintEngine

/// A fix whose edit lies outside its file is not applied (applying it clamped would write what no rule
/// meant, text appended at the end, say), and the run says which rule offered it; the other fixes of the
/// pass are applied as usual.
final class FixBoundsTests: XCTestCase {
    /// Offers two fixes in `Screen.swift`: one replacing `Screen` with `Scene` (inside the file) and one
    /// that edits bytes past its end.
    struct OutOfBoundsFixRule: Rule {
        static let description = RuleDescription(
            id: "out-of-bounds-fix", name: "Out-of-bounds fix", summary: "Offers a fix outside its file.",
            rationale: "Test only.", category: .document, defaultSeverity: .warning, fix: .sometimes(.safe))

        func check(_ context: RuleContext) -> [Diagnostic] {
            guard let summary = context.index.swiftFiles.first(where: { $0.file.path == "Screen.swift" }) else { return [] }
            let file = summary.file
            // "final class Screen {}": the name at bytes 12–18.
            let start = 12
            guard file.byteCount >= start + 6, file.text(ByteRange(start: start, end: start + 6)) == "Screen" else { return [] }
            let inside = Edit(in: file, range: ByteRange(start: start, end: start + 6), replacement: "Scene")
            let outside = Edit(in: file, range: ByteRange(start: file.byteCount + 4, end: file.byteCount + 9), replacement: "// more")
            return [
                context.diagnostic("rename", at: file.location(at: start), fix: Fix(title: "rename", edits: [inside], applicability: .safe)),
                context.diagnostic("past the end", at: file.location(at: 0), fix: Fix(title: "append", edits: [outside], applicability: .safe)),
            ]
        }
    }

    func testAFixOutsideItsFileIsNotAppliedAndNamed() throws {
        let text = "final class Screen {}\n"
        let input = InputFile(path: "Screen.swift", bytes: Array(text.utf8), kind: .swift)
        let outcome = FixEngine.fix([input], using: Linter(rules: [OutOfBoundsFixRule.self]), includeUnsafe: false)

        XCTAssertEqual(String(decoding: outcome.inputs[0].bytes, as: UTF8.self), "final class Scene {}\n")
        XCTAssertEqual(outcome.appliedPerRule["out-of-bounds-fix"], 1)
        let outside = outcome.problems.filter { $0.hasPrefix("Screen.swift: a fix of out-of-bounds-fix not applied") }
        XCTAssertEqual(outside.count, 1, "said once, though the finding comes back in the second pass: \(outcome.problems)")
        let message = try XCTUnwrap(outside.first)
        XCTAssertTrue(message.hasSuffix("would edit bytes 26–31 of a file of 22 bytes (a bug in the rule; please report it)"), message)
    }

    func testBounds() {
        let file = SourceFile(path: "A.swift", text: "let a = 1\n")
        func edit(_ start: Int, _ end: Int) -> Edit {
            Edit(location: Location(path: file.path, range: ByteRange(start: start, end: end), start: LinePosition(line: 1, column: 1),
                                    end: LinePosition(line: 1, column: 1)), replacement: "")
        }
        XCTAssertTrue(FixEngine.isInside(edit(0, 0), byteCount: 10))
        XCTAssertTrue(FixEngine.isInside(edit(10, 10), byteCount: 10), "an insertion at the end")
        XCTAssertTrue(FixEngine.isInside(edit(0, 10), byteCount: 10))
        XCTAssertFalse(FixEngine.isInside(edit(9, 11), byteCount: 10))
        XCTAssertFalse(FixEngine.isInside(edit(11, 11), byteCount: 10))
    }
}
