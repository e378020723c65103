import IBLintCore
import IBLintRuleAPI

/// `// iblint:` comments that cannot do what they say: a rule id iblint does not have, a directive that
/// does not exist, a directive naming no rule, an `enable` that ends no region.
public struct InvalidSuppressionRule: Rule, SuppressionCommentRule {
    public static let description = RuleDescription(
        id: "invalid-suppression",
        name: "Invalid suppression",
        summary: "An `// iblint:` comment names a rule or directive iblint does not have, names no rule, or enables a rule no `disable` turned off.",
        rationale: """
            A suppression comment is only read by iblint, so a typo in it goes unnoticed: \
            `// iblint:disable:next strong-delegat` suppresses nothing, and the finding it was meant for \
            shows up again (or, worse, the comment outlives the rule it names and silences nothing while \
            looking as if it did). iblint reports the word it could not use, with the closest rule id or \
            directive when there is one.

            The directives are SwiftLint's: `disable:next`, `disable:this`, `disable:previous`, \
            `disable` … `enable` regions, and `disable-file` (with no rule: every rule); iblint's first \
            spellings `disable-next-line` and `disable-line` still work. Each names rule ids separated by \
            spaces or commas, or `all`; ` - ` starts a free-text reason. \
            `iblint rules` lists the ids.

            Fix by hand: correct the id (the message suggests one), or delete the comment. Comments in \
            interface files do not exist (Xcode drops them); `ignore:` in `.iblint.yml` covers those, and \
            `.iblint.yml` itself reports unknown rule ids as errors.
            """,
        category: .document,
        defaultSeverity: .warning,
        tags: ["suppressions", "configuration"],
        precision: .veryHigh,
        examples: [
            RuleExample("A misspelled rule id", triggers: true, files: [
                ExampleFile("CartView.swift", """
                    import UIKit

                    final class CartView: UIView {
                        // iblint:disable:next ↓strong-delegat
                        var delegate: CartViewDelegate?
                    }
                    """),
            ]),
            RuleExample("A directive SwiftLint does not have either, and an enable without a disable", triggers: true, files: [
                ExampleFile("CartView.swift", """
                    import UIKit

                    final class CartView: UIView {
                        // ↓iblint:disable:nxt strong-delegate
                        var delegate: CartViewDelegate?
                        // ↓iblint:enable closure-strong-self
                    }
                    """),
            ]),
            RuleExample("A directive that names no rule", triggers: true, files: [
                ExampleFile("Legacy/BadgeView.m", """
                    #import "BadgeView.h"

                    @implementation BadgeView
                    // ↓iblint:disable:next
                    - (void)awakeFromNib { [super awakeFromNib]; }
                    @end
                    """),
            ]),
            RuleExample("Every spelling, with known rules and a reason", triggers: false, files: [
                ExampleFile("CartView.swift", """
                    import UIKit
                    // iblint:disable-file dispatch-in-didset

                    final class CartView: UIView {
                        // iblint:disable:next strong-delegate, class-protocol - the owner outlives the view
                        var delegate: CartViewDelegate?
                        lazy var handler = { self.reload() }  // iblint:disable:this closure-strong-self
                        // iblint:disable all
                        var dataSource: CartViewDataSource?
                        // iblint:enable all
                        let title = "// iblint:disable:next not-a-rule (a string, not a comment)"
                    }
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    public func check(_ context: RuleContext, suppressions: SuppressionReport) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let words = suppressions.knownRuleIDs + [SuppressionComment.allRules]
        for comment in suppressions.comments {
            for problem in comment.problems {
                let (message, notes) = message(problem, comment)
                findings.append(context.diagnostic(message, at: comment.location, notes: notes))
            }
            for rule in comment.rules where !words.contains(rule.id) {
                let (message, notes) = unknownRuleMessage(rule.id, known: suppressions.knownRuleIDs)
                findings.append(context.diagnostic(message, at: rule.location, notes: notes))
            }
        }
        return findings
    }

    // MARK: Messages

    private func message(_ problem: SuppressionComment.Problem, _ comment: SuppressionComment) -> (String, [String]) {
        switch problem {
        case .unknownDirective(let suggestion):
            let directive = "'iblint:\(comment.directive)' is not an iblint directive"
            let suppressesNothing = "This comment suppresses nothing"
            guard let suggestion else {
                return (directive, [suppressesNothing, "Use disable:next, disable:this, disable:previous, disable, enable or disable-file"])
            }
            return (directive + "; did you mean 'iblint:\(suggestion)'?", [suppressesNothing])
        case .namesNoRule:
            return ("'iblint:\(comment.directive)' names no rule", ["It suppresses nothing", "Name the rules, or write 'all'"])
        case .enablesNothing(let ruleID):
            return ("'iblint:enable \(ruleID)' ends no 'iblint:disable' region of \(ruleID)", ["Remove it, or add the disable it belongs to"])
        }
    }

    private func unknownRuleMessage(_ id: String, known: [String]) -> (String, [String]) {
        let hint = Spelling.didYouMean(id, in: known)
        let suppressesNothing = "This comment suppresses nothing for it"
        return hint.isEmpty
            ? ("'\(id)' is not an iblint rule", [suppressesNothing, "'iblint rules' lists the ids"])
            : ("'\(id)' is not an iblint rule\(hint)", [suppressesNothing])
    }
}
