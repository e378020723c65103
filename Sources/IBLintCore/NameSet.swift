/// A set of names one file (or one function body, or the whole project) holds: the words it writes, the
/// names it assigns or calls. Packed: the names' UTF-8 bytes one after another in one array, their ends
/// in another, and an open-addressing table of their numbers, hashed by bytes. A run holds thousands of
/// these for its whole length; as `Set<String>`s they were a sixth of a real app's peak heap (16 bytes a
/// bucket, plus a heap object for every name longer than 15 bytes), hashed with SipHash, and read back
/// from the cache one `String` at a time. Packed, a name costs its bytes and about ten more; a union of
/// sets (the project's, from every file's) copies bytes and makes no `String`.
///
/// Names are compared byte for byte, as the Swift compiler compares identifiers and the Objective-C
/// runtime compares class names: `é` and `e` followed by a combining accent are two names here, one
/// `String`.
public struct NameSet: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The names' bytes, in the order they were inserted.
    @usableFromInline var bytes: [UInt8] = []
    /// Where each name ends in `bytes` (it starts where the one before ends).
    @usableFromInline var ends: [UInt32] = []
    /// The table: open addressing, a power of two long (or empty), 0 for a free slot, else a name's number
    /// plus one, at most three quarters full. In 16 bits when it has at most 65,536 slots (any set of
    /// fewer than 49,153 names: a file's, and most of the project's), else in 32; the other array is empty.
    /// A set of at most `linearLimit` names has no table (both arrays empty): it is searched name by name.
    @usableFromInline var narrowSlots: [UInt16] = []
    @usableFromInline var wideSlots: [UInt32] = []

    /// How many slots the table has.
    var slotCount: Int { narrowSlots.isEmpty ? wideSlots.count : narrowSlots.count }

    /// The most slots a table of 16-bit slots has.
    static let narrowLimit = 1 << 16

    /// The most names a set holds without a table. Most sets a run keeps are small (a function body's
    /// identifiers, a file's assigned or constrained names), thousands of them for the whole run, and a
    /// table was a third allocation for each: a heap block of at least 48 bytes to find one of a few names,
    /// which comparing their lengths, then bytes, finds as fast.
    static let linearLimit = 16

    /// Whether the set has a table (else it holds at most `linearLimit` names, searched in order).
    @inline(__always) var hasTable: Bool { !narrowSlots.isEmpty || !wideSlots.isEmpty }

    public init() {}

    /// Room for `capacity` names without growing the table.
    public init(minimumCapacity capacity: Int) {
        reserveCapacity(capacity)
    }

    /// A `Set`'s strings differ, so their bytes do.
    public init(_ set: Set<String>) { self.init(distinctBytes: set) }

    public init(_ names: [String]) { self.init(exactly: names) }

    /// The two initializers above, specialized here (a public generic one ran unspecialized in the
    /// modules calling it: 80 M instructions of `reduce` through witness tables on one app).
    private init<Names: Collection>(exactly names: Names) where Names.Element == String {
        self.init(minimumCapacity: names.count)
        // Exactly the bytes needed: a set lives as long as the run, so no room to grow is wasted.
        var byteCount = 0
        for name in names { byteCount += name.utf8.count }
        bytes.reserveCapacity(byteCount)
        for name in names { insert(name) }
    }

    /// `init(names)` for names that are all different, but for rare repeats (a scanner's name table, a
    /// file's words gathered once each): their bytes laid out at once and the table built in one pass, with
    /// no name looked up (the look-ups were 250 instructions a name, a twentieth of a cold run). A name
    /// there twice is found while the table is built, and the set is then made name by name.
    public init(probablyDistinct names: [String]) {
        self.init(distinctBytes: names)
    }

    private init<Names: Collection>(distinctBytes names: Names) where Names.Element == String {
        var byteCount = 0
        for name in names { byteCount += name.utf8.count }
        self.init()
        guard byteCount <= Int(UInt32.max) else { self.init(exactly: names); return }
        // Copied into arrays made at their size (`append(contentsOf:)` cost 90 instructions a name), zeroed
        // first (`Array(filledWith:count:)`: cheaper than the standard library's uninitialized array).
        var ends = [UInt32](filledWith: 0, count: names.count)
        var bytes = [UInt8](filledWith: 0, count: byteCount)
        bytes.withUnsafeMutableBufferPointer { buffer in
            ends.withUnsafeMutableBufferPointer { ends in
                var offset = 0
                for (index, name) in names.enumerated() {
                    name.withUTF8Bytes { utf8 in
                        if let source = utf8.baseAddress, utf8.count > 0 {
                            (buffer.baseAddress! + offset).update(from: source, count: utf8.count)
                        }
                        offset += utf8.count
                    }
                    ends[index] = UInt32(truncatingIfNeeded: offset)
                }
            }
        }
        self.bytes = bytes
        self.ends = ends
        guard rehash(slotCount: Self.slotCount(for: names.count), rejectingRepeats: true) else {
            self.init(exactly: names)
            return
        }
    }

    public init(arrayLiteral names: String...) { self.init(names as [String]) }

    public var count: Int { ends.count }

    public var isEmpty: Bool { ends.isEmpty }

    public mutating func reserveCapacity(_ capacity: Int) {
        let needed = Self.slotCount(for: capacity)
        if needed > slotCount { rehash(slotCount: needed) }
        ends.reserveCapacity(capacity)
    }

    public func contains(_ name: String) -> Bool {
        guard !ends.isEmpty else { return false }
        return name.withUTF8Bytes { find(UnsafeRawBufferPointer($0)).found }
    }

    /// `contains(String(decoding: bytes, as: UTF8.self))`, without making the `String` when the bytes are
    /// ASCII (then they are the string's bytes); any other text is made the `String` it would be (repaired
    /// where it is not UTF-8).
    public func contains(decoding bytes: UnsafeRawBufferPointer) -> Bool {
        guard !ends.isEmpty else { return false }
        if ASCIIBytes.firstNonASCII(in: bytes, from: 0) == bytes.count { return find(bytes).found }
        return contains(String(decoding: bytes, as: UTF8.self))
    }

    /// Adds `name`; whether it was not there before.
    @discardableResult
    public mutating func insert(_ name: String) -> Bool {
        name.withUTF8Bytes { insert(bytesOf: UnsafeRawBufferPointer($0)) }
    }

    @inlinable public mutating func formUnion<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names { insert(name) }
    }

    /// Adds every name of `other`, by bytes (no `String` is made).
    public mutating func formUnion(_ other: NameSet) {
        guard !other.isEmpty else { return }
        if isEmpty { self = other; return }
        // Room for both, growing at least twofold (the arrays grow by appending, so geometrically too):
        // a project-wide union takes thousands of files' sets in turn.
        let needed = Self.slotCount(for: count + other.count)
        if needed > slotCount { rehash(slotCount: Swift.max(needed, slotCount * 2)) }
        other.bytes.withUnsafeBytes { otherBytes in
            var start = 0
            for end in other.ends {
                let name = UnsafeRawBufferPointer(rebasing: otherBytes[start..<Int(end)])
                insert(bytesOf: name)
                start = Int(end)
            }
        }
    }

    /// Whether no name is in `other` (each of the smaller side looked up in the larger). Byte for byte,
    /// as everywhere in a name set, whichever side is looked up.
    public func isDisjoint(with other: Set<String>) -> Bool {
        if count <= other.count { return !contains(where: { Self.hasExactly($0, in: other) }) }
        return !other.contains(where: contains)
    }

    /// The names in both, byte for byte.
    public func intersection(_ other: Set<String>) -> Set<String> {
        if count <= other.count { return Set(filter { Self.hasExactly($0, in: other) }) }
        return other.filter(contains)
    }

    /// Calls `body` with the number `other` gives each name the two sets share (its position in `other`'s
    /// order of insertion), matched byte for byte. The smaller set is walked and each of its names looked up
    /// in the other; no `String` is made.
    public func forEachShared(with other: NameSet, _ body: (_ numberInOther: Int) -> Void) {
        forEachShared(with: other, while: { _, numberInOther in body(numberInOther); return true })
    }

    /// Calls `body` with the numbers both sets give each name they share, matched byte for byte, the smaller
    /// set walked; no `String` is made. (A set of a file's names against a project's classes costs the
    /// smaller of the two, not the classes for every file.)
    public func forEachShared(with other: NameSet, _ body: (_ numberHere: Int, _ numberInOther: Int) -> Void) {
        forEachShared(with: other, while: { here, there in body(here, there); return true })
    }

    /// Whether the two sets share no name, byte for byte (the smaller set walked until one is found).
    public func isDisjoint(with other: NameSet) -> Bool {
        var shared = false
        forEachShared(with: other, while: { _, _ in shared = true; return false })
        return !shared
    }

    /// The walk of the `forEachShared`s: stops when `body` returns false.
    private func forEachShared(with other: NameSet, while body: (_ numberHere: Int, _ numberInOther: Int) -> Bool) {
        guard !isEmpty, !other.isEmpty else { return }
        if count <= other.count {
            bytes.withUnsafeBytes { names in
                var start = 0
                for (number, end) in ends.enumerated() {
                    if let numberInOther = other.number(of: UnsafeRawBufferPointer(rebasing: names[start..<Int(end)])),
                       !body(number, numberInOther) { return }
                    start = Int(end)
                }
            }
        } else {
            other.bytes.withUnsafeBytes { names in
                var start = 0
                for (numberInOther, end) in other.ends.enumerated() {
                    if let number = number(of: UnsafeRawBufferPointer(rebasing: names[start..<Int(end)])),
                       !body(number, numberInOther) { return }
                    start = Int(end)
                }
            }
        }
    }

    /// The number of `name` (its position in the order of insertion, which the cache keeps), if the set
    /// holds it: for tables that refer to a set's names by number.
    public func number(of name: String) -> Int? {
        guard !ends.isEmpty else { return nil }
        return name.withUTF8Bytes { number(of: UnsafeRawBufferPointer($0)) }
    }

    /// The number of the name whose UTF-8 bytes are `bytes`, if the set holds it.
    public func number(ofBytes bytes: UnsafeRawBufferPointer) -> Int? {
        guard !ends.isEmpty else { return nil }
        return number(of: bytes)
    }

    /// The name numbered `number` (`number(of:)`); it must be below `count`.
    public func name(number: Int) -> String { name(at: number) }

    /// The number of the name with these bytes (its position in the order of insertion), if the set holds it.
    func number(of name: UnsafeRawBufferPointer) -> Int? {
        let (found, slot) = find(name)
        guard found else { return nil }
        guard hasTable else { return slot }
        return (narrowSlots.isEmpty ? Int(wideSlots[slot]) : Int(narrowSlots[slot])) - 1
    }

    /// Whether `set` holds `name` with the same bytes, not just a `String` equal to it.
    private static func hasExactly(_ name: String, in set: Set<String>) -> Bool {
        guard let index = set.firstIndex(of: name) else { return false }
        return set[index].utf8.elementsEqual(name.utf8)
    }

    /// Whether `other` is this set itself, sharing its storage (a copy), not just a set of the same names.
    func sharesStorage(with other: NameSet) -> Bool {
        count == other.count && bytes.withUnsafeBufferPointer { mine in
            other.bytes.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        } && ends.withUnsafeBufferPointer { mine in other.ends.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// The names as a `Set`.
    public var set: Set<String> { Set(self) }

    /// The names in ascending order.
    public var sorted: [String] { map { $0 }.sorted() }

    public struct Iterator: IteratorProtocol {
        let names: NameSet
        var index = 0

        public mutating func next() -> String? {
            guard index < names.ends.count else { return nil }
            defer { index += 1 }
            return names.name(at: index)
        }
    }

    public func makeIterator() -> Iterator { Iterator(names: self) }

    public var underestimatedCount: Int { count }

    /// The same names, in any order.
    public static func == (lhs: NameSet, rhs: NameSet) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.bytes.withUnsafeBytes { bytes in
            var start = 0
            for end in lhs.ends {
                guard rhs.find(UnsafeRawBufferPointer(rebasing: bytes[start..<Int(end)])).found else { return false }
                start = Int(end)
            }
            return true
        }
    }

    public func hash(into hasher: inout Hasher) {
        // Independent of order, as `==` is.
        var sum: UInt64 = 0
        bytes.withUnsafeBytes { bytes in
            var start = 0
            for end in ends {
                sum &+= Self.hash(UnsafeRawBufferPointer(rebasing: bytes[start..<Int(end)]))
                start = Int(end)
            }
        }
        hasher.combine(count)
        hasher.combine(sum)
    }

    public var description: String { sorted.description }

    // MARK: The table

    /// Name `index`, made a `String`.
    func name(at index: Int) -> String {
        let range = ends.withUnsafeBufferPointer { Self.range(ofName: index, ends: $0) }
        return bytes.withUnsafeBytes { String(decoding: UnsafeRawBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Where name `index` is in the bytes.
    @inline(__always) static func range(ofName index: Int, ends: UnsafeBufferPointer<UInt32>) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// A table with room for `count` names at most three quarters full; none (0) for at most `linearLimit`.
    static func slotCount(for count: Int) -> Int {
        guard count > linearLimit else { return 0 }
        var slots = 8
        while slots * 3 < count * 4 { slots *= 2 }
        return slots
    }

    /// 64 bits of `name`, eight bytes at a time: names are short, and SipHash (`Hasher`) was most of the
    /// cost of making and merging sets of them. `ByteRunInterner` hashes with it too.
    @inlinable @inline(__always) static func hash(_ name: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: name.count)
        var index = 0
        let count = name.count
        while index + 8 <= count {
            hash = (hash ^ name.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            index += 8
        }
        if index < count {
            // The last bytes in one or two loads (overlapping ones already hashed): a name is mostly tail.
            let word: UInt64
            if count >= 8 {
                word = name.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                word = UInt64(name.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                    | UInt64(name.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            } else {
                word = UInt64(name[0]) | UInt64(name[count >> 1]) << 8 | UInt64(name[count - 1]) << 16
            }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        }
        hash ^= hash >> 32
        hash &*= 0x94D0_49BB_1331_11EB
        hash ^= hash >> 29
        return hash
    }

    @inline(__always) static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        guard left.count == right.count else { return false }
        var index = 0
        let count = left.count
        while index + 8 <= count {
            if left.loadUnaligned(fromByteOffset: index, as: UInt64.self) != right.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                return false
            }
            index += 8
        }
        while index < count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether `name` is in the set, and the slot it is in (or the free slot it would go in); without a
    /// table, its number (or -1).
    func find(_ name: UnsafeRawBufferPointer, hash: UInt64) -> (found: Bool, slot: Int) {
        if !narrowSlots.isEmpty { return Self.probe(narrowSlots, bytes, ends, name, hash) }
        if !wideSlots.isEmpty { return Self.probe(wideSlots, bytes, ends, name, hash) }
        return Self.search(bytes, ends, name)
    }

    /// `find` without a table: each name in order, by length first.
    @inline(__always) func find(_ name: UnsafeRawBufferPointer) -> (found: Bool, slot: Int) {
        hasTable ? find(name, hash: Self.hash(name)) : Self.search(bytes, ends, name)
    }

    static func search(_ bytes: [UInt8], _ ends: [UInt32], _ name: UnsafeRawBufferPointer) -> (found: Bool, slot: Int) {
        bytes.withUnsafeBytes { bytes in
            ends.withUnsafeBufferPointer { ends in
                var start = 0
                for index in 0..<ends.count {
                    let end = Int(ends[index])
                    if end - start == name.count, equal(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), name) {
                        return (true, index)
                    }
                    start = end
                }
                return (false, -1)
            }
        }
    }

    static func probe<Slot: FixedWidthInteger & UnsignedInteger>(_ slots: [Slot], _ bytes: [UInt8], _ ends: [UInt32],
                                                                  _ name: UnsafeRawBufferPointer, _ hash: UInt64) -> (found: Bool, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBytes { bytes in
                ends.withUnsafeBufferPointer { ends in
                    let mask = slots.count - 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let entry = Int(slots[slot])
                        if entry == 0 { return (false, slot) }
                        if equal(UnsafeRawBufferPointer(rebasing: bytes[range(ofName: entry - 1, ends: ends)]), name) { return (true, slot) }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// Adds the name whose UTF-8 bytes are `name` (which must not point into this set's own bytes).
    @discardableResult
    mutating func insert(bytesOf name: UnsafeRawBufferPointer) -> Bool {
        let newCount = ends.count + 1
        if newCount > Self.linearLimit, newCount * 4 > slotCount * 3 {
            rehash(slotCount: Self.slotCount(for: Swift.max(newCount, ends.count * 2)))
        }
        let (found, slot) = find(name)
        if found { return false }
        bytes.append(contentsOf: name)
        ends.append(UInt32(bytes.count))
        if !narrowSlots.isEmpty {
            narrowSlots[slot] = UInt16(ends.count)
        } else if !wideSlots.isEmpty {
            wideSlots[slot] = UInt32(ends.count)
        }
        return true
    }

    /// Adds the text of `bytes` as `String(decoding:as: UTF8.self)` reads it: an ASCII run (almost every
    /// one) goes in as it is, any other becomes the `String` it always did (repaired where it is not UTF-8),
    /// so a set made from a file's bytes holds what a `Set<String>` made from them held.
    @discardableResult
    public mutating func insert(decoding bytes: UnsafeRawBufferPointer) -> Bool {
        if ASCIIBytes.firstNonASCII(in: bytes, from: 0) == bytes.count { return insert(bytesOf: bytes) }
        return insert(String(decoding: bytes, as: UTF8.self))
    }

    /// Drops the room the arrays grew beyond their names (made name by name, a set kept for the whole run
    /// would hold up to twice its bytes).
    public mutating func compact() {
        bytes.dropExcessCapacity()
        ends.dropExcessCapacity()
    }

    /// Rebuilds the table at `slotCount` slots (a power of two, room for every name).
    mutating func rehash(slotCount: Int) { _ = rehash(slotCount: slotCount, rejectingRepeats: false) }

    /// Rebuilds the table at `slotCount` slots (none for 0); with `rejectingRepeats`, false (and the table
    /// unusable) when a name is there twice, found while probing, so without a second pass.
    mutating func rehash(slotCount: Int, rejectingRepeats: Bool) -> Bool {
        if slotCount == 0 {
            narrowSlots = []
            wideSlots = []
            return !rejectingRepeats || !Self.repeatsAName(bytes, ends)
        }
        if slotCount <= Self.narrowLimit {
            let (table, unique) = Self.table(of: UInt16.self, slotCount: slotCount, bytes, ends, rejectingRepeats: rejectingRepeats)
            narrowSlots = table
            wideSlots = []
            return unique
        }
        let (table, unique) = Self.table(of: UInt32.self, slotCount: slotCount, bytes, ends, rejectingRepeats: rejectingRepeats)
        wideSlots = table
        narrowSlots = []
        return unique
    }

    /// Whether a name is there twice (every pair compared: for sets without a table).
    static func repeatsAName(_ bytes: [UInt8], _ ends: [UInt32]) -> Bool {
        bytes.withUnsafeBytes { bytes in
            ends.withUnsafeBufferPointer { ends in
                for index in 0..<ends.count {
                    let name = UnsafeRawBufferPointer(rebasing: bytes[range(ofName: index, ends: ends)])
                    for earlier in 0..<index where equal(UnsafeRawBufferPointer(rebasing: bytes[range(ofName: earlier, ends: ends)]), name) {
                        return true
                    }
                }
                return false
            }
        }
    }

    static func table<Slot: FixedWidthInteger & UnsignedInteger>(of _: Slot.Type, slotCount: Int, _ bytes: [UInt8], _ ends: [UInt32],
                                                                  rejectingRepeats: Bool) -> (table: [Slot], unique: Bool) {
        guard slotCount > 0 else { return ([], true) }
        var table = [Slot](filledWith: 0, count: slotCount)
        let mask = slotCount - 1
        let unique = bytes.withUnsafeBytes { bytes in
            ends.withUnsafeBufferPointer { ends in
                table.withUnsafeMutableBufferPointer { table in
                    var start = 0
                    for index in 0..<ends.count {
                        let end = Int(ends[index])
                        let name = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                        var slot = Int(truncatingIfNeeded: hash(name)) & mask
                        while table[slot] != 0 {
                            if rejectingRepeats,
                               equal(UnsafeRawBufferPointer(rebasing: bytes[range(ofName: Int(table[slot]) - 1, ends: ends)]), name) {
                                return false
                            }
                            slot = (slot + 1) & mask
                        }
                        table[slot] = Slot(index + 1)
                        start = end
                    }
                    return true
                }
            }
        }
        return (table, unique)
    }
}

extension NameSet: BinaryCodable {
    /// The names' bytes as one run, then each name's length, then the table as it is: read back with a
    /// copy each and no `String`, and no name hashed (rebuilding the tables of the sets a pre-commit run
    /// reads from the cache was 3 % of it). The cache file's checksum guards the table like everything
    /// else in it; reading checks what could make a look-up go wrong in a way other than a wrong answer
    /// (a full table, a number that is no name's), and that every name is in it once.
    public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(count))
        writer.writeBytes(bytes)
        var start: UInt32 = 0
        for end in ends {
            writer.writeVarint(UInt64(end - start))
            start = end
        }
        writer.writeVarint(UInt64(slotCount))
        if !narrowSlots.isEmpty {
            Self.write(narrowSlots, to: &writer)
        } else if !wideSlots.isEmpty {
            Self.write(wideSlots, to: &writer)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        let count = try reader.readCount()
        let bytes = try reader.readBytes()
        guard bytes.count <= Int(UInt32.max) else { throw BinaryCodingError("a set of names is too large") }
        var ends: [UInt32] = []
        ends.reserveCapacity(count)
        var end = 0
        for _ in 0..<count {
            // A length is checked against the set's bytes (read before it), not against what follows it.
            let length = try reader.readVarint()
            guard length <= UInt64(bytes.count - end) else { throw BinaryCodingError("a set of names runs past its bytes") }
            end += Int(length)
            ends.append(UInt32(end))
        }
        guard end == bytes.count else { throw BinaryCodingError("a set of names has bytes left over") }
        try bytes.withUnsafeBytes { raw in
            // Names read from a file are valid UTF-8, so any that is not comes from damage.
            guard ASCIIBytes.firstNonASCII(in: raw, from: 0) < raw.count else { return }
            var start = 0
            for end in ends {
                let name = UnsafeRawBufferPointer(rebasing: raw[start..<Int(end)])
                if ASCIIBytes.firstNonASCII(in: name, from: 0) < name.count, String(validating: name, as: UTF8.self) == nil {
                    throw BinaryCodingError("a name is not UTF-8")
                }
                start = Int(end)
            }
        }
        let slotCount = try reader.readVarint()
        self.init()
        self.bytes = bytes
        self.ends = ends
        if slotCount == 0 {
            // No table: at most `linearLimit` names, compared pairwise (a name twice would be found once and
            // counted twice: damage, not a set).
            guard count <= Self.linearLimit else { throw BinaryCodingError("a large set of names has no table") }
            guard !Self.repeatsAName(bytes, ends) else { throw BinaryCodingError("a set of names repeats a name") }
            return
        }
        // A power of two, at most three quarters full (a look-up probes until a free slot), as `insert` keeps it.
        guard slotCount >= 8, slotCount & (slotCount - 1) == 0, UInt64(count) * 4 <= slotCount * 3,
              slotCount <= UInt64(reader.bytesLeft) else {
            throw BinaryCodingError("a set of names has a table of the wrong size")
        }
        if slotCount <= UInt64(Self.narrowLimit) {
            narrowSlots = try Self.readTable(of: UInt16.self, slotCount: Int(slotCount), names: count, from: &reader)
        } else {
            wideSlots = try Self.readTable(of: UInt32.self, slotCount: Int(slotCount), names: count, from: &reader)
        }
    }

    /// The slots' bytes, little-endian, after their count.
    @_specialize(where Slot == UInt16)
    @_specialize(where Slot == UInt32)
    private static func write<Slot: FixedWidthInteger>(_ slots: [Slot], to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(slots.count * MemoryLayout<Slot>.size))
        let ordered = Slot(1).littleEndian == Slot(1) ? slots : slots.map(\.littleEndian)
        ordered.withUnsafeBytes { writer.storage.append(contentsOf: $0) }
    }

    /// A table of `slotCount` slots, each free (0) or a name's number plus one, every name's once.
    @_specialize(where Slot == UInt16)
    @_specialize(where Slot == UInt32)
    private static func readTable<Slot: FixedWidthInteger & UnsignedInteger>(of _: Slot.Type, slotCount: Int, names: Int,
                                                                           from reader: inout BinaryReader) throws -> [Slot] {
        let range = try reader.skipBytes()
        guard range.count == slotCount * MemoryLayout<Slot>.size else { throw BinaryCodingError("a set of names has a table of the wrong size") }
        // Copied as it is on a little-endian machine (all iblint runs on), in one copy (an array of the bytes
        // first, and a table filled with zeros, were a loop over each), then checked in two passes a
        // compiler can vectorize: no slot past the last name, and as many filled slots as names.
        let source = UnsafeRawBufferPointer(rebasing: reader.bytes[range])
        var table = [Slot](unsafeUninitializedCapacity: slotCount) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            initialized = slotCount
        }
        if Slot(1).littleEndian != Slot(1) { table = table.map { Slot(littleEndian: $0) } }
        let (largest, filled) = table.withUnsafeBufferPointer { slots -> (Slot, Int) in
            var largest: Slot = 0, filled = 0
            for slot in slots {
                largest = Swift.max(largest, slot)
                filled &+= slot == 0 ? 0 : 1
            }
            return (largest, filled)
        }
        guard largest <= names, filled == names else { throw BinaryCodingError("a set of names has a table that does not hold its names") }
        // Every name once: a name missing would be found nowhere, so numbers repeated are checked too.
        var seen = [UInt64](filledWith: 0, count: names / 64 + 1)
        let unique = table.withUnsafeBufferPointer { slots in
            seen.withUnsafeMutableBufferPointer { seen in
                for slot in slots where slot != 0 {
                    let word = Int(slot) >> 6, bit = UInt64(1) << UInt64(Int(slot) & 63)
                    if seen[word] & bit != 0 { return false }
                    seen[word] |= bit
                }
                return true
            }
        }
        guard unique else { throw BinaryCodingError("a set of names has a table that does not hold each name once") }
        return table
    }
}

extension Array {
    /// Gives back the room an array grew beyond its elements, when that is more than an eighth of them: for
    /// arrays made once and kept for the whole run (name sets, files' line starts).
    @inlinable public mutating func dropExcessCapacity() {
        guard capacity > count + count / 8 else { return }
        // Not `Array(unsafeUninitializedCapacity:)`: see `Array(filledWith:count:)`.
        var trimmed: [Element] = []
        trimmed.reserveCapacity(count)
        trimmed.append(contentsOf: self)
        self = trimmed
    }
}
