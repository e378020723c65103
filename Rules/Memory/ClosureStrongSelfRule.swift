import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift
import IBLintXML

/// An escaping closure that captures `self` strongly and is kept alive by `self`: a retain cycle.
public struct ClosureStrongSelfRule: Rule {
    public static let description = RuleDescription(
        id: "closure-strong-self",
        name: "Closure retains self through self",
        summary: "An escaping closure captures self strongly and is stored by self or by something self owns: a retain cycle.",
        rationale: """
            A closure that uses `self` keeps `self` alive for as long as the closure lives. When `self` in turn \
            keeps the closure — in one of its properties, or in an object it owns (an outlet, a subview it \
            added, a child view controller, an observer token, a Combine cancellable, a dispose bag) — neither \
            is ever released: a retain cycle. The view controller is never deallocated (`deinit` never runs), \
            every time the screen is shown another copy stays in memory with its views, timers keep firing and \
            notification blocks run for screens that are long gone, sometimes crashing on stale state. The \
            Memory Graph debugger shows the controller still alive after it was dismissed.

            iblint reports a closure only when it sees the whole cycle:

            - the closure is written in an instance method, property observer or `lazy var` initializer of a \
            class (a `struct`/`enum` has no reference cycle through `self`; static code has no instance);
            - it uses `self` explicitly, or captures `[self]`, and captures neither `[weak self]` nor \
            `[unowned self]` (a closure inside a `[weak self]` closure uses that closure's `self` and is not \
            reported);
            - it is kept by `self`: assigned to a stored property (`handler = { … }`, `lazy var x = { … }`); \
            assigned to a property of an object `self` holds (a stored property or outlet, a local `self` \
            adds as a subview or child or stores, the destination of an embed segue in `prepare(for:)`); \
            passed to an initializer of a project class that declares the parameter `@escaping` when \
            `self` then keeps the new object; or the block of an observation whose token `self` keeps \
            (`NotificationCenter.addObserver(forName:object:queue:using:)`, a repeating \
            `Timer.scheduledTimer`, Combine `.sink` stored or `.store(in: &cancellables)`, RxSwift \
            `.subscribe(…).disposed(by: disposeBag)`, KVO `observe(_:options:changeHandler:)`).

            Closures passed to `map`, `forEach`, `UIView.animate`, `DispatchQueue.main.async`, \
            `performBatchUpdates` and other calls whose result `self` does not keep are not reported, nor are \
            closures called immediately, nor closures handed to parameters, singletons or locals that are \
            never stored: those are not cycles.

            **Fix by hand:** capture `self` weakly — `{ [weak self] in self?.reload() }`, or \
            `{ [weak self] in guard let self else { return } … }` — or break the cycle when the owner goes \
            away (invalidate the timer, remove the observer, cancel the subscription). The unsafe fix does the \
            first: it rewrites `self.` to `self?.` when every use of `self` is a statement of its own, and \
            otherwise adds `guard let self else { return }` when the closure returns `Void`; for other closures \
            the guard version is only shown as a suggestion.
            """,
        category: .memory,
        defaultSeverity: .warning,
        fix: .always(.unsafe, .displayOnly),
        tags: ["memory", "leak", "retain-cycle"],
        precision: .high,
        examples: ClosureStrongSelfRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (fileIndex, summary) in context.index.swiftFiles.enumerated()
        where !summary.closures.isEmpty && context.mayReport(summary.file.path) {
            let checker = ClosureRetentionChecker(index: context.index, summary: summary, fileIndex: fileIndex)
            for closureContext in summary.closureContexts {
                guard let cycle = checker.cycle(for: closureContext) else { continue }
                let closure = summary.closures[closureContext.closure]
                let brace = ByteRange(start: closure.range.start, end: min(closure.range.end, closure.range.start + 1))
                findings.append(context.diagnostic(
                    Self.retainCycle(through: cycle.path),
                    at: summary.file.location(brace),
                    notes: ["A retain cycle: self and the closure keep each other alive, so self is never deallocated"],
                    fix: WeakSelfFix.make(closureContext, closure: closure, returnsVoid: cycle.returnsVoid, file: summary.file)))
            }
        }
        return findings
    }

    // MARK: Messages

    private static func retainCycle(through path: [String]) -> String {
        "Closure captures self strongly and self keeps it: \(ownershipPath(path))"
    }

    /// `self → secondInputView → onTap → self`, from the links between the two `self`s.
    private static func ownershipPath(_ path: [String]) -> String {
        (["self"] + path + ["self"]).joined(separator: " → ")
    }
}

/// A retaining path from `self` back to the closure.
struct RetentionCycle {
    /// Between the two `self`s: `["secondInputView", "onTap"]`.
    var path: [String]
    /// `true` when the closure is known to return `Void`.
    var returnsVoid: Bool
}

