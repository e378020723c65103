import IBLintCore
import IBLintXML

/// One step of a superclass chain.
public enum ClassChainLink: Sendable, Hashable {
    case project(ProjectClass)
    case framework(FrameworkClass)

    public var name: String {
        switch self {
        case .project(let projectClass): projectClass.name
        case .framework(let frameworkClass): frameworkClass.name
        }
    }
}

/// A class and its superclasses as far as iblint can see. `isComplete` is false when the chain leaves
/// what iblint knows (a class from a framework or module it has not indexed): then nothing may be
/// concluded from a member's absence.
public struct ClassChain: Sendable, Hashable {
    public let links: [ClassChainLink]
    public let isComplete: Bool
    /// The links' names, from the class up. Made once with the chain (chains are built once per class
    /// and kept): every subclass test asked for them, and each time they were gathered anew, each name
    /// read out of a copied class.
    public let names: [String]

    public init(links: [ClassChainLink], isComplete: Bool) {
        self.links = links
        self.isComplete = isComplete
        self.names = links.map(\.name)
    }
}

/// The answer to "does class C have member M?".
public enum MemberLookup: Sendable, Hashable {
    /// Declared and visible to the Objective-C runtime. The member is `nil` when it comes from the framework table.
    case found(ClassMember?)
    /// Declared, but not visible to the Objective-C runtime (no `@IBOutlet`/`@objc`): KVC and target/action fail.
    case notExposed(ClassMember)
    /// Not declared anywhere in a chain iblint sees completely.
    case missing(ClassChain)
    /// The chain leaves what iblint can see, or the class itself is unknown.
    case unknown
}

/// Whether an interface file's class reference points into the project's own modules.
public enum ModuleScope: Sendable, Hashable {
    /// `customModuleProvider="target"`, or a `customModule` the project defines.
    case own
    /// A `customModule` the project does not define (a pod, a package, a system framework).
    case other(String)
    /// No module given (Objective-C classes, or files from before modules).
    case unspecified
}

extension ProjectIndex {
    /// Members that project extensions add to a class the project does not declare (`extension UIView`).
    public func extensionMembers(of className: String) -> [ClassMember] {
        extensionOnlyMembers[className] ?? []
    }

    /// Project classes with this name (a qualified `Module.Name` is looked up by its last component too).
    public func projectClasses(named name: String) -> [ProjectClass] {
        if let found = classesByName[name] { return found }
        let last = ClassTableBuilder.lastComponent(name)
        return last == name ? [] : classesByName[last] ?? []
    }

    /// Every chain `className` could have: one per project class of that name, or the framework chain.
    /// Empty when the class is unknown.
    public func chains(of className: String, includeProject: Bool = true) -> [ClassChain] {
        // Asked for the same classes over and over (every subclass test walks them): built once per name.
        derived.chains.get(ChainKey(className: className, includeProject: includeProject)) {
            buildChains(of: className, includeProject: includeProject)
        }
    }

    private func buildChains(of className: String, includeProject: Bool) -> [ClassChain] {
        let projectCandidates = includeProject ? projectClasses(named: className) : []
        if !projectCandidates.isEmpty {
            return projectCandidates.map { chain(startingAt: .project($0)) }
        }
        if let frameworkClass = FrameworkCatalog.class(named: ClassTableBuilder.lastComponent(className)) {
            return [chain(startingAt: .framework(frameworkClass))]
        }
        return []
    }

    private func chain(startingAt first: ClassChainLink) -> ClassChain {
        var links = [first]
        var visited: Set<String> = [first.name]
        var current = first
        while links.count < 64 {
            let superName: String?
            switch current {
            case .framework(let frameworkClass):
                superName = frameworkClass.superclass
            case .project(let projectClass):
                superName = projectClass.superclass
            }
            guard let superName else { return ClassChain(links: links, isComplete: true) }
            if visited.contains(superName) { return ClassChain(links: links, isComplete: false) }
            visited.insert(superName)
            if let next = projectClasses(named: superName).first {
                current = .project(next)
            } else if let frameworkClass = FrameworkCatalog.class(named: superName) {
                current = .framework(frameworkClass)
            } else if case .project(let projectClass) = current, projectClass.language == .swift,
                      nonClassTypeNames.contains(superName) {
                // `class Foo: SomeProjectProtocol`: a root class; the chain is complete.
                return ClassChain(links: links, isComplete: true)
            } else {
                return ClassChain(links: links, isComplete: false)
            }
            links.append(current)
        }
        return ClassChain(links: links, isComplete: false)
    }

