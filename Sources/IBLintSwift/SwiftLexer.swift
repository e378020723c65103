import IBLintCore

/// A single-pass Swift lexer over raw UTF-8 bytes.
///
/// It never recurses: string interpolations are tracked on an explicit stack, nested block comments with a
/// counter. Every byte ends up in exactly one token or in whitespace, so the output is linear in the input.
/// An interpolated string becomes `stringHead`, the interpolation's own tokens, (`stringMiddle`, tokens)…,
/// `stringTail`; the lexer always emits the tail (zero-length and unterminated if need be), so heads and tails
/// balance even on broken input.
public struct SwiftLexer {
    public static func tokenize(_ bytes: [UInt8]) -> SwiftTokens {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(bytes: buffer)
            lexer.run()
            return SwiftTokens(tokens: lexer.tokens, names: lexer.names.names)
        }
    }

    public static func tokenize(_ text: String) -> SwiftTokens { tokenize(Array(text.utf8)) }

    private struct Interpolation {
        var hashes: Int
        var multiline: Bool
        var parenDepth: Int
    }

    /// The bytes being lexed: valid only during `tokenize`, which never lets the lexer outlive them.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var pos = 0
    private var tokens: [SwiftToken] = []
    private var names: SwiftNameTable
    private var sawSpace = true
    private var sawNewline = true
    private var interpolations: [Interpolation] = []
    private var lastSignificant: Int? = nil
    /// For `#…#/` regexes: hash count → earliest start from which no terminator exists (avoids quadratic rescans).
    private var extendedRegexFailures: [Int: Int] = [:]

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        self.names = SwiftNameTable(expectedNames: bytes.count / 64)
        tokens.reserveCapacity(bytes.count / 4 + 16)
    }

    // MARK: Byte classes

    @inline(__always) private func byte(_ index: Int) -> Int { index >= 0 && index < count ? Int(bytes[index]) : -1 }

    @inline(__always) private static func isIdentifierStart(_ c: Int) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F
    }

    @inline(__always) private static func isIdentifierBody(_ c: Int) -> Bool {
        isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
    }

    @inline(__always) private static func isDigit(_ c: Int) -> Bool { c >= 0x30 && c <= 0x39 }

    @inline(__always) private static func isHexDigit(_ c: Int) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }

    /// `/ = - + ! * % < > & | ^ ~ ?`
    @inline(__always) private static func isOperatorByte(_ c: Int) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    private enum ScalarClass { case identifier, operatorChar, whitespace, invalid }

    /// Decodes one UTF-8 scalar at `index` (which holds a byte ≥ 0x80).
    private func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        let b0 = byte(index)
        var length = 0
        var value: UInt32 = 0
        if b0 & 0xE0 == 0xC0 { length = 2; value = UInt32(b0 & 0x1F) }
        else if b0 & 0xF0 == 0xE0 { length = 3; value = UInt32(b0 & 0x0F) }
        else if b0 & 0xF8 == 0xF0 { length = 4; value = UInt32(b0 & 0x07) }
        else { return nil }
        for k in 1..<length {
            let b = byte(index + k)
            guard b >= 0, b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    private static func classify(_ v: UInt32) -> ScalarClass {
        switch v {
        case 0xA0, 0x2028, 0x2029, 0xFEFF, 0x200B, 0x3000, 0x1680, 0x2000...0x200A, 0x202F, 0x205F: return .whitespace
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return .operatorChar
        case 0x80...0x9F: return .invalid
        default: return .identifier
        }
    }

    /// Length of a non-ASCII identifier-body scalar at `index`, or 0.
    private func identifierScalarLength(at index: Int) -> Int {
        guard let (value, length) = scalar(at: index), SwiftLexer.classify(value) == .identifier else { return 0 }
        return length
    }

    private func operatorScalarLength(at index: Int) -> Int {
        guard let (value, length) = scalar(at: index), SwiftLexer.classify(value) == .operatorChar else { return 0 }
        return length
    }

    // MARK: Emitting

    /// A token without text (a literal, unknown bytes).
    private mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, unterminated: Bool = false) {
        emit(SwiftToken(kind: kind, range: ByteRange(start: start, end: end), hasLeadingSpace: sawSpace,
                        hasLeadingNewline: sawNewline, isUnterminated: unterminated))
    }

    /// A token whose text is `word` (punctuation the lexer recognized by its byte).
    private mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, word: SwiftWord) {
        emit(SwiftToken(kind: kind, range: ByteRange(start: start, end: end), word: word, name: UInt32(word.rawValue),
                        hasLeadingSpace: sawSpace, hasLeadingNewline: sawNewline))
    }

    /// A token whose text is `bytes[textStart..<textEnd]`.
    private mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, textStart: Int, textEnd: Int,
                               escaped: Bool = false) {
        let (name, word) = names.name(of: bytes, textStart, textEnd)
        emit(SwiftToken(kind: kind, range: ByteRange(start: start, end: end), word: word, name: name,
                        hasLeadingSpace: sawSpace, hasLeadingNewline: sawNewline, isEscapedIdentifier: escaped))
    }

    private mutating func emit(_ token: SwiftToken) {
        tokens.append(token)
        sawSpace = false
        sawNewline = false
        lastSignificant = tokens.count - 1
    }

    private mutating func emitComment(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, unterminated: Bool, newline: Bool) {
        let hadNewline = sawNewline
        tokens.append(SwiftToken(kind: kind, range: ByteRange(start: start, end: end), hasLeadingSpace: sawSpace,
                                 hasLeadingNewline: sawNewline, isUnterminated: unterminated))
        sawSpace = true
        sawNewline = hadNewline || newline
    }

    // MARK: Main loop

    private mutating func run() {
        while pos < count {
            let c = Int(bytes[pos])
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C:
                sawSpace = true
                pos += 1
            case 0x0A, 0x0D:
                if let top = interpolations.last, !top.multiline {
                    // A single-line string's interpolation cannot span lines: the string is unterminated.
                    interpolations.removeLast()
                    emit(.stringTail, pos, pos, unterminated: true)
                    continue
                }
                sawSpace = true
                sawNewline = true
                pos += 1
            case 0x2F: // /
                let next = byte(pos + 1)
                if next == 0x2F { lexLineComment() }
                else if next == 0x2A { lexBlockComment() }
                else if regexAllowed(), lexBareRegex() {}
                else { lexOperator() }
            case 0x23: // #
                lexPound()
            case 0x22: // "
                lexStringStart(hashes: 0, start: pos, quote: pos)
            case 0x40: // @
                let next = byte(pos + 1)
                if SwiftLexer.isIdentifierStart(next) || (next >= 0x80 && identifierScalarLength(at: pos + 1) > 0) {
                    let end = scanIdentifierBody(from: pos + 1)
                    emit(.attribute, pos, end, textStart: pos + 1, textEnd: end)
                    pos = end
                } else {
                    emit(.punctuation, pos, pos + 1, word: .at)
                    pos += 1
                }
            case 0x60: // `
                lexBacktick()
            case 0x24: // $
                let end = scanIdentifierBody(from: pos + 1)
                emit(.identifier, pos, end, textStart: pos, textEnd: end)
                pos = end
            case 0x30...0x39:
                lexNumber()
            case 0x28: // (
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
                emit(.punctuation, pos, pos + 1, word: .leftParen)
                pos += 1
            case 0x29: // )
                if let top = interpolations.last {
                    if top.parenDepth == 0 {
                        interpolations.removeLast()
                        lexStringBody(segmentStart: pos, contentStart: pos + 1, hashes: top.hashes,
                                      multiline: top.multiline, first: false)
                        continue
                    }
                    interpolations[interpolations.count - 1].parenDepth -= 1
                }
                emit(.punctuation, pos, pos + 1, word: .rightParen)
                pos += 1
            case 0x5B: emitPunctuation(.leftBracket)
            case 0x5D: emitPunctuation(.rightBracket)
            case 0x7B: emitPunctuation(.leftBrace)
            case 0x7D: emitPunctuation(.rightBrace)
            case 0x2C: emitPunctuation(.comma)
            case 0x3B: emitPunctuation(.semicolon)
            case 0x3A: emitPunctuation(.colon)
            case 0x5C: emitPunctuation(.backslash)
            case 0x2E: // .
                if byte(pos + 1) == 0x2E { lexOperator() } else { emitPunctuation(.dot) }
            case 0x21, 0x3F: // ! ?
                if isLeftBound(pos) {
                    emit(.operator, pos, pos + 1, word: c == 0x21 ? .exclamation : .question)
                    pos += 1
                } else {
                    lexOperator()
                }
            case _ where SwiftLexer.isOperatorByte(c):
                lexOperator()
            case _ where SwiftLexer.isIdentifierStart(c):
                lexIdentifier()
            case 0x80...0xFF:
                if let (value, length) = scalar(at: pos) {
                    switch SwiftLexer.classify(value) {
                    case .whitespace:
                        sawSpace = true
                        if value == 0x2028 || value == 0x2029 { sawNewline = true }
                        pos += length
                    case .operatorChar: lexOperator()
                    case .identifier: lexIdentifier()
                    case .invalid:
                        emit(.unknown, pos, pos + length)
                        pos += length
                    }
                } else {
                    emit(.unknown, pos, pos + 1)
                    pos += 1
                }
            default:
                emit(.unknown, pos, pos + 1)
                pos += 1
            }
        }
        while !interpolations.isEmpty {
            interpolations.removeLast()
            emit(.stringTail, count, count, unterminated: true)
        }
    }

    private mutating func emitPunctuation(_ word: SwiftWord) {
        emit(.punctuation, pos, pos + 1, word: word)
        pos += 1
    }

    /// Swift's rule: an operator is left-bound when no whitespace, opening bracket, comma, colon or
    /// semicolon (or comment) precedes it.
    private func isLeftBound(_ index: Int) -> Bool {
        if index == 0 { return false }
        switch byte(index - 1) {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A: return false
        case 0x2F: return !(index >= 2 && byte(index - 2) == 0x2A) // after `*/`
        default: return true
        }
    }

    /// How the operator `bytes[start..<end]` changes `<…>` depth in a type position: `0` for `->`, for an
    /// operator with a character other than `<`, `>`, `?`, `!`, `&` and `.`, and for one that changes nothing.
    private func angleDelta(_ start: Int, _ end: Int) -> Int32 {
        if end - start == 2, bytes[start] == 0x2D, bytes[start + 1] == 0x3E { return 0 } // ->
        var delta: Int32 = 0
        for index in start..<end {
            switch bytes[index] {
            case 0x3C: delta &+= 1             // <
            case 0x3E: delta &-= 1             // >
            case 0x3F, 0x21, 0x26, 0x2E: break // ? ! & .
            default: return 0
            }
        }
        return delta
    }

    // MARK: Comments

    private mutating func lexLineComment() {
        let start = pos
        var end = pos + 2
        while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let isDoc = byte(start + 2) == 0x2F && byte(start + 3) != 0x2F
        emitComment(isDoc ? .docLineComment : .lineComment, start, end, unterminated: false, newline: false)
        pos = end
    }

    private mutating func lexBlockComment() {
        let start = pos
        var depth = 1
        var i = pos + 2
        var newline = false
        while i < count {
            let c = bytes[i]
            if c == 0x2F, byte(i + 1) == 0x2A { depth += 1; i += 2; continue }
            if c == 0x2A, byte(i + 1) == 0x2F {
                depth -= 1
                i += 2
                if depth == 0 { break }
                continue
            }
            if c == 0x0A || c == 0x0D { newline = true }
            i += 1
        }
        let isDoc = byte(start + 2) == 0x2A && byte(start + 3) != 0x2A && byte(start + 3) != 0x2F
        emitComment(isDoc ? .docBlockComment : .blockComment, start, min(i, count), unterminated: depth > 0,
                    newline: newline)
        pos = min(i, count)
    }

    // MARK: Identifiers and numbers

    @inline(__always) private func scanIdentifierBody(from start: Int) -> Int {
        var i = start
        while i < count {
            let c = Int(bytes[i])
            if SwiftLexer.isIdentifierBody(c) { i += 1; continue }
            if c >= 0x80 {
                let length = identifierScalarLength(at: i)
                if length > 0 { i += length; continue }
            }
            break
        }
        return i
    }

    private mutating func lexIdentifier() {
        let start = pos
        let end = scanIdentifierBody(from: pos + (bytes[pos] >= 0x80 ? max(1, identifierScalarLength(at: pos)) : 1))
        let previous = lastSignificant
        emit(.identifier, start, end, textStart: start, textEnd: end)
        let word = tokens[tokens.count - 1].word
        if word.isReserved {
            // After a member-access dot, keywords are member names (`.default`, `.class`), except `init`/`self`.
            let afterDot = previous.map { tokens[$0].kind == .punctuation && tokens[$0].word == .dot } ?? false
            if !afterDot || word == .`init` || word == .`self` { tokens[tokens.count - 1].kind = .keyword }
        }
        pos = end
    }

    private mutating func lexBacktick() {
        var i = pos + 1
        while i < count, bytes[i] != 0x60, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        if i < count, bytes[i] == 0x60, i > pos + 1 {
            emit(.identifier, pos, i + 1, textStart: pos + 1, textEnd: i, escaped: true)
            pos = i + 1
        } else {
            emit(.punctuation, pos, pos + 1, word: .backtick)
            pos += 1
        }
    }

    private mutating func lexNumber() {
        let start = pos
        var i = pos
        var isFloat = false
        let c1 = byte(i + 1)
        if bytes[i] == 0x30, c1 == 0x78 || c1 == 0x58 { // 0x
            i += 2
            while SwiftLexer.isHexDigit(byte(i)) || byte(i) == 0x5F { i += 1 }
            if byte(i) == 0x2E, SwiftLexer.isHexDigit(byte(i + 1)) {
                isFloat = true
                i += 1
                while SwiftLexer.isHexDigit(byte(i)) || byte(i) == 0x5F { i += 1 }
            }
            if byte(i) == 0x70 || byte(i) == 0x50 { // p
                var j = i + 1
                if byte(j) == 0x2B || byte(j) == 0x2D { j += 1 }
                if SwiftLexer.isDigit(byte(j)) {
                    isFloat = true
                    i = j
                    while SwiftLexer.isDigit(byte(i)) || byte(i) == 0x5F { i += 1 }
                }
            }
        } else if bytes[i] == 0x30, c1 == 0x62 || c1 == 0x6F { // 0b 0o
            i += 2
            while SwiftLexer.isIdentifierBody(byte(i)) { i += 1 }
        } else {
            while SwiftLexer.isDigit(byte(i)) || byte(i) == 0x5F { i += 1 }
            if byte(i) == 0x2E, SwiftLexer.isDigit(byte(i + 1)) {
                isFloat = true
                i += 1
                while SwiftLexer.isDigit(byte(i)) || byte(i) == 0x5F { i += 1 }
            }
            if byte(i) == 0x65 || byte(i) == 0x45 { // e
                var j = i + 1
                if byte(j) == 0x2B || byte(j) == 0x2D { j += 1 }
                if SwiftLexer.isDigit(byte(j)) {
                    isFloat = true
                    i = j
                    while SwiftLexer.isDigit(byte(i)) || byte(i) == 0x5F { i += 1 }
                }
            }
        }
        // An invalid suffix (`12abc`) stays part of the (invalid) literal rather than becoming an identifier.
        while SwiftLexer.isIdentifierBody(byte(i)) { i += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, start, i)
        pos = i
    }

    // MARK: Operators

    private mutating func lexOperator() {
        let start = pos
        var i = pos
        let dotted = bytes[i] == 0x2E
        while i < count {
            let c = Int(bytes[i])
            if i > start, c == 0x2F, byte(i + 1) == 0x2F || byte(i + 1) == 0x2A { break } // a comment starts
            if SwiftLexer.isOperatorByte(c) { i += 1; continue }
            if c == 0x2E, dotted { i += 1; continue }
            if c >= 0x80 {
                let length = operatorScalarLength(at: i)
                if length > 0 { i += length; continue }
            }
            break
        }
        if i == start { i = start + 1 } // defensive: always make progress
        emit(.operator, start, i, textStart: start, textEnd: i)
        tokens[tokens.count - 1].angleDeltaValue = angleDelta(start, i)
        pos = i
    }

    // MARK: # and strings

    private mutating func lexPound() {
        let start = pos
        var i = pos
        while byte(i) == 0x23 { i += 1 }
        let hashes = i - start
        if byte(i) == 0x22 {
            lexStringStart(hashes: hashes, start: start, quote: i)
            return
        }
        if byte(i) == 0x2F, lexExtendedRegex(hashes: hashes) { return }
        let next = byte(start + 1)
        if hashes == 1, SwiftLexer.isIdentifierStart(next) || (next >= 0x80 && identifierScalarLength(at: start + 1) > 0) {
            let end = scanIdentifierBody(from: start + 1)
            emit(.poundKeyword, start, end, textStart: start, textEnd: end)
            pos = end
            return
        }
        emit(.punctuation, start, start + 1, word: .hash)
        pos = start + 1
    }

    /// `quote` is the index of the first `"`; `start` includes any leading `#`s.
    private mutating func lexStringStart(hashes: Int, start: Int, quote: Int) {
        let multiline = byte(quote + 1) == 0x22 && byte(quote + 2) == 0x22
        let contentStart = quote + (multiline ? 3 : 1)
        lexStringBody(segmentStart: start, contentStart: contentStart, hashes: hashes, multiline: multiline, first: true)
    }

    /// Scans string content from `contentStart` to the closing delimiter or the next interpolation.
    private mutating func lexStringBody(segmentStart: Int, contentStart: Int, hashes: Int, multiline: Bool, first: Bool) {
        var i = contentStart
        let closeKind: SwiftTokenKind = first ? .stringLiteral : .stringTail
        while i < count {
            let c = bytes[i]
            if c == 0x5C { // backslash
                var j = i + 1
                var k = 0
                while k < hashes, byte(j) == 0x23 { j += 1; k += 1 }
                if k < hashes { i += 1; continue } // a plain backslash in a raw string
                let e = byte(j)
                if e == 0x28 { // interpolation
                    emit(first ? .stringHead : .stringMiddle, segmentStart, j + 1)
                    interpolations.append(Interpolation(hashes: hashes, multiline: multiline, parenDepth: 0))
                    pos = j + 1
                    return
                }
                if e == 0x0A || e == 0x0D {
                    if multiline { i = j + 1; continue } // line continuation
                    i = j
                    continue
                }
                i = e < 0 ? j : j + 1
                continue
            }
            if c == 0x22 {
                var j = i + 1
                if multiline {
                    guard byte(j) == 0x22, byte(j + 1) == 0x22 else { i += 1; continue }
                    j += 2
                }
                var k = 0
                while k < hashes, byte(j) == 0x23 { j += 1; k += 1 }
                if k == hashes {
                    emit(closeKind, segmentStart, j)
                    pos = j
                    return
                }
                i += 1
                continue
            }
            if !multiline, c == 0x0A || c == 0x0D {
                emit(closeKind, segmentStart, i, unterminated: true)
                pos = i
                return
            }
            i += 1
        }
        emit(closeKind, segmentStart, count, unterminated: true)
        pos = count
    }

    // MARK: Regex literals

    /// Whether a `/` here can start a regex literal: only where an expression may begin (after an operator,
    /// an opening bracket, a comma/colon, or a keyword such as `return`), never after an operand.
    private func regexAllowed() -> Bool {
        guard let index = lastSignificant else { return true }
        let last = tokens[index]
        switch last.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .stringTail, .regexLiteral, .attribute,
             .poundKeyword, .unknown:
            return false
        case .keyword:
            switch last.word {
            case .`self`, .selfType, .super, .true, .false, .nil, .`init`, .anyType, .underscore: return false
            default: return true
            }
        case .punctuation:
            switch last.word {
            case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon: return true
            default: return false
            }
        case .operator:
            if last.word == .question || last.word == .exclamation, last.range.start > 0, isLeftBound(last.range.start) { return false }
            return true
        default:
            return true
        }
    }

    private mutating func lexBareRegex() -> Bool {
        let first = byte(pos + 1)
        if first < 0 || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || first == 0x2A { return false }
        var i = pos + 1
        var parens = 0
        let limit = min(count, pos + 4096)
        while i < limit {
            let c = bytes[i]
            switch c {
            case 0x5C:
                let e = byte(i + 1)
                if e == 0x0A || e == 0x0D || e < 0 { return false }
                i += 2
                continue
            case 0x0A, 0x0D:
                return false
            case 0x28: parens += 1
            case 0x29:
                parens -= 1
                if parens < 0 { return false }
            case 0x2F:
                let before = bytes[i - 1]
                if before == 0x20 || before == 0x09 { return false }
                emit(.regexLiteral, pos, i + 1)
                pos = i + 1
                return true
            default: break
            }
            i += 1
        }
        return false
    }

    private mutating func lexExtendedRegex(hashes: Int) -> Bool {
        let start = pos
        if let failed = extendedRegexFailures[hashes], failed <= start { return false }
        var i = start + hashes + 1
        while i < count {
            let c = bytes[i]
            if c == 0x5C { i += 2; continue }
            if c == 0x2F {
                var j = i + 1
                var k = 0
                while k < hashes, byte(j) == 0x23 { j += 1; k += 1 }
                if k == hashes {
                    emit(.regexLiteral, start, j)
                    pos = j
                    return true
                }
            }
            i += 1
        }
        extendedRegexFailures[hashes] = start
        return false
    }
}