/// Decides whether a closure literal is stored where `self` keeps it.
struct ClosureRetentionChecker {
    let index: ProjectIndex
    let summary: SwiftFileSummary
    let fileIndex: Int
    /// Whether each type of the file (by position) is a test case, once asked: a file's closures ask it of
    /// the same few types, and each answer walks the class's superclasses (4,381 questions on RxSwift,
    /// a quarter of the rule's time).
    private let testCases = TestCaseAnswers()

    private final class TestCaseAnswers {
        var byType: [Int: Bool] = [:]
    }

    /// Framework properties of views and view controllers that the object owns.
    static let ownedFrameworkProperties: Set<String> = ["view", "contentView", "tableView", "collectionView", "navigationItem"]

    func cycle(for context: SwiftClosureContext) -> RetentionCycle? {
        let closure = summary.closures[context.closure]
        guard let typeIndex = closure.enclosingType, summary.types.indices.contains(typeIndex),
              let className = referenceTypeName(summary.types[typeIndex]) else { return nil }
        // XCTest keeps every test case alive for the whole run: a cycle through one frees nothing sooner.
        if isTestCase(typeIndex: typeIndex, className: className) { return nil }
        guard let cycle = structuralCycle(for: context, className: className, typeIndex: typeIndex) else { return nil }
        // `handler = nil` (or `animator = nil`) somewhere in the class: the cycle is broken by hand.
        if isBrokenByHand(cycle.path, className: className) { return nil }
        return cycle
    }

    private func structuralCycle(for context: SwiftClosureContext, className: String, typeIndex: Int) -> RetentionCycle? {
        let closure = summary.closures[context.closure]
        let type = summary.types[typeIndex]
        // Captures: weak/unowned self never; `[self]` is strong; otherwise an explicit `self` must appear.
        if closure.captures.contains(where: { $0.name == "self" && $0.ownership != .strong }) { return nil }
        if context.insideWeakSelfClosure { return nil }
        let capturesSelfExplicitly = closure.captures.contains { $0.name == "self" && $0.ownership == .strong }
        guard capturesSelfExplicitly || !context.selfUses.isEmpty else { return nil }
        // The surrounding code: an instance method or observer, or a lazy property's initializer.
        if let function = type.functions.filter({ $0.bodyRange?.contains(closure.range) == true }).min(by: { ($0.bodyRange?.length ?? 0) < ($1.bodyRange?.length ?? 0) }),
           function.isStatic { return nil }
        if let property = type.properties.first(where: { property in
            property.observers.contains { $0.bodyRange.contains(closure.range) } || property.initializerRange?.contains(closure.range) == true
        }) {
            if property.isStatic { return nil }
            if let initializer = property.initializerRange, initializer.contains(closure.range) {
                // `lazy var x: () -> Void = { self.… }` (not called).
                guard property.hasModifier("lazy"), !context.isImmediatelyCalled,
                      summary.file.text(initializer).trimmingWhitespace == summary.file.text(closure.range).trimmingWhitespace
                else { return nil }
                return RetentionCycle(path: [property.name], returnsVoid: returnsVoid(context, declaredType: property.typeText))
            }
        }
        guard let scope = summary.codeScopes.filter({ $0.bodyRange.contains(closure.range) }).min(by: { $0.bodyRange.length < $1.bodyRange.length }) else { return nil }
        let function = type.functions.first { $0.bodyRange == scope.bodyRange }
        let resolver = HolderResolver(checker: self, className: className, scope: scope, function: function)

        switch context.site {
        case .assignment(let target):
            let (parts, viaSelf) = Self.strippingSelf(target)
            if parts.count == 1 {
                guard viaSelf || scope.declarationCounts[parts[0]] == nil,
                      let property = storedProperty(parts[0], ofClass: className), !property.hasModifier("weak") else { return nil }
                return RetentionCycle(path: [parts[0]], returnsVoid: returnsVoid(context, declaredType: property.typeText))
            }
            if parts.count == 2, let holder = resolver.holder(parts[0], viaSelf: viaSelf) {
                let memberType = resolver.typeName(of: parts[0], viaSelf: viaSelf).flatMap { storedProperty(parts[1], ofClass: $0)?.typeText }
                return RetentionCycle(path: holder + [parts[1]], returnsVoid: returnsVoid(context, declaredType: memberType))
            }
            // `cell.clearButton.onTap = { … }`: through an object the held one owns — a stored property of
            // its (known, project) class that is strong, or an outlet (a subview, kept by the view hierarchy).
            if parts.count == 3, let holder = resolver.holder(parts[0], viaSelf: viaSelf),
               let holderType = resolver.typeName(of: parts[0], viaSelf: viaSelf),
               let middle = storedProperty(parts[1], ofClass: holderType),
               !middle.hasModifier("weak") || middle.hasAttribute("IBOutlet"),
               let middleType = middle.typeText.flatMap(TypeNames.className(fromDeclaredType:)),
               let member = storedProperty(parts[2], ofClass: middleType), !member.hasModifier("weak") {
                return RetentionCycle(path: holder + [parts[1], parts[2]], returnsVoid: returnsVoid(context, declaredType: member.typeText))
            }
            return nil
        case .argument(let call):
            return cycle(for: call, context: context, resolver: resolver)
        case .other:
            return nil
        }
    }

