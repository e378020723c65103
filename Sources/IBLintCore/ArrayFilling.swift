extension Array {
    /// `Array(repeating: value, count: count)`, allocated through code the compiler specializes for the
    /// element type. The standard library's `Array(repeating:count:)` and
    /// `Array(unsafeUninitializedCapacity:initializingWith:)` allocate in an unspecialized function that looks
    /// the storage class up in the runtime's generic metadata cache on every call (440 instructions, more
    /// than filling a small table costs; 89,000 calls, 2 % of a cold scale-1 run, most of them for name
    /// sets). `reserveCapacity` is inlined into the caller and names the storage class directly.
    ///
    /// For many small arrays written through a buffer pointer (a name set's hash table). The optimizer does
    /// not know an array made here is unique, as it knows of `Array(repeating:count:)`'s: writing one by
    /// subscript in a loop checks its uniqueness at every write, which costs more than the look-up saves
    /// on arrays as long as a file's tokens.
    @inlinable public init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
