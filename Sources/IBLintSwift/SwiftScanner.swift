import IBLintCore

/// Scans Swift source into a `SwiftFileSummary`. Never crashes or hangs on any bytes: the lexer is a single
/// linear pass, the scanner's recursion is depth-capped, and anything not understood lands in `unparsedRanges`.
public enum SwiftScanner {
    public static func scan(_ file: SourceFile) -> SwiftFileSummary {
        scan(file, evaluatingEveryArgument: false)
    }

    /// `scan(_:)`; with `evaluatingEveryArgument`, the value of every call's every argument is evaluated, not
    /// only those of the calls the nib, storyboard and identifier queries read (`SwiftArgument.value`): for
    /// tests that show the two give the same answers.
    static func scan(_ file: SourceFile, evaluatingEveryArgument: Bool) -> SwiftFileSummary {
        let stream = TokenStream(SwiftLexer.tokenize(file.bytes), bytes: file.bytes)
        let scanner = DeclarationScanner(file: file, stream: stream)
        scanner.run()
        let openings = ClosureOpenings(stream: stream, closures: scanner.closures)
        var callScanner = CallScanner(file: file, stream: stream, types: scanner.types, closures: scanner.closures,
                                      openings: openings)
        callScanner.evaluatesEveryArgument = evaluatingEveryArgument
        let (calls, evaluated) = callScanner.scan(scanner.types)
        // At most one name per token: the room made once (`compactMap` grew its array 6 times a file).
        var identifierNames: [UInt32] = []
        identifierNames.reserveCapacity(stream.count)
        for token in stream.tokens where token.kind == .identifier { identifierNames.append(token.name) }
        let identifiers = stream.numberedTexts(ofNames: identifierNames)
        let types = FunctionBodyFacts.annotating(evaluated, stream, file, calls: calls, identifiers: identifiers)
        let queries = CallQueries(file: file, calls: calls, types: types)
        let (interfaceCalls, unresolvedInterfaceCalls) = queries.interfaceCalls()
        let words = words(in: file.bytes, stream: stream, besides: identifiers.set)
        let declaredNames = file.bytes.withUnsafeBufferPointer { DeclaredNameScan.nameSet(in: $0, introducers: words.introducers) }
        var summary = SwiftFileSummary(
            file: file, types: types, closures: scanner.closures, interfaceCalls: interfaceCalls,
            selectorReferences: selectorReferences(stream, file), imports: imports(stream),
            unparsedRanges: scanner.unparsed, declaredNames: declaredNames)
        summary.calls = calls
        summary.unresolvedInterfaceCalls = unresolvedInterfaceCalls
        summary.closureContexts = ClosureContextScanner(file: file, stream: stream, closures: scanner.closures,
                                                        openings: openings, callSites: queries.closureCallSites()).contexts()
        summary.codeScopes = CodeScopeScanner(file: file, stream: stream, types: types, openings: openings, calls: calls).scopes()
        summary.dispatchCalls = queries.dispatchCalls()
        summary.segueCasts = SegueCastScanner(file: file, stream: stream, types: types).casts()
        summary.screenEvidence = ScreenEvidenceScanner.evidence(in: stream)
        summary.codeIdentifiers = identifiers.set
        summary.otherWords = words.other
        summary.quotedStrings = RawText.quotedStringSet(in: file.bytes)
        summary.nameBindings = SwiftNameBindings(stream: stream, bodies: types.flatMap(\.functions).compactMap(\.bodyRange),
                                                 identifierNumbers: identifiers.numbers)
        let uses = NameUseScan.scan(stream)
        summary.assignedNames = uses.assigned
        summary.calledNames = uses.called
        summary.constrainedNames = NameSet(NameUseScan.constrainedNames(stream))
        return summary
    }

