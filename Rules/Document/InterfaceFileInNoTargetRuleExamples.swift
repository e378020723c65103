import IBLintCore

/// The examples of `interface-file-in-no-target`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain interface-file-in-no-target` and the SARIF help show them.
enum InterfaceFileInNoTargetRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A xib left on disk after its screen moved to CartView: the target's Copy Bundle Resources no longer lists it",
            triggers: true,
            files: [
                ExampleFile("Shop.xcodeproj/project.pbxproj", #"""
                    // !$*UTF8*$!
                    {
                    	archiveVersion = 1;
                    	objectVersion = 56;
                    	objects = {
                    		B1 /* CartView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* CartView.swift */; };
                    		B2 /* CartView.xib in Resources */ = {isa = PBXBuildFile; fileRef = F2 /* CartView.xib */; };
                    		F1 /* CartView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CartView.swift; sourceTree = "<group>"; };
                    		F2 /* CartView.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = CartView.xib; sourceTree = "<group>"; };
                    		F3 /* OldCartView.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = OldCartView.xib; sourceTree = "<group>"; };
                    		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                    		G1 /* Views */ = {isa = PBXGroup; children = (F1, F2, F3); path = Views; sourceTree = "<group>"; };
                    		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1); };
                    		P2 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B2); };
                    		T1 /* Shop */ = {
                    			isa = PBXNativeTarget;
                    			buildPhases = (P1, P2);
                    			name = Shop;
                    			productName = Shop;
                    			productType = "com.apple.product-type.application";
                    		};
                    		R1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                    	};
                    	rootObject = R1 /* Project object */;
                    }
                    """#),
                ExampleFile("Views/CartView.swift", #"""
                    import UIKit

                    final class CartView: UIView {
                        @IBOutlet var totalLabel: UILabel!
                    }
                    """#),
                ExampleFile("Views/CartView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="crt-Vw-001" customClass="CartView" customModule="Shop" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                <subviews>
                                    <label text="Total" id="tot-Lb-001">
                                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="totalLabel" destination="tot-Lb-001" id="tot-Ot-001"/>
                                </connections>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Views/OldCartView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view contentMode="scaleToFill" id="old-Vw-001" customClass="OldCartView" customModule="Shop" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                            </view>
                        </objects>
                    </document>
                    """#),
            ]
        ),

        RuleExample(
            "An Xcode 16 synchronized folder whose exception set leaves a storyboard out of the only target",
            triggers: true,
            files: [
                ExampleFile("Shop.xcodeproj/project.pbxproj", #"""
                    // !$*UTF8*$!
                    {
                    	archiveVersion = 1;
                    	objectVersion = 77;
                    	objects = {
                    		E1 /* Exceptions for "Shop" folder in "Shop" target */ = {
                    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    			membershipExceptions = (
                    				Legacy/Onboarding.storyboard,
                    			);
                    			target = T1 /* Shop */;
                    		};
                    		S1 /* Shop */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Shop; sourceTree = "<group>"; };
                    		G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
                    		T1 /* Shop */ = {
                    			isa = PBXNativeTarget;
                    			buildPhases = ();
                    			fileSystemSynchronizedGroups = (S1 /* Shop */);
                    			name = Shop;
                    			productName = Shop;
                    			productType = "com.apple.product-type.application";
                    		};
                    		R1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                    	};
                    	rootObject = R1 /* Project object */;
                    }
                    """#),
                ExampleFile("Shop/Welcome/WelcomeViewController.swift", #"""
                    import UIKit

                    final class WelcomeViewController: UIViewController {
                    }
                    """#),
                ExampleFile("Shop/Legacy/Onboarding.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" customClass="OnboardingViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
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
            ]
        ),

        RuleExample(
            "Files the project builds through a variant group and a synchronized folder; a xib in a folder no project covers; a pod's xib",
            triggers: false,
            files: [
                ExampleFile("App/Shop.xcodeproj/project.pbxproj", #"""
                    // !$*UTF8*$!
                    {
                    	archiveVersion = 1;
                    	objectVersion = 77;
                    	objects = {
                    		B1 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
                    		F1 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                    		V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F1); name = Main.storyboard; sourceTree = "<group>"; };
                    		S1 /* Views */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Views; sourceTree = "<group>"; };
                    		G0 = {isa = PBXGroup; children = (V1, S1); sourceTree = "<group>"; };
                    		P1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B1); };
                    		T1 /* Shop */ = {
                    			isa = PBXNativeTarget;
                    			buildPhases = (P1);
                    			fileSystemSynchronizedGroups = (S1 /* Views */);
                    			name = Shop;
                    			productName = Shop;
                    			productType = "com.apple.product-type.application";
                    		};
                    		R1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                    	};
                    	rootObject = R1 /* Project object */;
                    }
                    """#),
                ExampleFile("App/Base.lproj/Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <scenes/>
                    </document>
                    """#),
                ExampleFile("App/Views/BadgeView.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <objects>
                            <view contentMode="scaleToFill" id="bdg-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                            </view>
                        </objects>
                    </document>
                    """#),
                ExampleFile("Samples/Demo.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <objects/>
                    </document>
                    """#),
                ExampleFile("App/Pods/Toast/Toast.xib", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                        <objects/>
                    </document>
                    """#),
            ]
        ),
    ]
}
