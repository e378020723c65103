import IBLintCore

/// The examples of `missing-interface-file`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain missing-interface-file` and the SARIF help show them.
enum MissingInterfaceFileRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "Nib and storyboard names with typos",
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
                            tableView.register(UINib(nibName: ↓"ProductCel", bundle: nil), forCellReuseIdentifier: "ProductCell")
                        }

                        func openMain() {
                            let storyboard = UIStoryboard(name: ↓"Mian", bundle: Bundle.main)
                            present(storyboard.instantiateInitialViewController()!, animated: true)
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
                ExampleFile("Base.lproj/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
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

        RuleExample(
            "A renamed xib, a case mismatch and a storyboard loaded as a nib",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example.
                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Views/BannerView.swift", #"""
                    import UIKit

                    final class BannerView: UIView {
                        @IBOutlet var contentView: UIView!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: BannerView.self).loadNibNamed(↓"PromoBannerView", owner: self, options: nil)
                        }
                    }

                    final class ProductViewController: UIViewController {
                        init() {
                            super.init(nibName: ↓"productCell", bundle: nil)
                        }

                        required init?(coder: NSCoder) { fatalError() }

                        func legacy() -> UINib {
                            UINib(nibName: ↓"Main", bundle: Bundle(for: type(of: self)))
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
                ExampleFile("Base.lproj/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
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

        RuleExample(
            "Names that match, including localized and device-specific files",
            triggers: false,
            files: [
                ExampleFile("Controllers/ProductListViewController.swift", #"""
                    import UIKit

                    final class ProductListViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "ProductCell")
                            _ = UIStoryboard(name: "Main", bundle: nil)
                            _ = Bundle.main.loadNibNamed("Banner", owner: nil, options: nil)
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
                ExampleFile("Base.lproj/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
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
                ExampleFile("Views/Banner~ipad.xib", #"""
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
            "Names the code computes: a static constant, a local, String(describing:), a nib instantiated later",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Views/LoopView.swift", #"""
                    import UIKit

                    final class LoopView: UIView {
                        static let nibName = "LoopVeiw"

                        func loadContent() {
                            let nib = UINib(nibName: ↓Self.nibName, bundle: nil)
                            nib.instantiate(withOwner: self, options: nil)
                        }
                    }

                    final class CouponCell: UITableViewCell {}

                    final class WalletViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let cellNib = String(describing: CouponCell.self)
                            tableView.register(UINib(nibName: ↓cellNib, bundle: nil), forCellReuseIdentifier: "Coupon")
                        }
                    }
                    """#),
                ExampleFile("Views/LoopView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="rt1-Vw-001" customClass="LoopView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A protocol extension that loads a nib named for each conforming view, and Reusable's NibOwnerLoadable",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Views/NibBacked.swift", #"""
                    import UIKit

                    protocol NibBacked: AnyObject {}

                    extension NibBacked where Self: UIView {
                        static func fromNib() -> Self {
                            UINib(nibName: String(describing: self), bundle: nil).instantiate(withOwner: nil)[0] as! Self
                        }
                    }

                    final class PriceView: UIView, NibBacked {}
                    final class ↓BadgeView: UIView, NibBacked {}
                    """#),
                ExampleFile("Views/ProfileHeaderView.swift", #"""
                    import UIKit
                    import Reusable

                    final class ↓ProfileHeaderView: UIView, NibOwnerLoadable {
                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            loadNibContent()
                        }
                    }
                    """#),
                ExampleFile("Views/PriceView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="rt1-Vw-001" customClass="PriceView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Names iblint cannot evaluate are unknown, not missing",
            triggers: false,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(name: "Demo", targets: [.target(name: "Demo", path: ".")])
                    """#),
                ExampleFile("Views/Helpers.swift", #"""
                    import UIKit

                    extension UITableView {
                        // The nib is named for whatever type the caller passes.
                        func registerNib<Cell: UITableViewCell>(_ type: Cell.Type) {
                            register(UINib(nibName: String(describing: Cell.self), bundle: nil), forCellReuseIdentifier: "cell")
                        }
                    }

                    final class StatusView: UIView {
                        var prefix = "Status"

                        func load() {
                            // Describes the instance, not the class.
                            Bundle.main.loadNibNamed(String(describing: self), owner: self)
                            Bundle.main.loadNibNamed("\(prefix)View", owner: self)
                            var name = "Status"
                            name += "Compact"
                            Bundle.main.loadNibNamed(name, owner: self)
                        }
                    }
                    """#),
                ExampleFile("Views/StatusView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="rt1-Vw-001" customClass="StatusView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Other bundles, paths and projects without interface files are unknown",
            triggers: false,
            files: [
                ExampleFile("Controllers/Loader.swift", #"""
                    import UIKit
                    import PaymentsKit

                    final class Loader {
                        func load(bundle: Bundle) {
                            _ = UINib(nibName: "PaymentSheet", bundle: Bundle(for: PaymentSheetView.self))
                            _ = UIStoryboard(name: "Payments", bundle: bundle)
                            _ = UINib(nibName: "Resources/Legacy", bundle: nil)
                            _ = Bundle.module.loadNibNamed("PackagedView", owner: nil, options: nil)
                            _ = UIStoryboard(name: "Onboarding", bundle: Bundle(identifier: "com.example.Onboarding"))
                            _ = CellDescriptor(nibName: "PromoCell", bundle: nil)
                        }
                    }

                    // Not a view controller: what it does with the name is its own business.
                    struct CellDescriptor {
                        var nibName: String
                        var bundle: Bundle?
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
            "A project without interface files",
            triggers: false,
            files: [
                ExampleFile("Controllers/Loader.swift", #"""
                    import UIKit

                    final class Loader {
                        func load() {
                            _ = UIStoryboard(name: "Main", bundle: nil)
                        }
                    }
                    """#),
            ]),
    ]
}
