import Foundation
import XCTest

/// Runs the built `iblint` on the example app and on small projects, comparing every output format
/// with reviewed golden files.
final class EndToEndTests: XCTestCase {
    private let example = "Examples/ShopApp"

    func testEveryFormatOnTheExampleAppMatchesItsGolden() throws {
        for format in ["xcode", "sarif", "json", "github", "summary"] {
            let output = try IBLintProcess.run([example, "--format", format, "--quiet"])
            XCTAssertEqual(output.status, 1, "findings at error level exit 1 (\(format)): \(output.stderr)")
            XCTAssertEqual(output.stderr, "", format)
            try Golden.assertMatches(output.stdout, "shopapp.\(format)")
        }
    }

    /// Every rule iblint has, and whether it is on by default, as `iblint rules` lists them.
    private func ruleTable() throws -> [(id: String, onByDefault: Bool)] {
        let output = try IBLintProcess.run(["rules"])
        return output.stdout.split(separator: "\n").dropFirst().map { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(columns[0]), columns[2] == "on")
        }
    }

    func testExampleAppShowsEveryRule() throws {
        let rules = try ruleTable()
        XCTAssertGreaterThanOrEqual(rules.count, 31)
        let output = try IBLintProcess.run([example, "--format", "xcode"])
        for rule in rules where rule.onByDefault {
            XCTAssertTrue(output.stdout.contains("[\(rule.id)]"), "the example shows \(rule.id)")
        }
        let offByDefault = rules.filter { !$0.onByDefault }.map(\.id)
        XCTAssertFalse(offByDefault.isEmpty)
        for rule in offByDefault {
            XCTAssertFalse(output.stdout.contains("[\(rule)]"), "\(rule) is off by default")
        }
        let enabled = try IBLintProcess.run([example, "--enable", offByDefault.joined(separator: ",")])
        for rule in offByDefault {
            XCTAssertTrue(enabled.stdout.contains("[\(rule)]"), "the example shows \(rule) once enabled")
        }
        XCTAssertTrue(output.stderr.contains("iblint: "), "summary line on stderr: \(output.stderr)")
        // The correct parts of the example stay silent.
        XCTAssertFalse(output.stdout.contains("EmptyStateView"), output.stdout)
        XCTAssertFalse(output.stdout.contains("LegacyBadgeView"), output.stdout)
    }

    func testSARIFOfTheExampleAppPassesTheValidator() throws {
        let validator = IBLintProcess.sharedTools.appendingPathComponent("validate-sarif").path
        guard FileManager.default.isExecutableFile(atPath: validator) else { throw XCTSkip("validate-sarif not present") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sarif = directory.appendingPathComponent("example.sarif").path
        let run = try IBLintProcess.run([example, "--format", "sarif", "--output", sarif, "--quiet"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "", "--output writes the file, not stdout")
        let result = try IBLintProcess.tool(validator, ["--strict", sarif])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testCleanProjectExitsZeroAndPrintsNothing() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-clean-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Views"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        for name in ["EmptyStateView.swift", "EmptyStateView.xib"] {
            try FileManager.default.copyItem(at: IBLintProcess.packageRoot.appendingPathComponent("\(example)/ShopApp/Views/\(name)"),
                                             to: project.appendingPathComponent("Views/\(name)"))
        }
        try #"let package = Package(name: "ShopApp", targets: [.target(name: "ShopApp", path: ".")])"#
            .write(to: project.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let output = try IBLintProcess.run([], in: project)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        XCTAssertEqual(output.stdout, "")
        let sarif = try IBLintProcess.run(["--format", "sarif", "--quiet"], in: project)
        XCTAssertEqual(sarif.status, 0)
        XCTAssertTrue(sarif.stdout.contains("\"results\": []"), sarif.stdout)
        XCTAssertFalse(sarif.stdout.contains("toolExecutionNotifications"), "nothing limited the run")
    }

    /// Files given without their project: the absence checks cannot run, and iblint says so once, in
    /// every format, naming the rules.
    func testAScanWithoutAProjectDescriptionSaysWhichChecksDidNotRun() throws {
        let files = ["\(example)/ShopApp/Views/EmptyStateView.swift", "\(example)/ShopApp/Views/EmptyStateView.xib"]
        let expected = "No Xcode project, Package.swift, XcodeGen project.yml or Tuist Project.swift was found under the given paths"
        let xcode = try IBLintProcess.run(files)
        XCTAssertEqual(xcode.status, 0, xcode.stderr)
        XCTAssertTrue(xcode.stdout.hasPrefix("iblint: note: \(expected)"), xcode.stdout)
        XCTAssertTrue(xcode.stdout.contains("unknown-custom-class"), "the note names the rules it silences")
        XCTAssertEqual(xcode.stdout.split(separator: "\n").count, 1, "said once")
        let sarif = try IBLintProcess.run(files + ["--format", "sarif"])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(notifications.first?["level"] as? String, "note")
        XCTAssertTrue(((notifications.first?["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(expected) ?? false)
        let json = try IBLintProcess.run(files + ["--format", "json"])
        let notes = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue((notes.first?["message"] as? String)?.hasPrefix(expected) ?? false)
        let github = try IBLintProcess.run(files + ["--format", "github"])
        XCTAssertTrue(github.stdout.hasPrefix("::notice title=iblint::\(expected)"), github.stdout)
        let summary = try IBLintProcess.run(files + ["--format", "summary"])
        XCTAssertTrue(summary.stdout.contains("\nnote: \(expected)"), summary.stdout)
    }

    func testTimingsGoToStandardErrorAndLeaveTheReportAlone() throws {
        let plain = try IBLintProcess.run([example, "--format", "json", "--quiet"])
        let timed = try IBLintProcess.run([example, "--format", "json", "--quiet", "--timings", "--no-cache"])
        XCTAssertEqual(timed.status, plain.status)
        XCTAssertEqual(timed.stdout, plain.stdout, "the report is the same")
        for phase in ["discover", "read", "parse", "index", "rules", "report", "total"] {
            XCTAssertTrue(timed.stderr.contains("\n\(phase) "), "phase \(phase) in: \(timed.stderr)")
        }
        XCTAssertTrue(timed.stderr.contains("parse swift"), timed.stderr)
        XCTAssertTrue(timed.stderr.contains("  broken-outlet "), "every rule that ran has a row: \(timed.stderr)")
        XCTAssertFalse(plain.stderr.contains("timings"))
    }

    func testSummaryFormatPrintsTheTotalsOnce() throws {
        let output = try IBLintProcess.run([example, "--format", "summary"])
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stderr, "", "the summary's own last line has the totals")
        XCTAssertEqual(output.stdout.components(separatedBy: " in 32 files").count, 2, output.stdout)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("summary.txt").path
        let written = try IBLintProcess.run([example, "--format", "summary", "--output", file])
        XCTAssertTrue(written.stderr.contains("iblint: 18 errors"), "with --output the totals go to standard error too: \(written.stderr)")
    }

    func testAFolderWithNothingToLintSaysSo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-empty-\(UUID().uuidString)")
        let catalog = directory.appendingPathComponent("Assets.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        try Data("notes".utf8).write(to: directory.appendingPathComponent("README.txt"))
        for arguments in [[directory.path], [directory.path, "--quiet"], [directory.path, "--format", "sarif"]] {
            let output = try IBLintProcess.run(arguments)
            XCTAssertEqual(output.status, 0, "\(arguments): \(output.stderr)")
            XCTAssertEqual(output.stderr, "iblint: note: found no .xib, .storyboard, .swift, .h or .m files under \(directory.path); nothing to check\n",
                           "\(arguments)")
        }
        let here = try IBLintProcess.run([], in: directory)
        XCTAssertEqual(here.status, 0)
        XCTAssertTrue(here.stderr.hasSuffix("files under \(directory.resolvingSymlinksInPath().path); nothing to check\n")
                      || here.stderr.hasSuffix("files under \(directory.path); nothing to check\n"), here.stderr)
        XCTAssertEqual(try IBLintProcess.run([example, "--quiet"]).stderr, "", "a folder with files gets no note")
    }

    func testAbsolutePathsForXcode() throws {
        let output = try IBLintProcess.run([example, "--absolute-paths", "--quiet"])
        XCTAssertEqual(output.status, 1)
        let lines = output.stdout.split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        let root = IBLintProcess.packageRoot.path
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix(root + "/Examples/ShopApp/") }, output.stdout)
        let relative = try IBLintProcess.run([example, "--quiet"])
        XCTAssertEqual(output.stdout, relative.stdout.split(separator: "\n").map { root + "/" + $0 + "\n" }.joined())
    }

    func testOutputCreatesItsFolder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("reports/ci/iblint.sarif")
        let run = try IBLintProcess.run([example, "--format", "sarif", "--output", report.path, "--quiet"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.path), run.stderr)
    }

    func testFailOnThreshold() throws {
        XCTAssertEqual(try IBLintProcess.run([example, "--fail-on", "never", "--quiet"]).status, 0)
        // Only warnings left once the error rules are off: exit 0 at the default threshold, 1 at warning.
        let warningsOnly = [example, "--only", "unconnected-outlet", "--disable", "parse-error", "--quiet"]
        XCTAssertEqual(try IBLintProcess.run(warningsOnly).status, 0)
        XCTAssertEqual(try IBLintProcess.run(warningsOnly + ["--fail-on", "warning"]).status, 1)
    }

    func testUsageErrorsExitTwoWithASentence() throws {
        let unknownOption = try IBLintProcess.run(["--frobnicate"])
        XCTAssertEqual(unknownOption.status, 2)
        XCTAssertTrue(unknownOption.stderr.contains("unknown option '--frobnicate'"), unknownOption.stderr)

        let unknownFormat = try IBLintProcess.run([example, "--format", "pdf"])
        XCTAssertEqual(unknownFormat.status, 2)
        XCTAssertTrue(unknownFormat.stderr.contains("unknown format 'pdf'"), unknownFormat.stderr)

        let unknownRule = try IBLintProcess.run([example, "--disable", "no-such-rule"])
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.stderr.contains("unknown rule 'no-such-rule'"), unknownRule.stderr)

        let missingPath = try IBLintProcess.run(["Does/Not/Exist", example, "--quiet"])
        XCTAssertEqual(missingPath.status, 2, "a path that cannot be read exits 2, after reporting the rest")
        XCTAssertTrue(missingPath.stderr.contains("Does/Not/Exist: no such file or directory"), missingPath.stderr)
        XCTAssertTrue(missingPath.stdout.contains("[broken-outlet]"), "the other paths are still linted")
    }

    func testRulesExplainVersionAndHelp() throws {
        let rules = try IBLintProcess.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        for (rule, _) in try ruleTable() {
            let explain = try IBLintProcess.run(["explain", rule])
            XCTAssertEqual(explain.status, 0, rule)
            XCTAssertTrue(explain.stdout.contains("[\(rule)]") && explain.stdout.contains("Examples"), rule)
        }
        let explain = try IBLintProcess.run(["explain", "broken-outlet"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.contains("not key value coding-compliant"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("↓<outlet property=\"titleLable\""), "examples are shown with their markers")
        XCTAssertEqual(try IBLintProcess.run(["explain", "nope"]).status, 2)
        let version = try IBLintProcess.run(["version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertFalse(version.stdout.isEmpty)
        for command in [["--help"], ["lint", "--help"], ["rules", "--help"], ["explain", "--help"], ["index", "--help"]] {
            let help = try IBLintProcess.run(command)
            XCTAssertEqual(help.status, 0, "\(command)")
            XCTAssertTrue(help.stdout.contains("USAGE"), "\(command): \(help.stdout)")
        }
    }

    func testIndexJSONOfTheExampleApp() throws {
        let output = try IBLintProcess.run(["index", example, "--json"])
        XCTAssertEqual(output.status, 0, output.stderr)
        try Golden.assertMatches(output.stdout, "shopapp.index.json")
    }
}

/// Hand-checked facts about what `iblint index --json` saw in the example app.
final class IndexDumpTests: XCTestCase {
    private func index() throws -> [String: Any] {
        let output = try IBLintProcess.run(["index", "Examples/ShopApp", "--json"])
        XCTAssertEqual(output.status, 0, output.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    private func objects(_ list: Any?) -> [[String: Any]] { list as? [[String: Any]] ?? [] }

    func testClassesMembersAndSelectors() throws {
        let classes = objects(try index()["classes"])
        XCTAssertEqual(classes.compactMap { $0["name"] as? String },
                       ["CartViewController", "CheckoutViewController", "DiscountBadgeView", "EmptyStateView", "FavoriteButtonView", "LegacyBadgeView", "LegacyBannerView",
                        "PriceBadgeView", "PriceTagView", "ProductCardView", "ProductCell", "ProductDetailViewController",
                        "ProductListViewController", "PromoCodeView", "QuantityStepper", "RatingView"])
        let rating = try XCTUnwrap(classes.first { $0["name"] as? String == "RatingView" })
        XCTAssertEqual(rating["superclassChain"] as? [String], ["UIView", "UIResponder", "NSObject"])
        let members = objects(rating["members"])
        let starTapped = try XCTUnwrap(members.first { $0["name"] as? String == "starTapped" })
        XCTAssertEqual(starTapped["selector"] as? String, "starTapped:")
        XCTAssertEqual(starTapped["attributes"] as? [String], ["action", "objc"])
        let stars = try XCTUnwrap(members.first { $0["name"] as? String == "starButtons" })
        XCTAssertEqual(stars["attributes"] as? [String], ["outletCollection", "objc"])
        XCTAssertEqual(stars["type"] as? String, "[UIButton]!")
        let rating2 = try XCTUnwrap(members.first { $0["name"] as? String == "rating" })
        XCTAssertEqual(rating2["attributes"] as? [String], [], "a plain var is not visible to Objective-C")

        let legacy = try XCTUnwrap(classes.first { $0["name"] as? String == "LegacyBadgeView" })
        XCTAssertEqual(legacy["language"] as? String, "objc")
        XCTAssertEqual(legacy["superclass"] as? String, "UIView")
        let legacyMembers = objects(legacy["members"])
        XCTAssertTrue(legacyMembers.contains { $0["name"] as? String == "countLabel" && ($0["attributes"] as? [String])?.contains("outlet") == true })
        XCTAssertTrue(legacyMembers.contains { $0["selector"] as? String == "setCount:" })

        let cart = try XCTUnwrap(classes.first { $0["name"] as? String == "CartViewController" })
        let total = try XCTUnwrap(objects(cart["members"]).first { $0["name"] as? String == "totalLabel" })
        XCTAssertEqual(total["attributes"] as? [String], [])
        XCTAssertEqual(total["at"] as? String, "Examples/ShopApp/ShopApp/Controllers/CartViewController.swift:8:9")
    }

    func testInterfaceObjectsConnectionsAndNibReferences() throws {
        let dump = try index()
        let files = objects(dump["interfaceFiles"])
        let rating = try XCTUnwrap(files.first { ($0["path"] as? String)?.hasSuffix("RatingView.xib") == true })
        let owner = try XCTUnwrap(objects(rating["objects"]).first { $0["id"] as? String == "-1" })
        XCTAssertTrue(owner["class"] is NSNull, "File's Owner without class")
        XCTAssertEqual(objects(owner["connections"]).compactMap { $0["property"] as? String }, ["contentView", "starButtons", "starButtons"])
        let button = try XCTUnwrap(objects(rating["objects"]).first { $0["id"] as? String == "St1-bT-001" })
        XCTAssertEqual(button["class"] as? String, "UIButton", "element implies the framework class")
        XCTAssertEqual(objects(button["connections"]).first?["selector"] as? String, "starTapped:")

        let storyboard = try XCTUnwrap(files.first { ($0["path"] as? String)?.hasSuffix("Main.storyboard") == true })
        let cart = try XCTUnwrap(objects(storyboard["objects"]).first { $0["id"] as? String == "Crt-VC-001" })
        XCTAssertEqual(cart["storyboardIdentifier"] as? String, "CartViewController")
        XCTAssertTrue(objects(cart["connections"]).contains { $0["kind"] as? String == "segue" && $0["identifier"] as? String == "showCheckout" })

        let unreadable = objects(dump["unreadableInterfaceFiles"])
        XCTAssertEqual(unreadable.first?["path"] as? String, "Examples/ShopApp/ShopApp/Legacy/PromoBanner.xib")
        XCTAssertEqual(unreadable.first?["line"] as? Int, 6)

        let references = objects(dump["nibAndStoryboardReferences"])
        let stepper = try XCTUnwrap(references.first { $0["name"] as? String == "QuantityStepper" })
        XCTAssertEqual(stepper["api"] as? String, "nibInit")
        XCTAssertEqual(stepper["owner"] as? String, "self")
        XCTAssertEqual(stepper["inType"] as? String, "QuantityStepper")
        let empty = try XCTUnwrap(references.first { $0["name"] as? String == "EmptyStateView" })
        XCTAssertEqual(empty["owner"] as? String, "nil")
        XCTAssertTrue(references.contains { $0["api"] as? String == "performSegue" && $0["name"] as? String == "showCheckout" })
    }
}

/// The README shows real output; it must stay true.
final class ReadmeTests: XCTestCase {
    /// The "What it catches" table is rendered from the rule descriptions, never kept by hand.
    func testTheREADMERuleTableIsTheOneIBLintRenders() throws {
        let readme = try String(contentsOf: IBLintProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let output = try IBLintProcess.run(["rules", "--format", "markdown"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.hasPrefix("| rule | severity | default | fix | what |\n"), output.stdout)
        XCTAssertTrue(readme.contains("\n\n" + output.stdout + "\n"), """
            README's rule table is stale: replace it with the output of `swift run iblint rules --format markdown`:
            \(output.stdout)
            """)
    }

    /// The README shows the code-scanning workflow for an app's repository in full: the example file.
    func testTheREADMECodeScanningWorkflowIsTheExampleFile() throws {
        let readme = try String(contentsOf: IBLintProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let workflow = try String(contentsOf: IBLintProcess.packageRoot.appendingPathComponent("Examples/github/iblint-code-scanning.yml"),
                                  encoding: .utf8)
        XCTAssertTrue(readme.contains("```yaml\n" + workflow + "```\n"),
                      "README's code-scanning workflow differs from Examples/github/iblint-code-scanning.yml")
    }

    func testTheREADMESummaryOfTheExampleIsWhatIBLintPrints() throws {
        let readme = try String(contentsOf: IBLintProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let output = try IBLintProcess.run(["Examples/ShopApp", "--format", "summary", "--quiet"])
        XCTAssertTrue(readme.contains("```\n" + output.stdout + "```"), "README's summary block is stale:\n\(output.stdout)")
        let xcode = try IBLintProcess.run(["Examples/ShopApp", "--quiet"])
        let block = readme.components(separatedBy: "two of its findings in Xcode's format:\n\n```\n").last?
            .components(separatedBy: "```").first ?? ""
        for line in block.split(separator: "\n") {
            XCTAssertTrue(xcode.stdout.contains(line), "README line no longer printed: \(line)")
        }
        XCTAssertFalse(block.isEmpty)
    }
}
