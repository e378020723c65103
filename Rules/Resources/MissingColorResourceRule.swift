import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A named color an interface file uses that no color set of the project's asset catalogs defines.
public struct MissingColorResourceRule: Rule {
    public static let description = RuleDescription(
        id: "missing-color-resource",
        name: "Missing named color",
        summary: "An interface file uses a named color that no color set (`.colorset`) in the project's asset catalogs defines.",
        rationale: """
            Interface Builder refers to asset catalog colors by name \
            (`<color key="textColor" name="BrandBlue"/>`) and keeps a copy of the color's value, as it was \
            when the file was last saved, in the file's `<resources>` (`<namedColor name="BrandBlue">`). \
            When the color set is renamed or deleted, the project still builds and Interface Builder keeps \
            drawing that stale copy, so nobody notices; but at run time the color cannot be loaded from the \
            app's assets. What the user then sees depends on the OS version and the property: at best the \
            frozen copy, without the Dark Mode, high-contrast or per-device variants the color set had, \
            and never the palette changes made since; at worst no color at all (a label's default black on \
            a dark background). A missing color is almost always a rename that did not reach the interface \
            files.

            iblint collects every `*.colorset` of every `.xcassets` folder under the scanned paths, with \
            folder namespaces (`Brand/Blue` when the `Brand` folder has "Provides Namespace" ticked), and \
            reports each element that uses a named color no color set defines, at that element.

            **Not reported:** system colors (`systemColor="systemBackgroundColor"`, and the older \
            `<color name="labelColor" catalog="System">` form), the `<resources>` entries themselves \
            (Interface Builder's cache, not uses), names that differ only in letter case, and anything at all \
            when the scanned paths contain no asset catalog: iblint then cannot know which colors exist. A \
            color defined only in a catalog outside the scanned paths would be reported, so lint the whole \
            project.

            **Fix by hand:** select the element, and in the Attributes inspector pick the color again from \
            the Named Colors list; or restore the color set under its old name in the asset catalog.
            """,
        category: .resources,
        defaultSeverity: .warning,
        tags: ["correctness", "interface-builder", "resources"],
        precision: .high,
        examples: MissingColorResourceRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let assets = context.index.assets
        // Without a catalog iblint cannot know which colors exist: unknown, never missing.
        guard assets.hasCatalog else { return [] }
        var findings: [Diagnostic] = []
        for document in context.index.documents {
            let resources = InterfaceResources(document)
            for use in resources.namedColorUses(in: document) where !assets.definesColor(use.name) {
                let suggestion = Suggestions.resource(for: use.name, in: Array(assets.colorNames))
                let user = InterfaceResources.describeUser(of: use.element, attribute: nil, in: document)
                findings.append(context.diagnostic(
                    Self.missingColor(use.name, object: user.object, role: user.role, suggestion: suggestion),
                    at: document.location(of: use.element)))
            }
        }
        return findings
    }

    // MARK: Messages

    private static func missingColor(_ name: String, object: String, role: String, suggestion: String?) -> String {
        "\(object) uses named color '\(name)'\(role), but no color set in the project's asset catalogs defines it\(didYouMean(suggestion)): at run time the color cannot be loaded from the app's assets"
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
