import IBLintCore

/// What an Objective-C file's text says beyond the declarations the scanner reads: its words, strings,
/// imports, and the names it assigns and sends messages to. Read from the bytes once, when the file is
/// parsed, and kept by the summary cache: a pre-commit run over a project with an Objective-C half read
/// every header and implementation again for these (a fifth of such a run).
public struct ObjCTextFacts: Sendable, Hashable {
    /// Every identifier-like word, comments and strings included.
    public var words: NameSet
    /// String literals' contents and `@selector(…)` contents (whitespace removed).
    public var strings: NameSet
    /// Modules from `@import Module;` and `#import <Module/Header.h>`.
    public var importedModules: NameSet
    /// `#import "Header.h"` names.
    public var quoteImports: NameSet
    /// Names assigned something other than `nil` (`_titleLabel = …`, `self.titleLabel = …`).
    public var assignedNames: NameSet
    /// Names of messages sent (`[self save:nil]`, `[editor save]`).
    public var calledNames: NameSet
    /// Names the code adds Auto Layout constraints through (`badge.topAnchor`, `constraintWithItem:badge`,
    /// `toItem:self.badge`), comments included.
    public var constrainedNames: NameSet

    public init(words: NameSet = [], strings: NameSet = [], importedModules: NameSet = [], quoteImports: NameSet = [],
                assignedNames: NameSet = [], calledNames: NameSet = [], constrainedNames: NameSet = []) {
        self.words = words
        self.strings = strings
        self.importedModules = importedModules
        self.quoteImports = quoteImports
        self.assignedNames = assignedNames
        self.calledNames = calledNames
        self.constrainedNames = constrainedNames
    }

    /// The facts of a file's bytes.
    public init(bytes: [UInt8]) {
        let imports = Self.imports(in: bytes)
        var assigned: Set<String> = [], called: Set<String> = []
        Self.scanUses(bytes, assigned: &assigned, called: &called)
        var strings = RawText.quotedStringSet(in: bytes)
        strings.formUnion(Self.selectorExpressions(in: bytes))
        self.init(words: RawText.wordSet(in: bytes[...]),
                  strings: strings,
                  importedModules: NameSet(imports.modules), quoteImports: NameSet(imports.headers),
                  assignedNames: NameSet(assigned), calledNames: NameSet(called),
                  constrainedNames: NameSet(Self.constrainedNames(in: bytes)))
    }

    /// Names written before a constraint member (`name.topAnchor`, `self.name.widthAnchor`), or as the item
    /// of `constraintWithItem:` or `toItem:` (`self.` and one leading underscore dropped).
    public static func constrainedNames(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        RawText.forEachWord(in: bytes[...]) { range in
            var after = range.upperBound
            guard after < bytes.count, bytes[after] == UInt8(ascii: ".") else { return }
            after += 1
            var end = after
            while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
            let member = String(decoding: bytes[after..<end], as: UTF8.self)
            if AutoLayoutNames.isConstraintMember(member) { names.insert(String(decoding: bytes[range], as: UTF8.self)) }
        }
        for word in ["constraintWithItem", "toItem"] {
            for start in RawText.occurrences(ofWord: word, in: bytes) {
                var index = start + word.utf8.count
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
                index += 1
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                if bytes[index...].starts(with: "self.".utf8) { index += 5 }
                var end = index
                while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
                guard end > index else { continue }
                var name = String(decoding: bytes[index..<end], as: UTF8.self)
                if name.hasPrefix("_") { name.removeFirst() }
                names.insert(name)
            }
        }
        return names
    }

