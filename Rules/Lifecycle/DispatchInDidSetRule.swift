import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift

/// `DispatchQueue.<queue>.async/asyncAfter/sync` inside a `didSet`/`willSet` observer.
public struct DispatchInDidSetRule: Rule {
    public static let description = RuleDescription(
        id: "dispatch-in-didset",
        name: "Dispatch in property observer",
        summary: "A property observer (didSet/willSet) dispatches its work to a queue instead of doing it.",
        rationale: """
            A `didSet` that wraps its body in `DispatchQueue.main.async { … }` (or `asyncAfter`, or a \
            background queue) hides the order of updates behind a run-loop hop: code that sets the property \
            and then reads the view sees the old state, two quick sets can run their updates in any order \
            relative to other queued work, and the deferred block keeps the object alive until it runs. It is \
            usually added to paper over a crash: for an `@IBInspectable` property, Interface Builder sets the \
            value while the nib is being decoded, before the outlets are connected, so `titleLabel.text = …` \
            in `didSet` crashes with "Unexpectedly found nil while implicitly unwrapping an Optional value" — \
            and deferring it "fixes" the crash by accident.

            `DispatchQueue.main.sync` in an observer is worse: properties of views and view controllers are \
            set on the main thread, and `main.sync` called from the main thread waits for the main queue to \
            finish the very block that is waiting — the app deadlocks (on iOS, a `EXC_BREAKPOINT` in \
            `_dispatch_sync_f_slow` / "dispatch_sync called on queue already owned by current thread"). \
            Those findings are errors unless the rule's severity is configured.

            **Not reported:** a dispatch inside a closure the observer hands to another call, such as the \
            completion of a request (`didSet { api.load(id) { result in DispatchQueue.main.async { … } } }`), \
            a handler it stores, or the block of another dispatch. That closure runs later, on whichever \
            queue calls it back, and hopping back to the main queue there is required, not a smell. Closures \
            the observer runs before it returns (`forEach`, `map`, `UIView.performWithoutAnimation`, a closure \
            called on the spot) count as the observer's own code. Setters of computed properties are not \
            observers and are not checked.

            **Fix by hand:** do the work directly in `didSet`. For `@IBInspectable` properties and outlets, \
            use optional chaining (`titleLabel?.text = title`) and apply the value again in `awakeFromNib` \
            (or `viewDidLoad`), when the outlets are connected. If the property really can be set from a \
            background thread, dispatch at the call site, not in the observer.

            The fix unwraps `didSet { DispatchQueue.main.async { BODY } }` to `didSet { BODY }` when the \
            dispatch is the observer's only statement and the block has no capture list or parameters; the \
            work then runs at the moment of the set instead of after whatever the main queue had waiting. \
            That changes the order of effects, so it is never a safe fix. It is an unsafe fix (applied with \
            `--fix --unsafe-fixes`) only when the block touches nothing but the observed property (and \
            `oldValue`), the class's outlets, its own locals and plain values (`UIColor.red`, `CGSize(…)`): \
            then all that changes is that the outlets show the new value at once. When the block calls \
            methods, reads other properties or reaches other objects, their effects may rely on running \
            after the work the hop let go first, and the unwrapped version is only shown as a suggestion \
            (`--fix` never applies it). The same holds for `@IBInspectable` properties: applied blindly, the \
            unwrapped version would bring back the nil-outlet crash — switch to optional chaining and \
            `awakeFromNib` as above.
            """,
        category: .lifecycle,
        defaultSeverity: .warning,
        fix: .sometimes(.unsafe, .displayOnly),
        tags: ["correctness", "concurrency", "interface-builder"],
        precision: .high,
        examples: DispatchInDidSetRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for summary in context.index.swiftFiles where !summary.dispatchCalls.isEmpty && context.mayReport(summary.file.path) {
            for (typeIndex, type) in summary.types.enumerated() {
                for property in type.properties {
                    for observer in property.observers {
                        for call in summary.dispatchCalls where observer.bodyRange.contains(call.range)
                            && runsDuringObserver(call, observer: observer, summary: summary) {
                            let owner = context.index.className(enclosing: typeIndex, in: summary)
                            findings.append(finding(call, observer: observer, property: property, owner: owner, summary: summary, context))
                        }
                    }
                }
            }
        }
        return findings
    }

