import IBLintCore
import XCTest
@testable import IBLintSwift

final class TokenStreamTests: XCTestCase {
    private let file = SourceFile(path: "T.swift", text: "f(a, label: [1, 2]) { x in g(x) }  // done")
    private var stream: TokenStream { TokenStream(SwiftLexer.tokenize(file.bytes), bytes: file.bytes) }

    func testGroupsAndSkipping() throws {
        let stream = stream
        XCTAssertEqual(stream.closer(ofGroupAt: 1), 11)
        XCTAssertEqual(stream.opener(ofGroupEndingAt: 11), 1)
        XCTAssertNil(stream.closer(ofGroupAt: 0), "`f` opens nothing")
        XCTAssertNil(stream.opener(ofGroupEndingAt: 1), "an opener closes nothing")
        XCTAssertEqual(stream.skip(1, limit: stream.count), 12)
        XCTAssertEqual(stream.skip(1, limit: 5), 5, "clamped to the limit")
        XCTAssertEqual(stream.skip(0, limit: stream.count), 1)
        XCTAssertEqual(stream.close(of: 12, limit: 13), 13, "a closer past the limit is the limit")
    }

    func testTokensOutOfBoundsAreNotPunctuation() {
        let stream = stream
        XCTAssertTrue(stream.isPunctuation(1, .leftParen))
        XCTAssertFalse(stream.isPunctuation(-1, .leftParen))
        XCTAssertFalse(stream.isPunctuation(stream.count, .rightBrace))
        XCTAssertFalse(stream.isPunctuation(stream.count - 1, .rightBrace, limit: stream.count - 1))
        XCTAssertFalse(stream.isOperator(stream.count + 3, .assign))
    }

    func testTextAndBytesOfTokenRanges() {
        let stream = stream
        XCTAssertEqual(stream.text(from: 0, through: 11, in: file), "f(a, label: [1, 2])")
        XCTAssertEqual(stream.text(from: 3, through: 2, in: file), "")
        XCTAssertEqual(stream.text(from: 0, through: stream.count, in: file), "", "out of bounds")
        XCTAssertEqual(stream.byteRange(from: 2, through: 2), ByteRange(start: 2, end: 3))
        XCTAssertEqual(stream.byteRange(from: 2, through: 1), ByteRange(start: 2, end: 3), "just the first token")
    }

    func testTokenByByteOffset() {
        let stream = stream
        XCTAssertEqual(stream.index(startingAt: 2), 2)
        XCTAssertNil(stream.index(startingAt: 4), "the space after `a,` starts no token")
        XCTAssertEqual(stream.firstIndex(atOrAfter: 4), 4)
        XCTAssertEqual(stream.firstIndex(atOrAfter: file.bytes.count), stream.count)
        XCTAssertNil(stream.index(startingAt: file.bytes.count - 4), "comments are not in the stream")
    }

    func testCallArguments() {
        let arguments = stream.callArguments(1, 11)
        XCTAssertEqual(arguments.map(\.label), [nil, "label"])
        XCTAssertEqual(arguments.map { stream.text(from: $0.start, through: $0.end - 1, in: file) }, ["a", "[1, 2]"])
    }
}
