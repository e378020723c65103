import Foundation
import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A xib's File's Owner without a class (or with the wrong one) while code or connections rely on it.
public struct MissingFilesOwnerClassRule: Rule {
    public static let description = RuleDescription(
        id: "missing-files-owner-class",
        name: "Missing or wrong File's Owner class",
        summary: "A xib's File's Owner has connections or is loaded with `owner: self`, but has no class, an unrelated class, or a class that does not exist.",
        rationale: """
            In the File's Owner style of custom view, `FooView` loads `FooView.xib` with \
            `Bundle(for: FooView.self).loadNibNamed("FooView", owner: self)`, and the nib's outlets \
            (`contentView`, labels, buttons) are connected from its **File's Owner** placeholder. For that \
            to work, File's Owner's class (Identity inspector → Custom Class) must be `FooView`:

            * **No class, but connections:** Interface Builder cannot show or check the outlets, every \
            connection is kept only by name, and the next rename silently breaks them.
            * **No class, but code loads the nib with `owner: self`:** the outlets cannot be connected at \
            all, so `contentView` stays `nil` and the first use crashes ("Unexpectedly found nil while \
            implicitly unwrapping an Optional value").
            * **An unrelated class:** the outlets are set on the object passed as owner, which lacks them: \
            "this class is not key value coding-compliant for the key contentView".
            * **A class of the app's own module that does not exist** (renamed or deleted): UIKit logs \
            "Unknown class FooView in Interface Builder file" and uses a plain `NSObject`.

            A nib loaded with `owner: nil` whose File's Owner has no class and no connections (the \
            root-class style, where the root view's class is `FooView`) is correct and never reported.

            **Fix by hand:** select File's Owner, open the Identity inspector and set Class to the class that \
            loads the nib (Module: Inherit From Target).

            **Fix:** when exactly one class loads the nib with `owner: self`, `--fix` sets File's Owner's \
            class to it, with `customModule`/`customModuleProvider="target"` the way Xcode writes them \
            (safe: it is what the rule exists for; the module is taken from the project's other interface \
            files, and without one to copy the fix is only suggested). Replacing an unrelated or vanished \
            class is unsafe (`--unsafe-fixes`): File's Owner's connections were made against the old class.
            """,
        category: .classes,
        defaultSeverity: .error,
        fix: .sometimes(.safe, .unsafe),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: [
            RuleExample("File's Owner has connections but no class", triggers: true, files: [
                ExampleFile("Views/RatingView.swift", """
                    import UIKit

                    final class RatingView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            commonInit()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            commonInit()
                        }

                        private func commonInit() {
                            Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self, options: nil)
                            addSubview(contentView)
                            contentView.frame = bounds
                        }
                    }
                    """),
                ExampleFile("Views/StarButton.swift", """
                    import UIKit

                    final class StarButton: UIButton {
                    }
                    """),
                ExampleFile("Views/RatingView.xib", Samples.ratingXib),
            ], fixed: [
                ExampleFile("Views/RatingView.xib", Samples.ratingXib.replacingOccurrences(
                    of: "↓<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\">",
                    with: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"RatingView\" customModule=\"Demo\" customModuleProvider=\"target\">")),
            ]),
            RuleExample("Loaded with owner: self, but File's Owner is another class", triggers: true, files: [
                ExampleFile("Views/BadgeView.swift", """
                    import UIKit

                    final class BadgeView: UIView {
                        @IBOutlet var contentView: UIView!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: BadgeView.self).loadNibNamed("BadgeView", owner: self, options: nil)
                            addSubview(contentView)
                        }
                    }

                    final class SettingsViewController: UIViewController {
                    }
                    """),
                ExampleFile("Views/BadgeView.xib", Samples.badgeXib),
            ], fixed: [
                ExampleFile("Views/BadgeView.xib", Samples.badgeXib.replacingOccurrences(
                    of: "↓<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"SettingsViewController\"",
                    with: "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"BadgeView\"")),
            ]),
            RuleExample("File's Owner names a class that no longer exists", triggers: true, files: [
                ExampleFile("Views/AvatarView.swift", """
                    import UIKit

                    final class AvatarView: UIView {
                    }
                    """),
                ExampleFile("Views/AvatarView.xib", ExampleFixtures.xib("""
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UserAvatarView" customModule="Demo" customModuleProvider="target"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="AvatarView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            </view>
                    """)),
                ExampleFixtures.xcodeProject,
            ]),
            RuleExample("A File's Owner class that code uses but whose file is not in the scanned paths", triggers: false, files: [
                ExampleFixtures.xcodeProject,
                ExampleFile("Controllers/ProductViewController.swift", """
                    import UIKit

                    final class ProductViewController: UIViewController {
                        // NutriScoreView is declared in a file iblint was not given: it exists, it is just unseen.
                        @IBOutlet weak var nutriScoreView: NutriScoreView!
                    }
                    """),
                ExampleFile("Views/NutriScoreView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NutriScoreView" customModule="Demo" customModuleProvider="target"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            </view>
                    """)),
            ]),
            RuleExample("Root-class style: loaded with owner: nil, File's Owner without class or connections", triggers: false, files: [
                ExampleFile("Views/EmptyStateView.swift", """
                    import UIKit

                    final class EmptyStateView: UIView {
                        @IBOutlet weak var messageLabel: UILabel!

                        static func make() -> EmptyStateView {
                            Bundle(for: EmptyStateView.self).loadNibNamed("EmptyStateView", owner: nil, options: nil)?.first as! EmptyStateView
                        }
                    }
                    """),
                ExampleFile("Views/EmptyStateView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="EmptyStateView" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                <subviews>
                                    <label opaque="NO" text="Nothing here" id="msg-La-001">
                                        <rect key="frame" x="16" y="80" width="268" height="21"/>
                                    </label>
                                </subviews>
                                <connections>
                                    <outlet property="messageLabel" destination="msg-La-001" id="oMs-g1-001"/>
                                </connections>
                            </view>
                    """)),
            ]),
            RuleExample("File's Owner style done right, including a subclass loading its superclass's nib", triggers: false, files: [
                ExampleFile("Views/StepperView.swift", """
                    import UIKit

                    class StepperView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            Bundle(for: StepperView.self).loadNibNamed("StepperView", owner: self, options: nil)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: StepperView.self).loadNibNamed("StepperView", owner: self, options: nil)
                        }
                    }

                    final class CompactStepperView: StepperView {
                        func reload() {
                            UINib(nibName: "StepperView", bundle: Bundle(for: StepperView.self)).instantiate(withOwner: self, options: nil)
                        }
                    }
                    """),
                ExampleFile("Views/StepperView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StepperView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                                </connections>
                            </placeholder>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                            </view>
                    """)),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let loadsByNib = Dictionary(grouping: index.ownerSelfNibLoads, by: \.nibName)
        var findings: [Diagnostic] = []
        for document in index.documents where document.kind == .xib {
            guard let owner = document.filesOwner else { continue }
            let nibName = ProjectIndex.interfaceName(ofPath: document.path)
            let fileName = document.fileName
            // A nib name several xibs share (targets, platforms) cannot be tied to one file.
            let unambiguous = index.documents(named: nibName, kind: .xib).count == 1
            let loads = unambiguous ? (loadsByNib[nibName] ?? []) : []
            let location = document.location(of: owner)
            let loaderRelated = loads.map { RelatedLocation($0.location, "\($0.loadingClass) loads \(fileName) with owner: self here") }

            guard let ownerClass = owner.customClass, !ownerClass.isEmpty else {
                let connectionCount = connectionsInvolving(owner, in: document)
                let loaders = Array(Set(loads.map(\.loadingClass))).sorted()
                let setTo = loaders.count == 1 ? "set it to \(loaders[0])" : "set it to the class that loads this nib"
                let fix = loaders.count == 1 ? setClassFix(owner, to: loaders[0], in: document, index: index) : nil
                if connectionCount > 0 {
                    let noun = connectionCount == 1 ? "connection" : "connections"
                    findings.append(context.diagnostic(
                        "File's Owner has \(connectionCount) \(noun) but no class, so Interface Builder cannot check them; \(setTo) in the Identity inspector",
                        at: location, related: loaderRelated, fix: fix))
                } else if !loaders.isEmpty {
                    findings.append(context.diagnostic(
                        "\(loaders.joined(separator: ", ")) loads \(fileName) with owner: self, but File's Owner has no class, so no outlet can be connected to it; \(setTo) in the Identity inspector",
                        at: location, related: loaderRelated, fix: fix))
                }
                continue
            }

            if declaresOwnModule(owner, index: index), index.certainlyDeclaresNoClass(named: ownerClass) {
                let loaders = Array(Set(loads.map(\.loadingClass))).sorted()
                findings.append(context.diagnostic(
                    "File's Owner's class '\(ownerClass)' is in the app's own module, but no class '\(ownerClass)' exists in the project: UIKit logs \"Unknown class \(ownerClass) in Interface Builder file\" and every outlet of File's Owner breaks",
                    at: location, related: loaderRelated,
                    fix: loaders.count == 1 ? replaceClassFix(owner, with: loaders[0], in: document) : nil))
                continue
            }

            let unrelatedLoaders = Set(loads.filter { load in
                index.isClass(load.loadingClass, subclassOf: ownerClass) == false
                    && index.isClass(ownerClass, subclassOf: load.loadingClass) == false
            }.map(\.loadingClass))
            for load in loads {
                let ownerIsAncestor = index.isClass(load.loadingClass, subclassOf: ownerClass)
                let ownerIsDescendant = index.isClass(ownerClass, subclassOf: load.loadingClass)
                guard ownerIsAncestor == false, ownerIsDescendant == false else { continue }
                findings.append(context.diagnostic(
                    "File's Owner is \(ownerClass), but \(load.loadingClass) loads \(fileName) with owner: self; the two classes are unrelated, so File's Owner's outlets and actions are set on the wrong object; set File's Owner's class to \(load.loadingClass)",
                    at: location, related: [RelatedLocation(load.location, "\(load.loadingClass) loads \(fileName) here")]
                        + index.relatedClassLocation(ownerClass, "\(ownerClass) is declared here"),
                    fix: unrelatedLoaders.count == 1 ? replaceClassFix(owner, with: load.loadingClass, in: document) : nil))
            }
        }
        return findings
    }

    /// Gives a class-less File's Owner the loading class, written the way Xcode writes it.
    private func setClassFix(_ owner: IBElement, to className: String, in document: IBDocument, index: ProjectIndex) -> Fix {
        var attributes: [(name: String, value: String)] = [("customClass", className)]
        var applicability = Applicability.safe
        let isObjC = index.projectClasses(named: className).contains { $0.language == .objc }
        if !isObjC {
            if let module = ModuleInference.module(for: document, index: index) {
                attributes += [("customModule", module), ("customModuleProvider", "target")]
            } else {
                // Without the module IB needs to find a Swift class, writing the class alone would not work.
                applicability = .displayOnly
            }
        }
        let edit = InterfaceEdits.insertAttributes(attributes, into: owner, after: ["userLabel", "id"], in: document)
        return Fix(title: "Set File's Owner's class to \(className)", edits: [edit], applicability: applicability)
    }

    /// Replaces File's Owner's class (unsafe: its connections were made against the old class).
    private func replaceClassFix(_ owner: IBElement, with className: String, in document: IBDocument) -> Fix? {
        guard let attribute = owner.attribute("customClass"),
              let edit = InterfaceEdits.setValue(of: attribute, to: className, in: document) else { return nil }
        return Fix(title: "Set File's Owner's class to \(className)", edits: [edit], applicability: .unsafe)
    }

    /// Outlets from File's Owner plus outlets and actions that point at it.
    private func connectionsInvolving(_ owner: IBElement, in document: IBDocument) -> Int {
        document.connections.filter { $0.source == owner.index || (owner.id != nil && $0.destination == owner.id) }.count
    }

    /// `customModuleProvider="target"`, or a `customModule` the project is known to define.
    private func declaresOwnModule(_ element: IBElement, index: ProjectIndex) -> Bool {
        if element.customModuleProvider == "target" { return true }
        guard let module = element.customModule else { return false }
        return index.projectModules.contains(module)
    }
}

/// Example files used twice: once as written, once as the fix must leave them.
private enum Samples {
    static let ratingXib = ExampleFixtures.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="contentView" destination="iN0-l3-epB" id="cNt-Vw-001"/>
                    </connections>
                </placeholder>
        \(ExampleFixtures.firstResponder)
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="str-Bt-001" customClass="StarButton" customModule="Demo" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        </button>
                    </subviews>
                </view>
        """).replacingOccurrences(of: "        <placeholder placeholderIdentifier=\"IBFilesOwner\"", with: "        ↓<placeholder placeholderIdentifier=\"IBFilesOwner\"")

    static let badgeXib = ExampleFixtures.xib("""
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController" customModule="Demo" customModuleProvider="target"/>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                            </view>
                    """)
}
