/// Finding one's way in a document: scenes of storyboards, top-level objects of xibs.
extension IBDocument {
    /// The file's name without its folders (`Main.storyboard`).
    public var fileName: String { file.fileName }

    /// The `<scene>` element an element lies in, if any.
    public func scene(containing index: Int) -> Int? {
        var current: Int? = index
        var steps = 0
        while let candidate = current, steps < elements.count {
            if elements[candidate].name == "scene" { return candidate }
            current = elements[candidate].parent
            steps += 1
        }
        return nil
    }

    /// The controller of a `<scene>`: the first object of its `<objects>` that is not a placeholder.
    public func controller(ofScene scene: Int) -> IBElement? {
        children(of: scene).first { elements[$0].name == "objects" }.flatMap { objectsElement in
            children(of: objectsElement).lazy.map { elements[$0] }.first { $0.name != "placeholder" && $0.id != nil }
        }
    }

    /// The controller of the scene an element lies in (`nil` outside scenes).
    public func sceneController(containing index: Int) -> IBElement? {
        scene(containing: index).flatMap(controller(ofScene:))
    }

    /// Scenes of a storyboard: each `<scene>`'s first object that is not a placeholder (the view controller).
    public var sceneControllers: [IBElement] {
        sceneControllerIndices.map { elements[$0] }
    }

    /// Whether an element is a top-level object of a xib (a child of the document's `<objects>`).
    public func isTopLevel(_ index: Int) -> Bool {
        guard let parent = elements[index].parent else { return false }
        return elements[parent].name == "objects" && elements[parent].parent == 0
    }
}
