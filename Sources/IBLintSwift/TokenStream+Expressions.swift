import IBLintCore

/// Reading expressions back from where they end and finding statement boundaries, for the passes after the
/// declaration scanner: the closure-context pass asks where a closure's call or assignment starts, the
/// code-scope pass where a local is stored. Backward walks are step-capped (`maximumBackwardSteps`), so
/// no input makes them slow.
extension TokenStream {
    static let maximumBackwardSteps = 256
    /// Punctuation after which a line continues the expression.
    static let continuingPunctuation: SwiftWordSet = [.dot, .comma, .leftParen, .leftBracket, .colon]

    /// A word a dotted path can be made of: an identifier, `self`, `super`, `Self` or `init`.
    func isPathWord(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        let token = tokens[index]
        if token.kind == .identifier { return true }
        return token.kind == .keyword && (token.word == .`self` || token.word == .super || token.word == .selfType || token.word == .`init`)
    }

    /// A token that can only continue the previous line's expression. `index` must be in bounds.
    func continuesExpression(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .punctuation, token.word == .dot || token.word == .comma { return true }
        if token.kind == .operator { return true }
        if index > 0 {
            let previous = tokens[index - 1]
            if previous.kind == .operator { return true }
            if previous.kind == .punctuation, TokenStream.continuingPunctuation.contains(previous.word) { return true }
        }
        return false
    }

    /// Whether a statement starts at `index` (within a code block). `index` must be in bounds.
    func isStatementStart(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        if previous.kind == .punctuation, previous.word == .leftBrace || previous.word == .semicolon || previous.word == .rightBrace { return true }
        if previous.kind == .keyword, previous.word == .in || previous.word == .else { return true }
        return tokens[index].hasLeadingNewline && !continuesExpression(index)
    }

    /// Whether nothing follows `index` on its line except a `;` or a closing brace.
    func endsStatement(after index: Int) -> Bool {
        let next = index + 1
        guard next < count else { return true }
        if tokens[next].hasLeadingNewline { return !continuesExpression(next) }
        return isPunctuation(next, .semicolon) || isPunctuation(next, .rightBrace)
    }

    /// Whether `part` is `…`, the part that leads a path read backward into something unreadable. Compared
    /// by bytes: `==` with a non-ASCII string takes `String`'s slow path whenever the two differ.
    @inline(__always) static func isUnreadablePart(_ part: String?) -> Bool {
        guard let part, part.utf8.count == 3 else { return false }
        return part.utf8.elementsEqual(unreadablePartBytes)
    }

    /// Whether some part of `path` is `…`.
    static func hasUnreadablePart(_ path: [String]) -> Bool { path.contains { isUnreadablePart($0) } }

    private static let unreadablePartBytes: [UInt8] = Array("…".utf8)

    /// One part of a dotted path as `pathParts(endingAt:into:)` reads it, without its text: a word (its
    /// token's name), a word called (`receive()`), or `[]`, `…` or `.` (`text(of:)` makes the text).
    struct PathPart: Hashable {
        /// The name shifted left by two, or'ed with 0 for a word and 1 for a word called; `[]`, `…` and `.`
        /// are 2, 6 and 10.
        let code: UInt64

        @inline(__always) static func word(_ name: UInt32) -> PathPart { PathPart(code: UInt64(name) << 2) }
        @inline(__always) static func called(_ name: UInt32) -> PathPart { PathPart(code: UInt64(name) << 2 | 1) }
        static let subscripted = PathPart(code: 2)
        /// `…`: leads a path that continues into something unreadable.
        static let unreadable = PathPart(code: 6)
        /// `.`: leads a call's path that starts with a dot (`.init(…)`, `.success(…)`), put there by the caller.
        static let leadingDot = PathPart(code: 10)
    }

