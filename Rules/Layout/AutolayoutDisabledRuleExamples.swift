import IBLintCore

/// The examples of `autolayout-disabled`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain autolayout-disabled` and the SARIF help show them.
enum AutolayoutDisabledRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An iOS xib laid out with autoresizing masks only",
            triggers: true,
            files: [
                ExampleFile("Views/LegacyHeader.xib", #"""
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
                    """#),
            ]),

        RuleExample(
            "A storyboard with useAutolayout=\"NO\" and a macOS window without Auto Layout",
            triggers: true,
            files: [
                ExampleFile("Main.storyboard", #"""
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
                    """#),
                ExampleFile("Mac/Preferences.xib", #"""
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
                    """#),
            ]),

        RuleExample(
            "Auto Layout on",
            triggers: false,
            files: [
                ExampleFile("Views/Header.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A menu-only MainMenu.xib and a watchOS storyboard have nothing to lay out with Auto Layout",
            triggers: false,
            files: [
                ExampleFile("Mac/MainMenu.xib", #"""
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
                    """#),
                ExampleFile("Watch/Interface.storyboard", #"""
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
                    """#),
            ]),
    ]
}
