import IBLintCore
import Testing

@Suite("Diagnostic report order")
struct DiagnosticOrderTests {
    private func diagnostic(_ path: String, _ line: Int, _ column: Int, _ rule: String, _ message: String,
                            severity: Severity = .warning, endLine: Int? = nil) -> Diagnostic {
        let start = LinePosition(line: line, column: column)
        let end = LinePosition(line: endLine ?? line, column: column)
        return Diagnostic(ruleID: rule, severity: severity, message: message,
                          location: Location(path: path, range: ByteRange(start: 0, end: 0), start: start, end: end))
    }

    /// `first` sorts strictly before `second`, and not the other way round.
    private func expectOrdered(_ first: Diagnostic, _ second: Diagnostic, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Diagnostic.reportOrder(first, second), sourceLocation: sourceLocation)
        #expect(!Diagnostic.reportOrder(second, first), sourceLocation: sourceLocation)
    }

    // Each pair differs in the key under test and, in the opposite direction, in every later key,
    // so checking the keys in another order would fail.
    @Test("path comes first")
    func pathFirst() {
        expectOrdered(diagnostic("a.xib", 9, 9, "z-rule", "z"), diagnostic("b.xib", 1, 1, "a-rule", "a"))
    }

    @Test("then the start position: line, then column")
    func positionSecond() {
        expectOrdered(diagnostic("a.xib", 2, 9, "z-rule", "z"), diagnostic("a.xib", 3, 1, "a-rule", "a"))
        expectOrdered(diagnostic("a.xib", 3, 1, "z-rule", "z"), diagnostic("a.xib", 3, 2, "a-rule", "a"))
    }

    @Test("then the rule identifier")
    func ruleThird() {
        expectOrdered(diagnostic("a.xib", 3, 1, "a-rule", "z"), diagnostic("a.xib", 3, 1, "b-rule", "a"))
    }

    @Test("then the message")
    func messageLast() {
        expectOrdered(diagnostic("a.xib", 3, 1, "a-rule", "alpha"), diagnostic("a.xib", 3, 1, "a-rule", "beta"))
    }

    @Test("equal keys are not ordered; severity and end position are not keys")
    func equalKeys() {
        let d = diagnostic("a.xib", 3, 1, "a-rule", "m")
        #expect(!Diagnostic.reportOrder(d, d))
        let other = diagnostic("a.xib", 3, 1, "a-rule", "m", severity: .error, endLine: 8)
        #expect(!Diagnostic.reportOrder(d, other))
        #expect(!Diagnostic.reportOrder(other, d))
    }

    @Test("sorting a shuffled list gives the report order")
    func sorting() {
        let expected = [
            diagnostic("a.xib", 1, 5, "x", "m"),
            diagnostic("a.xib", 2, 1, "a", "m"),
            diagnostic("a.xib", 2, 1, "b", "a"),
            diagnostic("a.xib", 2, 1, "b", "b"),
            diagnostic("b.swift", 1, 1, "a", "a"),
        ]
        let shuffled = [expected[3], expected[4], expected[1], expected[0], expected[2]]
        #expect(shuffled.sorted(by: Diagnostic.reportOrder) == expected)
    }
}
