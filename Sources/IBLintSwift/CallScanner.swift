import IBLintCore

/// A pass after the declaration scanner that builds the file's call model (`SwiftFileSummary.calls`):
/// every `name(…)`, `receiver.name(…)`, `Type(…)` and trailing-closure call in code, with its arguments,
/// the closure literals among them, what each argument evaluates to as a string, the chain it is part of,
/// a cast applied to its value, and where that value goes. It also evaluates the properties and
/// parameterless functions whose value is a string expression (`static let nibName = "X"`).
///
/// One forward walk over the tokens; backward reads are step-capped and value evaluation is depth-capped,
/// so no input makes it slow or deep.
struct CallScanner {
    let file: SourceFile
    let stream: TokenStream
    let closures: [SwiftClosure]
    let openings: ClosureOpenings
    private let regions: [Region]
    private let values: ValueReader
    /// Evaluate the arguments of every call, not only of those `CallQueries` reads (for tests).
    var evaluatesEveryArgument = false

    init(file: SourceFile, stream: TokenStream, types: [SwiftTypeDeclaration], closures: [SwiftClosure], openings: ClosureOpenings) {
        self.file = file
        self.stream = stream
        self.closures = closures
        self.openings = openings
        self.regions = Region.all(types: types, closures: closures)
        self.values = ValueReader(file: file, stream: stream)
    }

    /// The calls of the file and `types` with property and function values filled in.
    func scan(_ types: [SwiftTypeDeclaration]) -> (calls: [SwiftCall], types: [SwiftTypeDeclaration]) {
        values.types = types
        var calls: [SwiftCall] = []
        // The call ending at each token (its number in `calls`), or -1: by token, not in a dictionary (hashing
        // token numbers was 25 M instructions on corona-warn-app).
        var callEndingAt = [Int32](repeating: -1, count: stream.count)
        var sweep = RegionSweep(regions: regions)
        var paths = PathInterner()
        // Every call's arguments, in one array the calls share once it is whole (`SwiftArguments`).
        var arguments: [SwiftArgument] = []
        var i = 0
        while i < stream.count {
            let token = stream[i]
            // `#selector(…)` and `#keyPath(…)` name methods and properties; they call nothing.
            if token.kind == .poundKeyword, token.word == .poundSelector || token.word == .poundKeyPath,
               stream.isPunctuation(i + 1, .leftParen), let close = stream.closer(ofGroupAt: i + 1) {
                i = close + 1
                continue
            }
            // Only a name or `init` can name a call, and only when `(`, `{` or `<` follows it: asked here, before
            // the call to `appendCall`, which (with its arguments and saved registers) cost more for the other
            // tokens than the questions. `appendCall` answers `nil` for any other next token before it changes
            // anything (`hasParentheses || trailingOnly`, after generic arguments that open with an operator).
            if token.kind == .identifier || token.isWord(.`init`), i + 1 < stream.count,
               stream[i + 1].kind == .operator || stream[i + 1].is(.leftParen) || stream[i + 1].is(.leftBrace),
               let end = appendCall(named: i, sweep: &sweep, types: types, callEndingAt: callEndingAt, paths: &paths, to: &calls,
                                    arguments: &arguments) {
                let index = calls.count - 1
                if let receiver = calls[index].receiverCall, receiver < index { calls[receiver].chainedCall = index }
                callEndingAt[end] = Int32(truncatingIfNeeded: index)
            }
            i += 1
        }
        // Kept with the summary for the whole run: without the room the array grew into (a quarter of it on
        // average, the largest part of a summary).
        // Each call is given its run of the arguments first, in place (the array not yet shared with a copy).
        SwiftCall.placeArguments(arguments, in: &calls)
        let exact = calls.count == calls.capacity ? calls : calls.withUnsafeBufferPointer { Array($0) }
        return (exact, evaluatingMembers(types))
    }

    // MARK: Calls

    private static let declarationKeywords: SwiftWordSet = [
        .func, .case, .var, .let, .class, .struct, .enum, .protocol, .extension, .actor, .typealias,
        .associatedtype, .import, .macro, .precedencegroup, .operator,
    ]

