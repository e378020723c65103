import Foundation
import IBLintCore
import IBLintIndex
import IBLintRules
import XCTest
@testable import IBLintEngine

/// Files that change under iblint while it runs: discovered, then deleted before they are read; read,
/// then deleted or edited before a fix is written; unreadable. Each is a sentence naming the file, and
/// the other files go on.
final class VanishingFileTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-vanishing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        for (name, text) in [("App/Card.xib", Self.xib), ("App/CardView.swift", Self.swift), ("App/Other.swift", "struct Other {}\n")] {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: root.appendingPathComponent("App/Card.xib").path)
        try? FileManager.default.removeItem(at: root)
    }

    /// A view whose `titleLable` outlet has a typo a fix renames.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="card" customClass="CardView" customModule="App" customModuleProvider="target">
                    <subviews>
                        <label text="Title" id="lbl"/>
                    </subviews>
                    <connections>
                        <outlet property="titleLable" destination="lbl" id="out"/>
                    </connections>
                </view>
            </objects>
        </document>

        """

    static let swift = """
        import UIKit

        final class CardView: UIView {
            @IBOutlet weak var titleLabel: UILabel!
        }

        """

    private func discover() -> FileDiscovery.Result {
        FileDiscovery(workingDirectory: root.path).discover(["App"])
    }

    /// A read that stops at the size `fstat` gave ends the file without a read answering 0: every size
    /// around the read's buffer and pages still comes back whole, byte for byte.
    func testFilesOfEverySizeAreReadWhole() throws {
        var random = SplitMix64(seed: 13)
        for size in [0, 1, 2, 4095, 4096, 4097, 65_535, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let url = root.appendingPathComponent("App/sized-\(size).bin")
            try Data(bytes).write(to: url)
            let read = try XCTUnwrap(Linter.readFile(url.path), "size \(size)")
            XCTAssertEqual(read.0, bytes, "size \(size)")
        }
        XCTAssertNil(Linter.readFile(root.appendingPathComponent("App").path), "a folder is not read")
        #if os(Linux)
        // Longer than `fstat` says (procfs gives size 0): read on to its end all the same.
        let status = try XCTUnwrap(Linter.readFile("/proc/self/status"))
        XCTAssertTrue(String(decoding: status.0, as: UTF8.self).hasPrefix("Name:"))
        XCTAssertGreaterThan(status.0.count, 100)
        #endif
    }

    func testAFileDeletedAfterDiscoveryIsNamedAndTheRestIsRead() throws {
        let discovery = discover()
        XCTAssertEqual(discovery.files.map(\.displayPath), ["App/Card.xib", "App/CardView.swift", "App/Other.swift"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/CardView.swift"))
        let (inputs, errors) = Linter.read(discovery.files)
        XCTAssertEqual(errors, ["App/CardView.swift: error: cannot read file: it was deleted or moved after iblint found it"])
        XCTAssertEqual(inputs.map(\.path), ["App/Card.xib", "App/Other.swift"])
    }

    func testAnUnreadableFileSaysPermissionDenied() throws {
        let path = root.appendingPathComponent("App/Card.xib").path
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        guard FileManager.default.contents(atPath: path) == nil else {
            throw XCTSkip("running as root (uid \(getuid())), who reads files without read permission; the end-to-end test drops privileges instead")
        }
        let (inputs, errors) = Linter.read(discover().files)
        XCTAssertEqual(errors, ["App/Card.xib: error: cannot read file: permission denied"])
        XCTAssertEqual(inputs.map(\.path), ["App/CardView.swift", "App/Other.swift"])
    }

    /// Byte ranges hold 32-bit offsets: a file over 2 GB is named and skipped, not read. The file is sparse,
    /// so the test writes no data.
    func testAFileLargerThanTwoGigabytesIsNamedAndNotRead() throws {
        let path = root.appendingPathComponent("App/Huge.swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ByteRange.maximumOffset) + 1)
        try handle.close()
        let (inputs, errors) = Linter.read(discover().files)
        XCTAssertEqual(errors, ["App/Huge.swift: error: cannot read file: it is larger than 2 GB, the largest file iblint reads"])
        XCTAssertEqual(inputs.map(\.path), ["App/Card.xib", "App/CardView.swift", "App/Other.swift"])
    }

    /// `--fix` read the file, then it was deleted (or replaced) before the fix was written: nothing is
    /// written — the deleted file is not re-created, the replaced one not overwritten — and each is named.
    func testAFileDeletedOrEditedBeforeTheFixIsWrittenIsLeftAlone() throws {
        let discovery = discover()
        let (inputs, errors) = Linter.read(discovery.files)
        XCTAssertEqual(errors, [])
        let outcome = FixEngine.fix(inputs, using: iblint, includeUnsafe: true)
        XCTAssertEqual(outcome.changedPaths, ["App/Card.xib"], outcome.problems.joined(separator: "\n"))

        let xib = root.appendingPathComponent("App/Card.xib")
        try FileManager.default.removeItem(at: xib)
        let deleted = FixWriter.write(outcome, originals: inputs, files: discovery.files)
        XCTAssertEqual(deleted.errors, ["App/Card.xib: not written: the file was deleted or moved while iblint ran"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: xib.path), "a deleted file is not re-created")
        XCTAssertEqual(deleted.inputs.map(\.bytes), inputs.map(\.bytes), "what iblint reports on is what it read")

        try Data("someone else's edit".utf8).write(to: xib)
        let edited = FixWriter.write(outcome, originals: inputs, files: discovery.files)
        XCTAssertEqual(edited.errors, ["App/Card.xib: not written: the file changed on disk while iblint ran; run iblint --fix again"])
        XCTAssertEqual(try String(contentsOf: xib, encoding: .utf8), "someone else's edit")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("App").path).sorted(),
                       ["Card.xib", "CardView.swift", "Other.swift"], "no temporary file left")
    }

    /// A folder named like an interface file is walked as a folder; nothing about it is an error.
    func testAFolderNamedLikeAnInterfaceFileIsAFolder() throws {
        let folder = root.appendingPathComponent("App/Foo.xib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("struct Inside {}\n".utf8).write(to: folder.appendingPathComponent("Inside.swift"))
        for paths in [["App"], ["App/Foo.xib"]] {
            let discovery = FileDiscovery(workingDirectory: root.path).discover(paths)
            XCTAssertEqual(discovery.errors, [], "\(paths)")
            XCTAssertTrue(discovery.files.contains { $0.displayPath == "App/Foo.xib/Inside.swift" && $0.kind == .swift }, "\(paths)")
            XCTAssertFalse(discovery.files.contains { $0.displayPath == "App/Foo.xib" }, "\(paths)")
            XCTAssertEqual(Linter.read(discovery.files).errors, [], "\(paths)")
        }
    }
}
