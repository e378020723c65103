import IBLintCore
import IBLintXML
import IBLintSwift

/// A storyboard scene's view controller: which document, which element.
public struct SceneReference: Sendable, Hashable {
    /// Position of the storyboard in `ProjectIndex.documents`.
    public var document: Int
    /// The view controller's element index in that document.
    public var controller: Int

    public init(document: Int, controller: Int) {
        self.document = document
        self.controller = controller
    }
}

/// What code gets back when it loads something from an interface file (a nib's top-level objects, a
/// storyboard scene, a prototype cell), and the class it expects: the questions the cast rules ask.
/// Every answer is `nil` when iblint cannot be sure.
extension ProjectIndex {
    /// The class the object an interface file creates has at run time: its custom class, else the class
    /// its element stands for. `nil` for placeholders, for a class of another module (a pod's class of
    /// the same name is not the project's) and for elements iblint does not map.
    public func loadedClass(of element: IBElement, in document: IBDocument) -> String? {
        guard element.name != "placeholder", element.name != "viewControllerPlaceholder",
              !element.isFilesOwner, !element.isFirstResponder, mayResolveInProject(element) else { return nil }
        return className(of: element, in: document)
    }

    /// The one interface file of this name and kind the app has, as a position in `documents`; `nil`
    /// when there is none, several (localized copies, `~ipad` variants), or a file that failed to load
    /// might be it.
    public func uniqueDocument(named name: String, kind: IBDocumentKind) -> Int? {
        let matches = (documentIndicesByName[name] ?? []).filter { documents[$0].kind == kind }
        guard matches.count == 1 else { return nil }
        let failed = !loadFailures.isEmpty && failedInterfaceNames.contains(FailedInterfaceName(kind: kind, name: name))
        return failed ? nil : matches[0]
    }

    /// The class a cast's type names, when iblint knows its ancestry: a project class or a framework
    /// class (a `Module.` prefix of the project's own modules or of UIKit/AppKit is dropped). `nil` for
    /// generic parameters, `Self`, protocols, structs, type aliases, `NSObject`/`AnyObject` and names of
    /// other modules.
    public func castTargetClass(_ cast: SwiftCast) -> String? {
        guard !cast.isGenericParameter else { return nil }
        var name = cast.type
        let parts = name.split(separator: ".").map(String.init)
        if parts.count > 1 {
            if projectModules.contains(parts[0]) || ["UIKit", "AppKit"].contains(parts[0]) {
                name = parts.dropFirst().joined(separator: ".")
            } else if projectClasses(named: name).isEmpty {
                return nil
            }
        }
        if ["Self", "NSObject", "NSObjectProtocol", "Any", "AnyObject"].contains(name) { return nil }
        let last = ClassTableBuilder.lastComponent(name)
        if nonClassTypeNames.contains(last) || protocolsByName[last] != nil { return nil }
        if projectClasses(named: name).isEmpty {
            // A type alias, or a class of a module iblint did not see, that shares a framework class's name.
            if textuallyDeclaredNames.contains(last) { return nil }
            return FrameworkCatalog.class(named: last) != nil ? last : nil
        }
        return name
    }

    /// Whether an object of class `objectClass` fails a cast to `target`: `true` only when both classes'
    /// ancestries are known and `target` is not among `objectClass`'s.
    public func castFails(_ objectClass: String, to target: String) -> Bool {
        isClass(objectClass, subclassOf: target) == false
    }

    /// The scenes whose view controller is `ancestor` or a subclass of it: where `self.storyboard`
    /// of an instance of `ancestor` comes from, and whose table and collection views its code fills.
    /// `nil` when some scene's class might be a subclass iblint cannot see.
    public func scenes(ofClassOrSubclassOf ancestor: String) -> [SceneReference]? {
        derived.scenesByAncestor.get(ancestor) {
            let closes = !projectClasses(named: ancestor).isEmpty && project.isKnown && project.targetsOutsideScan.isEmpty
            return sceneAncestry(.all).scenes(ofClassOrSubclassOf: ancestor, closesAtProjectBoundary: closes)?
                .map { SceneReference(document: $0.document, controller: $0.controller) }
        }
    }

