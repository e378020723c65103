import Foundation
import XCTest

/// What a team adopting iblint on an existing app does, with the built binary on a copy of the example:
/// a baseline, reports limited to the files of a commit, `iblint config`, a configuration with typos.
final class AdoptionEndToEndTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = try IBLintProcess.copyOfExample("iblint-adopt")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let url = project.appendingPathComponent(path)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    func testABaselineHidesOldFindingsThroughEditsAndShowsNewOnes() throws {
        let write = try IBLintProcess.run(["--write-baseline", "iblint-baseline.json"], in: project)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertEqual(write.stdout, "", "everything is in the baseline now")
        XCTAssertTrue(write.stderr.contains("wrote 40 findings to iblint-baseline.json"), write.stderr)
        let baseline = try String(contentsOf: project.appendingPathComponent("iblint-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains(#""rule": "broken-outlet", "path": "ShopApp/Controllers/Main.storyboard""#), baseline)

        XCTAssertEqual(try IBLintProcess.run(["--baseline", "iblint-baseline.json", "--quiet"], in: project).stdout, "")

        // Unrelated edits move every line of the files with findings.
        try edit("ShopApp/Controllers/CartViewController.swift") { "// Cart screen.\n// (c) Shop\n\n" + $0 }
        try edit("ShopApp/Controllers/Main.storyboard") { $0.replacingOccurrences(of: "<scenes>", with: "<!-- moved -->\n    <scenes>") }
        try edit("ShopApp/Views/ProductCell.xib") { $0.replacingOccurrences(of: "<objects>", with: "<!-- moved -->\n\n    <objects>") }
        let shifted = try IBLintProcess.run(["--baseline", "iblint-baseline.json"], in: project)
        XCTAssertEqual(shifted.status, 0, shifted.stdout)
        XCTAssertEqual(shifted.stdout, "", "moved lines bring nothing back")
        XCTAssertTrue(shifted.stderr.contains("(40 more in the baseline)"), shifted.stderr)

        // A new problem is reported, with the usual exit code.
        try edit("ShopApp/Controllers/CartViewController.swift") {
            $0.replacingOccurrences(of: "UITableViewDataSource, UITableViewDelegate {",
                                    with: "UITableViewDataSource, UITableViewDelegate {\n    @IBOutlet weak var discountLabel: UILabel!")
        }
        try edit("ShopApp/Views/RatingView.swift") { $0 + "\nprotocol RatingViewDelegate: class {}\n" }
        let new = try IBLintProcess.run(["--baseline", "iblint-baseline.json", "--fail-on", "warning"], in: project)
        XCTAssertEqual(new.status, 1)
        let lines = new.stdout.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
        XCTAssertEqual(lines.count, 2, new.stdout)
        XCTAssertTrue(new.stdout.contains("'discountLabel'") && new.stdout.contains("[unconnected-outlet]"), new.stdout)
        XCTAssertTrue(new.stdout.contains("RatingView.swift") && new.stdout.contains("[class-protocol]"), new.stdout)

        // Fixing old findings shrinks the baseline; new findings never get into it that way.
        try edit("ShopApp/Views/FavoriteButtonView.swift") { $0.replacingOccurrences(of: "FavoriteButtonViewDelegate: class", with: "FavoriteButtonViewDelegate: AnyObject") }
        let shrink = try IBLintProcess.run(["--baseline", "iblint-baseline.json", "--write-baseline", "iblint-baseline.json"], in: project)
        XCTAssertEqual(shrink.status, 0, "the new findings are warnings")
        XCTAssertTrue(shrink.stderr.contains("wrote 39 findings"), shrink.stderr)
        XCTAssertEqual(try IBLintProcess.run(["--baseline", "iblint-baseline.json", "--quiet"], in: project).stdout, new.stdout)
    }

    func testAMissingOrBrokenBaselineExitsTwoNamingTheFile() throws {
        let missing = try IBLintProcess.run(["--baseline", "nope.json"], in: project)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "nope.json: error: no such baseline file; write one with 'iblint --write-baseline nope.json'\n")
        XCTAssertEqual(missing.stdout, "", "nothing is linted with a baseline that does not read")
        try "{\n  \"version\": 1,\n  \"findings\": [\n    {\"rule\": 3}\n  ]\n}\n".write(
            to: project.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = try IBLintProcess.run(["--baseline", "bad.json"], in: project)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "bad.json:4: error: \"rule\" must be a string\n")
        let combined = try IBLintProcess.run(["--write-baseline", "b.json", "--report-only", "ShopApp"], in: project)
        XCTAssertEqual(combined.status, 2)
    }

