import IBLintCore

/// The lexical category of a Swift token.
public enum SwiftTokenKind: String, Sendable, Hashable {
    /// `foo`, `` `class` `` (value without backticks), `$0`, `_foo`, Unicode identifiers.
    case identifier
    /// A reserved word (`class`, `func`, `self`, `_`…). Contextual keywords (`weak`, `get`, `open`) are identifiers.
    case keyword
    /// `#if`, `#else`, `#selector`, `#available`, any `#name` (the text includes the `#`).
    case poundKeyword
    /// `@IBOutlet`: `text` is the name without `@`.
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

/// One token: its kind, UTF-8 byte range, a short text value and what precedes it.
public struct SwiftToken: Sendable, Hashable {
    public var kind: SwiftTokenKind
    public var range: ByteRange
    /// Identifier/keyword/operator/punctuation/directive text; attribute name without `@`;
    /// identifier without backticks. Empty for literals and comments (use `SourceFile.text(range)`).
    public var text: String
    /// Whitespace, a newline or a comment separates this token from the previous one (or it starts the file).
    public var hasLeadingSpace: Bool
    /// A newline separates this token from the previous one (or it is the first token of the file).
    public var hasLeadingNewline: Bool
    /// A string, comment, regex or backtick identifier that hit end of line/file before its terminator.
    public var isUnterminated: Bool
    /// `` `name` `` written with backticks.
    public var isEscapedIdentifier: Bool

    public init(kind: SwiftTokenKind, range: ByteRange, text: String = "", hasLeadingSpace: Bool = false,
                hasLeadingNewline: Bool = false, isUnterminated: Bool = false, isEscapedIdentifier: Bool = false) {
        self.kind = kind
        self.range = range
        self.text = text
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

    /// `true` for a punctuation/operator/keyword/identifier token with exactly this text.
    @inline(__always) public func `is`(_ value: String) -> Bool {
        switch kind {
        case .punctuation, .operator, .keyword, .identifier, .poundKeyword: return text == value
        default: return false
        }
    }

    /// An identifier or a keyword with this text (`self`, `init`, `get`).
    @inline(__always) public func isWord(_ value: String) -> Bool {
        (kind == .identifier || kind == .keyword) && text == value
    }

    var isWord: Bool { kind == .identifier || kind == .keyword }
}

enum SwiftKeywords {
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
