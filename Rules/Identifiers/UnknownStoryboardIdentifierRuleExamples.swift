import IBLintCore

/// The examples of `unknown-storyboard-identifier`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain unknown-storyboard-identifier` and the SARIF help show them.
enum UnknownStoryboardIdentifierRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A segue identifier with a typo, checked against the calling class's scene",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBAction func checkoutTapped(_ sender: UIButton) {
                            performSegue(withIdentifier: ↓"showCheckot", sender: sender)
                        }

                        func showReceipt() {
                            // Defined in the storyboard, but on the Checkout scene, not on this one.
                            self.performSegue(withIdentifier: ↓"showReceipt", sender: nil)
                        }
                    }
                    """#),
                ExampleFile("Controllers/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController storyboardIdentifier="CartViewController" id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="700"/>
                                                    <prototypes>
                                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="CartItemCell" id="cell1">
                                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                        </tableViewCell>
                                                    </prototypes>
                                                </tableView>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showCheckout" id="sg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc2">
                                <objects>
                                    <viewController storyboardIdentifier="CheckoutViewController" id="vc2" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="vc1" kind="show" identifier="showReceipt" id="sg2"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Storyboard IDs checked within the storyboard the call uses",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Controllers/Router.swift", #"""
                    import UIKit

                    final class Router {
                        func checkout() -> UIViewController {
                            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: ↓"CheckoutViewControler")
                        }

                        func profile() -> UIViewController {
                            let storyboard = UIStoryboard(name: "Main", bundle: nil)
                            // ProfileViewController lives in Settings.storyboard.
                            return storyboard.instantiateViewController(withIdentifier: ↓"ProfileViewController")
                        }
                    }
                    """#),
                ExampleFile("Controllers/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController storyboardIdentifier="CartViewController" id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="700"/>
                                                    <prototypes>
                                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="CartItemCell" id="cell1">
                                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                        </tableViewCell>
                                                    </prototypes>
                                                </tableView>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showCheckout" id="sg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc2">
                                <objects>
                                    <viewController storyboardIdentifier="CheckoutViewController" id="vc2" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="vc1" kind="show" identifier="showReceipt" id="sg2"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
                ExampleFile("Settings/Settings.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc9">
                        <scenes>
                            <scene sceneID="sc9">
                                <objects>
                                    <viewController storyboardIdentifier="ProfileViewController" id="vc9" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v9">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr9" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Reuse identifiers nobody defines or registers",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Controllers/ProductListViewController.swift", #"""
                    import UIKit

                    final class ProductListViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "ProductCell")
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: ↓"ProductCel", for: indexPath)
                        }

                        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                            tableView.dequeueReusableHeaderFooterView(withIdentifier: ↓"SectionHeader")
                        }
                    }
                    """#),
                ExampleFile("Cells/ProductCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProductCell" id="KGk-i7-Jjw" customClass="ProductCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Identifiers defined in storyboards, xibs and literal registrations",
            triggers: false,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    class CartViewController: UIViewController, UITableViewDataSource {
                        @IBOutlet weak var tableView: UITableView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "ProductCell")
                            tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
                        }

                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.row == 0 {
                                return tableView.dequeueReusableCell(withIdentifier: "CartItemCell", for: indexPath)
                            }
                            return tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath)
                        }

                        func header() -> UIView? {
                            tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
                        }

                        @IBAction func checkout() {
                            performSegue(withIdentifier: "showCheckout", sender: nil)
                        }

                        func openCheckout() -> UIViewController {
                            let storyboard = UIStoryboard(name: "Main", bundle: nil)
                            return storyboard.instantiateViewController(withIdentifier: "CheckoutViewController")
                        }
                    }
                    """#),
                ExampleFile("Controllers/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController storyboardIdentifier="CartViewController" id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="700"/>
                                                    <prototypes>
                                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="CartItemCell" id="cell1">
                                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                        </tableViewCell>
                                                    </prototypes>
                                                </tableView>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showCheckout" id="sg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc2">
                                <objects>
                                    <viewController storyboardIdentifier="CheckoutViewController" id="vc2" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="vc1" kind="show" identifier="showReceipt" id="sg2"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
                ExampleFile("Cells/ProductCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProductCell" id="KGk-i7-Jjw" customClass="ProductCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Committed SwiftGen output naming a Storyboard ID the storyboard no longer has",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Generated/Storyboards.swift", #"""
                    // Generated by SwiftGen before the onboarding scene's ID was changed to "OnboardingViewController".
                    import UIKit

                    internal enum StoryboardScene {
                        internal enum Onboarding: StoryboardType {
                            internal static let storyboardName = "Onboarding"
                            internal static let welcome = SceneType<WelcomeViewController>(storyboard: Onboarding.self, identifier: "WelcomeViewController")
                            internal static let intro = SceneType<UIViewController>(storyboard: Onboarding.self, identifier: ↓"IntroViewController")
                        }
                    }

                    internal protocol StoryboardType {
                        static var storyboardName: String { get }
                    }

                    internal struct SceneType<T: UIViewController> {
                        internal let storyboard: StoryboardType.Type
                        internal let identifier: String
                    }

                    final class WelcomeViewController: UIViewController {}
                    """#),
                ExampleFile("Onboarding/Onboarding.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="w1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="WelcomeViewController" id="w1" customClass="WelcomeViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="wv1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="f1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="OnboardingViewController" id="o1" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="ov1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="f2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A register helper in a UITableView extension, or an Objective-C class registering what iblint cannot read, makes only the related dequeues unknown",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Support/UITableView+Cells.swift", #"""
                    import UIKit

                    extension UITableView {
                        /// Registers each cell class under its own name.
                        func registerCells(_ types: [UITableViewCell.Type]) {
                            for type in types {
                                register(type, forCellReuseIdentifier: String(describing: type))
                            }
                        }
                    }
                    """#),
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrderCell: UITableViewCell {}

                    final class OrdersViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.registerCells([OrderCell.self])
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            // Registered by the helper: unknown, not reported.
                            tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
                        }
                    }

                    final class ReceiptsViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ReceiptCell")
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: ↓"ReceiptCel", for: indexPath)
                        }
                    }
                    """#),
                ExampleFile("Legacy/LegacyListController.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyListController : UITableViewController
                    @end
                    """#),
                ExampleFile("Legacy/LegacyListController.m", #"""
                    #import "LegacyListController.h"

                    static NSString *const kRowIdentifier = @"LegacyRow";

                    @implementation LegacyListController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kRowIdentifier];
                    }
                    @end
                    """#),
                ExampleFile("Controllers/ArchiveViewController.swift", #"""
                    import UIKit

                    // Inherits the Objective-C registration, whose identifier iblint does not read: unknown.
                    final class ArchiveViewController: LegacyListController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "LegacyRow", for: indexPath)
                        }
                    }
                    """#),
                ExampleFile("Cells/SummaryCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="SummaryCell" id="Smy-Cl-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="Smy-Cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A forced optional dequeue, and registrations through a `var` nothing reassigns, beside a `register` of something else",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Orders/OrderListViewController.swift", #"""
                    import UIKit

                    final class OrderCell: UITableViewCell {
                        // A `var` that no code assigns: it holds its initial value.
                        static var reuseID = "OrderCell"
                    }

                    /// Its `register` records screens for analytics; it registers no cells.
                    struct ScreenTracker {
                        func register(screenName: String) {}
                    }

                    final class OrderListViewController: UITableViewController {
                        private let tracker = ScreenTracker()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tracker.register(screenName: "orders")
                            tableView.register(OrderCell.self, forCellReuseIdentifier: OrderCell.reuseID)
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.section == 0 {
                                return tableView.dequeueReusableCell(withIdentifier: ↓"OrderCel", for: indexPath)
                            }
                            // The optional form returns nil for an identifier nothing registers: `!` crashes.
                            return tableView.dequeueReusableCell(withIdentifier: ↓"TotalCell")!
                        }

                        func placeholderCell() -> UITableViewCell {
                            // nil handled: a cell made in code.
                            tableView.dequeueReusableCell(withIdentifier: "Placeholder")
                                ?? UITableViewCell(style: .default, reuseIdentifier: "Placeholder")
                        }
                    }
                    """#),
                ExampleFile("Orders/OrderSummary.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A registration through a constant registers the constant's value",
            triggers: false,
            files: [
                ExampleFile("Cells/BadgeCell.swift", #"""
                    import UIKit

                    final class BadgeCell: UITableViewCell {
                        static let reuseID = "BadgeCell"
                    }

                    final class BadgeListViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.reuseID)
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath)
                        }
                    }
                    """#),
                ExampleFile("Cells/ProductCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProductCell" id="KGk-i7-Jjw" customClass="ProductCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A registration through a `var` that code reassigns is unknown",
            triggers: false,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Banners/BannerListViewController.swift", #"""
                    import UIKit

                    final class BannerCell: UITableViewCell {
                        static var reuseID = "BannerCell"
                    }

                    final class BannerListViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            // Not its initial value any more: iblint cannot tell what is registered.
                            BannerCell.reuseID = "PromoBannerCell"
                            tableView.register(BannerCell.self, forCellReuseIdentifier: BannerCell.reuseID)
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "PromoBannerCell", for: indexPath)
                        }
                    }
                    """#),
                ExampleFile("Banners/BannerHeader.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Storyboards from other bundles, other receivers and cells created in code are unknown",
            triggers: false,
            files: [
                ExampleFile("Controllers/PaymentRouter.swift", #"""
                    import UIKit
                    import PaymentsKit

                    final class PaymentRouter {
                        func payment() -> UIViewController {
                            // PaymentsUI.storyboard ships inside PaymentsKit, which iblint does not scan.
                            let storyboard = UIStoryboard(name: "PaymentsUI", bundle: PaymentsKit.bundle)
                            return storyboard.instantiateViewController(withIdentifier: "PayViewController")
                        }

                        func receipt(from checkout: UIViewController) {
                            // Not `self`: any scene's segue may be meant.
                            checkout.performSegue(withIdentifier: "showReceipt", sender: nil)
                        }

                        func plainCell(_ tableView: UITableView) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "Plain")
                                ?? UITableViewCell(style: .default, reuseIdentifier: "Plain")
                        }
                    }
                    """#),
                ExampleFile("Controllers/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController storyboardIdentifier="CartViewController" id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="700"/>
                                                    <prototypes>
                                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="CartItemCell" id="cell1">
                                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                        </tableViewCell>
                                                    </prototypes>
                                                </tableView>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showCheckout" id="sg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc2">
                                <objects>
                                    <viewController storyboardIdentifier="CheckoutViewController" id="vc2" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="vc1" kind="show" identifier="showReceipt" id="sg2"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An override of performSegue may handle identifiers without a storyboard segue",
            triggers: false,
            files: [
                ExampleFile("Controllers/BaseViewController.swift", #"""
                    import UIKit

                    class BaseViewController: UIViewController {
                        override func performSegue(withIdentifier identifier: String, sender: Any?) {
                            if identifier == "showLogin" {
                                present(LoginViewController(), animated: true)
                                return
                            }
                            super.performSegue(withIdentifier: identifier, sender: sender)
                        }

                        func requireLogin() {
                            performSegue(withIdentifier: "showLogin", sender: nil)
                        }
                    }

                    final class LoginViewController: UIViewController {
                    }
                    """#),
                ExampleFile("Controllers/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController storyboardIdentifier="CartViewController" id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="700"/>
                                                    <prototypes>
                                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="CartItemCell" id="cell1">
                                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                        </tableViewCell>
                                                    </prototypes>
                                                </tableView>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showCheckout" id="sg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc2">
                                <objects>
                                    <viewController storyboardIdentifier="CheckoutViewController" id="vc2" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="vc1" kind="show" identifier="showReceipt" id="sg2"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A framework's open base controller: its identifiers are defined by the apps that subclass it",
            triggers: false,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // A framework: apps link FormKit and lay out their own forms.
                    let package = Package(
                        name: "FormKit",
                        products: [.library(name: "FormKit", targets: ["FormKit"])],
                        targets: [.target(name: "FormKit", path: ".")])
                    """#),
                ExampleFile("Sources/FormViewController.swift", #"""
                    import UIKit

                    open class FormViewController: UITableViewController {
                        open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "FormFieldCell", for: indexPath)
                        }

                        @objc open func showHelp() {
                            performSegue(withIdentifier: "showFormHelp", sender: self)
                        }
                    }

                    extension FormViewController {
                        public func makeSummary() -> UIViewController? {
                            storyboard?.instantiateViewController(withIdentifier: "FormSummary")
                        }
                    }
                    """#),
                ExampleFile("Sources/FormKit.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController storyboardIdentifier="FormPicker" id="vc1" sceneMemberID="viewController">
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
            ]),
    ]
}
