import IBLintCore
import IBLintSwift
import XCTest
@testable import IBLintIndex

/// Names the scanner cannot finish in one file, resolved over the whole project — or left unknown.
final class MemberValueResolverTests: XCTestCase {
    /// The scanned files, resolved together; each call as `name@Class` (the class it runs for, if any).
    private func resolvedNames(_ sources: String...) -> (resolved: [String], unresolved: Int) {
        let summaries = sources.enumerated().map { index, text in
            SwiftScanner.scan(SourceFile(path: "File\(index).swift", text: text))
        }
        let resolver = MemberValueResolver(swiftFiles: summaries)
        var names: [String] = []
        var unresolved = 0
        for summary in summaries.map(resolver.resolving) {
            names += summary.interfaceCalls.map { $0.literal + ($0.resolvedForClass.map { "@" + $0 } ?? "") }
            unresolved += summary.unresolvedInterfaceCalls.count
        }
        return (names.sorted(), unresolved)
    }

    func testMembersOfTheTypeItsSuperclassAndEnumRawValues() {
        let result = resolvedNames("""
        class BaseCell: UITableViewCell { static var nibName: String { "BaseCell" } }
        final class PriceCell: BaseCell {
            static let identifier = "PriceCellID"
            func setUp(_ table: UITableView) {
                table.register(UINib(nibName: Self.nibName, bundle: nil), forCellReuseIdentifier: PriceCell.identifier)
            }
        }
        """, """
        enum Segue: String { case showDetail = "ShowDetail" }
        final class ListViewController: UIViewController {
            func open() { performSegue(withIdentifier: Segue.showDetail.rawValue, sender: nil) }
        }
        """)
        XCTAssertEqual(result.resolved, ["BaseCell", "PriceCellID", "ShowDetail"])
        XCTAssertEqual(result.unresolved, 0)
    }

    /// A member declared in an extension of a framework class the type inherits from (above the classes the
    /// project declares); one the type does not inherit, or two such extensions that disagree, stay unknown.
    func testMembersOfFrameworkClassExtensionsTheTypeInherits() {
        let result = resolvedNames("""
        extension UIView { static var nibName: String { "SharedView" } }
        extension UIViewController { static var storyboardID: String { "Screen" } }
        final class PriceCell: UITableViewCell {}
        final class ListViewController: UIViewController {
            func setUp(_ table: UITableView) {
                table.register(UINib(nibName: PriceCell.nibName, bundle: nil), forCellReuseIdentifier: "Price")
                let a = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: PriceCell.storyboardID)
                let b = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: ListViewController.storyboardID)
            }
        }
        """)
        XCTAssertEqual(result.resolved, ["Main", "Main", "Price", "Screen", "SharedView"])
        XCTAssertEqual(result.unresolved, 1, "PriceCell is no UIViewController: its storyboardID stays unknown")
        let conflicting = resolvedNames("""
        extension UIView { static var nibName: String { "A" } }
        extension NSObject { static var nibName: String { "B" } }
        final class PriceCell: UITableViewCell {
            func load() { _ = UINib(nibName: PriceCell.nibName, bundle: nil) }
        }
        """)
        XCTAssertEqual(conflicting.resolved, [])
        XCTAssertEqual(conflicting.unresolved, 1)
    }

    func testAStoredVarHoldsItsInitialValueOnlyWhileNoCodeAssignsIt() {
        let kept = resolvedNames("""
        final class KeyCell: UITableViewCell { static var reuseIdentifier = "KeyCell" }
        final class KeysViewController: UITableViewController {
            override func viewDidLoad() {
                if let reuseIdentifier = Optional("shadow") { print(reuseIdentifier) }
                tableView.register(KeyCell.self, forCellReuseIdentifier: KeyCell.reuseIdentifier)
            }
        }
        """)
        XCTAssertEqual(kept.resolved, ["KeyCell"], "a `let` binding of the same name is no assignment")
        let assigned = resolvedNames("""
        final class KeyCell: UITableViewCell { static var reuseIdentifier = "KeyCell" }
        final class KeysViewController: UITableViewController {
            override func viewDidLoad() {
                KeyCell.reuseIdentifier = "LegacyKeyCell"
                tableView.register(KeyCell.self, forCellReuseIdentifier: KeyCell.reuseIdentifier)
            }
        }
        """)
        XCTAssertEqual(assigned.resolved, [])
        XCTAssertEqual(assigned.unresolved, 1)
    }

    func testAssignmentsAreToldApartFromComparisonsAndDeclarations() {
        let text = "a = 1; b == 2; c != 3; d <= 4; e >= 5; f += 6; var g = 7; let h = 8; case i = 9; j=10; k === l"
        XCTAssertEqual(MemberValueResolver.assignedNames(in: Array(text.utf8), among: Set("abcdefghijkl".map(String.init))),
                       ["a", "f", "j"])
    }

    func testSelfInAProtocolExtensionIsEachConformingClass() {
        let result = resolvedNames("""
        protocol NibBacked: UIView {}
        extension NibBacked {
            func loadContent() { Bundle(for: Self.self).loadNibNamed(String(describing: Self.self), owner: self) }
        }
        """, """
        final class RatingView: UIView, NibBacked {}
        final class BadgeView: UIView, NibBacked {}
        """)
        XCTAssertEqual(result.resolved, ["BadgeView@BadgeView", "RatingView@RatingView"])
    }

