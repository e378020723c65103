import IBLintCore
@testable import IBLintReporters

/// The fixed run behind the golden files: three rules, findings with related locations, a safe
/// single-edit fix, an unsafe fix editing two files, a path with a space and non-ASCII letters,
/// a file in the repository but outside the working directory, one outside the repository, and
/// a note.
enum Fixture {
    static let repositoryRoot = "/home/dev/Café App"
    static let workingDirectory = "/home/dev/Café App/iOS"

    static let storyboard = SourceFile(path: "Login Screen/Größe.storyboard", text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a1">
                    <objects>
                        <viewController id="BYZ-38-t0r" customClass="LoginViewController" customModule="LoginKit" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="8bC-Xf-vdC">
                                <subviews>
                                    <button id="btn-1" title="Anmelden →"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="lbl-1" id="out-1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """)

    static let controller = SourceFile(path: "Sources/LoginViewController.swift", text: """
        import UIKit

        final class LoginViewController: UIViewController {
            @IBOutlet weak var titelLabel: UILabel!

            override func viewDidLoad() {
                super.viewDidLoad()
                titelLabel.text = "Willkommen"
            }
        }

        """)

    /// In the repository, outside the working directory: diagnostics carry its absolute path.
    static let theme = SourceFile(path: "/home/dev/Café App/Shared/Theme.swift", text: """
        enum Theme {
            static func apply(to controller: LoginViewController) {
                controller.titelLabel.font = .preferredFont(forTextStyle: .title1)
            }
        }

        """)

