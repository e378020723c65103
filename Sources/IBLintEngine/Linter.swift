import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IBLintCore
import IBLintIndex
import IBLintObjC
import IBLintRuleAPI
import IBLintSwift
import IBLintXML

/// One input file's bytes, as read from disk or written in a test.
public struct InputFile: Sendable {
    public var path: String
    /// The bytes, read, or to be read when first asked for (a file the summary cache trusts unchanged).
    public var contents: FileContents
    public var kind: InputKind
    public var isVendored: Bool
    /// When the file was last modified, as read (`nil` for files made in memory, which are never cached).
    public var modificationTime: FileTime?
    /// What else the file system said of the file (status-change time, inode), for the summary cache.
    public var identity: FileIdentity?

    public init(path: String, bytes: [UInt8], kind: InputKind, isVendored: Bool = false, modificationTime: FileTime? = nil,
                identity: FileIdentity? = nil) {
        self.init(path: path, contents: FileContents(bytes), kind: kind, isVendored: isVendored, modificationTime: modificationTime,
                  identity: identity)
    }

    public init(path: String, contents: FileContents, kind: InputKind, isVendored: Bool = false, modificationTime: FileTime? = nil,
                identity: FileIdentity? = nil) {
        self.path = path
        self.contents = contents
        self.kind = kind
        self.isVendored = isVendored
        self.modificationTime = modificationTime
        self.identity = identity
    }

    /// The bytes (read now when they were deferred); set, they replace the contents.
    public var bytes: [UInt8] {
        get { contents.bytes }
        set { contents = FileContents(newValue) }
    }

    /// An in-memory file; its kind comes from its extension (`nil` when iblint does not read such files).
    public init?(path: String, text: String) {
        guard let kind = InputKind(path: path) else { return nil }
        self.init(path: path, bytes: Array(text.utf8), kind: kind, isVendored: false)
    }
}

/// What the user asked to scan: the paths given (as iblint reports paths) and the symbolic links the
/// scan did not follow. A file a target lists outside the roots was not scanned; inside them and not
/// found (and not behind a link), the checkout lacks it.
public struct ScanScope: Sendable, Hashable {
    public var roots: [String]
    public var symbolicLinks: [String]

    public init(roots: [String], symbolicLinks: [String] = []) {
        self.roots = roots
        self.symbolicLinks = symbolicLinks
    }

    /// The working directory, whole.
    public static let workingDirectory = ScanScope(roots: ["."])
}

/// The outcome of linting a set of files.
public struct LintResult: Sendable {
    /// Findings in report order.
    public var diagnostics: [Diagnostic]
    public var index: ProjectIndex
    /// Interface, Swift and Objective-C files linted.
    public var fileCount: Int
    /// What limited the checks (no project description found, files the checkout lacks).
    public var notes: [RunNote] = []
    /// Findings the configuration's baseline knew, left out of `diagnostics` (report order).
    public var baselined: [Diagnostic] = []
    /// What the baseline holds that no finding matched any more (fixed since), for rules that ran
    /// and files that were linted.
    public var fixedSinceBaseline: [Baseline.Key: Int] = [:]
}

/// The pipeline: read → parse in parallel → index → rules → filter and sort. The engine is handed the
/// rules it runs (the CLI passes `RuleCatalog.all`); it knows none of them by name.
public struct Linter: Sendable {
    /// Every rule this linter knows, enabled or not; the configuration picks which run.
    public let rules: [any Rule.Type]

    public init(rules: [any Rule.Type]) {
        self.rules = rules
    }

