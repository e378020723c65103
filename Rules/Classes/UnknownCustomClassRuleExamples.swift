import IBLintCore

/// The examples of `unknown-custom-class`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain unknown-custom-class` and the SARIF help show them.
enum UnknownCustomClassRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A custom class mistyped in the Identity inspector (fixed by choosing the class it meant)",
            triggers: true,
            files: [
                ExampleFile("Views/ProductCardView.swift", #"""
                    import UIKit

                    final class ProductCardView: UIView {
                    }

                    final class CatalogViewController: UIViewController {
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CatalogViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                ↓<view contentMode="scaleToFill" id="crd1" customClass="ProductCradView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="59" width="393" height="96"/>
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
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
            ],
            fixed: [
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CatalogViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="crd1" customClass="ProductCardView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="59" width="393" height="96"/>
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

        RuleExample(
            "A class of a module the project's Package.swift defines, deleted from the code",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(
                        name: "ShopKit",
                        platforms: [.iOS(.v15)],
                        targets: [
                            .target(name: "ShopKit"),
                        ]
                    )
                    """#),
                ExampleFile("Sources/ShopKit/CatalogViewController.swift", #"""
                    import UIKit

                    public final class CatalogViewController: UIViewController {
                    }
                    """#),
                ExampleFile("Sources/ShopKit/Catalog.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CatalogViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                ↓<view contentMode="scaleToFill" id="crd1" customClass="SaleBannerView" customModule="ShopKit">
                                                    <rect key="frame" x="0.0" y="59" width="393" height="96"/>
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

        RuleExample(
            "An Objective-C project: a module-less custom class that no header declares any more",
            triggers: true,
            files: [
                ExampleFile("Legacy/LegacyBadgeView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyBadgeView : UIView
                    @property (nonatomic, weak) IBOutlet UILabel *countLabel;
                    @end
                    """#),
                ExampleFile("Legacy/CatalogViewController.h", #"""
                    #import <UIKit/UIKit.h>
                    #import "LegacyBadgeView.h"

                    @interface CatalogViewController : UIViewController
                    @end
                    """#),
                ExampleFile("Legacy/Catalog.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CatalogViewController" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                ↓<view contentMode="scaleToFill" id="crd1" customClass="LegacyRibbonView">
                                                    <rect key="frame" x="0.0" y="59" width="393" height="96"/>
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
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
            ]),

        RuleExample(
            "Classes of other modules, module-less classes when the code imports a third-party module, a SwiftUI struct, a typealias",
            triggers: false,
            files: [
                ExampleFile("Views/Catalog.swift", #"""
                    import UIKit
                    import SwiftUI
                    import GoogleMaps

                    final class CatalogViewController: UIViewController {
                    }

                    // Rewritten in SwiftUI: the name is no longer a class iblint can check.
                    struct PromoBannerView: View {
                        var body: some View { Text("Sale") }
                    }

                    typealias LegacyCardView = UIView
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CatalogViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="anm1" customClass="LottieAnimationView" customModule="Lottie">
                                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                </view>
                                                <view contentMode="scaleToFill" id="map1" customClass="GMSMapView">
                                                    <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                                </view>
                                                <view contentMode="scaleToFill" id="prm1" customClass="PromoBannerView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="400" width="393" height="100"/>
                                                </view>
                                                <view contentMode="scaleToFill" id="crd1" customClass="LegacyCardView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="500" width="393" height="100"/>
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

        RuleExample(
            "Apple classes iblint's table lacks, a mangled Swift name, a name the code mentions, and Objective-C classes",
            triggers: false,
            files: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit
                    import PassKit

                    final class CheckoutViewController: UIViewController {
                        // Declared by a framework target outside the scanned paths; the code uses it, so it exists.
                        @IBOutlet weak var summaryView: OrderSummaryView!
                    }
                    """#),
                ExampleFile("Legacy/LegacyBadgeView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyBadgeView : UIView
                    @end
                    """#),
                ExampleFile("Checkout.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CheckoutViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="pay1" customClass="PKPaymentButton">
                                                    <rect key="frame" x="16" y="700" width="361" height="50"/>
                                                </view>
                                                <view contentMode="scaleToFill" id="sum1" customClass="OrderSummaryView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                                </view>
                                                <view contentMode="scaleToFill" id="old1" customClass="_TtC4Demo13LegacyRowView">
                                                    <rect key="frame" x="0.0" y="400" width="393" height="44"/>
                                                </view>
                                                <view contentMode="scaleToFill" id="bdg1" customClass="LegacyBadgeView">
                                                    <rect key="frame" x="0.0" y="450" width="40" height="24"/>
                                                </view>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder" customClass="UIResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Without any source code every class is unknown",
            triggers: false,
            files: [
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CatalogViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="crd1" customClass="ProductCradView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="59" width="393" height="96"/>
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
