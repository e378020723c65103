import IBLintCore

/// Evaluates an expression's tokens to a `SwiftValue`: what a nib, storyboard or identifier argument names.
/// It follows string literals through local `let`s of the same body, reads `String(describing: X.self)`,
/// `"\(X.self)"`, `NSStringFromClass(X.self)` and their `Self`/`type(of: self)` forms, and leaves member
/// references (`Self.nibName`, `Cell.identifier`, `Route.detail.rawValue`) for the project to resolve.
/// Anything else is `.unknown`. Local `let`s are looked up in a per-body table built once; following them
/// is depth-capped.
final class ValueReader {
    let file: SourceFile
    let stream: TokenStream
    var types: [SwiftTypeDeclaration] = []
    private var bodies: [Int: BodyBindings] = [:]
    static let maximumDepth = 8
    /// Punctuation that ends an expression.
    static let expressionEnders: SwiftWordSet = [.comma, .semicolon, .rightBrace, .rightParen, .rightBracket]

    init(file: SourceFile, stream: TokenStream) {
        self.file = file
        self.stream = stream
    }

    /// The value of the tokens `start..<end` in `context`.
    func value(_ start: Int, _ end: Int, context: SwiftCodeContext, depth: Int = 0) -> SwiftValue {
        guard depth < ValueReader.maximumDepth else { return .unknown }
        var start = start, end = end
        // `try`, `await`, wrapping parentheses, a trailing `!`.
        while start < end, stream[start].isWord(.try) || stream[start].isWord(.await) { start += 1 }
        while start < end, stream.isPunctuation(start, .leftParen), stream.closer(ofGroupAt: start) == end - 1,
              !(start > 0 && stream[start - 1].isWord) {
            start += 1
            end -= 1
        }
        while end > start, stream[end - 1].kind == .operator, stream[end - 1].word == .exclamation { end -= 1 }
        guard start < end else { return .unknown }
        let first = stream[start]

        if end - start == 1 {
            if first.kind == .stringLiteral { return SwiftLexer.stringValue(of: first, in: file.bytes).map(SwiftValue.string) ?? .unknown }
            if first.kind == .identifier { return name(stream.text(start), at: start, context: context, depth: depth) }
            return .unknown
        }
        // `"\(X.self)"`: one interpolation and nothing else.
        if first.kind == .stringHead, file.text(first.range) == "\"\\(", let close = stream.closer(ofGroupAt: start),
           close == end - 1, file.text(stream[close].range) == ")\"" {
            return describing(start + 1, close, context: context)
        }
        if first.word == .stringType || first.word == .nsStringFromClass, first.isWord,
           stream.isPunctuation(start + 1, .leftParen), !stream[start + 1].hasLeadingSpace,
           let close = stream.closer(ofGroupAt: start + 1) {
            let arguments = stream.callArguments(start + 1, close)
            switch first.word {
            case .stringType where close == end - 1 && arguments.count == 1 && arguments[0].label == "describing":
                return describing(arguments[0].start, arguments[0].end, context: context)
            case .nsStringFromClass where arguments.count == 1 && arguments[0].label == nil:
                // Alone, or followed by `.components(separatedBy: ".").last` / `.split(separator: ".").last`.
                guard close == end - 1 || takesLastComponent(close + 1, end) else { return .unknown }
                return describing(arguments[0].start, arguments[0].end, context: context)
            default:
                break
            }
        }
        // `NSNib.Name("X")`, `UIStoryboard.Name(rawValue: x)`, `NSStoryboard.SceneIdentifier(x)`.
        if let wrapped = wrappedName(start, end) { return value(wrapped.start, wrapped.end, context: context, depth: depth + 1) }
        return path(start, end, context: context)
    }

    // MARK: Names and paths

    private func name(_ name: String, at index: Int, context: SwiftCodeContext, depth: Int) -> SwiftValue {
        if let bindings = bodyBindings(context) {
            if bindings.parameters.contains(name) { return .unknown }
            if let declarations = bindings.names[name] {
                guard declarations.count == 1, let declaration = declarations.first, declaration.isLet,
                      declaration.nameIndex < index, declaration.valueStart < declaration.valueEnd else { return .unknown }
                return value(declaration.valueStart, declaration.valueEnd, context: context, depth: depth + 1)
            }
        }
        return .member(base: [], name: name)
    }

    /// The tokens of the value of the one local `let name = …` declared before `index` in the body around
    /// `context`; `nil` for parameters, `var`s, names declared more than once, or no such local.
    func localLetValue(_ name: String, at index: Int, context: SwiftCodeContext) -> (start: Int, end: Int)? {
        guard let bindings = bodyBindings(context), !bindings.parameters.contains(name),
              let declarations = bindings.names[name], declarations.count == 1, let declaration = declarations.first,
              declaration.isLet, declaration.nameIndex < index, declaration.valueStart < declaration.valueEnd else { return nil }
        return (declaration.valueStart, declaration.valueEnd)
    }

