import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An image an interface file uses that no asset catalog or image file of the project defines.
public struct MissingImageResourceRule: Rule {
    public static let description = RuleDescription(
        id: "missing-image-resource",
        name: "Missing image",
        summary: "An interface file uses an image that no asset catalog (`.xcassets`) or image file in the project defines.",
        rationale: """
            Interface Builder stores images by name (`<imageView image="cart">`, \
            `<state key="normal" image="cart">`, `<tabBarItem selectedImage="…">`). When the nib loads, \
            UIKit looks the name up in the app's asset catalogs and bundle. If the image was renamed or \
            deleted from `Assets.xcassets`, nothing fails at build time: the console logs

                Could not load the "cart" image referenced from a nib in the bundle with identifier "com.example.ShopApp"

            and the image view, button or tab bar item shows nothing: an empty button with no title is \
            invisible but still tappable, a tab has no icon.

            iblint collects every image set, symbol set (and other image-like sets such as app icons and \
            image stacks) of every `.xcassets` folder under the scanned paths, with folder namespaces \
            (`Icons/close` when the `Icons` folder has "Provides Namespace" ticked), plus loose image \
            files (`logo.png`, `logo@2x.png`, `.pdf`, `.jpg`…), which nibs also load from the bundle. An \
            image counts as used when an attribute names it and Interface Builder listed it in the file's \
            `<resources>` section; the `<resources>` entries themselves are Interface Builder's cache, not \
            uses, and are not reported. A name with an image file's extension (`tab-icon.png`) also matches \
            the set without it (`tab-icon`), as UIKit's lookup does.

            **Not reported:** images Interface Builder embedded in the file itself (a name such as \
            `imageView:aBc-dE-fGh:image` whose `<resources>` entry holds the image's data in a \
            `<mutableData key="keyedArchiveRepresentation">`: the compiled nib carries the image), SF \
            Symbols and other system images (`catalog="system"`), AppKit's built-in \
            images (`NSAddTemplate`…), names that differ only in letter case, and anything at all when \
            the scanned paths contain no asset catalog: iblint then cannot know which images exist. An \
            image defined only in a catalog outside the scanned paths would be reported, so lint the whole \
            project (or the folder holding both the interface files and their catalogs).

            **Fix by hand:** in Interface Builder, pick the image again in the Attributes inspector (the \
            field shows the missing name), or restore or rename the image set in the asset catalog.
            """,
        category: .resources,
        defaultSeverity: .warning,
        tags: ["correctness", "interface-builder", "resources"],
        precision: .high,
        examples: MissingImageResourceRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let assets = context.index.assets
        // Without a catalog iblint cannot know which images exist: unknown, never missing.
        guard assets.hasCatalog else { return [] }
        var findings: [Diagnostic] = []
        let suggestions = Suggestions.ResourceSuggestions(assets.allImageNames)
        for document in context.index.documents where context.mayReport(document.path) {
            let resources = InterfaceResources(document)
            for use in resources.imageUses(in: document) where !Self.isDefined(use.name, in: assets) {
                let suggestion = suggestions.suggestion(for: use.name)
                let user = InterfaceResources.describeUser(of: use.element, attribute: use.attribute, in: document)
                findings.append(context.diagnostic(
                    Self.missingImage(use.name, object: user.object, role: user.role, suggestion: suggestion),
                    at: document.location(of: use.element),
                    notes: [Self.showsNoImage(use.name)]))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// A name with a folder and a file extension (`Images/logo.png`) may come from a folder reference:
    /// its file name is enough.
    static func isDefined(_ name: String, in assets: AssetCatalogIndex) -> Bool {
        if assets.definesImage(name) { return true }
        // `tab-icon.png` written for a set named `tab-icon` (a file moved into a catalog): UIKit's lookup
        // drops the extension, and so does iblint.
        if let dot = name.lastIndex(of: "."), dot != name.startIndex,
           AssetCatalogIndex.looseImageExtensions.contains(name[name.index(after: dot)...].lowercased()),
           assets.definesImage(String(name[..<dot])) { return true }
        guard let slash = name.lastIndex(of: "/") else { return false }
        let fileName = String(name[name.index(after: slash)...])
        return fileName.contains(".") && assets.definesImage(fileName)
    }

    // MARK: Messages

    private static func missingImage(_ name: String, object: String, role: String, suggestion: String?) -> String {
        "\(object) uses image '\(name)'\(role), which no asset catalog or image file defines\(didYouMean(suggestion))"
    }

    private static func showsNoImage(_ name: String) -> String {
        "UIKit logs \"Could not load the \"\(name)\" image referenced from a nib\" and shows no image"
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
