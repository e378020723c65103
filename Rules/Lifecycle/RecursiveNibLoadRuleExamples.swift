import IBLintCore

/// The examples of `recursive-nib-load`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain recursive-nib-load` and the SARIF help show them.
enum RecursiveNibLoadRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "Root view's class set to the view that loads the nib from init?(coder:)",
            triggers: true,
            files: [
                ExampleFile("Views/RatingView.swift", #"""
                    import UIKit

                    final class RatingView: UIView {
                        @IBOutlet var contentView: UIView!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self, options: nil)
                            addSubview(contentView)
                        }
                    }
                    """#),
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
                            ↓<view contentMode="scaleToFill" id="iN0-l3-epB" customClass="RatingView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "The tutorial's nib name, String(describing: Self.self), loaded from both initializers",
            triggers: true,
            files: [
                ExampleFile("Views/LoopView.swift", #"""
                    import UIKit

                    final class LoopView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            applyNib()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            applyNib()
                        }

                        fileprivate func applyNib() {
                            let nibName = String(describing: Self.self)
                            Bundle.main.loadNibNamed(nibName, owner: self)
                            addSubview(contentView)
                        }
                    }
                    """#),
                ExampleFile("Views/LoopView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            ↓<view contentMode="scaleToFill" id="lp1-Vw-001" customClass="LoopView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Loaded through commonInit() → loadFromNib() with UINib, and from awakeFromNib()",
            triggers: true,
            files: [
                ExampleFile("Views/Stepper.swift", #"""
                    import UIKit

                    final class StepperControl: UIView {
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
                            loadFromNib()
                        }

                        private func loadFromNib() {
                            UINib(nibName: "StepperControl", bundle: Bundle(for: StepperControl.self)).instantiate(withOwner: self, options: nil)
                            addSubview(contentView)
                        }
                    }

                    final class ToastView: UIView {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            Bundle.main.loadNibNamed("ToastView", owner: self)
                        }
                    }
                    """#),
                ExampleFile("Views/StepperControl.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StepperControl" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            ↓<view contentMode="scaleToFill" id="iN0-l3-epB" customClass="StepperControl" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/ToastView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ToastView" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            ↓<view contentMode="scaleToFill" id="toa-st-001" customClass="ToastView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "File's Owner style done right, root-class style from a factory, and a load only from init(frame:)",
            triggers: false,
            files: [
                ExampleFile("Views/Views.swift", #"""
                    import UIKit

                    final class RatingView: UIView {
                        @IBOutlet var contentView: UIView!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self, options: nil)
                            addSubview(contentView)
                        }
                    }

                    final class EmptyStateView: UIView {
                        static func make() -> EmptyStateView {
                            UINib(nibName: "EmptyStateView", bundle: nil).instantiate(withOwner: nil, options: nil).first as! EmptyStateView
                        }
                    }

                    final class CouponView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            Bundle(for: CouponView.self).loadNibNamed("CouponView", owner: self, options: nil)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }
                    """#),
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
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/EmptyStateView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="emp-ty-001" customClass="EmptyStateView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/CouponView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CouponView" customModule="Demo" customModuleProvider="target"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="cou-po-001" customClass="CouponView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
