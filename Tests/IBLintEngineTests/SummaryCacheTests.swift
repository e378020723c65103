import Foundation
import IBLintCore
import IBLintIndex
@testable import IBLintEngine
@testable import IBLintSwift
import IBLintXML
import XCTest

/// The summary cache on real files in a temporary project: hits only for files unchanged in size,
/// modification time and content; a damaged, foreign or stale cache file ignored and rebuilt; only the
/// cache files whose entries changed rewritten; and the findings always those of a run without a cache.
final class SummaryCacheTests: XCTestCase {
    private var folder: TemporaryProject!
    private var project: URL { folder.url }
    /// The project's cache folder.
    private var cacheFolder: String { folder.cacheFolder }

    override func setUpWithError() throws {
        folder = try TemporaryProject(named: "summary-cache")
        try write("ProfileView.swift", """
            import UIKit
            final class ProfileView: UIView {
                @IBOutlet weak var nameLabel: UILabel!
                @IBAction func close(_ sender: Any) {}
            }
            """)
        try write("ProfileView.xib", TemporaryProject.profileViewXib)
        try write("Broken.xib", "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n</document>\n")
        try write("Legacy.h", """
            @interface LegacyView : UIView
            @property (nonatomic, weak) IBOutlet UILabel *caption;
            @end
            """)
    }

    override func tearDownWithError() throws {
        folder?.remove()
    }

    private func write(_ name: String, _ text: String) throws { try folder.write(name, text) }

    private func path(_ name: String) -> String { folder.path(name) }

    private func setModificationTime(_ name: String, seconds: Int) {
        var times = [timeval(tv_sec: seconds, tv_usec: 0), timeval(tv_sec: seconds, tv_usec: 0)]
        XCTAssertEqual(utimes(path(name), &times), 0)
    }