extension SwiftLexer {
    /// The value of a string literal token without interpolation: delimiters removed, escapes resolved,
    /// multi-line indentation stripped. `nil` for other tokens.
    public static func stringValue(of token: SwiftToken, in bytes: [UInt8]) -> String? {
        guard token.kind == .stringLiteral, !token.isUnterminated else { return nil }
        return bytes.withUnsafeBufferPointer { all -> String? in
            let raw = UnsafeBufferPointer(rebasing: all[token.range.start..<token.range.end])
            var hashes = 0
            while hashes < raw.count, raw[hashes] == 0x23 { hashes += 1 }
            let multiline = raw.count >= hashes + 6 && raw[hashes] == 0x22 && raw[hashes + 1] == 0x22 && raw[hashes + 2] == 0x22
            let open = hashes + (multiline ? 3 : 1)
            let close = raw.count - hashes - (multiline ? 3 : 1)
            guard close >= open else { return multiline ? nil : "" }
            let content = UnsafeBufferPointer(rebasing: raw[open..<close])
            // A one-line literal without a backslash is its text between the delimiters, whatever its #s:
            // read straight from the bytes, without the copies unescaping makes (four allocations a literal,
            // the most of reading every call argument's value).
            if !multiline, !content.contains(0x5C) { return String(decoding: content, as: UTF8.self) }
            let text = Array(content)
            return unescape(multiline ? stripMultilineIndentation(text) : text, hashes: hashes)
        }
    }

