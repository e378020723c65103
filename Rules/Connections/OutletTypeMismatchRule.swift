import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An outlet connected to an object that is not of the outlet's declared type.
public struct OutletTypeMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "outlet-type-mismatch",
        name: "Outlet type mismatch",
        summary: "An outlet is connected to an object whose class is neither the outlet's declared type nor a subclass of it.",
        rationale: """
            Interface Builder checks an outlet's type when you draw the connection, but not afterwards. When \
            the property's type changes in code (`UILabel` became `UIButton`), the control is replaced by \
            another kind in the interface file, or a view's Custom Class is cleared, the old connection stays. \
            At load, key-value coding stores the object in the property without any check, so the property \
            holds an object of the wrong class: the first `UIButton` method called on the `UILabel` crashes \
            with

                -[UILabel setTitle:forState:]: unrecognized selector sent to instance 0x…

            and Swift methods of your own class called on a plain `UIView` read the wrong memory.

            The object's class is its Custom Class, or the class its element stands for (`label` → `UILabel`, \
            `button` → `UIButton`, `textField` → `UITextField`, `view` → `UIView`, …); the declared type comes \
            from the Swift declaration (`UIButton!`, `[UIButton]` for outlet collections) or the \
            Objective-C one (`UILabel *`). Protocol-typed outlets, `Any`/`AnyObject`/`NSObject`, generics, \
            type aliases, classes outside what iblint can see and every other type iblint cannot resolve are \
            not reported.

            **Fix by hand:** change the property's type in code to the object's class (or a superclass of \
            it), or set the object's Custom Class in the Identity inspector, or remove the connection in the \
            Connections inspector and connect the right object.
            """,
        category: .connections,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: OutletTypeMismatchExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        for document in index.documents {
            for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property, let destinationID = connection.destination,
                      let destinationIndex = document.elementsByID[destinationID] else { continue }
                let source = document[connection.source]
                guard let sourceClass = index.className(of: source, in: document),
                      case .found(let found) = index.lookupProperty(property, inClass: sourceClass, includeProject: index.mayResolveInProject(source)),
                      let member = found, let typeText = member.typeText,
                      let declared = Self.declaredClass(typeText, collection: connection.kind == .outletCollection),
                      isCheckableClass(declared, index: index) else { continue }
                let destination = document[destinationIndex]
                guard index.mayResolveInProject(destination), let destinationClass = index.className(of: destination, in: document),
                      index.isClass(destinationClass, subclassOf: declared) == false else { continue }
                let noun = connection.kind == .outletCollection ? "Outlet collection" : "Outlet"
                findings.append(context.diagnostic(
                    "\(noun) '\(property)' of \(member.owner) is declared as \(declared), but is connected to \(destination.readableName()) of class \(destinationClass), which is neither \(declared) nor a subclass of it: the property holds an object of the wrong class, and calling \(declared) methods on it crashes (\"unrecognized selector sent to instance\") or misbehaves; change the declared type, or set the object's class",
                    at: document.location(ofElement: connection.element),
                    related: [RelatedLocation(member.location, "'\(property)' is declared here as \(typeText)")]))
            }
        }
        return findings
    }

    /// A class iblint knows the ancestry of: a project class or a framework class, not a protocol, struct or alias.
    private func isCheckableClass(_ name: String, index: ProjectIndex) -> Bool {
        if ["NSObject", "NSObjectProtocol", "Any", "AnyObject"].contains(name) { return false }
        if index.nonClassTypeNames.contains(name) || index.protocolsByName[name] != nil { return false }
        if index.textuallyDeclaredNames.contains(name), index.projectClasses(named: name).isEmpty { return false }  // a typealias, say
        return !index.projectClasses(named: name).isEmpty || FrameworkCatalog.class(named: name) != nil
    }

    /// The class an outlet's declared type names (`UILabel!` → `UILabel`, `[UIButton]` → `UIButton` for
    /// collections, `UILabel *` → `UILabel`, `NSArray<UIButton *> *` → `UIButton`); `nil` for anything else.
    static func declaredClass(_ typeText: String, collection: Bool) -> String? {
        let qualifiers: Set<String> = ["__weak", "__strong", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "const", "weak", "unowned"]
        var type = typeText.split { $0 == " " || $0 == "\t" }.filter { !qualifiers.contains(String($0)) }.joined()
        func unwrap() {
            while let last = type.last, last == "?" || last == "!" || last == "*" { type.removeLast() }
            for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
                type = String(type.dropFirst(wrapper.count).dropLast())
            }
        }
        unwrap()
        var isCollection = false
        if type.hasPrefix("["), type.hasSuffix("]") {
            type = String(type.dropFirst().dropLast())
            isCollection = true
        } else {
            for wrapper in ["Array<", "NSArray<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
                type = String(type.dropFirst(wrapper.count).dropLast())
                isCollection = true
            }
        }
        guard isCollection == collection else { return nil }
        unwrap()
        let name = type.split(separator: ".").last.map(String.init) ?? type
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else { return nil }
        return name
    }
}