    /// The descriptions of `rules`, in the order given.
    public var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// Reads discovered files in parallel. Files that cannot be read come back as error sentences.
    ///
    /// With `trusting`, a file the cache trusts unchanged without reading it (`SummaryCache.trustedRecord`:
    /// its size, modification and status-change times, inode and device as recorded, recorded long enough
    /// after its last change) is not read: its bytes are read when first asked for (`FileContents`), and
    /// `deferredReads` counts them and names any found changed by then. A run that reports in a few files
    /// reads a few of thousands.
    ///
    /// `releasable`: the bytes of the interface files and sources read may be let go once parsed
    /// (`FileContents.release`, which `lint` does unless a file holds a suppression comment), and are read
    /// again if asked for, checked against what was parsed; `deferredReads` counts those too. Not for
    /// runs that fix: a fix is written over the bytes read.
    public static func read(_ files: [DiscoveredFile], trusting cache: SummaryCache? = nil, releasable: Bool = false,
                            deferredReads: DeferredReads = DeferredReads()) -> (inputs: [InputFile], errors: [String]) {
        let results: [Result<InputFile, ReadError>] = files.parallelMap { file in
            // Of asset files only the names matter, and the text of catalog groups' Contents.json.
            if file.kind == .asset, !AssetCatalogIndex.readsContents(ofPath: file.displayPath) {
                return .success(InputFile(path: file.displayPath, bytes: [], kind: .asset, isVendored: file.isVendored))
            }
            if let cache, let trusted = trustedUnread(file, cache: cache, reads: deferredReads) { return .success(trusted) }
            guard let (bytes, time, identity) = readFile(file.absolutePath) else {
                return .failure(ReadError(message: "\(file.displayPath): error: cannot read file: \(unreadableReason(file.absolutePath))"))
            }
            let absolutePath = file.absolutePath
            let contents = releasable && (file.kind == .interface || file.kind == .swift || file.kind == .objc)
                ? FileContents(readBytes: bytes, path: file.displayPath, reads: deferredReads) { readFile(absolutePath)?.bytes }
                : FileContents(bytes)
            return .success(InputFile(path: file.displayPath, contents: contents, kind: file.kind, isVendored: file.isVendored,
                                      modificationTime: time, identity: identity))
        }
        var inputs: [InputFile] = [], errors: [String] = []
        for result in results {
            switch result {
            case .success(let input): inputs.append(input)
            case .failure(let error): errors.append(error.message)
            }
        }
        return (inputs, errors)
    }

    struct ReadError: Error { var message: String }

    /// `file` with its bytes deferred, when `cache` trusts it unchanged by what `stat` says of it.
    static func trustedUnread(_ file: DiscoveredFile, cache: SummaryCache, reads: DeferredReads) -> InputFile? {
        guard let recorded = cache.trustedRecord(path: file.displayPath, kind: file.kind) else { return nil }
        var info = stat()
        guard stat(file.absolutePath, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size), time = FileTime(info), identity = FileIdentity(info)
        guard size == recorded.size, time == recorded.time, identity == recorded.identity else { return nil }
        reads.noteDeferred()
        let absolutePath = file.absolutePath
        let contents = FileContents(deferredPath: file.displayPath, count: size, hash: recorded.hash, reads: reads) {
            readFile(absolutePath)?.bytes
        }
        return InputFile(path: file.displayPath, contents: contents, kind: file.kind, isVendored: file.isVendored, modificationTime: time,
                         identity: identity)
    }

