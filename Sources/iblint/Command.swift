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
        case "config": return try ConfigCommand.run(rest)
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
               iblint config [options]
               iblint version

        Run 'iblint <command> --help' for a command's options.

        """

    static let lint = """
        USAGE: iblint [lint] [PATH ...] [options] [--report-only FILE ...]

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
                              when present; see README for its keys; 'iblint config' prints them)
          --baseline FILE     leave out the findings FILE records (written by --write-baseline)
          --write-baseline FILE
                              record the current findings in FILE (with --baseline: only those still in
                              the old baseline, so it shrinks); reports what --baseline FILE then would
          --report-only FILE...
                              index and check everything as usual, but report (and fix) only findings in
                              these files or pointing at them; every path after it is one of them
          --fix               apply safe fixes, then report what remains
          --unsafe-fixes      with --fix or --diff: also apply fixes that may change behaviour
          --diff              print a unified diff of what --fix would change; write nothing
                              (exit 1 when there is something to fix)
          --absolute-paths    xcode format: absolute file paths (for Xcode build phases and build-tool plugins)
          --timings           print on standard error where the run's time went: each phase, parsing per
                              kind of file and each rule, and what the cache held
          --cache-dir DIR     keep what parsing made of each file in DIR between runs (default: the user's
                              cache folder, ~/.cache/iblint or ~/Library/Caches/iblint), so a run parses only
                              files that changed; every rule still runs over the whole project
          --no-cache          parse every file, and neither read nor write the cache
          --quiet             print nothing but the findings (no summary line on standard error)
          -h, --help          show this help

        EXIT CODES: 0 no finding at the --fail-on level, 1 findings at it, 2 usage error, unreadable file,
        configuration or baseline.

        """

    static let config = """
        USAGE: iblint config [--config FILE] [--enable RULES] [--disable RULES] [--only RULES] [--fail-on LEVEL]

        Prints the configuration iblint would lint with, from .iblint.yml (or --config FILE) and the
        command-line options, in .iblint.yml's own format: paste it back as the file.

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
        let workingDirectory = FileSystem.currentDirectory() ?? "."
        let discovery = FileDiscovery(workingDirectory: workingDirectory).discover(options.positional)
        let (inputs, readErrors) = Linter.read(discovery.files)
        var configuration = Configuration()
        try ConfigLoader.load(explicit: nil)?.file.apply(to: &configuration)
        let index = Linter.buildIndex(inputs, extraModules: configuration.extraModules, scope: discovery.scope)
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
