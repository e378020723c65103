import XCTest
@testable import IBLintXML
import IBLintCore

/// Small interface files written for these tests, in the shape Xcode writes them.
enum Fixtures {
    /// A custom view whose File's Owner is `ProfileHeaderView`: outlets, an action, a safe-area guide,
    /// constraints, runtime attributes, and attribute values with entities.
    static let profileHeaderXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">
                <connections>
                    <outlet property="contentView" destination="iN0-l3-epB" id="aB1-cd-EF2"/>
                    <outlet property="nameLabel" destination="Xy3-Zw-123" id="Gh4-ij-KL5"/>
                    <outletCollection property="badges" destination="Bd1-ge-001" collectionClass="NSMutableArray" id="Oc1-ll-001"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" text="Tom &amp; &quot;Jerry&quot;" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Xy3-Zw-123">
                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bt5-fo-777">
                        <rect key="frame" x="16" y="60" width="80" height="30"/>
                        <state key="normal" title="Follow"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="8"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="a &lt; b"/>
                        </userDefinedRuntimeAttributes>
                        <connections>
                            <action selector="followTapped:" destination="-1" eventType="touchUpInside" id="Ac7-io-888"/>
                        </connections>
                    </button>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="Bd1-ge-001"/>
                </subviews>
                <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
                <constraints>
                    <constraint firstItem="Xy3-Zw-123" firstAttribute="leading" secondItem="vUN-kp-3ea" secondAttribute="leading" constant="16" id="Cn1-aa-001"/>
                    <constraint firstItem="Bt5-fo-777" firstAttribute="top" secondItem="Xy3-Zw-123" secondAttribute="bottom" multiplier="1.5" constant="23" priority="750" id="Cn2-bb-002"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="Bd1-ge-001" secondAttribute="trailing" constant="8" id="Cn3-cc-003"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <point key="canvasLocation" x="130" y="-12"/>
            </view>
        </objects>
        <resources>
            <image name="star" width="24" height="24"/>
        </resources>
    </document>
    """

    /// Two scenes: a navigation controller embedding a table view controller (relationship segue),
    /// a container view with an embed segue, a show segue with an identifier, storyboard IDs, a cell
    /// with a reuse identifier, and an exit placeholder with an unwind action.
    static let mainStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-Ct-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <scenes>
            <!--Inbox-->
            <scene sceneID="Sc1-aa-001">
                <objects>
                    <tableViewController storyboardIdentifier="InboxViewController" id="Tvc-aa-001" customClass="InboxViewController" customModule="Mail" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tbl-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="MessageCell" textLabel="Lbl-aa-001" style="IBUITableViewCellStyleDefault" id="Cel-aa-001" customClass="MessageCell" customModule="Mail" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="50" width="393" height="43.666667938232422"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-aa-001" id="Ccv-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="43.666667938232422"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="Lbl-aa-001">
                                                <rect key="frame" x="20" y="0.0" width="353" height="43.666667938232422"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="Dtl-aa-001" kind="show" identifier="showMessage" id="Seg-aa-002"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="Tvc-aa-001" id="Out-aa-001"/>
                                <outlet property="delegate" destination="Tvc-aa-001" id="Out-aa-002"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Inbox" id="Nvi-aa-001"/>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-aa-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="1000" y="0.0"/>
            </scene>
            <!--Detail-->
            <scene sceneID="Sc2-bb-001">
                <objects>
                    <viewController storyboardIdentifier="MessageDetail" id="Dtl-aa-001" customClass="MessageDetailViewController" customModule="Mail" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dvw-bb-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnt-bb-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="200"/>
                                    <connections>
                                        <segue destination="Emb-cc-001" kind="embed" id="Seg-bb-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Saf-bb-001"/>
                        </view>
                        <connections>
                            <outlet property="container" destination="Cnt-bb-001" id="Out-bb-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-bb-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <exit id="Ext-bb-001" userLabel="Exit" sceneMemberID="exit"/>
                    <barButtonItem systemItem="done" id="Bbi-bb-001">
                        <connections>
                            <segue destination="Ext-bb-001" kind="unwind" unwindAction="unwindToInbox:" id="Seg-bb-003"/>
                        </connections>
                    </barButtonItem>
                </objects>
                <point key="canvasLocation" x="2000" y="0.0"/>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="Sc3-cc-001">
                <objects>
                    <navigationController id="Nav-Ct-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nbr-cc-001">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Tvc-aa-001" kind="relationship" relationship="rootViewController" id="Seg-cc-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-cc-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Sc4-dd-001">
                <objects>
                    <viewController id="Emb-cc-001" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="Top-dd-001"/>
                            <viewControllerLayoutGuide type="bottom" id="Bot-dd-001"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="Evw-dd-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                            <gestureRecognizers/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="Tap-dd-001" appends="YES" id="Gr1-dd-001"/>
                            </connections>
                        </view>
                    </viewController>
                    <tapGestureRecognizer id="Tap-dd-001"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let macXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
        </dependencies>
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController" customModule="Notes" customModuleProvider="target">
                <connections>
                    <outlet property="window" destination="F0z-JX-Cv5" id="gIp-Ho-8D9"/>
                </connections>
            </customObject>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="F0z-JX-Cv5">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                <view key="contentView" id="se5-gp-TjO">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="Chk-mm-001">
                            <rect key="frame" x="18" y="233" width="130" height="18"/>
                            <buttonCell key="cell" type="check" title="Show previews" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="Bcl-mm-001">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <connections>
                                <action selector="togglePreviews:" target="-2" id="Act-mm-001"/>
                                <binding destination="Udc-mm-001" name="value" keyPath="values.showPreviews" id="Bnd-mm-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <point key="canvasLocation" x="139" y="144"/>
            </window>
            <userDefaultsController representsSharedInstance="YES" id="Udc-mm-001"/>
        </objects>
    </document>
    """

    static let tvStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="22505" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tvl-ee-001">
        <device id="appleTV" appearance="light"/>
        <scenes>
            <scene sceneID="Tsc-ee-001">
                <objects>
                    <viewController id="Tvl-ee-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Tvw-ee-001">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            <viewLayoutGuide key="safeArea" id="Tsa-ee-001"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Tfr-ee-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func load(_ text: String, path: String = "Fixture.xib", file: StaticString = #filePath,
                     line: UInt = #line) throws -> IBDocument {
        switch IBDocumentLoader.load(path: path, bytes: Array(text.utf8)) {
        case .success(let document): return document
        case .failure(let error):
            XCTFail("\(path) failed to load: \(error.line):\(error.column): \(error.message)", file: file, line: line)
            throw error
        }
    }

    static func loadError(_ bytes: [UInt8], path: String = "Broken.xib", file: StaticString = #filePath,
                          line: UInt = #line) -> IBLoadError? {
        switch IBDocumentLoader.load(path: path, bytes: bytes) {
        case .success:
            XCTFail("\(path) loaded but should not have", file: file, line: line)
            return nil
        case .failure(let error): return error
        }
    }
}

extension IBDocument {
    func text(of element: IBElement) -> String { file.text(element.startTag) }
    func elementText(_ id: String) -> String? { element(withID: id).map { file.text($0.startTag) } }
}