    /// A file's bytes and, from the same open file, its modification time; `nil` when it cannot be read.
    static func readFile(_ path: String) -> (bytes: [UInt8], time: FileTime, identity: FileIdentity)? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= ByteRange.maximumOffset else { return nil }
        // One byte more than the size, so that the end shows as a short read without growing the array:
        // a read that stops at exactly the size `fstat` gave is the end, and no second read is made to
        // see it answer 0 (one system call less per file). A file that grew since `fstat`, or a read
        // that stopped short of the size, is read on until a read answers 0. The array is not filled
        // with zeros first (the reads fill it): that was a pass over every byte a run reads.
        let size = max(Int(info.st_size), 0)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            var count = 0
            while count < buffer.count {
                let result = FileSystem.read(descriptor, into: buffer.baseAddress! + count, count: buffer.count - count)
                if result < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    break
                }
                if result == 0 { break }
                count += result
                if count == size { break }
            }
            initialized = count
        }
        guard !failed else { return nil }
        // It grew: read on until the end.
        if bytes.count == size + 1, !FileSystem.readToEnd(descriptor, appendingTo: &bytes, limit: ByteRange.maximumOffset) {
            return nil
        }
        return (bytes, FileTime(info), FileIdentity(info))
    }

    /// Why a file discovery listed cannot be read, in words a person can act on.
    static func unreadableReason(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor < 0 else {
            defer { close(descriptor) }
            var info = stat()
            if fstat(descriptor, &info) == 0, Int(info.st_size) > ByteRange.maximumOffset {
                return "it is larger than 2 GB, the largest file iblint reads"
            }
            return "reading it failed"
        }
        switch errno {
        case ENOENT: return "it was deleted or moved after iblint found it"
        case EACCES, EPERM: return "permission denied"
        case let code: return String(cString: strerror(code)).lowercased()
        }
    }

    /// One input after parsing.
    enum Parsed: Sendable {
        case interface(IBDocument)
        case swift(SwiftFileSummary)
        case objc(ObjCFileSummary)
        case failure(InterfaceLoadFailure)
        case project(ProjectFile)
        /// Nothing for the index (an asset file's entry goes to the asset catalogs' index, made from the
        /// inputs while they are parsed, in `buildIndex`).
        case ignored
    }

    /// Parses every input in parallel and builds the project index. With a cache, files it holds
    /// unchanged are decoded instead of parsed, and the cache is told what to keep for the next run
    /// (written by `SummaryCache.save`). `reportsEveryFile`: whether the rules may report in any file. A
    /// cached Swift summary leaves its closure contexts and code scopes undecoded until a rule asks
    /// (`SwiftFileSummary.decodeScopeFacts`); a run that reports a few files asks for a few files', one
    /// that reports every file asks for all of them, and they are decoded here, on every core, rather than
    /// one file after another inside closure-strong-self.
    public static func buildIndex(_ inputs: [InputFile], extraModules: Set<String> = [], scope: ScanScope = .workingDirectory,
                                  reportsEveryFile: Bool = true, timings: Timings? = nil, cache: SummaryCache? = nil) -> ProjectIndex {
        buildIndex(inputs, extraModules: extraModules, scope: scope, reportsEveryFile: reportsEveryFile, timings: timings, cache: cache,
                   modelWhileParsing: true)
    }

    /// `modelWhileParsing: false`: the project model is made after parsing, by the index builder (tests
    /// compare the two).
    static func buildIndex(_ inputs: [InputFile], extraModules: Set<String> = [], scope: ScanScope = .workingDirectory,
                           reportsEveryFile: Bool = true, timings: Timings? = nil, cache: SummaryCache? = nil,
                           modelWhileParsing: Bool) -> ProjectIndex {
        var inputs = inputs
        return buildIndex(&inputs, releasingProjectTexts: false, extraModules: extraModules, scope: scope,
                          reportsEveryFile: reportsEveryFile, timings: timings, cache: cache, modelWhileParsing: modelWhileParsing)
    }

    /// `releasingProjectTexts`: the Xcode projects' and other descriptions' texts are let go as soon as every
    /// input is parsed, before the index is built (the index holds what was read from them, not their text;
    /// corona-warn-app's project is 1.2 MB, and kept until the index was built it was part of the run's
    /// peak). `inputs` are then the same but for those texts.
    static func buildIndex(_ inputs: inout [InputFile], releasingProjectTexts: Bool, extraModules: Set<String> = [],
                           scope: ScanScope = .workingDirectory, reportsEveryFile: Bool = true, timings: Timings? = nil,
                           cache: SummaryCache? = nil, modelWhileParsing: Bool = true) -> ProjectIndex {
        var builder = ProjectIndexBuilder()
        builder.addModules(extraModules)
        builder.setScanRoots(scope.roots)
        builder.markSymbolicLinks(scope.symbolicLinks)
        builder.markVendored(Set(inputs.filter(\.isVendored).map(\.path)))
        // The project's descriptions are parsed first, and the project model is made as soon as the last is
        // (by the core that parsed it, while the other goes on parsing): made after every file, it was a
        // serial stretch with a core idle.
        let descriptions = ProjectDescriptionsSoFar(builder: builder, inputs: inputs)
        // The asset catalogs' index, from the asset files' paths (and their groups' Contents.json), is made
        // here, while the other inputs are parsed (parsing an asset file gives nothing more): made with the
        // index, after parsing, it ran with the other core idle (GoMap: 22 M instructions, a twelfth of a
        // pre-commit run).
        let assetEntries = inputs.compactMap { $0.kind == .asset ? AssetCatalogIndex.Entry(path: $0.path, contents: $0.bytes) : nil }
        let assets = ResultSlot<AssetCatalogIndex>(), assetsMade = DispatchGroup()
        DispatchQueue.global().async(group: assetsMade) { assets.set(AssetCatalogIndex(entries: assetEntries)) }
        let parseStart = DispatchTime.now().uptimeNanoseconds
        // Parsed from a copy of the inputs that ends with parsing, so that letting texts go then frees them.
        func parseAll(_ inputs: [InputFile]) -> [(parsed: Parsed, record: SummaryCache.Record?, hit: Bool, miss: Bool)] {
            descriptions.parsingOrder.parallelMap { position in
                let input = inputs[position]
                let start = timings == nil ? 0 : DispatchTime.now().uptimeNanoseconds
                var outcome: (parsed: Parsed, record: SummaryCache.Record?, hit: Bool, miss: Bool)
                var hash: UInt64?
                switch cache?.lookUp(input) ?? .notCached {
                case .hit(let parsed, let record):
                    if reportsEveryFile, case .swift(let summary) = parsed { summary.decodeScopeFacts() }
                    outcome = (parsed, record, true, false)
                    hash = record.hash
                case .miss(let known):
                    let parsed = parse(input)
                    let (small, bodyFacts) = keptSmall(parsed)
                    outcome = (small, cache?.record(input, hash: known, parsed: parsed, bodyFactsSection: bodyFacts), false, true)
                    hash = known
                case .notCached: outcome = (keptSmall(parse(input)).parsed, nil, false, false)
                }
                release(input, hash: hash)
                timings?.add(outcome.hit ? "decode \(input.kind.rawValue) (cached)" : "parse \(input.kind.rawValue)",
                             seconds: Timings.seconds(since: start))
                if descriptions.isDescription(position) { descriptions.parsed(position, outcome.parsed, timings: timings) }
                return outcome
            }
        }
        var permuted = parseAll(inputs)
        if releasingProjectTexts {
            for position in inputs.indices where inputs[position].kind == .projectFile && inputs[position].contents.count > 0 {
                inputs[position].bytes = []
            }
        }
        // Back in input order: where each input's outcome is in `permuted`.
        var slots = [Int](repeating: 0, count: inputs.count)
        for (slot, position) in descriptions.parsingOrder.enumerated() { slots[position] = slot }
        timings?.record(phase: "parse", seconds: Timings.seconds(since: parseStart))
        // The cache is written (when it saves as soon as parsing is done) while the index is built, and
        // finished before the rules run.
        let saving = DispatchGroup()
        if let cache {
            let records = slots.compactMap { permuted[$0].record }, hits = permuted.count { $0.hit }, misses = permuted.count { $0.miss }
            DispatchQueue.global().async(group: saving) {
                timings?.phase("cache save (while indexing)") { cache.finish(records: records, hits: hits, misses: misses) }
                    ?? cache.finish(records: records, hits: hits, misses: misses)
            }
        }
        let indexStart = DispatchTime.now().uptimeNanoseconds
        defer {
            saving.wait()
            timings?.record(phase: "index", seconds: Timings.seconds(since: indexStart))
        }
        // Each outcome is moved out of `permuted` into the builder, in input order, and checked against its
        // input on the way (`ScannedPathCheck`). They were copied into an array first, then again into the
        // builder, and released from `permuted` (a document's copy was then a retain of each of its
        // references, a summary's of its storage): with `parallelMap`'s copy of every result, a serial
        // stretch of 80 ms at scale 10 with the other core idle, 20 ms now.
        var check = ScannedPathCheck(descriptions: descriptions)
        for position in inputs.indices {
            var parsed = Parsed.ignored
            swap(&parsed, &permuted[slots[position]].parsed)
            let input = (kind: inputs[position].kind, path: inputs[position].path)
            switch consume parsed {
            case .interface(let document):
                check.note(input, position, .interface, path: document.path)
                builder.add(document)
            case .swift(let summary):
                check.note(input, position, .swift, path: summary.file.path)
                builder.add(summary)
            case .objc(let summary):
                check.note(input, position, .objc, path: summary.file.path)
                builder.add(summary)
            case .failure(let failure):
                check.note(input, position, .failure, path: failure.error.path)
                builder.add(failure)
            case .project(let description):
                check.note(input, position, .project, path: nil)
                builder.add(description)
            case .ignored:
                check.note(input, position, .other, path: nil)
            }
        }
        if modelWhileParsing, let model = descriptions.model, check.holdsScannedPathsExactly {
            builder.setProjectModel(model)
        }
        assetsMade.wait()
        builder.setAssets(assets.value)
        // The outcomes (each cache record's encoded summary with them) and the descriptions' tables (every
        // scanned path, the builder they copied) are freed on another thread.
        releaseElsewhere((permuted, descriptions, check, slots))
        return builder.build()
    }

    /// The project's descriptions (Xcode projects, manifests, `.gitignore`s) while the inputs are parsed:
    /// they are parsed first (`parsingOrder`), and the core that parses the last of them makes the project
    /// model (`ProjectIndexBuilder.projectModel`) for the interface files and source code the index will
    /// hold (`scannedPaths`), while the other cores go on parsing.
    final class ProjectDescriptionsSoFar: @unchecked Sendable {
        /// Input positions, the descriptions first (each group in input order).
        let parsingOrder: [Int]
        /// The paths of the inputs the index will hold as interface files, Swift or Objective-C (a Tuist
        /// manifest is a `.swift` file that is a description), in input order: made into the set the model
        /// is given by the core that makes the model, while the others parse (hashing every path before
        /// parsing began was a serial stretch: 1.8 M instructions at scale 1, 18 M at scale 10).
        let scannedPaths: [String]
        private let isDescriptionInput: [Bool]
        private let lock = Lock()
        private var remaining: Int
        private var files: [(position: Int, file: ProjectFile)] = []
        private var builder: ProjectIndexBuilder
        private var made: ProjectModel?

        init(builder: ProjectIndexBuilder, inputs: [InputFile]) {
            self.builder = builder
            let isDescription = inputs.map { input in
                input.kind == .projectFile || (input.kind == .swift && TuistManifest.isManifest(path: input.path, bytes: input.bytes))
            }
            isDescriptionInput = isDescription
            parsingOrder = inputs.indices.filter { isDescription[$0] } + inputs.indices.filter { !isDescription[$0] }
            scannedPaths = inputs.indices.filter { position in
                switch inputs[position].kind {
                case .interface, .swift, .objc: return !isDescription[position]
                case .projectFile, .asset: return false
                }
            }.map { inputs[$0].path }
            remaining = isDescription.count { $0 }
        }

        func isDescription(_ position: Int) -> Bool { isDescriptionInput[position] }

        /// Notes what a description input parsed to; the last one makes the model.
        func parsed(_ position: Int, _ parsed: Parsed, timings: Timings?) {
            lock.lock()
            if case .project(let file) = parsed { files.append((position, file)) }
            remaining -= 1
            let isLast = remaining == 0
            lock.unlock()
            guard isLast else { return }
            // Every description is in: added in input order, as the index builder adds them.
            for (_, file) in files.sorted(by: { $0.position < $1.position }) { builder.add(file) }
            let make = { self.builder.projectModel(scannedPaths: Set(self.scannedPaths)) }
            let model = timings?.phase("project model (while parsing)", make) ?? make()
            lock.lock()
            made = model
            lock.unlock()
        }

        /// The model, once every description was parsed (read after parsing is done).
        var model: ProjectModel? {
            lock.lock()
            defer { lock.unlock() }
            return made
        }
    }

    /// Whether the index will hold exactly the project model's `scannedPaths` (`ProjectDescriptionsSoFar`): each
    /// interface input parsed into a document or a load failure of its path, each Swift input but the
    /// descriptions into a summary of its path, each Objective-C input likewise. Told input by input as the
    /// outcomes go into the builder (no path hashed; a guess is never trusted).
    struct ScannedPathCheck {
        enum Outcome { case interface, failure, swift, objc, project, other }
        let descriptions: ProjectDescriptionsSoFar
        private(set) var holdsScannedPathsExactly = true

        init(descriptions: ProjectDescriptionsSoFar) { self.descriptions = descriptions }

        /// Notes what the input at `position` parsed to (`path`: the path the outcome names, if any).
        mutating func note(_ input: (kind: InputKind, path: String), _ position: Int, _ outcome: Outcome, path: String?) {
            guard holdsScannedPathsExactly else { return }
            switch (input.kind, outcome) {
            case (.interface, .interface), (.interface, .failure), (.objc, .objc):
                if path != input.path { holdsScannedPathsExactly = false }
            case (.swift, .swift):
                if descriptions.isDescription(position) || path != input.path { holdsScannedPathsExactly = false }
            case (.swift, .project):
                if !descriptions.isDescription(position) { holdsScannedPathsExactly = false }
            case (.projectFile, _), (.asset, _):
                break
            default:
                holdsScannedPathsExactly = false
            }
        }
    }

    /// What a file parsed now keeps for the run: a Swift summary's body facts encoded, as one read from the
    /// cache keeps them (`SwiftFileSummary.keepBodyFactsEncoded()`), and those encoded facts (for the cache's
    /// entry: encoding them again for it was 87 M instructions of corona-warn-app's first run).
    /// Lets go of an interface file's or source's bytes once parsed, when they were read to be
    /// (`read(releasable:)`) and no suppression comment may be in them (`lint` reads the comments from the
    /// bytes): what was parsed is kept, and the text is read again only for a file a finding is reported
    /// in or a rule searches. `hash`: the bytes' content hash, when the cache computed it.
    private static func release(_ input: InputFile, hash: UInt64?) {
        guard input.contents.isReleasable else { return }
        switch input.kind {
        case .interface: break
        // A vendored file's comments are never read (`lint`): it is not searched for one.
        case .swift, .objc: if !input.isVendored, Suppressions.mayContain(input.bytes) { return }
        case .projectFile, .asset: return
        }
        input.contents.release(hash: hash)
    }

    private static func keptSmall(_ parsed: Parsed) -> (parsed: Parsed, bodyFactsSection: [UInt8]?) {
        guard case .swift(var summary) = parsed else { return (parsed, nil) }
        let section = summary.keepBodyFactsEncoded()
        return (.swift(summary), section)
    }

    private static func parse(_ input: InputFile) -> Parsed {
            switch input.kind {
            case .interface:
                switch IBDocumentLoader.load(path: input.path, contents: input.contents) {
                case .success(let document): return .interface(document)
                case .failure(let error):
                    return .failure(InterfaceLoadFailure(error, file: SourceFile(path: input.path, contents: input.contents)))
                }
            case .swift:
                if TuistManifest.isManifest(path: input.path, bytes: input.bytes) {
                    return .project(.tuist(TuistManifest(path: input.path, bytes: input.bytes)))
                }
                // Line tables made the first time a line is asked, as for a file read from the cache: the
                // scanners read bytes, and a run reports in few files (classes and members keep their places
                // without lines: `LazyLocation`).
                return .swift(SwiftScanner.scan(SourceFile.deferringLines(path: input.path, contents: input.contents)))
            case .objc:
                return .objc(ObjCScanner.scan(SourceFile.deferringLines(path: input.path, contents: input.contents)))
            case .projectFile:
                return ProjectFile.read(path: input.path, bytes: input.bytes).map(Parsed.project) ?? .ignored
            case .asset:
                // Its entry is made for the asset catalogs' index as parsing starts (`buildIndex`).
                return .ignored
            }
    }

    /// Runs the enabled rules over an index.
    public func run(on index: ProjectIndex, configuration: Configuration,
                    reportable: @Sendable (String) -> Bool = { _ in true }, timings: Timings? = nil) -> [Diagnostic] {
        let rules = self.rules.filter { configuration.isEnabled($0.description) }
        let tablesStart = DispatchTime.now().uptimeNanoseconds
        let reportLinks = Self.reportedFile(configuration.reportScope).map {
            ReportLinks(index: index, covers: $0, coversASCIIPathsCheaply: configuration.reportScope?.coversASCIIPathsCheaply ?? false)
        }
        // Tables several rules read, made first, at the same time, so that no rule waits for another to
        // make one (in a run that reports a few files, those it still reads whole, and the report scope's
        // links to interface files, which most rules ask for).
        var tables: Set<ProjectIndex.SharedTable> = rules.reduce(into: []) { $0.formUnion($1.sharedTables) }
        if reportLinks != nil { tables = tables.filter(\.isMadeForReportedFiles) }
        let links = rules.contains { $0.asksWhichFindingsMayBeReported } ? reportLinks : nil
        index.prepare(tables, alongside: links.map { links in [{ links.prepare() }] } ?? [])
        timings?.record(phase: "tables", seconds: Timings.seconds(since: tablesStart))
        let rulesStart = DispatchTime.now().uptimeNanoseconds
        // The long rules first (`Rule.runsLong`), so that the last to finish is a short one: in the order of
        // the catalog, a run on scale 10 ended with one core on unknown-storyboard-identifier for 40–80 ms
        // and the other idle. Findings are put back in the catalog's order before they are joined.
        let runOrder = rules.indices.filter { rules[$0].runsLong } + rules.indices.filter { !rules[$0].runsLong }
        let inRunOrder: [[Diagnostic]] = runOrder.parallelMap { position in
            let ruleType = rules[position]
            let description = ruleType.description
            let context = RuleContext(index: index, ruleID: description.id, severity: configuration.severity(of: description),
                                      reportLinks: reportLinks)
            let start = DispatchTime.now().uptimeNanoseconds
            // Each message, note and fix title on one line, whatever a rule quotes from the files.
            let findings = ruleType.init().check(context).map(\.onOneLine)
            timings?.add(rule: description.id, seconds: Timings.seconds(since: start))
            return findings
        }
        var perRule = [[Diagnostic]](repeating: [], count: rules.count)
        for (slot, position) in runOrder.enumerated() { perRule[position] = inRunOrder[slot] }
        timings?.record(phase: "rules", seconds: Timings.seconds(since: rulesStart))
        var seen: Set<Diagnostic> = []
        return perRule.joined()
            .filter { reportable($0.location.path) && seen.insert($0).inserted }
            .sorted(by: Diagnostic.reportOrder)
    }

    private static func reportedFile(_ scope: ReportScope?) -> (@Sendable (String) -> Bool)? {
        guard let scope else { return nil }
        return { scope.covers($0) }
    }

    /// The whole pipeline over in-memory inputs: rules, then what the configuration leaves out
    /// (vendored and excluded files, `ignore:`), suppression comments and the rules about them, the
    /// baseline, and `--report-only`.
    /// Taking the inputs (`consuming`) lets the run give back what only they held: an Xcode project's text,
    /// read once into the index's model (a generated app's project is 1.2 MB, corona-warn-app's too), is
    /// let go as soon as every file is parsed, when the caller passed its last copy (`consume`).
    public func lint(_ inputs: consuming [InputFile], configuration: Configuration = Configuration(), scope: ScanScope = .workingDirectory,
                     timings: Timings? = nil, cache: SummaryCache? = nil) -> LintResult {
        var inputs = inputs  // a consuming parameter is not copied implicitly
        let index = Linter.buildIndex(&inputs, releasingProjectTexts: true, extraModules: configuration.extraModules, scope: scope,
                                      reportsEveryFile: configuration.reportScope == nil, timings: timings, cache: cache)
        let vendored = Set(inputs.filter(\.isVendored).map(\.path))
        // The suppression comments, read on every core (a search of every source file's bytes for the
        // marker, one file after another, was a serial stretch before the rules). With `--report-only`, only
        // those of the files reported in, and of files where a finding is (one reported because it points
        // at a reported file), read once the rules ran: a comment elsewhere suppresses nothing reported, and
        // a finding about the comment itself would be in its file. The other files, when the cache trusted
        // them unread, stay so. A run that reports every file reads them all before the rules, as it always did.
        let sources = inputs
        func readSuppressions(findingPaths: Set<String>) -> [String: Suppressions] {
            let read = Array(sources.indices).parallelMap { position -> Suppressions? in
                let input = sources[position]
                guard input.kind == .swift || input.kind == .objc, !input.isVendored else { return nil }
                if let scope = configuration.reportScope, !scope.covers(input.path), !findingPaths.contains(input.path) { return nil }
                // Bytes let go once parsed held no suppression comment (`Linter.release`).
                guard !input.contents.isReleased, Suppressions.mayContain(input.bytes) else { return nil }
                return Suppressions(file: SourceFile(path: input.path, contents: input.contents), objectiveC: input.kind == .objc)
            }
            var suppressions: [String: Suppressions] = [:]
            for position in read.indices { if let found = read[position] { suppressions[sources[position].path] = found } }
            return suppressions
        }
        let readFirst = configuration.reportScope == nil ? readSuppressions(findingPaths: []) : nil
        let found = run(on: index, configuration: configuration, reportable: { !vendored.contains($0) }, timings: timings)
            .filter { configuration.reports($0.ruleID, at: $0.location.path) }
        var suppressions = readFirst ?? readSuppressions(findingPaths: Set(found.map(\.location.path)))
        var diagnostics: [Diagnostic] = []
        for diagnostic in found {
            if suppressions[diagnostic.location.path]?.suppress(diagnostic.ruleID, at: diagnostic.location.start) == true { continue }
            diagnostics.append(diagnostic)
        }
        diagnostics += commentFindings(&suppressions, index: index, configuration: configuration).map(\.onOneLine)
        diagnostics.sort(by: Diagnostic.reportOrder)

        var result = LintResult(diagnostics: diagnostics, index: index,
                                fileCount: inputs.filter { $0.kind != .projectFile && $0.kind != .asset }.count,
                                notes: RunNotes.notes(for: index, enabledRules: descriptions.filter { configuration.isEnabled($0) }))
        if let filter = configuration.baseline {
            let keying = Baseline.Keying(anchors: FindingAnchors(index: index), workingDirectory: filter.workingDirectory,
                                         repositoryRoot: filter.repositoryRoot)
            let split = filter.baseline.split(result.diagnostics, keying: keying)
            let ran = Set(descriptions.filter { configuration.isEnabled($0) }.map(\.id))
            // Under `--report-only` only the reported files' findings were looked for (rules skip the rest).
            let linted = Set(inputs.filter { configuration.reportScope?.covers($0.path) ?? true }.map { keying.path($0.path) })
            result.diagnostics = split.new
            result.baselined = split.known
            result.fixedSinceBaseline = split.unmatched.filter { ran.contains($0.key.rule) && linted.contains($0.key.path) }
        }
        if let scope = configuration.reportScope { result.diagnostics = result.diagnostics.filter(scope.includes) }
        return result
    }

    /// Runs the enabled rules that check suppression comments, once every other finding went through
    /// the comments. Their own findings are left out only by a comment naming them (not by `all`).
    private func commentFindings(_ suppressions: inout [String: Suppressions], index: ProjectIndex,
                                 configuration: Configuration) -> [Diagnostic] {
        let commentRules = rules.compactMap { type -> (RuleDescription, any SuppressionCommentRule)? in
            type.init().asSuppressionCommentRule.map { (type.description, $0) }
        }
        guard !commentRules.isEmpty else { return [] }
        let report = SuppressionReport(
            comments: suppressions.keys.sorted().flatMap { suppressions[$0]!.comments },
            knownRuleIDs: descriptions.map(\.id),
            ranRuleIDs: Set(descriptions.filter { configuration.isEnabled($0) }.map(\.id)),
            commentRuleIDs: Set(commentRules.map(\.0.id)))
        var findings: [Diagnostic] = []
        for (description, rule) in commentRules where configuration.isEnabled(description) {
            let context = RuleContext(index: index, ruleID: description.id, severity: configuration.severity(of: description))
            for diagnostic in rule.check(context, suppressions: report)
            where configuration.reports(diagnostic.ruleID, at: diagnostic.location.path) {
                if suppressions[diagnostic.location.path]?.suppress(diagnostic.ruleID, at: diagnostic.location.start, byAll: false) == true { continue }
                findings.append(diagnostic)
            }
        }
        return findings
    }
}
