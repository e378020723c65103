import IBLintCore

/// A crude, scanner-independent pass over source bytes that collects every name written after
/// `class`, `typealias`, `@interface`, `@class`… or inside `@objc(…)`. Before a rule says
/// "no class X exists", it checks this set: if the text declares X in a way the declaration scanner
/// did not understand, the answer is "unknown", never "missing".
enum DeclaredNameScan {
    private static let introducers: Set<String> = ["class", "typealias", "interface", "implementation", "actor", "struct", "enum", "protocol"]

    static func names(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var previousWord = ""
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte.isIdentifierByte {
                let start = index
                while index < count, bytes[index].isIdentifierByte { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if introducers.contains(previousWord) || previousWord == "objc(" { names.insert(word) }
                previousWord = word
                // `@objc(Name)`: remember the opening parenthesis right after `objc`.
                if word == "objc", index < count, bytes[index] == UInt8(ascii: "(") {
                    previousWord = "objc("
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
                previousWord = ""
            }
            index += 1
        }
        return names
    }
}