    // MARK: Helpers

    /// Whether the dispatch is part of what the observer itself does: written in its body, or in a closure
    /// the observer runs before it returns. Inside a completion handler, a stored handler, another dispatch's
    /// block or a closure iblint cannot place, the dispatch runs later, on whichever queue calls back, where
    /// the hop (back to the main queue) is needed.
    private func runsDuringObserver(_ call: SwiftDispatchCall, observer: SwiftObserver, summary: SwiftFileSummary) -> Bool {
        for (closureIndex, closure) in summary.closures.enumerated()
        where observer.bodyRange.contains(closure.range) && closure.range.contains(call.range) {
            guard let closureContext = summary.closureContexts.first(where: { $0.closure == closureIndex }) else { return false }
            if closureContext.isImmediatelyCalled { continue }
            guard case .argument(let site) = closureContext.site, Self.runsClosureAtOnce(site) else { return false }
        }
        return true
    }

    /// Calls that run their closure argument before they return: the standard library's sequence
    /// algorithms, `UIView.performWithoutAnimation`, the `animations:` block of `UIView.animate`/`transition`.
    private static func runsClosureAtOnce(_ site: SwiftCallSite) -> Bool {
        guard let method = site.callee.last else { return false }
        if ["animate", "transition"].contains(method) { return site.closureLabel == "animations" }
        return synchronousClosureCallers.contains(method)
    }

