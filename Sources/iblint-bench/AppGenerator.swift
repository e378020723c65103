import Foundation

/// Writes the benchmark app: shared files, `featureCount` features, the Xcode project that lists them,
/// `.iblint.yml` turning on the rules that are off by default, and `expected-findings.json`.
struct AppGenerator {
    /// The one seed: the same feature count always gives the same bytes.
    static let seed: UInt64 = 0x1B11_4E7D_2025_0013
    /// Features at scale 1 (about 10 MB).
    static let featuresPerScale = 48.0
    /// Of every `plantPeriod` features, the first four carry one plant group each; the rest are clean.
    static let plantPeriod = 8
    /// Rules that are off by default; the generated `.iblint.yml` turns them on.
    static let offByDefault = ["autolayout-disabled", "custom-module", "misplaced-view", "no-initial-view-controller"]
    static let expectedFileName = "expected-findings.json"

    let featureCount: Int
    let scale: Double?

    struct Summary {
        var files = 0
        var bytes = 0
        var interfaceFiles = 0
        var interfaceBytes = 0
        var sourceFiles = 0
        var sourceBytes = 0
        var expected: [String: Int] = [:]
    }

    static func plantGroup(forFeature index: Int) -> PlantGroup? {
        PlantGroup(rawValue: index % plantPeriod)
    }

    func generate(into directory: URL) throws -> Summary {
        let seed = Self.seed
        var names = Random(seed: seed, name: "names")
        let specs = Vocabulary.featureNames(featureCount, random: &names).enumerated().map { index, name in
            FeatureSpec.make(name: name, index: index, seed: seed)
        }
        var writer = FileWriter(root: directory)
        var listed: [GeneratedFile] = []
        var summary = Summary()

        func emit(_ files: [GeneratedFile]) throws {
            for file in files {
                try writer.write(file, summary: &summary)
                // The project only needs paths and roles; the text is already on disk.
                listed.append(GeneratedFile(path: file.path, text: "", role: file.role))
            }
        }

        try emit(SharedFiles.files(features: specs, seed: seed))
        for spec in specs {
            var storyboard = FeatureStoryboard(spec: spec, seed: seed)
            var sources = FeatureSources(spec: spec, seed: seed)
            var files = sources.files()
            var domain = FeatureDomainSources(spec: spec, seed: seed)
            files += domain.files()
            for card in spec.cards {
                files.append(.resource("\(spec.folder)/Views/\(card.name).xib", FeatureXibs.card(card, feature: spec, seed: seed)))
            }
            files.append(.resource("\(spec.folder)/Views/\(spec.badgeView).xib", FeatureXibs.badge(spec, seed: seed)))
            let group = Self.plantGroup(forFeature: spec.index)
            files.append(.resource("\(spec.folder)/Cells/\(spec.summaryCell).xib",
                                   FeatureXibs.summaryCell(spec, seed: seed, duplicateConstraint: group == .layout)))
            if let group {
                var plants = Plants(spec: spec, seed: seed)
                plants.plant(group, storyboard: &storyboard, sources: &sources, files: &files)
                summary.expected.merge(group.expected, uniquingKeysWith: +)
            }
            files.append(.resource(storyboard.path, storyboard.render()))
            if spec.index % 6 == 0 {
                files.append(GeneratedFile(path: "\(AppLayout.testFolder)/\(spec.name)ListViewModelTests.swift",
                                           text: Self.testFile(spec), role: .testSource))
            }
            try emit(files)
        }
        var project = XcodeProjectWriter(seed: seed)
        try emit([GeneratedFile(path: AppLayout.projectFile, text: project.render(files: listed), role: .unlisted)])
        try emit([GeneratedFile(path: ".iblint.yml", text: Self.configuration, role: .unlisted)])
        try writer.writeRaw(Self.expectedFileName, expectedJSON(summary))
        return summary
    }

    static let configuration = """
        # Written by iblint-bench: the rules that are off by default, so that their planted problems
        # are found too. Run iblint in this folder (it reads .iblint.yml from the working directory).
        enabled_rules:
        \(offByDefault.map { "  - \($0)" }.joined(separator: "\n"))

        """

    static func testFile(_ spec: FeatureSpec) -> String {
        """
        import XCTest
        @testable import \(AppLayout.moduleName)

        final class \(spec.name)ListViewModelTests: XCTestCase {
            func testStartsEmpty() {
                let model = \(spec.viewModel)()
                XCTAssertTrue(model.items.isEmpty)
                XCTAssertEqual(model.filter, .all)
            }

            func testFilterAllMatchesEverything() {
                let item = \(spec.model)(id: UUID(), title: "A", \(spec.modelFields.filter { $0 != "title" }.map { "\($0): \"\"" }.joined(separator: ", ")), photos: [], isPinned: false, updatedAt: Date())
                XCTAssertTrue(\(spec.name)Filter.all.matches(item))
            }
        }

        """
    }

