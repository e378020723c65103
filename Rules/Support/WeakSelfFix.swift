import IBLintCore
import IBLintSwift

/// The `[weak self]` rewrite of a closure that captures `self` strongly.
enum WeakSelfFix {
    static let guardStatement = "guard let self else { return }"

    /// `[weak self]` plus `self?.` when every use of `self` is a statement of its own; otherwise
    /// `[weak self]` plus `guard let self else { return }` for closures returning `Void`; otherwise the
    /// guard version as a display-only suggestion.
    static func make(_ context: SwiftClosureContext, closure: SwiftClosure, returnsVoid: Bool, file: SourceFile) -> Fix? {
        guard let bodyStart = context.bodyStart else { return nil }
        let strongCapture = closure.captures.first { $0.name == "self" && $0.ownership == .strong }
        let uses = context.selfUses
        let open = closure.range.start + 1
        // Every edit falls inside the file: the closure's `{` and its capture list's `[` are in it. A summary
        // decoded from a damaged cache entry may hold ranges for which they are not (found by fuzzing).
        let ends = [open, bodyStart, strongCapture?.range.end ?? 0, context.captureList.map { $0.start + 1 } ?? 0] + uses.map(\.range.end)
        guard ends.allSatisfy({ $0 <= file.byteCount }) else { return nil }
        let hasHeader = context.captureList != nil || context.signatureIn != nil
        if returnsVoid, strongCapture == nil, !uses.isEmpty, uses.allSatisfy({ !$0.isSuper && $0.startsStatement }) {
            var edits = [captureEdit(context, strongCapture: strongCapture, open: open, file: file, addsIn: !hasHeader)]
            edits += uses.map { Edit(in: file, range: ByteRange(start: $0.range.end, end: $0.range.end), replacement: "?") }
            return Fix(title: "Capture self weakly ([weak self]) and call through self?", edits: edits, applicability: .unsafe)
        }
        let applicability: Applicability = returnsVoid && !uses.contains(where: \.isSuper) ? .unsafe : .displayOnly
        let guardText = context.bodyStartsOnNewLine
            ? guardStatement + file.lineEnding(ofLineAt: bodyStart) + context.bodyIndentation : guardStatement + "; "
        var edits: [Edit]
        if !hasHeader, bodyStart == open {
            edits = [Edit(in: file, range: ByteRange(start: open, end: open), replacement: " [weak self] in " + guardText)]
        } else {
            edits = [captureEdit(context, strongCapture: strongCapture, open: open, file: file, addsIn: !hasHeader),
                     Edit(in: file, range: ByteRange(start: bodyStart, end: bodyStart), replacement: guardText)]
        }
        return Fix(title: "Capture self weakly ([weak self]) and unwrap it with guard let self", edits: edits,
                   applicability: applicability)
    }

    private static func captureEdit(_ context: SwiftClosureContext, strongCapture: SwiftCapture?, open: Int,
                                    file: SourceFile, addsIn: Bool) -> Edit {
        if let strongCapture {
            return Edit(in: file, range: strongCapture.range, replacement: "weak self")
        }
        if let list = context.captureList {
            return Edit(in: file, range: ByteRange(start: list.start + 1, end: list.start + 1), replacement: "weak self, ")
        }
        return Edit(in: file, range: ByteRange(start: open, end: open), replacement: addsIn ? " [weak self] in" : " [weak self]")
    }
}
