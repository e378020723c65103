import Foundation
import IBLintCore
import IBLintIndex
import XCTest
@testable import IBLintEngine

/// Asset catalogs and loose images on disk end up in the index; their bytes are read only where needed.
final class AssetDiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-assets-\(UUID().uuidString)")
        let files: [(String, String)] = [
            ("App/Main.storyboard", "<document/>"),
            ("App/Assets.xcassets/Contents.json", #"{"info":{"version":1}}"#),
            ("App/Assets.xcassets/cart.imageset/Contents.json", #"{"images":[]}"#),
            ("App/Assets.xcassets/cart.imageset/cart@2x.png", "PNG"),
            ("App/Assets.xcassets/.DS_Store", "junk"),
            ("App/Assets.xcassets/Brand/Contents.json", #"{"properties":{"provides-namespace":true}}"#),
            ("App/Assets.xcassets/Brand/Blue.colorset/Contents.json", #"{"colors":[]}"#),
            ("App/Resources/logo@3x.png", "PNG"),
            (".build/x.xcassets/hidden.imageset/Contents.json", "{}"),
            // An image stack: a set whose layers hold sets of their own (found as the one set it is).
            ("App/Assets.xcassets/Hero.imagestack/Front.imagestacklayer/Content.imageset/Contents.json", "{}"),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func testCatalogsAndLooseImagesAreDiscoveredAndIndexed() {
        let discovery = FileDiscovery(workingDirectory: root.path).discover([])
        XCTAssertEqual(discovery.errors, [])
        // A set folder is one entry, not looked into.
        XCTAssertEqual(discovery.files.filter { $0.kind == .asset }.map(\.displayPath), [
            "App/Assets.xcassets/Brand/Blue.colorset", "App/Assets.xcassets/Brand/Contents.json",
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/Hero.imagestack", "App/Assets.xcassets/cart.imageset",
            "App/Resources/logo@3x.png",
        ])
        let (inputs, errors) = Linter.read(discovery.files)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(inputs.first { $0.path.hasSuffix("logo@3x.png") }?.bytes, [], "images are not read")
        XCTAssertEqual(inputs.first { $0.path.hasSuffix("cart.imageset") }?.bytes, [], "nor are set folders")
        XCTAssertFalse(inputs.first { $0.path == "App/Assets.xcassets/Brand/Contents.json" }?.bytes.isEmpty ?? true)
        // Only a group's Contents.json is read: a set's and the catalog's say nothing the index asks.
        XCTAssertEqual(inputs.filter { $0.kind == .asset && !$0.bytes.isEmpty }.map(\.path), ["App/Assets.xcassets/Brand/Contents.json"])

        let result = iblint.lint(inputs)
        XCTAssertEqual(result.fileCount, 1, "only the storyboard counts as a linted file")
        XCTAssertEqual(result.index.assets.catalogs, ["App/Assets.xcassets"])
        XCTAssertEqual(result.index.assets.imageNames, ["Hero", "cart"])
        XCTAssertEqual(result.index.assets.colorNames, ["Brand/Blue"])
        XCTAssertTrue(result.index.assets.definesImage("logo.png"))
    }

    /// A set folder declares its asset whatever it holds, as Xcode's catalog shows it: one that holds no file
    /// (or only hidden ones) declares it too. Only set folders inside a catalog are passed over: elsewhere a
    /// folder named `x.imageset` is walked like any other.
    func testSetFoldersDeclareTheirAssetsUnwalked() throws {
        for folder in ["App/Assets.xcassets/empty.imageset", "App/Assets.xcassets/Dots.colorset", "App/Loose/outside.imageset"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("junk".utf8).write(to: root.appendingPathComponent("App/Assets.xcassets/Dots.colorset/.DS_Store"))
        try Data("PNG".utf8).write(to: root.appendingPathComponent("App/Loose/outside.imageset/outside.png"))
        let discovery = FileDiscovery(workingDirectory: root.path).discover(["App"])
        let assets = discovery.files.filter { $0.kind == .asset }.map(\.displayPath)
        XCTAssertTrue(assets.contains("App/Assets.xcassets/empty.imageset"), "\(assets)")
        XCTAssertTrue(assets.contains("App/Assets.xcassets/Dots.colorset"), "\(assets)")
        XCTAssertFalse(assets.contains { $0.hasPrefix("App/Assets.xcassets/Dots.colorset/") }, "\(assets)")
        XCTAssertTrue(assets.contains("App/Loose/outside.imageset/outside.png"), "outside a catalog, walked: \(assets)")
        let index = iblint.lint(Linter.read(discovery.files).inputs).index
        XCTAssertEqual(index.assets.imageNames, ["Hero", "cart", "empty"])
        XCTAssertEqual(index.assets.colorNames, ["Brand/Blue", "Dots"])
        XCTAssertTrue(index.assets.definesImage("outside.png"))
    }

    func testOnlyGroupFoldersContentsAreRead() {
        let read = [
            "App/Assets.xcassets/Brand/Contents.json", "/abs/A.xcassets/Group/Sub/Contents.json",
            "Pods/Kit/Kit.xcassets/Icons/Contents.json", "App/Bilder.xcassets/Grüße/Contents.json",
            "A.xcassets/x.imageset/B.xcassets/G/Contents.json", "App/Assets.xcassets/.imageset/Contents.json",
        ]
        let unread = [
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/cart.imageset/Contents.json",
            "App/Assets.xcassets/Brand/Blue.colorset/Contents.json", "App/Assets.xcassets/Icon.appiconset/Contents.json",
            "App/Assets.xcassets/Stack.imagestack/Front.imagestacklayer/Contents.json",
            "App/Assets.xcassets/cart.imageset/cart@2x.png", "App/Contents.json", "App/Resources/logo.png",
            "App/Bilder.xcassets/Grüße/Blau.colorset/Contents.json", "App/Bilder.xcassets/Contents.json",
            "A.xcassets/G/x.imageset/B/Contents.json", "Contents.json", "/Contents.json",
        ]
        for path in read { XCTAssertTrue(AssetCatalogIndex.readsContents(ofPath: path), path) }
        for path in unread { XCTAssertFalse(AssetCatalogIndex.readsContents(ofPath: path), path) }
    }

    func testInMemoryCatalogFilesDeclareAssets() throws {
        let input = try XCTUnwrap(InputFile(path: "Assets.xcassets/cart.imageset/Contents.json", text: "{}"))
        XCTAssertEqual(input.kind, .asset)
        let index = Linter.buildIndex([input])
        XCTAssertTrue(index.assets.hasCatalog)
        XCTAssertTrue(index.assets.definesImage("cart"))
    }
}
