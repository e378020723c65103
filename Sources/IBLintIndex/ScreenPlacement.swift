import IBLintCore
import IBLintSwift

/// Where the code puts instances of a view class: as a screen (a view controller's root view, a view
/// added straight to a controller's `view` or to a window, a table's full-width header) rather than
/// somewhere inside other views. A view shown as a screen has the notch, the status bar and the home
/// indicator at its edges, so its own Safe Area guide is what keeps its content clear of them.
///
/// Read from Swift tokens, generously: a name bound to an instance of the class (`let banner =
/// BannerView.instantiateFromNib()`, `var header: ProfileHeaderView`, a function whose body mentions
/// the class) counts wherever it is written. It is only used to stay silent.
extension ProjectIndex {
    /// Those of `classNames` the code shows as a screen:
    /// * `view = X(…)` / `self.view = …` (a controller's root view), or `X` in a `loadView()` body;
    /// * `view.addSubview(x)` / `insertSubview` on a `view` or a `window` (a controller's root view, or the
    ///   host view an overlay is shown in);
    /// * `tableHeaderView = x` / `tableFooterView = x`, or `X` in a `tableView(_:viewForHeaderInSection:)` /
    ///   `viewForFooterInSection:` body (full-width section headers).
    public func viewClassesShownAsScreens(among classNames: Set<String>) -> Set<String> {
        guard !classNames.isEmpty else { return [] }
        // Only files that name one of the classes can bind a name to an instance of it, or hold a function
        // that mentions one (a body's identifiers are among its file's).
        let naming = swiftFiles.indices.filter { !swiftFiles[$0].codeIdentifiers.isDisjoint(with: classNames) }
        // Functions whose bodies mention a class produce it (`func makeHeader() -> UIView { ProfileHeaderView() }`).
        var producers: [String: Set<String>] = [:]
        for file in naming {
            for function in swiftFiles[file].types.flatMap(\.functions) {
                guard let mentioned = function.bodyFacts?.mentionedIdentifiers else { continue }
                let classes = mentioned.intersection(classNames)
                if !classes.isEmpty { producers[function.name, default: []].formUnion(classes) }
            }
        }
        // Evidence that a view is shown as a screen can only concern a file that names a class, a property
        // bound to one or a function that produces one, and whose text may hold evidence (`mayShowScreens`).
        // Each naming file is lexed in parallel, once: the names it binds to instances and, when it may hold
        // evidence, the names each piece of evidence produces its view from are read, and its tokens
        // dropped. (Holding the tokens of those files for the evidence pass was a seventh of some apps' peak
        // memory; lexing them twice was half of the rule's time.)
        let allFiles = swiftFiles
        let bound = naming.parallelMap { file -> (names: (locals: [String: Set<String>], properties: [String: Set<String>]), evidence: [[String]]?) in
            let tokens = SwiftLexer.tokenize(allFiles[file].file.bytes).withoutComments()
            let names = Self.namesBoundToInstances(in: allFiles[file], tokens: tokens, classNames: classNames)
            return (names, Self.mayShowScreens(allFiles[file]) ? evidence(in: allFiles[file], tokens: tokens) : nil)
        }
        // Names bound to instances: properties everywhere, locals within their file.
        var properties: [String: Set<String>] = [:]
        var locals: [Int: [String: Set<String>]] = [:]
        var evidenceRead: [Int: [[String]]] = [:]
        for (file, result) in zip(naming, bound) {
            locals[file] = result.names.locals
            for (name, classes) in result.names.properties { properties[name, default: []].formUnion(classes) }
            if let evidence = result.evidence { evidenceRead[file] = evidence }
        }
        // The files that name a relevant name: the naming files (found above), and those that name a bound
        // property or a producer but no class. Asking every file about every class again was half of this
        // function, which grows with the classes asked about times the files.
        let namingFiles = Set(naming)
        let otherRelevant = Set(properties.keys).union(producers.keys).subtracting(classNames)
        let showing = swiftFiles.indices.filter { file in
            (namingFiles.contains(file) || (!otherRelevant.isEmpty && !swiftFiles[file].codeIdentifiers.isDisjoint(with: otherRelevant)))
                && Self.mayShowScreens(swiftFiles[file])
        }
        let fileLocals = locals, boundProperties = properties, producing = producers, evidenceOfFiles = evidenceRead
        let shownByFile = showing.parallelMap { file in
            classesShownAsScreens(in: allFiles[file],
                                  evidence: evidenceOfFiles[file]
                                      ?? evidence(in: allFiles[file], tokens: SwiftLexer.tokenize(allFiles[file].file.bytes).withoutComments()),
                                  classNames: classNames, locals: fileLocals[file] ?? [:], properties: boundProperties,
                                  producers: producing)
        }
        var shown: Set<String> = []
        for classes in shownByFile { shown.formUnion(classes) }
        return shown
    }

