import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A storyboard without an initial view controller.
public struct NoInitialViewControllerRule: Rule {
    public static let description = RuleDescription(
        id: "no-initial-view-controller",
        name: "No initial view controller",
        summary: "A storyboard has no initial view controller, and nothing suggests it is only used through Storyboard IDs.",
        rationale: """
            The initial view controller (the arrow in Interface Builder, "Is Initial View Controller" in the \
            Attributes inspector) is what a storyboard shows when it is opened without naming a scene:

            * as the app's main storyboard (`UIMainStoryboardFile`, or a scene configuration's storyboard): \
            *"Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps \
            the designated entry point is not set?"* and a black screen;
            * through `instantiateInitialViewController()`, which returns `nil` (and crashes when unwrapped);
            * through a storyboard reference in another storyboard that names no Referenced ID: \
            *"Could not instantiate initial view controller"*.

            The arrow is easy to lose: deleting the scene that had it, or copying scenes into a new \
            storyboard, leaves the storyboard without one.

            Off by default: many storyboards are deliberately used only through Storyboard IDs \
            (`instantiateViewController(withIdentifier:)`), and iblint does not read `Info.plist`. To keep \
            the rule useful when enabled, a storyboard in which some scene has a Storyboard ID is not \
            reported — that is the sign of a storyboard used by identifier — **unless** a storyboard \
            reference in another storyboard opens it without a Referenced ID, which needs the initial \
            view controller whatever else the storyboard contains. Storyboards without view controller \
            scenes and watchOS storyboards are not reported.

            **Fix by hand:** select the scene the storyboard should start with, and check Attributes \
            inspector → View Controller → Is Initial View Controller.
            """,
        category: .document,
        defaultSeverity: .warning,
        enabledByDefault: false,
        tags: ["correctness", "interface-builder"],
        precision: .medium,
        examples: NoInitialViewControllerRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        var references: [String: [Location]]?
        for document in index.documents where document.kind == .storyboard && document.platform != .watchOS {
            guard (document.initialViewController ?? "").isEmpty, let root = document.elements.first else { continue }
            let controllers = document.sceneControllers.filter(UnreachableSceneRule.isViewController)
            guard !controllers.isEmpty else { continue }
            let name = ProjectIndex.interfaceName(ofPath: document.path)
            let fileName = document.fileName
            if references == nil { references = initialReferences(in: index) }
            let references = references?[name] ?? []
            if !references.isEmpty {
                findings.append(context.diagnostic(
                    Self.referencedWithoutInitial(fileName),
                    at: document.location(of: root),
                    notes: [Self.followingCrashes, Self.markInitial],
                    related: references.prefix(3).map { RelatedLocation($0, Self.referenceWithoutID(to: fileName)) }))
                continue
            }
            guard !controllers.contains(where: { !($0.storyboardIdentifier ?? "").isEmpty }) else { continue }
            findings.append(context.diagnostic(
                Self.noEntryPoint(fileName),
                at: document.location(of: root),
                notes: [Self.blackScreen, Self.markInitial]))
        }
        return findings
    }

    // MARK: Helpers

    /// Storyboard references (in any storyboard of the project) that open a storyboard's initial scene,
    /// by the storyboard's name, in document order: gathered once, not once per storyboard.
    private func initialReferences(in index: ProjectIndex) -> [String: [Location]] {
        var references: [String: [Location]] = [:]
        for document in index.documents {
            for element in document.elements where element.isNamed("viewControllerPlaceholder") {
                guard let name = element["storyboardName"], (element["referencedIdentifier"] ?? "").isEmpty,
                      element["bundleIdentifier"] == nil else { continue }
                references[name, default: []].append(document.location(of: element))
            }
        }
        return references
    }

    // MARK: Messages

    private static func referencedWithoutInitial(_ fileName: String) -> String {
        "\(fileName) has no initial view controller, but a storyboard reference without a Referenced ID opens it"
    }

    private static let followingCrashes = "Following the reference crashes with \"Could not instantiate initial view controller\""

    private static func noEntryPoint(_ fileName: String) -> String {
        "\(fileName) has no initial view controller and no scene with a Storyboard ID"
    }

    private static let blackScreen =
        "As a main storyboard it shows a black screen, and instantiateInitialViewController() returns nil"

    private static let markInitial = "Mark the scene to start with as Is Initial View Controller"

    private static func referenceWithoutID(to fileName: String) -> String {
        "a storyboard reference to \(fileName) without a Referenced ID"
    }
}
