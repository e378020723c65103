import IBLintCore
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

    /// The resource a missing image or color most likely meant, with the catalog's names prepared once,
    /// answers what searching the names each time did.
    func testResourceSuggestionsAgreeWithThePlainSearch() {
        func plain(_ name: String, _ candidates: [String]) -> String? {
            let last = { (text: String) in text.split(separator: "/").last.map { $0.lowercased() } ?? text.lowercased() }
            if let moved = candidates.filter({ $0 != name && last($0) == last(name) }).sorted().first { return moved }
            return name.count >= 5 ? Spelling.closest(to: name, in: candidates) : nil
        }
        let catalog = ["PriceGreen", "Colors/PriceGreen", "Colors/pricegreen", "tab-icon", "TabIcon", "Icons/Cart",
                       "cart", "Brand/Logo", "logo-large", "Background", "Backgrounds/Dark", "Dark", "Icons/Cart"]
        let names = ["PriceGreen", "pricegreen", "Colors/PriceGren", "PriceGreem", "tab-icon", "tab-icons", "Cart",
                     "Icons/cart", "Logo", "logo-larg", "Backgrund", "dark", "Light", "", "Brand/Logo"]
        let suggestions = Suggestions.ResourceSuggestions(catalog)
        for name in names {
            XCTAssertEqual(suggestions.suggestion(for: name), plain(name, catalog), name)
        }
        XCTAssertEqual(suggestions.suggestion(for: "PriceGreen"), "Colors/PriceGreen", "moved into a folder")
        XCTAssertEqual(suggestions.suggestion(for: "Backgrund"), "Background", "a close spelling")
    }
}