    private func cycle(for call: SwiftCallSite, context: SwiftClosureContext, resolver: HolderResolver) -> RetentionCycle? {
        guard let name = call.callee.last else { return nil }
        let label = call.closureLabel
        let voidCallback = returnsVoid(context, declaredType: "() -> Void")
        // Combine: `.sink { … }.store(in: &cancellables)` or `cancellable = ….sink { … }`.
        if name == "sink" {
            // A one-shot publisher (a request's `Future`, `Just`) completes and the sink drops its closures.
            guard isLongLivedPublisher(Array(call.callee.dropLast()), resolver: resolver) else { return nil }
            if let store = call.followingCalls.first(where: { $0.name == "store" }),
               let argument = store.arguments.first(where: { $0.label == "in" }), argument.text.hasPrefix("&"),
               let keeper = resolver.storedPropertyPath(String(argument.text.dropFirst()).trimmingWhitespace) {
                return RetentionCycle(path: keeper + ["sink"], returnsVoid: voidCallback)
            }
            return resolver.keeper(of: call.result).map { RetentionCycle(path: $0 + ["sink"], returnsVoid: voidCallback) }
        }
        // RxSwift: `.subscribe(onNext: { … }).disposed(by: disposeBag)`.
        if ["subscribe", "bind", "drive", "emit"].contains(name), call.callee.count > 1 {
            if let disposed = call.followingCalls.first(where: { $0.name == "disposed" }),
               let argument = disposed.arguments.first(where: { $0.label == "by" }),
               let keeper = resolver.storedPropertyPath(argument.text) {
                return RetentionCycle(path: keeper + [name], returnsVoid: voidCallback)
            }
            return resolver.keeper(of: call.result).map { RetentionCycle(path: $0 + [name], returnsVoid: voidCallback) }
        }
        // `NotificationCenter.default.addObserver(forName:object:queue:using:)` kept as a token.
        if name == "addObserver", call.callee.contains(where: { $0.hasPrefix("NotificationCenter") }),
           call.arguments.contains(where: { $0.label == "forName" }), label == "using" || (call.isTrailing && label == nil) {
            return resolver.keeper(of: call.result).map { RetentionCycle(path: $0 + ["observer block"], returnsVoid: voidCallback) }
        }
        // A repeating block timer kept in a property.
        if name == "scheduledTimer" && call.callee.dropLast().last == "Timer" || call.callee == ["Timer"] {
            guard call.arguments.contains(where: { $0.label == "repeats" && $0.text == "true" }),
                  label == "block" || (call.isTrailing && label == nil) else { return nil }
            return resolver.keeper(of: call.result).map { RetentionCycle(path: $0 + ["block"], returnsVoid: voidCallback) }
        }
        // KVO: `observation = object.observe(\.key, options: …) { … }`.
        if name == "observe", call.callee.count > 1, call.arguments.first?.label == nil,
           call.arguments.first?.text.hasPrefix("\\") == true, label == "changeHandler" || (call.isTrailing && label == nil) {
            return resolver.keeper(of: call.result).map { RetentionCycle(path: $0 + ["changeHandler"], returnsVoid: voidCallback) }
        }
        // A method of an object self keeps, declared in the project with the closure parameter escaping:
        // `promoView.configure(onApply: { self.… })` — the method is there to keep the closure.
        if name != "init", call.callee.count >= 2 {
            let (parts, viaSelf) = Self.strippingSelf(Array(call.callee.dropLast()))
            if parts.count == 1, let holder = resolver.holder(parts[0], viaSelf: viaSelf),
               let receiverType = resolver.typeName(of: parts[0], viaSelf: viaSelf),
               let parameter = escapingParameter(ofClass: receiverType, function: name, kind: .function, call: call) {
                return RetentionCycle(path: holder + [label ?? parameter.name],
                                      returnsVoid: returnsVoid(context, declaredType: parameter.typeText))
            }
        }
        // A project class's initializer that keeps the closure: `InputView(onTap: { … })`, then stored.
        let typeName = name == "init" ? call.callee.dropLast().last : name
        if let typeName, let first = typeName.unicodeScalars.first, first.isUppercaseLetter,
           let parameter = escapingParameter(ofClass: typeName, function: "init", kind: .initializer, call: call) {
            return resolver.keeper(of: call.result).map {
                RetentionCycle(path: $0 + [label ?? parameter.name], returnsVoid: returnsVoid(context, declaredType: parameter.typeText))
            }
        }
        return nil
    }

