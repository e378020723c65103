import XCTest
@testable import IBLintCore

final class BinaryCodingTests: XCTestCase {
    private func roundTrip<T: BinaryCodable & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        var writer = BinaryWriter()
        writer.write(value)
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try reader.read(T.self), value, file: file, line: line)
        XCTAssertTrue(reader.isAtEnd, "bytes left over", file: file, line: line)
    }

    func testIntegersRoundTripAcrossTheirWholeRange() throws {
        for value in [0, 1, -1, 63, 64, -64, -65, 127, 128, 300, -300, 1 << 40, Int.max, Int.min, Int.max - 1, Int.min + 1] {
            try roundTrip(value)
        }
        var writer = BinaryWriter()
        writer.write(5)
        XCTAssertEqual(writer.bytes, [10], "small numbers take one byte (zigzag)")
    }

    /// One-, two- and three-byte varints are read by a shortcut: every length, at the end of the data
    /// and before it, reads as the byte-by-byte loop does, and a varint cut short fails.
    func testVarintsOfEveryLengthReadAsWritten() throws {
        var generator = SplitMix64(seed: 3)
        var values: [UInt64] = [0, 1, 0x7F, 0x80, 0x3FFF, 0x4000, 0x1F_FFFF, 0x20_0000, 0xFFF_FFFF, .max]
        for _ in 0..<2000 { values.append(generator.next() >> UInt64.random(in: 0...63, using: &generator)) }
        for value in values {
            var writer = BinaryWriter()
            writer.writeVarint(value)
            let encoded = writer.bytes
            for padding in [[], [0x05], [0xFF, 0xFF, 0xFF]] as [[UInt8]] {
                var reader = BinaryReader(encoded + padding, range: 0..<encoded.count + padding.count)
                XCTAssertEqual(try reader.readVarint(), value)
                XCTAssertEqual(reader.offset, encoded.count, "\(value) read \(reader.offset) bytes")
            }
            for length in 0..<encoded.count {
                var reader = BinaryReader(encoded, range: 0..<length)
                XCTAssertThrowsError(try reader.readVarint(), "\(value) cut to \(length) bytes")
            }
        }
        // Not the shortest form: still the value (as the loop reads it).
        var long = BinaryReader([0x81, 0x80, 0x00, 0x09])
        XCTAssertEqual(try long.readVarint(), 1)
        XCTAssertEqual(long.offset, 3)
    }

    func testStringsAreWrittenOnceThenReferredTo() throws {
        var writer = BinaryWriter()
        for text in ["outlet", "ünïcödé 👍", "outlet", "", "outlet"] { writer.write(text) }
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try (0..<5).map { _ in try reader.readString() }, ["outlet", "ünïcödé 👍", "outlet", "", "outlet"])
        // New strings: a tag, a length and the UTF-8; repeated ones: one byte.
        XCTAssertEqual(writer.bytes.count, (2 + 6) + (2 + "ünïcödé 👍".utf8.count) + 1 + 2 + 1)
    }

    func testASectionCanBeSkippedAndReadLaterWithStringsOfItsOwn() throws {
        var writer = BinaryWriter()
        writer.write("shared")
        writer.writeSection { section in
            section.write("shared")      // a string from before: written again, the section's own
            section.write("inside")
            section.write("inside")      // and referred to within the section
            section.write(7)
        }
        writer.write("inside")           // new to what follows the section, not a reference into it
        writer.write("after")
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try reader.read(String.self), "shared")
        let section = try reader.deferSection()
        XCTAssertEqual(try reader.read(String.self), "inside")
        XCTAssertEqual(try reader.read(String.self), "after")
        XCTAssertTrue(reader.isAtEnd)
        var later = BinaryReader(resuming: section)
        XCTAssertEqual(try later.read(String.self), "shared")
        XCTAssertEqual(try later.read(String.self), "inside")
        XCTAssertEqual(try later.read(String.self), "inside")
        XCTAssertEqual(try later.read(Int.self), 7)
        XCTAssertTrue(later.isAtEnd)
        // A section longer than what is left is damage.
        var cut = BinaryReader(Array(writer.bytes.prefix(12)))
        _ = try cut.read(String.self)
        XCTAssertThrowsError(try cut.deferSection())
    }

    func testStringsAreNumberedByTheirBytesAcrossManyStrings() throws {
        // Canonically equivalent spellings are two strings here, each read back with its own bytes.
        let spellings = ["caf\u{E9}", "cafe\u{301}"]
        // Enough strings to grow the writer's table several times, each written twice.
        let many = (0..<5_000).map { "name\($0)" } + spellings + ["", String(repeating: "long", count: 40)]
        var writer = BinaryWriter()
        for string in many + many.reversed() { writer.write(string) }
        var reader = BinaryReader(writer.bytes)
        for string in many + many.reversed() {
            let read = try reader.read(String.self)
            XCTAssertEqual(Array(read.utf8), Array(string.utf8))
        }
        XCTAssertTrue(reader.isAtEnd)
        // The second time, each is a reference: far fewer bytes than the first.
        var once = BinaryWriter()
        for string in many { once.write(string) }
        XCTAssertLessThan(writer.bytes.count - once.bytes.count, many.count * 3)
    }

    func testContainersRoundTrip() throws {
        try roundTrip([1, 2, 3])
        try roundTrip(["a", nil, "b"] as [String?])
        try roundTrip(Set(["z", "a", "m"]))
        try roundTrip(["b": 2, "a": 1])
        try roundTrip(ByteRange(start: 10, end: 25))
        try roundTrip(LinePosition(line: 3, column: 9))
        try roundTrip(Optional<Int>.none)
        try roundTrip([true, false])
    }

    private enum Fruit: String, BinaryCaseCodable { case apple, pear = "Pear", quince }

    func testCasesAreWrittenAsTheirPositionsAndAPositionPastTheLastThrows() throws {
        var writer = BinaryWriter()
        for fruit in [Fruit.quince, .apple, .pear, .quince] { writer.writeCase(fruit) }
        XCTAssertEqual(writer.bytes, [2, 0, 1, 2], "one byte each, the position in allCases (not the raw value)")
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try [reader.readCase(Fruit.self), reader.readCase(), reader.readCase(), reader.readCase()] as [Fruit],
                       [.quince, .apple, .pear, .quince])
        XCTAssertTrue(reader.isAtEnd)
        for damaged: [UInt8] in [[3], [0x80, 0x01], []] {
            var reader = BinaryReader(damaged)
            XCTAssertThrowsError(try reader.readCase(Fruit.self), "\(damaged)")
        }
    }

    func testSetsAndDictionariesAlwaysGiveTheSameBytes() {
        var one = BinaryWriter(), two = BinaryWriter()
        var first: Set<String> = [], second: Set<String> = []
        for index in 0..<100 { first.insert("name\(index)") }
        for index in (0..<100).reversed() { second.insert("name\(index)") }
        one.write(first)
        two.write(second)
        XCTAssertEqual(one.bytes, two.bytes)
    }

    func testDamagedDataThrowsInsteadOfTrapping() {
        var writer = BinaryWriter()
        writer.write(["alpha", "beta", "gamma"])
        writer.write(ByteRange(start: 4, end: 8))
        let bytes = writer.bytes
        // Every truncation fails cleanly.
        for length in 0..<bytes.count {
            var reader = BinaryReader(bytes, range: 0..<length)
            XCTAssertThrowsError(try { _ = try reader.read([String].self); _ = try reader.read(ByteRange.self) }(), "length \(length)")
        }
        // A count larger than what is left, a reference to a string not yet read, a bad Bool, a long varint.
        var huge = BinaryReader([0xFF, 0xFF, 0x03, 0x00])
        XCTAssertThrowsError(try huge.read([Int].self))
        var reference = BinaryReader([0x05])
        XCTAssertThrowsError(try reference.readString())
        var notBool = BinaryReader([0x02])
        XCTAssertThrowsError(try notBool.read(Bool.self))
        var endless = BinaryReader([UInt8](repeating: 0xFF, count: 12))
        XCTAssertThrowsError(try endless.readVarint())
        var negative = BinaryWriter()
        negative.write(-3)
        negative.write(2)
        var range = BinaryReader(negative.bytes)
        XCTAssertThrowsError(try range.read(ByteRange.self), "a negative start is no byte range")
        var overflowing = BinaryWriter()
        overflowing.write(Int.max)
        overflowing.write(1)
        var overflow = BinaryReader(overflowing.bytes)
        XCTAssertThrowsError(try overflow.read(ByteRange.self), "a range whose end overflows")
        var beyond = BinaryWriter()
        beyond.write(ByteRange.maximumOffset)
        beyond.write(1)
        var pastLargest = BinaryReader(beyond.bytes)
        XCTAssertThrowsError(try pastLargest.read(ByteRange.self), "a range past the largest offset a range holds")
        var limited = BinaryWriter()
        limited.write(ByteRange(start: 5, end: 12))
        var inside = BinaryReader(limited.bytes)
        inside.rangeLimit = 12
        XCTAssertNoThrow(try inside.read(ByteRange.self))
        var outside = BinaryReader(limited.bytes)
        outside.rangeLimit = 11
        XCTAssertThrowsError(try outside.read(ByteRange.self), "a range past the end of its file")
        XCTAssertEqual(BinaryReader.capacity(for: 50_000_000), 4096, "a count alone never reserves much memory")
        var pastEnd = BinaryReader([1, 2, 3], range: 10..<20)
        XCTAssertTrue(pastEnd.isAtEnd)
        XCTAssertThrowsError(try pastEnd.readCount())
    }

    func testReadingStaysInsideItsRange() throws {
        var writer = BinaryWriter()
        writer.write(7)
        writer.write(8)
        let bytes = writer.bytes
        var reader = BinaryReader(bytes, range: 1..<2)
        XCTAssertEqual(try reader.read(Int.self), 8)
        XCTAssertTrue(reader.isAtEnd)
        XCTAssertThrowsError(try reader.read(Int.self))
    }

    /// Every one-byte change of `text` and every length of a prefix of it hash differently.
    private func assertChangesAndPrefixesHashApart(_ text: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        var seen: Set<UInt64> = []
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x01
            seen.insert(ContentHash.of(changed))
        }
        for length in 0...text.count { seen.insert(ContentHash.of(Array(text[0..<length]))) }
        XCTAssertEqual(seen.count, text.count * 2 + 1, file: file, line: line)
    }

    func testContentHashTellsChangesApartAndIsStable() {
        let text = Array("class ProfileView: UIView {}\n".utf8)
        XCTAssertEqual(ContentHash.of(text), ContentHash.of(text))
        assertChangesAndPrefixesHashApart(text)
        XCTAssertNotEqual(ContentHash.of([0]), ContentHash.of([0, 0]), "length counts")
        XCTAssertEqual(ContentHash.hex(0xAB), "00000000000000ab")
        // Pinned, so a change of the function (which orphans every cache) is a decision, not an accident: the
        // last, with cache format 15 (a 128-bit multiply per 16 bytes instead of three 64-bit ones per 8).
        XCTAssertEqual(ContentHash.hex(ContentHash.of(Array("iblint".utf8))), "220377b052635c7f", "the same bytes hash the same on every machine and in every release")
    }

    /// 48 bytes and more are hashed in three lanes of 16 bytes: changes in any lane, words swapped within a
    /// lane's 16 bytes or between lanes, and every length around the lane rounds still tell apart.
    func testContentHashOfLongInputsTellsChangesApart() {
        let text = Array("final class ProfileView: UIView { @IBOutlet weak var nameLabel: UILabel! }\n".utf8)
        XCTAssertGreaterThan(text.count, 64)
        assertChangesAndPrefixesHashApart(text)
        var swapped = text
        swapped.replaceSubrange(0..<16, with: text[8..<16] + text[0..<8])
        XCTAssertNotEqual(ContentHash.of(swapped), ContentHash.of(text), "the lanes' words are not interchangeable")
        var lanesSwapped = text
        lanesSwapped.replaceSubrange(0..<32, with: text[16..<32] + text[0..<16])
        XCTAssertNotEqual(ContentHash.of(lanesSwapped), ContentHash.of(text), "nor are the lanes")
        // Several rounds of the lanes, and the rounds of 16 bytes after them.
        let longer = Array(String(repeating: "@IBOutlet weak var titleLabel: UILabel!\n", count: 4).utf8) + text
        XCTAssertGreaterThan(longer.count, 3 * 48)
        assertChangesAndPrefixesHashApart(longer)
        XCTAssertNotEqual(ContentHash.of(text, seed: 1), ContentHash.of(text))
        // Pinned (see above).
        XCTAssertEqual(ContentHash.hex(ContentHash.of(text)), "7aa79d16e5402582", "the same bytes hash the same on every machine and in every release")
    }
}
