import Foundation
import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A xib's File's Owner without a class (or with the wrong one) while code or connections rely on it.
public struct MissingFilesOwnerClassRule: Rule {
    public static let description = RuleDescription(
        id: "missing-files-owner-class",
        name: "Missing or wrong File's Owner class",
        summary: "A xib's File's Owner has connections or is loaded with `owner: self`, but has no class, an unrelated class, or a class that does not exist.",
        rationale: """
            In the File's Owner style of custom view, `FooView` loads `FooView.xib` with \
            `Bundle(for: FooView.self).loadNibNamed("FooView", owner: self)`, and the nib's outlets \
            (`contentView`, labels, buttons) are connected from its **File's Owner** placeholder. For that \
            to work, File's Owner's class (Identity inspector → Custom Class) must be `FooView`:

            * **No class, but connections:** Interface Builder cannot show or check the outlets, every \
            connection is kept only by name, and the next rename silently breaks them.
            * **No class, but code loads the nib with `owner: self`:** the outlets cannot be connected at \
            all, so `contentView` stays `nil` and the first use crashes ("Unexpectedly found nil while \
            implicitly unwrapping an Optional value").
            * **An unrelated class:** the outlets are set on the object passed as owner, which lacks them: \
            "this class is not key value coding-compliant for the key contentView".
            * **A class of the app's own module that does not exist** (renamed or deleted): UIKit logs \
            "Unknown class FooView in Interface Builder file" and uses a plain `NSObject`.

            A nib loaded with `owner: nil` whose File's Owner has no class and no connections (the \
            root-class style, where the root view's class is `FooView`) is correct and never reported.

            **Fix by hand:** select File's Owner, open the Identity inspector and set Class to the class that \
            loads the nib (Module: Inherit From Target).

            **Fix:** when exactly one class loads the nib with `owner: self`, `--fix` sets File's Owner's \
            class to it, with `customModule`/`customModuleProvider="target"` the way Xcode writes them \
            (safe: it is what the rule exists for; the module is taken from the project's other interface \
            files, and without one to copy the fix is only suggested). Replacing an unrelated or vanished \
            class is unsafe (`--unsafe-fixes`): File's Owner's connections were made against the old class.
            """,
        category: .classes,
        defaultSeverity: .error,
        concludesFromAbsence: true,
        fix: .sometimes(.safe, .unsafe),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: MissingFilesOwnerClassRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let loadsByNib = Dictionary(grouping: index.ownerSelfNibLoads, by: \.nibName)
        var findings: [Diagnostic] = []
        for document in index.documents where document.kind == .xib {
            guard let owner = document.filesOwner else { continue }
            let nibName = ProjectIndex.interfaceName(ofPath: document.path)
            let fileName = document.fileName
            // A nib name several xibs share (targets, platforms) cannot be tied to one file.
            let unambiguous = index.documents(named: nibName, kind: .xib).count == 1
            let loads = unambiguous ? (loadsByNib[nibName] ?? []) : []
            let location = document.location(of: owner)
            let loaderRelated = loads.map { RelatedLocation($0.location, Self.loadsWithOwnerSelf($0.loadingClass, fileName: fileName)) }

            guard let ownerClass = owner.customClass, !ownerClass.isEmpty else {
                let connectionCount = connectionsInvolving(owner, in: document)
                let loaders = Array(Set(loads.map(\.loadingClass))).sorted()
                let fix = loaders.count == 1 ? setClassFix(owner, to: loaders[0], in: document, index: index) : nil
                if connectionCount > 0 {
                    findings.append(context.diagnostic(
                        Self.classlessOwnerWithConnections(connectionCount, loaders: loaders),
                        at: location, related: loaderRelated, fix: fix))
                } else if !loaders.isEmpty {
                    findings.append(context.diagnostic(
                        Self.classlessOwnerLoadedBy(loaders, fileName: fileName),
                        at: location, related: loaderRelated, fix: fix))
                }
                continue
            }

            if declaresOwnModule(owner, index: index), index.certainlyDeclaresNoClass(named: ownerClass) {
                let loaders = Array(Set(loads.map(\.loadingClass))).sorted()
                findings.append(context.diagnostic(
                    Self.unknownOwnerClass(ownerClass),
                    at: location, related: loaderRelated,
                    fix: loaders.count == 1 ? replaceClassFix(owner, with: loaders[0], in: document) : nil))
                continue
            }

            let unrelatedLoaders = Set(loads.filter { load in
                index.isClass(load.loadingClass, subclassOf: ownerClass) == false
                    && index.isClass(ownerClass, subclassOf: load.loadingClass) == false
            }.map(\.loadingClass))
            for load in loads {
                let ownerIsAncestor = index.isClass(load.loadingClass, subclassOf: ownerClass)
                let ownerIsDescendant = index.isClass(ownerClass, subclassOf: load.loadingClass)
                guard ownerIsAncestor == false, ownerIsDescendant == false else { continue }
                findings.append(context.diagnostic(
                    Self.unrelatedLoader(load.loadingClass, ownerClass: ownerClass, fileName: fileName),
                    at: location, related: [RelatedLocation(load.location, Self.loads(load.loadingClass, fileName: fileName))]
                        + index.relatedClassLocation(ownerClass, Self.classDeclaredHere(ownerClass)),
                    fix: unrelatedLoaders.count == 1 ? replaceClassFix(owner, with: load.loadingClass, in: document) : nil))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// Gives a class-less File's Owner the loading class, written the way Xcode writes it.
    private func setClassFix(_ owner: IBElement, to className: String, in document: IBDocument, index: ProjectIndex) -> Fix {
        var attributes: [(name: String, value: String)] = [("customClass", className)]
        var applicability = Applicability.safe
        let isObjC = index.projectClasses(named: className).contains { $0.language == .objc }
        if !isObjC {
            if let module = ModuleInference.module(for: document, index: index) {
                attributes += [("customModule", module), ("customModuleProvider", "target")]
            } else {
                // Without the module IB needs to find a Swift class, writing the class alone would not work.
                applicability = .displayOnly
            }
        }
        let edit = InterfaceEdits.insertAttributes(attributes, into: owner, after: ["userLabel", "id"], in: document)
        return Fix(title: "Set File's Owner's class to \(className)", edits: [edit], applicability: applicability)
    }

    /// Replaces File's Owner's class (unsafe: its connections were made against the old class).
    private func replaceClassFix(_ owner: IBElement, with className: String, in document: IBDocument) -> Fix? {
        guard let attribute = owner.attribute("customClass"),
              let edit = InterfaceEdits.setValue(of: attribute, to: className, in: document) else { return nil }
        return Fix(title: "Set File's Owner's class to \(className)", edits: [edit], applicability: .unsafe)
    }

    /// Outlets from File's Owner plus outlets and actions that point at it.
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

    private static func classlessOwnerWithConnections(_ connectionCount: Int, loaders: [String]) -> String {
        "File's Owner has \(connectionCount) \(connectionCount == 1 ? "connection" : "connections") but no class, so Interface Builder cannot check them; \(setClassAdvice(loaders)) in the Identity inspector"
    }

    private static func classlessOwnerLoadedBy(_ loaders: [String], fileName: String) -> String {
        "\(loaders.joined(separator: ", ")) loads \(fileName) with owner: self, but File's Owner has no class, so no outlet can be connected to it; \(setClassAdvice(loaders)) in the Identity inspector"
    }

    /// The class to give File's Owner: the loading class when only one loads the nib.
    private static func setClassAdvice(_ loaders: [String]) -> String {
        loaders.count == 1 ? "set it to \(loaders[0])" : "set it to the class that loads this nib"
    }

    private static func unknownOwnerClass(_ ownerClass: String) -> String {
        "File's Owner's class '\(ownerClass)' is in the app's own module, but no class '\(ownerClass)' exists in the project: UIKit logs \"Unknown class \(ownerClass) in Interface Builder file\" and every outlet of File's Owner breaks"
    }

    private static func unrelatedLoader(_ loadingClass: String, ownerClass: String, fileName: String) -> String {
        "File's Owner is \(ownerClass), but \(loadingClass) loads \(fileName) with owner: self; the two classes are unrelated, so File's Owner's outlets and actions are set on the wrong object; set File's Owner's class to \(loadingClass)"
    }

    private static func loadsWithOwnerSelf(_ loadingClass: String, fileName: String) -> String {
        "\(loadingClass) loads \(fileName) with owner: self here"
    }

    private static func loads(_ loadingClass: String, fileName: String) -> String {
        "\(loadingClass) loads \(fileName) here"
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }
}
