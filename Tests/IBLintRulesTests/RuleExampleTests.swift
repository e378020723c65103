import IBLintCore
import IBLintEngine
import IBLintRules
import Testing

/// One rule example, as a test case.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    var rule: RuleDescription
    var example: RuleExample
    var testDescription: String { "\(rule.id): \(example.title)" }

    static let all: [ExampleCase] = RuleCatalog.descriptions.flatMap { rule in
        rule.examples.map { ExampleCase(rule: rule, example: $0) }
    }
}

/// An expected finding position from a `↓` marker.
struct Marker: Hashable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var description: String { "\(path):\(line):\(column)" }
}

enum ExampleProject {
    /// Removes the markers, returning the clean files and where each marker stood.
    static func strip(_ files: [ExampleFile]) -> (inputs: [InputFile], markers: Set<Marker>) {
        var inputs: [InputFile] = [], markers: Set<Marker> = []
        for file in files {
            let (clean, positions) = file.strippingMarkers
            for position in positions { markers.insert(Marker(path: file.path, line: position.line, column: position.column)) }
            if let input = InputFile(path: file.path, text: clean) { inputs.append(input) }
        }
        return (inputs, markers)
    }
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test("Every rule example reports exactly at its markers", arguments: ExampleCase.all)
    func example(_ testCase: ExampleCase) {
        let (inputs, markers) = ExampleProject.strip(testCase.example.files)
        var configuration = Configuration()
        configuration.onlyRules = testCase.example.rulesToRun(for: testCase.rule.id)
        let result = iblint.lint(inputs, configuration: configuration)

        if testCase.rule.id != "parse-error" {
            #expect(result.index.loadFailures.isEmpty, "example files must load: \(result.index.loadFailures.map(\.error.message))")
        }
        let findings = result.diagnostics.filter { $0.ruleID == testCase.rule.id }
        let found = Set(findings.map { Marker(path: $0.location.path, line: $0.location.start.line, column: $0.location.start.column) })
        if testCase.example.triggers {
            #expect(!markers.isEmpty, "a triggering example needs ↓ markers")
        } else {
            #expect(markers.isEmpty, "a non-triggering example has no markers")
        }
        #expect(found == markers, """
            expected findings at \(markers.sorted { $0.description < $1.description }), \
            got \(findings.map { "\($0.location): \($0.message)" })
            """)
        // A rule may downgrade a finding it is less sure of (a warning from an error rule, a note from a
        // warning rule), never raise one above its default, except dispatch-in-didset, whose certain
        // findings are errors.
        #expect(findings.allSatisfy { $0.severity <= testCase.rule.defaultSeverity || $0.ruleID == "dispatch-in-didset" })
    }

    @Test("Every rule example saved with Windows line endings reports as it does with Unix ones", arguments: ExampleCase.all)
    func exampleWithWindowsLineEndings(_ testCase: ExampleCase) {
        let (inputs, markers) = ExampleProject.strip(testCase.example.files)
        var configuration = Configuration()
        configuration.onlyRules = testCase.example.rulesToRun(for: testCase.rule.id)
        let result = iblint.lint(RuleExampleFixTests.windowsLineEndings(inputs), configuration: configuration)
        if testCase.rule.id != "parse-error" {
            #expect(result.index.loadFailures.isEmpty, "example files must load: \(result.index.loadFailures.map(\.error.message))")
        }
        let findings = result.diagnostics.filter { $0.ruleID == testCase.rule.id }
        let found = Set(findings.map { Marker(path: $0.location.path, line: $0.location.start.line, column: $0.location.start.column) })
        #expect(found == markers, """
            expected findings at \(markers.sorted { $0.description < $1.description }), \
            got \(findings.map { "\($0.location): \($0.message)" })
            """)
        let unix = iblint.lint(inputs, configuration: configuration).diagnostics.filter { $0.ruleID == testCase.rule.id }
        #expect(findings.map(\.message) == unix.map(\.message))
    }

    @Test("Rule descriptions are complete and ids are kebab-case")
    func descriptions() {
        let ids = RuleCatalog.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in RuleCatalog.descriptions {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.name.isEmpty && !rule.summary.isEmpty && rule.rationale.count > 200, "\(rule.id)")
            #expect(rule.examples.contains { $0.triggers } && rule.examples.contains { !$0.triggers },
                    "\(rule.id) needs examples that trigger and examples that do not")
        }
    }
}

@Suite("Rule example fixes")
struct RuleExampleFixTests {
    static let fixable: [ExampleCase] = ExampleCase.all.filter { $0.example.fixed != nil }

    @Test("Fixes produce the expected files, parse, re-lint clean and converge", arguments: fixable)
    func fix(_ testCase: ExampleCase) throws {
        let (inputs, _) = ExampleProject.strip(testCase.example.files)
        var configuration = Configuration()
        configuration.onlyRules = testCase.example.rulesToRun(for: testCase.rule.id)
        let outcome = FixEngine.fix(inputs, using: iblint, configuration: configuration, includeUnsafe: true)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.appliedCount > 0, "the example's fix was applied")
        let (expected, _) = ExampleProject.strip(testCase.example.fixed ?? [])
        for file in expected {
            let actual = try #require(outcome.inputs.first { $0.path == file.path }, "fixed file \(file.path) exists")
            #expect(String(decoding: actual.bytes, as: UTF8.self) == String(decoding: file.bytes, as: UTF8.self), "\(file.path)")
        }
        let relint = iblint.lint(outcome.inputs, configuration: configuration)
        #expect(relint.index.loadFailures.isEmpty)
        #expect(relint.diagnostics.filter { $0.ruleID == testCase.rule.id }.isEmpty,
                "after fixing, the rule is satisfied: \(relint.diagnostics.map(\.message))")
        let second = FixEngine.fix(outcome.inputs, using: iblint, configuration: configuration, includeUnsafe: true)
        #expect(second.changedPaths.isEmpty, "a second --fix changes nothing")
    }

    /// A file saved with Windows line endings (`\r\n`).
    static func windowsLineEndings(_ files: [InputFile]) -> [InputFile] {
        files.map { file in
            var bytes: [UInt8] = []
            for byte in file.bytes {
                if byte == UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\r")) }
                bytes.append(byte)
            }
            return InputFile(path: file.path, bytes: bytes, kind: file.kind)
        }
    }

    @Test("Fixes in files with Windows line endings write what they write in others, line endings kept", arguments: fixable)
    func fixKeepsWindowsLineEndings(_ testCase: ExampleCase) throws {
        let inputs = Self.windowsLineEndings(ExampleProject.strip(testCase.example.files).inputs)
        var configuration = Configuration()
        configuration.onlyRules = testCase.example.rulesToRun(for: testCase.rule.id)
        let outcome = FixEngine.fix(inputs, using: iblint, configuration: configuration, includeUnsafe: true)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.appliedCount > 0, "the example's fix was applied")
        for file in Self.windowsLineEndings(ExampleProject.strip(testCase.example.fixed ?? []).inputs) {
            let actual = try #require(outcome.inputs.first { $0.path == file.path }, "fixed file \(file.path) exists")
            #expect(String(decoding: actual.bytes, as: UTF8.self) == String(decoding: file.bytes, as: UTF8.self), "\(file.path)")
        }
    }
}