    /// Appends the call whose name is the token at `i` to `calls`, if it names one, and returns the index of
    /// its last token. The code context comes from `sweep`, and only for tokens that look like a call:
    /// building it for every token was a tenth of the scan. The call is built once, in place (a call is a
    /// few hundred bytes: returning and copying it was a tenth of this pass).
    private func appendCall(named i: Int, sweep: inout RegionSweep, types: [SwiftTypeDeclaration],
                            callEndingAt: [Int32], paths: inout PathInterner, to calls: inout [SwiftCall],
                            arguments fileArguments: inout [SwiftArgument]) -> Int? {
        let token = stream[i]
        guard token.kind == .identifier || token.isWord(.`init`) else { return nil }
        let afterDot = stream.isPunctuation(i - 1, .dot)
        if token.isWord(.`init`), !afterDot { return nil }
        if i > 0, stream[i - 1].isWord, !afterDot, CallScanner.declarationKeywords.contains(stream[i - 1].word),
           !stream[i - 1].isEscapedIdentifier { return nil }
        var next = i + 1
        guard next < stream.count, !stream[next].hasLeadingNewline else { return nil }
        // `SceneType<DetailViewController>(…)`: explicit generic arguments before the parentheses.
        if stream.isAngleOpen(next), !stream[next].hasLeadingSpace, let first = stream.text(i).unicodeScalars.first,
           first.isUppercaseLetter {
            let after = stream.skipAngles(next, limit: min(stream.count, next + 64))
            if stream.isPunctuation(after, .leftParen), !stream[after].hasLeadingSpace { next = after }
        }
        let hasParentheses = stream.isPunctuation(next, .leftParen) && !stream[next].hasLeadingSpace
        let trailingOnly = !hasParentheses && openings.closure(openingAt: next) != nil
        guard hasParentheses || trailingOnly else { return nil }
        let context = sweep.context(at: token.range.start, types: types)
        // Code only: a type body's own tokens are declarations (`case a(Int), b(String)`).
        if context.type != nil, context.functionIndex == nil, context.propertyIndex == nil, context.closure == nil { return nil }
        // The path's parts, found among the paths met before by their names (`PathInterner`).
        guard let calleeStart = stream.pathParts(endingAt: i, into: &paths.parts) else { return nil }
        if paths.parts[0] == .unreadable, calleeStart >= 0, stream.isPunctuation(calleeStart, .dot),
           !(calleeStart > 0 && (stream[calleeStart - 1].kind == .stringLiteral || stream[calleeStart - 1].kind == .stringTail
                || stream[calleeStart - 1].kind == .integerLiteral || stream[calleeStart - 1].kind == .floatLiteral)) {
            paths.parts[0] = .leadingDot
        }
        if paths.parts[0] == .leadingDot, isCasePattern(before: calleeStart) { return nil }
        let calleeIsReadable = paths.parts[0] != .unreadable
        let firstToken = !calleeIsReadable || paths.parts[0] == .leadingDot ? calleeStart + 1 : calleeStart
        let callee = paths.internParts(stream)
        // Appended to the file's arguments as they are read (no array of the call's own).
        let firstArgument = fileArguments.count
        var end = i
        var parentheses: ByteRange? = nil
        if hasParentheses {
            guard let close = stream.closer(ofGroupAt: next) else { return nil }
            let written = stream.callArguments(next, close)
            let evaluatesValues = evaluatesEveryArgument
                || CallQueries.mayBeInterfaceCall(named: callee.last ?? "", firstLabel: written.first?.label)
            for argument in written {
                fileArguments.append(makeArgument(argument, context: context, evaluatingValue: evaluatesValues))
            }
            parentheses = stream.byteRange(from: next, through: close)
            end = close
        }
        // Trailing closures: `f { … }`, `f(x) { … } label: { … }`.
        var k = end + 1
        var label: String? = nil
        var labelRange: ByteRange? = nil
        var steps = 0
        while k < stream.count, openings.closure(openingAt: k) != nil, steps < 16, label != nil || !stream[k].hasLeadingNewline {
            steps += 1
            guard let close = stream.closer(ofGroupAt: k) else { break }
            fileArguments.append(SwiftArgument(
                label: label, labelRange: labelRange, range: stream.byteRange(from: k, through: close), isTrailing: true,
                closure: openings.closure(openingAt: k)))
            end = close
            if close + 3 < stream.count, stream[close + 1].isWord, !stream[close + 1].hasLeadingNewline,
               stream.isPunctuation(close + 2, .colon), openings.closure(openingAt: close + 3) != nil {
                label = stream.text(close + 1)
                labelRange = stream[close + 1].range
                k = close + 3
            } else {
                break
            }
        }
        // The receiver's call: `UINib(…).instantiate`, `publisher.map { … }.sink`.
        var receiverCall: Int? = nil
        if afterDot, i >= 2 {
            var r = i - 2
            while r > 0, stream[r].kind == .operator, stream[r].word == .question || stream[r].word == .exclamation { r -= 1 }
            receiverCall = callEndingAt[r] >= 0 ? Int(callEndingAt[r]) : nil
        }
        let start = max(0, min(firstToken, i))
        calls.append(SwiftCall(
            callee: callee, nameRange: token.range,
            parenthesesRange: parentheses, range: stream.byteRange(from: start, through: end),
            receiverCall: receiverCall, cast: cast(after: end, context: context),
            result: calleeIsReadable ? use(ofExpressionStartingAt: start, paths: &paths) : .other, context: context))
        // The call's run of the file's arguments (`scan` places every call's once they are all there).
        if fileArguments.count > firstArgument {
            calls[calls.count - 1].arguments = SwiftArguments(unplaced: firstArgument..<fileArguments.count)
        }
        return end
    }

