import IBLintCore

/// A start tag found in the raw bytes of a file, with the spans libxml2 cannot give.
struct RawStartTag: Sendable {
    struct Attribute: Sendable {
        /// Span of the attribute name as written.
        var name: ByteRange
        /// Span of `name="value"` (through the closing quote).
        var range: ByteRange
        /// Span of the raw value between the quotes.
        var value: ByteRange
    }

    /// Span of the qualified name right after `<`.
    var name: ByteRange
    /// `<` through `>` (or `/>`).
    var tag: ByteRange
    /// Where the tag's attributes are in `RawTags.attributes`.
    var attributes: Range<Int>
    var isEmptyElement: Bool
    /// Offset just past the `>` of the matching end tag (the tag's own end for `<x/>`), once seen.
    var elementEnd: Int?
}

/// A file's start tags in document order, with every tag's attributes in one array (an array of its own
/// for each tag grew two or three times a tag: 1.6 % of a cold scale-1 run).
struct RawTags: RandomAccessCollection, Sendable {
    var tags: [RawStartTag] = []
    var attributes: [RawStartTag.Attribute] = []

    var startIndex: Int { tags.startIndex }
    var endIndex: Int { tags.endIndex }
    subscript(position: Int) -> RawStartTag { tags[position] }

    /// The attributes of `tag`, in written order.
    func attributes(of tag: RawStartTag) -> ArraySlice<RawStartTag.Attribute> { attributes[tag.attributes] }
}

