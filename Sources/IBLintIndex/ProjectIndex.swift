import IBLintCore
import IBLintXML
import IBLintObjC
import IBLintSwift

/// An interface file that could not be loaded.
public struct InterfaceLoadFailure: Sendable {
    public var error: IBLoadError
    /// The file's bytes, when it could be read at all (for exact positions).
    public var file: SourceFile?
    public init(_ error: IBLoadError, file: SourceFile? = nil) {
        self.error = error
        self.file = file
    }

    /// Where to point: the start of the line libxml2 reported.
    public var location: Location {
        guard let file else { return .line(error.line, in: error.path) }
        return file.location(at: file.offset(ofLine: error.line))
    }
}

/// Everything one run knows about the project: interface files, Swift and Objective-C declarations,
/// and the classes they add up to. Built once per run; rules only read it.
public struct ProjectIndex: Sendable {
    /// Interface files the app can load: every readable one except those no target builds.
    public let documents: [IBDocument]
    /// Interface files in a project iblint read completely that no target builds: the app never loads
    /// them, so nothing in them is checked (one finding names each).
    public let deadDocuments: [IBDocument]
    /// Swift files a target compiles, or whose target iblint cannot tell.
    public let swiftFiles: [SwiftFileSummary]
    public let objcFiles: [ObjCFileSummary]
    /// Swift and Objective-C files that no target compiles: they declare nothing the app has.
    public let deadSourcePaths: [String]
    /// Where the Swift files no target compiles declare types, by type name (for telling a user that
    /// the class an interface file names exists only in such a file). Lines and columns made when asked:
    /// a file no target compiles is read only if a finding points into it.
    public let deadTypeDeclarations: [String: [LazyLocation]]
    /// Interface files that failed to load: rules that would conclude "nothing connects X" must not,
    /// since the unreadable file might.
    public let loadFailures: [InterfaceLoadFailure]
    /// What the project builds: targets, modules, the files each builds, what the checkout lacks.
    public let project: ProjectModel
    /// Modules this project defines (its targets, and modules the configuration names), for telling
    /// the app's own classes from other modules'. Empty when none could be found.
    public let projectModules: Set<String>

    /// Project classes (Swift and Objective-C) by name: the Swift name, the `@objc(Name)` runtime name
    /// and the qualified name of nested classes all map to the class.
    public let classesByName: [String: [ProjectClass]]
    /// Names of project `struct`s, `enum`s and `protocol`s (a custom class with such a name is not a class iblint can check).
    public let nonClassTypeNames: Set<String>
    /// Project protocols by name, with whether they are class-bound.
    public let protocolsByName: [String: SwiftTypeDeclaration]
    /// Members that project extensions add to classes the project does not declare (`extension UIView`).
    public let extensionOnlyMembers: [String: [ClassMember]]
    /// Indices into `documents` by interface name (file name without extension and device suffix).
    public let documentIndicesByName: [String: [Int]]
    /// Every name the source text declares in any way (see `DeclaredNameScan`), understood or not.
    public let textuallyDeclaredNames: NameSet
    /// Where every function and initializer the project's Swift types declare is, by name
    /// (`swiftFunctions(named:)`): a place is 12 bytes, a copy of the function over a hundred.
    let swiftFunctionPlacesByName: [String: [SwiftFunctionPlace]]
    /// Tables derived from the index on first use (see `nibOwnerLoadsByName`).
    let derived = DerivedTables()
    /// Whether a project description (an Xcode project, `Package.swift`, `project.yml`, Tuist's
    /// `Project.swift`) was among the scanned files; modules named only by the configuration do not count.
    public var hasProjectDescription: Bool { project.descriptionCount > 0 }
    /// What the source text says beyond the scanners' models: every identifier written (code that
    /// compiles and names a type gets it from somewhere, seen or not), selector strings, imports.
    public let sourceText: SourceTextFacts
    /// Images and colors the project's asset catalogs and loose image files define.
    public let assets: AssetCatalogIndex

