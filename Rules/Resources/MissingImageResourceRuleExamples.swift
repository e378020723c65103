import IBLintCore

/// The examples of `missing-image-resource`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain missing-image-resource` and the SARIF help show them.
enum MissingImageResourceRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An image set renamed in the catalog but not in the xib",
            triggers: true,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/cart-empty.imageset/Contents.json", #"""
                    {"images":[{"filename":"image.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Views/EmptyCartView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <subviews>
                                    ↓<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="cart" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-001">
                                        <rect key="frame" x="110" y="50" width="100" height="100"/>
                                    </imageView>
                                </subviews>
                            </view>
                        </objects>
                        <resources>
                            <image name="cart" width="100" height="100"/>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A button state and a tab bar item's selected image, missing from a namespaced folder",
            triggers: true,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/Tabs/Contents.json", #"""
                    {"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}
                    """#),
                ExampleFile("Assets.xcassets/Tabs/home.imageset/Contents.json", #"""
                    {"images":[{"filename":"image.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/favorite.imageset/Contents.json", #"""
                    {"images":[{"filename":"image.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <scenes>
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="fav-Bt-001">
                                                    <rect key="frame" x="16" y="60" width="44" height="44"/>
                                                    ↓<state key="normal" image="favourite"/>
                                                </button>
                                            </subviews>
                                        </view>
                                        ↓<tabBarItem key="tabBarItem" title="Home" image="Tabs/home" selectedImage="Tabs/home-filled" id="tab-It-001"/>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                        <resources>
                            <image name="Tabs/home" width="25" height="25"/>
                            <image name="Tabs/home-filled" width="25" height="25"/>
                            <image name="favourite" width="24" height="24"/>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Images from the catalog, a loose file, SF Symbols and an image-typed runtime attribute",
            triggers: false,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/cart.imageset/Contents.json", #"""
                    {"images":[{"filename":"image.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/Icons/Contents.json", #"""
                    {"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}
                    """#),
                ExampleFile("Assets.xcassets/Icons/close.imageset/Contents.json", #"""
                    {"images":[{"filename":"image.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Resources/badge@2x.png", #"""

                    """#),
                ExampleFile("Views/CartHeader.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" image="cart" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-001">
                                        <rect key="frame" x="8" y="8" width="44" height="44"/>
                                    </imageView>
                                    <imageView contentMode="scaleAspectFit" image="badge.png" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-002">
                                        <rect key="frame" x="60" y="8" width="44" height="44"/>
                                    </imageView>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cls-Bt-001">
                                        <rect key="frame" x="268" y="8" width="44" height="44"/>
                                        <state key="normal" image="Icons/close"/>
                                        <buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>
                                    </button>
                                    <imageView contentMode="scaleAspectFit" image="cart.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-Iv-003">
                                        <rect key="frame" x="112" y="8" width="44" height="44"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="image" keyPath="placeholderImage" value="cart"/>
                                        </userDefinedRuntimeAttributes>
                                    </imageView>
                                </subviews>
                            </view>
                        </objects>
                        <resources>
                            <image name="Icons/close" width="24" height="24"/>
                            <image name="badge.png" width="20" height="20"/>
                            <image name="cart" width="44" height="44"/>
                            <image name="cart.fill" catalog="system" width="128" height="111"/>
                            <image name="trash" catalog="system" width="117" height="128"/>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "No asset catalog in the scanned paths: every image is unknown",
            triggers: false,
            files: [
                ExampleFile("Views/EmptyCartView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <imageView contentMode="scaleAspectFit" image="cart" id="img-Iv-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </imageView>
                        </objects>
                        <resources>
                            <image name="cart" width="100" height="100"/>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A macOS button with AppKit's built-in image",
            triggers: false,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Mac/Toolbar.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <customObject id="-2" userLabel="File's Owner"/>
                            <button verticalHuggingPriority="750" id="add-Bt-001">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" id="add-Bc-001">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                </buttonCell>
                            </button>
                        </objects>
                        <resources>
                            <image name="NSAddTemplate" width="14" height="13"/>
                        </resources>
                    </document>
                    """#),
            ]),
        RuleExample(
            "An image Interface Builder embedded in the file, and a file name kept after the image moved into a catalog",
            triggers: false,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/tab-profile.imageset/Contents.json", #"""
                    {"images":[{"filename":"tab-profile.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Profile.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="prf-Vc-001">
                        <scenes>
                            <scene sceneID="prf-Sc-001">
                                <objects>
                                    <viewController id="prf-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="prf-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="imageView:prf-Iv-001:image" id="prf-Iv-001">
                                                    <rect key="frame" x="16" y="100" width="64" height="64"/>
                                                </imageView>
                                            </subviews>
                                        </view>
                                        <tabBarItem key="tabBarItem" title="Profile" image="tab-profile.png" id="prf-Tb-001"/>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="prf-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                        <resources>
                            <image name="imageView:prf-Iv-001:image" width="64" height="64">
                                <mutableData key="keyedArchiveRepresentation">
                    YnBsaXN0MDDUAQIDBAUGBwpYJHZlcnNpb25ZJGFyY2hpdmVyVCR0b3BYJG9iamVjdHMSAAGGoF8QD05T
                    S2V5ZWRBcmNoaXZlctEICVRyb290gAGjCwwRVSRudWxs0g0ODxBWJGNsYXNzXE5TSW1hZ2VGbGFnc4AC
                                </mutableData>
                            </image>
                            <image name="tab-profile.png" width="25" height="25"/>
                        </resources>
                    </document>
                    """#),
            ]),

    ]
}
