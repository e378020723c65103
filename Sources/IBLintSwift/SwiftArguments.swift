import IBLintCore

/// A call's arguments, in written order: a run of its file's one argument array. A scanned or decoded file
/// keeps all its calls' arguments in one array, and each call a view of its run (`SwiftCall.arguments`): an
/// array for every call with arguments was a heap block each, 32 bytes of header and about 10 of allocator
/// overhead apiece, for arguments of 40 (61,000 of them on corona-warn-app, 2.6 MB of its peak), and an
/// allocation and a free for every call scanned or decoded.
/// Made from an array (`init(_:)`, an array literal) it views all of it; changed
/// (`RangeReplaceableCollection`), it becomes an array of its own, leaving the file's as it was.
public struct SwiftArguments: Sendable, Hashable, RandomAccessCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The array this is a run of (the file's, or an array of its own).
    @usableFromInline let storage: [SwiftArgument]
    /// Where the run starts in `storage` and how long it is, in 32 bits each (16 bytes a view in all).
    @usableFromInline let start: UInt32, length: UInt32

    public typealias Index = Int
    public typealias Indices = Range<Int>

    public init() {
        storage = []
        start = 0
        length = 0
    }

    public init(_ arguments: [SwiftArgument]) {
        storage = arguments
        start = 0
        length = UInt32(arguments.count)
    }

    public init<Arguments: Sequence>(_ arguments: Arguments) where Arguments.Element == SwiftArgument {
        self.init(Array(arguments))
    }

    public init(arrayLiteral arguments: SwiftArgument...) { self.init(arguments) }

    /// The run `range` of `storage` (a file's arguments), sharing it.
    init(sharing storage: [SwiftArgument], _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "arguments \(range) outside \(storage.count)")
        self.storage = storage
        start = UInt32(range.lowerBound)
        length = UInt32(range.count)
    }

    /// The run `range` of a file's arguments still being gathered: no argument can be read from it until it
    /// is given the whole array (`placed(in:)`).
    init(unplaced range: Range<Int>) {
        storage = []
        start = UInt32(range.lowerBound)
        length = UInt32(range.count)
    }

    /// This run of `storage`, the array it was counted in (`init(unplaced:)`), or itself when empty.
    func placed(in storage: [SwiftArgument]) -> SwiftArguments {
        length == 0 ? SwiftArguments() : SwiftArguments(sharing: storage, storageIndices)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(length) }
    @inlinable public var count: Int { Int(length) }
    @inlinable public var isEmpty: Bool { length == 0 }
    @inlinable public var indices: Range<Int> { 0..<Int(length) }
    @inlinable public func index(after index: Int) -> Int { index + 1 }
    @inlinable public func index(before index: Int) -> Int { index - 1 }

    @inlinable public subscript(position: Int) -> SwiftArgument {
        precondition(position >= 0 && position < Int(length), "argument \(position) of \(length)")
        return storage[Int(start) + position]
    }

    /// Where the run is in `storage`.
    @inlinable var storageIndices: Range<Int> { Int(start)..<Int(start) + Int(length) }

    /// The run as an array of its own.
    public var array: [SwiftArgument] { Array(storage[storageIndices]) }

    public mutating func replaceSubrange<New: Collection>(_ subrange: Range<Int>, with newElements: New) where New.Element == SwiftArgument {
        var arguments = array
        arguments.replaceSubrange(subrange, with: newElements)
        self = SwiftArguments(arguments)
    }

    /// Equal when they hold equal arguments in the same order, wherever they are kept.
    public static func == (lhs: SwiftArguments, rhs: SwiftArguments) -> Bool {
        lhs.length == rhs.length && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(length)
        for argument in self { hasher.combine(argument) }
    }

    public var description: String { array.description }

    /// `calls` with the arguments of all of them in one array, each call viewing its run of it (what a
    /// file's calls keep for the run). Arguments already in one array as runs in call order stay there.
    static func sharingOneArray(_ calls: [SwiftCall]) -> [SwiftCall] {
        let total = calls.reduce(0) { $0 + $1.arguments.count }
        guard total > 0 else { return calls }
        var storage: [SwiftArgument] = []
        storage.reserveCapacity(total)
        for call in calls { storage.append(contentsOf: call.arguments) }
        var calls = calls
        var start = 0
        for index in calls.indices where !calls[index].arguments.isEmpty {
            let end = start + calls[index].arguments.count
            calls[index].arguments = SwiftArguments(sharing: storage, start..<end)
            start = end
        }
        return calls
    }
}

extension SwiftArguments: BinaryCodable {
    /// As an array of arguments is written (the cache's format is the same as it was for `[SwiftArgument]`).
    public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(length))
        for argument in self { argument.encode(to: &writer) }
    }

    public init(from reader: inout BinaryReader) throws {
        self.init(try [SwiftArgument](from: &reader))
    }

    /// Reads arguments written as `encode` writes them onto the end of `storage` (a file's array being
    /// filled), returning where they are there.
    static func read(from reader: inout BinaryReader, appendingTo storage: inout [SwiftArgument]) throws -> Range<Int> {
        let count = try reader.readCount()
        let start = storage.count
        for _ in 0..<count { storage.append(try reader.read(SwiftArgument.self)) }
        return start..<storage.count
    }
}
