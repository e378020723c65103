import XCTest
@testable import IBLintXML
import IBLintCore

/// Elements placed where libxml2 reported them (`ElementLocator.locateAtReportedPositions`) against the same
/// elements placed by scanning the whole file and pairing its tags with them (`locateByScanning`): the two
/// must agree on every element's position, start tag and range and on every attribute's spans, and the
/// reported positions must be refused (`nil`, so the file is scanned) whenever the bytes do not bear them out.
final class ElementPlacementTests: XCTestCase {
    private func parsed(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) -> ParsedElements? {
        guard case .success(let elements) = LibXML2Reader.parseWithPositions(bytes) else {
            XCTFail("\(label): libxml2 did not parse it", file: file, line: line)
            return nil
        }
        return elements
    }

    /// The two placements, element by element and attribute by attribute; whether the reported one was used.
    @discardableResult
    private func assertAgree(_ bytes: [UInt8], _ label: String, expectPlaced: Bool = true,
                             file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let parsed = parsed(bytes, label, file: file, line: line) else { return false }
        let source = SourceFile(path: label, bytes: bytes)
        let scanned = ElementLocator.locateByScanning(parsed.elements, in: source)
        guard let placed = ElementLocator.locateAtReportedPositions(parsed.elements, valueStarts: parsed.valueStarts, in: source) else {
            if expectPlaced { XCTFail("\(label): the reported positions were refused", file: file, line: line) }
            return false
        }
        XCTAssertEqual(placed.count, scanned.count, label, file: file, line: line)
        var failures = 0
        for (left, right) in zip(placed, scanned) where !same(left, right) {
            failures += 1
            if failures <= 3 {
                XCTFail("\(label): element \(left.index) <\(left.name)> at \(left.position) placed as \(describe(left)), scanned as \(describe(right))",
                        file: file, line: line)
            }
        }
        return true
    }

    private func same(_ left: IBElement, _ right: IBElement) -> Bool {
        guard left == right, left.position == right.position, left.startTag == right.startTag, left.range == right.range,
              left.attributes.count == right.attributes.count else { return false }
        return zip(left.attributes, right.attributes).allSatisfy {
            $0.name == $1.name && $0.value == $1.value && $0.valueRange == $1.valueRange && $0.range == $1.range
        }
    }

    private func describe(_ element: IBElement) -> String {
        "\(element.startTag) \(element.range) " + element.attributes.map { "\($0.name)=\(String(describing: $0.valueRange))/\(String(describing: $0.range))" }
            .joined(separator: " ")
    }

    private func assertAgree(_ text: String, _ label: String, expectPlaced: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        assertAgree(Array(text.utf8), label, expectPlaced: expectPlaced, file: file, line: line)
    }

