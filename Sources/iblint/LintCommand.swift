import Dispatch
#if canImport(Darwin)
import Foundation  // `Bundle`: part of the system on Apple platforms, so linking it costs nothing there
#endif
import IBLintCore
import IBLintEngine
import IBLintIndex
import IBLintReporters
import IBLintRules

enum LintCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(arguments,
                                       valueOptions: RunSettings.valueOptions.union(["--format", "--output", "--baseline", "--write-baseline", "--cache-dir"]),
                                       flagOptions: ["--quiet", "--help", "-h", "--fix", "--unsafe-fixes", "--diff", "--absolute-paths", "--timings",
                                                     "--no-cache"],
                                       collecting: "--report-only")
        if options.flag("--help") || options.flag("-h") {
            print(Help.lint, terminator: "")
            return .clean
        }
        let formatName = options.value("--format") ?? "xcode"
        guard let format = OutputFormat(rawValue: formatName) else {
            throw UsageError(message: "unknown format '\(formatName)'; use one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let wantsFix = options.flag("--fix"), wantsDiff = options.flag("--diff"), quiet = options.flag("--quiet")
        if options.flag("--unsafe-fixes") && !wantsFix && !wantsDiff {
            throw UsageError(message: "--unsafe-fixes goes with --fix or --diff")
        }
        let writeBaseline = options.value("--write-baseline")
        if writeBaseline != nil, options.collected != nil {
            throw UsageError(message: "--write-baseline records the whole project's findings; it does not go with --report-only")
        }
        if writeBaseline != nil, wantsDiff { throw UsageError(message: "--write-baseline does not go with --diff") }
        if options.flag("--no-cache"), options.value("--cache-dir") != nil { throw UsageError(message: "--no-cache does not go with --cache-dir") }

        let linter = Linter(rules: RuleCatalog.all)
        var settings = try RunSettings.load(options, rules: linter.descriptions)
        let workingDirectory = FileSystem.currentDirectory() ?? "."
        let files = FileDiscovery(workingDirectory: workingDirectory)
        let repositoryRoot = RepositoryRoot.find(from: workingDirectory)
        if let path = options.value("--baseline") {
            do {
                let baseline = try Baseline.read(from: files.absolutePath(path), path: path)
                settings.configuration.baseline = .init(baseline: baseline, workingDirectory: workingDirectory, repositoryRoot: repositoryRoot)
            } catch {
                throw ConfigError(description: error.description)
            }
        }
        if let reportOnly = options.collected {
            settings.configuration.reportScope = ReportScope(paths: reportOnly.map { files.displayPath(files.absolutePath($0)) })
        }
        let configuration = settings.configuration

        let timings = options.flag("--timings") ? Timings() : nil
        // The framework table every rule reads, built while the files are found and read.
        DispatchQueue.global().async { FrameworkCatalog.prepare() }
        // The cache's files are read meanwhile too: its folder depends only on the paths given, which exist
        // before they are walked (read after them, it was 3 ms of corona-warn-app's 88 ms pre-commit run).
        let cacheFolder = options.flag("--no-cache") ? nil
            : CacheSettings.folder(directory: options.value("--cache-dir").map(files.absolutePath), workingDirectory: workingDirectory,
                                   roots: files.roots(of: options.positional))
        // This build's identity, for the cache's files and the folder listings alike.
        let build = cacheFolder == nil ? "" : SummaryCache.buildIdentity(executable: CacheSettings.executablePath())
        let cacheLoad = cacheFolder.map { folder in
            BackgroundWork {
                let open = { CacheSettings.open(folder: folder, build: build, configuration: configuration) }
                return timings?.phase("cache load (while finding files)", open) ?? open()
            }
        }
        // What the last run found in each folder, kept in the cache's folder: a folder not changed since is
        // not listed again (see `FolderListings`).
        let listingsFile = cacheFolder.map { FileSystem.path($0, appending: FolderListings.fileName) }
        let listingsIdentity = FolderListings.identity(build: build)
        let discover = { () -> (FileDiscovery.Result, FolderListings.Loaded?) in
            let kept = listingsFile.map { FolderListings.load(from: $0, identity: listingsIdentity) }
            return (files.discover(options.positional, reusing: kept.map { $0.listings ?? FolderListings() }), kept)
        }
        let discovered = timings?.phase("discover", discover) ?? discover()
        var discovery = discovered.0
        let keptListings = discovered.1
        // Written meanwhile when they changed (a lost or damaged file only makes the next run list every folder).
        let listingsWrite = listingsFile.flatMap { path in
            discovery.listingsChanged ? BackgroundWork { [listings = discovery.listings] in
                Result { try listings.write(to: path, identity: listingsIdentity) }
            } : nil
        }
        discovery.listings = FolderListings()
        if let timings {
            var line = "folders listed: \(discovery.foldersListed), taken from the last run's listings: \(discovery.foldersReused)"
            if case .discarded(let reason) = keptListings { line += "; the kept listings were not used: \(reason)" }
            timings.note(line)
        }
        func waitForCache() -> SummaryCache? {
            cacheLoad.map { load in timings?.phase("cache load (waited for)") { load.value } ?? load.value }
        }
        // A `--report-only` run that fixes nothing waits for the cache before reading: the files it trusts
        // unchanged are not read unless something asks for their bytes (`Linter.read(_:trusting:)`). A run
        // that reports every file reads every file's suppression comments anyway (they are read on every
        // core at once, before the rules, rather than one by one as rules ask), and fixing reads every file,
        // as a fix is written over what was read.
        let fixing = wantsFix || wantsDiff
        let trusting = !fixing && configuration.reportScope != nil
        let trustedCache = trusting ? waitForCache() : nil
        let deferredReads = DeferredReads()
        // A run that fixes nothing lets each interface file's and source's bytes go once parsed (read
        // again for the files it reports findings in): the text of every file no longer adds to its peak.
        let read = { Linter.read(discovery.files, trusting: trustedCache, releasable: !fixing, deferredReads: deferredReads) }
        var (inputs, readErrors) = timings?.phase("read", read) ?? read()

        if fixing {
            let outcome = FixEngine.fix(inputs, using: linter, configuration: configuration, includeUnsafe: options.flag("--unsafe-fixes"),
                                         scope: discovery.scope)
            for problem in outcome.problems { printError("iblint: warning: \(problem)") }
            if wantsDiff {
                let original = Dictionary(inputs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
                var diff = ""
                for input in outcome.inputs where outcome.changedPaths.contains(input.path) {
                    diff += UnifiedDiff.diff(path: input.path, old: original[input.path] ?? [], new: input.bytes)
                }
                FileSystem.write(Array(diff.utf8), to: FileSystem.standardOutput)
                if !quiet { printError("iblint: \(FixSummary.describe(outcome, verb: "would fix"))") }
                for message in discovery.errors { printError("iblint: error: \(message)") }
                for message in readErrors { printError(message) }
                if !discovery.errors.isEmpty || !readErrors.isEmpty { return .failure }
                return outcome.changedPaths.isEmpty ? .clean : .findings
            }
            let written = FixWriter.write(outcome, originals: inputs, files: discovery.files)
            for message in written.errors { printError("iblint: error: \(message)") }
            readErrors += written.errors
            if !quiet { printError("iblint: \(FixSummary.describe(outcome, verb: "fixed"))") }
            inputs = written.inputs
        }
        // Waited for once: before reading when trusting, else now (while it loaded, the files were read).
        let cache = trusting ? trustedCache : waitForCache()
        // The files found are read (and fixed): their absolute paths are let go before the run, which keeps
        // everything else it holds to the end (1 MB on corona-warn-app).
        let hasLintableFiles = discovery.hasLintableFiles
        discovery.files = []
        // The inputs are handed over (`consume`): what only they hold is let go during the run.
        var result = linter.lint(consume inputs, configuration: configuration, scope: discovery.scope, timings: timings, cache: cache)
        KeptUntilExit.keep(result.index)
        if let cache {
            // Written as soon as parsing was done (see `CacheSettings.open`).
            if let error = cache.saveError, options.value("--cache-dir") != nil {
                // Asked for by name, a cache that cannot be written is worth a line; the default one is not.
                printError("iblint: warning: cannot write the cache \(cache.path): \(FileSystem.reason(error))")
            }
            if let timings { timings.note(CacheSettings.describe(cache)) }
        }
        // The listings are in the cache's folder: said only when the cache's own files were written.
        if case .failure(let error) = listingsWrite?.value, options.value("--cache-dir") != nil, cache?.saveError == nil, let listingsFile {
            printError("iblint: warning: cannot write the cache \(listingsFile): \(FileSystem.reason(error))")
        }
        // Counted once the report is written (the report reads the files it quotes lines of).
        func noteDeferredReads() {
            guard let timings else { return }
            if deferredReads.deferred > 0 {
                timings.note("files the cache trusted unchanged, not read: \(deferredReads.deferred), of which read later: \(deferredReads.read)")
            }
            if deferredReads.released > 0 {
                timings.note("files let go once parsed: \(deferredReads.released), of which read again: \(deferredReads.readAgain)")
            }
        }
        let reportStart = DispatchTime.now().uptimeNanoseconds

        var notes: [String] = []
        if let writeBaseline {
            // With --baseline, only what the old baseline still matches is kept: a baseline only shrinks.
            let keying = Baseline.Keying(anchors: FindingAnchors(index: result.index), workingDirectory: workingDirectory,
                                         repositoryRoot: repositoryRoot)
            let recorded = Baseline(recording: configuration.baseline == nil ? result.diagnostics : result.baselined, keying: keying)
            do {
                try AtomicFile.write(recorded.serialized(), to: files.absolutePath(writeBaseline))
            } catch {
                printError("iblint: error: cannot write \(writeBaseline): \(FileSystem.reason(error))")
                return .failure
            }
            notes.append("wrote \(plural(recorded.findingCount, "finding")) to \(writeBaseline)")
            if configuration.baseline == nil { result.diagnostics = [] }
        } else if let path = options.value("--baseline") {
            let fixed = result.fixedSinceBaseline.values.reduce(0, +)
            if fixed > 0 {
                notes.append("\(plural(fixed, "finding")) in \(path) \(fixed == 1 ? "is" : "are") fixed; shrink it with --baseline \(path) --write-baseline \(path)")
            }
        }

        let report = LintReport(diagnostics: result.diagnostics, rules: linter.descriptions,
                                workingDirectory: workingDirectory, repositoryRoot: repositoryRoot,
                                fileCount: result.fileCount, absolutePaths: options.flag("--absolute-paths"),
                                notes: result.notes.map { ReportNote($0.message, path: $0.path) })
        // Written while it is serialized (`Reporters.write`): a report is not held whole.
        if let output = options.value("--output") {
            do {
                // A report often goes to a folder of its own (reports/iblint.sarif): create it.
                let path = files.absolutePath(output)
                try FileSystem.createDirectory(FileSystem.parent(of: path))
                try AtomicFile.write(to: path) { write in Reporters.write(report, as: format, to: write) }
            } catch {
                printError("iblint: error: cannot write \(output): \(FileSystem.reason(error))")
                return .failure
            }
        } else {
            Reporters.write(report, as: format) { FileSystem.write($0, to: FileSystem.standardOutput) }
        }

        if let timings {
            timings.record(phase: "report", seconds: Double(DispatchTime.now().uptimeNanoseconds &- reportStart) / 1_000_000_000)
            noteDeferredReads()
            printError(timings.rendered())
        }
        for path in deferredReads.changed {
            // Its summary came from the cache, or from bytes let go once parsed, and the bytes read later were
            // not those the summary was made of.
            printError("iblint: warning: \(path) changed while iblint ran; findings in it may point at the wrong lines: run iblint again")
        }
        for message in discovery.errors { printError("iblint: error: \(message)") }
        for message in readErrors { printError(message) }
        if discovery.errors.isEmpty && !hasLintableFiles {
            // Said even with --quiet: a hook or CI job pointed at the wrong folder must not pass unnoticed.
            let paths = options.positional.isEmpty ? [workingDirectory] : options.positional
            printError("iblint: note: found no .xib, .storyboard, .swift, .h or .m files under \(paths.joined(separator: ", ")); nothing to check")
        } else if !quiet {
            // The summary format ends with the same totals on standard output.
            if !(format == .summary && options.value("--output") == nil) {
                var line = summaryLine(result.diagnostics, files: result.fileCount)
                if configuration.baseline != nil { line += " (\(result.baselined.count) more in the baseline)" }
                printError("iblint: \(line)")
            }
            for note in notes { printError("iblint: \(note)") }
        }
        if !discovery.errors.isEmpty || !readErrors.isEmpty { return .failure }
        if let threshold = settings.threshold, result.diagnostics.contains(where: { $0.severity >= threshold }) { return .findings }
        return .clean
    }

    static func summaryLine(_ diagnostics: [Diagnostic], files: Int) -> String {
        let counts = Dictionary(grouping: diagnostics, by: \.severity).mapValues(\.count)
        return "\(plural(counts[.error] ?? 0, "error")), \(plural(counts[.warning] ?? 0, "warning")), \(plural(counts[.note] ?? 0, "note")) in \(plural(files, "file"))"
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}

/// Where the summary cache lives and what it is valid for.
enum CacheSettings {
    /// The project's cache folder in `directory` (by default the user's cache folder; `nil` without one), which
    /// holds the summary cache's files and discovery's folder listings.
    static func folder(directory: String?, workingDirectory: String, roots: [String]) -> String? {
        guard let directory = directory ?? SummaryCache.defaultDirectory() else { return nil }
        return SummaryCache.path(in: directory, workingDirectory: workingDirectory, roots: roots)
    }

    /// The summary cache in `folder`, for this build (`SummaryCache.buildIdentity`) and configuration.
    static func open(folder: String, build: String, configuration: Configuration) -> SummaryCache {
        SummaryCache(path: folder, identity: SummaryCache.identity(build: build, configuration: configuration), saveWhenParsed: true)
    }

    /// The running executable (for telling builds apart).
    static func executablePath() -> String? {
        #if os(Linux)
        if let resolved = FileSystem.destinationOfSymbolicLink("/proc/self/exe") { return resolved }
        #endif
        #if !canImport(Darwin)
        // Without /proc: the path it was started by, when that is one (a bare name was found on PATH, not
        // here); unknown otherwise, and then the cache is not shared between runs (`SummaryCache.identity`).
        guard let started = CommandLine.arguments.first, started.contains("/") else { return nil }
        return FileDiscovery(workingDirectory: FileSystem.currentDirectory() ?? ".").absolutePath(started)
        #else
        return Bundle.main.executablePath
        #endif
    }

    static func describe(_ cache: SummaryCache) -> String {
        let counts = cache.statistics
        var line = "cache \(cache.path): \(counts.hits) files from the cache, \(counts.misses) parsed"
        if counts.rejected > 0 { line += ", \(counts.rejected) entries that did not decode (parsed again)" }
        if let discarded = cache.discarded {
            line += cache.discardedFiles == 1 ? "; a cache file was not used: \(discarded)"
                : "; \(cache.discardedFiles) cache files were not used: \(discarded)"
        }
        return line
    }
}

/// What the run built, kept until the process exits: freeing the index and the files' bytes one
/// object at a time took a few percent of a run, and the operating system takes it back at once.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []
    static func keep(_ values: Any...) { kept += values }
}
