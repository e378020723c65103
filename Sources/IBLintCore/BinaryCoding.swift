/// A compact binary form for what the scanners and the interface loader produce, for the summary cache.
///
/// Foundation's coders were measured too slow for the job (3,000 Swift files: scanning 1.5 s, decoding
/// their summaries from JSON 5.2 s, from a binary property list 12.2 s), so each model type writes and
/// reads its fields itself, in declaration order, with no keys. Integers are zigzag varints; a string is
/// written once per writer and referred to by number after that. Reading never trusts the bytes: every
/// read is bounds-checked and throws `BinaryCodingError` instead of trapping.
public protocol BinaryCodable {
    func encode(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws
}

public struct BinaryCodingError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

public struct BinaryWriter {
    @usableFromInline var storage: [UInt8] = []
    @usableFromInline var stringNumbers = StringNumbers()

    public init() {}

    /// What was written so far.
    public var bytes: [UInt8] { storage }

    /// Makes room for `count` bytes in all, so that a large buffer is not grown (copied) step by step.
    public mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }

    @inlinable public mutating func write<T: BinaryCodable>(_ value: T) { value.encode(to: &self) }

    @inlinable public mutating func writeVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        storage.append(UInt8(rest))
    }

    @inlinable public mutating func writeFixed(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { storage.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    public mutating func writeBytes(_ raw: some Collection<UInt8>) {
        writeVarint(UInt64(raw.count))
        storage += raw
    }

    /// Bytes as they are, with no length before them (a file's magic number).
    public mutating func writeRawBytes(_ raw: [UInt8]) { storage += raw }

    /// Calls `body` with what was written so far, without copying it.
    public func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try storage.withUnsafeBytes(body)
    }

    /// A string: `0` and its UTF-8 the first time, its number plus one after that.
    @inlinable public mutating func writeString(_ value: String) {
        if let number = stringNumbers.number(of: value) {
            writeVarint(UInt64(number + 1))
            return
        }
        writeVarint(0)
        value.withUTF8Bytes { utf8 in
            writeVarint(UInt64(utf8.count))
            storage.append(contentsOf: utf8)
        }
    }

    /// What `body` writes, as one length-prefixed run that a reader may skip and read later
    /// (`BinaryReader.deferSection()`). Its strings are numbered in the run alone, from none: it refers to
    /// no string before it and nothing after it refers to its strings, so either reads without the other
    /// (and no table of strings is copied for it).
    public mutating func writeSection(_ body: (inout BinaryWriter) -> Void) {
        var section = BinaryWriter()
        body(&section)
        writeBytes(section.storage)
    }

    /// `value` as its case's position in `allCases` (`BinaryCaseCodable`).
    @inlinable public mutating func writeCase<T: BinaryCaseCodable>(_ value: T) {
        writeVarint(UInt64(T.allCases.firstIndex(of: value)!))
    }
}

/// An enumeration the cache writes as its case's position in `allCases` (a byte): written as its raw value,
/// each one read was a string made or looked up and then matched by the raw value's initializer, case by
/// case (about 900 instructions a type kind, 1,400 an interface call's API; 1 % of a pre-commit run). The
/// positions change when the cases do, and so does the executable, which the cache's identity holds.
public protocol BinaryCaseCodable: CaseIterable, Equatable where AllCases == [Self] {}

public struct BinaryReader {
    /// Keeps `bytes` alive.
    @usableFromInline let buffer: ByteBuffer
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var offset: Int
    @usableFromInline let end: Int
    @usableFromInline var strings: [String] = []
    /// Byte ranges read must end at or before this (the length of the file they point into).
    public var rangeLimit = Int.max

    /// Reads `buffer.bytes[range]` (all of them by default), in place.
    public init(_ buffer: ByteBuffer, range: Range<Int>? = nil) {
        self.buffer = buffer
        self.bytes = buffer.bytes
        let range = range ?? 0..<buffer.count
        self.end = max(0, min(buffer.count, range.upperBound))
        self.offset = min(max(0, range.lowerBound), end)
    }