    func testEdgeCasesAgreeWithScanning() {
        let cases: [(String, String)] = [
            ("plain", #"<d type="t"><a id="1" b='2'/><c x = "y" z= 'w'>text</c></d>"#),
            ("empty values and spaces", "<d a=\"\" b = '' >\n  <e\n    f=\"g\"\n    h=\"i\"\n  />\n</d  >"),
            ("greater-than and slash in values", #"<d a=">" b="/>" c="a/b"><e f="&gt;"/></d>"#),
            ("references", #"<d a="x &amp; y" b="&#65;&#x42;" c="&lt;tag&gt;" d="plain"/>"#),
            ("non-ASCII names and values", #"<d ä="ö" text="日本語 – “quoted”" plain="ok"><é f="g"/></d>"#),
            ("line breaks and tabs in values", "<d a=\"one\ntwo\" b=\"tab\there\" c=\"cr\r\nlf\" d=\"ok\"/>"),
            ("comments, CDATA and instructions with tags inside", #"<?xml version="1.0"?><!-- <x a="1"> --><d><![CDATA[<y b="2">]]><?pi <z>?><e/></d>"#),
            ("prefixed names", #"<d a="0" xmlns:x="urn:x" x:a="1"><x:e x:b="2" c="3"/></d>"#),
            ("declared entity", "<!DOCTYPE d [<!ENTITY e \"<i j='k'/>\">]><d a=\"x\">&e;<f g=\"h\"/></d>"),
        ]
        for (label, text) in cases { assertAgree(text, label) }
        // A namespace declaration is no attribute to libxml2: written first, it stands between the name and
        // the first attribute, and the file is scanned.
        XCTAssertFalse(assertAgree(Array(#"<d xmlns:x="urn:x" x:a="1"><x:e x:b="2"/></d>"#.utf8), "declaration first", expectPlaced: false))
        // Past line 65535 libxml2 gives no line, and both match by name alone.
        assertAgree("<d>\n" + String(repeating: "<e a=\"1\"/>\n", count: 66_000) + "<last b=\"2\"/></d>", "lines past 65535")
    }

    func testFixturesAndCorpusAgreeWithScanning() throws {
        for (label, text) in [("profile header", Fixtures.profileHeaderXib), ("main storyboard", Fixtures.mainStoryboard),
                              ("mac", Fixtures.macXib), ("tv", Fixtures.tvStoryboard)] {
            assertAgree(text, label)
        }
        var placed = 0
        let files = try CorpusTests.corpusFiles()
        for url in files where assertAgree(Array(try Data(contentsOf: url)), url.lastPathComponent) { placed += 1 }
        XCTAssertEqual(placed, files.count, "every corpus file placed at libxml2's positions")
    }

    /// Claims the bytes do not bear out are refused, and the file is scanned instead.
    func testWrongClaimsAreRefused() throws {
        let bytes = Array(#"<d type="t"><a id="1" b="22"/><c x="y">text</c></d>"#.utf8)
        let source = SourceFile(path: "claims", bytes: bytes)
        let good = try XCTUnwrap(parsed(bytes, "claims"))
        XCTAssertEqual(good.valueStarts.count, 4)
        XCTAssertNotNil(ElementLocator.locateAtReportedPositions(good.elements, valueStarts: good.valueStarts, in: source))
        func refused(_ change: (inout ParsedElements) -> Void, _ label: String) {
            var read = good
            change(&read)
            XCTAssertNil(ElementLocator.locateAtReportedPositions(read.elements, valueStarts: read.valueStarts, in: source), label)
        }
        refused({ $0.elements[1].tagEnd -= 1 }, "a start tag's end moved into its last value")
        refused({ $0.elements[1].tagEnd = -1 }, "no start tag's end")
        refused({ $0.elements[2].tagEnd = $0.elements[1].tagEnd }, "another element's tag")
        refused({ $0.elements[2].tagEnd += 1 }, "a start tag's end moved past its `>`")
        refused({ $0.elements[2].elementEnd -= 1 }, "an end tag's end moved")
        refused({ $0.elements[2].elementEnd = -1 }, "no end tag's end")
        refused({ $0.valueStarts[2] += 1 }, "a value moved by one")
        refused({ $0.valueStarts[1] = $0.valueStarts[2] }, "a value at another attribute's (of another length)")
        refused({ $0.valueStarts.removeLast() }, "fewer values than attributes")
        refused({ $0.elements[1].attributes[1].name = "bb" }, "a name of another length before the value")
        refused({ $0.elements[1].attributes[1].name = "c" }, "another name of the same length before the value")
        refused({ $0.elements[1].name = "b" }, "another element's name")
        refused({ $0.elements[1].line = 5 }, "a line the tag is not on")
        // A value libxml2 decoded has no position: that element's tag is scanned, the others are not.
        var decoded = good
        decoded.valueStarts[1] = -1
        let mixed = try XCTUnwrap(ElementLocator.locateAtReportedPositions(decoded.elements, valueStarts: decoded.valueStarts, in: source))
        let scanned = ElementLocator.locateByScanning(good.elements, in: source)
        XCTAssertTrue(zip(mixed, scanned).allSatisfy(same))
    }
}
