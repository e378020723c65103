import IBLintCore

/// The examples of `unknown-runtime-attribute`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain unknown-runtime-attribute` and the SARIF help show them.
enum UnknownRuntimeAttributeRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An @IBInspectable renamed in code, still set under its old name",
            triggers: true,
            files: [
                ExampleFile("Views/RoundedButton.swift", #"""
                    import UIKit

                    @IBDesignable
                    final class RoundedButton: UIButton {
                        @IBInspectable var cornerRadius: CGFloat = 0 {
                            didSet { layer.cornerRadius = cornerRadius }
                        }
                        @IBInspectable var borderColor: UIColor? {
                            didSet { layer.borderColor = borderColor?.cgColor }
                        }
                        var highlightName: String?
                    }
                    """#),
                ExampleFile("Views/RoundedButton.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-Rd-001" customClass="RoundedButton" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                                <userDefinedRuntimeAttributes>
                                    ↓<userDefinedRuntimeAttribute type="number" keyPath="cornerRadious">
                                        <real key="value" value="8"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                        <color key="value" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </button>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A property set by a runtime attribute but declared without @IBInspectable",
            triggers: true,
            files: [
                ExampleFile("Views/RoundedButton.swift", #"""
                    import UIKit

                    @IBDesignable
                    final class RoundedButton: UIButton {
                        @IBInspectable var cornerRadius: CGFloat = 0 {
                            didSet { layer.cornerRadius = cornerRadius }
                        }
                        @IBInspectable var borderColor: UIColor? {
                            didSet { layer.borderColor = borderColor?.cgColor }
                        }
                        var highlightName: String?
                    }
                    """#),
                ExampleFile("Views/RoundedButton.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-Rd-001" customClass="RoundedButton" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                                <userDefinedRuntimeAttributes>
                                    ↓<userDefinedRuntimeAttribute type="string" keyPath="highlightName" value="accent"/>
                                </userDefinedRuntimeAttributes>
                            </button>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A localization key on a plain UILabel whose extension the project no longer has",
            triggers: true,
            files: [
                ExampleFile("App/AppDelegate.swift", #"""
                    import UIKit

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                    }
                    """#),
                ExampleFile("App/Welcome.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <label opaque="NO" text="Welcome" id="wlc-La-001">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                                <userDefinedRuntimeAttributes>
                                    ↓<userDefinedRuntimeAttribute type="string" keyPath="localizedText" value="welcome.title"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                        <integer key="value" value="4"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </label>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An @IBInspectable whose type changed in code (a warning)",
            triggers: true,
            files: [
                ExampleFile("Views/RoundedButton.swift", #"""
                    import UIKit

                    @IBDesignable
                    final class RoundedButton: UIButton {
                        @IBInspectable var cornerRadius: CGFloat = 0 {
                            didSet { layer.cornerRadius = cornerRadius }
                        }
                        @IBInspectable var borderColor: UIColor? {
                            didSet { layer.borderColor = borderColor?.cgColor }
                        }
                        var highlightName: String?
                    }
                    """#),
                ExampleFile("Views/RoundedButton.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-Rd-001" customClass="RoundedButton" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                                <userDefinedRuntimeAttributes>
                                    ↓<userDefinedRuntimeAttribute type="string" keyPath="cornerRadius" value="large"/>
                                </userDefinedRuntimeAttributes>
                            </button>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Framework keys, project extensions, Objective-C ivars and setters, private keys, and classes iblint cannot see",
            triggers: false,
            files: [
                ExampleFile("Views/UIView+Border.swift", #"""
                    import UIKit

                    extension UIView {
                        @IBInspectable var borderWidth: CGFloat {
                            get { layer.borderWidth }
                            set { layer.borderWidth = newValue }
                        }
                    }
                    """#),
                ExampleFile("Legacy/LegacyBadgeView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyBadgeView : UIView {
                        NSInteger _badgeCount;
                    }
                    - (void)setBadgeStyle:(NSString *)style;
                    @end
                    """#),
                ExampleFile("Views/Badges.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="bdg-Vw-001" customClass="LegacyBadgeView">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="24"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="badgeCount">
                                        <integer key="value" value="3"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="string" keyPath="badgeStyle" value="pill"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                        <integer key="value" value="12"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
                                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="badge"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="borderWidth">
                                        <integer key="value" value="1"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </view>
                            <textField opaque="NO" contentMode="scaleToFill" id="txt-Fd-001">
                                <rect key="frame" x="0.0" y="40" width="200" height="34"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="color" keyPath="_placeholderLabel.textColor">
                                        <color key="value" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </textField>
                            <view contentMode="scaleToFill" id="anm-Vw-001" customClass="LottieAnimationView" customModule="Lottie">
                                <rect key="frame" x="0.0" y="80" width="100" height="100"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="animationName" value="confetti"/>
                                </userDefinedRuntimeAttributes>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "With a third-party module imported, a key no project property resembles may come from its extensions",
            triggers: false,
            files: [
                ExampleFile("Views/RoundedButton.swift", #"""
                    import UIKit
                    import IBAnimatable

                    @IBDesignable
                    final class RoundedButton: UIButton {
                        @IBInspectable var cornerRadius: CGFloat = 0 {
                            didSet { layer.cornerRadius = cornerRadius }
                        }
                        @IBInspectable var borderColor: UIColor? {
                            didSet { layer.borderColor = borderColor?.cgColor }
                        }
                        var highlightName: String?
                    }
                    """#),
                ExampleFile("Views/RoundedButton.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-Rd-001" customClass="RoundedButton" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="animationType" value="pop"/>
                                    <userDefinedRuntimeAttribute type="string" keyPath="localizedText" value="buy.now"/>
                                </userDefinedRuntimeAttributes>
                            </button>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
