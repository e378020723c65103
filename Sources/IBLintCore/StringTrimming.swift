extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines), Foundation-free.
    public var trimmingWhitespace: String {
        // Most text has none: when it starts and ends with an ASCII character that is not whitespace, it is
        // its own answer (a character that starts or ends with such a byte is never whitespace).
        let utf8 = self.utf8
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           !Self.isASCIIWhitespace(first), !Self.isASCIIWhitespace(last) {
            return self
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// The string without leading and trailing spaces and tabs, scalar by scalar: tab, Unicode's space
    /// separators and the zero-width space, what swift-corelibs-foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims (newlines stay), without its cost (ten thousand
    /// instructions a call) and the same on every platform.
    public var trimmingSpacesAndTabs: String {
        let utf8 = self.utf8
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           first != 0x20, first != 0x09, last != 0x20, last != 0x09 {
            return self
        }
        func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, isSpaceOrTab(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpaceOrTab(last) { scalars.removeLast() }
        return String(scalars)
    }

    /// The string without any white space (scalars with Unicode's `White_Space` property), as
    /// `String(unicodeScalars.filter { !$0.properties.isWhitespace })` gives it; read as bytes when the
    /// string is ASCII (then a scalar is a byte), without asking each scalar's properties.
    public var removingWhitespace: String {
        if let ascii = removingASCIIWhitespace { return ascii }
        return String(unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    /// The string without its whitespace characters, as `String(filter { !$0.isWhitespace })` gives it (a
    /// `Character` goes with its first scalar: a space with a combining mark on it goes whole); read as
    /// bytes when the string is ASCII. Asked of every type written in the code a rule looks at: filtering
    /// `Character`s, each asked for its Unicode properties, was a percent of a run.
    public var removingWhitespaceCharacters: String {
        if let ascii = removingASCIIWhitespace { return ascii }
        return String(filter { !$0.isWhitespace })
    }

    /// Both removals for an ASCII string, where a character is a byte (`\r\n` is one `Character`, but
    /// both its bytes are white space): the string itself when it holds none. `nil` when not ASCII.
    private var removingASCIIWhitespace: String? {
        let result = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var whitespace = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if Self.isASCIIWhitespace(byte) { whitespace += 1 }
            }
            if whitespace == 0 { return self }
            return String(decoding: bytes.filter { !Self.isASCIIWhitespace($0) }, as: UTF8.self)
        }
        if let result { return result }
        // Not stored contiguously (bridged): read through the view.
        guard isASCII else { return nil }
        guard utf8.contains(where: Self.isASCIIWhitespace) else { return self }
        return String(decoding: utf8.filter { !Self.isASCIIWhitespace($0) }, as: UTF8.self)
    }

    /// Whether every character is ASCII (every byte below 0x80). Read eight bytes at a time from the
    /// string's own storage (asked of every path and name: `utf8.allSatisfy` cost 2,600 instructions for
    /// a path of 80 bytes).
    @inline(__always) public var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            ASCIIBytes.firstNonASCII(in: UnsafeRawBufferPointer(bytes), from: 0) == bytes.count
        } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// The ASCII characters Unicode calls white space: tab, line feed, vertical tab, form feed, carriage
    /// return and space.
    @inline(__always) static func isASCIIWhitespace(_ byte: UInt8) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
}

/// Runs of ASCII bytes, read eight at a time: most of any source or interface file, and of every path.
public enum ASCIIBytes {
    /// The offset of the first byte at or after `start` that is not ASCII (0x80 or above); `bytes.count`
    /// when there is none.
    @inline(__always) public static func firstNonASCII(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = max(0, start)
        while index + 8 <= bytes.count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        while index < bytes.count, bytes[index] < 0x80 { index += 1 }
        return min(index, bytes.count)
    }
}

/// Dotted names (`Module.Outer.Inner`).
public enum DottedName {
    /// The last part of a dotted name, as `split(separator: ".").last` gives it (`name` itself when that
    /// is empty); the name as it is, without splitting, when it holds no dot, which is nearly always: the
    /// index asks this of every class name many times.
    @inline(__always) public static func last(_ name: String) -> String {
        // The dot looked for in the string's own bytes (`utf8.contains` went through the view's iterator:
        // 500 instructions a name, asked 25,000 times in a warm run).
        let hasDot = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains(UInt8(ascii: "."))
        } ?? name.utf8.contains(UInt8(ascii: "."))
        guard hasDot else { return name }
        return name.isASCII ? lastOfASCII(name) : name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `last` by bytes: in ASCII a `Character` is a byte (but for `\r\n`, which holds no dot), and
    /// splitting by `Character` cost 4,000 instructions a name (the array of pieces).
    private static func lastOfASCII(_ name: String) -> String {
        let utf8 = name.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return name }  // only dots: no piece
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: ".") { start = utf8.index(before: start) }
        return String(name[start..<end])
    }
}

/// Paths split at their slashes.
public enum PathComponents {
    /// The folders dependency managers check code out into (CocoaPods, Carthage, Xcode's packages): files
    /// under them are indexed (their classes are real) but never reported on. One list for discovery and
    /// the project model.
    public static let vendoredFolderNames: Set<String> = ["Pods", "Carthage", "SourcePackages"]

    /// `vendoredFolderNames` as bytes, for reading paths without making `String`s.
    static let vendoredFolderNameBytes: [[UInt8]] = vendoredFolderNames.sorted().map { Array($0.utf8) }

