import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift
import IBLintXML

/// A custom class with no module: a Swift class IB then looks up under the wrong name.
public struct CustomModuleRule: Rule {
    public static let description = RuleDescription(
        id: "custom-module",
        name: "Custom class without module",
        summary: "An object's custom class names no module (`customModule`/`customModuleProvider`), which a Swift class needs to be found at runtime.",
        rationale: """
            A Swift class's runtime name includes its module: `ShopApp.CartViewController`, not \
            `CartViewController`. Interface Builder stores the module next to the class \
            (`customClass="CartViewController" customModule="ShopApp" customModuleProvider="target"`, \
            the Module field of the Identity inspector). When the module is missing, UIKit asks the runtime \
            for a class called just `CartViewController`, finds none, logs

                Unknown class CartViewController in Interface Builder file.

            and creates the plain superclass instead (`UIViewController`, `UIView`). The app does not crash \
            at that line; it crashes later, at the first outlet (`setValue:forUndefinedKey:`), at a cast \
            (`as! CartViewController`), or it just shows an empty screen. The module usually goes missing \
            when a class is moved between targets, when a file is copied from another project, or after \
            editing the XML by hand.

            **This rule is off by default** because Objective-C classes legitimately have no module: their \
            runtime name is just the class name, and Xcode leaves Module empty for them. The same holds for \
            a Swift class with an explicit Objective-C name (`@objc(CartViewController)`). iblint skips \
            framework classes (UIKit, AppKit, MapKit…), classes it sees declared in Objective-C, Swift \
            classes with an explicit `@objc(Name)`, qualified names (`ShopApp.CartViewController`), and \
            placeholders (File's Owner, First Responder), which a nib never instantiates. Only classes iblint \
            sees declared in Swift are reported: a class it cannot see (from a library such as \
            `FLAnimatedImageView`, or in sources outside the scanned paths) may be Objective-C, and is unknown.

            **Fix by hand:** select the object, open the Identity inspector and, under Custom Class, tick \
            **Inherit Module From Target** (or pick the module that defines the class).
            """,
        category: .classes,
        defaultSeverity: .warning,
        enabledByDefault: false,
        tags: ["correctness", "interface-builder", "swift"],
        precision: .medium,
        examples: [
            RuleExample("A Swift view controller without module", triggers: true, files: [
                ExampleFile("Controllers/CartViewController.swift", """
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBOutlet weak var totalLabel: UILabel!
                    }
                    """),
                ExampleFile("Controllers/Main.storyboard", ExampleFixtures.storyboard("""
                            <scene sceneID="s01-Sc-001">
                                <objects>
                                    ↓<viewController id="vc1-Vc-001" customClass="CartViewController" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v01-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                    """, initialViewController: "vc1-Vc-001")),
            ]),
            RuleExample("A view whose class iblint cannot see (it may be an Objective-C library's): unknown", triggers: false, files: [
                ExampleFile("Views/RatingView.swift", """
                    import UIKit

                    final class RatingViewModel {
                    }
                    """),
                ExampleFile("Views/RatingView.xib", ExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="StarRatingView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            </view>
                    """)),
            ]),
            RuleExample("Interface files alone: every class is unknown", triggers: false, files: [
                ExampleFile("Views/RatingView.xib", ExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="StarRatingView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            </view>
                    """)),
            ]),
            RuleExample("Classes with their module, framework classes, and placeholders", triggers: false, files: [
                ExampleFile("Views/PromoView.swift", """
                    import UIKit

                    final class PromoView: UIView {
                    }
                    """),
                ExampleFile("Views/PromoView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PromoViewOwner"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="PromoView" customModule="ShopApp" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                                <subviews>
                                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="map-Mv-001" customClass="MKMapView">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                    </mapView>
                                    <view contentMode="scaleToFill" id="wk1-Wv-001" customClass="WKWebView">
                                        <rect key="frame" x="0.0" y="80" width="320" height="40"/>
                                    </view>
                                </subviews>
                            </view>
                    """)),
            ]),
            RuleExample("Objective-C classes and Swift classes with an explicit Objective-C name need no module", triggers: false, files: [
                ExampleFile("Legacy/LegacyBadgeView.h", """
                    #import <UIKit/UIKit.h>

                    @interface LegacyBadgeView : UIView
                    @property (nonatomic, weak) IBOutlet UILabel *countLabel;
                    @end
                    """),
                ExampleFile("Views/ShimmerView.swift", """
                    import UIKit

                    @objc(ShimmerView)
                    final class ShimmerView: UIView {
                    }
                    """),
                ExampleFile("Views/BadgeRow.xib", ExampleFixtures.xib("""
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="LegacyBadgeView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="shm-Vw-001" customClass="ShimmerView">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="qlf-Vw-001" customClass="ShopApp.GlowView">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                    </view>
                                </subviews>
                            </view>
                    """)),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Without any source code every class is unknown: nothing can be said about modules.
        guard index.hasSourceCode else { return [] }
        var findings: [Diagnostic] = []
        for document in index.documents {
            for element in document.elements {
                guard let customClass = element.customClass, !customClass.isEmpty,
                      element.customModule == nil, element.customModuleProvider == nil,
                      element.name != "placeholder", !needsNoModule(customClass, index: index) else { continue }
                // Only a class iblint knows to be Swift needs a module; one it cannot see may well be an
                // Objective-C class from a library (`FLAnimatedImageView`), which needs none.
                guard let swiftClass = index.projectClasses(named: customClass).first(where: { $0.language == .swift }) else { continue }
                findings.append(context.diagnostic(
                    "\(element.readableName(showingContent: true)): \(customClass) is a Swift class, but no module is set, so UIKit looks for a class named just '\(customClass)', logs \"Unknown class \(customClass) in Interface Builder file\" and uses the superclass; tick Inherit Module From Target in the Identity inspector",
                    at: document.location(of: element),
                    related: [RelatedLocation(swiftClass.location, "\(customClass) is declared here")]))
            }
        }
        return findings
    }

    /// Classes whose runtime name is the bare class name: framework classes, Objective-C classes,
    /// Swift classes with an explicit `@objc(Name)`, and names already qualified or mangled.
    private func needsNoModule(_ name: String, index: ProjectIndex) -> Bool {
        if name.contains(".") || name.hasPrefix("_Tt") { return true }
        if FrameworkCatalog.isKnown(name) || Self.looksLikeAppleFrameworkClass(name) { return true }
        let declared = index.projectClasses(named: name)
        if declared.contains(where: { $0.language == .objc }) { return true }
        for projectClass in declared where projectClass.language == .swift {
            for site in projectClass.swiftSites {
                let declaration = site.declaration
                let objcName = declaration.attributes.first { $0.name == "objc" }?.arguments?.trimmingWhitespace
                if objcName == name { return true }
            }
        }
        return false
    }

    /// Prefixes of Apple frameworks whose classes a nib can name (all Objective-C, so module-less):
    /// a prefix followed by an uppercase letter (`MKMapView`, `WKWebView`, `PDFView`, `AVPlayerView`).
    static let appleClassPrefixes = ["UI", "NS", "MK", "WK", "SCN", "SK", "AR", "GLK", "MTK", "AV", "PK", "PDF", "CL", "CN",
                                     "EK", "GK", "HK", "MF", "MS", "PH", "QL", "SF", "AS", "CP", "INUI", "IK", "QC", "AU",
                                     "CA", "RP", "VN", "HM", "MP", "CK", "GC", "IN", "LA", "LP", "ML", "PHP", "RPS", "SLCompose",
                                     "WebView", "ABPeople", "CBC", "OSA", "PKCanvas", "SCNView", "SKView", "AMWorkflow"]

    static func looksLikeAppleFrameworkClass(_ name: String) -> Bool {
        for prefix in appleClassPrefixes where name.hasPrefix(prefix) {
            guard let next = name.dropFirst(prefix.count).first else { return true }
            if next.isUppercase { return true }
        }
        return false
    }
}
