import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// `dequeueReusableCell(withIdentifier: "x", for:) as! T` where the prototype or the nib registered for
/// "x" is not a `T`.
public struct DequeueCastRule: Rule {
    public static let description = RuleDescription(
        id: "dequeue-cast",
        name: "Dequeued view cast",
        summary: "A cell, header, footer or supplementary view dequeued by reuse identifier is cast to a class its prototype or registered nib neither has nor inherits from (`as!` crashes: an error; `as?` yields nil: a warning).",
        rationale: """
            A table or collection view dequeues whatever the identifier stands for: the storyboard \
            prototype with that reuse identifier, or the nib code registered for it. The cast after \
            `dequeueReusableCell(withIdentifier:for:)` is not checked against either. When the prototype's \
            Custom Class was never set, the identifier was copied to another prototype, or the registered \
            nib's cell has another class, the line fails for every row:

                Could not cast value of type 'UITableViewCell' (0x1f2a4c0e8) to 'Demo.ProductCell' (0x104f1c2a0).

            with `as!` (a crash, hence an error), or `as?` yields `nil` and the code's fallback runs \
            instead, typically an empty `UITableViewCell()` (a warning).

            iblint looks where UIKit would: the prototypes with that identifier in the scenes of the class \
            that dequeues (a view controller whose scene holds the table or collection view, or a subclass \
            of it), and the nibs code registers for it with \
            `register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "ProductCell")` \
            (and the collection-view, header/footer and supplementary-view forms). The nib's one top-level \
            object is what is dequeued.

            Unknown, and never reported:

            * code registers a class for the identifier (`register(ProductCell.self, forCellReuseIdentifier:)`), \
            a nib iblint cannot name, or anything it cannot read (a constant, a helper, Objective-C);
            * the prototypes and registrations for the identifier disagree on the class, or none is found \
            (`unknown-storyboard-identifier` reports identifiers nothing defines);
            * the dequeue is written outside the view controller that owns the prototypes (a separate data \
            source, a cell hosting a collection view), where iblint cannot tell which table it is;
            * a class of another module, or whose superclass chain leaves what iblint sees; a cast to a \
            protocol, a generic parameter, `Self`, a type alias or a class iblint does not know;
            * calls to a project method of the same name and labels.

            **Fix by hand:** set the prototype's (or the nib cell's) Custom Class in the Identity inspector, \
            or dequeue with the identifier of the prototype you meant (the message suggests one whose class \
            fits).
            """,
        category: .identifiers,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: DequeueCastRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.sceneAncestry]