    func testReportOnlyIndexesEverythingButReportsTheGivenFiles() throws {
        // The Swift file is clean by itself; the finding it causes is in the xib, pointing back at it.
        let output = try IBLintProcess.run(["--quiet", "--format", "json", "--report-only", "ShopApp/Views/QuantityStepper.swift"], in: project)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("\"rule\": \"missing-files-owner-class\""), output.stdout)
        XCTAssertFalse(output.stdout.contains("broken-outlet"), "findings elsewhere are not reported")
        // Options after --report-only still work, and every path after it is reported on.
        let two = try IBLintProcess.run(["--report-only", "--format", "summary", "ShopApp/Legacy/PromoBanner.xib",
                                         "ShopApp/Views/FavoriteButtonView.swift"], in: project)
        XCTAssertTrue(two.stdout.contains("parse-error") && two.stdout.contains("strong-delegate"), two.stdout)
        XCTAssertFalse(two.stdout.contains("broken-outlet"), two.stdout)
        let clean = try IBLintProcess.run(["--report-only", "ShopApp/Views/EmptyStateView.swift", "ShopApp/Views/EmptyStateView.xib"], in: project)
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "")
        // --fix fixes only what it reports.
        let fix = try IBLintProcess.run(["--fix", "--report-only", "ShopApp/Views/FavoriteButtonView.swift"], in: project)
        XCTAssertTrue(fix.stderr.contains("fixed 3 findings in 1 file (class-protocol: 1, main-bundle-nib-load: 1, strong-delegate: 1)"), fix.stderr)
    }

    func testConfigPrintsTheEffectiveConfigurationWhichReadsBack() throws {
        try "disabled_rules:\n- unconnected-action\nexclude:\n- ShopApp/Legacy/\n".write(
            to: project.appendingPathComponent(".iblint.yml"), atomically: true, encoding: .utf8)
        let config = try IBLintProcess.run(["config", "--enable", "misplaced-view", "--fail-on", "warning"], in: project)
        XCTAssertEqual(config.status, 0, config.stderr)
        XCTAssertTrue(config.stdout.contains("disabled_rules:\n  - unconnected-action\nenabled_rules:\n  - misplaced-view\n"), config.stdout)
        XCTAssertTrue(config.stdout.contains("fail_on: warning\n"), config.stdout)
        try config.stdout.write(to: project.appendingPathComponent("effective.yml"), atomically: true, encoding: .utf8)
        let direct = try IBLintProcess.run(["--quiet", "--enable", "misplaced-view", "--fail-on", "warning"], in: project)
        let pasted = try IBLintProcess.run(["--quiet", "--config", "effective.yml"], in: project)
        XCTAssertEqual(pasted.stdout, direct.stdout)
        XCTAssertEqual(pasted.status, direct.status)
        XCTAssertTrue(direct.stdout.contains("[misplaced-view]") && !direct.stdout.contains("Legacy/"))
    }

    func testUnknownRulesInTheConfigurationNameFileLineAndSuggestion() throws {
        try "enabled_rules:\n  - misplaced-veiw\nseverity:\n  brokn-outlet: warning\n".write(
            to: project.appendingPathComponent(".iblint.yml"), atomically: true, encoding: .utf8)
        let output = try IBLintProcess.run([], in: project)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, """
            .iblint.yml:2: error: unknown rule 'misplaced-veiw' in enabled_rules; did you mean 'misplaced-view'? ('iblint rules' lists them)
            .iblint.yml:4: error: unknown rule 'brokn-outlet' in severity; did you mean 'broken-outlet'? ('iblint rules' lists them)

            """)
        try "".write(to: project.appendingPathComponent("empty.yml"), atomically: true, encoding: .utf8)
        let option = try IBLintProcess.run(["--config", "empty.yml", "--disable", "strong-delegat"], in: project)
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.stderr.contains("unknown rule 'strong-delegat' (--disable); did you mean 'strong-delegate'?"), option.stderr)
    }
}
