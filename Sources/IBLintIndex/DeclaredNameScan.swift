import IBLintCore

/// A crude, scanner-independent pass over source bytes that collects every name written after
/// `class`, `typealias`, `@interface`, `@class`… or inside `@objc(…)`. Before a rule says
/// "no class X exists", it checks this set: if the text declares X in a way the declaration scanner
/// did not understand, the answer is "unknown", never "missing".
enum DeclaredNameScan {
    /// What the word before the current one was, as far as the scan cares.
    private enum Previous { case other, introducer, objcParenthesis }

    static func names(in bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer { names(in: $0) }
    }

    /// Only the names after an introducer become strings; every other word is compared as bytes.
    private static func names(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names: Set<String> = []
        var previous = Previous.other
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte.isIdentifierByte {
                let start = index
                while index < count, bytes[index].isIdentifierByte { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if previous != .other { names.insert(String(decoding: word, as: UTF8.self)) }
                previous = isIntroducer(word) ? .introducer : .other
                // `@objc(Name)`: remember the opening parenthesis right after `objc`.
                if index < count, bytes[index] == UInt8(ascii: "("), word.elementsEqual("objc".utf8) {
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
        case 4: return word.elementsEqual("enum".utf8)
        case 5: return word.elementsEqual("class".utf8) || word.elementsEqual("actor".utf8)
        case 6: return word.elementsEqual("struct".utf8)
        case 8: return word.elementsEqual("protocol".utf8)
        case 9: return word.elementsEqual("typealias".utf8) || word.elementsEqual("interface".utf8)
        case 14: return word.elementsEqual("implementation".utf8)
        default: return false
        }
    }
}
