import IBLintCore

/// The examples of `action-sender-type`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start), and `iblint explain action-sender-type` and the SARIF help show them.
enum ActionSenderTypeRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A share button moved into the navigation bar, while its action still takes a UIButton",
            triggers: true,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBAction func shareTapped(_ sender: UIButton) {
                            sender.setTitle("Shared", for: .normal)
                        }
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <navigationItem key="navigationItem" title="Cart" id="nav1">
                                            <barButtonItem key="rightBarButtonItem" title="Share" id="shr1">
                                                <connections>
                                                    ↓<action selector="shareTapped:" destination="vc1" id="a1"/>
                                                </connections>
                                            </barButtonItem>
                                        </navigationItem>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A switch, a custom button and a tap recognizer sending actions declared for other senders (the last never uses its sender: a warning)",
            triggers: true,
            files: [
                ExampleFile("Controllers/SettingsViewController.swift", #"""
                    import UIKit

                    class PillButton: UIButton {}
                    final class SubscribeButton: PillButton {
                        var plan = "monthly"
                    }

                    final class SettingsViewController: UIViewController {
                        @IBAction func notificationsChanged(_ sender: UIButton) {
                            sender.isSelected.toggle()
                        }

                        @IBAction func subscribe(_ sender: SubscribeButton) {
                            print(sender.plan)
                        }

                        @IBAction func backgroundTapped(_ sender: UIButton) {
                            view.endEditing(true)
                        }
                    }
                    """#),
                ExampleFile("Settings.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="SettingsViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw1">
                                                    <rect key="frame" x="16" y="100" width="51" height="31"/>
                                                    <connections>
                                                        ↓<action selector="notificationsChanged:" destination="vc1" eventType="valueChanged" id="a1"/>
                                                    </connections>
                                                </switch>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1" customClass="PillButton" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="16" y="150" width="361" height="44"/>
                                                    <connections>
                                                        ↓<action selector="subscribe:" destination="vc1" eventType="touchUpInside" id="a2"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                            <connections>
                                                <outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="g1"/>
                                            </connections>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                    <tapGestureRecognizer id="tap1">
                                        <connections>
                                            ↓<action selector="backgroundTapped:" destination="vc1" id="a3"/>
                                        </connections>
                                    </tapGestureRecognizer>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Senders that fit: Any, AnyObject, NSObject, UIControl, a superclass, a subclass of the declared class, no sender at all, and senders whose class iblint cannot see",
            triggers: false,
            files: [
                ExampleFile("Controllers/SettingsViewController.swift", #"""
                    import UIKit

                    class PillButton: UIButton {}

                    final class SettingsViewController: UIViewController {
                        @IBAction func anySender(_ sender: Any) { print(sender) }
                        @IBAction func optionalSender(_ sender: Any?) { print(sender as Any) }
                        @IBAction func objectSender(_ sender: AnyObject) { print(sender) }
                        @IBAction func nsObjectSender(_ sender: NSObject) { print(sender) }
                        @IBAction func controlSender(_ sender: UIControl) { print(sender.isEnabled) }
                        @IBAction func buttonSender(_ sender: UIButton!) { print(sender.isEnabled) }
                        @IBAction func recognizerSender(_ sender: UITapGestureRecognizer) { print(sender.state) }
                        @IBAction func itemSender(_ sender: UIBarButtonItem) { print(sender.title ?? "") }
                        @IBAction func noSender() {}
                        // The sender is an animation view from a package iblint does not scan.
                        @IBAction func packageSender(_ sender: UIButton) { print(sender) }
                    }
                    """#),
                ExampleFile("Settings.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="SettingsViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw1">
                                                    <rect key="frame" x="16" y="100" width="51" height="31"/>
                                                    <connections>
                                                        <action selector="anySender:" destination="vc1" eventType="valueChanged" id="a1"/>
                                                        <action selector="optionalSender:" destination="vc1" eventType="valueChanged" id="a2"/>
                                                        <action selector="objectSender:" destination="vc1" eventType="valueChanged" id="a3"/>
                                                        <action selector="nsObjectSender:" destination="vc1" eventType="valueChanged" id="a4"/>
                                                        <action selector="controlSender:" destination="vc1" eventType="valueChanged" id="a5"/>
                                                        <action selector="noSender" destination="vc1" eventType="valueChanged" id="a6"/>
                                                    </connections>
                                                </switch>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1" customClass="PillButton" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="16" y="150" width="361" height="44"/>
                                                    <connections>
                                                        <action selector="buttonSender:" destination="vc1" eventType="touchUpInside" id="a7"/>
                                                    </connections>
                                                </button>
                                                <view contentMode="scaleToFill" id="anm1" customClass="AnimatedButton" customModule="Lottie">
                                                    <rect key="frame" x="16" y="200" width="100" height="100"/>
                                                    <connections>
                                                        <action selector="packageSender:" destination="vc1" eventType="touchUpInside" id="a8"/>
                                                    </connections>
                                                </view>
                                            </subviews>
                                            <connections>
                                                <outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="g1"/>
                                            </connections>
                                        </view>
                                        <navigationItem key="navigationItem" title="Settings" id="nav1">
                                            <barButtonItem key="rightBarButtonItem" title="Done" id="done1">
                                                <connections>
                                                    <action selector="itemSender:" destination="vc1" id="a9"/>
                                                </connections>
                                            </barButtonItem>
                                        </navigationItem>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                    <tapGestureRecognizer id="tap1">
                                        <connections>
                                            <action selector="recognizerSender:" destination="vc1" id="a10"/>
                                        </connections>
                                    </tapGestureRecognizer>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Actions that are never sent with the wrong sender: a bar button item whose segue takes its action, one whose custom view handles the touches, a recognizer no view holds, and an Objective-C method",
            triggers: false,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBAction func checkoutTapped(_ sender: UIButton) { sender.isEnabled = false }
                        @IBAction func swiped(_ sender: UIButton) { sender.isEnabled = false }
                    }
                    """#),
                ExampleFile("Legacy/LegacyCartView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyCartView : UIView
                    - (IBAction)clear:(UIButton *)sender;
                    @end
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="lcv1" customClass="LegacyCartView">
                                                    <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                                    <subviews>
                                                        <stepper opaque="NO" contentMode="scaleToFill" id="stp1">
                                                            <rect key="frame" x="16" y="16" width="94" height="32"/>
                                                            <connections>
                                                                <action selector="clear:" destination="lcv1" eventType="valueChanged" id="a3"/>
                                                            </connections>
                                                        </stepper>
                                                    </subviews>
                                                </view>
                                            </subviews>
                                        </view>
                                        <navigationItem key="navigationItem" title="Cart" id="nav1">
                                            <barButtonItem key="rightBarButtonItem" title="Checkout" id="chk1">
                                                <connections>
                                                    <action selector="checkoutTapped:" destination="vc1" id="a1"/>
                                                    <segue destination="vc2" kind="show" id="sg1"/>
                                                </connections>
                                            </barButtonItem>
                                            <barButtonItem key="leftBarButtonItem" id="fav1">
                                                <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="favb1">
                                                    <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                                </button>
                                                <connections>
                                                    <action selector="swiped:" destination="vc1" id="a4"/>
                                                </connections>
                                            </barButtonItem>
                                        </navigationItem>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                    <swipeGestureRecognizer direction="right" id="swp1">
                                        <connections>
                                            <action selector="swiped:" destination="vc1" id="a2"/>
                                        </connections>
                                    </swipeGestureRecognizer>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="vc2" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
    ]
}
