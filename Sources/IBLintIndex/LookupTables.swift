import IBLintCore
import IBLintXML

// Tables that turn per-call passes over the whole project into lookups. Each query a rule makes per
// call or per element (a nib name, a method name, a storyboard identifier) used to walk every load
// failure or every Objective-C method, which made those rules quadratic in the size of the project.

/// Interface files that failed to load, by kind and name (`uniqueDocument(named:kind:)`).
struct FailedInterfaceName: Hashable, Sendable {
    let kind: IBDocumentKind?
    let name: String
}

/// Strings sorted by their UTF-8 bytes, for "does one of them start with this?" by binary search.
/// Bytes stand for characters only in plain text (see `isPlain`): callers check before asking.
struct SortedByteStrings: Sendable {
    private let sorted: [[UInt8]]

    init(_ strings: some Sequence<String>) {
        sorted = Set(strings).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The position of the first string not ordered before `needle`.
    private func lowerBound(_ needle: [UInt8]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lexicographicallyPrecedes(needle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func containsString(withPrefix prefix: [UInt8]) -> Bool {
        let position = lowerBound(prefix)
        return position < sorted.count && sorted[position].starts(with: prefix)
    }

    func contains(_ string: [UInt8]) -> Bool {
        let position = lowerBound(string)
        return position < sorted.count && sorted[position] == string
    }

    /// Printable ASCII: comparing bytes is comparing characters (no `\r\n` pair, no canonically
    /// equivalent spellings), so a byte prefix is a `String.hasPrefix` prefix.
    static func isPlain(_ text: String) -> Bool { text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
}

/// Every Objective-C method selector of the project, sorted, so that "is there a selector starting
/// with this?" is a binary search.
struct ObjCSelectorTable: Sendable {
    private let selectors: SortedByteStrings
    /// Whether every selector is plain text: only then is a byte prefix the same as `String.hasPrefix`
    /// (which compares characters, so a non-ASCII selector can match a prefix its bytes do not have).
    let isPlain: Bool

    init(_ selectors: some Sequence<String>) {
        let unique = Set(selectors)
        self.selectors = SortedByteStrings(unique)
        isPlain = unique.allSatisfy(SortedByteStrings.isPlain)
    }

    /// Whether some selector starts with `prefix`; `nil` when the table cannot say (text that is not
    /// plain), for the caller to search the slow way.
    func containsSelector(withPrefix prefix: String) -> Bool? {
        guard isPlain, SortedByteStrings.isPlain(prefix) else { return nil }
        return selectors.containsString(withPrefix: Array(prefix.utf8))
    }

    func containsSelector(_ selector: String) -> Bool? {
        guard isPlain, SortedByteStrings.isPlain(selector) else { return nil }
        return selectors.contains(Array(selector.utf8))
    }
}

/// The three-byte sequences of the interface files that failed to load: text with a sequence none of
/// them holds is in none of them, so most `unreadableFileMayMention` questions are answered without
/// reading those files again. One bit per sequence, hashed into a table of at least eight bits per byte of
/// those files (a power of two, from 4 KB to 2 MB: one bit for every possible sequence, exact, when they are
/// that large). Two sequences may share a bit, which only makes "missing" rarer, never wrong. A table of
/// every possible sequence was 2 MB of every such project's peak memory (the six that fail in the
/// generated scale-1 app hold 5 KB: 8 KB of table).
struct TrigramSet: Sendable {
    private var bits: [UInt64]
    /// Bits in the table, as a power of two: the hash keeps the top `width` bits.
    private let width: Int

    static let maximumWidth = 24
    static let minimumWidth = 15

    init(_ files: [[UInt8]]) {
        let total = files.reduce(0) { $0 + $1.count }
        var width = Self.minimumWidth
        while width < Self.maximumWidth, (1 << width) < total * 8 { width += 1 }
        self.width = width
        bits = [UInt64](repeating: 0, count: (1 << width) / 64)
        for bytes in files where bytes.count >= 3 {
            var code = (Int(bytes[0]) << 8) | Int(bytes[1])
            for position in 2..<bytes.count {
                code = ((code << 8) | Int(bytes[position])) & 0xFF_FFFF
                let bit = slot(code)
                bits[bit >> 6] |= 1 << UInt64(bit & 63)
            }
        }
    }

    /// The bit of a sequence: itself when the table holds every sequence, else the top bits of a
    /// multiplicative hash (Fibonacci hashing, so sequences that differ in one byte spread apart).
    @inline(__always) private func slot(_ code: Int) -> Int {
        if width == Self.maximumWidth { return code }
        return Int((UInt32(truncatingIfNeeded: code) &* 0x9E37_79B1) >> UInt32(32 - width))
    }

    /// `false` when some file may hold `needle` (every three-byte sequence of it occurs somewhere), or
    /// when it is too short to tell; `true` when none does.
    func certainlyMissing(_ needle: [UInt8]) -> Bool {
        guard needle.count >= 3 else { return false }
        var code = (Int(needle[0]) << 8) | Int(needle[1])
        for position in 2..<needle.count {
            code = ((code << 8) | Int(needle[position])) & 0xFF_FFFF
            let bit = slot(code)
            if bits[bit >> 6] & (1 << UInt64(bit & 63)) == 0 { return true }
        }
        return false
    }
}

extension ProjectIndex {
    var failedInterfaceNames: Set<FailedInterfaceName> {
        derived.failedInterfaceNames.get {
            Set(loadFailures.map { FailedInterfaceName(kind: IBDocumentKind(path: $0.error.path), name: ProjectIndex.interfaceName(ofPath: $0.error.path)) })
        }
    }

    var objcSelectors: ObjCSelectorTable {
        derived.objcSelectors.get {
            ObjCSelectorTable(objcFiles.lazy.flatMap { $0.interfaces + $0.implementations }.flatMap(\.methods).map(\.selector))
        }
    }

    var unreadableTrigrams: TrigramSet {
        derived.unreadableTrigrams.get { TrigramSet(loadFailures.compactMap { $0.file?.bytes }) }
    }
}
