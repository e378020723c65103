/// Whether an object's connections can fire at all: a gesture recognizer only fires once a view holds
/// it, and a bar button item has room for one target and action, which a segue it triggers takes.
extension IBElement {
    /// A gesture recognizer object (`tapGestureRecognizer`, `panGestureRecognizer`, macOS `clickGestureRecognizer`…).
    public var isGestureRecognizer: Bool { name.hasSuffix("GestureRecognizer") }
}

extension IBDocument {
    /// Whether a gesture recognizer of this file may be attached to a view at run time: a view lists it
    /// in its `gestureRecognizers` outlet collection, it is written inside a `<gestureRecognizers>`
    /// element, or an outlet points at it (code can then call `addGestureRecognizer` with it). A
    /// recognizer for which none holds is never attached, so it never recognizes anything and never sends
    /// its actions.
    public func mayAttachGestureRecognizer(_ recognizer: IBElement) -> Bool {
        if let parent = recognizer.parent, elements[parent].name == "gestureRecognizers" { return true }
        guard let id = recognizer.id else { return true }
        return connections.contains { connection in
            (connection.kind == .outlet || connection.kind == .outletCollection) && connection.destination == id
        }
    }

    /// Whether a bar button item of this file triggers a segue: the storyboard then makes the segue the
    /// item's one target and action, so an `<action>` connection of the item is never sent. (Controls
    /// such as buttons keep every target they are given, and send both.)
    public func segueReplacesAction(of sender: IBElement) -> Bool {
        guard sender.name == "barButtonItem" else { return false }
        // Read through the connections' addresses: `contains(where:)` copied each connection out (its
        // strings retained and released) for every bar button item's action, in every rule that asks.
        let source = sender.index
        return connections.withUnsafeBufferPointer { connections in
            connections.indices.contains { connections[$0].kind == .segue && connections[$0].source == source }
        }
    }
}
