import IBLintCore

/// Functions, initializers, subscripts and properties.
extension DeclarationScanner {
    // MARK: Functions

    func parseFunction(_ head: DeclarationHead, limit: Int, memberOf typeIndex: Int?, _ context: ScanContext) -> Int {
        guard let keyword = head.keyword else { return head.start + 1 }
        let kind: SwiftFunctionKind
        switch head.keywordWord {
        case .`init`: kind = .initializer
        case .deinit: kind = .deinitializer
        case .subscript: kind = .subscript
        default: kind = .function
        }
        var i = keyword + 1
        var name = head.keywordText
        var nameRange = stream[keyword].range
        var isFailable = false
        if kind == .function {
            guard i < limit, stream[i].isWord || stream[i].kind == .operator else {
                recordUnparsed(from: head.start, to: min(limit, i))
                return i
            }
            name = stream.text(i)
            nameRange = stream[i].range
            i += 1
            // `func ==<T>(…)`: an operator name directly followed by `<` was lexed as one token.
        } else if kind == .initializer, i < limit, stream[i].kind == .operator, stream[i].word == .question || stream[i].word == .exclamation,
                  !stream[i].hasLeadingSpace {
            isFailable = true
            i += 1
        }
        if i < limit, stream.isAngleOpen(i) { i = stream.skipAngles(i, limit: limit) }
        var parameters: [SwiftParameter] = []
        if stream.isPunctuation(i, .leftParen, limit: limit) {
            let close = stream.close(of: i, limit: limit)
            parameters = parseParameters(i + 1, close, isSubscript: kind == .subscript)
            // Default values may hold closures.
            if descend() {
                scanCode(i + 1, close, ScanContext(typeIndex: context.typeIndex, functionName: context.functionName,
                                                   functionLabels: context.functionLabels))
                ascend()
            }
            i = min(limit, close + 1)
        } else if kind != .deinitializer {
            recordUnparsed(from: head.start, to: min(limit, i))
            return max(i, keyword + 1)
        }
        // Effects, result type, `where` clause; then the body if there is one.
        var bodyOpen: Int? = nil
        while i < limit {
            let token = stream[i]
            if token.kind == .punctuation {
                if token.word == .leftBrace { bodyOpen = i; break }
                if token.word == .semicolon || token.word == .rightBrace { break }
            }
            if token.hasLeadingNewline, isDeclarationStart(i, limit: limit) { break }
            i = stream.skip(i, limit: limit)
        }
        var end = max(keyword, i - 1)
        var bodyRange: ByteRange? = nil
        if let open = bodyOpen {
            let close = stream.close(of: open, limit: limit)
            let bodyStart = stream[open].range.end
            let bodyEnd = close < limit ? stream[close].range.start : stream[limit - 1].range.end
            bodyRange = ByteRange(start: bodyStart, end: max(bodyStart, bodyEnd))
            end = min(close, limit - 1)
            let labels = parameters.map(\.label)
            let bodyContext = ScanContext(typeIndex: context.typeIndex, functionName: name, functionLabels: labels)
            if kind == .subscript {
                // `subscript(i: Int) -> T { get { … } set { … } }`
                var accessors = Binding(name: name, nameRange: nameRange)
                parseAccessors(open, close, binding: &accessors, bodyContext)
            } else if descend() {
                scanCode(open + 1, close, bodyContext)
                ascend()
            }
            i = min(limit, close + 1)
        }
        if let typeIndex, typeIndex < types.count {
            types[typeIndex].functions.append(SwiftFunction(
                kind: kind, name: name, parameters: parameters, attributes: head.attributes, modifiers: head.modifiers,
                isFailable: isFailable, nameRange: nameRange, range: stream.byteRange(from: head.start, through: end),
                bodyRange: bodyRange))
        }
        return i
    }

    /// `label name: Type = default` entries between the parentheses `start..<end`.
    func parseParameters(_ start: Int, _ end: Int, isSubscript: Bool) -> [SwiftParameter] {
        var parameters: [SwiftParameter] = []
        var i = start
        while i < end {
            // One parameter: up to a `,` outside brackets and `<…>`.
            let segmentStart = i
            var colon: Int? = nil
            var equals: Int? = nil
            var angle = 0
            while i < end {
                let token = stream[i]
                if token.kind == .punctuation, token.word == .comma, angle == 0 { break }
                if token.kind == .punctuation, token.word == .colon, colon == nil { colon = i }
                if colon != nil, equals == nil, let delta = token.angleDelta { angle = max(0, angle + delta) }
                if token.kind == .operator, token.word == .assign, angle == 0, equals == nil { equals = i; angle = 0 }
                i = stream.skip(i, limit: end)
            }
            let segmentEnd = i
            i += 1
            guard let colon else { continue }
            var names: [Int] = []
            for k in segmentStart..<colon where stream[k].isWord { names.append(k) }
            guard let last = names.last else { continue }
            let typeEnd = (equals ?? segmentEnd) - 1
            let typeText = colon + 1 <= typeEnd ? stream.text(from: colon + 1, through: typeEnd, in: file) : ""
            let localName = stream.text(last)
            let label: String?
            if names.count >= 2 {
                let written = names[names.count - 2]
                label = stream[written].word == .underscore && !stream[written].isEscapedIdentifier ? nil : stream.text(written)
            } else {
                // A subscript parameter has no argument label unless one is written.
                label = isSubscript || localName == "_" ? nil : localName
            }
            parameters.append(SwiftParameter(label: label, name: localName, typeText: typeText))
        }
        return parameters
    }

