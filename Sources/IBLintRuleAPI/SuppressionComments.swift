import IBLintCore

/// One `// iblint:…` comment in a Swift or Objective-C file, as the engine read and applied it.
public struct SuppressionComment: Sendable, Hashable {
    /// What a directive covers.
    public enum Scope: String, Sendable, Hashable {
        /// `disable:next` (`disable-next-line`): the line after the comment.
        case nextLine
        /// `disable:this` (`disable-line`): the comment's own line.
        case thisLine
        /// `disable:previous`: the line before the comment.
        case previousLine
        /// `disable`: from the comment to the matching `enable` (or the end of the file).
        case regionStart
        /// `enable`: ends a `disable` region.
        case regionEnd
        /// `disable-file`: the whole file.
        case file
    }

    /// What is wrong with a comment, besides unknown rule ids (which the rules see for themselves).
    public enum Problem: Sendable, Hashable {
        /// `iblint:<word>` is no directive; `suggestion` is the closest one.
        case unknownDirective(suggestion: String?)
        /// A directive that must name rules names none.
        case namesNoRule
        /// `enable RULE` where no `disable` region of RULE (or of `all`) is open.
        case enablesNothing(ruleID: String)
    }

    /// A rule id (or `all`) named by the comment, and how many findings it suppressed.
    public struct NamedRule: Sendable, Hashable {
        public var id: String
        public var location: Location
        /// Findings of this id (any id, for `all`) this comment kept from the report.
        public var suppressedCount: Int

        public init(id: String, location: Location, suppressedCount: Int = 0) {
            self.id = id
            self.location = location
            self.suppressedCount = suppressedCount
        }
    }

    /// The directive as written (`disable:next`, `disable-line`, `enbale`).
    public var directive: String
    /// `nil` when the directive is unknown.
    public var scope: Scope?
    /// Where the `iblint:…` word is.
    public var location: Location
    public var rules: [NamedRule]
    public var problems: [Problem]

    /// The word that names every rule.
    public static let allRules = "all"

    public init(directive: String, scope: Scope?, location: Location, rules: [NamedRule], problems: [Problem] = []) {
        self.directive = directive
        self.scope = scope
        self.location = location
        self.rules = rules
        self.problems = problems
    }
}

/// What the engine hands the rules that check suppression comments, after every other rule ran and the
/// comments were applied to their findings.
public struct SuppressionReport: Sendable {
    /// Every `iblint:` comment of every Swift and Objective-C file linted, in file and position order.
    public let comments: [SuppressionComment]
    /// The id of every rule the engine was handed, enabled or not: what a comment may name.
    public let knownRuleIDs: [String]
    /// The rules that ran: only for these can a comment be known to suppress nothing.
    public let ranRuleIDs: Set<String>
    /// The rules that check comments (`SuppressionCommentRule`s): they run last, so a comment naming one
    /// cannot be judged by what it suppressed.
    public let commentRuleIDs: Set<String>

    public init(comments: [SuppressionComment], knownRuleIDs: [String], ranRuleIDs: Set<String>, commentRuleIDs: Set<String>) {
        self.comments = comments
        self.knownRuleIDs = knownRuleIDs
        self.ranRuleIDs = ranRuleIDs
        self.commentRuleIDs = commentRuleIDs
    }
}

/// A rule about the suppression comments themselves (a misspelled rule id, a comment that suppresses
/// nothing). The engine runs it after the others, with what it found while applying the comments; its
/// `check(_:)` over the index reports nothing. Comments naming such a rule are never called superfluous.
public protocol SuppressionCommentRule: Sendable {
    func check(_ context: RuleContext, suppressions: SuppressionReport) -> [Diagnostic]
}
