import IBLintCore
import IBLintRules
import XCTest
@testable import IBLintEngine

/// Baseline matching: by rule, file, anchor and message, never by line; identical findings counted.
final class BaselineTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="CartViewController" customModule="Shop" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <label id="l1"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="totalLable" destination="l1" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func swift(_ prefix: String = "", outlets: [String] = ["totalLabel"]) -> String {
        prefix + """
            import UIKit

            final class CartViewController: UIViewController {
            \(outlets.map { "    @IBOutlet weak var \($0): UILabel!" }.joined(separator: "\n"))
            }
            """
    }

    private func inputs(storyboard: String? = nil, swift: String) -> [InputFile] {
        [InputFile(path: "Shop/Main.storyboard", text: storyboard ?? self.storyboard)!,
         InputFile(path: "Shop/CartViewController.swift", text: swift)!,
         InputFile(path: "Package.swift", text: "let package = Package(name: \"Shop\", targets: [.target(name: \"Shop\")])")!]
    }

    private func lint(_ inputs: [InputFile], baseline: Baseline? = nil) -> LintResult {
        var configuration = Configuration()
        configuration.onlyRules = ["broken-outlet", "unconnected-outlet"]
        if let baseline { configuration.baseline = .init(baseline: baseline, workingDirectory: "/repo", repositoryRoot: "/repo") }
        return iblint.lint(inputs, configuration: configuration)
    }

    private func record(_ inputs: [InputFile]) -> Baseline {
        let result = lint(inputs)
        return Baseline(recording: result.diagnostics, keying: .init(anchors: FindingAnchors(index: result.index),
                                                                       workingDirectory: "/repo", repositoryRoot: "/repo"))
    }

    func testAnchorsAreTheElementIdAndTheDeclaration() {
        let result = lint(inputs(swift: swift()))
        let anchors = FindingAnchors(index: result.index)
        XCTAssertEqual(result.diagnostics.map { "\($0.ruleID) \(anchors.anchor(of: $0.location))" },
                       ["unconnected-outlet CartViewController.totalLabel", "broken-outlet id:o1"])
    }

    func testLinesMovingDoNotBringFindingsBack() {
        let baseline = record(inputs(swift: swift()))
        XCTAssertEqual(baseline.findingCount, 2)
        let shiftedStoryboard = storyboard.replacingOccurrences(of: "    <scenes>", with: "    <!-- moved -->\n\n    <scenes>")
        let shifted = lint(inputs(storyboard: shiftedStoryboard, swift: swift("// a header\n\n\n")), baseline: baseline)
        XCTAssertEqual(shifted.diagnostics, [], "the same findings, lower down: still known")
        XCTAssertEqual(shifted.baselined.count, 2)
        XCTAssertEqual(shifted.fixedSinceBaseline, [:])
    }

    func testAChangedMessageIsNew() {
        let baseline = record(inputs(swift: swift()))
        let renamed = lint(inputs(swift: swift(outlets: ["grandTotalLabel"])), baseline: baseline)
        XCTAssertEqual(renamed.diagnostics.map(\.ruleID), ["unconnected-outlet", "broken-outlet"],
                       "another outlet name is another message (and another declaration): new")
        XCTAssertEqual(renamed.fixedSinceBaseline.values.reduce(0, +), 2, "and the recorded ones are gone")
    }

    func testIdenticalFindingsAreCounted() {
        let key = Baseline.Key(rule: "r", path: "A.swift", anchor: "A", message: "m")
        let finding = Diagnostic(ruleID: "r", severity: .warning, message: "m", location: .line(3, in: "A.swift"))
        let keying = Baseline.Keying(anchors: FindingAnchors(index: lint([]).index), workingDirectory: "/repo", repositoryRoot: "/repo")
        let baseline = Baseline(counts: [Baseline.Key(rule: "r", path: "A.swift", anchor: "", message: "m"): 2])
        let split = baseline.split([finding, finding, finding], keying: keying)
        XCTAssertEqual(split.known.count, 2, "a baseline of 2 lets 2 through")
        XCTAssertEqual(split.new.count, 1, "the third is new")
        XCTAssertEqual(Baseline(counts: [key: 2]).findingCount, 2)
        XCTAssertEqual(baseline.split([finding], keying: keying).unmatched.values.reduce(0, +), 1)
    }

    func testMessagesCitingALineMatchWhateverTheLine() {
        XCTAssertEqual(Baseline.normalizedMessage("repeats the one on line 31 exactly"), "repeats the one on line N exactly")
        XCTAssertEqual(Baseline.normalizedMessage("(<<<<<<< at line 6); resolve"), "(<<<<<<< at line N); resolve")
        XCTAssertEqual(Baseline.normalizedMessage("no line here, an outline 4"), "no line here, an outline 4")
    }

    func testPathsAreRelativeToTheRepositoryRoot() {
        let keying = Baseline.Keying(anchors: FindingAnchors(index: lint([]).index), workingDirectory: "/repo/App", repositoryRoot: "/repo")
        XCTAssertEqual(keying.path("Views/A.xib"), "App/Views/A.xib")
        XCTAssertEqual(keying.path("/elsewhere/B.xib"), "/elsewhere/B.xib")
    }

    func testTheFileRoundTripsOneFindingPerLineSorted() throws {
        let baseline = Baseline(counts: [
            .init(rule: "b-rule", path: "Z.swift", anchor: "Z.f()", message: "say \"hi\" \\ there"): 1,
            .init(rule: "a-rule", path: "A.xib", anchor: "id:x", message: "m: n, o"): 3,
        ])
        let text = baseline.serialized()
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines[0], "{")
        XCTAssertEqual(lines[1], "  \"version\": 1,")
        XCTAssertEqual(lines[4], #"    {"rule": "a-rule", "path": "A.xib", "anchor": "id:x", "message": "m: n, o", "count": 3},"#)
        XCTAssertEqual(lines[5], #"    {"rule": "b-rule", "path": "Z.swift", "anchor": "Z.f()", "message": "say \"hi\" \\ there", "count": 1}"#)
        XCTAssertEqual(try Baseline.parse(Array(text.utf8), path: "b.json"), baseline)
        XCTAssertEqual(try Baseline.parse(Array(Baseline().serialized().utf8), path: "b.json"), Baseline())
    }

    func testBadFilesAreErrorsNamingFileAndLine() {
        func error(_ text: String) -> String? {
            do { _ = try Baseline.parse(Array(text.utf8), path: "b.json"); return nil } catch { return error.description }
        }
        XCTAssertEqual(error("{\n  \"version\": 1,\n  \"findings\": [\n    {\"rule\": \"a\", \"path\": \"p\" \"message\": \"m\"}\n  ]\n}"),
                       "b.json:4: error: not a baseline file: expected ',' or '}' in the object")
        XCTAssertEqual(error("{\"version\": 1, \"findings\": [\n{\"rule\": \"a\", \"message\": \"m\"}]}"), "b.json:2: error: this finding has no \"path\"")
        XCTAssertEqual(error("{\"version\": 2, \"findings\": []}"),
                       "b.json:1: error: written by a newer iblint (format version 2); this iblint reads version 1")
        XCTAssertEqual(error("{\"findings\": []}"), "b.json:1: error: no \"version\": not a baseline file written by iblint --write-baseline")
        XCTAssertEqual(error("{\"version\": 1, \"findings\": [\n\n{\"rule\": \"a\", \"path\": \"p\", \"message\": \"m\", \"count\": 0}]}"),
                       "b.json:3: error: \"count\" must be a whole number of at least 1")
        XCTAssertEqual(error(""), "b.json:1: error: not a baseline file: the file ends where a value should be")
        XCTAssertEqual(error(String(repeating: "[", count: 100)), "b.json:1: error: not a baseline file: nested more than 32 levels deep")
        XCTAssertEqual(error("[]"), "b.json:1: error: a baseline file is a JSON object with \"version\" and \"findings\"")
    }

    func testAMissingFileSaysHowToWriteOne() {
        XCTAssertThrowsError(try Baseline.read(from: "/nonexistent/iblint-baseline.json", path: "iblint-baseline.json")) { error in
            XCTAssertEqual("\(error)", "iblint-baseline.json: error: no such baseline file; write one with 'iblint --write-baseline iblint-baseline.json'")
        }
    }
}

