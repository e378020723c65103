import IBLintCore

/// The significant tokens of a file (comments and `#if`/`#elseif`/`#else`/`#endif` lines removed, so every
/// branch of a conditional block is scanned) plus precomputed bracket matches, so that the scanner can skip
/// any group in O(1) and never needs to recurse to find the end of something.
struct TokenStream {
    let tokens: [SwiftToken]
    /// For an opener (`(`, `[`, `{`, string head): the index of its closer; for a closer: its opener.
    /// `-1` when unmatched.
    let match: [Int]
    /// `selfBefore[i]`: how many `self` tokens (not after a `.`) precede index `i`.
    let selfBefore: [Int32]

    /// Takes the lexer's tokens and drops comments and conditional-compilation directives in place:
    /// kept tokens are moved down (a swap moves without copying), none is copied.
    init(_ all: consuming [SwiftToken]) {
        var tokens = consume all
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
                switch tokens[position].text {
                case "#if", "#elseif":
                    skippingCondition = true
                    pendingNewline = true
                    pendingSpace = true
                    continue
                case "#else", "#endif":
                    pendingNewline = true
                    pendingSpace = true
                    continue
                default: break
                }
            }
            if kept != position { tokens.swapAt(kept, position) }
            if pendingNewline { tokens[kept].hasLeadingNewline = true }
            if pendingSpace { tokens[kept].hasLeadingSpace = true }
            pendingNewline = false
            pendingSpace = false
            kept += 1
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
                    stack.removeSubrange((found + 1)...)
                }
            case .stringTail:
                if let found = TokenStream.findOpener(in: stack, tokens: tokens, closer: tokens[index]) {
                    let opener = stack[found]
                    stack.removeSubrange(found...)
                    match[opener] = index
                    match[index] = opener
                }
            case .punctuation:
                switch tokens[index].text {
                case "(", "[", "{":
                    stack.append(index)
                case ")", "]", "}":
                    if let found = TokenStream.findOpener(in: stack, tokens: tokens, closer: tokens[index]) {
                        let opener = stack[found]
                        stack.removeSubrange(found...)
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
            if tokens[index].kind == .keyword, tokens[index].text == "self",
               !(index > 0 && tokens[index - 1].kind == .punctuation && tokens[index - 1].text == ".") {
                running += 1
            }
        }
        selfBefore[tokens.count] = running
        self.selfBefore = selfBefore
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
                switch (closer.text, opener.text) {
                case (")", "("), ("]", "["), ("}", "{"): return position
                case (_, "{"): return nil
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

    func selfCount(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        return Int(selfBefore[min(end, tokens.count)] - selfBefore[max(0, start)])
    }
}
