extension IBElement {
    /// How a person finds this object in Interface Builder, for messages: `File's Owner`, `First
    /// Responder`, or its Xcode label (else custom class, else element name) and id — `Buy (btn-1)`.
    /// With `showingContent`, the class (custom class, else element name) followed by the label, text,
    /// title or placeholder it shows, when short — `label "Sale" (sal-La-001)`: the form for views
    /// picked out on a canvas.
    public func readableName(showingContent: Bool = false) -> String {
        if isFilesOwner { return "File's Owner" }
        if isFirstResponder { return "First Responder" }
        var text: String
        if showingContent {
            text = customClass ?? name
            if let shown = userLabel ?? self["text"] ?? self["title"] ?? self["placeholder"],
               !shown.isEmpty, shown.count <= 40, !shown.contains("\n") {
                text += " \"\(shown)\""
            }
        } else {
            text = userLabel ?? customClass ?? name
        }
        if let id { text += " (\(id))" }
        return text
    }
}
