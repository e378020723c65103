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

/// Results of independent pieces of work run at the same time.
private final class Results3<A, B, C>: @unchecked Sendable {
    var a: A?, b: B?, c: C?
}

/// Runs three independent pieces of work at the same time (each may itself use `parallelMap`) and
/// returns their results once all are done: for the serial stretches of building the index, which
/// otherwise leave a core idle one after another.
public func concurrently<A: Sendable, B: Sendable, C: Sendable>(_ a: @Sendable () -> A, _ b: @Sendable () -> B,
                                                                _ c: @Sendable () -> C) -> (A, B, C) {
    let results = Results3<A, B, C>()
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: 3) { piece in
        switch piece {
        case 0: let value = a(); lock.lock(); results.a = value; lock.unlock()
        case 1: let value = b(); lock.lock(); results.b = value; lock.unlock()
        default: let value = c(); lock.lock(); results.c = value; lock.unlock()
        }
    }
    return (results.a!, results.b!, results.c!)
}