    /// The file's words (`RawText.words`) that are not among `code` (the texts of `stream`'s identifiers),
    /// and the words among all that introduce a name (`DeclaredNameScan.Introducer`), in one pass. A word
    /// that is exactly an identifier token's text is in `code` and skipped; one that is exactly a keyword's
    /// or an attribute's text is looked at once per name; any other is looked at once per distinct word
    /// (`ByteRunInterner`), so each becomes a `String` and is hashed once. The introducers are those
    /// `DeclaredNameScan` finds in its own pass over every byte (4 % of the scanner), asked of each word here
    /// by its length first.
    static func words(in bytes: [UInt8], stream: TokenStream, besides code: NameSet)
        -> (other: NameSet, introducers: [DeclaredNameScan.Introducer]) {
        var introducers: [DeclaredNameScan.Introducer] = []
        // Gathered first, so the set is made at its size instead of growing (rehashing) as they come.
        var words: [String] = []
        // About one other word per 64 bytes of a file (corona-warn-app: 1 per 52).
        words.reserveCapacity(bytes.count / 64)
        var namesSeen = [Bool](repeating: false, count: stream.names.count)
        var seen = ByteRunInterner(expectedRuns: bytes.count / 48)
        stream.tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { buffer in
                UInt8.identifierBytes.withUnsafeBufferPointer { isIdentifier in
                    var next = 0
                    var index = 0
                    let count = buffer.count
                    while index < count {
                        guard isIdentifier[Int(buffer[index])] else { index += 1; continue }
                        let start = index
                        while next < tokens.count, tokens[next].range.end <= start { next += 1 }
                        // A word that is a whole identifier, keyword or attribute token (the common case) is
                        // not read byte by byte: its token says where it ends. Such a token's bytes are all
                        // identifier bytes; the word is the token's when the byte after the token is not one.
                        if next < tokens.count, Self.wordStart(of: tokens[next]) == start, tokens[next].range.end > start,
                           tokens[next].range.end >= count || !isIdentifier[Int(buffer[tokens[next].range.end])] {
                            index = tokens[next].range.end
                        } else {
                            index += 1
                            while index < count, isIdentifier[Int(buffer[index])] { index += 1 }
                        }
                        if DeclaredNameScan.mayIntroduce(length: index - start, first: buffer[start]),
                           let introducer = DeclaredNameScan.introducer(ofWord: start, index, in: buffer) {
                            introducers.append(introducer)
                        }
                        if next < tokens.count, tokens[next].range.end == index {
                            let token = tokens[next]
                            if token.kind == .identifier, !token.isEscapedIdentifier, token.range.start == start { continue }
                            if token.kind == .keyword && token.range.start == start
                                || token.kind == .attribute && token.range.start + 1 == start {
                                if namesSeen[Int(token.name)] { continue }
                                namesSeen[Int(token.name)] = true
                                // Met once as a word too, so that the words gathered are distinct.
                                guard seen.intern(buffer, start, index).isNew else { continue }
                                let word = stream.names[token.name]
                                if !code.contains(word) { words.append(word) }
                                continue
                            }
                        }
                        guard seen.intern(buffer, start, index).isNew else { continue }
                        // Looked up by its bytes, and made a `String` only when kept.
                        let wordBytes = UnsafeBufferPointer(rebasing: buffer[start..<index])
                        if !code.contains(decoding: UnsafeRawBufferPointer(wordBytes)) {
                            words.append(String(decoding: wordBytes, as: UTF8.self))
                        }
                    }
                }
            }
        }
        return (NameSet(probablyDistinct: words), introducers)
    }

    /// Where the word of an identifier, keyword or attribute token starts (an attribute's after its `@`);
    /// `nil` for any other token, or an escaped identifier (whose backticks are no identifier bytes).
    @inline(__always) private static func wordStart(of token: SwiftToken) -> Int? {
        switch token.kind {
        case .identifier: token.isEscapedIdentifier ? nil : token.range.start
        case .keyword: token.range.start
        case .attribute: token.range.start + 1
        default: nil
        }
    }

    private static let importKinds: SwiftWordSet = [.struct, .class, .enum, .protocol, .func, .var, .let, .typealias]

    static func imports(_ stream: TokenStream) -> [String] {
        var modules: [String] = []
        var i = 0
        while i < stream.count {
            defer { i += 1 }
            guard stream[i].kind == .keyword, stream[i].word == .import else { continue }
            var k = i + 1
            if k < stream.count, stream[k].isWord, importKinds.contains(stream[k].word) { k += 1 }
            guard k < stream.count, stream[k].kind == .identifier || stream[k].kind == .keyword,
                  !stream[k].hasLeadingNewline else { continue }
            modules.append(stream.text(k))
        }
        return modules
    }

    static func selectorReferences(_ stream: TokenStream, _ file: SourceFile) -> [SwiftSelectorReference] {
        var references: [SwiftSelectorReference] = []
        for i in 0..<stream.count where stream[i].kind == .poundKeyword && stream[i].word == .poundSelector {
            guard stream.isPunctuation(i + 1, .leftParen), let close = stream.closer(ofGroupAt: i + 1) else { continue }
            let inner = file.text(ByteRange(start: stream[i + 1].range.end, end: stream[close].range.start))
            let text = inner.trimmingWhitespace
            references.append(SwiftSelectorReference(
                text: text, baseName: baseName(ofSelector: text),
                range: ByteRange(start: stream[i].range.start, end: stream[close].range.end)))
        }
        return references
    }

    /// `tap(_:)` → `tap`, `Foo.tap` → `tap`, `getter: Foo.bar` → `bar`, `(Foo.tap)` → `tap`.
    static func baseName(ofSelector text: String) -> String {
        var rest = Substring(text)
        for prefix in ["getter:", "setter:"] where rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        rest = rest.drop { $0 == "(" || $0.isWhitespace }
        let path = rest.prefix { $0 != "(" && !$0.isWhitespace && $0 != ")" }
        let last = path.split(separator: ".").last.map(String.init) ?? String(path)
        return last.replacingOccurrences(of: "`", with: "")
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
