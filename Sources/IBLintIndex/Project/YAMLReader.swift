import IBLintCore

/// A small YAML reader for project specifications (XcodeGen's `project.yml`): block mappings and
/// sequences at any indentation, flow sequences and mappings on one line, plain and quoted scalars,
/// block scalars (`|`, `>`), comments. Anchors and tags are dropped; aliases read as `.other`. It
/// never fails: what it cannot read becomes `.other`, which callers treat as unknown.
indirect enum YAMLValue: Equatable {
    case string(String)
    case sequence([YAMLValue])
    /// Keys in document order.
    case mapping([(String, YAMLValue)])
    case null
    case other

    static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case (.null, .null), (.other, .other): true
        default: false
        }
    }

    var string: String? { if case .string(let value) = self { return value }; return nil }
    var sequence: [YAMLValue]? { if case .sequence(let value) = self { return value }; return nil }
    var mapping: [(String, YAMLValue)]? { if case .mapping(let value) = self { return value }; return nil }
    subscript(key: String) -> YAMLValue? { mapping?.first { $0.0 == key }?.1 }
}

struct YAMLReader {
    private struct Line {
        var number: Int
        var indent: Int
        var text: Substring
    }

    private var lines: [Line] = []
    private var position = 0

    static func read(_ text: String) -> YAMLValue {
        var reader = YAMLReader()
        var number = 0
        for line in text.lineSlices(omittingEmpty: false) {
            number += 1
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if content.isEmpty || content.hasPrefix("#") || content == "---" || content == "..." { continue }
            reader.lines.append(Line(number: number, indent: indent, text: content))
        }
        guard let first = reader.lines.first else { return .null }
        return reader.block(indent: first.indent, depth: 0)
    }

    /// The block (mapping, sequence or scalar) whose lines start at `indent`.
    private mutating func block(indent: Int, depth: Int) -> YAMLValue {
        guard position < lines.count, depth < 64 else { return .other }
        let line = lines[position]
        if line.text == "-" || line.text.hasPrefix("- ") { return sequence(indent: line.indent, depth: depth) }
        if Self.splitKey(line.text) != nil { return mapping(indent: line.indent, depth: depth) }
        position += 1
        return Self.scalar(Self.stripComment(line.text))
    }

    private mutating func mapping(indent: Int, depth: Int) -> YAMLValue {
        var entries: [(String, YAMLValue)] = []
        while position < lines.count, lines[position].indent == indent, let (key, rest) = Self.splitKey(lines[position].text) {
            let line = lines[position]
            position += 1
            let value = self.value(after: Self.stripComment(rest), line: line, depth: depth)
            entries.append((key, value))
        }
        return .mapping(entries)
    }

    private mutating func sequence(indent: Int, depth: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        while position < lines.count, lines[position].indent == indent,
              lines[position].text == "-" || lines[position].text.hasPrefix("- ") {
            let line = lines[position]
            let rest = line.text.dropFirst(1).drop { $0 == " " }
            let itemIndent = indent + (line.text.count - rest.count)
            if rest.isEmpty {
                position += 1
                items.append(nestedBlock(deeperThan: indent, depth: depth))
            } else if Self.splitKey(rest) != nil, !rest.hasPrefix("{"), !rest.hasPrefix("[") {
                // `- key: value` starts a mapping whose other keys line up under `key`.
                lines[position] = Line(number: line.number, indent: itemIndent, text: rest)
                items.append(mapping(indent: itemIndent, depth: depth + 1))
            } else {
                position += 1
                items.append(Self.scalarOrFlow(Self.stripComment(rest)))
            }
        }
        return .sequence(items)
    }

    /// The value after `key:` — inline, a block scalar, or the more-indented block on the next lines.
    private mutating func value(after rest: Substring, line: Line, depth: Int) -> YAMLValue {
        var rest = rest
        rest = Self.dropAnchorAndTag(rest)
        if rest.hasPrefix("|") || rest.hasPrefix(">") {
            var text: [Substring] = []
            while position < lines.count, lines[position].indent > line.indent {
                text.append(lines[position].text)
                position += 1
            }
            return .string(text.joined(separator: rest.hasPrefix("|") ? "\n" : " "))
        }
        if !rest.isEmpty { return Self.scalarOrFlow(rest) }
        // A sequence may sit at the key's own indentation (`key:\n- a`).
        if position < lines.count, lines[position].indent == line.indent,
           lines[position].text == "-" || lines[position].text.hasPrefix("- ") {
            return sequence(indent: line.indent, depth: depth + 1)
        }
        return nestedBlock(deeperThan: line.indent, depth: depth)
    }

    private mutating func nestedBlock(deeperThan indent: Int, depth: Int) -> YAMLValue {
        guard position < lines.count, lines[position].indent > indent else { return .null }
        return block(indent: lines[position].indent, depth: depth + 1)
    }

    // MARK: Scalars and flow collections

