/// "Did you mean" suggestions: the closest candidate by edit distance, when close enough to be a typo.
/// Rules (unknown outlets, identifiers) and the engine (rule ids in `.iblint.yml` and in suppression
/// comments) share it, so a typo is recognized the same way everywhere.
public enum Spelling {
    /// The candidate closest to `name`, within a distance of `max(2, name.count / 3)`; `nil` when none is
    /// that close. Case is ignored; ties go to the alphabetically first candidate.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let unique = Array(Set(candidates)).sorted()
        let limit = typoLimit(name)
        var best: (name: String, distance: Int)?
        for candidate in unique where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`), sorted.
    public static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        let limit = typoLimit(name)
        return Array(Set(candidates)).sorted().filter {
            $0 != name && editDistance(name.lowercased(), $0.lowercased()) <= limit
        }
    }

    /// `"; did you mean 'broken-outlet'?"`, to end a message with, or the empty string when nothing is close.
    public static func didYouMean(_ name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func typoLimit(_ name: String) -> Int { max(2, name.count / 3) }

    /// Levenshtein distance over Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
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