    /// Built by `ProjectIndexBuilder`, which gathers the parts.
    init(allDocuments: [IBDocument], allSwiftFiles: [SwiftFileSummary], allObjCFiles: [ObjCFileSummary],
         loadFailures: [InterfaceLoadFailure], project: ProjectModel, extraModules: Set<String>,
         assets: AssetCatalogIndex) {
        // Whether each file is dead, asked once (a path looked up by hash), and the files split without
        // copying one when none is (the common case): a document's or a summary's copy is a retain of its
        // box (of each of a document's references before 7f515c8), thousands in a serial stretch. The loops
        // below go by position: `for summary in files { for type in summary.types { … } }` copies every type.
        let deadDocument = allDocuments.indices.map { project.isDead(allDocuments[$0].path) }
        let deadSwift = allSwiftFiles.indices.map { project.isDead(allSwiftFiles[$0].file.path) }
        let deadObjC = allObjCFiles.indices.map { project.isDead(allObjCFiles[$0].file.path) }
        (self.documents, self.deadDocuments) = ProjectIndex.split(allDocuments, dead: deadDocument)
        let compiled = ProjectIndex.split(allSwiftFiles, dead: deadSwift).alive
        // The resolver reads the project's declarations when a file first needs them, inside the parallel map.
        let resolver = MemberValueResolver(swiftFiles: compiled)
        // Only the files the resolver changes are replaced (a few in a hundred).
        var resolvedFiles = compiled
        let resolved = Array(compiled.indices).parallelMap { resolver.resolvedIfChanged(compiled[$0]) }
        for position in resolved.indices { if let summary = resolved[position] { resolvedFiles[position] = summary } }
        let swiftFiles = resolvedFiles
        let objcFiles = ProjectIndex.split(allObjCFiles, dead: deadObjC).alive
        self.swiftFiles = swiftFiles
        self.objcFiles = objcFiles
        var deadSourcePaths: [String] = []
        var deadTypes: [String: [LazyLocation]] = [:]
        for position in allSwiftFiles.indices where deadSwift[position] {
            let file = allSwiftFiles[position].file
            deadSourcePaths.append(file.path)
            for type in allSwiftFiles[position].types where type.kind != .extension && !type.isLocal {
                deadTypes[type.name, default: []].append(LazyLocation(type.nameRange, in: file))
            }
        }
        for position in allObjCFiles.indices where deadObjC[position] {
            let file = allObjCFiles[position].file
            deadSourcePaths.append(file.path)
            for interface in allObjCFiles[position].interfaces where interface.category == nil {
                deadTypes[interface.name, default: []].append(LazyLocation(interface.nameRange, in: file))
            }
        }
        self.deadSourcePaths = deadSourcePaths.sorted()
        self.deadTypeDeclarations = deadTypes
        self.loadFailures = loadFailures
        self.project = project
        self.projectModules = project.ownModules.union(extraModules)
        self.assets = assets
        let documents = self.documents
        // What is read from each file first, at full width; then the merges, each serial, at the same
        // time, so that both cores stay busy.
        let members = ClassTableBuilder.members(swiftFiles: swiftFiles, objcFiles: objcFiles)
        let declaredNameParts: [NameSet] = swiftFiles.map(\.declaredNames) + objcFiles.map(\.declaredNames)
        let textMerge = SourceTextFacts.Merge(swiftFiles: swiftFiles, objcFiles: objcFiles,
                                              parts: SourceTextFacts.fileParts(swiftFiles: swiftFiles, objcFiles: objcFiles))
        let classTable = ResultSlot<ClassTableBuilder.Result>(), byName = ResultSlot<[String: [Int]]>()
        let functionsByName = ResultSlot<[String: [SwiftFunctionPlace]]>(), declaredNames = ResultSlot<NameSet>()
        runConcurrently([{
            classTable.set(ClassTableBuilder(swiftFiles: swiftFiles, objcFiles: objcFiles).build(members: members))
        }, {
            byName.set(Dictionary(grouping: documents.indices) { ProjectIndex.interfaceName(ofPath: documents[$0].path) })
            var functions: [String: [SwiftFunctionPlace]] = [:]
            // By position: `for (type, declared) in summary.types.enumerated()` copied every type and function.
            for file in swiftFiles.indices {
                let types = swiftFiles[file].types
                for type in types.indices {
                    let declared = types[type].functions
                    for function in declared.indices {
                        functions[declared[function].name, default: []].append(SwiftFunctionPlace(file: file, type: type, function: function))
                    }
                }
            }
            functionsByName.set(functions)
        }, {
            declaredNames.set(declaredNameParts.reduce(into: NameSet()) { $0.formUnion($1) })
        }] + textMerge.pieces)
        let classes = classTable.value
        self.classesByName = classes.classes
        self.nonClassTypeNames = classes.nonClassTypeNames
        self.protocolsByName = classes.protocols
        self.extensionOnlyMembers = classes.extensionOnlyMembers
        self.documentIndicesByName = byName.value
        self.textuallyDeclaredNames = declaredNames.value
        self.swiftFunctionPlacesByName = functionsByName.value
        self.sourceText = textMerge.facts
        // The parts merged above and the resolver are freed on another thread, while the rules start.
        releaseElsewhere((resolver, members, declaredNameParts, compiled, resolved))
    }

