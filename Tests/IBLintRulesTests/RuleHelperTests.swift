import XCTest
@testable import IBLintRules

/// Helpers rules run over every element or attribute, rewritten for speed: they must answer what the
/// plain `String` versions answered.
final class RuleHelperTests: XCTestCase {
    func testAttributeNamesThatMayNameASelectorAreFoundInAnyCase() {
        for name in ["action", "doubleAction", "unwindAction", "customSelector", "selector", "ACTION", "aCtIoNs", "mySelectorName"] {
            XCTAssertTrue(UnconnectedActionRule.mayNameASelector(name), name)
        }
        for name in ["", "act", "id", "actio", "selecto", "destination", "reuseIdentifier", "äction", "actíon"] {
            XCTAssertFalse(UnconnectedActionRule.mayNameASelector(name), name)
        }
        // Agrees with the `lowercased().contains` it replaced on every attribute name of a storyboard.
        let names = ["id", "customClass", "sceneMemberID", "action", "selector", "destination", "eventType", "kind",
                     "unwindAction", "destinationCreationSelector", "doubleAction", "Action", "SELECTOR", "actions"]
        for name in names {
            let plain = name.lowercased().contains("action") || name.lowercased().contains("selector")
            XCTAssertEqual(UnconnectedActionRule.mayNameASelector(name), plain, name)
        }
    }
}
