import Foundation
import IBLintCore
import XCTest
@testable import IBLintReporters

final class FormatTests: XCTestCase {
    func testCleanRun() {
        let report = Fixture.cleanReport
        XCTAssertEqual(Reporters.render(report, as: .xcode), "")
        XCTAssertEqual(Reporters.render(report, as: .github), "")
        XCTAssertEqual(Reporters.render(report, as: .summary), "No findings in 3 files.\n")
        var one = report
        one.fileCount = 1
        XCTAssertEqual(Reporters.render(one, as: .summary), "No findings in 1 file.\n")
    }

    func testEveryNonEmptyOutputEndsWithOneNewline() {
        for format in OutputFormat.allCases {
            for report in [Fixture.report, Fixture.cleanReport] {
                let output = Reporters.render(report, as: format)
                if output.isEmpty { continue }
                XCTAssertTrue(output.hasSuffix("\n") && !output.hasSuffix("\n\n"), "\(format)")
            }
        }
    }

    /// What is written (to `--output` or standard output) is the rendered text's bytes, whether a format
    /// is made as bytes and handed on in pieces (SARIF, JSON) or made as a `String`.
    func testWrittenBytesAreTheRenderedText() {
        for format in OutputFormat.allCases {
            for report in [Fixture.report, Fixture.cleanReport] {
                let rendered = Array(Reporters.render(report, as: format).utf8)
                for chunkSize in [1, 100, 1 << 16] {
                    var pieces: [[UInt8]] = []
                    Reporters.write(report, as: format, chunkSize: chunkSize) { pieces.append(Array($0)) }
                    XCTAssertEqual(Array(pieces.joined()), rendered, "\(format), pieces of \(chunkSize)")
                    if chunkSize == 100, format == .sarif || format == .json {
                        XCTAssertGreaterThan(pieces.count, rendered.count / 1000, "\(format) is handed on as it is made")
                    }
                }
            }
        }
        XCTAssertEqual(JSONValue.string("é\u{2028}\n").serializedBytes(), Array(JSONValue.string("é\u{2028}\n").serialized().utf8))
    }

    func testDeterminism() {
        for format in OutputFormat.allCases {
            XCTAssertEqual(Reporters.render(Fixture.report, as: format), Reporters.render(Fixture.report, as: format), "\(format)")
        }
        var shuffled = Fixture.report
        shuffled.rules.reverse()
        XCTAssertEqual(Reporters.render(shuffled, as: .sarif), Reporters.render(Fixture.report, as: .sarif),
                       "the catalog order does not depend on the input order")
    }