    // MARK: Classes and properties

    /// The class name when `type` is certainly a class (or actor, or an extension of a known class).
    func referenceTypeName(_ type: SwiftTypeDeclaration) -> String? {
        switch type.kind {
        case .class, .actor: return type.qualifiedName
        case .extension:
            let last = DottedName.last(type.name)
            if !index.projectClasses(named: type.name).isEmpty { return type.name }
            if !index.projectClasses(named: last).isEmpty { return last }
            if index.nonClassTypeNames.contains(last) { return nil }
            return FrameworkCatalog.class(named: last) != nil ? last : nil
        default: return nil
        }
    }

    /// A stored instance property of the class or a project superclass (one unambiguous declaration).
    func storedProperty(_ name: String, ofClass className: String) -> SwiftProperty? {
        storedPropertyAndFile(name, ofClass: className)?.property
    }

    /// `storedProperty(_:ofClass:)` with the file that declares it.
    func storedPropertyAndFile(_ name: String, ofClass className: String) -> (property: SwiftProperty, file: SourceFile)? {
        var current: String? = className
        var depth = 0
        while let name0 = current, depth < 16 {
            depth += 1
            let classes = index.projectClasses(named: name0)
            guard classes.count == 1, let projectClass = classes.first, projectClass.language == .swift else { return nil }
            for site in projectClass.swiftSites {
                let matches = site.declaration.properties.filter { $0.name == name }
                if let property = matches.first {
                    return matches.count == 1 && !property.isStatic && !property.isComputed ? (property, site.summary.file) : nil
                }
            }
            current = projectClass.superclassIsUncertain ? nil : projectClass.superclass
        }
        return nil
    }

    /// `tableView` / `collectionView` when the name is a table or collection view that self owns: its own
    /// stored property or outlet of that type, or — for the view handed to a data-source method — the
    /// one self owns, if self owns exactly such one (a data source that owns no table view makes no cycle).
    func ownedListView(_ name: String, className: String, scope: SwiftCodeScope, function: SwiftFunction?) -> String? {
        let listTypes = ["UITableView", "UICollectionView"]
        func isListType(_ text: String?) -> Bool {
            guard let text else { return false }
            let bare = text.filter { !$0.isWhitespace && $0 != "!" && $0 != "?" }
            return listTypes.contains(bare) || listTypes.contains { bare.hasSuffix("." + $0) }
        }
        if scope.declarationCounts[name] == nil {
            if let property = storedProperty(name, ofClass: className), isListType(property.typeText) { return name }
        }
        // A parameter of a data-source or delegate method (`func tableView(_ tableView: UITableView, …)`).
        guard let function, let parameter = function.parameters.first(where: { $0.name == name }), isListType(parameter.typeText) else { return nil }
        let isTable = !parameter.typeText.containsText("CollectionView")
        if index.isClass(className, subclassOf: isTable ? "UITableViewController" : "UICollectionViewController") == true {
            return isTable ? "tableView" : "collectionView"
        }
        // Outlets are weak but the view hierarchy keeps them; other weak properties own nothing.
        let owned = ownedStoredProperties(ofClass: className).filter { property in
            isListType(property.typeText) && (property.typeText ?? "").containsText(isTable ? "TableView" : "CollectionView")
                && (!property.hasModifier("weak") || property.hasAttribute("IBOutlet"))
        }
        return owned.count == 1 ? owned[0].name : nil
    }

    /// Every stored instance property declared by the class itself (one declaration of the class).
    private func ownedStoredProperties(ofClass className: String) -> [SwiftProperty] {
        let classes = index.projectClasses(named: className)
        guard classes.count == 1, let projectClass = classes.first else { return [] }
        var properties: [SwiftProperty] = []
        for site in projectClass.swiftSites {
            properties += site.declaration.properties.filter { !$0.isStatic && !$0.isComputed }
        }
        return properties
    }

    /// The type a stored property without a type annotation is initialized with: `let v = PromoView()`.
    func constructedType(ofStoredProperty name: String, ofClass className: String) -> String? {
        guard let found = storedPropertyAndFile(name, ofClass: className), let range = found.property.initializerRange
        else { return nil }
        let text = found.file.text(range).trimmingWhitespace
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let typeName = String(text[..<open])
        guard let first = typeName.unicodeScalars.first, first.isUppercaseLetter,
              typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return typeName
    }

