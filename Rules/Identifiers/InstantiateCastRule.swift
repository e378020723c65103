import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// `instantiateViewController(withIdentifier: "x") as! T` (or `instantiateInitialViewController() as? T`)
/// where that scene's view controller is not a `T`.
public struct InstantiateCastRule: Rule {
    public static let description = RuleDescription(
        id: "instantiate-cast",
        name: "Instantiated view controller cast",
        summary: "The view controller `instantiateViewController(withIdentifier:)` or `instantiateInitialViewController()` returns is cast to a class the scene's view controller neither has nor inherits from (`as!` crashes: an error; `as?` yields nil: a warning).",
        rationale: """
            A storyboard creates whatever class the scene's Identity inspector names; the cast after \
            `instantiateViewController(withIdentifier:)` only states what the code hopes for. When the two \
            differ — the scene's Custom Class was never set or was changed, the Storyboard ID moved to another \
            scene, or the initial view controller is the navigation controller around the expected scene — \
            the line fails every time it runs:

                Could not cast value of type 'UINavigationController' (0x1f2a4c0e8) to 'Demo.CartViewController' (0x104f1c2a0).

            with `as!` (a crash, hence an error), or `as?` yields `nil` and the screen silently never shows \
            (a warning).

            iblint checks the scene in the storyboard the call uses, when it can tell which one that is: \
            `UIStoryboard(name: "Main", bundle: …)` chained or held in a local or property, or \
            `self.storyboard` in a view controller, which is the storyboard its own scene lives in (every \
            storyboard holding a scene of that class or a subclass). It also handles \
            `instantiateViewController(identifier:creator:)` and `instantiateInitialViewController()`, and \
            says so when the scene is a navigation controller whose root view controller has the expected \
            class (cast `topViewController` instead).

            Unknown, and never reported:

            * a storyboard iblint cannot name (a parameter, a helper's result), a bundle it does not scan, or \
            several storyboards of that name;
            * an identifier no scene or several scenes of that storyboard have (`unknown-storyboard-identifier` \
            reports the first);
            * a scene's class of another module, or whose superclass chain leaves what iblint sees; a cast to \
            a protocol, a generic parameter, `Self`, a type alias or a class iblint does not know;
            * calls to a project method of the same name and labels (a wrapper may return something else).

            **Fix by hand:** set the scene's Custom Class in the Identity inspector, use the Storyboard ID of \
            the scene you meant (the message suggests one whose class fits), or cast the navigation \
            controller and take its `topViewController`.
            """,
        category: .identifiers,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: InstantiateCastRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.sceneAncestry]

