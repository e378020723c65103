#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock: a pthread mutex, as `NSLock` is, without Foundation. iblint needs only
/// FoundationEssentials on Linux; `NSLock` alone pulled in the whole Foundation library, its
/// internationalization and ICU, which cost every run 3 ms to load and 7 MB of memory.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always) public func lock() { pthread_mutex_lock(mutex) }

    @inline(__always) public func unlock() { pthread_mutex_unlock(mutex) }

    /// `body`'s result, run holding the lock.
    @inline(__always) public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
