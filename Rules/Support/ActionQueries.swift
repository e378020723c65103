import IBLintCore
import IBLintIndex
import IBLintObjC
import IBLintSwift
import IBLintXML

/// Questions the action, custom-class and runtime-attribute rules ask of interface files and code.
extension IBElement {
    /// The First Responder placeholder: `IBFirstResponder` in iOS files and storyboards, the
    /// `customObject` with class `FirstResponder` in macOS xibs.
    var isFirstResponder: Bool {
        placeholderIdentifier == "IBFirstResponder" || self["sceneMemberID"] == "firstResponder"
            || (name == "customObject" && customClass == "FirstResponder")
    }

    /// The `Application` object of a macOS xib (`customObject id="-3"`, written with class `NSObject`
    /// although it stands for the shared `NSApplication`).
    var isMacApplicationPlaceholder: Bool {
        name == "customObject" && (id == "-3" || userLabel == "Application")
    }

    /// The File's Owner placeholder (iOS `placeholder`, macOS `customObject id="-2"`).
    var isFilesOwner: Bool {
        placeholderIdentifier == "IBFilesOwner" || (name == "customObject" && (id == "-2" || userLabel == "File's Owner"))
    }
}


/// Declarations behind the index's `ClassMember`s, for what the member does not carry (parameter types,
/// where the declaration starts).
struct MemberDeclarations {
    private var functions: [String: [Int: SwiftFunction]] = [:]
    private var objcFiles: [String: SourceFile] = [:]
    private var swiftFiles: [String: SourceFile] = [:]

    init(_ index: ProjectIndex) {
        for summary in index.swiftFiles {
            swiftFiles[summary.file.path] = summary.file
            var byStart: [Int: SwiftFunction] = [:]
            for type in summary.types {
                for function in type.functions { byStart[function.nameRange.start] = function }
            }
            functions[summary.file.path] = byStart
        }
        for summary in index.objcFiles { objcFiles[summary.file.path] = summary.file }
    }

    /// The Swift file at `path`.
    func swiftFile(_ path: String) -> SourceFile? { swiftFiles[path] }

    /// The Swift function a method member was built from.
    func swiftFunction(_ member: ClassMember) -> SwiftFunction? {
        functions[member.location.path]?[member.location.range.start]
    }

    /// The type of a method's first parameter as written (`UIButton`, `Any`, `UIButton *`, `id`),
    /// `""` for a method without parameters, `nil` when not known.
    func firstParameterType(_ member: ClassMember) -> String? {
        if let function = swiftFunction(member) {
            return function.parameters.first.map(\.typeText) ?? ""
        }
        guard let file = objcFiles[member.location.path] else { return nil }
        let text = file.text(member.location.range)
        guard let colon = text.firstIndex(of: ":") else { return "" }
        let rest = text[text.index(after: colon)...].drop { $0 == " " }
        guard rest.first == "(" else { return "id" }
        return String(rest.dropFirst().prefix { $0 != ")" })
    }
}

extension ProjectIndex {
    /// Whether an action method whose first parameter is `parameterType` can receive `sender` objects of
    /// class `senderClass`. `false` when either is unknown: a rename must be certain to fit.
    func actionParameter(_ parameterType: String?, accepts senderClass: String?) -> Bool {
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
    var exposedProjectSelectors: [String: [ClassMember]] {
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
    func unexposedMethods(withSelector selector: String) -> [ClassMember] {
        var seen: Set<Location> = []
        let members = classesByName.values.flatMap { $0.flatMap(\.members) } + extensionOnlyMembers.values.flatMap { $0 }
        return members.filter { $0.kind == .method && !$0.isExposedToObjC && $0.selector == selector && seen.insert($0.location).inserted }
            .sorted { $0.location < $1.location }
    }

    /// Action-capable methods along the chains of a class (project methods exposed to Objective-C and
    /// framework actions), for "did you mean".
    func actionCandidates(inClass className: String, includeProject: Bool) -> [(selector: String, member: ClassMember?)] {
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

extension Suggestions {
    /// Every candidate close enough to `name` to be a typo of it (the same limit as `closest`).
    static func closeMatches(to name: String, in candidates: [String]) -> [String] {
        let limit = max(2, name.count / 3)
        return Array(Set(candidates)).sorted().filter {
            $0 != name && editDistance(name.lowercased(), $0.lowercased()) <= limit
        }
    }
}
