import IBLintCore

/// The app generator's numbers: `SplitMix64` (a fixed algorithm, so the same seed gives the same app on every
/// machine and every Swift version), with the picks the generator makes.
struct Random {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A generator for one named part of the app: its output depends only on the seed and the name, so
    /// adding a feature does not change the bytes of the ones before it.
    init(seed: UInt64, name: String) {
        self.init(seed: seed ^ Random.fnv1a(name))
    }

    mutating func next() -> UInt64 { generator.next() }

    /// A number in `range`, both ends included.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `count` different items of `items`, in `items`' order.
    mutating func pick<T>(_ count: Int, of items: [T]) -> [T] {
        var indices = Array(items.indices)
        var chosen: [Int] = []
        for _ in 0..<min(count, items.count) {
            chosen.append(indices.remove(at: int(0...(indices.count - 1))))
        }
        return chosen.sorted().map { items[$0] }
    }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        guard result.count > 1 else { return result }
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(i, int(0...i))
        }
        return result
    }

    /// FNV-1a: a stable hash of a string (Swift's `hashValue` changes with every process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }
}
