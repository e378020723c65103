import IBLintXML

/// A storyboard scene found by the class of its view controller.
public struct ClassedScene: Sendable, Hashable {
    /// Position of the storyboard in `ProjectIndex.documents`.
    public var document: Int
    /// The `<scene>` element's index in that document.
    public var scene: Int
    /// The view controller's element index in that document.
    public var controller: Int
    /// The controller's class (`ProjectIndex.className(of:in:)`).
    public var className: String

    public init(document: Int, scene: Int, controller: Int, className: String) {
        self.document = document
        self.scene = scene
        self.controller = controller
        self.className = className
    }
}

/// Which scenes a query about classes of scenes looks at.
public enum SceneSelection: Sendable, Hashable {
    /// Every scene whose controller has a class.
    case all
    /// Only scenes whose controller may resolve to a project class (not another module's class).
    case projectResolvable
}

/// Every storyboard scene, filed under each class name on its controller's chains, so that "the scenes
/// of class A or a subclass" is a look-up instead of a walk over every scene: asked once per class of
/// the project, the walk made rules quadratic in the number of scenes.
///
/// It answers exactly what walking the scenes in order and testing `isClass(sceneClass, subclassOf: A)`
/// (or `isClass(_:subclassOfProjectClass:)`) would: the scenes whose test is `true`, in document and
/// scene order, or `nil` as soon as one test is `nil`.
struct SceneAncestry: Sendable {
    /// Scenes in document order, then scene order.
    let scenes: [ClassedScene]
    /// Positions in `scenes` of the scenes of each class.
    let scenesByClass: [String: [Int]]
    /// Each name on some chain of a scene class → the scene classes with that name on a chain.
    let classesByAncestorName: [String: Set<String>]
    /// Scene classes for which `isClass(_:subclassOf:)` answers `nil` for any class not on their chains:
    /// no chain is known, or a chain leaves what iblint sees.
    let openClasses: Set<String>
    /// The open classes `isClass(_:subclassOfProjectClass:)` cannot close either (for them it answers
    /// `nil` too, not `false`).
    let openEvenToProjectAncestors: Set<String>

    init(index: ProjectIndex, selection: SceneSelection) {
        var scenes: [ClassedScene] = []
        for (documentIndex, document) in index.documents.enumerated() where document.kind == .storyboard {
            for controller in document.sceneControllers {
                if selection == .projectResolvable, !index.mayResolveInProject(controller) { continue }
                guard let sceneClass = index.className(of: controller, in: document),
                      let scene = document.scene(containing: controller.index) else { continue }
                scenes.append(ClassedScene(document: documentIndex, scene: scene, controller: controller.index, className: sceneClass))
            }
        }
        var scenesByClass: [String: [Int]] = [:]
        for (position, scene) in scenes.enumerated() { scenesByClass[scene.className, default: []].append(position) }
        var classesByAncestorName: [String: Set<String>] = [:]
        var openClasses: Set<String> = []
        var openEvenToProjectAncestors: Set<String> = []
        for className in scenesByClass.keys {
            let chains = index.chains(of: className)
            for chain in chains {
                for name in chain.names { classesByAncestorName[name, default: []].insert(className) }
            }
            guard chains.isEmpty || chains.contains(where: { !$0.isComplete }) else { continue }
            openClasses.insert(className)
            if !index.leavesOnlyIntoOtherModules(chains) { openEvenToProjectAncestors.insert(className) }
        }
        self.scenes = scenes
        self.scenesByClass = scenesByClass
        self.classesByAncestorName = classesByAncestorName
        self.openClasses = openClasses
        self.openEvenToProjectAncestors = openEvenToProjectAncestors
    }

    /// The scenes of class `ancestor` or a subclass; `nil` when a scene's class might be one iblint
    /// cannot tell. `closesAtProjectBoundary`: answer as `isClass(_:subclassOfProjectClass:)` does.
    func scenes(ofClassOrSubclassOf ancestor: String, closesAtProjectBoundary: Bool) -> [ClassedScene]? {
        let matching = (classesByAncestorName[ClassTableBuilder.lastComponent(ancestor)] ?? [])
            .union(classesByAncestorName[ancestor] ?? [])
        let undecided = closesAtProjectBoundary ? openEvenToProjectAncestors : openClasses
        if undecided.contains(where: { !matching.contains($0) }) { return nil }
        let positions = matching.flatMap { scenesByClass[$0] ?? [] }.sorted()
        return positions.map { scenes[$0] }
    }
}

extension ProjectIndex {
    /// The storyboard scenes whose view controller is `ancestor` or a subclass of it (by
    /// `isClass(_:subclassOf:)`), in document and scene order; `nil` when some scene's class chain leaves
    /// what iblint sees, so that it might be a subclass.
    public func storyboardScenes(ofClassOrSubclassOf ancestor: String, among selection: SceneSelection = .all) -> [ClassedScene]? {
        sceneAncestry(selection).scenes(ofClassOrSubclassOf: ancestor, closesAtProjectBoundary: false)
    }

    func sceneAncestry(_ selection: SceneSelection) -> SceneAncestry {
        switch selection {
        case .all: derived.sceneAncestry.get { SceneAncestry(index: self, selection: .all) }
        case .projectResolvable: derived.projectResolvableSceneAncestry.get { SceneAncestry(index: self, selection: .projectResolvable) }
        }
    }
}
