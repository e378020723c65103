import IBLintCore
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    private let sample = JSONValue.object([
        ("b", .int(1)),
        ("a", .array([.bool(true), .null, .string("x")])),
        ("nested", .object([("k", .int(-2)), ("l", .bool(false))])),
        ("emptyObject", .object([])),
        ("emptyArray", .array([])),
    ])

    @Test("scalars")
    func scalars() {
        #expect(JSONValue.null.serialized() == "null")
        #expect(JSONValue.bool(true).serialized() == "true")
        #expect(JSONValue.bool(false).serialized() == "false")
        #expect(JSONValue.int(-42).serialized() == "-42")
        #expect(JSONValue.int(Int.max).serialized() == "9223372036854775807")
        #expect(JSONValue.string("x").serialized() == #""x""#)
    }

    @Test("compact serialization has no whitespace")
    func compact() {
        #expect(sample.serialized(pretty: false)
                == #"{"b":1,"a":[true,null,"x"],"nested":{"k":-2,"l":false},"emptyObject":{},"emptyArray":[]}"#)
    }

    @Test("pretty serialization: two-space indent, \": \" after keys, empty containers inline, no final newline")
    func pretty() {
        let expected = """
            {
              "b": 1,
              "a": [
                true,
                null,
                "x"
              ],
              "nested": {
                "k": -2,
                "l": false
              },
              "emptyObject": {},
              "emptyArray": []
            }
            """
        #expect(sample.serialized(pretty: true) == expected)
        #expect(sample.serialized() == expected)
        #expect(JSONValue.array([.object([("k", .null)])]).serialized() == "[\n  {\n    \"k\": null\n  }\n]")
    }

    @Test("object keys keep insertion order, and equality depends on it")
    func keyOrder() {
        let za = JSONValue.object([("z", .int(1)), ("a", .int(2)), ("m", .int(3))])
        #expect(za.serialized(pretty: false) == #"{"z":1,"a":2,"m":3}"#)
        #expect(za != .object([("a", .int(2)), ("m", .int(3)), ("z", .int(1))]))
        #expect(za == .object([("z", .int(1)), ("a", .int(2)), ("m", .int(3))]))
        #expect(Set([za, .object([("z", .int(1)), ("a", .int(2)), ("m", .int(3))])]).count == 1)
        #expect(JSONValue.int(1) != .string("1"))
    }

    @Test("optional: nil becomes null")
    func optional() {
        #expect(JSONValue.optional(nil) == .null)
        #expect(JSONValue.optional("x") == .string("x"))
    }

    @Test("quotes and backslashes are escaped, slash is not")
    func quoteAndBackslash() {
        #expect(JSONValue.quote(#"a"b\c/d"#) == #""a\"b\\c/d""#)
    }

    @Test("\\n \\r \\t \\b \\f use their short escapes")
    func shortEscapes() {
        #expect(JSONValue.quote("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
    }

    @Test("other control characters become \\u00XX (lowercase hex)")
    func controlCharacters() {
        #expect(JSONValue.quote("\u{00}\u{01}\u{0B}\u{1B}\u{1F}") == #""\u0000\u0001\u000b\u001b\u001f""#)
        #expect(JSONValue.quote(" ") == #"" ""#)  // U+0020 is the first character left as is
    }

    @Test("DEL, U+2028 and U+2029 are escaped")
    func delAndLineSeparators() {
        #expect(JSONValue.quote("a\u{7F}b\u{2028}c\u{2029}d") == #""a\u007fb\u2028c\u2029d""#)
    }

    @Test("Escapes are the same wherever they fall among runs of plain text")
    func escapesAmongRuns() {
        // Character by character, as the escaping rules read.
        func reference(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{08}": out += "\\b"
                case "\u{0C}": out += "\\f"
                case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "plain words ", "\"", "\\", "\n", "\u{01}", "\u{7F}", "…", "\u{2028}", "\u{2029}", "€", "😀", "\u{2027}"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(JSONValue.quote(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test("non-ASCII text is written as UTF-8, not escaped")
    func nonASCII() {
        let text = "café → 😀 e\u{301}"
        let quoted = JSONValue.quote(text)
        #expect(quoted == "\"" + text + "\"")
        #expect(Array(quoted.utf8) == [0x22] + Array(text.utf8) + [0x22])
        #expect(!quoted.contains("\\"))
    }

    @Test("keys are escaped like strings, and writeString appends")
    func keysAndWriteString() {
        #expect(JSONValue.object([("a\"\n", .int(1))]).serialized(pretty: false) == #"{"a\"\n":1}"#)
        var out = "x="
        JSONValue.writeString("\t", to: &out)
        #expect(out == #"x="\t""#)
    }

    @Test("JSONObjectBuilder skips nil values, keeps explicit null, keeps order")
    func builder() {
        var builder = JSONObjectBuilder()
        builder.add("a", .int(1))
        let missing: JSONValue? = nil
        builder.add("skipped", missing)
        builder.add("c", .null)
        builder.add("d", Optional(JSONValue.string("x")))
        builder.add("e", JSONValue.optional(nil))
        #expect(builder.members.map(\.0) == ["a", "c", "d", "e"])
        #expect(builder.value.serialized(pretty: false) == #"{"a":1,"c":null,"d":"x","e":null}"#)
        #expect(JSONObjectBuilder().value.serialized() == "{}")
    }

    /// A random value: nested arrays and objects of strings (escapes and non-ASCII among them), numbers,
    /// booleans and nulls.
    private static func randomValue(_ generator: inout SplitMix64, depth: Int = 0) -> JSONValue {
        let pieces = ["a", "é", "\"", "\\", "\n", "\u{2028}", "ok", "😀", "\u{7F}", "long text "]
        func text() -> String {
            (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
        switch depth < 4 ? generator.next() % 7 : generator.next() % 4 {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2: return .int(Int(truncatingIfNeeded: generator.next()) >> 40)
        case 3: return .string(text())
        case 4, 5: return .array((0..<Int(generator.next() % 5)).map { _ in randomValue(&generator, depth: depth + 1) })
        default: return .object((0..<Int(generator.next() % 5)).map { _ in (text(), randomValue(&generator, depth: depth + 1)) })
        }
    }

    @Test("serialized in pieces, the pieces join to the whole, and each but the last is full")
    func serializedInPieces() {
        var generator = SplitMix64(seed: 3)
        for round in 0..<300 {
            let value = Self.randomValue(&generator)
            let pretty = round % 2 == 0
            let whole = value.serializedBytes(pretty: pretty)
            for chunkSize in [1, 5, 64, 1 << 16] {
                var pieces: [[UInt8]] = []
                value.serialize(pretty: pretty, chunkSize: chunkSize) { pieces.append(Array($0)) }
                #expect(Array(pieces.joined()) == whole)
                #expect(pieces.dropLast().allSatisfy { $0.count >= chunkSize })
                #expect(!pieces.contains { $0.isEmpty })
            }
        }
    }

    @Test("a long array is handed on while it is serialized, not at the end")
    func longArrayIsStreamed() {
        let value = JSONValue.array((0..<10_000).map { .string("finding \($0)") })
        var pieces = 0, largest = 0
        value.serialize(chunkSize: 4096) { pieces += 1; largest = max(largest, $0.count) }
        #expect(pieces > 30)
        #expect(largest < 4096 + 64)
    }

    @Test("a generated array serializes as the array of its values, made a batch at a time in order")
    func generatedArrayMatchesArray() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<200 {
            let values = (0..<Int(generator.next() % 30)).map { _ in Self.randomValue(&generator, depth: 1) }
            let batchSize = 1 + Int(generator.next() % 9)
            let asked = Batches()
            let generated = JSONValue.object([("before", .int(1)), ("items", .generatedArray(count: values.count, batchSize: batchSize) { positions in
                asked.append(positions)
                return Array(values[positions])
            }), ("after", .array([]))])
            let plain = JSONValue.object([("before", .int(1)), ("items", .array(values)), ("after", .array([]))])
            let pretty = round % 2 == 0
            #expect(generated.serializedBytes(pretty: pretty) == plain.serializedBytes(pretty: pretty), "\(values.count) values, batches of \(batchSize)")
            var pieces: [UInt8] = []
            generated.serialize(pretty: pretty, chunkSize: 7) { pieces += $0 }
            #expect(pieces == plain.serializedBytes(pretty: pretty))
            #expect(generated == plain)
            // Each serialization asks for consecutive batches covering every position once.
            let ranges = asked.ranges
            #expect(ranges.count == 3 * ((values.count + batchSize - 1) / batchSize))
            let once = Array(ranges.prefix(ranges.count / 3))
            #expect(once.flatMap { Array($0) } == Array(values.indices) && once.allSatisfy { $0.count <= batchSize })
        }
    }

    final class Batches: @unchecked Sendable {
        private var asked: [Range<Int>] = []
        func append(_ range: Range<Int>) { asked.append(range) }
        var ranges: [Range<Int>] { asked }
    }
}
