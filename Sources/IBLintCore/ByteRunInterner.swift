/// Numbers the distinct byte runs (words, names) of one buffer as they are met: the same bytes get the same
/// number, so a pass over a file can make a `String` of each distinct run once instead of once per
/// occurrence. Open addressing over an FNV-1a hash; a probe compares bytes with the run's first
/// occurrence, so every call must pass the same buffer.
public struct ByteRunInterner {
    /// Run number + 1 per slot (`0`: empty). Power-of-two size, at most half full.
    private var slots: [Int32]
    private var mask: Int
    /// Each run's first occurrence and hash.
    private var starts: [Int] = []
    private var lengths: [Int] = []
    private var hashes: [UInt32] = []

    public init(expectedRuns: Int = 32) {
        var size = 64
        while size < expectedRuns * 2 { size <<= 1 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        starts.reserveCapacity(size / 2)
        lengths.reserveCapacity(size / 2)
        hashes.reserveCapacity(size / 2)
    }

    /// How many distinct runs were met.
    public var count: Int { starts.count }

    /// The number of the run `bytes[start..<end]`, and whether this is its first occurrence.
    @inline(__always)
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (index: Int, isNew: Bool) {
        intern(bytes, start, end, hash: ByteRunInterner.hash(bytes, start, end))
    }

    /// `intern` with the run's `hash(_:_:_:)` already computed.
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt32) -> (index: Int, isNew: Bool) {
        let length = end - start
        var slot = Int(hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { break }
            let index = stored - 1
            if hashes[index] == hash, lengths[index] == length, ByteRunInterner.equal(bytes, starts[index], start, length) {
                return (index, false)
            }
            slot = (slot + 1) & mask
        }
        let index = starts.count
        starts.append(start)
        lengths.append(length)
        hashes.append(hash)
        slots[slot] = Int32(truncatingIfNeeded: index + 1)
        if starts.count * 2 > slots.count { grow() }
        return (index, true)
    }

    private mutating func grow() {
        let size = slots.count * 2
        var grown = [Int32](repeating: 0, count: size)
        let newMask = size - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(hash) & newMask
            while grown[slot] != 0 { slot = (slot + 1) & newMask }
            grown[slot] = Int32(truncatingIfNeeded: index + 1)
        }
        slots = grown
        mask = newMask
    }

    /// FNV-1a of `bytes[start..<end]`.
    @inline(__always)
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        var index = start
        while index < end {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
            index += 1
        }
        return hash
    }

    /// Eight bytes at a time (a byte at a time, this was two fifths of interning a name).
    /// `a + length` and `b + length` are within `bytes`.
    @inline(__always)
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        if a == b { return true }
        guard let base = bytes.baseAddress else { return length == 0 }
        let raw = UnsafeRawPointer(base)
        var k = 0
        while k + 8 <= length {
            if raw.loadUnaligned(fromByteOffset: a + k, as: UInt64.self)
                != raw.loadUnaligned(fromByteOffset: b + k, as: UInt64.self) { return false }
            k += 8
        }
        while k < length {
            if base[a + k] != base[b + k] { return false }
            k += 1
        }
        return true
    }
}