    /// `items` split by `dead` (one flag for each), in order; when none is dead, `items` itself (no element
    /// copied).
    static func split<Item>(_ items: [Item], dead: [Bool]) -> (alive: [Item], dead: [Item]) {
        guard dead.contains(true) else { return (items, []) }
        var alive: [Item] = [], deadItems: [Item] = []
        for position in items.indices {
            if dead[position] { deadItems.append(items[position]) } else { alive.append(items[position]) }
        }
        return (alive, deadItems)
    }

    /// Every function and initializer named `name` the project's Swift types declare, in file order.
    public func swiftFunctions(named name: String) -> [SwiftFunction] {
        (swiftFunctionPlacesByName[name] ?? []).map(swiftFunction(at:))
    }

    /// Whether the project's Swift types declare a function or initializer named `name` that `predicate`
    /// accepts (`swiftFunctions(named:)`, without copying them out first).
    public func declaresSwiftFunction(named name: String, where predicate: (SwiftFunction) -> Bool) -> Bool {
        guard let places = swiftFunctionPlacesByName[name] else { return false }
        return places.contains { predicate(swiftFunction(at: $0)) }
    }

    private func swiftFunction(at place: SwiftFunctionPlace) -> SwiftFunction {
        swiftFiles[Int(place.file)].types[Int(place.type)].functions[Int(place.function)]
    }

    /// Whether any source code (Swift or Objective-C) was indexed. Without it, cross-checks have no
    /// code side and every class is unknown.
    public var hasSourceCode: Bool { !swiftFiles.isEmpty || !objcFiles.isEmpty }

    /// Whether the scanned paths hold the whole project: a description iblint could read declares its
    /// targets, no target has files outside the scanned folders, and every source and interface file a
    /// target lists was found — except files git ignores on purpose (a secrets file, generated code).
    /// Rules that conclude from an absence ("no class", "no interface file", "no identifier anywhere")
    /// need it: a folder of a project may lack exactly the file that has it.
    public var scanHoldsWholeProject: Bool { project.allSourcesScanned && project.allInterfaceFilesScanned }

    /// `true` only when iblint is sure the project declares no type with this name: the project's
    /// targets are known, none has files outside the scanned folders, no file a target lists but the
    /// checkout lacks could declare it (files are named for what they declare: a missing `Secrets.swift`
    /// cannot hide a `ProductListViewController`), and the name is not in what the scanners understood,
    /// not in the framework table, and not used anywhere in the source text of compiled files (code
    /// that uses a type that compiles gets it from a file iblint did not see).
    public func certainlyDeclaresNoClass(named name: String) -> Bool {
        certainlyDeclaresNoClass(named: name, inModules: [])
    }