    /// `case .some(let x)`, `if case .failure(let error) = result`: a pattern, not a call. Looks back along the
    /// line for `case` with no `=` in between.
    private func isCasePattern(before index: Int) -> Bool {
        var k = index - 1
        var steps = 0
        while k >= 0, steps < 32 {
            steps += 1
            let token = stream[k]
            if token.isWord(.case) { return true }
            if token.kind == .operator, token.word == .assign { return false }
            if token.kind == .punctuation, token.word == .leftBrace || token.word == .rightBrace || token.word == .semicolon { return false }
            if token.hasLeadingNewline { return false }
            k -= 1
        }
        return false
    }

    /// The argument as the call keeps it. Its value (and the literal or local that gives it) is evaluated
    /// only when `evaluatingValue`: `.unknown` otherwise.
    private func makeArgument(_ argument: CallArgument, context: SwiftCodeContext, evaluatingValue: Bool) -> SwiftArgument {
        let start = argument.start, end = argument.end
        let labelRange = argument.label != nil && start >= 2 ? stream[start - 2].range : nil
        guard start < end else {
            let position = start < stream.count ? stream[start].range.start : file.bytes.count
            return SwiftArgument(label: argument.label, labelRange: labelRange, range: ByteRange(start: position, end: position))
        }
        var closure: Int? = nil
        if let index = openings.closure(openingAt: start), stream.closer(ofGroupAt: start) == end - 1 { closure = index }
        let value = closure == nil && evaluatingValue ? values.value(start, end, context: context) : .unknown
        var literalRange: ByteRange? = nil
        if value.literal != nil {
            let literals = (start..<end).filter { stream[$0].kind == .stringLiteral }
            if literals.count == 1, !(start..<end).contains(where: { stream[$0].kind == .stringHead }) {
                literalRange = stream[literals[0]].range
            }
        }
        let bound = evaluatingValue && end - start == 1 && stream[start].kind == .identifier
            ? values.localLetValue(stream.text(start), at: start, context: context) : nil
        return SwiftArgument(
            label: argument.label, labelRange: labelRange, range: stream.byteRange(from: start, through: end - 1), closure: closure,
            value: value, literalRange: literalRange,
            boundRange: bound.map { stream.byteRange(from: $0.start, through: $0.end - 1) })
    }

    /// `as? T` / `as! T` after the call ending at `end`, directly or after `?.first`, `.last`, `[0]`.
    private func cast(after end: Int, context: SwiftCodeContext) -> SwiftCast? {
        var k = end + 1
        var element = ""
        while k < stream.count, stream[k].kind == .operator, stream[k].word == .question || stream[k].word == .exclamation, !stream[k].hasLeadingSpace { k += 1 }
        if stream.isPunctuation(k, .dot), k + 1 < stream.count, stream[k + 1].isWord(.first) || stream[k + 1].isWord(.last),
           !stream.isPunctuation(k + 2, .leftParen) {
            element = stream.text(k + 1)
            k += 2
        } else if stream.isPunctuation(k, .leftBracket), !stream[k].hasLeadingSpace, let close = stream.closer(ofGroupAt: k), close == k + 2,
                  stream[k + 1].kind == .integerLiteral {
            element = "[" + file.text(stream[k + 1].range) + "]"
            k = close + 1
        }
        guard k + 2 < stream.count, stream[k].isWord(.as), stream[k + 1].kind == .operator,
              stream[k + 1].word == .question || stream[k + 1].word == .exclamation, stream[k + 2].kind == .identifier else { return nil }
        var typeName = stream.text(k + 2)
        var t = k + 3
        while stream.isPunctuation(t, .dot), t + 1 < stream.count, stream[t + 1].kind == .identifier {
            typeName += "." + stream.text(t + 1)
            t += 2
        }
        // `as? Cell` in `func cell<Cell: UITableViewCell>(…)` names whatever type the caller picks.
        let isGeneric = values.isGenericParameter(String(typeName.prefix { $0 != "." }), context: context)
        return SwiftCast(type: typeName, isForced: stream[k + 1].word == .exclamation, element: element,
                         range: stream.byteRange(from: k, through: t - 1), isGenericParameter: isGeneric)
    }

