import Foundation
import XCTest

/// The benchmark's generated app (`iblint-bench generate`): the built iblint finds exactly the problems
/// planted in it, one or more of every rule, and nothing in its clean parts. A rule added without a
/// plant, or a rule that starts flagging clean code, fails here, which keeps the benchmark honest.
final class BenchmarkAppTests: XCTestCase {
    static var bench: URL { IBLintProcess.productsDirectory.appendingPathComponent("iblint-bench") }

    private func temporaryFolder(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func generate(units: Int, into folder: URL) throws {
        let result = try IBLintProcess.tool(Self.bench.path, ["generate", "--units", String(units), folder.path])
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// Four features carry one plant group each: every rule once (unreachable-scene twice).
    func testIblintFindsExactlyThePlantedProblems() throws {
        let app = temporaryFolder("iblint-bench-app")
        try generate(units: 4, into: app)
        // The report is written in a folder of its own, which the test removes (a bare file named after it was left behind).
        let reportFolder = temporaryFolder("iblint-bench-report")
        try FileManager.default.createDirectory(at: reportFolder, withIntermediateDirectories: true)
        let report = reportFolder.appendingPathComponent("report.json")
        // Run in the app's folder, as a user would: its .iblint.yml turns on the rules that are off by default.
        let lint = try IBLintProcess.run([".", "--format", "json", "--output", report.path, "--fail-on", "never"], in: app)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        let check = try IBLintProcess.tool(Self.bench.path, ["check", app.path, report.path])
        XCTAssertEqual(check.status, 0, check.output)
    }

    func testEveryRuleHasAPlantedProblem() throws {
        let app = temporaryFolder("iblint-bench-rules")
        try generate(units: 4, into: app)
        let data = try Data(contentsOf: app.appendingPathComponent("expected-findings.json"))
        let expected = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["findings"] as? [String: Int])
        let rules = try IBLintProcess.run(["rules"]).stdout.split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertGreaterThan(rules.count, 30, "iblint rules listed no rules")
        for rule in rules {
            XCTAssertGreaterThan(expected[rule] ?? 0, 0, "iblint-bench plants no '\(rule)' problem: add one to Sources/iblint-bench/Plants.swift")
        }
    }

    func testTheSameSizeGivesTheSameBytes() throws {
        let first = temporaryFolder("iblint-bench-first"), second = temporaryFolder("iblint-bench-second")
        try generate(units: 2, into: first)
        try generate(units: 2, into: second)
        let manager = FileManager.default
        let paths = try XCTUnwrap(manager.subpaths(atPath: first.path)).sorted()
        XCTAssertEqual(paths, try XCTUnwrap(manager.subpaths(atPath: second.path)).sorted())
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: first.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            XCTAssertEqual(manager.contents(atPath: first.appendingPathComponent(path).path),
                           manager.contents(atPath: second.appendingPathComponent(path).path), "\(path) differs between two runs")
        }
    }
}