    /// Every type that conforms, however: through a protocol inheriting the extended one, a superclass, an
    /// extension of the type; each once (one declared twice too); types that do not conform are left out.
    func testSelfInAProtocolExtensionIsEveryTypeConformingDirectlyOrThroughInheritance() {
        let result = resolvedNames("""
        protocol NibBacked {}
        protocol CardBacked: NibBacked {}
        protocol Unrelated {}
        extension NibBacked {
            func loadContent() { Bundle(for: Self.self).loadNibNamed(String(describing: Self.self), owner: self) }
        }
        """, """
        class BaseCard: UIView, CardBacked {}
        final class PriceCard: BaseCard {}
        final class PlainView: UIView, Unrelated {}
        struct Badge {}
        extension Badge: NibBacked {}
        """, """
        struct Badge {}
        enum Banner: NibBacked {}
        """)
        XCTAssertEqual(result.resolved, ["Badge@Badge", "Banner@Banner", "BaseCard@BaseCard", "PriceCard@PriceCard"])
        let resolver = MemberValueResolver(swiftFiles: [SwiftScanner.scan(SourceFile(path: "A.swift", text: """
        protocol NibBacked {}
        final class RatingView: UIView, NibBacked {}
        """))])
        XCTAssertEqual(resolver.conformers(of: "NibBacked"), ["RatingView"])
        XCTAssertEqual(resolver.conformers(of: "UIView"), ["RatingView"], "a superclass is among what a type conforms to")
        XCTAssertEqual(resolver.conformers(of: "Unknown"), [])
    }

    /// `conformers(of:)` asks only the types its backward search finds; on random projects (classes, structs,
    /// protocols inheriting protocols, extensions adding conformances, nested types, cycles, names the project
    /// does not declare) it answers as asking every type's `conformances(of:)`.
    func testConformersAreTheTypesWhoseConformancesHoldTheProtocol() {
        var generator = SplitMix64(seed: 21)
        let names = ["A", "B", "C", "D", "E", "P", "Q", "R", "S", "UIView", "NSObject", "Missing"]
        for round in 0..<150 {
            var files: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                var text = ""
                for _ in 0..<Int.random(in: 1...5, using: &generator) {
                    let name = names[Int.random(in: 0..<9, using: &generator)]
                    let listed = (0..<Int.random(in: 0...3, using: &generator)).map { _ in names.randomElement(using: &generator)! }
                    let inheritance = listed.isEmpty ? "" : ": " + listed.joined(separator: ", ")
                    switch Int.random(in: 0..<6, using: &generator) {
                    case 0, 1: text += "class \(name)\(inheritance) {}\n"
                    case 2: text += "protocol \(name)\(inheritance) {}\n"
                    case 3: text += "extension \(name)\(inheritance) {}\n"
                    case 4: text += "struct \(name)\(inheritance) {}\n"
                    default: text += "class Outer { class \(name)\(inheritance) {} }\n"
                    }
                }
                files.append(text)
            }
            let summaries = files.enumerated().map { SwiftScanner.scan(SourceFile(path: "F\($0.offset).swift", text: $0.element)) }
            let resolver = MemberValueResolver(swiftFiles: summaries)
            for proto in names {
                var expected: Set<String> = []
                for summary in summaries {
                    for type in summary.types where !type.isLocal && [.class, .struct, .enum, .actor].contains(type.kind)
                        && resolver.conformances(of: type.qualifiedName).contains(proto) {
                        expected.insert(type.qualifiedName)
                    }
                }
                XCTAssertEqual(resolver.conformers(of: proto), expected.sorted(), "round \(round), \(proto):\n\(files.joined(separator: "--\n"))")
            }
        }
    }

    func testReusableProtocolsLoadTheNibNamedLikeTheClassWhenTheLibraryIsNotScanned() {
        let result = resolvedNames("""
        import Reusable
        final class ProfileHeader: UIView, NibOwnerLoadable {}
        final class SettingsViewController: UIViewController, StoryboardBased {}
        """)
        XCTAssertEqual(result.resolved, ["ProfileHeader@ProfileHeader", "SettingsViewController@SettingsViewController"])
        let declared = resolvedNames("""
        import Reusable
        protocol NibOwnerLoadable {}
        final class ProfileHeader: UIView, NibOwnerLoadable {}
        """)
        XCTAssertEqual(declared.resolved, [], "a project protocol of the same name is the project's, not the library's")
    }

    func testSelfOfAClassWithSubclassesIsWhicheverSubclassItRunsFor() {
        let sources = """
        class BaseViewController: UIViewController {}
        extension BaseViewController {
            static func fromStoryboard<T: BaseViewController>() -> T {
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "\\(self)") as! T
            }
        }
        """
        let withSubclass = resolvedNames(sources, "final class ComposeViewController: BaseViewController {}")
        XCTAssertFalse(withSubclass.resolved.contains("BaseViewController"), "\(withSubclass.resolved)")
        XCTAssertEqual(withSubclass.resolved, ["Main"])
        XCTAssertEqual(withSubclass.unresolved, 1, "the identifier stays unknown")
        let alone = resolvedNames(sources)
        XCTAssertEqual(alone.resolved, ["BaseViewController", "Main"], "no subclass: Self is the class")
    }

    func testAMemberDeclaredWithDifferentValuesOrWithoutOneStaysUnknown() {
        let result = resolvedNames("""
        final class A: UIViewController {
            var sceneID: String { isPad ? "PadScene" : "PhoneScene" }
            func open() { _ = storyboard?.instantiateViewController(withIdentifier: self.sceneID) }
        }
        """)
        XCTAssertEqual(result.resolved, [])
        XCTAssertEqual(result.unresolved, 1)
    }
}
