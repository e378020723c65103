import IBLintCore
import Testing

@Suite("Location")
struct LocationTests {
    private func pos(_ line: Int, _ column: Int) -> LinePosition { LinePosition(line: line, column: column) }
    private func loc(_ path: String, _ start: LinePosition, _ end: LinePosition) -> Location {
        Location(path: path, range: ByteRange(start: 0, end: 0), start: start, end: end)
    }

    @Test("Location.line covers no bytes and starts and ends at the given position")
    func lineOnly() {
        let location = Location.line(7, column: 4, in: "a.xib")
        #expect(location.path == "a.xib")
        #expect(location.range.isEmpty)
        #expect(location.start == pos(7, 4))
        #expect(location.end == pos(7, 4))
        #expect(Location.line(3, in: "a.xib").start == pos(3, 1))
        #expect(location.description == "a.xib:7:4")
    }

    @Test("Location.line clamps line and column to at least 1")
    func lineClamped() {
        #expect(Location.line(0, in: "a.xib").start == pos(1, 1))
        #expect(Location.line(-3, column: -2, in: "a.xib").start == pos(1, 1))
        #expect(Location.line(-3, column: -2, in: "a.xib").end == pos(1, 1))
        #expect(Location.line(2, column: 0, in: "a.xib").start == pos(2, 1))
    }

    @Test("LinePosition orders by line, then column")
    func linePositionOrder() {
        #expect(pos(1, 9) < pos(2, 1))
        #expect(pos(2, 1) < pos(2, 3))
        #expect(!(pos(2, 3) < pos(2, 3)))
        #expect(!(pos(3, 1) < pos(2, 9)))
        #expect(pos(2, 3).description == "2:3")
    }

    @Test("Location orders by path, then start, then end")
    func locationOrder() {
        #expect(loc("a.xib", pos(9, 9), pos(9, 9)) < loc("b.xib", pos(1, 1), pos(1, 1)))
        #expect(!(loc("b.xib", pos(1, 1), pos(1, 1)) < loc("a.xib", pos(9, 9), pos(9, 9))))
        #expect(loc("a.xib", pos(2, 5), pos(9, 1)) < loc("a.xib", pos(3, 1), pos(3, 2)))
        #expect(loc("a.xib", pos(3, 1), pos(3, 2)) < loc("a.xib", pos(3, 1), pos(4, 1)))
        #expect(!(loc("a.xib", pos(3, 1), pos(4, 1)) < loc("a.xib", pos(3, 1), pos(4, 1))))
    }

    @Test("Edit(in:range:) takes its location from the file")
    func editInFile() {
        let file = SourceFile(path: "v.xib", text: "ab\ncd")
        let edit = Edit(in: file, range: ByteRange(start: 3, end: 5), replacement: "x")
        #expect(edit.path == "v.xib")
        #expect(edit.range == ByteRange(start: 3, end: 5))
        #expect(edit.location.start == pos(2, 1))
        #expect(edit.location.end == pos(2, 3))
        #expect(edit.replacement == "x")
    }
}
