@testable import IBLintCore
@testable import IBLintIndex
import XCTest

/// The lookup tables answer exactly what the passes they replace answered.
final class LookupTablesTests: XCTestCase {
    private var state: UInt64 = 0x2545_F491_4F6C_DD1D
    private func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: state >> 33) % bound
    }
    private func word(_ alphabet: [Character], upTo length: Int) -> String {
        String((0..<next(length + 1)).map { _ in alphabet[next(alphabet.count)] })
    }

    func testSelectorPrefixesMatchHasPrefix() {
        let alphabet = Array("abtW:")
        for _ in 0..<300 {
            let selectors = (0..<next(12)).map { _ in word(alphabet, upTo: 7) }
            let table = ObjCSelectorTable(selectors)
            XCTAssertTrue(table.isPlain)
            for _ in 0..<10 {
                let prefix = word(alphabet, upTo: 4)
                XCTAssertEqual(table.containsSelector(withPrefix: prefix), selectors.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(selectors)")
                XCTAssertEqual(table.containsSelector(prefix), selectors.contains(prefix), "\(prefix) in \(selectors)")
            }
        }
    }

    func testNonASCIISelectorsOrPrefixesAreLeftToTheCaller() {
        // "\u{212A}" (Kelvin sign) is canonically "K": `String.hasPrefix` says yes where the bytes say no.
        XCTAssertTrue("\u{212A}ey:".hasPrefix("Key"))
        XCTAssertNil(ObjCSelectorTable(["\u{212A}ey:"]).containsSelector(withPrefix: "Key"))
        XCTAssertNil(ObjCSelectorTable(["key:"]).containsSelector(withPrefix: "ké"))
        XCTAssertEqual(ObjCSelectorTable([]).containsSelector(withPrefix: "a"), false)
    }

    func testTrigramsNeverRuleOutTextThatIsThere() {
        let alphabet = Array("abc<=\"")
        var ruledOut = 0
        for _ in 0..<300 {
            let files = (0..<next(4)).map { _ in Array(word(alphabet, upTo: 40).utf8) }
            let trigrams = TrigramSet(files)
            for _ in 0..<10 {
                let needle = Array(word(alphabet, upTo: 6).utf8)
                let present = files.contains { RawText.contains(needle, in: $0) }
                if trigrams.certainlyMissing(needle) {
                    ruledOut += 1
                    XCTAssertFalse(present, "\(String(decoding: needle, as: UTF8.self)) is in a file")
                }
            }
        }
        XCTAssertGreaterThan(ruledOut, 500, "the filter answers most questions about absent text")
    }

    func testAbsentFilesAnswerAsOneByOne() {
        // File and type names from a few CamelCase words, so prefixes and first words often match;
        // some with non-ASCII letters or a short stem, which take the file-by-file path.
        let words = ["Product", "List", "View", "Cell", "Pro", "Ab", "Über", "URL", "Session", "Controller"]
        let extensions = ["swift", "m", "h", "xib", "png"]
        for round in 0..<300 {
            let files = (0..<next(6)).map { _ -> ProjectModel.AbsentFile in
                var name = (0..<(1 + next(3))).map { _ in words[next(words.count)] }.joined()
                if next(5) == 0 { name += "+Extras" }
                if round % 7 == 0, next(3) == 0 { name = "R" }
                return ProjectModel.AbsentFile(path: "App/\(name).\(extensions[next(extensions.count)])", targets: ["App"], isIgnored: false)
            }
            let names = AbsentSourceNames(files)
            for _ in 0..<10 {
                let type = (0..<next(4)).map { _ in words[next(words.count)] }.joined()
                XCTAssertEqual(names.couldDeclare(type), files.contains { $0.couldDeclare(type) }, "\(type) in \(files.map(\.path))")
            }
        }
    }
}
