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

    init(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary]) {
        // The scanner gathered each Swift file's words and strings (and the cache keeps them); only
        // code it did not understand is read again here, in parallel. The sets are merged three at a time.
        let unparsedParts = swiftFiles.filter { !$0.unparsedRanges.isEmpty }.parallelMap { summary -> Set<String> in
            let bytes = summary.file.bytes
            var unparsed: Set<String> = []
            for range in summary.unparsedRanges {
                let lower = max(0, min(range.start, bytes.count)), upper = max(lower, min(range.end, bytes.count))
                unparsed.formUnion(RawText.words(in: bytes[lower..<upper]))
            }
            return unparsed
        }
        let headerNames = Set(objcFiles.map(\.file.fileName))
        let objcParts = objcFiles.parallelMap { summary -> (words: Set<String>, strings: Set<String>, modules: Set<String>, headers: Set<String>) in
            let bytes = summary.file.bytes
            let imports = Self.objcImports(in: bytes)
            return (RawText.words(in: bytes[...]), RawText.quotedStrings(in: bytes).union(Self.objcSelectorExpressions(in: bytes)),
                    imports.modules, imports.headers)
        }
        let (otherWords, code, rest) = concurrently({ () -> Set<String> in
            var words: Set<String> = []
            for summary in swiftFiles { words.formUnion(summary.otherWords) }
            return words
        }, { () -> Set<String> in
            var code: Set<String> = []
            for summary in swiftFiles { code.formUnion(summary.codeIdentifiers) }
            for part in objcParts { code.formUnion(part.words) }
            return code
        }, { () -> (unparsed: Set<String>, strings: Set<String>, modules: Set<String>, quoteImports: Set<String>) in
            var unparsed: Set<String> = [], strings: Set<String> = [], modules: Set<String> = [], quoteImports: Set<String> = []
            for part in unparsedParts { unparsed.formUnion(part) }
            for summary in swiftFiles {
                strings.formUnion(summary.quotedStrings)
                modules.formUnion(summary.imports)
            }
            for part in objcParts {
                strings.formUnion(part.strings)
                modules.formUnion(part.modules)
                quoteImports.formUnion(part.headers.filter { !headerNames.contains(SourceFile.fileName(ofPath: $0)) })
            }
            return (unparsed, strings, modules, quoteImports)
        })
        self.otherWords = otherWords
        self.codeIdentifiers = code
        self.identifiersInUnparsedCode = rest.unparsed
        self.selectorStrings = rest.strings
        self.importedModules = rest.modules
        self.unresolvedQuoteImports = rest.quoteImports
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

    /// `#import <Module/Header.h>`, `@import Module;` and `#import "Header.h"`, line by line.
    static func objcImports(in bytes: [UInt8]) -> (modules: Set<String>, headers: Set<String>) {
        var modules: Set<String> = [], headers: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for directive in ["#import", "#include", "@import"] where trimmed.hasPrefix(directive) {
                let rest = trimmed.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
                if rest.hasPrefix("<") {
                    let inner = rest.dropFirst().prefix { $0 != ">" }
                    if let slash = inner.firstIndex(of: "/") { modules.insert(String(inner[..<slash])) }
                } else if rest.hasPrefix("\"") {
                    headers.insert(String(rest.dropFirst().prefix { $0 != "\"" }))
                } else if directive == "@import" {
                    let name = rest.prefix { $0 != ";" && $0 != "." && $0 != " " }
                    if !name.isEmpty { modules.insert(String(name)) }
                }
            }
        }
        return (modules, headers)
    }
}
