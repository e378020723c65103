import IBLintCore
@testable import IBLintIndex
import XCTest

/// The project model reads ASCII paths by bytes (file kinds, vendored folders); these tests hold those
/// readings to the `String` ones they replace, on random paths, non-ASCII ones included.
final class ProjectModelPathTests: XCTestCase {
    private let parts = ["App", "Pods", "Carthage", "SourcePackages", "PodsX", "", ".", "é", "\u{301}x", "x\u{600}",
                         "View.swift", "Main.storyboard", "Cell.xib", "Old.m", "Old.mm", "Old.h", "\u{600}.m", "é.xib",
                         "x.swift\u{301}", "Pods.swift", "a.MM"]

    private func randomPath(_ generator: inout SplitMix64) -> String {
        let count = Int.random(in: 1...5, using: &generator)
        var path = (0..<count).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
        if Bool.random(using: &generator) { path = "/" + path }
        if Int.random(in: 0..<6, using: &generator) == 0 { path += "/" }
        return path
    }

    func testFileKindsByBytesAreThoseOfHasSuffix() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<20_000 {
            let path = randomPath(&generator)
            XCTAssertEqual(ProjectModel.isSourcePath(path), [".swift", ".m", ".mm"].contains { path.hasSuffix($0) }, path.debugDescription)
            XCTAssertEqual(ProjectModel.isInterfacePath(path), path.hasSuffix(".xib") || path.hasSuffix(".storyboard"), path.debugDescription)
        }
        // A prepended mark joins the dot after it into one character: no ".m" suffix, as `hasSuffix` says.
        XCTAssertFalse(ProjectModel.isSourcePath("x\u{600}.m"))
        XCTAssertTrue(ProjectModel.isSourcePath("é/x.m"))
        XCTAssertTrue(ProjectModel.isInterfacePath(".xib"))
    }

    func testVendoredFoldersByBytesAreThoseOfSplitting() {
        var generator = SplitMix64(seed: 14)
        for _ in 0..<20_000 {
            let path = randomPath(&generator)
            let reference = PathComponents.split(path).dropLast().contains { ["Pods", "Carthage", "SourcePackages"].contains($0) }
            XCTAssertEqual(ProjectModel.isInVendoredFolder(path), reference, path.debugDescription)
        }
        XCTAssertTrue(ProjectModel.isInVendoredFolder("Pods/Kit/A.swift"))
        XCTAssertFalse(ProjectModel.isInVendoredFolder("App/Pods/"), "the last component is the file's own name")
        XCTAssertFalse(ProjectModel.isInVendoredFolder("App/PodsX/A.swift"))
        XCTAssertTrue(ProjectModel.isInVendoredFolder("/abs//Carthage//Kit.swift"))
    }

    /// Folders where a reading by bytes could go wrong: ".", "/", "", a trailing slash, a prefix ending inside
    /// a name, non-ASCII and a combining mark after a slash.
    private let edgeFolders = [".", "/", "", "App", "App/", "Ap", "App/Pods", "/App", "é", "App/\u{301}x", "App/é"]

    /// Up to six folders, random paths and edge folders.
    private func randomFolders(_ generator: inout SplitMix64) -> [String] {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            Int.random(in: 0..<3, using: &generator) == 0 ? edgeFolders.randomElement(using: &generator)! : randomPath(&generator)
        }
    }

    /// Whether any built folder lies inside a folder, from the set of their ancestors, answers as asking
    /// `ProjectPaths.isInside` of each: on random folders and anchors ("." and "/", trailing slashes,
    /// prefixes that end inside a name, non-ASCII and combining marks after a slash among them).
    func testBuiltFolderAncestorsAnswerAsIsInsideOfEach() {
        var generator = SplitMix64(seed: 15)
        for round in 0..<400 {
            let folders = Set(randomFolders(&generator))
            let built = BuiltFolderAncestors(folders)
            var anchors = edgeFolders + folders.map { ProjectPaths.parent(of: $0) }
            for _ in 0..<20 { anchors.append(randomPath(&generator)) }
            for anchor in anchors {
                XCTAssertEqual(built.anyInside(anchor), folders.contains { ProjectPaths.isInside($0, folder: anchor) },
                               "round \(round): \(anchor.debugDescription) in \(folders.sorted())")
            }
        }
        let folders = BuiltFolderAncestors(["app/features/album", "pods/kit"])
        XCTAssertTrue(folders.anyInside("app"))
        XCTAssertTrue(folders.anyInside("app/features"))
        XCTAssertTrue(folders.anyInside("app/features/album"))
        XCTAssertFalse(folders.anyInside("app/feat"), "a prefix that ends inside a name is no folder of theirs")
        XCTAssertFalse(folders.anyInside("app/features/album/cells"))
        XCTAssertTrue(folders.anyInside("."))
    }

    /// Whether a path lies inside one of some folders, from the set of plain ones, answers as asking
    /// `ProjectPaths.isInside` of each, on random paths and folders.
    func testFolderSetAnswersAsIsInsideOfEach() {
        var generator = SplitMix64(seed: 16)
        for round in 0..<400 {
            let folders = randomFolders(&generator)
            let set = FolderSet(folders)
            var paths = edgeFolders + folders + folders.map { $0 + "/View.swift" }
            for _ in 0..<20 { paths.append(randomPath(&generator)) }
            for path in paths {
                XCTAssertEqual(set.containsFolder(of: path), folders.contains { ProjectPaths.isInside(path, folder: $0) },
                               "round \(round): \(path.debugDescription) in \(folders)")
            }
        }
        let links = FolderSet(["vendor/kit", "shared"])
        XCTAssertTrue(links.containsFolder(of: "vendor/kit/a.swift"))
        XCTAssertTrue(links.containsFolder(of: "shared"))
        XCTAssertFalse(links.containsFolder(of: "vendor/kitchen/a.swift"))
        XCTAssertFalse(links.containsFolder(of: "vendor/a.swift"))
    }
}
