import IBLintCore

/// The examples of `missing-files-owner-class`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain missing-files-owner-class` and the SARIF help show them.
enum MissingFilesOwnerClassRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "File's Owner has connections but no class",
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
    ]
}
