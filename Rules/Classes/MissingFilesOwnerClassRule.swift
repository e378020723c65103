import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A xib's File's Owner without a class while it has connections, or with a class that does not exist or
/// does not fit the class that loads the nib as its owner.
public struct MissingFilesOwnerClassRule: Rule {
    public static let description = RuleDescription(
        id: "missing-files-owner-class",
        name: "Missing or wrong File's Owner class",
        summary: "A xib's File's Owner has connections but no class, or names a class that does not exist or is unrelated to the class that loads the nib as its owner.",
        rationale: """
            In the File's Owner style of custom view, `FooView` loads `FooView.xib` with \
            `Bundle(for: FooView.self).loadNibNamed("FooView", owner: self)`, and the nib's outlets \
            (`contentView`, labels, buttons) are connected from its **File's Owner** placeholder. A view \
            controller does the same when it loads its view from a nib: `super.init(nibName: nil, bundle: nil)` \
            (or `ProfileViewController()`) loads the nib named like the class, `init(nibName: "Profile", …)` \
            the one it names, with the controller as owner. File's Owner's class (Identity inspector → Custom \
            Class) should be the class that loads the nib:

            * **No class, but connections** (a warning): Interface Builder cannot offer or check the outlets \
            and actions, every connection is kept only by name, and the next rename breaks it without notice. \
            When the code shows which class loads the nib with itself as owner (one class, from instance \
            code), `broken-outlet` and `broken-action` check the connections against that class, as they \
            would if File's Owner named it.
            * **An unrelated class** (an error): the outlets are set on the object passed as owner, which is \
            neither that class nor a subclass of it; an outlet it lacks crashes the load with "this class is \
            not key value coding-compliant for the key contentView".
            * **A class of the app's own module that does not exist** (renamed or deleted, an error): \
            Interface Builder can no longer show or check File's Owner's connections.

            **Not reported:** a File's Owner without a class and without connections, whatever owner the code \
            passes. Cells and views that use only the nib's top-level objects often pass `owner: self` \
            (`loadNibNamed("PriceCell", owner: self)?.first as? PriceCell`, \
            `UINib(nibName: "Header", bundle: nil).instantiate(withOwner: self)[0]`), sometimes in a static \
            method where `self` is the class object: nothing is connected to the owner, so nothing can break. \
            A File's Owner whose class is the loading class or one of its superclasses is right too.

            **Fix by hand:** select File's Owner, open the Identity inspector and set Class to the class that \
            loads the nib (Module: Inherit From Target).

            **Fix:** when exactly one class loads the nib as owner, only from instance code, `--fix` sets File's \
            Owner's class to it, with `customModule`/`customModuleProvider="target"` the way Xcode writes them \
            (safe: it is what the rule exists for; the module is taken from the project's other interface \
            files). When a static method loads it with `owner: self` too, or there is no module to copy, the \
            fix is only shown. Replacing an unrelated or vanished class is unsafe (`--unsafe-fixes`): File's \
            Owner's connections were made against the old class.
            """,
        category: .classes,
        defaultSeverity: .error,
        concludesFromAbsence: true,
        fix: .sometimes(.safe, .unsafe, .displayOnly),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: MissingFilesOwnerClassRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.nibOwnerLoads]