    /// Whether a folder on `path` (never the file's own name, its last component) is one of
    /// `vendoredFolderNames`, as `split(path).dropLast()` reads the path. Discovery asks it of every file
    /// found and the project model of every file of every target: ASCII paths are read by bytes (splitting
    /// each into `String`s cost thousands of instructions a path); others are split.
    public static func hasVendoredFolder(_ path: String) -> Bool {
        let byBytes = path.withUTF8Bytes { bytes -> Bool? in
            guard ASCIIBytes.firstNonASCII(in: UnsafeRawBufferPointer(bytes), from: 0) == bytes.count else { return nil }
            // The components as `split` reads an ASCII path (the runs between slashes, empty ones left out),
            // each looked at once the next is found: all but the last.
            var start = 0
            var previous: Range<Int>? = nil
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                if index > start {
                    if let previous {
                        let folder = UnsafeBufferPointer(rebasing: bytes[previous])
                        if vendoredFolderNameBytes.contains(where: { $0.count == folder.count && $0.elementsEqual(folder) }) {
                            return true
                        }
                    }
                    previous = start..<index
                }
                start = index + 1
            }
            return false
        }
        if let byBytes { return byBytes }
        return split(path).dropLast().contains { vendoredFolderNames.contains($0) }
    }

    /// An ASCII path that path normalization (`ProjectPaths.normalize`, the reporters' `PathResolver`)
    /// gives back unchanged: not empty, no empty component (but the root's), no `.` or `..` component and
    /// no slash at the end. (For ASCII, a `Character` is a byte but for `\r\n`,
    /// and `/` never belongs to a longer one, so reading bytes splits as `split(separator: "/")` does.)
    public static func isNormalizedASCII(_ path: String) -> Bool {
        path.withUTF8Bytes(isNormalizedASCII)
    }

    private static func isNormalizedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var componentLength = 0, dots = 0, isFirst = true, sawAny = false
        for byte in bytes {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                // An empty component is fine only before the root's slash.
                if componentLength == 0, !(isFirst && !sawAny) { return false }
                if componentLength > 0, dots == componentLength, dots <= 2 { return false }
                isFirst = false
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            sawAny = true
        }
        guard componentLength > 0 else { return false }  // empty, or a slash at the end
        return !(dots == componentLength && dots <= 2)
    }

    /// `path.split(separator: "/").map(String.init)`, read by bytes when the path is ASCII (its characters
    /// are then single bytes, but for `\r\n`, and `/` never belongs to a longer one), by `Character`
    /// otherwise: splitting a path by `Character` costs a grapheme-break test per byte.
    public static func split(_ path: String) -> [String] {
        let components = path.withUTF8Bytes { bytes -> [String]? in
            var components: [String] = []
            var start = 0
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                guard byte < 0x80 else { return nil }
                guard byte == UInt8(ascii: "/") else { continue }
                if offset > start { components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)) }
                start = offset + 1
            }
            if bytes.count > start { components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return components
        }
        return components ?? path.split(separator: "/").map(String.init)
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place for a native string, which is almost every
    /// one (`utf8.withContiguousStorageIfAvailable`), else from a contiguous copy. `withUTF8` is
    /// `mutating`, so calling it on a parameter meant a copy of the string, and with it a retain and a
    /// release, at every call: a name looked up in a set, an attribute's name read by a rule, hundreds of
    /// thousands of times a run.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

extension String {
    /// The text's lines: split at each line feed, the carriage return before one dropped (Windows line
    /// endings), as `split(separator: "\n", omittingEmptySubsequences: omittingEmpty)` splits a text without
    /// carriage returns. That `split` goes by `Character`, in which `\r\n` is one character: a file saved
    /// with Windows line endings came back as a single line (a configuration's keys, a lock file's entries).
    /// A lone carriage return stays in its line.
    public func lineSlices(omittingEmpty: Bool = true) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = self.utf8
        var start = utf8.startIndex, index = start
        // Every index cut at is a `Character` boundary: one before a line feed (or before the carriage
        // return of `\r\n`), or after a line feed.
        func append(upTo end: String.Index) {
            var end = end
            if end > start, end < utf8.endIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
            if !omittingEmpty || start < end { lines.append(self[start..<end]) }
        }
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                append(upTo: index)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmpty || start < utf8.endIndex { append(upTo: utf8.endIndex) }
        return lines
    }
}

extension String {
    /// `String(decoding: bytes, as: UTF8.self)`, made in place when the text is short enough for Swift to
    /// keep inline (15 bytes or fewer): through `String(unsafeUninitializedCapacity:)` such a string costs
    /// about 85 instructions instead of 125 (`decoding:` takes the general path first). Longer texts go
    /// through `decoding:`, which is the cheaper of the two for them. Invalid UTF-8 is repaired the same way
    /// by both (each bad sequence becomes U+FFFD). The cache's decoder, the interface loader's attribute
    /// values and the lexer's new names make millions of these a run, most of them short.
    @inlinable public init(utf8Bytes bytes: UnsafeRawBufferPointer) {
        guard bytes.count <= 15 else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: base, count: bytes.count))
            return bytes.count
        }
    }

    /// `String(utf8Bytes:)` of a buffer of bytes.
    @inlinable public init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(utf8Bytes: UnsafeRawBufferPointer(bytes))
    }
}
