import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// A reusable custom view's xib that keeps the Safe Area layout guide.
public struct SafeAreaInCustomViewRule: Rule {
    public static let description = RuleDescription(
        id: "safe-area-in-custom-view",
        name: "Safe Area guide in a custom view",
        summary: "A custom view's xib keeps the Safe Area layout guide, so constraints to it follow the insets of wherever the view ends up on screen.",
        rationale: """
            A view controller's root view covers the screen, and its Safe Area keeps content clear of the \
            notch, the status bar and the home indicator. A reusable custom view is different: it is embedded \
            somewhere inside other views, and its own `safeAreaLayoutGuide` is the part of *the view* that \
            happens to lie inside the *window's* safe area at that moment. Constraints pinned to it shift \
            when the view sits near a screen edge, scrolls under a bar, or rotates into landscape: the card \
            looks right in the middle of the screen and clipped or padded at the top of a table. Interface \
            Builder hides this because it previews the xib with simulated insets.

            Xcode adds the guide to every new View xib (Size inspector → Layout Guides → Safe Area), which is \
            why tutorials on File's Owner and root-class custom views tell you to uncheck it. iblint reports \
            the guide on a top-level view of a `.xib` that is not a view controller's view:

            * File's Owner's class is known not to be a `UIViewController` (a `UIView` subclass, say), or
            * File's Owner has no class (the root-class style, where the view is loaded with `owner: nil`),

            and no `view` outlet points at it. Not reported: storyboards, xibs whose File's Owner is a view \
            controller (or whose class iblint cannot see, or whose superclass chain leaves what iblint \
            sees), launch screens, nibs the code loads in `loadView()`, macOS and watchOS files, and \
            **cells** (`tableViewCell`, `collectionViewCell`, `collectionReusableView` top-level objects, \
            and guides inside their content views): Xcode's cell templates carry the guide, and table and \
            collection views already lay cells out relative to their own safe area \
            (`insetsContentViewsToSafeArea`), so in a cell the guide does no harm.

            **Fix (safe, what Xcode does when you uncheck the box):** the `<viewLayoutGuide \
            key="safeArea">` element is removed and every constraint that referred to it is re-pointed at \
            the view itself (`firstItem`/`secondItem` get the view's id; a `firstItem` that is the view \
            holding the constraint is left out, as Xcode writes it). No fix is offered when something else \
            refers to the guide, or a constraint would end up relating the view to itself.

            A root-class view that code shows over the whole screen (an overlay given the window's bounds) \
            is the one case where the guide is wanted: keep it, and list the xib under `ignore:` in \
            `.iblint.yml` for this rule.

            **Fix by hand:** select the view, open the Size inspector and uncheck Layout Guides → Safe Area.
            """,
        category: .layout,
        defaultSeverity: .warning,
        fix: .always(.safe),
        tags: ["layout", "interface-builder"],
        precision: .high,
        examples: examples)

    public init() {}

