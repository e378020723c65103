import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An action connection whose selector the receiving object's class does not implement.
public struct BrokenActionRule: Rule {
    public static let description = RuleDescription(
        id: "broken-action",
        name: "Broken action",
        summary: "An action connection names a selector the receiving object's class does not implement as @IBAction or @objc.",
        rationale: """
            An action connection is a selector name stored in the interface file (`checkoutTapped:`) plus the \
            object that receives it. When the control fires, UIKit sends that selector to the receiver with \
            the Objective-C runtime. If the receiver's class has no such method, or declares it without \
            `@IBAction`/`@objc` (so the runtime cannot see it), the app crashes at that moment:

                *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
            '-[ShopApp.CartViewController checkoutTaped:]: unrecognized selector sent to instance 0x…'

            Xcode builds the project happily: the selector lives in the interface file, the method in Swift, \
            and nothing checks the two against each other. This usually happens after renaming an \
            `@IBAction` in code (or changing its parameter labels, which changes the selector: \
            `tapped(_:)` is `tapped:`, `tapped(sender:)` is `tappedWithSender:`) without reconnecting it.

            Actions sent to **First Responder** have no fixed receiver: the responder chain is searched at \
            run time. They are checked against every `@IBAction`/`@objc` method of the project and the \
            framework's standard actions (`copy:`, `undo:`, `performClose:`…); when nothing implements the \
            selector, no receiver is ever found and the control silently does nothing (on macOS its menu \
            item stays disabled).

            iblint follows superclasses and extensions, computes selectors as the Swift compiler does \
            (`@objc(name:)` wins), and treats overrides of framework methods as visible to the runtime. \
            When the receiver's class, or one of its superclasses, is outside what iblint can see (another \
            module, code it could not parse), nothing is reported.

            **Fix by hand:** in Interface Builder, open the Connections inspector of the control, remove the \
            action marked with a warning triangle and connect the renamed method again; or restore the method \
            in code, with `@IBAction`. `iblint --fix --unsafe-fixes` renames the connection when exactly one \
            method of the receiver is a close match that accepts the sender, adds `@IBAction` to a method the \
            runtime cannot see, and otherwise removes the dangling connection.
            """,
        category: .connections,
        defaultSeverity: .error,
        fix: .always(.unsafe),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: BrokenActionExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let facts = index.sourceText
        let projectSelectors = index.exposedProjectSelectors
        var findings: [Diagnostic] = []
        for document in index.documents {
            let isMacOS = document.platform == .macOS
            let fileName = document.fileName
            for connection in document.connections where connection.kind == .action {
                guard let selector = connection.selector, !selector.isEmpty, let destinationID = connection.destination else { continue }
                let tag = document[connection.element]
                let location = document.location(of: tag)
                let sender = document[connection.source]
                let senderClass = index.className(of: sender, in: document)
                let consequence = isMacOS
                    ? "AppKit never delivers it, so \(sender.readableName()) does nothing"
                    : "when \(sender.readableName()) sends it, the app crashes with \"unrecognized selector sent to instance\""

                guard let destinationIndex = document.elementsByID[destinationID] else {
                    findings.append(context.diagnostic(
                        "Action '\(selector)' of \(sender.readableName()) is sent to object '\(destinationID)', which does not exist in \(fileName); delete the connection and connect it again in Interface Builder",
                        at: location, fix: removal(of: tag, in: document)))
                    continue
                }
                let destination = document[destinationIndex]

                if destination.isFirstResponder {
                    // Checked against every method of the project: only when the scan holds all of it.
                    guard index.hasSourceCode, index.scanHoldsWholeProject, projectSelectors[selector] == nil,
                          !FrameworkCatalog.standardResponderActions(isMacOS: isMacOS).contains(selector) else { continue }
                    let unexposed = index.unexposedMethods(withSelector: selector)
                    if let member = unexposed.first {
                        findings.append(context.diagnostic(
                            "Action '\(selector)' is sent to First Responder, but '\(member.name)' is declared in \(member.owner) without @IBAction, so the responder chain never finds it and \(sender.readableName()) does nothing; add @IBAction",
                            at: location, related: [RelatedLocation(member.location, "'\(member.name)' is declared here without @IBAction")],
                            fix: unexposed.count == 1 ? addIBAction(to: member) : nil))
                        continue
                    }
                    // The name written anywhere in code (a call, a declaration iblint did not understand)
                    // means it may exist: unknown.
                    guard !facts.identifiers.contains(SourceTextFacts.baseName(ofSelector: selector)) else { continue }
                    let candidates = projectSelectors.map { ($0.key, $0.value.first) }
                        + FrameworkCatalog.standardResponderActions(isMacOS: isMacOS).map { ($0, nil as ClassMember?) }
                    let (suggestion, fix) = repair(selector, tag: tag, candidates: candidates, senderClass: senderClass,
                                                   index: index, document: document)
                    var message = "Action '\(selector)' is sent to First Responder, but no class in the project implements it as @IBAction or @objc and it is not a standard \(isMacOS ? "AppKit" : "UIKit") action: the responder chain finds no receiver, so \(sender.readableName()) does nothing"
                    if let suggestion { message += "; did you mean '\(suggestion)'?" }
                    findings.append(context.diagnostic(message, at: location, fix: fix))
                    continue
                }

                if isMacOS, destination.isMacApplicationPlaceholder { continue }
                guard let className = index.className(of: destination, in: document) else { continue }
                let includeProject = index.mayResolveInProject(destination)
                switch index.lookupSelector(selector, inClass: className, includeProject: includeProject) {
                case .found, .unknown:
                    continue
                case .notExposed(let member):
                    findings.append(context.diagnostic(
                        "'\(member.name)' is declared in \(member.owner) without @IBAction, so the Objective-C runtime cannot see '\(selector)': \(consequence); add @IBAction",
                        at: location, related: [RelatedLocation(member.location, "'\(member.name)' is declared here without @IBAction")],
                        fix: addIBAction(to: member)))
                case .missing:
                    // Code the scanner skipped may declare it; and a standard framework action may be implemented
                    // by a framework class other than the one iblint's table lists it on.
                    guard !facts.identifiersInUnparsedCode.contains(SourceTextFacts.baseName(ofSelector: selector)),
                          !FrameworkCatalog.standardResponderActions(isMacOS: isMacOS).contains(selector) else { continue }
                    let candidates = index.actionCandidates(inClass: className, includeProject: includeProject)
                    let (suggestion, fix) = repair(selector, tag: tag, candidates: candidates, senderClass: senderClass,
                                                   index: index, document: document)
                    var message = "\(className) has no action method '\(selector)': \(consequence)"
                    if let suggestion { message += "; did you mean '\(suggestion)'?" }
                    findings.append(context.diagnostic(
                        message, at: location, related: index.relatedClassLocation(className, "\(className) is declared here"), fix: fix))
                }
            }
        }
        return findings
    }

