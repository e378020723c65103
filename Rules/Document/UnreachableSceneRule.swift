import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A storyboard scene nothing can ever show.
public struct UnreachableSceneRule: Rule {
    public static let description = RuleDescription(
        id: "unreachable-scene",
        name: "Unreachable scene",
        summary: "A storyboard scene has no segue leading to it, no Storyboard ID and is not the initial view controller, so nothing can ever show it.",
        rationale: """
            A view controller in a storyboard comes to life in exactly three ways: it is the storyboard's \
            initial view controller, a segue leads to it (including relationship segues — a navigation \
            controller's root, a tab bar controller's tabs, a split view's columns — and embed segues of \
            container views), or code instantiates it by its Storyboard ID \
            (`instantiateViewController(withIdentifier:)`, or a storyboard reference in another storyboard \
            naming that ID). A scene with none of these is dead weight: it is compiled into the app, \
            reviewed, localized and kept in sync with its class, but no code path can reach it. Usually a \
            segue was deleted by accident, or the Storyboard ID was never set and the \
            `instantiateViewController` call meant for it crashes.

            Not reported: storyboard reference placeholders (`viewControllerPlaceholder`), scenes that hold \
            no view controller (the application and menu scenes of macOS storyboards), and watchOS \
            storyboards, whose interface controllers are found by other means. A segue counts whatever its \
            kind, even from the scene to itself.

            **Fix by hand:** connect the segue that should lead to the scene, give it a Storyboard ID \
            (Identity inspector) if code instantiates it, or delete the scene.
            """,
        category: .document,
        defaultSeverity: .warning,
        tags: ["dead-code", "interface-builder"],
        precision: .high,
        examples: UnreachableSceneRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for document in context.index.documents
        where document.kind == .storyboard && document.platform != .watchOS && context.mayReport(document.path) {
            var reachable = Set(document.connections.filter { $0.kind == .segue }.compactMap(\.destination))
            if let initial = document.initialViewController { reachable.insert(initial) }
            for controller in document.sceneControllers where Self.isViewController(controller) {
                guard let id = controller.id, !reachable.contains(id),
                      (controller.storyboardIdentifier ?? "").isEmpty else { continue }
                let title = controller.userLabel ?? controller["title"] ?? controller.customClass
                findings.append(context.diagnostic(
                    Self.unreachable(title: title, element: controller.name, id: id),
                    at: document.location(of: controller),
                    notes: [Self.nothingLeadsToIt, Self.connectOrDelete]))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// View controllers and window controllers; not reference placeholders, applications or menus.
    static func isViewController(_ element: IBElement) -> Bool {
        element.name.hasSuffix("Controller")
    }

    // MARK: Messages

    private static func unreachable(title: String?, element: String, id: String) -> String {
        let scene = title.map { "Scene '\($0)' (\(element) \(id))" } ?? "Scene \(element) (\(id))"
        return "\(scene) can never be shown"
    }

    private static let nothingLeadsToIt = "No segue leads to it, it has no Storyboard ID and it is not the initial view controller"

    private static let connectOrDelete = "Connect a segue, set a Storyboard ID for code that instantiates it, or delete the scene"
}
