/// A set of names one file (or one function body) holds: the words it writes, the names it assigns or
/// calls. Made by a scanner, it is a `Set`; read back from the summary cache, it is the sorted array the
/// cache wrote, used as it is. A warm run reads thousands of these, mostly only to merge them into a
/// project-wide set or to ask about a name or two, and hashing every name into a `Set` of its own first
/// was a twelfth of such a run (`Set.init` in the decoder). Both forms answer the same questions.
public struct NameSet: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    @usableFromInline enum Storage: Sendable {
        case hashed(Set<String>)
        /// Strictly ascending (`<`), so without duplicates.
        case sorted([String])
    }

    @usableFromInline var storage: Storage

    public init() { storage = .hashed([]) }
    public init(_ set: Set<String>) { storage = .hashed(set) }
    public init<Names: Sequence>(_ names: Names) where Names.Element == String { storage = .hashed(Set(names)) }
    public init(arrayLiteral names: String...) { storage = .hashed(Set(names)) }

    /// `names` must be strictly ascending (`NameSet.isStrictlyAscending`).
    public init(sortedUnique names: [String]) {
        assert(Self.isStrictlyAscending(names))
        storage = .sorted(names)
    }

    public static func isStrictlyAscending(_ names: [String]) -> Bool {
        var index = 1
        while index < names.count {
            if !(names[index - 1] < names[index]) { return false }
            index += 1
        }
        return true
    }

    public var count: Int {
        switch storage {
        case .hashed(let set): return set.count
        case .sorted(let names): return names.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    public func contains(_ name: String) -> Bool {
        switch storage {
        case .hashed(let set): return set.contains(name)
        case .sorted(let names):
            var low = 0, high = names.count
            while low < high {
                let middle = (low + high) / 2
                if names[middle] < name { low = middle + 1 } else { high = middle }
            }
            return low < names.count && names[low] == name
        }
    }

    /// The names as a `Set` (made from the array when read from the cache).
    public var set: Set<String> {
        switch storage {
        case .hashed(let set): return set
        case .sorted(let names): return Set(names)
        }
    }

    /// The names in ascending order (as the cache keeps them).
    public var sorted: [String] {
        switch storage {
        case .hashed(let set): return set.sorted()
        case .sorted(let names): return names
        }
    }

    public mutating func insert(_ name: String) {
        if case .hashed(var set) = storage {
            storage = .hashed([])
            set.insert(name)
            storage = .hashed(set)
        } else {
            var set = self.set
            set.insert(name)
            storage = .hashed(set)
        }
    }

    public mutating func formUnion<Names: Sequence>(_ names: Names) where Names.Element == String {
        var set: Set<String>
        if case .hashed(let current) = storage { set = current; storage = .hashed([]) } else { set = self.set }
        set.formUnion(names)
        storage = .hashed(set)
    }

    /// Whether no name is in `other` (each of the smaller side looked up in the larger).
    public func isDisjoint(with other: Set<String>) -> Bool {
        if count <= other.count { return !contains(where: other.contains) }
        return !other.contains(where: contains)
    }

    public func intersection(_ other: Set<String>) -> Set<String> {
        if count <= other.count { return Set(filter(other.contains)) }
        return other.filter(contains)
    }

    public enum Iterator: IteratorProtocol {
        case hashed(Set<String>.Iterator)
        case sorted(IndexingIterator<[String]>)

        public mutating func next() -> String? {
            switch self {
            case .hashed(var iterator):
                let next = iterator.next()
                self = .hashed(iterator)
                return next
            case .sorted(var iterator):
                let next = iterator.next()
                self = .sorted(iterator)
                return next
            }
        }
    }

    public func makeIterator() -> Iterator {
        switch storage {
        case .hashed(let set): return .hashed(set.makeIterator())
        case .sorted(let names): return .sorted(names.makeIterator())
        }
    }

    public var underestimatedCount: Int { count }

    /// The same names, whichever form either side is in.
    public static func == (lhs: NameSet, rhs: NameSet) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.hashed(let left), .hashed(let right)): return left == right
        case (.sorted(let left), .sorted(let right)): return left == right
        default: return lhs.count == rhs.count && lhs.allSatisfy(rhs.contains)
        }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, as `Set`'s is: the same names hash the same in either form.
        hasher.combine(set)
    }

    public var description: String { sorted.description }
}

extension NameSet: BinaryCodable {
    /// Ascending, so that it is read back as it is.
    public func encode(to writer: inout BinaryWriter) { sorted.encode(to: &writer) }

    public init(from reader: inout BinaryReader) throws {
        let names = try [String](from: &reader)
        guard Self.isStrictlyAscending(names) else { throw BinaryCodingError("a set of names is not in order") }
        self.init(sortedUnique: names)
    }
}
