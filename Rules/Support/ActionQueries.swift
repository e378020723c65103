import IBLintCore
import IBLintIndex
import IBLintSwift
import IBLintXML

/// Questions the action, custom-class and runtime-attribute rules ask of interface files and code.
extension IBElement {
    /// The First Responder placeholder: `IBFirstResponder` in iOS files and storyboards, the
    /// `customObject` with class `FirstResponder` in macOS xibs.
    var isFirstResponder: Bool {
        placeholderIdentifier == "IBFirstResponder" || self["sceneMemberID"] == "firstResponder"
            || (name == "customObject" && customClass == "FirstResponder")
    }

    /// The `Application` object of a macOS xib (`customObject id="-3"`, written with class `NSObject`
    /// although it stands for the shared `NSApplication`).
    var isMacApplicationPlaceholder: Bool {
        name == "customObject" && (id == "-3" || userLabel == "Application")
    }

    /// The File's Owner placeholder (iOS `placeholder`, macOS `customObject id="-2"`).
    var isFilesOwner: Bool {
        placeholderIdentifier == "IBFilesOwner" || (name == "customObject" && (id == "-2" || userLabel == "File's Owner"))
    }
}

/// Facts about the project's source text that no scanner model holds: every identifier written
/// anywhere, the identifiers inside code the Swift scanner skipped, and selector-like strings.
/// Built once per rule run; used to turn "not found" into "unknown" whenever the text might hold it.
struct SourceTextFacts {
    /// Every identifier in any Swift or Objective-C file (comments and strings included).
    let identifiers: Set<String>
    /// Identifiers inside ranges the Swift scanner did not understand.
    let identifiersInUnparsedCode: Set<String>
    /// Contents of string literals (`"tap:"` in `Selector("tap:")`) and of `@selector(…)`, whitespace removed.
    let selectorStrings: Set<String>
    /// Modules imported by Swift (`import X`) and Objective-C (`@import X;`, `#import <X/…>`).
    let importedModules: Set<String>
    /// Objective-C `#import "Header.h"` names whose file is not among the scanned files.
    let unresolvedQuoteImports: Set<String>

    init(_ index: ProjectIndex) {
        var identifiers: Set<String> = [], unparsed: Set<String> = [], strings: Set<String> = []
        var modules: Set<String> = [], quoteImports: Set<String> = []
        for summary in index.swiftFiles {
            let bytes = summary.file.bytes
            identifiers.formUnion(Self.words(in: bytes[...]))
            for range in summary.unparsedRanges {
                let lower = max(0, min(range.start, bytes.count)), upper = max(lower, min(range.end, bytes.count))
                unparsed.formUnion(Self.words(in: bytes[lower..<upper]))
            }
            strings.formUnion(Self.quotedStrings(in: bytes))
            modules.formUnion(summary.imports)
        }
        var headerNames: Set<String> = []
        for summary in index.objcFiles {
            headerNames.insert(summary.file.path.split(separator: "/").last.map(String.init) ?? summary.file.path)
        }
        for summary in index.objcFiles {
            let bytes = summary.file.bytes
            identifiers.formUnion(Self.words(in: bytes[...]))
            strings.formUnion(Self.quotedStrings(in: bytes))
            strings.formUnion(Self.objcSelectorExpressions(in: bytes))
            let imports = Self.objcImports(in: bytes)
            modules.formUnion(imports.modules)
            quoteImports.formUnion(imports.headers.filter { !headerNames.contains($0.split(separator: "/").last.map(String.init) ?? $0) })
        }
        self.identifiers = identifiers
        self.identifiersInUnparsedCode = unparsed
        self.selectorStrings = strings
        self.importedModules = modules
        self.unresolvedQuoteImports = quoteImports
    }

