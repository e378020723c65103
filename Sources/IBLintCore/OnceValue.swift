import Foundation

/// A value computed the first time someone asks for it and shared after, by every thread: for the
/// derived tables of an immutable index that several rules ask for (running in parallel).
public final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    public init() {}

    /// The value, computed by `make` on the first call. Callers that arrive meanwhile wait for it.
    public func get(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
