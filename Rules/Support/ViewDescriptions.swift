import IBLintIndex
import IBLintXML

extension ProjectIndex {
    /// A view as a person finds it in Interface Builder: its class (custom class or element name), the
    /// label, text or title it shows, and its id. `label "Sale" (sal-La-001)`.
    func describeView(_ element: IBElement) -> String {
        var text = element.customClass ?? element.name
        if let shown = element.userLabel ?? element["text"] ?? element["title"] ?? element["placeholder"],
           !shown.isEmpty, shown.count <= 40, !shown.contains("\n") {
            text += " \"\(shown)\""
        }
        if let id = element.id { text += " (\(id))" }
        return text
    }
}
