import Dispatch
import IBLintCore
import Testing

@Suite("Lock")
struct LockTests {
    private final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test("increments from every core under the lock are all kept")
    func excludes() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                counter.lock.withLock { counter.value += 1 }
            }
        }
        #expect(counter.value == 160_000)
    }

    @Test("withLock gives back the body's result and unlocks when it throws")
    func withLockUnlocks() throws {
        struct Failure: Error {}
        let lock = Lock()
        #expect(lock.withLock { 42 } == 42)
        #expect(throws: Failure.self) { try lock.withLock { throw Failure() } }
        // Locked again after the throw: a lock left held would hang here.
        lock.lock()
        lock.unlock()
    }
}
