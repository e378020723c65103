import IBLintCore
import IBLintIndex
import IBLintSwift
import IBLintXML
import XCTest

/// What the model concludes from targets and the scanned files: files no target builds, files the
/// checkout lacks, and when a class is certainly missing.
final class ProjectModelTests: XCTestCase {
    private func swift(_ path: String, _ text: String = "") -> SwiftFileSummary {
        SwiftScanner.scan(SourceFile(path: path, text: text))
    }

    private func xib(_ path: String) throws -> IBDocument {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects/></document>"#
        return try IBDocumentLoader.load(path: path, bytes: Array(text.utf8)).get()
    }

    /// A target `Shop` building the listed files of `Shop/`.
    /// A project whose targets (`targets`, each with the same build phases) list `files`, in folder `Shop`.
    private func project(listing files: [String], targets: [String] = ["Shop"]) throws -> XcodeProject {
        var objects = "", children: [String] = [], sources: [String] = [], resources: [String] = []
        for (position, file) in files.enumerated() {
            objects += "F\(position) = {isa = PBXFileReference; path = \"\(file)\"; sourceTree = \"<group>\"; };\n"
            objects += "B\(position) = {isa = PBXBuildFile; fileRef = F\(position); };\n"
            children.append("F\(position)")
            if file.hasSuffix(".swift") { sources.append("B\(position)") } else { resources.append("B\(position)") }
        }
        let text = """
            { objects = {
            \(objects)
            G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); path = Shop; sourceTree = "<group>"; };
            P1 = {isa = PBXSourcesBuildPhase; files = (\(sources.joined(separator: ", "))); };
            P2 = {isa = PBXResourcesBuildPhase; files = (\(resources.joined(separator: ", "))); };
            \(targets.indices.map { "T\($0) = {isa = PBXNativeTarget; buildPhases = (P1, P2); name = \(targets[$0]); productType = \"com.apple.product-type.application\"; };" }.joined(separator: "\n"))
            R1 = {isa = PBXProject; mainGroup = G0; targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", "))); };
            }; rootObject = R1; }
            """
        return try XcodeProject(path: "Shop.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
    }

    func testFilesNoTargetBuildsNextToFilesItDoesAreDead() throws {
        var builder = ProjectIndexBuilder()
        builder.add(.xcodeProject(try project(listing: ["Views/CartView.swift", "Views/CartView.xib"])))
        builder.add(swift("Shop/Views/CartView.swift", "final class CartView: UIView {}"))
        builder.add(swift("Shop/Views/OldCartView.swift", "final class OldCartView: UIView {}"))
        builder.add(try xib("Shop/Views/CartView.xib"))
        builder.add(try xib("Shop/Views/OldCartView.xib"))
        builder.add(try xib("Samples/Demo.xib"))
        builder.add(try xib("Shop/Pods/Toast/Toast.xib"))
        let index = builder.build()
        XCTAssertEqual(index.deadDocuments.map(\.path), ["Shop/Views/OldCartView.xib"])
        XCTAssertEqual(index.deadSourcePaths, ["Shop/Views/OldCartView.swift"])
        XCTAssertTrue(index.projectClasses(named: "OldCartView").isEmpty, "a file no target compiles declares nothing")
        XCTAssertEqual(index.deadTypeDeclarations["OldCartView"]?.first?.path, "Shop/Views/OldCartView.swift")
        XCTAssertEqual(index.documents.map(\.path).sorted(), ["Samples/Demo.xib", "Shop/Pods/Toast/Toast.xib", "Shop/Views/CartView.xib"],
                       "a folder no project covers, and a vendored folder, are unknown, not dead")
        XCTAssertEqual(index.project.membership(of: "Samples/Demo.xib"), .unknown)
    }

    func testATargetThatBuildsNothingNearAFileDoesNotMakeItDead() throws {
        // A Package.swift for tools at the root; the app's Xcode project is generated, not committed.
        var builder = ProjectIndexBuilder()
        builder.add(.package(PackageManifest(path: "Package.swift", bytes: Array(#"let package = Package(name: "Tools", targets: [.executableTarget(name: "lint-tool")])"#.utf8))))
        builder.add(swift("Sources/lint-tool/main.swift"))
        builder.add(swift("App/Views/CartView.swift", "final class CartView: UIView {}"))
        builder.add(try xib("App/Views/CartView.xib"))
        let index = builder.build()
        XCTAssertEqual(index.deadDocuments.map(\.path), [])
        XCTAssertEqual(index.deadSourcePaths, [])
    }

    func testPathsCompareWithoutCaseAsOnAMac() throws {
        var builder = ProjectIndexBuilder()
        builder.add(.xcodeProject(try project(listing: ["PDFGeneration/PDFView.swift"])))
        builder.add(swift("Shop/PdfGeneration/PDFView.swift", "final class PDFView: UIView {}"))
        let index = builder.build()
        XCTAssertEqual(index.project.absentFiles, [])
        XCTAssertEqual(index.project.targets(building: "Shop/PdfGeneration/PDFView.swift").map(\.name), ["Shop"])
    }

    func testWhatAMissingListedFileCanHide() throws {
        var builder = ProjectIndexBuilder()
        builder.add(.xcodeProject(try project(listing: ["Secrets.swift", "R.generated.swift", "ProductListViewController.swift",
                                                         "Views/Home.storyboard", "Kept.swift"])))
        builder.add(.gitIgnore(GitIgnore(path: ".gitignore", text: "Secrets.swift\n*.generated.swift\n")))
        builder.add(swift("Shop/Kept.swift", "final class Kept {}"))
        builder.add(try xib("Shop/Views/Home.storyboard"))
        let index = builder.build()
        XCTAssertEqual(index.project.absentFiles.map(\.path), ["Shop/ProductListViewController.swift", "Shop/R.generated.swift", "Shop/Secrets.swift"])
        XCTAssertEqual(index.project.absentFiles.map(\.isIgnored), [false, true, true])
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "ProductListViewController"), "the missing file named for it could declare it")
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "ProductListCell"), "…and classes named like it")
        XCTAssertTrue(index.certainlyDeclaresNoClass(named: "CheckoutViewController"), "neither Secrets.swift nor R.generated.swift hides it")
        XCTAssertFalse(index.scanHoldsWholeProject, "a missing file that git does not ignore could hold anything else")
        XCTAssertTrue(index.project.allInterfaceFilesScanned)
    }

    func testFilesOfASubmoduleTheCheckoutLacksAreAnotherRepositorysCode() throws {
        var builder = ProjectIndexBuilder()
        builder.add(.xcodeProject(try project(listing: ["Vendor/Slide/SlideAction.m", "Kept.swift"])))
        builder.add(.gitIgnore(GitIgnore(submodulesAt: ".gitmodules", text: "[submodule \"Slide\"]\n\tpath = Shop/Vendor/Slide\n")))
        builder.add(swift("Shop/Kept.swift", "final class Kept {}"))
        let index = builder.build()
        XCTAssertEqual(index.project.absentFiles.map(\.inSubmodule), [true])
        XCTAssertFalse(index.project.allSourcesScanned, "the submodule's files could declare classes an interface file names")
        XCTAssertTrue(index.project.allOwnSourcesScanned, "…but another repository's code cannot register the app's reuse identifiers")

        var unexplained = ProjectIndexBuilder()
        unexplained.add(.xcodeProject(try project(listing: ["Vendor/Slide/SlideAction.m", "Kept.swift"])))
        unexplained.add(swift("Shop/Kept.swift", "final class Kept {}"))
        XCTAssertFalse(unexplained.build().project.allOwnSourcesScanned, "a missing file outside a submodule may be the app's own")
    }

    func testAFileSeveralTargetsListKeepsWhatGitSaysOfIt() throws {
        // Asked of the `.gitignore`s once, when the first target lists it; the others add their names.
        var builder = ProjectIndexBuilder()
        builder.add(.xcodeProject(try project(listing: ["Secrets.swift", "Vendor/Slide/SlideAction.m", "Kept.swift"],
                                              targets: ["Shop", "ShopTests", "ShopWidget"])))
        builder.add(.gitIgnore(GitIgnore(path: ".gitignore", text: "Secrets.swift\n")))
        builder.add(.gitIgnore(GitIgnore(submodulesAt: ".gitmodules", text: "[submodule \"Slide\"]\n\tpath = Shop/Vendor/Slide\n")))
        builder.add(swift("Shop/Kept.swift", "final class Kept {}"))
        let absent = builder.build().project.absentFiles
        XCTAssertEqual(absent.map(\.path), ["Shop/Secrets.swift", "Shop/Vendor/Slide/SlideAction.m"])
        XCTAssertEqual(absent.map(\.targets), [["Shop", "ShopTests", "ShopWidget"], ["Shop", "ShopTests", "ShopWidget"]])
        XCTAssertEqual(absent.map(\.isIgnored), [true, false])
        XCTAssertEqual(absent.map(\.inSubmodule), [false, true])
    }

    func testFilesThroughASymbolicLinkAreNotMissing() throws {
        var builder = ProjectIndexBuilder()
        builder.add(.xcodeProject(try project(listing: ["Platform/Lock.swift", "Kept.swift"])))
        builder.add(swift("Shop/Kept.swift", "final class Kept {}"))
        builder.markSymbolicLinks(["Shop/Platform"])
        XCTAssertEqual(builder.build().project.absentFiles, [])
    }

    func testCertaintyIsPerModule() throws {
        // Module Shop is scanned whole; module Widget (a package target) lacks a file named for the class.
        var builder = ProjectIndexBuilder()
        builder.add(.xcodeProject(try project(listing: ["Kept.swift"])))
        builder.add(.package(PackageManifest(path: "Widget/Package.swift", bytes: Array(#"let package = Package(name: "W", targets: [.target(name: "Widget", path: "Sources")])"#.utf8))))
        builder.add(.xcodeProject(try XcodeProject(path: "Widget/W.xcodeproj/project.pbxproj", bytes: Array("""
            { objects = {
            F1 = {isa = PBXFileReference; path = Sources/BannerView.swift; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
            G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = Widget; };
            R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            }; rootObject = R1; }
            """.utf8))))
        builder.add(swift("Shop/Kept.swift", "final class Kept {}"))
        let index = builder.build()
        XCTAssertTrue(index.certainlyDeclaresNoClass(named: "BannerView", inModules: ["Shop"]))
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "BannerView", inModules: ["Widget"]))
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "BannerView"), "project-wide, the missing file could declare it")
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "BannerView", inModules: ["SomePod"]), "a module that is not the project's: unknown")
    }
}
