import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An outlet connection whose property the source object's class does not have.
public struct BrokenOutletRule: Rule {
    public static let description = RuleDescription(
        id: "broken-outlet",
        name: "Broken outlet",
        summary: "An outlet connection names a property the object's class does not declare as an outlet.",
        rationale: """
            When a nib or storyboard loads, UIKit sets every outlet with key-value coding: \
            `setValue(_:forKey: "titleLabel")` on the connection's source object. If the class has no such \
            property, or declares it without `@IBOutlet`/`@objc` (so the Objective-C runtime cannot see it), \
            the app crashes at that moment with

                *** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: \
            '[<MyApp.ProfileHeaderView 0x…> setValue:forUndefinedKey:]: this class is not key value \
            coding-compliant for the key titleLable.'

            Xcode builds the project happily: the connection lives in the interface file, the property in \
            Swift, and nothing checks the two against each other. This usually happens after renaming or \
            deleting an `@IBOutlet` in code without updating the connection in Interface Builder.

            iblint looks the property up on the object's class (its custom class, or the UIKit/AppKit class \
            its element stands for), that class's superclasses and extensions, and iblint's table of \
            framework properties. When the class, or one of its superclasses, is outside what iblint can see, \
            nothing is reported.

            It looks the key up as key-value coding does. The setter's name capitalizes the key's first \
            letter, so a connection named `SaveButton` calls `setSaveButton:`, the setter of the outlet \
            `saveButton`, and works: it is not reported. A `set<Key>:` method counts too, and Objective-C \
            classes also accept an instance variable named `_key` or `key` \
            (`accessInstanceVariablesDirectly`).

            **Fix by hand:** in Interface Builder, open the Connections inspector of the object, remove the \
            connection marked with a warning triangle and connect the renamed outlet again; or restore the \
            property in code, with `@IBOutlet`. A connection whose destination object no longer exists in \
            the file is also reported: the same inspector shows it.

            **Fix (unsafe, `--fix --unsafe-fixes`):** when exactly one outlet of the class is a close match \
            whose type accepts the connected object, the connection is renamed to it; otherwise the dangling \
            connection is removed. A property declared without `@IBOutlet` gets the attribute added. \
            These change what the nib does at runtime, so they are never applied by `--fix` alone.
            """,
        category: .connections,
        defaultSeverity: .error,
        fix: .always(.unsafe),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: BrokenOutletRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.nibOwnerLoads]

    public static let asksWhichFindingsMayBeReported = true

