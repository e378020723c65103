import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An `@IBOutlet` of a class Interface Builder uses that no interface file connects.
public struct UnconnectedOutletRule: Rule {
    public static let description = RuleDescription(
        id: "unconnected-outlet",
        name: "Unconnected outlet",
        summary: "An @IBOutlet of a class that interface files use is connected in none of them.",
        rationale: """
            An `@IBOutlet` is a promise that Interface Builder will set the property when the nib or \
            storyboard loads. When no interface file connects it, the property stays `nil`; outlets are \
            usually implicitly unwrapped (`UILabel!`), so the first use crashes with "Unexpectedly found nil \
            while implicitly unwrapping an Optional value" — typically far from the cause, in \
            `viewDidLoad` or `awakeFromNib`. It happens when a connection is deleted in Interface Builder, \
            when an outlet is added in code but never connected, or when the view is copied to another xib.

            iblint reports an outlet only when the class is used by an interface file (as an object's custom \
            class or File's Owner's class, directly or through a subclass) and no connection anywhere sets a property of that name on an object of that class or a \
            subclass. Connections from objects whose class iblint cannot determine count as connecting \
            every outlet of that name, and so does every `property="…"` written in an interface file iblint \
            could not read, so neither ever causes a report. Key-value coding capitalizes the key's first \
            letter to find the setter, so a connection named `SaveButton` sets the outlet `saveButton`.

            An outlet the code gives an object itself (an initial value, `titleLabel = UILabel()`, \
            `self.titleLabel = …`, Objective-C `_titleLabel = …`) is not nil at run time: its `@IBOutlet` is \
            merely unneeded, and iblint stays silent about it.

            **Fix by hand:** connect the outlet in Interface Builder (Connections inspector, or Control-drag \
            from the object to the code), or delete the property if it is no longer used.
            """,
        category: .connections,
        defaultSeverity: .warning,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: UnconnectedOutletRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.classesUsedByInterfaceFiles, .codeUseFacts]

    /// Reads every interface file's connections: among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard index.hasSourceCode else { return [] }

        let usedClasses = index.classesUsedByInterfaceFiles()
        // Under `--report-only`, only the keys of outlets whose finding may be reported are looked for:
        // those of classes with an outlet in a reported file or first used in one (a finding sits at the
        // outlet and points at that first use).
        var wantedKeys: Set<String>?
        if !context.reportsEveryFile {
            var keys: Set<String> = []
            for used in usedClasses {
                // Asked of the members in place: copying each class's outlets out (and, below, grouping them)
                // for every class interface files use was most of this rule in a pre-commit run.
                let members = used.projectClass.members
                guard context.mayReport(used.firstUsePlace.path)
                    || members.contains(where: { Self.isOutlet($0) && context.mayReport($0.place.path) }) else { continue }
                for member in members where Self.isOutlet(member) { keys.insert(ProjectIndex.setterIdentity(ofKey: member.name)) }
            }
            guard !keys.isEmpty else { return [] }
            wantedKeys = keys
        }

        var connected: Set<ClassMemberKey> = []    // class name, property
        var connectedFromUnknown: Set<String> = []  // property names set on objects of unknown class

        for document in index.documents {
            for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property else { continue }
                // Key-value coding sets `SaveButton` through `setSaveButton:`, the setter of `saveButton`.
                let key = ProjectIndex.setterIdentity(ofKey: property)
                if let wantedKeys, !wantedKeys.contains(key) { continue }
                let source = document[connection.source]
                let chains = index.className(of: source, in: document).map { index.chains(of: $0) } ?? []
                if chains.isEmpty || chains.contains(where: { !$0.isComplete }) {
                    connectedFromUnknown.insert(key)
                }
                for chain in chains {
                    for name in chain.names { connected.insert(ClassMemberKey(name, key)) }
                }
            }
        }

        // An unreadable interface file might hold the connection: every `property="…"` written in it
        // counts as connected, whatever the object.
        for failure in index.loadFailures {
            guard let file = failure.file else { continue }
            connectedFromUnknown.formUnion(RawAttributeScan.values(in: file.bytes, named: "property").map(ProjectIndex.setterIdentity(ofKey:)))
        }

        let assignedInCode = index.codeUseFacts().assignedNames
        var findings: [Diagnostic] = []
        var reported: Set<LazyLocation> = []
        for used in usedClasses {
            let projectClass = used.projectClass
            // A class none of whose outlets has a wanted key has nothing to report (each outlet is skipped
            // below): its outlets are not grouped.
            if let wantedKeys, !projectClass.members.contains(where: { Self.isOutlet($0) && wantedKeys.contains(ProjectIndex.setterIdentity(ofKey: $0.name)) }) {
                continue
            }
            // One declaration may answer to several keys (an Objective-C ivar `_title` is also `title`):
            // connected when any of them is.
            let outlets = Dictionary(grouping: projectClass.members.filter(Self.isOutlet), by: \.place)
            for member in projectClass.members where Self.isOutlet(member) {
                let names = (outlets[member.place] ?? [member]).map(\.name)
                let keys = names.map(ProjectIndex.setterIdentity(ofKey:))
                // An outlet none of whose keys is wanted cannot be reported (its keys were not looked for).
                if let wantedKeys, !keys.contains(where: wantedKeys.contains) { continue }
                guard !keys.contains(where: { connected.contains(ClassMemberKey(projectClass.name, $0)) || connectedFromUnknown.contains($0) }),
                      !Self.hasValueFromCode(member, names: names, assignedInCode: assignedInCode),
                      reported.insert(member.place).inserted else { continue }
                // A finding neither of whose files is reported is dropped: not made, since its line and column
                // would make its file's line table.
                guard context.mayReport(member.place.path) || context.mayReport(used.firstUsePlace.path) else { continue }
                findings.append(context.diagnostic(
                    Self.unconnectedOutlet(member.name, className: projectClass.name),
                    at: member.location, notes: [Self.nilAtRunTime(), Self.connectOrRemove()], related: [RelatedLocation(used.firstUse, Self.usedByInterfaceFile(projectClass.name))]))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// An outlet property (not an outlet collection, not an action).
    private static func isOutlet(_ member: ClassMember) -> Bool { member.isOutlet && member.kind == .property }

    /// The outlet gets its object from code: an initial value in its declaration, or an assignment
    /// anywhere (`titleLabel = UILabel()`, Objective-C `_titleLabel = …`). It is not nil at run time, and
    /// `@IBOutlet` on it is merely unneeded: not worth a warning.
    private static func hasValueFromCode(_ member: ClassMember, names: [String], assignedInCode: NameSet) -> Bool {
        if let property = member.declaration?.swiftProperty, property.initializerRange != nil || property.isComputed { return true }
        return names.contains { assignedInCode.contains($0) || assignedInCode.contains("_" + $0) }
    }

    // MARK: Messages

    private static func unconnectedOutlet(_ property: String, className: String) -> String {
        "@IBOutlet '\(property)' of \(className) is not connected in any interface file"
    }

    private static func nilAtRunTime() -> String {
        "No code assigns it either, so it is nil at run time"
    }

    private static func connectOrRemove() -> String {
        "Connect it in Interface Builder or remove it"
    }

    private static func usedByInterfaceFile(_ className: String) -> String {
        "\(className) is used by this interface file"
    }
}
