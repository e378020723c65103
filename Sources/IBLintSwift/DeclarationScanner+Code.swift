import IBLintCore

/// Statements and expressions: control-flow blocks versus closure literals, and local declarations.
extension DeclarationScanner {
    static let blockKeywords: SwiftWordSet = [.if, .guard, .for, .switch, .catch, .do, .defer, .repeat, .else, .while]
    /// After these, `let`/`var` introduce a pattern, not a declaration.
    static let patternIntroducers: SwiftWordSet = [.if, .guard, .while, .case, .catch, .for, .comma, .leftParen, .where]

    /// Scans code in `start..<end`. The first `{` after `if`/`guard`/`for`/`while`/`switch`/`do`/`catch`/
    /// `defer`/`repeat`/`else` at this nesting level is that statement's block (Swift does not allow trailing
    /// closures there); every other `{` in code is a closure literal.
    func scanCode(_ start: Int, _ end: Int, _ context: ScanContext) {
        var i = start
        var pendingBlock = false
        var pendingRepeat = false
        var repeatClose = -1
        let nested = ScanContext(typeIndex: context.typeIndex, functionName: context.functionName,
                                 functionLabels: context.functionLabels, isFileScope: false)
        while i < end {
            let token = stream[i]
            switch token.kind {
            case .punctuation:
                switch token.word {
                case .leftBrace:
                    let close = stream.close(of: i, limit: end)
                    if pendingBlock {
                        pendingBlock = false
                        if pendingRepeat { repeatClose = close }
                        pendingRepeat = false
                        if descend() {
                            scanCode(i + 1, close, nested)
                            ascend()
                        }
                    } else {
                        parseClosure(i, close, context)
                    }
                    i = min(end, close + 1)
                    continue
                case .leftParen, .leftBracket:
                    let close = stream.close(of: i, limit: end)
                    if descend() {
                        scanCode(i + 1, close, nested)
                        ascend()
                    }
                    i = min(end, close + 1)
                    continue
                case .semicolon:
                    pendingBlock = false
                default:
                    break
                }
            case .stringHead:
                let close = stream.close(of: i, limit: end)
                if descend() {
                    scanCode(i + 1, close, nested)
                    ascend()
                }
                i = min(end, close + 1)
                continue
            case .keyword where blockKeywordSet.contains(token.word):
                if token.word == .while, i > start, i - 1 == repeatClose {
                    // `repeat { … } while cond`: no block follows.
                } else {
                    pendingBlock = true
                    pendingRepeat = token.word == .repeat
                }
                i += 1
                continue
            default:
                break
            }
            // `declaration(at:)` answers `nil` at once for a word that is neither a declaration keyword nor a
            // modifier: asked here, that is not a call for each of the other words (400,000 on corona-warn-app).
            if token.kind == .attribute || (token.isWord && !token.isEscapedIdentifier
                                            && (declarationKeywordSet.contains(token.word) || modifierWordSet.contains(token.word))),
               let next = declaration(at: i, start: start, end: end, context) {
                i = max(i + 1, next)
                continue
            }
            i += 1
        }
    }

    /// A local declaration starting at `i`: parses it and returns the index to continue at.
    private func declaration(at i: Int, start: Int, end: Int, _ context: ScanContext) -> Int? {
        let token = stream[i]
        if token.kind != .attribute {
            let word = token.word
            guard declarationKeywordSet.contains(word) || modifierWordSet.contains(word) else { return nil }
        }
        if i > start, stream[i - 1].kind == .punctuation, stream[i - 1].word == .dot { return nil }
        let head = readHead(at: i, limit: end, allowMembersOnly: false)
        guard let keyword = head.keyword else { return nil }
        switch head.keywordWord {
        case .let, .var:
            if head.start == keyword, i > start {
                let previous = stream[i - 1]
                if (previous.kind == .punctuation || previous.kind == .keyword),
                   DeclarationScanner.patternIntroducers.contains(previous.word) { return nil }
            }
        case .import:
            // `import struct Foundation.URL`: the kind keyword is not a declaration.
            var k = keyword + 1
            while k < end, !stream[k].hasLeadingNewline, stream[k].isWord || stream.isPunctuation(k, .dot, limit: end) { k += 1 }
            return k
        case .case, .typealias, .associatedtype, .operator, .macro:
            return keyword + 1
        default:
            break
        }
        return parseDeclaration(head, limit: end, memberOf: nil, context, inCode: true)
    }

    // MARK: Closures

    func parseClosure(_ open: Int, _ close: Int, _ context: ScanContext) {
        var i = open + 1
        while i < close, stream[i].kind == .attribute {
            i += 1
            if stream.isPunctuation(i, .leftParen, limit: close), !stream[i].hasLeadingSpace { i = stream.skip(i, limit: close) }
        }
        var captures: [SwiftCapture] = []
        var bodyStart = i
        var scanStart = i
        if stream.isPunctuation(i, .leftBracket, limit: close) {
            let captureClose = stream.close(of: i, limit: close)
            if captureClose < close, let inIndex = stream.signatureEnd(from: captureClose + 1, limit: close) {
                captures = parseCaptures(i + 1, captureClose)
                bodyStart = captureClose + 1
                scanStart = inIndex + 1
            }
        } else if let inIndex = stream.signatureEnd(from: i, limit: close) {
            scanStart = inIndex + 1
        }
        let lastIndex = min(close, stream.count - 1)
        closures.append(SwiftClosure(
            range: stream.byteRange(from: open, through: lastIndex), captures: captures,
            usesSelf: stream.selfCount(from: bodyStart, to: close) > 0,
            enclosingType: context.typeIndex, enclosingFunction: context.functionName))
        if descend() {
            scanCode(scanStart, close, ScanContext(typeIndex: context.typeIndex, functionName: context.functionName,
                                                   functionLabels: context.functionLabels))
            ascend()
        }
    }

    /// `weak self`, `unowned(unsafe) x`, `x = expr`, `self` between the brackets `start..<end`.
    func parseCaptures(_ start: Int, _ end: Int) -> [SwiftCapture] {
        var captures: [SwiftCapture] = []
        var i = start
        while i < end {
            let itemStart = i
            while i < end, !stream.isPunctuation(i, .comma, limit: end) { i = stream.skip(i, limit: end) }
            let itemEnd = i
            i += 1
            var k = itemStart
            var ownership = SwiftCapture.Ownership.strong
            if k < itemEnd, stream[k].isWord(.weak) { ownership = .weak; k += 1 }
            else if k < itemEnd, stream[k].isWord(.unowned) {
                ownership = .unowned
                k += 1
                if stream.isPunctuation(k, .leftParen, limit: itemEnd) { k = stream.skip(k, limit: itemEnd) }
            }
            guard k < itemEnd, stream[k].isWord else { continue }
            captures.append(SwiftCapture(name: stream.text(k), ownership: ownership,
                                         range: stream.byteRange(from: itemStart, through: itemEnd - 1)))
        }
        return captures
    }
}
