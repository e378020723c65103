import IBLintCore

/// What the declaration scanner understood of one Swift file. Anything it could not make sense of is
/// simply absent: rules treat absence in a file the scanner did not fully understand as "unknown".
public struct SwiftFileSummary: Sendable {
    /// The fields, kept in one box that is copied only when a shared summary is changed: a summary is
    /// handed around and iterated over (`for summary in index.swiftFiles`) by every rule, and copying
    /// twenty references meant twenty reference-count updates each time, on both cores at once.
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline var file: SourceFile
        @usableFromInline var types: [SwiftTypeDeclaration]
        @usableFromInline var closures: [SwiftClosure]
        @usableFromInline var interfaceCalls: [SwiftInterfaceCall]
        @usableFromInline var selectorReferences: [SwiftSelectorReference]
        @usableFromInline var imports: [String]
        @usableFromInline var unparsedRanges: [ByteRange]
        /// Every word (`RawText.words`) inside `unparsedRanges`.
        @usableFromInline var unparsedWords: NameSet = []
        @usableFromInline var closureContexts: [SwiftClosureContext] = []
        @usableFromInline var codeScopes: [SwiftCodeScope] = []
        /// Set when the closure contexts and code scopes are still the cache's bytes (`PendingScopeFacts`).
        var pendingScopeFacts: PendingScopeFacts?
        @usableFromInline var dispatchCalls: [SwiftDispatchCall] = []
        @usableFromInline var codeIdentifiers: NameSet = []
        @usableFromInline var otherWords: NameSet = []
        @usableFromInline var quotedStrings: NameSet = []
        @usableFromInline var assignedNames: NameSet = []
        @usableFromInline var calledNames: NameSet = []
        @usableFromInline var constrainedNames: NameSet = []
        @usableFromInline var calls: [SwiftCall] = []
        /// Set when the calls are still the cache's bytes (`PendingCalls`): read on first use.
        var pendingCalls: PendingCalls?
        @usableFromInline var unresolvedInterfaceCalls: [SwiftInterfaceCall] = []
        @usableFromInline var segueCasts: [SwiftSegueCast] = []
        @usableFromInline var screenEvidence: [SwiftScreenEvidence] = []
        @usableFromInline var nameBindings = SwiftNameBindings()
        @usableFromInline var declaredNames: NameSet = []
        @usableFromInline var assignmentTargets: NameSet = []
        @usableFromInline var nilNibNames = NilNibNameArguments()

        init(file: SourceFile, types: [SwiftTypeDeclaration], closures: [SwiftClosure], interfaceCalls: [SwiftInterfaceCall],
             selectorReferences: [SwiftSelectorReference], imports: [String], unparsedRanges: [ByteRange]) {
            self.file = file
            self.types = types
            self.closures = closures
            self.interfaceCalls = interfaceCalls
            self.selectorReferences = selectorReferences
            self.imports = imports
            self.unparsedRanges = unparsedRanges
        }

