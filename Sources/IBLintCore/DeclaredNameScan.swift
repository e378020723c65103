/// A crude, scanner-independent pass over source bytes that collects every name written after
/// `class`, `typealias`, `@interface`, `@class`… or inside `@objc(…)`. Before a rule says
/// "no class X exists", it checks this set: if the text declares X in a way the declaration scanner
/// did not understand, the answer is "unknown", never "missing". Run once per file when it is parsed, and
/// kept with its summary (`SwiftFileSummary.declaredNames`, `ObjCFileSummary.declaredNames`).
public enum DeclaredNameScan {
    /// What the word before the current one was, as far as the scan cares.
    private enum Previous { case other, introducer, objcParenthesis }

    public static func names(in bytes: [UInt8]) -> Set<String> { nameSet(in: bytes).set }

    /// `names(in:)` as a name set, made from the bytes (no `String` of an ASCII name).
    public static func nameSet(in bytes: [UInt8]) -> NameSet {
        var names = NameSet()
        bytes.withUnsafeBufferPointer { bytes in
            byteClasses.withUnsafeBufferPointer { scan(bytes, classes: $0, into: &names) }
        }
        names.compact()
        return names
    }

    /// What a byte is to the scan: a word's, a space's (which keeps the word before), a slash (which may
    /// start a comment), or any other (which breaks a "keyword name" pair). One load per byte instead of a
    /// table look-up and four comparisons.
    private enum ByteClass: UInt8 { case other, identifier, space, slash }

    private static let byteClasses: [ByteClass] = (0...255).map { value in
        let byte = UInt8(value)
        if byte.isIdentifierByte { return .identifier }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .space
        case UInt8(ascii: "/"): return .slash
        default: return .other
        }
    }

    /// Only the names after an introducer go in; every other word is compared as bytes.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>, into names: inout NameSet) {
        var previous = Previous.other
        var index = 0
        let count = bytes.count
        while index < count {
            switch classes[Int(bytes[index])] {
            case .identifier:
                let start = index
                index += 1
                while index < count, classes[Int(bytes[index])] == .identifier { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if previous != .other { names.insert(decoding: UnsafeRawBufferPointer(word)) }
                previous = isIntroducer(word) ? .introducer : .other
                // `@objc(Name)`: remember the opening parenthesis right after `objc`.
                if index < count, bytes[index] == UInt8(ascii: "("), ASCIIWord.is(word, "objc") {
                    previous = .objcParenthesis
                    index += 1
                }
            case .space:
                // Whitespace keeps the previous word.
                index += 1
            case .slash:
                // Comments count as whitespace (`class /* legacy */ Foo`).
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                    index = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index + 2) ?? count
                } else if index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                } else {
                    previous = .other
                    index += 1
                }
            case .other:
                // Anything else breaks the "keyword name" pair.
                previous = .other
                index += 1
            }
        }
    }

    /// `class`, `typealias`, `interface`, `implementation`, `actor`, `struct`, `enum`, `protocol`.
    static func isIntroducer(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        switch word.count {
        case 4: return ASCIIWord.is(word, "enum")
        case 5: return ASCIIWord.is(word, "class") || ASCIIWord.is(word, "actor")
        case 6: return ASCIIWord.is(word, "struct")
        case 8: return ASCIIWord.is(word, "protocol")
        case 9: return ASCIIWord.is(word, "typealias") || ASCIIWord.is(word, "interface")
        case 14: return ASCIIWord.is(word, "implementation")
        default: return false
        }
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
