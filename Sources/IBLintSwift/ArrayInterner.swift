/// Hands out one shared copy of each distinct array a file's scan makes many times over (call paths such as
/// `["view", "addSubview"]`, argument labels such as `[nil]` or `["for"]`), so that the calls holding equal
/// arrays share one buffer instead of each allocating its own: every call of every file is kept for the
/// whole run. Per file, and dropped with the scan.
///
/// Asked once per call, so it hashes cheaply: each element's length and first, middle and last UTF-8 bytes
/// mixed into one number (the standard hashing of an array of strings cost a twentieth of the scan); arrays
/// that agree on those are told apart by comparing them.
struct ArrayInterner<Element: InternableElement> {
    private var table = InternTable()
    private var arrays: [[Element]] = []

    /// `array`, or the equal array handed out before. An empty array allocates nothing and is not kept.
    mutating func intern(_ array: [Element]) -> [Element] {
        intern(count: array.count, made: { array }, element: { array[$0] })
    }

    /// The shared array of the `count` elements `element(0)`, `element(1)`…: found by those elements, so
    /// that an array handed out before (most are) is never made again; `made()` makes it the first time.
    /// (Made for every call and then looked up in a `Set`, the arrays of argument labels were a third of
    /// reading function bodies.)
    @inline(__always)
    mutating func intern(count: Int, made: () -> [Element], element: (Int) -> Element) -> [Element] {
        guard count > 0 else { return [] }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in 0..<count { element(k).mixUTF8(into: &hash) }
        let (found, slot) = table.find(hash) { arrays[$0].count == count && ArrayInterner.equal(arrays[$0], element) }
        if let found { return arrays[found] }
        let array = made()
        arrays.append(array)
        table.add(hash, at: slot)
        return array
    }

    private static func equal(_ array: [Element], _ element: (Int) -> Element) -> Bool {
        for k in array.indices where array[k] != element(k) { return false }
        return true
    }
}

/// An element `ArrayInterner` can hash by its UTF-8.
protocol InternableElement: Hashable {
    func mixUTF8(into hash: inout UInt64)
}

extension String: InternableElement {
    func mixUTF8(into hash: inout UInt64) {
        let bytes = utf8, count = bytes.count
        var sample = UInt64(truncatingIfNeeded: count)
        if count > 0 {
            let middle = bytes.index(bytes.startIndex, offsetBy: count / 2)
            sample |= UInt64(bytes[bytes.startIndex]) << 32 | UInt64(bytes[middle]) << 40 | UInt64(bytes[bytes.index(before: bytes.endIndex)]) << 48
        }
        hash = (hash ^ sample) &* 0x100_0000_01b3
    }
}

extension Optional: InternableElement where Wrapped == String {
    func mixUTF8(into hash: inout UInt64) {
        if let self { self.mixUTF8(into: &hash) } else { hash = (hash ^ 1 << 63) &* 0x100_0000_01b3 }
    }
}

/// `ArrayInterner` for the paths of a file's calls (`["view", "addSubview"]`), found by their parts' codes
/// (`TokenStream.PathPart`) instead of their texts: a path met before (most are) is handed out again without
/// making its parts' `String`s (reading every call's path as `String`s and hashing them was a fifth of
/// finding a file's calls). Parts whose texts are equal but whose names differ (the same `String` spelled in
/// other bytes) get arrays of their own, equal to each other.
struct PathInterner {
    /// The parts `TokenStream.pathParts(endingAt:into:)` fills and `internParts(_:)` looks up.
    var parts: [TokenStream.PathPart] = []
    private var table = InternTable()
    private var paths: [[String]] = []
    /// Every path's parts, one after the other: path `n`'s are `codes[starts[n]..<starts[n + 1]]`.
    private var codes: [UInt64] = []
    private var starts: [Int] = [0]

    /// The shared array of the texts of `parts` (as `stream` writes them).
    mutating func internParts(_ stream: TokenStream) -> [String] {
        let count = parts.count
        guard count > 0 else { return [] }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts { hash = (hash ^ part.code) &* 0x100_0000_01b3 }
        let (found, slot) = table.find(hash) { starts[$0 + 1] - starts[$0] == count && sameParts(from: starts[$0]) }
        if let found { return paths[found] }
        let path = parts.map { stream.text(of: $0) }
        paths.append(path)
        for part in parts { codes.append(part.code) }
        starts.append(codes.count)
        table.add(hash, at: slot)
        return path
    }

    private func sameParts(from start: Int) -> Bool {
        for k in parts.indices where codes[start + k] != parts[k].code { return false }
        return true
    }
}

/// The table both interners find their arrays in: open addressing, per slot an array's number + 1 (`0`: free),
/// a power of two long and at most half full, with each array's hash kept so that only arrays of the same
/// hash are compared.
private struct InternTable {
    private var slots = [Int32](repeating: 0, count: 256)
    private var hashes: [UInt64] = []

    /// The number of the array with `hash` that `matches`, or where one would be added.
    @inline(__always)
    func find(_ hash: UInt64, matches: (Int) -> Bool) -> (found: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Self.start(of: hash, mask: mask)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, matches(index) { return (index, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// Adds the next array (numbered in order) at `slot`, as `find` gave it; grows the table past half full.
    mutating func add(_ hash: UInt64, at slot: Int) {
        hashes.append(hash)
        slots[slot] = Int32(truncatingIfNeeded: hashes.count)
        guard hashes.count * 2 > slots.count else { return }
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Self.start(of: hash, mask: mask)
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(truncatingIfNeeded: index + 1)
        }
        slots = grown
    }

    @inline(__always) private static func start(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    }
}
