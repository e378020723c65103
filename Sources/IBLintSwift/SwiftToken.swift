import IBLintCore

/// The lexical category of a Swift token.
public enum SwiftTokenKind: String, Sendable, Hashable {
    /// `foo`, `` `class` `` (value without backticks), `$0`, `_foo`, Unicode identifiers.
    case identifier
    /// A reserved word (`class`, `func`, `self`, `_`…). Contextual keywords (`weak`, `get`, `open`) are identifiers.
    case keyword
    /// `#if`, `#else`, `#selector`, `#available`, any `#name` (the text includes the `#`).
    case poundKeyword
    /// `@IBOutlet`: the text is the name without `@`.
    case attribute
    case integerLiteral
    case floatLiteral
    /// A complete string literal without interpolation (`"a"`, `"""…"""`, `#"…"#`).
    case stringLiteral
    /// The part of an interpolated string from its opening delimiter through `\(`.
    case stringHead
    /// Between two interpolations: from `)` through the next `\(`.
    case stringMiddle
    /// From the interpolation's closing `)` through the closing delimiter.
    case stringTail
    /// `/…/` or `#/…/#`.
    case regexLiteral
    case lineComment
    case blockComment
    /// `///…`
    case docLineComment
    /// `/** … */`
    case docBlockComment
    /// `+`, `==`, `?`, `!`, `->`, `...`, `??`, `=`…
    case `operator`
    /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `@` `#` `\` and a lone backtick.
    case punctuation
    /// Bytes that are not Swift at all (invalid UTF-8, stray control characters).
    case unknown
}

/// One token: its kind, UTF-8 byte range, the name of its text and what precedes it. A plain value (no
/// references), so copying tokens and the arrays of them costs no reference counting: the scanners read
/// millions of them. The text itself lives once per file in `SwiftNames` (`SwiftTokens.text(_:)`,
/// `TokenStream.text(_:)`); `word` says which of the words the scanners ask about it is, if any.
public struct SwiftToken: Sendable, Hashable {
    // Stored in this order (widest first), so a token takes 32 bytes.
    public var range: ByteRange
    /// The token's text, interned per file: tokens of one file with the same bytes of text have the same
    /// name. `0` for tokens without text (literals, comments, unknown bytes).
    public var name: UInt32
    /// For operators made only of `<`, `>`, `?`, `!`, `&` and `.` (not `->`): how they change `<…>` depth.
    var angleDeltaValue: Int32
    public var kind: SwiftTokenKind
    /// The token's text as one of the scanners' words (`SwiftWord`), `.other` for any other text and for
    /// tokens without text. Equal to a word exactly when the text equals its spelling as a `String`.
    public var word: SwiftWord
    /// Whitespace, a newline or a comment separates this token from the previous one (or it starts the file).
    public var hasLeadingSpace: Bool
    /// A newline separates this token from the previous one (or it is the first token of the file).
    public var hasLeadingNewline: Bool
    /// A string, comment, regex or backtick identifier that hit end of line/file before its terminator.
    public var isUnterminated: Bool
    /// `` `name` `` written with backticks.
    public var isEscapedIdentifier: Bool

    public init(kind: SwiftTokenKind, range: ByteRange, word: SwiftWord = .other, name: UInt32 = 0,
                hasLeadingSpace: Bool = false, hasLeadingNewline: Bool = false, isUnterminated: Bool = false,
                isEscapedIdentifier: Bool = false) {
        self.range = range
        self.name = name
        self.angleDeltaValue = 0
        self.kind = kind
        self.word = word
        self.hasLeadingSpace = hasLeadingSpace
        self.hasLeadingNewline = hasLeadingNewline
        self.isUnterminated = isUnterminated
        self.isEscapedIdentifier = isEscapedIdentifier
    }

    public var isComment: Bool {
        switch kind {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }

    /// `true` for a punctuation/operator/keyword/identifier/directive token whose text is `word`.
    @inlinable @inline(__always) public func `is`(_ word: SwiftWord) -> Bool {
        switch kind {
        case .punctuation, .operator, .keyword, .identifier, .poundKeyword: return self.word == word
        default: return false
        }
    }

    /// An identifier or a keyword whose text is `word` (`self`, `init`, `get`).
    @inlinable @inline(__always) public func isWord(_ word: SwiftWord) -> Bool {
        (kind == .identifier || kind == .keyword) && self.word == word
    }

    /// A punctuation token whose text is `word`.
    @inline(__always) func isPunctuation(_ word: SwiftWord) -> Bool { kind == .punctuation && self.word == word }

    /// An operator token whose text is `word`.
    @inline(__always) func isOperator(_ word: SwiftWord) -> Bool { kind == .operator && self.word == word }

    /// An identifier or keyword whose text is one of `words`.
    @inline(__always) func isWord(in words: SwiftWordSet) -> Bool {
        (kind == .identifier || kind == .keyword) && words.contains(word)
    }

    var isWord: Bool { kind == .identifier || kind == .keyword }

    /// How an operator token changes `<…>` depth in a type position (`->` does not count); `nil` when it
    /// holds another character or changes nothing.
    var angleDelta: Int? { angleDeltaValue == 0 ? nil : Int(angleDeltaValue) }
}

/// The texts of one file's tokens, each stored once: the lexer names every distinct text (`SwiftToken.name`).
/// Names below `SwiftWord.count` are the scanners' words; the others are the file's own.
public struct SwiftNames: Sendable {
    /// The file's own texts, by `name - SwiftWord.count`.
    @usableFromInline var local: [String]

    init(local: [String] = []) { self.local = local }

    /// The text of `name` (`""` for `0`, the name of tokens without text).
    @inlinable @inline(__always) public subscript(name: UInt32) -> String {
        let index = Int(name)
        return index < SwiftWord.count ? SwiftWord.spellings[index] : local[index - SwiftWord.count]
    }

    /// How many names there are (words included): every name is below this.
    public var count: Int { SwiftWord.count + local.count }
}

/// A file's tokens as the lexer makes them, with their texts.
public struct SwiftTokens: Sendable, RandomAccessCollection {
    public var tokens: [SwiftToken]
    public var names: SwiftNames

    public init(tokens: [SwiftToken], names: SwiftNames) {
        self.tokens = tokens
        self.names = names
    }

    // Inlinable: the index side walks tokens too (safe-area-in-custom-view's screen placement), and a call
    // for every token and every bound check was a tenth of that rule.
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { tokens.count }
    @inlinable public subscript(position: Int) -> SwiftToken { tokens[position] }

    /// The text of a token of this file: an identifier's name without backticks, an attribute's without `@`,
    /// a directive with its `#`, an operator or punctuation as written; `""` for literals and comments.
    @inlinable public func text(_ token: SwiftToken) -> String { names[token.name] }

