import IBLintCore
import Testing

@Suite("ExampleFile markers")
struct ExampleFileMarkerTests {
    private func pos(_ line: Int, _ column: Int) -> LinePosition { LinePosition(line: line, column: column) }
    private func strip(_ text: String) -> (text: String, markers: [LinePosition]) {
        ExampleFile("Example.swift", text).strippingMarkers
    }

    @Test("text without markers is unchanged")
    func noMarkers() {
        let stripped = strip("let x = 1\n")
        #expect(stripped.text == "let x = 1\n")
        #expect(stripped.markers.isEmpty)
    }

    @Test("markers are removed; positions are 1-based, in the text without markers")
    func markersRemoved() {
        let stripped = strip("↓let x\nlet ↓y = ↓z")
        #expect(stripped.text == "let x\nlet y = z")
        #expect(!stripped.text.contains(RuleExample.marker))
        #expect(stripped.markers == [pos(1, 1), pos(2, 5), pos(2, 9)])
    }

    @Test("adjacent markers, a marker at the end, and one on an empty last line")
    func edgePlacements() {
        #expect(strip("↓↓x").markers == [pos(1, 1), pos(1, 1)])
        #expect(strip("x↓").markers == [pos(1, 2)])
        #expect(strip("x\n↓").markers == [pos(2, 1)])
        #expect(strip("x\n↓").text == "x\n")
    }

    @Test("multibyte text before a marker counts one column per Unicode scalar")
    func multibyteBeforeMarker() {
        // é, →, 😀 are one scalar each; "e" + U+0301 is one Character but two scalars.
        let stripped = strip("é→😀↓x e\u{301}↓y")
        #expect(stripped.text == "é→😀x e\u{301}y")
        #expect(stripped.markers == [pos(1, 4), pos(1, 8)])
    }

    // Bug found: a Swift Character "\r\n" is one grapheme, not equal to "\n", so after a CRLF the
    // line number did not advance (the marker below came out as 1:4).
    @Test("CRLF line endings advance the line")
    func crlf() {
        let stripped = strip("a\r\n↓b\r\n\r\nc↓d")
        #expect(stripped.text == "a\r\nb\r\n\r\ncd")
        #expect(stripped.markers == [pos(2, 1), pos(4, 2)])
    }

    @Test("marker positions agree with SourceFile positions of the same byte", arguments: [
        "", "abc", "ab\ncd", "é→😀 ", "e\u{301}", "x\r\n", "a\r\n\r\n→", "line\n\n\té",
    ])
    func agreesWithSourceFile(prefix: String) {
        let stripped = strip(prefix + "↓" + "tail\n")
        let file = SourceFile(path: "Example.swift", text: stripped.text)
        #expect(stripped.markers == [file.position(ofByte: prefix.utf8.count)])
    }
}
