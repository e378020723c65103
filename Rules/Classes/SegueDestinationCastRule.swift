import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift
import IBLintXML

/// A cast of `segue.destination` in `prepare(for:sender:)` that the segues it runs for cannot satisfy.
public struct SegueDestinationCastRule: Rule {
    public static let description = RuleDescription(
        id: "segue-destination-cast",
        name: "Segue destination cast",
        summary: "In `prepare(for:sender:)`, `segue.destination` is cast (`as!`, `as?`) to a class that the segue the code runs for does not lead to (often the controller inside a navigation controller).",
        rationale: """
            `prepare(for:sender:)` usually starts by casting the segue's destination to the screen it \
            configures. The storyboard decides what the destination is, and nothing checks the two against \
            each other: embed the screen in a navigation controller, point the segue at another scene or \
            reuse an identifier, and the cast no longer fits. A forced cast then stops the app the first time \
            the segue runs:

                Could not cast value of type 'UINavigationController' (0x1e2f4a0b8) to 'ShopApp.OrderDetailViewController' (0x104c1d2e0).

            and a conditional cast (`as?`) is always `nil`, so the destination is presented without the data \
            it needs, silently. The most common case is a segue that leads to a navigation controller: the \
            destination is the navigation controller itself, and the controller you want is its \
            `topViewController`: `(segue.destination as? UINavigationController)?.topViewController as? \
            OrderDetailViewController`.

            iblint reads which segues each cast runs for from the code around it: `if segue.identifier == \
            "showDetail"`, `guard segue.identifier == "x" else { return }`, `switch segue.identifier { case \
            "a", "b": … default: … }` (also through `let identifier = segue.identifier`), `||` and `&&` \
            between such tests, and `else` branches. A cast under none of them runs for every segue. The \
            segues are those of the scenes whose class is the method's class, or a subclass that does not \
            override `prepare(for:sender:)` again; a destination is the scene the segue points at (through \
            storyboard references), whose class is its Custom Class or the class its element stands for. \
            A forced cast (`as!`) is an error, a conditional one (`as?`) a warning.

            Reported: a cast under an identifier test when every segue with that identifier leads to a \
            class that is neither the cast's class nor a subclass of it; and a cast of any kind when no \
            segue it can run for leads to such a class. Not reported (unknown): identifiers iblint cannot \
            read (a constant, an enum's raw value), identifiers no segue of the class has, casts to a \
            protocol, a generic or a type alias, unwind segues, segues whose destination \
            is created by code (`@IBSegueAction`) or whose class or superclasses iblint cannot see, scenes \
            whose class chain leaves what iblint can see (they might be subclasses), segues of a custom class \
            that could replace the destination, a project that calls `prepare(for:sender:)` itself on another \
            object (forwarding segues to a child) or creates segues in code. A cast under no identifier test \
            is judged only when the scanned paths hold every storyboard of the project and all of them could \
            be read: another storyboard may have the segue that satisfies it.

            **Fix by hand:** cast to the class the segue leads to; for a navigation controller, cast it and \
            take its `topViewController`; or point the segue (or its identifier) at the scene the code expects.
            """,
        category: .classes,
        defaultSeverity: .error,
        concludesFromAbsence: true,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: SegueDestinationCastRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard index.documents.contains(where: { $0.kind == .storyboard }) else { return [] }
        // A finding sits at a cast and points only at storyboards (the segue, the destination scene): under
        // `--report-only` with no such storyboard reported, only the casts of reported files are looked at.
        let pointsAtReportedFile = context.reportsEveryFile || Self.mayPointAtReportedStoryboard(context)
        func mayReport(_ summary: SwiftFileSummary) -> Bool { pointsAtReportedFile || context.mayReport(summary.file.path) }
        guard index.swiftFiles.contains(where: { !$0.segueCasts.isEmpty && mayReport($0) }), !handsSeguesAround(index) else { return [] }
        // "No segue leads to T" needs every storyboard; "segue 'x' leads to U" needs only the one that says so.
        let holdsEveryStoryboard = index.project.allInterfaceFilesScanned && index.loadFailures.isEmpty
        var findings: [Diagnostic] = []
        var scenesByClass: [String: [SceneSegue]?] = [:]
        let seguesByScene = SeguesByScene(index: index)
        for summary in index.swiftFiles where !summary.segueCasts.isEmpty && mayReport(summary) {
            for cast in summary.segueCasts {
                if case .only = cast.identifiers {} else if !holdsEveryStoryboard { continue }
                guard let className = index.className(enclosing: cast.enclosingType, in: summary),
                      let target = CheckableClasses.plainClassName(cast.type), CheckableClasses.isCheckable(target, index: index) else { continue }
                if scenesByClass[className] == nil { scenesByClass[className] = segues(ofClass: className, index: index, seguesByScene: seguesByScene) }
                guard let segues = scenesByClass[className] ?? nil else { continue }
                let candidates = segues.filter { cast.identifiers.admits($0.identifier) }
                guard candidates.contains(where: \.isCertain) else { continue }
                var resolved: [(segue: SceneSegue, destination: Destination)] = []
                for segue in candidates {
                    guard let destination = destination(of: segue, index: index),
                          index.isClass(destination.className, subclassOf: target) == false else { resolved = []; break }
                    resolved.append((segue, destination))
                }
                guard !resolved.isEmpty else { continue }
                // `if let d = segue.destination as? T {…} else if let nav = segue.destination as? UINavigationController,
                // let d = nav.topViewController as? T {…}`: the conditional cast is one of two layouts the code
                // accepts on purpose, and the other one is the storyboard's.
                if !cast.isForced, wrapsTarget(resolved, target, index), castsToNavigationController(in: cast, summary) { continue }
                findings.append(finding(cast, in: summary, className: className, target: target, resolved: resolved, context: context))
            }
        }
        return findings
    }

