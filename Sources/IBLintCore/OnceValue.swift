
/// A value computed the first time someone asks for it and shared after, by every thread: for the
/// derived tables of an immutable index that several rules ask for (running in parallel).
///
/// `get` is inlinable so that it is specialized for each table's type in the module that asks: a generic
/// call looked `Value?`'s metadata up at run time, every time.
public final class OnceValue<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var value: Value?

    public init() {}

    /// Whether the value has been computed.
    public var isComputed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value != nil
    }

    /// The value, computed by `make` on the first call. Callers that arrive meanwhile wait for it.
    @inlinable public func get(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}

/// Values computed once per key and shared after, by every thread (computed outside the lock: two
/// threads asking for the same new key may both compute it, and either answer is kept).
public final class MemoTable<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var values: [Key: Value] = [:]

    public init() {}

    /// How many keys have a value.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }

    @inlinable public func get(_ key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        if let value = values[key] { lock.unlock(); return value }
        lock.unlock()
        let made = make()
        lock.lock()
        values[key] = made
        lock.unlock()
        return made
    }
}
