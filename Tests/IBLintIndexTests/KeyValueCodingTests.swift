import XCTest
@testable import IBLintIndex

final class KeyValueCodingTests: XCTestCase {
    /// The definition `setterIdentity` answers without building a string for most keys.
    private func plainIdentity(_ key: String) -> String { key.prefix(1).lowercased() + key.dropFirst() }

    func testSetterIdentityIsTheKeyWithItsFirstLetterLowercased() {
        XCTAssertEqual(ProjectIndex.setterIdentity(ofKey: "SaveButton"), "saveButton")
        XCTAssertEqual(ProjectIndex.setterIdentity(ofKey: "saveButton"), "saveButton")
        XCTAssertEqual(ProjectIndex.setterIdentity(ofKey: "ÉtatLabel"), "étatLabel")
        XCTAssertEqual(ProjectIndex.setterIdentity(ofKey: ""), "")
    }

    func testSetterIdentityAgreesWithThePlainDefinition() {
        let fixed = ["a", "A", "Z", "z", "_title", "1st", "$x", "e\u{301}tat", "E\u{301}tat", "\u{212A}elvin", "ß", "İstanbul",
                     "ǅemal", "ΣIGMA", "σ", "a\u{345}", "A\u{345}", "\r\nX", "👍🏽label", "ﬁle", "@IBOutlet", "Ab\u{301}"]
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "B", "_", "9", "é", "E", "\u{301}", "\u{345}", "K", "\u{212A}", "ß", "Σ", "ǅ", " ", "ﬁ", "İ", "👍", "\u{200D}"]
        var keys = fixed
        for _ in 0..<3_000 {
            keys.append((0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for key in keys {
            let identity = ProjectIndex.setterIdentity(ofKey: key)
            XCTAssertEqual(identity, plainIdentity(key), "key \(key.unicodeScalars.map { String($0.value, radix: 16) })")
            if let first = key.utf8.first, first < 0x80, !(65...90).contains(first) {
                XCTAssertEqual(Array(identity.utf8), Array(key.utf8), "a key starting with an ASCII byte other than a capital is its own identity")
            }
        }
    }
}
