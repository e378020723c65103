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
