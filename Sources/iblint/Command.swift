import Foundation
import IBLintCore
import IBLintEngine
import IBLintReporters
import IBLintRules

enum Command {
    static func run(_ arguments: [String]) throws -> ExitCode {
        guard let first = arguments.first else { return try LintCommand.run([]) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "lint": return try LintCommand.run(rest)
        case "rules": return try RulesCommand.run(rest)
        case "explain": return try ExplainCommand.run(rest)
        case "index": return try IndexCommand.run(rest)
        case "version", "--version":
            print(IBLintVersion.current)
            return .clean
        case "help", "--help", "-h":
            print(Help.main, terminator: "")
            return .clean
        default: return try LintCommand.run(arguments)
        }
    }
}

enum Help {
    static let main = """
        OVERVIEW: iblint checks Interface Builder files (.xib, .storyboard) against the Swift and
        Objective-C code behind them: broken outlets, File's Owner mistakes, and more.

        USAGE: iblint [lint] [PATH ...] [options]
               iblint rules [--format text|markdown]
               iblint explain RULE
               iblint index [PATH ...] [--json]
               iblint version

        Run 'iblint <command> --help' for a command's options.

        """

    static let lint = """
        USAGE: iblint [lint] [PATH ...] [options]

        Finds every .xib, .storyboard, .swift, .h and .m file under the paths (default: the current
        directory), builds one project index, runs every enabled rule and prints the findings.
        Skips .build, DerivedData and .git; indexes Pods/, Carthage/ and SourcePackages/ but reports
        nothing inside them.

        OPTIONS:
          --format FORMAT     xcode (default), sarif, json, github or summary
          --output FILE       write the report to FILE instead of standard output
          --fail-on LEVEL     exit 1 when a finding is at least LEVEL: error (default), warning, note, never
          --enable RULES      also run these rules (comma-separated ids), e.g. rules that are off by default
          --disable RULES     do not run these rules
          --only RULES        run exactly these rules
          --config FILE       read settings from FILE (default: .iblint.yml in the current directory,
                              when present; see README for its keys)
          --fix               apply safe fixes, then report what remains
          --unsafe-fixes      with --fix or --diff: also apply fixes that may change behaviour
          --diff              print a unified diff of what --fix would change; write nothing
                              (exit 1 when there is something to fix)
          --absolute-paths    xcode format: absolute file paths (for Xcode build phases and build-tool plugins)
          --quiet             print nothing but the findings (no summary line on standard error)
          -h, --help          show this help

        EXIT CODES: 0 no finding at the --fail-on level, 1 findings at it, 2 usage error or unreadable file.

        """

    static let rules = """
        USAGE: iblint rules [--format text|markdown]

        Lists every rule with its default severity, whether it is on by default, and its fix.

        OPTIONS:
          --format FORMAT     text (default) or markdown (the table in iblint's README)

        """

    static let index = """
        USAGE: iblint index [PATH ...] [--json]

        Prints what iblint's scanners saw: classes with their superclass chains, members with their
        attributes and Objective-C selectors, interface-file objects with their classes and
        connections, and the nib and storyboard names code refers to. Use it when you doubt a finding.

        OPTIONS:
          --json              print the whole index as JSON (otherwise a short summary)

        """
}

