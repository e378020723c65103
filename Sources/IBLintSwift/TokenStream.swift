import IBLintCore

/// The significant tokens of a file (comments and `#if`/`#elseif`/`#else`/`#endif` lines removed, so every
/// branch of a conditional block is scanned) plus precomputed bracket matches, so that the scanner can skip
/// any group in O(1) and never needs to recurse to find the end of something.
struct TokenStream {
    let tokens: [SwiftToken]
    /// The tokens' texts (`text(_:)`).
    let names: SwiftNames
    /// The file's bytes, for the few questions about a token's bytes (`firstByte`, `lastByte`).
    let bytes: [UInt8]
    /// For an opener (`(`, `[`, `{`, string head): the index of its closer; for a closer: its opener.
    /// `-1` when unmatched.
    let match: [Int]
    /// `selfBefore[i]`: how many `self` tokens (not after a `.`) precede index `i`.
    let selfBefore: [Int32]

    /// Takes the lexer's tokens and drops comments and conditional-compilation directives in place:
    /// kept tokens are moved down over the dropped ones (tokens hold no references), in the one array.
    init(_ lexed: consuming SwiftTokens, bytes: [UInt8]) {
        self.names = lexed.names
        self.bytes = bytes
        var tokens = lexed.tokens
        lexed.tokens = []
        // Through the buffer: after a file's first comment every kept token moves, and the array's
        // uniqueness and bounds checks on each move were most of the pass.
        let kept = tokens.withUnsafeMutableBufferPointer { tokens in
            var kept = 0
            var skippingCondition = false
            var pendingNewline = false
            var pendingSpace = false
            for position in tokens.indices {
                if tokens[position].isComment { continue }
                if skippingCondition {
                    if tokens[position].hasLeadingNewline { skippingCondition = false } else { continue }
                }
                if tokens[position].kind == .poundKeyword {
                    switch tokens[position].word {
                    case .poundIf, .poundElseif:
                        skippingCondition = true
                        pendingNewline = true
                        pendingSpace = true
                        continue
                    case .poundElse, .poundEndif:
                        pendingNewline = true
                        pendingSpace = true
                        continue
                    default: break
                    }
                }
                if kept != position { tokens[kept] = tokens[position] }
                if pendingNewline { tokens[kept].hasLeadingNewline = true }
                if pendingSpace { tokens[kept].hasLeadingSpace = true }
                pendingNewline = false
                pendingSpace = false
                kept += 1
            }
            return kept
        }
        tokens.removeSubrange(kept...)
        self.tokens = tokens

        var match = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .stringHead:
                stack.append(index)
            case .stringMiddle:
                // Closes anything left open inside the interpolation; the head stays open.
                if let found = TokenStream.findOpener(in: stack, tokens: tokens, closer: tokens[index]) {
                    TokenStream.truncate(&stack, to: found + 1)
                }
            case .stringTail:
                if let found = TokenStream.findOpener(in: stack, tokens: tokens, closer: tokens[index]) {
                    let opener = stack[found]
                    TokenStream.truncate(&stack, to: found)
                    match[opener] = index
                    match[index] = opener
                }
            case .punctuation:
                switch tokens[index].word {
                case .leftParen, .leftBracket, .leftBrace:
                    stack.append(index)
                case .rightParen, .rightBracket, .rightBrace:
                    if let found = TokenStream.findOpener(in: stack, tokens: tokens, closer: tokens[index]) {
                        let opener = stack[found]
                        TokenStream.truncate(&stack, to: found)
                        match[opener] = index
                        match[index] = opener
                    }
                default: break
                }
            default: break
            }
        }
        self.match = match

        var selfBefore = [Int32](repeating: 0, count: tokens.count + 1)
        var running: Int32 = 0
        for index in tokens.indices {
            selfBefore[index] = running
            if tokens[index].kind == .keyword, tokens[index].word == .`self`,
               !(index > 0 && tokens[index - 1].kind == .punctuation && tokens[index - 1].word == .dot) {
                running += 1
            }
        }
        selfBefore[tokens.count] = running
        self.selfBefore = selfBefore
    }

    /// `array` without its elements from `count` on, kept where it is: one or two elements go at a time
    /// here, and `removeSubrange` (a general replacement of a range) cost 80 instructions each time.
    @inline(__always) static func truncate<Element>(_ array: inout [Element], to count: Int) {
        while array.count > count { array.removeLast() }
    }

    /// Finds the stack position of the opener a closer belongs to. Searches only a bounded distance and never
    /// across a `{` (for `)`/`]`) or a string head (for brackets), so one stray closer cannot unwind the file's
    /// structure and scanning stays linear.
    private static func findOpener(in stack: [Int], tokens: [SwiftToken], closer: SwiftToken) -> Int? {
        var position = stack.count - 1
        var steps = 0
        while position >= 0, steps < 64 {
            let opener = tokens[stack[position]]
            switch (closer.kind, opener.kind) {
            case (.stringMiddle, .stringHead), (.stringTail, .stringHead):
                return position
            case (.stringMiddle, _), (.stringTail, _):
                break
            case (_, .stringHead):
                return nil
            default:
                switch (closer.word, opener.word) {
                case (.rightParen, .leftParen), (.rightBracket, .leftBracket), (.rightBrace, .leftBrace): return position
                case (_, .leftBrace): return nil
                default: break
                }
            }
            position -= 1
            steps += 1
        }
        return nil
    }

    var count: Int { tokens.count }

    @inline(__always) subscript(_ index: Int) -> SwiftToken { tokens[index] }

    /// The text of token `index` (see `SwiftTokens.text(_:)`). `index` must be in bounds.
    @inline(__always) func text(_ index: Int) -> String { names[tokens[index].name] }

    /// The texts of `names` as a set, each made a `String` and hashed once however often it is listed.
    func texts(ofNames names: [UInt32]) -> NameSet { numberedTexts(ofNames: names).set }

    /// `texts(ofNames:)`, and the number each of the stream's names has in it (-1 for a name not among
    /// `names`): the names are numbered in order of first use, as the set inserts them, unless two of the
    /// stream's names have the same text (then each is looked up).
    func numberedTexts(ofNames names: [UInt32]) -> (set: NameSet, numbers: [Int32]) {
        var numbers = [Int32](repeating: -1, count: self.names.count)
        var unique: [String] = []
        unique.reserveCapacity(min(names.count, self.names.count))
        for name in names where numbers[Int(name)] < 0 {
            numbers[Int(name)] = Int32(truncatingIfNeeded: unique.count)
            unique.append(self.names[name])
        }
        let set = NameSet(probablyDistinct: unique)
        if set.count != unique.count {
            for id in numbers.indices where numbers[id] >= 0 {
                numbers[id] = Int32(truncatingIfNeeded: set.number(of: self.names[UInt32(id)]) ?? -1)
            }
        }
        return (set, numbers)
    }

    /// Whether token `index`'s text is `text` (compared as `String`s). `index` must be in bounds.
    @inline(__always) func text(_ index: Int, is text: String) -> Bool { names[tokens[index].name] == text }

    /// The first byte of token `index` (an operator's first character, when it is ASCII).
    @inline(__always) func firstByte(_ index: Int) -> UInt8 {
        let range = tokens[index].range
        return range.isEmpty ? 0 : bytes[range.start]
    }

    /// The last byte of token `index`.
    @inline(__always) func lastByte(_ index: Int) -> UInt8 {
        let range = tokens[index].range
        return range.isEmpty ? 0 : bytes[range.end - 1]
    }

    func selfCount(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        return Int(selfBefore[min(end, tokens.count)] - selfBefore[max(0, start)])
    }
}
