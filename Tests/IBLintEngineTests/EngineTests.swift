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
                     "Package.swift", "App/project.pbxproj", "App/Pods/Pods.swift", "App/PodsView.swift",
                     "Vendor/Carthage/Checkouts/Kit/Kit.swift", "App/SourcePackages.swift"] {
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
            "App/Pods/Pods.swift", "App/PodsView.swift", "App/SourcePackages.swift",
            "App/Views/Card.swift", "App/Views/Card.xib", "Package.swift", "Pods/Charts/Chart.xib", "Pods/Charts/ChartView.swift",
            "Vendor/Carthage/Checkouts/Kit/Kit.swift",
        ])
        // A folder named Pods, Carthage or SourcePackages anywhere on the path; a file's own name does not count.
        XCTAssertEqual(result.files.filter(\.isVendored).map(\.displayPath),
                       ["App/Pods/Pods.swift", "Pods/Charts/Chart.xib", "Pods/Charts/ChartView.swift", "Vendor/Carthage/Checkouts/Kit/Kit.swift"])
    }

    /// A folder on the path, never the file's own name, and only the whole folder name.
    /// A listed entry's path is its folder's and its name's bytes, as `+` makes it.
    func testEntryPathsAsAppendingMakesThem() {
        for (first, second) in [("", ""), ("/", "x"), ("App/", "Main.storyboard"), ("Café/", "é.swift"), ("a/", "\u{301}x"),
                                ("日本/", "👍🏽.xib"), ("x", "")] {
            let joined = FileDiscovery.concatenate(first, second)
            XCTAssertEqual(Array(joined.utf8), Array((first + second).utf8), "\(first) + \(second)")
            XCTAssertEqual(joined, first + second)
        }
    }

    func testVendoredFolders() {
        for (path, vendored) in [("Pods/A/B.swift", true), ("App/Carthage/Checkouts/K.swift", true), ("x/SourcePackages/y/z.xib", true),
                                 ("Pods.swift", false), ("App/Pods", false), ("App/PodsX/A.swift", false), ("App/XPods/A.swift", false),
                                 ("/abs/Pods/A.swift", true), ("é/Pods/ü.swift", true), ("é/Podś/A.swift", false), ("", false), ("/", false)] {
            XCTAssertEqual(FileDiscovery.isVendored(path), vendored, path)
        }
    }

    func testExplicitFilesAndMissingPaths() {
        let discovery = FileDiscovery(workingDirectory: root.path)
        let result = discovery.discover(["App/Views/Card.xib", "App/Views/../Views/Card.xib", "Nope", "App/notes.txt"])
        XCTAssertEqual(result.files.map(\.displayPath), ["App/Views/Card.xib"], "the same file twice is linted once")
        XCTAssertEqual(result.errors, ["Nope: no such file or directory", "App/notes.txt: not a .xib, .storyboard, .swift, .h or .m file"])
        XCTAssertEqual(discovery.displayPath("/elsewhere/X.xib"), "/elsewhere/X.xib")
        XCTAssertEqual(FileDiscovery.normalize("/a/./b//c/../d"), "/a/b/d")
        // The roots, known before walking (the cache's folder is named by them), are the ones discovery gives.
        for paths in [["App/Views/Card.xib", "App/Views/../Views/Card.xib", "Nope", "App/notes.txt"], [], ["."], [".", "App", "Nope/"],
                      [root.path, root.path + "/App/"]] {
            XCTAssertEqual(discovery.roots(of: paths), discovery.discover(paths).roots, "\(paths)")
        }
    }

    /// One folder is walked without checking its files against those found before (it meets each once);
    /// folders and files given together may overlap, and each file is still found once.
    func testOverlappingPathsFindEachFileOnce() {
        let discovery = FileDiscovery(workingDirectory: root.path)
        let alone = discovery.discover(["."]).files.map(\.displayPath)
        XCTAssertEqual(Set(alone).count, alone.count)
        XCTAssertEqual(discovery.discover([".", "App", "App/Views/Card.xib", "."]).files.map(\.displayPath), alone)
        XCTAssertEqual(discovery.discover(["App", "App/Views"]).files.map(\.displayPath), alone.filter { $0.hasPrefix("App/") })
    }

    /// Display paths found by bytes are the ones `hasPrefix` and dropping `Character`s give.
    func testDisplayPathsAsCharactersGiveThem() {
        func byCharacters(_ absolute: String, in directory: String) -> String {
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            if absolute.hasPrefix(base) { return String(absolute.dropFirst(base.count)) }
            if absolute == directory { return "." }
            return absolute
        }
        let directories = ["/work/app", "/work/app/", "/work/café", "/", "/work/cafe\u{301}"]
        let rests = ["X.xib", "Views/Card View.xib", "é.swift", "\u{301}combining.swift", "", "/double", "x"]
        for directory in directories {
            let discovery = FileDiscovery(workingDirectory: directory)
            let stripped = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
            for absolute in rests.map({ stripped + "/" + $0 }) + rests.map({ "/elsewhere/" + $0 }) + [directory, stripped, "/work/apple/X.xib", "/work/caf\u{E9}/é.swift"] {
                XCTAssertEqual(discovery.displayPath(absolute), byCharacters(absolute, in: directory), "\(absolute) in \(directory)")
            }
        }
    }
}

