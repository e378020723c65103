import Foundation
import IBLintCore
@testable import IBLintEngine
import IBLintIndex
import XCTest

/// A `--report-only` run takes a file the cache trusts unchanged (its size, modification and status-change
/// times, inode and device as recorded, recorded more than `SummaryCache.trustMargin` seconds after its last
/// change) without reading it: its summary is decoded, and its bytes are read only if something asks. The
/// findings are always those of a run without a cache; a file written since, even with its old size and
/// modification time put back, is read and parsed again; one that changes after it was taken unread is
/// named, and given as blanks of its recorded size.
final class TrustedUnreadTests: XCTestCase {
    private var folder: TemporaryProject!
    private var project: URL { folder.url }
    /// The project's cache folder.
    private var cacheFolder: String { folder.cacheFolder }

    override func setUpWithError() throws {
        folder = try TemporaryProject(named: "trusted-unread")
        try write("ProfileView.swift", TemporaryProject.profileViewSwift)
        try write("ProfileView.xib", TemporaryProject.profileViewXib)
        try write("SettingsView.swift", """
            import UIKit
            final class SettingsView: UIView {
                // iblint:disable:next unconnected-outlet
                @IBOutlet weak var toggle: UISwitch!
                func reset() {}
            }
            """)
        try write("Helpers.swift", """
            import Foundation
            enum Helpers { static let name = "helpers" }
            """)
    }

    override func tearDownWithError() throws {
        folder?.remove()
    }

    private func write(_ name: String, _ text: String) throws { try folder.write(name, text) }

    private func path(_ name: String) -> String { folder.path(name) }

    private struct Run {
        var diagnostics: [Diagnostic]
        var inputs: [InputFile]
        var reads: DeferredReads
        var cache: SummaryCache?
        var index: ProjectIndex
        func input(_ name: String) -> InputFile? { inputs.first { $0.path == name } }
    }

    /// One run as the command line makes it. `trusting`: files are read through the cache (as a
    /// `--report-only` run reads them); `recordedLater`: the cache stands for a run that began this many seconds
    /// after now (files written by the test changed just now: within the margin, a run does not trust them).
    /// `beforeLinting` runs between reading and linting.
    private func lintRun(reportOnly: [String]? = ["ProfileView.xib"], cached: Bool = true, trusting: Bool = true, recordedLater: Double = 10,
                     beforeLinting: () throws -> Void = {}) throws -> Run {
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let cache = cached ? SummaryCache(path: cacheFolder, identity: "test build") : nil
        cache?.openedAt += recordedLater
        let reads = DeferredReads()
        let (inputs, errors) = Linter.read(discovery.files, trusting: trusting ? cache : nil, deferredReads: reads)
        XCTAssertEqual(errors, [])
        try beforeLinting()
        var configuration = Configuration()
        configuration.reportScope = reportOnly.map { ReportScope(paths: $0) }
        let result = iblint.lint(inputs, configuration: configuration, scope: discovery.scope, cache: cache)
        try cache?.save()
        return Run(diagnostics: result.diagnostics, inputs: inputs, reads: reads, cache: cache, index: result.index)
    }

    func testUnchangedFilesAreTakenUnreadAndTheFindingsAreTheSame() throws {
        let cold = try lintRun(cached: false).diagnostics
        XCTAssertTrue(cold.contains { $0.ruleID == "broken-outlet" && $0.location.path == "ProfileView.xib" }, "\(cold)")
        // A finding in a file not reported, kept because it points at the reported xib, is suppressed by a
        // comment in its own file: that file's comments are read for it.
        XCTAssertFalse(cold.contains { $0.message.contains("extraLabel") }, "\(cold)")
        let first = try lintRun(trusting: false)
        XCTAssertEqual(first.reads.deferred, 0, "nothing cached yet")
        let second = try lintRun()
        XCTAssertEqual(second.cache?.statistics, .init(hits: 4, misses: 0, rejected: 0))
        XCTAssertEqual(second.reads.deferred, 4)
        XCTAssertEqual(second.diagnostics, cold)
        XCTAssertFalse(second.diagnostics.contains { $0.message.contains("extraLabel") })
        // The reported file is read for its finding's line; a file nothing asks about stays unread.
        XCTAssertEqual(second.input("ProfileView.xib")?.contents.isRead, true)
        XCTAssertEqual(second.input("Helpers.swift")?.contents.isRead, false)
        XCTAssertEqual(second.input("SettingsView.swift")?.contents.isRead, false, "its suppression comment cannot matter to the report")
        XCTAssertLessThan(second.reads.read, 4)
        XCTAssertEqual(second.reads.changed, [])
        // Reported too, the suppression comment is read and applies, as without the cache.
        let both = ["ProfileView.xib", "SettingsView.swift"]
        XCTAssertEqual(try lintRun(reportOnly: both).diagnostics, try lintRun(reportOnly: both, cached: false).diagnostics)
        XCTAssertEqual(try lintRun(reportOnly: both).input("SettingsView.swift")?.contents.isRead, true)
    }