    /// Reads every reusable view's sources (ReusableViewCatalog): among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let dequeues: Set<SwiftInterfaceAPI> = [.dequeueReusableCell, .dequeueReusableHeaderFooterView, .dequeueReusableSupplementaryView]
        guard index.swiftFiles.contains(where: { $0.interfaceCalls.contains { dequeues.contains($0.api) } }) else { return [] }
        let catalog = ReusableViewCatalog(index: index)
        // Under `--report-only`, a dequeue in a file not reported is looked at only when its identifier, or
        // one it could suggest, has a prototype or registered nib in a reported file or is registered in
        // one: every related location of a finding is such a source.
        let reportedKeys = context.reportsEveryFile ? nil : catalog.keys(withSourceIn: context.mayReport, index: index)
        var findings: [Diagnostic] = []
        for summary in index.swiftFiles {
            let fileIsReported = context.mayReport(summary.file.path)
            guard fileIsReported || reportedKeys?.isEmpty != true else { continue }
            for call in summary.interfaceCalls where dequeues.contains(call.api) {
                let className = call.resolvedForClass ?? index.className(enclosing: call.enclosingType, in: summary)
                if !fileIsReported, let reportedKeys {
                    guard catalog.mayPoint(at: reportedKeys, kind: ReusableKind(call.api), dequeuedIn: className, index: index) else { continue }
                }
                guard let callIndex = call.call, summary.calls.indices.contains(callIndex), !call.literal.isEmpty,
                      let cast = summary.calls[callIndex].cast, cast.element.isEmpty, let target = index.castTargetClass(cast),
                      !index.declaresMethod(named: summary.calls[callIndex].name, labels: summary.calls[callIndex].labels,
                                           stringArgument: call.certainlyStringArgument(in: summary.calls[callIndex])) else { continue }
                if !fileIsReported, let reportedKeys, !reportedKeys.contains(ReusableViewCatalog.Key(identifier: call.literal, kind: ReusableKind(call.api))) {
                    // No source of this identifier is in a reported file: only the identifier a finding would
                    // suggest could be, so the dequeue is looked at only when one of those could be suggested.
                    guard catalog.maySuggest(one: reportedKeys, kind: ReusableKind(call.api), dequeuedIn: className, index: index,
                                             excluding: call.literal, fits: { index.isClass($0, subclassOf: target) == true }) else { continue }
                }
                guard let sources = catalog.sources(of: call.literal, kind: ReusableKind(call.api), dequeuedIn: className, index: index),
                      let source = sources.first, index.castFails(source.className, to: target) else { continue }
                // Last: the project's registrations are read (every call of every file that writes
                // `register`) only for a dequeue whose cast would fail.
                guard index.reuseRegistrationScope.understands(dequeueIn: className, index: index) else { continue }
                let fitting = catalog.identifiers(kind: ReusableKind(call.api), dequeuedIn: className, index: index,
                                                  excluding: call.literal) { index.isClass($0, subclassOf: target) == true }
                findings.append(finding(call, cast: cast, target: target, sources: sources, fitting: fitting,
                                        summary: summary, context: context))
            }
        }
        return findings
    }

    // MARK: Helpers

    private func finding(_ call: SwiftInterfaceCall, cast: SwiftCast, target: String, sources: [ReusableSource],
                         fitting: [(identifier: String, source: ReusableSource)], summary: SwiftFileSummary,
                         context: RuleContext) -> Diagnostic {
        let source = sources[0]
        let described = CastFailure.described(source.className, hasCustomClass: source.hasCustomClass)
        let noun = ReusableKind(call.api).noun
        var related: [RelatedLocation] = []
        for other in sources {
            if let registration = other.registration { related.append(RelatedLocation(registration, Self.registeredHere(call.literal, nib: other.fileName))) }
            related.append(RelatedLocation(other.location, Self.sourceIs(other, identifier: call.literal, described: described, noun: noun)))
        }
        var suggestion: String?
        let identifiers = fitting.map(\.identifier)
        if let best = Suggestions.closest(to: call.literal, in: identifiers) ?? (Set(identifiers).count == 1 ? identifiers[0] : nil),
           let match = fitting.first(where: { $0.identifier == best }) {
            suggestion = best
            related.append(RelatedLocation(match.source.location, Self.sourceIs(match.source, identifier: best, described: withArticle(target), noun: noun)))
        }
        let message = source.registration == nil
            ? Self.wrongPrototype(call.literal, noun: noun, storyboard: source.fileName, described: described, target: target, suggestion: suggestion)
            : Self.wrongNib(call.literal, nib: source.fileName, described: described, target: target, suggestion: suggestion)
        return context.diagnostic(message, at: summary.file.location(cast.range),
                                  notes: [CastFailure.consequence(of: cast, from: source.className, to: target)],
                                  related: related, severity: CastFailure.severity(of: cast, context))
    }

    // MARK: Messages

    private static func wrongPrototype(_ identifier: String, noun: String, storyboard: String, described: String,
                                       target: String, suggestion: String?) -> String {
        withSuggestion("Prototype \(noun) '\(identifier)' in \(storyboard) is \(described), not \(withArticle(target))", suggestion)
    }

    private static func wrongNib(_ identifier: String, nib: String, described: String, target: String, suggestion: String?) -> String {
        withSuggestion("\(nib), registered for '\(identifier)', holds \(described), not \(withArticle(target))", suggestion)
    }

    private static func sourceIs(_ source: ReusableSource, identifier: String, described: String, noun: String) -> String {
        source.registration == nil ? "Prototype '\(identifier)' is \(described)" : "\(source.fileName)'s \(noun) is \(described)"
    }

    private static func registeredHere(_ identifier: String, nib: String) -> String {
        "'\(identifier)' is registered with \(nib) here"
    }

    private static func withSuggestion(_ message: String, _ suggestion: String?) -> String {
        suggestion.map { message + "; did you mean '\($0)'?" } ?? message
    }
}

/// Which registry of a table or collection view a reuse identifier lives in.
enum ReusableKind: Hashable {
    case cell, headerFooter, supplementary

    init(_ api: SwiftInterfaceAPI) {
        switch api {
        case .dequeueReusableHeaderFooterView: self = .headerFooter
        case .dequeueReusableSupplementaryView: self = .supplementary
        default: self = .cell
        }
    }

    var noun: String { self == .cell ? "cell" : "view" }
}

