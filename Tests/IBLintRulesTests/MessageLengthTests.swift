import IBLintCore
import IBLintEngine
import IBLintRules
import Testing

/// A finding's message is the one line Xcode's issue navigator, a GitHub annotation's title and a terminal
/// show: what is wrong and where, in about 120 characters. The consequence, the evidence and the remedy
/// are notes, one short line each (GUIDE 3b).
@Suite("Rule messages")
struct MessageLengthTests {
    /// The categories whose messages are split into a line and notes; the others join as theirs are.
    static let checkedCategories: Set<RuleCategory> = [.document, .identifiers, .layout, .resources, .lifecycle, .memory]
    /// Rules of the categories not yet split that are written that way already (connections and classes).
    static let checkedRules: Set<String> = ["action-sender-type", "inspectable-type-unsupported", "segue-destination-cast"]
    /// The ceiling with long class, file and view names; typical messages are well under it.
    static let ceiling = 140

    static let cases: [ExampleCase] = ExampleCase.all.filter {
        $0.example.triggers && (checkedCategories.contains($0.rule.category) || checkedRules.contains($0.rule.id))
    }

    @Test("Every example's message and notes fit on a line", arguments: cases)
    func fitsOnALine(_ testCase: ExampleCase) {
        let (inputs, _) = ExampleProject.strip(testCase.example.files)
        var configuration = Configuration()
        configuration.onlyRules = testCase.example.rulesToRun(for: testCase.rule.id)
        let findings = iblint.lint(inputs, configuration: configuration).diagnostics.filter { $0.ruleID == testCase.rule.id }
        for finding in findings {
            for line in [finding.message] + finding.notes {
                #expect(line.count <= Self.ceiling && !line.contains("\n"), "\(line.count) characters: \(line)")
                #expect(!line.isEmpty && !line.hasSuffix(".") && !line.hasSuffix(";"), "\(line)")
            }
        }
    }

    @Test("Half of every rule's messages are at most 130 characters")
    func typicalLength() {
        var byRule: [String: [String]] = [:]
        for testCase in Self.cases {
            let (inputs, _) = ExampleProject.strip(testCase.example.files)
            var configuration = Configuration()
            configuration.onlyRules = testCase.example.rulesToRun(for: testCase.rule.id)
            for finding in iblint.lint(inputs, configuration: configuration).diagnostics where finding.ruleID == testCase.rule.id {
                byRule[finding.ruleID, default: []].append(finding.message)
            }
        }
        #expect(!byRule.isEmpty)
        for (rule, messages) in byRule {
            let median = messages.sorted { $0.count < $1.count }[messages.count / 2]
            #expect(median.count <= 130, "\(rule): the median message has \(median.count) characters: \(median)")
        }
    }
}
