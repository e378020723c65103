import IBLintCore

/// The examples of `unreachable-scene`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain unreachable-scene` and the SARIF help show them.
enum UnreachableSceneRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A scene whose segue was deleted, and one whose Storyboard ID was never set",
            triggers: true,
            files: [
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="cart">
                        <scenes>
                            <scene sceneID="sc-cart">
                                <objects>
                                    <viewController id="cart" title="Cart" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v-cart">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-cart" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-old">
                                <objects>
                                    ↓<viewController id="old" title="Old Checkout" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v-old">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-old" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-promo">
                                <objects>
                                    ↓<tableViewController id="promo" customClass="PromoViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v-promo">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </tableViewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-promo" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Scenes reached by relationship, embed and show segues, Storyboard IDs, references and the initial arrow",
            triggers: false,
            files: [
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
                        <scenes>
                            <scene sceneID="sc-tabs">
                                <objects>
                                    <tabBarController id="tabs" sceneMemberID="viewController">
                                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                        </tabBar>
                                        <connections>
                                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                                            <segue destination="ref" kind="relationship" relationship="viewControllers" id="r2"/>
                                        </connections>
                                    </tabBarController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-tabs" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-nav">
                                <objects>
                                    <navigationController id="nav" sceneMemberID="viewController">
                                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1">
                                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                        </navigationBar>
                                        <connections>
                                            <segue destination="home" kind="relationship" relationship="rootViewController" id="r3"/>
                                        </connections>
                                    </navigationController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-nav" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-home">
                                <objects>
                                    <viewController id="home" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v-home">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <containerView opaque="NO" contentMode="scaleToFill" id="cv1">
                                                    <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                                    <connections>
                                                        <segue destination="child" kind="embed" id="e1"/>
                                                    </connections>
                                                </containerView>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="showDetail" id="s1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-home" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-detail">
                                <objects>
                                    <viewController id="detail" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v-detail">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-detail" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-child">
                                <objects>
                                    <viewController id="child" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v-child">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-child" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-settings">
                                <objects>
                                    <viewController id="settings" storyboardIdentifier="SettingsViewController" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v-settings">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-settings" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-ref">
                                <objects>
                                    <viewControllerPlaceholder storyboardName="Onboarding" id="ref" sceneMemberID="viewController"/>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-ref" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc-unused-ref">
                                <objects>
                                    <viewControllerPlaceholder storyboardName="Legacy" id="ref2" sceneMemberID="viewController"/>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-ref2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
    ]
}
