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
            uses, and are not reported.

            **Not reported:** SF Symbols and other system images (`catalog="system"`), AppKit's built-in \
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
        examples: [
            RuleExample("An image set renamed in the catalog but not in the xib", triggers: true, files: [
                ExampleFile("Assets.xcassets/Contents.json", ResourceExampleFixtures.catalogContents),
                ExampleFile("Assets.xcassets/cart-empty.imageset/Contents.json", ResourceExampleFixtures.imageSetContents),
                ExampleFile("Views/EmptyCartView.xib", ResourceExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <subviews>
                                    ↓<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="cart" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-001">
                                        <rect key="frame" x="110" y="50" width="100" height="100"/>
                                    </imageView>
                                </subviews>
                            </view>
                    """, resources: """
                            <image name="cart" width="100" height="100"/>
                    """)),
            ]),
            RuleExample("A button state and a tab bar item's selected image, missing from a namespaced folder", triggers: true, files: [
                ExampleFile("Assets.xcassets/Contents.json", ResourceExampleFixtures.catalogContents),
                ExampleFile("Assets.xcassets/Tabs/Contents.json", ResourceExampleFixtures.namespaceContents),
                ExampleFile("Assets.xcassets/Tabs/home.imageset/Contents.json", ResourceExampleFixtures.imageSetContents),
                ExampleFile("Assets.xcassets/favorite.imageset/Contents.json", ResourceExampleFixtures.imageSetContents),
                ExampleFile("Main.storyboard", ResourceExampleFixtures.storyboard("""
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="fav-Bt-001">
                                                    <rect key="frame" x="16" y="60" width="44" height="44"/>
                                                    ↓<state key="normal" image="favourite"/>
                                                </button>
                                            </subviews>
                                        </view>
                                        ↓<tabBarItem key="tabBarItem" title="Home" image="Tabs/home" selectedImage="Tabs/home-filled" id="tab-It-001"/>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                    """, resources: """
                            <image name="Tabs/home" width="25" height="25"/>
                            <image name="Tabs/home-filled" width="25" height="25"/>
                            <image name="favourite" width="24" height="24"/>
                    """)),
            ]),
            RuleExample("Images from the catalog, a loose file, SF Symbols and an image-typed runtime attribute", triggers: false, files: [
                ExampleFile("Assets.xcassets/Contents.json", ResourceExampleFixtures.catalogContents),
                ExampleFile("Assets.xcassets/cart.imageset/Contents.json", ResourceExampleFixtures.imageSetContents),
                ExampleFile("Assets.xcassets/Icons/Contents.json", ResourceExampleFixtures.namespaceContents),
                ExampleFile("Assets.xcassets/Icons/close.imageset/Contents.json", ResourceExampleFixtures.imageSetContents),
                ExampleFile("Resources/badge@2x.png", ""),
                ExampleFile("Views/CartHeader.xib", ResourceExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" image="cart" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-001">
                                        <rect key="frame" x="8" y="8" width="44" height="44"/>
                                    </imageView>
                                    <imageView contentMode="scaleAspectFit" image="badge.png" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-002">
                                        <rect key="frame" x="60" y="8" width="44" height="44"/>
                                    </imageView>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cls-Bt-001">
                                        <rect key="frame" x="268" y="8" width="44" height="44"/>
                                        <state key="normal" image="Icons/close"/>
                                        <buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>
                                    </button>
                                    <imageView contentMode="scaleAspectFit" image="cart.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-003">
                                        <rect key="frame" x="112" y="8" width="44" height="44"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="image" keyPath="placeholderImage" value="cart"/>
                                        </userDefinedRuntimeAttributes>
                                    </imageView>
                                </subviews>
                            </view>
                    """, resources: """
                            <image name="Icons/close" width="24" height="24"/>
                            <image name="badge.png" width="20" height="20"/>
                            <image name="cart" width="44" height="44"/>
                            <image name="cart.fill" catalog="system" width="128" height="111"/>
                            <image name="trash" catalog="system" width="117" height="128"/>
                    """)),
            ]),
            RuleExample("No asset catalog in the scanned paths: every image is unknown", triggers: false, files: [
                ExampleFile("Views/EmptyCartView.xib", ResourceExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <imageView contentMode="scaleAspectFit" image="cart" id="img-Iv-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </imageView>
                    """, resources: """
                            <image name="cart" width="100" height="100"/>
                    """)),
            ]),
            RuleExample("A macOS button with AppKit's built-in image", triggers: false, files: [
                ExampleFile("Assets.xcassets/Contents.json", ResourceExampleFixtures.catalogContents),
                ExampleFile("Mac/Toolbar.xib", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <customObject id="-2" userLabel="File's Owner"/>
                            <button verticalHuggingPriority="750" id="add-Bt-001">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" id="add-Bc-001">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                </buttonCell>
                            </button>
                        </objects>
                        <resources>
                            <image name="NSAddTemplate" width="14" height="13"/>
                        </resources>
                    </document>
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let assets = context.index.assets
        // Without a catalog iblint cannot know which images exist: unknown, never missing.
        guard assets.hasCatalog else { return [] }
        var findings: [Diagnostic] = []
        for document in context.index.documents {
            let resources = InterfaceResources(document)
            for use in resources.imageUses(in: document) where !Self.isDefined(use.name, in: assets) {
                let suggestion = Suggestions.resource(for: use.name, in: assets.allImageNames)
                    .map { " (did you mean '\($0)'?)" } ?? ""
                let user = InterfaceResources.describeUser(of: use.element, attribute: use.attribute, in: document)
                findings.append(context.diagnostic(
                    "\(user.object) uses image '\(use.name)'\(user.role), which no asset catalog or image file in the project defines\(suggestion): UIKit logs \"Could not load the \"\(use.name)\" image referenced from a nib\" and shows no image",
                    at: document.location(of: use.element)))
            }
        }
        return findings
    }

    /// A name with a folder and a file extension (`Images/logo.png`) may come from a folder reference:
    /// its file name is enough.
    static func isDefined(_ name: String, in assets: AssetCatalogIndex) -> Bool {
        if assets.definesImage(name) { return true }
        guard let slash = name.lastIndex(of: "/") else { return false }
        let fileName = String(name[name.index(after: slash)...])
        return fileName.contains(".") && assets.definesImage(fileName)
    }
}