    /// The parameter the closure is passed to, when every matching initializer or method of the project
    /// class (its declaration and extensions) declares it escaping. A class iblint does not see is unknown.
    private func escapingParameter(ofClass className: String, function functionName: String, kind: SwiftFunctionKind,
                                   call: SwiftCallSite) -> SwiftParameter? {
        let classes = index.projectClasses(named: className)
        guard classes.count == 1, let projectClass = classes.first else { return nil }
        var candidates: [(parameter: SwiftParameter, function: SwiftFunction, site: SwiftTypeSite)] = []
        for site in projectClass.swiftSites {
            for function in site.declaration.functions
            where function.kind == kind && (kind == .initializer || function.name == functionName) && !function.isStatic {
                guard function.parameters.count == call.arguments.count else { continue }
                let labels = zip(function.parameters, call.arguments).map { $0.label == $1.label || ($1.label == nil && call.isTrailing) }
                guard labels.allSatisfy({ $0 }) else { continue }
                candidates.append((function.parameters[call.closureArgument], function, site))
            }
        }
        guard !candidates.isEmpty, candidates.allSatisfy({ Self.isEscaping($0.parameter.typeText) }) else { return nil }
        // Escaping is not stored: the body must keep the closure (a completion called once is not kept).
        guard candidates.allSatisfy({ keepsParameter($0.parameter.name, of: $0.function, in: $0.site.summary, className: className, depth: 0) })
        else { return nil }
        return candidates[0].parameter
    }

    /// Whether `function`'s body keeps its parameter `name`: assigns it to a stored property of the class
    /// (or of an object a stored property holds), appends it to a stored collection, or hands it to another
    /// method of the class that does (followed a few levels). A completion handed to a queue, a network
    /// callback or anything iblint does not see is not known to be kept.
    func keepsParameter(_ name: String, of function: SwiftFunction, in summary: SwiftFileSummary, className: String,
                        depth: Int) -> Bool {
        guard depth <= 3, let body = function.bodyRange,
              let scope = summary.codeScopes.first(where: { $0.bodyRange == body }),
              scope.declarationCounts[name] == 1 else { return false }
        for store in scope.stores where store.name == name {
            let (parts, _) = Self.strippingSelf(store.path)
            switch store.kind {
            case .assigned:
                if parts.count == 1, let property = storedProperty(parts[0], ofClass: className), !property.hasModifier("weak") { return true }
                if parts.count == 2, let holder = storedProperty(parts[0], ofClass: className), !holder.hasModifier("weak") { return true }
            case .appended:
                if parts.count == 1, storedProperty(parts[0], ofClass: className) != nil { return true }
            case .subview, .child:
                break
            }
        }
        // Handed on to a method of the class: `setUp(handler: handler)`, `self.configure(handler)`.
        for call in summary.calls where body.contains(call.nameRange) && (call.receiver.isEmpty || call.receiver == ["self"]) {
            guard let position = call.arguments.firstIndex(where: { $0.text(in: summary.file) == name }) else { continue }
            for site in index.projectClasses(named: className).first?.swiftSites ?? [] {
                for callee in site.declaration.functions where callee.kind == .function && callee.name == call.name
                    && callee.parameters.count == call.arguments.count && callee.bodyRange != body {
                    let labels = zip(callee.parameters, call.arguments).allSatisfy { $0.label == $1.label }
                    if labels, keepsParameter(callee.parameters[position].name, of: callee, in: site.summary,
                                              className: className, depth: depth + 1) { return true }
                }
            }
        }
        return false
    }

    // MARK: Publishers

    /// Combine operators that pass a publisher's lifetime on.
    static let combineOperators: Set<String> = [
        "receive", "map", "compactMap", "filter", "removeDuplicates", "debounce", "throttle", "dropFirst", "drop",
        "eraseToAnyPublisher", "handleEvents", "prepend", "scan", "delay", "share", "autoconnect", "subscribe",
        "flatMap", "switchToLatest", "combineLatest", "merge", "zip", "replaceNil", "replaceError", "catch",
        "mapError", "setFailureType", "assertNoFailure", "print", "breakpoint", "tryMap", "tryFilter", "collect",
        "makeConnectable", "multicast", "measureInterval", "removeDuplicates", "first", "last",
    ]