    func testXcodeAbsolutePaths() {
        var report = Fixture.report
        report.absolutePaths = true
        let lines = Reporters.render(report, as: .xcode).split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("/") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("/home/dev/Café App/iOS/Login Screen/Größe.storyboard:13:33: error: ") })
    }

    func testXcodeKeepsMultiLineMessagesOnOneLine() {
        var report = Fixture.cleanReport
        report.diagnostics = [Diagnostic(ruleID: "r", severity: .warning, message: "first\nA.xib:1:1: error: forged\r\nlast",
                                         location: .line(2, in: "A.xib"))]
        XCTAssertEqual(Reporters.render(report, as: .xcode), "A.xib:2:1: warning: first A.xib:1:1: error: forged last [r]\n")
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubActionsReporter.escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
        XCTAssertEqual(GitHubActionsReporter.escapeProperty("C:\\x,y%z\nw"), "C%3A\\x%2Cy%25z%0Aw")
        XCTAssertEqual(GitHubActionsReporter.escapeData("%0A"), "%250A", "an already-escaped sequence is not trusted")

        var report = Fixture.cleanReport
        report.diagnostics = [Diagnostic(ruleID: "r", severity: .note, message: "50%: \"x\",\ny",
                                         location: .line(2, column: 3, in: "Odd, name: 100%.xib"))]
        XCTAssertEqual(Reporters.render(report, as: .github),
                       "::notice file=iOS/Odd%2C name%3A 100%25.xib,line=2,col=3,endLine=2,endColumn=3,title=iblint r::50%25: \"x\",%0Ay\n")
    }

    func testJSONStringEscaping() throws {
        let tricky = "quote \" backslash \\ slash / tab \t newline \n cr \r bell \u{07} nul \u{00} del \u{7F} ls \u{2028} é 漢字 🙂"
        XCTAssertEqual(JSONValue.quote(tricky),
                       #""quote \" backslash \\ slash / tab \t newline \n cr \r bell \u0007 nul \u0000 del \u007f ls \u2028 é 漢字 🙂""#)

        var report = Fixture.cleanReport
        report.diagnostics = [Diagnostic(ruleID: "r", severity: .error, message: tricky, location: .line(1, in: "Ä \"b\".xib"))]
        for format in [OutputFormat.json, .sarif] {
            let output = Reporters.render(report, as: format)
            let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8))
            XCTAssertTrue(String(describing: parsed).count > 0)
            XCTAssertTrue(output.contains(#"\u0000"#), "\(format)")
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(Reporters.render(report, as: .json).utf8)) as? [String: Any])
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["message"] as? String, tricky, "round-trips exactly")
        XCTAssertEqual(finding["path"] as? String, "Ä \"b\".xib")
    }

    func testJSONIsValidAndSummarised() throws {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(Reporters.render(Fixture.report, as: .json).utf8)) as? [String: Any])
        XCTAssertEqual(json["summary"] as? [String: Int], ["error": 1, "warning": 2, "note": 1])
        XCTAssertEqual((json["findings"] as? [Any])?.count, Fixture.report.diagnostics.count)
    }

    func testSummaryOrdersByCountThenID() {
        var report = Fixture.cleanReport
        let make = { (rule: String, severity: Severity) in
            Diagnostic(ruleID: rule, severity: severity, message: "m", location: .line(1, in: "A.xib"))
        }
        report.diagnostics = [make("b-rule", .warning), make("a-rule", .note), make("c-rule", .error), make("c-rule", .warning)]
        report.fileCount = 1
        XCTAssertEqual(Reporters.render(report, as: .summary), """
            Rule    Severity  Count
            c-rule  error         2
            a-rule  note          1
            b-rule  warning       1

            1 error, 2 warnings, 1 note in 1 file

            """)
    }

    func testPathResolution() {
        let paths = PathResolver(workingDirectory: "/repo/app/", repositoryRoot: "/repo")
        XCTAssertEqual(paths.repositoryRelative("Sources/A.swift"), "app/Sources/A.swift")
        XCTAssertEqual(paths.repositoryRelative("../lib/./B.swift"), "lib/B.swift")
        XCTAssertEqual(paths.repositoryRelative("/repo/C.xib"), "C.xib")
        XCTAssertNil(paths.repositoryRelative("/repository/D.xib"), "a shared prefix is not containment")
        XCTAssertNil(paths.repositoryRelative("../../elsewhere/E.xib"))
        XCTAssertEqual(paths.absolute("../../elsewhere/E.xib"), "/elsewhere/E.xib")
        XCTAssertEqual(PathResolver(workingDirectory: "/", repositoryRoot: "/").repositoryRelative("x/y.xib"), "x/y.xib")
        XCTAssertEqual(PathResolver.percentEncode("Login Screen/Größe #1?.storyboard"), "Login%20Screen/Gr%C3%B6%C3%9Fe%20%231%3F.storyboard")
        XCTAssertEqual(PathResolver.percentEncode("a:b/c%d"), "a%3Ab/c%25d")
        XCTAssertEqual(PathResolver.percentEncode("tab\there/~_-.x"), "tab%09here/~_-.x", "a byte below 0x10 takes a leading zero")
        XCTAssertEqual(PathResolver.percentEncode("App/Main.storyboard"), "App/Main.storyboard")
        XCTAssertEqual(PathResolver.percentEncode(""), "")
        XCTAssertEqual(PathResolver.fileURI("/r oot", directory: true), "file:///r%20oot/")
    }
}