    /// The same question for the modules an interface file looks in (the modules of the targets that
    /// build it, or the module its `customModule` names): only those modules must have been scanned
    /// whole. With no module given, the whole project must.
    public func certainlyDeclaresNoClass(named name: String, inModules modules: Set<String>) -> Bool {
        certainlyDeclaresNoClass(unlessMentionedInCode: name, inModules: modules) && !isMentionedInCode(name)
    }

    /// `certainlyDeclaresNoClass(named:inModules:)` but for the last question, whether code names the class
    /// (`isMentionedInCode`), which a rule asking it of many names asks of all of them at once
    /// (`SourceTextFacts.codeIdentifiers.containing(_:)`: one walk of every file's identifiers, where a name
    /// asked alone is looked for in each file's, or, once enough were, in all of them merged).
    public func certainlyDeclaresNoClass(unlessMentionedInCode name: String, inModules modules: Set<String>) -> Bool {
        let last = DottedName.last(name)
        let complete = modules.isEmpty
            ? project.isKnown && project.targetsOutsideScan.isEmpty && !project.absentFileCouldDeclare(last)
            : modules.allSatisfy { project.moduleIsComplete($0, forType: last) }
        return complete && declaresNoClassAnywhereSeen(named: name)
    }

    /// Whether the code of a scanned, compiled file names the class (its last dotted part): a comment or a
    /// string does not count.
    public func isMentionedInCode(_ className: String) -> Bool {
        sourceText.codeIdentifiers.contains(DottedName.last(className))
    }

    /// No scanned, compiled file declares a type of this name, and no framework has one (whether code
    /// names it is `isMentionedInCode`).
    private func declaresNoClassAnywhereSeen(named name: String) -> Bool {
        let last = DottedName.last(name)
        return hasSourceCode && projectClasses(named: name).isEmpty && FrameworkCatalog.class(named: last) == nil
            && !textuallyDeclaredNames.contains(last) && !nonClassTypeNames.contains(last)
    }

    /// The modules an object of an interface file is looked up in: the module its `customModule` names
    /// when that is the project's, else (`customModuleProvider="target"`, or no module) the modules of
    /// the targets that build the file. Empty when the targets are unknown.
    public func lookupModules(of element: IBElement, in document: IBDocument) -> Set<String> {
        if element.customModuleProvider != "target", let module = element.customModule, !module.isEmpty,
           project.ownModules.contains(module) {
            return [module]
        }
        return project.targets(building: document.path).reduce(into: Set<String>()) { $0.formUnion($1.moduleNames) }
    }
}

