import Foundation
import IBLintCore
import XCTest

/// Bytes read to be let go (`FileContents(readBytes:…)`): once released they are out of memory, and read
/// again when asked for, checked against the size and content hash they had; a file changed in between is
/// given as blanks of that size and named. Bytes given (`FileContents(_:)`) are never let go.
final class FileContentsReleaseTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String) throws -> String {
        let url = folder.appendingPathComponent("Note.swift")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func releasable(_ text: String, reads: DeferredReads) throws -> (contents: FileContents, readCount: () -> Int) {
        let path = try write(text)
        let counter = Counter()
        let contents = FileContents(readBytes: Array(text.utf8), path: "Note.swift", reads: reads) {
            counter.increment()
            return try? Array(Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return (contents, { counter.value })
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    func testReleasedBytesAreReadAgainWhenAskedFor() throws {
        let reads = DeferredReads()
        let text = "let greeting = \"hello\"\n"
        let (contents, readCount) = try releasable(text, reads: reads)
        XCTAssertTrue(contents.isRead)
        XCTAssertTrue(contents.isReleasable)
        XCTAssertNil(contents.recordedHash, "not the cache's: read")
        XCTAssertEqual(contents.bytes, Array(text.utf8))
        XCTAssertEqual(readCount(), 0, "read already")

        XCTAssertTrue(contents.release())
        XCTAssertFalse(contents.isRead)
        XCTAssertTrue(contents.isReleased)
        XCTAssertFalse(contents.isReleasable)
        XCTAssertFalse(contents.release(), "let go already")
        XCTAssertEqual(contents.count, text.utf8.count, "the size is known without the bytes")
        XCTAssertEqual(reads.released, 1)

        XCTAssertEqual(contents.bytes, Array(text.utf8))
        XCTAssertEqual(contents.bytes, Array(text.utf8))
        XCTAssertEqual(readCount(), 1, "read again once")
        XCTAssertFalse(contents.isReleased)
        XCTAssertEqual(reads.readAgain, 1)
        XCTAssertEqual(reads.read, 0, "no file deferred unread was read")
        XCTAssertEqual(reads.changed, [])
    }

    func testAFileChangedAfterItsBytesWereLetGoIsGivenAsBlanksAndNamed() throws {
        let reads = DeferredReads()
        let text = "let greeting = \"hello\"\n"
        let (contents, _) = try releasable(text, reads: reads)
        contents.release()
        // The same size, other bytes: the hash tells.
        _ = try write("let greeting = \"HELLO\"\n")
        XCTAssertEqual(contents.bytes, Array(repeating: UInt8(ascii: " "), count: text.utf8.count))
        XCTAssertEqual(reads.changed, ["Note.swift"])
    }

    func testAFileGoneAfterItsBytesWereLetGoIsGivenAsBlanksAndNamed() throws {
        let reads = DeferredReads()
        let (contents, _) = try releasable("struct Gone {}\n", reads: reads)
        contents.release()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Note.swift"))
        XCTAssertEqual(contents.bytes.count, "struct Gone {}\n".utf8.count)
        XCTAssertTrue(contents.bytes.allSatisfy { $0 == UInt8(ascii: " ") })
        XCTAssertEqual(reads.changed, ["Note.swift"])
    }

    func testAHashGivenOnReleaseIsTheOneReadsAreCheckedAgainst() throws {
        let reads = DeferredReads()
        let text = "enum Checked {}\n"
        let (contents, _) = try releasable(text, reads: reads)
        // A caller that hashed the bytes already (the summary cache) passes its hash: a wrong one shows.
        contents.release(hash: ContentHash.of(Array(text.utf8)) &+ 1)
        XCTAssertTrue(contents.bytes.allSatisfy { $0 == UInt8(ascii: " ") })
        XCTAssertEqual(reads.changed, ["Note.swift"])
        let right = try releasable(text, reads: DeferredReads()).contents
        right.release(hash: ContentHash.of(Array(text.utf8)))
        XCTAssertEqual(right.bytes, Array(text.utf8))
    }

    func testBytesGivenOrDeferredUnreadAreNotLetGo() {
        let given = FileContents(Array("given".utf8))
        XCTAssertFalse(given.isReleasable)
        XCTAssertFalse(given.release())
        XCTAssertEqual(given.bytes, Array("given".utf8))
        let reads = DeferredReads()
        let unread = FileContents(deferredPath: "Unread.swift", count: 6, hash: ContentHash.of(Array("unread".utf8)), reads: reads) {
            Array("unread".utf8)
        }
        XCTAssertFalse(unread.isReleasable)
        XCTAssertFalse(unread.release(), "never read: nothing to let go")
        XCTAssertEqual(unread.bytes, Array("unread".utf8))
        XCTAssertFalse(unread.release(), "the cache's trusted bytes, read later, are kept")
        XCTAssertEqual(reads.released, 0)
    }

    func testManyThreadsAskingForReleasedBytesReadThemOnce() throws {
        let reads = DeferredReads()
        let text = String(repeating: "let x = 1\n", count: 1_000)
        let (contents, readCount) = try releasable(text, reads: reads)
        contents.release()
        let counts = Array(0..<64).parallelMap { _ in contents.bytes.count }
        XCTAssertEqual(Set(counts), [text.utf8.count])
        XCTAssertEqual(readCount(), 1)
    }
}
