import IBLintCore

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
    /// Modules the configuration names as the app's own, besides Package.swift and Xcode targets.
    public var extraModules: Set<String> = []
    /// Files indexed but never reported on.
    public var excludedPaths: [Glob] = []
    /// Findings of one rule (or of every rule, when `ruleID` is `nil`) in matching files are dropped.
    public var ignores: [Ignore] = []

    /// `--baseline FILE`: findings already known, left out of the report (and left alone by `--fix`).
    public var baseline: BaselineFilter?
    /// `--report-only FILE…`: when set, only findings in or pointing at these files are reported (and fixed).
    public var reportScope: ReportScope?

    /// A baseline and where its repository-relative paths are relative to.
    public struct BaselineFilter: Sendable {
        public var baseline: Baseline
        public var workingDirectory: String
        public var repositoryRoot: String
        public init(baseline: Baseline, workingDirectory: String, repositoryRoot: String) {
            self.baseline = baseline
            self.workingDirectory = workingDirectory
            self.repositoryRoot = repositoryRoot
        }
    }

    public struct Ignore: Sendable, Hashable {
        public var path: Glob
        public var ruleID: String?
        public init(path: Glob, ruleID: String?) {
            self.path = path
            self.ruleID = ruleID
        }
    }

    /// Whether a finding of `ruleID` at `path` is reported at all.
    public func reports(_ ruleID: String, at path: String) -> Bool {
        if excludedPaths.contains(where: { $0.matches(path) }) { return false }
        return !ignores.contains { ($0.ruleID == nil || $0.ruleID == ruleID) && $0.path.matches(path) }
    }

    public init() {}

    /// Whether a rule runs. Rules whose description says they are always on run even with `--only`,
    /// unless disabled by name.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(rule.id) || (rule.isAlwaysOn && !disabledRules.contains(rule.id)) }
        if disabledRules.contains(rule.id) { return false }
        return rule.enabledByDefault || enabledRules.contains(rule.id)
    }

    public func severity(of rule: RuleDescription) -> Severity { severities[rule.id] ?? rule.defaultSeverity }

    /// Applies `--enable`, `--disable` and `--only` (after the configuration file, so they win over it).
    public mutating func applyCommandLine(enable: [String], disable: [String], only: [String]) {
        enabledRules.formUnion(enable)
        disabledRules.subtract(enable)
        disabledRules.formUnion(disable)
        enabledRules.subtract(disable)
        if !only.isEmpty { onlyRules = Set(only) }
    }

    /// Rule ids named in this configuration that none of `rules` has.
    public func unknownRuleIDs(among rules: [RuleDescription]) -> [String] {
        let known = Set(rules.map(\.id))
        let named = disabledRules.union(enabledRules).union(onlyRules ?? []).union(severities.keys)
            .union(ignores.compactMap(\.ruleID))
        return named.subtracting(known).sorted()
    }
}
