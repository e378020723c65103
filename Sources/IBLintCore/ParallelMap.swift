import Dispatch

extension Array where Element: Sendable {
    /// `map` over all cores; order is preserved.
    ///
    /// Each worker makes its result in place, in the returned array's own (uninitialized) storage: every
    /// slot has one writer, and `concurrentPerform` returns only once every worker is done, so no lock is
    /// taken and nothing is copied afterwards. (Results were set, under a lock, into an array of optionals
    /// and then copied out of it: a copy of every result is a retain of each reference it holds, and the
    /// optionals' release another, for every file parsed and every rule run; at scale 10 that was a fifth
    /// of the serial stretch after parsing.) Inlinable, so that callers in other modules get it
    /// specialized for their types: unspecialized, every call looked the generic types' metadata up at run
    /// time (300 instructions a slot).
    @inlinable public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        let count = self.count
        return [T](unsafeUninitializedCapacity: count) { results, initialized in
            nonisolated(unsafe) let slots = results.baseAddress!
            self.withUnsafeBufferPointer { buffer in
                nonisolated(unsafe) let elements = buffer
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    (slots + index).initialize(to: transform(elements[index]))
                }
            }
            initialized = count
        }
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

/// Lets `value` go on another thread: for the temporaries of a phase (per-file parts already merged, a
/// resolver's tables), whose freeing, one release and often one `free` per element, kept the core that
/// built the index busy for 20–35 ms at scale 10 while the other stood idle. Pass what no one uses any
/// more: freed there only if that reference is the last one (else it is only a release, here or there).
public func releaseElsewhere<Value>(_ value: consuming Value) {
    let holder = ReleaseHolder(value)
    DispatchQueue.global(qos: .utility).async(group: releasesElsewhere) { holder.release() }
}

/// The releases `releaseElsewhere` started and has not finished.
private let releasesElsewhere = DispatchGroup()

/// Waits until every value handed to `releaseElsewhere` so far has been let go: for a caller that checks
/// what a run left allocated (a fuzzing harness under LeakSanitizer, which otherwise could look while a
/// release is half done and report what it was freeing as leaked).
public func waitForReleasesElsewhere() {
    releasesElsewhere.wait()
}

/// The holder `releaseElsewhere` hands to another thread.
private final class ReleaseHolder<Value>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    func release() { value = nil }
}

/// Work started on another thread at once, its value waited for when first asked (`value`): for what a run
/// needs later and can make while it does something else (the cache's files, read while the project's files
/// are found and read).
public final class BackgroundWork<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once on the other thread before it leaves `group`; read only after waiting for `group`.
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.group.leave()
        }
    }

    /// The work's value, once it is done (waiting for it if need be).
    public var value: Value {
        group.wait()
        return result!
    }
}