    /// Outside the repository.
    static let legacy = SourceFile(path: "/opt/vendor/Legacy.xib", text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                    <connections>
                        <outlet property="subtitleLabel" destination="x" id="y"/>
                    </connections>
                </placeholder>
            </objects>
        </document>

        """)

    /// The location of the `occurrence`-th match of `needle` in `file` (1-based).
    static func locate(_ needle: String, in file: SourceFile, occurrence: Int = 1) -> Location {
        let bytes = Array(needle.utf8)
        var found = 0
        for start in 0...(file.bytes.count - bytes.count) where Array(file.bytes[start..<start + bytes.count]) == bytes {
            found += 1
            if found == occurrence { return file.location(ByteRange(start: start, end: start + bytes.count)) }
        }
        fatalError("'\(needle)' not found in \(file.path)")
    }

    static let brokenOutlet = RuleDescription(
        id: "broken-outlet",
        name: "Broken outlet",
        summary: "An outlet connection names a property the class does not declare as @IBOutlet.",
        rationale: """
            UIKit sets every outlet with key-value coding when the scene loads. A connection to a \
            property that does not exist raises `NSUnknownKeyException` ("this class is not key value \
            coding-compliant for the key …") and the app crashes.

            Rename the `@IBOutlet` or reconnect the outlet in Interface Builder.
            """,
        category: .connections,
        defaultSeverity: .error,
        fix: .always(.safe, .unsafe),
        tags: ["correctness", "crash", "outlets"],
        precision: .veryHigh,
        examples: [
            RuleExample("Outlet renamed in Swift only", triggers: true, files: [
                ExampleFile("Main.storyboard", "<outlet ↓property=\"titleLabel\" destination=\"lbl-1\" id=\"out-1\"/>\n"),
                ExampleFile("LoginViewController.swift", "class LoginViewController: UIViewController {\n    @IBOutlet var titelLabel: UILabel!\n}\n"),
            ]),
            RuleExample("Outlet declared", triggers: false, files: [
                ExampleFile("Main.storyboard", "<outlet property=\"titleLabel\" destination=\"lbl-1\" id=\"out-1\"/>\n"),
                ExampleFile("LoginViewController.swift", "class LoginViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n"),
            ]),
        ])

    static let redundantCustomModule = RuleDescription(
        id: "redundant-custom-module",
        name: "Redundant custom module",
        summary: "customModule is written out although customModuleProvider=\"target\" supplies it.",
        rationale: "With `customModuleProvider=\"target\"` Xcode uses the target's module; a hard-coded `customModule` goes stale when the target is renamed.",
        category: .classes,
        defaultSeverity: .warning,
        fix: .always(.safe),
        tags: ["style"],
        precision: .high,
        examples: [
            RuleExample("Both attributes", triggers: true, files: [
                ExampleFile("Main.storyboard", "<viewController customClass=\"Login\" ↓customModule=\"App\" customModuleProvider=\"target\"/>\n"),
            ], fixed: [
                ExampleFile("Main.storyboard", "<viewController customClass=\"Login\" customModuleProvider=\"target\"/>\n"),
            ]),
        ])

    static let missingAccessibilityLabel = RuleDescription(
        id: "missing-accessibility-label",
        name: "Missing accessibility label",
        summary: "A button has neither a title nor an accessibility label.",
        rationale: "VoiceOver reads the accessibility label; without one it says only \"button\".",
        category: .document,
        defaultSeverity: .note,
        enabledByDefault: false,
        tags: ["accessibility"],
        precision: .medium)

    static var rules: [RuleDescription] { [redundantCustomModule, missingAccessibilityLabel, brokenOutlet] }

    static var diagnostics: [Diagnostic] {
        let renameEdits = [
            Edit(location: locate("titelLabel", in: controller, occurrence: 2), replacement: "titleLabel"),
            Edit(location: locate("titelLabel", in: controller), replacement: "titleLabel"),
            Edit(location: locate("titelLabel", in: theme), replacement: "titleLabel"),
        ]
        let customModule = locate(" customModule=\"LoginKit\"", in: storyboard)
        let moduleAttribute = locate("customModule=\"LoginKit\"", in: storyboard)
        let diagnostics = [
            Diagnostic(
                ruleID: "broken-outlet", severity: .error,
                message: "Outlet 'titleLabel' is connected, but 'LoginViewController' declares no @IBOutlet 'titleLabel'",
                location: locate("property=\"titleLabel\"", in: storyboard),
                related: [
                    RelatedLocation(locate("titelLabel", in: controller), "Did you mean 'titelLabel'?"),
                    RelatedLocation(locate("titelLabel", in: theme), "'titelLabel' is also used here"),
                    RelatedLocation(locate("property=\"subtitleLabel\"", in: legacy), "Another scene of 'LoginViewController'"),
                ],
                fix: Fix(title: "Rename 'titelLabel' to 'titleLabel'", edits: renameEdits, applicability: .unsafe)),
            Diagnostic(
                ruleID: "redundant-custom-module", severity: .warning,
                message: "customModule=\"LoginKit\" is redundant: customModuleProvider is \"target\", so Xcode fills in the module",
                location: moduleAttribute,
                fix: Fix(title: "Remove customModule", edits: [Edit(location: customModule, replacement: "")], applicability: .safe)),
            Diagnostic(
                ruleID: "missing-accessibility-label", severity: .note,
                message: "Button 'Anmelden →' (btn-1) has no accessibility label; VoiceOver reads its title only",
                location: locate("<button id=\"btn-1\" title=\"Anmelden →\"/>", in: storyboard)),
            Diagnostic(
                ruleID: "broken-outlet", severity: .warning,
                message: "Outlet 'subtitleLabel' is connected, but 'LoginViewController' declares no @IBOutlet 'subtitleLabel'",
                location: locate("property=\"subtitleLabel\"", in: legacy),
                related: [RelatedLocation(locate("class LoginViewController", in: controller), "'LoginViewController' is declared here")]),
        ]
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    static var report: LintReport {
        LintReport(diagnostics: diagnostics, rules: rules, workingDirectory: workingDirectory,
                   repositoryRoot: repositoryRoot, fileCount: 3)
    }

    static var cleanReport: LintReport {
        LintReport(diagnostics: [], rules: rules, workingDirectory: workingDirectory,
                   repositoryRoot: repositoryRoot, fileCount: 3)
    }

    /// Only the finding with the unsafe multi-file fix.
    static var fixReport: LintReport {
        LintReport(diagnostics: diagnostics.filter { $0.fix?.applicability == .unsafe }, rules: rules,
                   workingDirectory: workingDirectory, repositoryRoot: repositoryRoot, fileCount: 2)
    }
}
