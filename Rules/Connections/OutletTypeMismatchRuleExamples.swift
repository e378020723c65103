import IBLintCore

/// The examples of `outlet-type-mismatch`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain outlet-type-mismatch` and the SARIF help show them.
enum OutletTypeMismatchRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A label replaced by a button in code but not in the storyboard",
            triggers: true,
            files: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit

                    final class CheckoutViewController: UIViewController {
                        @IBOutlet weak var totalLabel: UILabel!
                        @IBOutlet weak var promoButton: UIButton!
                    }
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
                                            <label opaque="NO" text="$0.00" id="tot1">
                                                <rect key="frame" x="16" y="700" width="361" height="21"/>
                                            </label>
                                            <label opaque="NO" text="Have a promo code?" id="prm1">
                                                <rect key="frame" x="16" y="740" width="361" height="21"/>
                                            </label>
                                            </subviews>
                                        </view>
                                        <connections>
                                        <outlet property="totalLabel" destination="tot1" id="o1"/>
                                        ↓<outlet property="promoButton" destination="prm1" id="o2"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An outlet of a custom view class connected to a view whose Custom Class is not set",
            triggers: true,
            files: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit

                    final class OrderSummaryView: UIView {
                        func configure(total: String) {}
                    }

                    final class CheckoutViewController: UIViewController {
                        @IBOutlet weak var summaryView: OrderSummaryView!
                    }
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
                                            <view contentMode="scaleToFill" id="sum1">
                                                <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                            </view>
                                            </subviews>
                                        </view>
                                        <connections>
                                        ↓<outlet property="summaryView" destination="sum1" id="o1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An outlet collection of buttons that also holds an image view",
            triggers: true,
            files: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit

                    final class CheckoutViewController: UIViewController {
                        @IBOutlet var paymentButtons: [UIButton]!
                    }
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
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pay1">
                                                <rect key="frame" x="16" y="600" width="361" height="44"/>
                                            </button>
                                            <imageView contentMode="scaleAspectFit" id="pay2">
                                                <rect key="frame" x="16" y="650" width="361" height="44"/>
                                            </imageView>
                                            </subviews>
                                        </view>
                                        <connections>
                                        <outletCollection property="paymentButtons" destination="pay1" collectionClass="NSMutableArray" id="o1"/>
                                        ↓<outletCollection property="paymentButtons" destination="pay2" collectionClass="NSMutableArray" id="o2"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An Objective-C outlet typed UILabel connected to a text field",
            triggers: true,
            files: [
                ExampleFile("Legacy/CheckoutViewController.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface CheckoutViewController : UIViewController
                    @property (nonatomic, weak) IBOutlet UILabel *emailLabel;
                    @end
                    """#),
                ExampleFile("Checkout.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="CheckoutViewController" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                            <textField opaque="NO" contentMode="scaleToFill" id="eml1">
                                                <rect key="frame" x="16" y="100" width="361" height="34"/>
                                            </textField>
                                            </subviews>
                                        </view>
                                        <connections>
                                        ↓<outlet property="emailLabel" destination="eml1" id="o1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Subclasses, superclass-typed outlets, constraints, protocol and Any outlets, Objective-C collections, and classes iblint cannot see",
            triggers: false,
            files: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit

                    protocol PaymentSheet: AnyObject {}
                    typealias PriceLabel = UILabel

                    class BadgeLabel: UILabel {}

                    final class CheckoutViewController: UIViewController {
                        @IBOutlet weak var totalLabel: UILabel!
                        @IBOutlet weak var container: UIView?
                        @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
                        @IBOutlet weak var sheet: PaymentSheet!
                        @IBOutlet weak var anything: AnyObject!
                        @IBOutlet weak var priceLabel: PriceLabel!
                        @IBOutlet weak var animationView: UIView!
                        @IBOutlet var fields: [UITextField]!
                    }
                    """#),
                ExampleFile("Legacy/LegacyFormView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyFormView : UIView
                    @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
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
                                            <label opaque="NO" text="$0.00" id="tot1" customClass="BadgeLabel" customModule="Demo" customModuleProvider="target">
                                                <rect key="frame" x="16" y="700" width="361" height="21"/>
                                            </label>
                                            <label opaque="NO" text="$0.00" id="prc1">
                                                <rect key="frame" x="16" y="730" width="361" height="21"/>
                                            </label>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                                <rect key="frame" x="16" y="760" width="361" height="44"/>
                                            </button>
                                            <view contentMode="scaleToFill" id="frm1" customClass="LegacyFormView">
                                                <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                                <connections>
                                                    <outletCollection property="buttons" destination="btn1" id="o9"/>
                                                </connections>
                                            </view>
                                            <view contentMode="scaleToFill" id="anm1" customClass="LottieAnimationView" customModule="Lottie">
                                                <rect key="frame" x="0.0" y="300" width="100" height="100"/>
                                            </view>
                                            <textField opaque="NO" contentMode="scaleToFill" id="tf1">
                                                <rect key="frame" x="16" y="400" width="361" height="34"/>
                                            </textField>
                                            </subviews>
                                        <constraints>
                                            <constraint firstItem="btn1" firstAttribute="bottom" secondItem="v1" secondAttribute="bottom" constant="20" id="c1"/>
                                        </constraints>
                                        </view>
                                        <connections>
                                        <outlet property="totalLabel" destination="tot1" id="o1"/>
                                        <outlet property="container" destination="btn1" id="o2"/>
                                        <outlet property="bottomConstraint" destination="c1" id="o3"/>
                                        <outlet property="sheet" destination="btn1" id="o4"/>
                                        <outlet property="anything" destination="btn1" id="o5"/>
                                        <outlet property="priceLabel" destination="btn1" id="o6"/>
                                        <outlet property="animationView" destination="anm1" id="o7"/>
                                        <outletCollection property="fields" destination="tf1" id="o8"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
        RuleExample(
            "A xib copied from another screen keeps the old File's Owner class, but UIKit loads it for the view controller named like it",
            triggers: false,
            files: [
                ExampleFile("Demos/LineChartViewController.swift", #"""
                    import UIKit

                    final class LineChartViewController: UIViewController {
                        @IBOutlet var chartView: LineChartView!
                    }

                    final class BubbleChartViewController: UIViewController {
                        // init() loads BubbleChartViewController.xib, with this controller as its File's Owner.
                        @IBOutlet var chartView: BubbleChartView!
                    }

                    class ChartView: UIView {}
                    final class LineChartView: ChartView {}
                    final class BubbleChartView: ChartView {}
                    """#),
                ExampleFile("Demos/BubbleChartViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LineChartViewController" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="chartView" destination="bbl-Vw-001" id="cht-Ot-001"/>
                                    <outlet property="view" destination="i5M-Pr-FkT" id="vw-Ot-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="bbl-Vw-001" customClass="BubbleChartView" customModule="Demo" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                                    </view>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]
        ),
    ]
}
