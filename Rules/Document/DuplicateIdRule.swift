import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An `id` used by two elements of one interface file.
public struct DuplicateIdRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-id",
        name: "Duplicate object id",
        summary: "Two elements of one interface file have the same `id`.",
        rationale: """
            Every object, constraint, connection and layout guide in a `.xib` or `.storyboard` has an `id` \
            (`iN0-l3-epB`) that connections, constraints and scenes use to refer to it. Xcode never writes \
            the same id twice; duplicates come from merges that kept both sides' additions, from copying \
            elements between files by hand, or from scripts that generate interface files.

            With a duplicate, every reference to that id is ambiguous. Interface Builder may refuse to \
            open the file ("The document could not be opened… contains duplicate object identifiers"), \
            crash while opening it, or silently merge the two objects, after which an outlet, action or \
            constraint points at the wrong one. `ibtool` can fail the build with the same complaint, or \
            compile a nib in which one of the two objects is dropped.

            iblint reports the second element with the id and links the first.

            **Fix by hand:** decide which element is the stray copy (usually the one a merge brought in), \
            then either delete it or give it a new, unique id (Xcode ids are 3-2-3 characters, like \
            `Abc-12-xYz`), and update the references that meant it. No automatic fix: iblint cannot know \
            which references meant which element.
            """,
        category: .document,
        defaultSeverity: .error,
        tags: ["correctness", "interface-builder", "merge"],
        precision: .veryHigh,
        examples: DuplicateIdRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for document in context.index.documents where context.mayReport(document.path) {
            // `elementsByID` holds each id once: a document whose elements with an id are as many has no
            // duplicate, told without hashing a single id (nearly every document; hashing each one's ids was
            // most of this rule).
            guard IBElement.countWithID(in: document.elements) > document.elementsByID.count else { continue }
            var first: [String: Int] = [:]
            for position in document.elements.indices {
                // Ids read in place: only a duplicate's elements are copied out.
                guard let id = document.id(at: position) else { continue }
                guard let earlier = first[id] else { first[id] = position; continue }
                let original = document[earlier]
                findings.append(context.diagnostic(
                    Self.duplicateID(id, firstUser: original.name, line: original.position.line),
                    at: document.location(ofElement: position),
                    notes: [Self.cannotTellApart, Self.giveNewID],
                    related: [RelatedLocation(document.location(of: original), Self.firstUsedHere(id))]))
            }
        }
        return findings
    }

    // MARK: Messages

    private static func duplicateID(_ id: String, firstUser: String, line: Int) -> String {
        "The id '\(id)' is already used by the \(firstUser) on line \(line)"
    }

    private static let cannotTellApart =
        "Interface Builder cannot tell the two apart: references to the id may reach the wrong object, or the file may fail to open or compile"

    private static let giveNewID = "Give one of them a new id"

    private static func firstUsedHere(_ id: String) -> String {
        "'\(id)' is first used here"
    }
}
