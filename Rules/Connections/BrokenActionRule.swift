import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An action connection whose selector the receiving object's class does not implement.
public struct BrokenActionRule: Rule {
    public static let description = RuleDescription(
        id: "broken-action",
        name: "Broken action",
        summary: "An action connection names a selector the receiving object's class does not implement as @IBAction or @objc.",
        rationale: """
            An action connection is a selector name stored in the interface file (`checkoutTapped:`) plus the \
            object that receives it. When the control fires, UIKit sends that selector to the receiver with \
            the Objective-C runtime. If the receiver's class has no such method, or declares it without \
            `@IBAction`/`@objc` (so the runtime cannot see it), the app crashes at that moment:

                *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
            '-[ShopApp.CartViewController checkoutTaped:]: unrecognized selector sent to instance 0x…'

            Xcode builds the project happily: the selector lives in the interface file, the method in Swift, \
            and nothing checks the two against each other. This usually happens after renaming an \
            `@IBAction` in code (or changing its parameter labels, which changes the selector: \
            `tapped(_:)` is `tapped:`, `tapped(sender:)` is `tappedWithSender:`) without reconnecting it.

            Actions sent to **First Responder** have no fixed receiver: the responder chain is searched at \
            run time. They are checked against every `@IBAction`/`@objc` method of the project and the \
            framework's standard actions (`copy:`, `undo:`, `performClose:`…); when nothing implements the \
            selector, no receiver is ever found and the control silently does nothing (on macOS its menu \
            item stays disabled).

            iblint follows superclasses and extensions, computes selectors as the Swift compiler does \
            (`@objc(name:)` wins), and treats overrides of framework methods as visible to the runtime. \
            When the receiver's class, or one of its superclasses, is outside what iblint can see (another \
            module, code it could not parse), nothing is reported.

            **Subclasses.** When the receiver's class lacks the selector but a project subclass of it implements \
            it, the object may be of that subclass at run time. File's Owner and other placeholders are whatever \
            object the loading code passes, often a subclass: nothing is reported for them. An object the file \
            creates is of the class the file names unless its class is swapped (`object_setClass`) or a \
            creator block returns a subclass (`instantiateViewController(identifier:creator:)`): that finding is \
            a warning, without a fix.

            **Actions that are never sent.** A bar button item has room for one target and action; when it \
            also triggers a segue, the storyboard gives them to the segue, so the item's `<action>` connection \
            is never sent. A broken action on such an item cannot crash: it is reported as a warning that the \
            segue shadows the action, with removing the connection as the fix. Buttons and other controls keep \
            every target they are given and send both the action and the segue, so a broken action there stays \
            an error. A gesture recognizer that no view lists in its `gestureRecognizers` outlet collection, and \
            that no outlet hands to code (which could attach it with `addGestureRecognizer`), never recognizes \
            anything: its actions are not checked.

            **Fix by hand:** in Interface Builder, open the Connections inspector of the control, remove the \
            action marked with a warning triangle and connect the renamed method again; or restore the method \
            in code, with `@IBAction`. `iblint --fix --unsafe-fixes` renames the connection when exactly one \
            method of the receiver is a close match that accepts the sender, adds `@IBAction` to a method the \
            runtime cannot see, and otherwise removes the dangling connection.
            """,
        category: .connections,
        defaultSeverity: .error,
        concludesFromAbsence: true,
        fix: .sometimes(.unsafe),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: BrokenActionRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.nibOwnerLoads]

    public static let asksWhichFindingsMayBeReported = true

