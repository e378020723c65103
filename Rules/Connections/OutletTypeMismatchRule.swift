import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An outlet connected to an object that is not of the outlet's declared type.
public struct OutletTypeMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "outlet-type-mismatch",
        name: "Outlet type mismatch",
        summary: "An outlet is connected to an object whose class is neither the outlet's declared type nor a subclass of it.",
        rationale: """
            Interface Builder checks an outlet's type when you draw the connection, but not afterwards. When \
            the property's type changes in code (`UILabel` became `UIButton`), the control is replaced by \
            another kind in the interface file, or a view's Custom Class is cleared, the old connection stays. \
            At load, key-value coding stores the object in the property without any check, so the property \
            holds an object of the wrong class. Nothing fails at that moment: the object simply lacks the \
            declared class's behaviour (a `PriceLabel`'s formatting, a subclass's overrides and stored \
            properties). Code that uses only members the two classes share keeps working; the first member only \
            the declared class has crashes, with

                -[UILabel setTitle:forState:]: unrecognized selector sent to instance 0x…

            for an Objective-C method such as a `UIButton` method called on the `UILabel`, while Swift methods \
            of your own class called on a plain `UIView` read the wrong memory. It is a latent crash either way, \
            hence an error.

            The object's class is its Custom Class, or the class its element stands for (`label` → `UILabel`, \
            `button` → `UIButton`, `textField` → `UITextField`, `view` → `UIView`, …); the declared type comes \
            from the Swift declaration (`UIButton!`, `[UIButton]` for outlet collections) or the \
            Objective-C one (`UILabel *`). Protocol-typed outlets, `Any`/`AnyObject`/`NSObject`, generics, \
            type aliases, classes outside what iblint can see and every other type iblint cannot resolve are \
            not reported.

            **Fix by hand:** change the property's type in code to the object's class (or a superclass of \
            it), or set the object's Custom Class in the Identity inspector, or remove the connection in the \
            Connections inspector and connect the right object.
            """,
        category: .connections,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: OutletTypeMismatchRuleExamples.all)

    public static let asksWhichFindingsMayBeReported = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        // Outlets declare few distinct types (`UILabel!`, `UIButton!`): each is read once.
        var declaredClasses: [DeclaredTypeKey: String?] = [:]
        func declaredClass(_ typeText: String, collection: Bool) -> String? {
            let key = DeclaredTypeKey(typeText: typeText, collection: collection)
            if let known = declaredClasses[key] { return known }
            let declared = Self.declaredClass(typeText, collection: collection)
            declaredClasses[key] = .some(declared)
            return declared
        }
        for document in index.documents where context.mayReportFindings(of: document) {
            for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property, let destinationID = connection.destination,
                      let destinationIndex = document.elementsByID[destinationID] else { continue }
                let source = document[connection.source]
                // File's Owner may at run time be the view controller named like the xib, not the class it names.
                if source.isFilesOwner, index.viewControllerLoadingByName(document) != nil { continue }
                guard let sourceClass = index.className(of: source, in: document),
                      case .found(let found) = index.lookupKeyValueKey(property, inClass: sourceClass, includeProject: index.mayResolveInProject(source)),
                      let member = found, let typeText = member.typeText,
                      let declared = declaredClass(typeText, collection: connection.kind == .outletCollection),
                      isCheckableClass(declared, index: index) else { continue }
                let destination = document[destinationIndex]
                guard index.mayResolveInProject(destination), let destinationClass = index.className(of: destination, in: document),
                      index.isClass(destinationClass, subclassOf: declared) == false else { continue }
                findings.append(context.diagnostic(
                    Self.wrongClass(property, isCollection: connection.kind == .outletCollection, owner: member.owner,
                                    declared: declared, destination: destination.readableName(), destinationClass: destinationClass),
                    at: document.location(ofElement: connection.element),
                    notes: [Self.lacksBehaviour(declared), Self.changeTypeOrClass()],
                    related: [RelatedLocation(member.location, Self.declaredHere(property, as: typeText))]))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// A class iblint knows the ancestry of: a project class or a framework class, not a protocol, struct or alias.
    private func isCheckableClass(_ name: String, index: ProjectIndex) -> Bool {
        if ["NSObject", "NSObjectProtocol", "Any", "AnyObject"].contains(name) { return false }
        if index.nonClassTypeNames.contains(name) || index.protocolsByName[name] != nil { return false }
        if index.textuallyDeclaredNames.contains(name), index.projectClasses(named: name).isEmpty { return false }  // a typealias, say
        return !index.projectClasses(named: name).isEmpty || FrameworkCatalog.class(named: name) != nil
    }

    /// The class an outlet's declared type names (`UILabel!` → `UILabel`, `[UIButton]` → `UIButton` for
    /// collections, `UILabel *` → `UILabel`, `NSArray<UIButton *> *` → `UIButton`); `nil` for anything else.
    private struct DeclaredTypeKey: Hashable {
        var typeText: String
        var collection: Bool
    }

    private static let qualifiers: Set<String> = ["__weak", "__strong", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull",
                                                  "__nullable", "__nonnull", "const", "weak", "unowned"]

    static func declaredClass(_ typeText: String, collection: Bool) -> String? {
        var type = typeText.split { $0 == " " || $0 == "\t" }.filter { !qualifiers.contains(String($0)) }.joined()
        func unwrap() {
            while let last = type.last, last == "?" || last == "!" || last == "*" { type.removeLast() }
            for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
                type = String(type.dropFirst(wrapper.count).dropLast())
            }
        }
        unwrap()
        var isCollection = false
        if type.hasPrefix("["), type.hasSuffix("]") {
            type = String(type.dropFirst().dropLast())
            isCollection = true
        } else {
            for wrapper in ["Array<", "NSArray<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
                type = String(type.dropFirst(wrapper.count).dropLast())
                isCollection = true
            }
        }
        guard isCollection == collection else { return nil }
        unwrap()
        let name = type.split(separator: ".").last.map(String.init) ?? type
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else { return nil }
        return name
    }

    // MARK: Messages

    private static func wrongClass(_ property: String, isCollection: Bool, owner: String, declared: String,
                                   destination: String, destinationClass: String) -> String {
        let outlet = "\(isCollection ? "Outlet collection" : "Outlet") '\(property)' of \(owner) is declared as \(declared)"
        // An object without a label of its own is named by its class: say it once.
        if destination == destinationClass || destination.hasPrefix(destinationClass + " (") {
            return "\(outlet), but is connected to \(withArticle(destination))"
        }
        return "\(outlet), but \(destination) is \(withArticle(destinationClass))"
    }

    private static func lacksBehaviour(_ declared: String) -> String {
        "It lacks \(declared)'s behaviour: using a member only \(declared) has crashes (\"unrecognized selector\") or misbehaves"
    }

    private static func changeTypeOrClass() -> String {
        "Change the outlet's declared type, or set the object's class"
    }

    private static func declaredHere(_ property: String, as typeText: String) -> String {
        "'\(property)' is declared here as \(typeText)"
    }
}
