import IBLintCore

/// The examples of `broken-outlet`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain broken-outlet` and the SARIF help show them.
enum BrokenOutletRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An outlet renamed in code but not in the xib",
            triggers: true,
            files: [
                ExampleFile("Views/ProfileHeaderView.swift", #"""
                    import UIKit

                    final class ProfileHeaderView: UIView {
                        @IBOutlet var contentView: UIView!
                        @IBOutlet weak var titleLabel: UILabel!
                    }
                    """#),
                ExampleFile("Views/ProfileHeaderView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeaderView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="c1a-Xy-001"/>
                                    ↓<outlet property="titleLable" destination="lbl-Ti-t01" id="c1a-Xy-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                <subviews>
                                    <label opaque="NO" text="Name" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/ProfileHeaderView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeaderView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="c1a-Xy-001"/>
                                    <outlet property="titleLabel" destination="lbl-Ti-t01" id="c1a-Xy-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                <subviews>
                                    <label opaque="NO" text="Name" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A property without @IBOutlet, and a connection to an object that no longer exists",
            triggers: true,
            files: [
                ExampleFile("Cells/MessageCell.swift", #"""
                    import UIKit

                    class MessageCell: UITableViewCell {
                        var bodyLabel: UILabel!
                        @IBOutlet weak var avatarView: UIImageView!
                    }
                    """#),
                ExampleFile("Cells/MessageCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="MessageCell" id="KGk-i7-Jjw" customClass="MessageCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="Body" id="Bdy-La-b01">
                                            <rect key="frame" x="60" y="12" width="240" height="21"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    ↓<outlet property="bodyLabel" destination="Bdy-La-b01" id="oBd-y1-001"/>
                                    ↓<outlet property="avatarView" destination="Gon-e0-000" id="oAv-a1-002"/>
                                </connections>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Cells/MessageCell.swift", #"""
                    import UIKit

                    class MessageCell: UITableViewCell {
                        @IBOutlet var bodyLabel: UILabel!
                        @IBOutlet weak var avatarView: UIImageView!
                    }
                    """#),
                ExampleFile("Cells/MessageCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="MessageCell" id="KGk-i7-Jjw" customClass="MessageCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="Body" id="Bdy-La-b01">
                                            <rect key="frame" x="60" y="12" width="240" height="21"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    ↓<outlet property="bodyLabel" destination="Bdy-La-b01" id="oBd-y1-001"/>
                                </connections>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "An outlet on a framework object that UIKit does not have",
            triggers: true,
            files: [
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            ↓<outlet property="tableView" destination="v1" id="o1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="s1">
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
            "Outlets declared in a superclass, on an Objective-C class, and framework outlets",
            triggers: false,
            files: [
                ExampleFile("Views/BaseCardView.swift", #"""
                    import UIKit

                    class BaseCardView: UIView {
                        @IBOutlet weak var titleLabel: UILabel!
                    }

                    final class PromoCardView: BaseCardView {
                        @IBOutlet weak var tableView: UITableView!
                    }
                    """#),
                ExampleFile("Legacy/LegacyBannerView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface LegacyBannerView : UIView
                    @property (nonatomic, weak) IBOutlet UILabel *messageLabel;
                    @end
                    """#),
                ExampleFile("Views/PromoCardView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PromoCardView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="titleLabel" destination="lbl-Ti-t01" id="oTi-t1-001"/>
                                    <outlet property="tableView" destination="tbl-Vw-001" id="oTb-l1-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <subviews>
                                    <label opaque="NO" text="Title" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                                    </label>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="tbl-Vw-001">
                                        <rect key="frame" x="0.0" y="50" width="375" height="250"/>
                                        <connections>
                                            <outlet property="dataSource" destination="-1" id="oDs-a1-003"/>
                                            <outlet property="delegate" destination="-1" id="oDl-g1-004"/>
                                        </connections>
                                    </tableView>
                                    <view contentMode="scaleToFill" id="bnr-Vw-001" customClass="LegacyBannerView">
                                        <rect key="frame" x="0.0" y="250" width="375" height="50"/>
                                        <subviews>
                                            <label opaque="NO" text="Hi" id="bnr-Lb-001">
                                                <rect key="frame" x="8" y="8" width="200" height="21"/>
                                            </label>
                                        </subviews>
                                        <connections>
                                            <outlet property="messageLabel" destination="bnr-Lb-001" id="oMs-g1-005"/>
                                        </connections>
                                    </view>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Classes iblint cannot see are unknown, not broken",
            triggers: false,
            files: [
                ExampleFile("Views/ChartCardView.swift", #"""
                    import UIKit
                    import Charts

                    // The superclass comes from a package that is not part of the scanned paths.
                    final class ChartCardView: ChartViewBase {
                    }
                    """#),
                ExampleFile("Views/ChartCardView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="crd-Vw-001" customClass="ChartCardView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="anm-Vw-001" customClass="LottieAnimationView" customModule="Lottie">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <connections>
                                            <outlet property="animationDelegate" destination="crd-Vw-001" id="oAn-m1-001"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <connections>
                                    <outlet property="legendRenderer" destination="anm-Vw-001" id="oLg-d1-002"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
        RuleExample(
            "Key-value coding capitalizes the key: 'SaveButton' sets 'saveButton'; Objective-C instance variables named _key or key",
            triggers: false,
            files: [
                ExampleFile("Views/NoteEditorView.swift", #"""
                    import UIKit

                    final class NoteEditorView: UIView {
                        @IBOutlet weak var saveButton: UIButton!
                    }
                    """#),
                ExampleFile("Legacy/AttachmentStripView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface AttachmentStripView : UIView {
                        IBOutlet UIImageView *_thumbnailView;
                        IBOutlet UILabel *countLabel;
                    }
                    @end
                    """#),
                ExampleFile("Views/NoteEditorView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="nte-Vw-001" customClass="NoteEditorView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="nte-Bt-001">
                                        <rect key="frame" x="300" y="8" width="60" height="30"/>
                                        <state key="normal" title="Save"/>
                                    </button>
                                    <view contentMode="scaleToFill" id="att-Vw-001" customClass="AttachmentStripView">
                                        <rect key="frame" x="0.0" y="240" width="375" height="60"/>
                                        <subviews>
                                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="att-Iv-001">
                                                <rect key="frame" x="8" y="8" width="44" height="44"/>
                                            </imageView>
                                            <label opaque="NO" text="3" id="att-Lb-001">
                                                <rect key="frame" x="60" y="20" width="40" height="21"/>
                                            </label>
                                        </subviews>
                                        <connections>
                                            <outlet property="thumbnailView" destination="att-Iv-001" id="att-Ou-001"/>
                                            <outlet property="countLabel" destination="att-Lb-001" id="att-Ou-002"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <connections>
                                    <outlet property="SaveButton" destination="nte-Bt-001" id="nte-Ou-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A misspelled outlet of a File's Owner without a class, checked against the view that loads the xib with owner: self",
            triggers: true,
            files: [
                ExampleFile("Views/CouponView.swift", #"""
                    import UIKit

                    final class CouponView: UIView {
                        @IBOutlet var contentView: UIView!
                        @IBOutlet weak var codeLabel: UILabel!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            loadContent()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            loadContent()
                        }

                        private func loadContent() {
                            Bundle(for: CouponView.self).loadNibNamed("CouponView", owner: self, options: nil)
                            addSubview(contentView)
                        }
                    }
                    """#),
                ExampleFile("Views/CouponView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="contentView" destination="cpn-Vw-001" id="cpn-Ou-001"/>
                                    ↓<outlet property="codeLable" destination="cpn-La-001" id="cpn-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="cpn-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                <subviews>
                                    <label opaque="NO" text="SPRING25" id="cpn-La-001">
                                        <rect key="frame" x="16" y="20" width="288" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/CouponView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="contentView" destination="cpn-Vw-001" id="cpn-Ou-001"/>
                                    <outlet property="codeLabel" destination="cpn-La-001" id="cpn-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="cpn-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                <subviews>
                                    <label opaque="NO" text="SPRING25" id="cpn-La-001">
                                        <rect key="frame" x="16" y="20" width="288" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Outlets of a File's Owner without a class are unknown when two unrelated classes load the xib as owner, or no code iblint sees does",
            triggers: false,
            files: [
                ExampleFile("Views/Banners.swift", #"""
                    import UIKit

                    final class PromoCell: UITableViewCell {
                        @IBOutlet var bannerView: UIView!
                        @IBOutlet weak var headlineLabel: UILabel!

                        override func awakeFromNib() {
                            super.awakeFromNib()
                            UINib(nibName: "BannerView", bundle: nil).instantiate(withOwner: self, options: nil)
                        }
                    }

                    final class CheckoutHeaderView: UIView {
                        @IBOutlet var bannerView: UIView!

                        func showBanner() {
                            Bundle.main.loadNibNamed("BannerView", owner: self, options: nil)
                        }
                    }
                    """#),
                ExampleFile("Views/BannerView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="bannerView" destination="bnr-Vw-001" id="bnr-Ou-001"/>
                                    <outlet property="headlineLabel" destination="bnr-La-001" id="bnr-Ou-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="bnr-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                <subviews>
                                    <label opaque="NO" text="Free delivery" id="bnr-La-001">
                                        <rect key="frame" x="16" y="30" width="288" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/LegacyBadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections>
                                    <outlet property="badgeLable" destination="lgb-La-001" id="lgb-Ou-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="lgb-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                                <subviews>
                                    <label opaque="NO" text="New" id="lgb-La-001">
                                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
    ]
}
