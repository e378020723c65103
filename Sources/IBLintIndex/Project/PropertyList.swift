import IBLintCore

/// A value of an old-style (NeXTSTEP) property list, the format of `project.pbxproj`: strings, arrays,
/// dictionaries and (rarely) data. Numbers and identifiers are strings, as in the format itself.
public enum PropertyList: Sendable, Hashable {
    case string(String)
    case array([PropertyList])
    case dictionary(PropertyListDictionary)
    case data([UInt8])

    public var string: String? { if case .string(let value) = self { return value }; return nil }
    public var array: [PropertyList]? { if case .array(let value) = self { return value }; return nil }
    public var dictionary: PropertyListDictionary? { if case .dictionary(let value) = self { return value }; return nil }

    /// The value under `key` of a dictionary; `nil` for anything else.
    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// The strings of an array (other elements skipped); empty for anything else.
    public var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// A dictionary of a property list: its entries as written, looked up by key from the last, so that a key
/// written twice has its last value. A small one is searched entry by entry: a project's objects are
/// dictionaries of a few keys each, and a `Dictionary` for each (its keys hashed, then hashed again to look
/// them up) was a third of reading a large project. A large one (the project's objects, build settings) has a
/// table of its keys, made when the parser closes it, so that no input makes its look-ups slow.
public struct PropertyListDictionary: Sendable, Hashable {
    /// The keys, in the order written (a key written twice is here twice).
    public private(set) var keys: [String] = []
    /// The values, by the position of their keys.
    public private(set) var values: [PropertyList] = []
    /// For more than `searchedLimit` entries: each key's last position.
    private var positions: [String: Int]?

    /// The most entries searched one by one.
    public static let searchedLimit = 16

    public init() {}

    mutating func append(_ key: String, _ value: PropertyList) {
        keys.append(key)
        values.append(value)
    }

    /// Makes the table of a large dictionary's keys, once every entry is there.
    mutating func finish() {
        guard keys.count > Self.searchedLimit else { return }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(keys.count)
        for position in keys.indices { positions[keys[position]] = position }
        self.positions = positions
    }

    /// The value of the last entry whose key is `key` (compared as `String`s, as a `Dictionary` compares keys).
    public subscript(key: String) -> PropertyList? {
        position(of: key).map { values[$0] }
    }

    /// The position of the last entry whose key is `key` (compared as `subscript(key:)` compares them).
    public func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        var position = keys.count - 1
        while position >= 0 {
            if keys[position] == key { return position }
            position -= 1
        }
        return nil
    }

    /// The value of the entry at `position` (`0..<count`).
    public func value(at position: Int) -> PropertyList { values[position] }

    /// How many entries, a key written twice counted twice.
    public var count: Int { keys.count }

    public var isEmpty: Bool { keys.isEmpty }

    /// The keys, each once (as `String`s compare), in no particular order.
    public var distinctKeys: [String] {
        if let positions { return Array(positions.keys) }
        var seen: Set<String> = []
        return keys.filter { seen.insert($0).inserted }
    }

    /// The entries as a `Dictionary`: each key once, with its last value.
    public func table() -> [String: PropertyList] {
        var table: [String: PropertyList] = [:]
        table.reserveCapacity(keys.count)
        for position in keys.indices { table[keys[position]] = values[position] }
        return table
    }
}

/// Why a property list could not be read, and where.
public struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
}

/// Reads old-style property lists: `{ key = value; }`, `( a, b, )`, quoted strings with escapes,
/// unquoted strings, `<hex data>`, `/* … */` and `// …` comments. A single pass over the bytes; nesting is
/// capped, so no input can overflow the stack, and anything malformed is an error with its line.
public struct PropertyListParser {
    public static let maximumDepth = 64