/// Parses `--name value`, `--name=value` and flags.
struct OptionParser {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws {
        var iterator = arguments.makeIterator()
        var onlyPositional = false
        while let argument = iterator.next() {
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            var name = argument, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valueOptions.contains(name) {
                guard let value = inlineValue ?? iterator.next() else { throw UsageError(message: "\(name) needs a value") }
                values[name, default: []].append(value)
            } else if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
    }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

enum LintCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(arguments,
                                       valueOptions: ["--format", "--output", "--fail-on", "--enable", "--disable", "--only", "--config"],
                                       flagOptions: ["--quiet", "--help", "-h", "--fix", "--unsafe-fixes", "--diff", "--absolute-paths"])
        if options.flag("--help") || options.flag("-h") {
            print(Help.lint, terminator: "")
            return .clean
        }
        let formatName = options.value("--format") ?? "xcode"
        guard let format = OutputFormat(rawValue: formatName) else {
            throw UsageError(message: "unknown format '\(formatName)'; use one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var configuration = Configuration()
        let configFile = try ConfigLoader.load(explicit: options.value("--config"))
        configFile?.apply(to: &configuration)
        let failOn = options.value("--fail-on") ?? configFile?.failOn ?? "error"
        let threshold: Severity?
        if failOn == "never" { threshold = nil }
        else if let severity = Severity(rawValue: failOn) { threshold = severity }
        else { throw UsageError(message: "--fail-on takes error, warning, note or never, not '\(failOn)'") }

        // Command-line rule choices come after the file's and win over them.
        configuration.enabledRules.formUnion(options.list("--enable"))
        configuration.disabledRules.subtract(options.list("--enable"))
        configuration.disabledRules.formUnion(options.list("--disable"))
        configuration.enabledRules.subtract(options.list("--disable"))
        if !options.list("--only").isEmpty { configuration.onlyRules = Set(options.list("--only")) }
        let linter = Linter(rules: RuleCatalog.all)
        let unknown = configuration.unknownRuleIDs(among: linter.descriptions)
        if !unknown.isEmpty {
            throw UsageError(message: "unknown rule \(unknown.map { "'\($0)'" }.joined(separator: ", ")); 'iblint rules' lists them")
        }

        let workingDirectory = FileManager.default.currentDirectoryPath
        let discovery = FileDiscovery(workingDirectory: workingDirectory).discover(options.positional)
        var (inputs, readErrors) = Linter.read(discovery.files)

        let wantsFix = options.flag("--fix"), wantsDiff = options.flag("--diff")
        if options.flag("--unsafe-fixes") && !wantsFix && !wantsDiff {
            throw UsageError(message: "--unsafe-fixes goes with --fix or --diff")
        }
        if wantsFix || wantsDiff {
            let outcome = FixEngine.fix(inputs, using: linter, configuration: configuration, includeUnsafe: options.flag("--unsafe-fixes"))
            for problem in outcome.problems { printError("iblint: warning: \(problem)") }
            if wantsDiff {
                let original = Dictionary(inputs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
                var diff = ""
                for input in outcome.inputs where outcome.changedPaths.contains(input.path) {
                    diff += UnifiedDiff.diff(path: input.path, old: original[input.path] ?? [], new: input.bytes)
                }
                FileHandle.standardOutput.write(Data(diff.utf8))
                if !options.flag("--quiet") {
                    printError("iblint: \(FixSummary.describe(outcome, verb: "would fix"))")
                }
                for message in discovery.errors { printError("iblint: error: \(message)") }
                for message in readErrors { printError(message) }
                if !discovery.errors.isEmpty || !readErrors.isEmpty { return .failure }
                return outcome.changedPaths.isEmpty ? .clean : .findings
            }
            let written = FixWriter.write(outcome, originals: inputs, files: discovery.files)
            for message in written.errors { printError("iblint: error: \(message)") }
            readErrors += written.errors
            if !options.flag("--quiet") { printError("iblint: \(FixSummary.describe(outcome, verb: "fixed"))") }
            inputs = written.inputs
        }
        let result = linter.lint(inputs, configuration: configuration)
        let report = LintReport(diagnostics: result.diagnostics, rules: linter.descriptions,
                                workingDirectory: workingDirectory,
                                repositoryRoot: RepositoryRoot.find(from: workingDirectory),
                                fileCount: result.fileCount, absolutePaths: options.flag("--absolute-paths"))
        let text = Reporters.render(report, as: format)
        if let output = options.value("--output") {
            do {
                // A report often goes to a folder of its own (reports/iblint.sarif): create it.
                let path = FileDiscovery(workingDirectory: workingDirectory).absolutePath(output)
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try AtomicFile.write(text, to: path)
            } catch {
                printError("iblint: error: cannot write \(output): \(error.localizedDescription)")
                return .failure
            }
        } else if !text.isEmpty {
            FileHandle.standardOutput.write(Data(text.utf8))
        }

        for message in discovery.errors { printError("iblint: error: \(message)") }
        for message in readErrors { printError(message) }
        if discovery.errors.isEmpty && !discovery.hasLintableFiles {
            // Said even with --quiet: a hook or CI job pointed at the wrong folder must not pass unnoticed.
            let paths = options.positional.isEmpty ? [workingDirectory] : options.positional
            printError("iblint: note: found no .xib, .storyboard, .swift, .h or .m files under \(paths.joined(separator: ", ")); nothing to check")
        } else if !options.flag("--quiet") && !(format == .summary && options.value("--output") == nil) {
            // The summary format ends with the same totals on standard output.
            printError("iblint: \(summaryLine(result.diagnostics, files: result.fileCount))")
        }
        if !discovery.errors.isEmpty || !readErrors.isEmpty { return .failure }
        if let threshold, result.diagnostics.contains(where: { $0.severity >= threshold }) { return .findings }
        return .clean
    }

    static func summaryLine(_ diagnostics: [Diagnostic], files: Int) -> String {
        let counts = Dictionary(grouping: diagnostics, by: \.severity).mapValues(\.count)
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(counts[.error] ?? 0, "error")), \(plural(counts[.warning] ?? 0, "warning")), \(plural(counts[.note] ?? 0, "note")) in \(plural(files, "file"))"
    }
}

enum RulesCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(arguments, valueOptions: ["--format"], flagOptions: ["--help", "-h"])
        if options.flag("--help") || options.flag("-h") || !options.positional.isEmpty {
            if !options.positional.isEmpty { throw UsageError(message: "'iblint rules' takes no arguments") }
            print(Help.rules, terminator: "")
            return .clean
        }
        switch options.value("--format") ?? "text" {
        case "text": print(RuleDocumentation.table(RuleCatalog.descriptions), terminator: "")
        case "markdown": print(RuleDocumentation.markdownTable(RuleCatalog.descriptions), terminator: "")
        case let other: throw UsageError(message: "'iblint rules' formats are text and markdown, not '\(other)'")
        }
        return .clean
    }
}

