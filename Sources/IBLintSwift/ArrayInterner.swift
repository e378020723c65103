/// Hands out one shared copy of each distinct array a file's scan makes many times over (call paths such as
/// `["view", "addSubview"]`, argument labels such as `[nil]` or `["for"]`), so that the calls holding equal
/// arrays share one buffer instead of each allocating its own: every call of every file is kept for the
/// whole run. Per file, and dropped with the scan.
///
/// Asked once per call, so it hashes cheaply: each element's length and first, middle and last UTF-8 bytes
/// mixed into one number (the standard hashing of an array of strings cost a twentieth of the scan); arrays
/// that agree on those are told apart by comparing them.
struct ArrayInterner<Element: InternableElement> {
    private struct Entry: Hashable {
        let array: [Element]
        let hash: UInt64
        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.hash == rhs.hash && lhs.array == rhs.array }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private var shared = Set<Entry>(minimumCapacity: 256)

    /// `array`, or the equal array handed out before. An empty array allocates nothing and is not kept.
    mutating func intern(_ array: [Element]) -> [Element] {
        guard !array.isEmpty else { return array }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for element in array { element.mixUTF8(into: &hash) }
        return shared.insert(Entry(array: array, hash: hash)).memberAfterInsert.array
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
