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
    var keywordWord: SwiftWord = .other
    var keywordText: String { keywordWord.spelling }
}

/// Walks the token stream and builds the file summary. Recursion follows the nesting of the source
/// but is capped (`maximumDepth`): deeper groups are skipped in O(1) using the precomputed bracket matches.
final class DeclarationScanner {
    static let maximumDepth = 40

    let file: SourceFile
    let stream: TokenStream
    var types: [SwiftTypeDeclaration] = []
    var closures: [SwiftClosure] = []
    var unparsed: [ByteRange] = []
    var depth = 0

    /// `declarationKeywords`, `modifierWords` and `blockKeywords`, held by the instance: every read of a
    /// static went through `swift_once` (850,000 times on corona-warn-app, for asking nearly every token).
    let declarationKeywordSet = DeclarationScanner.declarationKeywords
    let modifierWordSet = DeclarationScanner.modifierWords
    let blockKeywordSet = DeclarationScanner.blockKeywords

    init(file: SourceFile, stream: TokenStream) {
        self.file = file
        self.stream = stream
    }

    static let typeKeywords: SwiftWordSet = [.class, .struct, .enum, .protocol, .extension, .actor]
    static let otherDeclarationKeywords: SwiftWordSet = [
        .func, .`init`, .deinit, .subscript, .var, .let, .typealias, .associatedtype, .case, .import,
        .operator, .precedencegroup, .macro,
    ]
    /// `typeKeywords` and `otherDeclarationKeywords`.
    static let declarationKeywords: SwiftWordSet = [
        .class, .struct, .enum, .protocol, .extension, .actor, .func, .`init`, .deinit, .subscript, .var, .let,
        .typealias, .associatedtype, .case, .import, .operator, .precedencegroup, .macro,
    ]
    static let modifierWords: SwiftWordSet = [
        .public, .private, .fileprivate, .internal, .open, .package, .final, .static, .class, .override,
        .required, .convenience, .lazy, .weak, .unowned, .dynamic, .optional, .mutating, .nonmutating,
        .indirect, .nonisolated, .prefix, .postfix, .infix, .distributed, .consuming, .borrowing,
        .underscoreConsuming, .isolated,
    ]

