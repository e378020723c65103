import IBLintCore


/// Minimal byte edits to interface files, in Xcode's own formatting: never re-serialize, touch only
/// the bytes that must change (GUIDE §4).
public enum InterfaceEdits {
    /// Removes an element with the whitespace that made up its own line(s), so no blank line remains. `nil`
    /// when its tag was not located (its span is empty: removing it would change nothing).
    public static func removeElement(_ element: IBElement, in document: IBDocument) -> Edit? {
        guard !element.startTag.isEmpty else { return nil }
        let bytes = document.file.bytes
        var start = element.range.start, end = element.range.end
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") { lineEnd += 1 }
        let ownsLine = (lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n"))
            && (lineEnd == bytes.count || bytes[lineEnd] == UInt8(ascii: "\n") || bytes[lineEnd] == UInt8(ascii: "\r"))
        if ownsLine {
            start = lineStart
            end = lineEnd
            if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        }
        return Edit(in: document.file, range: ByteRange(start: start, end: end), replacement: "")
    }

    /// Removes a connection (`<outlet>`, `<action>`, `<segue>`…); when it is the only one of its
    /// `<connections>` block, the block goes too, as Xcode leaves no empty `<connections/>` behind (when the
    /// block's tag was not located, the connection goes alone). `nil` when the connection was not located.
    public static func removeConnection(_ element: IBElement, in document: IBDocument) -> Edit? {
        if let parent = element.parent, document[parent].name == "connections", document.onlyChild(of: parent) != nil,
           let withBlock = removeOnlyChild(document[parent], in: document) {
            return withBlock
        }
        return removeElement(element, in: document)
    }

    /// Removes an element; when it is all its parent holds, the parent becomes `<parent …/>` as Xcode
    /// writes empty elements. `nil` when the element was not located.
    public static func removeOnlyChild(_ element: IBElement, in document: IBDocument) -> Edit? {
        guard let parentIndex = element.parent else { return removeElement(element, in: document) }
        let parent = document[parentIndex]
        let bytes = document.file.bytes
        let isWhitespace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        // An element whose tag was not located has an empty span at the start of its line, which may lie
        // before its parent's start tag ends or after its parent: then it is removed alone.
        guard document.onlyChild(of: parentIndex) == element.index, parent.range.end > parent.startTag.end,
              parent.startTag.end <= element.range.start, element.range.end <= parent.range.end,
              bytes[parent.startTag.end - 2] != UInt8(ascii: "/"),
              bytes[parent.startTag.end..<element.range.start].allSatisfy(isWhitespace),
              let endTagStart = bytes[element.range.end..<parent.range.end].firstIndex(of: UInt8(ascii: "<")),
              bytes[element.range.end..<endTagStart].allSatisfy(isWhitespace) else {
            return removeElement(element, in: document)
        }
        // `<parent a="1">⏎ <child/>⏎ </parent>` → `<parent a="1"/>`
        return Edit(in: document.file, range: ByteRange(start: parent.startTag.end - 1, end: parent.range.end), replacement: "/>")
    }

    /// Replaces an attribute's value (escaped for XML). `nil` when the value's bytes were not located.
    public static func setValue(of attribute: IBAttribute, to value: String, in document: IBDocument) -> Edit? {
        guard let range = attribute.valueRange else { return nil }
        return Edit(in: document.file, range: range, replacement: escape(value))
    }

    /// Removes ` name="value"` (with the space before it). `nil` when the attribute was not located.
    public static func removeAttribute(_ attribute: IBAttribute, in document: IBDocument) -> Edit? {
        guard var range = attribute.range else { return nil }
        let bytes = document.file.bytes
        while range.start > 0, bytes[range.start - 1] == UInt8(ascii: " ") { range.start -= 1 }
        return Edit(in: document.file, range: range, replacement: "")
    }

    /// Inserts ` a="1" b="2"` into a start tag: right after the attribute named `after` when it exists
    /// (Xcode's attribute order), else before the tag's closing `>` or `/>`. `nil` when the start tag was
    /// not located (its span is empty: there is no `>` to insert before).
    public static func insertAttributes(_ attributes: [(name: String, value: String)], into element: IBElement,
                                        after: [String] = [], in document: IBDocument) -> Edit? {
        let text = attributes.map { " \($0.name)=\"\(escape($0.value))\"" }.joined()
        for name in after {
            if let anchor = element.attribute(name)?.range {
                return Edit(in: document.file, range: ByteRange(start: anchor.end, end: anchor.end), replacement: text)
            }
        }
        guard element.startTag.length >= 2 else { return nil }
        let bytes = document.file.bytes
        var position = element.startTag.end - 1  // at `>`
        if position > element.startTag.start, bytes[position - 1] == UInt8(ascii: "/") { position -= 1 }
        while position > element.startTag.start, bytes[position - 1] == UInt8(ascii: " ") { position -= 1 }
        return Edit(in: document.file, range: ByteRange(start: position, end: position), replacement: text)
    }

    /// Escapes text for a double-quoted XML attribute value, as Xcode writes it.
    public static func escape(_ value: String) -> String {
        var out = ""
        for character in value {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
