import IBLintCore
import Testing

/// Raw values appear in configuration files, JSON and SARIF output: they must not change.
@Suite("Severity, Applicability and rule metadata enums")
struct SeverityAndApplicabilityTests {
    @Test("Severity raw values")
    func severityRawValues() {
        #expect(Severity.allCases.map(\.rawValue) == ["note", "warning", "error"])
        #expect(Severity(rawValue: "warning") == .warning)
        #expect(Severity(rawValue: "Warning") == nil)
    }

    @Test("Severity orders note < warning < error")
    func severityOrder() {
        #expect(Severity.note < .warning)
        #expect(Severity.warning < .error)
        #expect(Severity.note < .error)
        #expect(!(Severity.error < .warning))
        #expect(!(Severity.warning < .warning))
        #expect([Severity.error, .note, .warning].sorted() == [.note, .warning, .error])
        #expect([Severity.warning, .error, .note].max() == .error)
    }

    @Test("Applicability raw values")
    func applicabilityRawValues() {
        #expect(Applicability.allCases.map(\.rawValue) == ["safe", "unsafe", "display-only"])
        #expect(Applicability(rawValue: "display-only") == .displayOnly)
        #expect(Applicability(rawValue: "displayOnly") == nil)
    }

    @Test("Applicability orders safe < unsafe < display-only")
    func applicabilityOrder() {
        #expect(Applicability.safe < .unsafe)
        #expect(Applicability.unsafe < .displayOnly)
        #expect(Applicability.safe < .displayOnly)
        #expect(!(Applicability.displayOnly < .safe))
        #expect(!(Applicability.unsafe < .unsafe))
        #expect([Applicability.displayOnly, .safe, .unsafe].sorted() == [.safe, .unsafe, .displayOnly])
    }

    @Test("FixAvailability and Precision raw values")
    func metadataRawValues() {
        #expect([FixAvailability.none, .safe, .unsafe, .displayOnly, .mixed].map(\.rawValue)
                == ["none", "safe", "unsafe", "display-only", "mixed"])
        #expect([Precision.veryHigh, .high, .medium, .low].map(\.rawValue) == ["very-high", "high", "medium", "low"])
    }
}
