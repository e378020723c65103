import IBLintCore

// What the closure-context pass (`ClosureContextScanner`) understood about where closure literals are
// written and what they do with `self`. Everything here is syntactic: absence means "not understood".

/// One explicit `self` (or `super`) in a closure body.
public struct SwiftSelfUse: Sendable, Hashable {
    /// The `self`/`super` token.
    public var range: ByteRange
    public var isSuper: Bool
    /// `self.member…` is the first thing of a statement at the closure's own top level (so its value is
    /// unused unless the closure is a single expression whose value is returned).
    public var startsStatement: Bool

    public init(range: ByteRange, isSuper: Bool = false, startsStatement: Bool = false) {
        self.range = range
        self.isSuper = isSuper
        self.startsStatement = startsStatement
    }
}

/// `label: value` of a call, as written.
public struct SwiftCallArgument: Sendable, Hashable {
    public var label: String?
    /// The value's text, trimmed (`&cancellables`, `true`, `.main`); empty for a closure literal.
    public var text: String

    public init(label: String?, text: String) {
        self.label = label
        self.text = text
    }
}

/// `.name(arguments)` chained after a call: `.store(in: &cancellables)`, `.disposed(by: bag)`.
public struct SwiftChainedCall: Sendable, Hashable {
    public var name: String
    public var arguments: [SwiftCallArgument]

    public init(name: String, arguments: [SwiftCallArgument] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// Where the value of an expression goes.
public enum SwiftExpressionUse: Sendable, Hashable {
    /// `path = expression` as a statement (`self.token = …`, `timer = …`).
    case assigned([String])
    /// `let name = expression` / `var name: T = expression`.
    case boundToLocal(String)
    /// An argument of another call: `view.addSubview(expression)` → callee `["view", "addSubview"]`. The label
    /// it is passed with is not kept (that call's arguments have it): nothing read it, and every call of a
    /// project paid 8 bytes for it.
    case argument(callee: [String])
    /// Anything else (returned, an operand, not understood).
    case other
}

/// The call a closure literal is an argument of (in parentheses or trailing).
public struct SwiftCallSite: Sendable, Hashable {
    /// The callee as a dotted path: `NotificationCenter.default.addObserver` →
    /// `["NotificationCenter", "default", "addObserver"]`. An intermediate call result is written `name()`
    /// (`publisher.receive(on: q).sink` → `["publisher", "receive()", "sink"]`); a subscript is `[]`.
    public var callee: [String]
    /// Every argument, trailing closures included (the first unlabeled trailing closure has label `nil`).
    public var arguments: [SwiftCallArgument]
    /// Which of `arguments` is the closure.
    public var closureArgument: Int
    public var isTrailing: Bool
    /// Calls chained after this one.
    public var followingCalls: [SwiftChainedCall]
    /// What happens to the value of the call (with its chained calls).
    public var result: SwiftExpressionUse

    public init(callee: [String], arguments: [SwiftCallArgument], closureArgument: Int, isTrailing: Bool,
                followingCalls: [SwiftChainedCall] = [], result: SwiftExpressionUse = .other) {
        self.callee = callee
        self.arguments = arguments
        self.closureArgument = closureArgument
        self.isTrailing = isTrailing
        self.followingCalls = followingCalls
        self.result = result
    }

    /// The label of the closure's argument (`nil` for an unlabeled or first trailing closure).
    public var closureLabel: String? { arguments.indices.contains(closureArgument) ? arguments[closureArgument].label : nil }
}

/// How a closure literal is used where it is written.
public enum SwiftClosureSite: Sendable, Hashable {
    /// The whole right-hand side of `path = { … }` (a statement; the closure is not called).
    case assignment([String])
    /// An argument of a call.
    case argument(SwiftCallSite)
    /// Anything else (a property initializer, returned, bound to a local, not understood).
    case other
}

/// The closure-context pass's facts about one closure of `SwiftFileSummary.closures`.
public struct SwiftClosureContext: Sendable, Hashable {
    /// Index into `SwiftFileSummary.closures`.
    public var closure: Int
    /// The capture list including its brackets.
    public var captureList: ByteRange?
    /// The signature's `in` keyword.
    public var signatureIn: ByteRange?
    /// The signature's result type after `->`, as written.
    public var returnType: String?
    /// Explicit `self`/`super` in the body, nested closures included except those capturing `self` weakly
    /// or unowned (their `self` is their own).
    public var selfUses: [SwiftSelfUse]
    /// Statements at the closure's top level.
    public var statementCount: Int
    /// A `return value` at the closure's top level.
    public var returnsValue: Bool
    /// The first token of the body (after the signature), if the body is not empty.
    public var bodyStart: Int?
    /// The first body token starts a new line.
    public var bodyStartsOnNewLine: Bool
    /// The indentation of the first body token's line.
    public var bodyIndentation: String
    /// An enclosing closure captures `self` weakly or unowned: `self` here is that closure's (possibly
    /// re-bound) `self`.
    public var insideWeakSelfClosure: Bool
    /// `{ … }()`.
    public var isImmediatelyCalled: Bool
    public var site: SwiftClosureSite

    public init(closure: Int, captureList: ByteRange? = nil, signatureIn: ByteRange? = nil, returnType: String? = nil,
                selfUses: [SwiftSelfUse] = [], statementCount: Int = 0, returnsValue: Bool = false,
                bodyStart: Int? = nil, bodyStartsOnNewLine: Bool = false, bodyIndentation: String = "",
                insideWeakSelfClosure: Bool = false, isImmediatelyCalled: Bool = false, site: SwiftClosureSite = .other) {
        self.closure = closure
        self.captureList = captureList
        self.signatureIn = signatureIn
        self.returnType = returnType
        self.selfUses = selfUses
        self.statementCount = statementCount
        self.returnsValue = returnsValue
        self.bodyStart = bodyStart
        self.bodyStartsOnNewLine = bodyStartsOnNewLine
        self.bodyIndentation = bodyIndentation
        self.insideWeakSelfClosure = insideWeakSelfClosure
        self.isImmediatelyCalled = isImmediatelyCalled
        self.site = site
    }
}