    /// Whether the publisher a `sink` is chained on lives as long as its owner: a `@Published` property
    /// (`$value`, `model.$value`), a subject, a NotificationCenter, KVO or Timer publisher, or a property
    /// whose declaration or initializer is one of those. A method's result (a request) is not known to be.
    func isLongLivedPublisher(_ path: [String], resolver: HolderResolver) -> Bool {
        let (parts, viaSelf) = Self.strippingSelf(path)
        // Drop the operators at the end of the chain.
        var chain = parts
        while let last = chain.last, last.hasSuffix("()"), Self.combineOperators.contains(String(last.dropLast(2))) {
            chain.removeLast()
            // `first()`/`last()` make a one-shot publisher of any other.
            if last == "first()" || last == "last()" { return false }
        }
        guard let source = chain.last else { return false }
        if source.hasPrefix("$") { return true }
        if source == "publisher()", chain.count >= 2 { return true }  // NotificationCenter.default.publisher(for:), KVO publisher(for:)
        if source == "publish()", chain.dropLast().last == "Timer" { return true }
        if source.hasSuffix("()") { return false }
        // A property: its declaration tells.
        var owner: String? = className(ofPath: Array(chain.dropLast()), viaSelf: viaSelf, resolver: resolver)
        if chain.count == 1 { owner = resolver.className }
        guard let ownerClass = owner, let (property, file) = anyProperty(source, ofClass: ownerClass).map({ ($0.property, $0.file) })
        else { return false }
        if property.hasAttribute("Published") { return false }  // the value, not its publisher
        let declared = (property.typeText ?? "") + " " + propertyCode(property, in: file)
        return ["Subject", "Published<", "Timer.publish", "NotificationCenter", ".publisher(for", "Relay"].contains { declared.containsText($0) }
            || Self.mentionsProjectedValue(declared)
    }

