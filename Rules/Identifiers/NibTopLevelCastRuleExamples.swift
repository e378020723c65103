import IBLintCore

/// The examples of `nib-top-level-cast`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start), and `iblint explain nib-top-level-cast` and the SARIF help show them.
enum NibTopLevelCastRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "The File's Owner mix-up: the view loads its nib with owner: self, then casts the plain root view to its own class",
            triggers: true,
            files: [
                ExampleFile("Views/RatingView.swift", #"""
                    import UIKit

                    final class RatingView: UIView {
                        @IBOutlet var starsLabel: UILabel!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            // File's Owner is RatingView; the root view of the xib has no class.
                            let content = Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self, options: nil)?.first ↓as! RatingView
                            addSubview(content)
                        }
                    }
                    """#),
                ExampleFile("Views/RatingView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RatingView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="starsLabel" destination="lb1-Rt-001" id="cn1-Rt-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="★★★☆☆" id="lb1-Rt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A gesture recognizer dragged to the top level comes before the view (as? yields nil, a warning; as! crashes)",
            triggers: true,
            files: [
                ExampleFile("Views/PromoBanner.swift", #"""
                    import UIKit

                    final class PromoBanner: UIView {
                        @IBOutlet var titleLabel: UILabel!

                        static func make() -> PromoBanner? {
                            UINib(nibName: "PromoBanner", bundle: nil).instantiate(withOwner: nil, options: nil).first ↓as? PromoBanner
                        }

                        static func tapRecognizer() -> UITapGestureRecognizer {
                            Bundle.main.loadNibNamed("PromoBanner", owner: nil)?.last ↓as! UITapGestureRecognizer
                        }
                    }
                    """#),
                ExampleFile("Views/PromoBanner.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tapGestureRecognizer id="tp1-Pb-001"/>
                            <view contentMode="scaleToFill" id="pb1-Vw-001" customClass="PromoBanner" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                <subviews>
                                    <label opaque="NO" text="Sale" id="lb1-Pb-001">
                                        <rect key="frame" x="16" y="16" width="288" height="48"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="titleLabel" destination="lb1-Pb-001" id="cn1-Pb-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Casts that match: the object's class, a superclass of it, the right index",
            triggers: false,
            files: [
                ExampleFile("Views/PromoBanner.swift", #"""
                    import UIKit

                    class BannerBase: UIView {}

                    final class PromoBanner: BannerBase {
                        @IBOutlet var titleLabel: UILabel!

                        static func make() -> PromoBanner {
                            Bundle.main.loadNibNamed("PromoBanner", owner: nil, options: nil)![1] as! PromoBanner
                        }

                        static func anyBanner() -> BannerBase? {
                            UINib(nibName: "PromoBanner", bundle: Bundle(for: PromoBanner.self)).instantiate(withOwner: nil)[1] as? BannerBase
                        }

                        static func recognizer() -> UITapGestureRecognizer? {
                            Bundle.main.loadNibNamed("PromoBanner", owner: nil)?.first as? UITapGestureRecognizer
                        }

                        static func lastView() -> UIView? {
                            Bundle.main.loadNibNamed("PromoBanner", owner: nil)?.last as? UIView
                        }
                    }
                    """#),
                ExampleFile("Views/PromoBanner.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tapGestureRecognizer id="tp1-Pb-001"/>
                            <view contentMode="scaleToFill" id="pb1-Vw-001" customClass="PromoBanner" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                <subviews>
                                    <label opaque="NO" text="Sale" id="lb1-Pb-001">
                                        <rect key="frame" x="16" y="16" width="288" height="48"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="titleLabel" destination="lb1-Pb-001" id="cn1-Pb-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Unknown: a protocol, a generic parameter, another bundle, a class of another module, a superclass iblint cannot see",
            triggers: false,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example; ChartsKit is a dependency.
                    let package = Package(
                        name: "Demo",
                        dependencies: [.package(url: "https://github.com/example/ChartsKit", from: "1.0.0")],
                        targets: [.target(name: "Demo", dependencies: ["ChartsKit"], path: ".")])
                    """#),
                ExampleFile("Views/Loading.swift", #"""
                    import UIKit
                    import ChartsKit

                    protocol NibLoadable: AnyObject {}

                    enum ViewLoader {
                        static func loadable() -> NibLoadable? {
                            Bundle.main.loadNibNamed("ChartCard", owner: nil)?.first as? NibLoadable
                        }

                        static func load<V: UIView>(_ type: V.Type) -> V {
                            Bundle(for: V.self).loadNibNamed("ChartCard", owner: nil)![0] as! V
                        }

                        static func fromKit() -> ChartCardView? {
                            // The kit's bundle may hold a ChartCard.xib of its own.
                            Bundle(identifier: "com.example.ChartsKit")?.loadNibNamed("ChartCard", owner: nil)?.first as? ChartCardView
                        }

                        static func legend() -> UIStackView {
                            // LegendView.xib's root is ChartsKit's LegendView (a stack view), not the app's class of that name.
                            Bundle.main.loadNibNamed("LegendView", owner: nil)?.first as! UIStackView
                        }

                        static func sparkline() -> FancyView {
                            // SparklineView comes from ChartsKit: iblint cannot see whether it is a FancyView.
                            Bundle.main.loadNibNamed("Sparkline", owner: nil)?.first as! FancyView
                        }
                    }

                    final class ChartCardView: UIView {}
                    final class LegendView: UIView {}
                    final class FancyView: UIView {}
                    final class SparklineView: ChartsKitBaseView {}
                    """#),
                ExampleFile("Views/ChartCard.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="cc1-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/LegendView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="lg1-Vw-001" customClass="LegendView" customModule="ChartsKit">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/Sparkline.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="sp1-Vw-001" customClass="SparklineView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Unknown: two localized copies of the nib, which iblint cannot tell apart",
            triggers: false,
            files: [
                ExampleFile("Views/WelcomeView.swift", #"""
                    import UIKit

                    final class WelcomeView: UIView {
                        static func make() -> WelcomeView {
                            Bundle.main.loadNibNamed("WelcomeView", owner: nil)?.first as! WelcomeView
                        }
                    }
                    """#),
                ExampleFile("Views/en.lproj/WelcomeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="wl1-Vw-001" customClass="WelcomeView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/de.lproj/WelcomeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="wl2-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