    /// The method base name of an Objective-C selector (`tapWithSender:` → `tapWithSender`).
    static func baseName(ofSelector selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    static func words(in bytes: ArraySlice<UInt8>) -> Set<String> {
        var words: Set<String> = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard isIdentifierByte(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.endIndex, isIdentifierByte(bytes[index]) { index += 1 }
            words.insert(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        return words
    }

    /// Short double-quoted strings on one line (enough for selector names), escapes not decoded.
    static func quotedStrings(in bytes: [UInt8]) -> Set<String> {
        var strings: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else { index += 1; continue }
            var end = index + 1
            while end < bytes.count, end - index < 256, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] == UInt8(ascii: "\\") { end += 1 }
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                strings.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                index = end + 1
            } else {
                index += 1
            }
        }
        return strings
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

/// Declarations behind the index's `ClassMember`s, for what the member does not carry (parameter types,
/// where the declaration starts).
struct MemberDeclarations {
    private var functions: [String: [Int: SwiftFunction]] = [:]
    private var objcFiles: [String: SourceFile] = [:]
    private var swiftFiles: [String: SourceFile] = [:]

    init(_ index: ProjectIndex) {
        for summary in index.swiftFiles {
            swiftFiles[summary.file.path] = summary.file
            var byStart: [Int: SwiftFunction] = [:]
            for type in summary.types {
                for function in type.functions { byStart[function.nameRange.start] = function }
            }
            functions[summary.file.path] = byStart
        }
        for summary in index.objcFiles { objcFiles[summary.file.path] = summary.file }
    }

    /// The Swift file at `path`.
    func swiftFile(_ path: String) -> SourceFile? { swiftFiles[path] }

    /// The Swift function a method member was built from.
    func swiftFunction(_ member: ClassMember) -> SwiftFunction? {
        functions[member.location.path]?[member.location.range.start]
    }

    /// The type of a method's first parameter as written (`UIButton`, `Any`, `UIButton *`, `id`),
    /// `""` for a method without parameters, `nil` when not known.
    func firstParameterType(_ member: ClassMember) -> String? {
        if let function = swiftFunction(member) {
            return function.parameters.first.map(\.typeText) ?? ""
        }
        guard let file = objcFiles[member.location.path] else { return nil }
        let text = file.text(member.location.range)
        guard let colon = text.firstIndex(of: ":") else { return "" }
        let rest = text[text.index(after: colon)...].drop { $0 == " " }
        guard rest.first == "(" else { return "id" }
        return String(rest.dropFirst().prefix { $0 != ")" })
    }
}

extension ProjectIndex {
    /// Whether an action method whose first parameter is `parameterType` can receive `sender` objects of
    /// class `senderClass`. `false` when either is unknown: a rename must be certain to fit.
    func actionParameter(_ parameterType: String?, accepts senderClass: String?) -> Bool {
        guard let parameterType else { return false }
        let qualifiers: Set<String> = ["__kindof", "_Nullable", "_Nonnull", "nullable", "nonnull", "const"]
        let words = parameterType.split { $0 == " " || $0 == "*" || $0 == "?" || $0 == "!" }
        let type = words.filter { !qualifiers.contains(String($0)) }.joined()
        if type.isEmpty || ["Any", "AnyObject", "id", "NSObject"].contains(type) { return true }
        guard let senderClass else { return false }
        return isClass(senderClass, subclassOf: type) == true
    }

    /// Selectors of every method visible to the Objective-C runtime in the project (classes, categories
    /// and extensions of framework classes).
    var exposedProjectSelectors: [String: [ClassMember]] {
        var selectors: [String: [ClassMember]] = [:]
        var seen: Set<Location> = []
        let members = classesByName.values.flatMap { $0.flatMap(\.members) } + extensionOnlyMembers.values.flatMap { $0 }
        for member in members where member.kind == .method && member.isExposedToObjC {
            guard let selector = member.selector, seen.insert(member.location).inserted else { continue }
            selectors[selector, default: []].append(member)
        }
        return selectors
    }

    /// Methods with this selector that are not visible to the Objective-C runtime.
    func unexposedMethods(withSelector selector: String) -> [ClassMember] {
        var seen: Set<Location> = []
        let members = classesByName.values.flatMap { $0.flatMap(\.members) } + extensionOnlyMembers.values.flatMap { $0 }
        return members.filter { $0.kind == .method && !$0.isExposedToObjC && $0.selector == selector && seen.insert($0.location).inserted }
            .sorted { $0.location < $1.location }
    }

    /// Action-capable methods along the chains of a class (project methods exposed to Objective-C and
    /// framework actions), for "did you mean".
    func actionCandidates(inClass className: String, includeProject: Bool) -> [(selector: String, member: ClassMember?)] {
        var candidates: [(String, ClassMember?)] = []
        for chain in chains(of: className, includeProject: includeProject) {
            for link in chain.links {
                switch link {
                case .project(let projectClass):
                    for member in projectClass.members where member.kind == .method && member.isExposedToObjC {
                        if let selector = member.selector { candidates.append((selector, member)) }
                    }
                case .framework(let frameworkClass):
                    for selector in frameworkClass.actions.sorted() { candidates.append((selector, nil)) }
                    for member in extensionMembers(of: frameworkClass.name) where member.kind == .method && member.isExposedToObjC {
                        if let selector = member.selector { candidates.append((selector, member)) }
                    }
                }
            }
        }
        return candidates
    }
}

extension Suggestions {
    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`).
    static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        let limit = max(2, name.count / 3)
        return Array(Set(candidates)).sorted().filter {
            $0 != name && editDistance(name.lowercased(), $0.lowercased()) <= limit
        }
    }
}