/// What a reuse identifier dequeues: a storyboard prototype, or the one object of a registered nib.
struct ReusableSource {
    var className: String
    var hasCustomClass: Bool
    /// The prototype or the nib's object (its line and column made when asked: a file the cache trusted
    /// unread is read only if a finding shows it).
    var place: LazyLocation
    /// The storyboard or xib.
    var fileName: String
    /// For a nib: where code registers it.
    var registrationPlace: LazyLocation?

    var location: Location { place.location }
    var registration: Location? { registrationPlace?.location }
}

/// The prototypes of every storyboard and the nibs code registers, by reuse identifier, gathered once per run.
struct ReusableViewCatalog {
    private struct Prototype { var document: Int; var element: Int }
    /// A registration: the nib's object, or `nil` for a class or anything iblint cannot resolve.
    private struct Registration { var source: ReusableSource? }

    private var prototypes: [Key: [Prototype]] = [:]
    private var registrations: [Key: [Registration]] = [:]
    /// Look-ups for the prototypes: positions in `prototypes[key]` by scene; the keys with a prototype
    /// outside every scene or in a scene without a class; the keys of each scene's prototypes.
    private var prototypePositions: [Key: [SceneReference: [Int]]] = [:]
    private var keysWithUnclassedPrototypes: Set<Key> = []
    private var keysByScene: [SceneReference: Set<Key>] = [:]
    /// The registered keys of each kind in identifier order, each with whether it has prototypes and, when
    /// it has none, what it dequeues first (`nil` when `sources` gives nothing): the same for every dequeue,
    /// so found once instead of for every finding's suggestions (which sorted and resolved every registered
    /// key again), and read in order with no key hashed (three look-ups a key, for each finding, were most of
    /// the rule on scale 10, which grew with its findings times its registered identifiers).
    private var registeredInOrder: [ReusableKind: [RegisteredKey]] = [:]
    private var firstSourceOfRegisteredOnly: [Key: ReusableSource] = [:]

    private struct RegisteredKey {
        var key: Key
        var hasPrototypes: Bool
        var firstWithoutPrototypes: ReusableSource?
    }

    init(index: ProjectIndex) {
        // The storyboards' reuse identifiers, found once for this rule and unknown-storyboard-identifier.
        let identifierPositions = index.identifierPositions
        for (documentIndex, document) in index.documents.enumerated() where document.kind == .storyboard {
            for found in identifierPositions[documentIndex].reuseIdentifiers {
                let identifier = found.value, element = document.elements[found.position]
                guard let kind = Self.prototypeKind(element, in: document) else { continue }
                let key = Key(identifier: identifier, kind: kind)
                let scene = document.sceneController(containing: element.index)
                if let scene, index.className(of: scene, in: document) != nil {
                    let reference = SceneReference(document: documentIndex, controller: scene.index)
                    prototypePositions[key, default: [:]][reference, default: []].append(prototypes[key]?.count ?? 0)
                    keysByScene[reference, default: []].insert(key)
                } else {
                    keysWithUnclassedPrototypes.insert(key)
                }
                prototypes[key, default: []].append(Prototype(document: documentIndex, element: element.index))
            }
        }
        for summary in index.swiftFiles {
            for call in summary.interfaceCalls where call.api == .registerReuseIdentifier && !call.literal.isEmpty {
                guard let callIndex = call.call, summary.calls.indices.contains(callIndex),
                      let kind = Self.registrationKind(summary.calls[callIndex]) else { continue }
                registrations[Key(identifier: call.literal, kind: kind), default: []].append(
                    Registration(source: Self.registeredNib(summary.calls[callIndex], call: call, in: summary, index: index)))
            }
        }
        for key in registrations.keys where prototypes[key] == nil {
            // Without prototypes, what a key dequeues does not depend on the class dequeuing it.
            if let first = sources(of: key.identifier, kind: key.kind, dequeuedIn: nil, index: index)?.first {
                firstSourceOfRegisteredOnly[key] = first
            }
        }
        var registeredKeys: [ReusableKind: [RegisteredKey]] = [:]
        for key in registrations.keys {
            let hasPrototypes = prototypes[key] != nil
            registeredKeys[key.kind, default: []].append(RegisteredKey(
                key: key, hasPrototypes: hasPrototypes, firstWithoutPrototypes: hasPrototypes ? nil : firstSourceOfRegisteredOnly[key]))
        }
        registeredInOrder = registeredKeys.mapValues { $0.sorted { $0.key.identifier < $1.key.identifier } }
    }