    /// Under `--report-only`, whether a finding may point at a reported file: a storyboard with a segue
    /// (the segue), or one a storyboard reference leads into (the destination scene). A xib, or a storyboard
    /// with neither (a launch screen), is pointed at by none.
    static func mayPointAtReportedStoryboard(_ context: RuleContext) -> Bool {
        let index = context.index
        let reported = index.documents.filter { $0.kind == .storyboard && context.mayReport($0.path) }
        guard !reported.isEmpty else { return false }
        if reported.contains(where: { $0.connections.contains { $0.kind == .segue && $0.segueKind != "relationship" } }) { return true }
        let names = Set(reported.map { ProjectIndex.interfaceName(ofPath: $0.path) })
        return index.documents.contains { document in
            document.kind == .storyboard && document.elements.contains { element in
                element.isNamed("viewControllerPlaceholder")
                    && names.contains(element["storyboardName"] ?? ProjectIndex.interfaceName(ofPath: document.path))
            }
        }
    }

    // MARK: Segues

    /// A segue leaving a scene of the class (or of a subclass).
    private struct SceneSegue {
        var document: Int
        var element: Int
        var identifier: String?
        /// The class's own `prepare(for:sender:)` runs for it: the scene is of the class, or of a subclass
        /// that does not override the method (one that does may or may not call `super`).
        var isCertain: Bool
    }

    /// Where a segue leads.
    private struct Destination {
        var document: Int
        var element: Int
        var className: String
        /// For a navigation controller: the class of its root view controller, when known.
        var rootClassName: String?
    }

    /// The segues that leave each scene (relationship segues, such as a navigation controller's root,
    /// never reach `prepare(for:sender:)`), gathered once per run.
    private struct SeguesByScene {
        struct Key: Hashable { var document: Int; var scene: Int }
        struct Segue { var order: Int; var element: Int; var identifier: String? }
        var segues: [Key: [Segue]] = [:]

        init(index: ProjectIndex) {
            var order = 0
            for (documentIndex, document) in index.documents.enumerated() where document.kind == .storyboard {
                for connection in document.connections where connection.kind == .segue && connection.segueKind != "relationship" {
                    guard let scene = document.scene(containing: connection.element) else { continue }
                    let identifier = connection.identifier.flatMap { $0.isEmpty ? nil : $0 }
                    segues[Key(document: documentIndex, scene: scene), default: []]
                        .append(Segue(order: order, element: connection.element, identifier: identifier))
                    order += 1
                }
            }
        }
    }

