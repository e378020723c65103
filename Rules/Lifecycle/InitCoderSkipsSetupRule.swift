import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// `init(frame:)` runs a setup method that the path Interface Builder takes (`init?(coder:)`, `awakeFromNib()`) never runs.
public struct InitCoderSkipsSetupRule: Rule {
    public static let description = RuleDescription(
        id: "init-coder-skips-setup",
        name: "init(coder:) skips the setup init(frame:) does",
        summary: "A class Interface Builder creates calls a setup method from `init(frame:)` that neither `init?(coder:)` nor `awakeFromNib()` calls, so the copy from the storyboard or xib is never set up.",
        rationale: """
            A view created in code goes through `init(frame:)`; the same view placed in a storyboard or xib \
            is decoded through `init?(coder:)` and then receives `awakeFromNib()`. A custom view that builds \
            its subviews, gesture recognizers or layer styling in a method called only from `init(frame:)`

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUpViews()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

            works in code and shows up empty (no subviews, no border, buttons that do nothing) when used in \
            Interface Builder. Nothing crashes, so the bug survives until someone drags the view into a \
            storyboard.

            iblint reports the class's `init?(coder:)` when an interface file creates the class (or a subclass \
            that inherits this `init?(coder:)`), and `init(frame:)` calls a method of the class (or of its \
            project superclasses) that is not called, directly or through up to three levels of the class's \
            own methods, from `init?(coder:)`, `awakeFromNib()` or any other `override` method UIKit calls \
            (`layoutSubviews()`, `didMoveToWindow()`, `viewDidLoad()`…). A method that is merely mentioned \
            there (`perform(#selector(setUp))`) counts as called.

            **Not reported:** `super.init(frame:)`, framework methods (`addSubview`, `layoutIfNeeded`), \
            `override` methods (UIKit calls them on both paths), calls inside closures, classes without an \
            `init?(coder:)` of their own and without a project superclass providing one (Swift requires \
            `init?(coder:)` as soon as a `UIView` subclass declares `init(frame:)`, so one missing means \
            iblint did not see it), initializers that trap (that is `fatal-init-coder`), an `init?(coder:)` \
            that delegates to `self.init(frame:)`, and classes no interface file creates.

            **Fix by hand:** call the setup method from `init?(coder:)` after `super.init(coder: coder)` \
            (or from `awakeFromNib()`); the usual shape is one `commonInit()` both initializers call. \
            iblint's fix inserts the calls right after `super.init(coder:)`; it is unsafe because it moves \
            work that used to run only for code-created views into the decoding path, before outlets are \
            connected.
            """,
        category: .lifecycle,
        defaultSeverity: .warning,
        fix: .always(.unsafe),
        tags: ["correctness", "interface-builder", "swift"],
        precision: .high,
        examples: InitCoderSkipsSetupRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.interfaceInstantiatedObjects]

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for (className, uses) in index.interfaceInstantiatedObjects.sorted(by: { $0.key < $1.key }) {
            guard let (provider, coderInit, path) = index.coderInitProvider(of: className),
                  provider.isFullyUnderstood, let coderFacts = coderInit.function.bodyFacts,
                  coderFacts.traps.isEmpty,
                  !coderFacts.calls.contains(where: { $0.name == "init" && $0.receiver == .explicitSelf }) else { continue }
            let key = "\(coderInit.summary.file.path)#\(coderInit.function.nameRange.start)"
            guard !reported.contains(key) else { continue }

            let providerFunctions = index.swiftFunctions(of: provider)
            guard let frameInit = providerFunctions.first(where: { $0.isFrameInit && $0.inClassDeclaration }),
                  let frameFacts = frameInit.function.bodyFacts else { continue }
            // Methods of the class and its project superclasses; every class of the chain must be understood.
            var chainClasses = path
            var current = provider
            while let superclass = current.superclass, let next = index.uniqueSwiftClass(named: superclass),
                  !chainClasses.contains(where: { $0.name == next.name }) {
                chainClasses.append(next)
                current = next
            }
            guard chainClasses.allSatisfy(\.isFullyUnderstood) else { continue }
            let functions = chainClasses.flatMap { index.swiftFunctions(of: $0) }
            let setupMethods = Dictionary(grouping: functions.filter {
                $0.function.kind == .function && !$0.function.isStatic && !$0.function.modifiers.contains("override")
            }, by: \.function.name)

            let roots = [coderInit] + functions.filter {
                $0.isAwakeFromNib || ($0.function.kind == .function && $0.function.modifiers.contains("override"))
            }
            let reached = index.methodsReachable(from: roots, within: functions)
            var missing: [SwiftCallFact] = []
            for call in frameFacts.calls where !call.isInClosure && (call.receiver == .implicitSelf || call.receiver == .explicitSelf) {
                guard setupMethods[call.name] != nil, !reached.contains(call.name),
                      !missing.contains(where: { $0.name == call.name }) else { continue }
                missing.append(call)
            }
            guard !missing.isEmpty else { continue }
            reported.insert(key)

            let file = coderInit.summary.file
            let inheritedBy = path.first.map(\.name).flatMap { $0 == provider.name ? nil : $0 }
            let fileNames = Array(Set(uses.map(\.fileName))).sorted().joined(separator: ", ")
            let related = missing.map { RelatedLocation(frameInit.summary.file.location($0.range), Self.frameInitCallsHere($0.name)) }
                + uses.prefix(3).map { RelatedLocation($0.location, Self.createsHere($0.fileName, className: className)) }
            let fix = insertCallsFix(missing, into: coderInit, frameFile: frameInit.summary.file)
            diagnostics.append(context.diagnostic(
                Self.setupSkipped(missing.map(\.name), provider: provider.name),
                at: file.location(coderInit.function.nameRange),
                notes: [Self.neverRuns(missing.count, provider: provider.name, inheritedBy: inheritedBy, files: fileNames)]
                    + (fix == nil ? [Self.callAfterSuperInit(missing.count)] : []),
                related: related, fix: fix))
        }
        return diagnostics
    }

    // MARK: Helpers

    /// Inserts the missing calls (as written in `init(frame:)`) on their own lines right after
    /// `super.init(coder:)`. Only calls without arguments: arguments may name locals of `init(frame:)`.
    private func insertCallsFix(_ calls: [SwiftCallFact], into coderInit: ClassFunction, frameFile: SourceFile) -> Fix? {
        guard calls.allSatisfy(\.argumentLabels.isEmpty),
              let superInit = coderInit.function.bodyFacts?.calls.first(where: {
                  $0.name == "init" && $0.receiver == .superclass && !$0.isInClosure
              }) else { return nil }
        let file = coderInit.summary.file
        let bytes = file.bytes
        let indent = file.indentation(ofLineAt: superInit.range.start)
        // `super.init(coder:)` must start its line and end it, so the new lines land between statements.
        guard file.offset(ofLine: file.line(ofByte: superInit.range.start)) + indent.utf8.count == superInit.range.start else { return nil }
        var after = superInit.range.end
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r") else { return nil }
        let newLine = file.lineEnding(ofLineAt: superInit.range.end)
        let text = calls.map { newLine + indent + frameFile.text($0.range) }.joined()
        return Fix(title: "Call \(calls.map { "\($0.name)()" }.joined(separator: ", ")) from init?(coder:)",
                   edits: [Edit(in: file, range: ByteRange(start: superInit.range.end, end: superInit.range.end), replacement: text)],
                   applicability: .unsafe)
    }

    // MARK: Messages

    /// `inheritedBy`: the class the interface files create, when it inherits the initializer from `provider`.
    private static func setupSkipped(_ methods: [String], provider: String) -> String {
        "\(provider)'s init(frame:) calls \(callList(methods)), but neither init?(coder:) nor awakeFromNib() does"
    }

    private static func neverRuns(_ count: Int, provider: String, inheritedBy: String?, files: String) -> String {
        let created = created(provider: provider, inheritedBy: inheritedBy)
        return "\(created.prefix(1).uppercased() + created.dropFirst()) created from \(files) never runs \(count == 1 ? "it" : "them")"
    }

    private static func callAfterSuperInit(_ count: Int) -> String {
        "Call \(count == 1 ? "it" : "them") after super.init(coder: coder)"
    }

    private static func frameInitCallsHere(_ method: String) -> String {
        "init(frame:) calls \(method)() here"
    }

    private static func createsHere(_ fileName: String, className: String) -> String {
        "\(fileName) creates \(withArticle(className)) here"
    }

    /// `setUp()`, `setUp() and style()`, `a(), b() and c()`.
    private static func callList(_ methods: [String]) -> String {
        let calls = methods.map { "\($0)()" }
        return calls.count == 1 ? calls[0] : calls.dropLast().joined(separator: ", ") + " and " + calls.last!
    }

    private static func created(provider: String, inheritedBy: String?) -> String {
        inheritedBy.map { "\(withArticle($0)) (which inherits this initializer)" } ?? withArticle(provider)
    }
}
