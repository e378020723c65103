import IBLintCore
import IBLintIndex

/// A sentence about a run as a whole: what limited its checks. Said once per run, in every format,
/// so a user never wonders why a check said nothing.
public struct RunNote: Sendable, Hashable {
    public var message: String
    /// The project description the note concerns, when there is one.
    public var path: String?

    public init(_ message: String, path: String? = nil) {
        self.message = message
        self.path = path
    }
}

enum RunNotes {
    /// How many file names a note lists before "and N more".
    static let namesShown = 3

    /// Notes for `index`, naming the enabled rules that conclude from an absence; none when no such rule runs.
    static func notes(for index: ProjectIndex, enabledRules: [RuleDescription]) -> [RunNote] {
        let affected = enabledRules.filter(\.concludesFromAbsence).map(\.id).sorted()
        let model = index.project
        guard !affected.isEmpty, index.hasSourceCode || !index.documents.isEmpty || !index.loadFailures.isEmpty else { return [] }
        let rules = list(affected.map { "\($0)" })
        var notes: [RunNote] = []
        if !index.hasProjectDescription {
            notes.append(RunNote("No Xcode project, Package.swift, XcodeGen project.yml or Tuist Project.swift was found under the given paths, so iblint cannot tell whether it sees the whole project: \(rules) report nothing that rests on a class, file, identifier or method being absent from it; run iblint on the project's root folder"))
        }
        for unreadable in model.unreadableDescriptions {
            notes.append(RunNote("\(unreadable): the targets it declares are unknown, so \(rules) treat what they could build as unknown"))
        }
        for limit in model.readingLimits {
            notes.append(RunNote("iblint does not follow every part of the project description: \(limit)"))
        }
        let missing = model.absentFiles.filter { !$0.isIgnored }
        if !missing.isEmpty {
            let inSubmodules = missing.filter(\.inSubmodule).count
            let where_ = inSubmodules == missing.count ? " (they are in git submodules that are not checked out)"
                : inSubmodules > 0 ? " (\(inSubmodules) of them in git submodules that are not checked out)" : ""
            notes.append(RunNote("\(count(missing.count, "file")) the project's targets list \(missing.count == 1 ? "is" : "are") not in the checkout\(where_): \(names(missing.map(\.path))); \(rules) treat what \(missing.count == 1 ? "it" : "they") could declare as unknown"))
        }
        if !model.targetsOutsideScan.isEmpty {
            let targets = model.targetsOutsideScan
            notes.append(RunNote("\(targets.count == 1 ? "Target" : "Targets") \(names(targets)) \(targets.count == 1 ? "builds" : "build") files outside the given paths: \(rules) report nothing that those files could contradict; run iblint on the project's root folder"))
        }
        return notes
    }

    private static func names(_ values: [String]) -> String {
        let shown = values.prefix(namesShown).map { SourceFile.fileName(ofPath: $0) }
        let rest = values.count - shown.count
        return rest > 0 ? shown.joined(separator: ", ") + " and \(rest) more" : list(shown)
    }

    private static func list(_ values: [String]) -> String {
        switch values.count {
        case 0: return ""
        case 1: return values[0]
        default: return values.dropLast().joined(separator: ", ") + " and " + values[values.count - 1]
        }
    }

    private static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}
