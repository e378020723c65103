import Foundation
import XCTest

/// `--fix`, `--unsafe-fixes` and `--diff` on a copy of the example app.
final class FixEndToEndTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = try IBLintProcess.copyOfExample("iblint-fix")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: project.path)
        while let path = enumerator?.nextObject() as? String {
            let url = project.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    func testDiffShowsSafeFixesAndWritesNothing() throws {
        let before = try snapshot()
        let output = try IBLintProcess.run(["--diff"], in: project)
        XCTAssertEqual(output.status, 1, "something to fix: exit 1")
        try Golden.assertMatches(output.stdout, "shopapp.fix.diff")
        XCTAssertTrue(output.stderr.contains("iblint: would fix "), output.stderr)
        XCTAssertTrue(output.stderr.contains("missing-files-owner-class: 1"), output.stderr)
        XCTAssertEqual(try snapshot(), before, "--diff writes nothing")

        let unsafe = try IBLintProcess.run(["--diff", "--unsafe-fixes", "--quiet"], in: project)
        XCTAssertEqual(unsafe.status, 1)
        try Golden.assertMatches(unsafe.stdout, "shopapp.unsafe-fix.diff")
        XCTAssertEqual(try snapshot(), before)
    }

    func testFixAppliesSafeFixesOnlyThenReportsWhatRemains() throws {
        let before = try snapshot()
        let preview = try IBLintProcess.run(["--diff", "--quiet"], in: project)
        let previewed = Set(preview.stdout.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.map { String($0.dropFirst(6)) })
        let rating = project.appendingPathComponent("ShopApp/Views/RatingView.xib")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: rating.path)

        let output = try IBLintProcess.run(["--fix"], in: project)
        XCTAssertEqual(output.status, 1, "errors remain (the unsafe ones and the merge conflict)")
        XCTAssertTrue(output.stderr.contains("iblint: fixed "), output.stderr)
        XCTAssertTrue(output.stderr.contains("missing-files-owner-class: 1"), output.stderr)
        XCTAssertFalse(output.stdout.contains("RatingView.xib"), "the fixed finding is gone from the report:\n\(output.stdout)")
        XCTAssertTrue(output.stdout.contains("[broken-outlet]"), "unsafe fixes were not applied")

        let after = try snapshot()
        XCTAssertEqual(Set(after.keys), Set(before.keys), "no file created or removed (no temporary file left)")
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        XCTAssertEqual(Set(changed), previewed, "--fix changes exactly the files --diff showed")
        XCTAssertTrue(changed.contains("ShopApp/Views/RatingView.xib"))
        let oldText = String(decoding: before["ShopApp/Views/RatingView.xib"]!, as: UTF8.self)
        let newText = String(decoding: after["ShopApp/Views/RatingView.xib"]!, as: UTF8.self)
        XCTAssertEqual(newText, oldText.replacingOccurrences(
            of: #"userLabel="File's Owner">"#,
            with: #"userLabel="File's Owner" customClass="RatingView" customModule="ShopApp" customModuleProvider="target">"#),
            "only the intended bytes changed")
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: rating.path))[.posixPermissions] as? Int, 0o600,
                       "permissions kept")

        let second = try IBLintProcess.run(["--fix"], in: project)
        XCTAssertTrue(second.stderr.contains("nothing to fix"), second.stderr)
        XCTAssertEqual(try snapshot(), after, "a second --fix changes nothing")
    }

    func testUnsafeFixesConvergeAndLeaveEveryInterfaceFileReadable() throws {
        let output = try IBLintProcess.run(["--fix", "--unsafe-fixes"], in: project)
        XCTAssertTrue(output.stderr.contains("fixed "), output.stderr)
        let after = try snapshot()
        let second = try IBLintProcess.run(["--fix", "--unsafe-fixes"], in: project)
        XCTAssertTrue(second.stderr.contains("nothing to fix"), second.stderr)
        XCTAssertEqual(try snapshot(), after)
        // What remains is what no fix can address: the merge conflict.
        XCTAssertTrue(second.stdout.contains("[parse-error]"), second.stdout)
        XCTAssertFalse(second.stdout.contains("[broken-outlet]"), second.stdout)
        XCTAssertFalse(second.stdout.contains("[missing-files-owner-class]"), second.stdout)
    }

    func testUnsafeFixesAloneIsAUsageError() throws {
        let output = try IBLintProcess.run(["--unsafe-fixes"], in: project)
        XCTAssertEqual(output.status, 2)
        XCTAssertTrue(output.stderr.contains("--unsafe-fixes goes with --fix or --diff"), output.stderr)
    }

    func testSARIFCarriesFixes() throws {
        let output = try IBLintProcess.run(["--format", "sarif", "--quiet"], in: project)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let withFixes = results.filter { ($0["fixes"] as? [Any])?.isEmpty == false }
        XCTAssertGreaterThanOrEqual(withFixes.count, 4, "every fixable finding carries its fix")
    }
}

/// `.iblint.yml` on a copy of the example app.
final class ConfigurationEndToEndTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = try IBLintProcess.copyOfExample("iblint-config")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    func testTheConfigurationFileShapesTheRun() throws {
        try """
            disabled_rules: [unconnected-action]
            exclude:
              - ShopApp/Legacy/
            ignore:
              - path: ShopApp/Views/PriceBadgeView.xib
                rule: safe-area-in-custom-view
            severity:
              ambiguous-view: error
            """.write(to: project.appendingPathComponent(".iblint.yml"), atomically: true, encoding: .utf8)
        let output = try IBLintProcess.run(["--quiet"], in: project)
        XCTAssertEqual(output.status, 1)
        XCTAssertFalse(output.stdout.contains("[unconnected-action]"))
        XCTAssertFalse(output.stdout.contains("Legacy/"), "excluded paths are not reported")
        XCTAssertFalse(output.stdout.contains("[safe-area-in-custom-view]"), "the one ignored in PriceBadgeView.xib: \(output.stdout)")
        XCTAssertTrue(output.stdout.contains("error: ") && output.stdout.contains("[ambiguous-view]"))
        XCTAssertTrue(output.stdout.split(separator: "\n").contains { $0.contains("[ambiguous-view]") && $0.contains(": error: ") })
        // The command line wins over the file.
        let enabled = try IBLintProcess.run(["--quiet", "--enable", "unconnected-action"], in: project)
        XCTAssertTrue(enabled.stdout.contains("[unconnected-action]"))
    }

    func testABadConfigurationNamesFileAndLine() throws {
        try "fail_on: warning\nexclude: [a]\nseverity:\n  broken-outlet: loud\n".write(
            to: project.appendingPathComponent("strict.yml"), atomically: true, encoding: .utf8)
        let output = try IBLintProcess.run(["--config", "strict.yml"], in: project)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, "strict.yml:4: error: severity of 'broken-outlet' must be error, warning or note, not 'loud'\n")
        let missing = try IBLintProcess.run(["--config", "nope.yml"], in: project)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.yml: no such configuration file"), missing.stderr)
    }

    func testFailOnFromTheFile() throws {
        try "only_rules: [unconnected-outlet]\ndisabled_rules: [parse-error]\nfail_on: warning\n".write(
            to: project.appendingPathComponent(".iblint.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try IBLintProcess.run(["--quiet"], in: project).status, 1, "warnings fail with fail_on: warning")
        XCTAssertEqual(try IBLintProcess.run(["--quiet", "--fail-on", "error"], in: project).status, 0)
    }
}
