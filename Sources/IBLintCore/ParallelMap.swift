import Dispatch

/// Results written by concurrent workers, each into its own slot. Inlinable, as `parallelMap` is, so that
/// callers in other modules get it specialized for their types: unspecialized, every call looked the
/// generic types' metadata up at run time (300 instructions a slot written or read).
@usableFromInline final class SlotArray<Element>: @unchecked Sendable {
    @usableFromInline var slots: [Element?]
    @usableFromInline let lock = Lock()
    @inlinable init(count: Int) { slots = Array(repeating: nil, count: count) }
    @inlinable func set(_ index: Int, _ value: Element) { lock.lock(); slots[index] = value; lock.unlock() }
    @inlinable var values: [Element] { slots.map { $0! } }
}

extension Array where Element: Sendable {
    /// `map` over all cores; order is preserved.
    @inlinable public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
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

/// Where a piece of work run by `runConcurrently` leaves its result.
public final class ResultSlot<Value>: @unchecked Sendable {
    private var stored: Value?
    private let lock = Lock()
    public init() {}
    public func set(_ value: Value) { lock.lock(); stored = value; lock.unlock() }
    /// The result; only read after `runConcurrently` returned.
    public var value: Value { lock.lock(); defer { lock.unlock() }; return stored! }
}

/// Runs independent pieces of work at the same time and returns once all are done: for the serial
/// stretches of building the index (merging per-file tables), which otherwise leave a core idle one
/// after another. A `parallelMap` inside a piece runs serially (libdispatch gives a nested
/// `concurrentPerform` the cores divided by the outer one's width), so per-file work belongs before,
/// at full width, and only the merges in the pieces.
public func runConcurrently(_ pieces: [@Sendable () -> Void]) {
    pieces.withUnsafeBufferPointer { buffer in
        nonisolated(unsafe) let pieces = buffer
        DispatchQueue.concurrentPerform(iterations: pieces.count) { pieces[$0]() }
    }
}
