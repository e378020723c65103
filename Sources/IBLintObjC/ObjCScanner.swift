import IBLintCore

/// Scans Objective-C headers and implementation files for `@interface`/`@implementation` blocks.
///
/// No compiler and no preprocessor: comments, literals and directive lines are skipped, and the code of
/// every `#if` branch is read. What it records: class interfaces, categories and class extensions
/// (superclass, protocols, ivars, properties with their outlet/inspectable markers, method selectors and
/// parameter types), and the same for `@implementation` blocks' methods. `@protocol` bodies are skipped. Anything it does not
/// understand is stepped over; it never fails, and its time is linear in the file's size.
public enum ObjCScanner {
    public static func scan(_ file: SourceFile) -> ObjCFileSummary {
        var parser = ObjCDeclarationParser(tokens: ObjCLexer.tokenize(file.bytes))
        parser.run()
        return ObjCFileSummary(file: file, interfaces: parser.interfaces, implementations: parser.implementations)
    }
}

/// The declaration-level parser over the lexer's tokens. Every loop consumes at least one token per step
/// or stops, and no step scans the same tokens twice, so any input ends in linear time.
struct ObjCDeclarationParser {
    let tokens: [ObjCToken]
    var position = 0
    var interfaces: [ObjCInterface] = []
    var implementations: [ObjCInterface] = []

    init(tokens: [ObjCToken]) { self.tokens = tokens }

    mutating func run() {
        var designable = false
        while let token = current {
            switch token.kind {
            case .atKeyword where token.text == "interface" || token.text == "implementation":
                let isImplementation = token.text == "implementation"
                parseContainer(isImplementation: isImplementation, designable: designable && !isImplementation)
                designable = false
            case .atKeyword where token.text == "protocol" && !peekIs("(", 1):
                designable = false
                skipProtocol()
            case .identifier where token.text == "IB_DESIGNABLE":
                designable = true
                position += 1
            case .punctuation where token.text == ";" || token.text == "}":
                designable = false
                position += 1
            default:
                position += 1
            }
        }
    }

    // MARK: Containers

    private mutating func parseContainer(isImplementation: Bool, designable: Bool) {
        let keyword = tokens[position]
        position += 1
        guard let nameToken = current, nameToken.kind == .identifier else { return }
        position += 1

        var superclass: String?
        var category: String?
        var protocols: [String] = []
        var genericParameters: [String] = []

        if isPunctuation("<") {
            let list = parseAngleList()
            if isPunctuation(":") || isPunctuation("(") { genericParameters = list.names } else { protocols += list.names }
        }
        if isPunctuation("(") {
            position += 1
            category = ""
            if let token = current, token.kind == .identifier { category = token.text; position += 1 }
            while let token = current, !token.isPunctuation(")"), !isStop(token) { position += 1 }
            if isPunctuation(")") { position += 1 }
        } else if isPunctuation(":") {
            position += 1
            if let token = current, token.kind == .identifier { superclass = token.text; position += 1 }
            if isPunctuation("<") {
                let first = parseAngleList()
                if isPunctuation("<") {
                    protocols += parseAngleList().names
                } else if !first.hasPointer, !first.names.allSatisfy(genericParameters.contains) {
                    protocols += first.names
                }
            }
        }
        if category != nil, isPunctuation("<") { protocols += parseAngleList().names }

        var container = ObjCInterface(name: nameToken.text, superclass: superclass, category: category, protocols: protocols,
                                      nameRange: nameToken.range, range: ByteRange(start: keyword.start, end: nameToken.end),
                                      isDesignable: designable)
        if isPunctuation("{") { parseIvarBlock(into: &container) }
        let end = parseMembers(into: &container, isImplementation: isImplementation)
        container.range = ByteRange(start: keyword.start, end: max(end, nameToken.end))
        if isImplementation { implementations.append(container) } else { interfaces.append(container) }
    }

