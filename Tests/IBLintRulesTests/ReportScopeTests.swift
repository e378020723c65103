import Foundation
import IBLintCore
import IBLintEngine
import IBLintIndex
import IBLintRules
import Testing

/// `--report-only` lets rules skip what cannot be reported (`RuleContext.mayReport`): a run limited to
/// some files must report exactly the whole run's findings in them, or pointing at them. Checked with
/// every rule on, for every file of every rule example as the one reported file (each example is a
/// small project built to trigger, or not trigger, one rule: the other rules see it too), and on the
/// example app and the corpus.
@Suite("Report scope")
struct ReportScopeTests {
    static let allRules = Set(RuleCatalog.descriptions.map(\.id))

    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.onlyRules = allRules
        return configuration
    }

    /// Every file alone, every folder, and all files but one.
    static func scopes(for paths: [String]) -> [ReportScope] {
        var folders: Set<String> = []
        for path in paths {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if !folder.isEmpty { folders.insert(String(folder)) }
            }
        }
        let others = paths.count > 1 ? paths.map { left in ReportScope(paths: paths.filter { $0 != left }) } : []
        return paths.map { ReportScope(paths: [$0]) } + folders.sorted().map { ReportScope(paths: [$0]) } + others
    }

    @Test("A rule example's findings in one file are the same reported alone", arguments: ExampleCase.all)
    func example(_ testCase: ExampleCase) {
        let (inputs, _) = ExampleProject.strip(testCase.example.files)
        let index = Linter.buildIndex(inputs)
        let disagreements = iblint.reportScopeDisagreements(on: index, configuration: Self.configuration(),
                                                            scopes: Self.scopes(for: inputs.map(\.path)))
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func index(of root: URL) -> (index: ProjectIndex, paths: [String])? {
        guard FileManager.default.fileExists(atPath: root.path) else { return nil }
        let discovery = FileDiscovery(workingDirectory: root.path).discover([])
        let inputs = Linter.read(discovery.files).inputs
        let paths = inputs.filter { $0.kind != .asset && $0.kind != .projectFile }.map(\.path).sorted()
        return (Linter.buildIndex(inputs, scope: discovery.scope), paths)
    }

    @Test("The example app's findings in each file are the same reported alone")
    func exampleApp() throws {
        let (index, paths) = try #require(Self.index(of: Self.packageRoot.appendingPathComponent("Examples/ShopApp")))
        #expect(paths.count > 10)
        let disagreements = iblint.reportScopeDisagreements(on: index, configuration: Self.configuration(),
                                                            scopes: paths.map { ReportScope(paths: [$0]) })
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// The corpus (interface files and project data of real apps, no code): a sample of its files, the
    /// same ones each run.
    @Test("Corpus files' findings are the same reported alone")
    func corpus() throws {
        let root = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard let (index, paths) = Self.index(of: root) else { return }
        let sample = paths.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        let disagreements = iblint.reportScopeDisagreements(on: index, configuration: Self.configuration(),
                                                            scopes: sample.map { ReportScope(paths: [$0]) })
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