    /// Reads `bytes[range]` (all of them by default), from a copy.
    public init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.init(ByteBuffer(bytes), range: range)
    }

    /// How many bytes are left to read.
    @inlinable public var bytesLeft: Int { end - offset }

    /// Room to reserve for `count` elements: a count is checked only against the bytes left, and an
    /// element can be far larger in memory than its one byte, so damaged data must not ask for gigabytes.
    @inlinable public static func capacity(for count: Int) -> Int { min(count, 4096) }

    /// Where a later reader may go on from: the bytes left, and the strings read so far (later bytes
    /// may refer to them).
    public struct Resumption: Sendable {
        let buffer: ByteBuffer
        let range: Range<Int>
        let strings: [String]
        let rangeLimit: Int

        /// All of `bytes`, as a `BinaryWriter` with no strings written before them wrote them (a section's
        /// bytes: `BinaryWriter.writeSection`), to be read later; ranges read must end at or before `rangeLimit`.
        public init(section bytes: [UInt8], rangeLimit: Int = .max) {
            let buffer = ByteBuffer(bytes)
            self.init(buffer: buffer, range: 0..<buffer.count, strings: [], rangeLimit: rangeLimit)
        }

        init(buffer: ByteBuffer, range: Range<Int>, strings: [String], rangeLimit: Int) {
            self.buffer = buffer
            self.range = range
            self.strings = strings
            self.rangeLimit = rangeLimit
        }
    }

    /// The rest of the bytes, to be read later (`init(resuming:)`); this reader skips them. A mapped
    /// file's bytes are kept where they are (the pages of a part never read cost no memory once the file's
    /// are given back: `ByteBuffer.releaseResidentPages()`); others are copied, so that the bytes they came
    /// from need not be kept for them.
    public mutating func deferRest() -> Resumption {
        defer { offset = end }
        // The table of strings was made with room for a whole entry's (`readString()`), and a rest is kept
        // until it is read, often for the whole run: without that room (6 MB of a 54 MB pre-commit run's
        // heap on corona-warn-app, a table for each of 1,805 files).
        strings.dropExcessCapacity()
        let (rest, range) = kept(offset..<end)
        return Resumption(buffer: rest, range: range, strings: strings, rangeLimit: rangeLimit)
    }

    /// The run `BinaryWriter.writeSection` wrote here, to be read later (`init(resuming:)`), with strings
    /// of its own; this reader skips it. Kept in place or copied, as `deferRest()` keeps its bytes.
    public mutating func deferSection() throws -> Resumption {
        let count = try readCount()
        defer { offset += count }
        let (section, range) = kept(offset..<offset + count)
        return Resumption(buffer: section, range: range, strings: [], rangeLimit: rangeLimit)
    }

    /// `bytes[range]` for later: this buffer itself when it is a mapped file, else a copy of them.
    private func kept(_ range: Range<Int>) -> (ByteBuffer, Range<Int>) {
        if buffer.isMapped { return (buffer, range) }
        let copy = ByteBuffer(copying: UnsafeRawBufferPointer(rebasing: bytes[range]))
        return (copy, 0..<copy.count)
    }

    /// Reads what `deferRest()` or `deferSection()` left, as the reader it came from would have.
    public init(resuming resumption: Resumption) {
        self.init(resumption.buffer, range: resumption.range)
        strings = resumption.strings
        rangeLimit = resumption.rangeLimit
    }

    public var isAtEnd: Bool { offset >= end }
    public var position: Int { offset }

    @inlinable public mutating func read<T: BinaryCodable>(_ type: T.Type = T.self) throws -> T { try T(from: &self) }

    @inlinable public mutating func readByte() throws -> UInt8 {
        guard offset < end else { throw BinaryCodingError("the data ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    @inlinable public mutating func readVarint() throws -> UInt64 {
        // Most numbers (counts, tags, lengths, string numbers) are one byte; byte offsets into a file,
        // two or three.
        if offset < end {
            let first = bytes[offset]
            if first < 0x80 {
                offset += 1
                return UInt64(first)
            }
            if offset + 2 < end {
                let second = bytes[offset + 1]
                if second < 0x80 {
                    offset += 2
                    return UInt64(first & 0x7F) | UInt64(second) << 7
                }
                let third = bytes[offset + 2]
                if third < 0x80 {
                    offset += 3
                    return UInt64(first & 0x7F) | UInt64(second & 0x7F) << 7 | UInt64(third) << 14
                }
            }
        }
        return try readLongVarint()
    }

    @inlinable mutating func readLongVarint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 64 else { throw BinaryCodingError("a number is too long") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    @inlinable public mutating func readFixed() throws -> UInt64 {
        guard end - offset >= 8 else { throw BinaryCodingError("the data ends early") }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += 8
        return value
    }

    /// A count of things to follow, each taking at least a byte: more than the bytes left is corruption.
    @inlinable public mutating func readCount() throws -> Int {
        let count = try readVarint()
        guard count <= UInt64(end - offset) else { throw BinaryCodingError("a count runs past the end of the data") }
        return Int(count)
    }

    public mutating func readBytes() throws -> [UInt8] {
        let count = try readCount()
        defer { offset += count }
        return Array(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
    }

    /// The range of the next `readBytes()` value, skipped over.
    public mutating func skipBytes() throws -> Range<Int> {
        let count = try readCount()
        defer { offset += count }
        return offset..<offset + count
    }

    @inlinable public mutating func readString() throws -> String {
        let tag = try readVarint()
        if tag > 0 {
            guard tag <= UInt64(strings.count) else { throw BinaryCodingError("a string refers to one not yet read") }
            return strings[Int(tag - 1)]
        }
        let count = try readCount()
        let start = offset
        offset += count
        let string = String(utf8Bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<start + count]))
        // An entry writes hundreds of strings: room for a share of what its bytes can hold, once, instead
        // of growing the table from one.
        if strings.capacity == 0 { strings.reserveCapacity(min(1024, max(16, (end - offset) / 32))) }
        strings.append(string)
        return string
    }

    /// What `writeCase` wrote.
    @inlinable public mutating func readCase<T: BinaryCaseCodable>(_ type: T.Type = T.self) throws -> T {
        let position = try readVarint()
        let cases = T.allCases
        guard position < UInt64(cases.count) else { throw BinaryCodingError("\(position) is no \(T.self)") }
        return cases[Int(position)]
    }
}

extension Int: BinaryCodable {
    @inlinable public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(bitPattern: Int64((self << 1) ^ (self >> (Int.bitWidth - 1)))))
    }
    @inlinable public init(from reader: inout BinaryReader) throws {
        let zigzag = try reader.readVarint()
        self = Int(truncatingIfNeeded: Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }
}

