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
        RuleExample(
            "A divider pinned by its leading edge with a fixed height, but nothing gives it a width",
            triggers: true,
            files: [
                ExampleFile("Views/SettingsRow.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="row-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                                <subviews>
                                    ↓<view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="row-Dv-001" userLabel="Divider">
                                        <rect key="frame" x="16" y="55" width="359" height="1"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="1" id="row-Cn-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="row-Dv-001" firstAttribute="leading" secondItem="row-Vw-001" secondAttribute="leading" constant="16" id="row-Cn-002"/>
                                    <constraint firstAttribute="bottom" secondItem="row-Dv-001" secondAttribute="bottom" id="row-Cn-003"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A stale mark on a label its constraints place; arranged subviews; a placeholder constraint; a view the code constrains through its outlet",
            triggers: false,
            files: [
                ExampleFile("Views/TicketView.swift", #"""
                    import UIKit

                    final class TicketView: UIView {
                        @IBOutlet weak var stampView: UIImageView!

                        override func awakeFromNib() {
                            super.awakeFromNib()
                            NSLayoutConstraint.activate([
                                stampView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                                stampView.centerYAnchor.constraint(equalTo: centerYAnchor),
                            ])
                        }
                    }
                    """#),
                ExampleFile("Views/TicketView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="tkt-Vw-001" customClass="TicketView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                <subviews>
                                    <label opaque="NO" text="Gate B12" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tkt-Lb-001">
                                        <rect key="frame" x="16" y="16" width="80" height="21"/>
                                    </label>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="tkt-St-001">
                                        <rect key="frame" x="16" y="50" width="200" height="50"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tkt-Sp-001" userLabel="Spacer">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="8"/>
                                            </view>
                                            <label opaque="NO" text="Boarding 10:40" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tkt-Lb-002">
                                                <rect key="frame" x="0.0" y="8" width="120" height="21"/>
                                            </label>
                                        </subviews>
                                    </stackView>
                                    <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tkt-Qr-001" userLabel="QR code">
                                        <rect key="frame" x="250" y="50" width="60" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="60" placeholder="YES" id="tkt-Cn-005"/>
                                        </constraints>
                                    </view>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tkt-Iv-001">
                                        <rect key="frame" x="320" y="40" width="40" height="40"/>
                                    </imageView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="tkt-Lb-001" firstAttribute="leading" secondItem="tkt-Vw-001" secondAttribute="leading" constant="16" id="tkt-Cn-001"/>
                                    <constraint firstItem="tkt-Lb-001" firstAttribute="top" secondItem="tkt-Vw-001" secondAttribute="top" constant="16" id="tkt-Cn-002"/>
                                    <constraint firstItem="tkt-St-001" firstAttribute="leading" secondItem="tkt-Vw-001" secondAttribute="leading" constant="16" id="tkt-Cn-003"/>
                                    <constraint firstItem="tkt-St-001" firstAttribute="top" secondItem="tkt-Lb-001" secondAttribute="bottom" constant="13" id="tkt-Cn-004"/>
                                </constraints>
                                <connections>
                                    <outlet property="stampView" destination="tkt-Iv-001" id="tkt-Ou-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

    ]
}