    /// The cache files in the project's cache folder, by name.
    private func cacheFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheFolder).sorted()
    }

    private func cachePath(_ name: String) -> String { (cacheFolder as NSString).appendingPathComponent(name) }

    private func modificationTime(_ file: String) -> FileTime? { FileTime.of(file) }

    /// One run as the command line makes it, with a cache (saved after) or without.
    private func lint(identity: String = "test build", cached: Bool = true,
                      shards: Int = SummaryCache.defaultShardCount) throws -> (diagnostics: [Diagnostic], cache: SummaryCache?, index: ProjectIndex) {
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let (inputs, errors) = Linter.read(discovery.files)
        XCTAssertEqual(errors, [])
        let cache = cached ? SummaryCache(path: cacheFolder, identity: identity, shardCount: shards) : nil
        let result = iblint.lint(inputs, scope: discovery.scope, cache: cache)
        try cache?.save()
        return (result.diagnostics, cache, result.index)
    }

    /// Cached closure contexts and code scopes are decoded while parsing, on every core, when the rules may
    /// report in every file (they ask for every file's); under `--report-only` they stay bytes until asked.
    func testClosureFactsAreDecodedWhileParsingOnlyWhenEveryFileMayBeReported() throws {
        try write("FeedViewController.swift", """
            import UIKit
            final class FeedViewController: UIViewController {
                var onReload: (() -> Void)?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    onReload = { [weak self] in self?.view.setNeedsLayout() }
                }
            }
            """)
        _ = try lint()
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let (inputs, _) = Linter.read(discovery.files)
        for everyFile in [true, false] {
            let cache = SummaryCache(path: cacheFolder, identity: "test build", shardCount: SummaryCache.defaultShardCount)
            let index = Linter.buildIndex(inputs, scope: discovery.scope, reportsEveryFile: everyFile, cache: cache)
            XCTAssertEqual(cache.statistics.misses, 0)
            let withClosures = index.swiftFiles.filter { !$0.closures.isEmpty }
            XCTAssertFalse(withClosures.isEmpty)
            XCTAssertEqual(withClosures.map(\.scopeFactsArePending), Array(repeating: !everyFile, count: withClosures.count))
        }
    }

    /// A file from the cache makes its line table only when a line or column of it is asked: a run that
    /// reports a few files makes none for a file it reports nothing in, though the index knows where every
    /// class and member of it is declared.
    func testAReportOnlyRunMakesNoLineTableForACachedFileItReportsNothingIn() throws {
        try write("QuietView.swift", """
            import UIKit
            final class QuietView: UIView {
                @IBOutlet weak var unusedLabel: UILabel!
                @IBAction func tapped(_ sender: Any) {}
            }
            """)
        _ = try lint()
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let (inputs, _) = Linter.read(discovery.files)
        var configuration = Configuration()
        configuration.reportScope = ReportScope(paths: ["ProfileView.xib"])
        let cache = SummaryCache(path: cacheFolder, identity: "test build", shardCount: SummaryCache.defaultShardCount)
        let result = iblint.lint(inputs, configuration: configuration, scope: discovery.scope, cache: cache)
        XCTAssertEqual(cache.statistics.misses, 0)
        XCTAssertTrue(result.diagnostics.contains { $0.ruleID == "broken-outlet" && $0.location.path == "ProfileView.xib" })
        let quiet = try XCTUnwrap(result.index.swiftFiles.first { $0.file.path == "QuietView.swift" })
        XCTAssertFalse(quiet.file.hasLineTable)
        let quietClass = try XCTUnwrap(result.index.classesByName["QuietView"]?.first)
        let label = try XCTUnwrap(quietClass.members.first { $0.name == "unusedLabel" })
        XCTAssertFalse(quiet.file.hasLineTable, "finding members makes no line table")
        let withTable = SourceFile(path: quiet.file.path, bytes: quiet.file.bytes)
        XCTAssertEqual(label.location, withTable.location(label.place.range))
        XCTAssertEqual(label.location.start.line, 3)
        XCTAssertEqual(quietClass.location, withTable.location(quietClass.place.range))
        XCTAssertTrue(quiet.file.hasLineTable)
    }

    func testASecondRunTakesEverySummaryFromTheCacheAndFindsTheSame() throws {
        let uncached = try lint(cached: false).diagnostics
        XCTAssertTrue(uncached.contains { $0.ruleID == "broken-outlet" }, "the xib's titleLabel outlet is broken")
        XCTAssertTrue(uncached.contains { $0.ruleID == "parse-error" }, "a file that does not load is cached as its error")
        let first = try lint()
        XCTAssertEqual(first.cache?.statistics, .init(hits: 0, misses: 4, rejected: 0))
        XCTAssertNil(first.cache?.discarded)
        XCTAssertFalse(try cacheFiles().isEmpty)
        XCTAssertTrue(try cacheFiles().allSatisfy { $0.hasSuffix(".iblintcache") })
        let second = try lint()
        XCTAssertEqual(second.cache?.statistics, .init(hits: 4, misses: 0, rejected: 0))
        XCTAssertEqual(first.diagnostics, uncached)
        XCTAssertEqual(second.diagnostics, uncached)
    }

    func testAnEditedFileIsParsedAgainEvenWithTheSameSizeAndTime() throws {
        setModificationTime("ProfileView.swift", seconds: 1_700_000_000)
        _ = try lint()
        // The outlet renamed to a name of the same length; the modification time put back.
        let text = try String(contentsOfFile: path("ProfileView.swift"), encoding: .utf8)
        try write("ProfileView.swift", text.replacingOccurrences(of: "nameLabel", with: "nameLabeX"))
        setModificationTime("ProfileView.swift", seconds: 1_700_000_000)
        let run = try lint()
        XCTAssertEqual(run.cache?.statistics, .init(hits: 3, misses: 1, rejected: 0))
        XCTAssertEqual(run.diagnostics, try lint(cached: false).diagnostics)
        XCTAssertTrue(run.diagnostics.contains { $0.message.contains("nameLabel") }, "the edit is seen: \(run.diagnostics.map(\.message))")
    }

    func testEachCacheFilesEntriesReadBackByPath() throws {
        _ = try lint()
        var paths: [String] = []
        for name in try cacheFiles() {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: cachePath(name)))
            let payloads = try SummaryCache.payloads(ofCacheFile: Array(bytes))
            XCTAssertFalse(payloads.values.contains { $0.isEmpty })
            paths += payloads.keys
        }
        XCTAssertEqual(paths.sorted(), ["Broken.xib", "Legacy.h", "ProfileView.swift", "ProfileView.xib"])
        XCTAssertThrowsError(try SummaryCache.payloads(ofCacheFile: Array("IBLINT".utf8)))
    }

    func testATouchedFileIsParsedAgain() throws {
        _ = try lint()
        setModificationTime("Legacy.h", seconds: 1_600_000_000)
        XCTAssertEqual(try lint().cache?.statistics, .init(hits: 3, misses: 1, rejected: 0))
        XCTAssertEqual(try lint().cache?.statistics, .init(hits: 4, misses: 0, rejected: 0))
    }

    func testAnotherBuildOrConfigurationStartsAfresh() throws {
        _ = try lint(identity: "build A")
        let other = try lint(identity: "build B")
        XCTAssertEqual(other.cache?.statistics, .init(hits: 0, misses: 4, rejected: 0))
        XCTAssertEqual(other.cache?.discarded, "it was written by another iblint build or for another configuration")
        XCTAssertEqual(try lint(identity: "build B").cache?.statistics.hits, 4, "rewritten for the new build")

        var configuration = Configuration()
        let plain = configuration.fingerprint
        configuration.disabledRules = ["broken-outlet"]
        XCTAssertNotEqual(configuration.fingerprint, plain)
        var reordered = Configuration()
        reordered.extraModules = ["B", "A", "C"]
        var sorted = Configuration()
        sorted.extraModules = ["C", "A", "B"]
        XCTAssertEqual(reordered.fingerprint, sorted.fingerprint, "stable whatever the order of a set")
        let identity = SummaryCache.identity(executable: "/nonexistent", configuration: configuration)
        XCTAssertTrue(identity.contains(configuration.fingerprint))
        XCTAssertTrue(identity.contains("format \(SummaryCache.formatVersion)"))
    }

    /// An interface file that does not load is cached as its load error. One that loading could not have
    /// made (a message of more than one line, which a finding would carry; a line or column before the file;
    /// another file's path) is turned away like any entry that does not decode, and the file loaded again,
    /// though the cache file's checksum holds (found by the `cache` fuzzing harness).
    func testACachedLoadErrorLoadingCouldNotHaveMadeIsTurnedAway() throws {
        let uncached = try lint(cached: false).diagnostics
        let broken = try XCTUnwrap(uncached.first { $0.ruleID == "parse-error" && $0.location.path == "Broken.xib" })
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("Broken.xib"))))
        let time = try XCTUnwrap(FileTime.of(path("Broken.xib")))
        guard case .failure(let real) = IBDocumentLoader.load(path: "Broken.xib", bytes: bytes) else { return XCTFail("Broken.xib loads") }
        XCTAssertEqual(broken.location.start.line, real.line)
        func error(_ change: (inout IBLoadError) -> Void) -> IBLoadError {
            var error = real
            change(&error)
            return error
        }
        let variants: [(IBLoadError, accepted: Bool)] = [
            (real, true),
            (error { $0.message = "Two\nlines" }, false), (error { $0.message = "A carriage\rreturn" }, false),
            (error { $0.message = "" }, false), (error { $0.line = 0 }, false), (error { $0.column = 0 }, false),
            (error { $0.path = "Other.xib" }, false),
        ]
        for (variant, accepted) in variants {
            try? FileManager.default.removeItem(atPath: cacheFolder)
            var payload = BinaryWriter()
            payload.write(true)
            payload.write(variant)
            let writer = SummaryCache(path: cacheFolder, identity: "test build", shardCount: 1)
            writer.finish(records: [SummaryCache.Record(path: "Broken.xib", kind: 2, size: bytes.count, time: time,
                                                        hash: ContentHash.of(bytes), newPayload: payload.bytes)], hits: 0, misses: 1)
            try writer.save()
            let run = try lint(shards: 1)
            XCTAssertEqual(run.cache?.statistics, accepted ? .init(hits: 1, misses: 3, rejected: 0) : .init(hits: 0, misses: 4, rejected: 1),
                           "\(variant)")
            XCTAssertEqual(run.diagnostics, uncached, "\(variant)")
        }
    }

    func testADamagedCacheFileIsIgnoredAndRebuilt() throws {
        let uncached = try lint(cached: false).diagnostics
        _ = try lint(shards: 1)
        let good = try Data(contentsOf: URL(fileURLWithPath: cachePath("00.iblintcache")))
        let damages: [(String, Data)] = [
            ("one byte changed", { var data = good; data[data.count / 2] ^= 0x40; return data }()),
            ("cut short", good.prefix(good.count - 20)),
            ("empty", Data()),
            ("something else", Data("not a cache at all, but long enough to be read as one".utf8)),
        ]
        for (damage, data) in damages {
            try data.write(to: URL(fileURLWithPath: cachePath("00.iblintcache")))
            let run = try lint(shards: 1)
            XCTAssertEqual(run.cache?.statistics, .init(hits: 0, misses: 4, rejected: 0), damage)
            XCTAssertNotNil(run.cache?.discarded, damage)
            XCTAssertEqual(run.diagnostics, uncached, damage)
            XCTAssertEqual(try lint(shards: 1).cache?.statistics.hits, 4, "\(damage): rebuilt")
        }
    }

    func testADamagedCacheFileCostsOnlyTheFilesItHolds() throws {
        let uncached = try lint(cached: false).diagnostics
        let first = try XCTUnwrap(try lint(shards: 2).cache)
        let holding = Dictionary(grouping: ["ProfileView.swift", "ProfileView.xib", "Broken.xib", "Legacy.h"], by: first.shard(of:))
        guard holding.count == 2, let damaged = holding[0] else { throw XCTSkip("the four files' paths all hash to one of two cache files") }
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: cachePath("00.iblintcache")))
        let run = try lint(shards: 2)
        XCTAssertEqual(run.cache?.statistics, .init(hits: 4 - damaged.count, misses: damaged.count, rejected: 0))
        XCTAssertEqual(run.cache?.discardedFiles, 1)
        XCTAssertEqual(run.diagnostics, uncached)
        XCTAssertEqual(try lint(shards: 2).cache?.statistics.hits, 4, "rebuilt")
    }

    func testAnEditRewritesOnlyTheCacheFileThatHoldsTheEditedFile() throws {
        let first = try XCTUnwrap(try lint().cache)
        let files = try cacheFiles()
        XCTAssertEqual(first.filesWritten, files.count)
        let edited = String(format: "%02x.iblintcache", first.shard(of: "Legacy.h"))
        let times = Dictionary(uniqueKeysWithValues: try files.map { ($0, try XCTUnwrap(modificationTime(cachePath($0)))) })
        Thread.sleep(forTimeInterval: 0.02)
        try write("Legacy.h", "@interface LegacyView : UIView\n@end\n")
        let run = try lint()
        XCTAssertEqual(run.cache?.statistics, .init(hits: 3, misses: 1, rejected: 0))
        XCTAssertEqual(run.cache?.filesWritten, 1)
        XCTAssertEqual(try cacheFiles(), files)
        for file in files {
            if file == edited {
                XCTAssertNotEqual(modificationTime(cachePath(file)), times[file], "\(file) holds Legacy.h: rewritten")
            } else {
                XCTAssertEqual(modificationTime(cachePath(file)), times[file], "\(file) holds no edited file: left alone")
            }
        }
    }

    func testACacheFileUnderAnotherPartsNameIsIgnored() throws {
        let first = try XCTUnwrap(try lint(shards: 2).cache)
        let holding = Dictionary(grouping: ["ProfileView.swift", "ProfileView.xib", "Broken.xib", "Legacy.h"], by: first.shard(of:))
        guard holding.count == 2, let moved = holding[1] else { throw XCTSkip("the four files' paths all hash to one of two cache files") }
        // Part 0 copied over part 1: its checksum and identity hold, but it is not part 1.
        try FileManager.default.removeItem(atPath: cachePath("01.iblintcache"))
        try FileManager.default.copyItem(atPath: cachePath("00.iblintcache"), toPath: cachePath("01.iblintcache"))
        let run = try lint(shards: 2)
        XCTAssertEqual(run.cache?.discarded, "it is another part of a cache (moved or renamed)")
        XCTAssertEqual(run.cache?.statistics, .init(hits: 4 - moved.count, misses: moved.count, rejected: 0))
        // Another shard count reads none of them.
        let other = try lint(shards: 3)
        XCTAssertEqual(other.cache?.statistics.hits, 0)
    }

    func testTheSingleCacheFileOfEarlierVersionsIsRemovedWhenTheFolderIsWritten() throws {
        let directory = (cacheFolder as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let single = cacheFolder + ".iblintcache"
        XCTAssertTrue(FileManager.default.createFile(atPath: single, contents: Data("an older cache".utf8)))
        _ = try lint()
        XCTAssertFalse(FileManager.default.fileExists(atPath: single))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [(cacheFolder as NSString).lastPathComponent])
    }

    func testDeletedFilesLeaveTheCache() throws {
        func size() throws -> Int {
            try cacheFiles().reduce(0) { $0 + (try Data(contentsOf: URL(fileURLWithPath: cachePath($1))).count) }
        }
        _ = try lint()
        let before = try size()
        try FileManager.default.removeItem(atPath: path("Legacy.h"))
        XCTAssertEqual(try lint().cache?.statistics, .init(hits: 3, misses: 0, rejected: 0))
        XCTAssertLessThan(try size(), before, "the deleted file's entry is gone")
        // A cache file left with no entries is removed.
        let one = try lint(shards: 1)
        XCTAssertEqual(try cacheFiles(), ["00.iblintcache"])
        XCTAssertEqual(one.cache?.statistics.misses, 3)
        for name in ["ProfileView.swift", "ProfileView.xib", "Broken.xib"] { try FileManager.default.removeItem(atPath: path(name)) }
        try write("Empty.txt", "")
        _ = try lint(shards: 1)
        XCTAssertEqual(try cacheFiles(), [])
    }

    func testAnUnchangedRunLeavesTheCacheFilesAlone() throws {
        _ = try lint()
        let files = try cacheFiles()
        let written = try files.map { try FileManager.default.attributesOfItem(atPath: cachePath($0))[.modificationDate] as? Date }
        Thread.sleep(forTimeInterval: 0.02)
        let run = try lint()
        XCTAssertEqual(run.cache?.filesWritten, 0)
        XCTAssertEqual(try files.map { try FileManager.default.attributesOfItem(atPath: cachePath($0))[.modificationDate] as? Date }, written)
        XCTAssertEqual(try cacheFiles(), files, "no temporary files left behind")
        XCTAssertTrue(files.allSatisfy { $0.hasSuffix(".iblintcache") && !$0.hasPrefix(".") })
    }

    func testOldCacheFoldersOfOtherProjectsAreRemovedWhenOneIsWritten() throws {
        let directory = (cacheFolder as NSString).deletingLastPathComponent
        func item(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }
        let staleFolder = item("0000000000000001"), recentFolder = item("0000000000000002"), foreignFolder = item("photos")
        for folder in [staleFolder, recentFolder, foreignFolder, cacheFolder] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let staleSingle = item("0000000000000004.iblintcache")
        let recentSingle = item("0000000000000005.iblintcache")
        let unrelated = item("notes.txt")
        let leftover = item(".0000000000000003.iblintcache.iblint-42-7.tmp")
        let staleParts = ["00.iblintcache", "1f.iblintcache"].map { (staleFolder as NSString).appendingPathComponent($0) }
        let recentPart = (recentFolder as NSString).appendingPathComponent("03.iblintcache")
        let foreignPart = (foreignFolder as NSString).appendingPathComponent("00.iblintcache")
        let ownLeftover = (cacheFolder as NSString).appendingPathComponent(".00.iblintcache.iblint-42-7.tmp")
        let files = staleParts + [recentPart, foreignPart, staleSingle, recentSingle, unrelated, leftover, ownLeftover]
        for file in files { XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)), file) }
        var old = [timeval(tv_sec: 1_000_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000_000, tv_usec: 0)]
        for file in staleParts + [foreignPart, staleSingle, unrelated, leftover, ownLeftover] { utimes(file, &old) }
        _ = try lint()
        XCTAssertFalse(FileManager.default.fileExists(atPath: staleFolder), "a project folder no run used for 30 days")
        XCTAssertFalse(FileManager.default.fileExists(atPath: staleSingle), "an earlier version's cache file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover), "a killed run's temporary file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: ownLeftover), "a killed run's temporary file in this project's folder")
        XCTAssertTrue(FileManager.default.fileExists(atPath: recentPart))
        XCTAssertTrue(FileManager.default.fileExists(atPath: recentSingle))
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated), "only cache files are removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: foreignPart), "only folders named as iblint names them")
    }

    func testCacheFilesAreNamedByProjectAndLiveInTheUsersCacheFolder() {
        let one = SummaryCache.path(in: "/c", workingDirectory: "/work/app", roots: ["."])
        XCTAssertEqual(one, SummaryCache.path(in: "/c", workingDirectory: "/work/app", roots: ["."]))
        XCTAssertNotEqual(one, SummaryCache.path(in: "/c", workingDirectory: "/work/other", roots: ["."]))
        XCTAssertNotEqual(one, SummaryCache.path(in: "/c", workingDirectory: "/work/app", roots: ["Sources"]))
        XCTAssertTrue(one.hasPrefix("/c/"))
        XCTAssertEqual((one as NSString).lastPathComponent.count, 16, "a folder named by 16 hex digits")
        #if os(macOS)
        XCTAssertEqual(SummaryCache.defaultDirectory(environment: ["HOME": "/Users/me"]), "/Users/me/Library/Caches/iblint")
        #else
        XCTAssertEqual(SummaryCache.defaultDirectory(environment: ["HOME": "/home/me"]), "/home/me/.cache/iblint")
        XCTAssertEqual(SummaryCache.defaultDirectory(environment: ["HOME": "/home/me", "XDG_CACHE_HOME": "/var/cache/me"]), "/var/cache/me/iblint")
        XCTAssertEqual(SummaryCache.defaultDirectory(environment: ["HOME": "/home/me", "XDG_CACHE_HOME": "relative"]), "/home/me/.cache/iblint",
                       "XDG says a relative path is to be ignored")
        #endif
        XCTAssertNil(SummaryCache.defaultDirectory(environment: [:]))
    }

    func testAnXcodeProjectIsCachedToo() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/danielgindi__Charts/Charts.xcodeproj/project.pbxproj")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("../shared/corpus not present") }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: corpus, to: project.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let uncached = try lint(cached: false).diagnostics
        XCTAssertEqual(try lint().cache?.statistics, .init(hits: 0, misses: 5, rejected: 0))
        let warm = try lint()
        XCTAssertEqual(warm.cache?.statistics, .init(hits: 5, misses: 0, rejected: 0))
        XCTAssertEqual(warm.diagnostics, uncached)
    }

    func testAnXcodeGenSpecificationIsCachedToo() throws {
        try write("project.yml", """
            name: Profile
            targets:
              Profile:
                type: application
                sources:
                  - path: .
                    excludes: [Legacy.h]
                settings:
                  PRODUCT_MODULE_NAME: ProfileKit
                dependencies:
                  - carthage: Alamofire
              ProfileTests:
                type: bundle.unit-test
                templates: [Tests]
                sources: [Tests]
            """)
        let uncached = try lint(cached: false)
        XCTAssertEqual(try lint().cache?.statistics, .init(hits: 0, misses: 5, rejected: 0))
        let warm = try lint()
        XCTAssertEqual(warm.cache?.statistics, .init(hits: 5, misses: 0, rejected: 0), "the specification is a hit too")
        XCTAssertEqual(warm.diagnostics, uncached.diagnostics)
        let specs = warm.index.project.xcodegenSpecs
        XCTAssertEqual(specs, uncached.index.project.xcodegenSpecs)
        XCTAssertEqual(specs.first?.targets.map(\.name), ["Profile", "ProfileTests"])
        XCTAssertEqual(specs.first?.targets.first?.moduleNames, ["ProfileKit"])
        XCTAssertEqual(specs.first?.targets.first?.externalModules, ["Alamofire"])
        XCTAssertEqual(specs.first?.targets.first?.folders.first?.excluded.map(\.pattern), ["Legacy.h"])
        XCTAssertEqual(specs.first?.targets.last?.isTest, true)
        XCTAssertEqual(specs.first?.limits.count, 1, "the template is a limit, kept too")
    }

    /// Writes a cache whose checksum and identity are right, holding only an entry for `name` (whose
    /// size, time and hash match the file) with `payload`: damage the checksum cannot see.
    private func plantEntry(for name: String, kind: UInt8, payload: [UInt8]) throws {
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let input = try XCTUnwrap(Linter.read(discovery.files).inputs.first { $0.path == name })
        let cache = SummaryCache(path: cacheFolder, identity: "test build")
        cache.finish(records: [SummaryCache.Record(path: name, kind: kind, size: input.bytes.count, time: try XCTUnwrap(input.modificationTime),
                                                   hash: ContentHash.of(input.bytes), newPayload: payload)], hits: 0, misses: 0)
        try cache.save()
    }

    private func summary(of name: String) throws -> SwiftFileSummary {
        SwiftScanner.scan(SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: project.appendingPathComponent(name)))))
    }

    func testAnEntryThatMatchesButDoesNotHoldTogetherIsRejectedNotTrusted() throws {
        let uncached = try lint(cached: false).diagnostics
        var hostile: [(String, UInt8, [UInt8])] = []
        func encoded(_ summary: SwiftFileSummary) -> [UInt8] {
            var writer = BinaryWriter()
            summary.encodeFacts(to: &writer)
            return writer.bytes
        }
        var parentAfter = try summary(of: "ProfileView.swift")
        parentAfter.types[0].parent = 0
        hostile.append(("a type its own parent", 0, encoded(parentAfter)))
        var closure = try summary(of: "ProfileView.swift")
        closure.closureContexts = [SwiftClosureContext(closure: 999, site: .other)]
        hostile.append(("a closure context of no closure", 0, encoded(closure)))
        var call = try summary(of: "ProfileView.swift")
        call.calls = [SwiftCall(callee: ["close"], nameRange: ByteRange(start: 0, end: 1), range: ByteRange(start: 0, end: 1), chainedCall: 7)]
        hostile.append(("a call chained to no call", 0, encoded(call)))
        var binding = try summary(of: "ProfileView.swift")
        binding.nameBindings.bound.append(UInt32(binding.codeIdentifiers.count) << 1)
        binding.nameBindings.lineNames.append(0)
        binding.nameBindings.ends.append(UInt32(binding.nameBindings.lineNames.count))
        hostile.append(("a name binding of a name the file does not have", 0, encoded(binding)))
        var range = try summary(of: "ProfileView.swift")
        range.unparsedRanges = [ByteRange(start: 10, end: 1_000_000)]
        hostile.append(("a range past the end of the file", 0, encoded(range)))
        hostile.append(("an interface entry for a Swift file", 2, encoded(try summary(of: "ProfileView.swift"))))
        hostile.append(("bytes after the summary", 0, encoded(try summary(of: "ProfileView.swift")) + [0]))
        hostile.append(("nothing", 0, []))
        // A Swift summary's calls, closure contexts and code scopes are decoded on first use: damage among
        // them is found then, and they are the file's scanned again (the entry counted as a hit).
        let foundLate: Set<String> = ["a call chained to no call", "bytes after the summary", "a closure context of no closure"]
        for (damage, kind, payload) in hostile {
            try plantEntry(for: "ProfileView.swift", kind: kind, payload: payload)
            let run = try lint()
            XCTAssertNil(run.cache?.discarded, damage)
            if foundLate.contains(damage) {
                XCTAssertEqual(run.cache?.statistics, .init(hits: 1, misses: 3, rejected: 0), damage)
            } else {
                XCTAssertEqual(run.cache?.statistics, .init(hits: 0, misses: 4, rejected: kind == 0 ? 1 : 0), damage)
            }
            XCTAssertEqual(run.diagnostics, uncached, damage)
        }
    }

    func testAnInterfaceEntryWhoseElementsDoNotFormATreeIsRejected() throws {
        let data = [UInt8](try Data(contentsOf: project.appendingPathComponent("ProfileView.xib")))
        let file = SourceFile(path: "ProfileView.xib", bytes: data)
        guard case .success(let document) = IBDocumentLoader.load(path: file.path, bytes: file.bytes) else { return XCTFail("no document") }
        func rebuilt(_ elements: [IBElement]) -> IBDocument {
            IBDocument(file: file, kind: document.kind, documentType: document.documentType, targetRuntime: document.targetRuntime,
                       platform: document.platform, isLaunchScreen: document.isLaunchScreen,
                       initialViewController: document.initialViewController, elements: elements, objects: document.objects,
                       connections: document.connections, runtimeAttributes: document.runtimeAttributes,
                       constraints: document.constraints, safeAreaGuides: document.safeAreaGuides)
        }
        var cycle = document.elements
        cycle[2].parent = 2
        // The last element made a child of an element whose subtree the elements between have closed.
        var adopted = document.elements
        let closed = try XCTUnwrap((1..<adopted.count - 1).first { document.subtreeEnd(of: $0) < adopted.count - 1 })
        adopted[adopted.count - 1].parent = closed
        var orphan = document.elements
        orphan[3].parent = nil
        for (damage, elements) in [("an element its own parent", cycle), ("a child apart from its parent's subtree", adopted), ("a second root", orphan)] {
            var writer = BinaryWriter()
            rebuilt(elements).encodeFacts(to: &writer)
            var reader = BinaryReader(writer.bytes)
            XCTAssertThrowsError(try IBDocument(file: file, facts: &reader), damage)
        }
        var writer = BinaryWriter()
        rebuilt(document.elements).encodeFacts(to: &writer)
        var reader = BinaryReader(writer.bytes)
        XCTAssertNoThrow(try IBDocument(file: file, facts: &reader), "the document as loaded")
    }

    func testACacheThatSavesWhenParsedIsWrittenBeforeTheRulesRunAndSaysWhyNot() throws {
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let inputs = Linter.read(discovery.files).inputs
        let eager = SummaryCache(path: cacheFolder, identity: "test build", saveWhenParsed: true)
        _ = Linter.buildIndex(inputs, scope: discovery.scope, cache: eager)
        XCTAssertFalse(try cacheFiles().isEmpty, "written with the index, before any rule")
        XCTAssertNil(eager.saveError)
        try eager.save()   // a second save has nothing left to write
        XCTAssertEqual(try lint().cache?.statistics, .init(hits: 4, misses: 0, rejected: 0))

        let blocker = project.appendingPathComponent("blocker")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let unwritable = SummaryCache(path: blocker.appendingPathComponent("0123456789abcdef").path, identity: "test build", saveWhenParsed: true)
        _ = iblint.lint(inputs, scope: discovery.scope, cache: unwritable)
        XCTAssertNotNil(unwritable.saveError)
    }

    func testFilesMadeInMemoryAreNeverCached() throws {
        let cache = SummaryCache(path: cacheFolder, identity: "test")
        let input = try XCTUnwrap(InputFile(path: "Memory.swift", text: "class Memory {}"))
        _ = iblint.lint([input], cache: cache)
        XCTAssertEqual(cache.statistics, .init(hits: 0, misses: 0, rejected: 0))
    }
}
