import IBLintCore
import IBLintObjC
import IBLintSwift

/// Facts about the project's source text that no scanner model holds: every identifier written
/// anywhere, the identifiers inside code the Swift scanner skipped, and selector-like strings.
/// Built once with the index; used to turn "not found" into "unknown" whenever the text might hold it.
public struct SourceTextFacts: Sendable {
    /// With `codeIdentifiers`, every identifier in any Swift or Objective-C file (comments and strings
    /// included): the words of Swift files that their code does not write (`isWrittenAnywhere`).
    public let otherWords: Set<String>
    /// Every identifier the code itself writes: Swift outside comments and string literals, all the
    /// words of Objective-C files. A type named only in a comment or a string (a reuse identifier
    /// named like a class) is not one code uses.
    public let codeIdentifiers: Set<String>
    /// Identifiers inside ranges the Swift scanner did not understand.
    public let identifiersInUnparsedCode: Set<String>
    /// Contents of string literals (`"tap:"` in `Selector("tap:")`) and of `@selector(…)`, whitespace removed.
    public let selectorStrings: Set<String>
    /// Modules imported by Swift (`import X`) and Objective-C (`@import X;`, `#import <X/…>`).
    public let importedModules: Set<String>
    /// Objective-C `#import "Header.h"` names whose file is not among the scanned files.
    public let unresolvedQuoteImports: Set<String>

    /// What is read from each file: the words of code the Swift scanner skipped, and an Objective-C
    /// file's words, strings and imports. Done file by file in parallel before the serial merge.
    struct FileParts: Sendable {
        var unparsed: [Set<String>]
        var objc: [(words: Set<String>, strings: Set<String>, modules: Set<String>, headers: Set<String>)]
    }

    static func fileParts(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary]) -> FileParts {
        // The scanner gathered each Swift file's words and strings (and the cache keeps them); only
        // code it did not understand is read again here.
        let unparsed = swiftFiles.filter { !$0.unparsedRanges.isEmpty }.parallelMap { summary -> Set<String> in
            let bytes = summary.file.bytes
            var unparsed: Set<String> = []
            for range in summary.unparsedRanges {
                let lower = max(0, min(range.start, bytes.count)), upper = max(lower, min(range.end, bytes.count))
                unparsed.formUnion(RawText.words(in: bytes[lower..<upper]))
            }
            return unparsed
        }
        let objc = objcFiles.parallelMap { summary -> (words: Set<String>, strings: Set<String>, modules: Set<String>, headers: Set<String>) in
            let bytes = summary.file.bytes
            let imports = objcImports(in: bytes)
            return (RawText.words(in: bytes[...]), RawText.quotedStrings(in: bytes).union(objcSelectorExpressions(in: bytes)),
                    imports.modules, imports.headers)
        }
        return FileParts(unparsed: unparsed, objc: objc)
    }

    private init(otherWords: Set<String>, codeIdentifiers: Set<String>, identifiersInUnparsedCode: Set<String>,
                 selectorStrings: Set<String>, importedModules: Set<String>, unresolvedQuoteImports: Set<String>) {
        self.otherWords = otherWords
        self.codeIdentifiers = codeIdentifiers
        self.identifiersInUnparsedCode = identifiersInUnparsedCode
        self.selectorStrings = selectorStrings
        self.importedModules = importedModules
        self.unresolvedQuoteImports = unresolvedQuoteImports
    }

    /// The merge of the per-file sets, as three independent pieces of work (for `runConcurrently`,
    /// beside the index's other merges); `facts` once they ran.
    struct Merge: Sendable {
        private let otherWords = ResultSlot<Set<String>>(), code = ResultSlot<Set<String>>()
        private let rest = ResultSlot<(unparsed: Set<String>, strings: Set<String>, modules: Set<String>, quoteImports: Set<String>)>()
        let pieces: [@Sendable () -> Void]

        init(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary], parts: FileParts) {
            let otherWords = otherWords, code = code, rest = rest
            pieces = [{
                var words: Set<String> = []
                for summary in swiftFiles { words.formUnion(summary.otherWords) }
                otherWords.set(words)
            }, {
                var identifiers: Set<String> = []
                for summary in swiftFiles { identifiers.formUnion(summary.codeIdentifiers) }
                for part in parts.objc { identifiers.formUnion(part.words) }
                code.set(identifiers)
            }, {
                let headerNames = Set(objcFiles.map(\.file.fileName))
                var unparsed: Set<String> = [], strings: Set<String> = [], modules: Set<String> = [], quoteImports: Set<String> = []
                for part in parts.unparsed { unparsed.formUnion(part) }
                for summary in swiftFiles {
                    strings.formUnion(summary.quotedStrings)
                    modules.formUnion(summary.imports)
                }
                for part in parts.objc {
                    strings.formUnion(part.strings)
                    modules.formUnion(part.modules)
                    quoteImports.formUnion(part.headers.filter { !headerNames.contains(SourceFile.fileName(ofPath: $0)) })
                }
                rest.set((unparsed, strings, modules, quoteImports))
            }]
        }

        var facts: SourceTextFacts {
            let rest = rest.value
            return SourceTextFacts(otherWords: otherWords.value, codeIdentifiers: code.value, identifiersInUnparsedCode: rest.unparsed,
                                   selectorStrings: rest.strings, importedModules: rest.modules, unresolvedQuoteImports: rest.quoteImports)
        }
    }

    /// Whether `identifier` is written anywhere in the project's source text, comments and strings included.
    public func isWrittenAnywhere(_ identifier: String) -> Bool {
        codeIdentifiers.contains(identifier) || otherWords.contains(identifier)
    }

    /// The method base name of an Objective-C selector (`tapWithSender:` → `tapWithSender`).
    public static func baseName(ofSelector selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }

    /// `@selector(tap:)` contents with whitespace removed.
    static func objcSelectorExpressions(in bytes: [UInt8]) -> Set<String> {
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
    static func objcImports(in bytes: [UInt8]) -> (modules: Set<String>, headers: Set<String>) {
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
            for directive in objcImportDirectives where lineEnd - index >= directive.count
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

    private static let objcImportDirectives = ["#import", "#include", "@import"].map { Array($0.utf8) }
}
