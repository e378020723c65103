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
        // Swift files were scanned for these names when they were parsed, in parallel.
        for summary in swiftFiles {
            assigned.formUnion(summary.assignedNames)
            called.formUnion(summary.calledNames)
        }
        for bytes in objcBytes {
            Self.scanObjC(bytes, assigned: &assigned, called: &called)
        }
        assignedNames = assigned
        calledNames = called
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
    /// What the project's code assigns and mentions (see `CodeUseFacts`). Computed once, for every rule
    /// that asks (unconnected-outlet and unconnected-action each merged every file's names).
    public func codeUseFacts() -> CodeUseFacts {
        derived.codeUseFacts.get { CodeUseFacts(swiftFiles: swiftFiles, objcBytes: objcFiles.map(\.file.bytes)) }
    }
}
