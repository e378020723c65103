import XCTest
@testable import IBLintXML
import IBLintCore

/// Values far bigger than Xcode writes: loaded with exact spans, or refused with a sentence naming the
/// line, within libxml2's default limits (never XML_PARSE_HUGE). The 50 MB file is an end-to-end test
/// (HostileInputEndToEndTests), where it costs one load instead of two.
final class HugeInputTests: XCTestCase {
    private func document(labelText: String) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>

            """
        text += """
                            <label text="\(labelText)" id="lbl"/>
                            <button id="after" title="After"/>
                        </subviews>
                    </view>
                </objects>
            </document>

            """
        return Array(text.utf8)
    }

    /// A 10 MB value is past libxml2's per-value limit (10,000,000 bytes): an error at its line that says
    /// the file is too large to parse safely, rather than a crash or a silently cut value.
    func testATenMegabyteAttributeIsRefusedAtItsLine() throws {
        let value = String(repeating: "0123456789abcdef", count: 10 * 1024 * 1024 / 16)
        let error = try XCTUnwrap(Fixtures.loadError(document(labelText: value)))
        XCTAssertEqual(error.line, 6)
        XCTAssertEqual(error.message, "XML holds a value or text too large to parse safely (AttValue length too long); Xcode does not write such files")
        XCTAssertLessThanOrEqual(error.message.count, 140, error.message)
    }

    /// Just under the limit the file loads, and the value's span is exact: a fix could edit it.
    func testANearlyTenMegabyteAttributeLoadsWithItsSpan() throws {
        let value = String(repeating: "0123456789abcdef", count: 9_900_000 / 16)
        let bytes = document(labelText: value)
        guard case .success(let document) = IBDocumentLoader.load(path: "Big.xib", bytes: bytes) else {
            return XCTFail("a 9.9 MB value is within libxml2's limit")
        }
        let label = try XCTUnwrap(document.elements.first { $0.name == "label" })
        let text = try XCTUnwrap(label.attribute("text"))
        XCTAssertEqual(text.value.utf8.count, value.utf8.count)
        let range = try XCTUnwrap(text.valueRange)
        XCTAssertEqual(range.length, value.utf8.count)
        XCTAssertEqual(document.file.text(ByteRange(start: range.start - 6, end: range.start)), "text=\"")
        let after = try XCTUnwrap(document.elements.first { $0.name == "button" })
        XCTAssertEqual(after.position.line, 7)
        XCTAssertEqual(document.file.text(after.startTag), "<button id=\"after\" title=\"After\"/>")
    }
}
