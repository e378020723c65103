import IBLintEngine
import XCTest

final class MemoryTuningTests: XCTestCase {
    /// On glibc the allocator is told its threshold (`mallopt` answers 1 when it took the setting);
    /// elsewhere nothing is done. Either way, a setting of the user's in the environment wins.
    func testSetsTheThresholdOnGlibcUnlessTheEnvironmentDoes() {
        #if canImport(Glibc)
        XCTAssertTrue(MemoryTuning.apply(environment: [:]))
        XCTAssertTrue(MemoryTuning.apply(environment: ["PATH": "/usr/bin", "MALLOC": "x"]), "not an allocator setting")
        #else
        XCTAssertFalse(MemoryTuning.apply(environment: [:]))
        #endif
        XCTAssertFalse(MemoryTuning.apply(environment: ["MALLOC_MMAP_THRESHOLD_": "65536"]))
        XCTAssertFalse(MemoryTuning.apply(environment: ["MALLOC_ARENA_MAX_": "1"]))
        // Large blocks are still made and freed as before.
        let blocks = (0..<8).map { [UInt8](repeating: UInt8($0), count: 300_000 * ($0 + 1)) }
        XCTAssertEqual(blocks.map(\.count).reduce(0, +), 300_000 * 36)
    }
}
