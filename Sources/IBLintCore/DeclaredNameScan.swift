/// A crude, scanner-independent pass over source bytes that collects every name written after
/// `class`, `typealias`, `@interface`, `@class`… or inside `@objc(…)`. Before a rule says
/// "no class X exists", it checks this set: if the text declares X in a way the declaration scanner
/// did not understand, the answer is "unknown", never "missing". Run once per file when it is parsed, and
/// kept with its summary (`SwiftFileSummary.declaredNames`, `ObjCFileSummary.declaredNames`). For Swift the
/// same names come from the words the scanner's word pass reads anyway (`nameSet(in:introducers:)`): the
/// words are this pass's words, runs of identifier bytes, and the comments this pass's crude ones, whatever
/// the lexer made of the text.
public enum DeclaredNameScan {
    public static func names(in bytes: [UInt8]) -> Set<String> { nameSet(in: bytes).set }

    /// `names(in:)` as a name set, made from the bytes (no `String` of an ASCII name).
    public static func nameSet(in bytes: [UInt8]) -> NameSet {
        var names = NameSet()
        bytes.withUnsafeBufferPointer { scan($0, into: &names) }
        names.compact()
        return names
    }

    /// Reads the bytes from the first to the last, word by word: a name is the word after an introducer
    /// (`class`, `struct`, `enum`, `protocol`, `typealias`, `actor`, `interface`, `implementation`, whole
    /// words) or after `objc(`, with only spaces, tabs, line breaks and comments between them; comments (`//`
    /// to the line's end, `/*` to the first `*/`) hide what they hold. One pass, with a table of identifier
    /// bytes: a byte search (`memchr`) per introducer, each stopping at every byte its first letter is, and a
    /// search for comments, were 7 % of the Swift scanner's time on corona-warn-app. The names go in in the
    /// order they are written.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into names: inout NameSet) {
        let count = bytes.count
        UInt8.identifierBytes.withUnsafeBufferPointer { isIdentifier in
            var index = 0
            while index < count {
                let byte = bytes[index]
                guard isIdentifier[Int(byte)] else {
                    if byte == UInt8(ascii: "/"), let end = commentEnd(in: bytes, startingAt: index) {
                        index = end
                    } else {
                        index += 1
                    }
                    continue
                }
                let start = index
                index += 1
                while index < count, isIdentifier[Int(bytes[index])] { index += 1 }
                // The introducer's name; the pass goes on after the introducer (a name can be one too).
                guard let nameFrom = nameFrom(ofWord: start, index, in: bytes) else { continue }
                insertName(from: nameFrom, in: bytes, isIdentifier: isIdentifier, into: &names)
            }
        }
    }

    /// Inserts the name an introducer names: the word at the first offset from `nameFrom` that is neither
    /// a space, a tab, a line break nor in a comment, if a word starts there.
    @inline(__always)
    private static func insertName(from nameFrom: Int, in bytes: UnsafeBufferPointer<UInt8>,
                                   isIdentifier: UnsafeBufferPointer<Bool>, into names: inout NameSet) {
        let count = bytes.count
        let nameStart = skipSpacesAndComments(in: bytes, from: nameFrom)
        guard nameStart < count, isIdentifier[Int(bytes[nameStart])] else { return }
        var nameEnd = nameStart + 1
        while nameEnd < count, isIdentifier[Int(bytes[nameEnd])] { nameEnd += 1 }
        names.insert(decoding: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[nameStart..<nameEnd]))
    }

    /// `class`, `struct`, `enum`, `protocol`, `typealias`, `actor`, `interface`, `implementation` (and
    /// `mayIntroduce` answers by their lengths and first bytes: keep the two in step).
    @inline(__always) private static func isIntroducer(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        switch word.count {
        case 4: ASCIIWord.is(word, "enum")
        case 5: ASCIIWord.is(word, "class") || ASCIIWord.is(word, "actor")
        case 6: ASCIIWord.is(word, "struct")
        case 8: ASCIIWord.is(word, "protocol")
        case 9: ASCIIWord.is(word, "typealias") || ASCIIWord.is(word, "interface")
        case 14: ASCIIWord.is(word, "implementation")
        default: false
        }
    }

    /// Where the comment starting at `slash` ends (past its last byte; a line comment's line break is not
    /// part of it); `nil` when no comment starts there.
    private static func commentEnd(in bytes: UnsafeBufferPointer<UInt8>, startingAt slash: Int) -> Int? {
        guard slash + 1 < bytes.count, bytes[slash] == UInt8(ascii: "/") else { return nil }
        switch bytes[slash + 1] {
        case UInt8(ascii: "/"):
            return ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: slash + 2) ?? bytes.count
        case UInt8(ascii: "*"):
            let close = closeOfBlockComment.withUnsafeBufferPointer { ByteSearch.firstIndex(of: $0, in: bytes, from: slash + 2) }
            return close.map { $0 + 2 } ?? bytes.count
        default:
            return nil
        }
    }

    private static let closeOfBlockComment = Array("*/".utf8)

    /// The first offset at or after `offset` that is neither a space, a tab, a line break nor in a comment.
    private static func skipSpacesAndComments(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                guard let end = commentEnd(in: bytes, startingAt: index) else { return index }
                index = end
            default:
                return index
            }
        }
        return index
    }
}

