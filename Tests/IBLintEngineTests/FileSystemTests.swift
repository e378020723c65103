import Foundation
@testable import IBLintEngine
import XCTest

/// `FileSystem` stands in for `NSString`'s path methods and `localizedDescription`, so that iblint needs
/// only FoundationEssentials: its answers must be `NSString`'s on the paths iblint makes.
final class FileSystemTests: XCTestCase {
    private static let paths = ["/", "/a", "/a/", "/a/b", "/a/b/", "/a//b", "a", "a/", "a/b", "a/b/c.swift", "", ".", "..",
                                "./a", "/a/b//", "//", "/tmp/cache/7edcbb8d5de4a956", "Café/Ünï.xib", "a b/c d"]
    private static let names = ["b", "b/", "/b", "c.iblintcache", "", "d e", "ü"]

    func testJoiningAgreesWithNSString() {
        // Where a slash would be doubled, platforms differ (swift-corelibs-foundation keeps `//`, Apple's
        // Foundation makes one): iblint makes one, tested below.
        for folder in Self.paths where !folder.hasSuffix("//") {
            for name in Self.names where !name.hasPrefix("/") {
                XCTAssertEqual(FileSystem.path(folder, appending: name), (folder as NSString).appendingPathComponent(name), "\(folder) + \(name)")
            }
        }
    }

    func testJoiningNeverDoublesASlash() {
        XCTAssertEqual(FileSystem.path("/a/b//", appending: "c"), "/a/b/c")
        XCTAssertEqual(FileSystem.path("/a", appending: "/c"), "/a/c")
        XCTAssertEqual(FileSystem.path("/", appending: "//c"), "/c")
        XCTAssertEqual(FileSystem.path("", appending: "/c"), "/c")
    }

    func testParentAgreesWithNSString() {
        // swift-corelibs-foundation traps on the empty path, `//` and a name without a folder.
        for path in Self.paths where !["", "//", "a", "a/", ".", ".."].contains(path) {
            XCTAssertEqual(FileSystem.parent(of: path), (path as NSString).deletingLastPathComponent, path)
        }
    }

    func testParentOfTheDegeneratePaths() {
        XCTAssertEqual(FileSystem.parent(of: ""), "")
        XCTAssertEqual(FileSystem.parent(of: "//"), "/")
        for name in ["a", "a/", ".", ".."] { XCTAssertEqual(FileSystem.parent(of: name), "", name) }
        XCTAssertEqual(FileSystem.parent(of: "/a//b"), "/a")
    }

    func testIsDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-fs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("File.swift")
        try Data("x".utf8).write(to: file)
        let link = folder.appendingPathComponent("Link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.path)
        XCTAssertEqual(FileSystem.isDirectory(folder.path), true)
        XCTAssertEqual(FileSystem.isDirectory(file.path), false)
        XCTAssertEqual(FileSystem.isDirectory(link.path), true, "links are followed")
        XCTAssertNil(FileSystem.isDirectory(folder.appendingPathComponent("Missing").path))
    }

