import IBLintCore
import IBLintIndex

/// A check over the project index: the contract between the rules (`Rules/`) and the engine, which is
/// handed a list of rule types and knows none of them by name. Rules return diagnostics; they never
/// write files and never print.
public protocol Rule: Sendable {
    /// The single source of truth about the rule (id, docs, severity, examples).
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

/// What a rule sees while it runs: the index and how its findings are to be reported.
public struct RuleContext: Sendable {
    public let index: ProjectIndex
    public let ruleID: String
    /// The configured severity (the rule's default unless the user changed it).
    public let severity: Severity

    public init(index: ProjectIndex, ruleID: String, severity: Severity) {
        self.index = index
        self.ruleID = ruleID
        self.severity = severity
    }

    public func diagnostic(_ message: String, at location: Location, notes: [String] = [], related: [RelatedLocation] = [],
                           fix: Fix? = nil, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(ruleID: ruleID, severity: severity ?? self.severity, message: message, location: location,
                   notes: notes, related: related, fix: fix)
    }
}
