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

    func testExampleAppFindsEveryKindOfMistake() throws {
        let output = try IBLintProcess.run([example, "--format", "xcode"])
        for rule in ["broken-outlet", "unconnected-outlet", "missing-files-owner-class", "parse-error"] {
            XCTAssertTrue(output.stdout.contains("[\(rule)]"), "the example shows \(rule)\n\(output.stdout)")
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
        let output = try IBLintProcess.run(["\(example)/ShopApp/Views/EmptyStateView.swift", "\(example)/ShopApp/Views/EmptyStateView.xib"])
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        XCTAssertEqual(output.stdout, "")
        let sarif = try IBLintProcess.run(["\(example)/ShopApp/Views/EmptyStateView.xib", "--format", "sarif", "--quiet"])
        XCTAssertEqual(sarif.status, 0)
        XCTAssertTrue(sarif.stdout.contains("\"results\": []"), sarif.stdout)
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
        for rule in ["broken-outlet", "unconnected-outlet", "missing-files-owner-class", "parse-error"] {
            XCTAssertTrue(rules.stdout.contains(rule), rules.stdout)
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
