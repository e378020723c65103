import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An `@IBAction` of a class Interface Builder uses that nothing connects or references.
public struct UnconnectedActionRule: Rule {
    public static let description = RuleDescription(
        id: "unconnected-action",
        name: "Unconnected action",
        summary: "An @IBAction of a class that interface files use is connected in none of them and referenced by no #selector.",
        rationale: """
            `@IBAction` says "Interface Builder calls this". When no interface file connects the method and no \
            code refers to it with `#selector`, tapping the control that was meant to trigger it does nothing: \
            no crash, no log, just a button that silently stopped working. It happens when a connection is \
            deleted in Interface Builder (often while replacing a control), when a control is copied to another \
            scene without its connections, or when a method is left behind after a redesign.

            iblint reports an action only when its class is used by an interface file (as an object's custom \
            class or File's Owner's class, directly or through a subclass) and:

            * no action connection sends that selector to an object of the class or a subclass;
            * no action sent to **First Responder** uses that selector (the responder chain could deliver it \
            to any class);
            * no connection from an object iblint cannot classify, no unwind segue (`unwindAction`), no \
            `destinationCreationSelector` and nothing in an interface file iblint could not read names it;
            * no `#selector(…)`, `@selector(…)` or string literal in the code names it.

            It is a note, not a warning: a method may be kept for a connection in a file outside the scanned \
            paths, or called by name in ways iblint cannot see.

            **Fix by hand:** connect the action in Interface Builder (Connections inspector, or Control-drag \
            from the control to the method), or delete the method — or drop `@IBAction` if code calls it directly.
            """,
        category: .connections,
        defaultSeverity: .note,
        tags: ["correctness", "interface-builder"],
        precision: .high,
        examples: UnconnectedActionExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard index.hasSourceCode else { return [] }
        // A file iblint could not even read might connect anything.
        guard index.loadFailures.allSatisfy({ $0.file != nil }) else { return [] }

        var connected: Set<[String]> = []        // [class name, selector]
        var connectedToAnyClass: Set<String> = []  // selectors any class may receive

        for document in index.documents {
            for connection in document.connections where connection.kind == .action {
                guard let selector = connection.selector else { continue }
                guard let destinationID = connection.destination, let destinationIndex = document.elementsByID[destinationID] else {
                    connectedToAnyClass.insert(selector)
                    continue
                }
                let destination = document[destinationIndex]
                let chains = index.className(of: destination, in: document).map { index.chains(of: $0) } ?? []
                if destination.isFirstResponder || chains.isEmpty || chains.contains(where: { !$0.isComplete }) {
                    connectedToAnyClass.insert(selector)
                }
                for chain in chains {
                    for name in chain.names { connected.insert([name, selector]) }
                }
            }
            // Unwind segues, segue actions, bindings and anything else that names a selector in an attribute.
            for element in document.elements where element.name != "action" {
                for attribute in element.attributes where attribute.name.lowercased().contains("action") || attribute.name.lowercased().contains("selector") {
                    connectedToAnyClass.insert(attribute.value)
                }
            }
        }
        for failure in index.loadFailures {
            guard let file = failure.file else { continue }
            connectedToAnyClass.formUnion(RawAttributeScan.values(in: file.bytes))
        }

        let facts = index.sourceText
        let referencedBaseNames = Set(index.swiftFiles.flatMap { $0.selectorReferences.map(\.baseName) })

        var findings: [Diagnostic] = []
        var reported: Set<[String]> = []  // [class, selector]: a method declared in a header and its implementation
        for used in index.classesUsedByInterfaceFiles() {
            let projectClass = used.projectClass
            for member in projectClass.members where member.kind == .method && member.isAction {
                guard let selector = member.selector,
                      // Segue actions are connected through segues; an override's connection lives with the method it overrides.
                      member.declaration?.swiftFunction.map({ !$0.hasAttribute("IBSegueAction") && !$0.modifiers.contains("override") }) ?? true,
                      !connected.contains([projectClass.name, selector]),
                      !connectedToAnyClass.contains(selector),
                      !referencedBaseNames.contains(member.name),
                      !facts.selectorStrings.contains(selector),
                      !facts.identifiersInUnparsedCode.contains(member.name),
                      reported.insert([projectClass.name, selector]).inserted else { continue }
                let related = [RelatedLocation(used.firstUse, "\(projectClass.name) is used by this interface file")]
                findings.append(context.diagnostic(
                    "@IBAction '\(selector)' of \(projectClass.name) is connected in no interface file and referenced by no #selector, so nothing ever calls it; connect it in Interface Builder or remove it",
                    at: member.location, related: related))
            }
        }
        return findings
    }
}

