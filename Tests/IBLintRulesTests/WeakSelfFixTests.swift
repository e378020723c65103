import IBLintCore
@testable import IBLintRules
import IBLintSwift
import XCTest

/// closure-strong-self's `[weak self]` rewrite edits only inside the file: a summary decoded from a damaged
/// cache entry may hold closure ranges that put its insertions past the end (found by `scripts/fuzz cache`),
/// and then no fix is offered rather than one that edits nothing that exists.
final class WeakSelfFixTests: XCTestCase {
    func testTheFixEditsOnlyInsideTheFile() throws {
        let text = "final class Screen {\n    var onTap: (() -> Void)?\n    func bind() { onTap = { self.reload() } }\n    func reload() {}\n}\n"
        let file = SourceFile(path: "Screen.swift", text: text)
        let summary = SwiftScanner.scan(file)
        let context = try XCTUnwrap(summary.closureContexts.first)
        let closure = summary.closures[context.closure]
        let fix = try XCTUnwrap(WeakSelfFix.make(context, closure: closure, returnsVoid: true, file: file))
        XCTAssertTrue(fix.edits.allSatisfy { $0.location.range.end <= file.byteCount })

        // The same closure said to start at the file's last byte: its `{` would be past the end.
        var damaged = closure
        damaged.range = ByteRange(start: file.byteCount, end: file.byteCount)
        XCTAssertNil(WeakSelfFix.make(context, closure: damaged, returnsVoid: true, file: file))
        var damagedContext = context
        damagedContext.captureList = ByteRange(start: file.byteCount, end: file.byteCount)
        XCTAssertNil(WeakSelfFix.make(damagedContext, closure: closure, returnsVoid: true, file: file))
    }
}