    /// Everything up to `@end`; returns the end offset of the block. A following `@interface`/`@implementation`
    /// (a missing `@end`, or one per `#if` branch) ends the block without being consumed.
    private mutating func parseMembers(into container: inout ObjCInterface, isImplementation: Bool) -> Int {
        var atDeclarationStart = true
        var end = position > 0 ? tokens[position - 1].end : 0
        while let token = current {
            switch token.kind {
            case .atKeyword:
                switch token.text {
                case "end":
                    position += 1
                    return token.end
                case "interface", "implementation":
                    return end
                case "protocol" where !peekIs("(", 1):
                    return end
                case "property":
                    parseProperty(into: &container)
                case "synthesize", "dynamic":
                    skipPast(";")
                default:
                    position += 1
                }
                atDeclarationStart = true
            case .punctuation where (token.text == "-" || token.text == "+") && atDeclarationStart:
                parseMethod(into: &container)
            case .punctuation where token.text == "{":
                skipBraces()
                atDeclarationStart = true
            case .punctuation where token.text == ";" || token.text == "}":
                position += 1
                atDeclarationStart = true
            case .identifier where Self.isMacroName(token.text):
                // `NS_ASSUME_NONNULL_BEGIN`, `API_AVAILABLE(…)` between declarations keep the next one a declaration.
                position += 1
                if isPunctuation("(") { skipParentheses() }
            default:
                position += 1
                atDeclarationStart = false
            }
            if position > 0 { end = max(end, tokens[min(position, tokens.count) - 1].end) }
        }
        return end
    }

    private mutating func skipProtocol() {
        position += 1
        // `@protocol A, B;` is a forward declaration; otherwise skip the body to `@end`.
        var lookahead = position
        while lookahead < tokens.count, tokens[lookahead].kind == .identifier || tokens[lookahead].isPunctuation(",") {
            lookahead += 1
        }
        if lookahead < tokens.count, tokens[lookahead].isPunctuation(";") {
            position = lookahead + 1
            return
        }
        while let token = current {
            if token.isAtKeyword("end") { position += 1; return }
            if token.isAtKeyword("interface") || token.isAtKeyword("implementation") { return }
            position += 1
        }
    }

    // MARK: Members

    private mutating func parseIvarBlock(into container: inout ObjCInterface) {
        position += 1  // `{`
        while let token = current {
            if token.isPunctuation("}") { position += 1; return }
            if token.kind == .atKeyword {
                if ["end", "interface", "implementation", "property"].contains(token.text) { return }
                position += 1  // @private, @public, @protected, @package
                continue
            }
            let start = token.start
            let declaration = collectDeclaration()
            let end = position > 0 ? tokens[position - 1].end : start
            if isPunctuation(";") { position += 1 }
            for ivar in Self.declarators(declaration, attributes: [], range: ByteRange(start: start, end: max(start, end))) {
                container.ivars.append(ivar)
                if ivar.isOutlet || ivar.isOutletCollection { container.outletIvars.append(ivar) }
            }
        }
    }

    private mutating func parseProperty(into container: inout ObjCInterface) {
        let start = tokens[position].start
        position += 1
        var attributes: [String] = []
        if isPunctuation("(") {
            position += 1
            var text = ""
            var depth = 0
            while let token = current, !isStop(token) {
                if token.isPunctuation("(") { depth += 1 }
                if token.isPunctuation(")") {
                    if depth == 0 { position += 1; break }
                    depth -= 1
                }
                if token.isPunctuation(","), depth == 0 {
                    if !text.isEmpty { attributes.append(text) }
                    text = ""
                } else {
                    text += token.kind == .punctuation || token.kind == .identifier ? token.text : ""
                }
                position += 1
            }
            if !text.isEmpty { attributes.append(text) }
        }
        let declaration = collectDeclaration()
        var end = position > 0 ? tokens[position - 1].end : start
        if let token = current, token.isPunctuation(";") { end = token.end; position += 1 }
        container.properties += Self.declarators(declaration, attributes: attributes, range: ByteRange(start: start, end: max(start, end)))
    }

