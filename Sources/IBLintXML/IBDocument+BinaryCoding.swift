import IBLintCore

// The summary cache's binary form of a loaded interface document (see `BinaryCodable`): its type and
// elements, every stored field of each in declaration order, the rest made again on reading;
// `SummaryCodingTests` round-trips real files.

extension IBDocument {
    /// The document type and the elements: everything else (kind, platform, objects, connections,
    /// runtime attributes, constraints, ids) is made from them again on reading, as loading makes it
    /// (`IBDocumentBuilder`), the connections and constraints sharing their elements' attributes. The
    /// file itself is read from disk by the cache (and checked against its hash).
    public func encodeFacts(to writer: inout BinaryWriter) {
        // How many attributes the elements hold in all, first: their one array is made at its size on reading.
        writer.write(documentType ?? ""); writer.writeVarint(UInt64(elements.reduce(0) { $0 + $1.attributes.count }))
        writer.write(elements)
    }

    /// The document of `file` that `encodeFacts` wrote. The elements are checked to form a tree, as loading
    /// builds it, with byte ranges inside the file, so a damaged entry cannot make a rule index out of range
    /// or walk in a circle.
    public init(file: SourceFile, facts reader: inout BinaryReader) throws {
        let limit = reader.rangeLimit
        reader.rangeLimit = file.byteCount
        defer { reader.rangeLimit = limit }
        let documentType: String = try reader.read()
        // The elements as an array of them is written, their attributes read into one array (`IBAttributes`),
        // made at the size written before them (a count past the bytes left is damage: `readCount`).
        let attributeCount = try reader.readCount()
        let count = try reader.readCount()
        var elements: [IBElement] = [], runs: [Range<Int>] = [], attributes: [IBAttribute] = []
        elements.reserveCapacity(BinaryReader.capacity(for: count))
        runs.reserveCapacity(BinaryReader.capacity(for: count))
        // An attribute takes at least 4 bytes written (two strings and two spans), 48 in memory: a damaged
        // count reserves no more than the bytes left could hold.
        attributes.reserveCapacity(min(attributeCount, reader.bytesLeft / 4))
        for _ in 0..<count {
            let (element, run) = try IBElement.read(from: &reader, appendingAttributesTo: &attributes)
            elements.append(element)
            runs.append(run)
        }
        guard attributes.count == attributeCount else { throw BinaryCodingError("a document's attributes are not as many as written") }
        for index in elements.indices where !runs[index].isEmpty {
            elements[index].attributes = IBAttributes(sharing: attributes, runs[index])
        }
        // In document order, as loading lists them: one root, first, and each other element's parent an
        // element before it whose subtree is still open (so no cycle, and every subtree a run of elements).
        guard !elements.isEmpty, elements.indices.allSatisfy({ elements[$0].index == $0 }),
              let subtreeEnds = IBDocument.subtreeEnds(of: elements, strict: true) else {
            throw BinaryCodingError("an element link lies outside the document")
        }
        // Found once: the document keeps the ends checked here.
        self = IBDocumentBuilder.build(file: file, documentType: documentType, elements: elements, subtreeEnds: subtreeEnds)
    }
}

extension IBAttribute: BinaryCodable {
    /// The name, the value, and each span as its start plus one (`0`: not located) and its length: read
    /// straight into the packed offsets. (Through `ByteRange?` and the setters, reading a project's
    /// hundreds of thousands of attributes was a third of decoding its interface files.)
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(value)
        Self.writeSpan(packedValueRange, to: &writer)
        Self.writeSpan(packedRange, to: &writer)
    }

    @inline(__always) private static func writeSpan(_ span: (start: UInt32, end: UInt32), to writer: inout BinaryWriter) {
        if span.start == .max || span.end < span.start {
            writer.writeVarint(0)
        } else {
            writer.writeVarint(UInt64(span.start) + 1)
            writer.writeVarint(UInt64(span.end - span.start))
        }
    }

    public init(from reader: inout BinaryReader) throws {
        let name: String = try reader.read(), value: String = try reader.read()
        let valueRange = try Self.readSpan(&reader), range = try Self.readSpan(&reader)
        self.init(name: name, value: value, packedValueRange: valueRange, packedRange: range)
    }

    @inline(__always) private static func readSpan(_ reader: inout BinaryReader) throws -> (UInt32, UInt32) {
        let tag = try reader.readVarint()
        guard tag > 0 else { return (.max, 0) }
        let start = tag - 1, length = try reader.readVarint()
        let (end, overflow) = start.addingReportingOverflow(length)
        guard !overflow, end <= UInt64(min(reader.rangeLimit, ByteRange.maximumOffset)) else {
            throw BinaryCodingError("an attribute's byte range \(start)+\(length) lies outside the file")
        }
        return (UInt32(start), UInt32(end))
    }
}

extension IBElement: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(index); writer.write(name); writer.write(attributes); writer.write(parent)
        writer.write(position); writer.write(startTag); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        var attributes: [IBAttribute] = []
        let (element, run) = try Self.read(from: &reader, appendingAttributesTo: &attributes)
        self = element
        // Set in the initializer, the attributes' observer does not run: the known attributes are found here.
        self.attributes = IBAttributes(sharing: attributes, run)
        indexKnownAttributes()
    }

    /// An element as `encode` wrote it, its attributes appended to `attributes` (a document's, being
    /// filled) rather than given to it: where they are there is returned with it.
    static func read(from reader: inout BinaryReader, appendingAttributesTo attributes: inout [IBAttribute]) throws -> (IBElement, Range<Int>) {
        let index: Int = try reader.read(), name: String = try reader.read()
        let run = try IBAttributes.read(from: &reader, appendingTo: &attributes)
        let parent: Int? = try reader.read(), position: LinePosition = try reader.read()
        let startTag: ByteRange = try reader.read(), range: ByteRange = try reader.read()
        // Kept in 32 bits (`IBElement`): a larger number comes from damage.
        guard (0...Int(Int32.max)).contains(index), parent.map({ (0...Int(Int32.max)).contains($0) }) ?? true,
              (0...Int(UInt32.max)).contains(position.line), (0...Int(UInt32.max)).contains(position.column) else {
            throw BinaryCodingError("an element's index, parent or position is out of range")
        }
        // Kept as its end (`IBElement`): loading makes every element's range start at its start tag.
        guard range.start == startTag.start else { throw BinaryCodingError("an element's range does not start at its start tag") }
        let element = IBElement(index: index, name: name, sharing: IBAttributes(), parent: parent, position: position,
                                startTag: startTag, range: range)
        return (element, run)
    }
}

extension IBLoadError: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(path); writer.write(line); writer.write(column); writer.write(message)
    }

    /// As loading makes one: its line and column from 1, its message one line of text (rules report it as
    /// their message, which must be one line). Anything else comes from damage.
    public init(from reader: inout BinaryReader) throws {
        self.init(path: try reader.read(), line: try reader.read(), column: try reader.read(), message: try reader.read())
        guard line >= 1, column >= 1, !message.isEmpty,
              !message.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            throw BinaryCodingError("an interface file's load error is not one as loading makes it")
        }
    }
}
