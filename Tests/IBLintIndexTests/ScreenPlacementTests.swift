import IBLintCore
@testable import IBLintIndex
import IBLintSwift
import XCTest

/// `viewClassesShownAsScreens`: which views the code shows as screens, read from the scan's evidence
/// (`ScreenEvidenceScannerTests`) and the names bound to instances of the classes asked about.
final class ScreenPlacementTests: XCTestCase {
    /// Evidence in a file that names no class asked about, only a property bound to one elsewhere or a
    /// function producing one, still counts (such files are found apart from those naming a class).
    func testEvidenceThroughABoundPropertyOrAProducerInAFileNamingNoClass() {
        let sources = [
            "Profile.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    let header = ProfileHeaderView()
                    func makeBanner() -> UIView { BannerView() }
                }
                """,
            "Profile+Layout.swift": """
                import UIKit
                extension ProfileViewController {
                    func layout() {
                        view.addSubview(header)
                        view.addSubview(makeBanner())
                    }
                }
                """,
            "Views.swift": """
                import UIKit
                final class ProfileHeaderView: UIView {}
                final class BannerView: UIView {}
                final class FooterView: UIView {}
                """,
        ]
        var builder = ProjectIndexBuilder()
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) { builder.add(SwiftScanner.scan(SourceFile(path: path, text: text))) }
        let index = builder.build()
        XCTAssertEqual(index.viewClassesShownAsScreens(among: ["ProfileHeaderView", "BannerView", "FooterView"]),
                       ["ProfileHeaderView", "BannerView"])
        XCTAssertEqual(index.viewClassesShownAsScreens(among: ["FooterView"]), [])
    }

    /// Code inside a cell puts views inside the cell, never on a screen's edges: its evidence does not count.
    func testEvidenceInsideACellDoesNotCount() {
        func shown(in container: String) -> Set<String> {
            var builder = ProjectIndexBuilder()
            builder.add(SwiftScanner.scan(SourceFile(path: "Host.swift", text: """
                import UIKit
                final class Host: \(container) {
                    let table = UITableView()
                    func setUp() { table.tableHeaderView = BannerView() }
                }
                final class BannerView: UIView {}
                """)))
            return builder.build().viewClassesShownAsScreens(among: ["BannerView"])
        }
        XCTAssertEqual(shown(in: "UIViewController"), ["BannerView"])
        XCTAssertEqual(shown(in: "UITableViewCell"), [])
    }

    /// A name bound in a function body is that file's local; bound outside one, or assigned, a property the
    /// whole project's evidence may show. The bindings come from the scan (`SwiftFileSummary.nameBindings`),
    /// and read the same from a cached summary.
    func testLocalsCountInTheirFilePropertiesEverywhere() throws {
        let sources = [
            "A.swift": """
                import UIKit
                final class AViewController: UIViewController {
                    var tile = TileView()
                    var badge: UIView?
                    func setUp() {
                        let card = CardView()
                        badge = BadgeView.make()
                        stack.addArrangedSubview(card)
                    }
                }
                """,
            "C.swift": """
                import UIKit
                final class CViewController: UIViewController {
                    func show() {
                        view.addSubview(card)
                        view.addSubview(tile)
                        view.addSubview(badge)
                    }
                }
                """,
            "Views.swift": """
                import UIKit
                final class TileView: UIView {}
                final class CardView: UIView {}
                final class BadgeView: UIView {}
                """,
        ]
        let classes: Set<String> = ["TileView", "CardView", "BadgeView"]
        func shown(cached: Bool) throws -> Set<String> {
            var builder = ProjectIndexBuilder()
            for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
                let file = SourceFile(path: path, text: text)
                let summary = SwiftScanner.scan(file)
                guard cached else { builder.add(summary); continue }
                var writer = BinaryWriter()
                summary.encodeFacts(to: &writer)
                var reader = BinaryReader(writer.bytes)
                builder.add(try SwiftFileSummary(file: file, facts: &reader))
            }
            return builder.build().viewClassesShownAsScreens(among: classes)
        }
        XCTAssertEqual(try shown(cached: false), ["TileView", "BadgeView"], "card is a local of A.swift")
        XCTAssertEqual(try shown(cached: true), ["TileView", "BadgeView"])
    }
}
