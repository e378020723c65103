import IBLintCore
import IBLintObjC
import IBLintSwift

/// Facts about the project's source text that no scanner model holds: every identifier written
/// anywhere, the identifiers inside code the Swift scanner skipped, and selector-like strings.
/// Built once with the index; used to turn "not found" into "unknown" whenever the text might hold it.
public struct SourceTextFacts: Sendable {
    /// With `codeIdentifiers`, every identifier in any Swift or Objective-C file (comments and strings
    /// included): the words of Swift files that their code does not write (`isWrittenAnywhere`). Merged
    /// from the files' sets when first asked for: only a rare question needs it (a First Responder
    /// action no class implements), and merging it with the index was a tenth of a warm run's index.
    public var otherWords: NameSet { lazyOtherWords.value }
    private let lazyOtherWords: LazyUnion
    /// Every identifier the code itself writes: Swift outside comments and string literals, all the
    /// words of Objective-C files. A type named only in a comment or a string (a reuse identifier
    /// named like a class) is not one code uses.
    public let codeIdentifiers: NameSet
    /// Identifiers inside ranges the Swift scanner did not understand.
    public let identifiersInUnparsedCode: Set<String>
    /// Contents of string literals (`"tap:"` in `Selector("tap:")`) and of `@selector(…)`, whitespace removed.
    public let selectorStrings: NameSet
    /// Modules imported by Swift (`import X`) and Objective-C (`@import X;`, `#import <X/…>`).
    public let importedModules: Set<String>
    /// Objective-C `#import "Header.h"` names whose file is not among the scanned files.
    public let unresolvedQuoteImports: Set<String>

    /// What is read from each file: the words of code the Swift scanner skipped. Done file by file in
    /// parallel before the serial merge.
    struct FileParts: Sendable {
        var unparsed: [Set<String>]
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
        // An Objective-C file's were read when it was parsed (`ObjCTextFacts`).
        return FileParts(unparsed: unparsed)
    }

    /// The union of some files' sets, made on first use (and shared by copies of the facts).
    final class LazyUnion: Sendable {
        private let parts: [NameSet]
        private let union = OnceValue<NameSet>()

        init(_ parts: [NameSet]) { self.parts = parts }

        var value: NameSet {
            union.get {
                var words = NameSet()
                for part in parts { words.formUnion(part) }
                return words
            }
        }
    }

    private init(otherWords: LazyUnion, codeIdentifiers: NameSet, identifiersInUnparsedCode: Set<String>,
                 selectorStrings: NameSet, importedModules: Set<String>, unresolvedQuoteImports: Set<String>) {
        self.lazyOtherWords = otherWords
        self.codeIdentifiers = codeIdentifiers
        self.identifiersInUnparsedCode = identifiersInUnparsedCode
        self.selectorStrings = selectorStrings
        self.importedModules = importedModules
        self.unresolvedQuoteImports = unresolvedQuoteImports
    }

    /// The merge of the per-file sets, as three independent pieces of work (for `runConcurrently`,
    /// beside the index's other merges); `facts` once they ran.
    struct Merge: Sendable {
        private let otherWords: LazyUnion
        private let code = ResultSlot<NameSet>()
        private let rest = ResultSlot<(unparsed: Set<String>, strings: NameSet, modules: Set<String>, quoteImports: Set<String>)>()
        let pieces: [@Sendable () -> Void]

        init(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary], parts: FileParts) {
            otherWords = LazyUnion(swiftFiles.map(\.otherWords))
            let code = code, rest = rest
            pieces = [{
                // Room for a quarter of all files' names (about how many are distinct), so the set is not
                // rehashed over and over as it grows (a union of thousands of files).
                var identifiers = NameSet(minimumCapacity: swiftFiles.reduce(0) { $0 + $1.codeIdentifiers.count } / 4)
                for summary in swiftFiles { identifiers.formUnion(summary.codeIdentifiers) }
                for summary in objcFiles { identifiers.formUnion(summary.text.words) }
                code.set(identifiers)
            }, {
                let headerNames = Set(objcFiles.map(\.file.fileName))
                var unparsed: Set<String> = [], strings = NameSet(), modules: Set<String> = [], quoteImports: Set<String> = []
                for part in parts.unparsed { unparsed.formUnion(part) }
                for summary in swiftFiles {
                    strings.formUnion(summary.quotedStrings)
                    modules.formUnion(summary.imports)
                }
                for summary in objcFiles {
                    strings.formUnion(summary.text.strings)
                    modules.formUnion(summary.text.importedModules)
                    quoteImports.formUnion(summary.text.quoteImports.filter { !headerNames.contains(SourceFile.fileName(ofPath: $0)) })
                }
                rest.set((unparsed, strings, modules, quoteImports))
            }]
        }

        var facts: SourceTextFacts {
            let rest = rest.value
            return SourceTextFacts(otherWords: otherWords, codeIdentifiers: code.value, identifiersInUnparsedCode: rest.unparsed,
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
}