    /// In one file: names `let`/`var`-declared or assigned with one of `classNames` on the rest of the line
    /// (`let banner = BannerView.instantiateFromNib()`), as locals (declared in a function body) or
    /// properties.
    private static func namesBoundToInstances(in summary: SwiftFileSummary, tokens: SwiftTokens, classNames: Set<String>)
        -> (locals: [String: Set<String>], properties: [String: Set<String>]) {
        let bodies = summary.types.flatMap(\.functions).compactMap(\.bodyRange)
        var locals: [String: Set<String>] = [:], properties: [String: Set<String>] = [:]
        for (position, token) in tokens.enumerated() {
            guard token.kind == .identifier else { continue }
            let previous = position > 0 ? tokens[position - 1] : nil
            let declared = previous.map { $0.isWord(.let) || $0.isWord(.var) } ?? false
            let assigned = Self.isAssignment(tokens, at: position)
            let name = tokens.text(token)
            guard declared || assigned, name != "view" else { continue }
            let classes = Self.classesNamed(in: tokens, Self.restOfLine(tokens, after: position), classNames: classNames)
            guard !classes.isEmpty else { continue }
            if declared, bodies.contains(where: { $0.contains(token.range.start) }) {
                locals[name, default: []].formUnion(classes)
            } else {
                properties[name, default: []].formUnion(classes)
            }
        }
        return (locals, properties)
    }

    /// In one file: the classes it shows as a screen (see `viewClassesShownAsScreens(among:)`), directly or
    /// through its locals, the project's properties bound to them and the functions that produce them, from
    /// the names its pieces of evidence produce their views from (`evidence(in:tokens:)`).
    private func classesShownAsScreens(in summary: SwiftFileSummary, evidence: [[String]], classNames: Set<String>,
                                       locals fileLocals: [String: Set<String>], properties: [String: Set<String>],
                                       producers: [String: Set<String>]) -> Set<String> {
        var shown: Set<String> = []
        /// The classes `name` stands for: a class itself, a local or property bound to one, and (when
        /// `throughCalls`) a function producing one.
        func show(_ name: String, throughCalls: Bool) {
            if classNames.contains(name) { shown.insert(name) }
            shown.formUnion(fileLocals[name] ?? [])
            shown.formUnion(properties[name] ?? [])
            if throughCalls { shown.formUnion(producers[name] ?? []) }
        }
        // A controller's `loadView()`, and the table view methods that return section headers: the
        // classes they name, and the properties and locals bound to them (not every function they call).
        for function in summary.types.flatMap(\.functions) {
            guard let mentioned = function.bodyFacts?.mentionedIdentifiers else { continue }
            let labels = Set(function.parameters.compactMap(\.label))
            if function.name == "loadView" || !labels.isDisjoint(with: Self.sectionHeaderLabels) {
                for name in mentioned { show(name, throughCalls: false) }
            }
        }
        for names in evidence {
            for name in names { show(name, throughCalls: true) }
        }
        return shown
    }

