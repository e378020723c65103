import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// A class an interface file creates whose `init?(coder:)` traps.
public struct FatalInitCoderRule: Rule {
    public static let description = RuleDescription(
        id: "fatal-init-coder",
        name: "Trapping init(coder:) on a class Interface Builder creates",
        summary: "A class that a storyboard or xib creates has an `init?(coder:)` that calls `fatalError` or `preconditionFailure`, so loading the file crashes.",
        rationale: """
            Every object a storyboard or xib contains is created by decoding it: UIKit calls \
            `init?(coder:)` on the object's class. Xcode's fix-it for "'required' initializer \
            'init(coder:)' must be provided by subclass of 'UIView'" inserts

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

            which is fine for a view or controller that is only ever created in code. The moment the class \
            is used in Interface Builder (as the custom class of a view, a cell or a scene), loading that \
            file crashes:

                Fatal error: init(coder:) has not been implemented

            iblint reports the trap when it runs unconditionally (a top-level statement of the initializer, \
            with no `return` before it) and an interface file creates an object of the class, or of a \
            subclass that inherits this `init?(coder:)` without declaring its own.

            **Not reported:**

            * classes no interface file uses;
            * classes used only as **File's Owner** or another placeholder: the loading code passes that \
            object in (`loadNibNamed(_:owner:)`), the nib never creates it, so its `init?(coder:)` never runs;
            * classes that also declare an initializer taking the coder among other arguments, first or \
            later (`init?(coder: NSCoder, viewModel: ViewModel)`, `init?(settings: Settings, coder: NSCoder)`): \
            storyboards used with `instantiateViewController(identifier:creator:)`, \
            `instantiateInitialViewController { coder in … }` or `@IBSegueAction` call that one, and the plain \
            `init?(coder:)` trapping is the intended pattern there;
            * a trap behind a condition (`guard … else { fatalError() }`), and classes iblint did not fully \
            understand or cannot tell apart (two classes with the same name).

            **Fix by hand:** implement the initializer, calling `super.init(coder: coder)` after giving every \
            stored property a value, and run the same setup `init(frame:)` runs; or stop using the class in \
            Interface Builder.
            """,
        category: .lifecycle,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder", "swift"],
        precision: .high,
        examples: FatalInitCoderRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.interfaceInstantiatedObjects]

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        struct Finding {
            var trap: SwiftTrapFact
            var initializer: ClassFunction
            var providerName: String
            var usedClasses: [String]
            var uses: [InterfaceUse]
        }
        var findings: [String: Finding] = [:]  // keyed by trap location
        var order: [String] = []
        for (className, uses) in index.interfaceInstantiatedObjects.sorted(by: { $0.key < $1.key }) {
            guard let (provider, initializer, path) = index.coderInitProvider(of: className),
                  let trap = initializer.function.bodyFacts?.traps.first(where: \.isUnconditional) else { continue }
            // `init?(coder:viewModel:)` or `init?(settings:coder:)` anywhere between the class and the provider:
            // the storyboard is meant to be used with a creator block, which calls that initializer instead.
            if path.contains(where: { index.swiftFunctions(of: $0).contains(where: \.isCustomCoderInit) }) { continue }
            let key = "\(initializer.summary.file.path)#\(trap.range.start)"
            let usedName = path.first?.name ?? className
            if findings[key] == nil {
                order.append(key)
                findings[key] = Finding(trap: trap, initializer: initializer, providerName: provider.name, usedClasses: [], uses: [])
            }
            if !(findings[key]!.usedClasses.contains(usedName)) { findings[key]!.usedClasses.append(usedName) }
            findings[key]!.uses += uses
        }
        return order.compactMap { findings[$0] }.map { finding in
            let file = finding.initializer.summary.file
            let files = Array(Set(finding.uses.map(\.fileName))).sorted()
            let inherited = finding.usedClasses.filter { $0 != finding.providerName }
            let message = inherited.isEmpty
                ? Self.coderInitTraps(finding.providerName, trap: finding.trap.name, files: files)
                : Self.inheritedCoderInitTraps(finding.providerName, trap: finding.trap.name, inheritors: inherited, files: files)
            let related = finding.uses.prefix(5).map { use in
                RelatedLocation(use.location, Self.createsHere(use.fileName, className: use.element.customClass ?? finding.providerName))
            }
            return context.diagnostic(
                message,
                at: file.location(finding.trap.range),
                notes: [Self.loadingCrashes(files: files), Self.implementCoderInit],
                related: Array(related))
        }
    }

    // MARK: Messages

    private static func coderInitTraps(_ provider: String, trap: String, files: [String]) -> String {
        "\(provider)'s init?(coder:) calls \(trap), but \(interfaceFiles(files)) \(files.count == 1 ? "creates" : "create") one"
    }

    private static func inheritedCoderInitTraps(_ provider: String, trap: String, inheritors: [String], files: [String]) -> String {
        let created = inheritors.count == 1 ? withArticle(inheritors[0]) : "its subclasses \(list(inheritors))"
        return "\(provider)'s init?(coder:) calls \(trap), and \(interfaceFiles(files)) \(files.count == 1 ? "creates" : "create") \(created), which \(inheritors.count == 1 ? "inherits" : "inherit") it"
    }

    private static func loadingCrashes(files: [String]) -> String {
        "\(list(files)) \(files.count == 1 ? "decodes" : "decode") it with init?(coder:), so loading \(files.count == 1 ? "it" : "them") crashes"
    }

    private static let implementCoderInit = "Implement init?(coder:) with super.init(coder: coder)"

    /// The file's name, or "3 interface files" (the notes and related locations name them).
    private static func interfaceFiles(_ files: [String]) -> String {
        files.count == 1 ? files[0] : "\(files.count) interface files"
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    private static func createsHere(_ fileName: String, className: String) -> String {
        "\(fileName) creates \(withArticle(className)) here"
    }
}
