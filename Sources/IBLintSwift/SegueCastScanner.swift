import IBLintCore

/// A pass after the declaration scanner: in every `prepare(for:sender:)` method, the casts of the segue's
/// destination and the segue identifiers each can run for, read from the `if`, `guard` and `switch`
/// statements around it that compare `segue.identifier` (or a local holding it) with string literals.
///
/// One forward walk per body; nested blocks recurse, capped at `maximumDepth`, so no input makes it slow
/// or deep. A condition it does not understand restricts nothing (`.any`).
struct SegueCastScanner {
    let file: SourceFile
    let stream: TokenStream
    let types: [SwiftTypeDeclaration]

    static let maximumDepth = 48

    func casts() -> [SwiftSegueCast] {
        var result: [SwiftSegueCast] = []
        for (typeIndex, type) in types.enumerated() where type.kind == .class || type.kind == .extension {
            for (functionIndex, function) in type.functions.enumerated() where function.isPrepareForSegue {
                guard let body = function.bodyRange, body.start > 0, let open = stream.index(startingAt: body.start - 1),
                      stream.isPunctuation(open, .leftBrace), let close = stream.closer(ofGroupAt: open) else { continue }
                var walk = Walk(stream: stream, file: file, segue: function.parameters[0].name,
                                type: typeIndex, function: functionIndex)
                walk.collectAliases(open + 1, close)
                walk.block(open + 1, close, .any, [], depth: 0)
                result += walk.casts
            }
        }
        return result
    }
}

