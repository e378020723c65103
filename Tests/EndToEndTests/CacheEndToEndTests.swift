import Foundation
import XCTest

/// The summary cache from the command line: a warm run reports exactly what a cold one does, in every
/// format; `--no-cache` reads and writes nothing; a cache folder that cannot be written is said, once.
final class CacheEndToEndTests: XCTestCase {
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
            XCTAssertTrue(warm.stderr.contains(" parsed"), warm.stderr)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        XCTAssertEqual(files.count, 1, "one cache file for the project: \(files)")
        XCTAssertTrue(files[0].hasSuffix(".iblintcache"))

        // An edit shows at once.
        let view = app.appendingPathComponent("ShopApp/Views/ProductCardView.swift")
        let text = try String(contentsOf: view, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "class ProductCardView", with: "class ProductCardViewRenamed").utf8).write(to: view)
        let edited = try IBLintProcess.run([".", "--format", "json", "--cache-dir", cache.path, "--timings"], in: app)
        XCTAssertEqual(edited.stdout, try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app).stdout)
        XCTAssertTrue(edited.stderr.contains(", 1 parsed"), edited.stderr)
    }

    func testNoCacheReadsAndWritesNothing() throws {
        let app = try IBLintProcess.copyOfExample("cache-none")
        let cache = temporaryFolder("cache-none-dir")
        defer { try? FileManager.default.removeItem(at: app) }
        let home = IBLintProcess.cacheHome.appendingPathComponent("iblint")
        let before = (try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? []
        let run = try IBLintProcess.run([".", "--no-cache", "--quiet"], in: app)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? [], before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path))

        let both = try IBLintProcess.run([".", "--no-cache", "--cache-dir", cache.path], in: app)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("--no-cache does not go with --cache-dir"), both.stderr)
    }

    func testTheDefaultCacheIsTheUsersCacheFolder() throws {
        let app = try IBLintProcess.copyOfExample("cache-default")
        defer { try? FileManager.default.removeItem(at: app) }
        _ = try IBLintProcess.run([".", "--quiet"], in: app)
        let warm = try IBLintProcess.run([".", "--quiet", "--timings"], in: app)
        #if os(macOS)
        let folder = IBLintProcess.cacheHome.appendingPathComponent("Library/Caches/iblint").path
        #else
        let folder = IBLintProcess.cacheHome.appendingPathComponent("iblint").path
        #endif
        XCTAssertTrue(warm.stderr.contains("cache \(folder)/"), warm.stderr)
        XCTAssertTrue(warm.stderr.contains(", 0 parsed"), warm.stderr)
    }

    func testACacheFolderThatCannotBeWrittenIsSaidAndTheRunGoesOn() throws {
        let app = try IBLintProcess.copyOfExample("cache-unwritable")
        defer { try? FileManager.default.removeItem(at: app) }
        // A file where the folder should be: no permissions needed (the tests may run as root).
        let blocker = temporaryFolder("cache-blocker")
        FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8))
        defer { try? FileManager.default.removeItem(at: blocker) }
        let cold = try IBLintProcess.run([".", "--format", "json", "--no-cache"], in: app)
        let run = try IBLintProcess.run([".", "--format", "json", "--cache-dir", blocker.appendingPathComponent("cache").path], in: app)
        XCTAssertEqual(run.status, cold.status)
        XCTAssertEqual(run.stdout, cold.stdout)
        XCTAssertTrue(run.stderr.contains("iblint: warning: cannot write the cache \(blocker.path)/cache/"), run.stderr)
    }
}