    private func expectedJSON(_ summary: Summary) -> String {
        var lines = ["{", "  \"generator\": \"iblint-bench\","]
        if let scale { lines.append("  \"scale\": \(Self.format(scale)),") }
        lines.append("  \"features\": \(featureCount),")
        lines.append("  \"files\": \(summary.files),")
        lines.append("  \"bytes\": \(summary.bytes),")
        lines.append("  \"interfaceFiles\": \(summary.interfaceFiles),")
        lines.append("  \"interfaceBytes\": \(summary.interfaceBytes),")
        lines.append("  \"sourceFiles\": \(summary.sourceFiles),")
        lines.append("  \"sourceBytes\": \(summary.sourceBytes),")
        lines.append("  \"enabledRules\": [\(Self.offByDefault.map { "\"\($0)\"" }.joined(separator: ", "))],")
        lines.append("  \"findings\": {")
        let rules = summary.expected.keys.sorted()
        for (position, rule) in rules.enumerated() {
            lines.append("    \"\(rule)\": \(summary.expected[rule]!)\(position == rules.count - 1 ? "" : ",")")
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Writes generated files under the output folder, creating folders on the way, and counts what it wrote.
struct FileWriter {
    let root: URL
    private var createdFolders: Set<String> = []
    /// Every path written: writing one twice would silently replace a file, a bug in the generator.
    private var written: Set<String> = []
    /// File names of sources and interface files: one target's bundle (and Xcode's build) needs them unique.
    private var names: Set<String> = []

    init(root: URL) { self.root = root }

    mutating func write(_ file: GeneratedFile, summary: inout AppGenerator.Summary) throws {
        let bytes = Array((Self.header(for: file.path) + file.text).utf8)
        try writeBytes(file.path, bytes)
        summary.files += 1
        summary.bytes += bytes.count
        if file.path.hasSuffix(".xib") || file.path.hasSuffix(".storyboard") {
            summary.interfaceFiles += 1
            summary.interfaceBytes += bytes.count
        } else if file.path.hasSuffix(".swift") || file.path.hasSuffix(".m") || file.path.hasSuffix(".h") {
            summary.sourceFiles += 1
            summary.sourceBytes += bytes.count
        }
    }

    static let authors = ["Maria Jensen", "Tomás Ortega", "Aiko Tanaka", "Sam Okafor", "Lena Fischer", "Priya Raman",
                          "Jonas Berg", "Chloé Martin", "Wei Zhang", "Ahmed Haddad"]

    /// Xcode's file template header, for sources (who made it, and when, differ from file to file).
    static func header(for path: String) -> String {
        guard path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".h") else { return "" }
        var random = Random(seed: AppGenerator.seed, name: "header:" + path)
        let name = String(path.split(separator: "/").last ?? "")
        let year = random.int(2019...2024)
        let target = path.hasPrefix(AppLayout.testFolder) ? AppLayout.testFolder : AppLayout.moduleName
        return "//\n//  \(name)\n//  \(target)\n//\n//  Created by \(random.pick(authors)) on \(random.int(1...28))/\(random.int(1...12))/\(year % 100).\n//  Copyright © \(year) Atlas Labs. All rights reserved.\n//\n\n"
    }

    mutating func writeRaw(_ path: String, _ text: String) throws {
        try writeBytes(path, Array(text.utf8))
    }

    private mutating func writeBytes(_ path: String, _ bytes: [UInt8]) throws {
        guard written.insert(path).inserted else { throw GeneratorError("\(path) generated twice (two features or plants name the same file)") }
        let name = String(path.split(separator: "/").last ?? "")
        if [".swift", ".xib", ".storyboard", ".m"].contains(where: name.hasSuffix), !path.hasPrefix(AppLayout.testFolder),
           !names.insert(name).inserted {
            throw GeneratorError("a second \(name) at \(path): two features or plants name the same class")
        }
        let url = root.appendingPathComponent(path)
        let folder = url.deletingLastPathComponent().path
        if !createdFolders.contains(folder) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            createdFolders.insert(folder)
        }
        // C's stdio, not Foundation: `Data.write` and `createFile` sync every file to disk, which makes
        // writing thousands of files take seconds of waiting.
        guard let file = fopen(url.path, "wb") else { throw GeneratorError("cannot write \(url.path)") }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        guard fclose(file) == 0, written == bytes.count else { throw GeneratorError("cannot write \(url.path)") }
    }
}

struct GeneratorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
