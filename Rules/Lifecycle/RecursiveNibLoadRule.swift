import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// A class that loads a nib from its decoding path while that nib's root view is the same class.
public struct RecursiveNibLoadRule: Rule {
    public static let description = RuleDescription(
        id: "recursive-nib-load",
        name: "Nib loads itself forever",
        summary: "A class loads nib N from `init?(coder:)` or `awakeFromNib()` (directly or through its own helper methods), and N's root view has that same class, so every load creates another instance that loads N again.",
        rationale: """
            The File's Owner style of reusable view loads its xib from its initializers:

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self)
                    addSubview(contentView)
                }

            In that style the xib's **File's Owner** is `RatingView` and the root view is a plain `UIView`. \
            A very common slip is to *also* set the root view's Custom Class to `RatingView`. Loading the nib \
            then decodes a `RatingView`, whose `init?(coder:)` loads the nib, which decodes a `RatingView`… \
            The app freezes and dies with `EXC_BAD_ACCESS` in a stack of thousands of \
            `-[UINib instantiateWithOwner:options:]` frames, and Interface Builder's designable agent crashes \
            the same way.

            iblint reports the root view when the nib is loaded (with `loadNibNamed(_:owner:options:)` or \
            `UINib(nibName:bundle:).instantiate(withOwner:)`, whatever the owner) from the class's \
            `init?(coder:)` or `awakeFromNib()`, or from a method of the class those call (up to three \
            levels, e.g. `commonInit()` → `loadFromNib()`).

            **Not reported:** a load only from `init(frame:)` or other code the nib's own decoding does not \
            run (the nib's copy is decoded with `init?(coder:)`, which then does not load again: one extra \
            nested view, no recursion); nib names shared by several xibs iblint cannot tell apart are each \
            checked on their own; root views of another module's class.

            **Fix by hand:** in the xib select the root view, clear its Custom Class (back to `UIView`), \
            select **File's Owner** and set its class to the view class instead; reconnect the outlets from \
            File's Owner. Or use the root-class style: keep the root view's class, load the nib with \
            `owner: nil` from a static factory method, and do not load it from the initializers.
            """,
        category: .lifecycle,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder", "swift"],
        precision: .high,
        examples: RecursiveNibLoadRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        for summary in index.swiftFiles {
            for call in summary.interfaceCalls where call.api == .loadNibNamed || (call.api == .nibInit && call.ownerArgument != nil) {
                guard !call.inStaticContext,
                      let className = call.resolvedForClass ?? index.className(enclosing: call.enclosingType, in: summary),
                      let projectClass = index.uniqueSwiftClass(named: className),
                      let route = decodingRoute(to: call, in: projectClass, index: index) else { continue }
                for document in index.documents(named: call.literal, kind: .xib) {
                    for root in document.topLevelObjects where index.mayResolveInProject(root) {
                        guard let rootClass = root.customClass, Self.lastComponent(rootClass) == projectClass.name,
                              index.uniqueSwiftClass(named: rootClass)?.place == projectClass.place else { continue }
                        let key = "\(document.path)#\(root.index)"
                        guard reported.insert(key).inserted else { continue }
                        let fileName = document.fileName
                        diagnostics.append(context.diagnostic(
                            Self.recursiveLoad(fileName, className: projectClass.name),
                            at: document.location(of: root),
                            notes: [Self.loadsFrom(fileName, className: projectClass.name, route: route),
                                    Self.forever(className: projectClass.name), Self.makeFilesOwner(projectClass.name)],
                            related: [RelatedLocation(summary.file.location(call.range), Self.loadsHere(projectClass.name, fileName: fileName))]
                                + [RelatedLocation(projectClass.location, Self.classDeclaredHere(projectClass.name))]))
                    }
                }
            }
        }
        return diagnostics
    }

    // MARK: Helpers

    /// How the nib's own decoding of the class reaches `call`: "init?(coder:)", "awakeFromNib()",
    /// "commonInit(), which init?(coder:) calls"; `nil` when it does not (as far as iblint sees).
    private func decodingRoute(to call: SwiftInterfaceCall, in projectClass: ProjectClass, index: ProjectIndex) -> String? {
        guard let function = call.enclosingFunction else { return nil }
        if function == "init" { return call.enclosingFunctionLabels == ["coder"] ? "init?(coder:)" : nil }
        if function == "awakeFromNib" { return "awakeFromNib()" }
        let functions = index.swiftFunctions(of: projectClass)
        let roots: [(String, [ClassFunction])] = [
            ("init?(coder:)", functions.filter(\.isCoderInit)),
            ("awakeFromNib()", functions.filter(\.isAwakeFromNib)),
        ]
        for (name, rootFunctions) in roots where !rootFunctions.isEmpty {
            if index.methodsReachable(from: rootFunctions, within: functions).contains(function) {
                return Self.route(function, calledFrom: name)
            }
        }
        return nil
    }

    /// `Module.Name` → `Name`.
    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    // MARK: Messages

    private static func recursiveLoad(_ fileName: String, className: String) -> String {
        "\(fileName) loads itself forever: its root view is \(withArticle(className)), which loads the nib"
    }

    private static func loadsFrom(_ fileName: String, className: String, route: String) -> String {
        "\(className) loads \(fileName) from \(route)"
    }

    private static func forever(className: String) -> String {
        "Decoding the root view loads the nib again, which decodes another \(className), forever"
    }

    private static func makeFilesOwner(_ className: String) -> String {
        "Clear the root view's Custom Class and make File's Owner \(className) instead"
    }

    private static func loadsHere(_ className: String, fileName: String) -> String {
        "\(className) loads \(fileName) here"
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }

    /// A route through a method the decoding initializer or `awakeFromNib()` calls.
    private static func route(_ function: String, calledFrom root: String) -> String {
        "\(function)(), which \(root) calls"
    }
}