    func run() {
        scanCode(0, stream.count, ScanContext(isFileScope: true))
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
                if stream.isPunctuation(i + 1, .leftParen, limit: limit), !stream[i + 1].hasLeadingSpace {
                    let close = stream.close(of: i + 1, limit: limit)
                    arguments = close > i + 2 ? stream.text(from: i + 2, through: close - 1, in: file) : ""
                    end = min(close, limit - 1)
                }
                head.attributes.append(SwiftAttribute(name: stream.text(i), arguments: arguments,
                                                      range: stream.byteRange(from: i, through: end)))
                i = end + 1
                continue
            }
            // A backticked word (`` `class` ``, `` `final` ``) is a name, never a keyword or modifier.
            guard token.isWord, !token.isEscapedIdentifier else { break }
            let word = token.word
            if declarationKeywordSet.contains(word) {
                // `class func`, `class var`, `class override func`: here `class` is a modifier.
                if word == .class, i + 1 < limit, stream[i + 1].isWord, !stream[i + 1].isEscapedIdentifier,
                   modifierWordSet.contains(stream[i + 1].word)
                    || DeclarationScanner.otherDeclarationKeywords.contains(stream[i + 1].word) {
                    head.modifiers.append("class")
                    i += 1
                    continue
                }
                if word == .actor, !(i + 1 < limit && stream[i + 1].kind == .identifier) { break }
                if !allowMembersOnly, word == .`init` || word == .deinit || word == .subscript { break }
                head.keyword = i
                head.keywordWord = word
                return head
            }
            if word == .actor, i + 1 < limit, stream[i + 1].kind == .identifier, !stream[i + 1].hasLeadingNewline {
                head.keyword = i
                head.keywordWord = .actor
                return head
            }
            if modifierWordSet.contains(word), !token.isEscapedIdentifier {
                var modifier = word.spelling
                var next = i + 1
                if stream.isPunctuation(next, .leftParen, limit: limit), !stream[next].hasLeadingSpace {
                    let close = stream.close(of: next, limit: limit)
                    if close - next == 2, stream[next + 1].kind == .identifier {
                        modifier += "(\(stream.text(next + 1)))"
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
        case .punctuation: return token.word == .rightBrace || token.word == .semicolon
        case .poundKeyword: return true
        case .keyword, .identifier:
            if token.isEscapedIdentifier { return false }
            let word = token.word
            if declarationKeywordSet.contains(word) {
                return word != .actor || (index + 1 < limit && stream[index + 1].kind == .identifier)
            }
            if modifierWordSet.contains(word) {
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
            if token.kind == .punctuation, token.word == .semicolon || token.word == .rightBrace { return i }
            if i > index, token.hasLeadingNewline, isDeclarationStart(i, limit: limit) { return i }
            i = stream.skip(i, limit: limit)
        }
        return limit
    }

    func recordUnparsed(from start: Int, to end: Int) {
        guard start < end, start < stream.count else { return }
        unparsed.append(stream.byteRange(from: start, through: end - 1))
    }

    // MARK: Type bodies

    /// Members of a type (or a protocol): declarations only. Anything else is recorded as unparsed and skipped
    /// to the next line at this nesting level.
    func scanTypeBody(_ start: Int, _ end: Int, typeIndex: Int?, _ context: ScanContext) {
        var i = start
        while i < end {
            let token = stream[i]
            if token.kind == .punctuation, token.word == .semicolon { i += 1; continue }
            if token.kind == .poundKeyword {
                // `#warning("…")`, `#sourceLocation(…)`, freestanding macros.
                i += 1
                if stream.isPunctuation(i, .leftParen, limit: end) { i = stream.skip(i, limit: end) }
                if stream.isPunctuation(i, .leftBrace, limit: end) { i = stream.skip(i, limit: end) }
                continue
            }
            let head = readHead(at: i, limit: end, allowMembersOnly: true)
            if head.keyword != nil {
                i = max(i + 1, parseDeclaration(head, limit: end, memberOf: typeIndex, context))
                continue
            }
            var j = i + 1
            if stream.isOpener(i) { j = stream.skip(i, limit: end) }
            while j < end, !stream[j].hasLeadingNewline, !(stream[j].kind == .punctuation && stream[j].word == .semicolon) {
                j = stream.skip(j, limit: end)
            }
            recordUnparsed(from: i, to: j)
            i = j
        }
    }

    /// Parses the declaration whose head was read; returns the index after it.
    func parseDeclaration(_ head: DeclarationHead, limit: Int, memberOf typeIndex: Int?, _ context: ScanContext,
                          inCode: Bool = false) -> Int {
        guard let keyword = head.keyword else { return head.start + 1 }
        switch head.keywordWord {
        case .class, .struct, .enum, .protocol, .extension, .actor:
            return parseType(head, limit: limit, parent: inCode ? nil : typeIndex,
                             isLocal: inCode && !context.isFileScope, context)
        case .func, .`init`, .deinit, .subscript:
            return parseFunction(head, limit: limit, memberOf: inCode ? nil : typeIndex, context)
        case .var, .let:
            return parseProperty(head, limit: limit, memberOf: inCode ? nil : typeIndex, inCode: inCode, context)
        case .precedencegroup:
            var i = keyword + 1
            while i < limit, !stream.isPunctuation(i, .leftBrace, limit: limit), !stream[i].hasLeadingNewline || i == keyword + 1 { i += 1 }
            return stream.isPunctuation(i, .leftBrace, limit: limit) ? stream.skip(i, limit: limit) : i
        case .case where !inCode:
            let end = endOfDeclaration(from: keyword + 1, limit: limit)
            if let typeIndex, typeIndex < types.count, types[typeIndex].kind == .enum {
                types[typeIndex].enumCases += enumCases(keyword + 1, end, stringRaw: types[typeIndex].inheritance.first == "String")
            }
            return end
        default:
            // `typealias`, `associatedtype`, `import`, `operator`, `macro`: nothing iblint needs.
            if inCode { return keyword + 1 }
            return endOfDeclaration(from: keyword + 1, limit: limit)
        }
    }

    /// `a, b = "x", c(Int)` between `start` and `end`.
    private func enumCases(_ start: Int, _ end: Int, stringRaw: Bool) -> [SwiftEnumCase] {
        var cases: [SwiftEnumCase] = []
        var i = start
        while i < end {
            guard stream[i].isWord else { break }
            let nameIndex = i
            var rawValue: String? = stringRaw ? stream.text(i) : nil
            i += 1
            if stream.isPunctuation(i, .leftParen, limit: end) { i = stream.skip(i, limit: end) }
            if i < end, stream[i].kind == .operator, stream[i].word == .assign {
                rawValue = i + 1 < end ? SwiftLexer.stringValue(of: stream[i + 1], in: file.bytes) : nil
                i += 1
                while i < end, !stream.isPunctuation(i, .comma, limit: end) { i = stream.skip(i, limit: end) }
            }
            cases.append(SwiftEnumCase(name: stream.text(nameIndex), rawValue: rawValue, range: stream[nameIndex].range))
            guard stream.isPunctuation(i, .comma, limit: end) else { break }
            i += 1
        }
        return cases
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
        var name = stream.text(i)
        let nameStart = i
        var nameEnd = i
        i += 1
        while i < limit {
            if stream.isAngleOpen(i) {
                i = stream.skipAngles(i, limit: limit)
                continue
            }
            if kind == .extension, stream.isPunctuation(i, .dot, limit: limit), i + 1 < limit, stream[i + 1].isWord {
                name += "." + stream.text(i + 1)
                nameEnd = i + 1
                i += 2
                continue
            }
            break
        }
        // Inheritance clause.
        var inheritance: [String] = []
        var inheritanceRanges: [ByteRange] = []
        var entryRange: ByteRange? = nil
        func include(_ range: ByteRange) {
            entryRange = entryRange.map { ByteRange(start: $0.start, end: range.end) } ?? range
        }
        func finishEntry(_ entry: String) {
            if !entry.isEmpty, let range = entryRange {
                inheritance.append(entry)
                inheritanceRanges.append(range)
            }
            entryRange = nil
        }
        if stream.isPunctuation(i, .colon, limit: limit) {
            i += 1
            var entry = ""
            var angle = 0
            while i < limit {
                let token = stream[i]
                if angle == 0 {
                    if token.kind == .punctuation, token.word == .leftBrace || token.word == .semicolon || token.word == .rightBrace { break }
                    if token.isWord(.where), !token.isEscapedIdentifier { break }
                    if token.kind == .punctuation, token.word == .comma {
                        finishEntry(entry)
                        entry = ""
                        i += 1
                        continue
                    }
                }
                if token.kind == .operator, let delta = token.angleDelta {
                    angle = max(0, angle + delta)
                    if angle > 0 || delta < 0 { include(token.range); i += 1; continue }
                }
                if angle == 0 {
                    if token.kind == .attribute {
                        i += 1
                        if stream.isPunctuation(i, .leftParen, limit: limit), !stream[i].hasLeadingSpace { i = stream.skip(i, limit: limit) }
                        continue
                    }
                    if token.kind == .punctuation, token.word == .leftParen || token.word == .leftBracket {
                        let close = min(stream.close(of: i, limit: limit), limit - 1)
                        entry += stream.text(from: i, through: close, in: file)
                        include(stream.byteRange(from: i, through: close))
                        i = stream.skip(i, limit: limit)
                        continue
                    }
                    entry += token.kind == .identifier || token.kind == .keyword ? stream.text(i) : file.text(token.range)
                    include(token.range)
                } else {
                    include(token.range)  // generic arguments: part of the entry as written
                }
                i += 1
            }
            finishEntry(entry)
        }
        // `where` clause, then the body.
        while i < limit, !stream.isPunctuation(i, .leftBrace, limit: limit) {
            let token = stream[i]
            if token.kind == .punctuation, token.word == .semicolon || token.word == .rightBrace { break }
            if token.hasLeadingNewline, isDeclarationStart(i, limit: limit), !token.isWord(.where) { break }
            i = stream.skip(i, limit: limit)
        }
        let qualifiedName: String
        if kind == .extension { qualifiedName = name }
        else if let parent, parent < types.count { qualifiedName = types[parent].qualifiedName + "." + name }
        else { qualifiedName = name }
        let index = types.count
        types.append(SwiftTypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, parent: parent, inheritance: inheritance,
            inheritanceRanges: inheritanceRanges, attributes: head.attributes, modifiers: head.modifiers, nameRange: stream.byteRange(from: nameStart, through: nameEnd),
            range: stream.byteRange(from: head.start, through: max(nameEnd, i - 1)), isLocal: isLocal))
        guard stream.isPunctuation(i, .leftBrace, limit: limit) else { return i }
        let close = stream.close(of: i, limit: limit)
        let bodyStart = stream[i].range.end
        let bodyEnd = close < limit ? stream[close].range.start : (limit > 0 ? stream[limit - 1].range.end : bodyStart)
        types[index].bodyRange = ByteRange(start: bodyStart, end: max(bodyStart, bodyEnd))
        types[index].range = stream.byteRange(from: head.start, through: min(close, limit - 1))
        let inner = ScanContext(typeIndex: index, functionName: nil)
        if descend() {
            scanTypeBody(i + 1, close, typeIndex: index, inner)
            ascend()
        }
        return min(limit, close + 1)
    }

    // MARK: Recursion guard

    func descend() -> Bool {
        if depth >= DeclarationScanner.maximumDepth { return false }
        depth += 1
        return true
    }

    func ascend() { depth -= 1 }
}
