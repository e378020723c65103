@testable import IBLintIndex
import XCTest

final class AssetCatalogTests: XCTestCase {
    private func entry(_ path: String, _ text: String = "") -> AssetCatalogIndex.Entry {
        AssetCatalogIndex.Entry(path: path, contents: Array(text.utf8))
    }

    func testSetsGroupsAndNamespaces() {
        let index = AssetCatalogIndex(entries: [
            entry("App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#),
            entry("App/Assets.xcassets/cart.imageset/Contents.json"),
            entry("App/Assets.xcassets/cart.imageset/cart@2x.png"),
            entry("App/Assets.xcassets/AppIcon.appiconset/Contents.json"),
            entry("App/Assets.xcassets/BrandBlue.colorset/Contents.json"),
            entry("App/Assets.xcassets/star.symbolset/Contents.json"),
            // A plain folder: its sets keep their own names.
            entry("App/Assets.xcassets/Tabs/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#),
            entry("App/Assets.xcassets/Tabs/home.imageset/Contents.json"),
            // A folder that provides a namespace, with a nested one that does not.
            entry("App/Assets.xcassets/Icons/Contents.json", """
                {
                  "info" : { "author" : "xcode", "version" : 1 },
                  "properties" : {
                    "provides-namespace" : true
                  }
                }
                """),
            entry("App/Assets.xcassets/Icons/close.imageset/Contents.json"),
            entry("App/Assets.xcassets/Icons/Small/Contents.json", #"{"properties":{"provides-namespace":false}}"#),
            entry("App/Assets.xcassets/Icons/Small/dot.imageset/Contents.json"),
            entry("App/Assets.xcassets/Icons/Accent.colorset/Contents.json"),
            // An image set without Contents.json still declares the set (unknown is never missing).
            entry("App/Assets.xcassets/banner.imageset/banner.pdf"),
            // Layers of an image stack are not assets of their own.
            entry("App/Assets.xcassets/Poster.imagestack/Front.imagestacklayer/Content.imageset/Contents.json"),
        ])
        XCTAssertTrue(index.hasCatalog)
        XCTAssertEqual(index.catalogs, ["App/Assets.xcassets"])
        XCTAssertEqual(index.imageNames, ["cart", "AppIcon", "star", "home", "Icons/close", "Icons/dot", "banner", "Poster"])
        XCTAssertEqual(index.colorNames, ["BrandBlue", "Icons/Accent"])
        XCTAssertTrue(index.definesImage("Icons/close"))
        XCTAssertFalse(index.definesImage("close"), "a namespaced image is only found by its full name")
        XCTAssertTrue(index.definesImage("CART"), "case differences are never reported as missing")
        XCTAssertTrue(index.definesColor("brandblue"))
        XCTAssertFalse(index.definesColor("cart"))
    }

    /// A set folder given as an entry of its own (discovery finds set folders so, without looking inside)
    /// declares its set as a file inside it does: in a namespace group too, and whatever follows it is read as
    /// ever (a file inside it declares nothing more, a sibling set its own asset).
    func testSetFolderEntriesDeclareTheirSets() {
        let index = AssetCatalogIndex(entries: [
            entry("App/A.xcassets/Contents.json"),
            entry("App/A.xcassets/cart.imageset"),
            entry("App/A.xcassets/cart.imageset/cart.png"),
            entry("App/A.xcassets/dot.imageset"),
            entry("App/A.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#),
            entry("App/A.xcassets/Icons/Accent.colorset"),
            entry("App/A.xcassets/Icons/close.imageset"),
            entry("App/A.xcassets/Poster.imagestack"),
            // Not a set: a folder entry of another kind declares nothing.
            entry("App/A.xcassets/Data.dataset"),
        ])
        XCTAssertEqual(index.catalogs, ["App/A.xcassets"])
        XCTAssertEqual(index.imageNames, ["cart", "dot", "Icons/close", "Poster"])
        XCTAssertEqual(index.colorNames, ["Icons/Accent"])
    }

    /// A set's files after the first (its images next to its Contents.json) are passed over, and what follows
    /// them is read as ever: a deeper folder, a folder that only starts with the set's, another catalog.
    func testTheOtherFilesOfASetFolderDeclareNothingMore() {
        let index = AssetCatalogIndex(entries: [
            entry("App/A.xcassets/cart.imageset/Contents.json"),
            entry("App/A.xcassets/cart.imageset/cart.png"),
            entry("App/A.xcassets/cart.imageset/cart@2x.png"),
            entry("App/A.xcassets/cart.imagesetX.colorset/Contents.json"),
            entry("App/A.xcassets/cart.imageset/Layers/x.imageset/Contents.json"),
            entry("App/A.xcassets/cart.imageset2/Contents.json"),
            entry("App/A.xcassets/Group/Contents.json", #"{"properties":{"provides-namespace":true}}"#),
            entry("App/A.xcassets/Group/dot.imageset/dot.pdf"),
            entry("App/A.xcassets/Group/dot.imageset/Nested.xcassets"),
            entry("App/A.xcassets/Group/dot.imageset/dot@3x.pdf"),
            entry("App/B.xcassets/dot.imageset/Contents.json"),
        ])
        XCTAssertEqual(index.catalogs, ["App/A.xcassets", "App/B.xcassets"])
        XCTAssertEqual(Set(index.imageNames), ["cart", "Group/dot", "dot"])
        XCTAssertEqual(index.colorNames, ["cart.imagesetX"])
    }

    /// A file whose name ends in `.xcassets` is no catalog (it crashed the run): its folder's catalog holds it.
    func testAFileNamedLikeACatalogIsNoCatalog() {
        let index = AssetCatalogIndex(entries: [
            entry("App/A.xcassets/dot.imageset/Contents.json"),
            entry("App/A.xcassets/dot.imageset/Nested.xcassets"),
            entry("App/A.xcassets/Group/Other.xcassets"),
            entry("Loose.xcassets"),
        ])
        XCTAssertEqual(index.catalogs, ["App/A.xcassets"])
        XCTAssertEqual(index.imageNames, ["dot"])
        XCTAssertFalse(AssetCatalogIndex.readsContents(ofPath: "App/A.xcassets/dot.imageset/x\u{E9}.xcassets/Contents.json"))
        XCTAssertFalse(AssetCatalogIndex.readsContents(ofPath: "App/\u{E9}/Contents.json"))
    }

    func testLooseImagesAnswerToTheirBaseNameAndFileName() {
        let index = AssetCatalogIndex(entries: [
            entry("App/Resources/logo@2x.png"), entry("App/Resources/header~ipad.jpg"), entry("App/Resources/Legal.pdf"),
        ])
        XCTAssertFalse(index.hasCatalog, "loose images alone are not a catalog")
        for name in ["logo", "logo.png", "logo@2x.png", "header", "header.jpg", "Legal", "Legal.pdf"] {
            XCTAssertTrue(index.definesImage(name), name)
        }
        XCTAssertFalse(index.definesImage("logo.jpg"))
    }

    func testWhichPathsAreAssetFiles() {
        XCTAssertTrue(AssetCatalogIndex.isAssetPath("A/Assets.xcassets/x.imageset/Contents.json"))
        XCTAssertTrue(AssetCatalogIndex.isAssetPath("A/Assets.xcassets/x.imageset/x.svg"))
        XCTAssertTrue(AssetCatalogIndex.isAssetPath("A/icon.PNG"))
        XCTAssertFalse(AssetCatalogIndex.isAssetPath("A/Assets.xcassets/.DS_Store"))
        XCTAssertFalse(AssetCatalogIndex.isAssetPath("A/notes.txt"))
        XCTAssertFalse(AssetCatalogIndex.isAssetPath("A/Contents.json"))
    }

    /// The pass `isAssetPath` replaced (the path split into `Substring`s), kept to compare with.
    private func isAssetPathBySplitting(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let last = components.last, !last.hasPrefix(".") else { return false }
        if components.dropLast().contains(where: { $0.hasSuffix(".xcassets") }) { return true }
        let name = String(last)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return AssetCatalogIndex.looseImageExtensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    func testAssetPathsByBytesAsBySplitting() {
        for path in ["", "/", "a", "A.xcassets/x/Contents.json", "/abs/A.xcassets/", "A.xcassets", "x/.xcassets/y",
                     "icon.PNG", ".hidden.png", "dir/.png", "a//b.xcassets//c", "é/Ünï.xcassets/x.json", "a.xcassetsx/b"] {
            XCTAssertEqual(AssetCatalogIndex.isAssetPath(path), isAssetPathBySplitting(path), path)
        }
        var random = SystemRandomNumberGenerator()
        let pieces = ["/", ".", "xcassets", ".xcassets", "png", "PNG", "a", "é", "Contents.json", "jpg", "..", "JpEg", "TIFF", "icns",
                      "\u{212A}", "e\u{301}"]
        for _ in 0..<20_000 {
            let path = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            XCTAssertEqual(AssetCatalogIndex.isAssetPath(path), isAssetPathBySplitting(path), path)
        }
    }

    /// Extensions found by bytes are the ones `Character`s give, for any name a folder may have.
    func testExtensionsByBytesAgreeWithCharacters() {
        func byCharacters(_ name: String) -> (extension: String, stripped: String) {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return ("", name) }
            return (String(name[name.index(after: dot)...]), String(name[..<dot]))
        }
        let names = ["Icon.imageset", "AppIcon.appiconset", "Brand.colorset", "Group", ".hidden", "a.b.c", "noext.", ".",
                     "", "Café.imageset", "é.colorset", "e\u{301}.imageset", "x.\u{301}imageset", "x.imageset\u{301}",
                     "\u{600}.imageset", "a.\u{600}b", "日本.imageset", "..", "a..b"]
        for name in names {
            XCTAssertEqual(AssetCatalogIndex.pathExtension(name), byCharacters(name).extension, name)
            XCTAssertEqual(AssetCatalogIndex.stripExtension(name), byCharacters(name).stripped, name)
        }
    }
}