final class AtomicFileTests: XCTestCase {
    /// A new empty folder for one test, removed when the test ends.
    private func makeFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    func testWritesThroughARenameAndKeepsPermissions() throws {
        let directory = try makeFolder()
        let path = directory.appendingPathComponent("report.sarif").path
        try AtomicFile.write("first", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFile.write("second", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second")
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.sarif"], "no temporary file left")
    }

    /// `--output /dev/null` replaced /dev/null with a regular file (a rename over it; with root rights, as
    /// in a CI container). Devices, pipes and sockets are written in place, and a symbolic link's target is
    /// replaced, not the link. (The classification only stats /dev/null: a failing test must not replace it.)
    func testDevicesPipesAndLinksAreNotReplaced() throws {
        let directory = try makeFolder()
        XCTAssertEqual(AtomicFile.target(of: "/dev/null"), .inPlace)
        let missing = directory.appendingPathComponent("new.sarif").path
        XCTAssertEqual(AtomicFile.target(of: missing), .replace(missing, permissions: nil))

        // A link to a file: the file is replaced and keeps its permissions; the link stays a link.
        let real = directory.appendingPathComponent("real.sarif").path
        try AtomicFile.write("first", to: real)
        XCTAssertEqual(chmod(real, 0o640), 0)
        let link = directory.appendingPathComponent("link.sarif").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try AtomicFile.write("second", to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), real)
        XCTAssertEqual(try String(contentsOfFile: real, encoding: .utf8), "second")
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: real))[.posixPermissions] as? Int, 0o640)

        // A pipe: written through, and still a pipe.
        let fifo = directory.appendingPathComponent("report.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(AtomicFile.target(of: fifo), .inPlace)
        let received = expectation(description: "the reader got the report")
        nonisolated(unsafe) var bytes: [UInt8] = []
        Thread.detachNewThread {
            let descriptor = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 64)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            close(descriptor)
            received.fulfill()
        }
        try AtomicFile.write("through the pipe", to: fifo)
        wait(for: [received], timeout: 10)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "through the pipe")
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a pipe")
    }

    /// A report written in pieces as it is serialized: each piece goes to the temporary file when it comes
    /// (the report is never held whole), the file it replaces is untouched until the rename, and a failed
    /// write or a crash before the rename leaves it as it was.
    func testPiecesGoToTheTemporaryFileAsTheyComeAndReplaceWhole() throws {
        let directory = try makeFolder()
        let path = directory.appendingPathComponent("report.sarif").path
        try AtomicFile.write("old", to: path)
        var sizesSeen: [Int] = []
        try AtomicFile.write(to: path) { write in
            for piece in ["{", "\"runs\": []", "}\n"] {
                Array(piece.utf8).withUnsafeBytes { write($0) }
                let temporary = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.first { $0.hasSuffix(".tmp") }
                let size = temporary.flatMap { try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent($0).path)[.size] as? Int }
                sizesSeen.append(size ?? -1)
                XCTAssertEqual(try? String(contentsOfFile: path, encoding: .utf8), "old", "untouched until the rename")
            }
        }
        XCTAssertEqual(sizesSeen, [1, 11, 13], "each piece written when it came")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"runs\": []}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.sarif"], "no temporary file left")

        struct SimulatedCrash: Error {}
        XCTAssertThrowsError(try AtomicFile.write(to: path, beforeRename: { throw SimulatedCrash() }) { write in
            Array("lost".utf8).withUnsafeBytes { write($0) }
        })
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"runs\": []}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.sarif"], "temporary file removed")

        // A device that fails every write (Linux's /dev/full, written in place): the error is thrown once
        // the producer is done, and the pieces after the failure are not tried.
        if FileManager.default.fileExists(atPath: "/dev/full") {
            var pieces = 0
            XCTAssertThrowsError(try AtomicFile.write(to: "/dev/full") { write in
                for _ in 0..<3 {
                    pieces += 1
                    Array("x".utf8).withUnsafeBytes { write($0) }
                }
            }) { error in
                XCTAssertEqual((error as? FileSystem.Failure)?.code, ENOSPC)
            }
            XCTAssertEqual(pieces, 3, "the producer runs to its end")
        }
    }

    /// The cache's files: the same rename (no reader sees half a file), written without a flush to disk.
    func testDisposableFilesAreReplacedWholeOrNotAtAll() throws {
        let directory = try makeFolder()
        let path = directory.appendingPathComponent("00.iblintcache").path
        let large = [UInt8]((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try large.withUnsafeBytes { try AtomicFile.writeDisposable($0, to: path) }
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), large)
        try Array("second".utf8).withUnsafeBytes { try AtomicFile.writeDisposable($0, to: path) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second")
        try [UInt8]().withUnsafeBytes { try AtomicFile.writeDisposable($0, to: path) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)).count, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["00.iblintcache"], "no temporary file left")

        struct SimulatedCrash: Error {}
        try Array("kept".utf8).withUnsafeBytes { try AtomicFile.writeDisposable($0, to: path) }
        XCTAssertThrowsError(try Array("lost".utf8).withUnsafeBytes {
            try AtomicFile.writeDisposable($0, to: path, beforeRename: { throw SimulatedCrash() })
        })
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "kept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["00.iblintcache"], "temporary file removed")
        let missing = directory.appendingPathComponent("no-such-folder/00.iblintcache").path
        XCTAssertThrowsError(try Array("x".utf8).withUnsafeBytes { try AtomicFile.writeDisposable($0, to: missing) }) { error in
            XCTAssertEqual(FileSystem.reason(error), "No such file or directory")
        }
    }

    /// Two runs writing one cache file at the same time (a build phase and a commit hook): each writes a
    /// temporary file of its own, so neither fails nor renames the other's half-written file; the file is
    /// whole, the last rename's.
    func testTwoWritersOfOneFileAtOnceEachWriteThroughAFileOfTheirOwn() throws {
        let directory = try makeFolder()
        let path = directory.appendingPathComponent("00.iblintcache").path
        let first = [UInt8](repeating: 1, count: 100_000), second = [UInt8](repeating: 2, count: 50_000)
        // The second writer writes and renames while the first has written its temporary file, not renamed it.
        try first.withUnsafeBytes { firstBytes in
            try AtomicFile.writeDisposable(firstBytes, to: path, beforeRename: {
                let temporaries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                XCTAssertEqual(temporaries.count, 1, "the first writer's temporary file: \(temporaries)")
                try second.withUnsafeBytes { try AtomicFile.writeDisposable($0, to: path) }
                XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), second)
            })
        }
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), first, "the last rename's, whole")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["00.iblintcache"], "no temporary file left")
    }

    func testAFailedWriteLeavesTheOriginal() throws {
        let directory = try makeFolder()
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

    /// A name a file writes with a line break (an XML character reference) is quoted in a message on one line:
    /// every rule's findings go through `Diagnostic.onOneLine`.
    func testANameWithALineBreakIsQuotedOnOneLine() {
        let xib = brokenXib.replacingOccurrences(of: "property=\"noSuchThing\"", with: "property=\"no&#10;Such&#13;&#10;Thing\"")
        let diagnostics = iblint.lint([InputFile(path: "App/X.xib", text: xib)!]).diagnostics
        XCTAssertEqual(diagnostics.map(\.ruleID), ["broken-outlet"])
        for diagnostic in diagnostics {
            XCTAssertTrue(diagnostic.message.contains("no Such Thing"), diagnostic.message)
            for text in [diagnostic.message] + diagnostic.notes + diagnostic.related.map(\.message) + [diagnostic.fix?.title ?? ""] {
                XCTAssertFalse(text.contains(where: \.isNewline), text)
            }
        }
    }

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
        XCTAssertThrowsError(try AtomicFile.write(Array("fixed".utf8), to: path, beforeRename: { throw SimulatedCrash() }))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "original")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["View.xib"], "temporary file removed")
    }
}

