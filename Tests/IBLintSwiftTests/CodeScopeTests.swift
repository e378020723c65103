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

    /// Declaration counts are kept as names in order with their counts: looked up as a dictionary answers,
    /// names equal as `String`s counted as one, read back only in order.
    func testDeclarationCountsAnswerAsADictionaryAndReadBackOnlyInOrder() throws {
        let counts = SwiftNameCounts(counting: ["item", "error", "item", "caf\u{E9}", "cafe\u{301}", "zone", "item"])
        XCTAssertEqual(counts["item"], 3)
        XCTAssertEqual(counts["error"], 1)
        XCTAssertEqual(counts["caf\u{E9}"], 2, "equal as Strings, one key, as in a dictionary")
        XCTAssertNil(counts["items"])
        XCTAssertNil(counts[""])
        XCTAssertEqual(counts.count, 4)
        XCTAssertEqual(counts.dictionary, ["item": 3, "error": 1, "caf\u{E9}": 2, "zone": 1])
        XCTAssertEqual(counts, ["zone": 1, "item": 2, "caf\u{E9}": 2, "error": 1, "item": 1], "a name listed twice: added")
        XCTAssertTrue(SwiftNameCounts(counting: []).isEmpty)
        XCTAssertNil(SwiftNameCounts()["item"])
        // Many names, each found.
        let many = (0..<2_000).map { "local\($0 % 700)" }
        let manyCounts = SwiftNameCounts(counting: many)
        XCTAssertEqual(manyCounts.count, 700)
        XCTAssertTrue((0..<700).allSatisfy { manyCounts["local\($0)"] == ($0 < 600 ? 3 : 2) })
        // Written as a dictionary is; what is out of order, twice or counted zero times is damage.
        var writer = BinaryWriter()
        writer.write(counts)
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try reader.read(SwiftNameCounts.self), counts)
        var dictionary = BinaryWriter()
        dictionary.write(counts.dictionary)
        XCTAssertEqual(dictionary.bytes, writer.bytes)
        for damaged: [(String, Int)] in [[("b", 1), ("a", 1)], [("a", 1), ("a", 2)], [("a", 0)], [("a", -1)]] {
            var writer = BinaryWriter()
            writer.writeVarint(UInt64(damaged.count))
            for (name, count) in damaged { writer.write(name); writer.write(count) }
            var reader = BinaryReader(writer.bytes)
            XCTAssertThrowsError(try reader.read(SwiftNameCounts.self), "\(damaged)")
        }
    }

    private static let cachedSource = """
        final class OrdersViewController: UIViewController {
            var onReload: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                let header = HeaderView()
                view.addSubview(header)
                header.onTap = { self.reload() }
                onReload = { [weak self] in self?.reload() }
            }
            func reload() { items.forEach { print($0) } }
        }
        """

    func testCachedClosureContextsAndCodeScopesStayBytesUntilAskedForAndComeBackTheSame() throws {
        let file = SourceFile(path: "OrdersViewController.swift", text: Self.cachedSource)
        let summary = SwiftScanner.scan(file)
        XCTAssertEqual(summary.closureContexts.count, 3)
        XCTAssertFalse(summary.codeScopes.isEmpty)
        var writer = BinaryWriter()
        summary.encodeFacts(to: &writer)
        var reader = BinaryReader(writer.bytes)
        var back = try SwiftFileSummary(file: file, facts: &reader)
        XCTAssertTrue(reader.isAtEnd)
        XCTAssertTrue(back.scopeFactsArePending)
        XCTAssertEqual(back.closures, summary.closures, "the closures themselves are read at once")
        XCTAssertTrue(back.scopeFactsArePending)
        // Asking for either decodes both, once.
        XCTAssertEqual(back.codeScopes, summary.codeScopes)
        XCTAssertFalse(back.scopeFactsArePending)
        XCTAssertEqual(back.closureContexts, summary.closureContexts)
        // A copy changed after decoding keeps its change; the original keeps the decoded facts.
        var changed = back
        changed.closureContexts.removeAll()
        XCTAssertEqual(changed.closureContexts, [])
        XCTAssertEqual(changed.codeScopes, summary.codeScopes)
        XCTAssertEqual(back.closureContexts, summary.closureContexts)
        // Set while still pending: the other field is decoded, not lost.
        var reader2 = BinaryReader(writer.bytes)
        back = try SwiftFileSummary(file: file, facts: &reader2)
        back.codeScopes = []
        XCTAssertFalse(back.scopeFactsArePending)
        XCTAssertEqual(back.closureContexts, summary.closureContexts)
        XCTAssertEqual(back.codeScopes, [])
    }

    func testDamagedCachedClosureContextsAndCodeScopesAreTheFileScannedAgain() throws {
        let file = SourceFile(path: "OrdersViewController.swift", text: Self.cachedSource)
        let summary = SwiftScanner.scan(file)
        func decoded(_ section: (inout BinaryWriter) -> Void) throws -> SwiftFileSummary {
            var writer = BinaryWriter()
            writer.writeSection(section)
            var reader = BinaryReader(writer.bytes)
            let pending = PendingScopeFacts(section: try reader.deferSection(), closureCount: summary.closures.count)
            var back = summary
            back.setPendingScopeFacts(pending)
            return back
        }
        // Bytes that do not decode (the checksum of a cache file makes this a defect's doing).
        let garbage = try decoded { $0.writeRawBytes([0xFF, 0xFF, 0xFF]) }
        XCTAssertEqual(garbage.closureContexts, summary.closureContexts)
        XCTAssertEqual(garbage.codeScopes, summary.codeScopes)
        // Bytes that decode, but into a context of a closure the file does not have.
        let stray = try decoded { section in
            section.write([SwiftClosureContext(closure: summary.closures.count, site: .other)])
            section.write(summary.codeScopes)
        }
        XCTAssertEqual(stray.codeScopes, summary.codeScopes)
        XCTAssertEqual(stray.closureContexts, summary.closureContexts)
        // Bytes left over after both.
        let longer = try decoded { section in
            section.write(summary.closureContexts)
            section.write(summary.codeScopes)
            section.writeVarint(0)
        }
        XCTAssertEqual(longer.closureContexts, summary.closureContexts)
        // Sound bytes are what they say, scanned again or not: an empty section's facts are empty.
        let empty = try decoded { section in
            section.write([SwiftClosureContext]())
            section.write([SwiftCodeScope]())
        }
        XCTAssertEqual(empty.closureContexts, [])
        XCTAssertEqual(empty.codeScopes, [])
    }

    /// A cached summary that passed its checks yet disagrees with its file (a defect, or a cache file edited
    /// with its checksum mended), whose scope facts and calls then fail to decode: the file scanned again
    /// numbers its own closures and calls, which must not be taken for the summary's (found by the `cache`
    /// fuzzing harness: a rescanned context of a closure the summary did not have stopped a run).
    func testARescanThatDeclaresSomethingElseIsNotTakenForTheSummarysFacts() throws {
        let cached = SwiftScanner.scan(SourceFile(path: "OrdersViewController.swift", text: Self.cachedSource))
        let edited = SourceFile(path: "OrdersViewController.swift", text: Self.cachedSource.replacingOccurrences(
            of: "func reload() {", with: "func reload() { DispatchQueue.main.async { self.view.setNeedsLayout() }; [1].map { $0 }.forEach { print($0) };"))
        let rescanned = SwiftScanner.scan(edited)
        XCTAssertGreaterThan(rescanned.closures.count, cached.closures.count)
        XCTAssertGreaterThan(rescanned.calls.count, cached.calls.count)
        XCTAssertTrue(rescanned.closureContexts.contains { $0.closure >= cached.closures.count })
        func damaged(_ summary: SwiftFileSummary, file: SourceFile) throws -> SwiftFileSummary {
            var garbage = BinaryWriter()
            garbage.writeSection { $0.writeRawBytes([0xFF, 0xFF, 0xFF]) }
            garbage.writeRawBytes([0xFF, 0xFF, 0xFF])
            var reader = BinaryReader(garbage.bytes)
            var back = summary
            back.file = file
            back.setPendingScopeFacts(PendingScopeFacts(section: try reader.deferSection(), closureCount: summary.closures.count))
            back.setPendingCalls(PendingCalls(count: summary.calls.count, rest: reader.deferRest()))
            return back
        }
        // Its file says something else: no contexts or scopes, and as many calls as counted, each matching nothing.
        let disagreeing = try damaged(cached, file: edited)
        XCTAssertEqual(disagreeing.closureContexts, [])
        XCTAssertEqual(disagreeing.codeScopes, [])
        XCTAssertEqual(disagreeing.calls.count, cached.calls.count)
        XCTAssertTrue(disagreeing.calls.allSatisfy { $0.callee.isEmpty && $0.arguments.isEmpty && $0.context.closure == nil })
        // Its own file: the rescan is the summary's (as in the test above).
        let agreeing = try damaged(cached, file: cached.file)
        XCTAssertEqual(agreeing.closureContexts, cached.closureContexts)
        XCTAssertEqual(agreeing.codeScopes, cached.codeScopes)
        XCTAssertEqual(agreeing.calls, cached.calls)
        // The same declarations and closures where they were, one call fewer (its bytes kept): the contexts are
        // the rescan's, the calls not (interface calls point at the summary's by number).
        let oneCallFewer = SourceFile(path: "OrdersViewController.swift", text: Self.cachedSource.replacingOccurrences(
            of: "super.viewDidLoad()", with: "super.viewDidLoad;;"))
        XCTAssertTrue(cached.declaresTheSame(as: SwiftScanner.scan(oneCallFewer)))
        XCTAssertEqual(SwiftScanner.scan(oneCallFewer).calls.count, cached.calls.count - 1)
        let fewer = try damaged(cached, file: oneCallFewer)
        XCTAssertEqual(fewer.closureContexts, SwiftScanner.scan(oneCallFewer).closureContexts)
        XCTAssertEqual(fewer.calls, [SwiftCall](repeating: .unread, count: cached.calls.count))
        XCTAssertFalse(cached.declaresTheSame(as: rescanned))
    }
}