    /// `a.b.c`, `Self.x`, `type(of: self).x`, `self.x`, `x()`, `A.b.rawValue`.
    private func path(_ start: Int, _ end: Int, context: SwiftCodeContext) -> SwiftValue {
        var parts: [String] = []
        parts.reserveCapacity(4)
        var k = start
        if stream[k].isWord(.type), stream.isPunctuation(k + 1, .leftParen), let close = stream.closer(ofGroupAt: k + 1),
           isTypeOfSelf(k + 2, close) {
            parts.append("Self")
            k = close + 1
            guard stream.isPunctuation(k, .dot) else { return .unknown }
            k += 1
        }
        while k < end {
            guard stream.isPathWord(k) || (stream[k].isWord && stream[k].isEscapedIdentifier) else { return .unknown }
            parts.append(stream.text(k))
            k += 1
            if k == end { break }
            if stream.isPunctuation(k, .leftParen), !stream[k].hasLeadingSpace, stream.closer(ofGroupAt: k) == k + 1, k + 2 == end {
                parts[parts.count - 1] += "()"
                k += 2
                break
            }
            guard stream.isPunctuation(k, .dot) else { return .unknown }
            k += 1
        }
        guard k == end, let last = parts.last else { return .unknown }
        // A copy of its own size (or none): the value is kept with the call.
        var base = Array(parts.dropLast())
        if base.first == "self" { base = context.isStatic ? ["Self"] + base.dropFirst() : Array(base.dropFirst()) }
        if base.contains("self") || base.contains("super") || last == "self" { return .unknown }
        return .member(base: base, name: last)
    }

    /// The value of `String(describing: X)` for the tokens of `X`.
    private func describing(_ start: Int, _ end: Int, context: SwiftCodeContext) -> SwiftValue {
        guard start < end else { return .unknown }
        if end - start == 1 {
            if stream[start].isWord(.`self`) { return context.isStatic ? .selfTypeName : .unknown }
            if stream[start].isWord(.selfType) { return .selfTypeName }
            return .unknown
        }
        if stream[start].isWord(.type), stream.isPunctuation(start + 1, .leftParen), let close = stream.closer(ofGroupAt: start + 1),
           close == end - 1, isTypeOfSelf(start + 2, close) {
            return .selfTypeName
        }
        // `A.B.self`
        guard end - start >= 3, stream[end - 1].isWord(.`self`), stream.isPunctuation(end - 2, .dot) else { return .unknown }
        var names: [String] = []
        var k = start
        while k < end - 2 {
            guard stream[k].isWord else { return .unknown }
            names.append(stream.text(k))
            k += 1
            if k < end - 2 {
                guard stream.isPunctuation(k, .dot) else { return .unknown }
                k += 1
            }
        }
        guard let typeName = names.last else { return .unknown }
        if typeName == "Self" { return .selfTypeName }
        guard let initial = typeName.unicodeScalars.first, initial.isUppercaseLetter || typeName.hasPrefix("_"),
              !isGenericParameter(typeName, context: context) else { return .unknown }
        return .typeName(typeName)
    }

    /// `of: self` between the parentheses of `type(…)`.
    private func isTypeOfSelf(_ start: Int, _ close: Int) -> Bool {
        close == start + 3 && stream[start].isWord(.of) && stream.isPunctuation(start + 1, .colon) && stream[start + 2].isWord(.`self`)
    }

    /// `.components(separatedBy: ".").last` / `.split(separator: ".").last`, with `!`, `?? …` allowed after.
    private func takesLastComponent(_ start: Int, _ end: Int) -> Bool {
        guard stream.isPunctuation(start, .dot), start + 2 < end,
              stream[start + 1].isWord(.components) || stream[start + 1].isWord(.split),
              stream.isPunctuation(start + 2, .leftParen), let close = stream.closer(ofGroupAt: start + 2) else { return false }
        var k = close + 1
        guard stream.isPunctuation(k, .dot), k + 1 < end, stream[k + 1].isWord(.last) else { return false }
        k += 2
        if k < end, stream[k].kind == .operator, stream[k].word == .exclamation { k += 1 }
        if k < end, stream[k].kind == .operator, stream[k].word == .nilCoalescing { return true }
        if stream.isPunctuation(k, .dot), k + 1 < end, stream[k + 1].isWord(.map) { return false }
        return k == end
    }

    /// The inner tokens of `Type.Name(x)` / `Type.Name(rawValue: x)` wrappers.
    private func wrappedName(_ start: Int, _ end: Int) -> (start: Int, end: Int)? {
        var k = start
        var last = SwiftWord.other
        while k < end, stream[k].isWord {
            last = stream[k].word
            guard stream.isPunctuation(k + 1, .dot) else { k += 1; break }
            k += 2
        }
        guard last == .nameType || last == .sceneIdentifierType || last == .segueIdentifierType || last == .identifierType, k > start + 1,
              stream.isPunctuation(k, .leftParen), stream.closer(ofGroupAt: k) == end - 1 else { return nil }
        let arguments = stream.callArguments(k, end - 1)
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "rawValue" else { return nil }
        return (arguments[0].start, arguments[0].end)
    }

