import IBLintCore
@testable import IBLintIndex
import XCTest

/// A project's object ids are read in order (the first group listing a reference is its parent); ASCII
/// ids are sorted by their bytes, which must be the order `String`'s `<` gives.
final class XcodeProjectIDOrderTests: XCTestCase {
    func testIDsSortAsStringsDo() {
        var generator = SplitMix64(seed: 13)
        // Hexadecimal ids sharing long prefixes, other lengths around the 24 bytes packed, NUL and other
        // control bytes, and ids that are prefixes of others.
        let alphabet = Array("0123456789ABCDEF".utf8) + [0, 1, UInt8(ascii: " "), UInt8(ascii: "~")]
        for round in 0..<200 {
            let prefix = (0..<Int(generator.next() % 30)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            var ids: Set<String> = []
            for _ in 0..<Int(generator.next() % 60) {
                let length = Int(generator.next() % 34)
                let tail = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                let whole = generator.next() % 3 == 0 ? Array(prefix.prefix(length)) : prefix + tail
                ids.insert(String(decoding: whole, as: UTF8.self))
            }
            let list = Array(ids)
            XCTAssertEqual(XcodeProjectReader.sorted(list), list.sorted(), "round \(round)")
        }
        // Not ASCII: sorted as `String`s.
        let mixed = ["b", "\u{E9}", "e\u{301}x", "a", "Z"]
        XCTAssertEqual(XcodeProjectReader.sorted(mixed), mixed.sorted())
    }
}
