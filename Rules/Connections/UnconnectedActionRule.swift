import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// An `@IBAction` of a class Interface Builder uses that nothing connects or references.
public struct UnconnectedActionRule: Rule {
    public static let description = RuleDescription(
        id: "unconnected-action",
        name: "Unconnected action",
        summary: "An @IBAction of a class that interface files use is connected in none of them, and no code calls it or names it in a #selector.",
        rationale: """
            `@IBAction` says "Interface Builder calls this". When no interface file connects the method and no \
            code refers to it with `#selector`, tapping the control that was meant to trigger it does nothing: \
            no crash, no log, just a button that silently stopped working. It happens when a connection is \
            deleted in Interface Builder (often while replacing a control), when a control is copied to another \
            scene without its connections, or when a method is left behind after a redesign.

            iblint reports an action only when its class is used by an interface file (as an object's custom \
            class or File's Owner's class, directly or through a subclass) and:

            * no action connection sends that selector to an object of the class or a subclass;
            * no action sent to **First Responder** uses that selector (the responder chain could deliver it \
            to any class);
            * no connection from an object iblint cannot classify, no unwind segue (`unwindAction`), no \
            `destinationCreationSelector` and nothing in an interface file iblint could not read names it;
            * no `#selector(…)`, `@selector(…)` or string literal in the code names it;
            * no code calls it (`save(nil)`, `self.save(sender)`, `editor.save(nil)`, `[self save:nil]`): a \
            method the code calls is used, whatever Interface Builder does with it (its `@IBAction` is merely \
            unneeded).

            It is a note, not a warning: a method may be kept for a connection in a file outside the scanned \
            paths, or called by name in ways iblint cannot see.

            **Fix by hand:** connect the action in Interface Builder (Connections inspector, or Control-drag \
            from the control to the method), or delete the method.
            """,
        category: .connections,
        defaultSeverity: .note,
        tags: ["correctness", "interface-builder"],
        precision: .high,
        examples: UnconnectedActionRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.classesUsedByInterfaceFiles, .codeUseFacts]

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard index.hasSourceCode else { return [] }
        // A file iblint could not even read might connect anything.
        guard index.loadFailures.allSatisfy({ $0.file != nil }) else { return [] }

        let usedClasses = index.classesUsedByInterfaceFiles()
        // Under `--report-only`, only the selectors of actions whose finding may be reported are looked
        // for: those of classes with an action in a reported file or first used in one (a finding sits at
        // the action and points at that first use).
        var wantedSelectors: Set<String>?
        if !context.reportsEveryFile {
            var selectors: Set<String> = []
            for used in usedClasses {
                let actions = used.projectClass.members.filter { $0.kind == .method && $0.isAction }
                guard context.mayReport(used.firstUsePlace.path) || actions.contains(where: { context.mayReport($0.place.path) }) else { continue }
                selectors.formUnion(actions.compactMap(\.selector))
            }
            guard !selectors.isEmpty else { return [] }
            wantedSelectors = selectors
        }
        func wanted(_ selector: String) -> Bool { wantedSelectors?.contains(selector) ?? true }

        var connected: Set<ClassMemberKey> = []  // class name, selector
        var connectedToAnyClass: Set<String> = []  // selectors any class may receive

        for document in index.documents {
            for connection in document.connections where connection.kind == .action {
                guard let selector = connection.selector, wanted(selector) else { continue }
                guard let destinationID = connection.destination, let destinationIndex = document.elementsByID[destinationID] else {
                    connectedToAnyClass.insert(selector)
                    continue
                }
                let destination = document[destinationIndex]
                let chains = index.className(of: destination, in: document).map { index.chains(of: $0) } ?? []
                if destination.isFirstResponder || chains.isEmpty || chains.contains(where: { !$0.isComplete }) {
                    connectedToAnyClass.insert(selector)
                }
                for chain in chains {
                    for name in chain.names { connected.insert(ClassMemberKey(name, selector)) }
                }
            }
            // Unwind segues, segue actions, bindings and anything else that names a selector in an attribute.
            // Elements and attributes read through their addresses (taking each out of its array copied it).
            document.elements.withUnsafeBufferPointer { elements in
                for element in elements.indices where elements[element].name != "action" {
                    elements[element].attributes.withUnsafeBufferPointer { attributes in
                        for attribute in attributes.indices
                        where Self.mayNameASelector(attributes[attribute].name) && wanted(attributes[attribute].value) {
                            connectedToAnyClass.insert(attributes[attribute].value)
                        }
                    }
                }
            }
        }
        for failure in index.loadFailures {
            guard let file = failure.file else { continue }
            connectedToAnyClass.formUnion(RawAttributeScan.values(in: file.bytes))
        }

