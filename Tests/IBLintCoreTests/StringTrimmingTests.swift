import IBLintCore
import Testing

@Suite("String.trimmingWhitespace")
struct StringTrimmingTests {
    @Test("leading and trailing spaces, tabs and newlines go; inner whitespace stays")
    func trims() {
        #expect("  a b \t\n".trimmingWhitespace == "a b")
        #expect("\t\n  a \n b".trimmingWhitespace == "a \n b")
        #expect("\r\nx\r\n".trimmingWhitespace == "x")
        #expect("  café → ".trimmingWhitespace == "café →")
    }

    @Test("nothing to trim, empty, and whitespace only")
    func degenerate() {
        #expect("abc".trimmingWhitespace == "abc")
        #expect("".trimmingWhitespace == "")
        #expect(" \n\t \r\n".trimmingWhitespace == "")
    }

    @Test("Unicode whitespace (no-break space) is trimmed; a zero-width space is not whitespace")
    func unicodeWhitespace() {
        #expect("\u{A0}x\u{3000}".trimmingWhitespace == "x")
        #expect("\u{200B}x".trimmingWhitespace == "\u{200B}x")
    }
}
