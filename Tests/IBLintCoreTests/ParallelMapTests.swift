import IBLintCore
import XCTest

final class ParallelMapTests: XCTestCase {
    func testParallelMapKeepsOrder() {
        let numbers = Array(0..<1000)
        XCTAssertEqual(numbers.parallelMap { $0 * 3 }, numbers.map { $0 * 3 })
        XCTAssertEqual([7].parallelMap { $0 + 1 }, [8])
        XCTAssertEqual([Int]().parallelMap { $0 }, [])
    }

    /// Costliest first: the results are still in the elements' order, each element is mapped once, and
    /// the elements start in falling cost (every core takes the next costliest, so the first to start is
    /// among the costliest as many as there are cores).
    func testCostliestFirstKeepsOrderAndStartsWithTheCostliest() {
        final class Starts: @unchecked Sendable {
            private var started: [Int] = []
            private let lock = NSLock()
            func add(_ element: Int) { lock.lock(); started.append(element); lock.unlock() }
            var all: [Int] { lock.lock(); defer { lock.unlock() }; return started }
        }
        let costs = (0..<500).map { ($0 * 7919) % 500 }  // every cost once, in a scrambled order
        let starts = Starts()
        let mapped = Array(0..<500).parallelMap(costliestFirst: { costs[$0] }) { element -> Int in
            starts.add(element)
            return element * 3
        }
        XCTAssertEqual(mapped, (0..<500).map { $0 * 3 })
        XCTAssertEqual(starts.all.sorted(), Array(0..<500))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let costliest = Set((0..<500).sorted { costs[$0] > costs[$1] }.prefix(max(1, cores)))
        XCTAssertTrue(costliest.contains(starts.all[0]), "first started: cost \(costs[starts.all[0]])")
        // Equal costs keep their order; one element or none is mapped in place.
        XCTAssertEqual(Array(repeating: 1, count: 50).enumerated().map(\.offset).parallelMap(costliestFirst: { _ in 0 }) { $0 }, Array(0..<50))
        XCTAssertEqual([4].parallelMap(costliestFirst: { $0 }) { $0 + 1 }, [5])
        XCTAssertEqual([Int]().parallelMap(costliestFirst: { $0 }) { $0 }, [])
    }

    /// Every piece runs exactly once, each leaves its own result, and a `parallelMap` inside a piece
    /// (run serially there) still maps everything in order.
    func testRunConcurrentlyRunsEveryPieceOnce() {
        final class Counter: @unchecked Sendable {
            private var counts = [Int](repeating: 0, count: 6)
            private let lock = NSLock()
            func add(_ piece: Int) { lock.lock(); counts[piece] += 1; lock.unlock() }
            var all: [Int] { lock.lock(); defer { lock.unlock() }; return counts }
        }
        let counter = Counter()
        let slots = (0..<6).map { _ in ResultSlot<[Int]>() }
        runConcurrently((0..<6).map { piece in
            { counter.add(piece); slots[piece].set(Array(0..<200).parallelMap { $0 * piece }) }
        })
        XCTAssertEqual(counter.all, [1, 1, 1, 1, 1, 1])
        for piece in 0..<6 { XCTAssertEqual(slots[piece].value, (0..<200).map { $0 * piece }) }
        runConcurrently([])
    }
}
