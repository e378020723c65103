import Dispatch
import IBLintCore
import XCTest

final class OnceValueTests: XCTestCase {
    func testTheValueIsMadeOnceForEveryThread() {
        let once = OnceValue<Int>()
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let results = (0..<64).map { $0 }.parallelMap { _ in once.get { counter.count += 1; return 42 } }
        XCTAssertEqual(Set(results), [42])
        XCTAssertEqual(counter.count, 1)
    }
}
