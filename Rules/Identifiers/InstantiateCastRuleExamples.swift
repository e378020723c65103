import IBLintCore

/// The examples of `instantiate-cast`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start), and `iblint explain instantiate-cast` and the SARIF help show them.
enum InstantiateCastRuleExamples {
    static let mainStoryboard = ExampleFile("Controllers/Main.storyboard", #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <viewController storyboardIdentifier="Cart" id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc2">
                    <objects>
                        <viewController storyboardIdentifier="Checkout" id="vc2" customClass="CheckoutViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc3">
                    <objects>
                        <viewController storyboardIdentifier="Receipt" id="vc3" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v3">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#)

    static let onboardingStoryboard = ExampleFile("Onboarding/Onboarding.storyboard", #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav1">
            <scenes>
                <scene sceneID="sc10">
                    <objects>
                        <navigationController id="nav1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc11" kind="relationship" relationship="rootViewController" id="rs1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr10" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc11">
                    <objects>
                        <viewController id="vc11" customClass="WelcomeViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v11">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr11" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#)

    static let controllers = ExampleFile("Controllers/Controllers.swift", #"""
        import UIKit

        class CartViewController: UIViewController {}
        class CheckoutViewController: UIViewController {}
        final class ExpressCheckoutViewController: CheckoutViewController {}
        final class ReceiptViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}
        """#)

    static let all: [RuleExample] = [
        RuleExample(
            "A Storyboard ID on a scene of another class, and a scene whose Custom Class was never set",
            triggers: true,
            files: [
                ExampleFile("Controllers/Router.swift", #"""
                    import UIKit

                    final class Router {
                        func cart() -> CartViewController {
                            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Checkout") ↓as! CartViewController
                        }

                        func receipt() -> ReceiptViewController? {
                            let storyboard = UIStoryboard(name: "Main", bundle: .main)
                            return storyboard.instantiateViewController(identifier: "Receipt") ↓as? ReceiptViewController
                        }
                    }
                    """#),
                controllers,
                mainStoryboard,
            ]),

        RuleExample(
            "self.storyboard is the storyboard of the view controller's own scene",
            triggers: true,
            files: [
                ExampleFile("Controllers/CartViewController+Checkout.swift", #"""
                    import UIKit

                    extension CartViewController {
                        func checkout() {
                            let express = storyboard?.instantiateViewController(withIdentifier: "Checkout") ↓as! ExpressCheckoutViewController
                            navigationController?.pushViewController(express, animated: true)
                        }
                    }
                    """#),
                controllers,
                mainStoryboard,
            ]),

        RuleExample(
            "The initial view controller is the navigation controller around the expected scene",
            triggers: true,
            files: [
                ExampleFile("Onboarding/OnboardingFlow.swift", #"""
                    import UIKit

                    enum OnboardingFlow {
                        static func start() -> WelcomeViewController {
                            UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() ↓as! WelcomeViewController
                        }
                    }
                    """#),
                controllers,
                onboardingStoryboard,
            ]),

        RuleExample(
            "Casts that fit: the scene's class, a superclass, the navigation controller",
            triggers: false,
            files: [
                ExampleFile("Controllers/Router.swift", #"""
                    import UIKit

                    final class Router {
                        let main = UIStoryboard(name: "Main", bundle: nil)

                        func cart() -> CartViewController {
                            main.instantiateViewController(withIdentifier: "Cart") as! CartViewController
                        }

                        func receipt() -> UIViewController? {
                            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Receipt") as? UIViewController
                        }

                        func onboarding() -> WelcomeViewController? {
                            let navigation = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() as! UINavigationController
                            return navigation.topViewController as? WelcomeViewController
                        }

                        func first() -> CartViewController? {
                            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? CartViewController
                        }
                    }
                    """#),
                controllers,
                mainStoryboard,
                onboardingStoryboard,
            ]),

        RuleExample(
            "Unknown: a storyboard passed in, another bundle, a local named storyboard, a protocol, a generic parameter",
            triggers: false,
            files: [
                ExampleFile("Controllers/Screens.swift", #"""
                    import UIKit

                    protocol Routable: AnyObject {}

                    final class Screens {
                        func checkout(from storyboard: UIStoryboard) -> CartViewController {
                            storyboard.instantiateViewController(withIdentifier: "Checkout") as! CartViewController
                        }

                        func kitCheckout() -> CartViewController? {
                            // The kit's own Main.storyboard, not the app's.
                            UIStoryboard(name: "Main", bundle: Bundle(identifier: "com.example.CheckoutKit")).instantiateViewController(withIdentifier: "Checkout") as? CartViewController
                        }

                        func routable() -> Routable? {
                            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Checkout") as? Routable
                        }

                        func make<Screen: UIViewController>(_ identifier: String, as type: Screen.Type) -> Screen {
                            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Receipt") as! Screen
                        }
                    }

                    extension CheckoutViewController {
                        func showCart(in storyboard: UIStoryboard) {
                            // A parameter named storyboard, not self.storyboard.
                            let cart = storyboard.instantiateViewController(withIdentifier: "Receipt") as! CartViewController
                            present(cart, animated: true)
                        }
                    }
                    """#),
                controllers,
                mainStoryboard,
            ]),

        RuleExample(
            "Unknown: the scene's class comes from another module, or has a superclass iblint cannot see",
            triggers: false,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example; PaymentsKit is a dependency.
                    let package = Package(
                        name: "Demo",
                        dependencies: [.package(url: "https://github.com/example/PaymentsKit", from: "1.0.0")],
                        targets: [.target(name: "Demo", dependencies: ["PaymentsKit"], path: ".")])
                    """#),
                ExampleFile("Payments/PaymentRouter.swift", #"""
                    import UIKit
                    import PaymentsKit

                    final class CardFormViewController: PaymentsKitFormController {}
                    final class PayViewController: UIViewController {}

                    enum PaymentRouter {
                        static func pay() -> PayViewController {
                            // The scene names PaymentsKit's PayViewController, a module iblint does not see.
                            UIStoryboard(name: "Payments", bundle: nil).instantiateViewController(withIdentifier: "Pay") as! PayViewController
                        }

                        static func form() -> UITableViewController? {
                            // PaymentsKitFormController may be a table view controller: iblint cannot see it.
                            UIStoryboard(name: "Payments", bundle: nil).instantiateViewController(withIdentifier: "CardForm") as? UITableViewController
                        }
                    }
                    """#),
                ExampleFile("Payments/Payments.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="sc20">
                                <objects>
                                    <viewController storyboardIdentifier="Pay" id="vc20" customClass="PayViewController" customModule="PaymentsKit" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v20">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr20" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc21">
                                <objects>
                                    <viewController storyboardIdentifier="CardForm" id="vc21" customClass="CardFormViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v21">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr21" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
    ]
}
