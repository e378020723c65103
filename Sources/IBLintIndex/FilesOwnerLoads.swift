import IBLintCore
import IBLintSwift
import IBLintXML

/// A call that loads a nib with an object of a known class as its File's Owner.
public struct NibOwnerLoad: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `loadNibNamed("X", owner: self)` or `UINib(nibName: "X", …).instantiate(withOwner: self)` in
        /// instance code: the owner is an instance of the enclosing class.
        case ownerSelf
        /// The same in a `static`/`class` member, where `self` is the class object, not an instance.
        case ownerSelfInStaticContext
        /// A view controller loading its view from the nib, with itself as owner: `super.init(nibName: "X",
        /// bundle: nil)`, `Controller(nibName: "X", bundle: nil)`, or a nil nib name (`init(nibName: nil,
        /// bundle: nil)`, `Controller()`), which loads the nib named like the class.
        case viewController
    }

    public var nibName: String
    /// The owner's class; for `ownerSelfInStaticContext`, the class whose class object is passed.
    public var loadingClass: String
    public var kind: Kind
    /// The call (its name argument, when it has one), its line and column made when asked: the loads of
    /// every file are collected, and few are reported (making each one's line read every loading file).
    public var place: LazyLocation
    /// `place`, made now.
    public var location: Location { place.location }

    public init(nibName: String, loadingClass: String, kind: Kind, location: Location) {
        self.init(nibName: nibName, loadingClass: loadingClass, kind: kind, place: LazyLocation(location))
    }

    public init(nibName: String, loadingClass: String, kind: Kind, place: LazyLocation) {
        self.nibName = nibName
        self.loadingClass = loadingClass
        self.kind = kind
        self.place = place
    }
}

/// What the project's code says File's Owner of one xib is at run time.
public struct FilesOwnerLoaders: Sendable {
    /// Loads whose owner is an instance: `owner: self` in instance code, view controllers loading the nib.
    public var instanceLoads: [NibOwnerLoad]
    /// `owner: self` in static code: the owner is a class object.
    public var staticLoads: [NibOwnerLoad]

    public init(instanceLoads: [NibOwnerLoad] = [], staticLoads: [NibOwnerLoad] = []) {
        self.instanceLoads = instanceLoads
        self.staticLoads = staticLoads
    }

    /// The distinct classes of the instance loads, sorted.
    public var classes: [String] { Array(Set(instanceLoads.map(\.loadingClass))).sorted() }

    /// The one class whose instances own the nib, when the code names exactly one; `nil` when no load was
    /// found or several classes load it (then File's Owner's class at run time is unknown).
    public var soleClass: String? {
        let classes = classes
        return classes.count == 1 ? classes[0] : nil
    }

    /// Only instances of one class load the nib, never a class object: File's Owner should be that class.
    public var ownerClassIsCertain: Bool { soleClass != nil && staticLoads.isEmpty }
}

extension ProjectIndex {
    /// Every load of a nib with an owner of a known class, by nib name (a view controller's load of its
    /// default nib only when the project has that nib). Walks the calls of the files that may hold one:
    /// ask once per rule, or ask `nibOwnerLoads(ofNibNamed:)` for a few nibs.
    public func nibOwnerLoadsByName() -> [String: [NibOwnerLoad]] {
        derived.nibOwnerLoads.get(collectNibOwnerLoads)
    }

    /// For a run that reports every file, and so asks for every xib's loads: the whole table is made at
    /// once (answering the first nibs one by one would be work done twice).
    public func willAskForEveryNibsOwnerLoads() { _ = nibOwnerLoadsByName() }

    /// Tables several rules read, made once on first use, or before the rules run (`prepare`): a rule
    /// that asks for one while another rule makes it waits, and its core idles (a fifth of the rules
    /// phase of a pre-commit run on the generated app of scale 10 went so).
    public enum SharedTable: Sendable, Hashable, CaseIterable {
        /// Every load of a nib with an owner of a known class (`nibOwnerLoadsByName`). A run that reports
        /// a few files asks for the loads of a few nibs, answered one by one: not made for such a run.
        case nibOwnerLoads
        /// `classesUsedByInterfaceFiles()`.
        case classesUsedByInterfaceFiles
        /// `codeUseFacts()`.
        case codeUseFacts
        /// The storyboard scenes by the classes on their controllers' chains (`storyboardScenes` and
        /// `scenes(ofClassOrSubclassOf:)`).
        case sceneAncestry
        /// `interfaceInstantiatedObjects`.
        case interfaceInstantiatedObjects

