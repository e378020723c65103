import IBLintCore

/// The examples of `dequeue-cast`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start), and `iblint explain dequeue-cast` and the SARIF help show them.
enum DequeueCastRuleExamples {
    static let cartStoryboard = ExampleFile("Controllers/Cart.storyboard", #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc1">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <tableViewController id="tvc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="CartItem" id="cell1">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="CartItemCell" id="cell2" customClass="CartItemCell" customModule="Demo" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="94" width="393" height="44"/>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Total" id="cell3" customClass="TotalCell" customModule="Demo" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="138" width="393" height="44"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#)

    static let promoCellNib = ExampleFile("Cells/PromoCell.xib", #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" id="pc1-Cl-001" customClass="BannerCell" customModule="Demo" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="pc1-Cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """#)

    static let cells = ExampleFile("Cells/Cells.swift", #"""
        import UIKit

        class CartItemCell: UITableViewCell {}
        final class GiftItemCell: CartItemCell {}
        final class TotalCell: UITableViewCell {}
        final class PromoCell: UITableViewCell {}
        final class BannerCell: UITableViewCell {}
        """#)

    static let all: [RuleExample] = [
        RuleExample(
            "A prototype whose Custom Class was never set, and a registered nib whose cell has another class",
            triggers: true,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "PromoCell", bundle: nil), forCellReuseIdentifier: "Promo")
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            switch indexPath.section {
                            case 0:
                                let cell = tableView.dequeueReusableCell(withIdentifier: "CartItem", for: indexPath) ↓as! CartItemCell
                                return cell
                            case 1:
                                guard let promo = tableView.dequeueReusableCell(withIdentifier: "Promo") ↓as? PromoCell else { return UITableViewCell() }
                                return promo
                            default:
                                return tableView.dequeueReusableCell(withIdentifier: "Total", for: indexPath) ↓as! GiftItemCell
                            }
                        }
                    }
                    """#),
                cells,
                cartStoryboard,
                promoCellNib,
            ]),

        RuleExample(
            "A collection view's section header prototype without its class",
            triggers: true,
            files: [
                ExampleFile("Gallery/GalleryViewController.swift", #"""
                    import UIKit

                    final class GalleryHeaderView: UICollectionReusableView {
                        @IBOutlet var titleLabel: UILabel!
                    }

                    final class GalleryViewController: UICollectionViewController {
                        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                                     at indexPath: IndexPath) -> UICollectionReusableView {
                            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) ↓as! GalleryHeaderView
                            header.titleLabel.text = "Photos"
                            return header
                        }
                    }
                    """#),
                ExampleFile("Gallery/Gallery.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="cvc1">
                        <scenes>
                            <scene sceneID="sc5">
                                <objects>
                                    <collectionViewController id="cvc1" customClass="GalleryViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl1">
                                                <size key="itemSize" width="128" height="128"/>
                                            </collectionViewFlowLayout>
                                            <cells>
                                                <collectionViewCell opaque="NO" reuseIdentifier="Photo" id="cc1">
                                                    <rect key="frame" x="0.0" y="50" width="128" height="128"/>
                                                </collectionViewCell>
                                            </cells>
                                            <collectionReusableView key="sectionHeaderView" opaque="NO" reuseIdentifier="Header" id="hd1">
                                                <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                                            </collectionReusableView>
                                        </collectionView>
                                    </collectionViewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr5" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Still checked: an identifier that is certainly a String beside a wrapper taking another type, and a scene whose class comes from a package",
            triggers: true,
            files: [
                ExampleFile("Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    // The app's one target builds every file of the example; Pager is a dependency.
                    let package = Package(
                        name: "Demo",
                        dependencies: [.package(url: "https://github.com/example/Pager", from: "1.0.0")],
                        targets: [.target(name: "Demo", dependencies: ["Pager"], path: ".")])
                    """#),
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit
                    import Pager

                    enum CartCellID: String { case item = "CartItem" }

                    extension UITableView {
                        func dequeueReusableCell(withIdentifier identifier: CartCellID, for indexPath: IndexPath) -> UITableViewCell {
                            dequeueReusableCell(withIdentifier: identifier.rawValue, for: indexPath)
                        }
                    }

                    final class CartViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            // String(describing:) is a String: this is UIKit's method, not the wrapper.
                            tableView.dequeueReusableCell(withIdentifier: String(describing: TotalCell.self), for: indexPath) ↓as! TotalCell
                        }
                    }

