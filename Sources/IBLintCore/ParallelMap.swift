import Dispatch
import Foundation

/// Results written by concurrent workers, each into its own slot.
private final class SlotArray<Element>: @unchecked Sendable {
    private var slots: [Element?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Element) { lock.lock(); slots[index] = value; lock.unlock() }
    var values: [Element] { slots.map { $0! } }
}

extension Array where Element: Sendable {
    /// `map` over all cores; order is preserved.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        let results = SlotArray<T>(count: count)
        self.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let elements = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.set(index, transform(elements[index]))
            }
        }
        return results.values
    }
}
