import IBLintCore

// The summary cache's binary form of a loaded interface document (see `BinaryCodable`): every stored
// field, in declaration order; `SummaryCodingTests` round-trips real files.

extension IBDocument {
    /// Everything but the file itself, which the cache reads from disk (and checks against its hash).
    /// The scene controllers are found again on reading, as loading finds them.
    public func encodeFacts(to writer: inout BinaryWriter) {
        writer.writeRaw(kind); writer.write(documentType); writer.write(targetRuntime); writer.writeRaw(platform)
        writer.write(isLaunchScreen); writer.write(initialViewController); writer.write(elements); writer.write(objects)
        writer.write(connections); writer.write(runtimeAttributes); writer.write(constraints); writer.write(safeAreaGuides)
        writer.write(elementsByID)
    }

    /// The document of `file` that `encodeFacts` wrote. Element links (parents, children, connection and
    /// constraint elements, ids) and byte ranges are checked to lie inside the document, and the elements
    /// to form a tree, so a damaged entry cannot make a rule index out of range or walk in a circle.
    public init(file: SourceFile, facts reader: inout BinaryReader) throws {
        let limit = reader.rangeLimit
        reader.rangeLimit = file.bytes.count
        defer { reader.rangeLimit = limit }
        let kind: IBDocumentKind = try reader.readRaw()
        let documentType: String? = try reader.read(), targetRuntime: String? = try reader.read()
        let platform: IBPlatform = try reader.readRaw()
        let isLaunchScreen: Bool = try reader.read(), initialViewController: String? = try reader.read()
        let elements: [IBElement] = try reader.read(), objects: [Int] = try reader.read()
        let connections: [IBConnection] = try reader.read(), runtimeAttributes: [IBRuntimeAttribute] = try reader.read()
        let constraints: [IBConstraint] = try reader.read(), safeAreaGuides: [Int] = try reader.read()
        let elementsByID: [String: Int] = try reader.read()
        let valid = 0..<elements.count
        // A tree, as loading builds it: parents come before their children (so no cycle), and each
        // child names its parent back.
        let links = elements.enumerated().allSatisfy { position, element in
            element.index == position && (element.parent.map { $0 >= 0 && $0 < position } ?? (position == 0))
                && element.children.allSatisfy { valid.contains($0) && $0 > position && elements[$0].parent == position }
        }
        guard links, objects.allSatisfy(valid.contains), safeAreaGuides.allSatisfy(valid.contains),
              elementsByID.values.allSatisfy(valid.contains),
              connections.allSatisfy({ valid.contains($0.element) && valid.contains($0.source) }),
              runtimeAttributes.allSatisfy({ valid.contains($0.element) && valid.contains($0.object) }),
              constraints.allSatisfy({ valid.contains($0.element) && valid.contains($0.owner) }) else {
            throw BinaryCodingError("an element link lies outside the document")
        }
        self.init(file: file, kind: kind, documentType: documentType, targetRuntime: targetRuntime, platform: platform,
                  isLaunchScreen: isLaunchScreen, initialViewController: initialViewController, elements: elements,
                  objects: objects, connections: connections, runtimeAttributes: runtimeAttributes, constraints: constraints,
                  safeAreaGuides: safeAreaGuides, elementsByID: elementsByID)
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
        writer.write(index); writer.write(name); writer.write(attributes); writer.write(parent); writer.write(children)
        writer.write(position); writer.write(startTag); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        let index: Int = try reader.read(), name: String = try reader.read(), attributes: [IBAttribute] = try reader.read()
        let parent: Int? = try reader.read(), children: [Int] = try reader.read(), position: LinePosition = try reader.read()
        let startTag: ByteRange = try reader.read(), range: ByteRange = try reader.read()
        // Kept in 32 bits (`IBElement`): a larger number comes from damage.
        guard (0...Int(Int32.max)).contains(index), parent.map({ (0...Int(Int32.max)).contains($0) }) ?? true,
              (0...Int(UInt32.max)).contains(position.line), (0...Int(UInt32.max)).contains(position.column) else {
            throw BinaryCodingError("an element's index, parent or position is out of range")
        }
        self.init(index: index, name: name, attributes: attributes, parent: parent, children: children, position: position,
                  startTag: startTag, range: range)
    }
}

extension IBConnection: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeRaw(kind); writer.write(element); writer.write(source); writer.write(id); writer.write(property)
        writer.write(selector); writer.write(destination); writer.write(eventType); writer.write(segueKind)
        writer.write(identifier); writer.write(collectionClass)
    }

    public init(from reader: inout BinaryReader) throws {
        kind = try reader.readRaw(); element = try reader.read(); source = try reader.read(); id = try reader.read()
        property = try reader.read(); selector = try reader.read(); destination = try reader.read()
        eventType = try reader.read(); segueKind = try reader.read(); identifier = try reader.read()
        collectionClass = try reader.read()
    }
}

extension IBRuntimeAttribute: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(element); writer.write(object); writer.write(keyPath); writer.write(type); writer.write(value)
    }

    public init(from reader: inout BinaryReader) throws {
        element = try reader.read(); object = try reader.read(); keyPath = try reader.read(); type = try reader.read()
        value = try reader.read()
    }
}

extension IBConstraint: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(element); writer.write(owner); writer.write(id); writer.write(firstItem)
        writer.write(firstAttribute); writer.write(secondItem); writer.write(secondAttribute); writer.write(relation)
        writer.write(multiplier); writer.write(constant); writer.write(priority)
    }

    public init(from reader: inout BinaryReader) throws {
        element = try reader.read(); owner = try reader.read(); id = try reader.read(); firstItem = try reader.read()
        firstAttribute = try reader.read(); secondItem = try reader.read(); secondAttribute = try reader.read()
        relation = try reader.read(); multiplier = try reader.read(); constant = try reader.read()
        priority = try reader.read()
    }
}


extension IBLoadError: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(path); writer.write(line); writer.write(column); writer.write(message)
    }

    public init(from reader: inout BinaryReader) throws {
        self.init(path: try reader.read(), line: try reader.read(), column: try reader.read(), message: try reader.read())
    }
}