    /// Reads the project's subclasses, for actions only a subclass implements: among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        if context.reportsEveryFile { index.willAskForEveryNibsOwnerLoads() }
        let facts = index.sourceText
        // Every exposed selector of the project, for actions sent to First Responder: prepared on the first
        // such action (most projects have none), not per action.
        var responder: ResponderCandidates?
        var findings: [Diagnostic] = []
        for document in index.documents where context.mayReportFindings(of: document) {
            let isMacOS = document.platform == .macOS
            let fileName = document.fileName
            for connection in document.connections where connection.kind == .action {
                guard let selector = connection.selector, !selector.isEmpty, let destinationID = connection.destination else { continue }
                let tag = document[connection.element]
                // Made for a finding only: most connections have none, and a file the cache trusted unread is
                // read for its lines only when one is made.
                lazy var location = document.location(of: tag)
                let sender = document[connection.source]
                let senderClass = index.className(of: sender, in: document)
                // A recognizer no view holds never recognizes anything, so its actions are never sent.
                if sender.isGestureRecognizer, document.platform != .macOS, !document.mayAttachGestureRecognizer(sender) { continue }
                // A bar button item that triggers a segue never sends its action: whatever is wrong with the
                // action cannot crash, and the finding says so instead.
                let shadowingSegue = document.segueReplacesAction(of: sender)
                // `notes` say what happens when the action is sent; `evidence`, why the receiver is what it is.
                func report(_ message: String, notes: [String], evidence: [String] = [], shadowed reason: String,
                            related: [RelatedLocation] = [], fix: Fix?) {
                    if shadowingSegue {
                        findings.append(context.diagnostic(
                            Self.shadowedBySegue(selector, sender: sender.readableName()),
                            at: location, notes: [Self.cannotCrash(reason)] + evidence, related: related,
                            fix: removal(of: tag, in: document), severity: min(context.severity, .warning)))
                    } else {
                        findings.append(context.diagnostic(message, at: location, notes: notes + evidence, related: related, fix: fix))
                    }
                }

                guard let destinationIndex = document.elementsByID[destinationID] else {
                    report(Self.missingReceiver(selector, sender: sender.readableName(), receiverID: destinationID, fileName: fileName),
                           notes: [Self.connectAgain()], shadowed: Self.receiverMissing(destinationID),
                           fix: removal(of: tag, in: document))
                    continue
                }
                let destination = document[destinationIndex]

                if destination.isFirstResponder {
                    // Checked against every method of the project: only when the scan holds all of it.
                    guard index.hasSourceCode, index.scanHoldsWholeProject, index.exposedProjectSelectors[selector] == nil,
                          !FrameworkCatalog.standardResponderActions(isMacOS: isMacOS).contains(selector) else { continue }
                    let unexposed = index.unexposedMethods(withSelector: selector)
                    if let member = unexposed.first {
                        let fix = unexposed.count == 1 ? addIBAction(to: member) : nil
                        report(Self.responderMethodWithoutIBAction(selector, method: member.name, owner: member.owner),
                               notes: [Self.responderChainMisses(sender: sender.readableName())] + (fix == nil ? [Self.addIBActionByHand()] : []),
                               shadowed: Self.lacksIBAction(member.name),
                               related: [RelatedLocation(member.location, Self.declaredWithoutIBAction(member.name))],
                               fix: fix)
                        continue
                    }
                    // The name written anywhere in code (a call, a declaration iblint did not understand)
                    // means it may exist: unknown.
                    guard !facts.isWrittenAnywhere(SourceTextFacts.baseName(ofSelector: selector)) else { continue }
                    if responder?.isMacOS != isMacOS { responder = ResponderCandidates(index: index, isMacOS: isMacOS) }
                    let (suggestion, fix) = repair(selector, tag: tag, candidates: responder!.candidates, spelling: responder!.spelling,
                                                   senderClass: senderClass, index: index, document: document)
                    report(Self.noResponder(selector, suggestion: suggestion),
                           notes: [Self.noImplementation(selector, isMacOS: isMacOS), Self.noReceiver(sender: sender.readableName())],
                           shadowed: Self.noClassImplements(), fix: fix)
                    continue
                }

                if isMacOS, destination.isMacApplicationPlaceholder { continue }
                // A File's Owner without a class is checked against the one class that loads the xib as its owner.
                let runtimeOwner = index.runtimeClassOfClasslessFilesOwner(destination, in: document)
                guard let className = runtimeOwner?.className ?? index.className(of: destination, in: document) else { continue }
                let ownerEvidence = runtimeOwner.map { classlessOwnerEvidence($0.className, loads: $0.loads, fileName: fileName) }
                let includeProject = index.mayResolveInProject(destination)
                switch index.lookupSelector(selector, inClass: className, includeProject: includeProject) {
                case .found, .unknown:
                    continue
                case .notExposed(let member):
                    let fix = addIBAction(to: member)
                    report(Self.methodWithoutIBAction(selector, method: member.name, owner: member.owner),
                           notes: [Self.consequence(isMacOS: isMacOS, sender: sender.readableName())] + (fix == nil ? [Self.addIBActionByHand()] : []),
                           evidence: ownerEvidence?.notes ?? [], shadowed: Self.lacksIBAction(member.name),
                           related: [RelatedLocation(member.location, Self.declaredWithoutIBAction(member.name))] + (ownerEvidence?.related ?? []),
                           fix: fix)
                case .missing:
                    // Code the scanner skipped may declare it; and a standard framework action may be implemented
                    // by a framework class other than the one iblint's table lists it on.
                    guard !facts.identifiersInUnparsedCode.contains(SourceTextFacts.baseName(ofSelector: selector)),
                          !FrameworkCatalog.standardResponderActions(isMacOS: isMacOS).contains(selector) else { continue }
                    // A subclass implements it: the object may be of that subclass at run time. File's Owner and
                    // other placeholders are whatever object the loading code passes (often a subclass): unknown.
                    // A decoded object is of the class the file names unless its class is swapped: a warning.
                    let implementers = index.subclasses(of: className, implementing: selector)
                    if let subclass = implementers.first {
                        guard destination.name != "placeholder", !destination.isFilesOwner, !shadowingSegue else { continue }
                        findings.append(context.diagnostic(
                            Self.onlySubclassImplements(selector, className: className, subclass: subclass.name),
                            at: location,
                            notes: [Self.unlessSubclass(subclass.name, isMacOS: isMacOS, sender: sender.readableName())],
                            related: [RelatedLocation(subclass.location, Self.subclassImplements(subclass.name, selector))],
                            severity: min(context.severity, .warning)))
                        continue
                    }
                    let candidates = index.actionCandidates(inClass: className, includeProject: includeProject)
                    let (suggestion, fix) = repair(selector, tag: tag, candidates: candidates, senderClass: senderClass,
                                                   index: index, document: document)
                    report(Self.missingAction(selector, className: className, suggestion: suggestion),
                           notes: [Self.consequence(isMacOS: isMacOS, sender: sender.readableName())],
                           evidence: ownerEvidence?.notes ?? [], shadowed: Self.hasNoSuchMethod(className),
                           related: index.relatedClassLocation(className, Self.classDeclaredHere(className)) + (ownerEvidence?.related ?? []),
                           fix: fix)
                }
            }
        }
        return findings
    }

    // MARK: Helpers

    /// The closest selector for the message, and the fix: rename to the single close match that accepts
    /// the sender, else remove the connection.
    /// The selectors an action sent to First Responder could have meant: every one the project exposes
    /// to Objective-C (with the first method of each, by position) and the standard responder actions.
    private struct ResponderCandidates {
        let isMacOS: Bool
        let candidates: [(selector: String, member: ClassMember?)]
        let spelling: SpellingIndex

        init(index: ProjectIndex, isMacOS: Bool) {
            self.isMacOS = isMacOS
            candidates = index.exposedProjectSelectors.map { ($0.key, $0.value.first) }
                + FrameworkCatalog.standardResponderActions(isMacOS: isMacOS).map { ($0, nil as ClassMember?) }
            spelling = SpellingIndex(BrokenActionRule.suggestable(candidates.map(\.selector)))
        }
    }

    /// Selectors worth suggesting: at most two arguments.
    private static func suggestable(_ selectors: [String]) -> [String] {
        selectors.filter { $0.filter { $0 == ":" }.count <= 2 }
    }

    private func repair(_ selector: String, tag: IBElement, candidates: [(selector: String, member: ClassMember?)],
                        spelling: SpellingIndex? = nil, senderClass: String?, index: ProjectIndex,
                        document: IBDocument) -> (String?, Fix?) {
        let suggestion: String?, close: [String]
        if let spelling {
            (suggestion, close) = spelling.suggestions(for: selector)
        } else {
            let names = Self.suggestable(candidates.map(\.selector))
            (suggestion, close) = (Suggestions.closest(to: selector, in: names), Suggestions.closeMatches(to: selector, in: names))
        }
        if close.count == 1, let match = close.first {
            let accepting = candidates.filter { $0.selector == match }.allSatisfy { candidate in
                guard let member = candidate.member else { return true }  // framework actions take `id`
                return index.actionParameter(member.firstParameterType, accepts: senderClass)
            }
            if accepting, let attribute = tag.attribute("selector"),
               let edit = InterfaceEdits.setValue(of: attribute, to: match, in: document) {
                return (suggestion, Fix(title: "Connect the action to '\(match)'", edits: [edit], applicability: .unsafe))
            }
        }
        return (suggestion, removal(of: tag, in: document))
    }

    /// Removes the connection, and its `<connections>` block when it was the only one.
    /// None when the connection was not located.
    private func removal(of tag: IBElement, in document: IBDocument) -> Fix? {
        InterfaceEdits.removeConnection(tag, in: document).map {
            Fix(title: "Remove the action connection", edits: [$0], applicability: .unsafe)
        }
    }

    /// Inserts `@IBAction ` at the start of a Swift method's declaration.
    private func addIBAction(to member: ClassMember) -> Fix? {
        guard case .swiftFunction(let index, let site) = member.declaration else { return nil }
        let file = site.file
        let start = site.function(at: index).range.start
        return Fix(title: "Add @IBAction to '\(member.name)'",
                   edits: [Edit(in: file, range: ByteRange(start: start, end: start), replacement: "@IBAction ")],
                   applicability: .unsafe)
    }

    // MARK: Messages

    private static func missingReceiver(_ selector: String, sender: String, receiverID: String, fileName: String) -> String {
        "Action '\(selector)' of \(sender) is sent to object '\(receiverID)', which is not in \(fileName)"
    }

    private static func connectAgain() -> String {
        "If the action is still needed, connect it again in Interface Builder"
    }

    private static func responderMethodWithoutIBAction(_ selector: String, method: String, owner: String) -> String {
        "Action '\(selector)' goes to First Responder, but '\(method)' of \(owner) lacks @IBAction"
    }

    private static func responderChainMisses(sender: String) -> String {
        "The responder chain finds only methods the Objective-C runtime can see, so \(sender) does nothing"
    }

    private static func addIBActionByHand() -> String {
        "Add @IBAction to the method that should receive it"
    }

    private static func noResponder(_ selector: String, suggestion: String?) -> String {
        var message = "Action '\(selector)' goes to First Responder, but no class implements it"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }

    private static func noImplementation(_ selector: String, isMacOS: Bool) -> String {
        "No class of the project implements '\(selector)' as @IBAction or @objc, and it is not a standard \(isMacOS ? "AppKit" : "UIKit") action"
    }

    private static func noReceiver(sender: String) -> String {
        "The responder chain finds no receiver, so \(sender) does nothing"
    }

    private static func methodWithoutIBAction(_ selector: String, method: String, owner: String) -> String {
        "'\(method)' of \(owner) lacks @IBAction, so the Objective-C runtime cannot see '\(selector)'"
    }

    private static func missingAction(_ selector: String, className: String, suggestion: String?) -> String {
        var message = "\(className) has no action method '\(selector)'"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }

    /// What a selector the receiver lacks does when the control fires, as a sentence.
    private static func consequence(isMacOS: Bool, sender: String) -> String {
        let clause = consequenceClause(isMacOS: isMacOS, sender: sender)
        return clause.prefix(1).uppercased() + clause.dropFirst()
    }

    private static func consequenceClause(isMacOS: Bool, sender: String) -> String {
        isMacOS
            ? "AppKit never delivers it, so \(sender) does nothing"
            : "when \(sender) sends it, the app crashes with \"unrecognized selector sent to instance\""
    }

    private static func shadowedBySegue(_ selector: String, sender: String) -> String {
        "Action '\(selector)' of \(sender) is never sent: the item's segue takes its target and action"
    }

    /// What would be wrong with the action, and that it does not matter.
    private static func cannotCrash(_ reason: String) -> String {
        reason.prefix(1).uppercased() + reason.dropFirst() + ", but an action that is never sent cannot crash"
    }

    private static func receiverMissing(_ receiverID: String) -> String { "its receiver '\(receiverID)' does not exist" }
    private static func lacksIBAction(_ method: String) -> String { "'\(method)' lacks @IBAction" }
    private static func noClassImplements() -> String { "no class implements it" }
    private static func hasNoSuchMethod(_ className: String) -> String { "\(className) has no such method" }

    private static func onlySubclassImplements(_ selector: String, className: String, subclass: String) -> String {
        "\(className) has no action method '\(selector)'; only its subclass \(subclass) implements it"
    }

    private static func unlessSubclass(_ subclass: String, isMacOS: Bool, sender: String) -> String {
        isMacOS
            ? "Unless the object is \(withArticle(subclass)) at run time, AppKit never delivers it"
            : "Unless it is \(withArticle(subclass)) at run time, \(sender) sending it crashes: \"unrecognized selector\""
    }

    private static func subclassImplements(_ subclass: String, _ selector: String) -> String {
        "\(subclass) implements '\(selector)'"
    }

    private static func declaredWithoutIBAction(_ method: String) -> String {
        "'\(method)' is declared here without @IBAction"
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }
}
