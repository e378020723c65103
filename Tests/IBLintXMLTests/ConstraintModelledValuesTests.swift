import XCTest
@testable import IBLintXML
import IBLintCore

/// `IBConstraint.modelledValues` reads in one walk what the nine properties read one by one.
final class ConstraintModelledValuesTests: XCTestCase {
    private func oneByOne(_ constraint: IBConstraint) -> IBConstraint.ModelledValues {
        IBConstraint.ModelledValues(id: constraint.id, firstItem: constraint.firstItem, firstAttribute: constraint.firstAttribute,
                                    secondItem: constraint.secondItem, secondAttribute: constraint.secondAttribute,
                                    relation: constraint.relation, multiplier: constraint.multiplier, constant: constraint.constant,
                                    priority: constraint.priority)
    }

    func testNamesOfEveryLengthAndLookAlikes() {
        let attributes = [("id", "c1"), ("relation", "greaterThanOrEqual"), ("constant", "8"), ("priority", "750"),
                          ("reLation", "x"), ("cOnstant", "x"), ("firstItem", "a"), ("secondItem", "b"), ("multiplier", "2:1"),
                          ("firstAttribute", "top"), ("secondAttribute", "bottom"), ("identifier", "x"), ("placeholder", "YES"),
                          ("secondItemX", "x"), ("\u{212A}", "kelvin")].map { IBAttribute(name: $0.0, value: $0.1) }
        for count in 0...attributes.count {
            let constraint = IBConstraint(element: 0, owner: 0, attributes: Array(attributes.prefix(count)))
            XCTAssertEqual(constraint.modelledValues, oneByOne(constraint), "the first \(count) attributes")
        }
        let reversed = IBConstraint(element: 0, owner: 0, attributes: attributes.reversed())
        XCTAssertEqual(reversed.modelledValues, oneByOne(reversed))
    }

    func testEveryConstraintOfTheFixturesAndCorpus() throws {
        var texts = [Fixtures.profileHeaderXib, Fixtures.mainStoryboard, Fixtures.macXib, Fixtures.tvStoryboard].map { Array($0.utf8) }
        if let files = try? CorpusTests.corpusFiles() { texts += try files.map { Array(try Data(contentsOf: $0)) } }
        var checked = 0
        for bytes in texts {
            guard case .success(let document) = IBDocumentLoader.load(path: "x.xib", bytes: bytes) else { continue }
            for constraint in document.constraints {
                XCTAssertEqual(constraint.modelledValues, oneByOne(constraint))
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