    /// `isClass(_:subclassOf:)` for an ancestor the project declares, which also answers `false` for a
    /// chain that leaves the project into a class no scanned or missing file declares (a pod's
    /// `ButtonBarPagerTabStripViewController`): another module's class cannot inherit from the app's.
    public func isClass(_ className: String, subclassOfProjectClass ancestor: String) -> Bool? {
        let known = isClass(className, subclassOf: ancestor)
        guard known == nil, !projectClasses(named: ancestor).isEmpty, project.isKnown, project.targetsOutsideScan.isEmpty else { return known }
        return leavesOnlyIntoOtherModules(chains(of: className)) ? false : nil
    }

    /// Whether these chains of a class are known and every one that leaves the project leaves it into a
    /// class no scanned or missing file declares (so into another module, whose classes cannot inherit
    /// from the app's).
    func leavesOnlyIntoOtherModules(_ candidateChains: [ClassChain]) -> Bool {
        guard !candidateChains.isEmpty else { return false }
        for chain in candidateChains where !chain.isComplete {
            guard case .project(let last)? = chain.links.last, let leftAt = last.superclass,
                  projectClasses(named: leftAt).isEmpty, FrameworkCatalog.class(named: leftAt) == nil,
                  !textuallyDeclaredNames.contains(ClassTableBuilder.lastComponent(leftAt)),
                  !project.absentFileCouldDeclare(ClassTableBuilder.lastComponent(leftAt)) else { return false }
        }
        return true
    }

    /// Whether the project declares a method that a call of this name and these argument labels may
    /// reach instead of the UIKit one (a wrapper or an override), in Swift or in Objective-C.
    /// `stringArgument`: the position of an argument that is certainly a `String`; a Swift method whose
    /// parameter there has another type (`withIdentifier: CellIdentifier`) is an overload the call
    /// does not reach.
    public func declaresMethod(named name: String, labels: [String?], stringArgument: Int? = nil) -> Bool {
        let declared = declaresSwiftFunction(named: name) { function in
            guard function.parameters.count >= labels.count,
                  zip(function.parameters, labels).allSatisfy({ $0.label == $1 }) else { return false }
            guard let position = stringArgument, position < function.parameters.count else { return true }
            let type = function.parameters[position].typeText.removingWhitespaceCharacters
            return ["String", "String?", "String!", "Optional<String>"].contains(type)
        }
        if declared { return true }
        if objcFiles.isEmpty { return false }
        if let known = objcSelectors.containsSelector(withPrefix: name) { return known }
        return objcFiles.contains { summary in
            (summary.interfaces + summary.implementations).contains { interface in
                interface.methods.contains { $0.selector.hasPrefix(name) }
            }
        }
    }
}

extension SwiftInterfaceCall {
    /// Whether the name argument is certainly a `String`, whatever overloads exist: `String(describing:)`,
    /// `NSStringFromClass`, a string enum's `rawValue`. A literal may be another `ExpressibleByStringLiteral`
    /// type, and a constant may be declared with any type.
    public var nameIsCertainlyString: Bool {
        switch nameValue {
        case .typeName, .selfTypeName: return true
        case .member(_, let name): return name == "rawValue"
        case .string, .unknown: return false
        }
    }

    /// The position of the name argument among `swiftCall`'s arguments when it is certainly a `String`
    /// (what `ProjectIndex.declaresMethod(named:labels:stringArgument:)` takes).
    public func certainlyStringArgument(in swiftCall: SwiftCall) -> Int? {
        guard nameIsCertainlyString else { return nil }
        return swiftCall.arguments.firstIndex { $0.range.contains(literalRange) }
    }
}
