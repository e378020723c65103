import IBLintCore
import IBLintIndex
import IBLintXML

/// Under `--report-only`, which interface files a rule must still check when their findings are located
/// in the file and point only at it and at the code behind it (the class an object names, a member of its
/// class chain, the call that loads the xib): those of the reported interface files, and those that share
/// a name with a reported source file.
///
/// A finding of an unreported interface file is reported only through a related location in a reported
/// source file, and such a location is a declaration or call that code about the interface file makes: it
/// lies in a type the file names (or an ancestor of it: the reported file's types are widened to their
/// subclasses and conformers), or it writes the xib's name (a load, resolved as the index resolves it) or
/// an action's selector. So an interface file can be skipped when no name it uses — its file name, its
/// custom classes, its actions' selectors — is a word of a reported source file or of a type related to
/// one. A reported Objective-C file, an uncompiled source, or an extension of a framework class (whose
/// members any object may show) makes every interface file count: unknown is never skipped.
/// `ReportScopeTests` and `scripts/report-scope-check` hold the rules that use it to this.
public final class ReportLinks: Sendable {
    let reported: @Sendable (String) -> Bool
    private let index: ProjectIndex
    private let linked = OnceValue<Linked>()

    enum Linked: Sendable {
        /// No reported source file: only reported interface files count.
        case none
        /// The unreported interface files that share a name with a reported source file.
        case some(Set<String>)
        /// A reported source file iblint cannot tie to interface files by name: they all count.
        case every
    }

    /// `covers`: whether the report scope covers a path. Asked for every file by every rule, so answered
    /// once for the index's files, and looked up in a table after; but for ASCII paths when
    /// `coversASCIIPathsCheaply` (a hook's few ASCII paths, compared by bytes), which cost less to ask
    /// again than to look up by path.
    public init(index: ProjectIndex, covers: @escaping @Sendable (String) -> Bool, coversASCIIPathsCheaply: Bool = false) {
        self.index = index
        var coverage: [String: Bool] = [:]
        for path in index.documents.map(\.path) + index.swiftFiles.map(\.file.path) + index.objcFiles.map(\.file.path)
        where !(coversASCIIPathsCheaply && path.isASCII) {
            coverage[path] = covers(path)
        }
        let table = coverage
        if coversASCIIPathsCheaply, table.isEmpty {
            // Every path ASCII (nearly every project): both ways ask `covers`, so it is asked straight away,
            // without testing each path asked about for ASCII (once per file and rule: 14 ms of a
            // pre-commit run on the generated app of scale 10).
            self.reported = covers
        } else if coversASCIIPathsCheaply {
            self.reported = { $0.isASCII ? covers($0) : table[$0] ?? covers($0) }
        } else {
            self.reported = { table[$0] ?? covers($0) }
        }
    }

    /// Finds which interface files the reported source files link to now, rather than when a rule first
    /// asks (`mayReportFindings(of:)`; rules asking meanwhile would wait).
    public func prepare() { _ = linked.get(link) }

    /// Whether a finding of `document` — located in it, with related locations only in it and in source
    /// code — may be reported.
    public func mayReportFindings(of document: IBDocument) -> Bool {
        if reported(document.path) { return true }
        switch linked.get(link) {
        case .none: return false
        case .every: return true
        case .some(let paths): return paths.contains(document.path)
        }
    }

    private func link() -> Linked {
        guard let (words, methods) = sourceWords() else { return .every }
        guard !words.isEmpty else { return .none }
        // A framework class the project does not declare (First Responder's UIResponder, a plain UIButton)
        // links nothing: code that names it (`UIResponder.keyboardWillShowNotification`) declares none of
        // its members, and a reported extension of it links every file (`sourceWords`).
        func matches(_ name: String) -> Bool {
            let last = Self.lastComponent(name)
            guard words.contains(name) || words.contains(last) else { return false }
            return !(FrameworkCatalog.isKnown(last) && index.classesByName[name] == nil && index.classesByName[last] == nil)
        }
        var paths: Set<String> = []
        for document in index.documents where !reported(document.path) {
            let nibName = ProjectIndex.interfaceName(ofPath: document.path)
            if words.contains(nibName) || Self.namesMatch(in: document, matches, methods: methods) {
                paths.insert(document.path)
            }
        }
        return .some(paths)
    }

