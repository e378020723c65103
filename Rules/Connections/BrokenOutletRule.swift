import Foundation
import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An outlet connection whose property the source object's class does not have.
public struct BrokenOutletRule: Rule {
    public static let description = RuleDescription(
        id: "broken-outlet",
        name: "Broken outlet",
        summary: "An outlet connection names a property the object's class does not declare as an outlet.",
        rationale: """
            When a nib or storyboard loads, UIKit sets every outlet with key-value coding: \
            `setValue(_:forKey: "titleLabel")` on the connection's source object. If the class has no such \
            property, or declares it without `@IBOutlet`/`@objc` (so the Objective-C runtime cannot see it), \
            the app crashes at that moment with

                *** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: \
            '[<MyApp.ProfileHeaderView 0x…> setValue:forUndefinedKey:]: this class is not key value \
            coding-compliant for the key titleLable.'

            Xcode builds the project happily: the connection lives in the interface file, the property in \
            Swift, and nothing checks the two against each other. This usually happens after renaming or \
            deleting an `@IBOutlet` in code without updating the connection in Interface Builder.

            iblint looks the property up on the object's class (its custom class, or the UIKit/AppKit class \
            its element stands for), that class's superclasses and extensions, and iblint's table of \
            framework properties. When the class, or one of its superclasses, is outside what iblint can see, \
            nothing is reported.

            **Fix by hand:** in Interface Builder, open the Connections inspector of the object, remove the \
            connection marked with a warning triangle and connect the renamed outlet again; or restore the \
            property in code, with `@IBOutlet`. A connection whose destination object no longer exists in \
            the file is also reported: the same inspector shows it.

            **Fix (unsafe, `--fix --unsafe-fixes`):** when exactly one outlet of the class is a close match \
            whose type accepts the connected object, the connection is renamed to it; otherwise the dangling \
            connection is removed. A property declared without `@IBOutlet` gets the attribute added. \
            These change what the nib does at runtime, so they are never applied by `--fix` alone.
            """,
        category: .connections,
        defaultSeverity: .error,
        fix: .always(.unsafe),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: [
            RuleExample("An outlet renamed in code but not in the xib", triggers: true, files: [
                ExampleFile("Views/ProfileHeaderView.swift", """
                    import UIKit

                    final class ProfileHeaderView: UIView {
                        @IBOutlet var contentView: UIView!
                        @IBOutlet weak var titleLabel: UILabel!
                    }
                    """),
                ExampleFile("Views/ProfileHeaderView.xib", Samples.profileHeaderXib),
            ], fixed: [
                ExampleFile("Views/ProfileHeaderView.xib", Samples.profileHeaderXib
                    .replacingOccurrences(of: "↓<outlet property=\"titleLable\"", with: "<outlet property=\"titleLabel\"")),
            ]),
            RuleExample("A property without @IBOutlet, and a connection to an object that no longer exists", triggers: true, files: [
                ExampleFile("Cells/MessageCell.swift", Samples.messageCellSwift),
                ExampleFile("Cells/MessageCell.xib", Samples.messageCellXib),
            ], fixed: [
                ExampleFile("Cells/MessageCell.swift", Samples.messageCellSwift
                    .replacingOccurrences(of: "    var bodyLabel", with: "    @IBOutlet var bodyLabel")),
                ExampleFile("Cells/MessageCell.xib", Samples.messageCellXib.deletingLines(containing: "property=\"avatarView\"")),
            ]),
            RuleExample("An outlet on a framework object that UIKit does not have", triggers: true, files: [
                ExampleFile("Main.storyboard", Samples.plainControllerStoryboard),
            ], fixed: [
                ExampleFile("Main.storyboard", Samples.plainControllerStoryboard
                    .deletingLines(containing: "<connections>", "property=\"tableView\"", "</connections>")),
            ]),
            RuleExample("Outlets declared in a superclass, on an Objective-C class, and framework outlets", triggers: false, files: [
                ExampleFile("Views/BaseCardView.swift", """
                    import UIKit

                    class BaseCardView: UIView {
                        @IBOutlet weak var titleLabel: UILabel!
                    }

                    final class PromoCardView: BaseCardView {
                        @IBOutlet weak var tableView: UITableView!
                    }
                    """),
                ExampleFile("Legacy/LegacyBannerView.h", """
                    #import <UIKit/UIKit.h>

                    @interface LegacyBannerView : UIView
                    @property (nonatomic, weak) IBOutlet UILabel *messageLabel;
                    @end
                    """),
                ExampleFile("Views/PromoCardView.xib", ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PromoCardView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="titleLabel" destination="lbl-Ti-t01" id="oTi-t1-001"/>
                                    <outlet property="tableView" destination="tbl-Vw-001" id="oTb-l1-002"/>
                                </connections>
                            </placeholder>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <subviews>
                                    <label opaque="NO" text="Title" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                                    </label>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="tbl-Vw-001">
                                        <rect key="frame" x="0.0" y="50" width="375" height="250"/>
                                        <connections>
                                            <outlet property="dataSource" destination="-1" id="oDs-a1-003"/>
                                            <outlet property="delegate" destination="-1" id="oDl-g1-004"/>
                                        </connections>
                                    </tableView>
                                    <view contentMode="scaleToFill" id="bnr-Vw-001" customClass="LegacyBannerView">
                                        <rect key="frame" x="0.0" y="250" width="375" height="50"/>
                                        <subviews>
                                            <label opaque="NO" text="Hi" id="bnr-Lb-001">
                                                <rect key="frame" x="8" y="8" width="200" height="21"/>
                                            </label>
                                        </subviews>
                                        <connections>
                                            <outlet property="messageLabel" destination="bnr-Lb-001" id="oMs-g1-005"/>
                                        </connections>
                                    </view>
                                </subviews>
                            </view>
                    """)),
            ]),
            RuleExample("Classes iblint cannot see are unknown, not broken", triggers: false, files: [
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
                                    <view contentMode="scaleToFill" id="anm-Vw-001" customClass="LottieAnimationView" customModule="Lottie">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <connections>
                                            <outlet property="animationDelegate" destination="crd-Vw-001" id="oAn-m1-001"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <connections>
                                    <outlet property="legendRenderer" destination="anm-Vw-001" id="oLg-d1-002"/>
                                </connections>
                            </view>
                    """)),
            ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        for document in index.documents {
            for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property else { continue }
                let tag = document[connection.element]
                let source = document[connection.source]
                let location = document.location(of: tag)
                let fileName = document.fileName

                let removal = Fix(title: "Remove the connection '\(property)'",
                                  edits: [InterfaceEdits.removeConnection(tag, in: document)], applicability: .unsafe)
                if let destination = connection.destination, document.elementsByID[destination] == nil {
                    findings.append(context.diagnostic(
                        "Outlet '\(property)' of \(source.readableName()) points at object '\(destination)', which does not exist in \(fileName); delete the connection and connect it again in Interface Builder",
                        at: location, fix: removal))
                    continue
                }
                guard let className = index.className(of: source, in: document) else { continue }
                let lookup = index.lookupProperty(property, inClass: className, includeProject: index.mayResolveInProject(source))
                switch lookup {
                case .found, .unknown:
                    continue
                case .notExposed(let member):
                    findings.append(context.diagnostic(
                        "'\(property)' is declared in \(member.owner) without @IBOutlet, so the Objective-C runtime cannot set it: loading \(fileName) crashes with \"this class is not key value coding-compliant for the key \(property)\"; add @IBOutlet",
                        at: location, related: [RelatedLocation(member.location, "'\(property)' is declared here without @IBOutlet")],
                        fix: addOutletAttribute(to: member, index: index)))
                case .missing:
                    var message = "\(className) has no outlet '\(property)': loading \(fileName) crashes with \"this class is not key value coding-compliant for the key \(property)\""
                    // Outlets of the project's classes; for a framework object, the framework's properties.
                    let isFrameworkObject = index.projectClasses(named: className).isEmpty
                    let candidates = index.propertyNames(inClass: className, outletsOnly: !isFrameworkObject)
                    var fix = removal
                    if let suggestion = Suggestions.closest(to: property, in: candidates) {
                        message += "; did you mean '\(suggestion)'?"
                        if let rename = renameFix(tag, to: suggestion, className: className, destination: connection.destination,
                                                  document: document, index: index) {
                            fix = rename
                        }
                    }
                    findings.append(context.diagnostic(
                        message, at: location,
                        related: index.relatedClassLocation(className, "\(className) is declared here"), fix: fix))
                }
            }
        }
        return findings
    }

    /// Renames the connection to the suggested outlet when the outlet's declared type accepts the
    /// destination object (or the type cannot be told, in which case the fix stays unsafe anyway).
    private func renameFix(_ tag: IBElement, to suggestion: String, className: String, destination: String?,
                           document: IBDocument, index: ProjectIndex) -> Fix? {
        guard let attribute = tag.attribute("property"),
              let edit = InterfaceEdits.setValue(of: attribute, to: suggestion, in: document) else { return nil }
        let declaredType = index.chains(of: className).lazy.flatMap(\.links).compactMap { link -> String? in
            switch link {
            case .project(let projectClass): projectClass.members(named: suggestion).first { $0.kind == .property }?.typeText
            case .framework(let frameworkClass): frameworkClass.properties[suggestion]
            }
        }.first.flatMap(TypeNames.className(fromDeclaredType:))
        if let declaredType, !index.chains(of: declaredType).isEmpty,  // a class iblint knows, not a protocol
           let destination, let target = document.elementsByID[destination],
           let targetClass = index.className(of: document[target], in: document),
           index.isClass(targetClass, subclassOf: declaredType) == false {
            return nil  // e.g. a UILabel connected to a UIButton outlet: renaming would crash differently
        }
        return Fix(title: "Rename the connection to '\(suggestion)'", edits: [edit], applicability: .unsafe)
    }

    /// Adds `@IBOutlet ` in front of the Swift declaration.
    private func addOutletAttribute(to member: ClassMember, index: ProjectIndex) -> Fix? {
        guard let range = member.declarationRange,
              let file = index.swiftFiles.first(where: { $0.file.path == member.location.path })?.file else { return nil }
        return Fix(title: "Add @IBOutlet to '\(member.name)'",
                   edits: [Edit(in: file, range: ByteRange(start: range.start, end: range.start), replacement: "@IBOutlet ")],
                   applicability: .unsafe)
    }
}

/// Example files used twice: once as written, once (edited by hand) as the fix must leave them.
private enum Samples {
    static let profileHeaderXib = ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeaderView" customModule="Demo" customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="iN0-l3-epB" id="c1a-Xy-001"/>
                                    ↓<outlet property="titleLable" destination="lbl-Ti-t01" id="c1a-Xy-002"/>
                                </connections>
                            </placeholder>
                    \(ExampleFixtures.firstResponder)
                            <view contentMode="scaleToFill" id="iN0-l3-epB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                <subviews>
                                    <label opaque="NO" text="Name" id="lbl-Ti-t01">
                                        <rect key="frame" x="16" y="16" width="200" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                    """)

    static let messageCellSwift = """
                    import UIKit

                    class MessageCell: UITableViewCell {
                        var bodyLabel: UILabel!
                        @IBOutlet weak var avatarView: UIImageView!
                    }
                    """

    static let messageCellXib = ExampleFixtures.xib("""
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(ExampleFixtures.firstResponder)
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="MessageCell" id="KGk-i7-Jjw" customClass="MessageCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="Body" id="Bdy-La-b01">
                                            <rect key="frame" x="60" y="12" width="240" height="21"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    ↓<outlet property="bodyLabel" destination="Bdy-La-b01" id="oBd-y1-001"/>
                                    ↓<outlet property="avatarView" destination="Gon-e0-000" id="oAv-a1-002"/>
                                </connections>
                            </tableViewCell>
                    """)

    static let plainControllerStoryboard = ExampleFixtures.storyboard("""
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="vc1" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            ↓<outlet property="tableView" destination="v1" id="o1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                    """)
}
