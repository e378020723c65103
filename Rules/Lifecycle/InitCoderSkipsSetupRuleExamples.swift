import IBLintCore

/// The examples of `init-coder-skips-setup`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain init-coder-skips-setup` and the SARIF help show them.
enum InitCoderSkipsSetupRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A card view whose subviews are built only in init(frame:)",
            triggers: true,
            files: [
                ExampleFile("Views/PromoCardView.swift", #"""
                    import UIKit

                    final class PromoCardView: UIView {
                        private let titleLabel = UILabel()

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUpViews()
                            applyStyle()
                        }

                        required ↓init?(coder: NSCoder) {
                            super.init(coder: coder)
                            applyStyle()
                        }

                        private func setUpViews() {
                            addSubview(titleLabel)
                        }

                        private func applyStyle() {
                            layer.cornerRadius = 12
                        }
                    }
                    """#),
                ExampleFile("Home.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="pc1" customClass="PromoCardView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="16" y="100" width="361" height="120"/>
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
            ],
            fixed: [
                ExampleFile("Views/PromoCardView.swift", #"""
                    import UIKit

                    final class PromoCardView: UIView {
                        private let titleLabel = UILabel()

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUpViews()
                            applyStyle()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            setUpViews()
                            applyStyle()
                        }

                        private func setUpViews() {
                            addSubview(titleLabel)
                        }

                        private func applyStyle() {
                            layer.cornerRadius = 12
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A xib cell whose class inherits an init(coder:) that skips self.configure()",
            triggers: true,
            files: [
                ExampleFile("Views/BaseChipView.swift", #"""
                    import UIKit

                    class BaseChipView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            self.configure()
                        }

                        required ↓init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        func configure() {
                            backgroundColor = .systemGray6
                        }
                    }

                    final class FilterChipView: BaseChipView {
                        var isOn = false
                    }
                    """#),
                ExampleFile("Views/FilterChipView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="FilterChipView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="32"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/BaseChipView.swift", #"""
                    import UIKit

                    class BaseChipView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            self.configure()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            self.configure()
                        }

                        func configure() {
                            backgroundColor = .systemGray6
                        }
                    }

                    final class FilterChipView: BaseChipView {
                        var isOn = false
                    }
                    """#),
            ]),

        RuleExample(
            "Both initializers call commonInit(); awakeFromNib() sets up; one level of indirection",
            triggers: false,
            files: [
                ExampleFile("Views/Views.swift", #"""
                    import UIKit

                    final class AvatarView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            commonInit()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            commonInit()
                        }

                        private func commonInit() {
                            layer.masksToBounds = true
                        }
                    }

                    final class BannerView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUp()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        override func awakeFromNib() {
                            super.awakeFromNib()
                            setUp()
                        }

                        private func setUp() {
                            backgroundColor = .systemYellow
                        }
                    }

                    final class SliderView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUp()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            commonInit()
                        }

                        private func commonInit() {
                            setUp()
                        }

                        private func setUp() {
                            tintColor = .systemBlue
                        }
                    }
                    """#),
                ExampleFile("Views/Views.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="a01" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            </view>
                            <view contentMode="scaleToFill" id="b01" customClass="BannerView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            </view>
                            <view contentMode="scaleToFill" id="s01" customClass="SliderView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Framework and override methods, closures, a subclass without initializers, a class never used in IB",
            triggers: false,
            files: [
                ExampleFile("Views/GaugeView.swift", #"""
                    import UIKit

                    class GaugeView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(UIView())
                            layoutIfNeeded()
                            layoutSubviews()
                            DispatchQueue.main.async { self.animateIn() }
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        override func layoutSubviews() {
                            super.layoutSubviews()
                        }

                        func animateIn() {
                            alpha = 1
                        }
                    }

                    final class FuelGaugeView: GaugeView {
                        var level = 0.5
                    }

                    final class CodeOnlyView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            build()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }

                        private func build() {
                            backgroundColor = .red
                        }
                    }
                    """#),
                ExampleFile("Views/FuelGaugeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="FuelGaugeView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An init(coder:) that delegates to init(frame:), and a class whose init(frame:) is inherited",
            triggers: false,
            files: [
                ExampleFile("Views/TagView.swift", #"""
                    import UIKit

                    final class TagView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUp()
                        }

                        required convenience init?(coder: NSCoder) {
                            self.init(frame: .zero)
                        }

                        private func setUp() {
                            layer.cornerRadius = 4
                        }
                    }

                    final class PillView: UIView {
                        var text = ""
                    }
                    """#),
                ExampleFile("Views/TagView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="t01" customClass="TagView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            </view>
                            <view contentMode="scaleToFill" id="p01" customClass="PillView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
