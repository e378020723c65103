import IBLintCore

/// The examples of `duplicate-constraint`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain duplicate-constraint` and the SARIF help show them.
enum DuplicateConstraintRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "The same leading constraint added twice",
            triggers: true,
            files: [
                ExampleFile("Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Demo" customModuleProvider="target">
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="New" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Bd-001">
                                        <rect key="frame" x="8" y="8" width="60" height="24"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn1-Ld-001"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="Cn2-Cy-002"/>
                                    ↓<constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8.0" priority="1000" id="Cn3-Ld-003"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Demo" customModuleProvider="target">
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="New" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Bd-001">
                                        <rect key="frame" x="8" y="8" width="60" height="24"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn1-Ld-001"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="Cn2-Cy-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An aspect ratio held twice; the outlet's copy is kept",
            triggers: true,
            files: [
                ExampleFile("Views/AvatarView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="aspectConstraint" destination="Asp-Rt-002" id="oAs-pt-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-Av-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="width" secondItem="img-Av-001" secondAttribute="height" multiplier="1:1" id="Asp-Rt-001"/>
                                        </constraints>
                                    </imageView>
                                </subviews>
                                <constraints>
                                    ↓<constraint firstItem="img-Av-001" firstAttribute="width" secondItem="img-Av-001" secondAttribute="height" id="Asp-Rt-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/AvatarView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="aspectConstraint" destination="Asp-Rt-002" id="oAs-pt-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-Av-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    </imageView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="img-Av-001" firstAttribute="width" secondItem="img-Av-001" secondAttribute="height" id="Asp-Rt-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Both copies have outlets: reported, but no fix",
            triggers: true,
            files: [
                ExampleFile("Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="heightConstraint" destination="Hgt-Bd-001" id="oHg-001"/>
                                    <outlet property="compactHeightConstraint" destination="Hgt-Bd-002" id="oHg-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="New" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Bd-001">
                                        <rect key="frame" x="8" y="8" width="60" height="24"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="Hgt-Bd-001"/>
                                    ↓<constraint firstAttribute="height" constant="40" id="Hgt-Bd-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Constraints that differ in relation, priority, standard spacing, or are placeholders or size-class variations",
            triggers: false,
            files: [
                ExampleFile("Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Demo" customModuleProvider="target">
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="New" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Bd-001">
                                        <rect key="frame" x="8" y="8" width="60" height="24"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn1-Ld-001"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" symbolic="YES" id="Cn2-Ld-002"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="Cn3-Ld-003"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" priority="750" id="Cn4-Ld-004"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="8" placeholder="YES" id="Cn5-Tp-005"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="8" placeholder="YES" id="Cn6-Tp-006"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="bottom" secondItem="iN0-l3-epB" secondAttribute="bottom" constant="8" id="Cn7-Bt-007"/>
                                    <constraint firstItem="lbl-Bd-001" firstAttribute="bottom" secondItem="iN0-l3-epB" secondAttribute="bottom" constant="8" id="Cn8-Bt-008"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="Cn8-Bt-008"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <include reference="Cn8-Bt-008"/>
                                        <exclude reference="Cn7-Bt-007"/>
                                    </mask>
                                </variation>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
