import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// `loadNibNamed(…)?.first as! T` (and `UINib(…).instantiate(withOwner:)[i] as? T`) where that top-level
/// object of the nib is not a `T`.
public struct NibTopLevelCastRule: Rule {
    public static let description = RuleDescription(
        id: "nib-top-level-cast",
        name: "Nib top-level object cast",
        summary: "A top-level object taken from a loaded nib (`loadNibNamed(…)?.first`, `instantiate(withOwner:)[i]`) is cast to a class the nib's object neither has nor inherits from (`as!` crashes: an error; `as?` yields nil: a warning).",
        rationale: """
            `Bundle.main.loadNibNamed("RatingView", owner: nil)` and `UINib(nibName:bundle:).instantiate(withOwner:)` \
            return the nib's top-level objects as `[Any]`, in the order the xib lists them (File's Owner and \
            First Responder are not among them: they are placeholders the caller passes in). Code picks one \
            with `.first`, `.last` or `[i]` and casts it to the class it expects. Nothing checks that cast \
            against the xib; when the object's class differs, the line fails every time it runs:

                Could not cast value of type 'UIView' (0x10f3a1d70) to 'Demo.RatingView' (0x10c9b3a58).

            with `as!` (a crash, hence an error), or `as?` yields `nil` and the view silently never appears \
            (a warning).

            The usual causes: the root view's Custom Class was never set (it is a plain `UIView`), the \
            objects were reordered (a gesture recognizer or a second view dragged to the top level comes \
            first), or the cast names the class of File's Owner. That last one is the classic mix-up of the \
            two ways to load a custom view: either the root view's class is the custom class and the nib is \
            loaded with `owner: nil` and cast, or File's Owner's class is the custom class, the view loads the \
            nib with `owner: self`, and adds the (plain `UIView`) root as a subview. Casting that root to \
            the owner's class mixes the two.

            iblint reports only what it is sure of; these are unknown and never reported:

            * the name is not a string iblint can resolve, the bundle is not one whose files it scans, or the \
            project has no xib of that name, or several (localized copies, `~ipad` variants);
            * the object's class is of another module, or a class whose superclass chain leaves what iblint \
            sees; the cast names a protocol, a generic parameter, `Self`, a type alias, or a class iblint \
            does not know;
            * the index is past the nib's last object (a different crash), and macOS nibs, whose \
            `instantiate(withOwner:topLevelObjects:)` lists objects in no documented order.

            **Fix by hand:** set the object's Custom Class in the Identity inspector, take the right object \
            (the message suggests its index when the nib has one of that class), or cast to the class the \
            object has. For a view loaded with `owner: self`, cast the root to `UIView` and add it as a \
            subview.
            """,
        category: .identifiers,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: NibTopLevelCastRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        var reported: Set<String> = []
        for summary in index.swiftFiles {
            for call in summary.interfaceCalls where call.api == .loadNibNamed || call.api == .nibInit {
                guard let finding = check(call, in: summary, context: context),
                      reported.insert("\(finding.location)|\(finding.message)").inserted else { continue }
                findings.append(finding)
            }
        }
        return findings
    }

    // MARK: Helpers