enum OutletTypeMismatchExamples {
    static let all: [RuleExample] = [changedControl, clearedCustomClass, collection, objectiveC, matching]

    static func checkoutScene(_ subviews: String, connections: String, constraints: String = "") -> String {
        ExampleFixtures.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="CheckoutViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
        \(subviews)
                                </subviews>\(constraints)
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """, initialViewController: "vc1")
    }

    static let changedControl = RuleExample("A label replaced by a button in code but not in the storyboard", triggers: true, files: [
        ExampleFile("Controllers/CheckoutViewController.swift", """
            import UIKit

            final class CheckoutViewController: UIViewController {
                @IBOutlet weak var totalLabel: UILabel!
                @IBOutlet weak var promoButton: UIButton!
            }
            """),
        ExampleFile("Checkout.storyboard", checkoutScene("""
                                    <label opaque="NO" text="$0.00" id="tot1">
                                        <rect key="frame" x="16" y="700" width="361" height="21"/>
                                    </label>
                                    <label opaque="NO" text="Have a promo code?" id="prm1">
                                        <rect key="frame" x="16" y="740" width="361" height="21"/>
                                    </label>
            """, connections: """
                                <outlet property="totalLabel" destination="tot1" id="o1"/>
                                ↓<outlet property="promoButton" destination="prm1" id="o2"/>
            """)),
    ])

    static let clearedCustomClass = RuleExample("An outlet of a custom view class connected to a view whose Custom Class is not set", triggers: true, files: [
        ExampleFile("Controllers/CheckoutViewController.swift", """
            import UIKit

            final class OrderSummaryView: UIView {
                func configure(total: String) {}
            }

            final class CheckoutViewController: UIViewController {
                @IBOutlet weak var summaryView: OrderSummaryView!
            }
            """),
        ExampleFile("Checkout.storyboard", checkoutScene("""
                                    <view contentMode="scaleToFill" id="sum1">
                                        <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                    </view>
            """, connections: """
                                ↓<outlet property="summaryView" destination="sum1" id="o1"/>
            """)),
    ])

    static let collection = RuleExample("An outlet collection of buttons that also holds an image view", triggers: true, files: [
        ExampleFile("Controllers/CheckoutViewController.swift", """
            import UIKit

            final class CheckoutViewController: UIViewController {
                @IBOutlet var paymentButtons: [UIButton]!
            }
            """),
        ExampleFile("Checkout.storyboard", checkoutScene("""
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pay1">
                                        <rect key="frame" x="16" y="600" width="361" height="44"/>
                                    </button>
                                    <imageView contentMode="scaleAspectFit" id="pay2">
                                        <rect key="frame" x="16" y="650" width="361" height="44"/>
                                    </imageView>
            """, connections: """
                                <outletCollection property="paymentButtons" destination="pay1" collectionClass="NSMutableArray" id="o1"/>
                                ↓<outletCollection property="paymentButtons" destination="pay2" collectionClass="NSMutableArray" id="o2"/>
            """)),
    ])

    static let objectiveC = RuleExample("An Objective-C outlet typed UILabel connected to a text field", triggers: true, files: [
        ExampleFile("Legacy/CheckoutViewController.h", """
            #import <UIKit/UIKit.h>

            @interface CheckoutViewController : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *emailLabel;
            @end
            """),
        ExampleFile("Checkout.storyboard", checkoutScene("""
                                    <textField opaque="NO" contentMode="scaleToFill" id="eml1">
                                        <rect key="frame" x="16" y="100" width="361" height="34"/>
                                    </textField>
            """, connections: """
                                ↓<outlet property="emailLabel" destination="eml1" id="o1"/>
            """).replacingFirst(#"customClass="CheckoutViewController" customModule="Demo" customModuleProvider="target""#, with: #"customClass="CheckoutViewController""#)),
    ])

    static let matching = RuleExample(
        "Subclasses, superclass-typed outlets, constraints, protocol and Any outlets, Objective-C collections, and classes iblint cannot see",
        triggers: false, files: [
            ExampleFile("Controllers/CheckoutViewController.swift", """
                import UIKit

                protocol PaymentSheet: AnyObject {}
                typealias PriceLabel = UILabel

                class BadgeLabel: UILabel {}

                final class CheckoutViewController: UIViewController {
                    @IBOutlet weak var totalLabel: UILabel!
                    @IBOutlet weak var container: UIView?
                    @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
                    @IBOutlet weak var sheet: PaymentSheet!
                    @IBOutlet weak var anything: AnyObject!
                    @IBOutlet weak var priceLabel: PriceLabel!
                    @IBOutlet weak var animationView: UIView!
                    @IBOutlet var fields: [UITextField]!
                }
                """),
            ExampleFile("Legacy/LegacyFormView.h", """
                #import <UIKit/UIKit.h>

                @interface LegacyFormView : UIView
                @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
                @end
                """),
            ExampleFile("Checkout.storyboard", checkoutScene("""
                                    <label opaque="NO" text="$0.00" id="tot1" customClass="BadgeLabel" customModule="Demo" customModuleProvider="target">
                                        <rect key="frame" x="16" y="700" width="361" height="21"/>
                                    </label>
                                    <label opaque="NO" text="$0.00" id="prc1">
                                        <rect key="frame" x="16" y="730" width="361" height="21"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                        <rect key="frame" x="16" y="760" width="361" height="44"/>
                                    </button>
                                    <view contentMode="scaleToFill" id="frm1" customClass="LegacyFormView">
                                        <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                        <connections>
                                            <outletCollection property="buttons" destination="btn1" id="o9"/>
                                        </connections>
                                    </view>
                                    <view contentMode="scaleToFill" id="anm1" customClass="LottieAnimationView" customModule="Lottie">
                                        <rect key="frame" x="0.0" y="300" width="100" height="100"/>
                                    </view>
                                    <textField opaque="NO" contentMode="scaleToFill" id="tf1">
                                        <rect key="frame" x="16" y="400" width="361" height="34"/>
                                    </textField>
            """, connections: """
                                <outlet property="totalLabel" destination="tot1" id="o1"/>
                                <outlet property="container" destination="btn1" id="o2"/>
                                <outlet property="bottomConstraint" destination="c1" id="o3"/>
                                <outlet property="sheet" destination="btn1" id="o4"/>
                                <outlet property="anything" destination="btn1" id="o5"/>
                                <outlet property="priceLabel" destination="btn1" id="o6"/>
                                <outlet property="animationView" destination="anm1" id="o7"/>
                                <outletCollection property="fields" destination="tf1" id="o8"/>
            """, constraints: """

                                <constraints>
                                    <constraint firstItem="btn1" firstAttribute="bottom" secondItem="v1" secondAttribute="bottom" constant="20" id="c1"/>
                                </constraints>
            """)),
        ])
}
