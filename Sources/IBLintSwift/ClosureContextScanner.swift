import IBLintCore

/// A pass after the declaration scanner: for every closure literal it records where the closure is written
/// (assigned, passed to which call, what happens to that call's value) and how its body uses `self`, which
/// is what a rule needs to decide whether the closure keeps `self` alive.
///
/// Every loop is linear in the tokens it walks, backward walks are step-capped, and nothing recurses, so
/// the pass cannot hang or overflow the stack on any input. What it cannot read it reports as `.other`.
struct ClosureContextScanner {
    let file: SourceFile
    let stream: TokenStream
    let closures: [SwiftClosure]
    let openings: ClosureOpenings
    /// The call each closure literal is an argument of, from the call model.
    let callSites: [Int: SwiftCallSite]
    /// Whether each closure's capture list holds `weak self` / `unowned self`, or its signature names a
    /// parameter `self` (`` { `self`, value in … } ``, `{ (self, cell) in … }`): either way `self` in its
    /// body is not the enclosing instance captured strongly.
    private let capturesSelfWeakly: [Bool]

    init(file: SourceFile, stream: TokenStream, closures: [SwiftClosure], openings: ClosureOpenings,
         callSites: [Int: SwiftCallSite]) {
        self.file = file
        self.stream = stream
        self.closures = closures
        self.openings = openings
        self.callSites = callSites
        let weak = closures.map { closure in
            closure.captures.contains { $0.name == "self" && $0.ownership != .strong }
        }
        let selfParameter = closures.indices.map { ClosureContextScanner.declaresSelfParameter($0, stream: stream, openings: openings) }
        self.declaresSelf = selfParameter
        self.capturesSelfWeakly = closures.indices.map { weak[$0] || selfParameter[$0] }
    }

    /// Whether each closure names a parameter `self`.
    private let declaresSelf: [Bool]

    /// Whether the closure's signature (before `in`) has a parameter named `self`.
    static func declaresSelfParameter(_ index: Int, stream: TokenStream, openings: ClosureOpenings) -> Bool {
        guard let open = openings.brace(ofClosure: index) else { return false }
        let close = stream.closer(ofGroupAt: open) ?? stream.count
        var i = open + 1
        while i < close, stream[i].kind == .attribute { i += 1 }
        if stream.isPunctuation(i, .leftBracket) { i = stream.close(of: i, limit: close) + 1 }
        guard let inIndex = stream.signatureEnd(from: i, limit: close) else { return false }
        var k = i
        var depth = 0
        while k < inIndex {
            let token = stream[k]
            if token.kind == .punctuation, token.word == .leftParen { depth += 1 }
            if token.kind == .punctuation, token.word == .rightParen { depth -= 1 }
            // A parameter name: first in the list or after a comma (not a type after `:`).
            let isName = k == i || (depth <= 1 && (stream.isPunctuation(k - 1, .comma) || stream.isPunctuation(k - 1, .leftParen)))
            if isName, token.word == .`self`, token.kind == .identifier || token.kind == .keyword { return true }
            k += 1
        }
        return false
    }

    func contexts() -> [SwiftClosureContext] {
        // Which closures sit inside a closure that captures `self` weakly (closures are in document order,
        // outer before inner).
        var inside = [Bool](repeating: false, count: closures.count)
        var stack: [(end: Int, weak: Bool)] = []
        var weakCount = 0
        for (index, closure) in closures.enumerated() {
            while let top = stack.last, top.end <= closure.range.start {
                if top.weak { weakCount -= 1 }
                stack.removeLast()
            }
            inside[index] = weakCount > 0
            stack.append((closure.range.end, capturesSelfWeakly[index]))
            if capturesSelfWeakly[index] { weakCount += 1 }
        }
        var result: [SwiftClosureContext] = []
        result.reserveCapacity(closures.count)
        for index in closures.indices {
            var context = context(of: index)
            context.insideWeakSelfClosure = inside[index]
            result.append(context)
        }
        return result
    }

