import IBLintCore

/// Which member names a file's code assigns and which it calls, beyond declaring them: for the rules that
/// would call an outlet "nil at run time" or an action "never called" (code that assigns the outlet, or
/// calls the action itself, proves them wrong). Generous on purpose (any object's member of that name
/// counts), so they only ever turn a finding into silence. Run once per file, on the parse's tokens.
public enum NameUseScan {
    private static let declaringKeywords: SwiftWordSet = [.func, .var, .let, .case, .class, .struct, .enum, .protocol, .typealias]

    static func scan(_ stream: TokenStream) -> (assigned: NameSet, called: NameSet) {
        let tokens = stream.tokens
        var assigned: [UInt32] = [], called: [UInt32] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // `@objc(save:)`: the attribute's arguments name the method being declared, not a use of it.
            if token.kind == .attribute, index + 1 < tokens.count, tokens[index + 1].is(.leftParen), !tokens[index + 1].hasLeadingSpace {
                var depth = 0
                index += 1
                while index < tokens.count {
                    if tokens[index].is(.leftParen) { depth += 1 } else if tokens[index].is(.rightParen) { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
                index += 1
                continue
            }
            defer { index += 1 }
            guard token.kind == .identifier else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            if let previous, previous.kind == .keyword, declaringKeywords.contains(previous.word) { continue }
            // A call (`save(nil)`, `self.save(sender)`, `editor.save(nil)`); a tuple member or an argument
            // label of the same name is not one.
            if index + 1 < tokens.count, tokens[index + 1].is(.leftParen) { called.append(token.name) }
            guard index + 1 < tokens.count, tokens[index + 1].kind == .operator, tokens[index + 1].word == .assign else { continue }
            if let previous, previous.is(.colon) { continue }  // `label: UILabel = …`: a type annotation
            if index + 2 < tokens.count, tokens[index + 2].isWord(.nil) { continue }
            assigned.append(token.name)
        }
        return (stream.texts(ofNames: assigned), stream.texts(ofNames: called))
    }

    /// Names the code adds constraints through: `badge.topAnchor…`, `badge.snp…`, `NSLayoutConstraint(item: badge, …)`,
    /// `badge.addConstraint(…)`.
    static func constrainedNames(_ stream: TokenStream) -> Set<String> {
        let tokens = stream.tokens
        var names: Set<String> = []
        // Whether each of the file's names is a constraint member, asked once per name rather than per
        // `x.y` (making the member's `String` and testing its suffix each time was most of this pass).
        var isMember = [Int8](repeating: -1, count: stream.names.count)
        for (position, token) in tokens.enumerated() where token.kind == .identifier {
            if position + 2 < tokens.count, tokens[position + 1].is(.dot), tokens[position + 2].kind == .identifier {
                let member = Int(tokens[position + 2].name)
                if isMember[member] < 0 { isMember[member] = AutoLayoutNames.isConstraintMember(stream.text(position + 2)) ? 1 : 0 }
                if isMember[member] == 1 { names.insert(stream.text(position)) }
            }
            if token.word == .item || token.word == .toItem, position + 2 < tokens.count, tokens[position + 1].is(.colon) {
                var value = position + 2
                if tokens[value].isWord(.`self`), value + 2 < tokens.count, tokens[value + 1].is(.dot) { value += 2 }
                if tokens[value].kind == .identifier { names.insert(stream.text(value)) }
            }
        }
        return names
    }
}