    /// Reads every class's outlets along its chain: among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        if context.reportsEveryFile { index.willAskForEveryNibsOwnerLoads() }
        var findings: [Diagnostic] = []
        for document in index.documents where context.mayReportFindings(of: document) {
            for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property else { continue }
                let tag = document[connection.element]
                let source = document[connection.source]
                // Made for a finding only (a file the cache trusted unread is read for its lines only then).
                lazy var location = document.location(of: tag)
                let fileName = document.fileName

                lazy var removal = InterfaceEdits.removeConnection(tag, in: document).map {
                    Fix(title: "Remove the connection '\(property)'", edits: [$0], applicability: .unsafe)
                }
                if let destination = connection.destination, document.elementsByID[destination] == nil {
                    findings.append(context.diagnostic(
                        Self.missingDestination(property, source: source.readableName(), destinationID: destination, fileName: fileName),
                        at: location, notes: [Self.connectAgain()], fix: removal))
                    continue
                }
                // A File's Owner without a class is checked against the one class that loads the xib as its
                // owner; one with a class may at run time be the view controller named like the xib instead.
                let runtimeOwner = index.runtimeClassOfClasslessFilesOwner(source, in: document)
                if source.isFilesOwner, runtimeOwner == nil, index.viewControllerLoadingByName(document) != nil { continue }
                guard let className = runtimeOwner?.className ?? index.className(of: source, in: document) else { continue }
                let ownerEvidence = runtimeOwner.map { classlessOwnerEvidence($0.className, loads: $0.loads, fileName: fileName) }
                let lookup = index.lookupKeyValueKey(property, inClass: className, includeProject: index.mayResolveInProject(source))
                switch lookup {
                case .found, .unknown:
                    continue
                case .notExposed(let member):
                    let fix = addOutletAttribute(to: member, index: index)
                    findings.append(context.diagnostic(
                        Self.propertyWithoutIBOutlet(property, owner: member.owner), at: location,
                        notes: [Self.runtimeCannotSet(), Self.crashesLoading(fileName, key: property)]
                            + (ownerEvidence?.notes ?? []) + (fix == nil ? [Self.addIBOutletByHand()] : []),
                        related: [RelatedLocation(member.location, Self.declaredWithoutIBOutlet(property))] + (ownerEvidence?.related ?? []),
                        fix: fix))
                case .missing:
                    // Outlets of the project's classes; for a framework object, the framework's properties.
                    let isFrameworkObject = index.projectClasses(named: className).isEmpty
                    let candidates = index.propertyNames(inClass: className, outletsOnly: !isFrameworkObject)
                    let suggestion = Suggestions.closest(to: property, in: candidates)
                    var fix = removal
                    if let suggestion,
                       let rename = renameFix(tag, to: suggestion, className: className, destination: connection.destination,
                                              document: document, index: index) {
                        fix = rename
                    }
                    findings.append(context.diagnostic(
                        Self.missingOutlet(property, className: className, suggestion: suggestion), at: location,
                        notes: [Self.crashesLoading(fileName, key: property)] + (ownerEvidence?.notes ?? []),
                        related: index.relatedClassLocation(className, Self.classDeclaredHere(className)) + (ownerEvidence?.related ?? []),
                        fix: fix))
                }
            }
        }
        return findings
    }

    // MARK: Helpers

    /// Renames the connection to the suggested outlet when the outlet's declared type accepts the
    /// destination object (or the type cannot be told, in which case the fix stays unsafe anyway).
    private func renameFix(_ tag: IBElement, to suggestion: String, className: String, destination: String?,
                           document: IBDocument, index: ProjectIndex) -> Fix? {
        guard let attribute = tag.attribute("property"),
              let edit = InterfaceEdits.setValue(of: attribute, to: suggestion, in: document) else { return nil }
        let declaredType = index.chains(of: className).lazy.flatMap(\.links).compactMap { link -> String? in
            switch link {
            case .project(let projectClass): projectClass.members(named: suggestion).first { $0.kind == .property }?.typeText
            case .framework(let frameworkClass): frameworkClass.properties[suggestion]
            }
        }.first.flatMap(TypeNames.className(fromDeclaredType:))
        if let declaredType, !index.chains(of: declaredType).isEmpty,  // a class iblint knows, not a protocol
           let destination, let target = document.elementsByID[destination],
           let targetClass = index.className(of: document[target], in: document),
           index.isClass(targetClass, subclassOf: declaredType) == false {
            return nil  // e.g. a UILabel connected to a UIButton outlet: renaming would crash differently
        }
        return Fix(title: "Rename the connection to '\(suggestion)'", edits: [edit], applicability: .unsafe)
    }

    /// Adds `@IBOutlet ` in front of the Swift declaration.
    private func addOutletAttribute(to member: ClassMember, index: ProjectIndex) -> Fix? {
        guard let range = member.declarationRange,
              let file = index.swiftFiles.first(where: { $0.file.path == member.place.path })?.file else { return nil }
        return Fix(title: "Add @IBOutlet to '\(member.name)'",
                   edits: [Edit(in: file, range: ByteRange(start: range.start, end: range.start), replacement: "@IBOutlet ")],
                   applicability: .unsafe)
    }

    // MARK: Messages

    private static func missingDestination(_ property: String, source: String, destinationID: String, fileName: String) -> String {
        "Outlet '\(property)' of \(source) points at object '\(destinationID)', which is not in \(fileName)"
    }

    private static func connectAgain() -> String {
        "If the outlet is still needed, connect it again in Interface Builder"
    }

    private static func propertyWithoutIBOutlet(_ property: String, owner: String) -> String {
        "'\(property)' is not an @IBOutlet of \(owner)"
    }

    private static func runtimeCannotSet() -> String {
        "It is declared without @IBOutlet or @objc, so the Objective-C runtime cannot set it"
    }

    private static func addIBOutletByHand() -> String {
        "Add @IBOutlet to its declaration"
    }

    private static func missingOutlet(_ property: String, className: String, suggestion: String?) -> String {
        var message = "\(className) has no outlet '\(property)'"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }

    private static func crashesLoading(_ fileName: String, key: String) -> String {
        "Loading \(fileName) crashes: \"this class is not key value coding-compliant for the key \(key)\""
    }

    private static func declaredWithoutIBOutlet(_ property: String) -> String {
        "'\(property)' is declared here without @IBOutlet"
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }
}
