import IBLintCore
import IBLintXML
import XCTest


final class InterfaceEditsTests: XCTestCase {
    private func load(_ text: String) throws -> IBDocument {
        try IBDocumentLoader.load(path: "T.xib", bytes: Array(text.utf8)).get()
    }

    private func applying(_ edit: Edit, to document: IBDocument) -> String {
        var bytes = document.file.bytes
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    private let header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#

    func testRemovingAnElementTakesItsWholeLineKeepingCRLF() throws {
        let text = header + "\r\n    <objects>\r\n        <view id=\"a\"/>\r\n        <view id=\"b\"/>\r\n    </objects>\r\n</document>\r\n"
        let document = try load(text)
        let edit = try XCTUnwrap(InterfaceEdits.removeElement(document.element(withID: "a")!, in: document))
        XCTAssertEqual(applying(edit, to: document),
                       header + "\r\n    <objects>\r\n        <view id=\"b\"/>\r\n    </objects>\r\n</document>\r\n")
    }

    func testRemovingAnElementThatSharesItsLineTakesOnlyTheElement() throws {
        let document = try load(header + "<objects><view id=\"a\"/><view id=\"b\"/></objects></document>")
        let edit = try XCTUnwrap(InterfaceEdits.removeElement(document.element(withID: "a")!, in: document))
        XCTAssertEqual(applying(edit, to: document), header + "<objects><view id=\"b\"/></objects></document>")
    }

    func testRemovingTheOnlyConnectionCollapsesTheOwnerAsXcodeWritesIt() throws {
        let text = header + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="view" destination="v" id="o"/>
                        </connections>
                    </placeholder>
                    <view id="v"/>
                </objects>
            </document>
            """
        let document = try load(text)
        let outlet = document.elements.first { $0.name == "outlet" }!
        XCTAssertEqual(applying(try XCTUnwrap(InterfaceEdits.removeConnection(outlet, in: document)), to: document), header + """

                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view id="v"/>
                </objects>
            </document>
            """)
    }

    func testInsertingAttributesAfterAnAnchorOrBeforeTheTagEnd() throws {
        let document = try load(header + #"<objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/><view id="v"></view></objects></document>"#)
        let owner = document.filesOwner!
        let afterLabel = try XCTUnwrap(InterfaceEdits.insertAttributes([("customClass", "A&B")], into: owner, after: ["userLabel"], in: document))
        XCTAssertTrue(applying(afterLabel, to: document).contains(#"userLabel="File's Owner" customClass="A&amp;B"/>"#))
        let view = document.element(withID: "v")!
        let atEnd = try XCTUnwrap(InterfaceEdits.insertAttributes([("customClass", "V")], into: view, after: ["missing"], in: document))
        XCTAssertTrue(applying(atEnd, to: document).contains(#"<view id="v" customClass="V"></view>"#))
    }

    func testSettingAndRemovingAttributeValues() throws {
        let document = try load(header + #"<objects><view id="v" customClass="Old" customModule="M"/></objects></document>"#)
        let view = document.element(withID: "v")!
        let set = try XCTUnwrap(InterfaceEdits.setValue(of: view.attribute("customClass")!, to: "New\"One", in: document))
        XCTAssertTrue(applying(set, to: document).contains(#"customClass="New&quot;One""#))
        let removed = try XCTUnwrap(InterfaceEdits.removeAttribute(view.attribute("customModule")!, in: document))
        XCTAssertTrue(applying(removed, to: document).contains(#"<view id="v" customClass="Old"/>"#))
    }
}
