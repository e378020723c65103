import IBLintCore
import IBLintRuleAPI

/// SwiftLint's `superfluous_disable_command`: a suppression comment that kept nothing from the report.
public struct SuperfluousSuppressionRule: Rule, SuppressionCommentRule {
    public static let description = RuleDescription(
        id: "superfluous-suppression",
        name: "Superfluous suppression",
        summary: "An `// iblint:disable…` comment suppresses no finding of the rule it names.",
        rationale: """
            A suppression that suppresses nothing is left over: the problem was fixed, the code moved \
            away from the comment, or the comment sits on the wrong line (`disable:next` above a blank \
            line, `disable:this` on the line after the finding). Left in place it misleads the next \
            reader, and it silences the same rule should the problem come back for another reason.

            iblint notes each rule a comment names that ran and suppressed no finding there (for `all`: \
            no finding of any rule). A rule that did not run (off by default, disabled, not in `--only`) \
            tells nothing, so comments naming it are left alone; so are unknown ids, which \
            `invalid-suppression` reports, and `enable` comments.

            Fix by hand: delete the comment, or the rule id from it; if the finding still shows up, move \
            the comment to the line the finding is on (`disable:this`) or above it (`disable:next`).
            """,
        category: .document,
        defaultSeverity: .note,
        tags: ["suppressions", "maintainability"],
        precision: .veryHigh,
        examples: [
            RuleExample("The delegate is weak now: nothing left to suppress", triggers: true, alongside: ["strong-delegate"], files: [
                ExampleFile("CartView.swift", """
                    import UIKit

                    protocol CartViewDelegate: AnyObject {}

                    final class CartView: UIView {
                        // iblint:disable:next ↓strong-delegate
                        weak var delegate: CartViewDelegate?
                    }
                    """),
            ]),
            RuleExample("A region and a file-wide suppression over code that has no findings", triggers: true,
                        alongside: ["strong-delegate"], files: [
                ExampleFile("CartView.swift", """
                    import UIKit
                    // ↓iblint:disable-file

                    protocol CartViewDelegate: AnyObject {}

                    final class CartView: UIView {
                        // iblint:disable ↓strong-delegate
                        weak var delegate: CartViewDelegate?
                        // iblint:enable strong-delegate
                    }
                    """),
            ]),
            RuleExample("The suppression keeps a finding out of the report", triggers: false, alongside: ["strong-delegate"], files: [
                ExampleFile("CartView.swift", """
                    import UIKit

                    protocol CartViewDelegate: AnyObject {}

                    final class CartView: UIView {
                        // iblint:disable:next strong-delegate - the cart owns its delegate on purpose
                        var delegate: CartViewDelegate?
                    }
                    """),
            ]),
            RuleExample("The rule it names did not run (strong-delegate is not among the rules run here)", triggers: false, files: [
                ExampleFile("CartView.swift", """
                    import UIKit

                    final class CartView: UIView {
                        // iblint:disable:next strong-delegate
                        weak var delegate: CartViewDelegate?
                    }
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    public func check(_ context: RuleContext, suppressions: SuppressionReport) -> [Diagnostic] {
        let known = Set(suppressions.knownRuleIDs)
        let judged = suppressions.ranRuleIDs.subtracting(suppressions.commentRuleIDs)
        var findings: [Diagnostic] = []
        for comment in suppressions.comments where comment.scope != nil && comment.scope != .regionEnd {
            for rule in comment.rules where rule.suppressedCount == 0 {
                let isAll = rule.id == SuppressionComment.allRules
                guard isAll ? !judged.isEmpty : (known.contains(rule.id) && judged.contains(rule.id)) else { continue }
                findings.append(context.diagnostic(message(rule.id, comment, isAll: isAll), at: rule.location,
                                                   notes: [remedy(rule.id, comment)]))
            }
        }
        return findings
    }

    // MARK: Messages

    private func message(_ id: String, _ comment: SuppressionComment, isAll: Bool) -> String {
        let named = comment.rules.count == 1 && isAll && comment.scope == .file ? "" : " \(id)"
        let what = isAll ? "no finding" : "no \(id) finding"
        return "'iblint:\(comment.directive)\(named)' suppresses \(what)"
    }

    private func remedy(_ id: String, _ comment: SuppressionComment) -> String {
        comment.rules.count > 1 ? "Remove '\(id)' from the comment" : "Remove the comment"
    }
}
