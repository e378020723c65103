/// A JSON value with deterministic serialization (object keys keep insertion order), so that
/// iblint's machine-readable output is byte-for-byte stable between runs.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// An array made while it is serialized, a batch at a time, each batch let go once written: for
    /// large parts of a report (a SARIF log's rule help, over a megabyte) that need not be held whole.
    case generatedArray(JSONArrayGenerator)

    /// An array of `count` values, made `batchSize` at a time by `make` (given the positions wanted, it
    /// returns their values in order) when the array is serialized.
    public static func generatedArray(count: Int, batchSize: Int, _ make: @escaping @Sendable (Range<Int>) -> [JSONValue]) -> JSONValue {
        .generatedArray(JSONArrayGenerator(count: count, batchSize: batchSize, make: make))
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// `nil` becomes `null`.
    public static func optional(_ string: String?) -> JSONValue { string.map(JSONValue.string) ?? .null }

    /// Serializes with two-space indentation when `pretty`, compactly otherwise.
    public func serialized(pretty: Bool = true) -> String {
        // Into bytes, made a `String` once: appending to a `String` piece by piece was most of the time
        // a SARIF report took.
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// `serialized(pretty:)` as UTF-8 bytes: making a `String` of them checks every byte again (a third
    /// of serializing a SARIF log, on the one thread that reports).
    public func serializedBytes(pretty: Bool = true) -> [UInt8] {
        var out = Output(bytes: [], chunkSize: .max, consume: nil)
        out.bytes.reserveCapacity(16_384)
        write(into: &out, indent: pretty ? 0 : nil)
        return out.bytes
    }

    /// `serializedBytes(pretty:)` handed to `consume` in order, in pieces of about `chunkSize` bytes (more
    /// when one string is longer), each as soon as it is full: a report is written out while it is
    /// serialized instead of held whole. Serialized at once, a scale-1 SARIF log (1.8 MB) took 3 MB of
    /// buffer and, copied for writing, 1.8 MB more at the run's peak.
    public func serialize(pretty: Bool = true, chunkSize: Int = 1 << 16, into consume: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(consume) { consume in
            var out = Output(bytes: [], chunkSize: max(chunkSize, 1), consume: consume)
            out.bytes.reserveCapacity(min(max(chunkSize, 1), 1 << 20) + 1024)
            write(into: &out, indent: pretty ? 0 : nil)
            out.flush()
        }
    }

    /// Where serialized bytes go: kept in `bytes`, or handed on once `chunkSize` of them are there.
    private struct Output {
        var bytes: [UInt8]
        let chunkSize: Int
        let consume: ((UnsafeRawBufferPointer) -> Void)?

        /// Hands on what is kept when a piece is full (checked between values, so the writer stays simple).
        @inline(__always) mutating func flushIfFull() {
            if bytes.count >= chunkSize { flush() }
        }

        mutating func flush() {
            guard let consume, !bytes.isEmpty else { return }
            bytes.withUnsafeBytes(consume)
            bytes.removeAll(keepingCapacity: true)
        }
    }

    private func write(into out: inout Output, indent: Int?) {
        switch self {
        case .null: JSONValue.append("null", to: &out.bytes)
        case .bool(let value): JSONValue.append(value ? "true" : "false", to: &out.bytes)
        case .int(let value): JSONValue.append(String(value), to: &out.bytes)
        case .string(let value): JSONValue.appendQuoted(value, to: &out.bytes)
        case .array(let values):
            if values.isEmpty { JSONValue.append("[]", to: &out.bytes); return }
            out.bytes.append(UInt8(ascii: "["))
            for (i, value) in values.enumerated() { value.writeElement(first: i == 0, into: &out, indent: indent) }
            JSONValue.newline(&out.bytes, indent)
            out.bytes.append(UInt8(ascii: "]"))
        case .generatedArray(let generator):
            if generator.count == 0 { JSONValue.append("[]", to: &out.bytes); return }
            out.bytes.append(UInt8(ascii: "["))
            for start in stride(from: 0, to: generator.count, by: generator.batchSize) {
                let positions = start..<min(start + generator.batchSize, generator.count)
                let values = generator.make(positions)
                precondition(values.count == positions.count, "a generated array's batch has the wrong number of values")
                for (offset, value) in values.enumerated() {
                    value.writeElement(first: start + offset == 0, into: &out, indent: indent)
                }
            }
            JSONValue.newline(&out.bytes, indent)
            out.bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { JSONValue.append("{}", to: &out.bytes); return }
            out.bytes.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.bytes.append(UInt8(ascii: ",")) }
                JSONValue.newline(&out.bytes, indent.map { $0 + 1 })
                JSONValue.appendQuoted(key, to: &out.bytes)
                out.bytes.append(UInt8(ascii: ":"))
                if indent != nil { out.bytes.append(UInt8(ascii: " ")) }
                value.write(into: &out, indent: indent.map { $0 + 1 })
                out.flushIfFull()
            }
            JSONValue.newline(&out.bytes, indent)
            out.bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Writes the value as an element of an array at `indent`: after a comma unless `first`, on a line of
    /// its own when pretty; a full piece is handed on.
    @inline(__always) private func writeElement(first: Bool, into out: inout Output, indent: Int?) {
        if !first { out.bytes.append(UInt8(ascii: ",")) }
        JSONValue.newline(&out.bytes, indent.map { $0 + 1 })
        write(into: &out, indent: indent.map { $0 + 1 })
        out.flushIfFull()
    }

    @inline(__always) private static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { out.append(UInt8(ascii: " ")) }
    }

    public static func writeString(_ string: String, to out: inout String) { out += quote(string) }

    /// A JSON string literal (RFC 8259): `"` and `\` escaped, control characters as `\n`-style
    /// escapes or `\u00XX`; everything else, non-ASCII included, written as UTF-8.
    public static func quote(_ string: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(string.utf8.count + 2)
        appendQuoted(string, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quote(string)`, appended to `out`.
    static func appendQuoted(_ string: String, to out: inout [UInt8]) {
        // Byte by byte (every escaped character is ASCII, or the three-byte U+2028 and U+2029).
        out.append(UInt8(ascii: "\""))
        string.withUTF8Bytes { utf8 in
            mayNeedEscape.withUnsafeBufferPointer { mayNeedEscape in
                var index = 0
                while index < utf8.count {
                    // The run of bytes that stand for themselves, appended at once (byte by byte, each
                    // append checked the array's room: 40 instructions a byte of SARIF), found by table.
                    var end = index
                    while end < utf8.count, !mayNeedEscape[Int(utf8[end])] { end += 1 }
                    if end > index {
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                        index = end
                        continue
                    }
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
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The bytes a run of plain bytes stops at: control characters, `"`, `\`, DEL, and 0xE2 (which
    /// starts U+2028 and U+2029).
    private static let mayNeedEscape: [Bool] = (0..<256).map { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }

    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        Array(("\\u" + NumberText.hex(UInt64(value), digits: 4)).utf8)
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

/// What makes a generated array (`JSONValue.generatedArray`): its length, and its values a batch at a time.
public final class JSONArrayGenerator: Sendable {
    public let count: Int
    public let batchSize: Int
    let make: @Sendable (Range<Int>) -> [JSONValue]

    init(count: Int, batchSize: Int, make: @escaping @Sendable (Range<Int>) -> [JSONValue]) {
        self.count = max(0, count)
        self.batchSize = max(1, batchSize)
        self.make = make
    }
}
