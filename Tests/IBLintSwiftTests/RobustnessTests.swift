import Foundation
import XCTest
import IBLintCore
@testable import IBLintSwift

final class RobustnessTests: XCTestCase {
    /// Scans and checks the summary only refers to bytes inside the file; returns the elapsed seconds.
    @discardableResult
    private func scanChecked(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> (SwiftFileSummary, Double) {
        let source = SourceFile(path: "Fuzz.swift", bytes: bytes)
        let start = Date()
        let summary = SwiftScanner.scan(source)
        let elapsed = Date().timeIntervalSince(start)
        var ranges: [ByteRange] = summary.unparsedRanges + summary.closures.map(\.range)
            + summary.interfaceCalls.flatMap { [$0.range, $0.literalRange] } + summary.selectorReferences.map(\.range)
        for context in summary.closureContexts {
            ranges += context.selfUses.map(\.range) + [context.captureList, context.signatureIn].compactMap { $0 }
            if let start = context.bodyStart { ranges.append(ByteRange(start: start, end: start)) }
            XCTAssertLessThan(context.closure, summary.closures.count, file: file, line: line)
        }
        XCTAssertEqual(summary.closureContexts.count, summary.closures.count, file: file, line: line)
        for scope in summary.codeScopes {
            ranges += [scope.bodyRange] + scope.bindings.map(\.range) + scope.stores.map(\.range)
        }
        ranges += summary.dispatchCalls.flatMap { [$0.range, $0.receiverRange] + ($0.closure.map { [$0] } ?? []) }
        ranges += summary.segueCasts.flatMap { [$0.range] + $0.conditionRanges }
        ranges += summary.screenEvidence.map(\.range)
        for cast in summary.segueCasts { XCTAssertLessThan(cast.enclosingType, summary.types.count, file: file, line: line) }
        for type in summary.types {
            ranges += [type.range, type.nameRange] + (type.bodyRange.map { [$0] } ?? [])
            ranges += type.properties.flatMap { [$0.range, $0.nameRange] + ($0.initializerRange.map { [$0] } ?? []) }
            ranges += type.functions.flatMap { [$0.range, $0.nameRange] + ($0.bodyRange.map { [$0] } ?? []) }
            if let parent = type.parent { XCTAssertLessThan(parent, summary.types.count, file: file, line: line) }
        }
        for range in ranges {
            XCTAssertTrue(range.start >= 0 && range.end <= bytes.count, "range \(range) outside \(bytes.count) bytes",
                          file: file, line: line)
        }
        for closure in summary.closures {
            if let type = closure.enclosingType { XCTAssertLessThan(type, summary.types.count, file: file, line: line) }
        }
        return (summary, elapsed)
    }

    /// Found by the swift-scanner fuzzer (minimized): an accessor block cut off after an attribute, at
    /// the end of the file. Skipping the attribute reached the block's end, which was the end of the
    /// token stream, and the next token was read past it (index out of range).
    func testAnAccessorBlockEndingInAnAttributeAtTheEndOfTheFile() throws {
        for source in ["var v:F{didSet@l", "var v:F{didSet@l(x)", "class C { var v: Int { get @objc", "var v:F{@l"] {
            scanChecked(Array(source.utf8))  // crashed; every range it reports must lie in the file
        }
        let (summary, _) = scanChecked(Array("class C {\n  var v: Int {\n    didSet @l".utf8))
        let property = try XCTUnwrap(summary.types.first?.properties.first)
        XCTAssertEqual(property.name, "v")
        XCTAssertEqual(property.observers.map(\.kind), [], "didSet without a body observes nothing")
    }

    func testRandomBytes() {
        var generator = SplitMix64(seed: 0x1B11_4711)
        var slowest = 0.0
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...2_048, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            slowest = max(slowest, scanChecked(bytes).1)
        }
        XCTAssertLessThan(slowest, 5)
    }