    private static let synchronousClosureCallers: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "contains", "first",
        "firstIndex", "last", "lastIndex", "allSatisfy", "min", "max", "partition", "removeAll",
        "performWithoutAnimation", "autoreleasepool", "withExtendedLifetime",
    ]

    private func finding(_ call: SwiftDispatchCall, observer: SwiftObserver, property: SwiftProperty, owner: String?,
                         summary: SwiftFileSummary, _ context: RuleContext) -> Diagnostic {
        let file = summary.file
        let location = file.location(call.receiverRange)
        // `if Thread.isMainThread { … } else { DispatchQueue.main.sync { … } }` does not deadlock on the main thread.
        let checksMainThread = file.text(observer.bodyRange).containsText("isMainThread")
        if call.method == .sync, call.queue == "main", !checksMainThread {
            let severity: Severity? = context.severity == Self.description.defaultSeverity ? .error : nil
            return context.diagnostic(
                Self.deadlock(call, observer: observer.kind.rawValue, property: property.name),
                at: location, notes: [Self.mainQueueWaitsForItself, Self.doTheWorkDirectly], severity: severity)
        }
        let isInspectable = property.hasAttribute("IBInspectable")
        let message = call.method == .sync
            ? Self.blocksSetter(call, observer: observer.kind.rawValue, property: property.name)
            : Self.defersWork(call, observer: observer.kind.rawValue, property: property.name)
        var notes = [call.method == .sync ? Self.waitsForQueue : Self.hidesUpdateOrder]
        var fix = unwrapFix(call, observer: observer, summary: summary)
        // Unwrapped, an inspectable's update runs while Interface Builder decodes the view, before its
        // outlets are connected: the crash the dispatch was hiding. And a block that does more than show
        // the new value in outlets may rely on running after what the hop let go first. Only a suggestion there.
        if let closure = call.closure, fix != nil,
           isInspectable || !touchesOnlyObservedValueAndOutlets(closure, property: property, owner: owner,
                                                                summary: summary, index: context.index) {
            fix?.applicability = .displayOnly
        }
        if isInspectable {
            notes += [Self.setBeforeOutlets(property.name), Self.updateInAwakeFromNib]
        } else if fix == nil {
            notes.append(Self.updateDirectly(in: observer.kind.rawValue))
        }
        return context.diagnostic(message, at: location, notes: notes, fix: fix)
    }

    /// Whether the deferred block reads and writes nothing but the observed property (and `oldValue`), the
    /// class's outlets, its own locals and plain values (literals, `UIColor.red`, `CGSize(…)`, implicit
    /// members): running it at once then only makes the outlets show the new value sooner. A method call on
    /// `self`, another property, `self` handed on, a type's static method or singleton, or a nested closure
    /// may all depend on the order the hop gave them.
    private func touchesOnlyObservedValueAndOutlets(_ closure: ByteRange, property: SwiftProperty, owner: String?,
                                                    summary: SwiftFileSummary, index: ProjectIndex) -> Bool {
        if summary.closures.contains(where: { $0.range != closure && closure.contains($0.range) }) { return false }
        let tokens = SwiftLexer.tokenize(Array(summary.file.bytes[closure.start..<closure.end])).withoutComments()
        guard tokens.count >= 2 else { return false }
        var locals: Set<String> = ["oldValue"]
        var outlets: [String: Bool] = [:]
        func isObservedOrOutlet(_ name: String) -> Bool {
            if name == property.name { return true }
            if let known = outlets[name] { return known }
            var isOutlet = false
            if let owner, case .found(let member?) = index.lookupProperty(name, inClass: owner) {
                isOutlet = member.isOutlet || member.isOutletCollection
            }
            outlets[name] = isOutlet
            return isOutlet
        }
        let body = tokens.dropFirst().dropLast()
        for k in body.indices {
            let token = tokens[k], previous = tokens[k - 1], next = tokens[k + 1]
            // An argument label, keywords included: `setTitle(title, for: .normal)`.
            if token.kind == .identifier || token.kind == .keyword, next.is(.colon), previous.is(.leftParen) || previous.is(.comma) { continue }
            switch token.kind {
            case .keyword:
                switch token.word {
                case .`self`:
                    // `self.name` is checked at `name`; `self` on its own hands the whole object on.
                    guard next.is(.dot) else { return false }
                case .let, .var, .for:
                    // `let name`, `if let name`, `for name in`; patterns (`let (a, b)`, `case let .x(y)`) are not followed.
                    guard next.kind == .identifier else { return false }
                    locals.insert(tokens.text(next))
                case .super, .selfType:
                    return false
                default:
                    continue
                }
            case .identifier:
                if previous.is(.dot) {
                    // `self.name`: a member of the class. Any other `.name` is a member of a value already
                    // checked (`titleLabel.text`, `order?.status`) or an implicit member (`.red`).
                    if k >= 2, tokens[k - 2].is(.`self`), !isObservedOrOutlet(tokens.text(token)) { return false }
                    continue
                }
                let name = tokens.text(token)
                if locals.contains(name) || isObservedOrOutlet(name) { continue }
                if name.first?.isUppercase == true {
                    // A type annotation or cast: `let title: String`, `as? UILabel`.
                    if previous.is(.colon) || previous.is(.as) || previous.is(.is) || previous.is(.arrow)
                        || (k >= 2 && (previous.is(.question) || previous.is(.exclamation)) && tokens[k - 2].is(.as)) { continue }
                    // A value of a type: `CGSize(width: 1, height: 1)`, `UIColor.red`. A deeper chain or a call
                    // after the dot (`Analytics.log(…)`, `Session.shared.user`) reaches another object.
                    if next.is(.leftParen) { continue }
                    if next.is(.dot), k + 3 < tokens.count, tokens[k + 2].kind == .identifier,
                       !tokens[k + 3].is(.leftParen), !tokens[k + 3].is(.dot) { continue }
                }
                return false
            default:
                continue
            }
        }
        return true
    }

    /// `didSet { DispatchQueue.main.async { BODY } }` → `didSet { BODY }`, when that is all the observer does.
    private func unwrapFix(_ call: SwiftDispatchCall, observer: SwiftObserver, summary: SwiftFileSummary) -> Fix? {
        guard observer.kind == .didSet, call.method == .async, call.queue == "main", call.onlyClosureArgument,
              let closureRange = call.closure,
              let closureIndex = summary.closures.firstIndex(where: { $0.range == closureRange }),
              summary.closures[closureIndex].captures.isEmpty,
              let context = summary.closureContexts.first(where: { $0.closure == closureIndex }),
              context.captureList == nil, context.signatureIn == nil else { return nil }
        let file = summary.file
        let bytes = file.bytes
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        // The dispatch must be the observer's only statement.
        let outside = Array(bytes[observer.bodyRange.start..<call.range.start]) + Array(bytes[call.range.end..<observer.bodyRange.end])
        guard outside.allSatisfy(isSpace) else { return nil }
        var first = closureRange.start + 1, last = closureRange.end - 1
        while first < last, isSpace(bytes[first]) { first += 1 }
        while last > first, isSpace(bytes[last - 1]) { last -= 1 }
        guard first < last else { return nil }
        // Split at each line feed by bytes: a line keeps the carriage return of a Windows line ending (as a
        // `Character`, `\r\n` is not `\n`, and the body would be one line, left indented as it was).
        var lines = bytes[first..<last].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if context.bodyStartsOnNewLine {
            let callIndentation = file.indentation(ofLineAt: call.range.start)
            let bodyIndentation = context.bodyIndentation
            if bodyIndentation.hasPrefix(callIndentation), bodyIndentation.count > callIndentation.count {
                let extra = String(bodyIndentation.dropFirst(callIndentation.count))
                for k in lines.indices.dropFirst() where lines[k].hasPrefix(extra) { lines[k].removeFirst(extra.count) }
            }
        }
        return Fix(title: "Do the work directly in didSet", edits: [
            Edit(in: file, range: call.range, replacement: lines.joined(separator: "\n")),
        ], applicability: .unsafe)
    }

    // MARK: Messages

    private static func deadlock(_ call: SwiftDispatchCall, observer: String, property: String) -> String {
        "\(written(call)) in the \(observer) observer of '\(property)' deadlocks when it is set on the main thread"
    }

    private static let mainQueueWaitsForItself =
        "UIKit code and Interface Builder set properties on the main thread, and the main queue then waits for itself"

    private static let doTheWorkDirectly = "Do the work directly"

    private static func blocksSetter(_ call: SwiftDispatchCall, observer: String, property: String) -> String {
        "\(written(call)) in the \(observer) observer of '\(property)' blocks whichever thread sets it"
    }

    private static let waitsForQueue = "The setter waits until the queue runs the work: a deadlock if that queue is waiting for this thread"

    private static func defersWork(_ call: SwiftDispatchCall, observer: String, property: String) -> String {
        "\(written(call)) in the \(observer) observer of '\(property)' defers its work"
    }

    private static let hidesUpdateOrder =
        "The new value is visible before the deferred work runs: the hop hides the order of updates"

    private static func setBeforeOutlets(_ property: String) -> String {
        "'\(property)' is @IBInspectable, so Interface Builder sets it before the outlets are connected"
    }

    private static let updateInAwakeFromNib = "Update the views in awakeFromNib, or use optional chaining, instead of deferring"

    private static func updateDirectly(in observer: String) -> String {
        "Update directly in \(observer)"
    }

    /// The call, named as `DispatchQueue.main.async`.
    /// A queue written over several lines, or long, is named by its start: `DispatchQueue.global(…).async`.
    private static func written(_ call: SwiftDispatchCall) -> String {
        var queue = call.queue
        if queue.contains(where: \.isNewline) || queue.count > 40 {
            queue = String(queue.prefix { $0 != "(" && !$0.isNewline }.prefix(40)) + (queue.contains("(") ? "(…)" : "…")
        }
        return "DispatchQueue.\(queue).\(call.method.rawValue)"
    }
}
