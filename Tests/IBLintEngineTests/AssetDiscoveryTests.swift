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
        XCTAssertEqual(discovery.files.filter { $0.kind == .asset }.map(\.displayPath), [
            "App/Assets.xcassets/Brand/Blue.colorset/Contents.json", "App/Assets.xcassets/Brand/Contents.json",
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/cart.imageset/Contents.json",
            "App/Assets.xcassets/cart.imageset/cart@2x.png", "App/Resources/logo@3x.png",
        ])
        let (inputs, errors) = Linter.read(discovery.files)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(inputs.first { $0.path.hasSuffix("cart@2x.png") }?.bytes, [], "images are not read")
        XCTAssertFalse(inputs.first { $0.path == "App/Assets.xcassets/Brand/Contents.json" }?.bytes.isEmpty ?? true)
        // Only a group's Contents.json is read: a set's and the catalog's say nothing the index asks.
        XCTAssertEqual(inputs.filter { $0.kind == .asset && !$0.bytes.isEmpty }.map(\.path), ["App/Assets.xcassets/Brand/Contents.json"])

        let result = iblint.lint(inputs)
        XCTAssertEqual(result.fileCount, 1, "only the storyboard counts as a linted file")
        XCTAssertEqual(result.index.assets.catalogs, ["App/Assets.xcassets"])
        XCTAssertEqual(result.index.assets.imageNames, ["cart"])
        XCTAssertEqual(result.index.assets.colorNames, ["Brand/Blue"])
        XCTAssertTrue(result.index.assets.definesImage("logo.png"))
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
