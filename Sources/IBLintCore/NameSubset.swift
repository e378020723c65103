/// Some of a `NameSet`'s names, kept as their numbers in it: a function body's identifiers among its file's
/// (`SwiftFunctionBodyFacts.mentionedIdentifiers`). A run keeps one for every function body of the project;
/// as name sets of their own (each body's names' bytes again, their ends and a table) they were 3.8 MB of
/// corona-warn-app's 75 MB heap, and as numbers they cost four bytes a name and one array. The set they are
/// numbers of is shared, not copied.
///
/// Names compare byte for byte, as in a `NameSet`; two subsets are equal when they hold the same names,
/// whatever sets they are of and in whatever order.
public struct NameSubset: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The set the names are of.
    public let base: NameSet
    /// The names' numbers in `base` (`NameSet.number(of:)`), each once, in the order they were met.
    public let numbers: [UInt32]

    public init() {
        base = NameSet()
        numbers = []
    }

    /// The names numbered `numbers` in `base`, each once, in that order; `nil` when a number is not one of
    /// `base`'s or comes twice (damaged data: read from the cache, they are checked here).
    public init?(_ numbers: [UInt32], of base: NameSet) {
        // Checked in a sorted copy: a body's few numbers, not a flag for each of its file's names (a file's
        // bodies are read one after another, each against the same set).
        let sorted = numbers.sorted()
        guard sorted.last.map({ Int($0) < base.count }) ?? true,
              zip(sorted, sorted.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        self.init(checked: numbers, of: base)
    }

    /// `init(_:of:)` for numbers known to be `base`'s and distinct (the scanner's).
    public init(checked numbers: [UInt32], of base: NameSet) {
        self.base = base
        self.numbers = numbers
    }

    /// `names` as a subset of a set of their own (each once, in the order given).
    public init(_ names: [String]) {
        let base = NameSet(names)
        self.init(checked: (0..<UInt32(base.count)).map { $0 }, of: base)
    }

    public init(arrayLiteral names: String...) { self.init(names) }

    public var count: Int { numbers.count }

    public var isEmpty: Bool { numbers.isEmpty }

    /// Whether `name` is among the names, byte for byte.
    public func contains(_ name: String) -> Bool {
        name.withUTF8Bytes { contains(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether the name with these UTF-8 bytes is among the names.
    func contains(bytes name: UnsafeRawBufferPointer) -> Bool {
        guard !numbers.isEmpty, let number = base.number(ofBytes: name) else { return false }
        return numbers.contains(UInt32(truncatingIfNeeded: number))
    }

    /// The names' numbers in `set`: `numbers` when `set` is the set they are numbers of (the same storage:
    /// the scanner's bodies and their file's identifiers), else each name looked up by its bytes; `nil` when a
    /// name is not in `set`.
    public func numbers(in set: NameSet) -> [UInt32]? {
        if base.sharesStorage(with: set) { return numbers }
        var mapped: [UInt32] = []
        mapped.reserveCapacity(numbers.count)
        var complete = true
        forEachName { name in
            guard let number = set.number(ofBytes: name) else { complete = false; return false }
            mapped.append(UInt32(truncatingIfNeeded: number))
            return true
        }
        return complete ? mapped : nil
    }

    /// Calls `body` with the number `other` gives each name both hold (`NameSet.forEachShared(with:_:)`),
    /// in this subset's order; no `String` is made.
    public func forEachShared(with other: NameSet, _ body: (_ numberInOther: Int) -> Void) {
        guard !numbers.isEmpty, !other.isEmpty else { return }
        forEachName { name in
            if let numberInOther = other.number(ofBytes: name) { body(numberInOther) }
            return true
        }
    }

    /// Calls `body` with each name's bytes, in order, while it returns true.
    private func forEachName(_ body: (UnsafeRawBufferPointer) -> Bool) {
        base.ends.withUnsafeBufferPointer { ends in
            base.bytes.withUnsafeBytes { bytes in
                for number in numbers {
                    let range = NameSet.range(ofName: Int(number), ends: ends)
                    guard body(UnsafeRawBufferPointer(rebasing: bytes[range])) else { return }
                }
            }
        }
    }

    /// The names as a `Set`.
    public var set: Set<String> { Set(self) }

    public struct Iterator: IteratorProtocol {
        let subset: NameSubset
        var index = 0

        public mutating func next() -> String? {
            guard index < subset.numbers.count else { return nil }
            defer { index += 1 }
            return subset.base.name(number: Int(subset.numbers[index]))
        }
    }

    public func makeIterator() -> Iterator { Iterator(subset: self) }

    public var underestimatedCount: Int { count }

    /// The same names, in any order, of any sets.
    public static func == (lhs: NameSubset, rhs: NameSubset) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var same = true
        lhs.forEachName { name in
            same = rhs.contains(bytes: name)
            return same
        }
        return same
    }

    public func hash(into hasher: inout Hasher) {
        // Independent of order and of the set, as `==` is (a `NameSet` of the same names hashes its names so).
        var sum: UInt64 = 0
        forEachName { name in
            sum &+= NameSet.hash(name)
            return true
        }
        hasher.combine(count)
        hasher.combine(sum)
    }

    public var description: String { self.set.sorted().description }
}
