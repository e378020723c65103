import IBLintCore

/// A pass after the declaration scanner: for every closure literal it records where the closure is written
/// (assigned, passed to which call, what happens to that call's value) and how its body uses `self`; for
/// every member function and property observer, which local names it declares and where it hands them;
/// and every `DispatchQueue.<queue>.async/asyncAfter/sync` call.
///
/// Every loop is linear in the tokens it walks, backward walks are step-capped, and nothing recurses, so
/// the pass cannot hang or overflow the stack on any input. What it cannot read it reports as `.other`.
struct ClosureContextScanner {
    let file: SourceFile
    let stream: TokenStream
    let closures: [SwiftClosure]
    let types: [SwiftTypeDeclaration]
    /// Token index of each closure's `{` (`-1` when not found).
    private let openIndex: [Int]
    /// Closure index by the token index of its `{`.
    private let closureAtToken: [Int: Int]
    /// Whether each closure's capture list holds `weak self` / `unowned self`.
    private let capturesSelfWeakly: [Bool]

    static let maximumBackwardSteps = 256

    init(file: SourceFile, stream: TokenStream, closures: [SwiftClosure], types: [SwiftTypeDeclaration]) {
        self.file = file
        self.stream = stream
        self.closures = closures
        self.types = types
        var openIndex: [Int] = []
        var closureAtToken: [Int: Int] = [:]
        for (index, closure) in closures.enumerated() {
            if let token = stream.index(startingAt: closure.range.start), stream.isPunctuation(token, "{") {
                openIndex.append(token)
                closureAtToken[token] = index
            } else {
                openIndex.append(-1)
            }
        }
        self.openIndex = openIndex
        self.closureAtToken = closureAtToken
        self.capturesSelfWeakly = closures.map { closure in
            closure.captures.contains { $0.name == "self" && $0.ownership != .strong }
        }
    }

    // MARK: Token helpers

    private func isPathWord(_ index: Int) -> Bool {
        guard index >= 0, index < stream.count else { return false }
        let token = stream[index]
        if token.kind == .identifier { return true }
        return token.kind == .keyword && ["self", "super", "Self", "init"].contains(token.text)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return stream.text(from: start, through: end - 1, in: file).trimmingWhitespace
    }

    /// A token that can only continue the previous line's expression.
    private func continuesExpression(_ index: Int) -> Bool {
        let token = stream[index]
        if token.kind == .punctuation, token.text == "." || token.text == "," { return true }
        if token.kind == .operator { return true }
        if index > 0 {
            let previous = stream[index - 1]
            if previous.kind == .operator { return true }
            if previous.kind == .punctuation, [".", ",", "(", "[", ":"].contains(previous.text) { return true }
        }
        return false
    }

    /// Whether a statement starts at `index` (within a code block).
    private func isStatementStart(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = stream[index - 1]
        if previous.kind == .punctuation, ["{", ";", "}"].contains(previous.text) { return true }
        if previous.kind == .keyword, previous.text == "in" || previous.text == "else" { return true }
        return stream[index].hasLeadingNewline && !continuesExpression(index)
    }

