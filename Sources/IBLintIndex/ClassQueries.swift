import IBLintCore
import IBLintXML
import IBLintSwift

/// A Swift method or initializer of a project class, with the declaration it is written in.
public struct ClassFunction: Sendable {
    public var function: SwiftFunction
    /// The `class` declaration or extension that declares it.
    public var site: SwiftTypeSite

    public var summary: SwiftFileSummary { site.summary }
    public var type: SwiftTypeDeclaration { site.declaration }
    public var location: Location { summary.file.location(function.nameRange) }
    /// Declared in the `class` declaration itself (not in an extension).
    public var inClassDeclaration: Bool { type.kind == .class }

    /// `init?(coder:)` / `init(coder:)`: exactly one parameter, labelled `coder`.
    public var isCoderInit: Bool { Self.isCoderInit(function) }
    /// `isCoderInit` of a function, before it is made a `ClassFunction`.
    public static func isCoderInit(_ function: SwiftFunction) -> Bool {
        function.kind == .initializer && function.parameters.count == 1 && function.parameters[0].label == "coder"
    }
    /// `init(frame:)`: exactly one parameter, labelled `frame`.
    public var isFrameInit: Bool { isInit(labelled: "frame") }
    /// `init?(coder: NSCoder, viewModel: …)` or `init?(settings: Settings, coder: NSCoder)`: an initializer that
    /// takes the coder among other arguments, which is what `instantiateViewController(identifier:creator:)`,
    /// `instantiateInitialViewController(creator:)` and `@IBSegueAction` methods call instead of the plain
    /// `init?(coder:)`.
    public var isCustomCoderInit: Bool {
        function.kind == .initializer && function.parameters.count > 1
            && function.parameters.contains { $0.label == "coder" || $0.typeText.trimmingWhitespace == "NSCoder" }
    }
    public var isAwakeFromNib: Bool { function.kind == .function && function.name == "awakeFromNib" && function.parameters.isEmpty }

    private func isInit(labelled label: String) -> Bool {
        function.kind == .initializer && function.parameters.count == 1 && function.parameters[0].label == label
    }
}

/// An object an interface file creates (and therefore decodes with `init?(coder:)`) when it loads.
public struct InterfaceUse: Sendable {
    public var document: IBDocument
    public var element: IBElement
    public var location: Location { document.location(of: element) }
    public var fileName: String { document.fileName }
}

extension ProjectIndex {
    /// The one Swift class of the project with this name; `nil` when there is none, several, or it is Objective-C.
    public func uniqueSwiftClass(named name: String) -> ProjectClass? {
        let candidates = projectClasses(named: name)
        guard candidates.count == 1, candidates[0].language == .swift else { return nil }
        return candidates[0]
    }

    /// Every Swift function and initializer of the class, its declaration and its extensions.
    public func swiftFunctions(of projectClass: ProjectClass) -> [ClassFunction] {
        projectClass.swiftSites.flatMap { site in
            site.declaration.functions.map { ClassFunction(function: $0, site: site) }
        }
    }

    /// Objects of the project's own classes that interface files create: every object with a custom class
    /// except placeholders (File's Owner and other placeholders are passed in by the loading code, never
    /// decoded) and storyboard references. Keyed by the class name as written. Made once per index.
    public var interfaceInstantiatedObjects: [String: [InterfaceUse]] {
        derived.interfaceInstantiatedObjects.get(collectInterfaceInstantiatedObjects)
    }

    private func collectInterfaceInstantiatedObjects() -> [String: [InterfaceUse]] {
        var uses: [String: [InterfaceUse]] = [:]
        for document in documents {
            for index in document.objects {
                let element = document.elements[index]
                guard let customClass = element.customClass, !customClass.isEmpty,
                      !element.isNamed("placeholder"), !element.isNamed("viewControllerPlaceholder"),
                      mayResolveInProject(element) else { continue }
                uses[customClass, default: []].append(InterfaceUse(document: document, element: element))
            }
        }
        return uses
    }

