/// "Did you mean" suggestions: the closest candidate by edit distance, when close enough to be a typo.
enum Suggestions {
    static func closest(to name: String, in candidates: [String]) -> String? {
        let unique = Array(Set(candidates)).sorted()
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in unique where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension Suggestions {
    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`).
    static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        let limit = max(2, name.count / 3)
        return Array(Set(candidates)).sorted().filter {
            $0 != name && editDistance(name.lowercased(), $0.lowercased()) <= limit
        }
    }

    /// The asset catalog name a missing resource `name` most likely meant: the same name moved into or
    /// out of a namespaced folder (`PriceGreen` ↔ `Colors/PriceGreen`), else a close spelling.
    static func resource(for name: String, in candidates: [String]) -> String? {
        let last = { (text: String) in text.split(separator: "/").last.map { $0.lowercased() } ?? text.lowercased() }
        let moved = candidates.filter { $0 != name && last($0) == last(name) }.sorted()
        if let first = moved.first { return first }
        // Short names are too close to too many others for a spelling suggestion to mean anything.
        return name.count >= 5 ? closest(to: name, in: candidates) : nil
    }
}
