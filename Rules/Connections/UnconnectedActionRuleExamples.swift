import IBLintCore

/// The examples of `unconnected-action`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain unconnected-action` and the SARIF help show them.
enum UnconnectedActionRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An action whose connection was deleted while replacing the button",
            triggers: true,
            files: [
                ExampleFile("Controllers/ProfileViewController.swift", #"""
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        @IBAction func editTapped(_ sender: UIButton) {
                        }

                        @IBAction func ↓logOutTapped(_ sender: UIButton) {
                        }
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="ProfileViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                                    <rect key="frame" x="16" y="100" width="361" height="44"/>
                                                    <connections>
                                                        <action selector="editTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                    </connections>
                                                </button>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn2">
                                                    <rect key="frame" x="16" y="160" width="361" height="44"/>
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
            "An Objective-C action declared in the header and implemented in the .m, reported once",
            triggers: true,
            files: [
                ExampleFile("Legacy/LegacyShareView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyShareView : UIView
                    ↓- (IBAction)shareTapped:(id)sender;
                    @end
                    """#),
                ExampleFile("Legacy/LegacyShareView.m", #"""
                    #import "LegacyShareView.h"

                    @implementation LegacyShareView
                    - (IBAction)shareTapped:(id)sender {
                    }
                    @end
                    """#),
                ExampleFile("Legacy/LegacyShareView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="shr-Vw-001" customClass="LegacyShareView">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Actions connected through a subclass, to First Responder, by an unwind segue, by #selector; segue actions, overrides, and a class no interface file uses",
            triggers: false,
            files: [
                ExampleFile("Controllers/Forms.swift", #"""
                    import UIKit

                    class BaseFormViewController: UIViewController {
                        @IBAction func cancelTapped(_ sender: Any) {
                        }

                        @IBAction func unwindToForm(_ segue: UIStoryboardSegue) {
                        }

                        @IBAction func refresh(_ sender: Any) {
                        }

                        @IBAction func helpTapped(_ sender: Any) {
                        }

                        @IBSegueAction func makeTerms(_ coder: NSCoder) -> UIViewController? {
                            UIViewController(coder: coder)
                        }

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(refresh(_:)))
                        }
                    }

                    final class SignUpViewController: BaseFormViewController {
                        @IBAction func dismissKeyboard(_ sender: Any) {
                            view.endEditing(true)
                        }
                    }

                    // Its scene has no help button; the override runs where the superclass's connection fires.
                    final class GuestSignUpViewController: BaseFormViewController {
                        @IBAction override func helpTapped(_ sender: Any) {
                        }
                    }

                    // Built in code only: never loaded from an interface file.
                    final class DebugMenuViewController: UIViewController {
                        @IBAction func clearCaches(_ sender: Any) {
                        }
                    }
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
                                                        <action selector="dismissKeyboard:" destination="fr1" eventType="touchUpInside" id="a2"/>
                                                        <action selector="helpTapped:" destination="vc1" eventType="touchUpInside" id="a3"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                    <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="vc2" customClass="GuestSignUpViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="ex2" kind="unwind" unwindAction="unwindToForm:" id="uw1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                    <exit id="ex2" userLabel="Exit" sceneMemberID="exit"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An action sent from a control to a receiver whose class iblint cannot see counts as connected",
            triggers: false,
            files: [
                ExampleFile("Views/PlayerControlsView.swift", #"""
                    import UIKit

                    final class PlayerControlsView: UIView {
                        @IBAction func playTapped(_ sender: Any) {
                        }
                    }
                    """#),
                ExampleFile("Views/PlayerControlsView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="ctl-Vw-001" customClass="PlayerControlsView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="ply-Bt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                        <connections>
                                            <action selector="playTapped:" destination="-1" eventType="touchUpInside" id="aPl-Bt-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
        RuleExample(
            "Actions the code calls itself (a plain call, through self, in #selector) and an Objective-C action sent by a message",
            triggers: false,
            files: [
                ExampleFile("Controllers/FilterViewController.swift", #"""
                    import UIKit

                    final class FilterViewController: UIViewController {
                        @IBAction func applyFilters(_ sender: Any?) {
                        }

                        @IBAction func resetFilters(_ sender: Any?) {
                        }

                        @IBAction func shareResults(_ sender: Any?) {
                        }

                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            applyFilters(nil)
                            let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareResults))
                            navigationItem.rightBarButtonItem = share
                        }

                        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            self.resetFilters(event)
                        }
                    }
                    """#),
                ExampleFile("Legacy/ExportViewController.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface ExportViewController : UIViewController
                    - (IBAction)exportSelection:(id)sender;
                    @end
                    """#),
                ExampleFile("Legacy/ExportViewController.m", #"""
                    #import "ExportViewController.h"

                    @implementation ExportViewController
                    - (IBAction)exportSelection:(id)sender {
                    }

                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        if (self.autoExport) {
                            [self exportSelection:nil];
                        }
                    }
                    @end
                    """#),
                ExampleFile("Filters.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="flt-Vc-001">
                        <scenes>
                            <scene sceneID="flt-Sc-001">
                                <objects>
                                    <viewController id="flt-Vc-001" customClass="FilterViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="flt-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="flt-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="exp-Sc-001">
                                <objects>
                                    <viewController id="exp-Vc-001" customClass="ExportViewController" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="exp-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="exp-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

    ]
}