    /// In one file: for each piece of evidence that code shows a view as a screen (`view.addSubview(x)`,
    /// `window.insertSubview(x, …)`, `view = x`, `tableHeaderView = x`), the identifiers of the expression
    /// that gives the view. Outside cells: code inside a cell puts views inside the cell, never on a
    /// screen's edges.
    private func evidence(in summary: SwiftFileSummary, tokens: SwiftTokens) -> [[String]] {
        func names(in expression: Range<Int>) -> [String] {
            tokens[expression].filter { $0.kind == .identifier }.map(tokens.text)
        }
        let cellTypes = summary.types.filter { type in
            guard type.kind == .class || type.kind == .extension else { return false }
            let name = ClassTableBuilder.lastComponent(type.name)
            return Self.cellClasses.contains { isClass(name, subclassOf: $0) == true }
        }.map(\.range)
        var evidence: [[String]] = []
        // Whether each of the file's names is an evidence name, asked once per name rather than per token.
        var isEvidence = [Int8](repeating: -1, count: tokens.names.count)
        for (position, token) in tokens.enumerated() where token.kind == .identifier {
            let id = Int(token.name)
            if isEvidence[id] < 0 { isEvidence[id] = Self.evidenceNames.contains(tokens.text(token)) ? 1 : 0 }
            guard isEvidence[id] == 1 else { continue }
            let name = tokens.text(token)
            guard !cellTypes.contains(where: { $0.contains(token.range.start) }) else { continue }
            switch name {
            case "addSubview", "insertSubview":
                guard position >= 2, tokens[position - 1].is(.dot),
                      ["view", "window", "keyWindow"].contains(tokens.text(tokens[position - 2])),
                      position + 1 < tokens.count, tokens[position + 1].is(.leftParen) else { continue }
                evidence.append(names(in: Self.firstArgument(tokens, openingAt: position + 1)))
            case "view":
                let previous = position > 0 ? tokens[position - 1] : nil
                let ownView = previous.map { !$0.is(.dot) } ?? true
                    || (position >= 2 && tokens[position - 1].is(.dot) && tokens[position - 2].isWord(.`self`))
                guard ownView, Self.isAssignment(tokens, at: position) else { continue }
                evidence.append(names(in: Self.restOfLine(tokens, after: position)))
            case "tableHeaderView", "tableFooterView":
                guard Self.isAssignment(tokens, at: position) else { continue }
                evidence.append(names(in: Self.restOfLine(tokens, after: position)))
            default:
                continue
            }
        }
        return evidence
    }

    /// Whether the file may hold evidence `classesShownAsScreens` reads: it declares `loadView` or a
    /// section header method, or writes `tableHeaderView`/`tableFooterView`, or its bytes may hold
    /// `view.addSubview` (`insertSubview`, on `window`, `keyWindow`) or `view =`. Never no for a file whose
    /// tokens hold one: spaces and backquotes between the tokens are skipped; a comment there counts as
    /// may (a block comment ends in a slash, a line comment in a line break, and the skip stops at
    /// either). Most files that write `view` and `addSubview` do so only on other views (a
    /// cell's `contentView`, a stack view), and their lexing was the larger part of the rule's time.
    static func mayShowScreens(_ summary: SwiftFileSummary) -> Bool {
        let identifiers = summary.codeIdentifiers
        if !identifiers.isDisjoint(with: namesThatShowScreens) { return true }
        let mayAdd = identifiers.contains("addSubview") || identifiers.contains("insertSubview")
        let mayAssign = identifiers.contains("view")
        guard mayAdd || mayAssign else { return false }
        return summary.file.bytes.withUnsafeBufferPointer { bytes in
            (mayAdd && mayAddSubviewToScreen(bytes)) || (mayAssign && mayAssignView(bytes))
        }
    }

    private static let namesThatShowScreens: Set<String> = sectionHeaderLabels.union(["loadView", "tableHeaderView", "tableFooterView"])

