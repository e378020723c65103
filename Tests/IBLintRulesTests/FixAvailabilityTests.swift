import IBLintCore
import IBLintEngine
import IBLintRuleAPI
import IBLintRules
import Testing

/// ruff's honesty check: what a rule declares about its fixes (how often, which applicabilities) is what
/// its examples show it doing, so `iblint rules` and `iblint explain` never promise a fix that is not there.
@Suite("Fix availability")
struct FixAvailabilityTests {
    /// Every finding the rule reports in its own triggering examples.
    static func findings(of rule: any Rule.Type) -> [Diagnostic] {
        let description = rule.description
        return description.examples.filter(\.triggers).flatMap { example in
            var configuration = Configuration()
            configuration.onlyRules = example.rulesToRun(for: description.id)
            let (inputs, _) = ExampleProject.strip(example.files)
            return iblint.lint(inputs, configuration: configuration).diagnostics.filter { $0.ruleID == description.id }
        }
    }

    static let rules: [String] = RuleCatalog.descriptions.map(\.id)

    @Test("A rule's declared fix availability matches what its examples emit", arguments: rules)
    func declaredMatchesEmitted(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(withID: id))
        let declared = rule.description.fix
        let findings = Self.findings(of: rule)
        #expect(!findings.isEmpty)
        let withFix = findings.filter { $0.fix != nil }
        switch declared.frequency {
        case .never:
            #expect(withFix.isEmpty, "declares no fix, but offers one: \(withFix.map(\.message))")
        case .always:
            #expect(withFix.count == findings.count, "declares a fix for every finding; none for: \(findings.filter { $0.fix == nil }.map(\.message))")
        case .sometimes:
            #expect(!withFix.isEmpty && withFix.count < findings.count,
                    "declares a fix for some findings: its examples need a finding with a fix and one without (\(withFix.count) of \(findings.count) have one)")
        }
        let emitted = Set(withFix.compactMap { $0.fix?.applicability })
        #expect(emitted == Set(declared.applicabilities),
                "declares \(declared.applicabilities.map(\.rawValue)), its examples emit \(emitted.map(\.rawValue).sorted())")
    }
}