    /// Looks up a property (outlet, inspectable, KVC key) on `className` and its superclasses.
    public func lookupProperty(_ property: String, inClass className: String, includeProject: Bool = true) -> MemberLookup {
        Self.lookup(in: chains(of: className, includeProject: includeProject), extensionOnly: extensionOnlyMembers,
                    frameworkHas: { $0.properties[property] != nil }, wanted: .property(property))
    }

    /// Looks up an Objective-C selector (an action) on `className` and its superclasses.
    public func lookupSelector(_ selector: String, inClass className: String, includeProject: Bool = true) -> MemberLookup {
        Self.lookup(in: chains(of: className, includeProject: includeProject), extensionOnly: extensionOnlyMembers,
                    frameworkHas: { $0.actions.contains(selector) }, wanted: .method(selector: selector))
    }

    /// The member a look-up wants: a property by name, or a method by selector.
    private enum WantedMember {
        case property(String)
        case method(selector: String)
    }

    /// The members of a link a look-up wants: the first exposed to Objective-C, else the first of all.
    private struct LinkMatch {
        var exposed: ClassMember?
        var unexposed: ClassMember?
    }

    /// The first member of `members` that is `wanted` and exposed to Objective-C, or else the first that
    /// is wanted. Members are compared in place (through their addresses) and only the answer is copied: a
    /// look-up is asked for every connection by several rules, and copying every member it looked at (a
    /// member holds a dozen references) was most of the reference counting of a warm run's rules.
    private static func firstMatch(in members: [ClassMember], _ wanted: WantedMember) -> LinkMatch {
        members.withUnsafeBufferPointer { buffer in
            var unexposed: Int?
            for position in buffer.indices {
                let member = buffer.baseAddress! + position
                switch wanted {
                case .property(let name):
                    guard member.pointee.kind == .property, member.pointee.name == name else { continue }
                case .method(let selector):
                    guard member.pointee.kind == .method, member.pointee.selector == selector else { continue }
                }
                if member.pointee.isExposedToObjC { return LinkMatch(exposed: member.pointee) }
                if unexposed == nil { unexposed = position }
            }
            return LinkMatch(unexposed: unexposed.map { buffer[$0] })
        }
    }

    /// Walks each chain for the `wanted` member; a framework link whose table has it (`frameworkHas`)
    /// ends the walk as found. Static, with the one table it needs passed in: a closure over the index
    /// copied the whole index (every table's reference) once per look-up.
    private static func lookup(in candidateChains: [ClassChain], extensionOnly: [String: [ClassMember]],
                               frameworkHas: (FrameworkClass) -> Bool, wanted: WantedMember) -> MemberLookup {
        if candidateChains.isEmpty { return .unknown }
        var results: [MemberLookup] = []
        for chain in candidateChains {
            var unexposed: ClassMember?
            var result: MemberLookup?
            var partlyUnderstood = false
            for link in chain.links {
                // `nil`: the framework's table has it.
                let match: LinkMatch?
                switch link {
                case .project(let projectClass):
                    if !projectClass.isFullyUnderstood { partlyUnderstood = true }
                    match = firstMatch(in: projectClass.members, wanted)
                case .framework(let frameworkClass):
                    match = frameworkHas(frameworkClass) ? nil : firstMatch(in: extensionOnly[frameworkClass.name] ?? [], wanted)
                }
                guard let match else { result = .found(nil); break }
                if let exposed = match.exposed { result = .found(exposed); break }
                if unexposed == nil, let first = match.unexposed { unexposed = first }
            }
            if let result { results.append(result) }
            else if let unexposed { results.append(.notExposed(unexposed)) }
            else if chain.isComplete && !partlyUnderstood { results.append(.missing(chain)) }
            else { results.append(.unknown) }
        }
        // Several classes share the name: found in any wins, then unknown, then the rest.
        if let found = results.first(where: { if case .found = $0 { true } else { false } }) { return found }
        if results.contains(.unknown) { return .unknown }
        if let notExposed = results.first(where: { if case .notExposed = $0 { true } else { false } }) { return notExposed }
        return results[0]
    }

