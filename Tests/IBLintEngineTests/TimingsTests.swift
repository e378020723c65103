import IBLintCore
@testable import IBLintEngine
import XCTest

final class TimingsTests: XCTestCase {
    func testPhasesAccumulateAndPartsAreSummedPerName() {
        let timings = Timings()
        let value = timings.phase("parse") { 42 }
        XCTAssertEqual(value, 42)
        timings.record(phase: "parse", seconds: 1)
        timings.record(phase: "index", seconds: 0.5)
        timings.add("parse swift", seconds: 0.25)
        timings.add("parse swift", seconds: 0.25)
        timings.add(rule: "broken-outlet", seconds: 0.1)
        timings.add(rule: "closure-strong-self", seconds: 0.3)
        XCTAssertEqual(timings.phases.map(\.name), ["parse", "index"], "in the order they ran")
        XCTAssertGreaterThanOrEqual(timings.phases[0].seconds, 1)
        XCTAssertEqual(timings.parsing, [Timings.Entry(name: "parse swift", seconds: 0.5, count: 2)])
        XCTAssertEqual(timings.rules.map(\.name), ["closure-strong-self", "broken-outlet"], "slowest first")
        let table = timings.rendered()
        XCTAssertTrue(table.contains("parse swift") && table.contains("(2 files)"), table)
        XCTAssertTrue(table.contains("\ntotal "), table)
    }

    func testTheTotalLeavesOutPhasesRunBesideOthers() {
        let timings = Timings()
        timings.record(phase: "cache load (while finding files)", seconds: 0.25)
        timings.record(phase: "discover", seconds: 1)
        timings.record(phase: "project model (while parsing)", seconds: 0.5)
        timings.record(phase: "parse", seconds: 2)
        let table = timings.rendered()
        XCTAssertTrue(table.contains("project model (while parsing)") && table.contains("cache load (while finding files)"), table)
        let total = table.split(separator: "\n").first { $0.hasPrefix("total ") }
        XCTAssertEqual(total.map { $0.split(separator: " ").dropFirst().first }, "3.000", table)
    }

    func testTheLinterRecordsParsingIndexingAndEveryRuleThatRan() {
        let timings = Timings()
        let inputs = [
            InputFile(path: "A.swift", text: "final class A: UIViewController { @IBOutlet var label: UILabel! }")!,
        ]
        var configuration = Configuration()
        configuration.onlyRules = ["unconnected-outlet", "broken-outlet"]
        let whole = iblint.lint(inputs, configuration: configuration, timings: timings)
        // broken-outlet shares the table of nib loads, unconnected-outlet the classes interface files use:
        // made before the rules ("tables").
        XCTAssertEqual(Set(timings.phases.map(\.name)), ["parse", "index", "tables", "rules"])
        XCTAssertEqual(timings.parsing.map(\.name), ["parse swift"])
        XCTAssertEqual(Set(timings.rules.map(\.name)), ["unconnected-outlet", "broken-outlet", "parse-error"], "parse-error is always on")
        XCTAssertTrue(whole.index.hasMade(.nibOwnerLoads))
        XCTAssertTrue(whole.index.hasMade(.classesUsedByInterfaceFiles))
        XCTAssertFalse(whole.index.hasMade(.sceneAncestry), "no enabled rule reads it")
        // Reporting a few files, the tables are made first too, but the nib loads: a few nibs' loads are
        // asked for, one by one.
        let reportingOne = Timings()
        configuration.reportScope = ReportScope(paths: ["A.swift"])
        let limited = iblint.lint(inputs, configuration: configuration, timings: reportingOne)
        XCTAssertEqual(Set(reportingOne.phases.map(\.name)), ["parse", "index", "tables", "rules"])
        XCTAssertFalse(limited.index.hasMade(.nibOwnerLoads))
        XCTAssertTrue(limited.index.hasMade(.classesUsedByInterfaceFiles))
        XCTAssertTrue(limited.index.hasMade(.codeUseFacts))
    }
}