    // MARK: Generic parameters

    /// Whether `name` is a generic parameter of the enclosing function or type (`Cell` in
    /// `func register<Cell: UITableViewCell>(_: Cell.Type)`): its name is not the type's.
    func isGenericParameter(_ name: String, context: SwiftCodeContext) -> Bool {
        guard let t = context.type, t < types.count else { return false }
        var headers: [ByteRange] = []
        if let f = context.functionIndex, f < types[t].functions.count {
            let function = types[t].functions[f]
            headers.append(ByteRange(start: function.nameRange.end, end: function.bodyRange?.start ?? function.range.end))
        }
        var current: Int? = t
        var steps = 0
        while let index = current, index < types.count, steps < 8 {
            steps += 1
            let type = types[index]
            headers.append(ByteRange(start: type.nameRange.end, end: type.bodyRange?.start ?? type.range.end))
            current = type.parent
        }
        for header in headers where header.start < header.end {
            var k = stream.firstIndex(atOrAfter: header.start)
            var steps = 0
            while k < stream.count, stream[k].range.start < header.end, steps < 512 {
                if stream[k].kind == .identifier, stream.text(k, is: name),
                   k > 0, stream[k - 1].kind == .operator && stream.lastByte(k - 1) == UInt8(ascii: "<") || stream.isPunctuation(k - 1, .comma)
                    || stream[k - 1].isWord(.where) {
                    return true
                }
                k += 1
                steps += 1
            }
        }
        return false
    }

    // MARK: Local bindings

    private struct Declaration {
        var nameIndex: Int
        var isLet: Bool
        var valueStart: Int
        var valueEnd: Int
    }

    private struct BodyBindings {
        var names: [String: [Declaration]] = [:]
        var parameters: Set<String> = []
    }

    /// The local `let`/`var` declarations of the member body around `context`.
    private func bodyBindings(_ context: SwiftCodeContext) -> BodyBindings? {
        guard let t = context.type, t < types.count else { return nil }
        var body: ByteRange? = nil
        var isFunction = false
        if let f = context.functionIndex, f < types[t].functions.count {
            body = types[t].functions[f].bodyRange
            isFunction = true
        } else if let p = context.propertyIndex, p < types[t].properties.count {
            let property = types[t].properties[p]
            body = property.getterBodyRange ?? property.initializerRange
            if let observer = property.observers.first { body = ByteRange(start: observer.bodyRange.start, end: property.range.end) }
        }
        guard let body else { return nil }
        if let cached = bodies[body.start] { return cached }
        // Asked once per argument: the parameters only on the first question about a body.
        let parameters = isFunction ? types[t].functions[context.functionIndex!].parameters.map(\.name) : ["newValue", "oldValue"]
        var bindings = BodyBindings(parameters: Set(parameters))
        var k = stream.firstIndex(atOrAfter: body.start)
        while k < stream.count, stream[k].range.start < body.end {
            if stream[k].isWord(.let) || stream[k].isWord(.var), k + 1 < stream.count, stream[k + 1].kind == .identifier {
                let nameIndex = k + 1
                var v = nameIndex + 1
                if stream.isPunctuation(v, .colon) { v = stream.skipType(from: v + 1, limit: stream.count) }
                var valueStart = v, valueEnd = v
                if stream.isOperator(v, .assign) {
                    valueStart = v + 1
                    valueEnd = expressionEnd(from: valueStart, bodyEnd: body.end)
                }
                bindings.names[stream.text(nameIndex), default: []].append(Declaration(
                    nameIndex: nameIndex, isLet: stream[k].isWord(.let), valueStart: valueStart, valueEnd: valueEnd))
                k = nameIndex + 1
                continue
            }
            k += 1
        }
        bodies[body.start] = bindings
        return bindings
    }

    /// Where the expression starting at `start` ends: a new statement, `,`, `;`, `else`, or a block's `{`.
    private func expressionEnd(from start: Int, bodyEnd: Int) -> Int {
        var k = start
        var steps = 0
        while k < stream.count, stream[k].range.start < bodyEnd, steps < 128 {
            steps += 1
            let token = stream[k]
            if k > start, stream.isStatementStart(k) { return k }
            if token.kind == .punctuation, ValueReader.expressionEnders.contains(token.word) { return k }
            if token.isWord(.else) { return k }
            if token.kind == .punctuation, token.word == .leftBrace, k > start, !stream[k].hasLeadingNewline {
                // A trailing closure continues the expression; a block's brace ends it (`if let x = y {`).
                return k
            }
            k = stream.skip(k, limit: stream.count)
        }
        return k
    }
}
