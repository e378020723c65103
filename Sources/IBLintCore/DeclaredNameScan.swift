/// A crude, scanner-independent pass over source bytes that collects every name written after
/// `class`, `typealias`, `@interface`, `@class`… or inside `@objc(…)`. Before a rule says
/// "no class X exists", it checks this set: if the text declares X in a way the declaration scanner
/// did not understand, the answer is "unknown", never "missing". Run once per file when it is parsed, and
/// kept with its summary (`SwiftFileSummary.declaredNames`, `ObjCFileSummary.declaredNames`).
public enum DeclaredNameScan {
    public static func names(in bytes: [UInt8]) -> Set<String> { nameSet(in: bytes).set }

    /// `names(in:)` as a name set, made from the bytes (no `String` of an ASCII name).
    public static func nameSet(in bytes: [UInt8]) -> NameSet {
        var names = NameSet()
        bytes.withUnsafeBufferPointer { scan($0, into: &names) }
        names.compact()
        return names
    }

    /// What a name is written after, as bytes: the introducers `class`, `typealias`, `interface`,
    /// `implementation`, `actor`, `struct`, `enum` and `protocol` (whole words), and `objc` right before an
    /// opening parenthesis (`@objc(Name)`), which ends the word.
    private static let searchedWords: [(bytes: [UInt8], endsWord: Bool)] =
        ["class", "struct", "enum", "protocol", "typealias", "actor", "interface", "implementation"].map { (Array($0.utf8), false) }
        + [(Array("objc(".utf8), true)]

    /// Reads the bytes as a pass from the first to the last would, word by word: a name is the word after
    /// an introducer (a whole word) or after `objc(`, with only spaces, tabs, line breaks and comments
    /// between them; comments (`//` to the line's end, `/*` to the first `*/`) hide what they hold. Such a
    /// pass looked at every byte, about 11 instructions a byte: this one finds the comments from one `/` to
    /// the next, and each introducer by a byte search (`memchr`), and reads only around what it finds.
    /// The names go in in the order that pass met them, so the set is the same.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into names: inout NameSet) {
        let comments = commentRanges(in: bytes)
        var found: [Range<Int>] = []
        for (word, endsWord) in searchedWords {
            word.withUnsafeBufferPointer { keyword in
                var from = 0
                while let hit = ByteSearch.firstIndex(of: keyword, in: bytes, from: from) {
                    from = hit + 1
                    // A whole word: no identifier byte before it, nor after it (`objc` is followed by its parenthesis).
                    guard hit == 0 || !bytes[hit - 1].isIdentifierByte else { continue }
                    let end = hit + keyword.count
                    guard endsWord || end == bytes.count || !bytes[end].isIdentifierByte else { continue }
                    guard !isInside(hit, comments) else { continue }
                    let start = skipSpacesAndComments(in: bytes, from: end)
                    guard start < bytes.count, bytes[start].isIdentifierByte else { continue }
                    var nameEnd = start + 1
                    while nameEnd < bytes.count, bytes[nameEnd].isIdentifierByte { nameEnd += 1 }
                    found.append(start..<nameEnd)
                }
            }
        }
        found.sort { $0.lowerBound < $1.lowerBound }
        let raw = UnsafeRawBufferPointer(bytes)
        for range in found { names.insert(decoding: UnsafeRawBufferPointer(rebasing: raw[range])) }
    }

    /// The comments as a pass from the start finds them: a `/` outside a comment followed by `/` starts one
    /// that runs to the line break (not included), followed by `*` one that runs past the first `*/` after
    /// them (or to the end). In order, apart.
    private static func commentRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var comments: [Range<Int>] = []
        var from = 0
        while let slash = ByteSearch.firstIndex(of: UInt8(ascii: "/"), in: bytes, from: from), slash + 1 < bytes.count {
            let end = commentEnd(in: bytes, startingAt: slash)
            if let end {
                comments.append(slash..<end)
                from = end
            } else {
                from = slash + 1
            }
        }
        return comments
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

    /// Whether `offset` lies in one of `comments` (in order, apart).
    private static func isInside(_ offset: Int, _ comments: [Range<Int>]) -> Bool {
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < comments.count && comments[low].contains(offset)
    }

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