    /// Whether `code` writes a projected value (`$name`): a `$` followed by an ASCII letter or `_`.
    static func mentionsProjectedValue(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        return bytes.indices.dropLast().contains { index in
            guard bytes[index] == UInt8(ascii: "$") else { return false }
            let next = bytes[index + 1]
            return next == UInt8(ascii: "_") || (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
        }
    }

    /// The class of the object a path of stored properties ends at.
    private func className(ofPath path: [String], viaSelf: Bool, resolver: HolderResolver) -> String? {
        guard let first = path.first else { return nil }
        guard var current = resolver.typeName(of: first, viaSelf: viaSelf) else { return nil }
        for name in path.dropFirst() {
            guard let text = anyProperty(name, ofClass: current)?.property.typeText,
                  let next = TypeNames.className(fromDeclaredType: text) else { return nil }
            current = next
        }
        return current
    }

    /// An instance property (stored or computed) of a project class or its project superclasses, or a
    /// property requirement of a project protocol of that name (`var pcrTest: CurrentValueSubject<…> { get }`).
    private func anyProperty(_ name: String, ofClass className: String) -> (property: SwiftProperty, file: SourceFile)? {
        if index.projectClasses(named: className).isEmpty {
            for summary in index.swiftFiles {
                for type in summary.types where type.kind == .protocol && type.name == className {
                    if let property = type.properties.first(where: { $0.name == name && !$0.isStatic }) { return (property, summary.file) }
                }
            }
            return nil
        }
        var current: String? = className
        var depth = 0
        while let type = current, depth < 16 {
            depth += 1
            let classes = index.projectClasses(named: type)
            guard classes.count == 1, let projectClass = classes.first else { return nil }
            for site in projectClass.swiftSites {
                if let property = site.declaration.properties.first(where: { $0.name == name && !$0.isStatic }) { return (property, site.summary.file) }
            }
            current = projectClass.superclassIsUncertain ? nil : projectClass.superclass
        }
        return nil
    }

    /// The initializer or getter code of a property, as written.
    private func propertyCode(_ property: SwiftProperty, in file: SourceFile) -> String {
        [property.initializerRange, property.getterBodyRange].compactMap { $0 }.map { file.text($0) }.joined(separator: " ")
    }

    // MARK: Cycles that do not leak

    /// A test case: a subclass of `XCTestCase` (through the project's classes), or a class in a file that
    /// imports XCTest whose superclass is a `…TestCase` or whose name ends in `Tests`.
    private func isTestCase(typeIndex: Int, className: String) -> Bool {
        if let known = testCases.byType[typeIndex] { return known }
        let answer = isTestCase(className, declaration: summary.types[typeIndex])
        testCases.byType[typeIndex] = answer
        return answer
    }

    func isTestCase(_ className: String, declaration: SwiftTypeDeclaration) -> Bool {
        if index.isClass(className, subclassOf: "XCTestCase") == true { return true }
        guard summary.imports.contains("XCTest") || summary.imports.contains("RxTest") else { return false }
        return declaration.inheritance.first?.hasSuffix("TestCase") == true || className.hasSuffix("Tests")
            || className.hasSuffix("Test")
    }

    /// Whether code of the class (outside `deinit`, which a cycle never lets run) sets the property that
    /// keeps the closure, or the object holding it, to `nil`.
    func isBrokenByHand(_ path: [String], className: String) -> Bool {
        guard let first = path.first else { return false }
        let targets: Set<[String]> = [[first], path.count >= 2 ? Array(path.prefix(2)) : [first]]
        for projectClass in index.projectClasses(named: className) {
            for site in projectClass.swiftSites {
                let bodies = site.declaration.functions.filter { $0.kind != .deinitializer }.compactMap(\.bodyRange)
                    + site.declaration.properties.flatMap { $0.observers.map(\.bodyRange) }
                for scope in site.summary.codeScopes where bodies.contains(scope.bodyRange) {
                    for store in scope.stores where store.kind == .assigned && store.name == "nil" {
                        if targets.contains(Self.strippingSelf(store.path).parts) { return true }
                    }
                }
            }
        }
        return false
    }

    /// `@escaping (…) -> T` or an optional function type (implicitly escaping).
    static func isEscaping(_ typeText: String) -> Bool {
        let text = typeText.trimmingWhitespace
        if text.containsText("@escaping") { return true }
        return text.hasPrefix("(") && (text.hasSuffix(")?") || text.hasSuffix(")!")) && text.containsText("->")
    }

    static func strippingSelf(_ path: [String]) -> (parts: [String], viaSelf: Bool) {
        path.first == "self" ? (Array(path.dropFirst()), true) : (path, false)
    }

    /// Whether the closure is known to return `Void`.
    func returnsVoid(_ context: SwiftClosureContext, declaredType: String?) -> Bool {
        if let written = context.returnType?.trimmingWhitespace { return written == "Void" || written == "()" }
        if let declaredType {
            let compact = declaredType.removingWhitespaceCharacters
            if compact.containsBytes("->Void") || compact.containsBytes("->()") { return !context.returnsValue }
        }
        return context.statementCount >= 2 && !context.returnsValue
    }

    // MARK: Storyboards

    /// In `prepare(for:)`: the only segues from `className`'s scenes that can deliver a `destinationType` are
    /// embed segues (so the destination becomes a child of `self`).
    func isEmbeddedChild(of className: String, destinationType: String) -> Bool {
        guard index.loadFailures.isEmpty else { return false }
        var sawEmbed = false
        for document in index.documents where document.kind == .storyboard {
            for connection in document.connections where connection.kind == .segue {
                guard let sceneClass = sceneControllerClass(containing: connection.element, in: document) else {
                    // A segue whose scene class is unknown might be ours.
                    return false
                }
                guard sceneClass == className || index.isClass(sceneClass, subclassOf: className) != false else { continue }
                let destination = connection.destination.flatMap { document.element(withID: $0) }
                let destinationClass = destination.flatMap { index.className(of: $0, in: document) }
                let delivers = destinationClass.map { $0 == destinationType ? true : index.isClass($0, subclassOf: destinationType) } ?? nil
                if connection.segueKind == "embed" {
                    if delivers == true { sawEmbed = true }
                } else if delivers != false {
                    return false
                }
            }
        }
        return sawEmbed
    }

    private func sceneControllerClass(containing element: Int, in document: IBDocument) -> String? {
        document.sceneController(containing: element).flatMap { index.className(of: $0, in: document) }
    }
}

/// Whether a name in a function denotes something `self` keeps alive, and by which path.
struct HolderResolver {
    let checker: ClosureRetentionChecker
    let className: String
    let scope: SwiftCodeScope
    let function: SwiftFunction?

    /// `cancellables` / `self.cancellables` naming a stored property (not shadowed by a local).
    func storedPropertyPath(_ text: String) -> [String]? {
        let parts = text.split(separator: ".").map { String($0).trimmingWhitespace }
        let (names, viaSelf) = ClosureRetentionChecker.strippingSelf(parts)
        guard names.count == 1, let name = names.first, viaSelf || scope.declarationCounts[name] == nil,
              let property = checker.storedProperty(name, ofClass: className), !property.hasModifier("weak") else { return nil }
        return [name]
    }

    /// The class of a local or stored property, when written: `let v = InputView(…)`, `x as? Child`, `var v: InputView!`.
    func typeName(of name: String, viaSelf: Bool) -> String? {
        if !viaSelf, scope.declarationCounts[name] != nil {
            guard scope.declarationCounts[name] == 1, let binding = scope.bindings.first(where: { $0.name == name }) else { return nil }
            switch binding.value {
            case .cast(_, let type): return type
            case .construction(let path): return path.last == "init" ? path.dropLast().last : path.last
            case .other: return nil
            }
        }
        guard let text = checker.storedProperty(name, ofClass: className)?.typeText
                ?? checker.constructedType(ofStoredProperty: name, ofClass: className) else { return nil }
        let bare = text.filter { !$0.isWhitespace && $0 != "!" && $0 != "?" }
        return bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } && !bare.isEmpty ? bare : nil
    }