    /// The closest selector for the message, and the fix: rename to the single close match that accepts
    /// the sender, else remove the connection.
    private func repair(_ selector: String, tag: IBElement, candidates: [(selector: String, member: ClassMember?)],
                        senderClass: String?, index: ProjectIndex,
                        document: IBDocument) -> (String?, Fix?) {
        let names = candidates.map(\.selector).filter { $0.filter { $0 == ":" }.count <= 2 }
        let suggestion = Suggestions.closest(to: selector, in: names)
        let close = Suggestions.closeMatches(to: selector, in: names)
        if close.count == 1, let match = close.first {
            let accepting = candidates.filter { $0.selector == match }.allSatisfy { candidate in
                guard let member = candidate.member else { return true }  // framework actions take `id`
                return index.actionParameter(member.firstParameterType, accepts: senderClass)
            }
            if accepting, let attribute = tag.attribute("selector"),
               let edit = InterfaceEdits.setValue(of: attribute, to: match, in: document) {
                return (suggestion, Fix(title: "Connect the action to '\(match)'", edits: [edit], applicability: .unsafe))
            }
        }
        return (suggestion, removal(of: tag, in: document))
    }

    /// Removes the connection, and its `<connections>` block when it was the only one.
    private func removal(of tag: IBElement, in document: IBDocument) -> Fix {
        Fix(title: "Remove the action connection", edits: [InterfaceEdits.removeConnection(tag, in: document)],
            applicability: .unsafe)
    }

