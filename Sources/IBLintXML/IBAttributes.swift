import IBLintCore

/// An element's attributes, in written order: a run of its document's one attribute array. A loaded
/// document keeps all its elements' attributes in one array, and each element, connection, runtime
/// attribute and constraint a view of its run: an array for every element was a heap block each, about
/// 50 bytes of header and allocator overhead apiece (31,800 of them at scale 1, 1.5 MB of a run's peak).
/// Made from an array (`init(_:)`, an array literal) it views all of it; changed (`RangeReplaceableCollection`),
/// it becomes an array of its own, leaving the document's as it was.
public struct IBAttributes: Sendable, Hashable, RandomAccessCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The array this is a run of (the document's, or an array of its own).
    @usableFromInline let storage: [IBAttribute]
    /// Where the run starts in `storage` and how long it is, in 32 bits each (16 bytes a view in all): a
    /// document's attributes are far fewer than 2^32.
    @usableFromInline let start: UInt32, length: UInt32

    public typealias Index = Int
    public typealias Indices = Range<Int>

    public init() {
        storage = []
        start = 0
        length = 0
    }

    public init(_ attributes: [IBAttribute]) {
        storage = attributes
        start = 0
        length = UInt32(attributes.count)
    }

    public init<Attributes: Sequence>(_ attributes: Attributes) where Attributes.Element == IBAttribute {
        self.init(Array(attributes))
    }

    public init(arrayLiteral attributes: IBAttribute...) { self.init(attributes) }

    /// The run `range` of `storage` (a document's attributes), sharing it.
    init(sharing storage: [IBAttribute], _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "attributes \(range) outside \(storage.count)")
        self.storage = storage
        start = UInt32(range.lowerBound)
        length = UInt32(range.count)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(length) }
    @inlinable public var count: Int { Int(length) }
    @inlinable public var isEmpty: Bool { length == 0 }
    @inlinable public var indices: Range<Int> { 0..<Int(length) }
    @inlinable public func index(after index: Int) -> Int { index + 1 }
    @inlinable public func index(before index: Int) -> Int { index - 1 }

    @inlinable public subscript(position: Int) -> IBAttribute {
        precondition(position >= 0 && position < Int(length), "attribute \(position) of \(length)")
        return storage[Int(start) + position]
    }

    /// Calls `body` with the run's attributes in place (the run lies inside `storage`: `init(sharing:_:)`).
    @inlinable @inline(__always)
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<IBAttribute>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + Int(start) }, count: Int(length)))
        }
    }

    /// Where the run is in `storage`.
    @inlinable var storageIndices: Range<Int> { Int(start)..<Int(start) + Int(length) }

    /// The run as an array of its own.
    public var array: [IBAttribute] { Array(storage[Int(start)..<Int(start) + Int(length)]) }

    public mutating func replaceSubrange<New: Collection>(_ subrange: Range<Int>, with newElements: New) where New.Element == IBAttribute {
        var attributes = array
        attributes.replaceSubrange(subrange, with: newElements)
        self = IBAttributes(attributes)
    }

    /// Equal when they hold equal attributes in the same order, wherever they are kept.
    public static func == (lhs: IBAttributes, rhs: IBAttributes) -> Bool {
        lhs.length == rhs.length && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(length)
        for attribute in self { hasher.combine(attribute) }
    }

    public var description: String { array.description }
}

extension IBAttributes: BinaryCodable {
    /// As an array of attributes is written.
    public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(length))
        for attribute in self { attribute.encode(to: &writer) }
    }

    public init(from reader: inout BinaryReader) throws {
        self.init(try [IBAttribute](from: &reader))
    }

    /// Reads attributes written as `encode` writes them onto the end of `storage` (a document's array being
    /// filled), returning where they are there.
    static func read(from reader: inout BinaryReader, appendingTo storage: inout [IBAttribute]) throws -> Range<Int> {
        let count = try reader.readCount()
        let start = storage.count
        for _ in 0..<count { storage.append(try reader.read(IBAttribute.self)) }
        return start..<storage.count
    }
}
