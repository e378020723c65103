import IBLintCore
import IBLintSwift

/// Reads the declarative part of a Swift manifest (`Package.swift`, Tuist's `Project.swift`) without
/// evaluating it: calls like `.target(name: "X", path: "Y", exclude: ["Z"])` become values. Anything
/// computed (variables, string interpolation, `+`) reads as `.other`, which readers treat as unknown.
struct SwiftManifestReader {
    /// An argument value as written.
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        /// `.target(…)`, `Target(…)`, `.process("x")`, `.glob(pattern: "x")`: the name without the leading dot.
        case call(String, [Argument])
        /// `.iOS`, `.app`: a member written without arguments.
        case member(String)
        case other

        var string: String? { if case .string(let value) = self { return value }; return nil }
        var strings: [String]? {
            guard case .array(let values) = self else { return nil }
            let strings = values.compactMap(\.string)
            return strings.count == values.count ? strings : nil
        }
    }

    struct Argument: Equatable {
        var label: String?
        var value: Value
    }

    private let tokens: [SwiftToken]
    private let names: SwiftNames
    private let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let lexed = SwiftLexer.tokenize(bytes)
        self.names = lexed.names
        self.tokens = lexed.tokens.filter { !$0.isComment }
    }

    private func text(_ index: Int) -> String { names[tokens[index].name] }

    /// Every call whose name (after an optional leading `.`) is one of `names`, anywhere in the file, in
    /// order; calls nested in the arguments of a reported call are reported too.
    func calls(named names: Set<String>) -> [(name: String, arguments: [Argument])] {
        var found: [(String, [Argument])] = []
        var i = 0
        while i + 1 < tokens.count {
            if tokens[i].kind == .identifier || tokens[i].kind == .keyword, names.contains(text(i)),
               isPunctuation(i + 1, .leftParen), !tokens[i + 1].hasLeadingSpace {
                var end = i + 1
                found.append((text(i), arguments(openingAt: i + 1, end: &end)))
            }
            i += 1
        }
        return found
    }

    // MARK: Values

    private func isPunctuation(_ index: Int, _ word: SwiftWord) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && tokens[index].word == word
    }

    /// The arguments of the call whose `(` is at `open`; `end` is set to the index after its `)`.
    private func arguments(openingAt open: Int, end: inout Int) -> [Argument] {
        var arguments: [Argument] = []
        var i = open + 1
        while i < tokens.count, !isPunctuation(i, .rightParen) {
            var label: String?
            if i + 1 < tokens.count, tokens[i].kind == .identifier || tokens[i].kind == .keyword, isPunctuation(i + 1, .colon) {
                label = text(i)
                i += 2
            }
            let (value, next) = self.value(at: i, depth: 0)
            arguments.append(Argument(label: label, value: value))
            i = skipToSeparator(from: next, closer: .rightParen)
            if isPunctuation(i, .comma) { i += 1 }
        }
        end = min(tokens.count, i + 1)
        return arguments
    }

    /// Reads one value at `index`; returns it and the index after it (`.other` spans to the next `,` or closer).
    private func value(at index: Int, depth: Int) -> (Value, Int) {
        guard index < tokens.count, depth < 32 else { return (.other, index) }
        let token = tokens[index]
        switch token.kind {
        case .stringLiteral:
            let value = SwiftLexer.stringValue(of: token, in: bytes).map(Value.string) ?? .other
            return (endsValue(index + 1) ? value : .other, index + 1)
        case .punctuation where token.word == .leftBracket:
            var elements: [Value] = []
            var i = index + 1
            while i < tokens.count, !isPunctuation(i, .rightBracket) {
                let (element, next) = value(at: i, depth: depth + 1)
                elements.append(element)
                i = skipToSeparator(from: next, closer: .rightBracket)
                if isPunctuation(i, .comma) { i += 1 }
            }
            return (.array(elements), min(tokens.count, i + 1))
        case .punctuation where token.word == .dot:
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword else { return (.other, index + 1) }
            return memberOrCall(at: index + 1)
        case .identifier:
            return memberOrCall(at: index)
        default:
            return (.other, index + 1)
        }
    }

    private func memberOrCall(at index: Int) -> (Value, Int) {
        let name = text(index)
        if isPunctuation(index + 1, .leftParen), !tokens[index + 1].hasLeadingSpace {
            var end = index + 1
            let arguments = arguments(openingAt: index + 1, end: &end)
            return (endsValue(end) ? .call(name, arguments) : .other, end)
        }
        return (endsValue(index + 1) ? .member(name) : .other, index + 1)
    }

    /// Whether the value that ended before `index` is complete (followed by `,`, a closer, or nothing).
    private func endsValue(_ index: Int) -> Bool {
        index >= tokens.count || isPunctuation(index, .comma) || isPunctuation(index, .rightParen) || isPunctuation(index, .rightBracket)
    }

    /// From `index`, the first `,` or `closer` at this nesting level (skipping whatever `.other` left).
    private func skipToSeparator(from index: Int, closer: SwiftWord) -> Int {
        var depth = 0
        var i = index
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .punctuation {
                if depth == 0, token.word == .comma || token.word == closer { return i }
                if token.word == .leftParen || token.word == .leftBracket || token.word == .leftBrace { depth += 1 }
                if token.word == .rightParen || token.word == .rightBracket || token.word == .rightBrace {
                    if depth == 0 { return i }
                    depth -= 1
                }
            }
            i += 1
        }
        return i
    }
}

extension Array where Element == SwiftManifestReader.Argument {
    subscript(label: String) -> SwiftManifestReader.Value? { first { $0.label == label }?.value }
}
