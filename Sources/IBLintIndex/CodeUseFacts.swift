import IBLintCore
import IBLintObjC
import IBLintSwift

/// What the code does with member names beyond declaring them: which it assigns and which it calls.
/// For the rules that would call an outlet "nil at run time" or an action "never called": code that
/// assigns the outlet, or calls the action itself, proves them wrong. Both sets are generous (any object's
/// member of that name counts), so they only ever turn a finding into silence.
public struct CodeUseFacts: Sendable {
    /// Names assigned something other than `nil`: `titleLabel = UILabel()`, `self.titleLabel = …`,
    /// `header.titleLabel = …`, Objective-C `_titleLabel = [[UILabel alloc] init];`.
    public let assignedNames: NameSet
    /// Names code calls: Swift calls (`save(nil)`, `self.save(sender)`, `editor.save(nil)`) and Objective-C
    /// message sends (`[self save:nil]`, `[editor save]`).
    public let calledNames: NameSet

    init(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary]) {
        var assigned = NameSet(), called = NameSet()
        // Every file was scanned for these names when it was parsed, in parallel (`NameUseScan`,
        // `ObjCTextFacts`), and the cache keeps them.
        for summary in swiftFiles {
            assigned.formUnion(summary.assignedNames)
            called.formUnion(summary.calledNames)
        }
        for summary in objcFiles {
            assigned.formUnion(summary.text.assignedNames)
            called.formUnion(summary.text.calledNames)
        }
        assignedNames = assigned
        calledNames = called
    }
}

extension ProjectIndex {
    /// What the project's code assigns and mentions (see `CodeUseFacts`). Computed once, for every rule
    /// that asks (unconnected-outlet and unconnected-action each merged every file's names).
    public func codeUseFacts() -> CodeUseFacts {
        derived.codeUseFacts.get { CodeUseFacts(swiftFiles: swiftFiles, objcFiles: objcFiles) }
    }
}