        let facts = index.sourceText
        let referencedBaseNames = Set(index.swiftFiles.flatMap { $0.selectorReferences.map(\.baseName) })
        // Code that calls the method itself (`save(nil)`, `self.save(sender)`, `[self save:nil]`) uses it.
        let calledInCode = index.codeUseFacts().calledNames

        var findings: [Diagnostic] = []
        var reported: Set<ClassMemberKey> = []  // class, selector: a method declared in a header and its implementation
        for used in usedClasses {
            let projectClass = used.projectClass
            for member in projectClass.members where member.kind == .method && member.isAction {
                guard let selector = member.selector, wanted(selector),
                      // Segue actions are connected through segues; an override's connection lives with the method it overrides.
                      member.declaration?.swiftFunction.map({ !$0.hasAttribute("IBSegueAction") && !$0.modifiers.contains("override") }) ?? true,
                      !connected.contains(ClassMemberKey(projectClass.name, selector)),
                      !connectedToAnyClass.contains(selector),
                      !referencedBaseNames.contains(member.name),
                      !calledInCode.contains(member.name),
                      !facts.selectorStrings.contains(selector),
                      !facts.identifiersInUnparsedCode.contains(member.name),
                      reported.insert(ClassMemberKey(projectClass.name, selector)).inserted else { continue }
                // A finding neither of whose files is reported is dropped: not made, since its line and column
                // would make its file's line table. Asked after `reported`, so that a method declared twice (a
                // header and its implementation) still has its one finding at its first declaration.
                guard context.mayReport(member.place.path) || context.mayReport(used.firstUsePlace.path) else { continue }
                let related = [RelatedLocation(used.firstUse, Self.usedByInterfaceFile(projectClass.name))]
                findings.append(context.diagnostic(
                    Self.unconnectedAction(selector, className: projectClass.name),
                    at: member.location, notes: [Self.neverCalled(), Self.connectOrRemove()], related: related))
            }
        }
        return findings
    }

    /// Whether an attribute's name contains "action" or "selector" in any case (`action`, `doubleAction`,
    /// `unwindAction`, `customSelector`); compared as ASCII bytes, since every attribute of every element
    /// goes through it.
    static func mayNameASelector(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            // One pass: a match can start only at an "a" or an "s" (in either case).
            guard bytes.count >= 6 else { return false }
            for start in 0...(bytes.count - 6) {
                switch bytes[start] | 0x20 {
                case UInt8(ascii: "a"): if matchesLowercased(bytes, at: start, "action") { return true }
                case UInt8(ascii: "s"): if matchesLowercased(bytes, at: start, "selector") { return true }
                default: continue
                }
            }
            return false
        }
    }

    private static func matchesLowercased(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard bytes.count - start >= length else { return false }
        let target = word.utf8Start
        for offset in 0..<length {
            var byte = bytes[start + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != target[offset] { return false }
        }
        return true
    }

    // MARK: Messages

    private static func unconnectedAction(_ selector: String, className: String) -> String {
        "@IBAction '\(selector)' of \(className) is connected in no interface file and called by no code"
    }

    private static func neverCalled() -> String {
        "Nothing ever calls it"
    }

    private static func connectOrRemove() -> String {
        "Connect it in Interface Builder or remove it"
    }

    private static func usedByInterfaceFile(_ className: String) -> String {
        "\(className) is used by this interface file"
    }
}