    /// The segues of the scenes whose class is `className` or a subclass, in document order; `nil` when a
    /// scene's class chain leaves what iblint sees (it might be a subclass).
    private func segues(ofClass className: String, index: ProjectIndex, seguesByScene: SeguesByScene) -> [SceneSegue]? {
        guard let scenes = index.storyboardScenes(ofClassOrSubclassOf: className, among: .projectResolvable) else { return nil }
        var overrides: [String: Bool] = [:]
        var found: [(order: Int, segue: SceneSegue)] = []
        for scene in scenes {
            guard let segues = seguesByScene.segues[SeguesByScene.Key(document: scene.document, scene: scene.scene)] else { continue }
            let isCertain: Bool
            if let known = overrides[scene.className] { isCertain = !known } else {
                let overridden = overridesPrepare(scene.className, below: className, index: index)
                overrides[scene.className] = overridden
                isCertain = !overridden
            }
            for segue in segues {
                found.append((segue.order, SceneSegue(document: scene.document, element: segue.element, identifier: segue.identifier, isCertain: isCertain)))
            }
        }
        return found.sorted { $0.order < $1.order }.map(\.segue)
    }

    /// Whether a class between `sceneClass` (included) and `className` (excluded) declares `prepare(for:sender:)`.
    private func overridesPrepare(_ sceneClass: String, below className: String, index: ProjectIndex) -> Bool {
        let ancestor = className.split(separator: ".").last.map(String.init) ?? className
        guard let chain = index.chains(of: sceneClass).first else { return true }
        for link in chain.links {
            guard case .project(let projectClass) = link, projectClass.name != ancestor else { return false }
            if index.swiftFunctions(of: projectClass).contains(where: { $0.function.isPrepareForSegue }) { return true }
            if projectClass.language == .objc { return true }
        }
        return false
    }

    /// The scene a segue leads to and its class; `nil` when iblint cannot tell (an unwind segue, a destination
    /// created by code, a custom segue class that could replace it, a class from another module).
    private func destination(of segue: SceneSegue, index: ProjectIndex) -> Destination? {
        let document = index.documents[segue.document]
        let element = document[segue.element]
        guard element["kind"] != "unwind", element["destinationCreationSelector"] == nil,
              let destinationID = element["destination"], let target = document.elementsByID[destinationID] else { return nil }
        if let segueClass = element.customClass, !segueClass.isEmpty {
            let classes = index.projectClasses(named: segueClass)
            guard !classes.isEmpty, classes.allSatisfy({ $0.language == .swift && $0.isFullyUnderstood }),
                  !classes.contains(where: { projectClass in
                      index.swiftFunctions(of: projectClass).contains { $0.function.kind == .initializer }
                          || projectClass.members.contains { $0.name == "destination" || $0.name == "destinationController" }
                  }) else { return nil }
        }
        guard let (destinationDocument, destinationElement) = resolve(target, in: segue.document, index: index) else { return nil }
        let destinationDocumentValue = index.documents[destinationDocument]
        let controller = destinationDocumentValue.elements[destinationElement]
        guard index.mayResolveInProject(controller) || FrameworkCatalog.class(named: controller.customClass ?? "") != nil,
              let className = index.className(of: controller, in: destinationDocumentValue) else { return nil }
        var root: String?
        if index.isClass(className, subclassOf: "UINavigationController") == true {
            let rootSegue = destinationDocumentValue.connections.first {
                $0.kind == .segue && $0.source == destinationElement && destinationDocumentValue[$0.element]["relationship"] == "rootViewController"
            }
            if let rootID = rootSegue?.destination, let rootIndex = destinationDocumentValue.elementsByID[rootID],
               let (rootDocument, rootElement) = resolve(rootIndex, in: destinationDocument, index: index) {
                let rootController = index.documents[rootDocument].elements[rootElement]
                root = index.className(of: rootController, in: index.documents[rootDocument])
            }
        }
        return Destination(document: destinationDocument, element: destinationElement, className: className, rootClassName: root)
    }

    /// A storyboard reference (`viewControllerPlaceholder`) followed to the scene it names; anything else as is.
    private func resolve(_ element: Int, in documentIndex: Int, index: ProjectIndex) -> (Int, Int)? {
        let document = index.documents[documentIndex]
        let placeholder = document.elements[element]
        guard placeholder.name == "viewControllerPlaceholder" else { return (documentIndex, element) }
        guard placeholder["bundleIdentifier"] == nil else { return nil }
        let name = placeholder["storyboardName"] ?? ProjectIndex.interfaceName(ofPath: document.path)
        let matches = (index.documentIndicesByName[name] ?? []).filter { index.documents[$0].kind == .storyboard }
        guard matches.count == 1 else { return nil }
        let other = index.documents[matches[0]]
        let found: Int?
        if let identifier = placeholder["referencedIdentifier"] {
            let controllers = other.sceneControllers.filter { $0.storyboardIdentifier == identifier }
            found = controllers.count == 1 ? controllers[0].index : nil
        } else {
            found = other.initialViewController.flatMap { other.elementsByID[$0] }
        }
        guard let found, other.elements[found].name != "viewControllerPlaceholder" else { return nil }
        return (matches[0], found)
    }

