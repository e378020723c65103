// libFuzzer harness: the whole pipeline (parse, index, every rule, suppressions) on a small fuzzed
// project. The input is files separated by NUL bytes, each its path, a newline, then its text; the
// seeds are every rule's examples (written by this binary when IBLINT_FUZZ_SEEDS names a folder).
// Built and run by scripts/fuzz. No rule may crash or hang, and the findings must pass `checkFindings`
// (Shared/FindingChecks.swift: inside the linted files; messages, notes and fix titles each one line).
// Every report format is then written in pieces of a fuzzed size, as the command writes it: the pieces
// must join to the rendered report, and SARIF and JSON must parse as JSON.
import Foundation
import IBLintCore
import IBLintEngine
import IBLintReporters
import IBLintRules

let linter = Linter(rules: RuleCatalog.all)
let configuration: Configuration = {
    var configuration = Configuration()
    configuration.enabledRules = Set(RuleCatalog.all.map { $0.description.id })
    return configuration
}()

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard let folder = ProcessInfo.processInfo.environment["IBLINT_FUZZ_SEEDS"] else { return 0 }
    for rule in RuleCatalog.all {
        for (number, example) in rule.description.examples.enumerated() {
            let files = example.files.map { $0.path + "\n" + $0.strippingMarkers.text }
            let seed = Data(files.joined(separator: "\0").utf8)
            let written = FileManager.default.createFile(atPath: "\(folder)/\(rule.description.id)-\(number)", contents: seed)
            require(written, "cannot write seeds into \(folder)")
        }
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var inputs: [InputFile] = []
    for section in bytes.split(separator: 0, omittingEmptySubsequences: true).prefix(8) {
        guard let newline = section.firstIndex(of: UInt8(ascii: "\n")) else { continue }
        // Paths stay inside the project: no absolute paths, no `..`.
        let path = String(decoding: section[..<newline], as: UTF8.self)
            .split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
        guard !path.isEmpty, !inputs.contains(where: { $0.path == path }), let kind = InputKind(path: path) else { continue }
        inputs.append(InputFile(path: path, bytes: Array(section[(newline + 1)...]), kind: kind))
    }
    guard !inputs.isEmpty else { return 0 }
    let result = linter.lint(inputs, configuration: configuration)
    // What the run lets go on another thread is gone before libFuzzer looks for leaks.
    defer { waitForReleasesElsewhere() }
    checkFindings(result.diagnostics, of: inputs)
    let report = LintReport(diagnostics: result.diagnostics, rules: linter.descriptions, workingDirectory: "/project",
                            repositoryRoot: "/project", fileCount: inputs.count,
                            notes: result.notes.map { ReportNote($0.message, path: $0.path) })
    let chunkSize = 1 + size % 4096
    for format in OutputFormat.allCases {
        var written: [UInt8] = []
        Reporters.write(report, as: format, chunkSize: chunkSize) { written.append(contentsOf: $0) }
        require(written == Array(Reporters.render(report, as: format).utf8), "\(format): the report written in pieces differs from the rendered one")
        if format == .sarif || format == .json {
            require((try? JSONSerialization.jsonObject(with: Data(written))) != nil, "\(format): the report is not JSON")
        }
    }
    return 0
}
