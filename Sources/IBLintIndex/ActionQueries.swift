import IBLintCore
import IBLintSwift
import IBLintXML

extension ProjectIndex {
    /// Whether an action method whose first parameter is `parameterType` can receive `sender` objects of
    /// class `senderClass`. `false` when either is unknown: a rename must be certain to fit.
    public func actionParameter(_ parameterType: String?, accepts senderClass: String?) -> Bool {
        guard let parameterType else { return false }
        let qualifiers: Set<String> = ["__kindof", "_Nullable", "_Nonnull", "nullable", "nonnull", "const"]
        let words = parameterType.split { $0 == " " || $0 == "*" || $0 == "?" || $0 == "!" }
        let type = words.filter { !qualifiers.contains(String($0)) }.joined()
        if type.isEmpty || ["Any", "AnyObject", "id", "NSObject"].contains(type) { return true }
        guard let senderClass else { return false }
        return isClass(senderClass, subclassOf: type) == true
    }

    /// Selectors of every method visible to the Objective-C runtime in the project (classes, categories
    /// and extensions of framework classes).
    public var exposedProjectSelectors: [String: [ClassMember]] { selectorTables.exposed }

    /// Methods with this selector that are not visible to the Objective-C runtime.
    public func unexposedMethods(withSelector selector: String) -> [ClassMember] {
        selectorTables.unexposed[selector] ?? []
    }

    /// Both of the above, by selector, from one pass over every member, built once: each used to gather
    /// every member of the project into a new array (per call, for the unexposed ones).
    private var selectorTables: SelectorTables {
        derived.selectorTables.get {
            var tables = SelectorTables()
            var seen: Set<LazyLocation> = []
            func add(_ member: ClassMember) {
                guard member.kind == .method, let selector = member.selector, seen.insert(member.place).inserted else { return }
                if member.isExposedToObjC { tables.exposed[selector, default: []].append(member) }
                else { tables.unexposed[selector, default: []].append(member) }
            }
            for classes in classesByName.values {
                for projectClass in classes { projectClass.members.forEach(add) }
            }
            for members in extensionOnlyMembers.values { members.forEach(add) }
            // Sorted by position: the classes come out of a dictionary, in no fixed order.
            tables.exposed = tables.exposed.mapValues { $0.count < 2 ? $0 : $0.sorted { $0.place < $1.place } }
            tables.unexposed = tables.unexposed.mapValues { $0.count < 2 ? $0 : $0.sorted { $0.place < $1.place } }
            return tables
        }
    }

    /// Action-capable methods along the chains of a class (project methods exposed to Objective-C and
    /// framework actions), for "did you mean".
    public func actionCandidates(inClass className: String, includeProject: Bool) -> [(selector: String, member: ClassMember?)] {
        var candidates: [(String, ClassMember?)] = []
        for chain in chains(of: className, includeProject: includeProject) {
            for link in chain.links {
                switch link {
                case .project(let projectClass):
                    for member in projectClass.members where member.kind == .method && member.isExposedToObjC {
                        if let selector = member.selector { candidates.append((selector, member)) }
                    }
                case .framework(let frameworkClass):
                    for selector in frameworkClass.actions.sorted() { candidates.append((selector, nil)) }
                    for member in extensionMembers(of: frameworkClass.name) where member.kind == .method && member.isExposedToObjC {
                        if let selector = member.selector { candidates.append((selector, member)) }
                    }
                }
            }
        }
        return candidates
    }
}
