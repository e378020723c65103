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

    static func cellNib(_ name: String, cellClass: String) -> ExampleFile {
        ExampleFile("Cells/\(name).xib", #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" id="cell-\#(name)" customClass="\#(cellClass)" customModule="Demo" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                    </tableViewCell>
                </objects>
            </document>
            """#)
    }

    /// `dequeue-cast` skips, under `--report-only`, a dequeue none of whose sources is in a reported file
    /// unless an identifier it could suggest has its source there: a nib whose cell fits the cast. Here
    /// "Promo" dequeues PromoCell.xib's BannerCell but is cast to PromoCell, and "Banner" registers
    /// BannerCell.xib, whose cell is a PromoCell: the finding suggests "Banner" and points at that xib,
    /// so reporting it alone keeps the finding; reporting OtherCell.xib (its cell fits no cast) drops it.
    @Test("A dequeue whose only reported location is the identifier it suggests is still checked")
    func dequeueSuggestingAReportedNib() throws {
        let files = [
            ExampleFile("Controllers/FeedViewController.swift", #"""
                import UIKit

                final class FeedViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(UINib(nibName: "PromoCell", bundle: nil), forCellReuseIdentifier: "Promo")
                        tableView.register(UINib(nibName: "BannerCell", bundle: nil), forCellReuseIdentifier: "Banner")
                        tableView.register(UINib(nibName: "OtherCell", bundle: nil), forCellReuseIdentifier: "Other")
                    }

                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "Promo", for: indexPath) as! PromoCell
                    }
                }
                """#),
            ExampleFile("Cells/Cells.swift", #"""
                import UIKit

                class PromoCell: UITableViewCell {}
                final class BannerCell: UITableViewCell {}
                final class WidePromoCell: PromoCell {}
                final class OtherCell: UITableViewCell {}
                """#),
            Self.cellNib("PromoCell", cellClass: "BannerCell"),
            Self.cellNib("BannerCell", cellClass: "WidePromoCell"),
            Self.cellNib("OtherCell", cellClass: "OtherCell"),
        ]
        let (inputs, _) = ExampleProject.strip(files)
        let index = Linter.buildIndex(inputs)
        let whole = iblint.run(on: index, configuration: Self.configuration()).filter { $0.ruleID == "dequeue-cast" }
        try #require(whole.count == 1)
        #expect(whole[0].message.hasSuffix("did you mean 'Banner'?"), "\(whole[0].message)")
        #expect(whole[0].related.map(\.location.path).contains("Cells/BannerCell.xib"))
        #expect(!whole[0].related.map(\.location.path).contains("Cells/OtherCell.xib"))
        for path in ["Cells/BannerCell.xib", "Cells/OtherCell.xib"] {
            var limited = Self.configuration()
            limited.reportScope = ReportScope(paths: [path])
            let found = iblint.run(on: index, configuration: limited).filter { $0.ruleID == "dequeue-cast" && limited.reportScope!.includes($0) }
            #expect(found == (path == "Cells/BannerCell.xib" ? whole : []), "report-only \(path)")
        }
        let disagreements = iblint.reportScopeDisagreements(on: index, configuration: Self.configuration(),
                                                            scopes: Self.scopes(for: inputs.map(\.path)))
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// `inspectable-type-unsupported` skips, under `--report-only`, the inspectable properties of a file
    /// not reported unless their type is one a reported file declares: the finding's related location.
    @Test("An inspectable property's finding is kept by reporting the file that declares its type")
    func inspectableTypeDeclaredInAReportedFile() throws {
        let files = [
            ExampleFile("Views/BadgeView.swift", #"""
                import UIKit

                final class BadgeView: UIView {
                    @IBInspectable var style: BadgeStyle = .filled
                    @IBInspectable var insets: UIEdgeInsets = .zero
                }
                """#),
            ExampleFile("Styles/BadgeStyle.swift", #"""
                import Foundation

                @objc enum BadgeStyle: Int {
                    case filled, outlined
                }
                """#),
            ExampleFile("Styles/Palette.swift", #"""
                import UIKit

                enum Palette {
                    static let accent = UIColor.systemBlue
                }
                """#),
        ]
        let (inputs, _) = ExampleProject.strip(files)
        let index = Linter.buildIndex(inputs)
        let whole = iblint.run(on: index, configuration: Self.configuration()).filter { $0.ruleID == "inspectable-type-unsupported" }
        try #require(whole.count == 2)
        let pointing = whole.filter { $0.related.map(\.location.path).contains("Styles/BadgeStyle.swift") }
        try #require(pointing.count == 1)
        for (path, expected) in [("Styles/BadgeStyle.swift", pointing), ("Styles/Palette.swift", [])] {
            var limited = Self.configuration()
            limited.reportScope = ReportScope(paths: [path])
            let found = iblint.run(on: index, configuration: limited)
                .filter { $0.ruleID == "inspectable-type-unsupported" && limited.reportScope!.includes($0) }
            #expect(found == expected, "report-only \(path)")
        }
        let disagreements = iblint.reportScopeDisagreements(on: index, configuration: Self.configuration(),
                                                            scopes: Self.scopes(for: inputs.map(\.path)))
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// The type is looked up by `String` equality, which holds between names written with different bytes
    /// (a precomposed "é" and an "e" with a combining accent): the skip must not compare bytes.
    @Test("An inspectable property's finding is kept when the reported file spells its type with other bytes")
    func inspectableTypeSpelledWithOtherBytes() throws {
        let decomposed = "Cafe\u{301}", precomposed = "Caf\u{E9}"
        try #require(decomposed == precomposed && Array(decomposed.utf8) != Array(precomposed.utf8))
        let files = [
            ExampleFile("Views/MenuView.swift", """
                import UIKit

                final class MenuView: UIView {
                    @IBInspectable var style: \(decomposed) = .plain
                }
                """),
            ExampleFile("Styles/Style.swift", """
                import Foundation

                @objc enum \(precomposed): Int {
                    case plain, fancy
                }
                """),
        ]
        let (inputs, _) = ExampleProject.strip(files)
        let index = Linter.buildIndex(inputs)
        let whole = iblint.run(on: index, configuration: Self.configuration()).filter { $0.ruleID == "inspectable-type-unsupported" }
        try #require(whole.count == 1)
        #expect(whole[0].related.map(\.location.path) == ["Styles/Style.swift"])
        var limited = Self.configuration()
        limited.reportScope = ReportScope(paths: ["Styles/Style.swift"])
        let found = iblint.run(on: index, configuration: limited)
            .filter { $0.ruleID == "inspectable-type-unsupported" && limited.reportScope!.includes($0) }
        #expect(found == whole)
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
