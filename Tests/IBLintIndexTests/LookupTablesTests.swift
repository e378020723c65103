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

    func testTrigramsAnswerExactlyWhenTheFilesFillTheTable() {
        // Two megabytes and more get one bit for every possible sequence: absent text is ruled out
        // whenever it has a sequence no file has.
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("abcdefgh".utf8)
        var big = [UInt8](repeating: 0, count: 1 << 21)
        for index in big.indices { big[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        let trigrams = TrigramSet([big])
        XCTAssertFalse(trigrams.certainlyMissing(Array("abcdef".utf8)))
        XCTAssertTrue(trigrams.certainlyMissing(Array("abz".utf8)), "z is in no file")
        XCTAssertTrue(trigrams.certainlyMissing(Array("Abc".utf8)))
    }

    func testSmallTrigramTablesStillRuleOutMostAbsentNames() {
        // A few kilobytes of interface-like text, and names an identifier look-up asks about.
        var generator = SplitMix64(seed: 11)
        let words = ["view", "cell", "label", "Button", "constraint", "id", "=", "\"", "<", "/>", "Product", "Session", "List"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        let files = (0..<6).map { _ in Array(text(150).utf8) }
        let trigrams = TrigramSet(files)
        var absent = 0, ruledOut = 0
        for round in 0..<400 {
            let needle = Array((round.isMultiple(of: 2) ? "showDetail\(round)" : "Cart\(round)Cell").utf8)
            guard !files.contains(where: { RawText.contains(needle, in: $0) }) else { continue }
            absent += 1
            if trigrams.certainlyMissing(needle) { ruledOut += 1 }
        }
        XCTAssertGreaterThan(ruledOut * 10, absent * 9, "nine in ten absent names answered without reading the files")
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

/// The declared-name scan reads bytes, making strings only of the names it keeps: it finds what the
/// pass that made a string of every word found.
final class DeclaredNameScanTests: XCTestCase {
    /// The earlier pass, kept as the reference.
    private static func referenceNames(in bytes: [UInt8]) -> Set<String> {
        let introducers: Set<String> = ["class", "typealias", "interface", "implementation", "actor", "struct", "enum", "protocol"]
        var names: Set<String> = []
        var previousWord = ""
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte.isIdentifierByte {
                let start = index
                while index < count, bytes[index].isIdentifierByte { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if introducers.contains(previousWord) || previousWord == "objc(" { names.insert(word) }
                previousWord = word
                if word == "objc", index < count, bytes[index] == UInt8(ascii: "(") {
                    previousWord = "objc("
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                    continue
                }
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") {
                previousWord = ""
            }
            index += 1
        }
        return names
    }

    func testFindsWhatTheStringPassFound() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        let pieces = ["class", "struct", "enum", "actor", "protocol", "typealias", "@interface", "@implementation", "@objc(",
                      "objc", "(", ")", "Foo", "Bär", "_x1", "classy", "enums", " ", "  ", "\t", "\n", "\r\n", "//", "/*", "*/",
                      ":", "{", "}", "=", "@", ".", "\"", "é", "Ünïcode", "/", "*", "\r", "xclass", "class1"]
        var found = 0
        // The scan finds comments and introducers by byte searches and reads around them: many texts, so
        // that comments opening, closing and nesting around introducers and names meet it in every order.
        for _ in 0..<20_000 {
            let text = (0..<next(24)).map { _ in pieces[next(pieces.count)] }.joined()
            var bytes = Array(text.utf8)
            // Now and then a byte that is not UTF-8: a name holding it is repaired as `String(decoding:)` does.
            if next(4) == 0 { bytes.insert(0xFF, at: next(bytes.count + 1)) }
            let names = DeclaredNameScan.names(in: bytes)
            XCTAssertEqual(names, Self.referenceNames(in: bytes), text)
            found += names.count
        }
        XCTAssertGreaterThan(found, 2_500, "the texts declare names")
        XCTAssertEqual(DeclaredNameScan.names(in: Array("@objc(Legacy) class /* old */ Foo: enum Bar".utf8)), ["Legacy", "Foo", "Bar"])
    }

    /// The Swift scanner asks `mayIntroduce` before `introducer(ofWord:)`: every introducer must pass it.
    func testEveryIntroducerMayIntroduce() {
        var introducers = 0
        for word in ["class", "struct", "enum", "actor", "protocol", "typealias", "interface", "implementation", "objc",
                     "classy", "Class", "object", "enums", "i", ""] {
            let bytes = Array((word + "(").utf8)
            bytes.withUnsafeBufferPointer { buffer in
                guard let introducer = DeclaredNameScan.introducer(ofWord: 0, word.utf8.count, in: buffer) else { return }
                introducers += 1
                XCTAssertEqual(introducer.word, 0)
                XCTAssertTrue(DeclaredNameScan.mayIntroduce(length: word.utf8.count, first: buffer[0]), word)
            }
        }
        XCTAssertEqual(introducers, 9, "eight introducers and objc before (")
    }
}
