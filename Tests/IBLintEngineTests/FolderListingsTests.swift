import Foundation
import IBLintCore
import XCTest
@testable import IBLintEngine

/// Discovery takes an unchanged folder's files from the listings the last run kept, finds what changed in
/// a folder as a fresh walk does, keeps nothing of a folder that changed just before it was listed, and a
/// listings file it cannot trust is ignored.
final class FolderListingsTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-listings-\(UUID().uuidString)")
        let files: [(String, String)] = [
            ("App/Main.storyboard", "<document/>"),
            ("App/AppDelegate.swift", "class AppDelegate {}"),
            ("App/README.md", "not read"),
            ("App/Views/CardView.swift", "class CardView {}"),
            ("App/Views/CardView.xib", "<document/>"),
            ("App/Legacy/Bridge.h", "@interface Bridge @end"),
            ("App/Assets.xcassets/Contents.json", "{}"),
            ("App/Assets.xcassets/cart.imageset/Contents.json", "{}"),
            ("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!"),
            ("Stray/project.pbxproj", "// not in an .xcodeproj"),
            (".git/HEAD", "ref"),
            ("Pods/Lib/Lib.swift", "class Lib {}"),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Linked.swift").path,
                                                   withDestinationPath: "AppDelegate.swift")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    private var discovery: FileDiscovery { FileDiscovery(workingDirectory: root.path) }
    /// A time that makes every folder made by the test look settled (changed long before the walk).
    private var later: Double { FileSystem.secondsSince1970() + 10 }

    private func assertSameFiles(_ result: FileDiscovery.Result, _ expected: FileDiscovery.Result,
                                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.files, expected.files, file: file, line: line)
        XCTAssertEqual(result.symbolicLinks, expected.symbolicLinks, file: file, line: line)
        XCTAssertEqual(result.errors, expected.errors, file: file, line: line)
    }

    /// Waits until a change made now gives a folder a later status-change time than one made before (the
    /// kernel stamps times from a clock that ticks every few milliseconds).
    private func waitForTheClockToTick() { Thread.sleep(forTimeInterval: 0.05) }

    func testASecondWalkTakesEveryFolderFromTheListingsAndFindsTheSameFiles() {
        let fresh = discovery.discover([])
        XCTAssertEqual(fresh.foldersReused, 0)
        XCTAssertTrue(fresh.listings.folders.isEmpty, "nothing recorded without listings to keep")
        XCTAssertFalse(fresh.listingsChanged)
        XCTAssertTrue(fresh.files.contains { $0.displayPath == "App/Assets.xcassets/cart.imageset" && $0.kind == .asset })
        XCTAssertEqual(fresh.symbolicLinks, ["App/Linked.swift"])

        let first = discovery.discover([], reusing: FolderListings(), listedAt: later)
        assertSameFiles(first, fresh)
        XCTAssertEqual(first.foldersListed, fresh.foldersListed)
        XCTAssertEqual(first.foldersReused, 0)
        XCTAssertTrue(first.listingsChanged)
        // Every folder walked (the root, App, Views, Legacy, the catalog, the project, Stray, Pods, Lib), not
        // .git and not the set folder.
        XCTAssertEqual(first.listings.folders.count, 9, "\(first.listings.folders.keys.sorted())")
        XCTAssertEqual(first.listings.folders[root.appendingPathComponent("App").path]?.entries, [
            .init(name: "AppDelegate.swift", kind: .file(.swift)), .init(name: "Assets.xcassets", kind: .folder),
            .init(name: "Legacy", kind: .folder), .init(name: "Linked.swift", kind: .symbolicLink),
            .init(name: "Main.storyboard", kind: .file(.interface)), .init(name: "Views", kind: .folder),
        ])
        XCTAssertEqual(first.listings.folders[root.appendingPathComponent("Stray").path]?.entries, [], "its project.pbxproj is not one")

        let second = discovery.discover([], reusing: first.listings, listedAt: later)
        assertSameFiles(second, fresh)
        XCTAssertEqual(second.foldersListed, 0)
        XCTAssertEqual(second.foldersReused, 9)
        XCTAssertFalse(second.listingsChanged, "nothing to write")
        XCTAssertEqual(second.listings, first.listings)
    }

    /// A kept listing is believed while the folder's stamp holds, and only then.
    func testAKeptListingIsUsedOnlyWhileTheFolderStampIsTheOneRecorded() throws {
        let first = discovery.discover([], reusing: FolderListings(), listedAt: later)
        let views = root.appendingPathComponent("App/Views").path
        var doctored = first.listings
        doctored.folders[views]?.entries.append(.init(name: "Ghost.swift", kind: .file(.swift)))
        let believed = discovery.discover([], reusing: doctored, listedAt: later)
        XCTAssertTrue(believed.files.contains { $0.displayPath == "App/Views/Ghost.swift" }, "taken from the listing, not listed")

        var stale = doctored
        stale.folders[views]?.stamp.modification.nanoseconds += 1
        let relisted = discovery.discover([], reusing: stale, listedAt: later)
        XCTAssertFalse(relisted.files.contains { $0.displayPath == "App/Views/Ghost.swift" })
        XCTAssertEqual(relisted.foldersListed, 1)
        XCTAssertTrue(relisted.listingsChanged)
        XCTAssertEqual(relisted.listings, first.listings, "the folder recorded as it is")
    }

    func testFilesAddedRemovedAndRenamedAreFoundAsAFreshWalkFindsThem() throws {
        let first = discovery.discover([], reusing: FolderListings(), listedAt: later)
        waitForTheClockToTick()
        let manager = FileManager.default
        try Data("class Added {}".utf8).write(to: root.appendingPathComponent("App/Views/Added.swift"))
        try manager.removeItem(at: root.appendingPathComponent("App/Legacy/Bridge.h"))
        try manager.moveItem(at: root.appendingPathComponent("App/Main.storyboard"), to: root.appendingPathComponent("App/Start.storyboard"))
        // A file replaced by a folder of the same name, and a new folder holding a source.
        try manager.removeItem(at: root.appendingPathComponent("App/Views/CardView.xib"))
        try manager.createDirectory(at: root.appendingPathComponent("App/Views/CardView.xib"), withIntermediateDirectories: false)
        try manager.createDirectory(at: root.appendingPathComponent("App/Feature"), withIntermediateDirectories: false)
        try Data("class Feature {}".utf8).write(to: root.appendingPathComponent("App/Feature/Feature.swift"))

        let second = discovery.discover([], reusing: first.listings, listedAt: later)
        assertSameFiles(second, discovery.discover([]))
        let paths = Set(second.files.map(\.displayPath))
        XCTAssertTrue(paths.isSuperset(of: ["App/Views/Added.swift", "App/Start.storyboard", "App/Feature/Feature.swift"]))
        XCTAssertTrue(paths.isDisjoint(with: ["App/Legacy/Bridge.h", "App/Main.storyboard", "App/Views/CardView.xib"]))
        // App, Views and Legacy changed; Feature and the folder named CardView.xib are new.
        XCTAssertEqual(second.foldersListed, 5)
        XCTAssertTrue(second.listingsChanged)

        // A folder gone is dropped from the listings.
        waitForTheClockToTick()
        try manager.removeItem(at: root.appendingPathComponent("App/Feature"))
        let third = discovery.discover([], reusing: second.listings, listedAt: later)
        assertSameFiles(third, discovery.discover([]))
        XCTAssertNil(third.listings.folders[root.appendingPathComponent("App/Feature").path])
        XCTAssertEqual(third.listings.folders.count, second.listings.folders.count - 1)
    }

    /// A folder whose status changed within `SummaryCache.trustMargin` seconds of the walk may change again
    /// without its times changing (within the file system's time resolution): its listing is not kept.
    func testAFolderChangedJustBeforeTheWalkIsNotKept() {
        let now = discovery.discover([], reusing: FolderListings())
        XCTAssertTrue(now.listings.folders.isEmpty, "every folder was made just now")
        XCTAssertFalse(now.listingsChanged)
        let stamp = FolderListings.Stamp.of(root.path)!
        let changed = Double(stamp.identity.changeTime.seconds) + Double(stamp.identity.changeTime.nanoseconds) / 1e9
        XCTAssertFalse(FolderListings.isSettled(stamp, listedAt: changed + SummaryCache.trustMargin))
        XCTAssertTrue(FolderListings.isSettled(stamp, listedAt: changed + SummaryCache.trustMargin + 0.01))
    }

    func testPathsGivenTogetherKeepOneListingPerFolder() {
        let first = discovery.discover([".", "App"], reusing: FolderListings(), listedAt: later)
        assertSameFiles(first, discovery.discover([".", "App"]))
        let second = discovery.discover([".", "App"], reusing: first.listings, listedAt: later)
        assertSameFiles(second, first)
        XCTAssertEqual(second.foldersListed, 0)
        XCTAssertFalse(second.listingsChanged)
    }

    // MARK: The file

    func testTheFileKeepsTheListingsAndIsIgnoredWhenItCannotBeTrusted() throws {
        let listings = discovery.discover([], reusing: FolderListings(), listedAt: later).listings
        let file = root.appendingPathComponent("cache/folders.iblintcache").path
        try listings.write(to: file, identity: "build A")
        guard case .loaded(let loaded) = FolderListings.load(from: file, identity: "build A") else {
            return XCTFail("not loaded")
        }
        XCTAssertEqual(loaded, listings)
        try listings.write(to: file, identity: "build A")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), Data(listings.encoded(identity: "build A")), "the same bytes every time")

        func reason(_ identity: String = "build A") -> String? {
            if case .discarded(let reason) = FolderListings.load(from: file, identity: identity) { return reason }
            return nil
        }
        XCTAssertEqual(reason("build B"), "it was written by another iblint build")
        var bytes = listings.encoded(identity: "build A")
        bytes[bytes.count / 2] ^= 0x20
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(reason(), "its checksum does not match (damaged or cut short)")
        try Data(listings.encoded(identity: "build A").dropLast(3)).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(reason(), "its checksum does not match (damaged or cut short)")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(reason(), "it is not an iblint folder listings file")
        try FileManager.default.removeItem(atPath: file)
        guard case .missing = FolderListings.load(from: file, identity: "build A") else { return XCTFail("a missing file is missing") }

        // An entry that is not a plain name (its checksum right) is refused, not walked into.
        var crafted = listings
        crafted.folders[root.path]?.entries.append(.init(name: "../elsewhere", kind: .folder))
        try crafted.write(to: file, identity: "build A")
        XCTAssertEqual(reason(), "it has an entry it cannot read")
    }

    func testAPlainNameIsOneAFolderCanHold() {
        for name in ["ok.swift", ".hidden", "...", "é.xib", "a b", "x"] { XCTAssertTrue(FolderListings.isPlainName(name), name) }
        for name in ["", ".", "..", "a/b", "/", "a\u{0}b"] { XCTAssertFalse(FolderListings.isPlainName(name), name) }
    }

    /// The summary cache's save and clean-up treat the listings as one of the cache's files: kept beside
    /// its files, removed with an unused project's folder.
    func testTheSummaryCacheKeepsAndCleansUpTheListingsFile() throws {
        let cacheDirectory = root.appendingPathComponent("caches").path
        let folder = SummaryCache.path(in: cacheDirectory, workingDirectory: root.path, roots: ["."])
        let listingsFile = FileSystem.path(folder, appending: FolderListings.fileName)
        try FolderListings().write(to: listingsFile, identity: "build")
        let cache = SummaryCache(path: folder, identity: "build")
        let (inputs, _) = Linter.read(discovery.discover([]).files)
        _ = iblint.lint(inputs, cache: cache)
        try cache.save()
        XCTAssertGreaterThan(cache.filesWritten, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: listingsFile), "kept by the save")

        // A month unused, the folder goes, listings and all.
        let old = timeval(tv_sec: time(nil) - 40 * 86_400, tv_usec: 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            XCTAssertEqual(utimes(FileSystem.path(folder, appending: name), [old, old]), 0)
        }
        SummaryCache.removeUnused(in: cacheDirectory, olderThanDays: 30, keeping: "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
    }
}
