import IBLintCore
import IBLintRules

/// Text for `iblint rules` and `iblint explain`, rendered from the rules' descriptions.
public enum RuleDocumentation {
    public static func table(configuration: Configuration = Configuration()) -> String {
        let rules = RuleCatalog.descriptions
        let idWidth = max(4, rules.map(\.id.count).max() ?? 0)
        var lines = ["\("rule".padded(idWidth))  severity  default  fix           summary"]
        for rule in rules {
            let enabled = configuration.isEnabled(rule) ? "on" : "off"
            lines.append("\(rule.id.padded(idWidth))  \(configuration.severity(of: rule).rawValue.padded(8))  \(enabled.padded(7))  \(rule.fix.rawValue.padded(12))  \(rule.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func explain(_ rule: RuleDescription) -> String {
        var out = """
            \(rule.name) [\(rule.id)]

            \(rule.summary)

            Severity: \(rule.defaultSeverity.rawValue). \(rule.enabledByDefault ? "On by default." : "Off by default (enable with --enable \(rule.id)).") Fix: \(fixText(rule.fix)).

            \(rule.rationale)

            """
        if !rule.examples.isEmpty {
            out += "\nExamples (↓ marks where iblint reports):\n"
            for example in rule.examples {
                out += "\n\(example.triggers ? "Reported" : "Not reported"): \(example.title)\n"
                for file in example.files { out += render(file) }
                if let fixed = example.fixed {
                    out += "\n  After iblint --fix\(needsUnsafeFixes(example) ? " --unsafe-fixes" : ""):\n"
                    for file in fixed { out += render(file) }
                }
            }
        }
        return out
    }

    /// Whether `--fix` alone falls short of the example's fixed files (then `--unsafe-fixes` is needed).
    static func needsUnsafeFixes(_ example: RuleExample) -> Bool {
        guard let fixed = example.fixed else { return false }
        let inputs = example.files.compactMap { InputFile(path: $0.path, text: $0.strippingMarkers.text) }
        let outcome = FixEngine.fix(inputs, includeUnsafe: false)
        return !fixed.allSatisfy { file in
            outcome.inputs.first { $0.path == file.path }?.bytes == Array(file.strippingMarkers.text.utf8)
        }
    }

    private static func render(_ file: ExampleFile) -> String {
        "\n  \(file.path)\n" + file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    static func fixText(_ fix: FixAvailability) -> String {
        switch fix {
        case .none: "none"
        case .safe: "safe (applied by --fix)"
        case .unsafe: "unsafe (applied by --fix --unsafe-fixes)"
        case .displayOnly: "suggested, never applied"
        case .mixed: "safe or unsafe depending on the finding"
        }
    }
}

extension String {
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
