import IBLintCore

/// Pairs libxml2's elements (names, decoded values, line numbers) with the raw scanner's start tags
/// (exact byte spans). The k-th start tag in the bytes is the k-th element in pre-order; each pair is
/// verified before its spans are trusted: same qualified name, and libxml2's line within the lines
/// the start tag covers (libxml2 versions differ on whether an element's line is that of its `<` or
/// of its `>`). An element that fails verification gets an empty span at the start of libxml2's line:
/// a less precise location, never a wrong one.
enum ElementLocator {
    /// How far ahead to look for a verified tag when the pairing slips, before giving up on an element.
    private static let lookahead = 8

    static func locate(_ parsed: [ParsedElement], in file: SourceFile) -> [IBElement] {
        let tags = RawTagScanner.scan(file.bytes)
        var elements: [IBElement] = []
        elements.reserveCapacity(parsed.count)
        // Every element's attributes in one array, in document order (`IBAttributes`): each element's are
        // made there, then the elements are given their runs of it once it is whole.
        var attributes: [IBAttribute] = []
        attributes.reserveCapacity(parsed.reduce(0) { $0 + $1.attributes.count })
        var nextTag = 0
        var columns = ColumnCursor(file: file)
        for (index, element) in parsed.enumerated() {
            var match: RawStartTag?
            var candidate = nextTag
            while candidate < min(tags.count, nextTag + lookahead) {
                if verify(tags[candidate], element, file) {
                    match = tags[candidate]
                    nextTag = candidate + 1
                    break
                }
                candidate += 1
            }
            elements.append(make(index: index, element, match, match.map(tags.attributes(of:)) ?? [], file, &columns,
                                 attributes: &attributes))
        }
        var start = 0
        for index in elements.indices {
            let end = start + parsed[index].attributes.count
            if end > start { elements[index].attributes = IBAttributes(sharing: attributes, start..<end) }
            start = end
        }
        return elements
    }

    private static func verify(_ tag: RawStartTag, _ element: ParsedElement, _ file: SourceFile) -> Bool {
        guard equal(file.bytes, tag.name, element.name) else { return false }
        guard let line = element.line else { return true }
        return line >= file.line(ofByte: tag.tag.start) && line <= file.line(ofByte: tag.tag.end - 1)
    }

    private static func make(index: Int, _ element: ParsedElement, _ tag: RawStartTag?, _ rawAttributes: ArraySlice<RawStartTag.Attribute>,
                             _ file: SourceFile, _ columns: inout ColumnCursor,
                             attributes: inout [IBAttribute]) -> IBElement {
        // The element's attributes are appended to `attributes` (one for each of `element`'s); the element
        // made here has none yet (`locate` gives them).
        guard let tag else {
            let start = file.offset(ofLine: element.line ?? 1)
            let empty = ByteRange(start: start, end: start)
            for (name, value) in element.attributes { attributes.append(IBAttribute(name: name, value: value)) }
            return IBElement(index: index, name: element.name, sharing: IBAttributes(), parent: element.parent,
                             position: columns.position(ofByte: start), startTag: empty, range: empty)
        }
        var searchFrom = 0
        for (name, value) in element.attributes {
            var valueSpan: (UInt32, UInt32) = (.max, 0), span: (UInt32, UInt32) = (.max, 0)
            // libxml2 keeps attributes in written order, so the search usually succeeds at once.
            if let found = findAttribute(named: name, in: rawAttributes, from: searchFrom, file) {
                let raw = rawAttributes[rawAttributes.startIndex + found]
                if plausible(raw: raw.value, decoded: value, file) {
                    valueSpan = IBAttribute.pack(raw.value)
                    span = IBAttribute.pack(raw.range)
                }
                searchFrom = found + 1
            }
            // Made in place with its spans (setting them after copied each attribute into the array).
            attributes.append(IBAttribute(name: name, value: value, packedValueRange: valueSpan, packedRange: span))
        }
        let end = tag.elementEnd ?? tag.tag.end
        return IBElement(index: index, name: element.name, sharing: IBAttributes(), parent: element.parent,
                         position: columns.position(ofByte: tag.tag.start), startTag: tag.tag,
                         range: ByteRange(start: tag.tag.start, end: max(end, tag.tag.end)))
    }

    /// The offset in `raw` (from its start index) of the attribute named `name`, searched from offset
    /// `start` on, then before it.
    private static func findAttribute(named name: String, in raw: ArraySlice<RawStartTag.Attribute>, from start: Int,
                                      _ file: SourceFile) -> Int? {
        let base = raw.startIndex
        for index in start..<raw.count where equal(file.bytes, raw[base + index].name, name) { return index }
        for index in 0..<min(start, raw.count) where equal(file.bytes, raw[base + index].name, name) { return index }
        return nil
    }

    /// A raw value without references or whitespace that XML normalizes must equal the decoded value.
    private static func plausible(raw: ByteRange, decoded: String, _ file: SourceFile) -> Bool {
        let escaped = file.bytes.withUnsafeBufferPointer { buffer in
            buffer[raw.start..<raw.end].contains { $0 == UInt8(ascii: "&") || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        }
        return escaped || equal(file.bytes, raw, decoded)
    }

    /// Over both sides' bytes in place (through `String.UTF8View`'s iterator, a byte at a time, this was
    /// the most expensive part of placing every element and attribute).
    private static func equal(_ bytes: [UInt8], _ range: ByteRange, _ string: String) -> Bool {
        guard string.utf8.count == range.length else { return false }
        return string.withUTF8Bytes { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < utf8.count {
                    if buffer[range.start + index] != utf8[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }
}

/// Line and column of increasing offsets in one pass: `SourceFile.position(ofByte:)` counts from the
/// start of the line every time, which is quadratic on a file written as one long line.
struct ColumnCursor {
    let file: SourceFile
    private var offset = 0
    private var line = 1
    private var column = 1

    init(file: SourceFile) { self.file = file }

    mutating func position(ofByte target: Int) -> LinePosition {
        let target = max(0, min(target, file.bytes.count))
        if target < offset { return file.position(ofByte: target) }
        let targetLine = file.line(ofByte: target)
        if targetLine != line {
            line = targetLine
            offset = file.lineStart(targetLine - 1)
            column = 1
        }
        while offset < target {
            if file.bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return LinePosition(line: line, column: column)
    }
}