                    // Its superclass is the package's: it cannot be a CartViewController.
                    final class OrdersPagerViewController: PagerTabStripViewController {}
                    """#),
                cells,
                ExampleFile("Controllers/Cart.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <tableViewController id="tvc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <prototypes>
                                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="TotalCell" id="cell1">
                                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </tableViewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc2">
                                <objects>
                                    <viewController storyboardIdentifier="Orders" id="vc2" customClass="OrdersPagerViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv2">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                                    <prototypes>
                                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="TotalCell" id="cell2" customClass="TotalCell" customModule="Demo" customModuleProvider="target">
                                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                        </tableViewCell>
                                                    </prototypes>
                                                </tableView>
                                            </subviews>
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
            "Unknown: a table view subclass that overrides the dequeue (it may hand back anything)",
            triggers: false,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class FallbackTableView: UITableView {
                        override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
                            CartItemCell(style: .default, reuseIdentifier: identifier)
                        }
                    }

                    final class CartViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "CartItem", for: indexPath) as! CartItemCell
                        }
                    }
                    """#),
                cells,
                cartStoryboard,
            ]),

        RuleExample(
            "Casts that fit the prototype or the registered nib, and a superclass",
            triggers: false,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "PromoCell", bundle: nil), forCellReuseIdentifier: "Promo")
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            switch indexPath.section {
                            case 0: return tableView.dequeueReusableCell(withIdentifier: "CartItemCell", for: indexPath) as! CartItemCell
                            case 1: return tableView.dequeueReusableCell(withIdentifier: "Promo", for: indexPath) as! BannerCell
                            case 2: return tableView.dequeueReusableCell(withIdentifier: "Total", for: indexPath) as! TotalCell
                            default: return tableView.dequeueReusableCell(withIdentifier: "CartItem", for: indexPath) as! UITableViewCell
                            }
                        }
                    }
                    """#),
                cells,
                cartStoryboard,
                promoCellNib,
            ]),

        RuleExample(
            "Unknown: a class registered for the identifier too, and a dequeue in a separate data source",
            triggers: false,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UITableViewController {
                        let dataSource = CartDataSource()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            // Replaces the storyboard's prototype for this table.
                            tableView.register(CartItemCell.self, forCellReuseIdentifier: "CartItem")
                            tableView.dataSource = dataSource
                        }

                        func item(at indexPath: IndexPath) -> CartItemCell {
                            tableView.dequeueReusableCell(withIdentifier: "CartItem", for: indexPath) as! CartItemCell
                        }
                    }

                    final class CartDataSource: NSObject, UITableViewDataSource {
                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            // Which table this is, iblint cannot tell.
                            tableView.dequeueReusableCell(withIdentifier: "Total", for: indexPath) as! GiftItemCell
                        }
                    }
                    """#),
                cells,
                cartStoryboard,
            ]),

        RuleExample(
            "Unknown: two subclasses' scenes give the identifier prototypes of different classes",
            triggers: false,
            files: [
                ExampleFile("Controllers/ListViewController.swift", #"""
                    import UIKit

                    class ListViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! CartItemCell
                        }
                    }

                    final class OrdersViewController: ListViewController {}
                    final class GiftsViewController: ListViewController {}
                    """#),
                cells,
                ExampleFile("Controllers/Lists.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc7">
                        <scenes>
                            <scene sceneID="sc7">
                                <objects>
                                    <tableViewController id="tvc7" customClass="OrdersViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv7">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <prototypes>
                                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell7" customClass="CartItemCell" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </tableViewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr7" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="sc8">
                                <objects>
                                    <tableViewController storyboardIdentifier="Gifts" id="tvc8" customClass="GiftsViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv8">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <prototypes>
                                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell8" customClass="TotalCell" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </tableViewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr8" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
    ]
}