    func testAFileChangedJustBeforeTheCacheRecordedItIsReadUntilTheCacheMayTrustIt() throws {
        // Recorded by a run that began within the margin of the files' last change: not trusted.
        _ = try lintRun(trusting: false, recordedLater: 0)
        let second = try lintRun()
        XCTAssertEqual(second.reads.deferred, 0)
        XCTAssertEqual(second.cache?.statistics, .init(hits: 4, misses: 0, rejected: 0))
        XCTAssertTrue(second.inputs.allSatisfy(\.contents.isRead))
        // That run read and hashed them long enough after their change: its entries are trusted (the cache
        // files are written again for that alone), and the next run takes them unread.
        let third = try lintRun()
        XCTAssertEqual(third.reads.deferred, 4)
        XCTAssertEqual(third.diagnostics, try lintRun(cached: false).diagnostics)
    }

    func testAFileWrittenWithItsOldSizeAndModificationTimeIsReadAndParsedAgain() throws {
        var times = [timeval(tv_sec: 1_700_000_000, tv_usec: 0), timeval(tv_sec: 1_700_000_000, tv_usec: 0)]
        XCTAssertEqual(utimes(path("ProfileView.swift"), &times), 0)
        _ = try lintRun(trusting: false)
        XCTAssertEqual(try lintRun().reads.deferred, 4)
        // The outlet renamed to a name of the same length, the modification time put back (as `cp -p`,
        // `rsync -t` or a tar extraction would): only the status-change time tells.
        let text = try String(contentsOfFile: path("ProfileView.swift"), encoding: .utf8)
        try write("ProfileView.swift", text.replacingOccurrences(of: "nameLabel", with: "nameLabeX"))
        XCTAssertEqual(utimes(path("ProfileView.swift"), &times), 0)
        let edited = try lintRun()
        XCTAssertEqual(edited.reads.deferred, 3)
        XCTAssertEqual(edited.cache?.statistics, .init(hits: 3, misses: 1, rejected: 0))
        XCTAssertEqual(edited.diagnostics, try lintRun(cached: false).diagnostics)
        XCTAssertTrue(edited.diagnostics.contains { $0.message.contains("nameLabel") }, "the edit is seen: \(edited.diagnostics.map(\.message))")
    }

    func testAFileReplacedByAnotherWithTheSameTimesIsNotTrusted() throws {
        _ = try lintRun(trusting: false)
        // Another file (another inode) moved over it, its times copied from the old: a new status-change time.
        let text = try String(contentsOfFile: path("Helpers.swift"), encoding: .utf8)
        var old = stat()
        XCTAssertEqual(stat(path("Helpers.swift"), &old), 0)
        try write("Replacement.tmp", text.replacingOccurrences(of: "helpers", with: "HELPERS"))
        #if canImport(Darwin)
        var times = [old.st_atimespec, old.st_mtimespec]
        #else
        var times = [old.st_atim, old.st_mtim]
        #endif
        XCTAssertEqual(utimensat(AT_FDCWD, path("Replacement.tmp"), &times, 0), 0)
        XCTAssertEqual(rename(path("Replacement.tmp"), path("Helpers.swift")), 0)
        let replaced = try lintRun()
        XCTAssertEqual(replaced.reads.deferred, 3)
        XCTAssertEqual(replaced.cache?.statistics, .init(hits: 3, misses: 1, rejected: 0))
    }

