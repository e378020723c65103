import IBLintCore
import XCTest
@testable import IBLintSwift

final class CodeScopeTests: XCTestCase {
    /// `for:` as an argument label is not a `for … in` loop declaring names, and a cast call result is a binding.
    func testArgumentLabelForDeclaresNothingAndCastCallResultsAreBindings() throws {
        let text = """
            final class OrdersViewController: UIViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderCell
                    cell.onCancel = { self.cancelOrder(at: indexPath.row) }
                    for order in orders { print(order) }
                    return cell
                }
            }
            """
        let summary = SwiftScanner.scan(SourceFile(path: "a.swift", text: text))
        let scope = try XCTUnwrap(summary.codeScopes.first)
        XCTAssertEqual(scope.declarationCounts, ["tableView": 1, "indexPath": 1, "cell": 1, "order": 1])
        XCTAssertEqual(scope.bindings.first?.value, .cast(source: ["tableView", "dequeueReusableCell()"], type: "OrderCell"))
    }
}
