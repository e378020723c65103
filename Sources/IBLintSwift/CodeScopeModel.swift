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
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
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

/// How often each of some names occurs: the names sorted, each with its count, in one array. A project
/// has one for every function body, kept for the whole run: as `[String: Int]` each was a hash table with
/// room to grow (2.7 MB of corona-warn-app's heap), hashed again when read from the cache.
public struct SwiftNameCounts: Sendable, Hashable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    struct Entry: Sendable, Hashable {
        var name: String
        var count: Int
    }

    /// In ascending order of their names (`String`'s `<`), each name once, every count above zero.
    private(set) var entries: [Entry] = []

    public init() {}

    /// Each name counted as often as it is listed.
    public init<Names: Sequence>(counting names: Names) where Names.Element == String {
        var entries = names.map { Entry(name: $0, count: 1) }
        entries.sort { $0.name < $1.name }
        self.init(sortedCounting: entries)
    }

    /// The counts given (a name listed twice: the two added), ignoring those below one.
    public init(dictionaryLiteral elements: (String, Int)...) {
        self.init(sortedCounting: elements.filter { $0.1 > 0 }.map { Entry(name: $0.0, count: $0.1) }.sorted { $0.name < $1.name })
    }

    /// Entries in order of their names, those of one name added up.
    private init(sortedCounting sorted: [Entry]) {
        var merged: [Entry] = []
        merged.reserveCapacity(sorted.count)
        for entry in sorted {
            if let last = merged.last, last.name == entry.name {
                merged[merged.count - 1].count += entry.count
            } else {
                merged.append(entry)
            }
        }
        entries = merged.count == merged.capacity ? merged : Array(merged)
    }

    /// Entries read back (the cache): `nil` unless strictly in order of their names and every count is
    /// above zero, as `init(counting:)` makes them.
    init?(checked entries: [Entry]) {
        for index in entries.indices {
            guard entries[index].count > 0, index == 0 || entries[index - 1].name < entries[index].name else { return nil }
        }
        self.entries = entries
    }

    /// How often `name` occurs; `nil` for never (as a dictionary answers).
    public subscript(name: String) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].name == name ? entries[low].count : nil
    }

    /// How many names occur.
    public var count: Int { entries.count }

    public var isEmpty: Bool { entries.isEmpty }

    /// The names and their counts as a dictionary.
    public var dictionary: [String: Int] { Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.count) }) }

    public var description: String { dictionary.description }
}

/// A member function's or property observer's body: the local names it declares and what it does with them.
public struct SwiftCodeScope: Sendable, Hashable {
    public var bodyRange: ByteRange
    /// How often each name is declared in the body (locals, pattern bindings, closure parameters and
    /// capture-list names, `for` variables) or as a parameter of the function/observer.
    public var declarationCounts: SwiftNameCounts
    public var bindings: [SwiftLocalBinding]
    public var stores: [SwiftLocalStore]

    public init(bodyRange: ByteRange, declarationCounts: SwiftNameCounts = [:], bindings: [SwiftLocalBinding] = [],
                stores: [SwiftLocalStore] = []) {
        self.bodyRange = bodyRange
        self.declarationCounts = declarationCounts
        self.bindings = bindings
        self.stores = stores
    }
}
