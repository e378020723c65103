import Foundation
import IBLintCore
import XCTest
@testable import IBLintReporters

final class SARIFTests: XCTestCase {
    /// `<package root>/../shared/tools/validate-sarif`.
    static let validator = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/tools/validate-sarif")

    func validate(_ report: LintReport, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.validator.path) else {
            throw XCTSkip("validate-sarif not found at \(Self.validator.path)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sarif = directory.appendingPathComponent("\(name).sarif")
        try Data(Reporters.render(report, as: .sarif).utf8).write(to: sarif)

        let process = Process()
        process.executableURL = Self.validator
        process.arguments = ["--strict", sarif.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "validate-sarif --strict failed:\n\(text)", file: file, line: line)
    }

    func testFixedReportPassesValidateSARIFStrict() throws { try validate(Fixture.report, name: "report") }
    func testCleanRunPassesValidateSARIFStrict() throws { try validate(Fixture.cleanReport, name: "clean") }
    func testFixRunPassesValidateSARIFStrict() throws { try validate(Fixture.fixReport, name: "fix") }

    private func parse(_ report: LintReport) throws -> [String: Any] {
        let data = Data(Reporters.render(report, as: .sarif).utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return runs[0]
    }

    func testStructure() throws {
        let log = try parse(Fixture.report)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try run(log)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let base = try XCTUnwrap((run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"])
        XCTAssertEqual(base, "file:///home/dev/Caf%C3%A9%20App/")

        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "iblint")
        XCTAssertEqual(driver["semanticVersion"] as? String, IBLintVersion.current)
        XCTAssertNil(driver["informationUri"])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, Fixture.rules.map(\.id).sorted(), "full catalog, sorted by id")
        for rule in rules {
            let properties = try XCTUnwrap(rule["properties"] as? [String: Any])
            XCTAssertNotNil(properties["problem.severity"])
            XCTAssertNotNil(properties["precision"])
            XCTAssertNil(properties["security-severity"])
            XCTAssertFalse(((rule["help"] as? [String: String])?["markdown"] ?? "").contains("↓"))
        }
        let disabled = try XCTUnwrap(rules.first { $0["id"] as? String == "missing-accessibility-label" })
        XCTAssertEqual((disabled["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool, false)
        XCTAssertEqual(rules.first?["name"] as? String, "BrokenOutlet")

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3, "the finding outside the repository is not a result")
        var fingerprints = Set<String>()
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(ids[index], result["ruleId"] as? String)
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            for location in locations + (result["relatedLocations"] as? [[String: Any]] ?? []) {
                let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
                let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: String])
                let uri = try XCTUnwrap(artifact["uri"])
                XCTAssertFalse(uri.hasPrefix("/") || uri.contains(":") || uri.contains(" ") || uri.contains(".."), uri)
                XCTAssertEqual(artifact["uriBaseId"], "%SRCROOT%")
                let region = try XCTUnwrap(physical["region"] as? [String: Int])
                for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                    XCTAssertGreaterThanOrEqual(try XCTUnwrap(region[key]), 1, key)
                }
            }
            let fingerprint = try XCTUnwrap((result["partialFingerprints"] as? [String: String])?["iblintFindingHash/v1"])
            XCTAssertEqual(fingerprint.count, 64)
            fingerprints.insert(fingerprint)
        }
        XCTAssertEqual(fingerprints.count, results.count)

        let outlet = try XCTUnwrap(results.first { ($0["level"] as? String) == "error" })
        XCTAssertEqual((outlet["relatedLocations"] as? [[String: Any]])?.compactMap { $0["id"] as? Int }, [1, 2])
        let fix = try XCTUnwrap((outlet["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual((fix["properties"] as? [String: String])?["applicability"], "unsafe")
        let changes = try XCTUnwrap(fix["artifactChanges"] as? [[String: Any]])
        XCTAssertEqual(changes.compactMap { ($0["artifactLocation"] as? [String: String])?["uri"] },
                       ["iOS/Sources/LoginViewController.swift", "Shared/Theme.swift"])

        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        let outsideURI = ((notifications[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: String] }?["uri"]
        XCTAssertEqual(outsideURI, "file:///opt/vendor/Legacy.xib")
    }

    func testCleanRunHasEmptyResultsAndFullCatalog() throws {
        let run = try run(try parse(Fixture.cleanReport))
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [Any]
        XCTAssertEqual(rules?.count, Fixture.rules.count)
    }

    /// The log grows with its findings: full help only for rules that fired in this report.
    func testOnlyRulesWithFindingsCarryTheirFullHelp() throws {
        var report = Fixture.cleanReport
        report.diagnostics = [Diagnostic(ruleID: "broken-outlet", severity: .error, message: "m", location: .line(3, in: "A.xib"))]
        let rules = try XCTUnwrap(((try run(try parse(report))["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]
            as? [[String: Any]])
        XCTAssertEqual(rules.count, Fixture.rules.count, "the whole catalog is still listed")
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            let description = try XCTUnwrap(Fixture.rules.first { $0.id == id })
            let help = try XCTUnwrap(rule["help"] as? [String: String])
            let full = try XCTUnwrap((rule["fullDescription"] as? [String: String])?["text"])
            if id == "broken-outlet" {
                XCTAssertEqual(help["markdown"], RuleHelp.markdown(description))
                XCTAssertEqual(help["text"], RuleHelp.text(description))
                XCTAssertEqual(full, RuleHelp.fullDescription(description))
                XCTAssertTrue(help["markdown"]?.contains("## Examples") == true)
            } else {
                XCTAssertEqual(full, description.summary, id)
                XCTAssertEqual(help["markdown"], RuleHelp.briefMarkdown(description), id)
                XCTAssertEqual(help["text"], RuleHelp.briefText(description), id)
                XCTAssertTrue(help["markdown"]?.contains("`iblint explain \(id)`") == true, id)
                XCTAssertFalse(help["markdown"]?.contains("## Examples") == true, id)
            }
            XCTAssertNotNil(rule["properties"], id)
            XCTAssertNotNil(rule["defaultConfiguration"], id)
        }
        try validate(report, name: "one-rule-fired")
    }

    func testFingerprintIgnoresLinesAndCountsOccurrences() throws {
        func fingerprints(_ diagnostics: [Diagnostic]) throws -> [String] {
            var report = Fixture.cleanReport
            report.diagnostics = diagnostics
            let results = try XCTUnwrap(try run(try parse(report))["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["iblintFindingHash/v1"] }
        }
        let at = { (line: Int) in
            Diagnostic(ruleID: "broken-outlet", severity: .error, message: "m", location: .line(line, in: "A.xib"))
        }
        let moved = try fingerprints([at(3)]), original = try fingerprints([at(40)])
        XCTAssertEqual(moved, original, "moving a finding keeps its fingerprint")
        let twice = try fingerprints([at(3), at(9)])
        XCTAssertEqual(twice.first, moved.first)
        XCTAssertNotEqual(twice[0], twice[1], "the second identical finding is a different alert")
    }

    /// Results are made on all cores: still one per finding, in the report's order, each identical
    /// finding counted in that order.
    func testManyResultsKeepTheReportsOrderAndOccurrences() throws {
        var report = Fixture.cleanReport
        report.diagnostics = (0..<300).map { index in
            Diagnostic(ruleID: index % 3 == 0 ? "broken-outlet" : "broken-action", severity: .error,
                       message: "m\(index % 7)", location: .line(index + 1, in: index % 2 == 0 ? "A.xib" : "B.xib"))
        }
        let results = try XCTUnwrap(try run(try parse(report))["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, report.diagnostics.count)
        var occurrences: [String: Int] = [:]
        for (diagnostic, result) in zip(report.diagnostics, results) {
            let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            XCTAssertEqual(region?["startLine"] as? Int, diagnostic.location.start.line)
            XCTAssertEqual(result["ruleId"] as? String, diagnostic.ruleID)
            let relative = "iOS/" + diagnostic.location.path
            let identity = [diagnostic.ruleID, relative, diagnostic.message].joined(separator: "\u{0}")
            let occurrence = (occurrences[identity] ?? 0) + 1
            occurrences[identity] = occurrence
            XCTAssertEqual((result["partialFingerprints"] as? [String: String])?["iblintFindingHash/v1"],
                           SHA256.hexDigest(identity + "\u{0}" + String(occurrence)), "line \(diagnostic.location.start.line)")
        }
    }

    func testLineOnlyLocationHasNoByteSpan() {
        let region = SARIFReporter.region(.line(7, in: "A.xib"))
        XCTAssertEqual(region, .object([("startLine", .int(7)), ("startColumn", .int(1)), ("endLine", .int(7)), ("endColumn", .int(1))]))
        let zero = Location(path: "A.xib", range: ByteRange(start: 0, end: 0),
                            start: LinePosition(line: 0, column: 0), end: LinePosition(line: 0, column: 0))
        XCTAssertEqual(SARIFReporter.region(zero), .object([("startLine", .int(1)), ("startColumn", .int(1)),
                                                            ("endLine", .int(1)), ("endColumn", .int(1))]),
                       "a degenerate 0:0 position is clamped to 1:1, never 0")
        let start = Location(path: "A.xib", range: ByteRange(start: 0, end: 0),
                             start: LinePosition(line: 1, column: 1), end: LinePosition(line: 1, column: 1))
        XCTAssertEqual(SARIFReporter.region(start), .object([("startLine", .int(1)), ("startColumn", .int(1)),
                                                             ("endLine", .int(1)), ("endColumn", .int(1)),
                                                             ("byteOffset", .int(0)), ("byteLength", .int(0))]))
    }

    func testUnknownRuleGetsCatalogEntry() throws {
        var report = Fixture.cleanReport
        report.diagnostics = [Diagnostic(ruleID: "parse-error", severity: .error, message: "bad XML", location: .line(2, in: "A.xib"))]
        let run = try run(try parse(report))
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(rules[try XCTUnwrap(result["ruleIndex"] as? Int)]["id"] as? String, "parse-error")
        try validate(report, name: "unknown-rule")
    }

    func testPascalCase() {
        XCTAssertEqual(SARIFReporter.pascalCase("broken-outlet"), "BrokenOutlet")
        XCTAssertEqual(SARIFReporter.pascalCase("ib-designable_2"), "IbDesignable2")
    }

    func testSHA256KnownAnswers() {
        XCTAssertEqual(SHA256.hexDigest(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hexDigest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hexDigest(String(repeating: "a", count: 1_000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}

final class RuleHelpTests: XCTestCase {
    func testLongDescriptionsStayWithinGitHubsLimit() throws {
        let paragraph = String(repeating: "word ", count: 400) + String(repeating: "e\u{301}", count: 600)
        var rule = Fixture.redundantCustomModule
        rule.rationale = paragraph + "\n\nSecond paragraph."
        rule.summary = String(repeating: "x", count: 2_000)
        let full = RuleHelp.fullDescription(rule)
        XCTAssertLessThanOrEqual(full.unicodeScalars.count, 1024)
        XCTAssertTrue(full.hasSuffix("…"))
        XCTAssertFalse(full.contains("Second"))
        XCTAssertLessThanOrEqual(RuleHelp.truncated(paragraph, to: 1024).unicodeScalars.count, 1024)

        var report = Fixture.cleanReport
        report.rules = [rule]
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(Reporters.render(report, as: .sarif).utf8)) as? [String: Any])
        XCTAssertNotNil(log["runs"])
    }

    /// The help renders example files by bytes, in runs; it must say exactly what going through `String`s
    /// and `Character`s says: markers gone, trailing line breaks of every kind gone, each non-empty line
    /// (lines end at `\n`, so `\r\n` too) indented, a fence longer than any backtick run, the fence's
    /// language from the path's last non-empty dot-separated part.
    func testExampleFilesRenderAsTheyDidCharacterByCharacter() {
        let pieces = ["a", "Foo", " ", "`", "``", "````", "↓", "↓↓", "\n", "\n\n", "\r\n", "\r", "\u{0B}", "\u{0C}",
                      "\u{85}", "\u{2028}", "\u{2029}", "é", "e\u{301}", "\u{301}", "→", "😀", "\t"]
        let paths = ["A.swift", "B.XIB", "c.m", "d.mm", "e.h", "Main.storyboard", "x.PLIST", "y.xml", "noext", "a.b.",
                     "a..swift", "..", "", "swift", "Read.me"]
        var random = SplitMix64(seed: 0x7E57)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        for round in 0..<300 {
            var files: [ExampleFile] = []
            for _ in 0..<(1 + Int(random.next() % 3)) {
                var text = ""
                for _ in 0..<Int(random.next() % 40) { text += pick(pieces) }
                files.append(ExampleFile(pick(paths), text))
            }
            var rule = Fixture.missingAccessibilityLabel
            rule.examples = [RuleExample("Round \(round)", triggers: round % 2 == 0, files: files,
                                         fixed: round % 3 == 0 ? Array(files.reversed()) : nil)]
            XCTAssertEqual(RuleHelp.text(rule), Self.referenceText(rule), "round \(round): \(files)")
            XCTAssertEqual(RuleHelp.markdown(rule), Self.referenceMarkdown(rule), "round \(round): \(files)")
        }
    }

    private static func referenceText(_ rule: RuleDescription) -> String {
        var out = rule.summary
        if !rule.rationale.trimmingWhitespace.isEmpty { out += "\n\n" + rule.rationale.trimmingWhitespace }
        for example in rule.examples {
            out += "\n\n\(example.triggers ? "Triggers" : "Does not trigger"): \(example.title)"
            out += referenceFiles(example.files, markdown: false)
            if let fixed = example.fixed { out += "\n\nAfter the fix:" + referenceFiles(fixed, markdown: false) }
        }
        return out
    }

    private static func referenceMarkdown(_ rule: RuleDescription) -> String {
        var out = rule.rationale.trimmingWhitespace.isEmpty ? rule.summary : rule.rationale.trimmingWhitespace
        guard !rule.examples.isEmpty else { return out }
        out += "\n\n## Examples"
        for example in rule.examples {
            out += "\n\n### \(example.triggers ? "Triggers" : "Does not trigger"): \(example.title)"
            out += referenceFiles(example.files, markdown: true)
            if let fixed = example.fixed { out += "\n\nAfter the fix:" + referenceFiles(fixed, markdown: true) }
        }
        return out
    }

    private static func referenceFiles(_ files: [ExampleFile], markdown: Bool) -> String {
        var out = ""
        for file in files {
            // Code unit by code unit, as the markers were always removed (not by `Character`: a marker a combining
            // accent follows is still removed).
            var text = file.text.replacingOccurrences(of: String(RuleExample.marker), with: "", options: .literal)
            while let last = text.last, last.isNewline { text.removeLast() }
            if markdown {
                var longest = 0, run = 0
                for character in text.unicodeScalars { run = character == "`" ? run + 1 : 0; longest = max(longest, run) }
                let fence = String(repeating: "`", count: max(3, longest + 1))
                let language: String
                switch file.path.split(separator: ".").last.map(String.init)?.lowercased() {
                case "swift": language = "swift"
                case "xib", "storyboard", "xml", "plist": language = "xml"
                case "m", "mm", "h": language = "objectivec"
                default: language = ""
                }
                out += "\n\n`\(file.path)`:\n\n\(fence)\(language)\n\(text)\n\(fence)"
            } else {
                let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + String(decoding: $0, as: UTF8.self) }
                out += "\n\n  \(file.path):\n" + lines.joined(separator: "\n")
            }
        }
        return out
    }

    func testMarkdownFenceOutgrowsBackticksInExamples() {
        var rule = Fixture.missingAccessibilityLabel
        rule.examples = [RuleExample("Fence", triggers: true, files: [ExampleFile("Doc.swift", "/// ```\n/// ↓code\n/// ```\n")])]
        let markdown = RuleHelp.markdown(rule)
        XCTAssertTrue(markdown.contains("````swift\n/// ```\n/// code\n/// ```\n````"), markdown)
        XCTAssertTrue(markdown.contains("### Triggers: Fence"))
        XCTAssertFalse(markdown.contains("↓"))
    }
}
