import IBLintCore

/// The examples of `ambiguous-view`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain ambiguous-view` and the SARIF help show them.
enum AmbiguousViewRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A label with a leading constraint but no vertical position",
            triggers: true,
            files: [
                ExampleFile("Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    ↓<label opaque="NO" text="Sale" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sal-La-001">
                                        <rect key="frame" x="8" y="10" width="40" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="sal-La-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="c02-Sa-001"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An ambiguous stack view in a cell (the content view Xcode also marked is sized by the cell)",
            triggers: true,
            files: [
                ExampleFile("Cells/ReviewCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="ReviewCell" id="KGk-i7-Jjw">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                <tableViewCellContentView key="contentView" opaque="NO" ambiguous="YES" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                    <subviews>
                                        ↓<stackView opaque="NO" contentMode="scaleToFill" ambiguous="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-Sv-001">
                                            <rect key="frame" x="16" y="8" width="288" height="44"/>
                                        </stackView>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A fully constrained label",
            triggers: false,
            files: [
                ExampleFile("Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="Sale" translatesAutoresizingMaskIntoConstraints="NO" id="sal-La-001">
                                        <rect key="frame" x="8" y="10" width="40" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="sal-La-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="c02-Sa-001"/>
                                    <constraint firstItem="sal-La-001" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="c02-Sa-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A misplaced view and ambiguous=\"NO\" are not ambiguous",
            triggers: false,
            files: [
                ExampleFile("Views/TagView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" ambiguous="NO" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="30"/>
                                <subviews>
                                    <label opaque="NO" text="New" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tag-La-001">
                                        <rect key="frame" x="20" y="4" width="40" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
