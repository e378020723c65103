import IBLintCore
import Testing

@Suite("Unions of name sets")
struct NameSetUnionTests {
    /// Names of every shape a set stores differently: short and long, ASCII and not, canonically equal to
    /// another in other bytes, and sets small enough to have no table and large enough for one.
    static let vocabulary = ["a", "run", "tapLegacyButton", "é", "e\u{301}", "viewDidLoad", "UITableViewCell", "x1", "",
                             "aVeryLongIdentifierNameThatIsLongerThanSixteenBytes", "日本", "K", "\u{212A}"]
        + (0..<60).map { "name\($0)" }

    /// Up to `count` sets of random names from the vocabulary (some empty), and their union made name by name.
    static func randomParts(upTo count: UInt64, _ random: inout SplitMix64) -> (parts: [NameSet], union: NameSet) {
        let parts = (0..<Int(random.next() % (count + 1))).map { _ in
            NameSet(Array(Set(vocabulary.filter { _ in random.next() % UInt64(2 + random.next() % 20) == 0 })))
        }
        var union = NameSet()
        for part in parts { union.formUnion(part) }
        return (parts, union)
    }

    /// Before and after the sets are merged, a union answers as the merged set does, byte for byte; the
    /// merged set is the union of the parts.
    @Test func answersAsTheMergedSetBeforeAndAfterMerging() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<40 {
            let (parts, reference) = Self.randomParts(upTo: 5, &random)
            let union = NameSetUnion(parts)
            // Asked many times over: probing first, merged on the way.
            for _ in 0..<3 {
                for name in Self.vocabulary + ["absent", "name60", "E\u{301}"] {
                    #expect(union.contains(name) == reference.contains(name), "\(name)")
                }
            }
            #expect(union.union.set == reference.set)
            // The parts holding a name, by their positions among the sets given (empty ones included), before
            // and after merging alike.
            for name in Self.vocabulary + ["absent"] {
                #expect(union.partsContaining(name) == parts.indices.filter { parts[$0].contains(name) }, "\(name)")
            }
        }
    }

    /// Many names asked at once get the answers each would get alone, byte for byte (a name spelled in other
    /// bytes is not held because a canonically equal one is), before the sets are merged and after.
    @Test func namesAskedAtOnceAnswerAsEachAlone() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<40 {
            let (parts, reference) = Self.randomParts(upTo: 6, &random)
            let union = NameSetUnion(parts)
            let asked = (Self.vocabulary + ["absent", "name60", "E\u{301}", "a"]).filter { _ in random.next() % 3 != 0 }
            let held = union.containing(asked)
            for name in Self.vocabulary + ["absent", "name60", "E\u{301}"] {
                #expect(held.contains(name) == (asked.contains { Array($0.utf8) == Array(name.utf8) } && reference.contains(name)),
                        "\(name)")
            }
            #expect(union.containing([]).isEmpty)
            _ = union.union
            #expect(union.containing(asked).set == held.set, "merged")
        }
    }

    @Test func partsAreNumberedAmongTheSetsGivenEmptyOnesIncluded() {
        let union = NameSetUnion([NameSet(), ["a", "b"], NameSet(), ["b"], ["c"]])
        #expect(union.partsContaining("b") == [1, 3])
        #expect(union.partsContaining("c") == [4])
        #expect(union.partsContaining("z") == [])
    }

    @Test func anEmptyUnionHoldsNothing() {
        let union = NameSetUnion([NameSet(), NameSet()])
        #expect(!union.contains(""))
        #expect(!union.contains("a"))
        #expect(union.union.isEmpty)
    }
}
