/// "Did you mean" suggestions: the closest candidate by edit distance, when close enough to be a typo.
/// Rules (unknown outlets, identifiers) and the engine (rule ids in `.iblint.yml` and in suppression
/// comments) share it, so a typo is recognized the same way everywhere.
public enum Spelling {
    /// The candidate closest to `name`, within a distance of `max(2, name.count / 3)`; `nil` when none is
    /// that close. Case is ignored; ties go to the alphabetically first candidate.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        var query = Query(name)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            guard let distance = query.distance(to: candidate) else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`), sorted.
    public static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        var query = Query(name)
        var matches: Set<String> = []
        for candidate in candidates where candidate != name && !matches.contains(candidate) {
            if query.distance(to: candidate) != nil { matches.insert(candidate) }
        }
        return matches.sorted()
    }

    /// `"; did you mean 'broken-outlet'?"`, to end a message with, or the empty string when nothing is close.
    public static func didYouMean(_ name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func typoLimit(_ name: String) -> Int { max(2, name.count / 3) }

    /// A name lowercased into Unicode scalar values, with the set of characters it holds folded into 64
    /// bits. Rules ask about every class or identifier of a project for each finding, so a comparison
    /// gives up as early as it can: the distance is at least the difference in length, at least half the
    /// number of character bits one name has and the other lacks (an edit adds or removes at most one
    /// character, so changes at most two bits), and at least the smallest value of a row.
    struct Key {
        var values: [UInt32]
        var characters: UInt64

        init(_ name: String) {
            values = name.lowercased().unicodeScalars.map(\.value)
            characters = Self.characters(of: values)
        }

        static func characters(of values: some Sequence<UInt32>) -> UInt64 {
            var bits: UInt64 = 0
            for value in values { bits |= characterBit(value) }
            return bits
        }

        /// Letters and digits have a bit each; other characters share the remaining ones. Any mapping
        /// keeps the bound true; distinct bits make it sharper.
        @inline(__always) static func characterBit(_ value: UInt32) -> UInt64 {
            switch value {
            case 0x61...0x7A: return 1 << UInt64(value - 0x61)
            case 0x30...0x39: return 1 << UInt64(value - 0x30 + 26)
            default: return 1 << UInt64(36 + value % 28)
            }
        }
    }

    /// One name asked about many candidates: its key, its limit and the rows of the distance table,
    /// reused from one candidate to the next.
    struct Query {
        let key: Key
        let limit: Int
        private let masks: PatternMasks?
        private var other: [UInt32] = []
        private var previous: [Int] = []
        private var current: [Int] = []

        init(_ name: String) {
            key = Key(name)
            limit = Spelling.typoLimit(name)
            masks = PatternMasks(key.values)
        }

        /// The distance to `candidate` (lowercased here: ASCII byte by byte, anything else through
        /// `lowercased()`) when it is within the limit, else `nil`.
        mutating func distance(to candidate: String) -> Int? {
            let limit = self.limit, count = key.values.count
            var candidate = candidate
            candidate.makeContiguousUTF8()
            // `nil`: not ASCII (lowercasing may change its length), for the general path below.
            let ascii: Bool? = candidate.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
                guard abs(bytes.count - count) <= limit else { return false }
                other.removeAll(keepingCapacity: true)
                for byte in bytes { other.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) }
                return true
            } ?? nil
            if ascii == false { return nil }
            if ascii == nil { other = candidate.lowercased().unicodeScalars.map(\.value) }
            let candidateValues = other
            return distance(to: candidateValues, characters: Key.characters(of: candidateValues))
        }

        /// The distance to a candidate already prepared as a key.
        mutating func distance(to candidate: Key) -> Int? {
            distance(to: candidate.values, characters: candidate.characters)
        }

        /// The bounds first (length, character bits), then the bit vectors or the table.
        private mutating func distance(to values: [UInt32], characters: UInt64) -> Int? {
            guard abs(values.count - key.values.count) <= limit,
                  ((key.characters ^ characters).nonzeroBitCount + 1) / 2 <= limit else { return nil }
            if let masks { return masks.distance(to: values, within: limit) }
            return Spelling.distance(key.values, values, within: limit, previous: &previous, current: &current)
        }
    }

    /// For each character of a name of at most 64 characters, the positions it holds as bits: the edit
    /// distance to another name then takes a few word operations per character of that name (Myers'
    /// bit-vector algorithm, in Hyyrö's form for the distance between whole strings) instead of a row
    /// of the table.
    struct PatternMasks {
        private var ascii = [UInt64](repeating: 0, count: 128)
        private var other: [UInt32: UInt64] = [:]
        private let count: Int

        init?(_ pattern: [UInt32]) {
            guard !pattern.isEmpty, pattern.count <= 64 else { return nil }
            count = pattern.count
            for (position, value) in pattern.enumerated() {
                if value < 128 { ascii[Int(value)] |= 1 << UInt64(position) } else { other[value, default: 0] |= 1 << UInt64(position) }
            }
        }

        @inline(__always) private func mask(_ value: UInt32) -> UInt64 {
            value < 128 ? ascii[Int(value)] : other[value] ?? 0
        }

        /// The distance to `text` when at most `limit`, else `nil`; gives up once the distance so far,
        /// less what the rest of the text could take back, is over the limit.
        func distance(to text: [UInt32], within limit: Int) -> Int? {
            guard abs(text.count - count) <= limit else { return nil }
            if text.isEmpty { return count <= limit ? count : nil }
            var positive: UInt64 = ~0, negative: UInt64 = 0
            var score = count
            let last: UInt64 = 1 << UInt64(count - 1)
            for (position, value) in text.enumerated() {
                let equal = mask(value)
                let vertical = equal | negative
                let horizontal = (((equal & positive) &+ positive) ^ positive) | equal
                var up = negative | ~(horizontal | positive)
                var down = positive & horizontal
                if up & last != 0 { score += 1 } else if down & last != 0 { score -= 1 }
                if score - (text.count - 1 - position) > limit { return nil }
                up = (up << 1) | 1
                down <<= 1
                positive = down | ~(vertical | up)
                negative = up & vertical
            }
            return score <= limit ? score : nil
        }
    }

    /// The edit distance between `target` and `other` when it is at most `limit`, else `nil`; it stops at
    /// the first row whose smallest value is over the limit. The rows are the caller's, to reuse.
    static func distance(_ target: [UInt32], _ other: [UInt32], within limit: Int,
                         previous: inout [Int], current: inout [Int]) -> Int? {
        guard abs(other.count - target.count) <= limit else { return nil }
        if target.isEmpty { return other.count }
        if other.isEmpty { return target.count }
        let width = other.count + 1
        if previous.count < width {
            previous = [Int](repeating: 0, count: width)
            current = [Int](repeating: 0, count: width)
        }
        for j in 0..<width { previous[j] = j }
        for i in 1...target.count {
            current[0] = i
            var rowMinimum = i
            let character = target[i - 1]
            for j in 1..<width {
                let cost = character == other[j - 1] ? 0 : 1
                let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
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
        var key: Spelling.Key
    }

    /// Candidates by the number of scalars of their lowercased name.
    private var byLength: [Int: [Candidate]] = [:]

    public init(_ candidates: [String]) {
        for name in Set(candidates) {
            let key = Spelling.Key(name)
            byLength[key.values.count, default: []].append(Candidate(name: name, key: key))
        }
    }

    public func closest(to name: String) -> String? { suggestions(for: name).closest }

    public func closeMatches(to name: String) -> [String] { suggestions(for: name).closeMatches }

    /// `closest(to:)` and `closeMatches(to:)` from one search.
    public func suggestions(for name: String) -> (closest: String?, closeMatches: [String]) {
        var best: (name: String, distance: Int)?
        var matches: [String] = []
        forEachClose(to: name) { candidate, distance in
            matches.append(candidate)
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return (best?.name, matches.sorted())
    }

    private func forEachClose(to name: String, _ body: (String, Int) -> Void) {
        var query = Spelling.Query(name)
        let count = query.key.values.count, limit = query.limit
        for length in max(0, count - limit)...(count + limit) {
            for candidate in byLength[length] ?? [] where candidate.name != name {
                if let distance = query.distance(to: candidate.key) { body(candidate.name, distance) }
            }
        }
    }
}
