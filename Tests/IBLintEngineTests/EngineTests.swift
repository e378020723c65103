import Foundation
import IBLintCore
import IBLintIndex
import IBLintRules
import XCTest
@testable import IBLintEngine

final class FileDiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-discovery-\(UUID().uuidString)")
        for path in ["App/Views/Card.xib", "App/Views/Card.swift", "App/Main.storyboard", "App/Legacy/Old.h", "App/Legacy/Old.m",
                     "App/notes.txt", ".build/debug/Gen.swift", "DerivedData/X.swift", ".git/HEAD.swift",
                     "Pods/Charts/ChartView.swift", "Pods/Charts/Chart.xib", "App.xcodeproj/project.pbxproj",
                     "Package.swift", "App/project.pbxproj"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func testFindsInputsSkipsBuildFoldersAndMarksVendoredFiles() {
        let result = FileDiscovery(workingDirectory: root.path).discover([])
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.files.map(\.displayPath), [
            "App.xcodeproj/project.pbxproj", "App/Legacy/Old.h", "App/Legacy/Old.m", "App/Main.storyboard",
            "App/Views/Card.swift", "App/Views/Card.xib", "Package.swift", "Pods/Charts/Chart.xib", "Pods/Charts/ChartView.swift",
        ])
        XCTAssertEqual(result.files.filter(\.isVendored).map(\.displayPath), ["Pods/Charts/Chart.xib", "Pods/Charts/ChartView.swift"])
    }

    func testExplicitFilesAndMissingPaths() {
        let discovery = FileDiscovery(workingDirectory: root.path)
        let result = discovery.discover(["App/Views/Card.xib", "App/Views/../Views/Card.xib", "Nope", "App/notes.txt"])
        XCTAssertEqual(result.files.map(\.displayPath), ["App/Views/Card.xib"], "the same file twice is linted once")
        XCTAssertEqual(result.errors, ["Nope: no such file or directory", "App/notes.txt: not a .xib, .storyboard, .swift, .h or .m file"])
        XCTAssertEqual(discovery.displayPath("/elsewhere/X.xib"), "/elsewhere/X.xib")
        XCTAssertEqual(FileDiscovery.normalize("/a/./b//c/../d"), "/a/b/d")
    }
}

final class AtomicFileTests: XCTestCase {
    func testWritesThroughARenameAndKeepsPermissions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("report.sarif").path
        try AtomicFile.write("first", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFile.write("second", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second")
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.sarif"], "no temporary file left")
    }

    func testAFailedWriteLeavesTheOriginal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The target is a non-empty directory: rename(2) fails after the temporary file was written.
        let target = directory.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inside"))
        XCTAssertThrowsError(try AtomicFile.write("new", to: target.path))
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("inside"), encoding: .utf8), "keep")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["taken"], "temporary file removed")
    }
}

final class LinterTests: XCTestCase {
    private let brokenXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <label id="l1">
                    <connections>
                        <outlet property="noSuchThing" destination="l1" id="o1"/>
                    </connections>
                </label>
            </objects>
        </document>
        """

    func testVendoredFilesAreIndexedButNotReported() {
        let input = InputFile(path: "Pods/X/X.xib", bytes: Array(brokenXib.utf8), kind: .interface, isVendored: true)
        XCTAssertEqual(iblint.lint([input]).diagnostics, [])
        let own = InputFile(path: "App/X.xib", bytes: Array(brokenXib.utf8), kind: .interface)
        XCTAssertEqual(iblint.lint([own]).diagnostics.map(\.ruleID), ["broken-outlet"])
    }

    func testConfigurationSelectsRulesAndParseErrorsAlwaysShow() {
        let broken = InputFile(path: "App/X.xib", text: brokenXib)!
        let malformed = InputFile(path: "App/Bad.xib", text: "<document")!
        var configuration = Configuration()
        configuration.onlyRules = ["unconnected-outlet"]
        XCTAssertEqual(iblint.lint([broken, malformed], configuration: configuration).diagnostics.map(\.ruleID), ["parse-error"])
        configuration.disabledRules = ["parse-error"]
        XCTAssertEqual(iblint.lint([broken, malformed], configuration: configuration).diagnostics, [])
        configuration = Configuration()
        configuration.severities = ["broken-outlet": .warning]
        XCTAssertEqual(iblint.lint([broken], configuration: configuration).diagnostics.map(\.severity), [.warning])
        configuration.severities = ["nope": .note]
        XCTAssertEqual(configuration.unknownRuleIDs(among: RuleCatalog.descriptions), ["nope"])
    }

    func testFindingsAreSortedDeterministically() {
        let inputs = (0..<6).map { InputFile(path: "App/V\(5 - $0).xib", text: brokenXib)! }
        let paths = iblint.lint(inputs).diagnostics.map(\.location.path)
        XCTAssertEqual(paths, paths.sorted())
        XCTAssertEqual(paths.count, 6)
    }
}

final class InterruptedWriteTests: XCTestCase {
    func testAFailureBetweenWriteAndRenameLeavesTheOriginalUntouched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("View.xib").path
        try Data("original".utf8).write(to: URL(fileURLWithPath: path))
        struct SimulatedCrash: Error {}
        XCTAssertThrowsError(try AtomicFile.write(Data("fixed".utf8), to: path, beforeRename: { throw SimulatedCrash() }))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "original")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["View.xib"], "temporary file removed")
    }
}

final class ProjectCompletenessTests: XCTestCase {
    private let pbxproj = """
        /* Begin PBXFileReference section */
        		1A0 /* NutriScoreView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NutriScoreView.swift; sourceTree = "<group>"; };
        		1A1 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
        		1A2 /* Legacy.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = "Old Code/Legacy.h"; sourceTree = "<group>"; };
        /* End PBXFileReference section */
        		13B /* Shop */ = {
        			isa = PBXNativeTarget;
        			productName = Shop;
        		};
        """

    func testAnXcodeProjectListsItsSources() {
        XCTAssertEqual(ProjectDescription(path: "Shop.xcodeproj/project.pbxproj", text: pbxproj).referencedSourceFileNames,
                       ["NutriScoreView.swift", "Main.storyboard", "Legacy.h"])
    }

    func testAClassIsNotCalledMissingWhileAListedSourceFileWasNotScanned() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NutriScoreView" customModule="Shop" customModuleProvider="target"/>
                </objects>
            </document>
            """
        let inputs = [
            InputFile(path: "Shop.xcodeproj/project.pbxproj", text: pbxproj)!,
            InputFile(path: "Views/NutriScoreView.xib", text: xib)!,
            InputFile(path: "Other.swift", text: "final class Other {}")!,
        ]
        let index = Linter.buildIndex(inputs)
        XCTAssertEqual(index.projectSourcesNotScanned, ["NutriScoreView.swift", "Main.storyboard", "Legacy.h"])
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "NutriScoreView"))
        XCTAssertEqual(iblint.lint(inputs).diagnostics.filter { $0.ruleID == "missing-files-owner-class" }, [])

        let complete = inputs + [InputFile(path: "Views/NutriScoreView.swift", text: "// emptied")!,
                                 InputFile(path: "Old Code/Legacy.h", text: "")!,
                                 InputFile(path: "Main.storyboard", text: "<document")!]
        XCTAssertTrue(Linter.buildIndex(complete).certainlyDeclaresNoClass(named: "NutriScoreView"),
                      "every listed source scanned and none declares it: certainly missing")
    }
}
