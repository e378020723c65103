/// A run of an array many such runs share, viewed as a collection of its own: what a file's or a
/// document's items keep when each holds a few (an interface element's attributes, `IBAttributes`; a
/// call's arguments, `SwiftArguments`). A run is the shared array, a start and a length (16 bytes), where
/// an array of the item's own is a heap block each: 32 bytes of header and about 10 of allocator overhead,
/// and an allocation and a free for every item made or read from the cache.
/// Made from an array (`init(_:)`, an array literal) it views all of it; changed
/// (`RangeReplaceableCollection`), it becomes an array of its own, leaving the shared one as it was.
public struct ArrayRun<Element: Hashable & Sendable>: Sendable, Hashable, RandomAccessCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The array this is a run of (the shared one, or an array of its own).
    @usableFromInline package let storage: [Element]
    /// Where the run starts in `storage` and how long it is, in 32 bits each: a file's or a document's items
    /// are far fewer than 2^32.
    @usableFromInline let start: UInt32, length: UInt32

    public typealias Index = Int
    public typealias Indices = Range<Int>

    @inlinable public init() {
        storage = []
        start = 0
        length = 0
    }

    @inlinable public init(_ elements: [Element]) {
        storage = elements
        start = 0
        length = UInt32(elements.count)
    }

    public init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element {
        self.init(Array(elements))
    }

    public init(arrayLiteral elements: Element...) { self.init(elements) }

    /// The run `range` of `storage` (the shared array), sharing it.
    @inlinable package init(sharing storage: [Element], _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "run \(range) outside \(storage.count)")
        self.storage = storage
        start = UInt32(range.lowerBound)
        length = UInt32(range.count)
    }

    /// The run `range` of a shared array still being filled: nothing can be read from it until it is given
    /// the whole array (`placed(in:)`).
    @inlinable package init(unplaced range: Range<Int>) {
        storage = []
        start = UInt32(range.lowerBound)
        length = UInt32(range.count)
    }

    /// This run of `storage`, the array it was counted in (`init(unplaced:)`); an empty run views nothing.
    @inlinable package func placed(in storage: [Element]) -> ArrayRun {
        length == 0 ? ArrayRun() : ArrayRun(sharing: storage, storageIndices)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(length) }
    @inlinable public var count: Int { Int(length) }
    @inlinable public var isEmpty: Bool { length == 0 }
    @inlinable public var indices: Range<Int> { 0..<Int(length) }
    @inlinable public func index(after index: Int) -> Int { index + 1 }
    @inlinable public func index(before index: Int) -> Int { index - 1 }

    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < Int(length), "item \(position) of \(length)")
        return storage[Int(start) + position]
    }

    /// Calls `body` with the run's items in place (the run lies inside `storage`).
    @inlinable @inline(__always)
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + Int(start) }, count: Int(length)))
        }
    }

    /// Where the run is in `storage`.
    @inlinable package var storageIndices: Range<Int> { Int(start)..<Int(start) + Int(length) }

    /// The run as an array of its own.
    public var array: [Element] { Array(storage[storageIndices]) }

    public mutating func replaceSubrange<New: Collection>(_ subrange: Range<Int>, with newElements: New) where New.Element == Element {
        var elements = array
        elements.replaceSubrange(subrange, with: newElements)
        self = ArrayRun(elements)
    }

    /// Equal when they hold equal items in the same order, wherever they are kept.
    @inlinable public static func == (lhs: ArrayRun, rhs: ArrayRun) -> Bool {
        lhs.length == rhs.length && lhs.elementsEqual(rhs)
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(length)
        for element in self { hasher.combine(element) }
    }

    public var description: String { array.description }
}

extension ArrayRun: BinaryCodable where Element: BinaryCodable {
    /// As an array of the items is written (a run and an array are the same bytes).
    @inlinable public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(length))
        for element in self { element.encode(to: &writer) }
    }

    @inlinable public init(from reader: inout BinaryReader) throws {
        self.init(try [Element](from: &reader))
    }

    /// Reads items written as `encode` writes them onto the end of `storage` (a shared array being filled),
    /// returning where they are there. Inlinable, as every generic part of a decoder here: made for each
    /// kind of item where it is used, not called through the protocol for each item (unspecialized, reading a
    /// cache's attributes and arguments this way cost a warm run 2 %).
    @inlinable package static func read(from reader: inout BinaryReader, appendingTo storage: inout [Element]) throws -> Range<Int> {
        let count = try reader.readCount()
        let start = storage.count
        for _ in 0..<count { storage.append(try reader.read(Element.self)) }
        return start..<storage.count
    }
}