/// Finds every start tag of a well-formed XML file in document order, so the k-th tag found is the
/// k-th element libxml2 reports, in pre-order. It skips comments, CDATA sections, processing
/// instructions, the DOCTYPE (internal subset included) and end tags (matching them to their start
/// tag to get element extents), and reads quoted attribute values whole, so a `>` or `/` in a value
/// does not end the tag. One pass, linear in the file size; on anything unexpected it stops and
/// returns what it found so far (the loader then falls back to line-only positions).
struct RawTagScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// Every tag's attributes so far, in order (`RawTags.attributes`).
    private var attributes: [RawStartTag.Attribute] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func scan(_ bytes: [UInt8]) -> RawTags {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = RawTagScanner(bytes: buffer)
            return scanner.scanAll()
        }
    }

    /// The one start tag whose `<` is at `offset`, with its attributes (`nil` when it cannot be read).
    static func scanTag(at offset: Int, in bytes: [UInt8]) -> (tag: RawStartTag, attributes: [RawStartTag.Attribute])? {
        bytes.withUnsafeBufferPointer { buffer in
            guard offset >= 0, offset < buffer.count, buffer[offset] == lt else { return nil }
            var scanner = RawTagScanner(bytes: buffer)
            scanner.offset = offset
            guard let tag = scanner.scanStartTag() else { return nil }
            return (tag, scanner.attributes)
        }
    }

    private static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    private static let bang = UInt8(ascii: "!"), question = UInt8(ascii: "?"), equals = UInt8(ascii: "=")
    private static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Bytes that end a name (XML names never contain these).
    static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == gt || byte == slash || byte == equals
    }

    private mutating func scanAll() -> RawTags {
        var tags: [RawStartTag] = []
        tags.reserveCapacity(bytes.count / 60)
        attributes.reserveCapacity(bytes.count / 20)
        var open: [Int] = []  // indices into `tags` of elements whose end tag is still to come
        let count = bytes.count
        while offset < count {
            guard let lessThan = find(Self.lt, from: offset) else { break }
            offset = lessThan
            guard offset + 1 < count else { break }
            let next = bytes[offset + 1]
            if next == Self.bang {
                if hasPrefix("<!--") {
                    guard skip(past: "-->", from: offset + 4) else { break }
                } else if hasPrefix("<![CDATA[") {
                    guard skip(past: "]]>", from: offset + 9) else { break }
                } else if hasPrefix("<!DOCTYPE") {
                    guard skipDoctype() else { break }
                } else {
                    guard skipDeclaration(from: offset + 2) else { break }
                }
            } else if next == Self.question {
                guard skip(past: "?>", from: offset + 2) else { break }
            } else if next == Self.slash {
                guard let greaterThan = find(Self.gt, from: offset + 2) else { break }
                offset = greaterThan + 1
                if let index = open.popLast() { tags[index].elementEnd = offset }
            } else {
                guard let tag = scanStartTag() else { break }
                tags.append(tag)
                if !tag.isEmptyElement { open.append(tags.count - 1) }
            }
        }
        return RawTags(tags: tags, attributes: attributes)
    }

    /// Reads `<name attr="value" …>` starting at the `<` under `offset`.
    private mutating func scanStartTag() -> RawStartTag? {
        let start = offset
        let count = bytes.count
        var cursor = start + 1
        let nameStart = cursor
        while cursor < count, !Self.endsName(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart, cursor < count else { return nil }
        let name = ByteRange(start: nameStart, end: cursor)
        let firstAttribute = attributes.count
        // A tag that turns out unreadable leaves no attributes behind.
        var finished = false
        defer { if !finished { attributes.removeSubrange(firstAttribute...) } }
        while true {
            while cursor < count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count else { return nil }
            let byte = bytes[cursor]
            if byte == Self.gt {
                offset = cursor + 1
                finished = true
                return RawStartTag(name: name, tag: ByteRange(start: start, end: offset), attributes: firstAttribute..<attributes.count,
                                   isEmptyElement: false, elementEnd: nil)
            }
            if byte == Self.slash {
                guard cursor + 1 < count, bytes[cursor + 1] == Self.gt else { return nil }
                offset = cursor + 2
                finished = true
                return RawStartTag(name: name, tag: ByteRange(start: start, end: offset), attributes: firstAttribute..<attributes.count,
                                   isEmptyElement: true, elementEnd: offset)
            }
            let attributeStart = cursor
            while cursor < count, !Self.endsName(bytes[cursor]) { cursor += 1 }
            guard cursor > attributeStart else { return nil }
            let attributeName = ByteRange(start: attributeStart, end: cursor)
            while cursor < count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count, bytes[cursor] == Self.equals else { return nil }
            cursor += 1
            while cursor < count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count, bytes[cursor] == Self.doubleQuote || bytes[cursor] == Self.singleQuote else { return nil }
            let quote = bytes[cursor]
            guard let closing = find(quote, from: cursor + 1) else { return nil }
            attributes.append(.init(name: attributeName,
                                    range: ByteRange(start: attributeStart, end: closing + 1),
                                    value: ByteRange(start: cursor + 1, end: closing)))
            cursor = closing + 1
        }
    }

    /// `<!DOCTYPE name PUBLIC "…" "…" [ internal subset ]>`: quoted literals and the subset's own
    /// comments, processing instructions and declarations may all contain `>`.
    private mutating func skipDoctype() -> Bool {
        let count = bytes.count
        var cursor = offset + 9
        while cursor < count {
            let byte = bytes[cursor]
            if byte == Self.doubleQuote || byte == Self.singleQuote {
                guard let closing = find(byte, from: cursor + 1) else { return false }
                cursor = closing + 1
            } else if byte == Self.openBracket {
                cursor += 1
                // Internal subset: runs to the first `]` outside a comment, PI, literal or declaration.
                while cursor < count, bytes[cursor] != Self.closeBracket {
                    let inner = bytes[cursor]
                    if inner == Self.doubleQuote || inner == Self.singleQuote {
                        guard let closing = find(inner, from: cursor + 1) else { return false }
                        cursor = closing + 1
                    } else if inner == Self.lt {
                        offset = cursor
                        if hasPrefix("<!--") {
                            guard skip(past: "-->", from: cursor + 4) else { return false }
                        } else if hasPrefix("<?") {
                            guard skip(past: "?>", from: cursor + 2) else { return false }
                        } else {
                            guard skipDeclaration(from: cursor + 1) else { return false }
                        }
                        cursor = offset
                    } else {
                        cursor += 1
                    }
                }
                cursor += 1
            } else if byte == Self.gt {
                offset = cursor + 1
                return true
            } else {
                cursor += 1
            }
        }
        return false
    }

    /// A markup declaration (`<!ENTITY …>`, `<!ELEMENT …>`…): ends at the first `>` outside quotes.
    private mutating func skipDeclaration(from start: Int) -> Bool {
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == Self.doubleQuote || byte == Self.singleQuote {
                guard let closing = find(byte, from: cursor + 1) else { return false }
                cursor = closing + 1
            } else if byte == Self.gt {
                offset = cursor + 1
                return true
            } else {
                cursor += 1
            }
        }
        return false
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let pointer = prefix.utf8Start
        for index in 0..<length where bytes[offset + index] != pointer[index] { return false }
        return true
    }

    /// Moves `offset` just past the next occurrence of `terminator` at or after `start`.
    private mutating func skip(past terminator: StaticString, from start: Int) -> Bool {
        let length = terminator.utf8CodeUnitCount
        let pointer = terminator.utf8Start
        var cursor = start
        while let candidate = find(pointer[0], from: cursor) {
            guard candidate + length <= bytes.count else { return false }
            var matches = true
            for index in 1..<length where bytes[candidate + index] != pointer[index] { matches = false; break }
            if matches {
                offset = candidate + length
                return true
            }
            cursor = candidate + 1
        }
        return false
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        ByteSearch.firstIndex(of: byte, in: bytes, from: start)
    }
}