extension DeclaredNameScan {
    /// A word of the text that introduces a name (`isIntroducer`, or `objc` right before `(`): where the word
    /// starts, and where the pass looks for its name (after the word, or after the `(`).
    public struct Introducer: Equatable, Sendable {
        public let word: Int
        public let nameFrom: Int
    }

    /// The introducer the word `bytes[start..<end]` is, if it is one: its name is looked for after it (after
    /// the `(` of `objc(`). `start..<end` must be a whole word: identifier bytes, none right before it and none
    /// right after.
    public static func introducer(ofWord start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Introducer? {
        nameFrom(ofWord: start, end, in: bytes).map { Introducer(word: start, nameFrom: $0) }
    }

    /// Where the name of the whole word `bytes[start..<end]` is looked for when the word introduces one (`end`
    /// after an introducer, `end + 1` after `objc` right before `(`), else `nil`.
    @inline(__always)
    static func nameFrom(ofWord start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if isIntroducer(word) { return end }
        if end < bytes.count, bytes[end] == UInt8(ascii: "("), ASCIIWord.is(word, "objc") { return end + 1 }
        return nil
    }

    /// Whether a word `length` bytes long that starts with `first` can introduce a name
    /// (`introducer(ofWord:_:in:)` answers for the others too, but a caller asking of every word saves the
    /// call, which is not inlined across modules). Keep in step with `isIntroducer`.
    @inlinable @inline(__always)
    public static func mayIntroduce(length: Int, first: UInt8) -> Bool {
        switch length {
        case 4: first == UInt8(ascii: "e") || first == UInt8(ascii: "o") // enum, objc
        case 5: first == UInt8(ascii: "c") || first == UInt8(ascii: "a") // class, actor
        case 6: first == UInt8(ascii: "s")                               // struct
        case 8: first == UInt8(ascii: "p")                               // protocol
        case 9: first == UInt8(ascii: "t") || first == UInt8(ascii: "i") // typealias, interface
        case 14: first == UInt8(ascii: "i")                              // implementation
        default: false
        }
    }

    /// `nameSet(in:)` from the introducers of the text found another way: given every introducer of `bytes`
    /// (`Introducer`, in order of `word`), the same names in the same order. Those inside comments as
    /// `nameSet(in:)` reads them (from a `/` outside a comment: `//` to the line's end, `/*` to the first
    /// `*/`) are left out; the comments are found by a byte search for `/`.
    public static func nameSet(in bytes: UnsafeBufferPointer<UInt8>, introducers: [Introducer]) -> NameSet {
        var names = NameSet()
        guard !introducers.isEmpty else { return names }
        let count = bytes.count
        // The comment that ends first after the introducer asked about (`commentStart..<commentEnd`), and
        // where the search for the next `/` goes on.
        var commentStart = 0, commentEnd = 0, searchFrom = 0
        UInt8.identifierBytes.withUnsafeBufferPointer { isIdentifier in
            for introducer in introducers {
                while commentEnd <= introducer.word {
                    guard let slash = ByteSearch.firstIndex(of: UInt8(ascii: "/"), in: bytes, from: searchFrom) else {
                        commentStart = count
                        commentEnd = Int.max
                        break
                    }
                    if let end = Self.commentEnd(in: bytes, startingAt: slash) {
                        commentStart = slash
                        commentEnd = end
                        searchFrom = end
                    } else {
                        searchFrom = slash + 1
                    }
                }
                if introducer.word >= commentStart, introducer.word < commentEnd { continue }
                insertName(from: introducer.nameFrom, in: bytes, isIdentifier: isIdentifier, into: &names)
            }
        }
        names.compact()
        return names
    }
}

/// Names the text assigns to: a name before `=` or a compound assignment (`+=`), unless a declaration keyword
/// (`var`, `let`, `case`) precedes it. Text in strings and comments counts too, which only leaves a value
/// unknown. Run once per file when it is parsed and kept with its summary
/// (`SwiftFileSummary.assignmentTargets`), so a warm run need not read every file again.
public enum AssignmentScan {
    public static func targets(in bytes: [UInt8]) -> Set<String> { targetSet(in: bytes).set }

