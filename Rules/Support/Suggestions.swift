import IBLintCore

/// "Did you mean" suggestions for rules: the shared spelling model (`Spelling`, in IBLintCore, which the
/// engine uses for rule ids too) plus what only rules need.
enum Suggestions {
    static func closest(to name: String, in candidates: [String]) -> String? { Spelling.closest(to: name, in: candidates) }

    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`).
    static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        Spelling.closeMatches(to: name, in: candidates)
    }

    /// The asset catalog name a missing resource most likely meant: the same name moved into or out of a
    /// namespaced folder (`PriceGreen` ↔ `Colors/PriceGreen`), else a close spelling. The catalog's names
    /// are prepared once, for a rule that asks about every missing image or color.
    struct ResourceSuggestions {
        private let byLastComponent: [String: [String]]
        private let spelling: SpellingIndex

        init(_ candidates: [String]) {
            byLastComponent = Dictionary(grouping: candidates, by: Suggestions.lastComponentLowercased)
            spelling = SpellingIndex(candidates)
        }

        func suggestion(for name: String) -> String? {
            if let moved = (byLastComponent[Suggestions.lastComponentLowercased(name)] ?? []).filter({ $0 != name }).min() { return moved }
            // Short names are too close to too many others for a spelling suggestion to mean anything.
            return name.count >= 5 ? spelling.closest(to: name) : nil
        }
    }

    /// `Colors/PriceGreen` → `pricegreen`.
    static func lastComponentLowercased(_ text: String) -> String {
        text.split(separator: "/").last.map { $0.lowercased() } ?? text.lowercased()
    }
}
