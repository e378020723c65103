import IBLintCore
@testable import IBLintIndex
import IBLintSwift
import XCTest

/// The byte test that picks the files `viewClassesShownAsScreens` lexes for evidence: never no for a
/// file whose tokens hold `view.addSubview(…)` (on `window`, `keyWindow`, or `insertSubview`) or `view = …`.
final class ScreenPlacementTests: XCTestCase {
    private func mayAdd(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { ProjectIndex.mayAddSubviewToScreen($0) }
    }

    private func mayAssign(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { ProjectIndex.mayAssignView($0) }
    }

    func testAddingSubviewsToAScreen() {
        XCTAssertTrue(mayAdd("view.addSubview(banner)"))
        XCTAssertTrue(mayAdd("self.view.insertSubview(banner, at: 0)"))
        XCTAssertTrue(mayAdd("window.addSubview(overlay)"))
        XCTAssertTrue(mayAdd("UIApplication.shared.keyWindow.addSubview(overlay)"))
        XCTAssertTrue(mayAdd("view\n    .addSubview(banner)"), "a line break: the line before may end in a comment")
        XCTAssertTrue(mayAdd("`view`.`addSubview`(banner)"))
        XCTAssertTrue(mayAdd("view /* the root */ .addSubview(banner)"), "a comment: may")
        XCTAssertTrue(mayAdd("view. // root\n addSubview(banner)"), "a comment: may")
        XCTAssertFalse(mayAdd("contentView.addSubview(label)"))
        XCTAssertFalse(mayAdd("stack.addArrangedSubview(label)"))
        XCTAssertFalse(mayAdd("view?.addSubview(label)"))
        XCTAssertFalse(mayAdd("addSubview(label)"))
        XCTAssertFalse(mayAdd("bringSubviewToFront(label)"))
    }

    func testAssigningAViewControllersView() {
        XCTAssertTrue(mayAssign("view = ProfileView()"))
        XCTAssertTrue(mayAssign("self.view=ProfileView()"))
        XCTAssertTrue(mayAssign("`view` = ProfileView()"))
        XCTAssertTrue(mayAssign("view // root\n  = ProfileView()"), "a line break: may")
        XCTAssertTrue(mayAssign("view /* root */ = ProfileView()"), "a comment: may")
        XCTAssertFalse(mayAssign("headerView = ProfileView()"))
        XCTAssertFalse(mayAssign("let x = view"))
        XCTAssertFalse(mayAssign("view.backgroundColor = .red"))
    }

    /// Random lines of the tokens that matter: whenever the comment-free tokens hold `X . addSubview` with
    /// X one of the screen names, or `view =` (the rule's own reading), the byte test says may.
    func testTheByteTestNeverMissesWhatTheTokensHold() {
        let pieces = ["view", "window", "keyWindow", "contentView", "`view`", ".", "?", "addSubview", "insertSubview", "`addSubview`",
                      "(", ")", "=", "==", "+=", "self", " ", " ", "\n", "/* c */", "// c\n", "\"view = x\"", "x"]
        var generator = SplitMix64(seed: 13)
        var positives = 0
        for _ in 0..<20000 {
            let count = Int.random(in: 1...9, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let tokens = SwiftLexer.tokenize(text).withoutComments()
            var adds = false, assigns = false
            for position in 0..<tokens.count where tokens[position].kind == .identifier {
                let name = tokens.text(tokens[position])
                if name == "addSubview" || name == "insertSubview", position >= 2, tokens[position - 1].is(.dot),
                   ["view", "window", "keyWindow"].contains(tokens.text(tokens[position - 2])) { adds = true }
                if name == "view", ProjectIndex.isAssignment(tokens, at: position) { assigns = true }
            }
            if adds { XCTAssertTrue(mayAdd(text), text); positives += 1 }
            if assigns { XCTAssertTrue(mayAssign(text), text); positives += 1 }
        }
        XCTAssertGreaterThan(positives, 100, "the lines hold the patterns often enough to test")
    }

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
}
