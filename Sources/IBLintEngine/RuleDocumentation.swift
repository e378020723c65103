import IBLintCore
import IBLintRuleAPI

/// Text for `iblint rules` and `iblint explain`, and the README's rule table, rendered from the
/// descriptions of the rules it is given.
public enum RuleDocumentation {
    /// The plain-text table `iblint rules` prints.
    public static func table(_ rules: [RuleDescription], configuration: Configuration = Configuration()) -> String {
        let idWidth = max(4, rules.map(\.id.count).max() ?? 0)
        let fixWidth = max(3, rules.map { fixColumn($0.fix).count }.max() ?? 0)
        var lines = ["\("rule".padded(idWidth))  severity  default  \("fix".padded(fixWidth))  summary"]
        for rule in rules {
            let enabled = configuration.isEnabled(rule) ? "on" : "off"
            lines.append("\(rule.id.padded(idWidth))  \(configuration.severity(of: rule).rawValue.padded(8))  \(enabled.padded(7))  \(fixColumn(rule.fix).padded(fixWidth))  \(rule.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The README's "What it catches" table (`iblint rules --format markdown`): one row per rule with
    /// its default severity, whether it is on by default, its fixes and its summary. A test keeps the
    /// README equal to this.
    public static func markdownTable(_ rules: [RuleDescription]) -> String {
        var lines = ["| rule | severity | default | fix | what |", "|---|---|---|---|---|"]
        for rule in rules {
            let summary = rule.summary.replacingPipes
            lines.append("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.enabledByDefault ? "on" : "off") | \(rule.fix.shortText) | \(summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `iblint explain RULE`: the rule's documentation and examples, with what `--fix` does to them.
    public static func explain(_ rule: any Rule.Type) -> String {
        let description = rule.description
        var out = """
            \(description.name) [\(description.id)]

            \(description.summary)

            Severity: \(description.defaultSeverity.rawValue). \(description.enabledByDefault ? "On by default." : "Off by default (enable with --enable \(description.id)).") Fix: \(fixText(description.fix)).

            \(description.rationale)

            """
        if !description.examples.isEmpty {
            out += "\nExamples (↓ marks where iblint reports):\n"
            for example in description.examples {
                out += "\n\(example.triggers ? "Reported" : "Not reported"): \(example.title)\n"
                for file in example.files { out += render(file) }
                if let fixed = example.fixed {
                    out += "\n  After iblint --fix\(needsUnsafeFixes(example, of: rule) ? " --unsafe-fixes" : ""):\n"
                    for file in fixed { out += render(file) }
                }
            }
        }
        return out
    }

    /// Whether `--fix` alone falls short of the example's fixed files (then `--unsafe-fixes` is needed).
    static func needsUnsafeFixes(_ example: RuleExample, of rule: any Rule.Type) -> Bool {
        guard let fixed = example.fixed else { return false }
        let inputs = example.files.compactMap { InputFile(path: $0.path, text: $0.strippingMarkers.text) }
        var configuration = Configuration()
        configuration.onlyRules = [rule.description.id]
        let outcome = FixEngine.fix(inputs, using: Linter(rules: [rule]), configuration: configuration, includeUnsafe: false)
        return !fixed.allSatisfy { file in
            outcome.inputs.first { $0.path == file.path }?.bytes == Array(file.strippingMarkers.text.utf8)
        }
    }

    private static func render(_ file: ExampleFile) -> String {
        "\n  \(file.path)\n" + file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    /// The `fix` column of `iblint rules`: `none`, `safe`, `unsafe`, `safe/unsafe`, `sometimes safe`…
    static func fixColumn(_ fix: FixAvailability) -> String {
        guard fix.isOffered else { return "none" }
        let kinds = fix.applicabilities.map(\.rawValue).joined(separator: "/")
        return fix.frequency == .sometimes ? "sometimes " + kinds : kinds
    }

    static func fixText(_ fix: FixAvailability) -> String {
        guard fix.isOffered else { return "none" }
        let kinds = fix.applicabilities.map { applicability in
            switch applicability {
            case .safe: "safe (applied by --fix)"
            case .unsafe: "unsafe (applied by --fix --unsafe-fixes)"
            case .displayOnly: "suggested, never applied"
            }
        }
        let list = kinds.count <= 2 ? kinds.joined(separator: " or ")
            : kinds.dropLast().joined(separator: ", ") + " or " + kinds[kinds.count - 1]
        return fix.frequency == .sometimes ? list + ", for some findings" : list
    }
}

extension String {
    func padded(_ width: Int) -> String { NumberText.leftAligned(self, width: width) }

    /// `|` would end a Markdown table cell.
    var replacingPipes: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