    private func context(of index: Int) -> SwiftClosureContext {
        var context = SwiftClosureContext(closure: index)
        guard let open = openings.brace(ofClosure: index) else { return context }
        let close = stream.closer(ofGroupAt: open) ?? stream.count
        // Header: attributes, capture list, signature.
        var i = open + 1
        while i < close, stream[i].kind == .attribute {
            i += 1
            if stream.isPunctuation(i, .leftParen), !stream[i].hasLeadingSpace { i = stream.skip(i, limit: close) }
        }
        var bodyFirst = i
        if stream.isPunctuation(i, .leftBracket) {
            let captureClose = stream.close(of: i, limit: close)
            if captureClose < close, let inIndex = stream.signatureEnd(from: captureClose + 1, limit: close) {
                context.captureList = stream.byteRange(from: i, through: captureClose)
                context.signatureIn = stream[inIndex].range
                context.returnType = returnType(from: captureClose + 1, to: inIndex)
                bodyFirst = inIndex + 1
            }
        } else if let inIndex = stream.signatureEnd(from: i, limit: close) {
            context.signatureIn = stream[inIndex].range
            context.returnType = returnType(from: i, to: inIndex)
            bodyFirst = inIndex + 1
        }
        if bodyFirst < close {
            let token = stream[bodyFirst]
            context.bodyStart = token.range.start
            context.bodyStartsOnNewLine = token.hasLeadingNewline
            context.bodyIndentation = file.indentation(ofLineAt: token.range.start)
        }
        // `self`/`super` anywhere in the body, except inside closures with their own weak `self`.
        var uses: [SwiftSelfUse] = []
        var k = bodyFirst
        while k < close {
            if let nested = openings.closure(openingAt: k), capturesSelfWeakly[nested] {
                // The nested capture list's `weak self` does not count; the nested body is its own.
                k = stream.closer(ofGroupAt: k).map { $0 + 1 } ?? k + 1
                continue
            }
            let token = stream[k]
            if token.kind == .keyword, token.word == .`self` || token.word == .super, !stream.isPunctuation(k - 1, .dot) {
                uses.append(SwiftSelfUse(range: token.range, isSuper: token.word == .super))
            }
            k += 1
        }
        // Statements at the top level of the body.
        var statementHeads: Set<Int> = []
        var count = 0
        k = bodyFirst
        while k < close {
            let token = stream[k]
            if k == bodyFirst || stream.isPunctuation(k - 1, .semicolon) || (token.hasLeadingNewline && !stream.continuesExpression(k)) {
                if !(token.kind == .punctuation && token.word == .semicolon) {
                    count += 1
                    if token.kind == .keyword, token.word == .`self`, stream.isPunctuation(k + 1, .dot) {
                        statementHeads.insert(token.range.start)
                    }
                }
            }
            if token.kind == .keyword, token.word == .return, k + 1 < close, !stream[k + 1].hasLeadingNewline,
               !stream.isPunctuation(k + 1, .semicolon), !stream.isPunctuation(k + 1, .rightBrace) {
                context.returnsValue = true
            }
            k = stream.skip(k, limit: close)
        }
        for u in uses.indices where statementHeads.contains(uses[u].range.start) { uses[u].startsStatement = true }
        // `self` in the body is the closure's own parameter.
        if declaresSelf[index] { uses = [] }
        context.selfUses = uses
        context.statementCount = count
        if close < stream.count, stream.isPunctuation(close + 1, .leftParen), !stream[close + 1].hasLeadingNewline {
            context.isImmediatelyCalled = true
        }
        if !context.isImmediatelyCalled, close < stream.count {
            context.site = site(of: index, open: open, close: close)
        }
        return context
    }

    private func returnType(from start: Int, to inIndex: Int) -> String? {
        var k = start
        while k < inIndex {
            if stream.isOperator(k, .arrow) { return stream.text(from: k + 1, through: inIndex - 1, in: file).trimmingWhitespace }
            k = stream.skip(k, limit: inIndex)
        }
        return nil
    }

    private func site(of index: Int, open: Int, close: Int) -> SwiftClosureSite {
        let p = open - 1
        guard p >= 0 else { return .other }
        let previous = stream[p]
        // `path = { … }`
        if previous.kind == .operator, previous.word == .assign {
            guard p >= 1, let (path, start) = stream.pathBackward(endingAt: p - 1), !TokenStream.hasUnreadablePart(path),
                  stream.isStatementStart(start), stream.endsStatement(after: close) else { return .other }
            return .assignment(path)
        }
        // An argument of a call, in parentheses or trailing (the call model knows which).
        if let site = callSites[index] { return .argument(site) }
        return .other
    }
}
