import IBLintCore

/// Where each closure literal the declaration scanner recorded opens in the token stream. The passes after
/// the scanner need it both ways round (a closure's `{`, and whether a `{` is a closure's rather than a
/// block's), so it is worked out once per file and handed to each of them.
struct ClosureOpenings {
    /// Token index of each closure's `{`, by index into `SwiftFileSummary.closures` (`nil` when not found).
    private let braces: [Int?]
    /// Closure index by the token index of its `{` (`-1`: none); asked of most tokens of every body.
    private let closureAtToken: [Int32]

    init(stream: TokenStream, closures: [SwiftClosure]) {
        var braces: [Int?] = []
        var closureAtToken = [Int32](repeating: -1, count: stream.count)
        braces.reserveCapacity(closures.count)
        for (index, closure) in closures.enumerated() {
            if let token = stream.index(startingAt: closure.range.start), stream.isPunctuation(token, .leftBrace) {
                braces.append(token)
                closureAtToken[token] = Int32(index)
            } else {
                braces.append(nil)
            }
        }
        self.braces = braces
        self.closureAtToken = closureAtToken
    }

    /// The token index of closure `closure`'s `{`.
    func brace(ofClosure closure: Int) -> Int? { braces[closure] }

    /// The closure whose `{` is the token at `index`, if that token opens one.
    func closure(openingAt index: Int) -> Int? {
        guard index >= 0, index < closureAtToken.count, closureAtToken[index] >= 0 else { return nil }
        return Int(closureAtToken[index])
    }
}