    /// A dotted path ending at `end`, read backward: `self.stackView`, `NotificationCenter.default.addObserver`,
    /// `publisher.receive(on: q).sink` (`receive()`), `items[0].onTap` (`[]`). Returns the parts and the
    /// index of the first token; `…` leads the parts when the path continues into something unreadable.
    private func pathBackward(endingAt end: Int) -> (parts: [String], start: Int)? {
        var parts: [String] = []
        var j = end
        var steps = 0
        while j >= 0, steps < ClosureContextScanner.maximumBackwardSteps {
            steps += 1
            while j > 0, stream[j].kind == .operator, stream[j].text == "?" || stream[j].text == "!", !stream[j].hasLeadingSpace { j -= 1 }
            let token = stream[j]
            if token.kind == .punctuation, token.text == ")" {
                guard let open = stream.opener(ofGroupEndingAt: j), open > 0, isPathWord(open - 1),
                      !stream[open].hasLeadingSpace else { return nil }
                parts.append(stream[open - 1].text + "()")
                j = open - 1
            } else if token.kind == .punctuation, token.text == "]" {
                guard let open = stream.opener(ofGroupEndingAt: j), open > 0, !stream[open].hasLeadingSpace else { return nil }
                parts.append("[]")
                j = open - 1
                continue
            } else if token.kind == .punctuation, token.text == "}" {
                // A trailing closure of an earlier call in the chain.
                guard let open = stream.opener(ofGroupEndingAt: j), open > 0 else { return nil }
                j = open - 1
                continue
            } else if isPathWord(j) {
                parts.append(token.text)
            } else {
                return nil
            }
            if j >= 2, stream.isPunctuation(j - 1, ".") {
                if isPathWord(j - 2) || stream.isPunctuation(j - 2, ")") || stream.isPunctuation(j - 2, "]") || stream.isPunctuation(j - 2, "}")
                    || (stream[j - 2].kind == .operator && (stream[j - 2].text == "?" || stream[j - 2].text == "!")) {
                    j -= 2
                    continue
                }
                parts.append("…")
                return (parts.reversed(), j - 1)
            }
            return parts.isEmpty ? nil : (parts.reversed(), j)
        }
        return nil
    }

