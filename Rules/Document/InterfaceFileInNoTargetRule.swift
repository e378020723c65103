import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An interface file that no target builds: the app never loads it.
public struct InterfaceFileInNoTargetRule: Rule {
    public static let description = RuleDescription(
        id: "interface-file-in-no-target",
        name: "Interface file in no target",
        summary: "A storyboard or xib lies in the project's folders, but no target builds it, so the app never loads it.",
        rationale: """
            A screen rewritten in code, a view replaced by another, a merge that kept a file the other \
            side had removed from the project: the `.storyboard` or `.xib` stays on disk, but no target \
            lists it in its Copy Bundle Resources (or its synchronized folder excludes it), so it is not in \
            the app. Nothing loads it, nothing checks it, and it rots: its custom classes, outlets and \
            actions drift away from the code while it still turns up in searches and code review.

            iblint reads which files each target builds from the Xcode project (Sources and Resources \
            phases, variant groups, Xcode 16 synchronized folders and their exceptions), `Package.swift`, \
            XcodeGen's `project.yml` and Tuist's `Project.swift`. A file is reported only when a project \
            description iblint read completely covers its folder, no target of any description builds \
            it, and the project builds files next to it. Nothing inside such a file is checked: every \
            other rule skips it, since what it says can never happen at run time.

            **Not reported:** files under `Pods/`, `Carthage/` and other vendored folders; files in a \
            folder no project description covers (a sample project, a playground); files of a project \
            description iblint could not read in full (it says so once per run).

            **Fix by hand:** delete the file if nothing should load it any more; otherwise tick the \
            app target in the file's Target Membership (File inspector), or add it to the target's \
            Copy Bundle Resources.
            """,
        category: .document,
        defaultSeverity: .warning,
        tags: ["dead-code", "interface-builder"],
        precision: .high,
        examples: InterfaceFileInNoTargetRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.index.deadDocuments.map { document in
            let root = document.elements.first.map { document.location(of: $0) } ?? document.file.location(at: 0)
            return context.diagnostic(Self.notBuilt(document.fileName), at: root, notes: [Self.neverLoaded, Self.deleteOrAdd],
                                      related: relatedDescriptions(context.index))
        }
    }

    // MARK: Helpers

    /// The project descriptions whose targets were read: where the user adds the file to a target.
    private func relatedDescriptions(_ index: ProjectIndex) -> [RelatedLocation] {
        let model = index.project
        let descriptions = model.xcodeProjects.map(\.path) + model.packages.map(\.path) + model.xcodegenSpecs.map(\.path)
            + model.tuistManifests.map(\.path)
        return descriptions.prefix(1).map { RelatedLocation(.line(1, in: $0), Self.targetsAreDeclaredHere) }
    }

    // MARK: Messages

    private static func notBuilt(_ fileName: String) -> String {
        "No target builds \(fileName)"
    }

    private static let neverLoaded = "The app never loads it, and nothing in it is checked"

    private static let deleteOrAdd = "Delete it, or add it to a target's Copy Bundle Resources"

    private static let targetsAreDeclaredHere = "The project's targets are declared here"
}