    // MARK: Properties

    private struct Binding {
        var name: String
        var nameRange: ByteRange
        var typeText: String?
        var initializer: ByteRange?
        var isComputed = false
        var observers: [SwiftObserver] = []
        var getterBody: ByteRange?
    }

    /// `var`/`let` with one or more bindings. In code (`inCode`), only the pattern, type and accessor block are
    /// read: an initializer is left to the caller's expression scan, and nothing is recorded as a member.
    func parseProperty(_ head: DeclarationHead, limit: Int, memberOf typeIndex: Int?, inCode: Bool,
                       _ context: ScanContext) -> Int {
        guard let keyword = head.keyword else { return head.start + 1 }
        let isLet = head.keywordWord == .let
        var bindings: [Binding] = []
        var i = keyword + 1
        var end = keyword
        let initializerContext = ScanContext(typeIndex: context.typeIndex, functionName: inCode ? context.functionName : nil,
                                             functionLabels: inCode ? context.functionLabels : [])
        bindingLoop: while i < limit {
            guard stream[i].kind == .identifier || stream[i].isWord(.underscore) || stream[i].isEscapedIdentifier else {
                // Tuple patterns and the like: not understood as members.
                if !inCode {
                    let stop = endOfDeclaration(from: i, limit: limit)
                    recordUnparsed(from: head.start, to: max(stop, i + 1))
                    return max(stop, i + 1)
                }
                return i
            }
            var binding = Binding(name: stream.text(i), nameRange: stream[i].range)
            end = i
            i += 1
            if stream.isPunctuation(i, .colon, limit: limit) {
                let typeEnd = stream.skipType(from: i + 1, limit: limit)
                if typeEnd > i + 1 {
                    binding.typeText = stream.text(from: i + 1, through: typeEnd - 1, in: file)
                    end = typeEnd - 1
                }
                i = typeEnd
            }
            if i < limit, stream[i].kind == .operator, stream[i].word == .assign {
                if inCode {
                    bindings.append(binding)
                    return i + 1
                }
                let valueStart = i + 1
                var j = valueStart
                while j < limit {
                    let token = stream[j]
                    if token.kind == .punctuation {
                        if token.word == .comma || token.word == .semicolon || token.word == .rightBrace { break }
                        if token.word == .leftBrace, isAccessorBlock(j, limit: limit, observersOnly: true) { break }
                    }
                    if j > valueStart, token.hasLeadingNewline, isDeclarationStart(j, limit: limit) { break }
                    // `PassthroughSubject<[X], Never>()`: the comma is inside generic arguments.
                    if let afterArguments = stream.genericArgumentsEnd(at: j, limit: limit) { j = afterArguments; continue }
                    j = stream.skip(j, limit: limit)
                }
                if j > valueStart {
                    binding.initializer = stream.byteRange(from: valueStart, through: j - 1)
                    end = j - 1
                    if descend() {
                        scanCode(valueStart, j, initializerContext)
                        ascend()
                    }
                }
                i = j
            }
            if stream.isPunctuation(i, .leftBrace, limit: limit),
               binding.initializer == nil ? true : isAccessorBlock(i, limit: limit, observersOnly: true),
               !(inCode && binding.typeText == nil && binding.initializer == nil) {
                let close = stream.close(of: i, limit: limit)
                parseAccessors(i, close, binding: &binding, context)
                end = min(close, limit - 1)
                i = min(limit, close + 1)
            }
            bindings.append(binding)
            if stream.isPunctuation(i, .comma, limit: limit) {
                i += 1
                continue bindingLoop
            }
            break
        }
        guard let typeIndex, typeIndex < types.count, !bindings.isEmpty else { return i }
        // `var a, b: Int`: a name without its own type or value takes the next annotation.
        for k in bindings.indices where bindings[k].typeText == nil && bindings[k].initializer == nil {
            if let later = bindings[(k + 1)...].first(where: { $0.typeText != nil }) { bindings[k].typeText = later.typeText }
        }
        let declarationRange = stream.byteRange(from: head.start, through: max(end, keyword))
        for binding in bindings {
            types[typeIndex].properties.append(SwiftProperty(
                name: binding.name, isLet: isLet, attributes: head.attributes, modifiers: head.modifiers,
                typeText: binding.typeText, isComputed: binding.isComputed, observers: binding.observers,
                initializerRange: binding.initializer, getterBodyRange: binding.getterBody, nameRange: binding.nameRange,
                range: declarationRange))
        }
        return i
    }