    /// Some segue leads to a navigation controller whose root view controller is the cast's class.
    private func wrapsTarget(_ resolved: [(segue: SceneSegue, destination: Destination)], _ target: String, _ index: ProjectIndex) -> Bool {
        resolved.contains { entry in entry.destination.rootClassName.map { index.isClass($0, subclassOf: target) == true } ?? false }
    }

    /// The same method also casts the destination to a navigation controller (to look inside it).
    private func castsToNavigationController(in cast: SwiftSegueCast, _ summary: SwiftFileSummary) -> Bool {
        summary.segueCasts.contains { other in
            other.enclosingType == cast.enclosingType && other.function == cast.function
                && CheckableClasses.plainClassName(other.type) == "UINavigationController"
        }
    }

    /// The project calls `prepare(for:sender:)` on another object (a container forwarding its segues to a
    /// child), or creates segues in code: a method then runs for segues no scene of its class has.
    private func handsSeguesAround(_ index: ProjectIndex) -> Bool {
        index.swiftFiles.contains { summary in
            // A call's name and labels are words of its file: the others' calls are not even read (from
            // the cache, they are decoded on first use).
            guard summary.mayMention("prepare") || summary.mayMention("UIStoryboardSegue") || summary.mayMention("NSStoryboardSegue")
                    || (summary.mayMention("identifier") && summary.mayMention("destination")) else { return false }
            return summary.calls.contains { call in
                let arguments = call.arguments
                return (call.name == "prepare" && arguments.first?.label == "for" && call.receiver != ["super"])
                    || call.name == "UIStoryboardSegue" || call.name == "NSStoryboardSegue"
                    || (arguments.count >= 3 && arguments[0].label == "identifier" && arguments[1].label == "source"
                        && arguments[2].label == "destination")
            }
        } || index.objcFiles.contains {
            // Only a file whose words hold the name is searched (one the cache trusted unread stays unread).
            $0.text.words.contains("prepareForSegue") && Self.sendsPrepareForSegue($0.file.bytes)
        }
    }

    /// `[child prepareForSegue:segue sender:sender]` in Objective-C: a message to anything but `super` (a
    /// declaration `- (void)prepareForSegue:` has a `)` before the name).
    static func sendsPrepareForSegue(_ bytes: [UInt8]) -> Bool {
        let name = Array("prepareForSegue:".utf8)
        for offset in CodeText.occurrences(of: "prepareForSegue", in: bytes) where offset + name.count <= bytes.count {
            guard Array(bytes[offset..<(offset + name.count)]) == name else { continue }
            var k = offset - 1
            while k >= 0, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") || bytes[k] == UInt8(ascii: "\n") { k -= 1 }
            guard k >= 0, bytes[k] != UInt8(ascii: ")") else { continue }
            var start = k
            while start > 0, bytes[start - 1].isIdentifierByte { start -= 1 }
            if String(decoding: bytes[start...k], as: UTF8.self) != "super" { return true }
        }
        return false
    }

    // MARK: Reporting

