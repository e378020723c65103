import IBLintCore

/// The examples of `misplaced-view`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain misplaced-view` and the SARIF help show them.
enum MisplacedViewRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A label whose frame no longer matches its constraints",
            triggers: true,
            files: [
                ExampleFile("Views/PriceView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    ↓<label opaque="NO" text="$9.99" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="30" y="12" width="80" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="prc-La-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="c01-Pr-001"/>
                                    <constraint firstItem="prc-La-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="c01-Pr-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A misplaced scroll view and a misplaced navigation bar in a storyboard",
            triggers: true,
            files: [
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <subviews>
                                                ↓<scrollView contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-Sv-001">
                                                    <rect key="frame" x="12" y="25" width="375" height="667"/>
                                                </scrollView>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s02-Sc-002">
                                <objects>
                                    <navigationController id="nav-Nc-001" sceneMemberID="viewController">
                                        ↓<navigationBar key="navigationBar" contentMode="scaleToFill" misplaced="YES" id="bar-Nb-001">
                                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </navigationBar>
                                    </navigationController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-Fr-002" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Frames that match their constraints",
            triggers: false,
            files: [
                ExampleFile("Views/PriceView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="$9.99" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="8" y="10" width="80" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="prc-La-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="c01-Pr-001"/>
                                    <constraint firstItem="prc-La-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="c01-Pr-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "misplaced=\"NO\" and an ambiguous view are not misplaced",
            triggers: false,
            files: [
                ExampleFile("Views/TagView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" misplaced="NO" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="30"/>
                                <subviews>
                                    <label opaque="NO" text="New" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tag-La-001">
                                        <rect key="frame" x="8" y="4" width="40" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
