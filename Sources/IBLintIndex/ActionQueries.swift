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
    public var exposedProjectSelectors: [String: [ClassMember]] {
        var selectors: [String: [ClassMember]] = [:]
        var seen: Set<Location> = []
        let members = classesByName.values.flatMap { $0.flatMap(\.members) } + extensionOnlyMembers.values.flatMap { $0 }
        for member in members where member.kind == .method && member.isExposedToObjC {
            guard let selector = member.selector, seen.insert(member.location).inserted else { continue }
            selectors[selector, default: []].append(member)
        }
        return selectors
    }

    /// Methods with this selector that are not visible to the Objective-C runtime.
    public func unexposedMethods(withSelector selector: String) -> [ClassMember] {
        var seen: Set<Location> = []
        let members = classesByName.values.flatMap { $0.flatMap(\.members) } + extensionOnlyMembers.values.flatMap { $0 }
        return members.filter { $0.kind == .method && !$0.isExposedToObjC && $0.selector == selector && seen.insert($0.location).inserted }
            .sorted { $0.location < $1.location }
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
