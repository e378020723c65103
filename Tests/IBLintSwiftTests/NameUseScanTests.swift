import IBLintCore
import IBLintSwift
import XCTest

/// The names a file assigns and calls, collected while it is scanned (what proves an outlet set in code or
/// an action called by code).
final class NameUseScanTests: XCTestCase {
    func testAssignmentsAndCallsButNotDeclarationsNilOrTypeAnnotations() {
        let summary = scanSwift("""
        final class HeaderView: UIView {
            @IBOutlet var titleLabel: UILabel!
            @IBOutlet var iconView: UIImageView!
            var badge: UILabel = UILabel()
            @objc(refresh:) func refresh(_ sender: Any?) {}

            func setUp(header: HeaderView) {
                titleLabel = UILabel()
                header.iconView = nil
                self.refresh(nil)
                // save(nil) in a comment is no call; neither is a declaration
                let spinner = UIActivityIndicatorView()
                editor.save(sender: spinner)
            }
        }
        """)
        XCTAssertEqual(summary.assignedNames, ["titleLabel"], "`= nil`, `let` and a type annotation's default are not assignments")
        XCTAssertTrue(summary.calledNames.set.isSuperset(of: ["refresh", "save", "UILabel", "UIActivityIndicatorView"]))
        XCTAssertFalse(summary.calledNames.contains("setUp"), "a declaration is no call")
    }

    func testNamesConstraintsAreAddedThrough() {
        let summary = scanSwift("""
        final class BadgeView: UIView {
            func layout() {
                badge.topAnchor.constraint(equalTo: topAnchor).isActive = true
                icon.snp.makeConstraints { $0.edges.equalToSuperview() }
                addConstraint(NSLayoutConstraint(item: self.caption, attribute: .top, relatedBy: .equal, toItem: frame, attribute: .top, multiplier: 1, constant: 0))
                title.text = "no constraint"
            }
        }
        """)
        XCTAssertEqual(summary.constrainedNames, ["badge", "icon", "caption", "frame"])
    }
}
