import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift
import IBLintXML

/// An `@IBAction` whose sender parameter is declared as a class the object that sends it is not.
public struct ActionSenderTypeRule: Rule {
    public static let description = RuleDescription(
        id: "action-sender-type",
        name: "Action sender type",
        summary: "An @IBAction's sender parameter is declared as a class (`UIButton`) that the object sending the action is not (a bar button item, a switch, a gesture recognizer).",
        rationale: """
            Interface Builder checks an action's sender type when you draw the connection, but not afterwards. \
            When a button is replaced by a bar button item, a gesture recognizer or a switch and connected to \
            the old method, or several kinds of control are connected to one method declared for one of \
            them, the method receives an object of another class than its parameter says.

            Swift does not check it. An `@IBAction` is called through its Objective-C entry point, which hands \
            a class-typed argument over as it comes (only bridged types such as `String`, `Array` and `Any` \
            are converted), so `sender` *is* a `UIBarButtonItem` typed as `UIButton`. Nothing fails until \
            the method uses a member the real object lacks:

                *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
            '-[UIBarButtonItem setTitle:forState:]: unrecognized selector sent to instance 0x…'

            for a framework method, while a Swift property or method of your own button class reads memory the \
            object does not have. Members both classes have (`tag`, `isEnabled`) keep working, which is why \
            the mistake survives until some later change uses another one. It is a latent crash, hence an \
            error; when the method never mentions its sender the finding is a warning: nothing can fail until \
            it does.

            The sender's class is its Custom Class, else the class its element stands for (`barButtonItem` → \
            `UIBarButtonItem`, `switch` → `UISwitch`, `tapGestureRecognizer` → `UITapGestureRecognizer`); \
            its ancestry comes from the project and iblint's table of UIKit and AppKit classes. A sender fits \
            when its class is the parameter's class or a subclass of it.

            Not reported: parameters typed `Any`, `Any?`, `AnyObject`, `NSObject`, a protocol, a type alias \
            or anything iblint cannot resolve; methods without parameters; senders whose class (or a \
            superclass of it) iblint cannot see, such as a class from a package or pod it does not scan; \
            actions that are never sent (a bar button item whose segue takes its target and action or whose \
            custom view handles the touches, a gesture recognizer no view holds) or sent to First Responder; Objective-C methods; and actions sent to \
            File's Owner or another placeholder when a project subclass of its class implements the method \
            again, since the object passed in may be of that subclass.

            **Fix by hand:** declare the parameter as the sender's class, as a class every sender of the method \
            shares (`UIControl` for controls, `NSObject` for a button and a bar button item), or as `Any` and \
            cast where needed; or connect the object to a method written for it.
            """,
        category: .connections,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: ActionSenderTypeRuleExamples.all)

    public static let asksWhichFindingsMayBeReported = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var findings: [Diagnostic] = []
        for document in index.documents where context.mayReportFindings(of: document) {
            for connection in document.connections where connection.kind == .action {
                guard let selector = connection.selector, selector.hasSuffix(":"), let destinationID = connection.destination,
                      let destinationIndex = document.elementsByID[destinationID] else { continue }
                let sender = document[connection.source]
                let receiver = document[destinationIndex]
                guard isSent(from: sender, in: document), !receiver.isFirstResponder,
                      !(document.platform == .macOS && receiver.isMacApplicationPlaceholder),
                      let receiverClass = index.className(of: receiver, in: document),
                      case .found(let found) = index.lookupSelector(selector, inClass: receiverClass,
                                                                   includeProject: index.mayResolveInProject(receiver)),
                      let member = found, let function = member.declaration?.swiftFunction,
                      let parameter = function.parameters.first,
                      let expected = CheckableClasses.plainClassName(parameter.typeText),
                      CheckableClasses.isCheckable(expected, index: index),
                      index.mayResolveInProject(sender) || FrameworkCatalog.class(named: sender.customClass ?? "") != nil,
                      let senderClass = index.className(of: sender, in: document),
                      index.isClass(senderClass, subclassOf: expected) == false else { continue }
                // File's Owner and other placeholders may be a subclass that implements the action again.
                if receiver.name == "placeholder" || receiver.isFilesOwner,
                   !index.subclasses(of: receiverClass, implementing: selector).isEmpty { continue }
                let usesSender = parameter.name != "_" && (function.bodyFacts?.mentionedIdentifiers.contains(parameter.name) ?? true)
                var notes = [usesSender ? Self.uncheckedSender(expected: expected, sender: senderClass)
                                        : Self.senderUnused(member.name)]
                notes.append(Self.remedy(senderClass))
                findings.append(context.diagnostic(
                    Self.wrongSender(selector, owner: member.owner, expected: expected, sender: Self.name(of: sender, senderClass)),
                    at: document.location(ofElement: connection.element), notes: notes,
                    related: [RelatedLocation(member.location, Self.declaredHere(function, expected: expected))],
                    severity: usesSender ? nil : min(context.severity, .warning)))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// Whether the sender's actions are ever sent: a recognizer no view holds never fires, a bar button item
    /// whose segue takes its target and action never sends it, and a macOS cell's actions come from its control.
    private func isSent(from sender: IBElement, in document: IBDocument) -> Bool {
        if sender.isGestureRecognizer, document.platform != .macOS, !document.mayAttachGestureRecognizer(sender) { return false }
        if document.segueReplacesAction(of: sender) { return false }
        // A bar button item with a custom view never sends its own action: the view handles the touches.
        if sender.name == "barButtonItem", document.children(of: sender.index).contains(where: { document.elements[$0].key == "customView" }) { return false }
        if document.platform == .macOS, sender.name.hasSuffix("Cell") { return false }
        return sender.name != "placeholder" && !sender.isFilesOwner && !sender.isFirstResponder
    }

    // MARK: Messages

    /// `UIBarButtonItem "Share" (shr1)`: the sender's class, what it shows or its Xcode label, and its id.
    private static func name(of sender: IBElement, _ senderClass: String) -> String {
        var text = senderClass
        if let shown = sender.userLabel ?? sender["title"] ?? sender["text"], !shown.isEmpty, shown.count <= 30, !shown.contains("\n") {
            text += " \"\(shown)\""
        }
        if let id = sender.id { text += " (\(id))" }
        return text
    }

    private static func wrongSender(_ selector: String, owner: String, expected: String, sender: String) -> String {
        "Action '\(selector)' of \(owner) takes \(withArticle(expected)), but \(sender) sends it"
    }

    private static func uncheckedSender(expected: String, sender: String) -> String {
        "Swift does not check the sender's class: the first \(expected) member \(withArticle(sender)) lacks crashes (\"unrecognized selector\")"
    }

    private static func senderUnused(_ method: String) -> String {
        "The method does not use its sender yet, so nothing fails until it does"
    }

    private static func remedy(_ sender: String) -> String {
        "Declare the sender as \(sender), as a class every sender shares, or as Any"
    }

    private static func declaredHere(_ function: SwiftFunction, expected: String) -> String {
        let name = function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return "'\(name)' is declared here with \(withArticle(expected)) sender"
    }
}
