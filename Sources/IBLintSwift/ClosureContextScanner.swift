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
    /// Whether each closure's capture list holds `weak self` / `unowned self`.
    private let capturesSelfWeakly: [Bool]

    init(file: SourceFile, stream: TokenStream, closures: [SwiftClosure], openings: ClosureOpenings) {
        self.file = file
        self.stream = stream
        self.closures = closures
        self.openings = openings
        self.capturesSelfWeakly = closures.map { closure in
            closure.captures.contains { $0.name == "self" && $0.ownership != .strong }
        }
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
            if stream.isPunctuation(i, "("), !stream[i].hasLeadingSpace { i = stream.skip(i, limit: close) }
        }
        var bodyFirst = i
        if stream.isPunctuation(i, "[") {
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
            if token.kind == .keyword, token.text == "self" || token.text == "super", !stream.isPunctuation(k - 1, ".") {
                uses.append(SwiftSelfUse(range: token.range, isSuper: token.text == "super"))
            }
            k += 1
        }
        // Statements at the top level of the body.
        var statementHeads: Set<Int> = []
        var count = 0
        k = bodyFirst
        while k < close {
            let token = stream[k]
            if k == bodyFirst || stream.isPunctuation(k - 1, ";") || (token.hasLeadingNewline && !stream.continuesExpression(k)) {
                if !(token.kind == .punctuation && token.text == ";") {
                    count += 1
                    if token.kind == .keyword, token.text == "self", stream.isPunctuation(k + 1, ".") {
                        statementHeads.insert(token.range.start)
                    }
                }
            }
            if token.kind == .keyword, token.text == "return", k + 1 < close, !stream[k + 1].hasLeadingNewline,
               !stream.isPunctuation(k + 1, ";"), !stream.isPunctuation(k + 1, "}") {
                context.returnsValue = true
            }
            k = stream.skip(k, limit: close)
        }
        for u in uses.indices where statementHeads.contains(uses[u].range.start) { uses[u].startsStatement = true }
        context.selfUses = uses
        context.statementCount = count
        if close < stream.count, stream.isPunctuation(close + 1, "("), !stream[close + 1].hasLeadingNewline {
            context.isImmediatelyCalled = true
        }
        if !context.isImmediatelyCalled, close < stream.count {
            context.site = site(open: open, close: close)
        }
        return context
    }

    private func returnType(from start: Int, to inIndex: Int) -> String? {
        var k = start
        while k < inIndex {
            if stream.isOperator(k, "->") { return stream.text(from: k + 1, through: inIndex - 1, in: file).trimmingWhitespace }
            k = stream.skip(k, limit: inIndex)
        }
        return nil
    }

    private func site(open: Int, close: Int) -> SwiftClosureSite {
        let p = open - 1
        guard p >= 0 else { return .other }
        let previous = stream[p]
        // `path = { … }`
        if previous.kind == .operator, previous.text == "=" {
            guard p >= 1, let (path, start) = stream.pathBackward(endingAt: p - 1), !path.contains("…"),
                  stream.isStatementStart(start), stream.endsStatement(after: close) else { return .other }
            return .assignment(path)
        }
        // An argument in parentheses: `f(x, label: { … })`.
        var labelIndex: Int? = nil
        var argumentStartsAfter = p
        if previous.kind == .punctuation, previous.text == ":", p >= 2, stream[p - 1].isWord,
           stream.isPunctuation(p - 2, "(") || stream.isPunctuation(p - 2, ",") {
            labelIndex = p - 1
            argumentStartsAfter = p - 2
        }
        if stream.isPunctuation(argumentStartsAfter, "(") || stream.isPunctuation(argumentStartsAfter, ",") {
            guard let parenOpen = enclosingParen(of: argumentStartsAfter) else { return .other }
            guard let parenClose = stream.closer(ofGroupAt: parenOpen), parenClose > close,
                  stream.isPunctuation(close + 1, ",") || close + 1 == parenClose else { return .other }
            _ = labelIndex
            return callSite(parenOpen: parenOpen, parenClose: parenClose, firstTrailing: trailingStart(after: parenClose),
                            closureOpen: open).map { .argument($0) } ?? .other
        }
        // A trailing closure: `f(x) { … }`, `f { … }`, `f { … } label: { … }`.
        var first = open
        var steps = 0
        while steps < 16, first >= 3, stream.isPunctuation(first - 1, ":"), stream[first - 2].isWord,
              stream.isPunctuation(first - 3, "}") {
            guard let earlier = stream.opener(ofGroupEndingAt: first - 3), openings.closure(openingAt: earlier) != nil else {
                return .other
            }
            first = earlier
            steps += 1
        }
        let before = first - 1
        guard before >= 0 else { return .other }
        if stream.isPunctuation(before, ")") {
            guard let parenOpen = stream.opener(ofGroupEndingAt: before), parenOpen > 0, !stream[parenOpen].hasLeadingSpace,
                  !stream[first].hasLeadingNewline else { return .other }
            return callSite(parenOpen: parenOpen, parenClose: before, firstTrailing: first, closureOpen: open)
                .map { .argument($0) } ?? .other
        }
        if stream[before].kind == .identifier, !stream[first].hasLeadingNewline {
            return callSite(calleeEnd: before, parenOpen: nil, parenClose: nil, firstTrailing: first, closureOpen: open)
                .map { .argument($0) } ?? .other
        }
        return .other
    }

    /// The first trailing closure after a call's `)`, if one follows on the same line.
    private func trailingStart(after parenClose: Int) -> Int? {
        let next = parenClose + 1
        guard next < stream.count, openings.closure(openingAt: next) != nil, !stream[next].hasLeadingNewline else { return nil }
        return next
    }

    private func callSite(parenOpen: Int, parenClose: Int, firstTrailing: Int?, closureOpen: Int) -> SwiftCallSite? {
        guard parenOpen > 0, !stream[parenOpen].hasLeadingSpace else { return nil }
        return callSite(calleeEnd: parenOpen - 1, parenOpen: parenOpen, parenClose: parenClose, firstTrailing: firstTrailing,
                        closureOpen: closureOpen)
    }

    private func callSite(calleeEnd: Int, parenOpen: Int?, parenClose: Int?, firstTrailing: Int?, closureOpen: Int) -> SwiftCallSite? {
        guard let (callee, calleeStart) = stream.pathBackward(endingAt: calleeEnd) else { return nil }
        var arguments: [SwiftCallArgument] = []
        var closureArgument = -1
        var isTrailing = false
        var callEnd = parenClose ?? calleeEnd
        if let parenOpen, let parenClose {
            for (argument, start, end) in stream.callArgumentValues(parenOpen, parenClose, in: file) {
                if (start..<end).contains(closureOpen) { closureArgument = arguments.count }
                arguments.append(argument)
            }
        }
        if let firstTrailing {
            var k = firstTrailing
            var label: String? = nil
            var steps = 0
            while k < stream.count, openings.closure(openingAt: k) != nil, steps < 16 {
                steps += 1
                guard let close = stream.closer(ofGroupAt: k) else { break }
                if k == closureOpen { closureArgument = arguments.count; isTrailing = true }
                let text = stream.text(from: k, through: close, in: file).trimmingWhitespace
                arguments.append(SwiftCallArgument(label: label, text: text))
                callEnd = close
                // `} label: {`
                if close + 3 < stream.count, stream[close + 1].isWord, !stream[close + 1].hasLeadingNewline,
                   stream.isPunctuation(close + 2, ":"), openings.closure(openingAt: close + 3) != nil {
                    label = stream[close + 1].text
                    k = close + 3
                } else {
                    break
                }
            }
        }
        guard closureArgument >= 0 else { return nil }
        var site = SwiftCallSite(callee: callee, arguments: arguments, closureArgument: closureArgument, isTrailing: isTrailing)
        // Calls chained after this one.
        var k = callEnd + 1
        var steps = 0
        while steps < 32, k + 1 < stream.count {
            steps += 1
            while k < stream.count, stream[k].kind == .operator, stream[k].text == "?" || stream[k].text == "!", !stream[k].hasLeadingSpace { k += 1 }
            guard stream.isPunctuation(k, "."), k + 1 < stream.count, stream[k + 1].isWord else { break }
            var chained = SwiftChainedCall(name: stream[k + 1].text)
            k += 2
            if stream.isPunctuation(k, "("), !stream[k].hasLeadingSpace {
                guard let close = stream.closer(ofGroupAt: k) else { break }
                chained.arguments = stream.callArgumentValues(k, close, in: file).map(\.argument)
                k = close + 1
            }
            while k < stream.count, openings.closure(openingAt: k) != nil, !stream[k].hasLeadingNewline {
                guard let close = stream.closer(ofGroupAt: k) else { break }
                let text = stream.text(from: k, through: close, in: file).trimmingWhitespace
                chained.arguments.append(SwiftCallArgument(label: nil, text: text))
                k = close + 1
            }
            site.followingCalls.append(chained)
        }
        site.result = use(ofExpressionStartingAt: calleeStart, callee: callee)
        return site
    }

    /// What happens to the value of the expression that starts at `start`.
    private func use(ofExpressionStartingAt start: Int, callee: [String]) -> SwiftExpressionUse {
        guard callee.first != "…" else { return .other }
        var s = start
        while s > 0, stream[s - 1].kind == .keyword, stream[s - 1].text == "try" || stream[s - 1].text == "await" { s -= 1 }
        while s > 0, stream[s - 1].isWord("try") || stream[s - 1].isWord("await") { s -= 1 }
        let p = s - 1
        guard p >= 0 else { return .other }
        if stream.isOperator(p, "=") {
            // `let name = …`, `let name: T = …`
            var k = p - 1
            var steps = 0
            while k >= 0, steps < 24 {
                steps += 1
                let token = stream[k]
                if token.kind == .keyword, token.text == "let" || token.text == "var" {
                    if k + 1 < p, stream[k + 1].kind == .identifier, k + 2 == p || stream.isPunctuation(k + 2, ":") {
                        return .boundToLocal(stream[k + 1].text)
                    }
                    return .other
                }
                if token.hasLeadingNewline || stream.isPunctuation(k, "{") || stream.isPunctuation(k, ";")
                    || stream.isPunctuation(k, "}") { break }
                k -= 1
            }
            guard p >= 1, let (path, pathStart) = stream.pathBackward(endingAt: p - 1), !path.contains("…"),
                  stream.isStatementStart(pathStart) else { return .other }
            return .assigned(path)
        }
        var label: String? = nil
        var argumentStartsAfter = p
        if stream.isPunctuation(p, ":"), p >= 2, stream[p - 1].isWord,
           stream.isPunctuation(p - 2, "(") || stream.isPunctuation(p - 2, ",") {
            label = stream[p - 1].text
            argumentStartsAfter = p - 2
        }
        if stream.isPunctuation(argumentStartsAfter, "(") || stream.isPunctuation(argumentStartsAfter, ",") {
            guard let parenOpen = enclosingParen(of: argumentStartsAfter), parenOpen > 0, !stream[parenOpen].hasLeadingSpace,
                  let (outer, _) = stream.pathBackward(endingAt: parenOpen - 1) else { return .other }
            return .argument(callee: outer, label: label)
        }
        return .other
    }

    /// The `(` of the call whose argument list contains `index` (searching backward on the same nesting level).
    private func enclosingParen(of index: Int) -> Int? {
        var j = index
        var steps = 0
        while j >= 0, steps < TokenStream.maximumBackwardSteps * 4 {
            steps += 1
            let token = stream[j]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]", "}":
                    guard let open = stream.opener(ofGroupEndingAt: j) else { return nil }
                    j = open - 1
                    continue
                case "(": return j
                case "[", "{", ";": return nil
                default: break
                }
            } else if token.kind == .stringTail || token.kind == .stringMiddle || token.kind == .stringHead {
                return nil
            }
            j -= 1
        }
        return nil
    }
}