        /// Whether a run that reports a few files (`--report-only`) makes the table before the rules too.
        public var isMadeForReportedFiles: Bool { self != .nibOwnerLoads }
    }

    /// Whether `table` has been made (for tests and measurements).
    public func hasMade(_ table: SharedTable) -> Bool {
        switch table {
        case .nibOwnerLoads: derived.nibOwnerLoads.isComputed
        case .classesUsedByInterfaceFiles: derived.classesUsedByInterfaceFiles.isComputed
        case .codeUseFacts: derived.codeUseFacts.isComputed
        case .sceneAncestry: derived.sceneAncestry.isComputed
        case .interfaceInstantiatedObjects: derived.interfaceInstantiatedObjects.isComputed
        }
    }

    /// Makes `tables` now, at the same time, and with them `alongside` (other work of the same kind: the
    /// report scope's links).
    public func prepare(_ tables: Set<SharedTable>, alongside: [@Sendable () -> Void] = []) {
        runConcurrently(SharedTable.allCases.filter(tables.contains).map { table in
            { @Sendable in
                switch table {
                case .nibOwnerLoads: willAskForEveryNibsOwnerLoads()
                case .classesUsedByInterfaceFiles: _ = classesUsedByInterfaceFiles()
                case .codeUseFacts: _ = codeUseFacts()
                case .sceneAncestry: _ = sceneAncestry(.all)
                case .interfaceInstantiatedObjects: _ = interfaceInstantiatedObjects
                }
            }
        } + alongside)
    }

    /// How many nibs `nibOwnerLoads(ofNibNamed:)` answers one by one before it makes the whole table:
    /// one nib's loads cost its interface calls, and for a nib a controller may load by default a walk
    /// over the files' names; the table, a walk over the calls of every file that may pass a nil nib name.
    static let nibsAnsweredOneByOne = 64

    /// The loads of one nib, in the order of `nibOwnerLoadsByName()[nibName]`. A run that reports a few
    /// files asks for the xibs among them (or linked to them) only: their loads are found without
    /// decoding the calls of every file or checking every xib's controllers; a run that asks for more
    /// than `nibsAnsweredOneByOne` nibs gets its answers from the whole table.
    public func nibOwnerLoads(ofNibNamed nibName: String) -> [NibOwnerLoad] {
        let oneByOne = derived.nibOwnerLoadsOfNib
        guard !derived.nibOwnerLoads.isComputed, oneByOne.count < Self.nibsAnsweredOneByOne else {
            return nibOwnerLoadsByName()[nibName] ?? []
        }
        return oneByOne.get(nibName) { collectNibOwnerLoads(ofNibNamed: nibName) }
    }

    private func collectNibOwnerLoads() -> [String: [NibOwnerLoad]] {
        let controllers = controllersConstructedWithTheirDefaultNib()
        // File by file on every core, each file's loads in its order and the files in theirs: made before the
        // rules run, alone (the only shared table), one file after another this left a core idle.
        let index = self
        let perFile = Array(swiftFiles.indices).parallelMap { position -> [NibOwnerLoad] in
            let summary = index.swiftFiles[position]
            var loads = summary.interfaceCalls.compactMap { index.interfaceCallLoad($0, in: summary) }
            // Only a file that writes `nibName: nil` or one of those controllers' names can hold such a
            // call: the others' calls are not even decoded (from the cache, they are read on first use).
            // (Read off its text by the scanner: a file the cache trusted unread, or let go once parsed, stays unread.)
            guard summary.mayPassNilNibName
                || !summary.codeIdentifiers.isDisjoint(with: controllers) else { return loads }
            index.appendDefaultNibLoads(in: summary, ofNibNamed: nil, to: &loads, constructedWithDefaultNib: controllers.contains)
            return loads
        }
        return Dictionary(grouping: perFile.joined(), by: \.nibName)
    }