    /// What happens to the value of the call whose expression starts at `start` (the caller has seen that its
    /// path is readable). The paths it names are handed out by `paths`.
    private func use(ofExpressionStartingAt start: Int, paths: inout PathInterner) -> SwiftExpressionUse {
        var s = start
        while s > 0, stream[s - 1].isWord(.try) || stream[s - 1].isWord(.await) { s -= 1 }
        if s > 0, stream[s - 1].kind == .operator, stream[s - 1].word == .question || stream[s - 1].word == .exclamation,
           s > 1, stream[s - 2].isWord(.try) { s -= 2 }
        let p = s - 1
        guard p >= 0 else { return .other }
        if stream.isOperator(p, .assign) {
            // `let name = …`, `let name: T = …`
            var k = p - 1
            var steps = 0
            while k >= 0, steps < 24 {
                steps += 1
                let token = stream[k]
                if token.kind == .keyword, token.word == .let || token.word == .var {
                    if k + 1 < p, stream[k + 1].kind == .identifier, k + 2 == p || stream.isPunctuation(k + 2, .colon) {
                        return .boundToLocal(stream.text(k + 1))
                    }
                    return .other
                }
                if token.hasLeadingNewline || stream.isPunctuation(k, .leftBrace) || stream.isPunctuation(k, .semicolon)
                    || stream.isPunctuation(k, .rightBrace) { break }
                k -= 1
            }
            guard p >= 1, let pathStart = stream.pathParts(endingAt: p - 1, into: &paths.parts),
                  !paths.parts.contains(.unreadable), stream.isStatementStart(pathStart) else { return .other }
            return .assigned(paths.internParts(stream))
        }
        var argumentStartsAfter = p
        if stream.isPunctuation(p, .colon), p >= 2, stream[p - 1].isWord,
           stream.isPunctuation(p - 2, .leftParen) || stream.isPunctuation(p - 2, .comma) {
            argumentStartsAfter = p - 2  // after a label
        }
        if stream.isPunctuation(argumentStartsAfter, .leftParen) || stream.isPunctuation(argumentStartsAfter, .comma) {
            guard let parenOpen = enclosingParen(of: argumentStartsAfter), parenOpen > 0, !stream[parenOpen].hasLeadingSpace,
                  stream.pathParts(endingAt: parenOpen - 1, into: &paths.parts) != nil else { return .other }
            return .argument(callee: paths.internParts(stream))
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
                switch token.word {
                case .rightParen, .rightBracket, .rightBrace:
                    guard let open = stream.opener(ofGroupEndingAt: j) else { return nil }
                    j = open - 1
                    continue
                case .leftParen: return j
                case .leftBracket, .leftBrace, .semicolon: return nil
                default: break
                }
            } else if token.kind == .stringTail || token.kind == .stringMiddle || token.kind == .stringHead {
                return nil
            }
            j -= 1
        }
        return nil
    }

    // MARK: Member values

    /// `types` with `SwiftProperty.value` and `SwiftFunction.returnValue` filled in where the declaration
    /// is a string expression.
    private func evaluatingMembers(_ types: [SwiftTypeDeclaration]) -> [SwiftTypeDeclaration] {
        var types = types
        for t in types.indices {
            for p in types[t].properties.indices {
                let property = types[t].properties[p]
                let context = SwiftCodeContext(type: t, propertyIndex: p, isStatic: property.isStatic)
                // A stored `var`'s initial value too: the resolver uses it only when no code assigns the name.
                if !property.isComputed, let initializer = property.initializerRange {
                    let (start, end) = tokens(in: initializer)
                    let value = values.value(start, end, context: context)
                    if !value.isUnknown { types[t].properties[p].value = value }
                } else if property.isComputed, let body = property.getterBodyRange {
                    let value = singleExpressionValue(in: body, context: context)
                    if !value.isUnknown { types[t].properties[p].value = value }
                }
            }
            for f in types[t].functions.indices {
                let function = types[t].functions[f]
                guard function.kind == .function, function.parameters.isEmpty, let body = function.bodyRange else { continue }
                let context = SwiftCodeContext(type: t, functionIndex: f, isStatic: function.isStatic)
                let value = singleExpressionValue(in: body, context: context)
                if !value.isUnknown { types[t].functions[f].returnValue = value }
            }
        }
        return types
    }

    /// The value of a body that is one expression, or one `return expression`.
    private func singleExpressionValue(in body: ByteRange, context: SwiftCodeContext) -> SwiftValue {
        var (start, end) = tokens(in: body)
        if start < end, stream[start].isWord(.return) { start += 1 }
        guard start < end else { return .unknown }
        // One statement: no newline-separated second expression at the top level.
        var k = start
        while k < end {
            if k > start, stream.isStatementStart(k) { return .unknown }
            k = stream.skip(k, limit: end)
        }
        return values.value(start, end, context: context)
    }

    /// Token indices `start..<end` of the tokens inside `range`.
    private func tokens(in range: ByteRange) -> (Int, Int) {
        let start = stream.firstIndex(atOrAfter: range.start)
        var end = stream.firstIndex(atOrAfter: range.end)
        while end > start, stream[end - 1].range.end > range.end { end -= 1 }
        return (start, end)
    }
}