    /// The text, read in place (through an array every byte read was checked against its bounds, and
    /// every string made from a slice of it went the long way).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    /// Strings without escapes, by their bytes: the same text is one `String` however often it is written
    /// (a project writes every object's 24-character id several times), so it is made and checked once,
    /// and the reader's look-ups by id compare the same storage instead of the texts.
    private var interner: ByteRunInterner
    private var strings: [String] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        interner = ByteRunInterner(expectedRuns: bytes.count / 64)
    }

    /// The text of `bytes[start..<end]`, the same `String` for the same bytes.
    private mutating func string(_ start: Int, _ end: Int) -> String {
        let (number, isNew) = interner.intern(bytes, start, end)
        if isNew { strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
        return strings[number]
    }

    public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<PropertyList, PropertyListError> in
            var parser = PropertyListParser(buffer)
            do throws(PropertyListError) {
                parser.skipTrivia()
                let value = try parser.value(depth: 0)
                parser.skipTrivia()
                guard parser.offset == buffer.count else { throw parser.error("unexpected text after the top-level value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try parsed.get()
    }

    public static func parse(_ text: String) throws(PropertyListError) -> PropertyList { try parse(Array(text.utf8)) }

    // MARK: Values

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard offset < bytes.count else { throw error("unexpected end of file, a value was expected") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quotedString())
        case UInt8(ascii: "<"): return .data(try data())
        default:
            guard let word = unquotedString() else {
                throw error("unexpected character '\(String(decoding: [bytes[offset]], as: UTF8.self))'")
            }
            return .string(word)
        }
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyList {
        offset += 1  // {
        var entries = PropertyListDictionary()
        while true {
            skipTrivia()
            guard offset < bytes.count else { throw error("unexpected end of file inside a dictionary ('}' missing)") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                entries.finish()
                return .dictionary(entries)
            }
            guard case .string(let key) = try value(depth: depth + 1) else { throw error("a dictionary key must be a string") }
            skipTrivia()
            try expect("=", "'=' after the key '\(key)'")
            skipTrivia()
            entries.append(key, try value(depth: depth + 1))
            skipTrivia()
            try expect(";", "';' after the value of '\(key)'")
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> PropertyList {
        offset += 1  // (
        var elements: [PropertyList] = []
        while true {
            skipTrivia()
            guard offset < bytes.count else { throw error("unexpected end of file inside an array (')' missing)") }
            if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(elements) }
            elements.append(try value(depth: depth + 1))
            skipTrivia()
            guard offset < bytes.count else { throw error("unexpected end of file inside an array (')' missing)") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            guard bytes[offset] == UInt8(ascii: ")") else { throw error("',' or ')' expected in an array") }
        }
    }

    // MARK: Strings

    private static func isUnquotedByte(_ byte: UInt8) -> Bool {
        byte.isIdentifierByte || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// `isUnquotedByte` of every byte, read with one load (seven comparisons a byte were a sixth of parsing a
    /// project, whose ids and names are mostly unquoted).
    private static let unquotedBytes: [Bool] = (0...255).map { isUnquotedByte(UInt8($0)) }

    private mutating func unquotedString() -> String? {
        let start = offset
        Self.unquotedBytes.withUnsafeBufferPointer { isUnquoted in
            while offset < bytes.count, isUnquoted[Int(bytes[offset])] { offset += 1 }
        }
        return offset > start ? string(start, offset) : nil
    }

    private mutating func quotedString() throws(PropertyListError) -> String {
        let quote = bytes[offset]
        let startLine = line
        offset += 1
        // Without escapes (nearly always), the string is its bytes.
        var end = offset
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == quote {
            for byte in bytes[offset..<end] where byte == UInt8(ascii: "\n") { line += 1 }
            defer { offset = end + 1 }
            return string(offset, end)
        }
        var result: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote { offset += 1; return String(decoding: result, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                offset += 1
                try escape(into: &result)
                continue
            }
            result.append(byte)
            offset += 1
        }
        throw PropertyListError(line: startLine, message: "a quoted string is not closed")
    }

    /// `\n \t \r \" \\ \a \b \f \v`, `\Uxxxx` and octal `\ooo`; anything else stands for itself.
    private mutating func escape(into result: inout [UInt8]) throws(PropertyListError) {
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                value = value * 16 + digit
                offset += 1
                digits += 1
            }
            guard digits > 0 else { throw error("\\U must be followed by hexadecimal digits") }
            result.append(contentsOf: Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            result.append(UInt8(truncatingIfNeeded: value))
        case UInt8(ascii: "\n"):
            line += 1
            result.append(byte)
        default: result.append(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func data() throws(PropertyListError) -> [UInt8] {
        offset += 1  // <
        var result: [UInt8] = []
        var pending: UInt32?
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: ">") { return result }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\n") { line += 1 }
                continue
            }
            guard let digit = Self.hexValue(byte) else { throw error("data may hold only hexadecimal digits") }
            if let high = pending { result.append(UInt8(high * 16 + digit)); pending = nil } else { pending = digit }
        }
        throw error("unexpected end of file inside data ('>' missing)")
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") { line += 1; offset += 1; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { offset += 1; continue }
            if byte == UInt8(ascii: "/"), offset + 1 < bytes.count {
                if bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                    continue
                }
                if bytes[offset + 1] == UInt8(ascii: "*") {
                    offset += 2
                    while offset < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
                        if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                        offset += 1
                    }
                    offset = min(bytes.count, offset + 2)
                    continue
                }
            }
            return
        }
    }

    /// `what` is made only for the error (it names the key: building it for every entry was a tenth of
    /// reading a large project).
    private mutating func expect(_ character: Unicode.Scalar, _ what: @autoclosure () -> String) throws(PropertyListError) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw error("\(what()) expected") }
        offset += 1
    }

    private func error(_ message: String) -> PropertyListError { PropertyListError(line: line, message: message) }
}
