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

/// Every Objective-C method selector of the project, sorted by UTF-8 bytes, so that "is there a
/// selector starting with this?" is a binary search.
struct ObjCSelectorTable: Sendable {
    private let sorted: [[UInt8]]
    /// Whether every selector is ASCII: only then is a byte prefix the same as `String.hasPrefix`
    /// (which compares characters, so a non-ASCII selector can match a prefix its bytes do not have).
    let isASCII: Bool

    init(_ selectors: some Sequence<String>) {
        let bytes = Set(selectors).map { Array($0.utf8) }
        sorted = bytes.sorted { $0.lexicographicallyPrecedes($1) }
        isASCII = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    }

    /// Whether some selector starts with `prefix` (an ASCII prefix; `nil` when the table cannot say,
    /// for the caller to search the slow way).
    func containsSelector(withPrefix prefix: String) -> Bool? {
        let needle = Array(prefix.utf8)
        guard isASCII, needle.allSatisfy({ $0 < 0x80 }) else { return nil }
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lexicographicallyPrecedes(needle) { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low].starts(with: needle)
    }

    func containsSelector(_ selector: String) -> Bool? {
        guard let prefixed = containsSelector(withPrefix: selector) else { return nil }
        guard prefixed else { return false }
        let needle = Array(selector.utf8)
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lexicographicallyPrecedes(needle) { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == needle
    }
}

/// The three-byte sequences of the interface files that failed to load: text with a sequence none of
/// them holds is in none of them, so most `unreadableFileMayMention` questions are answered without
/// reading those files again. Exact: one bit per possible sequence (2 MB, built only for a project with
/// such files).
struct TrigramSet: Sendable {
    private var bits: [UInt64]

    init(_ files: [[UInt8]]) {
        bits = [UInt64](repeating: 0, count: (1 << 24) / 64)
        for bytes in files where bytes.count >= 3 {
            var code = (Int(bytes[0]) << 8) | Int(bytes[1])
            for position in 2..<bytes.count {
                code = ((code << 8) | Int(bytes[position])) & 0xFF_FFFF
                bits[code >> 6] |= 1 << UInt64(code & 63)
            }
        }
    }

    /// `false` when some file may hold `needle` (every three-byte sequence of it occurs somewhere), or
    /// when it is too short to tell; `true` when none does.
    func certainlyMissing(_ needle: [UInt8]) -> Bool {
        guard needle.count >= 3 else { return false }
        var code = (Int(needle[0]) << 8) | Int(needle[1])
        for position in 2..<needle.count {
            code = ((code << 8) | Int(needle[position])) & 0xFF_FFFF
            if bits[code >> 6] & (1 << UInt64(code & 63)) == 0 { return true }
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
