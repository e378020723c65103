/// A JSON value whose objects keep their keys in the order they were built, so that output is
/// byte-for-byte deterministic without relying on `JSONSerialization`'s dictionary order.
enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// Pretty-printed with a 2-space indent and `"key": value`, ending without a newline.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case let .string(value): out += JSONValue.quote(value)
        case let .int(value): out += String(value)
        case let .bool(value): out += value ? "true" : "false"
        case .null: out += "null"
        case let .array(items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case let .object(members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += String(repeating: "  ", count: indent + 1) + JSONValue.quote(key) + ": "
                value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// A JSON string literal (RFC 8259): `"` and `\` escaped, control characters as `\n`-style
    /// escapes or `\u00XX`; everything else, non-ASCII included, written as UTF-8.
    static func quote(_ string: String) -> String {
        var out = "\""
        out.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                // DEL and the JavaScript line separators are legal raw, but escaping them keeps
                // the output safe to paste into JavaScript and to read in a terminal.
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Builds `.object` members while skipping absent optional values.
struct JSONObjectBuilder {
    private(set) var members: [(String, JSONValue)] = []
    mutating func add(_ key: String, _ value: JSONValue) { members.append((key, value)) }
    mutating func add(_ key: String, _ value: JSONValue?) { if let value { members.append((key, value)) } }
    var value: JSONValue { .object(members) }
}