    public static let asksWhichFindingsMayBeReported = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        if context.reportsEveryFile { index.willAskForEveryNibsOwnerLoads() }
        var findings: [Diagnostic] = []
        for document in index.documents where document.kind == .xib && context.mayReportFindings(of: document) {
            guard let owner = document.filesOwner else { continue }
            let fileName = document.fileName
            let loaders = index.filesOwnerLoaders(of: document)
            // Made for a finding only (a file the cache trusted unread is read for its lines only then).
            lazy var location = document.location(of: owner)
            let connectionCount = connectionsInvolving(owner, in: document)

            guard let ownerClass = owner.customClass, !ownerClass.isEmpty else {
                // Without connections nothing depends on File's Owner's class: code that uses only the nib's
                // top-level objects may pass any owner, `self` included.
                guard connectionCount > 0 else { continue }
                findings.append(classlessOwner(owner, connectionCount: connectionCount, loaders: loaders,
                                               in: document, context: context))
                continue
            }

            if declaresOwnModule(owner, index: index), index.certainlyDeclaresNoClass(named: ownerClass) {
                findings.append(context.diagnostic(
                    Self.unknownOwnerClass(ownerClass, fileName: fileName), at: location,
                    notes: [Self.noSuchClass(ownerClass), Self.cannotCheckConnections()],
                    related: loaders.instanceLoads.map { RelatedLocation($0.location, Self.loadHere($0, fileName: fileName)) },
                    fix: loaders.soleClass.flatMap { replaceClassFix(owner, with: $0, in: document) }))
                continue
            }

            let unrelated = Dictionary(grouping: loaders.instanceLoads.filter { load in
                index.isClass(load.loadingClass, subclassOf: ownerClass) == false
                    && index.isClass(ownerClass, subclassOf: load.loadingClass) == false
            }, by: \.loadingClass)
            for (loadingClass, loads) in unrelated.sorted(by: { $0.key < $1.key }) {
                // A crash only when an outlet of File's Owner names a key the loading class lacks; otherwise
                // the xib works today and Interface Builder checks its next connection against the wrong class.
                let missing = outletKeysMissing(on: loadingClass, owner: owner, in: document, index: index)
                findings.append(context.diagnostic(
                    Self.unrelatedLoader(loadingClass, ownerClass: ownerClass, kind: loads[0].kind),
                    at: location,
                    notes: Self.unrelatedConsequence(loadingClass, ownerClass: ownerClass, connectionCount: connectionCount)
                        + missing.prefix(1).map { Self.missingKeyCrashes($0, loadingClass: loadingClass, fileName: fileName) },
                    related: loads.map { RelatedLocation($0.location, Self.loadHere($0, fileName: fileName)) }
                        + index.relatedClassLocation(ownerClass, Self.classDeclaredHere(ownerClass)),
                    fix: unrelated.count == 1 ? replaceClassFix(owner, with: loadingClass, in: document) : nil,
                    severity: missing.isEmpty ? .warning : nil))
            }
        }
        return findings
    }

    /// A File's Owner without a class that has connections: a warning (nothing is known to break; the
    /// connections themselves are checked by broken-outlet and broken-action against the loading class).
    private func classlessOwner(_ owner: IBElement, connectionCount: Int, loaders: FilesOwnerLoaders,
                                in document: IBDocument, context: RuleContext) -> Diagnostic {
        let fileName = document.fileName
        var notes: [String] = []
        var fix: Fix? = nil
        let classes = loaders.classes
        if let soleClass = loaders.soleClass {
            notes.append(Self.checkedAgainst(soleClass, fileName: fileName, kind: loaders.instanceLoads[0].kind))
            if let staticLoad = loaders.staticLoads.first {
                notes.append(Self.alsoLoadedStatically(staticLoad.loadingClass))
            }
            fix = setClassFix(owner, to: soleClass, in: document, index: context.index, certain: loaders.ownerClassIsCertain)
        } else {
            if classes.count > 1 {
                notes.append(Self.severalLoaders(classes, fileName: fileName))
            } else if let staticLoad = loaders.staticLoads.first {
                notes.append(Self.onlyLoadedStatically(staticLoad.loadingClass, fileName: fileName))
            } else {
                notes.append(Self.noLoaderFound(fileName))
            }
            notes.append(Self.setClassByHand())
        }
        let related = (loaders.instanceLoads + loaders.staticLoads).map { RelatedLocation($0.location, Self.loadHere($0, fileName: fileName)) }
        return context.diagnostic(Self.classlessOwnerWithConnections(connectionCount, fileName: fileName),
                                  at: document.location(of: owner), notes: notes, related: related, fix: fix,
                                  severity: min(context.severity, .warning))
    }

    // MARK: Helpers

    /// Gives a class-less File's Owner the loading class, written the way Xcode writes it.
    /// Safe only when `certain` (one class loads the nib, from instance code only); otherwise shown, not applied.
    /// None when File's Owner's tag was not located.
    private func setClassFix(_ owner: IBElement, to className: String, in document: IBDocument, index: ProjectIndex,
                             certain: Bool) -> Fix? {
        var attributes: [(name: String, value: String)] = [("customClass", className)]
        var applicability = certain ? Applicability.safe : .displayOnly
        let isObjC = index.projectClasses(named: className).contains { $0.language == .objc }
        if !isObjC {
            if let module = ModuleInference.module(for: document, index: index) {
                attributes += [("customModule", module), ("customModuleProvider", "target")]
            } else {
                // Without the module IB needs to find a Swift class, writing the class alone would not work.
                applicability = .displayOnly
            }
        }
        guard let edit = InterfaceEdits.insertAttributes(attributes, into: owner, after: ["userLabel", "id"], in: document) else {
            return nil
        }
        return Fix(title: "Set File's Owner's class to \(className)", edits: [edit], applicability: applicability)
    }

    /// Replaces File's Owner's class (unsafe: its connections were made against the old class).
    private func replaceClassFix(_ owner: IBElement, with className: String, in document: IBDocument) -> Fix? {
        guard let attribute = owner.attribute("customClass"),
              let edit = InterfaceEdits.setValue(of: attribute, to: className, in: document) else { return nil }
        return Fix(title: "Set File's Owner's class to \(className)", edits: [edit], applicability: .unsafe)
    }

    /// Outlets from File's Owner plus outlets and actions that point at it.
    /// Outlet keys File's Owner's connections set that `className` (its whole known chain) does not have;
    /// empty when the chain leaves the project and the framework catalog (unknown).
    private func outletKeysMissing(on className: String, owner: IBElement, in document: IBDocument, index: ProjectIndex) -> [String] {
        let chains = index.chains(of: className)
        guard !chains.isEmpty, chains.allSatisfy(\.isComplete) else { return [] }
        let known = Set(index.propertyNames(inClass: className, outletsOnly: false))
        let keys = document.connections.filter { $0.source == owner.index && $0.kind == .outlet }.compactMap(\.property)
        return Array(Set(keys.filter { !known.contains($0) && !known.contains(String($0.prefix(1)).lowercased() + $0.dropFirst()) })).sorted()
    }

    private func connectionsInvolving(_ owner: IBElement, in document: IBDocument) -> Int {
        document.connections.filter { $0.source == owner.index || (owner.id != nil && $0.destination == owner.id) }.count
    }

    /// `customModuleProvider="target"`, or a `customModule` the project is known to define.
    private func declaresOwnModule(_ element: IBElement, index: ProjectIndex) -> Bool {
        if element.customModuleProvider == "target" { return true }
        guard let module = element.customModule else { return false }
        return index.projectModules.contains(module)
    }

    // MARK: Messages

    private static func classlessOwnerWithConnections(_ connectionCount: Int, fileName: String) -> String {
        "File's Owner of \(fileName) has \(connectionCount) \(connectionCount == 1 ? "connection" : "connections") but no class, so Interface Builder cannot check \(connectionCount == 1 ? "it" : "them")"
    }

    private static func checkedAgainst(_ className: String, fileName: String, kind: NibOwnerLoad.Kind) -> String {
        kind == .viewController
            ? "\(className) loads \(fileName) as its view, with itself as File's Owner: its connections are checked against it"
            : "\(className) loads \(fileName) with owner: self, so iblint checks the connections against \(className)"
    }

    private static func alsoLoadedStatically(_ className: String) -> String {
        "A static method of \(className) also loads it with owner: self, where self is the class object, not an instance"
    }

    private static func severalLoaders(_ classes: [String], fileName: String) -> String {
        "\(classes.joined(separator: ", ")) all load \(fileName) as its owner, so its connections are not checked"
    }

    private static func onlyLoadedStatically(_ className: String, fileName: String) -> String {
        "Only a static method of \(className) loads \(fileName) with owner: self, where self is the class object: not checked"
    }

    private static func noLoaderFound(_ fileName: String) -> String {
        "iblint found no code that loads \(fileName) with an owner of a known class, so its connections are not checked"
    }

    private static func setClassByHand() -> String {
        "Set File's Owner's class in the Identity inspector to the class that loads the nib"
    }

    private static func unknownOwnerClass(_ ownerClass: String, fileName: String) -> String {
        "File's Owner of \(fileName) is '\(ownerClass)', a class that does not exist in the project"
    }

    private static func noSuchClass(_ ownerClass: String) -> String {
        "File's Owner names the app's own module, and no file of the project declares a class '\(ownerClass)'"
    }

    private static func cannotCheckConnections() -> String {
        "Interface Builder cannot show or check File's Owner's outlets and actions without its class"
    }

    private static func unrelatedLoader(_ loadingClass: String, ownerClass: String, kind: NibOwnerLoad.Kind) -> String {
        kind == .viewController
            ? "File's Owner is \(ownerClass), but \(loadingClass) loads this xib as its view"
            : "File's Owner is \(ownerClass), but \(loadingClass) loads this xib with owner: self"
    }

    private static func unrelatedConsequence(_ loadingClass: String, ownerClass: String, connectionCount: Int) -> [String] {
        if connectionCount == 0 {
            return ["\(loadingClass) and \(ownerClass) are unrelated classes",
                    "File's Owner has no connections yet; any made against \(ownerClass) would go to \(withArticle(loadingClass))"]
        }
        return ["\(loadingClass) and \(ownerClass) are unrelated classes",
                "File's Owner's \(connectionCount) \(connectionCount == 1 ? "connection goes" : "connections go") to \(withArticle(loadingClass)), not to \(withArticle(ownerClass))"]
    }

    private static func missingKeyCrashes(_ key: String, loadingClass: String, fileName: String) -> String {
        "\(loadingClass) has no '\(key)': loading \(fileName) crashes (\"not key value coding-compliant for the key \(key)\")"
    }

    private static func loadHere(_ load: NibOwnerLoad, fileName: String) -> String {
        switch load.kind {
        case .ownerSelf: "\(load.loadingClass) loads \(fileName) with owner: self here"
        case .ownerSelfInStaticContext: "A static method of \(load.loadingClass) loads \(fileName) with owner: self here"
        case .viewController: "\(load.loadingClass) loads \(fileName) as its view here"
        }
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }
}