/// A member iblint can check a connection against.
public struct ClassMember: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case property, method }
    // Stored widest first, the one-byte fields last (144 -> 128 bytes a member; a project has one for
    // every property and method).
    /// Property name, or the method's Swift base name.
    public var name: String
    /// For methods: the Objective-C selector IB uses.
    public var selector: String?
    public var typeText: String?
    /// Name of the class (or extension) that declares it.
    public var owner: String
    /// Where the member is declared (its line and column made when asked: `place` tells members apart
    /// without them).
    public var location: Location {
        get { place.location }
        set { place = LazyLocation(newValue) }
    }
    /// Where the member is declared, its line and column made only when `location` is asked.
    public var place: LazyLocation
    /// The declaration the member was built from (`nil` only for members made up in tests).
    public var declaration: MemberDeclaration?
    /// The whole declaration (attributes and modifiers included), for edits that add an attribute.
    public var declarationRange: ByteRange?
    public var kind: Kind
    /// Visible to the Objective-C runtime (KVC and target/action work on it).
    public var isExposedToObjC: Bool
    public var isOutlet: Bool
    public var isOutletCollection: Bool
    public var isAction: Bool
    public var isInspectable: Bool

    public init(kind: Kind, name: String, selector: String? = nil, isExposedToObjC: Bool, isOutlet: Bool = false,
                isOutletCollection: Bool = false, isAction: Bool = false, isInspectable: Bool = false,
                typeText: String? = nil, owner: String, location: Location, declarationRange: ByteRange? = nil,
                declaration: MemberDeclaration? = nil) {
        self.init(kind: kind, name: name, selector: selector, isExposedToObjC: isExposedToObjC, isOutlet: isOutlet,
                  isOutletCollection: isOutletCollection, isAction: isAction, isInspectable: isInspectable, typeText: typeText,
                  owner: owner, place: LazyLocation(location), declarationRange: declarationRange, declaration: declaration)
    }

    public init(kind: Kind, name: String, selector: String? = nil, isExposedToObjC: Bool, isOutlet: Bool = false,
                isOutletCollection: Bool = false, isAction: Bool = false, isInspectable: Bool = false,
                typeText: String? = nil, owner: String, place: LazyLocation, declarationRange: ByteRange? = nil,
                declaration: MemberDeclaration? = nil) {
        self.kind = kind
        self.name = name
        self.selector = selector
        self.isExposedToObjC = isExposedToObjC
        self.isOutlet = isOutlet
        self.isOutletCollection = isOutletCollection
        self.isAction = isAction
        self.isInspectable = isInspectable
        self.typeText = typeText
        self.owner = owner
        self.place = place
        self.declarationRange = declarationRange
        self.declaration = declaration
    }

    /// The type of a method's first parameter as written (`UIButton`, `Any`, `UIButton *`, `id`),
    /// `""` for a method without parameters, `nil` when not known.
    public var firstParameterType: String? {
        switch declaration {
        case .swiftFunction(let index, let site):
            return site.function(at: index).parameters.first.map(\.typeText) ?? ""
        case .objcMethod(let method, _):
            return method.parameterTypes.first ?? ""
        case .swiftProperty, .objcProperty, nil:
            return nil
        }
    }
}

/// A class declared in the project: its declaration, extensions and members, merged.
public struct ProjectClass: Sendable, Hashable {
    public var name: String
    public var language: Language
    public enum Language: String, Sendable, Hashable { case swift, objc }
    /// The superclass as written (last component of a qualified name), or `nil` for a root class.
    /// `superclassIsUncertain` says the first inheritance entry could be a protocol iblint cannot see.
    public var superclass: String?
    public var superclassIsUncertain: Bool
    /// `@objcMembers` on the class: every member is visible to Objective-C.
    public var exposesAllMembers: Bool
    public var isDesignable: Bool
    /// `false` when the scanner skipped part of a declaration or extension of this class: a member it
    /// did not see may still exist, so lookups that find nothing answer "unknown".
    public var isFullyUnderstood: Bool
    /// The primary declaration (the `class` or `@interface`), used as the related location of findings
    /// (its line and column made when asked: `place` tells classes apart without them).
    public var location: Location {
        get { place.location }
        set { place = LazyLocation(newValue) }
    }
    /// Where the primary declaration is, its line and column made only when `location` is asked.
    public var place: LazyLocation
    public var sites: [ClassDeclarationSite]
    public var members: [ClassMember]

    public init(name: String, language: Language, superclass: String?, superclassIsUncertain: Bool,
                exposesAllMembers: Bool, isDesignable: Bool, isFullyUnderstood: Bool = true, location: Location, sites: [ClassDeclarationSite],
                members: [ClassMember]) {
        self.init(name: name, language: language, superclass: superclass, superclassIsUncertain: superclassIsUncertain,
                  exposesAllMembers: exposesAllMembers, isDesignable: isDesignable, isFullyUnderstood: isFullyUnderstood,
                  place: LazyLocation(location), sites: sites, members: members)
    }

