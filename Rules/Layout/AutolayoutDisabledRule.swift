import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An interface file with Auto Layout turned off (no `useAutolayout="YES"` on its `<document>`).
public struct AutolayoutDisabledRule: Rule {
    public static let description = RuleDescription(
        id: "autolayout-disabled",
        name: "Auto Layout disabled",
        summary: "An interface file lays out views without Auto Layout (its File inspector's \"Use Auto Layout\" is off).",
        rationale: """
            With **Use Auto Layout** off (File inspector), Interface Builder positions every view with a \
            fixed frame and springs-and-struts autoresizing masks. Nothing crashes, but the layout only \
            adapts in the ways an autoresizing mask can express: it cannot follow Dynamic Type, the safe \
            area, a label's localized length, the notch, Split View or Stage Manager sizes, and every new \
            screen size needs manual checking. Xcode writes `useAutolayout="YES"` on the `<document>` element \
            when Auto Layout is on and leaves the attribute out when it is off; iblint reports documents \
            without it.

            IBLinter's `enable_autolayout` checks the same attribute but only reports an explicit \
            `useAutolayout="NO"`, which Xcode never writes, so it stays silent on the files it is meant to \
            catch. iblint reports a missing attribute, at the `<document>` line, and only for documents that \
            contain laid-out views (elements with a frame): a macOS `MainMenu.xib` holding only menus, or a \
            xib holding only controller objects, has nothing to lay out. watchOS storyboards are never \
            reported: WatchKit interfaces have no Auto Layout. macOS documents are reported like iOS ones.

            The rule is off by default: autoresizing masks are a legitimate choice for a simple, fixed \
            layout, so this is a team policy ("every screen uses Auto Layout") rather than a bug.

            **Fix by hand:** open the file, show the File inspector (⌥⌘1) and tick **Use Auto Layout**; then \
            add constraints (Editor ▸ Resolve Auto Layout Issues ▸ Add Missing Constraints is a start) and \
            check every screen size in the preview.
            """,
        category: .layout,
        defaultSeverity: .warning,
        enabledByDefault: false,
        tags: ["auto-layout", "interface-builder", "style"],
        precision: .veryHigh,
        examples: AutolayoutDisabledRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for document in context.index.documents where context.mayReport(document.path) {
            guard let root = document.elements.first, root.name == "document", root["useAutolayout"] != "YES",
                  document.platform != .watchOS, !isWatchKit(document) else { continue }
            // Only documents with laid-out views: a frame is what Auto Layout would compute.
            guard document.elements.contains(where: { $0.isNamed("rect") && $0.key == "frame" }) else { continue }
            findings.append(context.diagnostic(Self.noAutoLayout(document.fileName), at: document.location(of: root),
                                               notes: [Self.fixedFrames, Self.tickUseAutoLayout]))
        }
        return findings
    }

    // MARK: Helpers

    private func isWatchKit(_ document: IBDocument) -> Bool {
        (document.targetRuntime ?? "").lowercased().containsText("watch") || (document.documentType ?? "").containsText("WatchKit")
    }

    // MARK: Messages

    private static func noAutoLayout(_ fileName: String) -> String {
        "\(fileName) does not use Auto Layout"
    }

    private static let fixedFrames =
        "Its views are placed with fixed frames and autoresizing masks, which cannot adapt to Dynamic Type, the safe area or other screen sizes"

    private static let tickUseAutoLayout = "Tick Use Auto Layout in the File inspector"
}
