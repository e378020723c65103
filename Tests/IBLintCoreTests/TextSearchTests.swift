import IBLintCore
import Testing

/// `containsText`, `firstRange(ofText:)` and `split(separatorText:)` answer as the standard library's string
/// searches do (which the tests may use: they are not part of what ships).
@Suite("Text search")
struct TextSearchTests {
    /// Pieces that make the cases where comparing bytes and comparing `Character`s differ: a precomposed and
    /// a decomposed "é", a combining accent alone, CR LF (one `Character`) and its halves, a flag of two
    /// regional indicators, an emoji with a skin tone, and plain ASCII.
    static let pieces = ["a", "b", "e", "\u{E9}", "e\u{301}", "\u{301}", "\r\n", "\r", "\n", "\u{1F1E9}\u{1F1EA}", "\u{1F1E9}",
                         "\u{1F44D}\u{1F3FD}", "ab", " ", "-", "--", "'"]

    static func randomText(_ generator: inout SplitMix64, maximumPieces: Int) -> String {
        let count = Int(generator.next() % UInt64(maximumPieces + 1))
        return (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }

    @Test("Random texts: the same answers as the standard library's searches, for strings and substrings")
    func randomTextsAnswerAsTheStandardLibrary() {
        var generator = SplitMix64(seed: 20261206)
        var found = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator, maximumPieces: 12)
            // The standard library's `contains(_:)` with a string is `firstRange(of:) != nil`; a test module also
            // sees Foundation's, which compares scalars (it finds a combining accent inside "é", a CR inside CR
            // LF) and finds empty text nowhere, so the answers are compared with `firstRange(of:)`'s.
            let needle = Self.randomText(&generator, maximumPieces: 3)
            guard !needle.isEmpty else { continue }
            #expect(text.containsText(needle) == (text.firstRange(of: needle) != nil), "\(Array(text.unicodeScalars)) \(Array(needle.unicodeScalars))")
            #expect(text.firstRange(ofText: needle) == text.firstRange(of: needle))
            if text.firstRange(of: needle) != nil { found += 1 }
            let sub = text.dropFirst()
            #expect(sub.containsText(needle) == (sub.firstRange(of: needle) != nil))
            #expect(sub.firstRange(ofText: needle) == sub.firstRange(of: needle))
            for omitting in [true, false] {
                #expect(text.split(separatorText: needle, omittingEmptySubsequences: omitting)
                        == text.split(separator: needle, omittingEmptySubsequences: omitting))
                #expect(sub.split(separatorText: needle, omittingEmptySubsequences: omitting)
                        == sub.split(separator: needle, omittingEmptySubsequences: omitting))
            }
        }
        #expect(found > 1_000, "the cases include texts that are there")
        #expect("ab".firstRange(ofText: "") == "ab".firstRange(of: ""))
        #expect("ab".containsText(""))
    }

    @Test("Characters, not bytes: canonical equivalents match, a letter inside a cluster does not")
    func comparesCharacters() {
        #expect("caf\u{E9}".containsText("cafe\u{301}"))
        #expect("cafe\u{301}".containsText("caf\u{E9}"))
        #expect(!"cafe\u{301}".containsText("cafe"), "the e is part of é")
        #expect(!"a\r\nb".containsText("\n"), "CR LF is one Character")
        #expect("a\r\nb".containsText("\r\n"))
        #expect("\u{1F1E9}\u{1F1EA}".firstRange(ofText: "\u{1F1E9}") == nil)
    }

    @Test("ASCII: found where the bytes are, empty text at the start, parts between separators")
    func asciiText() {
        let text = "isa = PBXFileReference; path = View.xib;"
        #expect(text.containsText("PBXFileReference"))
        #expect(!text.containsText("PBXGroup"))
        let range = text.firstRange(ofText: " path = ")
        #expect(range.map { String(text[$0.upperBound...]) } == "View.xib;")
        #expect(text.firstRange(ofText: "") == text.startIndex..<text.startIndex)
        #expect("".containsText(""))
        #expect(!"".containsText("a"))
        #expect("a''b''''c".split(separatorText: "''", omittingEmptySubsequences: false) == ["a", "b", "", "c"])
        #expect("''a''".split(separatorText: "''") == ["a"])
        #expect("$(TARGET_NAME)App".split(separatorText: "$(TARGET_NAME)", omittingEmptySubsequences: false) == ["", "App"])
        let line = Substring("  name: Feature, name: Other")
        let name = line.firstRange(ofText: "name:")
        #expect(name.map { line.distance(from: line.startIndex, to: $0.lowerBound) } == 2)
    }
}
