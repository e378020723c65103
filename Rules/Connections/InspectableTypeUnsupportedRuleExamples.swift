import IBLintCore

/// The examples of `inspectable-type-unsupported`, written as the files a reader would see. The rule tests run them
/// (`↓` marks where a finding must start), and `iblint explain inspectable-type-unsupported` and the SARIF help show them.
enum InspectableTypeUnsupportedRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An enum, a font, edge insets, a text alignment and an array marked @IBInspectable",
            triggers: true,
            files: [
                ExampleFile("Views/BadgeView.swift", #"""
                    import UIKit

                    @objc enum BadgeStyle: Int {
                        case filled, outlined
                    }

                    @IBDesignable
                    final class BadgeView: UIView {
                        @IBInspectable var ↓style: BadgeStyle = .filled
                        @IBInspectable var ↓font: UIFont = .systemFont(ofSize: 12)
                        @IBInspectable var ↓insets: UIEdgeInsets = .zero
                        @IBInspectable var ↓alignment: NSTextAlignment = .center
                        @IBInspectable var ↓gradient: [UIColor] = []
                    }
                    """#),
            ]),

        RuleExample(
            "An inspectable without a written type, which Interface Builder does not list",
            triggers: true,
            files: [
                ExampleFile("Views/RoundedButton.swift", #"""
                    import UIKit

                    final class RoundedButton: UIButton {
                        @IBInspectable var ↓cornerRadius = 8.0 {
                            didSet { layer.cornerRadius = cornerRadius }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "The types Interface Builder edits, their optionals, integers of every width, and types iblint cannot resolve",
            triggers: false,
            files: [
                ExampleFile("Views/BadgeView.swift", #"""
                    import UIKit
                    import Lottie

                    typealias Radius = CGFloat

                    @IBDesignable
                    final class BadgeView: UIView {
                        @IBInspectable var isRounded: Bool = true
                        @IBInspectable var count: Int = 0
                        @IBInspectable var maximum: UInt8 = 99
                        @IBInspectable var offset: Int32 = 0
                        @IBInspectable var scale: Float = 1
                        @IBInspectable var opacity: Double = 1
                        @IBInspectable var radius: CGFloat = 4
                        @IBInspectable var title: String?
                        @IBInspectable var subtitle: String!
                        @IBInspectable var legacyTitle: NSString?
                        @IBInspectable var anchor: CGPoint = .zero
                        @IBInspectable var badgeSize: CGSize = .zero
                        @IBInspectable var area: CGRect = .zero
                        @IBInspectable var highlight: NSRange = NSRange(location: 0, length: 0)
                        @IBInspectable var tint: UIColor? = nil
                        @IBInspectable var icon: UIImage!
                        @IBInspectable var cornerRadius: Radius = 2
                        @IBInspectable var loopMode: LottieLoopMode = .loop
                    }
                    """#),
            ]),

        RuleExample(
            "An enum inspectable that the storyboard sets as a User Defined Runtime Attribute, so the value arrives",
            triggers: false,
            files: [
                ExampleFile("Views/BadgeView.swift", #"""
                    import UIKit

                    @objc enum BadgeStyle: Int {
                        case filled, outlined
                    }

                    final class BadgeView: UIView {
                        @IBInspectable var style: BadgeStyle = .filled
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="bdg1" customClass="BadgeView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="16" y="100" width="60" height="24"/>
                                                    <userDefinedRuntimeAttributes>
                                                        <userDefinedRuntimeAttribute type="number" keyPath="style">
                                                            <integer key="value" value="1"/>
                                                        </userDefinedRuntimeAttribute>
                                                    </userDefinedRuntimeAttributes>
                                                </view>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
    ]
}
