/// A JSON value with deterministic serialization (object keys keep insertion order), so that
/// iblint's machine-readable output is byte-for-byte stable between runs.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// `nil` becomes `null`.
    public static func optional(_ string: String?) -> JSONValue { string.map(JSONValue.string) ?? .null }

    /// Serializes with two-space indentation when `pretty`, compactly otherwise.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            if values.isEmpty { out += "[]"; return }
            out += "["
            for (i, value) in values.enumerated() {
                if i > 0 { out += "," }
                JSONValue.newline(&out, indent.map { $0 + 1 })
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            JSONValue.newline(&out, indent)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.newline(&out, indent.map { $0 + 1 })
                JSONValue.writeString(key, to: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            JSONValue.newline(&out, indent)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    public static func writeString(_ string: String, to out: inout String) { out += quote(string) }

    /// A JSON string literal (RFC 8259): `"` and `\` escaped, control characters as `\n`-style
    /// escapes or `\u00XX`; everything else, non-ASCII included, written as UTF-8.
    public static func quote(_ string: String) -> String {
        // Byte by byte (every escaped character is ASCII, or the three-byte U+2028 and U+2029).
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(string.utf8.count + 2)
        var string = string
        string.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let short: UInt8?
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): short = byte
                case UInt8(ascii: "\n"): short = UInt8(ascii: "n")
                case UInt8(ascii: "\r"): short = UInt8(ascii: "r")
                case UInt8(ascii: "\t"): short = UInt8(ascii: "t")
                case 0x08: short = UInt8(ascii: "b")
                case 0x0C: short = UInt8(ascii: "f")
                default: short = nil
                }
                if let short {
                    out.append(UInt8(ascii: "\\"))
                    out.append(short)
                    index += 1
                    continue
                }
                switch byte {
                case 0x00...0x1F, 0x7F:
                    // DEL and the JavaScript line separators are legal raw, but escaping them keeps
                    // the output safe to paste into JavaScript and to read in a terminal.
                    out += unicodeEscape(UInt32(byte))
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    out += unicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                default: out.append(byte)
                }
                index += 1
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16, uppercase: false)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}

/// Builds `.object` members while skipping absent optional values.
public struct JSONObjectBuilder {
    public private(set) var members: [(String, JSONValue)] = []
    public init() {}
    public mutating func add(_ key: String, _ value: JSONValue) { members.append((key, value)) }
    public mutating func add(_ key: String, _ value: JSONValue?) { if let value { members.append((key, value)) } }
    public var value: JSONValue { .object(members) }
}
