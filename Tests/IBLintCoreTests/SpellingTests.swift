import XCTest
@testable import IBLintCore

/// "Did you mean": the fast search (length bound, early exit, no sorting of every candidate) answers what
/// the plain one does, a full edit distance to each candidate in alphabetical order.
final class SpellingTests: XCTestCase {
    private func plainClosest(_ name: String, _ candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in Array(Set(candidates)).sorted() where candidate != name {
            let distance = Spelling.editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    private func plainCloseMatches(_ name: String, _ candidates: [String]) -> [String] {
        let limit = max(2, name.count / 3)
        return Array(Set(candidates)).sorted().filter { $0 != name && Spelling.editDistance(name.lowercased(), $0.lowercased()) <= limit }
    }

    func testSuggestionsForTypicalTypos() {
        let classes = ["ProductCell", "ProductCellView", "PriceLabel", "OrderDetailViewController", "OrderListViewController"]
        XCTAssertEqual(Spelling.closest(to: "ProdcutCell", in: classes), "ProductCell")
        XCTAssertEqual(Spelling.closest(to: "OrderDetailsViewController", in: classes), "OrderDetailViewController")
        XCTAssertNil(Spelling.closest(to: "CheckoutButton", in: classes))
        XCTAssertEqual(Spelling.closeMatches(to: "PriceLabe", in: classes + ["PriceLabel"]), ["PriceLabel"])
        XCTAssertNil(Spelling.closest(to: "ProductCell", in: ["ProductCell"]), "the name itself is no suggestion")
        XCTAssertEqual(Spelling.closest(to: "ab", in: ["cd", "ab1", "AB"]), "AB", "case is ignored; the closest wins")
        XCTAssertEqual(Spelling.closest(to: "abc", in: ["abd", "abe", "abb"]), "abb", "ties go to the alphabetically first")
    }

    func testTheFastSearchAgreesWithThePlainOne() {
        // Deterministic pseudo-random names over a small alphabet, so that many are within a typo.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        // Short names over a small alphabet (many within a typo; "İ" lowercases to two scalars), and
        // longer ones over letters and digits, where the limit is larger and the character bits count.
        let small = Array("abcAB_é1İ"), wide = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789_:")
        var alphabet = small, longest = 9
        func name() -> String { String((0..<(next() % longest)).map { _ in alphabet[next() % alphabet.count] }) }
        // Names over 64 characters take the table instead of the bit vectors: the last rounds have some.
        for round in 0..<1000 {
            if round == 400 { alphabet = wide; longest = 24 }
            if round == 800 { alphabet = Array("abAB"); longest = 80 }
            let target = name()
            // Random names, and the target with a few random edits (some within the limit, some not).
            func edited(_ text: String) -> String {
                var characters = Array(text)
                for _ in 0..<(1 + next() % 6) {
                    let position = characters.isEmpty ? 0 : next() % characters.count
                    switch next() % 4 {
                    case 0: characters.insert(alphabet[next() % alphabet.count], at: position)
                    case 1 where !characters.isEmpty: characters.remove(at: position)
                    case 2 where !characters.isEmpty: characters[position] = alphabet[next() % alphabet.count]
                    default: characters = characters.map { next() % 3 == 0 ? Character($0.uppercased()) : $0 }
                    }
                }
                return String(characters)
            }
            let candidates = (0..<(next() % 30)).map { _ in name() } + (0..<(next() % 8)).map { _ in edited(target) } + [target]
            XCTAssertEqual(Spelling.closest(to: target, in: candidates), plainClosest(target, candidates), "\(target) in \(candidates)")
            XCTAssertEqual(Spelling.closeMatches(to: target, in: candidates), plainCloseMatches(target, candidates), "\(target) in \(candidates)")
            let index = SpellingIndex(candidates)
            XCTAssertEqual(index.closest(to: target), plainClosest(target, candidates), "index: \(target) in \(candidates)")
            XCTAssertEqual(index.closeMatches(to: target), plainCloseMatches(target, candidates), "index: \(target) in \(candidates)")
            let both = index.suggestions(for: target)
            XCTAssertEqual(both.closest, plainClosest(target, candidates), "suggestions: \(target) in \(candidates)")
            XCTAssertEqual(both.closeMatches, plainCloseMatches(target, candidates), "suggestions: \(target) in \(candidates)")
            let other = name()
            XCTAssertEqual(index.closest(to: other), plainClosest(other, candidates), "index: \(other) in \(candidates)")
        }
    }
}
