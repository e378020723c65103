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
            "A class that lives on only in a file no target compiles (a stale copy next to the files the target builds)",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example but the stale copy.
                    let package = Package(name: "Demo", targets: [
                        .target(name: "Demo", path: ".", exclude: ["Views/ProfileHeaderView.swift"]),
                    ])
                    """#),
                ExampleFile("Views/ProfileViewController.swift", #"""
                    import UIKit

                    final class ProfileViewController: UIViewController {
                    }
                    """#),
                ExampleFile("Views/ProfileHeaderView.swift", #"""
                    import UIKit

                    final class ProfileHeaderView: UIView {
                    }
                    """#),
                ExampleFile("Views/Profile.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="ProfileViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                ↓<view contentMode="scaleToFill" id="hdr-Vw-001" customClass="ProfileHeaderView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
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
            ]
        ),

        RuleExample(
            "A gitignored secrets file the project lists but the checkout lacks does not hide a missing class; a xib no target builds is not checked",
            triggers: true,
            files: [
                ExampleFile("Shop.xcodeproj/project.pbxproj", #"""
                    // !$*UTF8*$!
                    {
                    	archiveVersion = 1;
                    	objectVersion = 56;
                    	objects = {
                    		B1 /* Secrets.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Secrets.swift */; };
                    		B2 /* BannerView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* BannerView.swift */; };
                    		B3 /* Home.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F3 /* Home.storyboard */; };
                    		F1 /* Secrets.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Secrets.swift; sourceTree = "<group>"; };
                    		F2 /* BannerView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = BannerView.swift; sourceTree = "<group>"; };
                    		F3 /* Home.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Home.storyboard; sourceTree = "<group>"; };
                    		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                    		G1 /* Shop */ = {isa = PBXGroup; children = (F1, F2, F3); path = Shop; sourceTree = "<group>"; };
                    		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                    		P2 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B3); };
                    		T1 /* Shop */ = {
                    			isa = PBXNativeTarget;
                    			buildPhases = (P1, P2);
                    			name = Shop;
                    			productName = Shop;
                    			productType = "com.apple.product-type.application";
                    		};
                    		R1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                    	};
                    	rootObject = R1 /* Project object */;
                    }
                    """#),
                ExampleFile(".gitignore", #"""
                    # API keys, written by the setup script
                    Secrets.swift
                    """#),
                ExampleFile("Shop/BannerView.swift", #"""
                    import UIKit

                    final class BannerView: UIView {
                    }
                    """#),
                ExampleFile("Shop/Home.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    ↓<viewController id="vc1" customClass="HomeViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
                ExampleFile("Shop/OldHome.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <view contentMode="scaleToFill" id="old-Vw-001" customClass="OldHomeView" customModule="Shop" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]
        ),

        RuleExample(
            "A listed file the checkout lacks and that is named for the class could declare it: unknown",
            triggers: false,
            files: [
                ExampleFile("Shop.xcodeproj/project.pbxproj", #"""
                    // !$*UTF8*$!
                    {
                    	archiveVersion = 1;
                    	objectVersion = 56;
                    	objects = {
                    		B1 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* HomeViewController.swift */; };
                    		B2 /* Home.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F2 /* Home.storyboard */; };
                    		F1 /* HomeViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeViewController.swift; sourceTree = "<group>"; };
                    		F2 /* Home.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Home.storyboard; sourceTree = "<group>"; };
                    		B3 /* OtherView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* OtherView.swift */; };
                    		F3 /* OtherView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = OtherView.swift; sourceTree = "<group>"; };
                    		G0 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
                    		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B3); };
                    		P2 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B2); };
                    		T1 /* Shop */ = {isa = PBXNativeTarget; buildPhases = (P1, P2); name = Shop; productType = "com.apple.product-type.application"; };
                    		R1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                    	};
                    	rootObject = R1 /* Project object */;
                    }
                    """#),
                ExampleFile("Home.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="HomeViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
                ExampleFile("OtherView.swift", #"""
                    import UIKit

                    final class OtherView: UIView {
                    }
                    """#),
            ]
        ),

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
