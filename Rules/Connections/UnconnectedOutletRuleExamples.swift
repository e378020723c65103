import IBLintCore

/// The examples of `unconnected-outlet`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain unconnected-outlet` and the SARIF help show them.
enum UnconnectedOutletRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An outlet whose connection was deleted",
            triggers: true,
            files: [
                ExampleFile("Cells/OrderCell.swift", #"""
                    import UIKit

                    final class OrderCell: UITableViewCell {
                        @IBOutlet weak var titleLabel: UILabel!
                        @IBOutlet weak var ↓priceLabel: UILabel!

                        func configure(title: String, price: String) {
                            titleLabel.text = title
                            priceLabel.text = price
                        }
                    }
                    """#),
                ExampleFile("Cells/OrderCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="OrderCell" id="KGk-i7-Jjw" customClass="OrderCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="Order" id="ttl-La-001">
                                            <rect key="frame" x="16" y="12" width="200" height="21"/>
                                        </label>
                                        <label opaque="NO" text="$0" id="prc-La-001">
                                            <rect key="frame" x="240" y="12" width="64" height="21"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="titleLabel" destination="ttl-La-001" id="oTt-l1-001"/>
                                </connections>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Outlets connected through a subclass's nib, and a class no interface file uses",
            triggers: false,
            files: [
                ExampleFile("Controllers/BaseFormViewController.swift", #"""
                    import UIKit

                    class BaseFormViewController: UIViewController {
                        @IBOutlet weak var submitButton: UIButton!
                    }

                    final class SignUpViewController: BaseFormViewController {
                        @IBOutlet weak var emailField: UITextField!
                    }

                    // Built in code only: never loaded from an interface file.
                    final class DebugMenuViewController: UIViewController {
                        @IBOutlet weak var logView: UITextView!
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="SignUpViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <textField opaque="NO" contentMode="scaleToFill" id="tf1">
                                                    <rect key="frame" x="16" y="100" width="361" height="34"/>
                                                </textField>
                                                <button opaque="NO" contentMode="scaleToFill" id="btn1">
                                                    <rect key="frame" x="16" y="150" width="361" height="44"/>
                                                </button>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <outlet property="emailField" destination="tf1" id="o1"/>
                                            <outlet property="submitButton" destination="btn1" id="o2"/>
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
            "Outlets the code fills itself, and a connection whose key starts with a capital letter",
            triggers: false,
            files: [
                ExampleFile("Views/InboxHeaderView.swift", #"""
                    import UIKit

                    final class InboxHeaderView: UIView {
                        @IBOutlet weak var unreadLabel: UILabel!
                        @IBOutlet var placeholderLabel: UILabel!
                        @IBOutlet var spinner: UIActivityIndicatorView! = UIActivityIndicatorView(style: .medium)

                        override func awakeFromNib() {
                            super.awakeFromNib()
                            placeholderLabel = UILabel()
                            addSubview(placeholderLabel)
                        }
                    }
                    """#),
                ExampleFile("Legacy/InboxBadgeView.h", #"""
                    #import <UIKit/UIKit.h>

                    @interface InboxBadgeView : UIView
                    @property (nonatomic, strong) IBOutlet UIImageView *badgeView;
                    @end
                    """#),
                ExampleFile("Legacy/InboxBadgeView.m", #"""
                    #import "InboxBadgeView.h"

                    @implementation InboxBadgeView
                    - (void)awakeFromNib {
                        [super awakeFromNib];
                        _badgeView = [[UIImageView alloc] initWithFrame:self.bounds];
                    }
                    @end
                    """#),
                ExampleFile("Views/InboxHeaderView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="ibx-Vw-001" customClass="InboxHeaderView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                                <subviews>
                                    <label opaque="NO" text="3 unread" id="ibx-Lb-001">
                                        <rect key="frame" x="16" y="20" width="200" height="21"/>
                                    </label>
                                    <view contentMode="scaleToFill" id="ibx-Bd-001" customClass="InboxBadgeView">
                                        <rect key="frame" x="330" y="16" width="32" height="32"/>
                                    </view>
                                </subviews>
                                <connections>
                                    <outlet property="UnreadLabel" destination="ibx-Lb-001" id="ibx-Ou-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

    ]
}