    /// The text of `part`, as `pathBackward` gives it.
    func text(of part: PathPart) -> String {
        switch part.code & 3 {
        case 0: names[UInt32(truncatingIfNeeded: part.code >> 2)]
        case 1: names[UInt32(truncatingIfNeeded: part.code >> 2)] + "()"
        default: part == .subscripted ? "[]" : part == .unreadable ? "…" : "."
        }
    }

    /// A dotted path ending at `end`, read backward: `self.stackView`, `NotificationCenter.default.addObserver`,
    /// `publisher.receive(on: q).sink` (`receive()`), `items[0].onTap` (`[]`). Returns the parts and the
    /// index of the first token; `…` leads the parts when the path continues into something unreadable.
    func pathBackward(endingAt end: Int) -> (parts: [String], start: Int)? {
        var parts: [PathPart] = []
        guard let start = pathParts(endingAt: end, into: &parts) else { return nil }
        return (parts.map { text(of: $0) }, start)
    }

    /// `pathBackward(endingAt:)`'s parts, in order, into `parts` (emptied first), without making their
    /// texts: the call scanner finds most paths among those it met before by these alone. Returns the index
    /// of the path's first token.
    func pathParts(endingAt end: Int, into parts: inout [PathPart]) -> Int? {
        TokenStream.truncate(&parts, to: 0)
        var j = end
        var steps = 0
        while j >= 0, steps < TokenStream.maximumBackwardSteps {
            steps += 1
            while j > 0, tokens[j].kind == .operator, tokens[j].word == .question || tokens[j].word == .exclamation, !tokens[j].hasLeadingSpace { j -= 1 }
            let token = tokens[j]
            if token.kind == .punctuation, token.word == .rightParen {
                guard let open = opener(ofGroupEndingAt: j), open > 0, isPathWord(open - 1),
                      !tokens[open].hasLeadingSpace else { return nil }
                parts.append(.called(tokens[open - 1].name))
                j = open - 1
            } else if token.kind == .punctuation, token.word == .rightBracket {
                guard let open = opener(ofGroupEndingAt: j), open > 0, !tokens[open].hasLeadingSpace else { return nil }
                parts.append(.subscripted)
                j = open - 1
                continue
            } else if token.kind == .punctuation, token.word == .rightBrace {
                // A trailing closure of an earlier call in the chain (`} label: { … }` for each labelled one).
                guard var open = opener(ofGroupEndingAt: j), open > 0 else { return nil }
                var labelled = 0
                while labelled < 16, open >= 3, isPunctuation(open - 1, .colon), tokens[open - 2].isWord,
                      isPunctuation(open - 3, .rightBrace), let earlier = opener(ofGroupEndingAt: open - 3), earlier > 0 {
                    open = earlier
                    labelled += 1
                }
                j = open - 1
                continue
            } else if isPathWord(j) {
                parts.append(.word(token.name))
            } else {
                return nil
            }
            if j >= 2, isPunctuation(j - 1, .dot) {
                if isPathWord(j - 2) || isPunctuation(j - 2, .rightParen) || isPunctuation(j - 2, .rightBracket) || isPunctuation(j - 2, .rightBrace)
                    || (tokens[j - 2].kind == .operator && (tokens[j - 2].word == .question || tokens[j - 2].word == .exclamation)) {
                    j -= 2
                    continue
                }
                parts.append(.unreadable)
                parts.reverse()
                return j - 1
            }
            guard !parts.isEmpty else { return nil }
            parts.reverse()
            return j
        }
        return nil
    }

    /// The arguments between the parentheses at `open` and `close` as the model writes them (label and
    /// trimmed text), with the token indices `start..<end` of each value.
    func callArgumentValues(_ open: Int, _ close: Int, in file: SourceFile) -> [(argument: SwiftCallArgument, start: Int, end: Int)] {
        callArguments(open, close).map { argument in
            let value = text(from: argument.start, through: argument.end - 1, in: file).trimmingWhitespace
            return (SwiftCallArgument(label: argument.label, text: value), argument.start, argument.end)
        }
    }
}
