/// A crude, scanner-independent pass over source bytes that collects every name written after
/// `class`, `typealias`, `@interface`, `@class`… or inside `@objc(…)`. Before a rule says
/// "no class X exists", it checks this set: if the text declares X in a way the declaration scanner
/// did not understand, the answer is "unknown", never "missing". Run once per file when it is parsed, and
/// kept with its summary (`SwiftFileSummary.declaredNames`, `ObjCFileSummary.declaredNames`).
public enum DeclaredNameScan {
    /// What the word before the current one was, as far as the scan cares.
    private enum Previous { case other, introducer, objcParenthesis }

    public static func names(in bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer { names(in: $0) }
    }

    /// Only the names after an introducer become strings; every other word is compared as bytes.
    private static func names(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        UInt8.identifierBytes.withUnsafeBufferPointer { names(in: bytes, isIdentifier: $0) }
    }

    private static func names(in bytes: UnsafeBufferPointer<UInt8>, isIdentifier: UnsafeBufferPointer<Bool>) -> Set<String> {
        var names: Set<String> = []
        var previous = Previous.other
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isIdentifier[Int(byte)] {
                let start = index
                while index < count, isIdentifier[Int(bytes[index])] { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if previous != .other { names.insert(String(decoding: word, as: UTF8.self)) }
                previous = isIntroducer(word) ? .introducer : .other
                // `@objc(Name)`: remember the opening parenthesis right after `objc`.
                if index < count, bytes[index] == UInt8(ascii: "("), ASCIIWord.is(word, "objc") {
                    previous = .objcParenthesis
                    index += 1
                }
                continue
            }
            // Comments count as whitespace (`class /* legacy */ Foo`).
            if byte == UInt8(ascii: "/"), index + 1 < count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                    continue
                }
            }
            // Whitespace keeps the previous word; anything else breaks the "keyword name" pair.
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") {
                previous = .other
            }
            index += 1
        }
        return names
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
    public static func targets(in bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer { targets(in: $0) }
    }

    /// From one `=` to the next by `memchr` (a byte-at-a-time loop over every file was most of the cost), the
    /// declaration keyword before a name compared as bytes.
    private static func targets(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
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
        var found: Set<String> = []
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
            found.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self))
        }
        return found
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