extension Bool: BinaryCodable {
    @inlinable public func encode(to writer: inout BinaryWriter) { writer.writeVarint(self ? 1 : 0) }
    @inlinable public init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = false
        case 1: self = true
        case let other: throw BinaryCodingError("\(other) is no Bool")
        }
    }
}

extension String: BinaryCodable {
    @inlinable public func encode(to writer: inout BinaryWriter) { writer.writeString(self) }
    @inlinable public init(from reader: inout BinaryReader) throws { self = try reader.readString() }
}

extension Optional: BinaryCodable where Wrapped: BinaryCodable {
    @inlinable public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .none: writer.writeVarint(0)
        case .some(let value):
            writer.writeVarint(1)
            value.encode(to: &writer)
        }
    }
    @inlinable public init(from reader: inout BinaryReader) throws {
        self = try Bool(from: &reader) ? .some(try Wrapped(from: &reader)) : .none
    }
}

extension Array: BinaryCodable where Element: BinaryCodable {
    @inlinable public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(count))
        for element in self { element.encode(to: &writer) }
    }
    @inlinable public init(from reader: inout BinaryReader) throws {
        let count = try reader.readCount()
        var elements: [Element] = []
        elements.reserveCapacity(BinaryReader.capacity(for: count))
        for _ in 0..<count { elements.append(try Element(from: &reader)) }
        self = elements
    }
}

/// Sets are written sorted, so the same set always gives the same bytes.
extension Set: BinaryCodable where Element: BinaryCodable & Comparable {
    @inlinable public func encode(to writer: inout BinaryWriter) { sorted().encode(to: &writer) }
    @inlinable public init(from reader: inout BinaryReader) throws { self = Set(try [Element](from: &reader)) }
}

extension Dictionary: BinaryCodable where Key: BinaryCodable & Comparable, Value: BinaryCodable {
    @inlinable public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(count))
        for key in keys.sorted() {
            key.encode(to: &writer)
            self[key]!.encode(to: &writer)
        }
    }
    @inlinable public init(from reader: inout BinaryReader) throws {
        let count = try reader.readCount()
        var dictionary: [Key: Value] = [:]
        dictionary.reserveCapacity(BinaryReader.capacity(for: count))
        for _ in 0..<count {
            let key = try Key(from: &reader)
            dictionary[key] = try Value(from: &reader)
        }
        self = dictionary
    }
}

extension ByteRange: BinaryCodable {
    /// The start, then the length (usually a small number).
    @inlinable public func encode(to writer: inout BinaryWriter) {
        start.encode(to: &writer)
        length.encode(to: &writer)
    }
    @inlinable public init(from reader: inout BinaryReader) throws {
        let start = try Int(from: &reader), length = try Int(from: &reader)
        let (end, overflow) = start.addingReportingOverflow(length)
        guard start >= 0, length >= 0, !overflow, end <= reader.rangeLimit, end <= ByteRange.maximumOffset else {
            throw BinaryCodingError("a byte range \(start)+\(length) lies outside the file")
        }
        self.init(start: start, end: end)
    }
}

extension LinePosition: BinaryCodable {
    @inlinable public func encode(to writer: inout BinaryWriter) {
        line.encode(to: &writer)
        column.encode(to: &writer)
    }
    @inlinable public init(from reader: inout BinaryReader) throws {
        self.init(line: try Int(from: &reader), column: try Int(from: &reader))
    }
}

/// A fast 64-bit hash of bytes (MurmurHash3's mixing over 8-byte words), for telling whether a file's
/// contents changed and whether a cache file is intact. Not cryptographic: nothing here defends against
/// a file made to collide, only against change and corruption.
public enum ContentHash {
    public static func of(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { of($0, seed: seed) }
    }