    private mutating func parseMethod(into container: inout ObjCInterface) {
        let startToken = tokens[position]
        let isClassMethod = startToken.text == "+"
        position += 1
        var isAction = false
        if isPunctuation("(") {
            let groupStart = position
            skipParentheses()
            isAction = tokens[groupStart..<position].contains { $0.isIdentifier("IBAction") }
        }
        guard let first = current, first.kind == .identifier else { return }
        var selector = first.text
        var parameterTypes: [String] = []
        position += 1
        if isPunctuation(":") {
            selector += ":"
            position += 1
            while true {
                // Every colon gets a type, even at the end of a truncated file, so the two stay aligned.
                parameterTypes.append(parseParameterType())
                guard current != nil else { break }
                // The parameter name always follows the type (or the colon, for untyped `foo:x`).
                if let token = current, token.kind == .identifier { position += 1 }
                if let token = current, token.kind == .identifier, peekIs(":", 1) {
                    selector += token.text + ":"
                    position += 2
                    continue
                }
                if isPunctuation(":") { selector += ":"; position += 1; continue }
                break
            }
        }
        var end = tokens[position - 1].end
        // Attributes and macros after the selector, then `;` or a body.
        while let token = current {
            if token.isPunctuation(";") { end = token.end; position += 1; break }
            if token.isPunctuation("{") { skipBraces(); end = tokens[position - 1].end; break }
            if token.isPunctuation("}") || token.kind == .atKeyword { break }
            if token.isPunctuation("(") { skipParentheses(); end = tokens[position - 1].end; continue }
            end = token.end
            position += 1
        }
        container.methods.append(ObjCMethod(selector: selector, isClassMethod: isClassMethod, isAction: isAction,
                                            range: ByteRange(start: startToken.start, end: max(startToken.start, end)),
                                            parameterTypes: parameterTypes))
    }

    /// The `(type)` after a selector part's colon, read past; `id` when the parameter has no type in parentheses.
    private mutating func parseParameterType() -> String {
        guard isPunctuation("(") else { return "id" }
        let open = position
        let closed = skipParentheses()
        return Self.joined(Array(tokens[(open + 1)..<(closed ? position - 1 : position)]))
    }

    // MARK: Declarators

    /// Splits `IBOutlet UILabel *a, *b` (or `void (^handler)(void)`, `int flags : 3`) into properties.
    static func declarators(_ declaration: ArraySlice<ObjCToken>, attributes: [String], range: ByteRange) -> [ObjCProperty] {
        var kept: [ObjCToken] = []
        var isOutlet = false, isCollection = false, isInspectable = false
        var index = declaration.startIndex
        while index < declaration.endIndex {
            let token = declaration[index]
            if token.isIdentifier("IBOutlet") { isOutlet = true; index += 1; continue }
            if token.isIdentifier("IBInspectable") { isInspectable = true; index += 1; continue }
            if token.isIdentifier("IBOutletCollection") {
                isCollection = true
                index += 1
                if index < declaration.endIndex, declaration[index].isPunctuation("(") {
                    while index < declaration.endIndex, !declaration[index].isPunctuation(")") { index += 1 }
                    index += 1
                }
                continue
            }
            kept.append(token)
            index += 1
        }

        var pieces: [[ObjCToken]] = [[]]
        var depth = 0
        for token in kept {
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{", "<": depth += 1
                case ")", "]", "}", ">": depth = max(0, depth - 1)
                case "," where depth == 0: pieces.append([]); continue
                default: break
                }
            }
            pieces[pieces.count - 1].append(token)
        }