    /// `collectNibOwnerLoads()[nibName]`, from the interface calls that name the nib and the files that
    /// may load it by default. A view controller loads its default nib from its own code
    /// (`super.init(nibName: nil, bundle: nil)`, in its declaration or an extension) or from code that
    /// names it (`Controller()`, `Controller(nibName: nil, bundle: nil)`): either way the controller is a
    /// project class whose view comes from a nib, named (simply: the enclosing class's or the callee's
    /// last name) like the nib or like it plus "Controller" (`defaultNibName(of:)`), and its file's code
    /// writes that name. A nib no such class could load by default (a cell's, a view's) needs no file read.
    func collectNibOwnerLoads(ofNibNamed nibName: String) -> [NibOwnerLoad] {
        var loads: [(file: Int, load: NibOwnerLoad)] = []
        for site in interfaceCallsByLiteral()[nibName] ?? [] {
            let summary = swiftFiles[site.file]
            if let load = interfaceCallLoad(summary.interfaceCalls[site.call], in: summary) { loads.append((site.file, load)) }
        }
        // The files whose code writes a controller's name, found by probing every file's identifiers once per
        // name (asking each file's set, the name hashed again for each, was most of this question's cost). The
        // project's classes are asked first: a look-up by name, where the probe walks every file's set (126
        // probes were 14 M instructions of corona-warn-app's pre-commit run). A name no Swift file writes
        // gives no file, as asking the project's identifiers first gave no load.
        var writingFiles: Set<Int> = []
        for name in [nibName, nibName + "Controller"] where !projectClasses(named: name).isEmpty && viewComesFromNib(name) {
            // The union's parts: every Swift file's identifiers, in file order, then Objective-C files' words.
            writingFiles.formUnion(sourceText.codeIdentifiers.partsContaining(name).filter { $0 < swiftFiles.count })
        }
        guard !writingFiles.isEmpty else { return loads.map(\.load) }
        var defaults: [(file: Int, load: NibOwnerLoad)] = []
        for file in writingFiles.sorted() {
            let summary = swiftFiles[file]
            var found: [NibOwnerLoad] = []
            appendDefaultNibLoads(in: summary, ofNibNamed: nibName, to: &found, constructedWithDefaultNib: isConstructedWithItsDefaultNib)
            defaults += found.map { (file, $0) }
        }
        // In file order, and within a file its interface calls' loads first, as the whole table has them.
        var merged: [NibOwnerLoad] = []
        merged.reserveCapacity(loads.count + defaults.count)
        var a = 0, b = 0
        while a < loads.count || b < defaults.count {
            if b == defaults.count || (a < loads.count && loads[a].file <= defaults[b].file) {
                merged.append(loads[a].load); a += 1
            } else {
                merged.append(defaults[b].load); b += 1
            }
        }
        return merged
    }

    /// Where each interface call is, by its literal (a nib's or storyboard's name), in file and call order.
    private func interfaceCallsByLiteral() -> [String: [InterfaceCallSite]] {
        derived.interfaceCallsByLiteral.get {
            var sites: [String: [InterfaceCallSite]] = [:]
            for (file, summary) in swiftFiles.enumerated() {
                for (call, interfaceCall) in summary.interfaceCalls.enumerated() {
                    sites[interfaceCall.literal, default: []].append(InterfaceCallSite(file: file, call: call))
                }
            }
            return sites
        }
    }


    /// The load of an interface call (`loadNibNamed("X", owner: self)`, `UINib(nibName:…)` instantiated
    /// with `self`, a controller created with a nib name), if it is one with an owner of a known class.
    private func interfaceCallLoad(_ call: SwiftInterfaceCall, in summary: SwiftFileSummary) -> NibOwnerLoad? {
        switch call.api {
        case .loadNibNamed, .nibInit:
            guard call.ownerArgument?.trimmingWhitespace == "self",
                  let loadingClass = call.resolvedForClass ?? className(enclosing: call.enclosingType, in: summary)
            else { return nil }
            return NibOwnerLoad(nibName: call.literal, loadingClass: loadingClass,
                                kind: call.inStaticContext ? .ownerSelfInStaticContext : .ownerSelf,
                                place: LazyLocation(call.literalRange, in: summary.file))
        case .viewControllerNibInit:
            guard let index = call.call, summary.calls.indices.contains(index),
                  let controller = viewControllerCreated(by: summary.calls[index], in: summary,
                                                         resolvedFor: call.resolvedForClass) else { return nil }
            return NibOwnerLoad(nibName: call.literal, loadingClass: controller, kind: .viewController,
                                place: LazyLocation(call.literalRange, in: summary.file))
        default:
            return nil
        }
    }

