import IBLintCore

/// "Did you mean" suggestions for rules: the shared spelling model (`Spelling`, in IBLintCore, which the
/// engine uses for rule ids too) plus what only rules need.
enum Suggestions {
    static func closest(to name: String, in candidates: [String]) -> String? { Spelling.closest(to: name, in: candidates) }

    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`).
    static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        Spelling.closeMatches(to: name, in: candidates)
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