enum ExplainCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(arguments, valueOptions: [], flagOptions: ["--help", "-h"])
        if options.flag("--help") || options.flag("-h") {
            print("USAGE: iblint explain RULE\n\nExplains a rule: why it matters, what happens at runtime, how to fix it, with examples.")
            return .clean
        }
        guard options.positional.count == 1, let id = options.positional.first else {
            throw UsageError(message: "'iblint explain' takes one rule id; 'iblint rules' lists them")
        }
        guard let rule = RuleCatalog.rule(withID: id) else {
            throw UsageError(message: "unknown rule '\(id)'; 'iblint rules' lists them")
        }
        print(RuleDocumentation.explain(rule), terminator: "")
        return .clean
    }
}

enum IndexCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(arguments, valueOptions: [], flagOptions: ["--json", "--help", "-h"])
        if options.flag("--help") || options.flag("-h") {
            print(Help.index, terminator: "")
            return .clean
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let discovery = FileDiscovery(workingDirectory: workingDirectory).discover(options.positional)
        let (inputs, readErrors) = Linter.read(discovery.files)
        var configuration = Configuration()
        try ConfigLoader.load(explicit: nil)?.apply(to: &configuration)
        let index = Linter.buildIndex(inputs, extraModules: configuration.extraModules)
        if options.flag("--json") {
            print(IndexDump.json(index).serialized())
        } else {
            let classCount = Set(index.classesByName.values.joined().map(\.location)).count
            print("\(index.documents.count) interface files (\(index.loadFailures.count) unreadable), \(index.swiftFiles.count) Swift files, \(index.objcFiles.count) Objective-C files, \(classCount) classes. Use --json for details.")
        }
        for message in discovery.errors { printError("iblint: error: \(message)") }
        for message in readErrors { printError(message) }
        return discovery.errors.isEmpty && readErrors.isEmpty ? .clean : .failure
    }
}

/// A configuration file that does not read: printed as `path:line: error: message`, exit 2.
struct ConfigError: Error {
    var description: String
}

/// Finds and reads `.iblint.yml` (or the file `--config` names).
enum ConfigLoader {
    static func load(explicit: String?) throws -> ConfigurationFile? {
        let path = explicit ?? ConfigurationFile.defaultName
        guard FileManager.default.fileExists(atPath: path) else {
            if let explicit { throw UsageError(message: "\(explicit): no such configuration file") }
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(message: "\(path): cannot read the configuration file")
        }
        do {
            return try ConfigurationFile.parse(String(decoding: data, as: UTF8.self), path: path)
        } catch let error as ConfigurationFile.ParseError {
            throw ConfigError(description: error.description)
        }
    }
}
