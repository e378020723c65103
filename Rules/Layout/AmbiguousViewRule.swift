import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A view Xcode marked `ambiguous="YES"`: its constraints do not determine its position or size.
public struct AmbiguousViewRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-view",
        name: "Ambiguous layout",
        summary: "A view's constraints do not determine its position or size (Xcode marks it `ambiguous`), so its layout at runtime is undefined.",
        rationale: """
            Xcode writes `ambiguous="YES"` on a view whose constraints leave its position or size open: a \
            missing leading or top constraint, a height nothing fixes, two labels side by side with equal \
            hugging and compression-resistance priorities. Interface Builder shows a red or orange "Missing \
            Constraints" / "Need constraints for: Y position or height" issue, but the project still builds.

            At runtime Auto Layout has more than one solution and picks one: the view may sit where the \
            canvas showed it on one device and collapse to zero height, overlap its neighbour, or jump on \
            rotation on another. Cells that size themselves get the wrong height. The result can change \
            between iOS versions, which makes these bugs hard to reproduce. In the debugger, \
            `view.hasAmbiguousLayout` is `true` and `exerciseAmbiguityInLayout()` shows the alternatives.

            iblint reports the views Xcode itself marked when the file was last saved, at the view's own \
            line (IBLinter's `ambiguous` check reports them at line 0) — except views whose frame comes \
            from their autoresizing mask (no `translatesAutoresizingMaskIntoConstraints="NO"`), such as the \
            built-in labels of a Subtitle-style cell or a cell's content view: their frame is fixed, so \
            nothing is left to chance. Constraints added in code \
            can resolve an ambiguity Interface Builder cannot see; in that case add placeholder constraints \
            ("Remove at build time") in Interface Builder so the file says what the app does.

            **Fix by hand:** select the view, open the Auto Layout issues (the red or orange arrow in the \
            document outline) and add the missing constraints, or use **Editor ▸ Resolve Auto Layout Issues \
            ▸ Add Missing Constraints** and review what it added. For two labels competing for space, give \
            one a higher content hugging or compression resistance priority.
            """,
        category: .layout,
        defaultSeverity: .warning,
        tags: ["auto-layout", "interface-builder", "correctness"],
        precision: .veryHigh,
        examples: AmbiguousViewRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.index.documents.flatMap { document in
            // A view laid out by its autoresizing mask (no `translatesAutoresizingMaskIntoConstraints="NO"`)
            // has a fixed frame: the built-in labels of a styled table cell, a cell's content view. Xcode
            // may still mark it, but nothing about it is undefined at run time.
            document.elements.filter { $0["ambiguous"] == "YES" && $0["translatesAutoresizingMaskIntoConstraints"] == "NO" }.map { element in
                context.diagnostic(Self.ambiguousLayout(element.readableName(showingContent: true)), at: document.location(of: element))
            }
        }
    }

    // MARK: Messages

    private static func ambiguousLayout(_ view: String) -> String {
        "\(view) has an ambiguous layout: its constraints do not determine its position or size, so where it ends up at run time is undefined; add the missing constraints (Editor ▸ Resolve Auto Layout Issues)"
    }
}
