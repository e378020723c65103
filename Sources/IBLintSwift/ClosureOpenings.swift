import IBLintCore

/// Where each closure literal the declaration scanner recorded opens in the token stream. The passes after
/// the scanner need it both ways round (a closure's `{`, and whether a `{` is a closure's rather than a
/// block's), so it is worked out once per file and handed to each of them.
struct ClosureOpenings {
    /// Token index of each closure's `{`, by index into `SwiftFileSummary.closures` (`nil` when not found).
    private let braces: [Int?]
    /// Closure index by the token index of its `{`.
    private let closureAtToken: [Int: Int]

    init(stream: TokenStream, closures: [SwiftClosure]) {
        var braces: [Int?] = []
        var closureAtToken: [Int: Int] = [:]
        braces.reserveCapacity(closures.count)
        for (index, closure) in closures.enumerated() {
            if let token = stream.index(startingAt: closure.range.start), stream.isPunctuation(token, .leftBrace) {
                braces.append(token)
                closureAtToken[token] = index
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
    func closure(openingAt index: Int) -> Int? { closureAtToken[index] }
}