    /// `targets(in:)` as a name set, made from the bytes (no `String` of an ASCII name).
    public static func targetSet(in bytes: [UInt8]) -> NameSet {
        var found = NameSet()
        bytes.withUnsafeBufferPointer { targets(in: $0, into: &found) }
        found.compact()
        return found
    }

    /// From one `=` to the next by `memchr` (a byte-at-a-time loop over every file was most of the cost), the
    /// declaration keyword before a name compared as bytes.
    private static func targets(in bytes: UnsafeBufferPointer<UInt8>, into found: inout NameSet) {
        func wordStart(endingBefore end: Int) -> Int {
            var start = end
            while start > 0, bytes[start - 1].isIdentifierByte { start -= 1 }
            return start
        }
        func skipSpaces(backFrom position: Int) -> Int {
            var position = position
            while position > 0, bytes[position - 1] == 32 || bytes[position - 1] == 9 { position -= 1 }
            return position
        }
        func isDeclarationKeyword(_ start: Int, _ end: Int) -> Bool {
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            switch word.count {
            case 3: return ASCIIWord.is(word, "var") || ASCIIWord.is(word, "let")
            case 4: return ASCIIWord.is(word, "case")
            default: return false
            }
        }
        let equals = UInt8(ascii: "=")
        var i = 0
        while let hit = ByteSearch.firstIndex(of: equals, in: bytes, from: i) {
            i = hit + 1
            if i < bytes.count, bytes[i] == equals { i += 1; continue }  // `==`, `===`
            var end = hit
            if end > 0 {
                switch bytes[end - 1] {
                case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
                     UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"):
                    end -= 1
                case UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="):
                    continue
                default:
                    break
                }
            }
            end = skipSpaces(backFrom: end)
            let nameStart = wordStart(endingBefore: end)
            guard nameStart < end else { continue }
            let before = skipSpaces(backFrom: nameStart)
            let keywordStart = wordStart(endingBefore: before)
            if keywordStart < before, isDeclarationKeyword(keywordStart, before) { continue }
            found.insert(decoding: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[nameStart..<end])))
        }
    }
}

/// Bytes compared with a keyword written in the source as a literal. `elementsEqual` with a `String`'s
/// UTF-8 view walks the string's storage a code unit at a time, about 100 instructions a word; asked of
/// every word of every file (is it `class`, `struct`, …?), that was 1 % of a cold run.
public enum ASCIIWord {
    @inline(__always) public static func `is`(_ word: UnsafeBufferPointer<UInt8>, _ keyword: StaticString) -> Bool {
        guard word.count == keyword.utf8CodeUnitCount else { return false }
        let literal = keyword.utf8Start
        for index in 0..<word.count where word[index] != literal[index] { return false }
        return true
    }
}
