import Foundation
import IBLintCore
import XCTest

/// Files read in place (mapped) for the summary cache: the same bytes as reading them, readers over
/// them, and a mapped file that stays whole when a new one is renamed over it (how the cache is written).
final class ByteBufferTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("byte-buffer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func testAFileReadsAsItsBytes() throws {
        var generator = SystemRandomNumberGenerator()
        for size in [1, 7, 4096, 4097, 1_000_003] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0 ... .max, using: &generator) }
            let buffer = try XCTUnwrap(ByteBuffer.contents(ofFile: try file("f\(size)", bytes)))
            XCTAssertEqual(buffer.count, size)
            XCTAssertTrue(buffer.withUnsafeBytes { $0.elementsEqual(bytes) }, "\(size) bytes")
        }
        XCTAssertEqual(ByteBuffer.contents(ofFile: try file("empty", []))?.count, 0)
        XCTAssertNil(ByteBuffer.contents(ofFile: folder.appendingPathComponent("missing").path))
        XCTAssertNil(ByteBuffer.contents(ofFile: folder.path), "a folder is no file")
        XCTAssertTrue(ByteBuffer([1, 2, 3]).withUnsafeBytes { $0.elementsEqual([1, 2, 3]) })
        XCTAssertEqual(ByteBuffer([]).count, 0)
    }

    func testAReaderOverAMappedFileReadsWhatWasWrittenAndStopsAtItsRange() throws {
        var writer = BinaryWriter()
        writer.write(["cell", "header", "cell"])
        writer.write(-42)
        writer.writeBytes([9, 8, 7])
        let buffer = try XCTUnwrap(ByteBuffer.contents(ofFile: try file("coded", writer.bytes)))
        var reader = BinaryReader(buffer)
        XCTAssertEqual(try reader.read([String].self), ["cell", "header", "cell"])
        XCTAssertEqual(try reader.read(Int.self), -42)
        XCTAssertEqual(try reader.readBytes(), [9, 8, 7])
        XCTAssertTrue(reader.isAtEnd)
        var short = BinaryReader(buffer, range: 0..<3)
        XCTAssertThrowsError(try short.read([String].self), "the range ends inside the first string")
        var outside = BinaryReader(buffer, range: buffer.count - 1..<buffer.count + 100)
        XCTAssertNoThrow(try outside.readByte())
        XCTAssertThrowsError(try outside.readByte(), "a range past the end is cut to the buffer")
    }

    func testAMappedFileStaysWholeWhenANewOneIsRenamedOverIt() throws {
        let path = try file("cache", Array(repeating: 0xAB, count: 100_000))
        let buffer = try XCTUnwrap(ByteBuffer.contents(ofFile: path))
        let replacement = try file(".cache.tmp", Array(repeating: 0x01, count: 10))
        XCTAssertEqual(rename(replacement, path), 0)
        XCTAssertEqual(buffer.count, 100_000)
        XCTAssertTrue(buffer.withUnsafeBytes { $0.allSatisfy { $0 == 0xAB } })
        XCTAssertEqual(ByteBuffer.contents(ofFile: path)?.count, 10, "the new file is read anew")
    }

    /// Parts of a mapped cache file left for later are kept in the file, not copied: read after the file's
    /// pages were given back and after a new file was renamed over it, they read what was written; a copy's
    /// parts are copies, which do not keep the bytes they came from.
    func testPartsLeftForLaterStayInAMappedFileAndReadTheSameAfterItsPagesAreGivenBack() throws {
        var writer = BinaryWriter()
        let names = (0..<3_000).map { "name\($0)" }
        writer.write(names)
        writer.writeSection { section in
            section.write(Array(repeating: "section", count: 3))
            section.writeBytes(Array(repeating: 0x5A, count: 20_000))
        }
        writer.write(Array(names.reversed()))  // the rest: every string a reference to one read before it
        writer.writeBytes(Array(repeating: 7, count: 50_000))
        let path = try file("shard", writer.bytes)

        func readLater(_ buffer: ByteBuffer) throws -> (BinaryReader.Resumption, BinaryReader.Resumption) {
            var reader = BinaryReader(buffer)
            XCTAssertEqual(try reader.read([String].self), names)
            let section = try reader.deferSection()
            return (section, reader.deferRest())
        }
        func check(_ section: BinaryReader.Resumption, _ rest: BinaryReader.Resumption) throws {
            var inSection = BinaryReader(resuming: section)
            XCTAssertEqual(try inSection.read([String].self), ["section", "section", "section"])
            XCTAssertEqual(try inSection.readBytes(), Array(repeating: 0x5A, count: 20_000))
            XCTAssertTrue(inSection.isAtEnd)
            var inRest = BinaryReader(resuming: rest)
            XCTAssertEqual(try inRest.read([String].self), names.reversed())
            XCTAssertEqual(try inRest.readBytes(), Array(repeating: 7, count: 50_000))
            XCTAssertTrue(inRest.isAtEnd)
        }

        weak var mappedFile: ByteBuffer?
        var mappedParts: (BinaryReader.Resumption, BinaryReader.Resumption)?
        try {
            let mapped = try XCTUnwrap(ByteBuffer.contents(ofFile: path))
            XCTAssertTrue(mapped.isMapped)
            mappedFile = mapped
            mappedParts = try readLater(mapped)
            mapped.releaseResidentPages()
        }()
        XCTAssertNotNil(mappedFile, "the parts keep the mapped file, not copies of their bytes")
        XCTAssertEqual(rename(try file(".shard.tmp", [1, 2, 3]), path), 0)
        try {
            let parts = try XCTUnwrap(mappedParts)
            try check(parts.0, parts.1)
            mappedFile?.releaseResidentPages()
            try check(parts.0, parts.1)
        }()
        mappedParts = nil
        XCTAssertNil(mappedFile, "the file is let go with the last part")

        weak var copiedFrom: ByteBuffer?
        var copiedParts: (BinaryReader.Resumption, BinaryReader.Resumption)?
        try {
            let inMemory = ByteBuffer(writer.bytes)
            XCTAssertFalse(inMemory.isMapped)
            inMemory.releaseResidentPages()  // nothing for a copy
            copiedFrom = inMemory
            copiedParts = try readLater(inMemory)
        }()
        XCTAssertNil(copiedFrom, "parts of bytes in memory are copies")
        let copies = try XCTUnwrap(copiedParts)
        try check(copies.0, copies.1)
    }
}