    func testRandomSwiftTokenSoup() {
        let pieces = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#\"", "\"#", "##\"", "/*", "*/", "\\(", "\\#(", "//",
                      "\n", " ", "  ", "class", "struct", "extension", "protocol", "func", "init", "init?", "deinit",
                      "var", "let", "x", "Foo", "@IBOutlet", "@objc(", "#if", "#else", "#endif", "/", "#/", "/#", "`",
                      "in", "=", ":", ",", ";", "self", "if", "else", "guard", "for", "while", "repeat", "switch", "case",
                      "?", "!", "<", ">", "->", "'", "\\", "$0", "0x1F", "1.5e3", "weak", "[weak self]", "didSet",
                      "get", "set", "UINib(nibName: \"A\", bundle: nil)", "DispatchQueue.main.async", "DispatchQueue", ".sync(execute:",
                      "handler = {", ".sink {", ".store(in: &c)", "addSubview(v)", "as?", "[self]", "super", "label:",
                      "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {", "segue.identifier", "== \"a\"", "default:", "||",
                      "Timer.scheduledTimer(", "repeats: true", "let v = V(", "segue.destination", "loadNibNamed(\"B\", owner: self, options: nil)",
                      "#selector(", "import", "é", "\u{0}", "\r\n", "\t", "...", "..<", ".", "@", "#"]
        var generator = SplitMix64(seed: 42)
        var slowest = 0.0
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...300, using: &generator)
            var text = ""
            for _ in 0..<count { text += pieces.randomElement(using: &generator)! }
            slowest = max(slowest, scanChecked(Array(text.utf8)).1)
        }
        XCTAssertLessThan(slowest, 5)
    }

    func testDeepNesting() {
        let depth = 10_000
        let cases: [(String, String)] = [
            ("(", ")"), ("[", "]"), ("{", "}"), ("/*", "*/"), ("\"\\(", ")\""), ("#\"\\#(", ")\"#"),
            ("\"\"\"\n\\(", ")\n\"\"\""), ("{ [weak self] in ", "}"), ("f { ", "}"), ("if x { ", "}"),
        ]
        for (open, close) in cases {
            for body in ["class A { func f() { let v = ", "", "class A { var v = ",
                         "class A { override func prepare(for segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == \"a\" { let v = "] {
                let balanced = body + String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth) + " }}\nclass After {}"
                let (summary, elapsed) = scanChecked(Array(balanced.utf8))
                XCTAssertLessThan(elapsed, 10, "balanced \(open)")
                if open != "/*", !body.isEmpty {
                    XCTAssertEqual(summary.types.first?.name, "A", "balanced \(open)")
                }
                let unbalanced = body + String(repeating: open, count: depth)
                XCTAssertLessThan(scanChecked(Array(unbalanced.utf8)).1, 10, "unbalanced \(open)")
                let closersOnly = String(repeating: close, count: depth) + "\nclass B {}"
                XCTAssertLessThan(scanChecked(Array(closersOnly.utf8)).1, 10, "closers \(close)")
            }
        }
        // Nested types and closures beyond the depth cap still terminate and keep the outer structure.
        let types = String(repeating: "class T {", count: 2_000) + String(repeating: "}", count: 2_000)
        let (summary, _) = scanChecked(Array(types.utf8))
        XCTAssertGreaterThan(summary.types.count, 10)
        XCTAssertEqual(summary.types.first?.name, "T")
    }

    func testUnterminatedAtStartOfBigFile() {
        let body = Benchmark.generate(lines: 3_000)
        for prefix in ["\"", "\"\"\"", "/*", "#\"", "#/", "`", "\"\\(", "@", "#if"] {
            let (summary, elapsed) = scanChecked(Array((prefix + "\n" + body).utf8))
            XCTAssertLessThan(elapsed, 10, prefix)
            switch prefix {
            case "\"\"\"", "/*", "#\"", "\"\\(":
                break // these legitimately swallow the rest of the file (or just the line, for `"` / `"\(`)
            default:
                XCTAssertGreaterThan(summary.types.count, 10, "after \(prefix)")
            }
        }
        // A single-line `"` only runs to the end of its line.
        XCTAssertGreaterThan(scanSwift("\"\n" + body).types.count, 10)
    }

    func testInvalidUTF8InsideRealCode() {
        var bytes = Array(DeclarationScannerTests.customView.utf8)
        let positions = [10, 200, 400, 600]
        for position in positions.reversed() where position < bytes.count { bytes.insert(contentsOf: [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80], at: position) }
        let (summary, _) = scanChecked(bytes)
        XCTAssertEqual(summary.types.count, 1)
        XCTAssertEqual(scanChecked([0xFE, 0xFF, 0x00, 0x00]).0.types.count, 0)
        XCTAssertEqual(scanChecked([]).0.types.count, 0)
    }
}

final class SmallStackTests: XCTestCase {
    /// Files are linted on worker threads, whose stacks can be 512 KB: the depth cap must keep recursion well within it.
    func testDeepNestingOnA512KilobyteStack() {
        let inputs = [
            "class A { func f() { " + String(repeating: "g { [weak self] in (", count: 3_000) + String(repeating: ") }", count: 3_000) + " } }",
            String(repeating: "class T { var x = { ", count: 1_000) + String(repeating: "} }", count: 1_000),
            "let s = " + String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000),
        ]
        let done = expectation(description: "scanned")
        let results = Results()
        let thread = Thread {
            for input in inputs { results.append(SwiftScanner.scan(SourceFile(path: "Deep.swift", text: input)).closures.count) }
            done.fulfill()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        wait(for: [done], timeout: 60)
        XCTAssertEqual(results.values.count, 3)
        XCTAssertGreaterThan(results.values.first ?? 0, 10)
    }
}

private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int] = []
    func append(_ value: Int) { lock.lock(); storage.append(value); lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return storage }
}
