import IBLintCore

/// The examples of `custom-module`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain custom-module` and the SARIF help show them.
enum CustomModuleRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A Swift view controller without module",
            triggers: true,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBOutlet weak var totalLabel: UILabel!
                    }
                    """#),
                ExampleFile("Controllers/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-Vc-001">
                        <scenes>
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    ↓<viewController id="vc1-Vc-001" customClass="CartViewController" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A view whose class iblint cannot see (it may be an Objective-C library's): unknown",
            triggers: false,
            files: [
                ExampleFile("Views/RatingView.swift", #"""
                    import UIKit

                    final class RatingViewModel {
                    }
                    """#),
                ExampleFile("Views/RatingView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="StarRatingView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Interface files alone: every class is unknown",
            triggers: false,
            files: [
                ExampleFile("Views/RatingView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="StarRatingView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Classes with their module, framework classes, and placeholders",
            triggers: false,
            files: [
                ExampleFile("Views/PromoView.swift", #"""
                    import UIKit

                    final class PromoView: UIView {
                    }
                    """#),
                ExampleFile("Views/PromoView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PromoViewOwner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="PromoView" customModule="ShopApp" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                                <subviews>
                                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="map-Mv-001" customClass="MKMapView">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                    </mapView>
                                    <view contentMode="scaleToFill" id="wk1-Wv-001" customClass="WKWebView">
                                        <rect key="frame" x="0.0" y="80" width="320" height="40"/>
                                    </view>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Objective-C classes and Swift classes with an explicit Objective-C name need no module",
            triggers: false,
            files: [
                ExampleFile("Legacy/LegacyBadgeView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyBadgeView : UIView
                    @property (nonatomic, weak) IBOutlet UILabel *countLabel;
                    @end
                    """#),
                ExampleFile("Views/ShimmerView.swift", #"""
                    import UIKit

                    @objc(ShimmerView)
                    final class ShimmerView: UIView {
                    }
                    """#),
                ExampleFile("Views/BadgeRow.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="LegacyBadgeView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="shm-Vw-001" customClass="ShimmerView">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="qlf-Vw-001" customClass="ShopApp.GlowView">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                    </view>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
