import Foundation
import IBLintCore
@testable import IBLintEngine
import IBLintIndex
import XCTest

/// A run that fixes nothing reads its files releasable (`Linter.read(releasable:)`): each interface file's
/// and source's bytes are let go once parsed, unless a suppression comment may be in them, and read again
/// only for what asks (a finding's line). The findings are always those of a run that keeps every file's
/// bytes, with or without the cache.
final class ReleasedBytesTests: XCTestCase {
    private var folder: TemporaryProject!
    private var project: URL { folder.url }
    /// The project's cache folder.
    private var cacheFolder: String { folder.cacheFolder }

    override func setUpWithError() throws {
        folder = try TemporaryProject(named: "released-bytes")
        try write("ProfileView.swift", TemporaryProject.profileViewSwift)
        try write("ProfileView.xib", TemporaryProject.profileViewXib)
        try write("AboutViewController.swift", """
            import UIKit
            final class AboutViewController: UIViewController {
                @IBOutlet weak var versionLabel: UILabel!
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """)
        try write("AboutViewController.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AboutViewController">
                        <connections>
                            <outlet property="view" destination="root" id="v0"/>
                            <outlet property="versionLabel" destination="version" id="v1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <label id="version"/>
                        </subviews>
                    </view>
                </objects>
            </document>
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

    private struct Run {
        var diagnostics: [Diagnostic]
        var inputs: [InputFile]
        var reads: DeferredReads
        func input(_ name: String) -> InputFile? { inputs.first { $0.path == name } }
    }

    /// One run as the command line makes it (every file reported). `beforeRules` runs between parsing and
    /// the rules (from the first rule), with the run's inputs.
    private func lintRun(releasable: Bool = true, cached: Bool = false, reportOnly: [String]? = nil) throws -> Run {
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let cache = cached ? SummaryCache(path: cacheFolder, identity: "test build") : nil
        let reads = DeferredReads()
        let (inputs, errors) = Linter.read(discovery.files, releasable: releasable, deferredReads: reads)
        XCTAssertEqual(errors, [])
        var configuration = Configuration()
        configuration.reportScope = reportOnly.map { ReportScope(paths: $0) }
        let result = iblint.lint(inputs, configuration: configuration, scope: discovery.scope, cache: cache)
        try cache?.save()
        return Run(diagnostics: result.diagnostics, inputs: inputs, reads: reads)
    }

    func testBytesLetGoOnceParsedGiveTheSameFindings() throws {
        let kept = try lintRun(releasable: false)
        XCTAssertTrue(kept.diagnostics.contains { $0.ruleID == "broken-outlet" && $0.location.path == "ProfileView.xib" }, "\(kept.diagnostics)")
        XCTAssertFalse(kept.diagnostics.contains { $0.message.contains("extraLabel") }, "suppressed")
        XCTAssertEqual(kept.reads.released, 0)
        XCTAssertTrue(kept.inputs.allSatisfy { $0.contents.isRead && !$0.contents.isReleasable })

        let released = try lintRun()
        XCTAssertEqual(released.diagnostics, kept.diagnostics)
        // Four of the five let go: the file with a suppression comment is kept, and its comment applies.
        XCTAssertEqual(released.reads.released, 4)
        XCTAssertEqual(released.input("ProfileView.swift")?.contents.isReleased, false)
        XCTAssertEqual(released.input("ProfileView.swift")?.contents.isRead, true)
        // Sources without findings are not read again: the nib the controller loads by default is found
        // from where its file passes `nibName: nil`, read off it when it was scanned. (An interface file's
        // line table is made as it is loaded: its findings' lines need no second read.)
        XCTAssertEqual(released.input("Helpers.swift")?.contents.isReleased, true)
        XCTAssertFalse(released.diagnostics.contains { $0.location.path.hasPrefix("AboutViewController") }, "\(released.diagnostics)")
        XCTAssertEqual(released.input("AboutViewController.swift")?.contents.isReleased, true)
        XCTAssertEqual(released.reads.changed, [])
    }

    func testBytesLetGoWithTheCacheGiveTheSameFindings() throws {
        let kept = try lintRun(releasable: false).diagnostics
        let first = try lintRun(cached: true)
        XCTAssertEqual(first.diagnostics, kept)
        let warm = try lintRun(cached: true)
        XCTAssertEqual(warm.diagnostics, kept)
        XCTAssertEqual(warm.reads.released, 4, "summaries decoded from the cache let their files' bytes go too")
        XCTAssertEqual(warm.input("Helpers.swift")?.contents.isReleased, true)
    }

    func testARunReportingAFewFilesGivesTheSameFindingsWithBytesLetGo() throws {
        for reported in [["ProfileView.xib"], ["ProfileView.swift"], ["AboutViewController.swift", "Helpers.swift"]] {
            let kept = try lintRun(releasable: false, reportOnly: reported).diagnostics
            XCTAssertEqual(try lintRun(reportOnly: reported).diagnostics, kept, "\(reported)")
        }
        // A finding kept because it points at the reported xib is suppressed by a comment in its own file.
        XCTAssertFalse(try lintRun(reportOnly: ["ProfileView.xib"]).diagnostics.contains { $0.message.contains("extraLabel") })
    }

    func testAFileChangedAfterItsBytesWereLetGoIsNamedWhenReadAgain() throws {
        let discovery = FileDiscovery(workingDirectory: project.path).discover([])
        let reads = DeferredReads()
        let (inputs, _) = Linter.read(discovery.files, releasable: true, deferredReads: reads)
        let index = Linter.buildIndex(inputs)
        let xib = try XCTUnwrap(index.documents.first { $0.path == "ProfileView.xib" })
        XCTAssertTrue(xib.file.contents.isReleased, "the document keeps its file's contents, let go")
        try write("ProfileView.xib", "<?xml version=\"1.0\"?><document/>\n")
        XCTAssertTrue(xib.file.bytes.allSatisfy { $0 == UInt8(ascii: " ") }, "blanks of the size parsed")
        XCTAssertEqual(reads.changed, ["ProfileView.xib"])
    }
}
