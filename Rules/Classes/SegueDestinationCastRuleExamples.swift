import IBLintCore

/// The examples of `segue-destination-cast`, written as the files a reader would see. The rule tests run them (`↓`
/// marks where a finding must start), and `iblint explain segue-destination-cast` and the SARIF help show them.
enum SegueDestinationCastRuleExamples {
    /// Orders → (showDetail) navigation controller → OrderDetailViewController; Orders → (showReceipt) ReceiptViewController;
    /// Orders embeds a SummaryViewController.
    static let ordersStoryboard = ExampleFile("Orders.storyboard", #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="OrdersViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="cnt1">
                                        <rect key="frame" x="0.0" y="600" width="393" height="200"/>
                                        <connections>
                                            <segue destination="vc4" kind="embed" identifier="embedSummary" id="sg3"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="nav1" kind="presentation" identifier="showDetail" id="sg1"/>
                                <segue destination="vc3" kind="show" identifier="showReceipt" id="sg2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar1">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc2" kind="relationship" relationship="rootViewController" id="rel1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="vc2" customClass="OrderDetailViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="vc3" customClass="ReceiptViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v3">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr4" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s5">
                    <objects>
                        <viewController id="vc4" customClass="SummaryViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v4">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr5" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#)

    static let controllers = ExampleFile("Controllers/Controllers.swift", #"""
        import UIKit

        class OrderDetailViewController: UIViewController { var orderID = 0 }
        final class ReceiptViewController: UIViewController { var orderID = 0 }
        final class SummaryViewController: UIViewController { var total = 0 }
        final class RefundViewController: UIViewController { var orderID = 0 }
        """#)

    static let package = ExampleFile("Package.swift", #"""
        // swift-tools-version:5.9
        import PackageDescription

        // The app's one target builds every file of the example.
        let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
        """#)

    static let all: [RuleExample] = [
        RuleExample(
            "A segue that leads to a navigation controller, cast to the controller inside it",
            triggers: true,
            files: [
                ordersStoryboard, controllers,
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrdersViewController: UIViewController {
                        var selectedOrder = 0

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "showDetail" {
                                let detail = ↓segue.destination as! OrderDetailViewController
                                detail.orderID = selectedOrder
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A switch over the identifier whose case casts to the screen of another segue (as?: the configuration silently never happens), and a default no other segue can satisfy",
            triggers: true,
            files: [
                package, ordersStoryboard, controllers,
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrdersViewController: UIViewController {
                        var selectedOrder = 0

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            guard let identifier = segue.identifier else { return }
                            switch identifier {
                            case "showReceipt":
                                (↓segue.destination as? RefundViewController)?.orderID = selectedOrder
                            case "embedSummary":
                                (segue.destination as? SummaryViewController)?.total = 3
                            default:
                                (↓segue.destination as? ReceiptViewController)?.orderID = selectedOrder
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A cast no segue of the class can satisfy, left over from a removed screen",
            triggers: true,
            files: [
                package, ordersStoryboard, controllers,
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrdersViewController: UIViewController {
                        var selectedOrder = 0

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if let navigation = segue.destination as? UINavigationController,
                               let detail = navigation.topViewController as? OrderDetailViewController {
                                detail.orderID = selectedOrder
                            } else if let refund = ↓segue.destination as? RefundViewController {
                                refund.orderID = selectedOrder
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "Casts that fit: the navigation controller and its top view controller, the embedded controller, a superclass, and a guarded cast",
            triggers: false,
            files: [
                package, ordersStoryboard, controllers,
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    protocol OrderReceiving: AnyObject { var orderID: Int { get set } }

                    final class OrdersViewController: UIViewController {
                        var selectedOrder = 0

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "showDetail" {
                                let navigation = segue.destination as! UINavigationController
                                (navigation.topViewController as? OrderDetailViewController)?.orderID = selectedOrder
                            } else if segue.identifier == "showReceipt" {
                                (segue.destination as! ReceiptViewController).orderID = selectedOrder
                            }
                            if let summary = segue.destination as? SummaryViewController { summary.total = 1 }
                            let screen = segue.destination as? UIViewController
                            (segue.destination as? OrderReceiving)?.orderID = selectedOrder
                            print(screen as Any)
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A conditional cast to the screen itself, with a fallback that looks inside the navigation controller the storyboard wraps it in",
            triggers: false,
            files: [
                package, ordersStoryboard, controllers,
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrdersViewController: UIViewController {
                        var selectedOrder = 0

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            let detail: OrderDetailViewController
                            if let direct = segue.destination as? OrderDetailViewController {
                                detail = direct
                            } else if let navigation = segue.destination as? UINavigationController,
                                      let wrapped = navigation.viewControllers.first as? OrderDetailViewController {
                                detail = wrapped
                            } else {
                                return
                            }
                            detail.orderID = selectedOrder
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "What iblint cannot resolve: an identifier from a constant, an identifier no segue has, a subclass with scenes of its own, and a destination from another module",
            triggers: false,
            files: [
                package, ordersStoryboard, controllers,
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    enum Segue { static let refund = "showRefund" }

                    class OrdersViewController: UIViewController {
                        var selectedOrder = 0

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            // Some segue of the class leads to a ReceiptViewController; which one Segue.refund names is unknown.
                            if segue.identifier == Segue.refund {
                                (segue.destination as! ReceiptViewController).orderID = selectedOrder
                            }
                            // Only the subclass's scene has this segue.
                            if segue.identifier == "showRefund" {
                                (segue.destination as! RefundViewController).orderID = selectedOrder
                            }
                            // No scene of the class has this segue: there is nothing to compare the cast with.
                            if segue.identifier == "showHistory" {
                                (segue.destination as! RefundViewController).orderID = selectedOrder
                            }
                        }
                    }

                    // Its scene has a segue to the refund screen, which the base class's prepare(for:sender:) handles.
                    final class ArchivedOrdersViewController: OrdersViewController {}
                    """#),
                ExampleFile("Archive.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="ArchivedOrdersViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showRefund" id="sg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="vc2" customClass="RefundViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Without the project's description, a storyboard iblint did not scan may hold the segue an unguarded cast expects",
            triggers: false,
            files: [
                ordersStoryboard, controllers,
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrdersViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            (segue.destination as? RefundViewController)?.orderID = 1
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A segue whose destination iblint cannot see (a scene of another module, an unwind segue) makes unguarded casts unknown",
            triggers: false,
            files: [
                package,
                ExampleFile("Controllers/ProfileViewController.swift", #"""
                    import UIKit

                    final class AvatarPickerViewController: UIViewController { var onPick: (() -> Void)? }

                    final class ProfileViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if let picker = segue.destination as? AvatarPickerViewController { picker.onPick = {} }
                        }
                    }
                    """#),
                ExampleFile("Profile.storyboard", #"""
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
                                                        <segue destination="ext1" kind="unwind" unwindAction="unwindToRoot:" id="sg2"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showPicker" id="sg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                    <exit id="ext1" userLabel="Exit" sceneMemberID="exit"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="vc2" customClass="PhotoPickerViewController" customModule="PhotoKitUI" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
    ]
}
