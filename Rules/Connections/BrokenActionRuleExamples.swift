import IBLintCore

/// The examples of `broken-action`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain broken-action` and the SARIF help show them.
enum BrokenActionRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An action renamed in code but not in the storyboard (fixed by connecting the renamed method)",
            triggers: true,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBAction func checkoutTapped(_ sender: UIButton) {
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
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                                    <rect key="frame" x="16" y="760" width="361" height="44"/>
                                                    <connections>
                                                        ↓<action selector="checkoutTaped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ],
            fixed: [
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
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                                    <rect key="frame" x="16" y="760" width="361" height="44"/>
                                                    <connections>
                                                        <action selector="checkoutTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                    </connections>
                                                </button>
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

        RuleExample(
            "A method that lost its @IBAction (fixed by adding it back)",
            triggers: true,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        func checkoutTapped(_ sender: UIButton) {
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
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                                    <rect key="frame" x="16" y="760" width="361" height="44"/>
                                                    <connections>
                                                        ↓<action selector="checkoutTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBAction func checkoutTapped(_ sender: UIButton) {
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "An action sent to First Responder that no class implements (fixed by renaming), next to a standard action",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Controllers/NoteEditorViewController.swift", #"""
                    import UIKit

                    final class NoteEditorViewController: UIViewController {
                    }

                    // Any responder in the chain can handle it: here, a text view subclass.
                    final class NoteTextView: UITextView {
                        @IBAction func saveDraft(_ sender: Any?) {
                        }
                    }
                    """#),
                ExampleFile("Views/NoteEditor.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoteEditorViewController" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="sav-Bt-001">
                                        <rect key="frame" x="16" y="16" width="100" height="44"/>
                                        <connections>
                                            ↓<action selector="saveDrat:" destination="-2" eventType="touchUpInside" id="aSv-Bt-001"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="cpy-Bt-001">
                                        <rect key="frame" x="16" y="70" width="100" height="44"/>
                                        <connections>
                                            <action selector="copy:" destination="-2" eventType="touchUpInside" id="aCp-Bt-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/NoteEditor.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoteEditorViewController" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="sav-Bt-001">
                                        <rect key="frame" x="16" y="16" width="100" height="44"/>
                                        <connections>
                                            <action selector="saveDraft:" destination="-2" eventType="touchUpInside" id="aSv-Bt-001"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="cpy-Bt-001">
                                        <rect key="frame" x="16" y="70" width="100" height="44"/>
                                        <connections>
                                            <action selector="copy:" destination="-2" eventType="touchUpInside" id="aCp-Bt-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An action sent to First Responder whose only method, in a class the xib does not use, lacks @IBAction (fixed by adding it)",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Controllers/FeedSettingsViewController.swift", #"""
                    import UIKit

                    final class FeedSettingsViewController: UIViewController {
                    }
                    """#),
                ExampleFile("Navigation/FeedNavigationController.swift", #"""
                    import UIKit

                    // Up the responder chain from the settings screen; the method is not visible to the runtime.
                    final class FeedNavigationController: UINavigationController {
                        func reloadFeed(_ sender: Any?) {
                        }
                    }
                    """#),
                ExampleFile("Views/FeedSettings.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FeedSettingsViewController" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="fds-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="rld-Bt-001">
                                        <rect key="frame" x="16" y="16" width="100" height="44"/>
                                        <connections>
                                            ↓<action selector="reloadFeed:" destination="-2" eventType="touchUpInside" id="aRl-Bt-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Navigation/FeedNavigationController.swift", #"""
                    import UIKit

                    // Up the responder chain from the settings screen; the method is not visible to the runtime.
                    final class FeedNavigationController: UINavigationController {
                        @IBAction func reloadFeed(_ sender: Any?) {
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A gesture recognizer's action whose method was deleted (fixed by removing the connection)",
            triggers: true,
            files: [
                ExampleFile("Views/PhotoViewerView.swift", #"""
                    import UIKit

                    final class PhotoViewerView: UIView {
                        @IBOutlet var contentView: UIView!

                        @IBAction func close(_ sender: UIButton) {
                        }
                    }
                    """#),
                ExampleFile("Views/PhotoViewerView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PhotoViewerView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <gestureRecognizers/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="tap-Gr-001" appends="YES" id="oGr-Tp-001"/>
                                </connections>
                            </view>
                            <tapGestureRecognizer numberOfTapsRequired="2" id="tap-Gr-001">
                                    <connections>
                                        ↓<action selector="zoomToFit:" destination="-1" id="aTp-Gr-001"/>
                                    </connections>
                            </tapGestureRecognizer>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/PhotoViewerView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PhotoViewerView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <gestureRecognizers/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="tap-Gr-001" appends="YES" id="oGr-Tp-001"/>
                                </connections>
                            </view>
                            <tapGestureRecognizer numberOfTapsRequired="2" id="tap-Gr-001"/>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Actions in a superclass, an extension, an Objective-C class, with @objc(name:), an override, on a framework object, and to First Responder",
            triggers: false,
            files: [
                ExampleFile("Controllers/FormViewController.swift", #"""
                    import UIKit

                    class BaseFormViewController: UIViewController {
                        @IBAction func cancelTapped(_ sender: Any) {
                        }
                    }

                    final class SignUpViewController: BaseFormViewController {
                        @objc(submitWithSender:) func submit(_ sender: UIButton) {
                        }

                        override func becomeFirstResponder() -> Bool {
                            super.becomeFirstResponder()
                        }
                    }

                    extension SignUpViewController {
                        @IBAction func termsTapped(_ sender: UIButton, forEvent event: UIEvent) {
                        }
                    }

                    final class KeyboardDismissingView: UIView {
                        @objc func dismissKeyboard() {
                            endEditing(true)
                        }
                    }
                    """#),
                ExampleFile("Legacy/LegacyRatingControl.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyRatingControl : UIControl
                    - (IBAction)starTapped:(id)sender;
                    @end
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="SignUpViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                                    <rect key="frame" x="16" y="100" width="361" height="44"/>
                                                    <connections>
                                                        <action selector="cancelTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                        <action selector="submitWithSender:" destination="vc1" eventType="touchUpInside" id="a2"/>
                                                        <action selector="termsTapped:forEvent:" destination="vc1" eventType="touchUpInside" id="a3"/>
                                                        <action selector="becomeFirstResponder" destination="vc1" eventType="touchUpInside" id="a4"/>
                                                        <action selector="starTapped:" destination="rt1" eventType="touchUpInside" id="a5"/>
                                                        <action selector="dismissKeyboard" destination="fr1" eventType="touchUpInside" id="a6"/>
                                                        <action selector="paste:" destination="fr1" eventType="touchUpInside" id="a7"/>
                                                    </connections>
                                                </button>
                                                <view contentMode="scaleToFill" id="rt1" customClass="LegacyRatingControl">
                                                    <rect key="frame" x="16" y="160" width="200" height="40"/>
                                                </view>
                                                <imageView contentMode="scaleAspectFit" id="img1">
                                                    <rect key="frame" x="16" y="220" width="100" height="100"/>
                                                </imageView>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn2">
                                                    <rect key="frame" x="16" y="330" width="361" height="44"/>
                                                    <connections>
                                                        <action selector="startAnimating" destination="img1" eventType="touchUpInside" id="a8"/>
                                                    </connections>
                                                </button>
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

        RuleExample(
            "Receivers iblint cannot see are unknown, not broken; so is a First Responder action whose name the code mentions",
            triggers: false,
            files: [
                ExampleFile("Views/ChartCardView.swift", #"""
                    import UIKit
                    import Charts

                    // The superclass comes from a package that is not part of the scanned paths.
                    final class ChartCardView: ChartViewBase {
                    }
                    """#),
                ExampleFile("Views/ChartCardView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="crd-Vw-001" customClass="ChartCardView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-01">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                        <connections>
                                            <action selector="highlightValue:" destination="crd-Vw-001" eventType="touchUpInside" id="a1"/>
                                            <action selector="play:" destination="anm-Vw-001" eventType="touchUpInside" id="a2"/>
                                            <action selector="toggleLegend:" destination="-1" eventType="touchUpInside" id="a3"/>
                                        </connections>
                                    </button>
                                    <view contentMode="scaleToFill" id="anm-Vw-001" customClass="LottieAnimationView" customModule="Lottie">
                                        <rect key="frame" x="0.0" y="50" width="100" height="100"/>
                                    </view>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/ChartLegend.swift", #"""
                    import UIKit

                    final class ChartLegendView: UIView {
                        // Called by name through the responder chain from the chart's xib.
                        func configure() { perform(NSSelectorFromString("toggleLegend:"), with: nil) }
                    }
                    """#),
            ]),

        RuleExample(
            "Without any source code, a First Responder action is unknown",
            triggers: false,
            files: [
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
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                                    <rect key="frame" x="16" y="760" width="361" height="44"/>
                                                    <connections>
                                                        <action selector="checkoutTapped:" destination="fr1" eventType="touchUpInside" id="a1"/>
                                                    </connections>
                                                </button>
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

        RuleExample(
            "macOS: actions name their receiver with target=; the menu's standard actions go to First Responder",
            triggers: true,
            files: [
                ExampleFile("Mac/AppDelegate.swift", #"""
                    import Cocoa

                    @main
                    final class AppDelegate: NSObject, NSApplicationDelegate {
                        @IBAction func showPreferences(_ sender: Any?) {
                        }
                    }
                    """#),
                ExampleFile("Mac/MainMenu.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication">
                                <connections>
                                    <outlet property="delegate" destination="Voe-Tx-rLC" id="GzC-gU-4Uq"/>
                                </connections>
                            </customObject>
                            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                            <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                            <customObject id="Voe-Tx-rLC" customClass="AppDelegate" customModule="Demo" customModuleProvider="target"/>
                            <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                                <items>
                                    <menuItem title="Demo" id="1Xt-HY-uBw">
                                        <menu key="submenu" title="Demo" systemMenu="apple" id="uQy-DD-JDr">
                                            <items>
                                                <menuItem title="Settings…" keyEquivalent="," id="BOF-NM-1cW">
                                                    <connections>
                                                        ↓<action selector="showPreferencs:" target="Voe-Tx-rLC" id="pfr-Ac-001"/>
                                                    </connections>
                                                </menuItem>
                                                <menuItem title="Hide Demo" keyEquivalent="h" id="Olw-nP-bQN">
                                                    <connections>
                                                        <action selector="hide:" target="-1" id="PnN-Uc-m68"/>
                                                    </connections>
                                                </menuItem>
                                                <menuItem title="Quit Demo" keyEquivalent="q" id="4sb-4s-VLi">
                                                    <connections>
                                                        <action selector="terminate:" target="-3" id="Te7-pn-YzF"/>
                                                    </connections>
                                                </menuItem>
                                            </items>
                                        </menu>
                                    </menuItem>
                                </items>
                            </menu>
                        </objects>
                    </document>
                    """#),
            ]),
        RuleExample(
            "A bar button item whose segue takes its target and action (a warning), and a button that sends both its action and its segue (an error)",
            triggers: true,
            files: [
                ExampleFile("Controllers/RecipeViewController.swift", #"""
                    import UIKit

                    final class RecipeViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        }
                    }
                    """#),
                ExampleFile("Recipes.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="rcp-Vc-001">
                        <scenes>
                            <scene sceneID="rcp-Sc-001">
                                <objects>
                                    <viewController id="rcp-Vc-001" customClass="RecipeViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="rcp-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="rcp-Bt-001">
                                                    <rect key="frame" x="16" y="760" width="361" height="44"/>
                                                    <state key="normal" title="Cook it"/>
                                                    <connections>
                                                        ↓<action selector="startCooking:" destination="rcp-Vc-001" eventType="touchUpInside" id="rcp-Ac-002"/>
                                                        <segue destination="stp-Vc-001" kind="show" id="rcp-Sg-002"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </view>
                                        <navigationItem key="navigationItem" title="Recipe" id="rcp-Ni-001">
                                            <barButtonItem key="rightBarButtonItem" title="Share" id="rcp-Bb-001">
                                                <connections>
                                                    ↓<action selector="shareRecipe:" destination="rcp-Vc-001" id="rcp-Ac-001"/>
                                                    <segue destination="shr-Vc-001" kind="presentation" id="rcp-Sg-001"/>
                                                </connections>
                                            </barButtonItem>
                                        </navigationItem>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="rcp-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="shr-Sc-001">
                                <objects>
                                    <viewController id="shr-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="shr-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="shr-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="stp-Sc-001">
                                <objects>
                                    <viewController id="stp-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="stp-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="stp-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Recipes.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="rcp-Vc-001">
                        <scenes>
                            <scene sceneID="rcp-Sc-001">
                                <objects>
                                    <viewController id="rcp-Vc-001" customClass="RecipeViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="rcp-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="rcp-Bt-001">
                                                    <rect key="frame" x="16" y="760" width="361" height="44"/>
                                                    <state key="normal" title="Cook it"/>
                                                    <connections>
                                                        <segue destination="stp-Vc-001" kind="show" id="rcp-Sg-002"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </view>
                                        <navigationItem key="navigationItem" title="Recipe" id="rcp-Ni-001">
                                            <barButtonItem key="rightBarButtonItem" title="Share" id="rcp-Bb-001">
                                                <connections>
                                                    <segue destination="shr-Vc-001" kind="presentation" id="rcp-Sg-001"/>
                                                </connections>
                                            </barButtonItem>
                                        </navigationItem>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="rcp-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="shr-Sc-001">
                                <objects>
                                    <viewController id="shr-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="shr-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="shr-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="stp-Sc-001">
                                <objects>
                                    <viewController id="stp-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="stp-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="stp-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An action only a subclass implements, on an object the storyboard creates as the base class (a warning, without a fix)",
            triggers: true,
            files: [
                ExampleFile("Controllers/PaymentViewController.swift", #"""
                    import UIKit

                    class PaymentViewController: UIViewController {
                    }

                    final class CardPaymentViewController: PaymentViewController {
                        @IBAction func scanCard(_ sender: UIButton) {
                        }
                    }
                    """#),
                ExampleFile("Payment.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="pay-Vc-001">
                        <scenes>
                            <scene sceneID="pay-Sc-001">
                                <objects>
                                    <viewController id="pay-Vc-001" customClass="PaymentViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="pay-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pay-Bt-001">
                                                    <rect key="frame" x="16" y="120" width="361" height="44"/>
                                                    <connections>
                                                        ↓<action selector="scanCard:" destination="pay-Vc-001" eventType="touchUpInside" id="pay-Ac-001"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="pay-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A gesture recognizer no view holds never fires; File's Owner of a base class whose subclasses implement the action",
            triggers: false,
            files: [
                ExampleFile("Views/RatingView.swift", #"""
                    import UIKit

                    class RatingView: UIView {
                        @IBOutlet var contentView: UIView!
                    }

                    final class StarRatingView: RatingView {
                        @IBAction func starTapped(_ sender: UIButton) {
                        }
                    }
                    """#),
                ExampleFile("Views/RatingView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RatingView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="rtg-Vw-001" id="rtg-Ou-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="rtg-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="rtg-Bt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                        <connections>
                                            <action selector="starTapped:" destination="-1" eventType="touchUpInside" id="rtg-Ac-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <longPressGestureRecognizer minimumPressDuration="0.5" id="rtg-Gr-001">
                                <connections>
                                    <action selector="resetRating:" destination="-1" id="rtg-Ac-002"/>
                                </connections>
                            </longPressGestureRecognizer>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An action sent to a File's Owner without a class, checked against the view controller that loads the xib named like itself (fixed by connecting the right method)",
            triggers: true,
            files: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit

                    final class CheckoutViewController: UIViewController {
                        init(orderID: String) {
                            // A nil nib name loads CheckoutViewController.xib, with this controller as File's Owner.
                            super.init(nibName: nil, bundle: nil)
                        }

                        required init?(coder: NSCoder) {
                            fatalError("init(coder:) is not used")
                        }

                        @IBAction func payTapped(_ sender: UIButton) {
                        }
                    }
                    """#),
                ExampleFile("Controllers/CheckoutViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="view" destination="chk-Vw-001" id="chk-Ou-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="chk-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="chk-Bt-001">
                                        <rect key="frame" x="16" y="780" width="358" height="44"/>
                                        <state key="normal" title="Pay"/>
                                        <connections>
                                            ↓<action selector="payTaped:" destination="-1" eventType="touchUpInside" id="chk-Ac-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/CheckoutViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="view" destination="chk-Vw-001" id="chk-Ou-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="chk-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="chk-Bt-001">
                                        <rect key="frame" x="16" y="780" width="358" height="44"/>
                                        <state key="normal" title="Pay"/>
                                        <connections>
                                            <action selector="payTapped:" destination="-1" eventType="touchUpInside" id="chk-Ac-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An action sent to a File's Owner without a class is unknown when only a static method loads the xib with owner: self",
            triggers: false,
            files: [
                ExampleFile("Views/FeedbackBar.swift", #"""
                    import UIKit

                    final class FeedbackBar: UIView {
                        static func make() -> FeedbackBar? {
                            Bundle.main.loadNibNamed("FeedbackBar", owner: self, options: nil)?.first as? FeedbackBar
                        }
                    }
                    """#),
                ExampleFile("Views/FeedbackBar.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="fbk-Vw-001" customClass="FeedbackBar" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="fbk-Bt-001">
                                        <rect key="frame" x="16" y="0.0" width="288" height="44"/>
                                        <state key="normal" title="Send feedback"/>
                                        <connections>
                                            <action selector="sendFeedback:" destination="-1" eventType="touchUpInside" id="fbk-Ac-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
