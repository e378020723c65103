import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// A storyboard ID, segue identifier or reuse identifier in code that no interface file defines and
/// no code registers.
public struct UnknownStoryboardIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-storyboard-identifier",
        name: "Unknown storyboard identifier",
        summary: "A string passed to `instantiateViewController(withIdentifier:)`, `performSegue(withIdentifier:)` or a `dequeueReusable…` call names an identifier no interface file defines and no code registers.",
        rationale: """
            Storyboard IDs, segue identifiers and reuse identifiers are typed twice: once in Interface \
            Builder's inspectors and once as a string in code. Nothing checks that the two agree, and a \
            typo (or a rename on one side only) crashes the app the first time the line runs:

            * `instantiateViewController(withIdentifier: "Detial")`: *"Storyboard (<UIStoryboard…>) doesn't \
            contain a view controller with identifier 'Detial'"* (NSInvalidArgumentException).
            * `performSegue(withIdentifier: "showCheckot", sender: nil)`: *"Receiver (<ShopApp.CartViewController…>) \
            has no segue with identifier 'showCheckot'"*.
            * `dequeueReusableCell(withIdentifier: "ProductCel", for: indexPath)`: *"unable to dequeue a cell \
            with identifier ProductCel - must register a nib or a class for the identifier or connect a \
            prototype cell in a storyboard"*.

            iblint collects every Storyboard ID, segue identifier and reuse identifier of the project's \
            interface files, and the reuse identifiers code registers with a string literal \
            (`register(_:forCellReuseIdentifier: "Cell")` and its collection-view and header/footer forms). \
            When it can tell which storyboard a call uses, it checks within that storyboard only: \
            `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(…)`, or a `let storyboard = \
            UIStoryboard(name: "Main", …)` in the same function; and for `performSegue` called on `self`, \
            the segues of the scenes whose class is the calling class or one of its subclasses.

            What iblint cannot see is unknown and never reported:

            * the project has no interface files, or one of them could not be read and might contain the \
            identifier;
            * `instantiateViewController` and `performSegue` when the project has no storyboard (the \
            storyboard comes from another bundle), or on a storyboard whose file is not in the project;
            * dequeues in a class (or its superclasses and subclasses) that registers an identifier iblint \
            cannot evaluate — a constant it cannot read, a `register(cellType:)` helper, a generic \
            `String(describing: T.self)` — or calls a registering helper declared outside a class \
            (`extension UITableView { func registerCells(…) }`); an unevaluated registration outside any class, \
            or in Objective-C (`registerNib:`), makes every dequeue unknown. Constants and names iblint can \
            evaluate (`static let reuseID = "BadgeCell"`, a `static var` no code assigns, \
            `String(describing: BadgeCell.self)`, a protocol extension's `String(describing: self)`) count as \
            the literal they stand for. A project function named `register` whose body registers no cells \
            (`tracker.register(screenName:)`) is no registration;
            * the optional-returning `dequeueReusableCell(withIdentifier:)` (no `for:`) and \
            `dequeueReusableHeaderFooterView(withIdentifier:)`, when code creates cells or headers itself \
            (`UITableViewCell(style:reuseIdentifier:)`): there `nil` is an expected answer — unless the \
            result is forced (`!`, `as!`), where `nil` crashes;
            * dequeues while files the project lists are missing from the checkout (but for git submodules \
            that are not checked out: another repository's code, which cannot register the app's cells);
            * identifiers whose value iblint cannot evaluate;
            * calls to a method the project itself declares or overrides (`override func \
            performSegue(withIdentifier:sender:)` may handle identifiers without any storyboard segue; a \
            wrapper named `dequeueReusableCell(withIdentifier:)` may take any string);
            * calls in an `open` or `public` class (or an extension of one), when the identifier is found \
            nowhere: such a class is written to be used from other modules, like a framework's base \
            controller, and the scenes, segues, subclasses and cell registrations its identifiers name are \
            usually in the app that uses the framework.

            **Fix by hand:** correct the string (the message suggests the closest defined identifier), or \
            set the identifier in Interface Builder: Identity inspector → Storyboard ID for a view \
            controller, Attributes inspector → Identifier for a segue or a cell.
            """,
        category: .identifiers,
        defaultSeverity: .error,
        concludesFromAbsence: true,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: UnknownStoryboardIdentifierRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.sceneAncestry]

    /// Reads every storyboard's identifiers (IdentifierCatalog): among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // "No interface file defines it" needs all of them: Storyboard IDs and segues live in interface
        // files only; reuse identifiers may also be registered in code, so those need every source file
        // too (but the ones git ignores on purpose).
        guard !index.documents.isEmpty, index.project.allInterfaceFilesScanned else { return [] }
        if index.loadFailures.contains(where: { $0.file == nil }) { return [] }
        let catalog = IdentifierCatalog(index: index)
        let wrapped = Set(Self.methodNames.filter { index.declaresMethod(named: $0.value) }.map(\.key))
        var findings: [Diagnostic] = []
        for summary in index.swiftFiles {
            for call in summary.interfaceCalls {
                guard !wrapped.contains(call.api), !index.unreadableFileMayMention(call.literal),
                      !isInClassOpenToOtherModules(call, summary, index) else { continue }
                let finding: Diagnostic?
                switch call.api {
                case .instantiateViewController:
                    finding = checkStoryboardIdentifier(call, summary, catalog, context)
                case .performSegue:
                    finding = checkSegueIdentifier(call, summary, catalog, context)
                case .dequeueReusableCell, .dequeueReusableHeaderFooterView, .dequeueReusableSupplementaryView:
                    finding = checkReuseIdentifier(call, summary, catalog, context)
                default:
                    finding = nil
                }
                if let finding { findings.append(finding) }
            }
        }
        return findings
    }

    // MARK: Helpers

    /// The UIKit/AppKit method behind each API, which a project override or wrapper may reinterpret.
    static let methodNames: [SwiftInterfaceAPI: String] = [
        .instantiateViewController: "instantiateViewController", .performSegue: "performSegue",
        .dequeueReusableCell: "dequeueReusableCell", .dequeueReusableHeaderFooterView: "dequeueReusableHeaderFooterView",
        .dequeueReusableSupplementaryView: "dequeueReusableSupplementaryView",
    ]

    /// A call in an `open` or `public` class, or in an extension of one. Such a class is written for other
    /// modules (a framework's base controller or cell): the subclasses, scenes, segues and registrations
    /// its identifiers name live in the app that uses it, which iblint does not see.
    private func isInClassOpenToOtherModules(_ call: SwiftInterfaceCall, _ summary: SwiftFileSummary, _ index: ProjectIndex) -> Bool {
        guard let typeIndex = call.enclosingType, summary.types.indices.contains(typeIndex) else { return false }
        let type = summary.types[typeIndex]
        let declarations: [SwiftTypeDeclaration]
        switch type.kind {
        case .class:
            declarations = [type]
        case .extension:
            guard let className = index.className(enclosing: typeIndex, in: summary) else { return false }
            declarations = index.projectClasses(named: className).flatMap(\.swiftSites).map(\.declaration).filter { $0.kind == .class }
        default:
            return false
        }
        return declarations.contains { $0.modifiers.contains("open") || $0.modifiers.contains("public") }
    }

    // MARK: Storyboard IDs

    private func checkStoryboardIdentifier(_ call: SwiftInterfaceCall, _ summary: SwiftFileSummary,
                                           _ catalog: IdentifierCatalog, _ context: RuleContext) -> Diagnostic? {
        let index = context.index
        guard catalog.hasStoryboards else { return nil }
        var related: [RelatedLocation] = []
        let storyboard = storyboardName(usedBy: call, in: summary, index: index)
        let definedIn = catalog.storyboardIDDocuments[call.literal] ?? []
        var documents: Set<Int>?
        if let name = storyboard {
            let named = Set((index.documentIndicesByName[name] ?? []).filter { index.documents[$0].kind == .storyboard })
            // A storyboard that is not in the project (another bundle, a pod): unknown.
            guard !named.isEmpty else { return nil }
            guard named.isDisjoint(with: definedIn) else { return nil }
            documents = named
        } else {
            guard definedIn.isEmpty else { return nil }
        }
        let candidates = documents.map { documents in catalog.storyboardIDs.filter { documents.contains($0.document) } } ?? catalog.storyboardIDs
        if let name = storyboard, !name.isEmpty, let storyboardCall = storyboardCallLocation(for: call, name: name, in: summary) {
            related.append(RelatedLocation(storyboardCall, Self.storyboardIs(name)))
        }
        return finding(call, summary, candidates: candidates, noun: "Storyboard ID", notes: [Self.instantiatingCrashes(call.literal)],
                       related: related, context: context) {
            Self.unknownStoryboardID(call.literal, storyboard: storyboard, suggestion: $0)
        }
    }

    /// The storyboard a call's receiver is: `UIStoryboard(name: "X", …).instantiate…`, or a local
    /// `let sb = UIStoryboard(name: "X", …)` assigned once in the same function.
    private func storyboardName(usedBy call: SwiftInterfaceCall, in summary: SwiftFileSummary, index: ProjectIndex) -> String? {
        let storyboardCalls = summary.interfaceCalls.filter { $0.api == .storyboardInit }
        if let chained = storyboardCalls.first(where: { $0.range.start >= call.range.start && $0.range.end <= call.literalRange.start }) {
            return chained.literal
        }
        // The storyboards made earlier in the same function first: the receiver is read off the call's text
        // only when there are some (most calls have none, and their file need not be read).
        let earlier = storyboardCalls.filter { candidate in
            candidate.range.start < call.range.start && candidate.enclosingType == call.enclosingType
                && candidate.enclosingFunction == call.enclosingFunction && candidate.enclosingFunction != nil
        }
        guard !earlier.isEmpty,
              let receiver = receiverText(of: call, in: summary, names: ["instantiateViewController", "instantiateController"]),
              receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !receiver.isEmpty else { return nil }
        let assignments = earlier.filter { assignedName(before: $0, in: summary) == receiver }
        let names = Set(assignments.map(\.literal))
        return names.count == 1 ? names.first : nil
    }

    private func storyboardCallLocation(for call: SwiftInterfaceCall, name: String, in summary: SwiftFileSummary) -> Location? {
        summary.interfaceCalls.last { $0.api == .storyboardInit && $0.literal == name && $0.range.start <= call.range.start }
            .map { summary.file.location($0.literalRange) }
    }

    /// `x` for a call written as `let x = UIStoryboard(…)` / `var x: UIStoryboard = …`, else `nil`.
    private func assignedName(before call: SwiftInterfaceCall, in summary: SwiftFileSummary) -> String? {
        let file = summary.file
        let lineStart = file.offset(ofLine: file.line(ofByte: call.range.start))
        var prefix = file.text(ByteRange(start: lineStart, end: call.range.start)).trimmingWhitespace
        guard prefix.hasSuffix("=") else { return nil }
        prefix = String(prefix.dropLast()).trimmingWhitespace
        for type in [": UIStoryboard", ":UIStoryboard", ": NSStoryboard", ":NSStoryboard"] where prefix.hasSuffix(type) {
            prefix = String(prefix.dropLast(type.count)).trimmingWhitespace
        }
        let words = prefix.split(separator: " ").map(String.init)
        guard words.count == 2, ["let", "var"].contains(words[0]) else { return nil }
        return words[1]
    }

    /// The receiver of `receiver.name(…)` as written (without `?`/`!`), `""` for `self`, `nil` when
    /// the method is called without a receiver.
    private func receiverText(of call: SwiftInterfaceCall, in summary: SwiftFileSummary, names: [String]) -> String? {
        let text = summary.file.text(ByteRange(start: call.range.start, end: call.literalRange.start))
        for name in names {
            guard let nameRange = text.firstRange(ofText: name) else { continue }
            var receiver = String(text[..<nameRange.lowerBound]).trimmingWhitespace
            guard receiver.hasSuffix(".") else { return nil }
            receiver = String(receiver.dropLast()).trimmingWhitespace
            while receiver.hasSuffix("?") || receiver.hasSuffix("!") { receiver = String(receiver.dropLast()) }
            return receiver == "self" ? "" : receiver
        }
        return nil
    }

    // MARK: Segues

    private func checkSegueIdentifier(_ call: SwiftInterfaceCall, _ summary: SwiftFileSummary,
                                      _ catalog: IdentifierCatalog, _ context: RuleContext) -> Diagnostic? {
        let index = context.index
        guard catalog.hasStoryboards else { return nil }
        var candidates: [IdentifierDefinition]?
        var searchedScenes: (className: String, count: Int)?
        var related: [RelatedLocation] = []
        // A segue of the enclosing class's scenes is one of the project's too: whatever the receiver, no
        // finding (so the receiver is read off the call's text only when it matters).
        let className = index.className(enclosing: call.enclosingType, in: summary)
        let scenes = className.flatMap { index.storyboardScenes(ofClassOrSubclassOf: $0) } ?? []
        let keys = scenes.map { SceneKey(document: $0.document, scene: $0.scene) }
        guard !keys.contains(where: { catalog.segueValuesByScene[$0]?.contains(call.literal) == true }) else { return nil }
        if let className, !scenes.isEmpty, receiverText(of: call, in: summary, names: ["performSegue"]).map({ $0 == "" }) ?? true {
            let sceneKeys = Set(keys)
            candidates = catalog.segues.filter { segue in
                segue.scene.map { sceneKeys.contains(SceneKey(document: segue.definition.document, scene: $0)) } ?? false
            }.map(\.definition)
            searchedScenes = (className, scenes.count)
            related = scenes.prefix(3).map { scene in
                let document = index.documents[scene.document]
                let fileName = document.fileName
                return RelatedLocation(document.location(ofElement: scene.controller), Self.scene(of: className, in: fileName))
            }
        }
        if candidates == nil {
            guard !catalog.segueValues.contains(call.literal) else { return nil }
            candidates = catalog.segues.map(\.definition)
        }
        return finding(call, summary, candidates: candidates ?? [], noun: "segue", notes: [Self.performingCrashes(call.literal)],
                       related: related, context: context) {
            Self.unknownSegue(call.literal, scenes: searchedScenes, suggestion: $0)
        }
    }

    // MARK: Reuse identifiers

    private func checkReuseIdentifier(_ call: SwiftInterfaceCall, _ summary: SwiftFileSummary,
                                      _ catalog: IdentifierCatalog, _ context: RuleContext) -> Diagnostic? {
        guard context.index.project.allInterfaceFilesScanned, context.index.project.allOwnSourcesScanned,
              !catalog.reuseIdentifierValues.contains(call.literal) else { return nil }
        let callText = summary.file.text(ByteRange(start: call.literalRange.end, end: call.range.end))
        let returnsOptional = call.api == .dequeueReusableHeaderFooterView
            || (call.api == .dequeueReusableCell && !Self.hasForArgument(callText))
        // A `nil` the code handles is expected where it makes cells itself; one it force-unwraps is a crash.
        let forced = returnsOptional ? Self.forcedUse(of: call, in: summary) : nil
        if returnsOptional, forced == nil, catalog.createsReusableViewsInCode { return nil }
        // Last: the project's registrations are read (every call of every file that writes `register`)
        // only for an identifier nothing defines.
        guard context.index.reuseRegistrationScope.understands(dequeueIn: context.index.className(enclosing: call.enclosingType, in: summary),
                                                              index: context.index) else { return nil }
        var candidates = catalog.reuseIdentifiers
        for registration in catalog.registeredIdentifiers {
            candidates.append(IdentifierDefinition(value: registration.literal, document: -1, element: -1, place: registration.place))
        }
        let notes = [Self.dequeueFailure(call.literal, api: call.api, returnsOptional: returnsOptional, forcedBy: forced)]
        return finding(call, summary, candidates: candidates, noun: "reuse identifier", notes: notes, related: [], context: context) {
            Self.unknownReuseIdentifier(call.literal, api: call.api, suggestion: $0)
        }
    }

    /// How the result of an optional-returning dequeue is forced: `!` right after the call, or an `as!` cast.
    static func forcedUse(of call: SwiftInterfaceCall, in summary: SwiftFileSummary) -> String? {
        guard let index = call.call, summary.calls.indices.contains(index) else { return nil }
        let dequeue = summary.calls[index]
        if dequeue.cast?.isForced == true, dequeue.cast?.element == "" { return "as!" }
        let bytes = summary.file.bytes, end = dequeue.range.end
        guard end < bytes.count, bytes[end] == UInt8(ascii: "!") else { return nil }
        return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "=") ? nil : "!"
    }

    static func hasForArgument(_ text: String) -> Bool {
        var rest = Substring(text)
        while let comma = rest.firstIndex(of: ",") {
            rest = rest[rest.index(after: comma)...]
            let trimmed = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            if trimmed.hasPrefix("for") {
                let after = trimmed.dropFirst(3).drop { $0 == " " }
                if after.hasPrefix(":") { return true }
            }
        }
        return false
    }

    // MARK: Reporting

    /// The finding for an identifier nothing defines: `message` is handed the closest defined identifier,
    /// which the finding also points at.
    private func finding(_ call: SwiftInterfaceCall, _ summary: SwiftFileSummary,
                         candidates: [IdentifierDefinition], noun: String, notes: [String], related: [RelatedLocation],
                         context: RuleContext, message: (_ suggestion: String?) -> String) -> Diagnostic {
        var suggested: String?
        var related = related
        if let suggestion = Suggestions.closest(to: call.literal, in: candidates.map(\.value)),
           let definition = candidates.first(where: { $0.value == suggestion }) {
            suggested = suggestion
            related.append(RelatedLocation(definition.location, Self.definedHere(noun, suggestion)))
        }
        return context.diagnostic(message(suggested), at: summary.file.location(call.literalRange), notes: notes, related: related)
    }

    // MARK: Messages

    private static func unknownStoryboardID(_ identifier: String, storyboard: String?, suggestion: String?) -> String {
        let missing = storyboard.map { "\(capitalizingFirst($0)).storyboard has no view controller" }
            ?? "No storyboard in the project has a view controller"
        return withSuggestion("\(missing) with Storyboard ID '\(identifier)'", suggestion)
    }

    private static func instantiatingCrashes(_ identifier: String) -> String {
        "Instantiating it crashes with \"Storyboard doesn't contain a view controller with identifier '\(identifier)'\""
    }

    /// `scenes`: the class whose scenes were searched, and how many it has.
    private static func unknownSegue(_ identifier: String, scenes: (className: String, count: Int)?, suggestion: String?) -> String {
        let missing = scenes.map { "\($0.count == 1 ? "The scene" : "The \($0.count) scenes") of \($0.className) \($0.count == 1 ? "has" : "have") no segue" }
            ?? "No storyboard in the project has a segue"
        return withSuggestion("\(missing) with identifier '\(identifier)'", suggestion)
    }

    private static func performingCrashes(_ identifier: String) -> String {
        "Performing it crashes with \"Receiver has no segue with identifier '\(identifier)'\""
    }

    private static func unknownReuseIdentifier(_ identifier: String, api: SwiftInterfaceAPI, suggestion: String?) -> String {
        withSuggestion("No interface file defines and no code registers a \(reusableView(api)) with reuse identifier '\(identifier)'", suggestion)
    }

    private static func reusableView(_ api: SwiftInterfaceAPI) -> String {
        api == .dequeueReusableCell ? "cell" : api == .dequeueReusableHeaderFooterView ? "header or footer view" : "supplementary view"
    }

    /// What dequeuing an identifier nothing registered does: `nil` from the optional-returning methods, else a crash.
    private static func dequeueFailure(_ identifier: String, api: SwiftInterfaceAPI, returnsOptional: Bool, forcedBy forced: String?) -> String {
        if let forced { return "The dequeue returns nil, and the `\(forced)` after it crashes" }
        return returnsOptional
            ? "The dequeue always returns nil"
            : "Dequeuing crashes with \"unable to dequeue a \(reusableView(api) == "cell" ? "cell" : "view") with identifier \(identifier) - must register a nib or a class for the identifier\""
    }

    private static func storyboardIs(_ name: String) -> String {
        "the storyboard is \(name).storyboard"
    }

    private static func scene(of className: String, in fileName: String) -> String {
        "\(className)'s scene in \(fileName)"
    }

    private static func definedHere(_ noun: String, _ identifier: String) -> String {
        "\(noun) '\(identifier)' is defined here"
    }

    private static func withSuggestion(_ message: String, _ suggestion: String?) -> String {
        suggestion.map { message + "; did you mean '\($0)'?" } ?? message
    }

    /// A storyboard's name at the start of a message.
    private static func capitalizingFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