        var result: [ObjCProperty] = []
        var baseType: [ObjCToken] = []
        for (pieceIndex, piece) in pieces.enumerated() {
            guard let (name, typeTokens) = nameAndType(piece) else { continue }
            var type = typeTokens
            if pieceIndex == 0 {
                // The type without the first declarator's own `*`s: `NSArray<UIButton *>` of `NSArray<UIButton *> *a`.
                var angleDepth = 0
                baseType = Array(typeTokens.prefix { token in
                    if token.isPunctuation("<") { angleDepth += 1 }
                    if token.isPunctuation(">") { angleDepth -= 1 }
                    return angleDepth > 0 || !(token.isPunctuation("*") || token.isPunctuation("(") || token.isPunctuation("^"))
                })
            } else {
                type = baseType + typeTokens
            }
            result.append(ObjCProperty(name: name.text, typeText: joined(type), isOutlet: isOutlet || isCollection,
                                       isOutletCollection: isCollection, attributes: attributes, range: range,
                                       isInspectable: isInspectable))
        }
        return result
    }

    /// The declared name in one declarator and the tokens of its type (the rest, without trailing macros).
    private static func nameAndType(_ piece: [ObjCToken]) -> (ObjCToken, [ObjCToken])? {
        // Block or function pointer: `void (^handler)(void)`, `int (*callback)(int)`.
        for index in piece.indices where piece[index].isPunctuation("(") && index + 1 < piece.count
            && (piece[index + 1].isPunctuation("^") || piece[index + 1].isPunctuation("*")) {
            var close = index + 1
            var nameIndex: Int?
            while close < piece.count, !piece[close].isPunctuation(")") {
                if piece[close].kind == .identifier, !isQualifier(piece[close].text) { nameIndex = close }
                close += 1
            }
            guard let nameIndex else { return nil }
            var type = piece
            type.remove(at: nameIndex)
            return (piece[nameIndex], stripTrailingMacros(type, keepingAtLeast: 1))
        }
        var tokens = piece
        // A bit-field width (`unsigned flag : 1`).
        if let colon = tokens.firstIndex(where: { $0.isPunctuation(":") }) { tokens.removeSubrange(colon...) }
        tokens = stripTrailingMacros(tokens, keepingAtLeast: 2)
        // Array ivars: `char buffer[16]`.
        while let last = tokens.last, last.isPunctuation("]"), let open = tokens.lastIndex(where: { $0.isPunctuation("[") }) {
            tokens.removeSubrange(open...)
        }
        guard let name = tokens.last, name.kind == .identifier else { return nil }
        return (name, Array(tokens.dropLast()))
    }

    /// Removes `__attribute__((…))`, `NS_AVAILABLE_IOS(8_0)`, `UI_APPEARANCE_SELECTOR`, `_Nullable`… from the end.
    private static func stripTrailingMacros(_ input: [ObjCToken], keepingAtLeast minimum: Int) -> [ObjCToken] {
        var tokens = input
        while tokens.count > minimum, let last = tokens.last {
            if last.isPunctuation(")") {
                var depth = 0
                var open: Int?
                for index in tokens.indices.reversed() {
                    if tokens[index].isPunctuation(")") { depth += 1 }
                    if tokens[index].isPunctuation("(") { depth -= 1; if depth == 0 { open = index; break } }
                }
                guard let open, open >= 2, open - 1 >= minimum, tokens[open - 1].kind == .identifier,
                      isMacroName(tokens[open - 1].text), canEndDeclarator(tokens[open - 2]) else { break }
                tokens.removeSubrange((open - 1)...)
            } else if last.kind == .identifier, isMacroName(last.text) || isQualifier(last.text),
                      canEndDeclarator(tokens[tokens.count - 2]) {
                tokens.removeLast()
            } else {
                break
            }
        }
        return tokens
    }

    /// Whether a declarator could end with `token` once the macros after it are gone: a name, or the
    /// parameter list of a block type. (`UILabel *MY_LABEL` keeps its all-capitals name.)
    private static func canEndDeclarator(_ token: ObjCToken) -> Bool {
        token.kind == .identifier || token.isPunctuation(")")
    }

    /// `NS_ASSUME_NONNULL_BEGIN`, `API_AVAILABLE`, `__deprecated`: all capitals with an underscore, or `__`-prefixed.
    static func isMacroName(_ text: String) -> Bool {
        if text.hasPrefix("__") { return true }
        var sawUnderscore = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "_"): sawUnderscore = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
            default: return false
            }
        }
        return sawUnderscore
    }

    private static func isQualifier(_ text: String) -> Bool {
        ["_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull", "__nullable", "__nonnull", "const",
         "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "__kindof", "volatile"].contains(text)
    }

    /// Token texts with a space wherever the source had whitespace (or a removed token) between them.
    private static func joined(_ tokens: [ObjCToken]) -> String {
        var text = ""
        var previousEnd: Int?
        for token in tokens {
            if let previousEnd, token.start > previousEnd, !text.isEmpty, !token.isPunctuation(")"), !text.hasSuffix("(") {
                text += " "
            }
            text += token.kind == .literal || token.kind == .number ? "…" : token.text
            previousEnd = token.end
        }
        return text
    }

    // MARK: Token helpers

    private var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }

    private func isPunctuation(_ character: Unicode.Scalar) -> Bool { current?.isPunctuation(character) ?? false }

    private func peekIs(_ character: Unicode.Scalar, _ offset: Int) -> Bool {
        position + offset < tokens.count && tokens[position + offset].isPunctuation(character)
    }

    /// Tokens that end any construct the scanner is inside: a new container or the end of one.
    private func isStop(_ token: ObjCToken) -> Bool {
        token.kind == .atKeyword && ["end", "interface", "implementation", "property"].contains(token.text)
    }

    /// Tokens up to (not including) the `;` ending a declaration at nesting depth 0, or an unmatched `}`.
    private mutating func collectDeclaration() -> ArraySlice<ObjCToken> {
        let start = position
        var depth = 0
        while let token = current, !isStop(token) {
            if token.kind == .punctuation {
                if token.text == ";" && depth == 0 { break }
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" {
                    if depth > 0 { depth -= 1 } else if token.text == "}" { break }
                }
            }
            position += 1
        }
        return tokens[start..<position]
    }

    /// `<A, B>` or `<ObjectType : id<NSCopying>>`: the first name of each top-level item, and whether a `*`
    /// occurs (generic arguments such as `<UIButton *>` rather than protocols).
    private mutating func parseAngleList() -> (names: [String], hasPointer: Bool) {
        position += 1
        var names: [String] = []
        var hasPointer = false
        var depth = 1
        var itemNamed = false
        while let token = current, !isStop(token), !token.isPunctuation(";"), !token.isPunctuation("{") {
            position += 1
            if token.isPunctuation("<") { depth += 1; continue }
            if token.isPunctuation(">") { depth -= 1; if depth == 0 { break }; continue }
            if token.isPunctuation("*") { hasPointer = true; continue }
            if depth == 1, token.isPunctuation(",") { itemNamed = false; continue }
            if depth == 1, token.isPunctuation(":") { itemNamed = true; continue }
            if depth == 1, token.kind == .identifier, !itemNamed,
               !["__covariant", "__contravariant", "__kindof", "id"].contains(token.text) {
                names.append(token.text)
                itemNamed = true
            }
        }
        return (names, hasPointer)
    }

    /// Returns whether the group ended at its own `)` (rather than at a token no parenthesis can contain).
    @discardableResult
    private mutating func skipParentheses() -> Bool {
        var depth = 0
        while let token = current {
            if token.kind == .atKeyword && isStop(token) { return false }
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { return false }
            position += 1
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1; if depth <= 0 { return true } }
        }
        return false
    }

    /// A balanced `{…}` (method body, C function, ivar block of a stray struct). `@end` or a new container
    /// ends it early: neither can occur inside a body, so an unbalanced brace (one per `#if` branch) cannot
    /// swallow the rest of the file.
    private mutating func skipBraces() {
        var depth = 0
        while let token = current {
            if token.kind == .atKeyword, ["end", "interface", "implementation"].contains(token.text) { return }
            position += 1
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1; if depth <= 0 { return } }
        }
    }

    private mutating func skipPast(_ character: Unicode.Scalar) {
        while let token = current, !isStop(token) {
            position += 1
            if token.isPunctuation(character) { return }
        }
    }
}
