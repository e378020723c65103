import IBLintCore
import IBLintSwift

/// What the code does with member names beyond declaring them: which it assigns and which it calls.
/// For the rules that would call an outlet "nil at run time" or an action "never called": code that
/// assigns the outlet, or calls the action itself, proves them wrong. Both sets are generous (any object's
/// member of that name counts), so they only ever turn a finding into silence.
public struct CodeUseFacts: Sendable {
    /// Names assigned something other than `nil`: `titleLabel = UILabel()`, `self.titleLabel = …`,
    /// `header.titleLabel = …`, Objective-C `_titleLabel = [[UILabel alloc] init];`.
    public let assignedNames: Set<String>
    /// Names code calls: Swift calls (`save(nil)`, `self.save(sender)`, `editor.save(nil)`) and Objective-C
    /// message sends (`[self save:nil]`, `[editor save]`).
    public let calledNames: Set<String>

    init(swiftFiles: [SwiftFileSummary], objcBytes: [[UInt8]]) {
        var assigned: Set<String> = [], called: Set<String> = []
        for summary in swiftFiles {
            Self.scanSwift(SwiftLexer.tokenize(summary.file.bytes), assigned: &assigned, called: &called)
        }
        for bytes in objcBytes {
            Self.scanObjC(bytes, assigned: &assigned, called: &called)
        }
        assignedNames = assigned
        calledNames = called
    }

    private static let declaringKeywords: Set<String> = ["func", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias"]

    static func scanSwift(_ all: [SwiftToken], assigned: inout Set<String>, called: inout Set<String>) {
        let tokens = all.filter { !$0.isComment }
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
    }

    /// Objective-C from its bytes (comments included: a name a comment assigns only adds silence).
    static func scanObjC(_ bytes: [UInt8], assigned: inout Set<String>, called: inout Set<String>) {
        RawText.forEachWord(in: bytes[...]) { range in
            let word = String(decoding: bytes[range], as: UTF8.self)
            // A message send: `[receiver save:…]`, `[[self editor] save]`.
            var before = range.lowerBound - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            var next = range.upperBound
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            let endsSelectorPart = next < bytes.count && (bytes[next] == UInt8(ascii: ":") || bytes[next] == UInt8(ascii: "]"))
            if before >= 0, bytes[before].isIdentifierByte || bytes[before] == UInt8(ascii: "]"), endsSelectorPart { called.insert(word) }
            // An assignment: `_titleLabel = …`, `self.titleLabel = …` (not `==`, not `= nil`).
            var after = range.upperBound
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            guard after < bytes.count, bytes[after] == UInt8(ascii: "=") else { return }
            guard after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: "=") else { return }
            var value = after + 1
            while value < bytes.count, bytes[value] == UInt8(ascii: " ") || bytes[value] == UInt8(ascii: "\t") { value += 1 }
            let rest = bytes[value..<min(bytes.count, value + 4)]
            if rest.elementsEqual("nil".utf8) || (rest.starts(with: "nil".utf8) && !(rest.last?.isIdentifierByte ?? false)) { return }
            assigned.insert(word)
        }
    }
}

extension ProjectIndex {
    /// What the project's code assigns and mentions (see `CodeUseFacts`). Computed on each call: ask once per rule.
    public func codeUseFacts() -> CodeUseFacts {
        CodeUseFacts(swiftFiles: swiftFiles, objcBytes: objcFiles.map(\.file.bytes))
    }
}
