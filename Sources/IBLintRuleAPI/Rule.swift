import IBLintCore
import IBLintIndex
import IBLintXML

/// A check over the project index: the contract between the rules (`Rules/`) and the engine, which is
/// handed a list of rule types and knows none of them by name. Rules return diagnostics; they never
/// write files and never print.
public protocol Rule: Sendable {
    /// The single source of truth about the rule (id, docs, severity, examples).
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
    /// The rule as a check of suppression comments (run once every other finding went through the
    /// comments), or `nil`. A requirement, not an `as?` cast: a cast that fails searches every protocol
    /// conformance of the process, a quarter of a million instructions for each rule.
    var asSuppressionCommentRule: (any SuppressionCommentRule)? { get }
    /// The index's shared tables the rule reads (`ProjectIndex.SharedTable`): the engine builds those of
    /// the enabled rules before any rule runs, at the same time, so that no rule pays for (or waits on)
    /// what others read too.
    static var sharedTables: Set<ProjectIndex.SharedTable> { get }
    /// Whether the rule asks `RuleContext.mayReportFindings(of:)`: under `--report-only` the engine then
    /// finds which interface files the reported files link to (`ReportLinks.prepare`) with the shared
    /// tables, before any rule runs.
    static var asksWhichFindingsMayBeReported: Bool { get }
    /// Whether the rule usually takes several times as long as most on a large project (it makes a
    /// whole-project catalog or table of its own): the engine starts such rules first, so that a run does
    /// not end with one core on a long rule and the others idle. Order only: no result depends on it.
    static var runsLong: Bool { get }
}

extension Rule {
    public var asSuppressionCommentRule: (any SuppressionCommentRule)? { nil }
    public static var sharedTables: Set<ProjectIndex.SharedTable> { [] }
    public static var asksWhichFindingsMayBeReported: Bool { false }
    public static var runsLong: Bool { false }
}

extension Rule where Self: SuppressionCommentRule {
    public var asSuppressionCommentRule: (any SuppressionCommentRule)? { self }
}

/// What a rule sees while it runs: the index and how its findings are to be reported.
public struct RuleContext: Sendable {
    public let index: ProjectIndex
    public let ruleID: String
    /// The configured severity (the rule's default unless the user changed it).
    public let severity: Severity
    /// `--report-only`: which files' findings are kept; `nil` when every file's are.
    public let reportLinks: ReportLinks?

    public init(index: ProjectIndex, ruleID: String, severity: Severity, reportLinks: ReportLinks? = nil) {
        self.index = index
        self.ruleID = ruleID
        self.severity = severity
        self.reportLinks = reportLinks
    }

    /// Whether every file's findings are reported (no `--report-only`).
    public var reportsEveryFile: Bool { reportLinks == nil }

    /// Whether a finding located in `path`, or with a related location there, is reported this run. A
    /// rule may skip the work whose findings could only be located, and point, in files this says no to
    /// (`--report-only` in a pre-commit hook: the whole project indexed, a few files reported); the
    /// engine drops findings outside the reported files in any case, so skipping saves time and must
    /// change nothing else.
    public func mayReport(_ path: String) -> Bool { reportLinks?.reported(path) ?? true }

    /// For a rule whose findings of an interface file are located in it and point only at it and at
    /// source code: whether they may be reported (`ReportLinks`).
    public func mayReportFindings(of document: IBDocument) -> Bool { reportLinks?.mayReportFindings(of: document) ?? true }

    public func diagnostic(_ message: String, at location: Location, notes: [String] = [], related: [RelatedLocation] = [],
                           fix: Fix? = nil, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(ruleID: ruleID, severity: severity ?? self.severity, message: message, location: location,
                   notes: notes, related: related, fix: fix)
    }
}
