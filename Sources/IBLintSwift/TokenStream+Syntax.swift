import IBLintCore

/// Pieces of Swift syntax read straight off the tokens, with no scanner state: generic angle brackets, type
/// annotations, closure signatures and call argument lists. The declaration scanner reads declarations with
/// them and the passes after it read closures, locals and calls with the same ones, so both agree on where
/// a type or a signature ends.
extension TokenStream {
    // MARK: Generic angle brackets

    /// Whether the token at `index` opens `<…>` (the lexer joins `<` with following operator characters).
    func isAngleOpen(_ index: Int) -> Bool {
        tokens[index].kind == .operator && firstByte(index) == UInt8(ascii: "<") && tokens[index].angleDeltaValue > 0
    }

    /// Skips `<…>` starting at `index`; stops at a brace or `limit` if unbalanced.
    func skipAngles(_ index: Int, limit: Int) -> Int {
        var angle = 0
        var i = index
        while i < limit {
            let token = tokens[i]
            if token.kind == .punctuation, token.word == .leftBrace || token.word == .rightBrace || token.word == .semicolon { return i }
            if let delta = token.angleDelta {
                angle += delta
                if angle <= 0 { return i + 1 }
            }
            i = skip(i, limit: limit)
        }
        return i
    }

    // MARK: Types

    /// Reads a type annotation starting at `index`; returns the index after it. It ends at `=`, `{`, `,`, `;`,
    /// `)` (all outside `<…>`), or at a line break not continued by `->`/`&`/`.`.
    /// When token `index` opens a generic argument clause in an expression (`PassthroughSubject<[X], Never>()`:
    /// a `<` right after a type name, with no space), the index after its closing `>`; `nil` when it is a
    /// comparison or anything else. The clause must hold only type syntax and be followed by `(`, `.`, `)`,
    /// `]`, `,`, `>` or the end of the line, as Swift's parser requires.
    func genericArgumentsEnd(at index: Int, limit: Int) -> Int? {
        guard index > 0, index < limit, tokens[index].kind == .operator, firstByte(index) == UInt8(ascii: "<"),
              !tokens[index].hasLeadingSpace, tokens[index - 1].kind == .identifier,
              let first = text(index - 1).unicodeScalars.first, first.isUppercaseLetter,
              let opening = tokens[index].angleDelta, opening > 0 else { return nil }
        var depth = opening, i = index + 1
        while i < limit, i - index < 128 {
            let token = tokens[i]
            if token.hasLeadingNewline { return nil }
            switch token.kind {
            case .identifier, .keyword:
                i += 1
            case .punctuation:
                guard SwiftTokenSets.typeArgumentPunctuation.contains(token.word) else { return nil }
                i += 1
            case .operator:
                if token.word == .arrow || token.word == .question || token.word == .exclamation || token.word == .ampersand { i += 1; continue }
                guard let delta = token.angleDelta else { return nil }
                depth += delta
                i += 1
                if depth < 0 { return nil }
                if depth == 0 {
                    guard i < limit, !tokens[i].hasLeadingNewline else { return i }
                    let next = tokens[i]
                    return (next.kind == .punctuation && SwiftTokenSets.afterTypeArguments.contains(next.word))
                        || (next.kind == .operator && firstByte(i) == UInt8(ascii: ">")) ? i : nil
                }
            default:
                return nil
            }
        }
        return nil
    }