    /// What `identifier` dequeues in code of `className`: every source, all of one class. `nil` when
    /// iblint cannot be sure (a class or unreadable registration, disagreeing sources, none found, a
    /// dequeue outside the view controller that owns the prototypes).
    func sources(of identifier: String, kind: ReusableKind, dequeuedIn className: String?, index: ProjectIndex) -> [ReusableSource]? {
        let key = Key(identifier: identifier, kind: kind)
        var result: [ReusableSource] = []
        for registration in registrations[key] ?? [] {
            guard let source = registration.source else { return nil }
            result.append(source)
        }
        guard let scenePrototypes = prototypes(for: key, dequeuedIn: className, index: index) else { return nil }
        result += scenePrototypes
        guard let first = result.first, result.allSatisfy({ $0.className == first.className }) else { return nil }
        return result
    }

    /// A reuse identifier of one kind.
    struct Key: Hashable { var identifier: String; var kind: ReusableKind }

    /// The identifiers with a source (a prototype, a registered nib's object, or the call that registers
    /// it) in a file `isIncluded` accepts.
    func keys(withSourceIn isIncluded: (String) -> Bool, index: ProjectIndex) -> Set<Key> {
        var keys: Set<Key> = []
        for (key, entries) in prototypes where entries.contains(where: { isIncluded(index.documents[$0.document].path) }) {
            keys.insert(key)
        }
        for (key, entries) in registrations {
            for entry in entries {
                guard let source = entry.source else { continue }
                if isIncluded(source.place.path) || source.registrationPlace.map({ isIncluded($0.path) }) ?? false { keys.insert(key) }
            }
        }
        return keys
    }

    /// Whether a finding about a dequeue of this kind in code of `className` could point at a source of
    /// one of `keys`: its sources (`sources(of:…)`) and the ones `identifiers(kind:dequeuedIn:…)` could
    /// suggest are all registered identifiers' or prototypes in the class's scenes.
    func mayPoint(at keys: Set<Key>, kind: ReusableKind, dequeuedIn className: String?, index: ProjectIndex) -> Bool {
        let candidates = keys.filter { $0.kind == kind }
        if candidates.isEmpty { return false }
        if candidates.contains(where: { registrations[$0] != nil }) { return true }
        guard let className, let ownScenes = index.scenes(ofClassOrSubclassOf: className) else { return false }
        return ownScenes.contains { scene in keysByScene[scene].map { !$0.isDisjoint(with: candidates) } ?? false }
    }

    /// Whether `identifiers(kind:dequeuedIn:…excluding:fits:)` could list one of `keys`: one of this kind,
    /// not `excluded`, whose first source for `className` passes `fits` (asked of every key, not only of
    /// the ones that method reads, so it may answer yes where that lists none, never the other way).
    func maySuggest(one keys: Set<Key>, kind: ReusableKind, dequeuedIn className: String?, index: ProjectIndex, excluding excluded: String,
                    fits: (String) -> Bool) -> Bool {
        keys.contains { key in
            guard key.kind == kind, key.identifier != excluded else { return false }
            let first = registrations[key] != nil && prototypes[key] == nil
                ? firstSourceOfRegisteredOnly[key]
                : sources(of: key.identifier, kind: kind, dequeuedIn: className, index: index)?.first
            return first.map { fits($0.className) } ?? false
        }
    }

    /// The other identifiers of this kind that code of `className` may dequeue, with what each dequeues,
    /// when that class passes `fits`.
    func identifiers(kind: ReusableKind, dequeuedIn className: String?, index: ProjectIndex, excluding excluded: String,
                     fits: (String) -> Bool) -> [(identifier: String, source: ReusableSource)] {
        // A key whose prototypes all lie outside the class's scenes dequeues nothing there: only the
        // registered keys and those of the class's own scenes can answer (any other key with prototypes
        // answers `nil` or nothing, as `sources` would).
        // The registered keys come in order already; the class's scene keys that are not registered are
        // sorted and merged in (a kind's keys have distinct identifiers, so this is their sorted union).
        var sceneKeys: Set<Key> = []
        if let className, let ownScenes = index.scenes(ofClassOrSubclassOf: className) {
            for scene in ownScenes { sceneKeys.formUnion(keysByScene[scene] ?? []) }
        }
        let unregistered = sceneKeys.filter { $0.kind == kind && registrations[$0] == nil }.sorted { $0.identifier < $1.identifier }
        let registered = registeredInOrder[kind] ?? []
        var fitting: [(identifier: String, source: ReusableSource)] = []
        func add(_ identifier: String, _ first: ReusableSource?) {
            guard let first, fits(first.className) else { return }
            fitting.append((identifier, first))
        }
        var r = 0, u = 0
        while r < registered.count || u < unregistered.count {
            if u == unregistered.count || (r < registered.count && registered[r].key.identifier < unregistered[u].identifier) {
                let position = r
                r += 1
                // Read in place: most keys are passed over, and a copy of each retained its strings.
                guard registered[position].key.identifier != excluded else { continue }
                if registered[position].hasPrototypes {
                    let identifier = registered[position].key.identifier
                    add(identifier, sources(of: identifier, kind: kind, dequeuedIn: className, index: index)?.first)
                } else if let first = registered[position].firstWithoutPrototypes, fits(first.className) {
                    fitting.append((registered[position].key.identifier, first))
                }
            } else {
                let key = unregistered[u]
                u += 1
                guard key.identifier != excluded else { continue }
                add(key.identifier, sources(of: key.identifier, kind: kind, dequeuedIn: className, index: index)?.first)
            }
        }
        return fitting
    }

