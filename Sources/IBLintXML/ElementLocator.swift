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

    /// The elements of `parsed` with their spans: at the positions libxml2 reported (`valueStarts`, and
    /// each element's `tagEnd` and `elementEnd`) when the bytes bear them out, else by scanning the file.
    static func locate(_ parsed: [ParsedElement], valueStarts: [Int32]? = nil, in file: SourceFile) -> [IBElement] {
        if let valueStarts, let located = locateAtReportedPositions(parsed, valueStarts: valueStarts, in: file) { return located }
        return locateByScanning(parsed, in: file)
    }

    /// The elements placed where libxml2 was when it reported them, each claim checked against the bytes:
    /// an attribute's value lies between two equal quotes with `=` and a name as long as the attribute's
    /// before it; the start tag is the `<` and the element's name before its first attribute (or its `>`),
    /// on the lines libxml2 gave, and ends at a `>` or `/>`; the element ends at a `>`. An element with a
    /// value libxml2 decoded has its tag's attributes scanned and matched by name (as `locateByScanning`
    /// does). `nil` when any claim fails or is missing: then the file is placed by scanning it all, as
    /// before (scanning every file's tags and pairing them with libxml2's elements was a third of loading an
    /// interface file).
    static func locateAtReportedPositions(_ parsed: [ParsedElement], valueStarts: [Int32], in file: SourceFile) -> [IBElement]? {
        let count = file.bytes.count
        var attributeCount = 0
        for element in parsed { attributeCount += element.attributes.count }
        guard valueStarts.count == attributeCount else { return nil }
        var elements: [IBElement] = []
        elements.reserveCapacity(parsed.count)
        var attributes: [IBAttribute] = []
        attributes.reserveCapacity(attributeCount)
        var columns = ColumnCursor(file: file)
        let lineStarts = file.lineStarts
        var firstValue = 0
        var previousEnd = 0
        let placed = file.bytes.withUnsafeBufferPointer { bytes -> Bool in
            for (index, element) in parsed.enumerated() {
                let tagEnd = element.tagEnd
                guard tagEnd > previousEnd, tagEnd < count else { return false }
                let isEmpty: Bool
                if bytes[tagEnd] == UInt8(ascii: ">") {
                    isEmpty = false
                } else if bytes[tagEnd] == UInt8(ascii: "/"), tagEnd + 1 < count, bytes[tagEnd + 1] == UInt8(ascii: ">") {
                    isEmpty = true
                } else {
                    return false
                }
                let end = tagEnd + (isEmpty ? 2 : 1)
                let values = firstValue..<(firstValue + element.attributes.count)
                firstValue = values.upperBound
                // The attributes' spans, when every value was handed over in place.
                let spansStart = attributes.count
                var decoded = false
                var nameStart = tagEnd
                for (position, attribute) in zip(values, element.attributes) {
                    let valueStart = Int(valueStarts[position])
                    guard valueStart >= 0 else { decoded = true; break }
                    guard let spans = spans(valueStart: valueStart, attribute, after: previousEnd, before: tagEnd, in: bytes) else { return false }
                    if position == values.lowerBound { nameStart = Int(spans.whole.0) }
                    attributes.append(IBAttribute(name: attribute.name, value: attribute.value, packedValueRange: spans.value, packedRange: spans.whole))
                }
                // The start tag: `<`, the element's name, then white space to the first attribute (or the end);
                // with a decoded value, the last `<` before the end (none can stand inside a tag).
                let start: Int
                if decoded {
                    var cursor = tagEnd - 1
                    while cursor > previousEnd, bytes[cursor] != UInt8(ascii: "<") { cursor -= 1 }
                    start = cursor
                } else {
                    var cursor = nameStart - 1
                    while cursor > previousEnd, RawTagScanner.isSpace(bytes[cursor]) { cursor -= 1 }
                    start = cursor - element.name.utf8.count
                }
                let name = ByteRange(start: start + 1, end: start + 1 + element.name.utf8.count)
                guard start >= previousEnd, bytes[start] == UInt8(ascii: "<"), name.end <= tagEnd,
                      name.end == tagEnd || RawTagScanner.isSpace(bytes[name.end]), equal(bytes, name, element.name) else { return false }
                if let line = element.line {
                    // The tag starts before line `line + 1` and ends on or after line `line` (as `verify` asks).
                    guard line >= 1, line <= lineStarts.count, start < (line < lineStarts.count ? lineStarts[line] : count),
                          end - 1 >= lineStarts[line - 1] else { return false }
                }
                // The end tag's `>` (or the start tag's own end), as the scan finds it.
                let elementEnd = isEmpty ? end : element.elementEnd
                guard elementEnd >= end, elementEnd <= count, bytes[elementEnd - 1] == UInt8(ascii: ">") else { return false }
                let tag = RawStartTag(name: name, tag: ByteRange(start: start, end: end), attributes: 0..<0, isEmptyElement: isEmpty,
                                      elementEnd: elementEnd)
                if decoded {
                    // A value libxml2 decoded (a reference, a non-ASCII character, a line break): the tag's
                    // attributes are scanned, and matched by name.
                    attributes.removeSubrange(spansStart...)
                    guard let scanned = RawTagScanner.scanTag(at: start, in: file.bytes), scanned.tag.tag == tag.tag else { return false }
                    elements.append(make(index: index, element, tag, scanned.attributes[...], file, &columns, attributes: &attributes))
                } else {
                    elements.append(self.element(index: index, element, tag: tag, &columns))
                }
                // A later start tag begins after this one: an element's children come after it.
                previousEnd = end
            }
            return true
        }
        guard placed else { return nil }
        giveAttributes(attributes, to: &elements, of: parsed)
        return elements
    }

    /// An attribute's value and `name="value"` spans from where its value starts, when the bytes agree:
    /// equal quotes around a value as long as the decoded one (handed over in place, so the same bytes), and
    /// `=` with a name as long as the attribute's before it, all between `lower` and `upper`.
    private static func spans(valueStart: Int, _ attribute: (name: String, value: String), after lower: Int, before upper: Int,
                              in bytes: UnsafeBufferPointer<UInt8>) -> (value: (UInt32, UInt32), whole: (UInt32, UInt32))? {
        let valueEnd = valueStart + attribute.value.utf8.count
        guard valueStart - 1 > lower, valueEnd < upper else { return nil }
        let quote = bytes[valueStart - 1]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), bytes[valueEnd] == quote else { return nil }
        var cursor = valueStart - 2
        while cursor > lower, RawTagScanner.isSpace(bytes[cursor]) { cursor -= 1 }
        guard cursor > lower, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        cursor -= 1
        while cursor > lower, RawTagScanner.isSpace(bytes[cursor]) { cursor -= 1 }
        let nameEnd = cursor + 1, nameStart = nameEnd - attribute.name.utf8.count
        // The attribute's name, with a space before it.
        guard nameStart > lower, RawTagScanner.isSpace(bytes[nameStart - 1]),
              equal(bytes, ByteRange(start: nameStart, end: nameEnd), attribute.name) else { return nil }
        return (IBAttribute.pack(ByteRange(start: valueStart, end: valueEnd)), IBAttribute.pack(ByteRange(start: nameStart, end: valueEnd + 1)))
    }

    /// Gives each element its run of `attributes` (every element's, in document order).
    private static func giveAttributes(_ attributes: [IBAttribute], to elements: inout [IBElement], of parsed: [ParsedElement]) {
        var start = 0
        for index in elements.indices {
            let end = start + parsed[index].attributes.count
            if end > start { elements[index].attributes = IBAttributes(sharing: attributes, start..<end) }
            start = end
        }
    }

    /// The elements paired with the file's start tags found by scanning its bytes: the k-th tag with the
    /// k-th element, each pair checked before its spans are trusted.
    static func locateByScanning(_ parsed: [ParsedElement], in file: SourceFile) -> [IBElement] {
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
        giveAttributes(attributes, to: &elements, of: parsed)
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
        return self.element(index: index, element, tag: tag, &columns)
    }

    /// The element of `tag` (its attributes given later).
    private static func element(index: Int, _ element: ParsedElement, tag: RawStartTag, _ columns: inout ColumnCursor) -> IBElement {
        let end = tag.elementEnd ?? tag.tag.end
        return IBElement(index: index, name: element.name, sharing: IBAttributes(), parent: element.parent,
                         position: columns.position(ofByte: tag.tag.start), startTag: tag.tag,
                         range: ByteRange(start: tag.tag.start, end: max(end, tag.tag.end)))
    }

    /// The offset in `raw` (from its start index) of the attribute named `name`, searched from offset
    /// `start` on, then before it.
    private static func findAttribute(named name: String, in raw: ArraySlice<RawStartTag.Attribute>, from start: Int,
                                      _ file: SourceFile) -> Int? {
        let base = raw.startIndex, bytes = file.bytes
        for index in start..<raw.count where equal(bytes, raw[base + index].name, name) { return index }
        for index in 0..<min(start, raw.count) where equal(bytes, raw[base + index].name, name) { return index }
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
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, _ string: String) -> Bool {
        guard string.utf8.count == range.length else { return false }
        return string.withUTF8Bytes { utf8 in
            var index = 0
            while index < utf8.count {
                if bytes[range.start + index] != utf8[index] { return false }
                index += 1
            }
            return true
        }
    }

    private static func equal(_ bytes: [UInt8], _ range: ByteRange, _ string: String) -> Bool {
        bytes.withUnsafeBufferPointer { equal($0, range, string) }
    }
}

/// Line and column of increasing offsets in one pass: `SourceFile.position(ofByte:)` counts from the
/// start of the line every time, which is quadratic on a file written as one long line.
struct ColumnCursor {
    let file: SourceFile
    /// The file's bytes, taken once (`SourceFile.bytes` is read through its contents, and this is asked
    /// for every element of every interface file).
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    mutating func position(ofByte target: Int) -> LinePosition {
        let target = max(0, min(target, bytes.count))
        if target < offset { return file.position(ofByte: target) }
        let targetLine = file.line(ofByte: target)
        if targetLine != line {
            line = targetLine
            offset = file.lineStart(targetLine - 1)
            column = 1
        }
        while offset < target {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return LinePosition(line: line, column: column)
    }
}
