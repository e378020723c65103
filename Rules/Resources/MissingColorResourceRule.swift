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

            A color set that exists, but only in the asset catalog of another bundle, is reported with that \
            cause: a Swift package target's catalog goes into the package's own resource bundle, and a \
            storyboard of the app (or of another target) looks its named colors up in its own bundle only. \
            "Did you mean" names only a plausible typo: the same name in or out of a namespaced folder, or a \
            spelling one or two edits away with the same digits (`Gray2` is not suggested for `Gray3`).

            **Not reported:** colors that no scanned catalog defines while the project uses Swift packages \
            iblint did not scan (named by `Package.resolved` or an Xcode target's package products): their \
            catalogs might define them, so the color is unknown; system colors (`systemColor="systemBackgroundColor"`, and the older \
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
        let index = context.index
        let assets = index.assets
        // Without a catalog iblint cannot know which colors exist: unknown, never missing.
        guard assets.hasCatalog else { return [] }
        // A Swift package iblint did not scan may define any color in its catalog.
        let unscannedPackages = !index.unscannedSwiftPackages.isEmpty
        var findings: [Diagnostic] = []
        let suggestions = Suggestions.ResourceSuggestions(Array(assets.colorNames))
        for document in index.documents where context.mayReport(document.path) {
            let resources = InterfaceResources(document)
            let bundle = index.packageTargetBundle(of: document.path)
            for use in resources.namedColorUses(in: document) {
                // Who uses the color, in words: only for a finding (describing every use was half the rule).
                func user() -> (object: String, role: String) { InterfaceResources.describeUser(of: use.element, attribute: nil, in: document) }
                if assets.definesColor(use.name) {
                    // Defined, but maybe only in another bundle's catalog (a package target's, or the app's
                    // when the file belongs to a package): the nib looks in its own bundle only.
                    let catalogs = assets.catalogs(definingColor: use.name)
                    guard let catalog = catalogs.first,
                          !catalogs.contains(where: { index.packageTargetBundle(of: $0) == bundle }) else { continue }
                    let user = user()
                    findings.append(context.diagnostic(
                        Self.colorInOtherBundle(use.name, object: user.object, role: user.role, catalog: catalog,
                                                catalogOwner: index.packageTargetBundle(of: catalog)?.name),
                        at: document.location(of: use.element),
                        notes: [Self.builtIntoAnotherBundle(document.fileName), Self.cannotBeLoaded]))
                    continue
                }
                guard !unscannedPackages else { continue }
                let suggestion = Self.plausibleSuggestion(for: use.name, in: suggestions)
                let user = user()
                findings.append(context.diagnostic(
                    Self.missingColor(use.name, object: user.object, role: user.role, suggestion: suggestion),
                    at: document.location(of: use.element),
                    notes: [Self.cannotBeLoadedFromAssets]))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// A color name the missing one was plausibly meant to be: the same name moved into or out of a
    /// namespaced folder, or a near spelling (at most one edit in a name under 8 characters, two in a
    /// longer one) with the same digits: `Gray2` is not a typo of `Gray3`, but another color of a palette.
    static func plausibleSuggestion(for name: String, in suggestions: Suggestions.ResourceSuggestions) -> String? {
        guard let suggestion = suggestions.suggestion(for: name) else { return nil }
        if Suggestions.lastComponentLowercased(suggestion) == Suggestions.lastComponentLowercased(name) { return suggestion }
        let digits = { (text: String) in text.filter(\.isNumber) }
        let limit = name.count >= 8 ? 2 : 1
        guard digits(suggestion) == digits(name),
              Spelling.editDistance(name.lowercased(), suggestion.lowercased()) <= limit else { return nil }
        return suggestion
    }

    // MARK: Messages

    private static func missingColor(_ name: String, object: String, role: String, suggestion: String?) -> String {
        "\(object) uses named color '\(name)'\(role), which no color set defines\(didYouMean(suggestion))"
    }

    private static let cannotBeLoadedFromAssets =
        "No asset catalog of the project has it, so at run time the color cannot be loaded from the app's assets"

    private static func colorInOtherBundle(_ name: String, object: String, role: String, catalog: String, catalogOwner: String?) -> String {
        let owner = catalogOwner.map { "package target \($0)" } ?? "the app"
        return "\(object) uses named color '\(name)'\(role), which only \(SourceFile.fileName(ofPath: catalog)) of \(owner) defines"
    }

    private static func builtIntoAnotherBundle(_ fileName: String) -> String {
        "\(fileName) is built into another bundle, and a nib loads named colors from its own bundle"
    }

    private static let cannotBeLoaded = "At run time the color cannot be loaded"

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