    private func finding(_ cast: SwiftSegueCast, in summary: SwiftFileSummary, className: String, target: String,
                         resolved: [(segue: SceneSegue, destination: Destination)], context: RuleContext) -> Diagnostic {
        let index = context.index
        let castText = summary.file.text(cast.range).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let identifiers = Array(Set(resolved.compactMap(\.segue.identifier))).sorted()
        let isGuarded: Bool
        if case .only = cast.identifiers { isGuarded = true } else { isGuarded = false }
        let destinationClasses = orderedUnique(resolved.map(\.destination.className))
        let wrapping = resolved.first { entry in wrapsTarget([entry], target, index) }
        let message: String
        if isGuarded, !identifiers.isEmpty {
            message = Self.guardedCast(castText, isForced: cast.isForced, identifiers: identifiers, destinations: destinationClasses)
        } else {
            var excluded: [String] = []
            if case .except(let set) = cast.identifiers { excluded = set.sorted() }
            message = Self.unsatisfiableCast(castText, isForced: cast.isForced, className: className, except: excluded)
        }
        var notes: [String] = []
        if cast.isForced {
            notes.append(Self.castTraps(from: destinationClasses[0], to: target))
        } else {
            notes.append(Self.configurationNeverRuns(target))
        }
        if let wrapping {
            notes.append(Self.navigationRoot(identifier: wrapping.segue.identifier, root: wrapping.destination.rootClassName ?? target))
            notes.append(Self.useTopViewController())
        } else if !isGuarded {
            var excluded: [String] = []
            if case .except(let set) = cast.identifiers { excluded = set.sorted() }
            notes.append(Self.seguesLeadTo(className, destinations: destinationClasses, count: resolved.count, besides: excluded))
        }
        var related: [RelatedLocation] = []
        for entry in resolved.prefix(3) {
            let document = index.documents[entry.segue.document]
            related.append(RelatedLocation(document.location(ofElement: entry.segue.element),
                                           Self.segueLeads(entry.segue.identifier, to: entry.destination.className)))
        }
        // One destination: point at its scene too, where its class (or the missing Custom Class) shows.
        if resolved.count == 1, let entry = resolved.first {
            let document = index.documents[entry.destination.document]
            let scene = document.elements[entry.destination.element]
            related.append(RelatedLocation(document.location(of: scene), Self.destinationScene(scene, entry.destination.className)))
        }
        return context.diagnostic(message, at: summary.file.location(cast.range), notes: notes, related: related,
                                  severity: cast.isForced ? nil : min(context.severity, .warning))
    }

    private func orderedUnique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    // MARK: Messages

    private static func outcome(_ isForced: Bool) -> String { isForced ? "crashes" : "is always nil" }

    private static func guardedCast(_ cast: String, isForced: Bool, identifiers: [String], destinations: [String]) -> String {
        let segues = identifiers.count == 1 ? "segue '\(identifiers[0])'" : "segues " + identifiers.map { "'\($0)'" }.joined(separator: ", ")
        let leads = identifiers.count == 1 ? "which leads to" : "which lead to"
        return "'\(cast)' \(outcome(isForced)) for \(segues), \(leads) \(list(destinations.map(withArticle)))"
    }

    /// `except`: the identifiers the code around the cast has ruled out (an `else`, a `default:`).
    private static func unsatisfiableCast(_ cast: String, isForced: Bool, className: String, except: [String]) -> String {
        "'\(cast)' \(outcome(isForced)): no \(except.isEmpty ? "" : "other ")segue of \(className) leads to one"
    }

    private static func castTraps(from source: String, to target: String) -> String {
        "Swift stops the app with \"Could not cast value of type '\(source)' (0x…) to '\(target)' (0x…)\""
    }

    private static func configurationNeverRuns(_ target: String) -> String {
        "The code that configures \(withArticle(target)) never runs"
    }

    private static func navigationRoot(identifier: String?, root: String) -> String {
        "\(identifier.map { "Segue '\($0)'" } ?? "The segue") leads to a navigation controller whose root view controller is \(withArticle(root))"
    }

    private static func useTopViewController() -> String {
        "destination is the navigation controller; use (segue.destination as? UINavigationController)?.topViewController"
    }

    /// `besides`: the identifiers the code has ruled out, whose segues are not counted.
    private static func seguesLeadTo(_ className: String, destinations: [String], count: Int, besides: [String]) -> String {
        let subject = count == 1 ? "\(className)'s one \(besides.isEmpty ? "" : "other ")segue leads"
            : "\(className)'s \(count) \(besides.isEmpty ? "" : "other ")segues lead"
        let prefix = besides.isEmpty ? "" : "Besides " + list(besides.map { "'\($0)'" }) + ", "
        return "\(prefix)\(subject) to \(list(destinations.map(withArticle)))"
    }

    private static func destinationScene(_ scene: IBElement, _ className: String) -> String {
        let title = scene.userLabel ?? scene["title"]
        let name = title.map { "the '\($0)' scene" } ?? "the destination scene"
        let generic: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController", "NSViewController"]
        return scene.customClass == nil && generic.contains(className)
            ? "\(name) has no Custom Class: it is a plain \(className)" : "\(name) is \(withArticle(className))"
    }

    private static func segueLeads(_ identifier: String?, to className: String) -> String {
        "\(identifier.map { "segue '\($0)'" } ?? "this segue") leads to \(withArticle(className))"
    }

    /// "a", "a and b", "a, b and c", "a, b, c and 2 more".
    private static func list(_ items: [String]) -> String {
        let shown = items.count > 3 ? Array(items.prefix(3)) + ["\(items.count - 3) more"] : items
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}
