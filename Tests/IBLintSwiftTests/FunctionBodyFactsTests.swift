import XCTest
import IBLintCore
@testable import IBLintSwift

final class FunctionBodyFactsTests: XCTestCase {
    private func facts(_ source: String, type: String = "V", function: String, labels: [String?]? = nil) -> SwiftFunctionBodyFacts? {
        let summary = scanSwift(source)
        let candidates = summary.type(type)?.functions.filter { $0.name == function } ?? []
        let chosen = labels.map { labels in candidates.first { $0.parameters.map(\.label) == labels } } ?? candidates.first
        return chosen?.bodyFacts
    }

    func testCallsWithReceivers() throws {
        let source = """
        class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                commonInit()
                self.configure(animated: false, 3)
                label.setNeedsLayout()
                self.view.reload()
                button.addAction(UIAction { _ in self.tapped() }, for: .touchUpInside)
            }
        }
        """
        let body = try XCTUnwrap(facts(source, function: "init"))
        let calls = body.calls.map { "\($0.receiver.rawValue) \($0.name) \($0.argumentLabels.map { $0 ?? "_" }) \($0.isInClosure)" }
        XCTAssertEqual(calls, [
            "superclass init [\"frame\"] false",
            "implicitSelf commonInit [] false",
            "explicitSelf configure [\"animated\", \"_\"] false",
            "other setNeedsLayout [] false",
            "other reload [] false",
            "other addAction [\"_\", \"for\"] false",
            "explicitSelf tapped [] true",
        ])
        XCTAssertTrue(body.traps.isEmpty)
        XCTAssertTrue(body.mentionedIdentifiers.contains("commonInit"))
        XCTAssertFalse(body.mayExitEarly)
    }

    func testUnconditionalTraps() throws {
        let source = """
        class V: UIView {
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
            func a() { super.init(coder: coder); Swift.preconditionFailure() }
            func b() {
                guard let x = y else { return }
                fatalError()
            }
            func c() {
                if flag { fatalError() }
                let v = w ?? fatalError("no")
                run { fatalError() }
            }
        }
        """
        let coder = try XCTUnwrap(facts(source, function: "init"))
        XCTAssertEqual(coder.traps.map(\.name), ["fatalError"])
        XCTAssertEqual(coder.traps.map(\.isUnconditional), [true])
        let a = try XCTUnwrap(facts(source, function: "a"))
        XCTAssertEqual(a.traps.map { "\($0.name) \($0.isUnconditional)" }, ["preconditionFailure true"])
        let b = try XCTUnwrap(facts(source, function: "b"))
        XCTAssertEqual(b.traps.map(\.isUnconditional), [false])
        XCTAssertTrue(b.mayExitEarly)
        let c = try XCTUnwrap(facts(source, function: "c"))
        XCTAssertEqual(c.traps.map(\.isUnconditional), [false, false, false])
    }