    /// The loads of view controllers' default nibs in the file's calls (a nil nib name, or `Controller()`
    /// for a controller `constructedWithDefaultNib`), of every nib or of one.
    private func appendDefaultNibLoads(in summary: SwiftFileSummary, ofNibNamed nibName: String?, to loads: inout [NibOwnerLoad],
                                       constructedWithDefaultNib: (String) -> Bool) {
        for call in summary.calls {
            guard let controller = controllerLoadingItsDefaultNib(call, in: summary),
                  call.arguments.first?.label == "nibName" || constructedWithDefaultNib(controller) else { continue }
            let defaultNib = defaultNibName(of: controller)
            guard nibName == nil || defaultNib == nibName else { continue }
            let at = call.arguments.first?.range ?? call.calleeRange
            loads.append(NibOwnerLoad(nibName: defaultNib, loadingClass: controller, kind: .viewController,
                                      place: LazyLocation(at, in: summary.file)))
        }
    }

    /// Who loads this xib with an owner of a known class. A nib name several xibs share (targets,
    /// platforms) cannot be tied to one file: nothing is known for them.
    public func filesOwnerLoaders(of document: IBDocument) -> FilesOwnerLoaders {
        guard document.kind == .xib else { return FilesOwnerLoaders() }
        let nibName = ProjectIndex.interfaceName(ofPath: document.path)
        guard documents(named: nibName, kind: .xib).count == 1 else { return FilesOwnerLoaders() }
        let all = nibOwnerLoads(ofNibNamed: nibName)
        guard !all.isEmpty else { return FilesOwnerLoaders() }
        return FilesOwnerLoaders(instanceLoads: all.filter { $0.kind != .ownerSelfInStaticContext },
                                 staticLoads: all.filter { $0.kind == .ownerSelfInStaticContext })
    }

    /// The class File's Owner of a xib without a class is at run time: the one class whose instances load
    /// the xib as owner. `nil` for a File's Owner with a class, or when the loading code is not known.
    public func runtimeClassOfClasslessFilesOwner(_ element: IBElement, in document: IBDocument)
        -> (className: String, loads: [NibOwnerLoad])? {
        guard element.isFilesOwner, element.customClass?.isEmpty ?? true else { return nil }
        let loaders = filesOwnerLoaders(of: document)
        guard let soleClass = loaders.soleClass else { return nil }
        return (soleClass, loaders.instanceLoads)
    }

    // MARK: View controllers

