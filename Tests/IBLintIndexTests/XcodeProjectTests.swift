import Foundation
import IBLintIndex
import XCTest

/// Reading targets, their files and modules out of project.pbxproj.
final class XcodeProjectTests: XCTestCase {
    /// A project in `App/`, with a main group, nested groups, a SOURCE_ROOT file, an SDK framework,
    /// a variant group, an app target, a test target, package products and a local package.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 60;
        \tobjects = {
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2 /* CartView.swift */; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
        \t\tB4 = {isa = PBXBuildFile; fileRef = F4 /* Shared.swift */; };
        \t\tB5 = {isa = PBXBuildFile; fileRef = F5 /* UIKit.framework */; };
        \t\tB6 = {isa = PBXBuildFile; fileRef = F6 /* CartTests.swift */; };
        \t\tB7 = {isa = PBXBuildFile; productRef = D1 /* Alamofire */; };
        \t\tF1 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tF2 /* CartView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CartView.swift; sourceTree = "<group>"; };
        \t\tF3 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tF3b /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
        \t\tF4 /* Shared.swift */ = {isa = PBXFileReference; path = ../Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
        \t\tF5 /* UIKit.framework */ = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
        \t\tF6 /* CartTests.swift */ = {isa = PBXFileReference; path = CartTests.swift; sourceTree = "<group>"; };
        \t\tF7 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tV1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F3, F3b); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, G2, F4, F7); sourceTree = "<group>"; };
        \t\tG1 /* Shop */ = {isa = PBXGroup; children = (F1, G3, V1); path = Shop; sourceTree = "<group>"; };
        \t\tG3 /* Views */ = {isa = PBXGroup; children = (F2); path = "Shop Views"; sourceTree = "<group>"; };
        \t\tG2 /* Tests */ = {isa = PBXGroup; children = (F6); name = Tests; path = ShopTests; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B4); };
        \t\tP2 = {isa = PBXResourcesBuildPhase; files = (B3); };
        \t\tP3 = {isa = PBXFrameworksBuildPhase; files = (B5, B7); };
        \t\tP4 = {isa = PBXSourcesBuildPhase; files = (B6); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; PRODUCT_MODULE_NAME = ShopCore; }; name = Release; };
        \t\tC3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "Shop Tests"; }; name = Debug; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        \t\tD1 /* Alamofire */ = {isa = XCSwiftPackageProductDependency; productName = Alamofire; };
        \t\tK1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/ShopKit; };
        \t\tT1 /* Shop App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, P2, P3); name = "Shop App"; packageProductDependencies = (D1); productType = "com.apple.product-type.application"; };
        \t\tT2 /* ShopTests */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P4); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test"; };
        \t\tR1 /* Project object */ = {isa = PBXProject; mainGroup = G0; packageReferences = (K1); projectDirPath = ""; targets = (T1, T2); };
        \t};
        \trootObject = R1 /* Project object */;
        }
        """

    func testTargetsTheirFilesAndModules() throws {
        let project = try XcodeProject(path: "App/Shop.xcodeproj/project.pbxproj", bytes: Array(Self.project.utf8))
        XCTAssertEqual(project.directory, "App")
        XCTAssertEqual(project.targets.map(\.name), ["Shop App", "ShopTests"])
        let app = project.targets[0]
        XCTAssertEqual(app.sourceFiles, ["App/Shop/AppDelegate.swift", "App/Shop/Shop Views/CartView.swift", "Shared/Shared.swift"],
                       "groups nest their paths; SOURCE_ROOT starts at the project folder; ../ leaves it")
        XCTAssertEqual(app.resourceFiles, ["App/Shop/Base.lproj/Main.storyboard", "App/Shop/de.lproj/Main.strings"],
                       "a variant group stands for its localizations")
        XCTAssertEqual(app.moduleNames, ["Shop_App", "ShopCore"], "per configuration: $(TARGET_NAME) made an identifier, or PRODUCT_MODULE_NAME")
        XCTAssertEqual(app.packageProducts, ["Alamofire"])
        XCTAssertFalse(app.isTest)
        XCTAssertTrue(project.targets[1].isTest)
        XCTAssertEqual(project.targets[1].moduleNames, ["Shop_Tests"])
        XCTAssertEqual(project.targets[1].sourceFiles, ["App/ShopTests/CartTests.swift"], "a group's path counts, not its name")
        XCTAssertEqual(project.localPackagePaths, ["App/Packages/ShopKit"])
        XCTAssertFalse(project.referencedFiles.contains { $0.contains("UIKit.framework") || $0.contains("Shop.app") },
                       "SDK and built products are not files of the repository")
    }

    func testSynchronizedFoldersAndTheirExceptionSets() throws {
        let text = """
            {
            \tobjects = {
            \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy/Old.xib, Info.plist); target = T1; };
            \t\tE2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Formatter.swift); target = T2; };
            \t\tS1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2); path = App; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = App; };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
            \t\tR1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            \t};
            \trootObject = R1;
            }
            """
        let project = try XcodeProject(path: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        let app = project.targets[0], widget = project.targets[1]
        XCTAssertTrue(app.builds("App/Views/CartView.swift"), "everything in the folder")
        XCTAssertTrue(app.builds("App/Shared/Formatter.swift"))
        XCTAssertFalse(app.builds("App/Legacy/Old.xib"), "but what its exception set excludes")
        XCTAssertFalse(app.builds("Other/File.swift"))
        XCTAssertTrue(widget.builds("App/Shared/Formatter.swift"), "an exception set of a target that does not list the folder adds the file")
        XCTAssertFalse(widget.builds("App/Views/CartView.swift"))
    }

    func testModuleNamesFromSettingsItCannotResolveAreALimitNotAGuess() throws {
        let text = """
            { objects = {
                C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(MY_CUSTOM_NAME)"; }; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = {isa = PBXGroup; children = (); };
            }; rootObject = R1; }
            """
        let project = try XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        XCTAssertEqual(project.targets[0].moduleNames, [])
        XCTAssertEqual(project.limits.count, 1)
    }

    func testACycleInTheGroupTreeResolvesToNoPathInsteadOfLooping() throws {
        let text = """
            { objects = {
                F1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = C.swift; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, G2); path = x; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G1, F3); name = Loop; path = y; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (G3, F4); path = z; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B4); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B3); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2); name = App; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = {isa = PBXGroup; children = (F2); path = App; sourceTree = "<group>"; };
            }; rootObject = R1; }
            """
        let project = try XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        XCTAssertEqual(project.targets[0].sourceFiles, ["App/B.swift"], "files outside the cycles are placed")
        XCTAssertEqual(project.targets[0].resourceFiles, [])
        XCTAssertEqual(Set(project.limits), [
            "the groups of A.xcodeproj/project.pbxproj contain each other in a cycle (through group 'x'), so the files under them are not placed",
            "the groups of A.xcodeproj/project.pbxproj contain each other in a cycle (through group 'z'), so the files under them are not placed",
        ], "each cycle is said, by the group of the smallest id in it, whichever file met it first")
        XCTAssertEqual(project.limits.count, 2)
    }

    /// A group may list a reference that is no object (a bad merge): it has no path, its siblings keep
    /// theirs, and the groups above it are still placed, a cycle among them said as for any file.
    func testAReferenceThatIsNoObjectHasNoPathAndItsGroupsArePlaced() throws {
        let text = """
            { objects = {
                F1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (F1, F9); name = Main.storyboard; sourceTree = "<group>"; };
                V2 = {isa = PBXVariantGroup; children = (F7); name = Other.storyboard; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2, F7); path = x; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G1); path = y; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (V1, F9); path = App; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                B2 = {isa = PBXBuildFile; fileRef = V2; };
                B3 = {isa = PBXBuildFile; fileRef = F8; };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            }; rootObject = R1; }
            """
        let project = try XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        XCTAssertEqual(project.targets[0].resourceFiles, ["App/Base.lproj/Main.storyboard"])
        XCTAssertEqual(project.limits, [
            "the groups of A.xcodeproj/project.pbxproj contain each other in a cycle (through group 'x'), so the files under them are not placed",
        ], "the cycle above a reference that is no object is said")
    }

    /// Files under source trees iblint cannot place: one limit per tree, in the same order every run.
    func testEachLimitIsSaidOnceInAStableOrder() throws {
        let text = """
            { objects = {
                F1 = {isa = PBXFileReference; path = A.swift; sourceTree = CUSTOM_ROOT; };
                F2 = {isa = PBXFileReference; path = B.swift; sourceTree = CUSTOM_ROOT; };
                F3 = {isa = PBXFileReference; path = C.swift; sourceTree = OTHER_ROOT; };
                F4 = {isa = PBXFileReference; path = D.swift; sourceTree = CUSTOM_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (); };
            }; rootObject = R1; }
            """
        let project = try XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        XCTAssertEqual(project.limits, ["file references under the source tree CUSTOM_ROOT are not placed",
                                        "file references under the source tree OTHER_ROOT are not placed"])
    }

    /// Groups nested 5,000 deep: placed without recursion (the stack of a reader thread is small).
    func testGroupsNestedDeeperThanTheStackAllows() throws {
        let depth = 5_000
        var objects = "F1 = {isa = PBXFileReference; path = Leaf.swift; sourceTree = \"<group>\"; };\n"
        for level in 0..<depth {
            let child = level == depth - 1 ? "F1" : "G\(level + 1)"
            objects += "G\(level) = {isa = PBXGroup; children = (\(child)); path = d; sourceTree = \"<group>\"; };\n"
        }
        objects += """
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
            T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; };
            R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };

            """
        let bytes = Array("{ objects = {\n\(objects)}; rootObject = R1; }".utf8)
        // On a thread with a 512 KB stack, as secondary threads have on macOS.
        final class Box: @unchecked Sendable { var project: XcodeProject? }
        let box = Box(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.project = try? XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: bytes)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success)
        let project = box.project
        let files = try XCTUnwrap(project).targets[0].sourceFiles
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(files.first?.split(separator: "/").count, depth + 1)
        XCTAssertEqual(files.first?.hasSuffix("d/d/Leaf.swift"), true)
    }

    func testNotAProjectIsAnError() {
        XCTAssertThrowsError(try XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array("{ objects = {}; }".utf8)))
        XCTAssertThrowsError(try XcodeProject(path: "A.xcodeproj/project.pbxproj", bytes: Array("{ objects = ".utf8)))
    }

    /// A project of about 1 MB: 4,000 files in 100 groups, one target building all of them.
    func testAOneMegabyteProject() throws {
        var objects = "", buildFiles: [String] = [], groups: [String] = []
        for group in 0..<100 {
            var children: [String] = []
            for file in 0..<40 {
                let id = String(format: "F%03d%03d0000000000000000", group, file), build = String(format: "B%03d%03d0000000000000000", group, file)
                objects += "\t\t\(id) /* View\(file).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = View\(file).swift; sourceTree = \"<group>\"; };\n"
                objects += "\t\t\(build) /* View\(file).swift in Sources */ = {isa = PBXBuildFile; fileRef = \(id) /* View\(file).swift */; };\n"
                children.append(id)
                buildFiles.append(build)
            }
            let groupID = String(format: "G%03d00000000000000000000", group)
            objects += "\t\t\(groupID) /* Feature\(group) */ = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); path = Feature\(group); sourceTree = \"<group>\"; };\n"
            groups.append(groupID)
        }
        objects += "\t\tG0 = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = \"<group>\"; };\n"
        objects += "\t\tP1 = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };\n"
        objects += "\t\tT1 = {isa = PBXNativeTarget; buildPhases = (P1); name = Big; };\n"
        objects += "\t\tR1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };\n"
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\(objects)\t};\n\trootObject = R1;\n}\n"
        XCTAssertGreaterThan(text.utf8.count, 1_000_000)
        let start = Date()
        let project = try XcodeProject(path: "Big.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(project.targets[0].sourceFiles.count, 4_000)
        XCTAssertTrue(project.targets[0].sourceFiles.contains("Feature99/View39.swift"))
        print("XcodeProjectTests: read a \(text.utf8.count / 1024) KB project in \(String(format: "%.2f", seconds)) s")
    }

    /// Every Xcode project of the real-world corpus reads, and each names targets with files.
    func testTheCorpusProjectsRead() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("../shared/corpus is absent") }
        let enumerator = FileManager.default.enumerator(atPath: corpus.path)
        var read = 0
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".xcodeproj/project.pbxproj"), !path.contains("/Pods/") else { continue }
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: corpus.appendingPathComponent(path).path))
            let project = try XcodeProject(path: path, bytes: [UInt8](bytes))
            XCTAssertFalse(project.targets.isEmpty, path)
            XCTAssertTrue(project.targets.contains { !$0.sourceFiles.isEmpty || !$0.synchronizedFolders.isEmpty }, path)
            XCTAssertTrue(project.targets.allSatisfy { !$0.moduleNames.isEmpty }, path)
            read += 1
        }
        XCTAssertGreaterThanOrEqual(read, 5)
    }

    /// The pass `ProjectPaths.normalize` had before it returned normalized ASCII paths as they are.
    private func normalizeBySplitting(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    func testNormalizedPathsAsBySplitting() {
        for path in ["", "/", ".", "..", "...", "a", "/a", "a/", "a//b", "./a", "a/./b", "a/../b", "../a", "/../a", "a.b/c",
                     ".hidden/x", "a/..", "x/.../y", "é/../b", "e\u{301}/x"] {
            XCTAssertEqual(ProjectPaths.normalize(path), normalizeBySplitting(path), path)
        }
        var random = SystemRandomNumberGenerator()
        let pieces = ["/", ".", "..", "a", "Bc", "é", "-", "_"]
        for _ in 0..<3000 {
            let path = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            XCTAssertEqual(ProjectPaths.normalize(path), normalizeBySplitting(path), path)
        }
    }
}
