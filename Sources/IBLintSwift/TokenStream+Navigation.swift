import IBLintCore

/// Moving around the token stream: the declaration scanner and the passes after it ask these questions of
/// the same tokens, so they are answered once, here. An index may be out of bounds unless its doc says
/// otherwise. Each answer is O(1) from the bracket matches computed up front, except the O(log n) look-up
/// of a token by byte offset.
extension TokenStream {
    // MARK: Tokens

    @inline(__always) func isPunctuation(_ index: Int, _ word: SwiftWord, limit: Int) -> Bool {
        index < limit && index >= 0 && tokens[index].kind == .punctuation && tokens[index].word == word
    }

    @inline(__always) func isPunctuation(_ index: Int, _ word: SwiftWord) -> Bool {
        isPunctuation(index, word, limit: count)
    }

    @inline(__always) func isOperator(_ index: Int, _ word: SwiftWord) -> Bool {
        index >= 0 && index < count && tokens[index].kind == .operator && tokens[index].word == word
    }

    // MARK: Groups

    /// `(`, `[`, `{` or a string head. `index` must be in bounds.
    @inline(__always) func isOpener(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .stringHead { return true }
        guard token.kind == .punctuation else { return false }
        return token.word == .leftParen || token.word == .leftBracket || token.word == .leftBrace
    }

    /// The index of the closer matching the opener at `index`, or `limit` when it has none before `limit`.
    /// `index` must be in bounds.
    @inline(__always) func close(of index: Int, limit: Int) -> Int {
        let closer = match[index]
        return closer > index && closer < limit ? closer : limit
    }

    /// The closer of the group opened at `index`; `nil` for an unmatched opener or a token that opens nothing.
    /// `index` must be in bounds.
    @inline(__always) func closer(ofGroupAt index: Int) -> Int? {
        let closer = match[index]
        return closer > index ? closer : nil
    }

    /// The opener of the group closed at `index`; `nil` for an unmatched closer or a token that closes nothing.
    /// `index` must be in bounds.
    @inline(__always) func opener(ofGroupEndingAt index: Int) -> Int? {
        let opener = match[index]
        return opener >= 0 && opener < index ? opener : nil
    }

    /// The index after the group opened at `index` (or just after `index` for a non-opener), clamped to `limit`.
    @inline(__always) func skip(_ index: Int, limit: Int) -> Int {
        if isOpener(index) { return min(limit, close(of: index, limit: limit) + 1) }
        return index + 1
    }

    // MARK: Tokens and bytes

    /// The source from the start of token `start` through the end of token `last`; empty when `last` is
    /// before `start` or either is out of bounds.
    func text(from start: Int, through last: Int, in file: SourceFile) -> String {
        guard start <= last, start >= 0, last < count else { return "" }
        return file.text(ByteRange(start: tokens[start].range.start, end: tokens[last].range.end))
    }

    /// The bytes from the start of token `start` through the end of token `last` (just `start`'s token when
    /// `last` is before it). `start`, and `last` when after it, must be in bounds.
    func byteRange(from start: Int, through last: Int) -> ByteRange {
        let lower = tokens[start].range.start
        return ByteRange(start: lower, end: max(lower, tokens[max(start, last)].range.end))
    }

    /// The first token that starts at or after `offset` (`count` when there is none); binary search, since the
    /// passes after the declaration scanner find their way back from the byte ranges it recorded.
    func firstIndex(atOrAfter offset: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The token that starts exactly at `offset`, if there is one.
    func index(startingAt offset: Int) -> Int? {
        let index = firstIndex(atOrAfter: offset)
        return index < count && tokens[index].range.start == offset ? index : nil
    }
}