final class ProjectCompletenessTests: XCTestCase {
    /// An app target that compiles `Views/NutriScoreView.swift` and `Secrets.swift` and bundles the xib.
    /// A Tuist manifest (a description among the Swift files) whose one target builds `Tools/`.
    private let tuistManifest = """
        import ProjectDescription
        let project = Project(name: "Tools", targets: [Target(name: "Tools", sources: ["Tools/**"])])
        """

    private let pbxproj = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1 /* NutriScoreView.swift */; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2 /* Secrets.swift */; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = F3 /* NutriScoreView.xib */; };
        \t\tB4 = {isa = PBXBuildFile; fileRef = F4 /* Other.swift */; };
        \t\tF1 = {isa = PBXFileReference; path = Views/NutriScoreView.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = Secrets.swift; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; path = Views/NutriScoreView.xib; sourceTree = "<group>"; };
        \t\tF4 = {isa = PBXFileReference; path = Other.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B4); };
        \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B3); };
        \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, R1); name = Shop; productType = "com.apple.product-type.application"; };
        \t\tP0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
        \t};
        \trootObject = P0;
        }
        """

    /// A run lets an Xcode project's text go as soon as every file is parsed (the index keeps what was read
    /// from it), before the index is built; the other inputs keep theirs, and the index is the same.
    func testAProjectsTextIsLetGoOnceEveryFileIsParsed() {
        var inputs = [
            InputFile(path: "Shop.xcodeproj/project.pbxproj", text: pbxproj)!,
            InputFile(path: "Other.swift", text: "final class Other {}")!,
        ]
        let kept = Linter.buildIndex(inputs)
        XCTAssertFalse(inputs[0].bytes.isEmpty, "an index built from borrowed inputs leaves them as they were")
        let released = Linter.buildIndex(&inputs, releasingProjectTexts: true)
        XCTAssertEqual(inputs.map(\.path), ["Shop.xcodeproj/project.pbxproj", "Other.swift"])
        XCTAssertTrue(inputs[0].bytes.isEmpty, "the project's text")
        XCTAssertEqual(inputs[1].bytes, Array("final class Other {}".utf8), "a source file's is kept")
        XCTAssertEqual(released.project.absentFiles.map(\.path), kept.project.absentFiles.map(\.path))
        XCTAssertEqual(released.project.absentFiles.map(\.path), ["Secrets.swift", "Views/NutriScoreView.swift", "Views/NutriScoreView.xib"],
                       "read from the project: what it lists that is not here")
        XCTAssertEqual(released.projectClasses(named: "Other").count, 1)
        XCTAssertEqual(kept.projectClasses(named: "Other").count, 1)
    }

    func testAClassIsNotCalledMissingWhileAListedFileThatCouldDeclareItIsMissing() {
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
        XCTAssertEqual(index.project.absentFiles.map(\.path), ["Secrets.swift", "Views/NutriScoreView.swift"])
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "NutriScoreView"), "the missing NutriScoreView.swift could declare it")
        XCTAssertTrue(index.certainlyDeclaresNoClass(named: "DeletedView"), "no missing file is named for DeletedView")
        XCTAssertEqual(iblint.lint(inputs).diagnostics.filter { $0.ruleID == "missing-files-owner-class" }, [])

        let complete = inputs + [InputFile(path: "Views/NutriScoreView.swift", text: "// emptied")!]
        XCTAssertTrue(Linter.buildIndex(complete).certainlyDeclaresNoClass(named: "NutriScoreView"),
                      "the file named for it was scanned and does not declare it: certainly missing")
    }

    /// The project model is made while the other files are parsed, from the descriptions and the paths the
    /// index will hold: it must be the model the index builder makes after parsing — with a Tuist manifest
    /// among the Swift files (a description), an app's own `Project.swift` (code), an interface file that
    /// fails to load, a `.gitignore`, files the project lists and lacks, and a file no target builds.
    func testTheProjectModelMadeWhileParsingIsTheOneMadeAfter() {
        let inputs = [
            InputFile(path: "Other.swift", text: "final class Other {}")!,
            InputFile(path: "Views/Broken.xib", text: "<document")!,
            InputFile(path: "Shop.xcodeproj/project.pbxproj", text: pbxproj)!,
            InputFile(path: "Tools/Project.swift", text: tuistManifest)!,
            InputFile(path: "App/Project.swift", text: "struct Project {}")!,
            InputFile(path: "Unbuilt.swift", text: "final class Unbuilt {}")!,
            InputFile(path: ".gitignore", text: "Secrets.swift\n")!,
        ]
        let whileParsing = Linter.buildIndex(inputs)
        let after = Linter.buildIndex(inputs, modelWhileParsing: false)
        for index in [whileParsing, after] {
            XCTAssertEqual(index.loadFailures.map(\.error.path), ["Views/Broken.xib"])
            XCTAssertEqual(index.project.tuistManifests.map(\.path), ["Tools/Project.swift"])
        }
        XCTAssertEqual(whileParsing.project.targets.map(\.name), after.project.targets.map(\.name))
        XCTAssertEqual(whileParsing.project.absentFiles, after.project.absentFiles)
        XCTAssertEqual(whileParsing.project.absentFiles.map(\.path), ["Secrets.swift", "Views/NutriScoreView.swift", "Views/NutriScoreView.xib"])
        XCTAssertEqual(whileParsing.project.unscannedFiles, after.project.unscannedFiles)
        XCTAssertEqual(whileParsing.project.targetsOutsideScan, after.project.targetsOutsideScan)
        XCTAssertEqual(whileParsing.project.ownModules, after.project.ownModules)
        for path in inputs.map(\.path) {
            XCTAssertEqual(whileParsing.project.membership(of: path), after.project.membership(of: path), path)
        }
        XCTAssertEqual(whileParsing.project.membership(of: "Other.swift"), .built([0]))
        XCTAssertEqual(whileParsing.swiftFiles.map(\.file.path), after.swiftFiles.map(\.file.path))
    }

    /// The check that lets the index use the model made while parsing passes only when every interface,
    /// Swift and Objective-C input parsed into an outcome of its own kind and path (a Tuist manifest into a
    /// description), whatever the project files and asset files parsed to.
    func testTheScannedPathCheckPassesOnlyWhenEveryOutcomeMatchesItsInput() {
        let inputs = [
            InputFile(path: "A.xib", text: "<document/>")!,
            InputFile(path: "B.swift", text: "final class B {}")!,
            InputFile(path: "Tools/Project.swift", text: tuistManifest)!,
            InputFile(path: "C.m", text: "@implementation C\n@end\n")!,
            InputFile(path: "Shop.xcodeproj/project.pbxproj", text: pbxproj)!,
        ]
        let descriptions = Linter.ProjectDescriptionsSoFar(builder: ProjectIndexBuilder(), inputs: inputs)
        typealias Outcome = Linter.ScannedPathCheck.Outcome
        let matching: [(Outcome, String?)] = [(.interface, "A.xib"), (.swift, "B.swift"), (.project, nil), (.objc, "C.m"), (.project, nil)]
        func check(_ outcomes: [(Outcome, String?)]) -> Bool {
            var check = Linter.ScannedPathCheck(descriptions: descriptions)
            for (position, outcome) in outcomes.enumerated() {
                check.note((inputs[position].kind, inputs[position].path), position, outcome.0, path: outcome.1)
            }
            return check.holdsScannedPathsExactly
        }
        XCTAssertTrue(check(matching))
        var failed = matching
        failed[0] = (.failure, "A.xib")
        XCTAssertTrue(check(failed), "a load failure of the interface file's path")
        failed[4] = (.other, nil)
        XCTAssertTrue(check(failed), "a project file that parsed to nothing")
        for (position, outcome) in [(0, (Outcome.interface, "Other.xib")), (0, (.other, nil)), (1, (.swift, "b.swift")),
                                    (1, (.project, nil)), (2, (.swift, "Tools/Project.swift")), (3, (.swift, "C.m")),
                                    (3, (.objc, nil))] as [(Int, (Outcome, String?))] {
            var outcomes = matching
            outcomes[position] = outcome
            XCTAssertFalse(check(outcomes), "\(inputs[position].path) → \(outcome)")
        }
    }

    /// Descriptions are parsed first, each group in input order; a `.swift` file is one only when it is a
    /// Tuist manifest by name and contents.
    func testDescriptionsAreParsedFirst() {
        let inputs = [
            InputFile(path: "A.swift", text: "final class A {}")!,
            InputFile(path: "Shop.xcodeproj/project.pbxproj", text: pbxproj)!,
            InputFile(path: "App/Project.swift", text: "struct Project {}")!,
            InputFile(path: "Tools/Project.swift", text: "import ProjectDescription\n")!,
            InputFile(path: "B.xib", text: "<document/>")!,
        ]
        let descriptions = Linter.ProjectDescriptionsSoFar(builder: ProjectIndexBuilder(), inputs: inputs)
        XCTAssertEqual(descriptions.parsingOrder, [1, 3, 0, 2, 4])
        XCTAssertEqual(descriptions.scannedPaths, ["A.swift", "App/Project.swift", "B.xib"])
    }

    func testFilesOutsideTheScannedPathsAreNotScannedRatherThanMissing() {
        let inputs = [InputFile(path: "Shop.xcodeproj/project.pbxproj", text: pbxproj)!, InputFile(path: "Other.swift", text: "final class Other {}")!]
        let index = Linter.buildIndex(inputs, scope: ScanScope(roots: ["Shop.xcodeproj", "Other.swift"]))
        XCTAssertEqual(index.project.absentFiles, [])
        XCTAssertEqual(index.project.unscannedFiles, ["Secrets.swift", "Views/NutriScoreView.swift", "Views/NutriScoreView.xib"])
        XCTAssertEqual(index.project.targetsOutsideScan, ["Shop"])
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "DeletedView"), "a target's files outside the scan: nothing is certain")
    }
}
