import IBLintCore
@testable import IBLintXML
import Testing

/// An attribute keeps its two spans as 32-bit offsets (every attribute of a project lives for the whole run).
@Suite("Interface attributes")
struct IBAttributeTests {
    @Test("Spans read back as they were set: absent, empty, at the start, far into a large file")
    func spansRoundTrip() {
        let spans: [ByteRange?] = [nil, ByteRange(start: 0, end: 0), ByteRange(start: 0, end: 7),
                                   ByteRange(start: 12, end: 40), ByteRange(start: 2_000_000_000, end: 2_000_000_123),
                                   ByteRange(start: ByteRange.maximumOffset - 1, end: ByteRange.maximumOffset)]
        for valueRange in spans {
            for range in spans {
                var attribute = IBAttribute(name: "customClass", value: "CartView", valueRange: valueRange, range: range)
                #expect(attribute.valueRange == valueRange && attribute.range == range)
                attribute.valueRange = nil
                #expect(attribute.valueRange == nil && attribute.range == range)
                attribute.range = ByteRange(start: 1, end: 2)
                #expect(attribute.range == ByteRange(start: 1, end: 2))
            }
        }
    }

    @Test("The cache's coding refuses a span past the largest offset a byte range holds")
    func spanPastTheLargestOffset() {
        var writer = BinaryWriter()
        writer.write("id"); writer.write("x")
        writer.writeVarint(UInt64(ByteRange.maximumOffset) + 1)  // a located span (start + 1): starting at the largest offset
        writer.writeVarint(1)                                    // one byte long: past it
        writer.writeVarint(0)
        var reader = BinaryReader(writer.bytes)
        #expect(throws: BinaryCodingError.self) { try reader.read(IBAttribute.self) }
    }

    @Test("Equal and hashed by name, value and spans; the cache's coding keeps the spans")
    func equalityAndCoding() throws {
        let located = IBAttribute(name: "id", value: "a-b-c", valueRange: ByteRange(start: 10, end: 15),
                                  range: ByteRange(start: 6, end: 16))
        let unlocated = IBAttribute(name: "id", value: "a-b-c")
        #expect(located != unlocated)
        #expect(located == IBAttribute(name: "id", value: "a-b-c", valueRange: ByteRange(start: 10, end: 15),
                                       range: ByteRange(start: 6, end: 16)))
        for attribute in [located, unlocated] {
            var writer = BinaryWriter()
            writer.write(attribute)
            var reader = BinaryReader(writer.bytes)
            #expect(try reader.read(IBAttribute.self) == attribute)
        }
        #expect(MemoryLayout<IBAttribute>.stride <= 48, "two strings and four 32-bit offsets")
    }
}
