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
        XCTAssertTrue(summary.calledNames.isSuperset(of: ["refresh", "save", "UILabel", "UIActivityIndicatorView"]))
        XCTAssertFalse(summary.calledNames.contains("setUp"), "a declaration is no call")
    }
}
