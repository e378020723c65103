import IBLintCore
@testable import IBLintSwift
import XCTest

/// Where a file passes `nibName: nil`, read off its bytes when it is scanned, answers whether an argument
/// labelled `nibName` is `nil` as its text would, or says that only the text can tell (a comment near the label).
final class NilNibNameArgumentsTests: XCTestCase {
    private func arguments(_ text: String) -> NilNibNameArguments { NilNibNameArguments(scanning: Array(text.utf8)) }

    private func offset(of word: String, in text: String, occurrence: Int = 0) -> Int {
        var from = text.startIndex
        var found = text.startIndex
        for _ in 0...occurrence {
            found = text.range(of: word, range: from..<text.endIndex)!.lowerBound
            from = text.index(after: found)
        }
        return text.utf8.distance(from: text.startIndex, to: found)
    }

    func testEveryNilAfterTheLabelIsFound() {
        let text = "super.init(nibName: nil, bundle: nil)\nAboutViewController(`nibName`:\n    nil, bundle: nil)\ninit(nibName : nilValue)"
        let found = arguments(text)
        XCTAssertEqual(found.nilStarts, [offset(of: "nil", in: text), offset(of: "nil", in: text, occurrence: 2)])
        XCTAssertFalse(found.hasComment)
        XCTAssertTrue(found.mayPassNil)
        XCTAssertEqual(found.isNil(argumentAt: ByteRange(start: offset(of: "nil", in: text), end: offset(of: "nil", in: text) + 3)), true)
        // `nil ?? name` starts with the nil but is not it; `nilValue` is another word.
        XCTAssertEqual(found.isNil(argumentAt: ByteRange(start: offset(of: "nil", in: text), end: offset(of: "nil", in: text) + 11)), false)
        let nilValue = offset(of: "nilValue", in: text)
        XCTAssertEqual(found.isNil(argumentAt: ByteRange(start: nilValue, end: nilValue + 8)), false)
    }

    func testACommentNearTheLabelLeavesItToTheText() {
        let text = "init(nibName: /* default */ nil, bundle: nil)"
        let found = arguments(text)
        XCTAssertTrue(found.hasComment)
        XCTAssertTrue(found.mayPassNil)
        let value = offset(of: "nil", in: text)
        XCTAssertNil(found.isNil(argumentAt: ByteRange(start: value, end: value + 3)))
    }

    func testAFileWithoutSuchAnArgumentSaysNoForCertain() {
        for text in ["init(nibName: \"About\", bundle: nil)", "let nibName = \"About\"", "", "nibName", "nibName:"] {
            let found = arguments(text)
            XCTAssertFalse(found.mayPassNil, text)
            XCTAssertEqual(found.isNil(argumentAt: ByteRange(start: 0, end: 3)), false, text)
        }
    }

    func testTheScannerKeepsThemAndTheCacheReadsThemBack() throws {
        let text = "import UIKit\nfinal class About: UIViewController {\n    init() { super.init(nibName: nil, bundle: nil) }\n}\n"
        let summary = SwiftScanner.scan(SourceFile(path: "About.swift", text: text))
        XCTAssertEqual(summary.nilNibNames.nilStarts, [offset(of: "nil", in: text)])
        var writer = BinaryWriter()
        writer.write(summary.nilNibNames)
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try reader.read(NilNibNameArguments.self), summary.nilNibNames)
    }

    func testOffsetsOutOfOrderAreRejected() {
        var writer = BinaryWriter()
        writer.write([9, 4]); writer.write(false)
        var reader = BinaryReader(writer.bytes)
        XCTAssertThrowsError(try reader.read(NilNibNameArguments.self))
    }
}