    private static func stripMultilineIndentation(_ content: [UInt8]) -> [UInt8] {
        // Lines: drop the first (after `"""`), the last line (before `"""`) is the indentation to strip.
        var lines: [[UInt8]] = [[]]
        for b in content {
            if b == 0x0A { lines.append([]) } else { lines[lines.count - 1].append(b) }
        }
        guard lines.count >= 2 else { return content }
        let indentation = lines.removeLast().filter { $0 == 0x20 || $0 == 0x09 }
        lines.removeFirst()
        var result: [UInt8] = []
        for (index, var line) in lines.enumerated() {
            if line.last == 0x0D { line.removeLast() }
            if line.starts(with: indentation) { line.removeFirst(indentation.count) }
            result += line
            if index < lines.count - 1 { result.append(0x0A) }
        }
        return result
    }

    private static func unescape(_ content: [UInt8], hashes: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(content.count)
        var i = 0
        while i < content.count {
            let c = content[i]
            guard c == 0x5C else { out.append(c); i += 1; continue }
            var j = i + 1
            var k = 0
            while k < hashes, j < content.count, content[j] == 0x23 { j += 1; k += 1 }
            guard k == hashes, j < content.count else { out.append(c); i += 1; continue }
            switch content[j] {
            case 0x6E: out.append(0x0A); i = j + 1
            case 0x74: out.append(0x09); i = j + 1
            case 0x72: out.append(0x0D); i = j + 1
            case 0x30: out.append(0x00); i = j + 1
            case 0x5C, 0x22, 0x27: out.append(content[j]); i = j + 1
            case 0x0A: // line continuation
                i = j + 1
                while i < content.count, content[i] == 0x20 || content[i] == 0x09 { i += 1 }
            case 0x75: // \u{…}
                var m = j + 1
                guard m < content.count, content[m] == 0x7B else { out.append(c); i += 1; continue }
                m += 1
                var value: UInt32 = 0
                var digits = 0
                while m < content.count, content[m] != 0x7D, digits < 9 {
                    guard let d = hexValue(content[m]) else { break }
                    value = value &* 16 &+ d
                    digits += 1
                    m += 1
                }
                if m < content.count, content[m] == 0x7D, digits > 0, let scalar = Unicode.Scalar(value) {
                    out += Array(String(Character(scalar)).utf8)
                    i = m + 1
                } else {
                    out.append(c)
                    i += 1
                }
            default:
                out.append(c)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        default: return nil
        }
    }
}
