import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An interface file with Auto Layout turned off (no `useAutolayout="YES"` on its `<document>`).
public struct AutolayoutDisabledRule: Rule {
    public static let description = RuleDescription(
        id: "autolayout-disabled",
        name: "Auto Layout disabled",
        summary: "An interface file lays out views without Auto Layout (its File inspector's \"Use Auto Layout\" is off).",
        rationale: """
            With **Use Auto Layout** off (File inspector), Interface Builder positions every view with a \
            fixed frame and springs-and-struts autoresizing masks. Nothing crashes, but the layout only \
            adapts in the ways an autoresizing mask can express: it cannot follow Dynamic Type, the safe \
            area, a label's localized length, the notch, Split View or Stage Manager sizes, and every new \
            screen size needs manual checking. Xcode writes `useAutolayout="YES"` on the `<document>` element \
            when Auto Layout is on and leaves the attribute out when it is off; iblint reports documents \
            without it.

            IBLinter's `enable_autolayout` checks the same attribute but only reports an explicit \
            `useAutolayout="NO"`, which Xcode never writes, so it stays silent on the files it is meant to \
            catch. iblint reports a missing attribute, at the `<document>` line, and only for documents that \
            contain laid-out views (elements with a frame): a macOS `MainMenu.xib` holding only menus, or a \
            xib holding only controller objects, has nothing to lay out. watchOS storyboards are never \
            reported: WatchKit interfaces have no Auto Layout. macOS documents are reported like iOS ones.

            The rule is off by default: autoresizing masks are a legitimate choice for a simple, fixed \
            layout, so this is a team policy ("every screen uses Auto Layout") rather than a bug.

            **Fix by hand:** open the file, show the File inspector (⌥⌘1) and tick **Use Auto Layout**; then \
            add constraints (Editor ▸ Resolve Auto Layout Issues ▸ Add Missing Constraints is a start) and \
            check every screen size in the preview.
            """,
        category: .layout,
        defaultSeverity: .warning,
        enabledByDefault: false,
        tags: ["auto-layout", "interface-builder", "style"],
        precision: .veryHigh,
        examples: [
            RuleExample("An iOS xib laid out with autoresizing masks only", triggers: true, files: [
                ExampleFile("Views/LegacyHeader.xib", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            </view>
                        </objects>
                    </document>
                    """),
            ]),
            RuleExample("A storyboard with useAutolayout=\"NO\" and a macOS window without Auto Layout", triggers: true, files: [
                ExampleFile("Main.storyboard", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="NO" initialViewController="vc1-Vc-001">
                        <scenes>
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """),
                ExampleFile("Mac/Preferences.xib", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                        <objects>
                            <customObject id="-2" userLabel="File's Owner"/>
                            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                            <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="F0z-JX-Cv5">
                                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                                <view key="contentView" id="se5-gp-TjO">
                                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </view>
                            </window>
                        </objects>
                    </document>
                    """),
            ]),
            RuleExample("Auto Layout on", triggers: false, files: [
                ExampleFile("Views/Header.xib", ExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                            </view>
                    """)),
            ]),
            RuleExample("A menu-only MainMenu.xib and a watchOS storyboard have nothing to lay out with Auto Layout", triggers: false, files: [
                ExampleFile("Mac/MainMenu.xib", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                        <objects>
                            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                            <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                                <items>
                                    <menuItem title="Quit" keyEquivalent="q" id="4sb-4s-VLi">
                                        <connections>
                                            <action selector="terminate:" target="-1" id="Te7-pn-YzF"/>
                                        </connections>
                                    </menuItem>
                                </items>
                            </menu>
                        </objects>
                    </document>
                    """),
                ExampleFile("Watch/Interface.storyboard", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit" propertyAccessControl="none" initialViewController="AgC-eL-Hgc">
                        <scenes>
                            <scene sceneID="aou-V4-d1y">
                                <objects>
                                    <controller id="AgC-eL-Hgc">
                                        <items>
                                            <label alignment="left" text="Hello" id="lbl-Wk-001"/>
                                        </items>
                                    </controller>
                                </objects>
                                <point key="canvasLocation" x="220" y="345"/>
                            </scene>
                        </scenes>
                    </document>
                    """),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for document in context.index.documents {
            guard let root = document.elements.first, root.name == "document", root["useAutolayout"] != "YES",
                  document.platform != .watchOS, !isWatchKit(document) else { continue }
            // Only documents with laid-out views: a frame is what Auto Layout would compute.
            guard document.elements.contains(where: { $0.name == "rect" && $0.key == "frame" }) else { continue }
            let name = document.fileName
            findings.append(context.diagnostic(
                "\(name) does not use Auto Layout: its views are placed with fixed frames and autoresizing masks, which cannot adapt to Dynamic Type, the safe area or other screen sizes; tick Use Auto Layout in the File inspector",
                at: document.location(of: root)))
        }
        return findings
    }

    private func isWatchKit(_ document: IBDocument) -> Bool {
        (document.targetRuntime ?? "").lowercased().contains("watch") || (document.documentType ?? "").contains("WatchKit")
    }
}
