import Foundation
import XCTest
@testable import IBLintReporters

/// The golden files under `Golden/` are the specification of each format. Regenerate them with
/// `IBLINT_UPDATE_GOLDEN=1 swift test --filter IBLintReportersTests` and review the diff.
final class GoldenTests: XCTestCase {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["IBLINT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("Missing golden file \(name); run with IBLINT_UPDATE_GOLDEN=1 to create it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            let actualLines = actual.components(separatedBy: "\n"), expectedLines = expected.components(separatedBy: "\n")
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actualLines.count, expectedLines.count)
            XCTFail("""
                \(name) differs from the golden file at line \(first + 1):
                expected: \(first < expectedLines.count ? expectedLines[first] : "<end>")
                actual:   \(first < actualLines.count ? actualLines[first] : "<end>")
                (IBLINT_UPDATE_GOLDEN=1 rewrites the golden files)
                """, file: file, line: line)
        }
    }

    func testXcode() throws { try assertGolden(Reporters.render(Fixture.report, as: .xcode), "report.xcode.txt") }
    func testSARIF() throws { try assertGolden(Reporters.render(Fixture.report, as: .sarif), "report.sarif") }
    func testJSON() throws { try assertGolden(Reporters.render(Fixture.report, as: .json), "report.json") }
    func testGitHub() throws { try assertGolden(Reporters.render(Fixture.report, as: .github), "report.github.txt") }
    func testSummary() throws { try assertGolden(Reporters.render(Fixture.report, as: .summary), "report.summary.txt") }
    func testCleanSARIF() throws { try assertGolden(Reporters.render(Fixture.cleanReport, as: .sarif), "clean.sarif") }
    func testCleanJSON() throws { try assertGolden(Reporters.render(Fixture.cleanReport, as: .json), "clean.json") }
}
