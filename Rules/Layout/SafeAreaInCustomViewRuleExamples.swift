import IBLintCore

/// The examples of `safe-area-in-custom-view`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain safe-area-in-custom-view` and the SARIF help show them.
enum SafeAreaInCustomViewRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A File's Owner custom view pinned to its own Safe Area",
            triggers: true,
            files: [
                ExampleFile("Views/ProductCardView.swift", #"""
                    import UIKit

                    final class ProductCardView: UIView {
                        @IBOutlet var contentView: UIView!
                        @IBOutlet weak var titleLabel: UILabel!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: ProductCardView.self).loadNibNamed("ProductCardView", owner: self, options: nil)
                            addSubview(contentView)
                            contentView.frame = bounds
                        }
                    }
                    """#),
                ExampleFile("Views/ProductCardView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProductCardView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                    <outlet property="titleLabel" destination="lbl-Ti-t01" id="cNt-Vw-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="96"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="12" width="343" height="21"/>
                                    </label>
                                </subviews>
                                ↓<viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
                                <constraints>
                                    <constraint firstItem="lbl-Ti-t01" firstAttribute="leading" secondItem="vUN-kp-3ea" secondAttribute="leading" constant="16" id="Cn1-Ld-001"/>
                                    <constraint firstItem="vUN-kp-3ea" firstAttribute="trailing" secondItem="lbl-Ti-t01" secondAttribute="trailing" constant="16" id="Cn2-Tr-002"/>
                                    <constraint firstItem="lbl-Ti-t01" firstAttribute="top" secondItem="vUN-kp-3ea" secondAttribute="top" constant="12" id="Cn3-Tp-003"/>
                                </constraints>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/ProductCardView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProductCardView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                    <outlet property="titleLabel" destination="lbl-Ti-t01" id="cNt-Vw-002"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="96"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="12" width="343" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-Ti-t01" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="16" id="Cn1-Ld-001"/>
                                    <constraint firstAttribute="trailing" secondItem="lbl-Ti-t01" secondAttribute="trailing" constant="16" id="Cn2-Tr-002"/>
                                    <constraint firstItem="lbl-Ti-t01" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="12" id="Cn3-Tp-003"/>
                                </constraints>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A root-class custom view that kept the template's guide",
            triggers: true,
            files: [
                ExampleFile("Views/EmptyStateView.swift", #"""
                    import UIKit

                    final class EmptyStateView: UIView {
                        @IBOutlet weak var messageLabel: UILabel!

                        static func make() -> EmptyStateView {
                            Bundle.main.loadNibNamed("EmptyStateView", owner: nil, options: nil)?.first as! EmptyStateView
                        }
                    }
                    """#),
                ExampleFile("Views/EmptyStateView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="Em0-pT-v01" customClass="EmptyStateView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <subviews>
                                    <label opaque="NO" text="Nothing here yet" id="Ms9-gL-b01">
                                        <rect key="frame" x="16" y="60" width="288" height="21"/>
                                    </label>
                                </subviews>
                                ↓<viewLayoutGuide key="safeArea" id="Sa0-Em-p01"/>
                                <connections>
                                    <outlet property="messageLabel" destination="Ms9-gL-b01" id="oMs-gL-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Views/EmptyStateView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="Em0-pT-v01" customClass="EmptyStateView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <subviews>
                                    <label opaque="NO" text="Nothing here yet" id="Ms9-gL-b01">
                                        <rect key="frame" x="16" y="60" width="288" height="21"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="messageLabel" destination="Ms9-gL-b01" id="oMs-gL-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A view controller's xib, a storyboard scene and a cell",
            triggers: false,
            files: [
                ExampleFile("Controllers/ProductViewController.swift", #"""
                    import UIKit

                    final class ProductViewController: UIViewController {
                        @IBOutlet weak var titleLabel: UILabel!
                    }
                    """#),
                ExampleFile("Controllers/ProductViewController.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProductViewController" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="titleLabel" destination="lbl-Ti-t01" id="oTi-001"/>
                                    <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="59" width="361" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                                <constraints>
                                    <constraint firstItem="lbl-Ti-t01" firstAttribute="top" secondItem="fnl-2z-Ty3" secondAttribute="top" id="Ct1-Tp-001"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Cells/ProductCell.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProductCell" id="KGk-i7-Jjw">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </tableViewCellContentView>
                                <viewLayoutGuide key="safeArea" id="njF-e1-oar"/>
                            </tableViewCell>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="sc1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <viewLayoutGuide key="safeArea" id="sa1"/>
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
            "Unknown File's Owner classes, views installed in loadView() and launch screens",
            triggers: false,
            files: [
                ExampleFile("Controllers/MapViewController.swift", #"""
                    import UIKit

                    final class MapViewController: UIViewController {
                        override func loadView() {
                            view = Bundle.main.loadNibNamed("MapContainer", owner: nil, options: nil)?.first as? UIView
                        }
                    }
                    """#),
                ExampleFile("Views/MapContainer.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="mp0-Ct-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <viewLayoutGuide key="safeArea" id="mp0-Sa-001"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/ChartHostView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ChartHostController" customModule="ChartsUI"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="ch0-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                <viewLayoutGuide key="safeArea" id="ch0-Sa-001"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("LaunchScreen.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                                <viewLayoutGuide key="safeArea" id="Bcu-3y-fUS"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),
        RuleExample(
            "A constraint between the guide and the view itself cannot be re-pointed: no fix",
            triggers: true,
            files: [
                ExampleFile("Views/QuoteView.swift", #"""
                    import UIKit

                    final class QuoteView: UIView {
                        @IBOutlet weak var quoteLabel: UILabel!
                    }
                    """#),
                ExampleFile("Views/QuoteView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="qte-Vw-001" customClass="QuoteView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                                <subviews>
                                    <label opaque="NO" text="Quote" translatesAutoresizingMaskIntoConstraints="NO" id="qte-Lb-001">
                                        <rect key="frame" x="16" y="16" width="288" height="21"/>
                                    </label>
                                </subviews>
                                ↓<viewLayoutGuide key="safeArea" id="qte-Sa-001"/>
                                <constraints>
                                    <constraint firstItem="qte-Lb-001" firstAttribute="top" secondItem="qte-Sa-001" secondAttribute="top" constant="16" id="qte-Cn-001"/>
                                    <constraint firstItem="qte-Sa-001" firstAttribute="height" secondItem="qte-Vw-001" secondAttribute="height" multiplier="0.9" id="qte-Cn-002"/>
                                </constraints>
                                <connections>
                                    <outlet property="quoteLabel" destination="qte-Lb-001" id="qte-Ou-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Views the code shows as a screen (a root view, an overlay over a controller's view, a table header, a section header), and a tvOS xib",
            triggers: false,
            files: [
                ExampleFile("Views/Screens.swift", #"""
                    import UIKit

                    final class OnboardingView: UIView {}
                    final class LoadingOverlayView: UIView {
                        @IBOutlet var contentView: UIView!

                        static func show(in host: UIView) -> LoadingOverlayView {
                            let overlay = LoadingOverlayView(frame: host.bounds)
                            let view = host
                            view.addSubview(overlay)
                            return overlay
                        }
                    }
                    final class AccountSummaryView: UIView {}
                    final class SectionTitleView: UIView {}

                    final class OnboardingViewController: UIViewController {
                        override func loadView() {
                            view = Bundle.main.loadNibNamed("OnboardingView", owner: nil)?.first as? OnboardingView
                        }
                    }

                    final class AccountViewController: UITableViewController {
                        private lazy var summary = Bundle.main.loadNibNamed("AccountSummaryView", owner: nil)?.first as? AccountSummaryView

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.tableHeaderView = summary
                        }

                        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                            Bundle.main.loadNibNamed("SectionTitleView", owner: nil)?.first as? SectionTitleView
                        }
                    }
                    """#),
                ExampleFile("Views/OnboardingView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="onb-Vw-001" customClass="OnboardingView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <viewLayoutGuide key="safeArea" id="onb-Sa-001"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/LoadingOverlayView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoadingOverlayView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="ovl-Vw-001" id="ovl-Ou-001"/>
                                </connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="ovl-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="ovl-Ai-001">
                                        <rect key="frame" x="178" y="408" width="37" height="37"/>
                                    </activityIndicatorView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="ovl-Sa-001"/>
                                <constraints>
                                    <constraint firstItem="ovl-Ai-001" firstAttribute="centerY" secondItem="ovl-Sa-001" secondAttribute="centerY" id="ovl-Cn-001"/>
                                    <constraint firstItem="ovl-Ai-001" firstAttribute="centerX" secondItem="ovl-Sa-001" secondAttribute="centerX" id="ovl-Cn-002"/>
                                </constraints>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/AccountSummaryView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="acs-Vw-001" customClass="AccountSummaryView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="160"/>
                                <viewLayoutGuide key="safeArea" id="acs-Sa-001"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/SectionTitleView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="sct-Vw-001" customClass="SectionTitleView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                                <viewLayoutGuide key="safeArea" id="sct-Sa-001"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("TV/ShelfView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="21701" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="shf-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="400"/>
                                <viewLayoutGuide key="safeArea" id="shf-Sa-001"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]),

    ]
}
