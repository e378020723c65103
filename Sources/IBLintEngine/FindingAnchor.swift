import IBLintCore
import IBLintIndex
import IBLintObjC
import IBLintSwift
import IBLintXML

/// What a finding is on, in words that survive edits elsewhere in its file: the `id` of the interface
/// element (the nearest one with an id, the element itself or an ancestor), or the Swift or
/// Objective-C declaration (`CartViewController.totalLabel`, `CartViewController.tap(_:)`,
/// `BadgeView.awakeFromNib`). Empty for a finding on nothing addressable (a file-level finding, code
/// outside any type, a file that did not parse). The baseline matches on it instead of a line number.
public struct FindingAnchors: Sendable {
    private let documents: [String: IBDocument]
    private let swiftFiles: [String: SwiftFileSummary]
    private let objcFiles: [String: ObjCFileSummary]

    public init(index: ProjectIndex) {
        documents = Dictionary(index.documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        swiftFiles = Dictionary(index.swiftFiles.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        objcFiles = Dictionary(index.objcFiles.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func anchor(of location: Location) -> String {
        if let document = documents[location.path] { return Self.anchor(Self.offset(location, document.file), in: document) }
        if let summary = swiftFiles[location.path] { return Self.anchor(Self.offset(location, summary.file), in: summary) }
        if let summary = objcFiles[location.path] { return Self.anchor(Self.offset(location, summary.file), in: summary) }
        return ""
    }

    /// The byte offset of a location; one known only by its line (no bytes) stands for its line's start.
    static func offset(_ location: Location, _ file: SourceFile) -> Int {
        let lineOnly = location.range.isEmpty && location.range.start == 0 && location.start.line > 1
        return lineOnly ? file.offset(ofLine: location.start.line) : location.range.start
    }

    static func anchor(_ offset: Int, in document: IBDocument) -> String {
        // Elements come in document order, so the last one containing the offset is the innermost.
        var innermost: Int?
        for element in document.elements where element.range.contains(offset) || element.startTag.start == offset {
            innermost = element.index
        }
        var current = innermost
        while let index = current {
            if let id = document[index].id { return "id:\(id)" }
            current = document[index].parent
        }
        return ""
    }

    static func anchor(_ offset: Int, in summary: SwiftFileSummary) -> String {
        // Types come outer before inner, so the last one containing the offset is the innermost.
        guard let type = summary.types.last(where: { !$0.isLocal && $0.range.contains(offset) }) else { return "" }
        if let function = type.functions.first(where: { $0.range.contains(offset) }) {
            let labels = function.parameters.map { "\($0.label ?? "_"):" }.joined()
            return "\(type.qualifiedName).\(function.name)(\(labels))"
        }
        if let property = type.properties.first(where: { $0.range.contains(offset) }) {
            return "\(type.qualifiedName).\(property.name)"
        }
        return type.qualifiedName
    }

    static func anchor(_ offset: Int, in summary: ObjCFileSummary) -> String {
        guard let type = (summary.interfaces + summary.implementations).first(where: { $0.range.contains(offset) }) else { return "" }
        let name = type.category.map { "\(type.name)(\($0))" } ?? type.name
        if let method = type.methods.first(where: { $0.range.contains(offset) }) {
            return "\(name).\(method.isClassMethod ? "+" : "")\(method.selector)"
        }
        if let property = (type.properties + type.ivars).first(where: { $0.range.contains(offset) }) {
            return "\(name).\(property.name)"
        }
        return name
    }
}