    /// The class whose own `init?(coder:)` runs when `className` is decoded, and that initializer: the class
    /// itself if it declares one, else the nearest project superclass that does (Swift inherits it). `nil`
    /// when the chain reaches a framework class first, or leaves what iblint understood.
    /// Found once for each class name and kept: fatal-init-coder and init-coder-skips-setup both ask it of
    /// every class interface files create.
    public func coderInitProvider(of className: String) -> (providerClass: ProjectClass, initializer: ClassFunction, path: [ProjectClass])? {
        derived.coderInitProviders.get(className) { findCoderInitProvider(of: className).map(CoderInitProvider.init) }
            .map { ($0.providerClass, $0.initializer, $0.path) }
    }

    private func findCoderInitProvider(of className: String) -> (providerClass: ProjectClass, initializer: ClassFunction, path: [ProjectClass])? {
        guard var current = uniqueSwiftClass(named: className) else { return nil }
        var path: [ProjectClass] = []
        var visited: Set<String> = []
        while visited.insert(current.name).inserted {
            path.append(current)
            // The first `init?(coder:)` of the class declaration, found in place (making every function of
            // the class a `ClassFunction` first was most of this question's cost, asked of every class
            // interface files create by two rules).
            for site in current.swiftSites where site.declaration.kind == .class {
                if let coderInit = site.declaration.functions.first(where: ClassFunction.isCoderInit) {
                    return (current, ClassFunction(function: coderInit, site: site), path)
                }
            }
            guard current.isFullyUnderstood, let superclass = current.superclass,
                  let next = uniqueSwiftClass(named: superclass) else { return nil }
            current = next
        }
        return nil
    }

    /// What the functions reachable from `roots` mention: the functions of `functions` reached through
    /// calls on `self` (or mentions of their names), up to `depth` levels (the roots' own calls are level
    /// 1), and every name their bodies mention.
    ///
    /// Each body's names stay in its own set, and only the functions' names are looked up in it, by bytes:
    /// gathering every name of every reached body into one `Set<String>` made and hashed a `String` for each
    /// (2 M instructions a class on Charts, two thirds of init-coder-skips-setup's time there).
    public func methodsReachable(from roots: [ClassFunction], within functions: [ClassFunction], depth: Int = 3) -> MentionedNames {
        let byName = Dictionary(grouping: functions.filter { $0.function.kind == .function }, by: \.function.name)
        let names = Array(byName.keys)
        // Distinct names, inserted in order: a name's number in the set is its position in `names`.
        let functionNames = NameSet(names)
        var followed = [Bool](repeating: false, count: names.count)
        var mentioned = MentionedNames()
        var frontier = roots
        for _ in 0..<depth {
            var next: [ClassFunction] = []
            for function in frontier {
                guard let body = function.function.bodyFacts?.mentionedIdentifiers, !body.isEmpty else { continue }
                mentioned.bodies.append(body)
                // A function is followed the first time a body of this level or an earlier one mentions it.
                body.forEachShared(with: functionNames) { number in
                    guard !followed[number] else { return }
                    followed[number] = true
                    next += byName[names[number]] ?? []
                }
            }
            frontier = next
        }
        return mentioned
    }
}

/// The names the bodies of some functions mention (`ProjectIndex.methodsReachable`), kept as each body's
/// set: a few names are asked about, and gathering them all cost more than asking each body.
public struct MentionedNames: Sendable {
    var bodies: [NameSubset] = []

    /// Whether some body mentions `name` (byte for byte, as Swift compares identifiers).
    public func contains(_ name: String) -> Bool { bodies.contains { $0.contains(name) } }
}

/// `coderInitProvider(of:)`'s answer, as kept for the run.
struct CoderInitProvider: Sendable {
    let providerClass: ProjectClass
    let initializer: ClassFunction
    let path: [ProjectClass]

    init(_ found: (providerClass: ProjectClass, initializer: ClassFunction, path: [ProjectClass])) {
        (providerClass, initializer, path) = found
    }
}