    /// The path from `self` to an object named `name` in this scope, if `self` keeps it.
    func holder(_ name: String, viaSelf: Bool) -> [String]? {
        if !viaSelf, let count = scope.declarationCounts[name] {
            guard count == 1, let binding = scope.bindings.first(where: { $0.name == name }) else { return nil }
            if case .cast(let source, _) = binding.value, source.count == 2,
               ["dequeueReusableCell()", "dequeueReusableHeaderFooterView()", "dequeueReusableSupplementaryView()"].contains(source[1]) {
                // A cell the table (or collection) view self owns keeps: self → tableView → cells → cell.
                guard let table = checker.ownedListView(source[0], className: className, scope: scope, function: function) else { return nil }
                return [table, "cells", name]
            }
            if case .cast(let source, let type) = binding.value {
                // `segue.destination as? Child` in `prepare(for:)`, for an embed segue.
                guard let function, function.name == "prepare", function.parameters.first?.label == "for",
                      source == [function.parameters[0].name, "destination"],
                      checker.isEmbeddedChild(of: className, destinationType: type) else { return nil }
                return ["children", "\(name) (embed segue)"]
            }
            return localKeeper(name)
        }
        if let property = checker.storedProperty(name, ofClass: className) {
            if property.hasModifier("weak"), !property.hasAttribute("IBOutlet") { return nil }
            return [name]
        }
        if !viaSelf, ClosureRetentionChecker.ownedFrameworkProperties.contains(name) { return [name] }
        if viaSelf, ClosureRetentionChecker.ownedFrameworkProperties.contains(name) { return [name] }
        return nil
    }

    /// How `self` keeps a local: added as a subview/child of something self owns, assigned to or appended to
    /// a stored property.
    private func localKeeper(_ name: String) -> [String]? {
        for store in scope.stores where store.name == name {
            let (parts, viaSelf) = ClosureRetentionChecker.strippingSelf(store.path)
            switch store.kind {
            case .subview:
                if parts.isEmpty { return ["subviews", name] }
                if parts.count == 1, let holder = ownedObject(parts[0], viaSelf: viaSelf) { return holder + ["subviews", name] }
            case .child:
                if parts.isEmpty { return ["children", name] }
            case .assigned:
                if parts.count == 1, let property = storedPropertyPath((viaSelf ? "self." : "") + parts[0]) { return property }
            case .appended:
                if parts.count == 1, let property = storedPropertyPath((viaSelf ? "self." : "") + parts[0]) { return property + [name] }
            }
        }
        return nil
    }

    /// A stored property (strong, or an outlet) or an owned framework property (`view`).
    private func ownedObject(_ name: String, viaSelf: Bool) -> [String]? {
        if !viaSelf, scope.declarationCounts[name] != nil { return nil }
        if let property = checker.storedProperty(name, ofClass: className) {
            if property.hasModifier("weak"), !property.hasAttribute("IBOutlet") { return nil }
            return [name]
        }
        return ClosureRetentionChecker.ownedFrameworkProperties.contains(name) ? [name] : nil
    }

    /// What keeps the value of an expression alive, when it is `self`.
    func keeper(of use: SwiftExpressionUse) -> [String]? {
        switch use {
        case .assigned(let path):
            let (parts, viaSelf) = ClosureRetentionChecker.strippingSelf(path)
            if parts.count == 1 { return storedPropertyPath((viaSelf ? "self." : "") + parts[0]) }
            if parts.count == 2, let holder = holder(parts[0], viaSelf: viaSelf) { return holder + [parts[1]] }
            return nil
        case .boundToLocal(let name):
            guard scope.declarationCounts[name] == 1 else { return nil }
            return localKeeper(name)
        case .argument(let callee):
            guard let method = callee.last else { return nil }
            let (receiver, viaSelf) = ClosureRetentionChecker.strippingSelf(Array(callee.dropLast()))
            switch method {
            case "append", "insert":
                guard receiver.count == 1 else { return nil }
                return storedPropertyPath((viaSelf ? "self." : "") + receiver[0])
            case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
                if receiver.isEmpty { return ["subviews"] }
                guard receiver.count == 1, let holder = ownedObject(receiver[0], viaSelf: viaSelf) else { return nil }
                return holder + ["subviews"]
            case "addChild":
                return receiver.isEmpty ? ["children"] : nil
            default:
                return nil
            }
        case .other:
            return nil
        }
    }
}