    /// The `(` of the call whose argument list contains `index` (searching backward on the same nesting level).
    private func enclosingParen(of index: Int) -> Int? {
        var j = index
        var steps = 0
        while j >= 0, steps < ClosureContextScanner.maximumBackwardSteps * 4 {
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

    private func arguments(_ open: Int, _ close: Int) -> [(argument: SwiftCallArgument, start: Int, end: Int)] {
        stream.callArguments(open, close).map { argument in
            (SwiftCallArgument(label: argument.label, text: text(argument.start, argument.end)), argument.start, argument.end)
        }
    }

    // MARK: Closures

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
        let open = openIndex[index]
        guard open >= 0 else { return context }
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
            context.bodyIndentation = indentation(ofLineAt: token.range.start)
        }
        // `self`/`super` anywhere in the body, except inside closures with their own weak `self`.
        var uses: [SwiftSelfUse] = []
        var k = bodyFirst
        while k < close {
            if let nested = closureAtToken[k], capturesSelfWeakly[nested] {
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
            if k == bodyFirst || stream.isPunctuation(k - 1, ";") || (token.hasLeadingNewline && !continuesExpression(k)) {
                if !(token.kind == .punctuation && token.text == ";") {
                    count += 1
                    if token.kind == .keyword, token.text == "self", stream.isPunctuation(k + 1, ".") { statementHeads.insert(token.range.start) }
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
            if stream.isOperator(k, "->") { return text(k + 1, inIndex) }
            k = stream.skip(k, limit: inIndex)
        }
        return nil
    }

    private func indentation(ofLineAt offset: Int) -> String {
        let line = file.line(ofByte: offset)
        let lineStart = file.offset(ofLine: line)
        var end = lineStart
        while end < offset, file.bytes[end] == UInt8(ascii: " ") || file.bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return file.text(ByteRange(start: lineStart, end: end))
    }

    /// Whether nothing follows `index` on its line except a `;` or a closing brace.
    private func endsStatement(after index: Int) -> Bool {
        let next = index + 1
        guard next < stream.count else { return true }
        if stream[next].hasLeadingNewline { return !continuesExpression(next) }
        return stream.isPunctuation(next, ";") || stream.isPunctuation(next, "}")
    }

    private func site(open: Int, close: Int) -> SwiftClosureSite {
        let p = open - 1
        guard p >= 0 else { return .other }
        let previous = stream[p]
        // `path = { … }`
        if previous.kind == .operator, previous.text == "=" {
            guard p >= 1, let (path, start) = pathBackward(endingAt: p - 1), !path.contains("…"),
                  isStatementStart(start), endsStatement(after: close) else { return .other }
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
        while steps < 16, first >= 3, stream.isPunctuation(first - 1, ":"), stream[first - 2].isWord, stream.isPunctuation(first - 3, "}") {
            guard let earlier = stream.opener(ofGroupEndingAt: first - 3), closureAtToken[earlier] != nil else { return .other }
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
        guard next < stream.count, closureAtToken[next] != nil, !stream[next].hasLeadingNewline else { return nil }
        return next
    }

    private func callSite(parenOpen: Int, parenClose: Int, firstTrailing: Int?, closureOpen: Int) -> SwiftCallSite? {
        guard parenOpen > 0, !stream[parenOpen].hasLeadingSpace else { return nil }
        return callSite(calleeEnd: parenOpen - 1, parenOpen: parenOpen, parenClose: parenClose, firstTrailing: firstTrailing,
                        closureOpen: closureOpen)
    }

    private func callSite(calleeEnd: Int, parenOpen: Int?, parenClose: Int?, firstTrailing: Int?, closureOpen: Int) -> SwiftCallSite? {
        guard let (callee, calleeStart) = pathBackward(endingAt: calleeEnd) else { return nil }
        var arguments: [SwiftCallArgument] = []
        var closureArgument = -1
        var isTrailing = false
        var callEnd = parenClose ?? calleeEnd
        if let parenOpen, let parenClose {
            for (argument, start, end) in self.arguments(parenOpen, parenClose) {
                if (start..<end).contains(closureOpen) { closureArgument = arguments.count }
                arguments.append(argument)
            }
        }
        if let firstTrailing {
            var k = firstTrailing
            var label: String? = nil
            var steps = 0
            while k < stream.count, closureAtToken[k] != nil, steps < 16 {
                steps += 1
                guard let close = stream.closer(ofGroupAt: k) else { break }
                if k == closureOpen { closureArgument = arguments.count; isTrailing = true }
                arguments.append(SwiftCallArgument(label: label, text: text(k, close + 1)))
                callEnd = close
                // `} label: {`
                if close + 3 < stream.count, stream[close + 1].isWord, !stream[close + 1].hasLeadingNewline,
                   stream.isPunctuation(close + 2, ":"), closureAtToken[close + 3] != nil {
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
                chained.arguments = self.arguments(k, close).map(\.argument)
                k = close + 1
            }
            while k < stream.count, closureAtToken[k] != nil, !stream[k].hasLeadingNewline {
                guard let close = stream.closer(ofGroupAt: k) else { break }
                chained.arguments.append(SwiftCallArgument(label: nil, text: text(k, close + 1)))
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
                if token.hasLeadingNewline || stream.isPunctuation(k, "{") || stream.isPunctuation(k, ";") || stream.isPunctuation(k, "}") { break }
                k -= 1
            }
            guard p >= 1, let (path, pathStart) = pathBackward(endingAt: p - 1), !path.contains("…"),
                  isStatementStart(pathStart) else { return .other }
            return .assigned(path)
        }
        var label: String? = nil
        var argumentStartsAfter = p
        if stream.isPunctuation(p, ":"), p >= 2, stream[p - 1].isWord, stream.isPunctuation(p - 2, "(") || stream.isPunctuation(p - 2, ",") {
            label = stream[p - 1].text
            argumentStartsAfter = p - 2
        }
        if stream.isPunctuation(argumentStartsAfter, "(") || stream.isPunctuation(argumentStartsAfter, ",") {
            guard let parenOpen = enclosingParen(of: argumentStartsAfter), parenOpen > 0, !stream[parenOpen].hasLeadingSpace,
                  let (outer, _) = pathBackward(endingAt: parenOpen - 1) else { return .other }
            return .argument(callee: outer, label: label)
        }
        return .other
    }

    // MARK: Scopes

    func scopes() -> [SwiftCodeScope] {
        var scopes: [SwiftCodeScope] = []
        for type in types {
            for function in type.functions {
                guard let body = function.bodyRange else { continue }
                if let scope = scope(body: body, parameters: function.parameters.map(\.name)) { scopes.append(scope) }
            }
            for property in type.properties {
                for observer in property.observers {
                    if let scope = scope(body: observer.bodyRange, parameters: ["newValue", "oldValue"]) { scopes.append(scope) }
                }
            }
        }
        return scopes
    }

    static let storingMethods: [String: SwiftLocalStore.Kind] = [
        "addSubview": .subview, "insertSubview": .subview, "addArrangedSubview": .subview,
        "insertArrangedSubview": .subview, "addChild": .child, "append": .appended, "insert": .appended,
    ]

    private func scope(body: ByteRange, parameters: [String]) -> SwiftCodeScope? {
        guard body.start > 0, let open = stream.index(startingAt: body.start - 1),
              stream.isPunctuation(open, "{") else { return nil }
        let close = stream.closer(ofGroupAt: open) ?? stream.count
        var scope = SwiftCodeScope(bodyRange: body)
        func declare(_ name: String) { scope.declarationCounts[name, default: 0] += 1 }
        parameters.forEach(declare)
        var k = open + 1
        while k < close {
            let token = stream[k]
            if token.kind == .keyword, token.text == "let" || token.text == "var" {
                if k + 1 < close, stream[k + 1].kind == .identifier {
                    let name = stream[k + 1].text
                    declare(name)
                    scope.bindings.append(SwiftLocalBinding(name: name, value: boundValue(afterName: k + 1, limit: close),
                                                            range: stream[k + 1].range))
                } else if stream.isPunctuation(k + 1, "(") {
                    let tupleClose = stream.close(of: k + 1, limit: close)
                    for t in (k + 2)..<max(k + 2, tupleClose) where stream[t].kind == .identifier { declare(stream[t].text) }
                }
            } else if token.kind == .keyword, token.text == "for", !stream.isPunctuation(k + 1, ":") {
                // A `for … in` loop's names (not the argument label of `dequeueReusableCell(…, for: indexPath)`).
                var t = k + 1
                while t < close, !stream[t].isWord("in"), t - k < 16 {
                    if stream[t].kind == .identifier { declare(stream[t].text) }
                    t += 1
                }
            } else if token.kind == .keyword, token.text == "catch" {
                declare("error")
            } else if let closure = closureAtToken[k] {
                // Closure parameters and capture-list names.
                let inIndex = closureHeaderEnd(k, closure: closure)
                if let inIndex {
                    for t in (k + 1)..<inIndex where stream[t].kind == .identifier
                        && !["weak", "unowned", "unsafe", "safe"].contains(stream[t].text) {
                        declare(stream[t].text)
                    }
                }
            } else if token.kind == .identifier, let kind = ClosureContextScanner.storingMethods[token.text],
                      stream.isPunctuation(k + 1, "("), !stream[k + 1].hasLeadingSpace {
                if let argumentClose = stream.closer(ofGroupAt: k + 1), argumentClose > k + 2, stream[k + 2].kind == .identifier,
                   stream.isPunctuation(k + 3, ",") || k + 3 == argumentClose,
                   let (path, _) = pathBackward(endingAt: k) {
                    // `addChild(x)` / `addSubview(x)` without a receiver is a call on `self`.
                    let receiver = Array(path.dropLast())
                    if !receiver.contains("…") {
                        scope.stores.append(SwiftLocalStore(name: stream[k + 2].text, kind: kind, path: receiver,
                                                            range: stream.byteRange(from: k, through: argumentClose)))
                    }
                }
            } else if token.kind == .operator, token.text == "=", k + 1 < close, stream[k + 1].kind == .identifier,
                      endsStatement(after: k + 1), k >= 1,
                      let (path, start) = pathBackward(endingAt: k - 1), !path.contains("…"), isStatementStart(start) {
                scope.stores.append(SwiftLocalStore(name: stream[k + 1].text, kind: .assigned, path: path,
                                                    range: stream.byteRange(from: start, through: k + 1)))
            }
            k += 1
        }
        return scope
    }

    /// The `in` of a closure's header (capture list and signature), if it has one.
    private func closureHeaderEnd(_ open: Int, closure: Int) -> Int? {
        let close = stream.closer(ofGroupAt: open) ?? stream.count
        var i = open + 1
        while i < close, stream[i].kind == .attribute { i += 1 }
        if stream.isPunctuation(i, "[") {
            let captureClose = stream.close(of: i, limit: close)
            guard captureClose < close else { return nil }
            return stream.signatureEnd(from: captureClose + 1, limit: close)
        }
        return stream.signatureEnd(from: i, limit: close)
    }

    /// What `let name (: T)? = value` binds; `name` is at `nameIndex`.
    private func boundValue(afterName nameIndex: Int, limit: Int) -> SwiftLocalValue {
        var k = nameIndex + 1
        if stream.isPunctuation(k, ":") { k = stream.skipType(from: k + 1, limit: limit) }
        guard k < limit, stream.isOperator(k, "=") else { return .other }
        k += 1
        // A dotted path.
        var path: [String] = []
        while k < limit, isPathWord(k) {
            path.append(stream[k].text)
            if stream.isPunctuation(k + 1, "."), k + 2 < limit, isPathWord(k + 2), !stream[k + 1].hasLeadingNewline { k += 2 } else { k += 1; break }
        }
        guard !path.isEmpty, k < limit else { return .other }
        // `tableView.dequeueReusableCell(…) as! Cell`: a call's result, cast.
        if stream.isPunctuation(k, "("), !stream[k].hasLeadingSpace, let first = path.first?.unicodeScalars.first, !first.properties.isUppercase {
            let close = stream.close(of: k, limit: limit)
            if close < limit, close + 1 < limit, stream[close + 1].isWord("as") {
                path[path.count - 1] += "()"
                k = close + 1
            }
        }
        if stream[k].isWord("as"), k + 2 < limit, stream[k + 1].kind == .operator,
           stream[k + 1].text == "?" || stream[k + 1].text == "!", stream[k + 2].kind == .identifier {
            var typeName = stream[k + 2].text
            var t = k + 3
            while stream.isPunctuation(t, "."), t + 1 < limit, stream[t + 1].kind == .identifier { typeName += "." + stream[t + 1].text; t += 2 }
            return .cast(source: path, type: typeName)
        }
        if let first = path.first?.unicodeScalars.first, first.properties.isUppercase,
           (stream.isPunctuation(k, "(") && !stream[k].hasLeadingSpace) || (stream.isPunctuation(k, "{") && closureAtToken[k] != nil) {
            return .construction(path)
        }
        return .other
    }

    // MARK: DispatchQueue

    func dispatchCalls() -> [SwiftDispatchCall] {
        var calls: [SwiftDispatchCall] = []
        var k = 0
        while k + 3 < stream.count {
            defer { k += 1 }
            guard stream[k].kind == .identifier, stream[k].text == "DispatchQueue", !stream.isPunctuation(k - 1, "."),
                  stream.isPunctuation(k + 1, "."), stream[k + 2].isWord else { continue }
            // The queue: `main`, `global()`, `global(qos: .utility)`.
            var q = k + 3
            if stream.isPunctuation(q, "("), !stream[q].hasLeadingSpace {
                guard let close = stream.closer(ofGroupAt: q) else { continue }
                q = close + 1
            }
            guard stream.isPunctuation(q, "."), q + 1 < stream.count, stream[q + 1].kind == .identifier,
                  let method = SwiftDispatchCall.Method(rawValue: stream[q + 1].text) else { continue }
            let queue = text(k + 2, q)
            var end = q + 1
            var closure: ByteRange? = nil
            var otherArguments = false
            if stream.isPunctuation(end + 1, "("), !stream[end + 1].hasLeadingSpace {
                guard let close = stream.closer(ofGroupAt: end + 1) else { continue }
                for (argument, start, argumentEnd) in arguments(end + 1, close) {
                    if argument.label == "execute", closureAtToken[start] != nil,
                       stream.closer(ofGroupAt: start) == argumentEnd - 1 {
                        closure = stream.byteRange(from: start, through: argumentEnd - 1)
                    } else {
                        otherArguments = true
                    }
                }
                end = close
            }
            if closure == nil, end + 1 < stream.count, closureAtToken[end + 1] != nil, !stream[end + 1].hasLeadingNewline {
                if let close = stream.closer(ofGroupAt: end + 1) {
                    closure = stream.byteRange(from: end + 1, through: close)
                    end = close
                }
            }
            calls.append(SwiftDispatchCall(
                method: method, queue: queue, range: stream.byteRange(from: k, through: end), receiverRange: stream[k].range,
                closure: closure, onlyClosureArgument: closure != nil && !otherArguments))
        }
        return calls
    }
}
