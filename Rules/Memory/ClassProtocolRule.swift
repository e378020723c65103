import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift

/// `protocol P: class` (deprecated spelling) → `protocol P: AnyObject`.
public struct ClassProtocolRule: Rule {
    public static let description = RuleDescription(
        id: "class-protocol",
        name: "Class-bound protocol written `: class`",
        summary: "`protocol P: class` is the deprecated spelling of a class-bound protocol; write `protocol P: AnyObject`.",
        rationale: """
            Delegate protocols are made class-bound so that the delegate property can be `weak`:

                protocol CartViewDelegate: class { … }     // deprecated
                protocol CartViewDelegate: AnyObject { … } // same meaning

            Since Swift 4 (SE-0156) `AnyObject` is the spelling; newer compilers warn "using 'class' keyword \
            to define a class-constrained protocol is deprecated; use 'AnyObject' instead", and that warning \
            repeats in every build log of every file that declares one.

            Note for `strong-delegate`: a delegate property can only be `weak` when its protocol is \
            class-bound (`: AnyObject`, `: class`, `: NSObjectProtocol`, `@objc`, or inheriting such a \
            protocol). For a protocol that is *not* class-bound, `weak var delegate: P?` does not compile \
            ("'weak' must not be applied to non-class-bound 'P'"), so `strong-delegate` does not report \
            properties of such protocol types: make the protocol `: AnyObject` first, then the property \
            `weak`.

            **Fix:** replace `class` with `AnyObject`; the meaning is identical, so the fix is safe.
            """,
        category: .memory,
        defaultSeverity: .warning,
        fix: .always(.safe),
        tags: ["style", "swift"],
        precision: .veryHigh,
        examples: ClassProtocolRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for summary in context.index.swiftFiles where context.mayReport(summary.file.path) {
            for type in summary.types where type.kind == .protocol && type.inheritance.first == "class" {
                guard let range = type.inheritanceRanges.first, summary.file.text(range) == "class" else { continue }
                diagnostics.append(context.diagnostic(
                    Self.deprecatedClassConstraint(type.name),
                    at: summary.file.location(range),
                    fix: Fix(title: "Replace 'class' with 'AnyObject'",
                             edits: [Edit(in: summary.file, range: range, replacement: "AnyObject")], applicability: .safe)))
            }
        }
        return diagnostics
    }

    // MARK: Messages

    private static func deprecatedClassConstraint(_ protocolName: String) -> String {
        "'protocol \(protocolName): class' is deprecated; write ': AnyObject' (same meaning)"
    }
}
