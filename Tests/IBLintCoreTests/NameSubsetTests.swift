import IBLintCore
import XCTest

/// Some of a name set's names, by number (a function body's identifiers among its file's).
final class NameSubsetTests: XCTestCase {
    private let file: NameSet = ["view", "setUp", "titleLabel", "caf\u{E9}", "commonInit", "self"]

    func testASubsetHoldsTheNamesItsNumbersGiveInTheirOrder() throws {
        let body = try XCTUnwrap(NameSubset([4, 1, 0], of: file))
        XCTAssertEqual(Array(body), ["commonInit", "setUp", "view"])
        XCTAssertEqual(body.count, 3)
        XCTAssertFalse(body.isEmpty)
        XCTAssertTrue(body.contains("setUp"))
        XCTAssertFalse(body.contains("titleLabel"), "in the file, not in the body")
        XCTAssertFalse(body.contains("layout"), "in neither")
        XCTAssertEqual(body.set, ["commonInit", "setUp", "view"])
        XCTAssertTrue(NameSubset().isEmpty)
        XCTAssertFalse(NameSubset().contains("view"))
        XCTAssertTrue(try XCTUnwrap(NameSubset([], of: file)).isEmpty)
    }

    func testNamesAreComparedByTheirBytes() throws {
        let body = try XCTUnwrap(NameSubset([3], of: file))
        XCTAssertTrue(body.contains("caf\u{E9}"))
        XCTAssertFalse(body.contains("cafe\u{301}"), "the same String, other bytes: another identifier")
    }

    func testNumbersThatAreNoneOfTheSetsOrRepeatAreRejected() {
        XCTAssertNil(NameSubset([6], of: file), "the file has six names")
        XCTAssertNil(NameSubset([UInt32.max], of: file))
        XCTAssertNil(NameSubset([2, 5, 2], of: file), "a name twice")
        XCTAssertNil(NameSubset([0], of: NameSet()))
    }

    func testSharedNamesAreGivenByTheirNumbersInTheOtherSet() throws {
        let body = try XCTUnwrap(NameSubset([5, 4, 1, 2], of: file))
        let methods: NameSet = ["layoutSubviews", "commonInit", "setUp"]
        var shared: [Int] = []
        body.forEachShared(with: methods) { shared.append($0) }
        XCTAssertEqual(shared, [1, 2], "commonInit, then setUp: in the body's order")
        var none: [Int] = []
        body.forEachShared(with: NameSet()) { none.append($0) }
        NameSubset().forEachShared(with: methods) { none.append($0) }
        XCTAssertEqual(none, [])
    }

    /// Equal when the names are, whatever sets they are numbers of and in whatever order; hashed alike.
    func testEqualityAndHashingAreByNamesAlone() throws {
        let body = try XCTUnwrap(NameSubset([0, 1], of: file))
        let otherFile: NameSet = ["setUp", "layout", "view"]
        let sameNames = try XCTUnwrap(NameSubset([2, 0], of: otherFile))
        XCTAssertEqual(body, sameNames)
        XCTAssertEqual(body.hashValue, sameNames.hashValue)
        XCTAssertEqual(body, ["view", "setUp"])
        XCTAssertNotEqual(body, try XCTUnwrap(NameSubset([0, 1], of: otherFile)), "setUp and layout")
        XCTAssertNotEqual(body, ["view"])
        XCTAssertNotEqual(body, ["view", "setUp", "self"])
        XCTAssertEqual(Set([body, sameNames, ["view", "setUp"]]).count, 1)
        XCTAssertEqual(NameSubset(), [])
    }

    /// Many subsets of one large set share it: each is its numbers.
    func testSubsetsOfALargeSetReadTheirNamesFromIt() throws {
        let names = (0..<5_000).map { "identifier\($0)" }
        let all = NameSet(names)
        let numbers = stride(from: 4_999, through: 0, by: -7).map(UInt32.init)
        let subset = try XCTUnwrap(NameSubset(numbers, of: all))
        XCTAssertEqual(Array(subset), numbers.map { names[Int($0)] })
        XCTAssertTrue(subset.contains("identifier4999"))
        XCTAssertFalse(subset.contains("identifier4998"))
        XCTAssertEqual(subset, NameSubset(numbers.map { names[Int($0)] }))
    }

    /// Numbers in another set: the same ones for the set itself (or a copy of it), each name looked up in a
    /// set of the same names in another order, none when a name is missing.
    func testNumbersInAnotherSetAreLookedUpByName() throws {
        let body = try XCTUnwrap(NameSubset([4, 1, 0], of: file))
        let copy = file
        XCTAssertEqual(body.numbers(in: copy), [4, 1, 0])
        let reordered: NameSet = ["self", "view", "commonInit", "setUp", "titleLabel", "caf\u{E9}"]
        XCTAssertEqual(body.numbers(in: reordered), [2, 3, 1], "commonInit, setUp, view in the other order")
        XCTAssertNil(body.numbers(in: ["view", "setUp"]), "commonInit is not there")
        XCTAssertEqual(NameSubset().numbers(in: file), [])
    }
}