    /// `true`/`false` when known, `nil` when a chain leaves what iblint can see.
    public func isClass(_ className: String, subclassOf ancestor: String) -> Bool? {
        let candidateChains = chains(of: className)
        if candidateChains.isEmpty { return nil }
        let ancestorName = ClassTableBuilder.lastComponent(ancestor)
        var sawUnknown = false
        for chain in candidateChains {
            if chain.names.contains(where: { $0 == ancestorName || $0 == ancestor }) { return true }
            if !chain.isComplete { sawUnknown = true }
        }
        return sawUnknown ? nil : false
    }

    /// Every member (project declarations and framework properties) visible along the chains of a class,
    /// for "did you mean" suggestions.
    public func propertyNames(inClass className: String, outletsOnly: Bool) -> [String] {
        var names: [String] = []
        for chain in chains(of: className) {
            for link in chain.links {
                switch link {
                case .project(let projectClass):
                    names += projectClass.members.filter { $0.kind == .property && (!outletsOnly || $0.isOutlet) }.map(\.name)
                case .framework(let frameworkClass):
                    if !outletsOnly { names += frameworkClass.properties.keys.sorted() }
                }
            }
        }
        return names
    }

    // MARK: Interface-file objects

    /// Which module scope a `customClass` reference points at.
    public func moduleScope(of element: IBElement) -> ModuleScope {
        if element.customModuleProvider == "target" { return .own }
        guard let module = element.customModule, !module.isEmpty else { return .unspecified }
        if projectModules.contains(module) || projectModules.isEmpty { return .own }
        return .other(module)
    }

    /// The class an IB object stands for: its custom class, else the framework class its element implies.
    /// `nil` for placeholders without a class, the First Responder and anything unknown.
    public func className(of element: IBElement, in document: IBDocument) -> String? {
        if let custom = element.customClass, !custom.isEmpty { return custom }
        if element.name == "placeholder" { return nil }
        return FrameworkCatalog.elementClass(elementName: element.name, isMacOS: document.platform == .macOS)
    }

    /// Whether lookups for this element may use project classes (false when it names another module's class).
    public func mayResolveInProject(_ element: IBElement) -> Bool {
        if case .other = moduleScope(of: element) { return false }
        return true
    }

    /// Interface documents with this nib/storyboard name (file name without extension and without a
    /// `~iphone`/`~ipad` device suffix).
    public func documents(named name: String, kind: IBDocumentKind) -> [IBDocument] {
        (documentIndicesByName[name] ?? []).map { documents[$0] }.filter { $0.kind == kind }
    }

    public static func interfaceName(ofPath path: String) -> String {
        var base = SourceFile.fileName(ofPath: path)
        if base.isASCII {
            // By bytes (for ASCII a character is a byte, but for "\r\n", which holds neither mark): every
            // rule asks this of file names, and finding a character costs a grapheme-break test per byte.
            if let dot = base.utf8.lastIndex(of: UInt8(ascii: ".")) { base = String(base[..<dot]) }
            if let tilde = base.utf8.firstIndex(of: UInt8(ascii: "~")) { base = String(base[..<tilde]) }
            return base
        }
        if let dot = base.lastIndex(of: ".") { base = String(base[..<dot]) }
        if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
        return base
    }
}

extension ProjectIndex {
    /// The module most `customModuleProvider="target"` references of the project's interface files name.
    public var mostCommonTargetModule: String? {
        derived.mostCommonTargetModule.get { Self.mostCommonTargetModule(among: documents) }
    }

    /// The module most `customModuleProvider="target"` references of these files name (ties: the first
    /// in alphabetical order).
    public static func mostCommonTargetModule(among documents: [IBDocument]) -> String? {
        var counts: [String: Int] = [:]
        for document in documents where document.mayHaveAttribute(named: "customModuleProvider") {
            // Read in place (`IBDocument.attributeValue(_:at:)`).
            for position in document.elements.indices where document.attributeValue(.customModuleProvider, at: position) == "target" {
                if let module = document.attributeValue(.customModule, at: position), !module.isEmpty { counts[module, default: 0] += 1 }
            }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
