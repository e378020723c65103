import IBLintCore

/// The examples of `missing-color-resource`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain missing-color-resource` and the SARIF help show them.
enum MissingColorResourceRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A color set renamed from BrandBlue to Brand Blue",
            triggers: true,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/Brand Blue.colorset/Contents.json", #"""
                    {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.800","green":"0.400","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Views/PriceTag.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                                <subviews>
                                    <label opaque="NO" text="$9.99" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="8" y="6" width="104" height="21"/>
                                        ↓<color key="textColor" name="BrandBlue"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </objects>
                        <resources>
                            <namedColor name="BrandBlue">
                                <color red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <systemColor name="systemBackgroundColor">
                                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </systemColor>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Colors missing from a namespaced folder, one used twice and one in a runtime attribute",
            triggers: true,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/Brand/Contents.json", #"""
                    {"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}
                    """#),
                ExampleFile("Assets.xcassets/Brand/Accent.colorset/Contents.json", #"""
                    {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.800","green":"0.400","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
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
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="buy-Bt-001">
                                                    <rect key="frame" x="16" y="60" width="343" height="44"/>
                                                    ↓<color key="tintColor" name="Accent"/>
                                                    <state key="normal" title="Buy"/>
                                                    <userDefinedRuntimeAttributes>
                                                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                                            ↓<color key="value" name="Brand/Border"/>
                                                        </userDefinedRuntimeAttribute>
                                                    </userDefinedRuntimeAttributes>
                                                </button>
                                            </subviews>
                                            ↓<color key="backgroundColor" name="Accent"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                        <resources>
                            <namedColor name="Accent">
                                <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <namedColor name="Brand/Border">
                                <color white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </namedColor>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Catalog colors, system colors and old-style catalog colors",
            triggers: false,
            files: [
                ExampleFile("Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/BrandBlue.colorset/Contents.json", #"""
                    {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.800","green":"0.400","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Assets.xcassets/Brand/Contents.json", #"""
                    {"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}
                    """#),
                ExampleFile("Assets.xcassets/Brand/Accent.colorset/Contents.json", #"""
                    {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.800","green":"0.400","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Views/PriceTag.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                                <subviews>
                                    <label opaque="NO" text="$9.99" translatesAutoresizingMaskIntoConstraints="NO" id="prc-La-001">
                                        <rect key="frame" x="8" y="6" width="104" height="21"/>
                                        <color key="textColor" name="BrandBlue"/>
                                        <color key="highlightedColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <color key="tintColor" name="Brand/Accent"/>
                            </view>
                        </objects>
                        <resources>
                            <namedColor name="Brand/Accent">
                                <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <namedColor name="BrandBlue">
                                <color red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <systemColor name="systemBackgroundColor">
                                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </systemColor>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "No asset catalog in the scanned paths: every named color is unknown",
            triggers: false,
            files: [
                ExampleFile("Views/PriceTag.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                                <color key="backgroundColor" name="BrandBlue"/>
                            </view>
                        </objects>
                        <resources>
                            <namedColor name="BrandBlue">
                                <color red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                        </resources>
                    </document>
                    """#),
            ]),
        RuleExample(
            "A color that only a Swift package's catalog defines, used by a storyboard of the app",
            triggers: true,
            files: [
                ExampleFile("Packages/PaletteKit/Package.swift", #"""
                    // swift-tools-version:5.9
                    import PackageDescription

                    let package = Package(
                        name: "PaletteKit",
                        products: [.library(name: "PaletteKit", targets: ["PaletteKit"])],
                        targets: [.target(name: "PaletteKit", resources: [.process("Colors.xcassets")])]
                    )
                    """#),
                ExampleFile("Packages/PaletteKit/Sources/PaletteKit/Colors.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Packages/PaletteKit/Sources/PaletteKit/Colors.xcassets/Ink.colorset/Contents.json", #"""
                    {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.200","red":"0.200"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("App/Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("App/Views/NoteCard.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="nte-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                <subviews>
                                    <label opaque="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="nte-Lb-001">
                                        <rect key="frame" x="16" y="20" width="288" height="21"/>
                                        ↓<color key="textColor" name="Ink"/>
                                    </label>
                                </subviews>
                            </view>
                        </objects>
                        <resources>
                            <namedColor name="Ink">
                                <color red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                        </resources>
                    </document>
                    """#),
            ]),

        RuleExample(
            "A color no scanned catalog defines, while the project uses a Swift package iblint did not scan: unknown",
            triggers: false,
            files: [
                ExampleFile("Diary.xcworkspace/xcshareddata/swiftpm/Package.resolved", #"""
                    {
                      "pins" : [
                        {
                          "identity" : "moodboard",
                          "kind" : "remoteSourceControl",
                          "location" : "https://example.com/design/moodboard.git",
                          "state" : { "revision" : "0123456789abcdef0123456789abcdef01234567", "version" : "2.1.0" }
                        }
                      ],
                      "version" : 2
                    }
                    """#),
                ExampleFile("Diary/Assets.xcassets/Contents.json", #"""
                    {"info":{"author":"xcode","version":1}}
                    """#),
                ExampleFile("Diary/Views/EntryHeader.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="ent-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <color key="backgroundColor" name="MoodSunrise"/>
                            </view>
                        </objects>
                        <resources>
                            <namedColor name="MoodSunrise">
                                <color red="1" green="0.8" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                        </resources>
                    </document>
                    """#),
            ]),

    ]
}
