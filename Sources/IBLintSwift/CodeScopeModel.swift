import IBLintCore

// What the code-scope pass (`CodeScopeScanner`) understood about the local names of member bodies: the
// facts rules need to decide whether an object is kept alive by `self`. Everything here is syntactic:
// absence means "not understood".

/// What a local name is bound to.
public enum SwiftLocalValue: Sendable, Hashable {
    /// `Type(…)` / `Module.Type(…)` / `Type { … }`: the callee path.
    case construction([String])
    /// `source as? Type` / `source as! Type` (`segue.destination as? DetailViewController`).
    case cast(source: [String], type: String)
    case other
}

public struct SwiftLocalBinding: Sendable, Hashable {
    public var name: String
    public var value: SwiftLocalValue
    public var range: ByteRange

    public init(name: String, value: SwiftLocalValue, range: ByteRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// A statement that hands a local to something else.
public struct SwiftLocalStore: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `receiver.addSubview(name)`, `insertSubview`, `addArrangedSubview`, `insertArrangedSubview`.
        case subview
        /// `receiver.addChild(name)`.
        case child
        /// `target = name` (`name` is `nil` for `target = nil`).
        case assigned
        /// `receiver.append(name)` / `receiver.insert(name, …)`.
        case appended
    }
    public var name: String
    public var kind: Kind
    /// The receiver (`["view"]`, `["self", "stackView"]`, `[]` for an implicit `self`) or the assigned path.
    public var path: [String]
    public var range: ByteRange

    public init(name: String, kind: Kind, path: [String], range: ByteRange) {
        self.name = name
        self.kind = kind
        self.path = path
        self.range = range
    }
}

/// A member function's or property observer's body: the local names it declares and what it does with them.
public struct SwiftCodeScope: Sendable, Hashable {
    public var bodyRange: ByteRange
    /// How often each name is declared in the body (locals, pattern bindings, closure parameters and
    /// capture-list names, `for` variables) or as a parameter of the function/observer.
    public var declarationCounts: [String: Int]
    public var bindings: [SwiftLocalBinding]
    public var stores: [SwiftLocalStore]

    public init(bodyRange: ByteRange, declarationCounts: [String: Int] = [:], bindings: [SwiftLocalBinding] = [],
                stores: [SwiftLocalStore] = []) {
        self.bodyRange = bodyRange
        self.declarationCounts = declarationCounts
        self.bindings = bindings
        self.stores = stores
    }
}
