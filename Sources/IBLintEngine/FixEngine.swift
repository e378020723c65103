import IBLintCore
import IBLintXML

/// Applies fixes: safe ones by default, unsafe ones when asked, display-only ones never.
/// Edits of one fix are applied all or nothing; fixes whose edits overlap are not applied in the same
/// pass; a changed interface file must still parse, or every fix touching it is dropped and reported;
/// after a pass the project is re-linted, until nothing changes or `maxPasses` is reached.
public enum FixEngine {
    public struct Outcome: Sendable {
        /// The inputs after fixing, in the order given.
        public var inputs: [InputFile]
        /// Paths whose bytes changed.
        public var changedPaths: [String]
        /// Fixes applied, per rule id.
        public var appliedPerRule: [String: Int]
        /// Sentences about fixes that were dropped (a file that would no longer parse, no convergence).
        public var problems: [String]
        public var passes: Int

        public var appliedCount: Int { appliedPerRule.values.reduce(0, +) }
    }

    public static let maxPasses = 10

    /// Whether `fix` may be applied under the user's choice.
    public static func isApplicable(_ fix: Fix, includeUnsafe: Bool) -> Bool {
        switch fix.applicability {
        case .safe: true
        case .unsafe: includeUnsafe
        case .displayOnly: false
        }
    }

    /// Lints with `linter` and applies the fixes its findings offer, pass after pass.
    public static func fix(_ inputs: [InputFile], using linter: Linter, configuration: Configuration = Configuration(),
                           includeUnsafe: Bool, scope: ScanScope = .workingDirectory, maxPasses: Int = maxPasses) -> Outcome {
        // Only the project's own files are edited: never vendored code, never a file iblint did not read.
        let writable = Set(inputs.filter { input in
            !input.isVendored && !configuration.excludedPaths.contains { $0.matches(input.path) }
        }.map(\.path))
        var current = inputs
        var applied: [String: Int] = [:]
        var problems: [String] = []
        var passes = 0
        var converged = false
        while passes < maxPasses {
            let result = linter.lint(current, configuration: configuration, scope: scope)
            // The files' sizes now, for the check below (by path; a path given twice keeps its first).
            let byteCounts = Dictionary(current.map { ($0.path, $0.contents.count) }, uniquingKeysWith: { first, _ in first })
            let candidates = result.diagnostics.compactMap { diagnostic -> (String, Fix)? in
                guard let fix = diagnostic.fix, isApplicable(fix, includeUnsafe: includeUnsafe), !fix.edits.isEmpty,
                      fix.edits.allSatisfy({ writable.contains($0.path) }) else { return nil }
                // Every edit inside its file: `apply` would clamp one that is not, and write what no rule meant
                // (text appended at the end, say). A rule whose fix lies outside is a bug, and named as one.
                if let outside = fix.edits.first(where: { !isInside($0, byteCount: byteCounts[$0.path] ?? 0) }) {
                    let message = outsideMessage(outside, ruleID: diagnostic.ruleID, byteCount: byteCounts[outside.path] ?? 0)
                    // Said once, though the finding comes back in every pass.
                    if !problems.contains(message) { problems.append(message) }
                    return nil
                }
                return (diagnostic.ruleID, fix)
            }
            var chosen = selectNonOverlapping(candidates)
            var updated = current
            // Drop every fix that would leave an interface file unreadable, until what remains is sound.
            while true {
                let byPath = Dictionary(grouping: chosen.flatMap(\.1.edits), by: \.path)
                var broken: String?
                updated = current
                for (position, input) in current.enumerated() {
                    guard let edits = byPath[input.path] else { continue }
                    let bytes = apply(edits, to: input.bytes)
                    if input.kind == .interface, case .failure(let error) = IBDocumentLoader.load(path: input.path, bytes: bytes) {
                        broken = input.path
                        problems.append("\(input.path): fixes not applied: the result would not parse (\(error.message))")
                        break
                    }
                    updated[position].bytes = bytes
                }
                guard let broken else { break }
                chosen.removeAll { $0.1.edits.contains { $0.path == broken } }
            }
            if chosen.isEmpty { converged = true; break }
            passes += 1
            let changed = zip(current, updated).contains { $0.bytes != $1.bytes }
            current = updated
            for (ruleID, _) in chosen { applied[ruleID, default: 0] += 1 }
            if !changed { converged = true; break }
        }
        if !converged {
            problems.append("fixes did not settle after \(maxPasses) passes; run iblint --fix again and check the result")
        }
        let changedPaths = zip(inputs, current).filter { $0.bytes != $1.bytes }.map(\.0.path)
        return Outcome(inputs: current, changedPaths: changedPaths, appliedPerRule: applied, problems: problems, passes: passes)
    }

    /// Whether `edit` replaces bytes of a file of `byteCount` bytes: it starts at or after the first and ends
    /// at or before the end, not before it starts.
    static func isInside(_ edit: Edit, byteCount: Int) -> Bool {
        edit.range.start >= 0 && edit.range.start <= edit.range.end && edit.range.end <= byteCount
    }

    static func outsideMessage(_ edit: Edit, ruleID: String, byteCount: Int) -> String {
        "\(edit.path): a fix of \(ruleID) not applied: it would edit bytes \(edit.range.start)–\(edit.range.end) of a file of "
            + "\(byteCount) bytes (a bug in the rule; please report it)"
    }

    /// Greedy, in report order: a fix is taken when none of its edits overlaps an edit already taken.
    /// A fix whose own edits overlap each other is never taken.
    static func selectNonOverlapping(_ fixes: [(String, Fix)]) -> [(String, Fix)] {
        var taken: [(String, Fix)] = []
        var claimed: [String: [ByteRange]] = [:]
        for (ruleID, fix) in fixes {
            var ranges = claimed
            var conflict = false
            for edit in fix.edits {
                if ranges[edit.path, default: []].contains(where: { $0.overlaps(edit.range) }) { conflict = true; break }
                ranges[edit.path, default: []].append(edit.range)
            }
            if conflict { continue }
            claimed = ranges
            taken.append((ruleID, fix))
        }
        return taken
    }

    /// Applies non-overlapping edits to bytes (back to front, so earlier offsets stay valid).
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let start = min(edit.range.start, result.count), end = min(max(edit.range.end, start), result.count)
            result.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        return result
    }
}