    func testAFileChangedAfterItWasTakenUnreadIsNamedAndNothingBreaks() throws {
        _ = try lintRun(trusting: false)
        // Reported, the file's bytes are read after it was taken unread, and by then it changed.
        let changed = try lintRun(reportOnly: ["SettingsView.swift", "ProfileView.xib"]) {
            try self.write("SettingsView.swift", "import UIKit\n// rewritten meanwhile, and longer than it was before\n")
        }
        XCTAssertEqual(changed.reads.changed, ["SettingsView.swift"])
        let bytes = try XCTUnwrap(changed.input("SettingsView.swift")).bytes
        XCTAssertTrue(bytes.allSatisfy { $0 == UInt8(ascii: " ") }, "blanks of the size the summary was made from")
        XCTAssertEqual(bytes.count, try XCTUnwrap(changed.input("SettingsView.swift")).contents.count)
        // The next run sees the change.
        let next = try lintRun(reportOnly: ["SettingsView.swift", "ProfileView.xib"])
        XCTAssertEqual(next.reads.changed, [])
        XCTAssertEqual(next.cache?.statistics.misses, 1)
    }

    func testAnUnreadInterfaceFileAnswersWhichAttributesItMayHaveFromItsElements() throws {
        try write("PriceCell.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="PriceCell" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                </objects>
            </document>
            """)
        _ = try lintRun(trusting: false)
        let second = try lintRun()
        let cell = try XCTUnwrap(second.index.documents.first { $0.path == "PriceCell.xib" })
        XCTAssertFalse(cell.file.contents.isRead)
        XCTAssertTrue(cell.mayHaveAttribute(named: "reuseIdentifier"))
        XCTAssertFalse(cell.mayHaveAttribute(named: "storyboardIdentifier"))
        XCTAssertFalse(cell.mayHaveAttribute(named: "misplaced"))
        XCTAssertTrue(cell.mayHaveAttribute(named: "contentMode"), "a name rules do not ask about may always be there")
        XCTAssertFalse(cell.file.contents.isRead, "answered without reading the file")
        // Read, the file answers by its bytes, the same for these names.
        let read = try XCTUnwrap(try lintRun(trusting: false).index.documents.first { $0.path == "PriceCell.xib" })
        XCTAssertTrue(read.file.contents.isRead)
        for name in ["reuseIdentifier", "storyboardIdentifier", "misplaced"] {
            XCTAssertEqual(read.mayHaveAttribute(named: name), cell.mayHaveAttribute(named: name), name)
        }
    }

    func testDeferredContentsAreReadOnceAndChecked() throws {
        try write("Note.txt", "first text\n")
        let bytes = Array("first text\n".utf8)
        let reads = DeferredReads()
        let path = path("Note.txt")
        func deferred() -> FileContents {
            reads.noteDeferred()
            return FileContents(deferredPath: "Note.txt", count: bytes.count, hash: ContentHash.of(bytes), reads: reads) {
                try? Array(Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        let unchanged = deferred()
        XCTAssertEqual(unchanged.count, bytes.count)
        XCTAssertFalse(unchanged.isRead)
        XCTAssertEqual(unchanged.recordedHash, ContentHash.of(bytes))
        XCTAssertEqual(unchanged.bytes, bytes)
        XCTAssertTrue(unchanged.isRead)
        // Same size, other bytes.
        let sameSize = deferred()
        try write("Note.txt", "other text\n")
        XCTAssertEqual(sameSize.bytes, Array(repeating: UInt8(ascii: " "), count: bytes.count))
        // Gone.
        let gone = deferred()
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(gone.bytes.count, bytes.count)
        XCTAssertEqual(unchanged.bytes, bytes, "read once: kept")
        XCTAssertEqual([reads.deferred, reads.read], [3, 3])
        XCTAssertEqual(reads.changed, ["Note.txt", "Note.txt"])
        let given = FileContents(bytes)
        XCTAssertTrue(given.isRead)
        XCTAssertNil(given.recordedHash)
    }
}
