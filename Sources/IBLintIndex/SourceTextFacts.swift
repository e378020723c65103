import IBLintCore
import IBLintObjC
import IBLintSwift

/// Facts about the project's source text that no scanner model holds: every identifier written
/// anywhere, the identifiers inside code the Swift scanner skipped, and selector-like strings.
/// Built once with the index; used to turn "not found" into "unknown" whenever the text might hold it.
public struct SourceTextFacts: Sendable {
    /// With `codeIdentifiers`, every identifier in any Swift or Objective-C file (comments and strings
    /// included): the words of Swift files that their code does not write (`isWrittenAnywhere`). The files'
    /// sets, merged only when many names were asked (`NameSetUnion`): only a rare question needs it (a
    /// First Responder action no class implements), and merging it with the index was a tenth of a warm
    /// run's index.
    public let otherWords: NameSetUnion
    /// Every identifier the code itself writes: Swift outside comments and string literals, all the
    /// words of Objective-C files. A type named only in a comment or a string (a reuse identifier
    /// named like a class) is not one code uses. The files' sets, merged only when many names were asked
    /// (`NameSetUnion`): a pre-commit run asks about a few dozen names, and merging them was the largest
    /// of the index's merges (33 M instructions on corona-warn-app). Its parts (`partsContaining`) are the
    /// Swift files' identifiers in the index's order of `swiftFiles`, then the Objective-C files' words.
    public let codeIdentifiers: NameSetUnion
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
        var unparsed: [NameSet]
    }

    static func fileParts(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary]) -> FileParts {
        // The scanner gathered each Swift file's words and strings, and those of code it did not
        // understand (and the cache keeps them): no file is read again here.
        let unparsed = swiftFiles.compactMap { $0.unparsedWords.isEmpty ? nil : $0.unparsedWords }
        // An Objective-C file's were read when it was parsed (`ObjCTextFacts`).
        return FileParts(unparsed: unparsed)
    }

    private init(otherWords: NameSetUnion, codeIdentifiers: NameSetUnion, identifiersInUnparsedCode: Set<String>,
                 selectorStrings: NameSet, importedModules: Set<String>, unresolvedQuoteImports: Set<String>) {
        self.otherWords = otherWords
        self.codeIdentifiers = codeIdentifiers
        self.identifiersInUnparsedCode = identifiersInUnparsedCode
        self.selectorStrings = selectorStrings
        self.importedModules = importedModules
        self.unresolvedQuoteImports = unresolvedQuoteImports
    }

    /// The merge of the per-file sets, as independent pieces of work (for `runConcurrently`, beside the
    /// index's other merges); `facts` once they ran.
    struct Merge: Sendable {
        private let otherWords = ResultSlot<NameSetUnion>()
        private let code = ResultSlot<NameSetUnion>()
        private let rest = ResultSlot<(unparsed: Set<String>, strings: NameSet, modules: Set<String>, quoteImports: Set<String>)>()
        let pieces: [@Sendable () -> Void]

        init(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary], parts: FileParts) {
            let otherWords = otherWords, code = code, rest = rest
            // The two unions are pieces too: made here, before the pieces ran, they were a serial stretch
            // (40 ms at scale 10) with the other core idle.
            pieces = [{
                otherWords.set(NameSetUnion(swiftFiles.map(\.otherWords)))
            }, {
                code.set(NameSetUnion(swiftFiles.map(\.codeIdentifiers) + objcFiles.map(\.text.words)))
            }, {
                let headerNames = Set(objcFiles.map(\.file.fileName))
                var unparsed: Set<String> = [], strings = NameSet(), modules: Set<String> = [], quoteImports: Set<String> = []
                for part in parts.unparsed { unparsed.formUnion(part) }
                for position in swiftFiles.indices {
                    strings.formUnion(swiftFiles[position].quotedStrings)
                    modules.formUnion(swiftFiles[position].imports)
                }
                for position in objcFiles.indices {
                    let text = objcFiles[position].text
                    strings.formUnion(text.strings)
                    modules.formUnion(text.importedModules)
                    quoteImports.formUnion(text.quoteImports.filter { !headerNames.contains(SourceFile.fileName(ofPath: $0)) })
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
}
