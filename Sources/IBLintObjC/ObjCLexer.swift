import IBLintCore

/// One Objective-C token. Comments, string and character literals' contents, and preprocessor lines
/// never become tokens that the scanner could mistake for declarations.
struct ObjCToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// An identifier or C keyword (`UILabel`, `IBOutlet`, `void`).
        case identifier
        /// `@interface`, `@end`, `@property`…: `text` holds the word without the `@`.
        case atKeyword
        /// A string (`"…"`, `@"…"`) or character (`'x'`) literal.
        case literal
        case number
        /// Any other single byte (`(`, `*`, `;`, `<`…).
        case punctuation
    }

    var kind: Kind
    /// The identifier or keyword text; the byte as a one-character string for punctuation; empty otherwise.
    var text: String
    var start: Int
    var end: Int
    /// A punctuation token's byte (always ASCII: every other byte is part of an identifier); 0 otherwise.
    var byte: UInt8 = 0

    var range: ByteRange { ByteRange(start: start, end: end) }

    /// Compared by the byte: the token's `text.first`, a `Character` found by grapheme breaking, was most of
    /// skipping a method body (every token is asked whether it is a brace).
    func isPunctuation(_ scalar: Unicode.Scalar) -> Bool { kind == .punctuation && UInt32(byte) == scalar.value }
    func isIdentifier(_ word: String) -> Bool { kind == .identifier && text == word }
    func isAtKeyword(_ word: String) -> Bool { kind == .atKeyword && text == word }
}

/// Splits Objective-C (or Objective-C++) bytes into tokens in one linear pass. Never fails: unterminated
/// comments and literals end at the end of the file (literals also at the end of their line), invalid UTF-8
/// is carried inside identifiers or punctuation, and every step consumes at least one byte.
public enum ObjCLexer {
    static func tokenize(_ bytes: [UInt8]) -> [ObjCToken] {
        var comments: [ByteRange] = []
        return tokenize(bytes, comments: &comments)
    }

    /// The byte ranges of the `//` and `/* */` comments outside literals and preprocessor lines, in order
    /// (iblint's suppression comments live there).
    public static func commentRanges(_ bytes: [UInt8]) -> [ByteRange] {
        var comments: [ByteRange] = []
        _ = tokenize(bytes, comments: &comments)
        return comments
    }

    static func tokenize(_ bytes: [UInt8], comments: inout [ByteRange]) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        let count = bytes.count
        var index = 0
        var atLineStart = true

        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { atLineStart = true; index += 1; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == 0x0B || byte == 0x0C {
                index += 1; continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                    let end = next == UInt8(ascii: "/") ? skipLineComment(bytes, from: index) : skipBlockComment(bytes, from: index)
                    comments.append(ByteRange(start: index, end: end))
                    index = end
                    continue
                }
            }
            if byte == UInt8(ascii: "#"), atLineStart {
                index = skipDirective(bytes, from: index)
                continue
            }
            atLineStart = false
            let start = index
            if isIdentifierStart(byte) {
                index = identifierEnd(bytes, from: index)
                tokens.append(ObjCToken(kind: .identifier, text: text(bytes, start, index), start: start, end: index))
            } else if byte == UInt8(ascii: "@") {
                if index + 1 < count, isIdentifierStart(bytes[index + 1]) {
                    index = identifierEnd(bytes, from: index + 1)
                    tokens.append(ObjCToken(kind: .atKeyword, text: text(bytes, start + 1, index), start: start, end: index))
                } else if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\"") {
                    index = skipQuoted(bytes, from: index + 1)
                    tokens.append(ObjCToken(kind: .literal, text: "", start: start, end: index))
                } else {
                    index += 1
                    tokens.append(ObjCToken(kind: .punctuation, text: "@", start: start, end: index, byte: UInt8(ascii: "@")))
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index = skipQuoted(bytes, from: index)
                tokens.append(ObjCToken(kind: .literal, text: "", start: start, end: index))
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                index += 1
                while index < count, isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".")
                    || bytes[index] == UInt8(ascii: "'") { index += 1 }
                tokens.append(ObjCToken(kind: .number, text: "", start: start, end: index))
            } else {
                index += 1
                tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(byte)), start: start, end: index, byte: byte))
            }
        }
        return tokens
    }

    // MARK: Pieces

    /// Letters, `_`, `$`, and every byte of a multi-byte UTF-8 sequence (identifiers may be Unicode).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func identifierEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
        return index
    }

    private static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// From `//` to the end of the line (the newline itself is left for the caller).
    private static func skipLineComment(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 2
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// From `/*` past `*/`, or to the end of the file when unterminated.
    private static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// A string or character literal starting at its quote; ends after the closing quote, or before an
    /// unescaped newline (an unterminated literal must not swallow the rest of the file).
    private static func skipQuoted(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote { return index + 1 }
            if byte == UInt8(ascii: "\n") { return index }
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            index += 1
        }
        return bytes.count
    }

    /// A preprocessor line from `#` to its end, following `\` continuations and comments that span lines.
    /// Code in every `#if` branch stays visible because only the directive lines themselves are skipped.
    private static func skipDirective(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { return index }
            if byte == UInt8(ascii: "\\") {
                // `\` + CRLF continues the directive too.
                index += index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\r") ? 3 : 2
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "/") { return skipLineComment(bytes, from: index) }
                if bytes[index + 1] == UInt8(ascii: "*") { index = skipBlockComment(bytes, from: index); continue }
            }
            if byte == UInt8(ascii: "\"") { index = skipQuoted(bytes, from: index); continue }
            index += 1
        }
        return bytes.count
    }
}