    public init(name: String, language: Language, superclass: String?, superclassIsUncertain: Bool,
                exposesAllMembers: Bool, isDesignable: Bool, isFullyUnderstood: Bool = true, place: LazyLocation, sites: [ClassDeclarationSite],
                members: [ClassMember]) {
        self.name = name
        self.language = language
        self.superclass = superclass
        self.superclassIsUncertain = superclassIsUncertain
        self.exposesAllMembers = exposesAllMembers
        self.isDesignable = isDesignable
        self.isFullyUnderstood = isFullyUnderstood
        self.place = place
        self.sites = sites
        self.members = members
    }

    public func members(named name: String) -> [ClassMember] { members.filter { $0.name == name } }
}

/// Tables several rules derive from the same index: computed once, on first use.
final class DerivedTables: Sendable {
    let nibOwnerLoads = OnceValue<[String: [NibOwnerLoad]]>()
    /// `nibOwnerLoads(ofNibNamed:)` for the first few nibs asked for, and the names of controllers that
    /// may load a xib by default.
    let nibOwnerLoadsOfNib = MemoTable<String, [NibOwnerLoad]>()
    let namesLikeXibs = OnceValue<Set<String>>()
    let interfaceCallsByLiteral = OnceValue<[String: [InterfaceCallSite]]>()
    let codeUseFacts = OnceValue<CodeUseFacts>()
    /// `scenes(ofClassOrSubclassOf:)` by ancestor, and every storyboard scene controller with its class.
    let scenesByAncestor = MemoTable<String, [SceneReference]?>()
    /// Storyboard scenes filed by the classes on their controllers' chains (`SceneAncestry`).
    let sceneAncestry = OnceValue<SceneAncestry>()
    let projectResolvableSceneAncestry = OnceValue<SceneAncestry>()
    /// `chains(of:includeProject:)` by class name.
    let chains = MemoTable<ChainKey, [ClassChain]>()
    /// `projectSubclasses(of:)`: each ancestor name → its project subclasses.
    let subclasses = OnceValue<SubclassTable>()
    let mostCommonTargetModule = OnceValue<String?>()
    /// `exposedProjectSelectors` and `unexposedMethods(withSelector:)`.
    let selectorTables = OnceValue<SelectorTables>()
    /// `LookupTables.swift`: load failures by name, Objective-C selectors, bytes of unreadable files.
    let failedInterfaceNames = OnceValue<Set<FailedInterfaceName>>()
    let objcSelectors = OnceValue<ObjCSelectorTable>()
    let unreadableTrigrams = OnceValue<TrigramSet>()
    /// `reuseRegistrationScope`, which two rules ask for.
    let reuseRegistrationScope = OnceValue<ReuseRegistrationScope>()
    /// `classesUsedByInterfaceFiles()`, which three rules ask for.
    let classesUsedByInterfaceFiles = OnceValue<[InterfaceUsedClass]>()
    /// `interfaceInstantiatedObjects`, which two rules ask for.
    let interfaceInstantiatedObjects = OnceValue<[String: [InterfaceUse]]>()
    /// `identifierPositions`, which two rules' catalogs read.
    let identifierPositions = OnceValue<[IdentifierPositions]>()
    /// `coderInitProvider(of:)` by class name, which two rules ask.
    let coderInitProviders = MemoTable<String, CoderInitProvider?>()
}

/// Project methods by selector: those the Objective-C runtime sees, and the others.
struct SelectorTables: Sendable {
    var exposed: [String: [ClassMember]] = [:]
    var unexposed: [String: [ClassMember]] = [:]
}

/// An interface call: its file's index in `swiftFiles`, and its index in the file's `interfaceCalls`.
struct InterfaceCallSite: Sendable {
    let file: Int
    let call: Int
}

struct ChainKey: Hashable, Sendable {
    let className: String
    let includeProject: Bool
}

/// Where a Swift function is in the index: its file, its type there and its place among the type's
/// functions, in 32 bits each.
struct SwiftFunctionPlace: Sendable {
    let file: Int32, type: Int32, function: Int32

    init(file: Int, type: Int, function: Int) {
        self.file = Int32(file)
        self.type = Int32(type)
        self.function = Int32(function)
    }
}
