import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A view Xcode marked `misplaced="YES"`: its frame in the canvas is not where its constraints put it.
public struct MisplacedViewRule: Rule {
    public static let description = RuleDescription(
        id: "misplaced-view",
        name: "Misplaced view",
        summary: "A view's frame in Interface Builder differs from the frame its constraints produce (Xcode marks it `misplaced`).",
        rationale: """
            Xcode writes `misplaced="YES"` on a view whose frame in the canvas is not the frame its \
            constraints resolve to, and shows an orange "Frame for … will be different at run time" \
            warning. Nothing breaks at runtime: Auto Layout places the view where the constraints say. But \
            the canvas then lies about the layout: the next person to edit the screen adjusts a frame that \
            will never be used, adds constraints against a position that does not exist, or misses that a \
            constraint is wrong, because what they see is not what users get. Misplaced frames also make \
            every later save of the file noisy in code review.

            This is the same check as IBLinter's `misplaced`, reported at the view's own line. It is off by \
            default because it is about keeping the canvas honest rather than about the running app; turn it \
            on (`--enable misplaced-view`) to keep interface files tidy.

            **Fix by hand:** select the view (or the whole scene) and choose **Editor ▸ Resolve Auto Layout \
            Issues ▸ Update Frames** (⌥⌘=). If the frame is where you want the view, update the constraints \
            instead ("Update Constraint Constants").
            """,
        category: .layout,
        defaultSeverity: .warning,
        enabledByDefault: false,
        tags: ["auto-layout", "interface-builder", "style"],
        precision: .veryHigh,
        examples: MisplacedViewRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.index.documents.filter { context.mayReport($0.path) && $0.mayHaveAttribute(named: "misplaced") }.flatMap { document in
            // Read in place: few elements are misplaced (`IBDocument.attributeValue(_:at:)`).
            document.elements.indices.filter { document.attributeValue("misplaced", at: $0) == "YES" }.map { position in
                let element = document.elements[position]
                return context.diagnostic(Self.misplaced(element.readableName(showingContent: true)), at: document.location(of: element),
                                   notes: [Self.updateFrames])
            }
        }
    }

    // MARK: Messages

    private static func misplaced(_ view: String) -> String {
        "\(view) is misplaced: its frame in the canvas differs from its frame at run time"
    }

    private static let updateFrames = "Select it and choose Editor ▸ Resolve Auto Layout Issues ▸ Update Frames"
}
