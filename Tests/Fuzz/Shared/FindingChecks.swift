// Compiled into the harnesses that lint (scripts/fuzz: lint, cache): what every run's findings are held to.
import IBLintCore
import IBLintEngine

/// Every finding points into a file that was linted, within its bytes, at a position from 1:1; its message is
/// one line, and so are its notes, its related locations' messages and its fix's title; related locations and
/// a fix's edits stay within their files.
func checkFindings(_ diagnostics: [Diagnostic], of inputs: [InputFile]) {
    let sizes = Dictionary(inputs.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
    for diagnostic in diagnostics {
        let location = diagnostic.location
        guard let count = sizes[location.path] else { fatalError("a finding in a file that was not linted: \(location.path)") }
        require(location.range.end <= count, "\(diagnostic.ruleID): a finding past the end of \(location.path)")
        require(location.start.line >= 1 && location.start.column >= 1, "\(diagnostic.ruleID): a position before the file")
        require(!diagnostic.message.isEmpty && !diagnostic.message.contains("\n"), "\(diagnostic.ruleID): a message not on one line")
        for note in diagnostic.notes + diagnostic.related.map(\.message) + [diagnostic.fix?.title ?? ""] {
            require(!note.contains("\n"), "\(diagnostic.ruleID): a note or fix title not on one line")
        }
        for related in diagnostic.related {
            require(related.location.range.end <= sizes[related.location.path] ?? Int.max, "\(diagnostic.ruleID): a related location past the end")
        }
        for edit in diagnostic.fix?.edits ?? [] {
            require(edit.range.end <= sizes[edit.path] ?? -1, "\(diagnostic.ruleID): a fix edits past the end of \(edit.path)")
        }
    }
}

/// Like `precondition`, but the message is printed in optimized builds too.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
