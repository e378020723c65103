import IBLintCore

/// A pass after the declaration scanner: for every member function and property observer body, the local
/// names it declares and where it hands them (a subview, a child controller, an array, a stored path), so
/// a rule can tell whether an object a closure captures is one `self` keeps.
///
/// One forward walk per body; the backward reads it makes are step-capped, so no input makes it slow.
struct CodeScopeScanner {
    let file: SourceFile
    let stream: TokenStream
    let types: [SwiftTypeDeclaration]
    let openings: ClosureOpenings
    /// The file's calls: `addSubview(x)`, `addChild(x)`, `append(x)` hand a local on.
    let calls: [SwiftCall]

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

    /// The first bytes of `storingMethods`' names: most calls are told apart by them without hashing the
    /// name (asked of every call once for each scope around it: 22 M instructions on corona-warn-app).
    private static let storingMethodFirstBytes = Array(Set(storingMethods.keys.compactMap(\.utf8.first))).sorted()

    private static func mayBeStoringMethod(_ name: String?) -> Bool {
        guard let name, let first = name.utf8.first, storingMethodFirstBytes.contains(first) else { return false }
        return storingMethods[name] != nil
    }

    private func scope(body: ByteRange, parameters: [String]) -> SwiftCodeScope? {
        guard body.start > 0, let open = stream.index(startingAt: body.start - 1),
              stream.isPunctuation(open, .leftBrace) else { return nil }
        let close = stream.closer(ofGroupAt: open) ?? stream.count
        var scope = SwiftCodeScope(bodyRange: body)
        // Listed as met, counted once the body is read (`SwiftNameCounts`).
        var declared: [String] = []
        // Room for the parameters and a few locals at once (grown from empty, 13,000 times on corona-warn-app).
        declared.reserveCapacity(parameters.count + 8)
        func declare(_ name: String) { declared.append(name) }
        parameters.forEach(declare)
        var k = open + 1
        while k < close {
            let token = stream[k]
            if token.kind == .keyword, token.word == .let || token.word == .var {
                if k + 1 < close, stream[k + 1].kind == .identifier {
                    let name = stream.text(k + 1)
                    declare(name)
                    scope.bindings.append(SwiftLocalBinding(name: name, value: boundValue(afterName: k + 1, limit: close),
                                                            range: stream[k + 1].range))
                } else if stream.isPunctuation(k + 1, .leftParen) {
                    let tupleClose = stream.close(of: k + 1, limit: close)
                    for t in (k + 2)..<max(k + 2, tupleClose) where stream[t].kind == .identifier { declare(stream.text(t)) }
                }
            } else if token.kind == .keyword, token.word == .for, !stream.isPunctuation(k + 1, .colon) {
                // A `for … in` loop's names (not the argument label of `dequeueReusableCell(…, for: indexPath)`).
                var t = k + 1
                while t < close, !stream[t].isWord(.in), t - k < 16 {
                    if stream[t].kind == .identifier { declare(stream.text(t)) }
                    t += 1
                }
            } else if token.kind == .keyword, token.word == .catch {
                declare("error")
            } else if let closure = openings.closure(openingAt: k) {
                // Closure parameters and capture-list names.
                let inIndex = closureHeaderEnd(k, closure: closure)
                if let inIndex {
                    for t in (k + 1)..<inIndex where stream[t].kind == .identifier
                        && !(stream[t].word == .weak || stream[t].word == .unowned || stream[t].word == .unsafe || stream[t].word == .safe) {
                        declare(stream.text(t))
                    }
                }
            } else if token.kind == .operator, token.word == .assign, k + 1 < close,
                      stream[k + 1].kind == .identifier || stream[k + 1].isWord(.nil),
                      stream.endsStatement(after: k + 1), k >= 1,
                      let (path, start) = stream.pathBackward(endingAt: k - 1), !TokenStream.hasUnreadablePart(path), stream.isStatementStart(start) {
                scope.stores.append(SwiftLocalStore(name: stream.text(k + 1), kind: .assigned, path: path,
                                                    range: stream.byteRange(from: start, through: k + 1)))
            }
            k += 1
        }
        scope.declarationCounts = SwiftNameCounts(counting: declared)
        scope.stores += localsHandedOn(in: body)
        scope.stores.sort { $0.range.start < $1.range.start }
        return scope
    }