    func testControlFlowBlocksAreNotClosures() throws {
        let source = """
        class V: UIView {
            func setUp() {
                if let items = list.map({ $0 }) { fill(items) }
                for item in items { add(item) }
                DispatchQueue.main.async { self.later() }
            }
        }
        """
        let body = try XCTUnwrap(facts(source, function: "setUp"))
        let inClosure = Dictionary(body.calls.map { ($0.name, $0.isInClosure) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(inClosure["fill"], false)
        XCTAssertEqual(inClosure["add"], false)
        XCTAssertEqual(inClosure["later"], true)
    }

    func testHostileBodiesDoNotCrash() {
        for source in ["class V { func f() { fatalError(", "class V { init?(coder: NSCoder) { self.", "class V { func f() { ((((", "class V { func f() { .init() } }"] {
            _ = scanSwift(source)
        }
    }

    // MARK: Read back from the cache

    private static let cachedSource = """
        import UIKit
        final class CardView: UIView {
            override init(frame: CGRect) { super.init(frame: frame); setUp() }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            private func setUp() { backgroundColor = .red; layer.cornerRadius = 8 }
        }
        struct Formatter { func format(_ value: Int) -> String { String(value) } }
        """

    func testCachedBodyFactsStayBytesUntilAskedForAndComeBackTheSame() throws {
        let file = SourceFile(path: "CardView.swift", text: Self.cachedSource)
        let summary = SwiftScanner.scan(file)
        let scanned = summary.types.flatMap { $0.functions.map(\.bodyFacts) }
        XCTAssertEqual(scanned.compactMap { $0 }.count, 4)
        var writer = BinaryWriter()
        summary.encodeFacts(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let back = try SwiftFileSummary(file: file, facts: &reader)
        XCTAssertTrue(back.bodyFactsArePending)
        // One function's facts decode the file's, once.
        XCTAssertEqual(back.types[0].functions[2].bodyFacts, summary.types[0].functions[2].bodyFacts)
        XCTAssertFalse(back.bodyFactsArePending)
        XCTAssertEqual(back.types.flatMap { $0.functions.map(\.bodyFacts) }, scanned)
        XCTAssertEqual(back.types, summary.types)
    }

    /// A cold run keeps a scanned file's body facts encoded, as the cache does: the summary answers the same,
    /// decodes them once when first asked, and keeping them so again (or a file without bodies) changes nothing.
    func testBodyFactsKeptEncodedAnswerAsMadeAndAreDecodedWhenFirstAsked() throws {
        let file = SourceFile(path: "CardView.swift", text: Self.cachedSource)
        let scanned = SwiftScanner.scan(file)
        XCTAssertFalse(scanned.bodyFactsArePending)
        var kept = scanned
        kept.keepBodyFactsEncoded()
        XCTAssertTrue(kept.bodyFactsArePending)
        XCTAssertFalse(scanned.bodyFactsArePending, "a copy made before is left as it was")
        XCTAssertEqual(kept.types[0].functions[2].bodyFacts, scanned.types[0].functions[2].bodyFacts)
        XCTAssertFalse(kept.bodyFactsArePending, "asking one function's decodes the file's")
        XCTAssertEqual(kept.types, scanned.types)
        XCTAssertEqual(kept.types.flatMap { $0.functions.map(\.bodyFacts) }, scanned.types.flatMap { $0.functions.map(\.bodyFacts) })
        // Mentioned identifiers still name the file's identifiers, in the order first met.
        for (keptType, scannedType) in zip(kept.types, scanned.types) {
            for (keptFunction, scannedFunction) in zip(keptType.functions, scannedType.functions) {
                XCTAssertEqual(keptFunction.bodyFacts.map { Array($0.mentionedIdentifiers) },
                               scannedFunction.bodyFacts.map { Array($0.mentionedIdentifiers) })
            }
        }
        var again = kept
        again.keepBodyFactsEncoded()
        XCTAssertFalse(again.bodyFactsArePending, "decoded facts are kept as they are")
        XCTAssertEqual(again.types, scanned.types)
        var none = SwiftScanner.scan(SourceFile(path: "Empty.swift", text: "import UIKit\nlet x = 1\n"))
        none.keepBodyFactsEncoded()
        XCTAssertFalse(none.bodyFactsArePending)
        // Through the cache's coding, as a cold run that writes the cache has them.
        var writer = BinaryWriter()
        var encoded = scanned
        encoded.keepBodyFactsEncoded()
        encoded.encodeFacts(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let back = try SwiftFileSummary(file: file, facts: &reader)
        XCTAssertEqual(back.types, scanned.types)
    }

    /// Facts made apart from the scan (their identifiers a set of their own) are written as numbers into the
    /// file's identifiers; one that names an identifier the file does not have reads back as damage, and the
    /// file is scanned again.
    func testBodyFactsMadeApartAreWrittenAsTheFilesIdentifiers() throws {
        let file = SourceFile(path: "CardView.swift", text: Self.cachedSource)
        let scanned = SwiftScanner.scan(file)
        let index = try XCTUnwrap(scanned.types[0].functions.firstIndex { $0.bodyFacts != nil })
        let made = try XCTUnwrap(scanned.types[0].functions[index].bodyFacts)
        for (names, readsBack) in [(Array(made.mentionedIdentifiers).reversed(), true), (["notInTheFile"], false)] {
            var summary = scanned
            var facts = made
            facts.mentionedIdentifiers = NameSubset(Array(names))
            summary.types[0].functions[index].bodyFacts = facts
            var writer = BinaryWriter()
            summary.encodeFacts(to: &writer)
            var reader = BinaryReader(writer.bytes)
            let back = try SwiftFileSummary(file: file, facts: &reader)
            XCTAssertEqual(back.types[0].functions[index].bodyFacts, readsBack ? facts : made, "\(names)")
        }
    }

    func testDamagedCachedBodyFactsAreTheFileScannedAgain() throws {
        let file = SourceFile(path: "CardView.swift", text: Self.cachedSource)
        let scanned = SwiftScanner.scan(file).types.flatMap { $0.functions.compactMap(\.bodyFacts) }
        // A section whose bytes do not decode (the checksum of a cache file makes this a defect's doing).
        var reader = BinaryReader([3, 0xFF, 0xFF, 0xFF])
        let identifiers = SwiftScanner.scan(file).codeIdentifiers
        let pending = PendingBodyFacts(section: try reader.deferSection(), file: file, identifiers: identifiers)
        pending.count = scanned.count
        XCTAssertEqual((0..<scanned.count).map { pending.facts($0) }, scanned)
        XCTAssertNil(pending.facts(scanned.count), "past the end: none")
    }

    /// Mentioned identifiers are cached as numbers into the file's identifiers: a number that is none of
    /// them, or one written twice, is damage, and the file is scanned again.
    func testCachedMentionedIdentifiersThatAreNoneOfTheFilesOrRepeatAreTheFileScannedAgain() throws {
        let file = SourceFile(path: "CardView.swift", text: Self.cachedSource)
        let summary = SwiftScanner.scan(file)
        let scanned = summary.types.flatMap { $0.functions.compactMap(\.bodyFacts) }
        let first = try XCTUnwrap(scanned.first)
        XCTAssertFalse(first.mentionedIdentifiers.isEmpty)
        XCTAssertTrue(first.mentionedIdentifiers.allSatisfy(summary.codeIdentifiers.contains))
        for numbers: [UInt64] in [[UInt64(summary.codeIdentifiers.count)], [0, 0], [UInt64(UInt32.max) + 1]] {
            var section = BinaryWriter()
            section.writeSection { facts in
                facts.write(first.calls); facts.write(first.traps)
                facts.writeVarint(UInt64(numbers.count))
                for number in numbers { facts.writeVarint(number) }
                facts.write(first.mayExitEarly)
                for other in scanned.dropFirst() { other.encode(to: &facts, identifiers: summary.codeIdentifiers) }
            }
            var reader = BinaryReader(section.bytes)
            let pending = PendingBodyFacts(section: try reader.deferSection(), file: file, identifiers: summary.codeIdentifiers)
            pending.count = scanned.count
            XCTAssertEqual((0..<scanned.count).map { pending.facts($0) }, scanned, "\(numbers)")
        }
        // Written as the scanner made them, they read back the same, numbers into the same identifiers.
        var writer = BinaryWriter()
        first.encode(to: &writer, identifiers: summary.codeIdentifiers)
        var reader = BinaryReader(writer.bytes)
        let back = try SwiftFunctionBodyFacts(from: &reader, identifiers: summary.codeIdentifiers)
        XCTAssertEqual(back, first)
        XCTAssertEqual(back.mentionedIdentifiers.numbers, first.mentionedIdentifiers.numbers)
        XCTAssertEqual(Array(back.mentionedIdentifiers), Array(first.mentionedIdentifiers), "in the order first met")
    }
}