    /// `Subview` preceded by `add` or `insert`, a dot, and a name ending in `view`, `window` or `Window`.
    static func mayAddSubviewToScreen(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let needle: [UInt8] = Array("Subview".utf8)
        return needle.withUnsafeBufferPointer { needle in
            var from = 0
            while let found = ByteSearch.firstIndex(of: needle, in: bytes, from: from) {
                from = found + needle.count
                var k: Int
                if ends(bytes, at: found, with: "add") { k = found - 3 } else if ends(bytes, at: found, with: "insert") { k = found - 6 } else { continue }
                k = skipBackOverSpace(bytes, before: k)
                guard k > 0 else { continue }
                if mayEndAComment(bytes, at: k) { return true }
                guard bytes[k - 1] == UInt8(ascii: ".") else { continue }
                k = skipBackOverSpace(bytes, before: k - 1)
                if mayEndAComment(bytes, at: k) { return true }
                if ends(bytes, at: k, with: "view") || ends(bytes, at: k, with: "window") || ends(bytes, at: k, with: "Window") { return true }
            }
            return false
        }
    }

    /// `=` preceded by a name ending in `view`.
    static func mayAssignView(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let found = ByteSearch.firstIndex(of: UInt8(ascii: "="), in: bytes, from: from) {
            from = found + 1
            let k = skipBackOverSpace(bytes, before: found)
            if mayEndAComment(bytes, at: k) { return true }
            if ends(bytes, at: k, with: "view") { return true }
        }
        return false
    }

    /// The index after skipping back over spaces, tabs and backquotes before `index` (not line breaks:
    /// the line before may end in a comment).
    private static func skipBackOverSpace(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Int {
        var k = index
        while k > 0, bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 || bytes[k - 1] == 0x60 { k -= 1 }
        return k
    }

    /// Whether `bytes[..<index]` may end in a comment: a slash (`*/`) or a line break (after `// …`).
    private static func mayEndAComment(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index > 0 && (bytes[index - 1] == UInt8(ascii: "/") || bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D)
    }

    /// Whether `bytes[..<index]` ends with the ASCII `suffix`.
    private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard index >= count else { return false }
        let spelled = suffix.utf8Start
        for offset in 0..<count where bytes[index - count + offset] != spelled[offset] { return false }
        return true
    }

    static let sectionHeaderLabels: Set<String> = ["viewForHeaderInSection", "viewForFooterInSection"]
    static let evidenceNames: Set<String> = ["addSubview", "insertSubview", "view", "tableHeaderView", "tableFooterView"]
    static let cellClasses = ["UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"]

    /// `name = …` (not `==`, not a declaration).
    static func isAssignment(_ tokens: SwiftTokens, at position: Int) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].kind == .operator, tokens[position + 1].word == .assign else { return false }
        if position > 0, tokens[position - 1].isWord(.let) || tokens[position - 1].isWord(.var) { return false }
        return true
    }

    /// The tokens after `position` up to the end of its line or an opening brace (at most 24).
    static func restOfLine(_ tokens: SwiftTokens, after position: Int) -> Range<Int> {
        var end = position + 1
        while end < tokens.count, end - position <= 24, !tokens[end].hasLeadingNewline, !tokens[end].is(.leftBrace) { end += 1 }
        return min(position + 1, tokens.count)..<end
    }

    /// The first argument of the call whose `(` is at `open`: up to the first top-level `,` or the `)`.
    static func firstArgument(_ tokens: SwiftTokens, openingAt open: Int) -> Range<Int> {
        var depth = 0, end = open + 1
        while end < tokens.count {
            let token = tokens[end]
            if token.is(.leftParen) || token.is(.leftBracket) { depth += 1 }
            if token.is(.rightParen) || token.is(.rightBracket) { if depth == 0 { break }; depth -= 1 }
            if token.is(.comma), depth == 0 { break }
            end += 1
        }
        return min(open + 1, tokens.count)..<end
    }

    static func classesNamed(in tokens: SwiftTokens, _ range: Range<Int>, classNames: Set<String>) -> Set<String> {
        Set(tokens[range].filter { $0.kind == .identifier && classNames.contains(tokens.text($0)) }.map(tokens.text))
    }
}