    static let cellElementNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        for document in index.documents where document.kind == .xib && !document.isLaunchScreen {
            guard document.platform == .iOS || document.platform == .tvOS else { continue }
            let nibName = ProjectIndex.interfaceName(ofPath: document.path)
            for guideIndex in document.safeAreaGuides {
                let guide = document[guideIndex]
                guard let viewIndex = guide.parent, document.isTopLevel(viewIndex) else { continue }
                let view = document[viewIndex]
                guard let viewID = view.id, let guideID = guide.id,
                      !Self.cellElementNames.contains(view.name), !view.name.hasSuffix("Controller") else { continue }
                guard let reason = customViewReason(view, in: document, nibName: nibName, index: index) else { continue }
                let references = document.constraints.filter { $0.firstItem == guideID || $0.secondItem == guideID }
                let pinned = references.isEmpty
                    ? "No constraint uses it yet; remove it before one does"
                    : "\(references.count) constraint\(references.count == 1 ? "" : "s") pin\(references.count == 1 ? "s" : "") to it and will follow the insets of wherever the view is embedded"
                let name = view.readableName()
                findings.append(context.diagnostic(
                    "\(name.prefix(1).uppercased() + name.dropFirst()) is a reusable custom view (\(reason)), but keeps the Safe Area layout guide. \(pinned); uncheck Size inspector → Layout Guides → Safe Area",
                    at: document.location(of: guide),
                    related: [RelatedLocation(document.location(of: view), "the custom view")],
                    fix: fix(guide: guide, guideID: guideID, view: view, viewID: viewID, references: references, in: document)))
            }
        }
        return findings
    }

    /// Why the view is a reusable custom view, or `nil` when it is (or might be) a view controller's view.
    private func customViewReason(_ view: IBElement, in document: IBDocument, nibName: String, index: ProjectIndex) -> String? {
        if document.connections.contains(where: { $0.kind == .outlet && $0.property == "view" && $0.destination == view.id }) {
            return nil
        }
        if let owner = document.filesOwner, let ownerClass = owner.customClass, !ownerClass.isEmpty {
            guard index.isClass(ownerClass, subclassOf: "UIViewController") == false else { return nil }
            return "File's Owner is \(ownerClass), not a view controller"
        }
        // Root-class style, unless code installs the nib as a view controller's view in `loadView()`.
        let loadedInLoadView = index.swiftFiles.contains { summary in
            summary.interfaceCalls.contains {
                ($0.api == .loadNibNamed || $0.api == .nibInit) && $0.literal == nibName && $0.enclosingFunction == "loadView"
            }
        }
        return loadedInLoadView ? nil : "File's Owner has no class"
    }

    /// Removes the guide and re-points its constraints at the view, as Xcode does.
    private func fix(guide: IBElement, guideID: String, view: IBElement, viewID: String, references: [IBConstraint],
                     in document: IBDocument) -> Fix? {
        // Anything but a constraint item referring to the guide (an outlet, a variation) blocks the fix.
        let referenceElements = Set(references.map(\.element))
        for element in document.elements where element.index != guide.index {
            for attribute in element.attributes where attribute.value == guideID {
                let isItem = referenceElements.contains(element.index) && (attribute.name == "firstItem" || attribute.name == "secondItem")
                if !isItem { return nil }
            }
        }
        var edits = [InterfaceEdits.removeElement(guide, in: document)]
        for constraint in references {
            let element = document[constraint.element]
            let ownerID = document[constraint.owner].id
            let first = constraint.firstItem == guideID ? viewID : (constraint.firstItem ?? ownerID)
            let second = constraint.secondItem == guideID ? viewID : constraint.secondItem
            if first == second { return nil }
            if constraint.firstItem == guideID, let attribute = element.attribute("firstItem") {
                let edit = constraint.owner == view.index
                    ? InterfaceEdits.removeAttribute(attribute, in: document)
                    : InterfaceEdits.setValue(of: attribute, to: viewID, in: document)
                guard let edit else { return nil }
                edits.append(edit)
            }
            if constraint.secondItem == guideID, let attribute = element.attribute("secondItem") {
                guard let edit = InterfaceEdits.setValue(of: attribute, to: viewID, in: document) else { return nil }
                edits.append(edit)
            }
        }
        return Fix(title: "Remove the Safe Area guide and pin its constraints to the view", edits: edits, applicability: .safe)
    }
}

extension SafeAreaInCustomViewRule {
    static let cardSwift = ExampleFile("Views/ProductCardView.swift", """
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
        """)