extension UnknownStoryboardIdentifierRule {
    /// A scene of one storyboard.
    struct SceneKey: Hashable { var document: Int; var scene: Int }
}

/// Everything the project defines, gathered once per run.
struct IdentifierCatalog {
    var hasStoryboards: Bool
    var storyboardIDs: [IdentifierDefinition]
    var segues: [(definition: IdentifierDefinition, scene: Int?)]
    var reuseIdentifiers: [IdentifierDefinition]
    /// Where code registers each reuse identifier (lines made when a finding shows one).
    var registeredIdentifiers: [(literal: String, place: LazyLocation)]
    var createsReusableViewsInCode: Bool
    /// Look-ups: each Storyboard ID → the storyboards that define it; every segue identifier, and those of
    /// each scene; every reuse identifier an interface file defines or code registers.
    var storyboardIDDocuments: [String: Set<Int>] = [:]
    var segueValues: Set<String> = []
    var segueValuesByScene: [UnknownStoryboardIdentifierRule.SceneKey: Set<String>] = [:]
    var reuseIdentifierValues: Set<String> = []

    init(index: ProjectIndex) {
        hasStoryboards = index.documents.contains { $0.kind == .storyboard }
        storyboardIDs = index.storyboardIdentifierDefinitions
        segues = index.segueIdentifierDefinitions
        reuseIdentifiers = index.reuseIdentifierDefinitions
        registeredIdentifiers = index.swiftFiles.flatMap { summary in
            summary.interfaceCalls.filter { $0.api == .registerReuseIdentifier }
                .map { ($0.literal, LazyLocation($0.literalRange, in: summary.file)) }
        }
        createsReusableViewsInCode = index.createsReusableViewsInCode
        for definition in storyboardIDs { storyboardIDDocuments[definition.value, default: []].insert(definition.document) }
        for (definition, scene) in segues {
            segueValues.insert(definition.value)
            if let scene {
                segueValuesByScene[UnknownStoryboardIdentifierRule.SceneKey(document: definition.document, scene: scene), default: []]
                    .insert(definition.value)
            }
        }
        reuseIdentifierValues = Set(reuseIdentifiers.map(\.value)).union(registeredIdentifiers.map(\.literal))
    }
}