    private func check(_ call: SwiftInterfaceCall, in summary: SwiftFileSummary, context: RuleContext) -> Diagnostic? {
        let index = context.index
        // Under `--report-only`: a finding sits at the cast and points only at the xib the call names, so a
        // call in a file not reported counts only when that xib is reported (and its file's calls are then
        // not decoded: 58 M instructions of scale 10's pre-commit run).
        if !context.mayReport(summary.file.path) {
            guard !call.literal.isEmpty, let documentIndex = index.uniqueDocument(named: call.literal, kind: .xib),
                  context.mayReport(index.documents[documentIndex].path) else { return nil }
        }
        guard let loadIndex = call.call, summary.calls.indices.contains(loadIndex),
              let castIndex = call.api == .loadNibNamed ? loadIndex : summary.nibInstantiation(of: loadIndex),
              let cast = summary.calls[castIndex].cast, let target = index.castTargetClass(cast),
              !call.literal.isEmpty, index.loadsFromScannedBundle(call, in: summary),
              let documentIndex = index.uniqueDocument(named: call.literal, kind: .xib) else { return nil }
        let document = index.documents[documentIndex]
        guard document.platform == .iOS || document.platform == .tvOS else { return nil }
        let objects = document.topLevelObjects
        guard let position = Self.position(cast.element, count: objects.count), objects.indices.contains(position) else { return nil }
        let object = objects[position]
        guard let objectClass = index.loadedClass(of: object, in: document), index.castFails(objectClass, to: target) else { return nil }

        let hasCustomClass = !(object.customClass ?? "").isEmpty
        let which = Self.which(cast.element, position: position)
        var notes = [CastFailure.consequence(of: cast, from: objectClass, to: target)]
        var related = [RelatedLocation(document.location(of: object), Self.objectIs(which, CastFailure.described(objectClass, hasCustomClass: hasCustomClass)))]
        var suggestion: String?
        if let owner = document.filesOwner, let ownerClass = owner.customClass, !hasCustomClass,
           ownerClass == target || index.isClass(ownerClass, subclassOf: target) == true {
            // The File's Owner mix-up: the cast names the owner's class, but the root is the owner's plain content view.
            notes.append(Self.ownerHasTheClass(ownerClass))
            related.append(RelatedLocation(document.location(of: owner), Self.ownerIs(ownerClass)))
        } else if let other = objects.indices.first(where: { $0 != position
                    && index.loadedClass(of: objects[$0], in: document).map { index.isClass($0, subclassOf: target) == true } ?? false }) {
            suggestion = Self.element(forPosition: other, count: objects.count)
            related.append(RelatedLocation(document.location(of: objects[other]), Self.objectIs(Self.which(suggestion!, position: other), withArticle(target))))
        }
        return context.diagnostic(
            Self.wrongObject(which, nib: document.fileName, objectClass: objectClass, hasCustomClass: hasCustomClass,
                             target: target, suggestion: suggestion),
            at: summary.file.location(cast.range), notes: notes, related: related,
            severity: CastFailure.severity(of: cast, context))
    }

    /// The position `.first`, `.last` or `[i]` picks from `count` objects.
    static func position(_ element: String, count: Int) -> Int? {
        switch element {
        case "first": return 0
        case "last": return count - 1
        default:
            guard element.hasPrefix("["), element.hasSuffix("]") else { return nil }
            return Int(element.dropFirst().dropLast())
        }
    }

    /// How code would pick the object at `position`: `first`, `[1]`, `last`.
    static func element(forPosition position: Int, count: Int) -> String {
        position == 0 ? "first" : position == count - 1 && count > 2 ? "last" : "[\(position)]"
    }

    /// "The first top-level object", "Top-level object [2]", "The last top-level object".
    static func which(_ element: String, position: Int) -> String {
        switch element {
        case "first": return "The first top-level object"
        case "last": return "The last top-level object"
        default: return "Top-level object [\(position)]"
        }
    }

    // MARK: Messages

    private static func wrongObject(_ which: String, nib: String, objectClass: String, hasCustomClass: Bool,
                                    target: String, suggestion: String?) -> String {
        let message = "\(which) of \(nib) is \(CastFailure.described(objectClass, hasCustomClass: hasCustomClass)), not \(withArticle(target))"
        return suggestion.map { message + "; did you mean \($0.hasPrefix("[") ? $0 : "." + $0)?" } ?? message
    }

    private static func ownerHasTheClass(_ ownerClass: String) -> String {
        "\(ownerClass) is File's Owner's class: load with owner: self and add the root view as a subview"
    }

    private static func objectIs(_ which: String, _ described: String) -> String {
        "\(which) is \(described)"
    }

    private static func ownerIs(_ ownerClass: String) -> String {
        "File's Owner is \(ownerClass)"
    }
}
