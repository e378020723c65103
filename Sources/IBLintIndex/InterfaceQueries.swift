import IBLintCore
import IBLintXML
import IBLintSwift

/// Questions several rules ask of interface files and code.
extension ProjectIndex {
    /// The project class declaration to show next to a finding about `className`, if the project declares it.
    public func relatedClassLocation(_ className: String, _ message: String) -> [RelatedLocation] {
        guard let projectClass = projectClasses(named: className).first else { return [] }
        return [RelatedLocation(projectClass.location, message)]
    }

    /// The class a Swift declaration site belongs to (for an extension, the extended class).
    public func className(enclosing typeIndex: Int?, in summary: SwiftFileSummary) -> String? {
        guard let typeIndex, summary.types.indices.contains(typeIndex) else { return nil }
        let type = summary.types[typeIndex]
        switch type.kind {
        case .class: return type.name
        case .extension:
            let name = DottedName.last(type.name)
            return projectClasses(named: name).isEmpty ? nil : name
        default: return nil
        }
    }
}


/// A class that interface files use, directly or as the superclass of a class they use.
public struct InterfaceUsedClass: Sendable {
    public var projectClass: ProjectClass
    /// The first object (in document order) whose custom class is this class or a subclass.
    public var firstUsePlace: LazyLocation
    /// `firstUsePlace` with its line and column (reads the interface file when the cache trusted it unread).
    public var firstUse: Location { firstUsePlace.location }
}

extension ProjectIndex {
    /// Project classes interface files use as an object's custom class (File's Owner included),
    /// directly or through a subclass, in declaration order. Classes named with another module's
    /// `customModule` are not the project's. Computed once per index.
    public func classesUsedByInterfaceFiles() -> [InterfaceUsedClass] {
        derived.classesUsedByInterfaceFiles.get(collectClassesUsedByInterfaceFiles)
    }

    private func collectClassesUsedByInterfaceFiles() -> [InterfaceUsedClass] {
        var used: [LazyLocation: InterfaceUsedClass] = [:]
        for document in documents {
            for position in document.elements.indices {
                guard let custom = document.customClass(at: position), !custom.isEmpty else { continue }
                let element = document.elements[position]
                guard mayResolveInProject(element) else { continue }
                for chain in chains(of: custom) {
                    for link in chain.links {
                        guard case .project(let projectClass) = link, used[projectClass.place] == nil else { continue }
                        used[projectClass.place] = InterfaceUsedClass(projectClass: projectClass, firstUsePlace: document.place(of: element))
                    }
                }
            }
        }
        // The places sorted, not the classes: a sort moves what it sorts, and a used class is a large value.
        return used.keys.sorted().map { used[$0]! }
    }
}

extension ProjectIndex {
    /// A view controller of the project that UIKit would hand this xib as its File's Owner although the
    /// xib names another class: `init(nibName: nil, bundle: nil)` (and `init()`) load the nib named like
    /// the controller's class (or like it without `Controller`). Connections of File's Owner then run
    /// against that controller, so checking them against the class the xib names would be wrong.
    public func viewControllerLoadingByName(_ document: IBDocument) -> ProjectClass? {
        guard document.kind == .xib, let owner = document.filesOwner else { return nil }
        let nibName = ProjectIndex.interfaceName(ofPath: document.path)
        let ownerClass = owner.customClass ?? ""
        for name in [nibName, nibName + "Controller"] where name != ownerClass {
            guard let candidate = projectClasses(named: name).first,
                  isClass(name, subclassOf: "UIViewController") == true || isClass(name, subclassOf: "NSViewController") == true
            else { continue }
            return candidate
        }
        return nil
    }
}
