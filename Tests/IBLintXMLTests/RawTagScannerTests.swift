import XCTest
@testable import IBLintXML
import IBLintCore

final class RawTagScannerTests: XCTestCase {
    private func names(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return RawTagScanner.scan(bytes).map { String(decoding: bytes[$0.name.start..<$0.name.end], as: UTF8.self) }
    }

    func testSkipsMarkupThatIsNotAStartTag() {
        XCTAssertEqual(names(#"<?xml version="1.0"?><!-- <x> --><a><![CDATA[<y>]]><?pi <z>?><b/></a>"#), ["a", "b"])
        XCTAssertEqual(names("<!--->--><a/>"), ["a"])
        XCTAssertEqual(names("<a><!-- - -- ---></b> --></a>"), ["a"])
    }

    func testDoctypeInternalSubsetWithTrickyContent() {
        let text = """
        <!DOCTYPE a PUBLIC "-//x//>" 'y>' [
          <!ENTITY e "]> <fake>">
          <!ENTITY f '"]>'>
          <!-- ]> <fake2> -->
          <?pi ]> <fake3>?>
          <!ELEMENT a ANY>
          %pe;
        ]>
        <a><b x="]>"/></a>
        """
        XCTAssertEqual(names(text), ["a", "b"])
    }

    func testElementExtentsFollowEndTags() {
        let text = "<a><b></b><c/><d><e></e></d></a>"
        let tags = RawTagScanner.scan(Array(text.utf8))
        let file = SourceFile(path: "t.xml", text: text)
        XCTAssertEqual(tags.map { file.text(ByteRange(start: $0.tag.start, end: $0.elementEnd!)) },
                       [text, "<b></b>", "<c/>", "<d><e></e></d>", "<e></e>"])
        XCTAssertEqual(tags.map(\.isEmptyElement), [false, false, true, false, false])
    }

    func testAttributesWithSpacesAroundEqualsAndBothQuotes() {
        let text = "<a x = \"1>2\"\ty='/'\n z=\"\"/>"
        let tags = RawTagScanner.scan(Array(text.utf8))
        let tag = tags[0]
        let file = SourceFile(path: "t.xml", text: text)
        XCTAssertEqual(tags.attributes(of: tag).map { file.text($0.name) }, ["x", "y", "z"])
        XCTAssertEqual(tags.attributes(of: tag).map { file.text($0.value) }, ["1>2", "/", ""])
        XCTAssertEqual(tags.attributes(of: tag).map { file.text($0.range) }, ["x = \"1>2\"", "y='/'", "z=\"\""])
        XCTAssertEqual(file.text(tag.tag), text)
        XCTAssertTrue(tag.isEmptyElement)
    }

    func testEachTagHasItsOwnAttributesInOneArray() {
        let text = #"<a x="1" y="2"><b/><c z="3"/></a><d w="4" v="#
        let tags = RawTagScanner.scan(Array(text.utf8))
        let file = SourceFile(path: "t.xml", text: text)
        XCTAssertEqual(tags.map { tags.attributes(of: $0).map { file.text($0.name) } }, [["x", "y"], [], ["z"]])
        // The unfinished <d …> is no tag, and its first attribute is not left behind.
        XCTAssertEqual(tags.attributes.count, 3)
    }

    func testStopsQuietlyOnTruncatedInput() {
        XCTAssertEqual(names("<a><b x=\"unterminated"), ["a"])
        XCTAssertEqual(names("<a><!-- open"), ["a"])
        XCTAssertEqual(names("<a><!DOCTYPE [ <!ENTITY"), ["a"])
        XCTAssertEqual(names("<"), [])
    }

    func testOneLongLineKeepsPositionsRight() throws {
        let count = 5_000
        var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        for index in 0..<count { xml += "<view id=\"v\(index)\" userLabel=\"é\"/>" }
        xml += "</objects></document>"
        let document = try Fixtures.load(xml)
        XCTAssertEqual(document.elements.count, count + 2)
        for index in stride(from: 0, to: count, by: 997) {
            let element = try XCTUnwrap(document.element(withID: "v\(index)"))
            XCTAssertEqual(document.file.text(element.startTag), "<view id=\"v\(index)\" userLabel=\"é\"/>")
            XCTAssertEqual(element.position, document.file.position(ofByte: element.startTag.start))
        }
    }
}
