// libFuzzer harness: the asset catalog index (catalog files' paths into image and color names, a group's
// Contents.json into its namespace) and the tests of which paths are asset files and which Contents.json
// files are read. Built and run by scripts/fuzz. The input is a list of paths, one a line, each optionally
// followed by a tab and the file's text. Any list must be indexed without a crash (a file named like a
// catalog inside one stopped iblint until 7c6fa3d), and every name the index holds must be found again.
import IBLintCore
import IBLintIndex

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var entries: [AssetCatalogIndex.Entry] = []
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
        let parts = line.split(separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(decoding: parts[0], as: UTF8.self)
        _ = AssetCatalogIndex.isAssetPath(path)
        _ = AssetCatalogIndex.readsContents(ofPath: path)
        entries.append(AssetCatalogIndex.Entry(path: path, contents: parts.count > 1 ? Array(parts[1]) : []))
    }
    let index = AssetCatalogIndex(entries: entries)
    for name in index.imageNames.union(index.looseImageNames) {
        require(index.definesImage(name), "an image the index holds is not found")
    }
    for name in index.colorNames {
        require(index.definesColor(name), "a color the index holds is not found")
        require(!index.catalogs(definingColor: name).isEmpty, "a color the index holds is in no catalog")
    }
    require(index.hasCatalog == !index.catalogs.isEmpty, "hasCatalog disagrees with the catalogs")
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}
