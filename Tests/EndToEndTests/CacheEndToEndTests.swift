import Foundation
import XCTest

/// The summary cache from the command line: a warm run reports exactly what a cold one does, in every
/// format; `--no-cache` reads and writes nothing; a cache folder that cannot be written is said, once.
final class CacheEndToEndTests: XCTestCase {
    /// Where runs of the tests keep their default cache (`IBLintProcess` points the user's cache folder there).
    private var defaultCacheFolder: URL {
        #if os(macOS)
        IBLintProcess.cacheHome.appendingPathComponent("Library/Caches/iblint")
        #else
        IBLintProcess.cacheHome.appendingPathComponent("iblint")
        #endif
    }

    private func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    func testAWarmRunReportsWhatAColdRunDoes() throws {
        let app = try IBLintProcess.copyOfExample("cache-warm")
        let cache = temporaryFolder("cache-dir")
        defer { try? FileManager.default.removeItem(at: app); try? FileManager.default.removeItem(at: cache) }
        for format in ["xcode", "sarif", "json"] {
            let cold = try IBLintProcess.run([".", "--format", format, "--no-cache"], in: app)
            let first = try IBLintProcess.run([".", "--format", format, "--cache-dir", cache.path, "--timings"], in: app)
            let warm = try IBLintProcess.run([".", "--format", format, "--cache-dir", cache.path, "--timings"], in: app)
            XCTAssertEqual(first.stdout, cold.stdout, format)
            XCTAssertEqual(warm.stdout, cold.stdout, format)
            XCTAssertEqual(warm.status, cold.status, format)
            XCTAssertTrue(warm.stderr.contains("decode swift (cached)"), warm.stderr)
            XCTAssertTrue(warm.stderr.contains(", 0 parsed"), warm.stderr)
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        XCTAssertEqual(folders.count, 1, "one cache folder for the project: \(folders)")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(folders[0]).path)
        XCTAssertFalse(files.isEmpty)
        XCTAssertTrue(files.allSatisfy { $0.hasSuffix(".iblintcache") }, "\(files)")

        // An edit shows at once.
        let view = app.appendingPathComponent("ShopApp/Views/ProductCardView.swift")
        let text = try String(contentsOf: view, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "class ProductCardView", with: "class ProductCardViewRenamed").utf8).write(to: view)
        let edited = try IBLintProcess.run([".", "--format", "json", "--cache-dir", cache.path, "--timings"], in: app)
        XCTAssertEqual(edited.stdout, try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app).stdout)
        XCTAssertTrue(edited.stderr.contains(", 1 parsed"), edited.stderr)
    }

    func testAReportOnlyRunTakesUnchangedFilesUnreadAndReportsWhatAColdRunDoes() throws {
        let app = try IBLintProcess.copyOfExample("cache-unread")
        let cache = temporaryFolder("cache-dir")
        defer { try? FileManager.default.removeItem(at: app); try? FileManager.default.removeItem(at: cache) }
        // The copy's files changed just now, and a run that begins within `SummaryCache.trustMargin` seconds
        // of a file's change records it untrusted (read and hashed by every run).
        Thread.sleep(forTimeInterval: 2.5)
        _ = try IBLintProcess.run([".", "--cache-dir", cache.path], in: app)
        let reported = ["ShopApp/Views/ProductCardView.xib", "ShopApp/Controllers/Main.storyboard", "ShopApp/Views/ProductCardView.swift"]
        for format in ["sarif", "xcode"] {
            let arguments = [".", "--format", format, "--report-only"] + reported
            let cold = try IBLintProcess.run(arguments + ["--no-cache"], in: app)
            let unread = try IBLintProcess.run(arguments + ["--cache-dir", cache.path, "--timings"], in: app)
            XCTAssertEqual(unread.stdout, cold.stdout, format)
            XCTAssertEqual(unread.status, cold.status, format)
            let line = try XCTUnwrap(unread.stderr.split(separator: "\n").first { $0.hasPrefix("files the cache trusted unchanged") }, unread.stderr)
            let counts = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            let cached = try XCTUnwrap(unread.stderr.split(separator: "\n").first { $0.contains(" files from the cache, ") }, unread.stderr)
            XCTAssertEqual(counts.count, 2, String(line))
            XCTAssertEqual(counts.first, cached.split(separator: " ").compactMap { Int($0) }.first, "every cached file taken unread: \(line) / \(cached)")
            XCTAssertLessThan(counts[1], counts[0] / 2, "few read later: \(line)")
        }
        // A run that reports every file reads them all, as before.
        let whole = try IBLintProcess.run([".", "--cache-dir", cache.path, "--timings"], in: app)
        XCTAssertFalse(whole.stderr.contains("files the cache trusted unchanged"), whole.stderr)
    }

    /// Discovery keeps what it found in each folder beside the cache: a run after one that recorded them
    /// lists no folder, and a file added to, or removed from, a folder is found as a run without a cache finds it.
    func testFoldersKeptByOneRunAreNotListedAgainAndTheirChangesAreFound() throws {
        let app = try IBLintProcess.copyOfExample("cache-folders")
        let cache = temporaryFolder("cache-dir")
        defer { try? FileManager.default.removeItem(at: app); try? FileManager.default.removeItem(at: cache) }
        func foldersLine(_ run: IBLintProcess.Output) throws -> [Int] {
            let line = try XCTUnwrap(run.stderr.split(separator: "\n").first { $0.hasPrefix("folders listed: ") }, run.stderr)
            return line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        }
        // Folders changed within `SummaryCache.trustMargin` seconds of a run are listed by the next one too.
        let new = try IBLintProcess.run([".", "--cache-dir", cache.path, "--timings", "--quiet"], in: app)
        let listed = try foldersLine(new)
        XCTAssertEqual(listed.count, 2)
        XCTAssertGreaterThan(listed[0], 3)
        Thread.sleep(forTimeInterval: 2.5)
        _ = try IBLintProcess.run([".", "--cache-dir", cache.path, "--quiet"], in: app)
        let folder = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.appendingPathComponent("\(folder)/folders.iblintcache").path))
        let kept = try IBLintProcess.run([".", "--format", "json", "--cache-dir", cache.path, "--timings"], in: app)
        XCTAssertEqual(try foldersLine(kept), [0, listed[0]])
        XCTAssertEqual(kept.stdout, try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app).stdout)

        let views = app.appendingPathComponent("ShopApp/Views")
        try Data("import UIKit\nclass BadgeView: UIView { @IBOutlet weak var label: UILabel! }\n".utf8)
            .write(to: views.appendingPathComponent("BadgeView.swift"))
        try FileManager.default.removeItem(at: views.appendingPathComponent("EmptyStateView.swift"))
        let changed = try IBLintProcess.run([".", "--format", "json", "--cache-dir", cache.path, "--timings"], in: app)
        let uncached = try IBLintProcess.run([".", "--format", "json", "--no-cache", "--timings"], in: app)
        XCTAssertEqual(changed.stdout, uncached.stdout)
        func summary(_ run: IBLintProcess.Output) -> String? { run.stderr.split(separator: "\n").last { $0.hasPrefix("iblint: ") }.map(String.init) }
        XCTAssertEqual(summary(changed), summary(uncached))
        XCTAssertNotEqual(summary(changed), summary(kept), "a file more and a file less: other findings")
        XCTAssertEqual(try foldersLine(changed), [1, listed[0] - 1], "only the folder that changed is listed")
        XCTAssertTrue(changed.stderr.contains("parse swift"), changed.stderr)

        // A cache folder that cannot be written is said once, though the listings could not be written either.
        let blocker = temporaryFolder("cache-blocker")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(at: blocker) }
        let unwritable = try IBLintProcess.run([".", "--cache-dir", blocker.appendingPathComponent("cache").path, "--timings"], in: app)
        XCTAssertEqual(try foldersLine(unwritable).first, listed[0], "all listed: no listings to take")
        XCTAssertEqual(unwritable.stderr.components(separatedBy: "cannot write the cache").count, 2, unwritable.stderr)
    }

    func testNoCacheReadsAndWritesNothing() throws {
        let app = try IBLintProcess.copyOfExample("cache-none")
        defer { try? FileManager.default.removeItem(at: app) }
        let home = defaultCacheFolder
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? [])
        _ = try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app)
        XCTAssertEqual(Set((try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? []), before, "nothing written")
        // With a cache for this project in the default folder, --no-cache neither reads nor rewrites it.
        _ = try IBLintProcess.run([".", "--quiet"], in: app)
        let added = Set(try FileManager.default.contentsOfDirectory(atPath: home.path)).subtracting(before)
        XCTAssertEqual(added.count, 1)
        let cacheFolder = home.appendingPathComponent(try XCTUnwrap(added.first))
        func contents() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: cacheFolder.appendingPathComponent($0))) })
        }
        let kept = try contents()
        XCTAssertFalse(kept.isEmpty)
        try FileManager.default.removeItem(at: app.appendingPathComponent("ShopApp/Views/EmptyStateView.swift"))
        let run = try IBLintProcess.run([".", "--format", "json", "--no-cache", "--timings"], in: app)
        XCTAssertTrue(run.stderr.contains("parse swift"), run.stderr)
        XCTAssertFalse(run.stderr.contains("(cached)"), run.stderr)
        XCTAssertFalse(run.stderr.contains("\ncache "), run.stderr)
        XCTAssertEqual(try contents(), kept, "not rewritten, though a file is gone")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: home.path)), before.union(added))

        let both = try IBLintProcess.run([".", "--no-cache", "--cache-dir", temporaryFolder("cache-both").path], in: app)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("--no-cache does not go with --cache-dir"), both.stderr)
    }

    func testTheDefaultCacheIsTheUsersCacheFolder() throws {
        let app = try IBLintProcess.copyOfExample("cache-default")
        defer { try? FileManager.default.removeItem(at: app) }
        _ = try IBLintProcess.run([".", "--quiet"], in: app)
        let warm = try IBLintProcess.run([".", "--quiet", "--timings"], in: app)
        let folder = defaultCacheFolder.path
        XCTAssertTrue(warm.stderr.contains("cache \(folder)/"), warm.stderr)
        XCTAssertTrue(warm.stderr.contains(", 0 parsed"), warm.stderr)
    }

    func testACacheFolderThatCannotBeWrittenIsSaidAndTheRunGoesOn() throws {
        let app = try IBLintProcess.copyOfExample("cache-unwritable")
        defer { try? FileManager.default.removeItem(at: app) }
        // A file where the folder should be: no permissions needed (the tests may run as root).
        let blocker = temporaryFolder("cache-blocker")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(at: blocker) }
        let cold = try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app)
        let run = try IBLintProcess.run([".", "--format", "json", "--cache-dir", blocker.appendingPathComponent("cache").path], in: app)
        XCTAssertEqual(run.status, cold.status)
        XCTAssertEqual(run.stdout, cold.stdout)
        XCTAssertTrue(run.stderr.contains("iblint: warning: cannot write the cache \(blocker.path)/cache/"), run.stderr)
    }

    /// Runs at the same time with one cache folder (a build phase and a commit hook, two terminals): each
    /// writes its cache files through a file of its own and a rename, so every run reports what a cold run
    /// does, no run reads half a file, and what is left is a whole cache a later run takes every file from.
    func testRunsAtTheSameTimeShareACacheFolder() throws {
        let app = try IBLintProcess.copyOfExample("cache-concurrent")
        let cache = temporaryFolder("cache-dir")
        defer { try? FileManager.default.removeItem(at: app); try? FileManager.default.removeItem(at: cache) }
        func runsAtOnce(_ count: Int) throws -> [IBLintProcess.Output] {
            let results = ResultsByRun(count: count)
            DispatchQueue.concurrentPerform(iterations: count) { run in
                results.set(run, Result { try IBLintProcess.run([".", "--format", "json", "--cache-dir", cache.path], in: app) })
            }
            return try results.all.map { try $0.get() }
        }
        let cold = try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app)
        for run in try runsAtOnce(4) {
            XCTAssertEqual(run.stdout, cold.stdout)
            XCTAssertEqual(run.status, cold.status)
            XCTAssertEqual(run.stderr, cold.stderr, "no run failed to write its cache files")
        }
        // An edit, then two runs at once that both rewrite the cache file holding it.
        let view = app.appendingPathComponent("ShopApp/Views/ProductCardView.swift")
        let text = try String(contentsOf: view, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "class ProductCardView", with: "class ProductCardViewRenamed").utf8).write(to: view)
        let editedCold = try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app)
        XCTAssertNotEqual(editedCold.stdout, cold.stdout, "the edit changes the findings")
        for run in try runsAtOnce(2) {
            XCTAssertEqual(run.stdout, editedCold.stdout)
            XCTAssertEqual(run.stderr, editedCold.stderr)
        }
        let warm = try IBLintProcess.run([".", "--format", "json", "--cache-dir", cache.path, "--timings"], in: app)
        XCTAssertEqual(warm.stdout, editedCold.stdout)
        XCTAssertTrue(warm.stderr.contains(", 0 parsed"), warm.stderr)
        let folders = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        XCTAssertEqual(folders.count, 1, "\(folders)")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(folders[0]).path)
        XCTAssertTrue(files.allSatisfy { $0.hasSuffix(".iblintcache") }, "no temporary file left: \(files)")
    }
}

/// Each concurrent run's result, set from its own thread.
private final class ResultsByRun: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<IBLintProcess.Output, Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ run: Int, _ result: Result<IBLintProcess.Output, Error>) {
        lock.lock(); defer { lock.unlock() }
        results[run] = result
    }

    var all: [Result<IBLintProcess.Output, Error>] {
        lock.lock(); defer { lock.unlock() }
        return results.map { $0 ?? .failure(CocoaError(.featureUnsupported)) }
    }
}
