/// A small JSON reader (RFC 8259) that remembers the line each value starts on, so an error in a file
/// iblint reads (the baseline) can name its line. Numbers are kept as their text. Nesting deeper than
/// `maxDepth` is an error rather than a deep recursion.
struct JSONReader {
    indirect enum Value {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([Located])
        case object([(key: String, value: Located)])
    }

    struct Located {
        var value: Value
        var line: Int
    }

    struct SyntaxError: Error {
        var line: Int
        var message: String
    }

    static let maxDepth = 32

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Located {
        var reader = JSONReader(bytes: bytes)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> SyntaxError { SyntaxError(line: line, message: message) }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"): line += 1; position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> Located {
        skipWhitespace()
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        guard position < bytes.count else { throw error("the file ends where a value should be") }
        let start = line
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [(key: String, value: Located)] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return Located(value: .object(members), line: start) }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a \"key\" in the object") }
                let key = try string()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\"") }
                position += 1
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard position < bytes.count else { throw error("the file ends inside an object (a '}' is missing)") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return Located(value: .object(members), line: start) }
                throw error("expected ',' or '}' in the object")
            }
        case UInt8(ascii: "["):
            position += 1
            var elements: [Located] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return Located(value: .array(elements), line: start) }
            while true {
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard position < bytes.count else { throw error("the file ends inside a list (a ']' is missing)") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return Located(value: .array(elements), line: start) }
                throw error("expected ',' or ']' in the list")
            }
        case UInt8(ascii: "\""):
            return Located(value: .string(try string()), line: start)
        case UInt8(ascii: "t"): try literal("true"); return Located(value: .bool(true), line: start)
        case UInt8(ascii: "f"): try literal("false"); return Located(value: .bool(false), line: start)
        case UInt8(ascii: "n"): try literal("null"); return Located(value: .null, line: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let begin = position
            while position < bytes.count, "+-.eE0123456789".utf8.contains(bytes[position]) { position += 1 }
            return Located(value: .number(String(decoding: bytes[begin..<position], as: UTF8.self)), line: start)
        default:
            throw error("unexpected '\(String(decoding: [bytes[position]], as: UTF8.self))'")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw error("unexpected text; expected a value")
        }
        position += expected.count
    }

    /// A string starting at its opening quote.
    private mutating func string() throws(SyntaxError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\n"):
                throw error("a string is not closed on its line")
            case UInt8(ascii: "\\"):
                flush()
                guard position + 1 < bytes.count else { throw error("the file ends inside a string") }
                let escape = bytes[position + 1]
                position += 2
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), bytes.count - position >= 6,
                       bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: throw error("unknown escape '\\\(String(decoding: [escape], as: UTF8.self))' in a string")
                }
            default:
                run.append(byte)
                position += 1
            }
        }
        throw error("the file ends inside a string")
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard bytes.count - position >= 4, let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw error("a \\u escape needs four hex digits")
        }
        position += 4
        return code
    }
}
