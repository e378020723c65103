import IBLintCore

/// Which member names a file's code assigns and which it calls, beyond declaring them: for the rules that
/// would call an outlet "nil at run time" or an action "never called" (code that assigns the outlet, or
/// calls the action itself, proves them wrong). Generous on purpose (any object's member of that name
/// counts), so they only ever turn a finding into silence. Run once per file, on the parse's tokens.
public enum NameUseScan {
    private static let declaringKeywords: Set<String> = ["func", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias"]

    static func scan(_ tokens: [SwiftToken]) -> (assigned: Set<String>, called: Set<String>) {
        var assigned: Set<String> = [], called: Set<String> = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // `@objc(save:)`: the attribute's arguments name the method being declared, not a use of it.
            if token.kind == .attribute, index + 1 < tokens.count, tokens[index + 1].is("("), !tokens[index + 1].hasLeadingSpace {
                var depth = 0
                index += 1
                while index < tokens.count {
                    if tokens[index].is("(") { depth += 1 } else if tokens[index].is(")") { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
                index += 1
                continue
            }
            defer { index += 1 }
            guard token.kind == .identifier else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            if let previous, previous.kind == .keyword, declaringKeywords.contains(previous.text) { continue }
            // A call (`save(nil)`, `self.save(sender)`, `editor.save(nil)`); a tuple member or an argument
            // label of the same name is not one.
            if index + 1 < tokens.count, tokens[index + 1].is("(") { called.insert(token.text) }
            guard index + 1 < tokens.count, tokens[index + 1].kind == .operator, tokens[index + 1].text == "=" else { continue }
            if let previous, previous.is(":") { continue }  // `label: UILabel = …`: a type annotation
            if index + 2 < tokens.count, tokens[index + 2].isWord("nil") { continue }
            assigned.insert(token.text)
        }
        return (assigned, called)
    }

    /// Names the code adds constraints through: `badge.topAnchor…`, `badge.snp…`, `NSLayoutConstraint(item: badge, …)`,
    /// `badge.addConstraint(…)`.
    static func constrainedNames(_ tokens: [SwiftToken]) -> Set<String> {
        var names: Set<String> = []
        for (position, token) in tokens.enumerated() where token.kind == .identifier {
            if position + 2 < tokens.count, tokens[position + 1].is("."), tokens[position + 2].kind == .identifier,
               isConstraintMember(tokens[position + 2].text) {
                names.insert(token.text)
            }
            if token.text == "item" || token.text == "toItem", position + 2 < tokens.count, tokens[position + 1].is(":") {
                var value = position + 2
                if tokens[value].isWord("self"), value + 2 < tokens.count, tokens[value + 1].is(".") { value += 2 }
                if tokens[value].kind == .identifier { names.insert(tokens[value].text) }
            }
        }
        return names
    }

    public static func isConstraintMember(_ name: String) -> Bool {
        name.hasSuffix("Anchor") || name == "snp" || name == "addConstraint" || name == "addConstraints"
            || name == "translatesAutoresizingMaskIntoConstraints"
    }
}