    /// The view controller class a call with a `nibName:` argument creates (`super.init(nibName:…)` in
    /// a controller's initializer, `Controller(nibName:…)`), when it is a project class whose view comes
    /// from its nib.
    private func viewControllerCreated(by call: SwiftCall, in summary: SwiftFileSummary, resolvedFor: String?) -> String? {
        var path = call.callee
        if path.last == "init" { path.removeLast() }
        let name: String?
        if path.isEmpty || path == ["super"] || path == ["self"] || path == ["Self"] {
            name = resolvedFor ?? className(enclosing: call.context.type, in: summary)
        } else if path.count <= 2, let last = path.last, last.first?.isUppercase == true,
                  path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
            name = last
        } else {
            name = nil
        }
        guard let name, !projectClasses(named: name).isEmpty, viewComesFromNib(name) else { return nil }
        return name
    }

    /// The names `Controller()` may construct a controller with that loads its default nib
    /// (`controllerLoadingItsDefaultNib`), when the project has that nib (the loads are only ever asked
    /// for by a xib's name): project classes named like a xib, or like one plus "Controller", whose view
    /// comes from a nib and whose chain declares no `init()`.
    private func controllersConstructedWithTheirDefaultNib() -> Set<String> {
        namesLikeXibs().filter(loadsItsDefaultNibWhenConstructed)
    }

    /// `controllersConstructedWithTheirDefaultNib().contains(name)`, for one name.
    private func isConstructedWithItsDefaultNib(_ name: String) -> Bool {
        namesLikeXibs().contains(name) && loadsItsDefaultNibWhenConstructed(name)
    }

    /// Every xib's name, and it plus "Controller": the names a controller loading a xib by default may have.
    private func namesLikeXibs() -> Set<String> {
        derived.namesLikeXibs.get {
            var names: Set<String> = []
            // By position: `for document in documents` copies every document (a retain of its box).
            for position in documents.indices where documents[position].kind == .xib {
                let nibName = ProjectIndex.interfaceName(ofPath: documents[position].path)
                names.insert(nibName)
                names.insert(nibName + "Controller")
            }
            return names
        }
    }

    /// A project class (named without a module) that `Controller()` constructs with its default nib,
    /// which the project has.
    private func loadsItsDefaultNibWhenConstructed(_ name: String) -> Bool {
        name.first?.isUppercase == true && !name.contains(".") && !projectClasses(named: name).isEmpty
            && viewComesFromNib(name) && inheritsFrameworkInit(name) && documents(named: defaultNibName(of: name), kind: .xib).count > 0
    }

    /// The controller of a call that loads the nib named like it: a nil nib name (`super.init(nibName: nil,
    /// bundle: nil)`, `Controller(nibName: nil, bundle: nil)`), or `Controller()` when no class of its chain
    /// declares its own `init()` (the framework's `init()` passes a nil nib name).
    private func controllerLoadingItsDefaultNib(_ call: SwiftCall, in summary: SwiftFileSummary) -> String? {
        if let first = call.arguments.first, first.label == "nibName" {
            // Answered from where the file passes `nibName: nil` (read off it when it was scanned), so the
            // file is not read for it, but for a comment near such a label.
            guard summary.nilNibNames.isNil(argumentAt: first.range) ?? (first.text(in: summary.file) == "nil") else { return nil }
            return viewControllerCreated(by: call, in: summary, resolvedFor: nil)
        }
        guard call.arguments.isEmpty, call.parenthesesRange != nil else { return nil }
        var path = call.callee
        if path.last == "init" { path.removeLast() }
        guard path.count == 1, let name = path.first, name.first?.isUppercase == true,
              !projectClasses(named: name).isEmpty, viewComesFromNib(name), inheritsFrameworkInit(name) else { return nil }
        return name
    }

    /// No project class of the chain declares an `init()` of its own (or may: Objective-C `init`
    /// methods count too), so `Controller()` runs the framework's, which passes a nil nib name.
    private func inheritsFrameworkInit(_ className: String) -> Bool {
        let chains = chains(of: className)
        guard !chains.isEmpty else { return false }
        for chain in chains {
            guard chain.isComplete else { return false }
            for link in chain.links {
                guard case .project(let projectClass) = link else { continue }
                guard projectClass.isFullyUnderstood,
                      !projectClass.members.contains(where: { $0.kind == .method && $0.name == "init" }),
                      !swiftFunctions(of: projectClass).contains(where: { $0.function.kind == .initializer && $0.function.parameters.isEmpty })
                else { return false }
            }
        }
        return true
    }

    /// A view controller whose view UIKit or AppKit loads from a nib: no class of its chain overrides
    /// `loadView` or `nibName`.
    private func viewComesFromNib(_ className: String) -> Bool {
        guard isClass(className, subclassOf: "UIViewController") == true || isClass(className, subclassOf: "NSViewController") == true
        else { return false }
        for chain in chains(of: className) {
            for link in chain.links {
                guard case .project(let projectClass) = link else { continue }
                if projectClass.members.contains(where: { ($0.kind == .method && $0.name == "loadView") || ($0.kind == .property && $0.name == "nibName") }) {
                    return false
                }
            }
        }
        return true
    }

    /// The nib a view controller loads when its nib name is nil: UIKit first looks for the class name
    /// without "Controller" (`ProfileViewController` → `ProfileView`), then for the class name; AppKit
    /// for the class name.
    private func defaultNibName(of controller: String) -> String {
        let name = ClassTableBuilder.lastComponent(controller)
        if name.hasSuffix("Controller"), isClass(name, subclassOf: "UIViewController") == true {
            let short = String(name.dropLast("Controller".count))
            if !short.isEmpty, !documents(named: short, kind: .xib).isEmpty { return short }
        }
        return name
    }
}