    public static func of(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = buffer.count
        var hash = (seed ^ k0) &* k1 ^ UInt64(truncatingIfNeeded: count)
        var offset = 0
        if count >= 48 {
            // Three lanes, 48 bytes a round, each folding 16 bytes with one 64 × 64 → 128-bit multiply (four
            // lanes of three 64-bit multiplies per 8 bytes ran at 1.4 instructions a byte: every file, and the
            // cache, is hashed on every run). Each lane's chain waits on its multiply, so three keep the
            // processor busy.
            var lanes = (hash, hash ^ k2, hash ^ k3)
            while offset + 48 <= count {
                lanes.0 = fold(word(buffer, offset) ^ k1, word(buffer, offset + 8) ^ lanes.0)
                lanes.1 = fold(word(buffer, offset + 16) ^ k2, word(buffer, offset + 24) ^ lanes.1)
                lanes.2 = fold(word(buffer, offset + 32) ^ k3, word(buffer, offset + 40) ^ lanes.2)
                offset += 48
            }
            hash = fold(lanes.0 ^ k0, lanes.1 ^ k1) ^ lanes.2
        }
        while offset + 16 <= count {
            hash = fold(word(buffer, offset) ^ k1, word(buffer, offset + 8) ^ hash)
            offset += 16
        }
        // The last 0–15 bytes, as two words (the first byte lowest).
        var low: UInt64 = 0, high: UInt64 = 0
        if offset + 8 <= count {
            low = word(buffer, offset)
            offset += 8
            for (shift, index) in (offset..<count).enumerated() { high |= UInt64(buffer[index]) << UInt64(8 * shift) }
        } else {
            for (shift, index) in (offset..<count).enumerated() { low |= UInt64(buffer[index]) << UInt64(8 * shift) }
        }
        hash = fold(low ^ k2 ^ UInt64(truncatingIfNeeded: count), high ^ hash ^ k3)
        return finalMix(hash)
    }

    private static let k0: UInt64 = 0xa076_1d64_78bd_642f, k1: UInt64 = 0xe703_7ed1_a0b4_28db
    private static let k2: UInt64 = 0x8ebc_6af0_9c88_c6e3, k3: UInt64 = 0x5899_65cc_7537_4cc3

    @inline(__always) private static func word(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    /// The 128-bit product's halves, folded: every bit of either factor reaches the result.
    @inline(__always) private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    static func finalMix(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }

    /// The hash as 16 hexadecimal digits (for file names).
    public static func hex(_ value: UInt64) -> String { NumberText.hex(value, digits: 16) }
}

extension UInt64 {
    @inline(__always) func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}

/// The numbers a writer gave the strings it wrote, in the order it first wrote them. An open-addressing
/// table probed by a hash of each string's UTF-8 (`NameSet.hash`), not a `Dictionary<String, Int>`, whose
/// SipHash of every string written was most of encoding a summary: 650 M instructions of writing
/// corona-warn-app's cache, on the scan's critical path. Strings are told apart by their bytes (a
/// dictionary merged canonically equivalent spellings, and the reader gave back the first).
@usableFromInline struct StringNumbers {
    private var strings: [String] = []
    private var hashes: [UInt64] = []
    /// 0 for a free slot, else a string's number plus one; a power of two long, at most half full.
    private var slots: [Int32] = []

    @usableFromInline init() {}

    @usableFromInline var count: Int { strings.count }

    /// The number `string` was given, or `nil` after giving it the next one.
    @usableFromInline mutating func number(of string: String) -> Int? {
        if slots.isEmpty { rehash(slotCount: 256) }
        let probe = string.utf8.withContiguousStorageIfAvailable { find(UnsafeRawBufferPointer($0)) }
            ?? Array(string.utf8).withUnsafeBytes { find($0) }
        let (found, hash, slot) = probe
        if let found { return found }
        strings.append(string)
        hashes.append(hash)
        slots[slot] = Int32(truncatingIfNeeded: strings.count)
        if strings.count * 2 > slots.count { rehash(slotCount: slots.count * 2) }
        return nil
    }

    /// The number of the string whose bytes are `utf8`, or the free slot it would take.
    private func find(_ utf8: UnsafeRawBufferPointer) -> (number: Int?, hash: UInt64, slot: Int) {
        let hash = NameSet.hash(utf8)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (nil, hash, slot) }
            if hashes[entry - 1] == hash, strings[entry - 1].utf8.withContiguousStorageIfAvailable({
                NameSet.equal(UnsafeRawBufferPointer($0), utf8)
            }) ?? strings[entry - 1].utf8.elementsEqual(utf8) {
                return (entry - 1, hash, slot)
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func rehash(slotCount: Int) {
        var table = [Int32](repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while table[slot] != 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(truncatingIfNeeded: number + 1)
        }
        slots = table
    }
}
