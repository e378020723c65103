import IBLintCore
@testable import IBLintIndex
import IBLintSwift
import IBLintXML
import XCTest

/// Which code loads a xib with an object of a known class as File's Owner.
final class FilesOwnerLoadsTests: XCTestCase {
    private func xib(_ path: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB"/>
                </objects>
            </document>
            """
        return try IBDocumentLoader.load(path: path, bytes: Array(text.utf8)).get()
    }

    private func index(_ swift: String, xibs: [String]) throws -> ProjectIndex {
        var builder = ProjectIndexBuilder()
        builder.add(SwiftScanner.scan(SourceFile(path: "App.swift", text: swift)))
        for path in xibs { builder.add(try xib(path)) }
        return builder.build()
    }

    /// An index of Swift files (by path, added in path order) and empty xibs; `cached`: each summary read
    /// back from the cache's binary form first, its calls left to decode on first use.
    private func index(_ sources: [String: String], xibs: [String], cached: Bool) throws -> (ProjectIndex, [SwiftFileSummary]) {
        var builder = ProjectIndexBuilder()
        var summaries: [SwiftFileSummary] = []
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: path, text: text)
            var summary = SwiftScanner.scan(file)
            if cached {
                var writer = BinaryWriter()
                summary.encodeFacts(to: &writer)
                var reader = BinaryReader(writer.bytes)
                summary = try SwiftFileSummary(file: file, facts: &reader)
            }
            summaries.append(summary)
            builder.add(summary)
        }
        for path in xibs { builder.add(try xib(path)) }
        return (builder.build(), summaries)
    }

    private func loaders(_ index: ProjectIndex, _ path: String) -> FilesOwnerLoaders {
        let document = index.documents.first { $0.path == path }!
        return index.filesOwnerLoaders(of: document)
    }

    func testOwnerSelfInInstanceAndStaticCode() throws {
        let index = try index("""
            import UIKit
            final class BadgeView: UIView {
                func load() { Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil) }
                static func make() -> UIView? { Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)?.first as? UIView }
            }
            final class PriceCell: UITableViewCell {
                func load() { _ = Bundle.main.loadNibNamed("PriceView", owner: nil, options: nil) }
            }
            """, xibs: ["BadgeView.xib", "PriceView.xib"])
        let badge = loaders(index, "BadgeView.xib")
        XCTAssertEqual(badge.classes, ["BadgeView"])
        XCTAssertEqual(badge.staticLoads.map(\.loadingClass), ["BadgeView"])
        XCTAssertFalse(badge.ownerClassIsCertain, "a static load passes the class object")
        XCTAssertNil(loaders(index, "PriceView.xib").soleClass, "owner: nil names no owner")
    }

    func testViewControllersLoadingTheirNib() throws {
        let index = try index("""
            import UIKit
            final class ReceiptViewController: UIViewController {
                init(total: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ProfileViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            final class HelpViewController: UIViewController {
                override func loadView() { view = UIView() }
            }
            final class NamedViewController: UIViewController {
                init() { super.init(nibName: "Shared", bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            func show() {
                _ = ProfileViewController()
                _ = AboutViewController(nibName: nil, bundle: nil)
                _ = HelpViewController()
            }
            """, xibs: ["ReceiptViewController.xib", "ProfileView.xib", "ProfileViewController.xib", "AboutViewController.xib",
                        "HelpViewController.xib", "Shared.xib"])
        XCTAssertEqual(loaders(index, "ReceiptViewController.xib").soleClass, "ReceiptViewController")
        XCTAssertEqual(loaders(index, "ProfileView.xib").soleClass, "ProfileViewController",
                       "UIKit looks for the name without Controller first")
        XCTAssertNil(loaders(index, "ProfileViewController.xib").soleClass)
        XCTAssertEqual(loaders(index, "AboutViewController.xib").soleClass, "AboutViewController")
        XCTAssertNil(loaders(index, "HelpViewController.xib").soleClass, "a controller that builds its view in loadView loads no nib")
        XCTAssertEqual(loaders(index, "Shared.xib").instanceLoads.map(\.kind), [.viewController])
        XCTAssertEqual(loaders(index, "Shared.xib").soleClass, "NamedViewController")
    }

    /// Only files that write `nibName` or the name of a controller with a nib of its own have their calls
    /// read: the loads are the same whether the summaries are fresh or read back from the cache (whose
    /// calls are decoded on first use, and here never for the file that constructs nothing).
    func testConstructionsInOtherFilesAreFoundFreshAndFromTheCache() throws {
        let sources = [
            "Controllers.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {}
                final class SettingsViewController: UIViewController {}
                final class PlainViewController: UIViewController {}
                """,
            "Router.swift": """
                import UIKit
                enum Router {
                    static func profile() -> UIViewController { ProfileViewController() }
                    static func settings() -> UIViewController { SettingsViewController.init() }
                    static func plain() -> UIViewController { PlainViewController() }
                }
                """,
            "Unrelated.swift": """
                import UIKit
                func decorate(_ label: UILabel) { label.text = String(42); label.sizeToFit() }
                """,
        ]
        let xibs = ["ProfileView.xib", "SettingsViewController.xib"]
        for cached in [false, true] {
            let (index, summaries) = try index(sources, xibs: xibs, cached: cached)
            let loads = index.nibOwnerLoadsByName()
            XCTAssertEqual(loads["ProfileView"]?.map(\.loadingClass), ["ProfileViewController"], "cached: \(cached)")
            XCTAssertEqual(loads["SettingsViewController"]?.map(\.loadingClass), ["SettingsViewController"], "cached: \(cached)")
            XCTAssertNil(loads["PlainViewController"], "no such nib: not asked for")
            XCTAssertEqual(loaders(index, "ProfileView.xib").soleClass, "ProfileViewController")
            if cached {
                let unrelated = try XCTUnwrap(summaries.first { $0.file.path == "Unrelated.swift" })
                XCTAssertTrue(unrelated.callsArePending, "a file that names no such controller is not decoded")
                XCTAssertFalse(try XCTUnwrap(summaries.first { $0.file.path == "Router.swift" }).callsArePending)
            }
        }
    }

    /// The engine makes the tables the enabled rules share before they run (`ProjectIndex.prepare`): the
    /// whole table of loads then answers every nib, and nothing is made when none is asked for.
    func testPreparingTheSharedTablesMakesTheWholeTableOfLoads() throws {
        let sources = [
            "ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); Bundle.main.loadNibNamed("ProfileView", owner: self) }
                }
                """,
        ]
        let (index, _) = try index(sources, xibs: ["ProfileView.xib"], cached: false)
        index.prepare([])
        XCTAssertFalse(index.derived.nibOwnerLoads.isComputed)
        index.prepare([.nibOwnerLoads])
        XCTAssertTrue(index.derived.nibOwnerLoads.isComputed)
        XCTAssertEqual(index.nibOwnerLoads(ofNibNamed: "ProfileView").map(\.loadingClass), ["ProfileViewController"])
        XCTAssertEqual(index.derived.nibOwnerLoadsOfNib.count, 0, "answered from the whole table")
    }

    /// One nib's loads, found from the files that may hold them, are exactly its entry in the whole table
    /// (same loads, same order) for every nib: loads by literal, in static code, by nested and extended
    /// controllers, qualified and generic constructions, nil nib names, and names no file writes.
    func testOneNibsLoadsAreItsEntryInTheWholeTable() throws {
        let sources = [
            "Controllers.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {}
                final class SettingsViewController: UIViewController {}
                class BaseViewController: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class DetailViewController: BaseViewController {}
                enum Flow {
                    final class StepViewController: UIViewController {
                        init() { super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                }
                final class CustomView: UIView {
                    func load() { Bundle.main.loadNibNamed("CustomView", owner: self, options: nil) }
                    func settings() { _ = UINib(nibName: "SettingsViewController", bundle: nil).instantiate(withOwner: self) }
                    static func make() { _ = UINib(nibName: "CustomView", bundle: nil).instantiate(withOwner: self) }
                }
                """,
            "Extensions.swift": """
                import UIKit
                extension SettingsViewController {
                    convenience init(mode: Int) { self.init(nibName: nil, bundle: nil) }
                }
                """,
            "Router.swift": """
                import UIKit
                enum Router {
                    static func profile() -> UIViewController { ProfileViewController() }
                    static func settings() -> UIViewController { App.SettingsViewController(nibName: nil, bundle: nil) }
                    static func detail() -> UIViewController { DetailViewController() }
                    static func named() -> UIViewController { ProfileViewController(nibName: "ProfileView", bundle: nil) }
                    static func settingsByName() -> UIViewController { SettingsViewController(nibName: "SettingsViewController", bundle: nil) }
                    static func other() -> UIViewController { UIViewController(nibName: "Orphan", bundle: nil) }
                }
                """,
            "Unrelated.swift": """
                import UIKit
                func decorate(_ label: UILabel) { label.text = String(42); label.sizeToFit() }
                """,
        ]
        let xibs = ["ProfileView.xib", "ProfileViewController.xib", "Settings.xib", "SettingsViewController.xib", "Base.xib",
                    "DetailViewController.xib", "StepViewController.xib", "Step.xib", "CustomView.xib", "Orphan.xib", "Unused.xib"]
        for cached in [false, true] {
            let (index, summaries) = try index(sources, xibs: xibs, cached: cached)
            let names = xibs.map { ProjectIndex.interfaceName(ofPath: $0) }
            let oneByOne = names.map(index.collectNibOwnerLoads(ofNibNamed:))
            if cached {
                let unrelated = try XCTUnwrap(summaries.first { $0.file.path == "Unrelated.swift" })
                XCTAssertTrue(unrelated.callsArePending, "one nib's loads decode only the files that name its controllers")
            }
            let table = index.nibOwnerLoadsByName()
            XCTAssertGreaterThan(table.values.map(\.count).reduce(0, +), 8, "the fixture loads nibs in many ways")
            XCTAssertEqual(table["SettingsViewController"]?.map(\.location.path), ["Controllers.swift", "Extensions.swift", "Router.swift", "Router.swift"],
                           "by name and by default, in several files")
            for (name, loads) in zip(names, oneByOne) {
                XCTAssertEqual(loads, table[name] ?? [], "\(name), cached: \(cached)")
                XCTAssertEqual(index.nibOwnerLoads(ofNibNamed: name), loads, "\(name), cached: \(cached)")
            }
        }
    }

    /// Past a few nibs, the answers come from the whole table, made once.
    func testManyNibsAreAnsweredFromTheWholeTable() throws {
        let names = (0...ProjectIndex.nibsAnsweredOneByOne).map { "Item\($0)View" }
        let swift = "import UIKit\n" + names.map { name in
            "final class \(name): UIView { func load() { Bundle.main.loadNibNamed(\"\(name)\", owner: self, options: nil) } }"
        }.joined(separator: "\n")
        let index = try index(swift, xibs: names.map { $0 + ".xib" })
        for name in names.dropLast() {
            XCTAssertEqual(index.nibOwnerLoads(ofNibNamed: name).map(\.loadingClass), [name])
        }
        XCTAssertFalse(index.derived.nibOwnerLoads.isComputed, "a few nibs are answered one by one")
        XCTAssertEqual(index.nibOwnerLoads(ofNibNamed: names.last!).map(\.loadingClass), [names.last!])
        XCTAssertTrue(index.derived.nibOwnerLoads.isComputed, "then the whole table is made")
    }

    /// The byte test that picks the files whose calls may pass `nibName: nil`: never no for one that does.
    func testFilesThatMayPassANilNibName() {
        func may(_ text: String) -> Bool { SwiftFileSummary.mayPassNilNibName(Array(text.utf8)) }
        XCTAssertTrue(may("super.init(nibName: nil, bundle: nil)"))
        XCTAssertTrue(may("AboutViewController(nibName:nil, bundle: nil)"))
        XCTAssertTrue(may("init(nibName :\n    nil, bundle: nil)"))
        XCTAssertTrue(may("init(nibName: /* default */ nil, bundle: nil)"), "a comment: may")
        XCTAssertTrue(may("init(`nibName`: nil, bundle: nil)"))
        XCTAssertTrue(may("UINib(nibName: \"Cell\", bundle: nil); super.init(nibName: nil, bundle: nil)"), "a later one")
        XCTAssertFalse(may("UINib(nibName: \"Cell\", bundle: nil)"))
        XCTAssertFalse(may("init(nibName: nibNameOrNil, bundle: nil)"))
        XCTAssertFalse(may("init(nibName: nilOrName, bundle: nil)"))
        XCTAssertFalse(may("let nibName = String(describing: Self.self)"))
        XCTAssertFalse(may("loadNibNamed(name, owner: self)"))
        XCTAssertFalse(may("nibName"))
    }
}
