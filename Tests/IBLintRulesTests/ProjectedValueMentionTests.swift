import IBLintCore
@testable import IBLintRules
import Testing

/// closure-strong-self reads a property's declaration for a projected value (`$name`): once a regular
/// expression (`\$[A-Za-z_]`, Foundation's), now a byte test that must answer the same.
@Suite("Projected values in a declaration")
struct ProjectedValueMentionTests {
    @Test("the byte test agrees with the regular expression on random text")
    func agreesWithRegex() throws {
        let alphabet = Array("$$$_aZz09 .(é\n".unicodeScalars)
        var generator = SplitMix64(seed: 7)
        let pattern = #/\$[A-Za-z_]/#
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 8)
            var text = ""
            for _ in 0..<length { text.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            #expect(ClosureRetentionChecker.mentionsProjectedValue(text) == (text.firstMatch(of: pattern) != nil), "\(text.debugDescription)")
        }
    }

    @Test("examples")
    func examples() {
        #expect(ClosureRetentionChecker.mentionsProjectedValue("viewModel.$title"))
        #expect(ClosureRetentionChecker.mentionsProjectedValue("$_storage"))
        #expect(!ClosureRetentionChecker.mentionsProjectedValue("$0.title"))
        #expect(!ClosureRetentionChecker.mentionsProjectedValue("price + \"$\""))
        #expect(!ClosureRetentionChecker.mentionsProjectedValue(""))
    }
}
