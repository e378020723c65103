import IBLintCore
import Testing

// `ByteRange(start:end:)` has a precondition `start <= end`: a reversed range is a programming error
// and traps. It is not tested here (a trap would end the whole test process).

@Suite("ByteRange")
struct ByteRangeTests {
    private func r(_ start: Int, _ end: Int) -> ByteRange { ByteRange(start: start, end: end) }

    @Test("length and isEmpty")
    func lengthAndEmptiness() {
        #expect(r(2, 5).length == 3)
        #expect(!r(2, 5).isEmpty)
        #expect(r(4, 4).length == 0)
        #expect(r(4, 4).isEmpty)
        #expect(ByteRange(2..<5) == r(2, 5))
        #expect(r(2, 5).description == "2..<5")
    }

    @Test("contains(offset) is half-open; an empty range contains no offset")
    func containsOffset() {
        let range = r(2, 5)
        #expect(!range.contains(1))
        #expect(range.contains(2))
        #expect(range.contains(4))
        #expect(!range.contains(5))
        #expect(!r(3, 3).contains(3))
    }

    @Test("contains(range): the other range lies within, bounds included")
    func containsRange() {
        let range = r(2, 5)
        #expect(range.contains(r(2, 5)))
        #expect(range.contains(r(3, 4)))
        #expect(range.contains(r(2, 2)))
        #expect(range.contains(r(5, 5)))
        #expect(!range.contains(r(1, 3)))
        #expect(!range.contains(r(4, 6)))
        #expect(!range.contains(r(6, 6)))
    }

    @Test("ordered by start, then by end")
    func ordering() {
        #expect(r(0, 5) < r(1, 2))
        #expect(r(1, 2) < r(1, 3))
        #expect(!(r(1, 3) < r(1, 2)))
        #expect(!(r(1, 3) < r(1, 3)))
        #expect([r(3, 4), r(1, 3), r(1, 1), r(0, 9)].sorted() == [r(0, 9), r(1, 1), r(1, 3), r(3, 4)])
    }

    @Test("offsets up to maximumOffset are kept exactly, in 8 bytes; the -1 a packed optional uses too")
    func thirtyTwoBitOffsets() {
        let largest = ByteRange.maximumOffset
        #expect(largest == 2_147_483_647)
        let far = r(largest - 10, largest)
        #expect(far.start == largest - 10 && far.end == largest && far.length == 10)
        var moved = r(0, 1)
        moved.end = largest
        moved.start = largest - 1
        #expect(moved == r(largest - 1, largest))
        #expect(r(-1, -1).start == -1)
        #expect(r(-1, -1) < r(0, 0))
        #expect(r(70_000, 70_001) > r(69_999, 80_000) && r(1, 2) != r(1, 3))
        #expect(MemoryLayout<ByteRange>.size == 8)
    }

    // MARK: overlaps between replacements (non-empty ranges)

    @Test("identical ranges overlap")
    func identicalOverlap() {
        #expect(r(0, 3).overlaps(r(0, 3)))
    }

    @Test("partly covering or nested ranges overlap, both ways")
    func sharedBytesOverlap() {
        #expect(r(0, 3).overlaps(r(2, 5)))
        #expect(r(2, 5).overlaps(r(0, 3)))
        #expect(r(0, 10).overlaps(r(3, 4)))
        #expect(r(3, 4).overlaps(r(0, 10)))
    }

    @Test("adjacent replacements 0..<3 and 3..<5 share no byte and do not overlap")
    func adjacentDoNotOverlap() {
        #expect(!r(0, 3).overlaps(r(3, 5)))
        #expect(!r(3, 5).overlaps(r(0, 3)))
        #expect(!r(0, 2).overlaps(r(5, 7)))
    }

    // MARK: overlaps with insertions (empty ranges)

    @Test("two insertions at the same offset conflict; at different offsets they do not")
    func insertionsAtSameOffset() {
        #expect(r(3, 3).overlaps(r(3, 3)))
        #expect(!r(3, 3).overlaps(r(4, 4)))
        #expect(!r(4, 4).overlaps(r(3, 3)))
    }

    @Test("an insertion strictly inside a replaced range conflicts")
    func insertionInsideReplacement() {
        #expect(r(0, 5).overlaps(r(2, 2)))
        #expect(r(2, 2).overlaps(r(0, 5)))
    }

    // The rule today: an insertion at either boundary of a replaced range (its start or its end)
    // conflicts with it. That is the safe choice for fixes: edits applied together must not be
    // ambiguous. At the start, inserting "X" at 2 while replacing 2..<5 gives "X" + replacement or
    // replacement + "X" depending on which edit goes first (FixEngine.apply orders edits by start
    // offset only, and both start at 2). At the end, the order is fixed, but the insertion was
    // computed next to bytes the other fix rewrites: its anchor is gone, and two rules gluing text
    // onto the same spot is exactly the case to refuse. Refusing costs little: the fix left out is
    // offered again, on the re-linted bytes, in the fix engine's next pass.
    @Test("an insertion at the start or at the end boundary of a replaced range conflicts")
    func insertionAtBoundaries() {
        #expect(r(2, 2).overlaps(r(2, 5)))
        #expect(r(2, 5).overlaps(r(2, 2)))
        #expect(r(5, 5).overlaps(r(2, 5)))
        #expect(r(2, 5).overlaps(r(5, 5)))
    }

    @Test("an insertion one byte outside a replaced range does not conflict")
    func insertionOutsideReplacement() {
        #expect(!r(1, 1).overlaps(r(2, 5)))
        #expect(!r(2, 5).overlaps(r(1, 1)))
        #expect(!r(6, 6).overlaps(r(2, 5)))
        #expect(!r(2, 5).overlaps(r(6, 6)))
    }

    /// The same rules, stated independently, checked on every pair of ranges within 0...4.
    private func expectedOverlap(_ a: ByteRange, _ b: ByteRange) -> Bool {
        switch (a.isEmpty, b.isEmpty) {
        case (true, true): a.start == b.start
        case (true, false): b.start <= a.start && a.start <= b.end
        case (false, true): a.start <= b.start && b.start <= a.end
        case (false, false): max(a.start, b.start) < min(a.end, b.end)
        }
    }

    @Test("overlaps is symmetric and matches the stated rules on all small ranges")
    func exhaustiveSmallRanges() {
        var ranges: [ByteRange] = []
        for start in 0...4 { for end in start...4 { ranges.append(r(start, end)) } }
        for a in ranges {
            for b in ranges {
                #expect(a.overlaps(b) == expectedOverlap(a, b), "\(a) vs \(b)")
                #expect(a.overlaps(b) == b.overlaps(a), "\(a) vs \(b) not symmetric")
            }
        }
    }
}