/// `--report-only`: findings in, or pointing at, the given files.
final class ReportScopeTests: XCTestCase {
    func testLocationRelatedLocationsAndFolders() {
        let finding = Diagnostic(ruleID: "r", severity: .error, message: "m", location: .line(1, in: "App/Main.storyboard"),
                                 related: [RelatedLocation(.line(2, in: "App/Cart.swift"), "declared here")])
        XCTAssertTrue(ReportScope(paths: ["App/Main.storyboard"]).includes(finding))
        XCTAssertTrue(ReportScope(paths: ["App/Cart.swift"]).includes(finding), "a related location in the file counts")
        XCTAssertTrue(ReportScope(paths: ["App/"]).includes(finding), "a folder stands for what is below it")
        XCTAssertFalse(ReportScope(paths: ["App/Other.swift", "Ap"]).includes(finding))
        XCTAssertFalse(ReportScope(paths: []).includes(finding))
    }

    func testTheLinterReportsAndFixesOnlyTheScope() {
        let source = { (name: String) in "import UIKit\nprotocol \(name)Delegate: class {}\n" }
        let inputs = [InputFile(path: "A.swift", text: source("A"))!, InputFile(path: "B.swift", text: source("B"))!]
        var configuration = Configuration()
        configuration.onlyRules = ["class-protocol"]
        XCTAssertEqual(iblint.lint(inputs, configuration: configuration).diagnostics.count, 2)
        configuration.reportScope = ReportScope(paths: ["B.swift"])
        XCTAssertEqual(iblint.lint(inputs, configuration: configuration).diagnostics.map(\.location.path), ["B.swift"])
        let outcome = FixEngine.fix(inputs, using: iblint, configuration: configuration, includeUnsafe: false)
        XCTAssertEqual(outcome.changedPaths, ["B.swift"], "--fix fixes only what it reports")
    }
}
