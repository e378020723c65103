/// "Did you mean" suggestions: the closest candidate by edit distance, when close enough to be a typo.
/// Rules (unknown outlets, identifiers) and the engine (rule ids in `.iblint.yml` and in suppression
/// comments) share it, so a typo is recognized the same way everywhere.
public enum Spelling {
    /// The candidate closest to `name`, within a distance of `max(2, name.count / 3)`; `nil` when none is
    /// that close. Case is ignored; ties go to the alphabetically first candidate.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = typoLimit(name)
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates) where candidate != name {
            guard let distance = distance(target, candidate, within: limit) else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`), sorted.
    public static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        let limit = typoLimit(name)
        let target = Array(name.lowercased().unicodeScalars)
        return Set(candidates).filter { $0 != name && distance(target, $0, within: limit) != nil }.sorted()
    }

    /// `"; did you mean 'broken-outlet'?"`, to end a message with, or the empty string when nothing is close.
    public static func didYouMean(_ name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func typoLimit(_ name: String) -> Int { max(2, name.count / 3) }

    /// The edit distance between `target` and the lowercased `candidate` when it is at most `limit`, else
    /// `nil`. Rules ask this of every class or identifier of a project for each finding, so it gives up
    /// early: the distance is at least the difference in length, and at least the smallest value of a row.
    static func distance(_ target: [Unicode.Scalar], _ candidate: String, within limit: Int) -> Int? {
        distance(target, Array(candidate.lowercased().unicodeScalars), within: limit)
    }

    /// The same, for a candidate already lowercased into scalars.
    static func distance(_ target: [Unicode.Scalar], _ other: [Unicode.Scalar], within limit: Int) -> Int? {
        guard abs(other.count - target.count) <= limit else { return nil }
        if target.isEmpty { return other.count }
        if other.isEmpty { return target.count }
        var previous = Array(0...other.count)
        var current = [Int](repeating: 0, count: other.count + 1)
        for i in 1...target.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...other.count {
                let cost = target[i - 1] == other[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[other.count] <= limit ? previous[other.count] : nil
    }

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

/// `Spelling.closest` and `closeMatches` over one list of candidates asked about many names (every
/// class of a project, for each unknown custom class): the candidates are lowercased once and filed by
/// length, so a name is compared only with candidates whose length is within its typo limit. Answers
/// exactly what `Spelling` answers for the same candidates.
public struct SpellingIndex: Sendable {
    private struct Candidate: Sendable {
        var name: String
        var lowercased: [Unicode.Scalar]
    }

    /// Candidates by the number of scalars of their lowercased name.
    private var byLength: [Int: [Candidate]] = [:]

    public init(_ candidates: [String]) {
        for name in Set(candidates) {
            let lowercased = Array(name.lowercased().unicodeScalars)
            byLength[lowercased.count, default: []].append(Candidate(name: name, lowercased: lowercased))
        }
    }

    public func closest(to name: String) -> String? {
        var best: (name: String, distance: Int)?
        forEachClose(to: name) { candidate, distance in
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    public func closeMatches(to name: String) -> [String] {
        var matches: [String] = []
        forEachClose(to: name) { candidate, _ in matches.append(candidate) }
        return matches.sorted()
    }

    private func forEachClose(to name: String, _ body: (String, Int) -> Void) {
        let limit = Spelling.typoLimit(name)
        let target = Array(name.lowercased().unicodeScalars)
        for length in max(0, target.count - limit)...(target.count + limit) {
            for candidate in byLength[length] ?? [] where candidate.name != name {
                if let distance = Spelling.distance(target, candidate.lowercased, within: limit) { body(candidate.name, distance) }
            }
        }
    }
}