    static func cardXib(guide: Bool, fixed: Bool = false) -> String {
        let marker = fixed ? "" : "↓"
        let guideLine = guide ? "\n            \(marker)<viewLayoutGuide key=\"safeArea\" id=\"vUN-kp-3ea\"/>" : ""
        let leading = fixed ? #"firstItem="lbl-Ti-t01" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="16""#
            : #"firstItem="lbl-Ti-t01" firstAttribute="leading" secondItem="vUN-kp-3ea" secondAttribute="leading" constant="16""#
        let trailing = fixed ? #"firstAttribute="trailing" secondItem="lbl-Ti-t01" secondAttribute="trailing" constant="16""#
            : #"firstItem="vUN-kp-3ea" firstAttribute="trailing" secondItem="lbl-Ti-t01" secondAttribute="trailing" constant="16""#
        let top = fixed ? #"firstItem="lbl-Ti-t01" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="12""#
            : #"firstItem="lbl-Ti-t01" firstAttribute="top" secondItem="vUN-kp-3ea" secondAttribute="top" constant="12""#
        return ExampleFixtures.xib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProductCardView" customModule="Demo" customModuleProvider="target">
                        <connections>
                            <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                            <outlet property="titleLabel" destination="lbl-Ti-t01" id="cNt-Vw-002"/>
                        </connections>
                    </placeholder>
            \(ExampleFixtures.firstResponder)
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="96"/>
                        <subviews>
                            <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Ti-t01">
                                <rect key="frame" x="16" y="12" width="343" height="21"/>
                            </label>
                        </subviews>\(guideLine)
                        <constraints>
                            <constraint \(leading) id="Cn1-Ld-001"/>
                            <constraint \(trailing) id="Cn2-Tr-002"/>
                            <constraint \(top) id="Cn3-Tp-003"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
            """)
    }

    static func emptyStateXib(fixed: Bool) -> String {
        let guide = fixed ? "" : "\n            ↓<viewLayoutGuide key=\"safeArea\" id=\"Sa0-Em-p01\"/>"
        return ExampleFixtures.xib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(ExampleFixtures.firstResponder)
                    <view contentMode="scaleToFill" id="Em0-pT-v01" customClass="EmptyStateView" customModule="Demo" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <label opaque="NO" text="Nothing here yet" id="Ms9-gL-b01">
                                <rect key="frame" x="16" y="60" width="288" height="21"/>
                            </label>
                        </subviews>\(guide)
                        <connections>
                            <outlet property="messageLabel" destination="Ms9-gL-b01" id="oMs-gL-001"/>
                        </connections>
                    </view>
            """)
    }

    static let examples: [RuleExample] = [
        RuleExample("A File's Owner custom view pinned to its own Safe Area", triggers: true,
                    files: [cardSwift, ExampleFile("Views/ProductCardView.xib", cardXib(guide: true))],
                    fixed: [ExampleFile("Views/ProductCardView.xib", cardXib(guide: true, fixed: true).replacingOccurrences(of: "\n            <viewLayoutGuide key=\"safeArea\" id=\"vUN-kp-3ea\"/>", with: ""))]),
        RuleExample("A root-class custom view that kept the template's guide", triggers: true, files: [
            ExampleFile("Views/EmptyStateView.swift", """
                import UIKit

                final class EmptyStateView: UIView {
                    @IBOutlet weak var messageLabel: UILabel!

                    static func make() -> EmptyStateView {
                        Bundle.main.loadNibNamed("EmptyStateView", owner: nil, options: nil)?.first as! EmptyStateView
                    }
                }
                """),
            ExampleFile("Views/EmptyStateView.xib", emptyStateXib(fixed: false)),
        ], fixed: [ExampleFile("Views/EmptyStateView.xib", emptyStateXib(fixed: true))]),
        RuleExample("A view controller's xib, a storyboard scene and a cell", triggers: false, files: [
            ExampleFile("Controllers/ProductViewController.swift", """
                import UIKit

                final class ProductViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                }
                """),
            ExampleFile("Controllers/ProductViewController.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProductViewController" customModule="Demo" customModuleProvider="target">
                            <connections>
                                <outlet property="titleLabel" destination="lbl-Ti-t01" id="oTi-001"/>
                                <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                            </connections>
                        </placeholder>
                \(ExampleFixtures.firstResponder)
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
                """)),
            ExampleFile("Cells/ProductCell.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(ExampleFixtures.firstResponder)
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProductCell" id="KGk-i7-Jjw">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </tableViewCellContentView>
                            <viewLayoutGuide key="safeArea" id="njF-e1-oar"/>
                        </tableViewCell>
                """)),
            ExampleFile("Main.storyboard", ExampleFixtures.storyboard("""
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
                """, initialViewController: "vc1")),
        ]),
        RuleExample("Unknown File's Owner classes, views installed in loadView() and launch screens", triggers: false, files: [
            ExampleFile("Controllers/MapViewController.swift", """
                import UIKit

                final class MapViewController: UIViewController {
                    override func loadView() {
                        view = Bundle.main.loadNibNamed("MapContainer", owner: nil, options: nil)?.first as? UIView
                    }
                }
                """),
            ExampleFile("Views/MapContainer.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(ExampleFixtures.firstResponder)
                        <view contentMode="scaleToFill" id="mp0-Ct-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="mp0-Sa-001"/>
                        </view>
                """)),
            ExampleFile("Views/ChartHostView.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ChartHostController" customModule="ChartsUI"/>
                \(ExampleFixtures.firstResponder)
                        <view contentMode="scaleToFill" id="ch0-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                            <viewLayoutGuide key="safeArea" id="ch0-Sa-001"/>
                        </view>
                """)),
            ExampleFile("LaunchScreen.xib", """
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
                """),
        ]),
    ]
}