    /// Reads every storyboard's scenes by identifier: among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard index.documents.contains(where: { $0.kind == .storyboard }) else { return [] }
        // Under `--report-only`: a finding sits at the call and points only at its own file and at the
        // storyboards the call may use, so the calls of a file not reported count only when a storyboard is.
        let reportsSomeStoryboard = context.reportsEveryFile
            || index.documents.contains { $0.kind == .storyboard && context.mayReport($0.path) }
        var findings: [Diagnostic] = []
        for summary in index.swiftFiles {
            if !reportsSomeStoryboard, !context.mayReport(summary.file.path) { continue }
            for call in summary.interfaceCalls where call.api == .instantiateViewController {
                guard let callIndex = call.call, summary.calls.indices.contains(callIndex),
                      Self.instantiateNames.contains(summary.calls[callIndex].name), !call.literal.isEmpty,
                      let finding = check(callIndex, identifier: call.literal, storyboard: call.storyboardName.map { ($0, call.storyboardNameRange) },
                                          stringArgument: call.certainlyStringArgument(in: summary.calls[callIndex]),
                                          in: summary, context: context) else { continue }
                findings.append(finding)
            }
            // Only a file that writes the name can call it (the others' calls are not even decoded).
            guard Self.initialNames.contains(where: summary.mayMention) else { continue }
            for (callIndex, call) in summary.calls.enumerated() where Self.initialNames.contains(call.name) && call.cast != nil {
                let storyboard = summary.storyboard(receivedBy: callIndex).map { ($0.name, Optional($0.range)) }
                if let finding = check(callIndex, identifier: nil, storyboard: storyboard, stringArgument: nil, in: summary, context: context) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    // MARK: Helpers

    static let instantiateNames: Set<String> = ["instantiateViewController", "instantiateController"]
    static let initialNames: Set<String> = ["instantiateInitialViewController", "instantiateInitialController"]

    /// The storyboard a call uses, as the documents it may be.
    private struct StoryboardChoice {
        var documents: [Int]
        /// Evidence: where the code names the storyboard, or why `self.storyboard` is this one (lines made
        /// only for a finding: a choice is made for calls in files a pre-commit run may never read).
        var evidence: [(place: LazyLocation, message: String)]
        var related: [RelatedLocation] { evidence.map { RelatedLocation($0.place.location, $0.message) } }
        var notes: [String]
    }

    /// `identifier`: the Storyboard ID, `nil` for the initial view controller; `stringArgument`: its
    /// position when it is certainly a `String`.
    private func check(_ callIndex: Int, identifier: String?, storyboard: (name: String, range: ByteRange?)?,
                       stringArgument: Int?, in summary: SwiftFileSummary, context: RuleContext) -> Diagnostic? {
        let index = context.index
        let call = summary.calls[callIndex]
        guard let cast = call.cast, cast.element.isEmpty else { return nil }
        // Under `--report-only`, a call in a file not reported is checked only when a storyboard it may use
        // is reported: every location of its finding is in its file or in one of those storyboards.
        // The choice made for that is the one used below (found once).
        var chosen: StoryboardChoice?
        if !context.mayReport(summary.file.path) {
            guard let choice = storyboardChoice(callIndex, storyboard: storyboard, in: summary, index: index),
                  choice.documents.contains(where: { context.mayReport(index.documents[$0].path) }) else { return nil }
            chosen = choice
        }
        guard let target = index.castTargetClass(cast),
              !index.declaresMethod(named: call.name, labels: call.labels, stringArgument: stringArgument),
              let choice = chosen ?? storyboardChoice(callIndex, storyboard: storyboard, in: summary, index: index) else { return nil }
        // The scene the call instantiates: exactly one, in the storyboards the call may use.
        var scenes: [SceneReference] = []
        for documentIndex in choice.documents {
            let document = index.documents[documentIndex]
            if let identifier {
                scenes += document.sceneControllers.filter { $0.storyboardIdentifier == identifier }
                    .map { SceneReference(document: documentIndex, controller: $0.index) }
            } else if choice.documents.count == 1, let initial = document.initialViewController,
                      let element = document.elementsByID[initial] {
                scenes.append(SceneReference(document: documentIndex, controller: element))
            }
        }
        guard scenes.count == 1, let scene = scenes.first else { return nil }
        let document = index.documents[scene.document]
        let controller = document[scene.controller]
        guard let sceneClass = index.loadedClass(of: controller, in: document), index.castFails(sceneClass, to: target) else { return nil }

        let described = CastFailure.described(sceneClass, hasCustomClass: !(controller.customClass ?? "").isEmpty)
        var notes = [CastFailure.consequence(of: cast, from: sceneClass, to: target)] + choice.notes
        var related = [RelatedLocation(document.location(of: controller), Self.sceneIs(identifier, described))] + choice.related
        var suggestion: String?
        if let root = rootViewController(of: controller, in: document, index: index),
           let rootClass = index.loadedClass(of: document[root], in: document), index.isClass(rootClass, subclassOf: target) == true {
            notes.append(Self.embedsTarget(target))
            related.append(RelatedLocation(document.location(ofElement: root), Self.rootIs(withArticle(rootClass))))
        } else {
            let fitting = document.sceneControllers.filter { other in
                other.index != controller.index && !(other.storyboardIdentifier ?? "").isEmpty
                    && index.loadedClass(of: other, in: document).map { index.isClass($0, subclassOf: target) == true } ?? false
            }
            let identifiers = fitting.compactMap(\.storyboardIdentifier)
            if let best = identifier.flatMap({ Suggestions.closest(to: $0, in: identifiers) }) ?? (identifiers.count == 1 ? identifiers[0] : nil),
               let scene = fitting.first(where: { $0.storyboardIdentifier == best }) {
                suggestion = best
                related.append(RelatedLocation(document.location(of: scene), Self.sceneIs(best, withArticle(target))))
            }
        }
        let message = identifier.map { Self.wrongScene($0, storyboard: document.fileName, described: described, target: target, suggestion: suggestion) }
            ?? Self.wrongInitial(storyboard: document.fileName, described: described, target: target, suggestion: suggestion)
        return context.diagnostic(message, at: summary.file.location(cast.range), notes: notes, related: related,
                                  severity: CastFailure.severity(of: cast, context))
    }

    /// The storyboards the call may instantiate from: the one the code names, or for `self.storyboard`
    /// in a view controller, those holding a scene of its class (or a subclass).
    private func storyboardChoice(_ callIndex: Int, storyboard: (name: String, range: ByteRange?)?, in summary: SwiftFileSummary,
                                  index: ProjectIndex) -> StoryboardChoice? {
        let call = summary.calls[callIndex]
        if let storyboard {
            guard let documentIndex = index.uniqueDocument(named: storyboard.name, kind: .storyboard),
                  let range = storyboard.range,
                  let creation = summary.interfaceCalls.first(where: { $0.api == .storyboardInit && range.contains($0.literalRange.start) }),
                  index.loadsFromScannedBundle(creation, in: summary) else { return nil }
            return StoryboardChoice(documents: [documentIndex], evidence: [(LazyLocation(range, in: summary.file), Self.storyboardNamed)], notes: [])
        }
        // `storyboard` / `self.storyboard` of a view controller: the storyboard its scene came from.
        guard call.receiver == ["storyboard"] || call.receiver == ["self", "storyboard"], !call.context.isStatic,
              let className = index.className(enclosing: call.context.type, in: summary),
              ["UIViewController", "NSViewController", "NSWindowController"].contains(where: { index.isClass(className, subclassOf: $0) == true }),
              !shadowsStoryboard(callIndex, className: className, in: summary, index: index),
              let scenes = index.scenes(ofClassOrSubclassOf: className), !scenes.isEmpty else { return nil }
        let documents = Array(Set(scenes.map(\.document))).sorted()
        let names = documents.map { index.documents[$0].fileName }
        let evidence = scenes.prefix(3).map { scene in
            (place: index.documents[scene.document].place(ofElement: scene.controller), message: Self.sceneOf(className))
        }
        return StoryboardChoice(documents: documents, evidence: Array(evidence), notes: [Self.selfStoryboard(names, className: className)])
    }

    /// Whether `storyboard` in this code is something other than the view controller's property: a
    /// parameter, a local, a closure parameter, or a property of the project's own.
    private func shadowsStoryboard(_ callIndex: Int, className: String, in summary: SwiftFileSummary, index: ProjectIndex) -> Bool {
        let start = summary.calls[callIndex].range.start
        if summary.calls[callIndex].receiver == ["storyboard"] {
            let scopes = summary.codeScopes.filter { $0.bodyRange.contains(start) }
            guard !scopes.isEmpty else { return true }
            if scopes.contains(where: { ($0.declarationCounts["storyboard"] ?? 0) > 0 }) { return true }
        }
        return index.chains(of: className).contains { chain in
            chain.links.contains { link in
                if case .project(let projectClass) = link { return !projectClass.members(named: "storyboard").isEmpty }
                return false
            }
        }
    }

    /// The root view controller of a navigation controller scene (its `rootViewController` relationship).
    private func rootViewController(of controller: IBElement, in document: IBDocument, index: ProjectIndex) -> Int? {
        guard let controllerClass = index.loadedClass(of: controller, in: document),
              index.isClass(controllerClass, subclassOf: "UINavigationController") == true else { return nil }
        let roots = document.connections.filter { connection in
            connection.source == controller.index && connection.kind == .segue && connection.segueKind == "relationship"
                && document[connection.element]["relationship"] == "rootViewController"
        }
        guard roots.count == 1, let destination = roots[0].destination else { return nil }
        return document.elementsByID[destination]
    }

    // MARK: Messages

    private static func wrongScene(_ identifier: String, storyboard: String, described: String, target: String,
                                   suggestion: String?) -> String {
        let message = "Scene '\(identifier)' of \(storyboard) is \(described), not \(withArticle(target))"
        return suggestion.map { message + "; did you mean '\($0)'?" } ?? message
    }

    private static func wrongInitial(storyboard: String, described: String, target: String, suggestion: String?) -> String {
        let message = "The initial view controller of \(storyboard) is \(described), not \(withArticle(target))"
        return suggestion.map { message + "; did you mean scene '\($0)'?" } ?? message
    }

    private static func sceneIs(_ identifier: String?, _ described: String) -> String {
        identifier.map { "Scene '\($0)' is \(described)" } ?? "The initial view controller is \(described)"
    }

    private static func embedsTarget(_ target: String) -> String {
        "It is a navigation controller whose root view controller is \(withArticle(target)): cast its topViewController"
    }

    private static func rootIs(_ described: String) -> String {
        "Its root view controller is \(described)"
    }

    private static let storyboardNamed = "The storyboard is named here"

    private static func selfStoryboard(_ names: [String], className: String) -> String {
        let list = names.count == 1 ? names[0] : names.joined(separator: " or ")
        return "self.storyboard is \(list), where \(className)'s \(names.count == 1 ? "scene is" : "scenes are")"
    }

    private static func sceneOf(_ className: String) -> String {
        "\(className)'s scene"
    }
}
