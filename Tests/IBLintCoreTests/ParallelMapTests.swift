import Dispatch
import Foundation
import IBLintCore
import XCTest

final class ParallelMapTests: XCTestCase {
    func testParallelMapKeepsOrder() {
        let numbers = Array(0..<1000)
        XCTAssertEqual(numbers.parallelMap { $0 * 3 }, numbers.map { $0 * 3 })
        XCTAssertEqual([7].parallelMap { $0 + 1 }, [8])
        XCTAssertEqual([Int]().parallelMap { $0 }, [])
    }

    /// Results are made in place in the returned array: each one is handed over exactly once (none copied
    /// and left behind, none released twice), whatever it holds.
    func testParallelMapHandsOverEachResultOnce() {
        final class Released: @unchecked Sendable {
            private var count = 0
            private let lock = NSLock()
            func add() { lock.lock(); count += 1; lock.unlock() }
            var total: Int { lock.lock(); defer { lock.unlock() }; return count }
        }
        final class Tracked: @unchecked Sendable {
            let value: Int
            let released: Released
            init(_ value: Int, _ released: Released) { self.value = value; self.released = released }
            deinit { released.add() }
        }
        let released = Released()
        do {
            let results = Array(0..<2000).parallelMap { (tracked: Tracked($0, released), text: String(repeating: "é", count: $0 % 40)) }
            XCTAssertEqual(results.map(\.tracked.value), Array(0..<2000))
            XCTAssertEqual(results.map(\.text), (0..<2000).map { String(repeating: "é", count: $0 % 40) })
            XCTAssertEqual(released.total, 0)
        }
        XCTAssertEqual(released.total, 2000)
    }

    /// Every piece runs exactly once, each leaves its own result, and a `parallelMap` inside a piece
    /// (run serially there) still maps everything in order.
    func testBackgroundWorkRunsOnceElsewhereAndHandsItsValueToEveryAsker() {
        final class Runs: @unchecked Sendable {
            private var threads: [Bool] = []
            private let lock = NSLock()
            func add(onMain: Bool) { lock.lock(); threads.append(onMain); lock.unlock() }
            var all: [Bool] { lock.lock(); defer { lock.unlock() }; return threads }
        }
        let runs = Runs()
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> [Int] in
            runs.add(onMain: Thread.isMainThread)
            started.signal()
            release.wait()
            return Array(0..<1000)
        }
        // It started without being asked, and the asker waits until it is done.
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { release.signal() }
        XCTAssertEqual(work.value, Array(0..<1000))
        XCTAssertEqual(work.value.count, 1000, "asked again: the same value, without running again")
        XCTAssertEqual(runs.all, [false], "run once, not on the asking thread")
    }

    /// A value handed to `releaseElsewhere` is let go on another thread, and `waitForReleasesElsewhere`
    /// returns only once it has been (each one, when many are pending: the releases are slowed down here).
    func testReleasesElsewhereAreWaitedFor() {
        final class Tracked: @unchecked Sendable {
            static let lock = NSLock()
            nonisolated(unsafe) static var freed = 0
            nonisolated(unsafe) static var freedOnMainThread = 0
            deinit {
                Thread.sleep(forTimeInterval: 0.002)
                Self.lock.lock()
                Self.freed += 1
                if Thread.isMainThread { Self.freedOnMainThread += 1 }
                Self.lock.unlock()
            }
        }
        for _ in 0..<20 { releaseElsewhere([Tracked(), Tracked()]) }
        waitForReleasesElsewhere()
        Tracked.lock.lock()
        XCTAssertEqual(Tracked.freed, 40)
        XCTAssertEqual(Tracked.freedOnMainThread, 0)
        Tracked.lock.unlock()
        waitForReleasesElsewhere()  // none pending: returns at once
    }

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
