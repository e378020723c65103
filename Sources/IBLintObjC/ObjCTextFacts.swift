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
        let uses = WordFacts(bytes)
        var strings = RawText.quotedStringSet(in: bytes)
        strings.formUnion(Self.selectorExpressions(in: bytes))
        self.init(words: uses.words,
                  strings: strings,
                  importedModules: NameSet(imports.modules), quoteImports: NameSet(imports.headers),
                  assignedNames: NameSet(uses.assigned), calledNames: NameSet(uses.called),
                  constrainedNames: NameSet(uses.constrained.union(Self.constraintItems(in: bytes))))
    }

    /// Names written before a constraint member (`name.topAnchor`, `self.name.widthAnchor`), or as the item
    /// of `constraintWithItem:` or `toItem:` (`self.` and one leading underscore dropped).
    public static func constrainedNames(in bytes: [UInt8]) -> Set<String> {
        WordFacts(bytes).constrained.union(constraintItems(in: bytes))
    }

    /// The items of `constraintWithItem:` and `toItem:` (`self.` and one leading underscore dropped).
    static func constraintItems(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
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
            // From one `@` to the next by a byte search (a byte at a time, this was a sixth of the text facts).
            guard let at = bytes.withUnsafeBufferPointer({ ByteSearch.firstIndex(of: needle[0], in: $0, from: index) }),
                  at + needle.count <= bytes.count else { break }
            index = at
            guard bytes[index..<index + needle.count].elementsEqual(needle) else { index += 1; continue }
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
        let uses = WordFacts(bytes)
        assigned.formUnion(uses.assigned)
        called.formUnion(uses.called)
    }

    /// What the file's words say, in one pass over them: every word (`words`, as `RawText.wordSet` reads
    /// them), the names messages are sent to (`[receiver save:…]`), the names assigned something other than
    /// `nil`, and the names written before a constraint member (`badge.topAnchor`). Three passes, two of them
    /// making a `String` of every word they met, were a fifth of a cold run on an app with an Objective-C half
    /// (Rocket.Chat.iOS); a word here becomes a `String` once, when it first goes into a set.
    struct WordFacts {
        var words = NameSet()
        var assigned: Set<String> = []
        var called: Set<String> = []
        var constrained: Set<String> = []

        init(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { buffer in
                UInt8.identifierBytes.withUnsafeBufferPointer { isIdentifier in
                    read(buffer, isIdentifier)
                }
            }
            words.compact()
        }

        /// What each distinct word (by its bytes, numbered by `ByteRunInterner`) has already been put in.
        private struct Seen: OptionSet {
            let rawValue: UInt8
            static let called = Seen(rawValue: 1), assigned = Seen(rawValue: 2), constrained = Seen(rawValue: 4)
        }

        private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, _ isIdentifier: UnsafeBufferPointer<Bool>) {
            let count = bytes.count
            let raw = UnsafeRawBufferPointer(bytes)
            var interner = ByteRunInterner(expectedRuns: count / 64)
            var seen: [Seen] = []
            // Each distinct word where it is first written, in order: the set of words is made from them at
            // its size at the end (grown word by word, its table was rebuilt again and again).
            var firstOccurrences: [Range<Int>] = []
            func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var index = 0
            while index < count {
                guard isIdentifier[Int(bytes[index])] else { index += 1; continue }
                let start = index
                while index < count, isIdentifier[Int(bytes[index])] { index += 1 }
                let end = index
                let (number, isNew) = interner.intern(bytes, start, end)
                if isNew {
                    seen.append([])
                    firstOccurrences.append(start..<end)
                }
                func word() -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
                // A message send: `[receiver save:…]`, `[[self editor] save]`.
                var before = start - 1
                while before >= 0, isSpace(bytes[before]) { before -= 1 }
                var next = end
                while next < count, isSpace(bytes[next]) { next += 1 }
                let endsSelectorPart = next < count && (bytes[next] == UInt8(ascii: ":") || bytes[next] == UInt8(ascii: "]"))
                if !seen[number].contains(.called), before >= 0, bytes[before].isIdentifierByte || bytes[before] == UInt8(ascii: "]"),
                   endsSelectorPart {
                    seen[number].insert(.called)
                    called.insert(word())
                }
                // Before a constraint member: `badge.topAnchor`.
                if !seen[number].contains(.constrained), end < count, bytes[end] == UInt8(ascii: "."),
                   Self.isConstraintMember(bytes, from: end + 1, isIdentifier) {
                    seen[number].insert(.constrained)
                    constrained.insert(word())
                }
                // An assignment: `_titleLabel = …`, `self.titleLabel = …` (not `==`, not `= nil`).
                guard !seen[number].contains(.assigned), next < count, bytes[next] == UInt8(ascii: "="),
                      next + 1 >= count || bytes[next + 1] != UInt8(ascii: "=") else { continue }
                var value = next + 1
                while value < count, isSpace(bytes[value]) { value += 1 }
                if Self.isNil(bytes, at: value) { continue }
                seen[number].insert(.assigned)
                assigned.insert(word())
            }
            words = NameSet(minimumCapacity: firstOccurrences.count)
            for range in firstOccurrences { words.insert(decoding: UnsafeRawBufferPointer(rebasing: raw[range])) }
        }

        /// Whether the member written from `start` (up to the first byte no identifier holds) is one code adds
        /// constraints through (`AutoLayoutNames.isConstraintMember`): compared as bytes when it is ASCII.
        private static func isConstraintMember(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                               _ isIdentifier: UnsafeBufferPointer<Bool>) -> Bool {
            var end = start
            var ascii = true
            while end < bytes.count, isIdentifier[Int(bytes[end])] {
                if bytes[end] >= 0x80 { ascii = false }
                end += 1
            }
            let member = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard ascii else { return AutoLayoutNames.isConstraintMember(String(decoding: member, as: UTF8.self)) }
            return AutoLayoutNames.isConstraintMember(asciiBytes: member)
        }

        /// `nil` at `index`, not followed by a byte of a longer word (of the next four bytes, as before: `nil`
        /// followed by an identifier byte within them is a longer word).
        private static func isNil(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            guard index + 3 <= bytes.count, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "i"),
                  bytes[index + 2] == UInt8(ascii: "l") else { return false }
            return index + 3 == bytes.count || !bytes[index + 3].isIdentifierByte
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
