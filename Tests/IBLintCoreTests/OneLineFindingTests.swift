import XCTest
@testable import IBLintCore

/// `Diagnostic.onOneLine`, which the engine passes every finding through: each message, note, related message
/// and fix title on one line, every kind of line break (`Character.isNewline`) a single space.
final class OneLineFindingTests: XCTestCase {
    private let place = Location(path: "A.xib", range: ByteRange(start: 0, end: 1),
                                 start: LinePosition(line: 1, column: 1), end: LinePosition(line: 1, column: 2))

    func testEveryLineBreakBecomesASpace() {
        for lineBreak in ["\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            let text = "title\(lineBreak)Label"
            XCTAssertTrue(text.mayHoldLineBreak, text.debugDescription)
            XCTAssertEqual(text.singleLine, "title Label", text.debugDescription)
        }
        XCTAssertEqual("a\n\nb\r\n".singleLine, "a b")
    }

    func testTextWithoutALineBreakIsKeptAsItIs() {
        // Lead bytes 0xC2 and 0xE2 start other characters too: "§" (C2 A7), "–" (E2 80 93), "€" (E2 82 AC).
        for text in ["", "plain", "§ 3", "a – b", "5 €", "é", "日本", "tab\there"] {
            XCTAssertEqual(text.singleLine, text, text.debugDescription)
            XCTAssertFalse(text.contains(where: \.isNewline))
        }
        XCTAssertFalse("plain – ascii".utf8.contains(0x0A))
        XCTAssertFalse("tab\there".mayHoldLineBreak)
    }

    func testEveryTextOfAFindingIsPutOnOneLine() {
        let broken = Diagnostic(ruleID: "broken-outlet", severity: .error, message: "no outlet 'title\nLabel'", location: place,
                                notes: ["fine", "key title\r\nLabel"], related: [RelatedLocation(place, "declared\u{2028}here")],
                                fix: Fix(title: "Rename\nit", edits: [], applicability: .unsafe))
        let fixed = broken.onOneLine
        XCTAssertEqual(fixed.message, "no outlet 'title Label'")
        XCTAssertEqual(fixed.notes, ["fine", "key title Label"])
        XCTAssertEqual(fixed.related.map(\.message), ["declared here"])
        XCTAssertEqual(fixed.fix?.title, "Rename it")
        XCTAssertEqual(fixed.location, broken.location)
        XCTAssertEqual(fixed.ruleID, broken.ruleID)
        // Each field alone is enough to be noticed.
        var onlyRelated = Diagnostic(ruleID: "r", severity: .note, message: "m", location: place, related: [RelatedLocation(place, "a\nb")])
        onlyRelated = onlyRelated.onOneLine
        XCTAssertEqual(onlyRelated.related[0].message, "a b")
        let onlyFix = Diagnostic(ruleID: "r", severity: .note, message: "m", location: place,
                                 fix: Fix(title: "a\rb", edits: [], applicability: .safe)).onOneLine
        XCTAssertEqual(onlyFix.fix?.title, "a b")
        // A finding on one line already comes back equal.
        let clean = Diagnostic(ruleID: "r", severity: .warning, message: "all – fine €", location: place, notes: ["§ 1"])
        XCTAssertEqual(clean.onOneLine, clean)
    }
}
