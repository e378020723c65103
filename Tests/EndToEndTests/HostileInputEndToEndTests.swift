import Foundation
import XCTest

/// What a pull request from a stranger can put in a checkout, run through the built `iblint`: huge
/// files, unreadable ones, odd names. Each is reported naming its file, the run completes, and the exit
/// code is 2 only when something could not be read.
final class HostileInputEndToEndTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Readable by an unprivileged user too (the unreadable-file test runs iblint as one).
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
    }

    override func tearDownWithError() throws {
        // Make everything removable again (tests take permissions away).
        if let enumerator = FileManager.default.enumerator(atPath: root.path) {
            while let path = enumerator.nextObject() as? String {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    private func write(_ relative: String, _ data: Data) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A xib whose File's Owner is `owner` with one outlet `property` to a label, and `filler` inside its view.
    static func xib(owner: String, property: String, filler: String = "", labelText: String = "Total") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModuleProvider="target">
                    <connections>
                        <outlet property="\(property)" destination="lbl-00-001" id="out-00-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="vw0-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(filler)            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(labelText)" id="lbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>

        """
    }

    static func controller(_ name: String, outlet: String = "totalLabel", extra: String = "") -> String {
        """
        import UIKit

        final class \(name): UIViewController {
            @IBOutlet weak var \(outlet): UILabel!\(extra)

            func show() {
                _ = Bundle.main.loadNibNamed("\(name)", owner: self)
            }
        }

        """
    }

    private func run(_ arguments: [String]) throws -> IBLintProcess.Output {
        try IBLintProcess.run(arguments, in: root)
    }

    // MARK: Size

    /// 50 MB in one interface file (about 250,000 views): parsed whole, and a broken outlet written after
    /// the 50 MB is found at its line.
    func testAFiftyMegabyteInterfaceFile() throws {
        var filler = ""
        filler.reserveCapacity(52_000_000)
        var index = 0
        while filler.utf8.count < 50_000_000 {
            let id = String(index)
            filler += """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\(id)" userLabel="Filler view number \(id) of the big screen">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>

                """
            index += 1
        }
        // After the filler: a view of a custom class whose outlet has a typo.
        filler += """
                            <view contentMode="scaleToFill" id="footer" customClass="BigFooterView" customModuleProvider="target">
                                <connections>
                                    <outlet property="captionLable" destination="lbl-00-001" id="out-footer"/>
                                </connections>
                            </view>

            """
        try write("Big/BigViewController.xib", Self.xib(owner: "BigViewController", property: "totalLabel", filler: filler))
        try write("Big/BigViewController.swift", Self.controller("BigViewController")
            + "final class BigFooterView: UIView {\n    @IBOutlet weak var captionLabel: UILabel!\n}\n")
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("Big/BigViewController.xib").path)[.size] as? Int)
        XCTAssertGreaterThan(size, 50_000_000)
        let footerLine = 15 + 4 * index + 3

        let start = Date()
        let output = try run(["Big", "--only", "broken-outlet"])
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertFalse(output.stderr.contains("error:"), output.stderr)
        XCTAssertTrue(output.stdout.hasPrefix("Big/BigViewController.xib:\(footerLine):25: error: BigFooterView has no outlet 'captionLable'"),
                      String(output.stdout.prefix(300)))
        XCTAssertEqual(output.stdout.components(separatedBy: "[broken-outlet]").count - 1, 2, "one finding (its notes repeat the id)")
        XCTAssertTrue(output.stderr.contains("in 2 files"), output.stderr)
        print("HostileInputEndToEndTests: linted a \(size / 1_000_000) MB xib in \(String(format: "%.1f", seconds)) s")
    }

    /// A 10 MB attribute value is past libxml2's safe limit (10,000,000 bytes per value, kept on untrusted
    /// input): a parse error naming the file and the line, not a crash, and the rest is still linted.
    /// Just under the limit the file loads, and a finding after the huge value has its right line.
    func testATenMegabyteAttribute() throws {
        let huge = String(repeating: "0123456789abcdef", count: 10 * 1024 * 1024 / 16)
        try write("Huge/HugeViewController.xib", Self.xib(owner: "HugeViewController", property: "totalLabel", labelText: huge))
        try write("Huge/HugeViewController.swift", Self.controller("HugeViewController"))
        let almost = String(repeating: "0123456789abcdef", count: 9_900_000 / 16)
        try write("Almost/AlmostViewController.xib", Self.xib(owner: "AlmostViewController", property: "totalLable", labelText: almost))
        try write("Almost/AlmostViewController.swift", Self.controller("AlmostViewController"))

        let output = try run(["."])
        XCTAssertEqual(output.status, 1, "a file that does not parse is a finding (exit 1), not a read failure: \(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let parseError = try XCTUnwrap(lines.first { $0.contains("[parse-error]") }, output.stdout)
        XCTAssertTrue(parseError.hasPrefix("Huge/HugeViewController.xib:16:"), parseError)
        XCTAssertTrue(parseError.contains("holds a value or text too large to parse safely"), parseError)
        XCTAssertLessThanOrEqual(parseError.count, 200, parseError)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Almost/AlmostViewController.xib:9:") && $0.contains("'totalLable'") },
                      "the file under the limit is linted: \(output.stdout)")
    }

    /// A Swift file that is one line of a megabyte: its outlet is found (no finding for the connected
    /// outlet) and a finding on that line has the right column.
    func testAOneMegabyteSwiftLine() throws {
        var line = "import UIKit; final class TableViewController: UIViewController { "
        var count = 0
        while line.utf8.count < 1_000_000 {
            line += "let value\(count) = [\"key\(count)\": \(count)]; "
            count += 1
        }
        line += "@IBOutlet weak var totalLabel: UILabel!; @IBOutlet weak var unusedLabel: UILabel!; "
        line += "func show() { _ = Bundle.main.loadNibNamed(\"TableViewController\", owner: self) } }\n"
        try write("App/TableViewController.swift", line)
        try write("App/TableViewController.xib", Self.xib(owner: "TableViewController", property: "totalLabel"))

        let output = try run(["App", "--only", "broken-outlet,unconnected-outlet", "--fail-on", "warning"])
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertFalse(output.stdout.contains("'totalLabel'"), "the outlet at the end of the long line is declared: \(output.stdout)")
        let finding = try XCTUnwrap(output.stdout.split(separator: "\n").first { $0.contains("unusedLabel") }, output.stdout)
        let expectedPrefix = "App/TableViewController.swift:1:"
        XCTAssertTrue(finding.hasPrefix(expectedPrefix), String(finding.prefix(200)))
        let reportedColumn = Int(finding.dropFirst(expectedPrefix.count).prefix { $0 != ":" }) ?? 0
        XCTAssertGreaterThan(reportedColumn, 1_000_000, "the column is counted on the long line")
    }

    // MARK: Project files

    /// Groups that contain each other in the Xcode project: the run ends, says so once, and does not
    /// conclude that the storyboard under the cycle is in no target.
    func testAProjectWhoseGroupsFormACycle() throws {
        try write("App/App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            { objects = {
                F1 = {isa = PBXFileReference; path = LoopViewController.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = LoopViewController.xib; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1); path = Sources; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2, F2); path = Sources; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G1); name = Screens; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2); name = App; productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            }; rootObject = R1; }

            """)
        try write("App/Sources/LoopViewController.swift", Self.controller("LoopViewController"))
        try write("App/Sources/LoopViewController.xib", Self.xib(owner: "LoopViewController", property: "totalLable"))
        let output = try run(["App"])
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Sources/LoopViewController.xib:9:17: error: LoopViewController has no outlet 'totalLable'"),
                      output.stdout)
        XCTAssertFalse(output.stdout.contains("[interface-file-in-no-target]"), "a file under the cycle is unknown, not dead: \(output.stdout)")
        let cycle = "contain each other in a cycle (through group 'Sources'), so the files under them are not placed"
        XCTAssertEqual((output.stdout + output.stderr).components(separatedBy: cycle).count - 1, 1,
                       "said once: \(output.stdout)\n\(output.stderr)")
        XCTAssertFalse(output.stderr.contains("error:"), output.stderr)
    }

    // MARK: Files that cannot be read

    /// An interface file and a folder without read permission: each named with the reason, the rest
    /// linted, exit 2. As root (who reads anything) iblint runs as `nobody` through setpriv.
    func testUnreadableFilesAndFoldersExitTwoAfterLintingTheRest() throws {
        try write("App/Readable.xib", Self.xib(owner: "ReadableViewController", property: "totalLable"))
        try write("App/ReadableViewController.swift", Self.controller("ReadableViewController"))
        try write("App/Locked.xib", Self.xib(owner: "ReadableViewController", property: "totalLabel"))
        try write("App/Private/Secret.swift", "final class Secret {}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root.appendingPathComponent("App/Locked.xib").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root.appendingPathComponent("App/Private").path)

        var arguments = ["App", "--only", "broken-outlet"]
        var executable = IBLintProcess.executable.path
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                throw XCTSkip("running as root, where permissions do not stop reading, and /usr/bin/setpriv is not there to drop them")
            }
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
            executable = "/usr/bin/setpriv"
        }
        let output = try IBLintProcess.run(executable: executable, arguments, in: root)
        XCTAssertEqual(output.status, 2, output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Locked.xib: error: cannot read file: permission denied\n"), output.stderr)
        XCTAssertTrue(output.stderr.contains("iblint: error: App/Private: cannot read directory"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Readable.xib:9:"), "the readable file is still linted: \(output.stdout)")
    }

    // MARK: Names

    /// A folder named like an interface file is a folder: entered, never reported as unreadable.
    func testAFolderNamedLikeAnInterfaceFile() throws {
        try write("App/Foo.xib/FooViewController.swift", Self.controller("FooViewController"))
        try write("App/Foo.xib/Inner.xib", Self.xib(owner: "FooViewController", property: "totalLable"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Empty.storyboard"), withIntermediateDirectories: true)
        for paths in [["App"], ["App/Foo.xib", "App/Empty.storyboard"]] {
            let output = try run(paths + ["--only", "broken-outlet"])
            XCTAssertEqual(output.status, 1, "\(paths): \(output.stderr)")
            XCTAssertFalse(output.stderr.contains("error:"), "\(paths): \(output.stderr)")
            XCTAssertTrue(output.stdout.hasPrefix("App/Foo.xib/Inner.xib:9:"), "\(paths): \(output.stdout)")
            XCTAssertTrue(output.stderr.contains("in 2 files"), "\(paths): \(output.stderr)")
        }
    }

    /// Spaces, non-ASCII letters, a comma and a quote in paths: every format names the file so its reader
    /// finds it (SARIF percent-encodes, GitHub escapes its separators), and --fix writes it.
    func testPathsWithSpacesAndNonASCIINames() throws {
        let folder = "Mon App/Écrans d'accueil, v2"
        try write("\(folder)/Vue « principale ».xib", Self.xib(owner: "ContrôleurPrincipal", property: "totalLable"))
        try write("\(folder)/Contrôleur principal.swift", Self.controller("ContrôleurPrincipal").replacingOccurrences(
            of: "loadNibNamed(\"ContrôleurPrincipal\"", with: "loadNibNamed(\"Vue « principale »\""))
        let xib = "\(folder)/Vue « principale ».xib"

        let xcode = try run([".", "--only", "broken-outlet"])
        XCTAssertEqual(xcode.status, 1, xcode.stderr)
        XCTAssertTrue(xcode.stdout.hasPrefix("\(xib):9:"), xcode.stdout)

        let json = try run([".", "--only", "broken-outlet", "--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]] ?? object["diagnostics"] as? [[String: Any]], json.stdout)
        XCTAssertTrue(json.stdout.contains("Vue « principale ».xib"), json.stdout)
        XCTAssertEqual(findings.count, 1)

        let sarif = try run([".", "--only", "broken-outlet", "--format", "sarif"])
        XCTAssertTrue(sarif.stdout.contains("Mon%20App/%C3%89crans%20d'accueil,%20v2/Vue%20%C2%AB%20principale%20%C2%BB.xib")
                      || sarif.stdout.contains("Mon%20App/%C3%89crans%20d%27accueil%2C%20v2/Vue%20%C2%AB%20principale%20%C2%BB.xib"),
                      sarif.stdout)
        let validator = IBLintProcess.sharedTools.appendingPathComponent("validate-sarif").path
        if FileManager.default.isExecutableFile(atPath: validator) {
            let file = root.appendingPathComponent("report.sarif")
            try Data(sarif.stdout.utf8).write(to: file)
            let check = try IBLintProcess.tool(validator, ["--strict", file.path])
            XCTAssertEqual(check.status, 0, check.output)
        }

        let github = try run([".", "--only", "broken-outlet", "--format", "github"])
        XCTAssertTrue(github.stdout.contains("file=Mon App/Écrans d'accueil%2C v2/Vue « principale ».xib,line=9,"), github.stdout)

        let fix = try run([".", "--only", "broken-outlet", "--fix", "--unsafe-fixes"])
        XCTAssertEqual(fix.status, 0, "fixed, nothing left: \(fix.stderr)\n\(fix.stdout)")
        let fixed = try String(contentsOf: root.appendingPathComponent(xib), encoding: .utf8)
        XCTAssertTrue(fixed.contains("property=\"totalLabel\""), "the file with the odd name was fixed in place")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted(),
                       ["Contrôleur principal.swift", "Vue « principale ».xib"], "no temporary file left beside it")
    }
}