    func skipType(from index: Int, limit: Int, stopAtBrace: Bool = true) -> Int {
        var i = index
        var angle = 0
        while i < limit {
            let token = tokens[i]
            if i > index, token.hasLeadingNewline, angle == 0 {
                let continues = (token.kind == .operator && (token.word == .arrow || token.word == .ampersand))
                    || (token.kind == .punctuation && token.word == .dot)
                    || (tokens[i - 1].kind == .operator && (tokens[i - 1].word == .arrow || tokens[i - 1].word == .ampersand))
                if !continues { return i }
            }
            if token.kind == .punctuation {
                switch token.word {
                case .leftBrace: if stopAtBrace || angle == 0 { return i }
                case .comma: if angle == 0 { return i }
                case .semicolon, .rightBrace, .rightParen, .rightBracket: return i
                default: break
                }
            }
            if token.kind == .operator {
                if let delta = token.angleDelta {
                    angle = max(0, angle + delta)
                } else if angle == 0, token.word == .assign || lastByte(i) == UInt8(ascii: "=") && token.word != .equalEqual {
                    return i
                } else if angle == 0, token.word != .arrow, token.word != .ampersand, token.word != .question, token.word != .exclamation,
                          token.word != .ellipsis, token.word != .tilde {
                    return i
                }
            }
            if token.isWord(.where) || token.isWord(.in) { if angle == 0 { return i } }
            i = skip(i, limit: limit)
        }
        return i
    }

    // MARK: Closure signatures

    /// The index of `in` if the tokens from `index` form a closure signature (`x, y in`, `(a: Int) -> B in`,
    /// `_ in`), else `nil`.
    func signatureEnd(from index: Int, limit: Int) -> Int? {
        var i = index
        var steps = 0
        while i < limit, steps < 256 {
            let token = tokens[i]
            switch token.kind {
            case .keyword:
                if token.word == .in { return i }
                // `{ (self, value) in … }`: a parameter named `self` (RxSwift's `withUnretained`, `drive(weak:)`).
                if token.word == .`self`, i + 1 < limit, isPunctuation(i + 1, .comma) || isPunctuation(i + 1, .rightParen) || isPunctuation(i + 1, .colon)
                    || tokens[i + 1].kind == .keyword && tokens[i + 1].word == .in,
                   i > index ? (isPunctuation(i - 1, .comma) || isPunctuation(i - 1, .leftParen)) : true { break }
                guard SwiftTokenSets.signatureKeywords.contains(token.word) else { return nil }
            case .identifier, .attribute:
                break
            case .punctuation:
                switch token.word {
                case .comma, .colon, .dot: break
                case .leftParen, .leftBracket: break
                default: return nil
                }
            case .operator:
                guard token.word == .arrow || token.word == .question || token.word == .exclamation || token.word == .ampersand
                        || token.word == .ellipsis || token.angleDelta != nil else { return nil }
            default:
                return nil
            }
            i = skip(i, limit: limit)
            steps += 1
        }
        return nil
    }

    // MARK: Call arguments

    /// The arguments between the parentheses at `open` and `close`, split at top-level commas.
    func callArguments(_ open: Int, _ close: Int) -> [CallArgument] {
        var arguments: [CallArgument] = []
        var i = open + 1
        if i < close { arguments.reserveCapacity(4) }
        while i < close {
            let itemStart = i
            while i < close, !isPunctuation(i, .comma, limit: close) { i = skip(i, limit: close) }
            var argument = CallArgument(label: nil, start: itemStart, end: i)
            if itemStart + 1 < i, tokens[itemStart].isWord, isPunctuation(itemStart + 1, .colon, limit: i) {
                argument.label = text(itemStart)
                argument.start = itemStart + 2
            }
            arguments.append(argument)
            i += 1
        }
        return arguments
    }
}

/// One argument of a call: its label, if written, and the token indices of its value.
struct CallArgument {
    var label: String?
    /// Value tokens: `start..<end`.
    var start: Int
    var end: Int
}

/// Word sets the token-stream helpers ask about.
enum SwiftTokenSets {
    /// Punctuation a generic argument clause may hold.
    static let typeArgumentPunctuation: SwiftWordSet = [.comma, .dot, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen]
    /// Punctuation that may follow a generic argument clause in an expression.
    static let afterTypeArguments: SwiftWordSet = [.leftParen, .dot, .rightParen, .rightBracket, .comma]
    /// Keywords a closure signature may hold.
    static let signatureKeywords: SwiftWordSet = [.underscore, .throws, .rethrows, .anyType, .selfType, .inout]
}