    /// The prototypes with this identifier in the scenes of `className` or a subclass. `nil` when some
    /// scene's class is unknown, or when the dequeue is outside every scene's class while prototypes
    /// with this identifier exist (a data source object, a cell with a collection view inside).
    private func prototypes(for key: Key, dequeuedIn className: String?, index: ProjectIndex) -> [ReusableSource]? {
        let all = prototypes[key] ?? []
        guard !all.isEmpty else { return [] }
        guard let className, let ownScenes = index.scenes(ofClassOrSubclassOf: className), !ownScenes.isEmpty,
              !keysWithUnclassedPrototypes.contains(key) else { return nil }
        // `ownScenes` holds every scene whose class is `className` or a subclass, and answers only when no
        // scene's class is unknown: the prototypes in them are the ones whose scene passes, in order.
        let byScene = prototypePositions[key] ?? [:]
        let positions = ownScenes.flatMap { byScene[$0] ?? [] }.sorted()
        var result: [ReusableSource] = []
        for prototype in positions.map({ all[$0] }) {
            let document = index.documents[prototype.document]
            let element = document[prototype.element]
            guard let objectClass = index.loadedClass(of: element, in: document) else { return nil }
            result.append(ReusableSource(className: objectClass, hasCustomClass: !(element.customClass ?? "").isEmpty,
                                         place: document.place(of: element), fileName: document.fileName))
        }
        return result
    }

    /// A storyboard prototype: a table view's prototype cell, a collection view's cell or section
    /// header/footer. Cells of static tables are not registered for dequeuing.
    private static func prototypeKind(_ element: IBElement, in document: IBDocument) -> ReusableKind? {
        guard let parent = element.parent else { return nil }
        switch element.name {
        case "tableViewCell": return document[parent].name == "prototypes" ? .cell : nil
        case "collectionViewCell": return document[parent].name == "cells" ? .cell : nil
        case "collectionReusableView": return document[parent].name == "collectionView" ? .supplementary : nil
        default: return nil
        }
    }

    private static func registrationKind(_ call: SwiftCall) -> ReusableKind? {
        if call.argument("forCellReuseIdentifier") != nil || call.argument("forCellWithReuseIdentifier") != nil { return .cell }
        if call.argument("forHeaderFooterViewReuseIdentifier") != nil { return .headerFooter }
        if call.argument("forSupplementaryViewOfKind") != nil { return .supplementary }
        return nil
    }

    /// The object a `register(UINib(nibName: "N", bundle: …), for…)` call registers: the one top-level
    /// object of N.xib. `nil` for a class, a nib held elsewhere, or a nib iblint cannot resolve.
    private static func registeredNib(_ register: SwiftCall, call: SwiftInterfaceCall, in summary: SwiftFileSummary,
                                      index: ProjectIndex) -> ReusableSource? {
        guard let first = register.arguments.first, first.label == nil,
              let nib = summary.interfaceCalls.first(where: { candidate in
                  candidate.api == .nibInit && candidate.call.map { summary.calls.indices.contains($0) && first.range.contains(summary.calls[$0].range) } ?? false
              }),
              !nib.literal.isEmpty, index.loadsFromScannedBundle(nib, in: summary),
              let documentIndex = index.uniqueDocument(named: nib.literal, kind: .xib) else { return nil }
        let document = index.documents[documentIndex]
        let objects = document.topLevelObjects
        guard objects.count == 1, let objectClass = index.loadedClass(of: objects[0], in: document) else { return nil }
        return ReusableSource(className: objectClass, hasCustomClass: !(objects[0].customClass ?? "").isEmpty,
                              place: document.place(of: objects[0]), fileName: document.fileName,
                              registrationPlace: LazyLocation(call.literalRange, in: summary.file))
    }
}
