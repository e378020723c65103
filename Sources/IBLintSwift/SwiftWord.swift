import IBLintCore

/// The words, punctuation and operators the scanners ask tokens about, as one byte each: the lexer names
/// each token's text once (`SwiftToken.word`), so asking whether a token is `{` or `self` compares bytes
/// instead of strings. Any other text is `.other`. Swift's reserved words come first (`isReserved`).
public enum SwiftWord: UInt8, Sendable, Hashable, CaseIterable {
    case other
    // Reserved words (`SwiftLexer` makes these keywords).
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`, `inout`
    case `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`, `rethrows`, `static`
    case `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`
    case `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    case anyType, `as`, `false`, `is`, `nil`, `self`, selfType, `super`, `throws`, `true`, `try`, underscore
    // Punctuation.
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace, comma, colon, semicolon, dot
    case backslash, at, hash, backtick
    // Operators.
    case assign, arrow, question, exclamation, ampersand, equalEqual, notEqual, nilCoalescing, ellipsis, tilde
    case and, or
    // Directives.
    case poundIf, poundElseif, poundElse, poundEndif, poundSelector, poundKeyPath
    // Contextual words: modifiers, accessors, effects.
    case actor, macro, package, open, final, override, required, convenience, lazy, weak, unowned, dynamic
    case optional, mutating, nonmutating, indirect, nonisolated, prefix, postfix, infix, distributed, consuming
    case borrowing, underscoreConsuming, isolated, get, set, willSet, didSet, underscoreRead, underscoreModify
    case unsafeAddress, unsafeMutableAddress, read, modify, async, await, unsafe, safe, someWord
    // Names the scanners read calls and values by.
    case type, of, first, last, map, split, components, identifier, destination, destinationController
    case swiftModule, item, toItem, stringType, nsStringFromClass, nameType, sceneIdentifierType, segueIdentifierType
    case identifierType

    /// The text this word stands for.
    public var spelling: String {
        switch self {
        case .other: return ""
        case .associatedtype: return "associatedtype"
        case .class: return "class"
        case .deinit: return "deinit"
        case .enum: return "enum"
        case .extension: return "extension"
        case .fileprivate: return "fileprivate"
        case .func: return "func"
        case .import: return "import"
        case .`init`: return "init"
        case .inout: return "inout"
        case .internal: return "internal"
        case .let: return "let"
        case .operator: return "operator"
        case .private: return "private"
        case .precedencegroup: return "precedencegroup"
        case .protocol: return "protocol"
        case .public: return "public"
        case .rethrows: return "rethrows"
        case .static: return "static"
        case .struct: return "struct"
        case .subscript: return "subscript"
        case .typealias: return "typealias"
        case .var: return "var"
        case .break: return "break"
        case .case: return "case"
        case .catch: return "catch"
        case .continue: return "continue"
        case .default: return "default"
        case .defer: return "defer"
        case .do: return "do"
        case .else: return "else"
        case .fallthrough: return "fallthrough"
        case .for: return "for"
        case .guard: return "guard"
        case .if: return "if"
        case .in: return "in"
        case .repeat: return "repeat"
        case .return: return "return"
        case .throw: return "throw"
        case .switch: return "switch"
        case .where: return "where"
        case .while: return "while"
        case .anyType: return "Any"
        case .as: return "as"
        case .false: return "false"
        case .is: return "is"
        case .nil: return "nil"
        case .`self`: return "self"
        case .selfType: return "Self"
        case .super: return "super"
        case .throws: return "throws"
        case .true: return "true"
        case .try: return "try"
        case .underscore: return "_"
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .comma: return ","
        case .colon: return ":"
        case .semicolon: return ";"
        case .dot: return "."
        case .backslash: return "\\"
        case .at: return "@"
        case .hash: return "#"
        case .backtick: return "`"
        case .assign: return "="
        case .arrow: return "->"
        case .question: return "?"
        case .exclamation: return "!"
        case .ampersand: return "&"
        case .equalEqual: return "=="
        case .notEqual: return "!="
        case .nilCoalescing: return "??"
        case .ellipsis: return "..."
        case .tilde: return "~"
        case .and: return "&&"
        case .or: return "||"
        case .poundIf: return "#if"
        case .poundElseif: return "#elseif"
        case .poundElse: return "#else"
        case .poundEndif: return "#endif"
        case .poundSelector: return "#selector"
        case .poundKeyPath: return "#keyPath"
        case .actor: return "actor"
        case .macro: return "macro"
        case .package: return "package"
        case .open: return "open"
        case .final: return "final"
        case .override: return "override"
        case .required: return "required"
        case .convenience: return "convenience"
        case .lazy: return "lazy"
        case .weak: return "weak"
        case .unowned: return "unowned"
        case .dynamic: return "dynamic"
        case .optional: return "optional"
        case .mutating: return "mutating"
        case .nonmutating: return "nonmutating"
        case .indirect: return "indirect"
        case .nonisolated: return "nonisolated"
        case .prefix: return "prefix"
        case .postfix: return "postfix"
        case .infix: return "infix"
        case .distributed: return "distributed"
        case .consuming: return "consuming"
        case .borrowing: return "borrowing"
        case .underscoreConsuming: return "__consuming"
        case .isolated: return "isolated"
        case .get: return "get"
        case .set: return "set"
        case .willSet: return "willSet"
        case .didSet: return "didSet"
        case .underscoreRead: return "_read"
        case .underscoreModify: return "_modify"
        case .unsafeAddress: return "unsafeAddress"
        case .unsafeMutableAddress: return "unsafeMutableAddress"
        case .read: return "read"
        case .modify: return "modify"
        case .async: return "async"
        case .await: return "await"
        case .unsafe: return "unsafe"
        case .safe: return "safe"
        case .someWord: return "some"
        case .type: return "type"
        case .of: return "of"
        case .first: return "first"
        case .last: return "last"
        case .map: return "map"
        case .split: return "split"
        case .components: return "components"
        case .identifier: return "identifier"
        case .destination: return "destination"
        case .destinationController: return "destinationController"
        case .swiftModule: return "Swift"
        case .item: return "item"
        case .toItem: return "toItem"
        case .stringType: return "String"
        case .nsStringFromClass: return "NSStringFromClass"
        case .nameType: return "Name"
        case .sceneIdentifierType: return "SceneIdentifier"
        case .segueIdentifierType: return "SegueIdentifier"
        case .identifierType: return "Identifier"
        }
    }

    /// How many words there are (`.other` included): the first name of a file's own texts.
    public static let count = allCases.count

    /// Spellings by raw value.
    @usableFromInline static let spellings: [String] = allCases.map(\.spelling)

    /// A Swift reserved word: the lexer makes a token with this text a keyword (but after a `.`).
    @inline(__always) public var isReserved: Bool {
        rawValue >= SwiftWord.associatedtype.rawValue && rawValue <= SwiftWord.underscore.rawValue
    }

    /// The word spelled `text` (compared as `String`s, as the scanners compared token texts), if any.
    public init?(spelling text: String) {
        guard let word = SwiftWord.bySpelling[text] else { return nil }
        self = word
    }

    private static let bySpelling: [String: SwiftWord] = Dictionary(
        uniqueKeysWithValues: allCases.dropFirst().map { ($0.spelling, $0) })
}
