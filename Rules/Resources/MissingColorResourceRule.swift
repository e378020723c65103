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
        examples: [
            RuleExample("A color set renamed from BrandBlue to Brand Blue", triggers: true, files: [
                ExampleFile("Assets.xcassets/Contents.json", ResourceExampleFixtures.catalogContents),
                ExampleFile("Assets.xcassets/Brand Blue.colorset/Contents.json", ResourceExampleFixtures.colorSetContents),
                ExampleFile("Views/PriceTag.xib", ResourceExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                                <subviews>
                                    <label opaque="NO" text="$9.99" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="8" y="6" width="104" height="21"/>
                                        ↓<color key="textColor" name="BrandBlue"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                    """, resources: """
                            <namedColor name="BrandBlue">
                                <color red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <systemColor name="systemBackgroundColor">
                                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </systemColor>
                    """)),
            ]),
            RuleExample("Colors missing from a namespaced folder, one used twice and one in a runtime attribute", triggers: true, files: [
                ExampleFile("Assets.xcassets/Contents.json", ResourceExampleFixtures.catalogContents),
                ExampleFile("Assets.xcassets/Brand/Contents.json", ResourceExampleFixtures.namespaceContents),
                ExampleFile("Assets.xcassets/Brand/Accent.colorset/Contents.json", ResourceExampleFixtures.colorSetContents),
                ExampleFile("Main.storyboard", ResourceExampleFixtures.storyboard("""
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="buy-Bt-001">
                                                    <rect key="frame" x="16" y="60" width="343" height="44"/>
                                                    ↓<color key="tintColor" name="Accent"/>
                                                    <state key="normal" title="Buy"/>
                                                    <userDefinedRuntimeAttributes>
                                                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                                            ↓<color key="value" name="Brand/Border"/>
                                                        </userDefinedRuntimeAttribute>
                                                    </userDefinedRuntimeAttributes>
                                                </button>
                                            </subviews>
                                            ↓<color key="backgroundColor" name="Accent"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                    """, resources: """
                            <namedColor name="Accent">
                                <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <namedColor name="Brand/Border">
                                <color white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </namedColor>
                    """)),
            ]),
            RuleExample("Catalog colors, system colors and old-style catalog colors", triggers: false, files: [
                ExampleFile("Assets.xcassets/Contents.json", ResourceExampleFixtures.catalogContents),
                ExampleFile("Assets.xcassets/BrandBlue.colorset/Contents.json", ResourceExampleFixtures.colorSetContents),
                ExampleFile("Assets.xcassets/Brand/Contents.json", ResourceExampleFixtures.namespaceContents),
                ExampleFile("Assets.xcassets/Brand/Accent.colorset/Contents.json", ResourceExampleFixtures.colorSetContents),
                ExampleFile("Views/PriceTag.xib", ResourceExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                                <subviews>
                                    <label opaque="NO" text="$9.99" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="8" y="6" width="104" height="21"/>
                                        <color key="textColor" name="BrandBlue"/>
                                        <color key="highlightedColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <color key="tintColor" name="Brand/Accent"/>
                            </view>
                    """, resources: """
                            <namedColor name="Brand/Accent">
                                <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <namedColor name="BrandBlue">
                                <color red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <systemColor name="systemBackgroundColor">
                                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </systemColor>
                    """)),
            ]),
            RuleExample("No asset catalog in the scanned paths: every named color is unknown", triggers: false, files: [
                ExampleFile("Views/PriceTag.xib", ResourceExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                                <color key="backgroundColor" name="BrandBlue"/>
                            </view>
                    """, resources: """
                            <namedColor name="BrandBlue">
                                <color red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                    """)),
            ]),
        ])

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
                    .map { " (did you mean '\($0)'?)" } ?? ""
                let user = InterfaceResources.describeUser(of: use.element, attribute: nil, in: document)
                let subject = "\(user.object) uses named color '\(use.name)'\(user.role)"
                findings.append(context.diagnostic(
                    "\(subject), but no color set in the project's asset catalogs defines it\(suggestion): at run time the color cannot be loaded from the app's assets",
                    at: document.location(of: use.element)))
            }
        }
        return findings
    }

}
