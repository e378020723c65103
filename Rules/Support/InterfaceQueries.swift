import IBLintCore
import IBLintIndex
import IBLintXML
import IBLintSwift

/// Questions several rules ask of interface files and code.
extension ProjectIndex {
    /// A human name for an IB object in messages: its label, custom class or element name, and id.
    func describe(_ element: IBElement) -> String {
        if element.placeholderIdentifier == "IBFilesOwner" { return "File's Owner" }
        if element.placeholderIdentifier == "IBFirstResponder" { return "First Responder" }
        let what = element.userLabel ?? element.customClass ?? element.name
        return element.id.map { "\(what) (\($0))" } ?? what
    }

    /// The project class declaration to show next to a finding about `className`, if the project declares it.
    func relatedClassLocation(_ className: String, _ message: String) -> [RelatedLocation] {
        guard let projectClass = projectClasses(named: className).first else { return [] }
        return [RelatedLocation(projectClass.location, message)]
    }

    /// The class a Swift declaration site belongs to (for an extension, the extended class).
    func className(enclosing typeIndex: Int?, in summary: SwiftFileSummary) -> String? {
        guard let typeIndex, summary.types.indices.contains(typeIndex) else { return nil }
        let type = summary.types[typeIndex]
        switch type.kind {
        case .class: return type.name
        case .extension:
            let name = type.name.split(separator: ".").last.map(String.init) ?? type.name
            return projectClasses(named: name).isEmpty ? nil : name
        default: return nil
        }
    }

    /// Calls that load a nib with `owner: self` (`loadNibNamed`, `UINib(nibName:).instantiate(withOwner:)`).
    struct OwnerSelfNibLoad {
        var nibName: String
        var loadingClass: String
        var location: Location
    }

    var ownerSelfNibLoads: [OwnerSelfNibLoad] {
        var loads: [OwnerSelfNibLoad] = []
        for summary in swiftFiles {
            for call in summary.interfaceCalls where call.api == .loadNibNamed || call.api == .nibInit {
                guard call.ownerArgument?.trimmingWhitespace == "self",
                      let loadingClass = className(enclosing: call.enclosingType, in: summary) else { continue }
                loads.append(OwnerSelfNibLoad(nibName: call.literal, loadingClass: loadingClass,
                                              location: summary.file.location(call.literalRange)))
            }
        }
        return loads
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
