import IBLintCore
import Testing

@Suite("SourceFile positions")
struct SourceFilePositionTests {
    private func file(_ text: String) -> SourceFile { SourceFile(path: "f.xib", text: text) }
    private func pos(_ line: Int, _ column: Int) -> LinePosition { LinePosition(line: line, column: column) }
    private func r(_ start: Int, _ end: Int) -> ByteRange { ByteRange(start: start, end: end) }

    /// `location(_:)` counts an end on the start's line on from the start: it must give what
    /// `position(ofByte:)` gives for both ends, for any range (empty, before the start or past the end, across lines, on
    /// long lines with checkpoints, in multibyte text, with CR LF).
    @Test("a location's span is the positions of its two ends")
    func locationIsBothPositions() {
        var random = SplitMix64(seed: 42)
        let pieces = ["a", "bc", "é", "→", "😀", " ", "\n", "\r\n", String(repeating: "x", count: 5000), "\t"]
        for _ in 0..<60 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let f = file(text)
            let count = f.bytes.count
            for _ in 0..<200 {
                let first = Int(random.next() % UInt64(count + 3)) - 1
                let second = Int(random.next() % 4) == 0 ? Int(random.next() % UInt64(count + 3)) - 1
                    : first + Int(random.next() % 12)
                let start = min(first, second), end = max(first, second)
                let range = ByteRange(start: start, end: end)
                let location = f.location(range)
                #expect(location.start == f.position(ofByte: start), "\(range) in \(count) bytes")
                #expect(location.end == f.position(ofByte: end), "\(range) in \(count) bytes")
                #expect(location.range == range)
            }
        }
    }

    @Test("ASCII: line and column of each byte, the newline included")
    func ascii() {
        let f = file("abc\ndef")
        #expect(f.lineStarts == [0, 4])
        #expect(f.lineCount == 2)
        #expect(f.position(ofByte: 0) == pos(1, 1))
        #expect(f.position(ofByte: 2) == pos(1, 3))
        #expect(f.position(ofByte: 3) == pos(1, 4))  // the "\n" itself is on line 1
        #expect(f.position(ofByte: 4) == pos(2, 1))
        #expect(f.position(ofByte: 6) == pos(2, 3))
        #expect(f.line(ofByte: 3) == 1)
        #expect(f.line(ofByte: 4) == 2)
    }

    // Columns count Unicode scalars, which SARIF calls "unicodeCodePoints" (the kind the SARIF
    // reporter declares) and which `ExampleFile.strippingMarkers` counts too. For "é" (2 bytes) and
    // "→" (3 bytes) one scalar is also one UTF-16 unit and one visible character, so every editor
    // convention gives the same column. The 4-byte emoji is one scalar here but two UTF-16 units
    // (VS Code and LSP count those), so editors agree only when told the column kind.
    @Test("multibyte UTF-8: one column per Unicode scalar, not per byte")
    func multibyte() {
        let f = file("é→😀x")  // bytes: é 0..<2, → 2..<5, 😀 5..<9, x 9
        #expect(f.bytes.count == 10)
        #expect(f.position(ofByte: 0) == pos(1, 1))
        #expect(f.position(ofByte: 2) == pos(1, 2))
        #expect(f.position(ofByte: 5) == pos(1, 3))
        #expect(f.position(ofByte: 9) == pos(1, 4))
        #expect(f.position(ofByte: 10) == pos(1, 5))
    }

    // "e" + U+0301 COMBINING ACUTE ACCENT is one visible character but two scalars, so the "x" after
    // it is column 3; the precomposed "é" (U+00E9) before "x" gives column 2. Editors that count
    // code points agree; one that counts grapheme clusters would say 2 for both.
    @Test("a combining sequence counts one column per scalar")
    func combiningSequence() {
        let decomposed = file("e\u{301}x")
        #expect(decomposed.bytes.count == 4)
        #expect(decomposed.position(ofByte: 3) == pos(1, 3))
        let precomposed = file("\u{E9}x")
        #expect(precomposed.position(ofByte: 2) == pos(1, 2))
    }

    @Test("multibyte text on a later line counts from that line's start")
    func multibyteOnSecondLine() {
        let f = file("ééé\n→x")  // line 2 starts at byte 7; "x" at 10
        #expect(f.position(ofByte: 7) == pos(2, 1))
        #expect(f.position(ofByte: 10) == pos(2, 2))
    }

    @Test("CRLF: lines split at \\n, rangeOfLine excludes the \\r, the byte after \\r\\n is column 1")
    func crlf() {
        let f = file("ab\r\ncd\r\n\r\nx")  // a0 b1 \r2 \n3 c4 d5 \r6 \n7 \r8 \n9 x10
        #expect(f.lineStarts == [0, 4, 8, 10])
        #expect(f.lineCount == 4)
        #expect(f.line(ofByte: 2) == 1)
        #expect(f.line(ofByte: 3) == 1)
        #expect(f.position(ofByte: 2) == pos(1, 3))  // the "\r"
        #expect(f.position(ofByte: 3) == pos(1, 4))  // the "\n": the "\r" before it is a column
        #expect(f.position(ofByte: 4) == pos(2, 1))
        #expect(f.position(ofByte: 10) == pos(4, 1))
        #expect(f.rangeOfLine(1) == r(0, 2))
        #expect(f.text(f.rangeOfLine(1)) == "ab")
        #expect(f.rangeOfLine(2) == r(4, 6))
        #expect(f.rangeOfLine(3) == r(8, 8))  // a line holding only "\r\n"
        #expect(f.rangeOfLine(4) == r(10, 11))
    }

    @Test("a final line without newline runs to the end of the file")
    func finalLineWithoutNewline() {
        let f = file("abc\ndef")
        #expect(f.rangeOfLine(1) == r(0, 3))
        #expect(f.rangeOfLine(2) == r(4, 7))
        #expect(f.text(f.rangeOfLine(2)) == "def")
        #expect(f.position(ofByte: 7) == pos(2, 4))
    }

    @Test("a file ending in a newline has an empty last line")
    func trailingNewline() {
        let f = file("abc\n")
        #expect(f.lineCount == 2)
        #expect(f.rangeOfLine(1) == r(0, 3))
        #expect(f.rangeOfLine(2) == r(4, 4))
        #expect(f.position(ofByte: 4) == pos(2, 1))
        #expect(f.line(ofByte: 4) == 2)
    }

    @Test("an empty file has one empty line at 1:1")
    func emptyFile() {
        let f = file("")
        #expect(f.lineStarts == [0])
        #expect(f.lineCount == 1)
        #expect(f.position(ofByte: 0) == pos(1, 1))
        #expect(f.position(ofByte: 5) == pos(1, 1))
        #expect(f.position(ofByte: -3) == pos(1, 1))
        #expect(f.rangeOfLine(1) == r(0, 0))
        #expect(f.offset(ofLine: 2) == 0)
        #expect(f.text(r(0, 10)) == "")
    }

    @Test("offsets past the end clamp to the end, negative offsets to the start")
    func clampedOffsets() {
        let f = file("abc\ndef")
        #expect(f.position(ofByte: 100) == pos(2, 4))
        #expect(f.position(ofByte: 8) == pos(2, 4))
        #expect(f.position(ofByte: -1) == pos(1, 1))
        #expect(f.position(ofByte: -50) == pos(1, 1))
        #expect(f.line(ofByte: 100) == 2)
        #expect(f.line(ofByte: -5) == 1)
    }

    @Test("offset(ofLine:) clamps lines before the first to 0 and past the last to the end")
    func offsetOfLine() {
        let f = file("abc\ndef\nghi")
        #expect(f.offset(ofLine: -3) == 0)
        #expect(f.offset(ofLine: 0) == 0)
        #expect(f.offset(ofLine: 1) == 0)
        #expect(f.offset(ofLine: 2) == 4)
        #expect(f.offset(ofLine: 3) == 8)
        #expect(f.offset(ofLine: 4) == 11)
        #expect(f.offset(ofLine: 99) == 11)
    }

    // Bug found: rangeOfLine(0) gave 0..<0 and rangeOfLine(-1) trapped (lineStarts[-1]), although
    // offset(ofLine:) clamps and libxml2 can report line 0. Lines before the first now clamp to line 1.
    @Test("rangeOfLine clamps like offset(ofLine:): before the first line is line 1, past the last is empty at the end")
    func rangeOfLineClamped() {
        let f = file("abc\ndef\nghi")
        #expect(f.rangeOfLine(0) == r(0, 3))
        #expect(f.rangeOfLine(-1) == r(0, 3))
        #expect(f.rangeOfLine(3) == r(8, 11))
        #expect(f.rangeOfLine(4) == r(11, 11))
        #expect(f.rangeOfLine(99) == r(11, 11))
    }

    @Test("location(_:) carries the path, the range, and start and end positions")
    func location() {
        let f = file("ab\ncd")
        let location = f.location(r(1, 4))
        #expect(location.path == "f.xib")
        #expect(location.range == r(1, 4))
        #expect(location.start == pos(1, 2))
        #expect(location.end == pos(2, 2))
        let point = f.location(at: 3)
        #expect(point.range == r(3, 3))
        #expect(point.start == pos(2, 1))
        #expect(point.end == pos(2, 1))
    }

    @Test("text(_:) clamps out-of-bounds ranges to the file")
    func textClamped() {
        let f = file("abcdef")
        #expect(f.text(r(2, 4)) == "cd")
        #expect(f.text(r(4, 100)) == "ef")
        #expect(f.text(r(100, 200)) == "")
        #expect(f.text(r(-5, 2)) == "ab")
        #expect(f.text(r(-5, -1)) == "")
        #expect(file("é→").text(r(2, 5)) == "→")
    }

    // A line of a megabyte (generated tables, minified code): columns come from checkpoints, and must
    // be what counting from the line's start gives, on every line and across multibyte characters.
    @Test("long lines: columns from checkpoints equal a count from the line's start")
    func longLines() {
        var text = "short\n"
        for index in 0..<60_000 { text += index % 7 == 0 ? "é→😀 " : "abc\(index) " }
        text += "\nnext line é\n" + String(repeating: "x→", count: 5_000)
        let f = file(text)
        let bytes = f.bytes
        func counted(_ offset: Int) -> LinePosition {
            let line = f.line(ofByte: offset)
            var column = 1
            for index in f.lineStarts[line - 1]..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
            return pos(line, column)
        }
        var offset = 0
        while offset <= bytes.count {
            #expect(f.position(ofByte: offset) == counted(offset), "offset \(offset)")
            offset += offset % 3 == 0 ? 4_093 : 1_021
        }
        for offset in [bytes.count, bytes.count - 1, f.lineStarts[2], f.lineStarts[2] - 1, 4_096, 8_192, 8_191] {
            #expect(f.position(ofByte: offset) == counted(offset), "offset \(offset)")
        }
    }
}