    /// Inserts `@IBAction ` at the start of a Swift method's declaration.
    private func addIBAction(to member: ClassMember) -> Fix? {
        guard case .swiftFunction(let function, let site) = member.declaration else { return nil }
        let file = site.file
        let start = function.range.start
        return Fix(title: "Add @IBAction to '\(member.name)'",
                   edits: [Edit(in: file, range: ByteRange(start: start, end: start), replacement: "@IBAction ")],
                   applicability: .unsafe)
    }
}

enum BrokenActionExamples {
    static let all: [RuleExample] = [renamedInCode, notExposed, firstResponder, danglingGesture, resolved, unknownReceivers, interfaceOnly, macOS]

    static let cartController = """
        import UIKit

        final class CartViewController: UIViewController {
            @IBAction func checkoutTapped(_ sender: UIButton) {
            }
        }
        """

    static func cartScene(_ selector: String) -> String {
        ExampleFixtures.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="CartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                        <rect key="frame" x="16" y="760" width="361" height="44"/>
                                        <connections>
                                            \(selector)
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """, initialViewController: "vc1")
    }

    static let renamedInCode = RuleExample(
        "An action renamed in code but not in the storyboard (fixed by connecting the renamed method)", triggers: true,
        files: [
            ExampleFile("Controllers/CartViewController.swift", cartController),
            ExampleFile("Main.storyboard", cartScene(#"↓<action selector="checkoutTaped:" destination="vc1" eventType="touchUpInside" id="a1"/>"#)),
        ],
        fixed: [
            ExampleFile("Main.storyboard", cartScene(#"<action selector="checkoutTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>"#)),
        ])

    static let notExposed = RuleExample(
        "A method that lost its @IBAction (fixed by adding it back)", triggers: true,
        files: [
            ExampleFile("Controllers/CartViewController.swift", """
                import UIKit

                final class CartViewController: UIViewController {
                    func checkoutTapped(_ sender: UIButton) {
                    }
                }
                """),
            ExampleFile("Main.storyboard", cartScene(#"↓<action selector="checkoutTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>"#)),
        ],
        fixed: [
            ExampleFile("Controllers/CartViewController.swift", """
                import UIKit

                final class CartViewController: UIViewController {
                    @IBAction func checkoutTapped(_ sender: UIButton) {
                    }
                }
                """),
        ])

    static func firstResponderXib(_ action: String) -> String { ExampleFixtures.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoteEditorViewController" customModule="Demo" customModuleProvider="target"/>
        \(ExampleFixtures.firstResponder)
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="sav-Bt-001">
                            <rect key="frame" x="16" y="16" width="100" height="44"/>
                            <connections>
                                \(action)
                            </connections>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="cpy-Bt-001">
                            <rect key="frame" x="16" y="70" width="100" height="44"/>
                            <connections>
                                <action selector="copy:" destination="-2" eventType="touchUpInside" id="aCp-Bt-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
        """) }

    static let firstResponder = RuleExample(
        "An action sent to First Responder that no class implements (fixed by renaming), next to a standard action", triggers: true,
        files: [
            ExampleFixtures.xcodeProject,
            ExampleFile("Controllers/NoteEditorViewController.swift", """
                import UIKit

                final class NoteEditorViewController: UIViewController {
                }

                // Any responder in the chain can handle it: here, a text view subclass.
                final class NoteTextView: UITextView {
                    @IBAction func saveDraft(_ sender: Any?) {
                    }
                }
                """),
            ExampleFile("Views/NoteEditor.xib", firstResponderXib(#"↓<action selector="saveDrat:" destination="-2" eventType="touchUpInside" id="aSv-Bt-001"/>"#)),
        ],
        fixed: [
            ExampleFile("Views/NoteEditor.xib", firstResponderXib(#"<action selector="saveDraft:" destination="-2" eventType="touchUpInside" id="aSv-Bt-001"/>"#)),
        ])

    static func gestureXib(_ connections: String) -> String { ExampleFixtures.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PhotoViewerView" customModule="Demo" customModuleProvider="target">
                    <connections>
                        <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                    </connections>
                </placeholder>
        \(ExampleFixtures.firstResponder)
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <gestureRecognizers/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap-Gr-001" appends="YES" id="oGr-Tp-001"/>
                    </connections>
                </view>
                \(connections)
        """) }

    static let danglingGesture = RuleExample(
        "A gesture recognizer's action whose method was deleted (fixed by removing the connection)", triggers: true,
        files: [
            ExampleFile("Views/PhotoViewerView.swift", """
                import UIKit

                final class PhotoViewerView: UIView {
                    @IBOutlet var contentView: UIView!

                    @IBAction func close(_ sender: UIButton) {
                    }
                }
                """),
            ExampleFile("Views/PhotoViewerView.xib", gestureXib("""
                <tapGestureRecognizer numberOfTapsRequired="2" id="tap-Gr-001">
                                <connections>
                                    ↓<action selector="zoomToFit:" destination="-1" id="aTp-Gr-001"/>
                                </connections>
                        </tapGestureRecognizer>
                """)),
        ],
        fixed: [
            ExampleFile("Views/PhotoViewerView.xib", gestureXib(#"<tapGestureRecognizer numberOfTapsRequired="2" id="tap-Gr-001"/>"#)),
        ])

    static let resolved = RuleExample(
        "Actions in a superclass, an extension, an Objective-C class, with @objc(name:), an override, on a framework object, and to First Responder",
        triggers: false, files: [
            ExampleFile("Controllers/FormViewController.swift", """
                import UIKit

                class BaseFormViewController: UIViewController {
                    @IBAction func cancelTapped(_ sender: Any) {
                    }
                }

                final class SignUpViewController: BaseFormViewController {
                    @objc(submitWithSender:) func submit(_ sender: UIButton) {
                    }

                    override func becomeFirstResponder() -> Bool {
                        super.becomeFirstResponder()
                    }
                }

                extension SignUpViewController {
                    @IBAction func termsTapped(_ sender: UIButton, forEvent event: UIEvent) {
                    }
                }

                final class KeyboardDismissingView: UIView {
                    @objc func dismissKeyboard() {
                        endEditing(true)
                    }
                }
                """),
            ExampleFile("Legacy/LegacyRatingControl.h", """
                #import <UIKit/UIKit.h>

                @interface LegacyRatingControl : UIControl
                - (IBAction)starTapped:(id)sender;
                @end
                """),
            ExampleFile("Main.storyboard", ExampleFixtures.storyboard("""
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="SignUpViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                            <rect key="frame" x="16" y="100" width="361" height="44"/>
                                            <connections>
                                                <action selector="cancelTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                <action selector="submitWithSender:" destination="vc1" eventType="touchUpInside" id="a2"/>
                                                <action selector="termsTapped:forEvent:" destination="vc1" eventType="touchUpInside" id="a3"/>
                                                <action selector="becomeFirstResponder" destination="vc1" eventType="touchUpInside" id="a4"/>
                                                <action selector="starTapped:" destination="rt1" eventType="touchUpInside" id="a5"/>
                                                <action selector="dismissKeyboard" destination="fr1" eventType="touchUpInside" id="a6"/>
                                                <action selector="paste:" destination="fr1" eventType="touchUpInside" id="a7"/>
                                            </connections>
                                        </button>
                                        <view contentMode="scaleToFill" id="rt1" customClass="LegacyRatingControl">
                                            <rect key="frame" x="16" y="160" width="200" height="40"/>
                                        </view>
                                        <imageView contentMode="scaleAspectFit" id="img1">
                                            <rect key="frame" x="16" y="220" width="100" height="100"/>
                                        </imageView>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn2">
                                            <rect key="frame" x="16" y="330" width="361" height="44"/>
                                            <connections>
                                                <action selector="startAnimating" destination="img1" eventType="touchUpInside" id="a8"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """, initialViewController: "vc1")),
        ])

    static let unknownReceivers = RuleExample(
        "Receivers iblint cannot see are unknown, not broken; so is a First Responder action whose name the code mentions",
        triggers: false, files: [
            ExampleFile("Views/ChartCardView.swift", """
                import UIKit
                import Charts

                // The superclass comes from a package that is not part of the scanned paths.
                final class ChartCardView: ChartViewBase {
                }
                """),
            ExampleFile("Views/ChartCardView.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(ExampleFixtures.firstResponder)
                        <view contentMode="scaleToFill" id="crd-Vw-001" customClass="ChartCardView" customModule="Demo" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-01">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                    <connections>
                                        <action selector="highlightValue:" destination="crd-Vw-001" eventType="touchUpInside" id="a1"/>
                                        <action selector="play:" destination="anm-Vw-001" eventType="touchUpInside" id="a2"/>
                                        <action selector="toggleLegend:" destination="-1" eventType="touchUpInside" id="a3"/>
                                    </connections>
                                </button>
                                <view contentMode="scaleToFill" id="anm-Vw-001" customClass="LottieAnimationView" customModule="Lottie">
                                    <rect key="frame" x="0.0" y="50" width="100" height="100"/>
                                </view>
                            </subviews>
                        </view>
                """)),
            ExampleFile("Views/ChartLegend.swift", """
                import UIKit

                final class ChartLegendView: UIView {
                    // Called by name through the responder chain from the chart's xib.
                    func configure() { perform(NSSelectorFromString("toggleLegend:"), with: nil) }
                }
                """),
        ])

    static let interfaceOnly = RuleExample(
        "Without any source code, a First Responder action is unknown", triggers: false,
        files: [
            ExampleFile("Main.storyboard", cartScene(#"<action selector="checkoutTapped:" destination="fr1" eventType="touchUpInside" id="a1"/>"#)),
        ])

    static let macOS = RuleExample(
        "macOS: actions name their receiver with target=; the menu's standard actions go to First Responder",
        triggers: true, files: [
            ExampleFile("Mac/AppDelegate.swift", """
                import Cocoa

                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    @IBAction func showPreferences(_ sender: Any?) {
                    }
                }
                """),
            ExampleFile("Mac/MainMenu.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication">
                            <connections>
                                <outlet property="delegate" destination="Voe-Tx-rLC" id="GzC-gU-4Uq"/>
                            </connections>
                        </customObject>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <customObject id="Voe-Tx-rLC" customClass="AppDelegate" customModule="Demo" customModuleProvider="target"/>
                        <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                            <items>
                                <menuItem title="Demo" id="1Xt-HY-uBw">
                                    <menu key="submenu" title="Demo" systemMenu="apple" id="uQy-DD-JDr">
                                        <items>
                                            <menuItem title="Settings…" keyEquivalent="," id="BOF-NM-1cW">
                                                <connections>
                                                    ↓<action selector="showPreferencs:" target="Voe-Tx-rLC" id="pfr-Ac-001"/>
                                                </connections>
                                            </menuItem>
                                            <menuItem title="Hide Demo" keyEquivalent="h" id="Olw-nP-bQN">
                                                <connections>
                                                    <action selector="hide:" target="-1" id="PnN-Uc-m68"/>
                                                </connections>
                                            </menuItem>
                                            <menuItem title="Quit Demo" keyEquivalent="q" id="4sb-4s-VLi">
                                                <connections>
                                                    <action selector="terminate:" target="-3" id="Te7-pn-YzF"/>
                                                </connections>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                            </items>
                        </menu>
                    </objects>
                </document>
                """),
        ])
}