    /// Whether a custom class of the document matches, or an action's selector may name one of `methods`.
    /// Custom classes read in place (`IBDocument.customClass(at:)`).
    private static func namesMatch(in document: IBDocument, _ matches: (String) -> Bool, methods: Set<String>) -> Bool {
        for position in document.elements.indices {
            if let customClass = document.customClass(at: position), matches(customClass) { return true }
        }
        let connections = document.connections
        for position in connections.indices where connections[position].kind == .action {
            if let selector = connections[position].selector, selectorNames(selector).contains(where: methods.contains) { return true }
        }
        return false
    }

    /// Names written in reported Swift files, with the subclasses and conformers of the types they
    /// declare, and the methods they declare (an action's finding points at a method of its receiver's
    /// class, or, for First Responder, at a method with its selector); empty without a reported source
    /// file; `nil` when interface files cannot be told apart by name (a reported Objective-C or
    /// uncompiled file, an extension of a framework class).
    private func sourceWords() -> (words: Set<String>, methods: Set<String>)? {
        if index.objcFiles.contains(where: { reported($0.file.path) }) || index.deadSourcePaths.contains(where: reported)
            || index.deadTypeDeclarations.values.contains(where: { $0.contains { reported($0.path) } }) {
            return nil
        }
        var words: Set<String> = []
        var methods: Set<String> = []
        var family: Set<String> = []
        var protocols = false
        for summary in index.swiftFiles where reported(summary.file.path) {
            words.formUnion(summary.codeIdentifiers)
            words.formUnion(summary.otherWords)
            for quoted in summary.quotedStrings {
                words.insert(quoted)
                words.insert(ProjectIndex.interfaceName(ofPath: quoted))
            }
            // The nibs its calls load, as the index resolved them (a constant declared elsewhere, the
            // class's own name); a controller created with a nil nib name loads its name without "Controller".
            for call in summary.interfaceCalls { words.insert(call.literal) }
            for word in summary.codeIdentifiers where word.hasSuffix("Controller") { words.insert(String(word.dropLast("Controller".count))) }
            for type in summary.types {
                let name = Self.lastComponent(type.name)
                if type.kind == .extension, FrameworkCatalog.isKnown(name) { return nil }
                if type.kind == .protocol { protocols = true }
                family.insert(name)
                for function in type.functions { methods.insert(function.name) }
            }
        }
        guard !family.isEmpty || !words.isEmpty else { return ([], []) }
        // Conformers of a declared protocol (and protocols refining it), to any depth.
        var grew = protocols
        while grew {
            grew = false
            for summary in index.swiftFiles {
                for type in summary.types {
                    let name = Self.lastComponent(type.name)
                    guard !family.contains(name), type.inheritance.contains(where: { family.contains(Self.lastComponent($0)) }) else { continue }
                    family.insert(name)
                    grew = true
                }
            }
        }
        // Subclasses of the declared types and of those conformers, to any depth: an object of a subclass
        // finds members in the reported file.
        var subclasses: [String: [String]] = [:]
        for (name, classes) in index.classesByName {
            for projectClass in classes {
                if let superclass = projectClass.superclass { subclasses[Self.lastComponent(superclass), default: []].append(name) }
            }
        }
        var pending = Array(family)
        while let name = pending.popLast() {
            for subclass in subclasses[name] ?? [] where family.insert(subclass).inserted { pending.append(subclass) }
        }
        return (words.union(family), methods)
    }

    static func lastComponent(_ name: String) -> String {
        // No dot byte, no dot character; for ASCII a character is a byte (but for "\r\n").
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        if name.isASCII, let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            return String(name[name.utf8.index(after: dot)...])
        }
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The Swift method names a selector may come from: its first piece and each camel-case prefix of it
    /// (`saveWithSender:` is `save(sender:)`, `tapFor:` is `tap(for:)`).
    static func selectorNames(_ selector: String) -> [String] {
        if selector.isASCII {
            // By bytes: an ASCII character is uppercase exactly when it is A to Z.
            let utf8 = selector.utf8
            let end = utf8.firstIndex(of: UInt8(ascii: ":")) ?? utf8.endIndex
            var names = [String(selector[..<end])]
            var index = utf8.startIndex
            while index < end {
                if index > utf8.startIndex, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(utf8[index]) {
                    names.append(String(selector[..<index]))
                }
                index = utf8.index(after: index)
            }
            return names
        }
        let base = selector.firstIndex(of: ":").map { selector[..<$0] } ?? selector[...]
        var names = [String(base)]
        for index in base.indices.dropFirst() where base[index].isUppercase {
            names.append(String(base[..<index]))
        }
        return names
    }
}