    static let accessorNames: SwiftWordSet = [
        .get, .set, .willSet, .didSet, .underscoreRead, .underscoreModify, .`init`, .unsafeAddress, .unsafeMutableAddress,
        .read, .modify,
    ]
    /// Modifiers an accessor may have.
    static let accessorModifiers: SwiftWordSet = [.mutating, .nonmutating, .underscoreConsuming]

    /// Whether the `{` at `open` begins an accessor list (`get`/`set`/`willSet`/`didSet`…) rather than a getter
    /// body or a closure.
    func isAccessorBlock(_ open: Int, limit: Int, observersOnly: Bool) -> Bool {
        var i = open + 1
        while i < limit {
            let token = stream[i]
            if token.kind == .attribute { i += 1; continue }
            if token.kind == .identifier, DeclarationScanner.accessorModifiers.contains(token.word) { i += 1; continue }
            break
        }
        guard i < limit, stream[i].kind == .identifier || stream[i].isWord(.`init`) else { return false }
        let name = stream[i].word
        if observersOnly { guard name == .willSet || name == .didSet else { return false } }
        else { guard DeclarationScanner.accessorNames.contains(name) else { return false } }
        // The accessor keyword must be followed by its body, its parameter, an effect, or another accessor.
        let next = i + 1
        guard next < limit else { return false }
        let following = stream[next]
        if following.kind == .punctuation { return following.word == .leftBrace || following.word == .leftParen || following.word == .rightBrace }
        if following.isWord {
            return following.word == .async || following.word == .throws || DeclarationScanner.accessorNames.contains(following.word)
                || following.hasLeadingNewline
        }
        return following.kind == .attribute
    }

    private func parseAccessors(_ open: Int, _ close: Int, binding: inout Binding, _ context: ScanContext) {
        let accessorContext = ScanContext(typeIndex: context.typeIndex, functionName: context.functionName,
                                          functionLabels: context.functionLabels)
        guard isAccessorBlock(open, limit: close, observersOnly: false) else {
            // A getter body.
            binding.isComputed = true
            binding.getterBody = innerRange(open, close)
            if descend() {
                scanCode(open + 1, close, accessorContext)
                ascend()
            }
            return
        }
        var i = open + 1
        while i < close {
            while i < close, stream[i].kind == .attribute || (stream[i].kind == .identifier
                    && DeclarationScanner.accessorModifiers.contains(stream[i].word)) {
                i += 1
                if stream.isPunctuation(i, .leftParen, limit: close), !stream[i].hasLeadingSpace { i = stream.skip(i, limit: close) }
            }
            // The attributes may run to the end of an unterminated block: `close` is then past the last token.
            guard i < close else { break }
            guard stream[i].isWord else { i = stream.skip(i, limit: close); continue }
            let name = stream[i].word
            let keyword = i
            i += 1
            if stream.isPunctuation(i, .leftParen, limit: close) { i = stream.skip(i, limit: close) }
            while i < close, stream[i].isWord, stream[i].word == .async || stream[i].word == .throws || stream[i].word == .rethrows { i += 1 }
            if name != .willSet, name != .didSet { binding.isComputed = true }
            guard stream.isPunctuation(i, .leftBrace, limit: close) else { continue }
            let bodyClose = stream.close(of: i, limit: close)
            if name == .get { binding.getterBody = innerRange(i, bodyClose) }
            if name == .willSet || name == .didSet {
                let bodyStart = stream[i].range.end
                let bodyEnd = bodyClose < close ? stream[bodyClose].range.start : stream[close - 1].range.end
                binding.observers.append(SwiftObserver(
                    kind: name == .willSet ? .willSet : .didSet,
                    range: stream.byteRange(from: keyword, through: min(bodyClose, close - 1)),
                    bodyRange: ByteRange(start: bodyStart, end: max(bodyStart, bodyEnd))))
            }
            if descend() {
                scanCode(i + 1, bodyClose, accessorContext)
                ascend()
            }
            i = min(close, bodyClose + 1)
        }
    }

    /// The bytes between the brace at `open` and its closer at `close`.
    private func innerRange(_ open: Int, _ close: Int) -> ByteRange {
        let start = stream[open].range.end
        let end = close < stream.count ? stream[close].range.start : start
        return ByteRange(start: start, end: max(start, end))
    }
}