    /// `receiver.addSubview(name)`, `addChild(name)`, `items.append(name)` in `body` (without a receiver:
    /// a call on `self`).
    private func localsHandedOn(in body: ByteRange) -> [SwiftLocalStore] {
        var stores: [SwiftLocalStore] = []
        // The calls are in the order of their names: those in the body are a run of them.
        var low = 0, high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].nameRange.start < body.start { low = middle + 1 } else { high = middle }
        }
        // Read in place first: scopes nest, so a call is asked about once per scope around it, and copying it
        // (a retain and release of each of its parts) cost more than the questions.
        var index = low
        while index < calls.count, calls[index].nameRange.start < body.end {
            defer { index += 1 }
            guard calls[index].nameRange.end <= body.end, calls[index].parenthesesRange != nil,
                  !calls[index].arguments.isEmpty, !calls[index].arguments[0].isTrailing,
                  CodeScopeScanner.mayBeStoringMethod(calls[index].callee.last) else { continue }
            let call = calls[index]
            guard let kind = CodeScopeScanner.storingMethods[call.name], let parentheses = call.parenthesesRange,
                  let first = call.arguments.first, !first.isTrailing, case let name = first.text(in: file), CodeScopeScanner.isIdentifier(name),
                  !TokenStream.hasUnreadablePart(call.receiver), call.callee.first != "." else { continue }
            stores.append(SwiftLocalStore(name: name, kind: kind, path: call.receiver,
                                          range: ByteRange(start: call.nameRange.start, end: parentheses.end)))
        }
        return stores
    }

    static func isIdentifier(_ text: String) -> Bool {
        if text.isASCII {
            // By bytes: an ASCII scalar is alphabetic exactly when it is a letter, numeric when a digit.
            @inline(__always) func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == UInt8(ascii: "_") }
            guard let first = text.utf8.first, isLetter(first) else { return false }
            return text.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
        }
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// The `in` of a closure's header (capture list and signature), if it has one.
    private func closureHeaderEnd(_ open: Int, closure: Int) -> Int? {
        let close = stream.closer(ofGroupAt: open) ?? stream.count
        var i = open + 1
        while i < close, stream[i].kind == .attribute { i += 1 }
        if stream.isPunctuation(i, .leftBracket) {
            let captureClose = stream.close(of: i, limit: close)
            guard captureClose < close else { return nil }
            return stream.signatureEnd(from: captureClose + 1, limit: close)
        }
        return stream.signatureEnd(from: i, limit: close)
    }

    /// What `let name (: T)? = value` binds; `name` is at `nameIndex`.
    private func boundValue(afterName nameIndex: Int, limit: Int) -> SwiftLocalValue {
        var k = nameIndex + 1
        if stream.isPunctuation(k, .colon) { k = stream.skipType(from: k + 1, limit: limit) }
        guard k < limit, stream.isOperator(k, .assign) else { return .other }
        k += 1
        // A dotted path.
        var path: [String] = []
        path.reserveCapacity(4)
        while k < limit, stream.isPathWord(k) {
            path.append(stream.text(k))
            if stream.isPunctuation(k + 1, .dot), k + 2 < limit, stream.isPathWord(k + 2), !stream[k + 1].hasLeadingNewline {
                k += 2
            } else {
                k += 1
                break
            }
        }
        guard !path.isEmpty, k < limit else { return .other }
        // `tableView.dequeueReusableCell(…) as! Cell`: a call's result, cast.
        if stream.isPunctuation(k, .leftParen), !stream[k].hasLeadingSpace, let first = path.first?.unicodeScalars.first,
           !first.isUppercaseLetter {
            let close = stream.close(of: k, limit: limit)
            if close < limit, close + 1 < limit, stream[close + 1].isWord(.as) {
                path[path.count - 1] += "()"
                k = close + 1
            }
        }
        if stream[k].isWord(.as), k + 2 < limit, stream[k + 1].kind == .operator,
           stream[k + 1].word == .question || stream[k + 1].word == .exclamation, stream[k + 2].kind == .identifier {
            var typeName = stream.text(k + 2)
            var t = k + 3
            while stream.isPunctuation(t, .dot), t + 1 < limit, stream[t + 1].kind == .identifier {
                typeName += "." + stream.text(t + 1)
                t += 2
            }
            return .cast(source: path, type: typeName)
        }
        if let first = path.first?.unicodeScalars.first, first.isUppercaseLetter,
           (stream.isPunctuation(k, .leftParen) && !stream[k].hasLeadingSpace)
            || (stream.isPunctuation(k, .leftBrace) && openings.closure(openingAt: k) != nil) {
            return .construction(path)
        }
        return .other
    }
}
