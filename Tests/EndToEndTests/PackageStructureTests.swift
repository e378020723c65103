import Foundation
import XCTest

/// Package.swift says which target may use which: it must say exactly what the code imports, so the
/// layering it shows (dependencies point down only) is the real one.
final class PackageStructureTests: XCTestCase {
    /// Modules that come with the toolchain or the OS, not from this package.
    private static let systemModules: Set<String> = ["Foundation", "FoundationEssentials", "Dispatch", "XCTest", "Testing", "PackagePlugin", "Glibc", "Darwin", "Musl"]

    struct Target { var name: String; var kind: String; var dependencies: Set<String>; var folder: String }

    /// `.target(name: "X", dependencies: [...], path: "...")` and the executable and test forms.
    static func targets(inManifest manifest: String) -> [Target] {
        let pattern = #/\.(target|executableTarget|testTarget)\(name: "([^"]+)"(?:, dependencies: \[([^\]]*)\])?(?:, path: "([^"]+)")?/#
        return manifest.matches(of: pattern).map { match in
            let kind = String(match.output.1), name = String(match.output.2)
            let dependencies = (match.output.3.map(String.init) ?? "").split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                .filter { !$0.isEmpty }
            let folder = match.output.4.map(String.init) ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
            return Target(name: name, kind: kind, dependencies: Set(dependencies), folder: folder)
        }
    }

    static func imports(under folder: URL) throws -> Set<String> {
        var modules: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            // Imports start their line; the indented ones are inside string literals (rule examples).
            for line in text.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("\t") {
                let words = line.split(separator: " ")
                guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                      words[..<importIndex].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                modules.insert(String(words[importIndex + 1]))
            }
        }
        return modules.subtracting(systemModules)
    }

    func testEveryTargetDeclaresExactlyTheModulesItImports() throws {
        let root = IBLintProcess.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.targets(inManifest: manifest)
        XCTAssertGreaterThanOrEqual(targets.count, 15, "the manifest's targets were not read")
        // A test target may depend on an executable only to have it built (the end-to-end tests run it).
        let executables = Set(targets.filter { $0.kind == "executableTarget" }.map(\.name))
        for target in targets {
            let imported = try Self.imports(under: root.appendingPathComponent(target.folder))
            let declared = target.kind == "testTarget" ? target.dependencies.subtracting(executables) : target.dependencies
            XCTAssertEqual(declared, imported,
                           "\(target.name): Package.swift declares \(target.dependencies.sorted()), the code imports \(imported.sorted())")
        }
    }

    /// The `iblint` executable links no Foundation where Foundation is a library of its own (Linux): the whole
    /// library, with its internationalization and ICU, cost every run 3 ms to load and 7 MB of memory, and
    /// FoundationEssentials alone still made the statically linked executable 9 MB larger (41.6 → 32.2 MB)
    /// and every run about 2 MB. So the shipped code imports Foundation only on Apple platforms (under
    /// `canImport(Darwin)`, where it is part of the system) and FoundationEssentials nowhere; `.ci/run` checks
    /// the built executable too.
    func testShippedCodeImportsFoundationOnlyOnApplePlatforms() throws {
        let root = IBLintProcess.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The benchmark's generator is a tool for developers, not part of what users run.
        let shipped = Self.targets(inManifest: manifest).filter { $0.kind != "testTarget" && $0.name != "iblint-bench" }
        XCTAssertGreaterThanOrEqual(shipped.count, 10, "the manifest's targets were not read")
        var checkedFiles = 0
        for target in shipped {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(target.folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                checkedFiles += 1
                let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                XCTAssertTrue(Self.importsFoundationOnlyOnApplePlatforms(lines),
                              "\(target.folder)/\(url.lastPathComponent): imports Foundation or FoundationEssentials outside '#if canImport(Darwin)'")
            }
        }
        XCTAssertGreaterThan(checkedFiles, 100)
    }

    /// Whether every `import Foundation` in `lines` is in a `canImport(Darwin)` branch (after other imports at
    /// most), and no line imports FoundationEssentials.
    static func importsFoundationOnlyOnApplePlatforms<Line: StringProtocol>(_ lines: [Line]) -> Bool {
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0] == "import" else { continue }
            if words[1] == "FoundationEssentials" { return false }
            guard words[1] == "Foundation" else { continue }
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("import ") { above -= 1 }
            guard above >= 0, lines[above] == "#if canImport(Darwin)" || lines[above] == "#elseif canImport(Darwin)" else { return false }
        }
        return true
    }

    func testFoundationImportsAreSeenWhereverTheyAre() {
        XCTAssertTrue(Self.importsFoundationOnlyOnApplePlatforms(["import Dispatch", "#if canImport(Darwin)", "import Foundation  // Bundle", "#endif"]))
        XCTAssertTrue(Self.importsFoundationOnlyOnApplePlatforms(["#if canImport(Glibc)", "import Glibc", "#elseif canImport(Darwin)",
                                                                  "import Darwin", "import Foundation", "#endif"]))
        XCTAssertFalse(Self.importsFoundationOnlyOnApplePlatforms(["import Dispatch", "import Foundation"]))
        XCTAssertFalse(Self.importsFoundationOnlyOnApplePlatforms(["import Foundation"]))
        XCTAssertFalse(Self.importsFoundationOnlyOnApplePlatforms(["#if canImport(FoundationEssentials)", "import FoundationEssentials",
                                                                   "#else", "import Foundation", "#endif"]))
        XCTAssertFalse(Self.importsFoundationOnlyOnApplePlatforms(["#if canImport(Glibc)", "import Foundation", "#endif"]))
        XCTAssertTrue(Self.importsFoundationOnlyOnApplePlatforms(["// import Foundation", "let text = \"import Foundation\""]))
    }

    func testTheManifestReaderSeesDependenciesAndPaths() {
        let targets = Self.targets(inManifest: #".target(name: "A", dependencies: ["B", "C"], path: "Rules"), .testTarget(name: "ATests", dependencies: ["A"]), .target(name: "B")"#)
        XCTAssertEqual(targets.map(\.name), ["A", "ATests", "B"])
        XCTAssertEqual(targets[0].dependencies, ["B", "C"])
        XCTAssertEqual(targets[0].folder, "Rules")
        XCTAssertEqual(targets[1].folder, "Tests/ATests")
        XCTAssertEqual(targets[2].dependencies, [])
    }
}