extension SegueCastScanner {
    /// The walk over one method body.
    fileprivate struct Walk {
        let stream: TokenStream
        let file: SourceFile
        /// The segue parameter's local name.
        let segue: String
        let type: Int
        let function: Int
        /// Locals holding `segue.identifier` / `segue.destination`.
        var identifierAliases: Set<String> = []
        var destinationAliases: Set<String> = []
        var casts: [SwiftSegueCast] = []

        init(stream: TokenStream, file: SourceFile, segue: String, type: Int, function: Int) {
            self.stream = stream
            self.file = file
            self.segue = segue
            self.type = type
            self.function = function
        }

        // MARK: Locals

        /// `let id = segue.identifier`, `guard let id = segue.identifier else`, `if let id = segue.identifier ?? ""`,
        /// `let destination = segue.destination`.
        mutating func collectAliases(_ start: Int, _ end: Int) {
            var k = start
            while k + 5 < end {
                defer { k += 1 }
                guard stream[k].isWord(.let) || stream[k].isWord(.var), stream[k + 1].kind == .identifier,
                      stream.isOperator(k + 2, .assign), isSegue(k + 3), stream.isPunctuation(k + 4, .dot) else { continue }
                let name = stream.text(k + 1)
                let member = stream.text(k + 5)
                var after = k + 6
                if stream.isOperator(after, .exclamation) { after += 1 }
                if stream.isOperator(after, .nilCoalescing), after + 1 < end, stream[after + 1].kind == .stringLiteral { after += 2 }
                guard endsExpression(after, end) else { continue }
                if member == "identifier" { identifierAliases.insert(name) }
                if member == "destination" || member == "destinationController" { destinationAliases.insert(name) }
            }
        }

        /// Nothing of the expression follows `index`: the statement, the condition clause or the body starts.
        private func endsExpression(_ index: Int, _ end: Int) -> Bool {
            guard index < end else { return true }
            let token = stream[index]
            if token.hasLeadingNewline, !stream.continuesExpression(index) { return true }
            return stream.isPunctuation(index, .comma) || stream.isPunctuation(index, .leftBrace) || stream.isPunctuation(index, .semicolon)
                || token.isWord(.else)
        }

        /// The segue parameter, not a member named like it (`self.segue`).
        private func isSegue(_ index: Int) -> Bool {
            index < stream.count && stream[index].kind == .identifier && stream.text(index, is: segue)
                && !(index > 0 && stream.isPunctuation(index - 1, .dot))
        }

        // MARK: Statements

        /// Walks `start..<end`, a block's statements, where code runs for `identifiers`.
        mutating func block(_ start: Int, _ end: Int, _ identifiers: SwiftSegueIdentifiers, _ ranges: [ByteRange], depth: Int) {
            guard depth < SegueCastScanner.maximumDepth else { return }
            var current = identifiers
            var currentRanges = ranges
            var k = start
            while k < end {
                let token = stream[k]
                if token.kind == .keyword, token.word == .if {
                    k = ifStatement(k, end, current, currentRanges, depth: depth)
                } else if token.kind == .keyword, token.word == .guard {
                    let (next, narrowed, narrowedRanges) = guardStatement(k, end, current, currentRanges, depth: depth)
                    current = current.intersection(narrowed)
                    currentRanges += narrowedRanges
                    k = next
                } else if token.kind == .keyword, token.word == .switch {
                    k = switchStatement(k, end, current, currentRanges, depth: depth)
                } else if let next = cast(at: k, end, current, currentRanges) {
                    k = next
                } else if stream.isPunctuation(k, .leftBrace), let close = stream.closer(ofGroupAt: k), close < end {
                    block(k + 1, close, current, currentRanges, depth: depth + 1)
                    k = close + 1
                } else {
                    k += 1
                }
            }
        }

        /// `if c1, c2 { … } else if … { … } else { … }`; returns the index after it.
        private mutating func ifStatement(_ start: Int, _ end: Int, _ outer: SwiftSegueIdentifiers, _ ranges: [ByteRange],
                                          depth: Int) -> Int {
            guard depth < SegueCastScanner.maximumDepth else { return end }
            var open = start + 1
            while open < end, !stream.isPunctuation(open, .leftBrace) { open = stream.skip(open, limit: end) }
            // No body: nothing after it can be read either (and scanning again from the next `if` would be quadratic).
            guard open < end, let close = stream.closer(ofGroupAt: open), close < end else { return end }
            let condition = conditionClauses(start + 1, open)
            castsInCondition(condition, outer, ranges)
            let (then, thenRanges) = condition.all
            block(open + 1, close, outer.intersection(then), ranges + thenRanges, depth: depth + 1)
            let next = close + 1
            guard next < end, stream[next].isWord(.else) else { return next }
            let otherwise = outer.intersection(condition.negation)
            if next + 1 < end, stream[next + 1].isWord(.if) {
                return ifStatement(next + 1, end, otherwise, ranges, depth: depth + 1)
            }
            if stream.isPunctuation(next + 1, .leftBrace), let elseClose = stream.closer(ofGroupAt: next + 1), elseClose < end {
                block(next + 2, elseClose, otherwise, ranges, depth: depth + 1)
                return elseClose + 1
            }
            return next + 1
        }

        /// `guard c1, c2 else { … }`: the index after it and what the rest of the block may assume.
        private mutating func guardStatement(_ start: Int, _ end: Int, _ outer: SwiftSegueIdentifiers, _ ranges: [ByteRange],
                                             depth: Int) -> (Int, SwiftSegueIdentifiers, [ByteRange]) {
            var elseIndex = start + 1
            while elseIndex < end, !stream[elseIndex].isWord(.else) { elseIndex = stream.skip(elseIndex, limit: end) }
            guard elseIndex + 1 < end, stream.isPunctuation(elseIndex + 1, .leftBrace),
                  let close = stream.closer(ofGroupAt: elseIndex + 1), close < end else { return (end, .any, []) }
            let condition = conditionClauses(start + 1, elseIndex)
            castsInCondition(condition, outer, ranges)
            block(elseIndex + 2, close, outer.intersection(condition.negation), ranges, depth: depth + 1)
            let (narrowed, narrowedRanges) = condition.all
            return (close + 1, narrowed, narrowedRanges)
        }

        /// `switch segue.identifier { case "a": … default: … }`; other switches are walked as plain blocks.
        private mutating func switchStatement(_ start: Int, _ end: Int, _ outer: SwiftSegueIdentifiers, _ ranges: [ByteRange],
                                              depth: Int) -> Int {
            var open = start + 1
            while open < end, !stream.isPunctuation(open, .leftBrace) { open = stream.skip(open, limit: end) }
            guard open < end, let close = stream.closer(ofGroupAt: open), close < end else { return end }
            guard isIdentifierExpression(start + 1, open) else {
                block(start + 1, open, outer, ranges, depth: depth + 1)
                block(open + 1, close, outer, ranges, depth: depth + 1)
                return close + 1
            }
            // The case labels at the top level of the switch's braces (not `if case`, `guard case`, `for case`).
            var labels: [(index: Int, colon: Int)] = []
            var k = open + 1
            while k < close {
                let token = stream[k]
                if token.isWord(.case) || token.isWord(.default), !isConditionCase(k) {
                    var colon = k + 1
                    while colon < close, !stream.isPunctuation(colon, .colon) { colon = stream.skip(colon, limit: close) }
                    guard colon < close else { break }
                    labels.append((k, colon))
                    k = colon + 1
                } else {
                    k = stream.skip(k, limit: close)
                }
            }
            var patterns: [(identifiers: SwiftSegueIdentifiers, ranges: [ByteRange], guarded: Bool)] = []
            for label in labels {
                patterns.append(stream[label.index].isWord(.default) ? (.any, [], false) : casePattern(label.index + 1, label.colon))
            }
            // `default:` runs for what no case matches: at most the identifiers of no literal case without `where`.
            var matched: Set<String> = []
            for pattern in patterns where !pattern.guarded {
                if case .only(let literals) = pattern.identifiers { matched.formUnion(literals) }
            }
            for (position, label) in labels.enumerated() {
                let bodyEnd = position + 1 < labels.count ? labels[position + 1].index : close
                let isDefault = stream[label.index].isWord(.default)
                let identifiers = isDefault ? SwiftSegueIdentifiers.except(matched) : patterns[position].identifiers
                block(label.colon + 1, bodyEnd, outer.intersection(identifiers), ranges + patterns[position].ranges, depth: depth + 1)
            }
            return close + 1
        }

        /// `case` inside a condition (`if case`, `guard case`, `while case`, `for case`, `, case`).
        private func isConditionCase(_ index: Int) -> Bool {
            guard stream[index].isWord(.case), index > 0 else { return false }
            let previous = stream[index - 1]
            return previous.isWord(.if) || previous.isWord(.guard) || previous.isWord(.while) || previous.isWord(.for)
                || stream.isPunctuation(index - 1, .comma)
        }

        /// A case label's patterns: `"a", "b"`, `"a"?`, `.some("a")`, each maybe with `where`.
        private func casePattern(_ start: Int, _ end: Int) -> (identifiers: SwiftSegueIdentifiers, ranges: [ByteRange], guarded: Bool) {
            var literals: Set<String> = []
            var ranges: [ByteRange] = []
            var guarded = false
            for (itemStart, itemEnd) in split(start, end, atPunctuation: .comma) {
                var last = itemEnd
                var w = itemStart
                while w < itemEnd {
                    if stream[w].isWord(.where) { guarded = true; last = w; break }
                    w = stream.skip(w, limit: itemEnd)
                }
                guard let (literal, range) = literalPattern(itemStart, last) else { return (.any, [], guarded) }
                literals.insert(literal)
                ranges.append(range)
            }
            return literals.isEmpty ? (.any, [], guarded) : (.only(literals), ranges, guarded)
        }

        private func literalPattern(_ start: Int, _ end: Int) -> (String, ByteRange)? {
            var s = start, e = end
            if e - s == 2, stream.isOperator(s + 1, .question) { e -= 1 }
            if e - s == 5, stream.isPunctuation(s, .dot), stream[s + 1].isWord(.someWord), stream.isPunctuation(s + 2, .leftParen),
               stream.isPunctuation(s + 4, .rightParen) {
                s += 3
                e -= 1
            }
            guard e - s == 1 else { return nil }
            return stringLiteral(s)
        }

        // MARK: Conditions

        /// A condition list split at its top-level commas, with what each clause says about the identifier.
        fileprivate struct Condition {
            var clauses: [(start: Int, end: Int, identifiers: SwiftSegueIdentifiers, ranges: [ByteRange])]
            /// The condition is one test of the identifier alone, so its `else` may assume the opposite.
            var negation: SwiftSegueIdentifiers

            /// What code may assume once every clause holds.
            var all: (SwiftSegueIdentifiers, [ByteRange]) {
                clauses.reduce((SwiftSegueIdentifiers.any, [ByteRange]())) { ($0.0.intersection($1.identifiers), $0.1 + $1.ranges) }
            }
        }

        private func conditionClauses(_ start: Int, _ end: Int) -> Condition {
            var clauses: [(Int, Int, SwiftSegueIdentifiers, [ByteRange])] = []
            var negation = SwiftSegueIdentifiers.any
            let parts = split(start, end, atPunctuation: .comma)
            for (clauseStart, clauseEnd) in parts {
                let (identifiers, ranges, isPure) = clause(clauseStart, clauseEnd)
                clauses.append((clauseStart, clauseEnd, identifiers, ranges))
                if parts.count == 1, isPure {
                    switch identifiers {
                    case .only(let set): negation = .except(set)
                    case .except(let set): negation = .only(set)
                    case .any: break
                    }
                }
            }
            return Condition(clauses: clauses, negation: negation)
        }

        /// Casts written in the condition itself: an `as!` runs once the clauses before it hold; an `as?` only
        /// matters where the whole condition holds.
        private mutating func castsInCondition(_ condition: Condition, _ outer: SwiftSegueIdentifiers, _ ranges: [ByteRange]) {
            let (all, allRanges) = condition.all
            var before = SwiftSegueIdentifiers.any
            var beforeRanges: [ByteRange] = []
            for clause in condition.clauses {
                var k = clause.start
                while k < clause.end {
                    if let (cast, next) = castAt(k, clause.end) {
                        let identifiers = outer.intersection(cast.isForced ? before : all)
                        record(cast, identifiers, ranges + (cast.isForced ? beforeRanges : allRanges))
                        k = next
                    } else {
                        k += 1
                    }
                }
                before = before.intersection(clause.identifiers)
                beforeRanges += clause.ranges
            }
        }

        /// One clause: `id == "a"`, `"a" == id`, `id != "a"`, `id == "a" || id == "b"`, `… && …`. `isPure` when the
        /// clause tests nothing but the identifier.
        private func clause(_ start: Int, _ end: Int) -> (SwiftSegueIdentifiers, [ByteRange], isPure: Bool) {
            var s = start, e = end
            while e - s > 2, stream.isPunctuation(s, .leftParen), stream.closer(ofGroupAt: s) == e - 1 { s += 1; e -= 1 }
            let conjuncts = split(s, e, atOperator: .and)
            if conjuncts.count > 1 {
                var identifiers = SwiftSegueIdentifiers.any
                var ranges: [ByteRange] = []
                for (partStart, partEnd) in conjuncts {
                    let part = clause(partStart, partEnd)
                    identifiers = identifiers.intersection(part.0)
                    ranges += part.1
                }
                return (identifiers, ranges, false)
            }
            let disjuncts = split(s, e, atOperator: .or)
            if disjuncts.count > 1 {
                var literals: Set<String> = []
                var ranges: [ByteRange] = []
                for (partStart, partEnd) in disjuncts {
                    guard case (.only(let set), let partRanges, true) = clause(partStart, partEnd) else { return (.any, [], false) }
                    literals.formUnion(set)
                    ranges += partRanges
                }
                return (.only(literals), ranges, true)
            }
            return comparison(s, e)
        }

        private func comparison(_ start: Int, _ end: Int) -> (SwiftSegueIdentifiers, [ByteRange], isPure: Bool) {
            var k = start
            while k < end, !(stream.isOperator(k, .equalEqual) || stream.isOperator(k, .notEqual)) { k = stream.skip(k, limit: end) }
            guard k < end else { return (.any, [], false) }
            let equal = stream.isOperator(k, .equalEqual)
            let literal: (String, ByteRange)?
            if k - start == 1, end - k > 1, isIdentifierExpression(k + 1, end) {
                literal = stringLiteral(start)
            } else if end - k == 2, isIdentifierExpression(start, k) {
                literal = stringLiteral(k + 1)
            } else {
                literal = nil
            }
            guard let (value, range) = literal else { return (.any, [], false) }
            return (equal ? .only([value]) : .except([value]), [range], true)
        }

        /// `segue.identifier`, `segue.identifier!`, `segue.identifier ?? ""`, `(segue.identifier)` or a local holding it.
        private func isIdentifierExpression(_ start: Int, _ end: Int) -> Bool {
            var s = start, e = end
            while e - s > 2, stream.isPunctuation(s, .leftParen), stream.closer(ofGroupAt: s) == e - 1 { s += 1; e -= 1 }
            if e - s >= 2, stream.isOperator(e - 2, .nilCoalescing), stream[e - 1].kind == .stringLiteral { e -= 2 }
            if e - s >= 2, stream.isOperator(e - 1, .exclamation) { e -= 1 }
            if e - s == 1 { return stream[s].kind == .identifier && identifierAliases.contains(stream.text(s)) && !(s > 0 && stream.isPunctuation(s - 1, .dot)) }
            return e - s == 3 && isSegue(s) && stream.isPunctuation(s + 1, .dot) && stream[s + 2].isWord(.identifier)
        }

        // MARK: Casts

        private mutating func cast(at index: Int, _ end: Int, _ identifiers: SwiftSegueIdentifiers, _ ranges: [ByteRange]) -> Int? {
            guard let (cast, next) = castAt(index, end) else { return nil }
            record(cast, identifiers, ranges)
            return next
        }

        private mutating func record(_ cast: (type: String, isForced: Bool, range: ByteRange), _ identifiers: SwiftSegueIdentifiers,
                                     _ ranges: [ByteRange]) {
            casts.append(SwiftSegueCast(type: cast.type, isForced: cast.isForced, range: cast.range, enclosingType: type,
                                        function: function, identifiers: identifiers, conditionRanges: ranges))
        }

        /// `segue.destination as? T` / `as! T`, or `destination as? T` for a local holding the destination.
        private func castAt(_ index: Int, _ end: Int) -> ((type: String, isForced: Bool, range: ByteRange), Int)? {
            var k: Int
            if isSegue(index), stream.isPunctuation(index + 1, .dot), index + 2 < end,
               stream[index + 2].isWord(.destination) || stream[index + 2].isWord(.destinationController) {
                k = index + 3
            } else if stream[index].kind == .identifier, destinationAliases.contains(stream.text(index)),
                      !(index > 0 && stream.isPunctuation(index - 1, .dot)), !stream.isPunctuation(index + 1, .colon) {
                k = index + 1
            } else {
                return nil
            }
            guard k + 2 < end, stream[k].isWord(.as), stream[k + 1].kind == .operator,
                  stream[k + 1].word == .question || stream[k + 1].word == .exclamation, stream[k + 2].kind == .identifier else { return nil }
            let isForced = stream[k + 1].word == .exclamation
            var type = stream.text(k + 2)
            var last = k + 2
            while last + 2 < end, stream.isPunctuation(last + 1, .dot), stream[last + 2].kind == .identifier, !stream[last + 1].hasLeadingSpace {
                type += "." + stream.text(last + 2)
                last += 2
            }
            // A generic or composed type is not one class.
            if last + 1 < end, stream.isAngleOpen(last + 1) || stream.isOperator(last + 1, .ampersand) { return nil }
            return ((type, isForced, stream.byteRange(from: index, through: last)), last + 1)
        }

        // MARK: Tokens

        private func stringLiteral(_ index: Int) -> (String, ByteRange)? {
            guard index < stream.count, stream[index].kind == .stringLiteral,
                  let value = SwiftLexer.stringValue(of: stream[index], in: file.bytes) else { return nil }
            return (value, stream[index].range)
        }

        /// `start..<end` split at top-level punctuation (`,`), skipping groups.
        private func split(_ start: Int, _ end: Int, atPunctuation word: SwiftWord) -> [(Int, Int)] {
            split(start, end) { stream.isPunctuation($0, word) }
        }

        private func split(_ start: Int, _ end: Int, atOperator word: SwiftWord) -> [(Int, Int)] {
            split(start, end) { stream.isOperator($0, word) }
        }

        private func split(_ start: Int, _ end: Int, where isSeparator: (Int) -> Bool) -> [(Int, Int)] {
            var parts: [(Int, Int)] = []
            var partStart = start
            var k = start
            while k < end {
                if isSeparator(k) {
                    parts.append((partStart, k))
                    partStart = k + 1
                    k += 1
                } else {
                    k = stream.skip(k, limit: end)
                }
            }
            if partStart < end || parts.isEmpty { parts.append((partStart, end)) }
            return parts
        }
    }
}
