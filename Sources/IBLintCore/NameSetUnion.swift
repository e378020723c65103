/// The union of many name sets (every file's identifiers), asked whether it holds a name. While few names
/// were asked, each set is probed with the name's hash, computed once; once probing would have cost about
/// as much as merging, the sets are merged into one, and that answers from then on. A project's per-file
/// sets are thousands and hold hundreds of thousands of names: merging them cost 33 M instructions on
/// corona-warn-app, in every run, where a pre-commit run there asks a hundred names or fewer (126 cost 14 M).
public final class NameSetUnion: @unchecked Sendable {
    private let parts: [NameSet]
    /// Each part's position among the sets it was made of (the empty ones are left out of `parts`).
    private let positions: [Int]
    /// How many names are asked by probing before the sets are merged.
    private let probesBeforeMerging: Int
    private let lock = Lock()
    private var asked = 0
    private var merged: NameSet?

    public init(_ parts: [NameSet]) {
        positions = parts.indices.filter { !parts[$0].isEmpty }
        self.parts = positions.map { parts[$0] }
        // Merging costs about 160 instructions a name of the parts, probing about 60 a part and name asked
        // (measured on corona-warn-app: 33 M to merge its 1,800 files' sets, 110,000 a name probed).
        let names = self.parts.reduce(0) { $0 + $1.count }
        probesBeforeMerging = self.parts.isEmpty ? 0 : names * 8 / 3 / self.parts.count
    }

    /// Whether some set holds `name` (byte for byte, as `NameSet` compares).
    public func contains(_ name: String) -> Bool {
        if let union = unionIfDue() { return union.contains(name) }
        return name.withUTF8Bytes { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            let hash = NameSet.hash(bytes)
            return parts.contains { $0.contains(bytes, hash: hash) }
        }
    }

    /// Which of `names` some set holds (byte for byte, as `NameSet` compares), asked at once: each set is
    /// walked against the names (the smaller of the two, `NameSet.forEachShared`), the walk stopping once
    /// every name was found; the merged set answers instead when it exists. Many names asked one at a time
    /// were each looked for in every set until enough had been asked to merge them all (unknown-custom-class
    /// on scale 10: 280 M instructions and a merged set of every file's identifiers, where this is one walk
    /// that makes no set but the answer). Does not count toward merging.
    public func containing<Names: Sequence>(_ names: Names) -> NameSet where Names.Element == String {
        let asked = NameSet(Array(names))
        guard !asked.isEmpty else { return NameSet() }
        lock.lock()
        let merged = self.merged
        lock.unlock()
        var found = [Bool](repeating: false, count: asked.count)
        if let merged {
            merged.forEachShared(with: asked) { number in found[number] = true }
        } else {
            var missing = asked.count
            for part in parts {
                part.forEachShared(with: asked) { number in
                    if !found[number] {
                        found[number] = true
                        missing -= 1
                    }
                }
                if missing == 0 { break }
            }
        }
        return NameSet(found.indices.filter { found[$0] }.map { asked.name(number: $0) })
    }

    /// The positions, among the sets the union was made of, of those that hold `name`, in order: a file's
    /// set for each file, so that a question about a name's files walks the sets once by hash instead of
    /// asking each file's set with the name made again each time (nib-owner loads did, for every xib).
    public func partsContaining(_ name: String) -> [Int] {
        name.withUTF8Bytes { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            let hash = NameSet.hash(bytes)
            return parts.indices.filter { parts[$0].contains(bytes, hash: hash) }.map { positions[$0] }
        }
    }

    /// The merged set (merging the parts now if they were not yet).
    public var union: NameSet {
        lock.lock()
        defer { lock.unlock() }
        return mergedLocked()
    }

    /// The merged set when it exists or this question makes it due; `nil` while names are probed.
    private func unionIfDue() -> NameSet? {
        lock.lock()
        defer { lock.unlock() }
        if let merged { return merged }
        asked += 1
        return asked > probesBeforeMerging ? mergedLocked() : nil
    }

    private func mergedLocked() -> NameSet {
        if let merged { return merged }
        // Room for a quarter of all the parts' names (about how many are distinct), so the set is not
        // rehashed over and over as it grows.
        var union = NameSet(minimumCapacity: parts.reduce(0) { $0 + $1.count } / 4)
        for part in parts { union.formUnion(part) }
        merged = union
        return union
    }
}

extension NameSet {
    /// Whether the set holds the name whose bytes are `name` and whose `hash(_:)` is `hash`.
    func contains(_ name: UnsafeRawBufferPointer, hash: UInt64) -> Bool {
        guard !ends.isEmpty else { return false }
        return hasTable ? find(name, hash: hash).found : Self.search(bytes, ends, name).found
    }
}