        func copy() -> Storage {
            let copy = Storage(file: file, types: types, closures: closures, interfaceCalls: interfaceCalls,
                               selectorReferences: selectorReferences, imports: imports, unparsedRanges: unparsedRanges)
            copy.unparsedWords = unparsedWords
            copy.closureContexts = closureContexts
            copy.codeScopes = codeScopes
            copy.pendingScopeFacts = pendingScopeFacts
            copy.dispatchCalls = dispatchCalls
            copy.codeIdentifiers = codeIdentifiers
            copy.otherWords = otherWords
            copy.quotedStrings = quotedStrings
            copy.assignedNames = assignedNames
            copy.calledNames = calledNames
            copy.constrainedNames = constrainedNames
            copy.calls = calls
            copy.pendingCalls = pendingCalls
            copy.unresolvedInterfaceCalls = unresolvedInterfaceCalls
            copy.segueCasts = segueCasts
            copy.screenEvidence = screenEvidence
            copy.nameBindings = nameBindings
            copy.declaredNames = declaredNames
            copy.assignmentTargets = assignmentTargets
            copy.nilNibNames = nilNibNames
            return copy
        }
    }

    // Only ever changed while this summary is its only owner (`makeUnique`): `Storage` is `@unchecked Sendable`.
    @usableFromInline var storage: Storage

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public var file: SourceFile {
        @inlinable get { storage.file }
        set { makeUnique(); storage.file = newValue }
        _modify { makeUnique(); yield &storage.file }
    }
    /// Every type declaration and extension, outer before inner (document order).
    public var types: [SwiftTypeDeclaration] {
        @inlinable get { storage.types }
        set { makeUnique(); storage.types = newValue }
        _modify { makeUnique(); yield &storage.types }
    }
    /// Every closure literal, in document order.
    public var closures: [SwiftClosure] {
        @inlinable get { storage.closures }
        set { makeUnique(); storage.closures = newValue }
        _modify { makeUnique(); yield &storage.closures }
    }
    /// Calls to the nib/storyboard APIs whose name argument is a string literal (or `nil` owner etc.).
    public var interfaceCalls: [SwiftInterfaceCall] {
        @inlinable get { storage.interfaceCalls }
        set { makeUnique(); storage.interfaceCalls = newValue }
        _modify { makeUnique(); yield &storage.interfaceCalls }
    }
    /// `#selector(...)` references: the text inside the parentheses.
    public var selectorReferences: [SwiftSelectorReference] {
        @inlinable get { storage.selectorReferences }
        set { makeUnique(); storage.selectorReferences = newValue }
        _modify { makeUnique(); yield &storage.selectorReferences }
    }
    /// Imported module names.
    public var imports: [String] {
        @inlinable get { storage.imports }
        set { makeUnique(); storage.imports = newValue }
        _modify { makeUnique(); yield &storage.imports }
    }
    /// Ranges the scanner skipped because it could not make sense of them.
    public var unparsedRanges: [ByteRange] {
        @inlinable get { storage.unparsedRanges }
        set {
            makeUnique()
            storage.unparsedRanges = newValue
            storage.unparsedWords = Self.words(in: newValue, of: storage.file)
        }
    }
    /// Where the text passes `nibName: nil`, read off it with the rest: the index asks this of every file
    /// that loads view controllers' default nibs, and a file the cache trusted unread, or let go once
    /// parsed, is not read for it.
    public var nilNibNames: NilNibNameArguments { storage.nilNibNames }

    /// Whether the text may pass `nibName: nil` (`mayPassNilNibName(_:)`).
    public var mayPassNilNibName: Bool { storage.nilNibNames.mayPassNil }

    /// Every word (`RawText.words`: identifiers, keywords, words of comments and strings) inside
    /// `unparsedRanges`, read with them: the index asks for these of every file, and a file the cache
    /// trusted unread is not read for them.
    public var unparsedWords: NameSet { storage.unparsedWords }

    static func words(in ranges: [ByteRange], of file: SourceFile) -> NameSet {
        guard !ranges.isEmpty else { return [] }
        let bytes = file.bytes
        var words = NameSet()
        for range in ranges {
            let lower = max(0, min(range.start, bytes.count)), upper = max(lower, min(range.end, bytes.count))
            words.formUnion(RawText.wordSet(in: bytes[lower..<upper]))
        }
        return words
    }
    /// Where each closure literal is written and how it uses `self` (`ClosureContextScanner`), one per closure.
    ///
    /// Read back from the summary cache, these and the code scopes stay its bytes until first asked for
    /// (`PendingScopeFacts`): only the closure and lifecycle rules read them, and mostly in the files they
    /// report, so a run that reports a few files decodes a few files' (they were 8 % of such a run).
    public var closureContexts: [SwiftClosureContext] {
        get { storage.pendingScopeFacts.map { $0.facts(of: self).closureContexts } ?? storage.closureContexts }
        set { makeUnique(); settleScopeFacts(); storage.closureContexts = newValue }
        _modify { makeUnique(); settleScopeFacts(); yield &storage.closureContexts }
    }
    /// Member function and property observer bodies: local names and where they are handed (`CodeScopeScanner`).
    public var codeScopes: [SwiftCodeScope] {
        get { storage.pendingScopeFacts.map { $0.facts(of: self).codeScopes } ?? storage.codeScopes }
        set { makeUnique(); settleScopeFacts(); storage.codeScopes = newValue }
        _modify { makeUnique(); settleScopeFacts(); yield &storage.codeScopes }
    }

    /// Whether the closure contexts and code scopes are still undecoded cache bytes (for tests and measurements).
    public var scopeFactsArePending: Bool { storage.pendingScopeFacts.map { !$0.isDecoded } ?? false }

    /// Decodes the closure contexts and code scopes now if they are still cache bytes (for every copy of
    /// this summary: the decoded facts are shared), so that the first rule to ask does not.
    public func decodeScopeFacts() {
        _ = storage.pendingScopeFacts?.facts(of: self)
    }

    /// Leaves the closure contexts and code scopes to be decoded from `pending` when first asked for.
    mutating func setPendingScopeFacts(_ pending: PendingScopeFacts) {
        makeUnique()
        storage.closureContexts = []
        storage.codeScopes = []
        storage.pendingScopeFacts = pending
    }

    /// Decodes pending closure contexts and code scopes into the storage, before one of them is changed
    /// (the storage is this summary's alone).
    private mutating func settleScopeFacts() {
        guard let pending = storage.pendingScopeFacts else { return }
        let facts = pending.facts(of: self)
        storage.closureContexts = facts.closureContexts
        storage.codeScopes = facts.codeScopes
        storage.pendingScopeFacts = nil
    }
    /// `DispatchQueue.<queue>.async/asyncAfter/sync` calls (`DispatchCallScanner`).
    public var dispatchCalls: [SwiftDispatchCall] {
        @inlinable get { storage.dispatchCalls }
        set { makeUnique(); storage.dispatchCalls = newValue }
        _modify { makeUnique(); yield &storage.dispatchCalls }
    }
    /// Every identifier the code writes (not in comments or string literals; interpolations are code),
    /// for telling whether code could be using a type iblint does not see declared.
    public var codeIdentifiers: NameSet {
        @inlinable get { storage.codeIdentifiers }
        set { makeUnique(); storage.codeIdentifiers = newValue }
        _modify { makeUnique(); yield &storage.codeIdentifiers }
    }
    /// The file's other words (`RawText.words`, comments and string literals included, less
    /// `codeIdentifiers`): keywords, names only in comments and strings. Kept with the summary so that
    /// the index need not read every file again.
    public var otherWords: NameSet {
        @inlinable get { storage.otherWords }
        set { makeUnique(); storage.otherWords = newValue }
        _modify { makeUnique(); yield &storage.otherWords }
    }
    /// Short double-quoted strings on one line, escapes not decoded (`RawText.quotedStrings`): selector
    /// names written as strings (`Selector("tap:")`).
    public var quotedStrings: NameSet {
        @inlinable get { storage.quotedStrings }
        set { makeUnique(); storage.quotedStrings = newValue }
        _modify { makeUnique(); yield &storage.quotedStrings }
    }
    /// Names the code assigns something other than `nil` (`titleLabel = UILabel()`, `header.titleLabel = …`)
    /// and names it calls (`save(nil)`, `editor.save(nil)`): see `NameUseScan`.
    public var assignedNames: NameSet {
        @inlinable get { storage.assignedNames }
        set { makeUnique(); storage.assignedNames = newValue }
        _modify { makeUnique(); yield &storage.assignedNames }
    }
    public var calledNames: NameSet {
        @inlinable get { storage.calledNames }
        set { makeUnique(); storage.calledNames = newValue }
        _modify { makeUnique(); yield &storage.calledNames }
    }
    /// Names the code adds Auto Layout constraints through (`badge.topAnchor`, `NSLayoutConstraint(item: badge, …)`).
    public var constrainedNames: NameSet {
        @inlinable get { storage.constrainedNames }
        set { makeUnique(); storage.constrainedNames = newValue }
        _modify { makeUnique(); yield &storage.constrainedNames }
    }
    /// Every call the scanner could read, in document order of their names (`CallScanner`).
    ///
    /// Read back from the summary cache, they stay its bytes until first asked for (`PendingCalls`): a
    /// run that reports a few files (a pre-commit hook) needs the calls of the few files that may hold
    /// what it looks for, and decoding every file's was a third of such a run.
    public var calls: [SwiftCall] {
        get { storage.pendingCalls.map { $0.calls(of: self) } ?? storage.calls }
        set { makeUnique(); storage.pendingCalls = nil; storage.calls = newValue }
        _modify {
            makeUnique()
            if let pending = storage.pendingCalls {
                storage.calls = pending.calls(of: self)
                storage.pendingCalls = nil
            }
            yield &storage.calls
        }
    }

    /// How many calls there are, without decoding cached ones.
    public var callCount: Int { storage.pendingCalls?.count ?? storage.calls.count }

    /// Whether some function's body facts are still undecoded cache bytes (for tests and measurements).
    public var bodyFactsArePending: Bool {
        types.contains { type in
            type.functions.contains { function in
                if case .pending(let pending, _) = function.bodyFactsSource { return !pending.isDecoded }
                return false
            }
        }
    }

    /// Whether the calls are still undecoded cache bytes (for tests and measurements).
    public var callsArePending: Bool { storage.pendingCalls.map { !$0.isDecoded } ?? false }

    /// Leaves the calls to be decoded from `pending` when first asked for.
    mutating func setPendingCalls(_ pending: PendingCalls) {
        makeUnique()
        storage.calls = []
        storage.pendingCalls = pending
    }
    /// Nib/storyboard calls whose name or identifier is not written in the call but named by an expression
    /// only the project can resolve (`Self.nibName`, a member of a protocol extension): `ProjectIndex`
    /// resolves them into `interfaceCalls` or leaves them here, unknown.
    public var unresolvedInterfaceCalls: [SwiftInterfaceCall] {
        @inlinable get { storage.unresolvedInterfaceCalls }
        set { makeUnique(); storage.unresolvedInterfaceCalls = newValue }
        _modify { makeUnique(); yield &storage.unresolvedInterfaceCalls }
    }
    /// Casts of the segue's destination in `prepare(for:sender:)` methods, with the identifiers each runs for
    /// (`SegueCastScanner`).
    public var segueCasts: [SwiftSegueCast] {
        @inlinable get { storage.segueCasts }
        set { makeUnique(); storage.segueCasts = newValue }
        _modify { makeUnique(); yield &storage.segueCasts }
    }
    /// Code that may show a view as a screen (`view.addSubview(x)`, `view = x`, `tableHeaderView = x`), with
    /// the names the view is given by (`ScreenEvidenceScanner`).
    public var screenEvidence: [SwiftScreenEvidence] {
        @inlinable get { storage.screenEvidence }
        set { makeUnique(); storage.screenEvidence = newValue }
        _modify { makeUnique(); yield &storage.screenEvidence }
    }
    /// Names bound to what the rest of their line holds, with its identifiers, as numbers in
    /// `codeIdentifiers` (`ScreenEvidenceScanner`).
    public var nameBindings: SwiftNameBindings {
        @inlinable get { storage.nameBindings }
        set { makeUnique(); storage.nameBindings = newValue }
        _modify { makeUnique(); yield &storage.nameBindings }
    }

    /// `nameBindings` with their names as text.
    public var nameBindingsAsText: [SwiftNameBinding] {
        let bindings = nameBindings, identifiers = codeIdentifiers
        return (0..<bindings.count).map { index in
            SwiftNameBinding(name: identifiers.name(number: bindings.name(index)), isLocal: bindings.isLocal(index),
                             names: bindings.lineNames(index).map { identifiers.name(number: Int($0)) })
        }
    }

    /// Every name the file's text declares in any way (`DeclaredNameScan`), understood by the scanner or not.
    public var declaredNames: NameSet {
        @inlinable get { storage.declaredNames }
        set { makeUnique(); storage.declaredNames = newValue }
        _modify { makeUnique(); yield &storage.declaredNames }
    }
    /// Names the file's text assigns to, strings and comments included (`AssignmentScan`).
    public var assignmentTargets: NameSet {
        @inlinable get { storage.assignmentTargets }
        set { makeUnique(); storage.assignmentTargets = newValue }
        _modify { makeUnique(); yield &storage.assignmentTargets }
    }

    /// Whether the file's text holds `word` as a whole word anywhere (code, comments or strings): every
    /// call's name and labels and every declared name do, so a project-wide pass that looks for a name
    /// among the calls or declarations can skip the files that never write it.
    public func mayMention(_ word: String) -> Bool {
        storage.codeIdentifiers.contains(word) || storage.otherWords.contains(word)
    }

    public init(file: SourceFile, types: [SwiftTypeDeclaration] = [], closures: [SwiftClosure] = [],
                interfaceCalls: [SwiftInterfaceCall] = [], selectorReferences: [SwiftSelectorReference] = [],
                imports: [String] = [], unparsedRanges: [ByteRange] = []) {
        self.init(file: file, types: types, closures: closures, interfaceCalls: interfaceCalls,
                  selectorReferences: selectorReferences, imports: imports, unparsedRanges: unparsedRanges,
                  declaredNames: DeclaredNameScan.nameSet(in: file.bytes))
    }

    /// `init(file:…)` with the file's `declaredNames` already read (`SwiftScanner` reads them with the tokens).
    init(file: SourceFile, types: [SwiftTypeDeclaration], closures: [SwiftClosure], interfaceCalls: [SwiftInterfaceCall],
         selectorReferences: [SwiftSelectorReference], imports: [String], unparsedRanges: [ByteRange], declaredNames: NameSet) {
        storage = Storage(file: file, types: types, closures: closures, interfaceCalls: interfaceCalls,
                          selectorReferences: selectorReferences, imports: imports, unparsedRanges: unparsedRanges)
        // Read off the text, whatever else is known of the file.
        storage.declaredNames = declaredNames
        storage.assignmentTargets = AssignmentScan.targetSet(in: file.bytes)
        storage.unparsedWords = Self.words(in: unparsedRanges, of: file)
        storage.nilNibNames = NilNibNameArguments(scanning: file.bytes)
    }

    /// Whether the text may pass `nibName: nil`: "nibName", then a colon and `nil` (a word of its own),
    /// with only spaces and line breaks between. A comment where those are (a slash) or a backquoted
    /// label count as may: a file this says no to certainly has no such argument.
    public static func mayPassNilNibName(_ bytes: [UInt8]) -> Bool {
        NilNibNameArguments(scanning: bytes).mayPassNil
    }

    /// An empty summary of `file` whose fields are then read from the cache (nothing is read off the text).
    init(decoding file: SourceFile) {
        storage = Storage(file: file, types: [], closures: [], interfaceCalls: [], selectorReferences: [], imports: [],
                          unparsedRanges: [])
    }
}