    /// The same tokens without comments.
    public consuming func withoutComments() -> SwiftTokens {
        // In place when the tokens are this value's alone (a fresh lexer's): `filter` built a new array
        // one append at a time.
        var tokens = self
        tokens.tokens.removeAll { $0.isComment }
        return tokens
    }
}

/// A set of `SwiftWord`s, as one bit per word.
public struct SwiftWordSet: Sendable, ExpressibleByArrayLiteral {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init(_ words: [SwiftWord]) {
        for word in words { insert(word) }
    }

    public init(arrayLiteral words: SwiftWord...) { self.init(words) }

    mutating func insert(_ word: SwiftWord) {
        let index = Int(word.rawValue)
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    @inline(__always) public func contains(_ word: SwiftWord) -> Bool {
        let index = Int(word.rawValue)
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: return bits.0 & bit != 0
        case 1: return bits.1 & bit != 0
        case 2: return bits.2 & bit != 0
        default: return bits.3 & bit != 0
        }
    }
}

extension Unicode.Scalar {
    /// `properties.isUppercase`, answered for an ASCII scalar by its value (the only uppercase ASCII
    /// characters are `A` to `Z`): the property's table look-up took 300 instructions each time a scanner
    /// asked whether a name starts with a capital, which the scope scanner does for every local it binds.
    @inlinable public var isUppercaseLetter: Bool {
        value < 0x80 ? value >= 0x41 && value <= 0x5A : properties.isUppercase
    }
}