    /// `@selector(tap:)` contents with whitespace removed.
    public static func selectorExpressions(in bytes: [UInt8]) -> Set<String> {
        let needle = Array("@selector(".utf8)
        var found: Set<String> = []
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle else { index += 1; continue }
            var end = index + needle.count
            var text = ""
            while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\n"), end - index < 256 {
                if bytes[end] != UInt8(ascii: " ") && bytes[end] != UInt8(ascii: "\t") { text.unicodeScalars.append(Unicode.Scalar(bytes[end])) }
                end += 1
            }
            found.insert(text)
            index = end
        }
        return found
    }

    /// `#import <Module/Header.h>`, `@import Module;` and `#import "Header.h"`, line by line. Read by bytes
    /// (a large header read by `Character` was a tenth of a warm run); a line ends at `\n`, so `\r\n`
    /// files are read line by line too.
    public static func imports(in bytes: [UInt8]) -> (modules: Set<String>, headers: Set<String>) {
        var modules: Set<String> = [], headers: Set<String> = []
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        /// The end of the run from `start` that stops before `stop` bytes (or the line's end).
        func run(from start: Int, to lineEnd: Int, until stop: (UInt8) -> Bool) -> Int {
            var end = start
            while end < lineEnd, !stop(bytes[end]) { end += 1 }
            return end
        }
        var lineStart = 0
        while lineStart < bytes.count {
            let newlineAt = bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: newline, in: $0, from: lineStart) } ?? bytes.count
            defer { lineStart = newlineAt + 1 }
            // The line without its `\r` in a `\r\n` file.
            let lineEnd = newlineAt > lineStart && bytes[newlineAt - 1] == UInt8(ascii: "\r") ? newlineAt - 1 : newlineAt
            var index = lineStart
            while index < lineEnd, bytes[index] == space || bytes[index] == tab { index += 1 }
            guard index < lineEnd, bytes[index] == UInt8(ascii: "#") || bytes[index] == UInt8(ascii: "@") else { continue }
            for directive in importDirectives where lineEnd - index >= directive.count
                && bytes[index..<index + directive.count].elementsEqual(directive) {
                var rest = index + directive.count
                while rest < lineEnd, bytes[rest] == space || bytes[rest] == tab { rest += 1 }
                guard rest < lineEnd else { continue }
                if bytes[rest] == UInt8(ascii: "<") {
                    let end = run(from: rest + 1, to: lineEnd) { $0 == UInt8(ascii: ">") }
                    if let slash = bytes[(rest + 1)..<end].firstIndex(of: UInt8(ascii: "/")) { modules.insert(text(rest + 1, slash)) }
                } else if bytes[rest] == UInt8(ascii: "\"") {
                    headers.insert(text(rest + 1, run(from: rest + 1, to: lineEnd) { $0 == UInt8(ascii: "\"") }))
                } else if directive.first == UInt8(ascii: "@") {
                    let end = run(from: rest, to: lineEnd) { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ".") || $0 == space }
                    if end > rest { modules.insert(text(rest, end)) }
                }
            }
        }
        return (modules, headers)
    }

    private static let importDirectives = ["#import", "#include", "@import"].map { Array($0.utf8) }

    /// Message sends and assignments, from the bytes (comments included: a name a comment assigns only
    /// adds silence, the sets only ever turning a finding into silence).
    public static func scanUses(_ bytes: [UInt8], assigned: inout Set<String>, called: inout Set<String>) {
        RawText.forEachWord(in: bytes[...]) { range in
            let word = String(decoding: bytes[range], as: UTF8.self)
            // A message send: `[receiver save:…]`, `[[self editor] save]`.
            var before = range.lowerBound - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            var next = range.upperBound
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            let endsSelectorPart = next < bytes.count && (bytes[next] == UInt8(ascii: ":") || bytes[next] == UInt8(ascii: "]"))
            if before >= 0, bytes[before].isIdentifierByte || bytes[before] == UInt8(ascii: "]"), endsSelectorPart { called.insert(word) }
            // An assignment: `_titleLabel = …`, `self.titleLabel = …` (not `==`, not `= nil`).
            var after = range.upperBound
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            guard after < bytes.count, bytes[after] == UInt8(ascii: "=") else { return }
            guard after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: "=") else { return }
            var value = after + 1
            while value < bytes.count, bytes[value] == UInt8(ascii: " ") || bytes[value] == UInt8(ascii: "\t") { value += 1 }
            let rest = bytes[value..<min(bytes.count, value + 4)]
            if rest.elementsEqual("nil".utf8) || (rest.starts(with: "nil".utf8) && !(rest.last?.isIdentifierByte ?? false)) { return }
            assigned.insert(word)
        }
    }
}

extension ObjCTextFacts: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(words); writer.write(strings); writer.write(importedModules); writer.write(quoteImports)
        writer.write(assignedNames); writer.write(calledNames); writer.write(constrainedNames)
    }

    public init(from reader: inout BinaryReader) throws {
        words = try reader.read(); strings = try reader.read(); importedModules = try reader.read()
        quoteImports = try reader.read(); assignedNames = try reader.read(); calledNames = try reader.read()
        constrainedNames = try reader.read()
    }
}
