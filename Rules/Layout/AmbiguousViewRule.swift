import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A view Xcode marked `ambiguous="YES"` whose constraints confirm it: nothing fixes its position, or gives it a size.
public struct AmbiguousViewRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-view",
        name: "Ambiguous layout",
        summary: "A view Xcode marked `ambiguous` whose constraints leave its position or size open, so its layout at runtime is undefined.",
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

            iblint starts from the views Xcode itself marked when the file was last saved, reports them at \
            the view's own line (IBLinter's `ambiguous` check reports them at line 0), and checks the mark \
            against the constraints, because Xcode leaves a stale `ambiguous="YES"` behind (after a merge, or \
            when the constraints that resolve it came from another Xcode version or another previewed \
            device). A view is reported only when its constraints confirm it: no constraint fixes its \
            position on an axis, or one edge is pinned but nothing gives it a size (no size constraint, no \
            second edge, no intrinsic content size, no subviews pinned to it). Constraints the view shares \
            with other views are taken at their word; inequalities fix nothing.

            **Not reported:** views whose frame comes from their autoresizing mask (no \
            `translatesAutoresizingMaskIntoConstraints="NO"`), such as the built-in labels of a \
            Subtitle-style cell or a cell's content view, whose frame is fixed; marks the constraints do not \
            confirm (stale ones, and ambiguities of content priorities, such as two labels with equal \
            hugging, which iblint does not weigh); and views whose layout is completed at run time where \
            iblint cannot see: a stack view's arranged subviews (the stack view lays them out and adds its \
            own low-priority constraints where sizes are open), top-level views (whoever loads them gives \
            them a frame), views a placeholder constraint ("Remove at build time", `placeholder="YES"`) \
            involves, views with a custom class where their size matters (it may define \
            `intrinsicContentSize`), and views the code constrains through an outlet \
            (`badge.topAnchor.constraint(…)`, `NSLayoutConstraint(item: badge, …)`, SnapKit's `badge.snp`). \
            If the code resolves an ambiguity Interface Builder cannot see, add placeholder constraints in \
            Interface Builder so the file says what the app does.

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
        let index = context.index
        let constrainedInCode = index.namesConstrainedInCode()
        var findings: [Diagnostic] = []
        for document in index.documents where context.mayReport(document.path) && document.mayHaveAttribute(named: "ambiguous") {
            // A view laid out by its autoresizing mask (no `translatesAutoresizingMaskIntoConstraints="NO"`)
            // has a fixed frame: the built-in labels of a styled table cell, a cell's content view. Xcode
            // may still mark it, but nothing about it is undefined at run time.
            for position in document.elements.indices
            where document.attributeValue("ambiguous", at: position) == "YES"
                && document.attributeValue("translatesAutoresizingMaskIntoConstraints", at: position) == "NO" {
                let element = document.elements[position]
                let outlets = document.connections.filter {
                    ($0.kind == .outlet || $0.kind == .outletCollection) && $0.destination == element.id
                }.compactMap(\.property)
                let verdict = document.layoutAmbiguity(ofView: element.index,
                                                       constrainedInCode: outlets.contains(where: constrainedInCode.contains))
                let view = element.readableName(showingContent: true)
                switch verdict {
                case .unknown, .determined:
                    continue
                case .missingPosition(let axes):
                    findings.append(context.diagnostic(Self.noPosition(view, axes: axes), at: document.location(of: element),
                                                       notes: [Self.positionUndefined, Self.addConstraints]))
                case .missingSize(let axes):
                    findings.append(context.diagnostic(Self.noSize(view, axes: axes), at: document.location(of: element),
                                                       notes: [Self.whyNoSize, Self.sizeUndefined, Self.addConstraints]))
                }
            }
        }
        return findings
    }

    // MARK: Messages

    private static func noPosition(_ view: String, axes: [LayoutAxis]) -> String {
        "\(view) has an ambiguous layout: no constraint fixes its \(list(axes.map(\.rawValue))) position"
    }

    private static let positionUndefined = "Where it ends up at run time is undefined"

    private static func noSize(_ view: String, axes: [LayoutAxis]) -> String {
        "\(view) has an ambiguous layout: nothing gives it a \(list(axes.map { $0 == .horizontal ? "width" : "height" }))"
    }

    private static let whyNoSize = "One edge is pinned, and there is no size constraint and no intrinsic size"

    private static let sizeUndefined = "Its size at run time is undefined"

    private static let addConstraints = "Add the missing constraints (Editor ▸ Resolve Auto Layout Issues)"

    private static func list(_ items: [String]) -> String { items.joined(separator: " or ") }
}
