import IBLintCore

/// Where code being scanned lives: which (recorded) type and which named function encloses it.
struct ScanContext {
    var typeIndex: Int?
    var functionName: String?
    var functionLabels: [String?] = []
    /// File scope: types declared here are top-level, not local.
    var isFileScope = false
}

/// Attributes and modifiers in front of a declaration keyword.
struct DeclarationHead {
    var start: Int
    var attributes: [SwiftAttribute] = []
    var modifiers: [String] = []
    /// Index of the introducing keyword (`var`, `func`, `class`…), if there is one.
    var keyword: Int?
    var keywordText: String = ""
}

/// Walks the token stream and builds the file summary. Recursion follows the nesting of the source
/// but is capped (`maximumDepth`): deeper groups are skipped in O(1) using the precomputed bracket matches.
final class DeclarationScanner {
    static let maximumDepth = 40

    let file: SourceFile
    let stream: TokenStream
    var types: [SwiftTypeDeclaration] = []
    var closures: [SwiftClosure] = []
    var interfaceCalls: [SwiftInterfaceCall] = []
    var unparsed: [ByteRange] = []
    var depth = 0

    init(file: SourceFile, stream: TokenStream) {
        self.file = file
        self.stream = stream
    }

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    static let otherDeclarationKeywords: Set<String> = [
        "func", "init", "deinit", "subscript", "var", "let", "typealias", "associatedtype", "case", "import",
        "operator", "precedencegroup", "macro",
    ]
    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class", "override",
        "required", "convenience", "lazy", "weak", "unowned", "dynamic", "optional", "mutating", "nonmutating",
        "indirect", "nonisolated", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing",
        "__consuming", "isolated",
    ]

    func run() {
        scanCode(0, stream.count, ScanContext(isFileScope: true))
    }

    // MARK: Small helpers

    @inline(__always) func tok(_ index: Int) -> SwiftToken { stream[index] }

    func text(from start: Int, through last: Int) -> String {
        guard start <= last, start >= 0, last < stream.count else { return "" }
        return file.text(ByteRange(start: stream[start].range.start, end: stream[last].range.end))
    }

    func range(from start: Int, through last: Int) -> ByteRange {
        let lower = stream[start].range.start
        return ByteRange(start: lower, end: max(lower, stream[max(start, last)].range.end))
    }

    /// The index after the group opened at `index` (or just after `index` for a non-opener), clamped to `limit`.
    @inline(__always) func skip(_ index: Int, limit: Int) -> Int {
        if stream.isOpener(index) { return min(limit, stream.close(of: index, limit: limit) + 1) }
        return index + 1
    }

    func isWord(_ index: Int, _ value: String, limit: Int) -> Bool {
        index >= 0 && index < limit && stream[index].isWord(value)
    }

    // MARK: Declaration heads

    /// Reads attributes and modifiers at `index`; `keyword` is set when a declaration keyword follows them.
    func readHead(at index: Int, limit: Int, allowMembersOnly: Bool) -> DeclarationHead {
        var head = DeclarationHead(start: index)
        var i = index
        while i < limit {
            let token = stream[i]
            if token.kind == .attribute {
                var end = i
                var arguments: String? = nil
                if stream.isPunctuation(i + 1, "(", limit: limit), !stream[i + 1].hasLeadingSpace {
                    let close = stream.close(of: i + 1, limit: limit)
                    arguments = close > i + 2 ? text(from: i + 2, through: close - 1) : ""
                    end = min(close, limit - 1)
                }
                head.attributes.append(SwiftAttribute(name: token.text, arguments: arguments, range: range(from: i, through: end)))
                i = end + 1
                continue
            }
            guard token.isWord else { break }
            let word = token.text
            if DeclarationScanner.typeKeywords.contains(word) || DeclarationScanner.otherDeclarationKeywords.contains(word) {
                // `class func`, `class var`, `class override func`: here `class` is a modifier.
                if word == "class", i + 1 < limit, stream[i + 1].isWord,
                   DeclarationScanner.modifierWords.contains(stream[i + 1].text)
                    || DeclarationScanner.otherDeclarationKeywords.contains(stream[i + 1].text) {
                    head.modifiers.append("class")
                    i += 1
                    continue
                }
                if word == "actor", !(i + 1 < limit && stream[i + 1].kind == .identifier) { break }
                if !allowMembersOnly, ["init", "deinit", "subscript"].contains(word) { break }
                head.keyword = i
                head.keywordText = word
                return head
            }
            if word == "actor", i + 1 < limit, stream[i + 1].kind == .identifier, !stream[i + 1].hasLeadingNewline {
                head.keyword = i
                head.keywordText = "actor"
                return head
            }
            if DeclarationScanner.modifierWords.contains(word), !token.isEscapedIdentifier {
                var modifier = word
                var next = i + 1
                if stream.isPunctuation(next, "(", limit: limit), !stream[next].hasLeadingSpace {
                    let close = stream.close(of: next, limit: limit)
                    if close - next == 2, stream[next + 1].kind == .identifier {
                        modifier += "(\(stream[next + 1].text))"
                        next = close + 1
                    }
                }
                head.modifiers.append(modifier)
                i = next
                continue
            }
            break
        }
        return head
    }

    /// Whether a new declaration (or the end of the enclosing body) starts at `index`.
    func isDeclarationStart(_ index: Int, limit: Int) -> Bool {
        guard index < limit else { return true }
        let token = stream[index]
        switch token.kind {
        case .attribute: return true
        case .punctuation: return token.text == "}" || token.text == ";"
        case .poundKeyword: return true
        case .keyword, .identifier:
            if token.isEscapedIdentifier { return false }
            let word = token.text
            if DeclarationScanner.typeKeywords.contains(word) || DeclarationScanner.otherDeclarationKeywords.contains(word) {
                return word != "actor" || (index + 1 < limit && stream[index + 1].kind == .identifier)
            }
            if DeclarationScanner.modifierWords.contains(word) {
                return readHead(at: index, limit: limit, allowMembersOnly: true).keyword != nil
            }
            return false
        default: return false
        }
    }

    /// From `index`, the first index at which a declaration ends: a newline-preceded declaration start at this
    /// nesting level, a `;`, or `limit`.
    func endOfDeclaration(from index: Int, limit: Int) -> Int {
        var i = index
        while i < limit {
            let token = stream[i]
            if token.kind == .punctuation, token.text == ";" || token.text == "}" { return i }
            if i > index, token.hasLeadingNewline, isDeclarationStart(i, limit: limit) { return i }
            i = skip(i, limit: limit)
        }
        return limit
    }

    func recordUnparsed(from start: Int, to end: Int) {
        guard start < end, start < stream.count else { return }
        unparsed.append(range(from: start, through: end - 1))
    }

    // MARK: Type bodies

    /// Members of a type (or a protocol): declarations only. Anything else is recorded as unparsed and skipped
    /// to the next line at this nesting level.
    func scanTypeBody(_ start: Int, _ end: Int, typeIndex: Int?, _ context: ScanContext) {
        var i = start
        while i < end {
            let token = stream[i]
            if token.kind == .punctuation, token.text == ";" { i += 1; continue }
            if token.kind == .poundKeyword {
                // `#warning("…")`, `#sourceLocation(…)`, freestanding macros.
                i += 1
                if stream.isPunctuation(i, "(", limit: end) { i = skip(i, limit: end) }
                if stream.isPunctuation(i, "{", limit: end) { i = skip(i, limit: end) }
                continue
            }
            let head = readHead(at: i, limit: end, allowMembersOnly: true)
            if head.keyword != nil {
                i = max(i + 1, parseDeclaration(head, limit: end, memberOf: typeIndex, context))
                continue
            }
            var j = i + 1
            if stream.isOpener(i) { j = skip(i, limit: end) }
            while j < end, !stream[j].hasLeadingNewline, !(stream[j].kind == .punctuation && stream[j].text == ";") {
                j = skip(j, limit: end)
            }
            recordUnparsed(from: i, to: j)
            i = j
        }
    }

    /// Parses the declaration whose head was read; returns the index after it.
    func parseDeclaration(_ head: DeclarationHead, limit: Int, memberOf typeIndex: Int?, _ context: ScanContext,
                          inCode: Bool = false) -> Int {
        guard let keyword = head.keyword else { return head.start + 1 }
        switch head.keywordText {
        case "class", "struct", "enum", "protocol", "extension", "actor":
            return parseType(head, limit: limit, parent: inCode ? nil : typeIndex,
                             isLocal: inCode && !context.isFileScope, context)
        case "func", "init", "deinit", "subscript":
            return parseFunction(head, limit: limit, memberOf: inCode ? nil : typeIndex, context)
        case "var", "let":
            return parseProperty(head, limit: limit, memberOf: inCode ? nil : typeIndex, inCode: inCode, context)
        case "precedencegroup":
            var i = keyword + 1
            while i < limit, !stream.isPunctuation(i, "{", limit: limit), !stream[i].hasLeadingNewline || i == keyword + 1 { i += 1 }
            return stream.isPunctuation(i, "{", limit: limit) ? skip(i, limit: limit) : i
        default:
            // `case`, `typealias`, `associatedtype`, `import`, `operator`, `macro`: nothing iblint needs.
            if inCode { return keyword + 1 }
            return endOfDeclaration(from: keyword + 1, limit: limit)
        }
    }

    // MARK: Types

    func parseType(_ head: DeclarationHead, limit: Int, parent: Int?, isLocal: Bool, _ context: ScanContext) -> Int {
        guard let keyword = head.keyword else { return head.start + 1 }
        let kind = SwiftTypeKind(rawValue: head.keywordText) ?? .class
        var i = keyword + 1
        guard i < limit, stream[i].isWord else {
            recordUnparsed(from: head.start, to: min(limit, keyword + 1))
            return keyword + 1
        }
        // The name; an extension's may be dotted (`Outer.Inner`) and carry generic arguments.
        var name = stream[i].text
        let nameStart = i
        var nameEnd = i
        i += 1
        while i < limit {
            if isAngleOpen(i) {
                i = skipAngles(i, limit: limit)
                continue
            }
            if kind == .extension, stream.isPunctuation(i, ".", limit: limit), i + 1 < limit, stream[i + 1].isWord {
                name += "." + stream[i + 1].text
                nameEnd = i + 1
                i += 2
                continue
            }
            break
        }
        // Inheritance clause.
        var inheritance: [String] = []
        if stream.isPunctuation(i, ":", limit: limit) {
            i += 1
            var entry = ""
            var angle = 0
            while i < limit {
                let token = stream[i]
                if angle == 0 {
                    if token.kind == .punctuation, token.text == "{" || token.text == ";" || token.text == "}" { break }
                    if token.isWord("where"), !token.isEscapedIdentifier { break }
                    if token.kind == .punctuation, token.text == "," {
                        if !entry.isEmpty { inheritance.append(entry) }
                        entry = ""
                        i += 1
                        continue
                    }
                }
                if token.kind == .operator, let delta = angleDelta(token) {
                    angle = max(0, angle + delta)
                    if angle > 0 || delta < 0 { i += 1; continue }
                }
                if angle == 0 {
                    if token.kind == .attribute {
                        i += 1
                        if stream.isPunctuation(i, "(", limit: limit), !stream[i].hasLeadingSpace { i = skip(i, limit: limit) }
                        continue
                    }
                    if token.kind == .punctuation, token.text == "(" || token.text == "[" {
                        entry += text(from: i, through: min(stream.close(of: i, limit: limit), limit - 1))
                        i = skip(i, limit: limit)
                        continue
                    }
                    entry += token.kind == .identifier || token.kind == .keyword ? token.text : file.text(token.range)
                }
                i += 1
            }
            if !entry.isEmpty { inheritance.append(entry) }
        }
        // `where` clause, then the body.
        while i < limit, !stream.isPunctuation(i, "{", limit: limit) {
            let token = stream[i]
            if token.kind == .punctuation, token.text == ";" || token.text == "}" { break }
            if token.hasLeadingNewline, isDeclarationStart(i, limit: limit), !token.isWord("where") { break }
            i = skip(i, limit: limit)
        }
        let qualifiedName: String
        if kind == .extension { qualifiedName = name }
        else if let parent, parent < types.count { qualifiedName = types[parent].qualifiedName + "." + name }
        else { qualifiedName = name }
        let index = types.count
        types.append(SwiftTypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, parent: parent, inheritance: inheritance,
            attributes: head.attributes, modifiers: head.modifiers, nameRange: range(from: nameStart, through: nameEnd),
            range: range(from: head.start, through: max(nameEnd, i - 1)), isLocal: isLocal))
        guard stream.isPunctuation(i, "{", limit: limit) else { return i }
        let close = stream.close(of: i, limit: limit)
        let bodyStart = stream[i].range.end
        let bodyEnd = close < limit ? stream[close].range.start : (limit > 0 ? stream[limit - 1].range.end : bodyStart)
        types[index].bodyRange = ByteRange(start: bodyStart, end: max(bodyStart, bodyEnd))
        types[index].range = range(from: head.start, through: min(close, limit - 1))
        let inner = ScanContext(typeIndex: index, functionName: nil)
        if descend() {
            scanTypeBody(i + 1, close, typeIndex: index, inner)
            ascend()
        }
        return min(limit, close + 1)
    }

    // MARK: Generic angle brackets

    /// How an operator token changes `<…>` depth in a type position (`->` does not count).
    func angleDelta(_ token: SwiftToken) -> Int? {
        guard token.kind == .operator, token.text != "->" else { return nil }
        var delta = 0
        for byte in token.text.utf8 {
            if byte == UInt8(ascii: "<") { delta += 1 }
            else if byte == UInt8(ascii: ">") { delta -= 1 }
            else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "&")
                        && byte != UInt8(ascii: ".") { return nil }
        }
        return delta == 0 ? nil : delta
    }

    func isAngleOpen(_ index: Int) -> Bool {
        let token = stream[index]
        return token.kind == .operator && token.text.hasPrefix("<") && (angleDelta(token) ?? 0) > 0
    }

    /// Skips `<…>` starting at `index`; stops at a brace or `limit` if unbalanced.
    func skipAngles(_ index: Int, limit: Int) -> Int {
        var angle = 0
        var i = index
        while i < limit {
            let token = stream[i]
            if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { return i }
            if let delta = angleDelta(token) {
                angle += delta
                if angle <= 0 { return i + 1 }
            }
            i = skip(i, limit: limit)
        }
        return i
    }

    /// Reads a type annotation starting at `index`; returns the index after it. It ends at `=`, `{`, `,`, `;`,
    /// `)` (all outside `<…>`), or at a line break not continued by `->`/`&`/`.`.
    func skipType(from index: Int, limit: Int, stopAtBrace: Bool = true) -> Int {
        var i = index
        var angle = 0
        while i < limit {
            let token = stream[i]
            if i > index, token.hasLeadingNewline, angle == 0 {
                let continues = (token.kind == .operator && (token.text == "->" || token.text == "&"))
                    || (token.kind == .punctuation && token.text == ".")
                    || (stream[i - 1].kind == .operator && (stream[i - 1].text == "->" || stream[i - 1].text == "&"))
                if !continues { return i }
            }
            if token.kind == .punctuation {
                switch token.text {
                case "{": if stopAtBrace || angle == 0 { return i }
                case ",": if angle == 0 { return i }
                case ";", "}", ")", "]": return i
                default: break
                }
            }
            if token.kind == .operator {
                if let delta = angleDelta(token) {
                    angle = max(0, angle + delta)
                } else if angle == 0, token.text == "=" || token.text.hasSuffix("=") && token.text != "==" {
                    return i
                } else if angle == 0, token.text != "->", token.text != "&", token.text != "?", token.text != "!",
                          token.text != "...", token.text != "~" {
                    return i
                }
            }
            if token.isWord("where") || token.isWord("in") { if angle == 0 { return i } }
            i = skip(i, limit: limit)
        }
        return i
    }

    // MARK: Recursion guard

    func descend() -> Bool {
        if depth >= DeclarationScanner.maximumDepth { return false }
        depth += 1
        return true
    }

    func ascend() { depth -= 1 }
}