enum UnconnectedActionExamples {
    static let all: [RuleExample] = [deletedConnection, objectiveC, connectedElsewhere, unknownSenders]

    static let deletedConnection = RuleExample("An action whose connection was deleted while replacing the button", triggers: true, files: [
        ExampleFile("Controllers/ProfileViewController.swift", """
            import UIKit

            final class ProfileViewController: UIViewController {
                @IBAction func editTapped(_ sender: UIButton) {
                }

                @IBAction func ↓logOutTapped(_ sender: UIButton) {
                }
            }
            """),
        ExampleFile("Main.storyboard", ExampleFixtures.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="ProfileViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn1">
                                        <rect key="frame" x="16" y="100" width="361" height="44"/>
                                        <connections>
                                            <action selector="editTapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn2">
                                        <rect key="frame" x="16" y="160" width="361" height="44"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """, initialViewController: "vc1")),
    ])

    static let objectiveC = RuleExample("An Objective-C action declared in the header and implemented in the .m, reported once", triggers: true, files: [
        ExampleFile("Legacy/LegacyShareView.h", """
            #import <UIKit/UIKit.h>

            @interface LegacyShareView : UIView
            ↓- (IBAction)shareTapped:(id)sender;
            @end
            """),
        ExampleFile("Legacy/LegacyShareView.m", """
            #import "LegacyShareView.h"

            @implementation LegacyShareView
            - (IBAction)shareTapped:(id)sender {
            }
            @end
            """),
        ExampleFile("Legacy/LegacyShareView.xib", ExampleFixtures.xib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(ExampleFixtures.firstResponder)
                    <view contentMode="scaleToFill" id="shr-Vw-001" customClass="LegacyShareView">
                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                    </view>
            """)),
    ])

    static let connectedElsewhere = RuleExample(
        "Actions connected through a subclass, to First Responder, by an unwind segue, by #selector; segue actions, overrides, and a class no interface file uses",
        triggers: false, files: [
            ExampleFile("Controllers/Forms.swift", """
                import UIKit

                class BaseFormViewController: UIViewController {
                    @IBAction func cancelTapped(_ sender: Any) {
                    }

                    @IBAction func unwindToForm(_ segue: UIStoryboardSegue) {
                    }

                    @IBAction func refresh(_ sender: Any) {
                    }

                    @IBAction func helpTapped(_ sender: Any) {
                    }

                    @IBSegueAction func makeTerms(_ coder: NSCoder) -> UIViewController? {
                        UIViewController(coder: coder)
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(refresh(_:)))
                    }
                }

                final class SignUpViewController: BaseFormViewController {
                    @IBAction func dismissKeyboard(_ sender: Any) {
                        view.endEditing(true)
                    }
                }

                // Its scene has no help button; the override runs where the superclass's connection fires.
                final class GuestSignUpViewController: BaseFormViewController {
                    @IBAction override func helpTapped(_ sender: Any) {
                    }
                }

                // Built in code only: never loaded from an interface file.
                final class DebugMenuViewController: UIViewController {
                    @IBAction func clearCaches(_ sender: Any) {
                    }
                }
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
                                                <action selector="dismissKeyboard:" destination="fr1" eventType="touchUpInside" id="a2"/>
                                                <action selector="helpTapped:" destination="vc1" eventType="touchUpInside" id="a3"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                            <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc2" customClass="GuestSignUpViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                                <connections>
                                    <segue destination="ex2" kind="unwind" unwindAction="unwindToForm:" id="uw1"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                            <exit id="ex2" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
            """, initialViewController: "vc1")),
        ])

    static let unknownSenders = RuleExample(
        "An action sent from a control to a receiver whose class iblint cannot see counts as connected",
        triggers: false, files: [
            ExampleFile("Views/PlayerControlsView.swift", """
                import UIKit

                final class PlayerControlsView: UIView {
                    @IBAction func playTapped(_ sender: Any) {
                    }
                }
                """),
            ExampleFile("Views/PlayerControlsView.xib", ExampleFixtures.xib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(ExampleFixtures.firstResponder)
                        <view contentMode="scaleToFill" id="ctl-Vw-001" customClass="PlayerControlsView" customModule="Demo" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="ply-Bt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                    <connections>
                                        <action selector="playTapped:" destination="-1" eventType="touchUpInside" id="aPl-Bt-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                """)),
        ])
}
