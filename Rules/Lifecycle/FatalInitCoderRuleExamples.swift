import IBLintCore

/// The examples of `fatal-init-coder`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain fatal-init-coder` and the SARIF help show them.
enum FatalInitCoderRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A storyboard scene whose controller kept Xcode's fix-it",
            triggers: true,
            files: [
                ExampleFile("Controllers/ProfileViewController.swift", #"""
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        private let userID: String

                        init(userID: String) {
                            self.userID = userID
                            super.init(nibName: nil, bundle: nil)
                        }

                        required init?(coder: NSCoder) {
                            ↓fatalError("init(coder:) has not been implemented")
                        }
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Profile" id="vc1" customClass="ProfileViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
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
            "A view in a xib whose class inherits a trapping init(coder:)",
            triggers: true,
            files: [
                ExampleFile("Views/BaseBadgeView.swift", #"""
                    import UIKit

                    class BaseBadgeView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            ↓preconditionFailure("BaseBadgeView is code-only")
                        }
                    }

                    final class NewBadgeView: BaseBadgeView {
                        var text = "NEW"
                    }
                    """#),
                ExampleFile("Views/NewBadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="NewBadgeView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="24"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "The same trapping class never used in an interface file",
            triggers: false,
            files: [
                ExampleFile("Views/ChartView.swift", #"""
                    import UIKit

                    final class ChartView: UIView {
                        init(values: [Double]) {
                            super.init(frame: .zero)
                        }

                        required init?(coder: NSCoder) {
                            fatalError("init(coder:) has not been implemented")
                        }
                    }
                    """#),
                ExampleFile("Views/Legend.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A class used only as File's Owner: the nib never creates it",
            triggers: false,
            files: [
                ExampleFile("Views/PriceTagView.swift", #"""
                    import UIKit

                    final class PriceTagView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            Bundle(for: PriceTagView.self).loadNibNamed("PriceTagView", owner: self, options: nil)
                            addSubview(contentView)
                        }

                        required init?(coder: NSCoder) {
                            fatalError("PriceTagView is created in code only")
                        }
                    }
                    """#),
                ExampleFile("Views/PriceTagView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PriceTagView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A controller created with instantiateViewController(identifier:creator:), a conditional trap, and an implemented init(coder:)",
            triggers: false,
            files: [
                ExampleFile("Controllers/OrderViewController.swift", #"""
                    import UIKit

                    final class OrderViewController: UIViewController {
                        private let orderID: String

                        init?(coder: NSCoder, orderID: String) {
                            self.orderID = orderID
                            super.init(coder: coder)
                        }

                        required init?(coder: NSCoder) {
                            fatalError("Use instantiateViewController(identifier:creator:)")
                        }
                    }

                    final class ReceiptView: UIView {
                        var legacy = false

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            guard legacy else { return }
                            fatalError("legacy receipts are gone")
                        }
                    }

                    final class ShippingViewController: UIViewController {
                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            title = "Shipping"
                        }
                    }
                    """#),
                ExampleFile("Orders.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Order" id="vc1" customClass="OrderViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="rc1" customClass="ReceiptView" customModule="Demo" customModuleProvider="target">
                                                    <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                                </view>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Shipping" id="vc2" customClass="ShippingViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
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
            "Controllers whose initializers take the coder after other arguments, created through creator blocks",
            triggers: false,
            files: [
                ExampleFile("Settings/NotificationSettingsViewController.swift", #"""
                    import UIKit

                    final class NotificationSettingsViewController: UITableViewController {
                        private let settings: SettingsStore

                        init?(settings: SettingsStore, coder: NSCoder) {
                            self.settings = settings
                            super.init(coder: coder)
                        }

                        @available(*, unavailable)
                        required init?(coder: NSCoder) {
                            fatalError("Created with a SettingsStore by SettingsCoordinator")
                        }
                    }

                    final class SettingsRootViewController: UIViewController {
                        private let account: Account

                        init?(account: Account, with coder: NSCoder) {
                            self.account = account
                            super.init(coder: coder)
                        }

                        required init?(coder: NSCoder) {
                            preconditionFailure("Use SettingsCoordinator.start()")
                        }
                    }

                    final class SettingsCoordinator {
                        private let storyboard = UIStoryboard(name: "Settings", bundle: nil)

                        func start(account: Account) -> UIViewController? {
                            storyboard.instantiateInitialViewController { coder in
                                SettingsRootViewController(account: account, with: coder)
                            }
                        }

                        func notifications(_ settings: SettingsStore) -> NotificationSettingsViewController {
                            storyboard.instantiateViewController(identifier: "Notifications") { coder in
                                NotificationSettingsViewController(settings: settings, coder: coder)
                            }
                        }
                    }
                    """#),
                ExampleFile("Settings.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="root">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="root" customClass="SettingsRootViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <tableViewController storyboardIdentifier="Notifications" id="tvc1" customClass="NotificationSettingsViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </tableView>
                                    </tableViewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),
    ]
}
