import IBLintCore
import XCTest
@testable import IBLintSwift

final class SegueCastScannerTests: XCTestCase {
    private func casts(_ body: String) -> [(String, Bool, SwiftSegueIdentifiers)] {
        let text = """
            final class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            \(body)
                }
            }
            """
        return SwiftScanner.scan(SourceFile(path: "a.swift", text: text)).segueCasts.map { ($0.type, $0.isForced, $0.identifiers) }
    }

    func testIfElseChainsNarrowAndNegate() {
        let found = casts("""
            if segue.identifier == "showDetail" {
                let detail = segue.destination as! DetailViewController
            } else if segue.identifier == "a" || segue.identifier == "b" {
                _ = segue.destination as? OtherViewController
            } else {
                _ = segue.destination as? ThirdViewController
            }
            """)
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(found[0].0, "DetailViewController")
        XCTAssertTrue(found[0].1)
        XCTAssertEqual(found[0].2, .only(["showDetail"]))
        XCTAssertEqual(found[1].2, .only(["a", "b"]))
        XCTAssertEqual(found[2].2, .except(["showDetail", "a", "b"]))
    }

    func testGuardNarrowsTheRestOfTheBlock() {
        let found = casts("""
            guard segue.identifier == "edit", let x = sender else { return }
            let editor = segue.destination as! EditorViewController
            """)
        XCTAssertEqual(found.map(\.2), [.only(["edit"])])
    }

    func testSwitchOverAnAliasWithDefault() {
        let found = casts("""
            guard let identifier = segue.identifier else { return }
            let destination = segue.destination
            switch identifier {
            case "a", "b":
                (destination as? AViewController)?.load()
            case SegueIdentifier.c:
                _ = segue.destination as! CViewController
            default:
                if case .some = sender { _ = segue.destination as? DViewController }
            }
            """)
        XCTAssertEqual(found.map(\.0), ["AViewController", "CViewController", "DViewController"])
        XCTAssertEqual(found.map(\.2), [.only(["a", "b"]), .any, .except(["a", "b"])])
    }

    func testConditionCastsAndUnknownConditions() {
        let found = casts("""
            if let a = segue.destination as? AViewController, segue.identifier == "a" { }
            if segue.identifier == kSegue, let b = segue.destination as! BViewController { }
            if segue.identifier?.hasPrefix("x") == true { _ = segue.destination as? CViewController }
            _ = segue.destination as? UINavigationController<Int>
            _ = self.segue.destination as? DViewController
            """)
        XCTAssertEqual(found.map(\.0), ["AViewController", "BViewController", "CViewController"])
        XCTAssertEqual(found.map(\.2), [.only(["a"]), .any, .any])
    }
}

extension SegueCastScannerTests {
    /// A long `else if` chain and deep nesting stop at the depth cap instead of exhausting the stack.
    func testLongElseIfChainsTerminate() {
        let chain = (0..<5_000).map { "if segue.identifier == \"s\($0)\" { _ = segue.destination as? V\($0) }" }.joined(separator: " else ")
        let found = casts(chain)
        XCTAssertFalse(found.isEmpty)
        XCTAssertLessThanOrEqual(found.count, SegueCastScanner.maximumDepth + 1)
    }
}