// MARK: - Where code is

/// A span of the file that gives code its context: a type, a member function, a property, a closure.
private struct Region {
    enum Kind { case type(Int), function(type: Int, index: Int), property(type: Int, index: Int), closure(Int) }
    var start: Int
    var end: Int
    var kind: Kind

    static func all(types: [SwiftTypeDeclaration], closures: [SwiftClosure]) -> [Region] {
        var regions: [Region] = []
        for (t, type) in types.enumerated() {
            regions.append(Region(start: type.range.start, end: type.range.end, kind: .type(t)))
            for (f, function) in type.functions.enumerated() {
                regions.append(Region(start: function.range.start, end: function.range.end, kind: .function(type: t, index: f)))
            }
            for (p, property) in type.properties.enumerated() {
                regions.append(Region(start: property.range.start, end: property.range.end, kind: .property(type: t, index: p)))
            }
        }
        for (c, closure) in closures.enumerated() {
            regions.append(Region(start: closure.range.start, end: closure.range.end, kind: .closure(c)))
        }
        // Outer before inner: by start, then the longer first.
        regions.sort { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
        return regions
    }
}

/// Walks the regions alongside a forward scan, keeping the stack of those around the current offset.
private struct RegionSweep {
    let regions: [Region]
    private var next = 0
    private var stack: [Region] = []

    init(regions: [Region]) { self.regions = regions }

    /// The context at `offset`; offsets must not decrease between calls.
    mutating func context(at offset: Int, types: [SwiftTypeDeclaration]) -> SwiftCodeContext {
        while next < regions.count, regions[next].start <= offset {
            while let top = stack.last, top.end <= regions[next].start { stack.removeLast() }
            stack.append(regions[next])
            next += 1
        }
        while let top = stack.last, top.end <= offset { stack.removeLast() }
        var context = SwiftCodeContext()
        var sawType = false
        for region in stack.reversed() {
            switch region.kind {
            case .closure(let c):
                if !sawType, context.closure == nil { context.closure = c }
            case .function(let t, let f):
                if !sawType, context.functionIndex == nil, context.propertyIndex == nil, t < types.count, f < types[t].functions.count {
                    // Read in place: a copy of the function (its body facts, parameters, ranges) retained and
                    // released every part of it, for every call of the file.
                    context.functionIndex = f
                    context.isStatic = types[t].functions[f].isStatic
                }
            case .property(let t, let p):
                if !sawType, context.functionIndex == nil, context.propertyIndex == nil, t < types.count, p < types[t].properties.count {
                    context.propertyIndex = p
                    context.isStatic = types[t].properties[p].isStatic
                }
            case .type(let t):
                if !sawType { context.type = t; sawType = true }
            }
            if sawType { break }
        }
        return context
    }
}
