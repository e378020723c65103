import IBLintCore
import Testing

/// The byte-level scans that run over every file when it is parsed, against plain readings of what they
/// promise: each was rewritten for speed (`memchr` between `=`s, eight-byte comparisons, a table of identifier
/// bytes), and these tests keep the rewrites saying what the simple versions said.
@Suite("Byte scans")
struct ByteScanTests {
    @Test("Identifier bytes, for every byte value and in the table: ASCII letters, digits, `_`, every byte ≥ 0x80")
    func identifierByteTable() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte >= 0x80
            #expect(byte.isIdentifierByte == expected, "byte \(value)")
            #expect(UInt8.identifierBytes[value] == expected, "byte \(value) in the table")
        }
    }

    @Test("Assignment targets: plain and compound assignments; not declarations, comparisons or `===`")
    func assignmentTargets() {
        let text = """
            title = "A"
            count += 1
            self.label.text=value
            let constant = 1
            var variable = 2
            case member = 3
            if a == b, c != d, e <= f, g >= h, i === j {}
            mask |= k
            café = 1
            = orphan
            """
        #expect(AssignmentScan.targets(in: Array(text.utf8))
                    == ["title", "count", "text", "mask", "café"])
        #expect(AssignmentScan.targets(in: []) == [])
        #expect(AssignmentScan.targets(in: Array("=".utf8)) == [])
        #expect(AssignmentScan.targets(in: Array("x=".utf8)) == ["x"])
    }

    @Test("Assignment targets equal a byte-at-a-time reading on random text")
    func assignmentTargetsAgainstReference() {
        let alphabet = Array("ab_é=+-!<>&|^ \t\nletvarcase.".utf8) + [0xFF]
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<60, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(AssignmentScan.targets(in: bytes) == Self.referenceTargets(bytes), "\(bytes)")
        }
    }

    @Test("Interning compares runs of any length in full (eight bytes at a time, then the rest)")
    func interningLongRuns() {
        // Runs that share their first 8 or 16 bytes and differ after, or differ only in the last byte.
        let words = ["abcdefgh", "abcdefghX", "abcdefghY", "abcdefghijklmnop", "abcdefghijklmnoq",
                     "abcdefghijklmnopq", "a", "b", "abcdefgh", "abcdefghijklmnoq", "", "é", "abcdefghX"]
        let bytes = Array(words.joined().utf8)
        var interner = ByteRunInterner()
        var reference: [[UInt8]: Int] = [:]
        var offset = 0
        bytes.withUnsafeBufferPointer { buffer in
            for word in words {
                let end = offset + word.utf8.count
                let (index, isNew) = interner.intern(buffer, offset, end)
                let run = Array(buffer[offset..<end])
                if let known = reference[run] {
                    #expect(!isNew && index == known, "\(word)")
                } else {
                    #expect(isNew && index == reference.count, "\(word)")
                    reference[run] = index
                }
                offset = end
            }
        }
        #expect(interner.count == reference.count)
    }

    @Test("Interning random runs numbers equal bytes alike and different bytes apart")
    func interningAgainstDictionary() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("ab".utf8)
        let bytes = (0..<4_000).map { _ in alphabet.randomElement(using: &generator)! }
        var interner = ByteRunInterner(expectedRuns: 4)
        var reference: [[UInt8]: Int] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            for _ in 0..<3_000 {
                let start = Int.random(in: 0..<buffer.count, using: &generator)
                let end = min(buffer.count, start + Int.random(in: 0..<20, using: &generator))
                let (index, isNew) = interner.intern(buffer, start, end)
                let run = Array(buffer[start..<end])
                if let known = reference[run] {
                    #expect(!isNew && index == known)
                } else {
                    #expect(isNew && index == reference.count)
                    reference[run] = index
                }
            }
        }
    }

    /// The scan as it was first written: every byte looked at, the keyword before a name made a `String`.
    private static func referenceTargets(_ bytes: [UInt8]) -> Set<String> {
        func word(endingBefore end: Int) -> (text: String, start: Int)? {
            var start = end
            while start > 0, bytes[start - 1].isIdentifierByte { start -= 1 }
            guard start < end else { return nil }
            return (String(decoding: bytes[start..<end], as: UTF8.self), start)
        }
        func skipSpaces(backFrom position: Int) -> Int {
            var position = position
            while position > 0, bytes[position - 1] == 32 || bytes[position - 1] == 9 { position -= 1 }
            return position
        }
        var found: Set<String> = []
        var i = 0
        while i < bytes.count {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "=") else { continue }
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "=") { i += 1; continue }
            var end = i
            if end > 0, "+-*/%&|^".utf8.contains(bytes[end - 1]) { end -= 1 } else if end > 0, "!<>=".utf8.contains(bytes[end - 1]) { continue }
            end = skipSpaces(backFrom: end)
            guard let name = word(endingBefore: end) else { continue }
            if let keyword = word(endingBefore: skipSpaces(backFrom: name.start)),
               ["var", "let", "case"].contains(keyword.text) { continue }
            found.insert(name.text)
        }
        return found
    }
}
