import IBLintCore
import IBLintRules

/// Which rules run and how serious their findings are.
public struct Configuration: Sendable {
    /// Rules switched off (`--disable`), even if on by default.
    public var disabledRules: Set<String> = []
    /// Rules switched on (`--enable`), even if off by default.
    public var enabledRules: Set<String> = []
    /// When set (`--only`), exactly these rules run.
    public var onlyRules: Set<String>?
    /// Severity overrides per rule.
    public var severities: [String: Severity] = [:]

    public init() {}

    /// Rules that run unless explicitly disabled, even with `--only`: an unreadable file must never go unnoticed.
    public static let alwaysOn: Set<String> = ["parse-error"]

    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(rule.id) || (Self.alwaysOn.contains(rule.id) && !disabledRules.contains(rule.id)) }
        if disabledRules.contains(rule.id) { return false }
        return rule.enabledByDefault || enabledRules.contains(rule.id)
    }

    public func severity(of rule: RuleDescription) -> Severity { severities[rule.id] ?? rule.defaultSeverity }

    /// Rule ids named in this configuration that no rule has.
    public var unknownRuleIDs: [String] {
        let known = Set(RuleCatalog.descriptions.map(\.id))
        let named = disabledRules.union(enabledRules).union(onlyRules ?? []).union(severities.keys)
        return named.subtracting(known).sorted()
    }
}
