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

            **Fix by hand:** do the work directly in `didSet`. For `@IBInspectable` properties and outlets, \
            use optional chaining (`titleLabel?.text = title`) and apply the value again in `awakeFromNib` \
            (or `viewDidLoad`), when the outlets are connected. If the property really can be set from a \
            background thread, dispatch at the call site, not in the observer.

            The unsafe fix unwraps `didSet { DispatchQueue.main.async { BODY } }` to `didSet { BODY }` \
            when the dispatch is the observer's only statement and the block has no capture list or \
            parameters; the work then runs synchronously, at the moment of the set. For `@IBInspectable` \
            properties the unwrapped version is only shown as a suggestion: applied blindly, it would bring \
            back the nil-outlet crash — switch to optional chaining and `awakeFromNib` as above.
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
        for summary in context.index.swiftFiles where !summary.dispatchCalls.isEmpty {
            for type in summary.types {
                for property in type.properties {
                    for observer in property.observers {
                        for call in summary.dispatchCalls where observer.bodyRange.contains(call.range) {
                            findings.append(finding(call, observer: observer, property: property, summary: summary, context))
                        }
                    }
                }
            }
        }
        return findings
    }

    // MARK: Helpers

    private func finding(_ call: SwiftDispatchCall, observer: SwiftObserver, property: SwiftProperty,
                         summary: SwiftFileSummary, _ context: RuleContext) -> Diagnostic {
        let file = summary.file
        let location = file.location(call.receiverRange)
        // `if Thread.isMainThread { … } else { DispatchQueue.main.sync { … } }` does not deadlock on the main thread.
        let checksMainThread = file.text(observer.bodyRange).contains("isMainThread")
        if call.method == .sync, call.queue == "main", !checksMainThread {
            let severity: Severity? = context.severity == Self.description.defaultSeverity ? .error : nil
            return context.diagnostic(
                Self.deadlock(call, observer: observer.kind.rawValue, property: property.name),
                at: location, severity: severity)
        }
        let isInspectable = property.hasAttribute("IBInspectable")
        let message = call.method == .sync
            ? Self.blocksSetter(call, observer: observer.kind.rawValue, property: property.name, isInspectable: isInspectable)
            : Self.hidesUpdateOrder(call, observer: observer.kind.rawValue, property: property.name, isInspectable: isInspectable)
        var fix = unwrapFix(call, observer: observer, summary: summary)
        // Unwrapped, an inspectable's update runs while Interface Builder decodes the view, before its
        // outlets are connected: the crash the dispatch was hiding. Only a suggestion there.
        if isInspectable { fix?.applicability = .displayOnly }
        return context.diagnostic(message, at: location, fix: fix)
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
        var lines = String(decoding: bytes[first..<last], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        "\(written(call)) in the \(observer) observer of '\(property)' deadlocks when the property is set on the main thread (as UIKit code and Interface Builder do): the main queue waits for itself; do the work directly"
    }

    private static func blocksSetter(_ call: SwiftDispatchCall, observer: String, property: String, isInspectable: Bool) -> String {
        "\(written(call)) in the \(observer) observer of '\(property)' blocks whichever thread sets the property until the queue runs the work (a deadlock if that queue is waiting for this thread)"
            + advice(observer: observer, property: property, isInspectable: isInspectable)
    }

    private static func hidesUpdateOrder(_ call: SwiftDispatchCall, observer: String, property: String, isInspectable: Bool) -> String {
        "\(written(call)) in the \(observer) observer of '\(property)' hides the order of updates behind a run-loop hop: the new value is visible before the deferred work runs"
            + advice(observer: observer, property: property, isInspectable: isInspectable)
    }

    private static func advice(observer: String, property: String, isInspectable: Bool) -> String {
        isInspectable
            ? "; '\(property)' is @IBInspectable, so Interface Builder sets it before the outlets are connected — update the views in awakeFromNib, or use optional chaining, instead of deferring"
            : "; update directly in \(observer)"
    }

    /// The call, named as `DispatchQueue.main.async`.
    private static func written(_ call: SwiftDispatchCall) -> String {
        "DispatchQueue.\(call.queue).\(call.method.rawValue)"
    }
}
