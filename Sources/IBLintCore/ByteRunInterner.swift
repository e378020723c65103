/// Numbers the distinct byte runs (words, names) of one buffer as they are met: the same bytes get the same
/// number, so a pass over a file can make a `String` of each distinct run once instead of once per
/// occurrence. Open addressing over a word-at-a-time hash; a probe compares bytes with the run's first
/// occurrence, so every call must pass the same buffer.
public struct ByteRunInterner {
    /// Per slot, the hash of the run in it (high half) and its number + 1 (low half; `0`: empty), so a probe
    /// reads one array and compares bytes only when the hashes match. Power-of-two size, at most half full.
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int
    /// Each run's first occurrence: its start (low half) and length (high half). Runs are in files of at
    /// most 2 GB (`ByteRange.maximumOffset`).
    @usableFromInline var runs: [UInt64] = []

    public init(expectedRuns: Int = 32) {
        var size = 64
        while size < expectedRuns * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        runs.reserveCapacity(size / 2)
    }

    /// How many distinct runs were met.
    public var count: Int { runs.count }

    /// The number of the run `bytes[start..<end]`, and whether this is its first occurrence.
    @inlinable @inline(__always)
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (index: Int, isNew: Bool) {
        intern(bytes, start, end, hash: ByteRunInterner.hash(bytes, start, end))
    }

    /// `intern` with the run's `hash(_:_:_:)` already computed. Inlined where used (a call per name the lexer
    /// meets): one array read per probe, bytes compared only on a matching hash.
    @inlinable @inline(__always)
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt32) -> (index: Int, isNew: Bool) {
        let length = end - start
        let tag = UInt64(hash) &<< 32
        var slot = Int(hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { break }
            if stored & 0xFFFF_FFFF_0000_0000 == tag {
                let index = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
                let run = runs[index]
                if Int(truncatingIfNeeded: run &>> 32) == length,
                   ByteRunInterner.equal(bytes, Int(truncatingIfNeeded: run & 0xFFFF_FFFF), start, length) {
                    return (index, false)
                }
            }
            slot = (slot + 1) & mask
        }
        let index = runs.count
        runs.append(UInt64(truncatingIfNeeded: start) | UInt64(truncatingIfNeeded: length) &<< 32)
        slots[slot] = tag | UInt64(truncatingIfNeeded: index + 1)
        if runs.count * 2 > slots.count { grow() }
        return (index, true)
    }

    @usableFromInline mutating func grow() {
        let size = slots.count * 2
        var grown = [UInt64](repeating: 0, count: size)
        let newMask = size - 1
        for stored in slots where stored != 0 {
            var slot = Int(truncatingIfNeeded: stored &>> 32) & newMask
            while grown[slot] != 0 { slot = (slot + 1) & newMask }
            grown[slot] = stored
        }
        slots = grown
        mask = newMask
    }

    /// A hash of `bytes[start..<end]`: `NameSet`'s, which reads eight bytes at a time (FNV-1a, a multiply per
    /// byte in one dependent chain, was a third of naming an identifier).
    @inlinable @inline(__always)
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        let hash = NameSet.hash(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<end]))
        return UInt32(truncatingIfNeeded: hash ^ (hash &>> 32))
    }

    /// Eight bytes at a time (a byte at a time, this was two fifths of interning a name).
    /// `a + length` and `b + length` are within `bytes`.
    @inlinable @inline(__always)
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