    func testReasonsNameWhatTheSystemSaid() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-missing-\(UUID().uuidString)/out.sarif")
        XCTAssertThrowsError(try AtomicFile.write("x", to: missing.path)) { error in
            XCTAssertEqual(FileSystem.reason(error), String(cString: strerror(ENOENT)))
        }
        XCTAssertEqual(FileSystem.reason(FileSystem.Failure(EACCES)), String(cString: strerror(EACCES)))
        XCTAssertEqual(FileSystem.Failure(ENOSPC).description, String(cString: strerror(ENOSPC)))
        struct Custom: Error, CustomStringConvertible { var description: String { "custom words" } }
        XCTAssertEqual(FileSystem.reason(Custom()), "custom words")
    }

    func testExistsAndContentsFollowLinksAndReadOnlyFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("File.swift")
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: file)
        let link = folder.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        let dangling = folder.appendingPathComponent("Dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: folder.appendingPathComponent("Gone").path)
        XCTAssertTrue(FileSystem.exists(file.path))
        XCTAssertTrue(FileSystem.exists(folder.path))
        XCTAssertTrue(FileSystem.exists(link.path))
        XCTAssertFalse(FileSystem.exists(dangling.path), "a link to nothing leads nowhere (as FileManager.fileExists)")
        XCTAssertFalse(FileSystem.exists(folder.appendingPathComponent("Missing").path))
        XCTAssertEqual(FileSystem.contents(of: file.path), bytes)
        XCTAssertEqual(FileSystem.contents(of: link.path), bytes)
        XCTAssertNil(FileSystem.contents(of: folder.path), "a folder has no contents to read")
        XCTAssertNil(FileSystem.contents(of: dangling.path))
        try Data().write(to: file)
        XCTAssertEqual(FileSystem.contents(of: file.path), [])
        XCTAssertEqual(FileSystem.contents(of: "/dev/null"), [], "a device is read to its end")
    }

    /// A configuration or baseline given as a pipe (`--config <(…)`) is read as `FileManager` read it.
    func testContentsOfAPipeAreReadToTheEnd() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("config.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            bytes.withUnsafeBytes { _ = FileSystem.write($0, to: descriptor) }
            close(descriptor)
        }
        writer.start()
        XCTAssertEqual(FileSystem.contents(of: fifo), bytes)
    }

    func testListsAFoldersNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["a.swift", ".hidden", "Sub folder", "ü.xib"]
        for name in names { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        XCTAssertEqual(try FileSystem.contentsOfDirectory(folder.path).sorted(), names.sorted(), "no . or ..")
        XCTAssertEqual(try FileSystem.contentsOfDirectory(folder.path).sorted(),
                       try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted())
        XCTAssertThrowsError(try FileSystem.contentsOfDirectory(folder.appendingPathComponent("Missing").path)) { error in
            XCTAssertEqual(error as? FileSystem.Failure, FileSystem.Failure(ENOENT))
        }
        XCTAssertThrowsError(try FileSystem.contentsOfDirectory(folder.appendingPathComponent("a.swift").path)) { error in
            XCTAssertEqual(error as? FileSystem.Failure, FileSystem.Failure(ENOTDIR))
        }
    }

    func testCreatesFoldersAndTheFoldersAboveThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = folder.appendingPathComponent("reports/ci/today").path
        try FileSystem.createDirectory(deep)
        XCTAssertEqual(FileSystem.isDirectory(deep), true)
        try FileSystem.createDirectory(deep)  // already there: no error
        try FileSystem.createDirectory(deep + "/")
        try FileSystem.createDirectory(folder.path)
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try FileSystem.createDirectory(file.path)) { error in
            XCTAssertEqual(error as? FileSystem.Failure, FileSystem.Failure(EEXIST), "a file is in the way")
        }
        XCTAssertThrowsError(try FileSystem.createDirectory(file.path + "/below")) { error in
            XCTAssertEqual(error as? FileSystem.Failure, FileSystem.Failure(EEXIST), "the file is in the way of its folder")
        }
        XCTAssertEqual(try Data(contentsOf: file), Data("x".utf8), "the file in the way is left alone")
    }

    func testWorkingDirectoryLinksEnvironmentAndClockAgreeWithFoundation() throws {
        XCTAssertEqual(FileSystem.currentDirectory(), FileManager.default.currentDirectoryPath)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("Link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Some Where/ü")
        XCTAssertEqual(FileSystem.destinationOfSymbolicLink(link.path), "../Some Where/ü")
        XCTAssertNil(FileSystem.destinationOfSymbolicLink(folder.path), "a folder is no link")
        XCTAssertNil(FileSystem.destinationOfSymbolicLink(folder.appendingPathComponent("Missing").path))
        #if os(Linux)
        XCTAssertNotNil(FileSystem.destinationOfSymbolicLink("/proc/self/exe"))
        #endif
        XCTAssertEqual(FileSystem.environment(), ProcessInfo.processInfo.environment)
        XCTAssertEqual(FileSystem.environment()["PATH"], ProcessInfo.processInfo.environment["PATH"])
        XCTAssertEqual(FileSystem.secondsSince1970(), Date().timeIntervalSince1970, accuracy: 5)
        XCTAssertEqual(FileSystem.variables(["A=1", "B=x=y", "A=2", "C=", "no equals sign"]), ["A": "1", "B": "x=y", "C": ""])
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-fs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testWritesEveryByteToADescriptor() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0) }
        FileSystem.write(bytes, to: descriptors[1])
        close(descriptors[1])
        let read = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true).readDataToEndOfFile()
        XCTAssertEqual([UInt8](read), bytes)
    }

    func testShardFileNamesAreTwoHexadecimalDigits() {
        for number in [0, 9, 10, 31, 255] {
            XCTAssertEqual(SummaryCache.shardFileName(number), String(format: "%02x.iblintcache", number))
        }
    }
}
