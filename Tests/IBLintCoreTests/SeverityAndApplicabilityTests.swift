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

    @Test("Precision and FixFrequency raw values")
    func metadataRawValues() {
        #expect([FixFrequency.never, .sometimes, .always].map(\.rawValue) == ["never", "sometimes", "always"])
        #expect([Precision.veryHigh, .high, .medium, .low].map(\.rawValue) == ["very-high", "high", "medium", "low"])
    }

    @Test("FixAvailability keeps its applicabilities sorted and unique, and none for never")
    func fixAvailabilityNormalizes() {
        #expect(FixAvailability.sometimes(.displayOnly, .safe, .displayOnly).applicabilities == [.safe, .displayOnly])
        #expect(FixAvailability(.never, [.safe]).applicabilities == [])
        #expect(FixAvailability.none.isOffered == false)
        #expect(FixAvailability.always(.unsafe).isOffered)
        #expect(FixAvailability.none.shortText == "")
        #expect(FixAvailability.always(.safe, .unsafe).shortText == "safe / unsafe")
        #expect(FixAvailability.sometimes(.unsafe).shortText == "unsafe (some findings)")
    }

    @Test("A rule category's folder is its name capitalized")
    func categoryFolders() {
        #expect(RuleCategory.connections.folderName == "Connections")
        #expect(Set(RuleCategory.allCases.map(\.folderName)).count == RuleCategory.allCases.count)
    }
}
