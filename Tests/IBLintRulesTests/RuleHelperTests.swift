import IBLintCore
import XCTest
@testable import IBLintRuleAPI
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
        // Random ASCII names built of the words' pieces, in any case, at every position.
        let pieces = ["a", "A", "ac", "act", "action", "ACTION", "s", "S", "sel", "selector", "Selector", "x", "on", "tor", "ion"]
        var generator = SplitMix64(seed: 11)
        for _ in 0..<5000 {
            let name = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
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

    func testConstraintNumbersSpelledAsParsingAndFormattingADoubleSpellsThem() {
        var generator = SystemRandomNumberGenerator()
        let samples = ["0", "1", "8", "15", "1000", "999", "250", "750", "08", "00", "-8", "0.5", "1:1", "16:9", "1e3", " 8", "8 ",
                       "999999999999999", "9999999999999999", "12345678901234567890", "", "x", "٣"]
        let random = (0..<500).map { _ in String((0..<Int.random(in: 1...17, using: &generator)).map { _ in "0123456789".randomElement(using: &generator)! }) }
        for text in samples + random {
            let expected = Double(text).map { String($0) } ?? text
            XCTAssertEqual(ConstraintKey.number(text, default: 0, ratio: false), expected, text)
        }
        XCTAssertEqual(ConstraintKey.number(nil, default: 1000, ratio: false), String(1000.0))
        XCTAssertEqual(ConstraintKey.number(nil, default: 1, ratio: true), String(1.0))
        XCTAssertEqual(ConstraintKey.number("2:1", default: 1, ratio: true), String(2.0))
    }

    /// Names read by bytes when ASCII answer what reading scalars or characters answered.
    func testASCIINameHelpersAgreeWithTheUnicodeReading() {
        func plainIdentifier(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, !name.hasPrefix("_Tt"), first == "_" || first.properties.isAlphabetic else { return false }
            return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
        func plainSelectorNames(_ selector: String) -> [String] {
            let base = selector.firstIndex(of: ":").map { selector[..<$0] } ?? selector[...]
            var names = [String(base)]
            for index in base.indices.dropFirst() where base[index].isUppercase { names.append(String(base[..<index])) }
            return names
        }
        func plainLastComponent(_ name: String) -> String {
            guard let dot = name.lastIndex(of: ".") else { return name }
            return String(name[name.index(after: dot)...])
        }
        let pieces = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) } + ["é", "\u{301}", "Ω", "\u{212A}", "_Tt", "Cell", "View"]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let name = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(UnknownCustomClassRule.isPlainIdentifier(name), plainIdentifier(name), name.debugDescription)
            XCTAssertEqual(ReportLinks.selectorNames(name), plainSelectorNames(name), name.debugDescription)
            XCTAssertEqual(ReportLinks.lastComponent(name), plainLastComponent(name), name.debugDescription)
        }
        XCTAssertEqual(ReportLinks.selectorNames("saveWithSender:"), ["saveWithSender", "save", "saveWith"])
        XCTAssertEqual(ReportLinks.lastComponent("App.Outer.Inner"), "Inner")
        XCTAssertTrue(UnknownCustomClassRule.isPlainIdentifier("_Card9View"))
        XCTAssertFalse(UnknownCustomClassRule.isPlainIdentifier("_TtC3App4Card"))
    }

    func testPlainClassNamesReadByBytesAgreeWithTheFullReading() {
        let fixed = ["UIButton!", "UIButton?", "UIButton", "UIKit.UIButton", "Optional<UIButton>", "UIButton?!", "?", "!?", "",
                     "Type", "Protocol", "Any", "AnyObject", "Self", "Self!", "_", "_x9", "9Lives", "[UIButton]", "UIButton.Type",
                     "Button Cell", "(UIButton) -> Void", "Café", "Cell<T>", "A&B", "x?y", "@objc"]
        for text in fixed {
            XCTAssertEqual(CheckableClasses.plainClassName(text), CheckableClasses.plainClassNameReadInFull(text), text)
        }
        let pieces = ["A", "z", "_", "7", "?", "!", ".", "<", ">", " ", "\t", "é", "[", "]", "Type", "Any", "Self", "Optional<", "UIView", "@", "`"]
        var generator = SplitMix64(seed: 29)
        var decidedByBytes = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if CheckableClasses.plainASCIIName(text) != nil { decidedByBytes += 1 }
            XCTAssertEqual(CheckableClasses.plainClassName(text), CheckableClasses.plainClassNameReadInFull(text), text)
        }
        XCTAssertGreaterThan(decidedByBytes, 500, "the byte reading decides a share of the texts")
    }
}