public enum SwiftTypeKind: String, Sendable, Hashable, Codable, CaseIterable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// `@Name` or `@Name(arguments)`.
public struct SwiftAttribute: Sendable, Hashable {
    /// Without the `@`: `IBOutlet`, `objc`, `IBDesignable`, `MainActor`.
    public var name: String
    /// The raw text between the parentheses, if any (`custom:` for `@objc(custom:)`).
    public var arguments: String?
    public var range: ByteRange

    public init(name: String, arguments: String? = nil, range: ByteRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

/// A `class`/`struct`/`enum`/`actor`/`protocol` declaration or an `extension`.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    public var kind: SwiftTypeKind
    /// The declared name; for an extension, the extended type as written (`Foo`, `Outer.Inner`, `UIView`).
    public var name: String
    /// Dotted name including enclosing types (`Outer.Inner`); for extensions the same as `name`.
    public var qualifiedName: String
    /// Index of the enclosing type declaration in `SwiftFileSummary.types`, if nested.
    public var parent: Int?
    /// The inheritance clause entries as written, generic arguments removed (`UIView`, `FooDelegate`, `AnyObject`, `class`).
    public var inheritance: [String]
    /// Where each `inheritance` entry is written (same order), for fixes that edit one.
    public var inheritanceRanges: [ByteRange]
    public var attributes: [SwiftAttribute]
    /// `public`, `final`, `open`, `private`…
    public var modifiers: [String]
    public var properties: [SwiftProperty]
    public var functions: [SwiftFunction]
    public var nameRange: ByteRange
    /// From the first attribute/modifier/keyword through the closing brace.
    public var range: ByteRange
    /// Inside the braces.
    public var bodyRange: ByteRange?
    /// Declared inside a function, closure or other code block: not addressable from Interface Builder
    /// (its runtime name is mangled) and not a member of any type. `parent` is `nil` for these.
    public var isLocal: Bool
    /// An enum's cases, with their raw values where written or implied (`case home` of a `String` enum is `"home"`).
    public var enumCases: [SwiftEnumCase] = []

    public init(kind: SwiftTypeKind, name: String, qualifiedName: String, parent: Int? = nil,
                inheritance: [String] = [], inheritanceRanges: [ByteRange] = [], attributes: [SwiftAttribute] = [],
                modifiers: [String] = [], properties: [SwiftProperty] = [], functions: [SwiftFunction] = [], nameRange: ByteRange,
                range: ByteRange, bodyRange: ByteRange? = nil, isLocal: Bool = false) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.parent = parent
        self.inheritance = inheritance
        self.inheritanceRanges = inheritanceRanges
        self.attributes = attributes
        self.modifiers = modifiers
        self.properties = properties
        self.functions = functions
        self.nameRange = nameRange
        self.range = range
        self.bodyRange = bodyRange
        self.isLocal = isLocal
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

/// `case name` / `case name = "raw"` of an enum.
public struct SwiftEnumCase: Sendable, Hashable {
    public var name: String
    /// The raw value: the literal written after `=`, or the name itself for a `String` enum without one;
    /// `nil` when there is none or it is not a string.
    public var rawValue: String?
    public var range: ByteRange

    public init(name: String, rawValue: String? = nil, range: ByteRange) {
        self.name = name
        self.rawValue = rawValue
        self.range = range
    }
}

public enum SwiftObserverKind: String, Sendable, Hashable, Codable, CaseIterable {
    case willSet, didSet
}

public struct SwiftObserver: Sendable, Hashable {
    public var kind: SwiftObserverKind
    /// From the `willSet`/`didSet` keyword through the closing brace.
    public var range: ByteRange
    /// Inside the braces.
    public var bodyRange: ByteRange

    public init(kind: SwiftObserverKind, range: ByteRange, bodyRange: ByteRange) {
        self.kind = kind
        self.range = range
        self.bodyRange = bodyRange
    }
}

/// A `var` or `let` member (one per declared name: `var a, b: Int` gives two).
public struct SwiftProperty: Sendable, Hashable {
    // The fields in an order that leaves no padding between them (`isLet` and `isComputed` last): a project
    // keeps every property for the whole run (120 bytes each in declaration order, 104 so).
    public var name: String
    public var attributes: [SwiftAttribute]
    /// `weak`, `unowned`, `lazy`, `static`, `class`, `private`, `private(set)`, `override`…
    public var modifiers: [String]
    /// The type annotation as written (`UILabel!`, `[UIButton]`, `(() -> Void)?`), if any.
    public var typeText: String?
    public var observers: [SwiftObserver]
    /// The initial value expression after `=`, if any.
    public var initializerRange: ByteRange?
    /// Inside the braces of a computed property's getter (`{ … }` or `get { … }`).
    public var getterBodyRange: ByteRange?
    /// What the property evaluates to as a string: a `let`'s initializer or a getter that returns one
    /// expression (`static let nibName = "ProfileCell"`, `static var identifier: String { String(describing: self) }`);
    /// `nil` when it is neither. For a stored `var` it is the initial value, which holds only while no code
    /// assigns the property (`MemberValueResolver` checks).
    public var value: SwiftValue?
    public var nameRange: ByteRange
    /// From the first attribute/modifier through the end of the declaration.
    public var range: ByteRange
    public var isLet: Bool
    /// `true` for a computed property (a getter body, or `get`/`set` accessors).
    public var isComputed: Bool

    public init(name: String, isLet: Bool, attributes: [SwiftAttribute] = [], modifiers: [String] = [],
                typeText: String? = nil, isComputed: Bool = false, observers: [SwiftObserver] = [],
                initializerRange: ByteRange? = nil, getterBodyRange: ByteRange? = nil, nameRange: ByteRange, range: ByteRange) {
        self.name = name
        self.isLet = isLet
        self.attributes = attributes
        self.modifiers = modifiers
        self.typeText = typeText
        self.isComputed = isComputed
        self.observers = observers
        self.initializerRange = initializerRange
        self.getterBodyRange = getterBodyRange
        self.nameRange = nameRange
        self.range = range
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
    public func hasModifier(_ name: String) -> Bool { modifiers.contains(name) }
    public var isStatic: Bool { hasModifier("static") || hasModifier("class") }
}

public struct SwiftParameter: Sendable, Hashable {
    /// The argument label; `nil` for `_`. For `func f(x: Int)` the label is `x`.
    public var label: String?
    /// The local parameter name.
    public var name: String
    public var typeText: String

    public init(label: String?, name: String, typeText: String) {
        self.label = label
        self.name = name
        self.typeText = typeText
    }
}

public enum SwiftFunctionKind: String, Sendable, Hashable, Codable, CaseIterable {
    case function, initializer, deinitializer, `subscript`
}

/// A `func`, `init`, `deinit` or `subscript` member.
public struct SwiftFunction: Sendable, Hashable {
    public var kind: SwiftFunctionKind
    /// `tap` for `func tap(_:)`, `init` for initializers, operators as written.
    public var name: String
    public var parameters: [SwiftParameter]
    public var attributes: [SwiftAttribute]
    public var modifiers: [String]
    /// `init?` / `init!`.
    public var isFailable: Bool
    public var nameRange: ByteRange
    public var range: ByteRange
    /// Inside the braces, when there is a body.
    public var bodyRange: ByteRange?
    /// Calls, traps and mentions in the body (`FunctionBodyFacts`); `nil` without a body.
    ///
    /// Read back from the summary cache, they stay its bytes until first asked for (`PendingBodyFacts`):
    /// a run reads them for a few functions (412 of corona-warn-app's 9,500 in a warm run, 58 in a
    /// pre-commit run), and decoding every function's was a twelfth of such a run.
    public var bodyFacts: SwiftFunctionBodyFacts? {
        get { bodyFactsSource.facts }
        set { bodyFactsSource = newValue.map(SwiftBodyFactsSource.decoded) ?? .none }
    }
    var bodyFactsSource: SwiftBodyFactsSource = .none
    /// For a function without parameters whose body returns one expression: what it evaluates to as a
    /// string (`static func stringName() -> String { String(describing: self) }`).
    public var returnValue: SwiftValue?

    public init(kind: SwiftFunctionKind, name: String, parameters: [SwiftParameter] = [],
                attributes: [SwiftAttribute] = [], modifiers: [String] = [], isFailable: Bool = false,
                nameRange: ByteRange, range: ByteRange, bodyRange: ByteRange? = nil,
                bodyFacts: SwiftFunctionBodyFacts? = nil) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.attributes = attributes
        self.modifiers = modifiers
        self.isFailable = isFailable
        self.nameRange = nameRange
        self.range = range
        self.bodyRange = bodyRange
        self.bodyFacts = bodyFacts
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// The Objective-C selector IB uses for this method: `@objc(name:)` wins; otherwise Swift's
    /// import rules (`tap(_:)` → `tap:`, `onTap(sender:)` → `onTapWithSender:`, `reload()` → `reload`,
    /// `init(frame:)` → `initWithFrame:`).
    public var objcSelector: String {
        if let explicit = attributes.first(where: { $0.name == "objc" })?.arguments?
            .filter({ !$0.isWhitespace }), !explicit.isEmpty {
            return explicit
        }
        return SwiftFunction.selector(name: name, labels: parameters.map(\.label))
    }

    /// Swift's default Objective-C selector for a method with these argument labels.
    /// Like the compiler, it inserts `With` before a named first argument unless that label starts with a
    /// preposition or the base name ends with one (`action(for:)` → `actionFor:`, `moveTo(point:)` →
    /// `moveToPoint:`, `tap(withSender:)` → `tapWithSender:`).
    public static func selector(name: String, labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        guard let label = first, !label.isEmpty else {
            // No first label (`tap(_:)`, the usual action): the name and a colon for each argument, as
            // `selectorByCharacters` makes it, without reading a character (2,000 instructions a method
            // that way, asked of every method of every class in every run).
            var selector = name
            selector += ":"
            for label in labels.dropFirst() {
                if let label { selector += label }
                selector += ":"
            }
            return selector
        }
        guard name.isASCII, label.isASCII else { return selectorByCharacters(name: name, labels: labels) }
        // ASCII (nearly every method): a character is a byte, uppercase is A–Z. Read and written as bytes in
        // place (no word made a `String`, no preposition hashed): asked of every method of every class.
        @inline(__always) func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        let bytes: [UInt8] = name.withUTF8Bytes { name in
            label.withUTF8Bytes { label in
                // The label's first word (up to its first uppercase letter); the name's last word (from its
                // last uppercase letter, or all of it), lowercased.
                var firstWordEnd = 0
                while firstWordEnd < label.count, !isUppercase(label[firstWordEnd]) { firstWordEnd += 1 }
                var lastWordStart = name.count
                while lastWordStart > 0, !isUppercase(name[lastWordStart - 1]) { lastWordStart -= 1 }
                lastWordStart = max(lastWordStart - 1, 0)
                let insertsWith = !isPreposition(label, 0, firstWordEnd) && !isPreposition(name, lastWordStart, name.count)
                var selector: [UInt8] = []
                selector.reserveCapacity(name.count + 5 + label.count + labels.dropFirst().reduce(0) { $0 + ($1?.utf8.count ?? 0) + 1 })
                selector.append(contentsOf: name)
                if insertsWith { selector.append(contentsOf: [0x57, 0x69, 0x74, 0x68]) }  // "With"
                let head = label[0]
                selector.append(head >= 0x61 && head <= 0x7A ? head - 0x20 : head)
                selector.append(contentsOf: UnsafeBufferPointer(rebasing: label[1...]))
                selector.append(UInt8(ascii: ":"))
                for other in labels.dropFirst() {
                    if let other { selector.append(contentsOf: other.utf8) }
                    selector.append(UInt8(ascii: ":"))
                }
                return selector
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes[start..<end]`, lowercased (ASCII), is one of `prepositions`.
    private static func isPreposition(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let count = end - start
        return prepositionBytes.contains { word in
            guard word.count == count else { return false }
            for offset in 0..<count {
                let byte = bytes[start + offset]
                if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != word[offset] { return false }
            }
            return true
        }
    }

    private static let prepositionBytes = prepositions.map { Array($0.utf8) }

    /// `selector(name:labels:)` read by `Character`: for names and labels that are not ASCII.
    static func selectorByCharacters(name: String, labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if let label = first, !label.isEmpty {
            let firstWord = label.prefix { !$0.isUppercase }.lowercased()
            let lastWord = String(name[(name.lastIndex { $0.isUppercase } ?? name.startIndex)...]).lowercased()
            if !prepositions.contains(firstWord), !prepositions.contains(lastWord) { selector += "With" }
            selector += label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    /// The compiler's list of English prepositions used when naming selectors (PartsOfSpeech.def).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}

/// `weak self`, `unowned(unsafe) x`, `x = expr`, or a plain `self` inside a closure's capture list.
public struct SwiftCapture: Sendable, Hashable {
    public enum Ownership: String, Sendable, Hashable, Codable, CaseIterable { case strong, weak, unowned }
    public var name: String
    public var ownership: Ownership
    public var range: ByteRange

    public init(name: String, ownership: Ownership, range: ByteRange) {
        self.name = name
        self.ownership = ownership
        self.range = range
    }
}

/// A closure literal `{ [captures] params in body }`.
public struct SwiftClosure: Sendable, Hashable {
    /// From `{` through `}`.
    public var range: ByteRange
    public var captures: [SwiftCapture]
    /// Whether the body mentions `self` (explicitly).
    public var usesSelf: Bool
    /// Index into `SwiftFileSummary.types` of the innermost enclosing type, if any.
    public var enclosingType: Int?
    /// Name of the innermost enclosing function/initializer, if any.
    public var enclosingFunction: String?

    public init(range: ByteRange, captures: [SwiftCapture] = [], usesSelf: Bool = false,
                enclosingType: Int? = nil, enclosingFunction: String? = nil) {
        self.range = range
        self.captures = captures
        self.usesSelf = usesSelf
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
    }
}

/// The nib/storyboard APIs whose string arguments iblint checks.
public enum SwiftInterfaceAPI: String, Sendable, Hashable, Codable, CaseIterable {
    /// `Bundle.loadNibNamed("Name", owner: x, options: …)`
    case loadNibNamed
    /// `UINib(nibName: "Name", bundle: …)` (and `NSNib(nibNamed:bundle:)`)
    case nibInit
    /// `UIStoryboard(name: "Name", bundle: …)` (and `NSStoryboard(name:bundle:)`)
    case storyboardInit
    /// `UIViewController(nibName: "Name", bundle: …)` / `super.init(nibName: "Name", bundle: …)`
    case viewControllerNibInit
    /// `instantiateViewController(withIdentifier: "ID")`
    case instantiateViewController
    /// `performSegue(withIdentifier: "ID", sender: …)`
    case performSegue
    /// `dequeueReusableCell(withIdentifier: "ID")` / `dequeueReusableCell(withReuseIdentifier: "ID", for:)`
    case dequeueReusableCell
    /// `dequeueReusableHeaderFooterView(withIdentifier: "ID")`
    case dequeueReusableHeaderFooterView
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier: "ID", for:)`
    case dequeueReusableSupplementaryView
    /// `register(_:forCellReuseIdentifier: "ID")` / `forCellWithReuseIdentifier:` / `forHeaderFooterViewReuseIdentifier:` / `forSupplementaryViewOfKind:withReuseIdentifier:`
    case registerReuseIdentifier
}

/// One call to a nib/storyboard API whose name or identifier argument iblint could evaluate.
public struct SwiftInterfaceCall: Sendable, Hashable {
    public var api: SwiftInterfaceAPI
    /// The nib/storyboard name or the identifier, as the call evaluates it (the string literal's value, or
    /// what `nameValue` resolves to).
    public var literal: String
    /// The name argument's value: the string literal including its quotes, or the expression naming it.
    public var literalRange: ByteRange
    /// The name argument as the scanner read it: `.string` when written as a literal (directly or through
    /// a local `let`), otherwise the expression the project resolves.
    public var nameValue: SwiftValue
    /// The argument is a string literal written in the call: a fix may edit `literalRange`.
    public var nameIsLiteral: Bool
    /// How the name was derived when it is not written in the call (`nibName = String(describing: Self.self)`),
    /// for messages; `nil` for a literal argument.
    public var nameSource: String?
    /// The `owner:` argument's text for `loadNibNamed` / `instantiate(withOwner:)` (`self`, `nil`…).
    public var ownerArgument: String?
    /// The `bundle:` argument's text (or the receiver of `loadNibNamed`), e.g. `Bundle.main`, `Bundle(for: Self.self)`.
    public var bundleArgument: String?
    /// The bytes of `bundleArgument` (the argument's value, or the receiver of `loadNibNamed`).
    public var bundleRange: ByteRange?
    /// Byte span of the whole call.
    public var range: ByteRange
    /// Index into `SwiftFileSummary.types` of the innermost enclosing type, if any.
    public var enclosingType: Int?
    /// Name of the innermost enclosing function/initializer (`init`, `awakeFromNib`, `commonInit`), if any.
    public var enclosingFunction: String?
    /// For initializers: the argument labels of the enclosing initializer (`frame`, `coder`).
    public var enclosingFunctionLabels: [String?]
    /// The call sits in a `static`/`class` member: `self` there is the class object, not an instance.
    public var inStaticContext: Bool
    /// The class the call runs for when that is not the enclosing type: a protocol extension's or a
    /// framework-class extension's call resolved for one conforming project class.
    public var resolvedForClass: String?
    /// Index into `SwiftFileSummary.calls` of the call.
    public var call: Int?
    /// For `instantiateViewController`: the storyboard the receiver is, when the file says
    /// (`UIStoryboard(name: "X", …).instantiate…`, or a local or property holding one).
    public var storyboardName: String?
    /// Where that storyboard is named.
    public var storyboardNameRange: ByteRange?

    public init(api: SwiftInterfaceAPI, literal: String, literalRange: ByteRange, nameValue: SwiftValue? = nil,
                nameIsLiteral: Bool = true, nameSource: String? = nil, ownerArgument: String? = nil,
                bundleArgument: String? = nil, bundleRange: ByteRange? = nil, range: ByteRange, enclosingType: Int? = nil,
                enclosingFunction: String? = nil, enclosingFunctionLabels: [String?] = [], inStaticContext: Bool = false,
                resolvedForClass: String? = nil, call: Int? = nil, storyboardName: String? = nil,
                storyboardNameRange: ByteRange? = nil) {
        self.api = api
        self.literal = literal
        self.literalRange = literalRange
        self.nameValue = nameValue ?? .string(literal)
        self.nameIsLiteral = nameIsLiteral
        self.nameSource = nameSource
        self.ownerArgument = ownerArgument
        self.bundleArgument = bundleArgument
        self.bundleRange = bundleRange
        self.range = range
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
        self.enclosingFunctionLabels = enclosingFunctionLabels
        self.inStaticContext = inStaticContext
        self.resolvedForClass = resolvedForClass
        self.call = call
        self.storyboardName = storyboardName
        self.storyboardNameRange = storyboardNameRange
    }
}

/// `#selector(Foo.tap(_:))` — the text inside the parentheses and the method name it ends in.
public struct SwiftSelectorReference: Sendable, Hashable {
    public var text: String
    /// The method's base name (`tap`), without type qualification or labels.
    public var baseName: String
    public var range: ByteRange

    public init(text: String, baseName: String, range: ByteRange) {
        self.text = text
        self.baseName = baseName
        self.range = range
    }
}

/// Where a function's body facts are: none, at hand, or the `ordinal`-th of a cached file's still
/// undecoded ones. Compared and hashed by the facts themselves.
enum SwiftBodyFactsSource: Sendable, Hashable {
    case none
    /// Out of line: most functions' facts are kept encoded (`keepBodyFactsEncoded()`), and a function
    /// holds this case's room whichever case it is in (57 bytes inline).
    indirect case decoded(SwiftFunctionBodyFacts)
    /// Written in the cache, to be attached to the file's `PendingBodyFacts` (`SwiftFileSummary.init`).
    case cached
    case pending(PendingBodyFacts, ordinal: Int)

    var facts: SwiftFunctionBodyFacts? {
        switch self {
        case .none, .cached: return nil
        case .decoded(let facts): return facts
        case .pending(let pending, let ordinal): return pending.facts(ordinal)
        }
    }

    static func == (lhs: SwiftBodyFactsSource, rhs: SwiftBodyFactsSource) -> Bool { lhs.facts == rhs.facts }
    func hash(into hasher: inout Hasher) { hasher.combine(facts) }
}