    /// `key: rest` or `key:` (the key may be quoted); `nil` when the line is not a mapping entry.
    private static func splitKey(_ text: Substring) -> (String, Substring)? {
        var key: Substring
        var rest: Substring
        if let quote = text.first, quote == "\"" || quote == "'" {
            guard let close = text.dropFirst().firstIndex(of: quote) else { return nil }
            key = text[text.index(after: text.startIndex)..<close]
            rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
        } else {
            guard let colon = firstKeyColon(text) else { return nil }
            key = text[..<colon]
            rest = text[colon...]
        }
        rest = rest.dropFirst()  // :
        guard rest.isEmpty || rest.first == " " else { return nil }
        return (String(key).trimmingWhitespace, rest.drop { $0 == " " })
    }

    /// The first `:` followed by a space or the end, outside brackets and quotes.
    private static func firstKeyColon(_ text: Substring) -> Substring.Index? {
        if text.hasPrefix("[") || text.hasPrefix("{") || text.hasPrefix("-") && text.dropFirst().first == " " { return nil }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#", index > text.startIndex, text[text.index(before: index)] == " " { return nil }
            if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func stripComment(_ text: Substring) -> Substring {
        var inSingle = false, inDouble = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "'" && !inDouble { inSingle.toggle() }
            if character == "\"" && !inSingle { inDouble.toggle() }
            if character == "#", !inSingle, !inDouble, index == text.startIndex || text[text.index(before: index)] == " " {
                return Substring(String(text[..<index]).trimmingWhitespace)
            }
            index = text.index(after: index)
        }
        return text
    }

    private static func dropAnchorAndTag(_ text: Substring) -> Substring {
        var rest = text
        while rest.hasPrefix("&") || rest.hasPrefix("!") {
            rest = rest.drop { $0 != " " }.drop { $0 == " " }
        }
        return rest
    }

    private static func scalarOrFlow(_ text: Substring) -> YAMLValue {
        let text = dropAnchorAndTag(text)
        if text.hasPrefix("[") || text.hasPrefix("{") {
            var index = text.startIndex
            return flow(text, &index, depth: 0)
        }
        return scalar(text)
    }

    private static func scalar(_ text: Substring) -> YAMLValue {
        let text = Substring(String(text).trimmingWhitespace)
        if text.hasPrefix("*") { return .other }
        if text.isEmpty || text == "~" || text == "null" { return .null }
        if let quote = text.first, quote == "\"" || quote == "'", text.count >= 2, text.last == quote {
            let inner = text.dropFirst().dropLast()
            return .string(quote == "'" ? inner.split(separatorText: "''", omittingEmptySubsequences: false).joined(separator: "'") : unescape(inner))
        }
        return .string(String(text))
    }

    private static func unescape(_ text: Substring) -> String {
        var out = "", escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// `[a, b, {c: d}]` or `{a: b, c: [d]}` starting at `index` (which moves past it).
    private static func flow(_ text: Substring, _ index: inout Substring.Index, depth: Int) -> YAMLValue {
        guard depth < 32, index < text.endIndex else { return .other }
        let open = text[index]
        let close: Character = open == "[" ? "]" : "}"
        index = text.index(after: index)
        var items: [YAMLValue] = []
        var entries: [(String, YAMLValue)] = []
        while true {
            skipSpaces(text, &index)
            guard index < text.endIndex else { return .other }  // not closed on this line
            if text[index] == close { index = text.index(after: index); break }
            if text[index] == "," { index = text.index(after: index); continue }
            if open == "[" {
                items.append(flowElement(text, &index, terminators: [",", "]"], depth: depth))
            } else {
                let key = flowScalarText(text, &index, terminators: [":", ",", "}"])
                skipSpaces(text, &index)
                var value = YAMLValue.null
                if index < text.endIndex, text[index] == ":" {
                    index = text.index(after: index)
                    value = flowElement(text, &index, terminators: [",", "}"], depth: depth)
                }
                entries.append((String(key).trimmingWhitespace, value))
            }
        }
        return open == "[" ? .sequence(items) : .mapping(entries)
    }

    private static func flowElement(_ text: Substring, _ index: inout Substring.Index, terminators: Set<Character>,
                                    depth: Int) -> YAMLValue {
        skipSpaces(text, &index)
        if index < text.endIndex, text[index] == "[" || text[index] == "{" { return flow(text, &index, depth: depth + 1) }
        return scalar(flowScalarText(text, &index, terminators: terminators))
    }

    /// Text up to one of `terminators` outside quotes.
    private static func flowScalarText(_ text: Substring, _ index: inout Substring.Index, terminators: Set<Character>) -> Substring {
        let start = index
        var quote: Character?
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if terminators.contains(character) {
                break
            }
            index = text.index(after: index)
        }
        return text[start..<index]
    }

    private static func skipSpaces(_ text: Substring, _ index: inout Substring.Index) {
        while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
    }
}
