import IBLintCore

/// The examples of `missing-files-owner-class`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain missing-files-owner-class` and the SARIF help show them.
enum MissingFilesOwnerClassRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "File's Owner has connections but no class; the view that loads the xib with owner: self is known (a warning, fixed by setting the class)",
            triggers: true,
            files: [
                ExampleFile("Views/RatingView.swift", #"""
                    import UIKit

                    final class RatingView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            commonInit()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            commonInit()
                        }

                        private func commonInit() {
                            Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self, options: nil)
                            addSubview(contentView)
                            contentView.frame = bounds
                        }
                    }
                    """#),
                ExampleFile("Views/StarButton.swift", #"""
                    import UIKit

                    final class StarButton: UIButton {
                    }
                    """#),
                ExampleFile("Views/RatingView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="str-Bt-001" customClass="StarButton" customModule="Demo" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/RatingView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RatingView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="str-Bt-001" customClass="StarButton" customModule="Demo" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Loaded with owner: self, but File's Owner is another class",
            triggers: true,
            files: [
                ExampleFile("Views/BadgeView.swift", #"""
                    import UIKit

                    final class BadgeView: UIView {
                        @IBOutlet var contentView: UIView!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: BadgeView.self).loadNibNamed("BadgeView", owner: self, options: nil)
                            addSubview(contentView)
                        }
                    }

                    final class SettingsViewController: UIViewController {
                    }
                    """#),
                ExampleFile("Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
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
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "File's Owner names a class that no longer exists",
            triggers: true,
            files: [
                ExampleFile("Views/AvatarView.swift", #"""
                    import UIKit

                    final class AvatarView: UIView {
                    }
                    """#),
                ExampleFile("Views/AvatarView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UserAvatarView" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
            ]),

        RuleExample(
            "A File's Owner class that code uses but whose file is not in the scanned paths",
            triggers: false,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Controllers/ProductViewController.swift", #"""
                    import UIKit

                    final class ProductViewController: UIViewController {
                        // NutriScoreView is declared in a file iblint was not given: it exists, it is just unseen.
                        @IBOutlet weak var nutriScoreView: NutriScoreView!
                    }
                    """#),
                ExampleFile("Views/NutriScoreView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NutriScoreView" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Root-class style: loaded with owner: nil, File's Owner without class or connections",
            triggers: false,
            files: [
                ExampleFile("Views/EmptyStateView.swift", #"""
                    import UIKit

                    final class EmptyStateView: UIView {
                        @IBOutlet weak var messageLabel: UILabel!

                        static func make() -> EmptyStateView {
                            Bundle(for: EmptyStateView.self).loadNibNamed("EmptyStateView", owner: nil, options: nil)?.first as! EmptyStateView
                        }
                    }
                    """#),
                ExampleFile("Views/EmptyStateView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="EmptyStateView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                <subviews>
                                    <label opaque="NO" text="Nothing here" id="msg-La-001">
                                        <rect key="frame" x="16" y="80" width="268" height="21"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="messageLabel" destination="msg-La-001" id="oMs-g1-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "File's Owner style done right, including a subclass loading its superclass's nib",
            triggers: false,
            files: [
                ExampleFile("Views/StepperView.swift", #"""
                    import UIKit

                    class StepperView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            Bundle(for: StepperView.self).loadNibNamed("StepperView", owner: self, options: nil)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: StepperView.self).loadNibNamed("StepperView", owner: self, options: nil)
                        }
                    }

                    final class CompactStepperView: StepperView {
                        func reload() {
                            UINib(nibName: "StepperView", bundle: Bundle(for: StepperView.self)).instantiate(withOwner: self, options: nil)
                        }
                    }
                    """#),
                ExampleFile("Views/StepperView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StepperView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A cell passes owner: self but uses only the nib's top-level views; nothing is connected to File's Owner",
            triggers: false,
            files: [
                ExampleFile("Cells/OrderSummaryCell.swift", #"""
                    import UIKit

                    final class OrderSummaryCell: UITableViewCell {
                        @IBOutlet private weak var stackView: UIStackView!

                        func showTotals() {
                            // The owner is passed but never used: the views come from the nib's top-level objects.
                            if let priceTag = Bundle.main.loadNibNamed("PriceTagView", owner: self, options: nil)?.first as? PriceTagView {
                                stackView.addArrangedSubview(priceTag)
                            }
                            if let footer = UINib(nibName: "DeliveryNoteView", bundle: nil).instantiate(withOwner: self, options: nil)[0] as? DeliveryNoteView {
                                stackView.addArrangedSubview(footer)
                            }
                        }
                    }

                    final class PriceTagView: UIView {
                        @IBOutlet weak var amountLabel: UILabel!
                    }

                    final class DeliveryNoteView: UIView {
                    }
                    """#),
                ExampleFile("Views/PriceTagView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="prc-Vw-001" customClass="PriceTagView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                                <subviews>
                                    <label opaque="NO" text="€0.00" id="prc-La-001">
                                        <rect key="frame" x="8" y="6" width="104" height="20"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="amountLabel" destination="prc-La-001" id="prc-Ou-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/DeliveryNoteView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="dlv-Vw-001" customClass="DeliveryNoteView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A static factory passes owner: self, which there is the class object; File's Owner has no class and no connections",
            triggers: false,
            files: [
                ExampleFile("Views/EmptyResultsView.swift", #"""
                    import UIKit

                    final class EmptyResultsView: UIView {
                        @IBOutlet weak var hintLabel: UILabel!

                        static func make() -> EmptyResultsView {
                            Bundle(for: self).loadNibNamed("EmptyResultsView", owner: self, options: nil)![0] as! EmptyResultsView
                        }
                    }
                    """#),
                ExampleFile("Views/EmptyResultsView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="emp-Vw-001" customClass="EmptyResultsView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                                <subviews>
                                    <label opaque="NO" text="Try another search" id="emp-La-001">
                                        <rect key="frame" x="16" y="50" width="268" height="21"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="hintLabel" destination="emp-La-001" id="emp-Ou-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A view controller loads the xib named like itself (init(nibName: nil, bundle: nil)), whose File's Owner has connections but no class (a warning, fixed by setting the class)",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Controllers/ReceiptViewController.swift", #"""
                    import UIKit

                    final class ReceiptViewController: UIViewController {
                        @IBOutlet private weak var totalLabel: UILabel!
                        private let total: String

                        init(total: String) {
                            self.total = total
                            // A nil nib name loads ReceiptViewController.xib, with this controller as File's Owner.
                            super.init(nibName: nil, bundle: nil)
                        }

                        required init?(coder: NSCoder) {
                            fatalError("init(coder:) is not used")
                        }
                    }
                    """#),
                ExampleFile("Controllers/ReceiptViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="totalLabel" destination="rcp-La-001" id="rcp-Ou-001"/>
                                    <outlet property="view" destination="rcp-Vw-001" id="rcp-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="rcp-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label opaque="NO" text="Total" id="rcp-La-001">
                                        <rect key="frame" x="16" y="100" width="358" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/ReceiptViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ReceiptViewController" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="totalLabel" destination="rcp-La-001" id="rcp-Ou-001"/>
                                    <outlet property="view" destination="rcp-Vw-001" id="rcp-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="rcp-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label opaque="NO" text="Total" id="rcp-La-001">
                                        <rect key="frame" x="16" y="100" width="358" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A xib copied from another screen: SignInViewController() loads SignInViewController.xib, whose File's Owner is still SignUpViewController",
            triggers: true,
            files: [
                ExampleFile("Controllers/AccountViewControllers.swift", #"""
                    import UIKit

                    final class SignUpViewController: UIViewController {
                        @IBOutlet weak var emailField: UITextField!
                    }

                    final class SignInViewController: UIViewController {
                        @IBOutlet weak var emailField: UITextField!
                    }

                    final class WelcomeViewController: UIViewController {
                        @IBAction func signInTapped(_ sender: UIButton) {
                            // UIViewController's init() passes a nil nib name: the nib named like the class is loaded.
                            navigationController?.pushViewController(SignInViewController(), animated: true)
                        }
                    }
                    """#),
                ExampleFile("Controllers/SignInViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SignUpViewController" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="emailField" destination="sgn-Tf-001" id="sgn-Ou-001"/>
                                    <outlet property="view" destination="sgn-Vw-001" id="sgn-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="sgn-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Email" id="sgn-Tf-001">
                                        <rect key="frame" x="16" y="120" width="358" height="34"/>
                                    </textField>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/SignInViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SignInViewController" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="emailField" destination="sgn-Tf-001" id="sgn-Ou-001"/>
                                    <outlet property="view" destination="sgn-Vw-001" id="sgn-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="sgn-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Email" id="sgn-Tf-001">
                                        <rect key="frame" x="16" y="120" width="358" height="34"/>
                                    </textField>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "File's Owner has a connection but no class, and only a static method loads the xib with owner: self (a warning without a fix: the owner's class is unknown)",
            triggers: true,
            files: [
                ExampleFile("Views/RatingPromptView.swift", #"""
                    import UIKit

                    final class RatingPromptView: UIView {
                        @IBOutlet weak var titleLabel: UILabel!

                        // Here `self` is the class RatingPromptView, not an instance of it.
                        static func make() -> RatingPromptView? {
                            Bundle.main.loadNibNamed("RatingPromptView", owner: self, options: nil)?.first as? RatingPromptView
                        }
                    }
                    """#),
                ExampleFile("Views/RatingPromptView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="titleLabel" destination="rtp-La-001" id="rtp-Ou-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="rtp-Vw-001" customClass="RatingPromptView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                                <subviews>
                                    <label opaque="NO" text="Enjoying the app?" id="rtp-La-001">
                                        <rect key="frame" x="16" y="16" width="268" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "File's Owner has connections but no class; the view loads the xib with owner: self, and a static preview method does too (the fix is only shown)",
            triggers: true,
            files: [
                ExampleFile("Views/ToastView.swift", #"""
                    import UIKit

                    final class ToastView: UIView {
                        @IBOutlet var contentView: UIView!
                        @IBOutlet weak var messageLabel: UILabel!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            Bundle.main.loadNibNamed("ToastView", owner: self, options: nil)
                            addSubview(contentView)
                        }

                        required init?(coder: NSCoder) {
                            fatalError("init(coder:) is not used")
                        }

                        static func preview() -> UIView? {
                            Bundle.main.loadNibNamed("ToastView", owner: self, options: nil)?.first as? UIView
                        }
                    }
                    """#),
                ExampleFile("Views/ToastView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="contentView" destination="tst-Vw-001" id="tst-Ou-001"/>
                                    <outlet property="messageLabel" destination="tst-La-001" id="tst-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="tst-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="48"/>
                                <subviews>
                                    <label opaque="NO" text="Saved" id="tst-La-001">
                                        <rect key="frame" x="16" y="14" width="268" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
            ]),
    ]
}
