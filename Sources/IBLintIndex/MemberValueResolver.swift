import IBLintCore
import IBLintSwift

/// Resolves the nib, storyboard and identifier names the scanner could not finish in one file
/// (`SwiftFileSummary.unresolvedInterfaceCalls`): members of a type, its extensions, superclasses and
/// protocol extensions (`Self.nibName`, `Cell.identifier`, `X.stringName()`), enum raw values
/// (`Segue.showDetail.rawValue`), and `Self` in protocol and framework-class extensions, which names
/// each project class that conforms (or calls the helper). What it cannot resolve stays unresolved:
/// an unknown name, never a guess.
struct MemberValueResolver {
    private let files: [SwiftFileSummary]
    /// The project's declarations, read from every file when a call first needs them (`tables`).
    private struct Tables: Sendable {
        /// Declarations by type name (a type and its extensions), with the file they are in.
        var declarations: [String: [(file: Int, type: Int)]] = [:]
        /// Protocol names declared in the project.
        var protocols: Set<String> = []
        /// The first inheritance entry of every project class (last component): the names that have subclasses.
        var superclassNames: Set<String> = []
        /// Names of stored `var` members with an initial value that some Swift code assigns
        /// (`Cell.identifier = …`, `identifier += …`): their initial value is not what they hold.
        var reassignedNames: Set<String> = []
    }
    /// Made when a file first has a call to resolve or uses a helper library, by the thread resolving it
    /// (made with the resolver, it was a serial stretch of 30–40 ms at scale 10 with the other core idle,
    /// and most projects' files have no such call).
    private let tables = OnceValue<Tables>()
    private var declarations: [String: [(file: Int, type: Int)]] { tables.get(makeTables).declarations }
    private var protocols: Set<String> { tables.get(makeTables).protocols }
    private var superclassNames: Set<String> { tables.get(makeTables).superclassNames }
    private var reassignedNames: Set<String> { tables.get(makeTables).reassignedNames }
    /// The project's extensions of framework classes (`extension NSObject`), by the class they extend: found
    /// once, when a member lookup first reaches them (each lookup went through every declaration of the
    /// project to find them, a quarter of a million instructions).
    private let frameworkExtensions = OnceValue<[(extended: String, sites: [(file: Int, type: Int)])]>()
    /// Who lists each name (`Inheritors`): made once, when a protocol extension's `Self` is first resolved.
    private let inheritors = OnceValue<Inheritors>()
    /// `conformers(of:)` by protocol. Each type's conformances worked out for every such call was the
    /// project's types times those calls, and once for all types a table of 24 M instructions on
    /// Rocket.Chat.iOS (one such call there).
    private let conformersByProtocol = MemoTable<String, [String]>()
    static let maximumDepth = 8

    init(swiftFiles: [SwiftFileSummary]) {
        self.files = swiftFiles
    }

    private func makeTables() -> Tables {
        var tables = Tables()
        let swiftFiles = files
        // By position, reading only the fields needed: `for type in summary.types` copied every type and
        // property of the project (a retain of each reference one holds), most of this serial stretch.
        var variables: Set<String> = []
        for f in swiftFiles.indices {
            let types = swiftFiles[f].types
            for t in types.indices {
                if !types[t].isLocal {
                    let kind = types[t].kind
                    let name = kind == .extension ? types[t].name : types[t].qualifiedName
                    tables.declarations[name, default: []].append((f, t))
                    let last = MemberValueResolver.lastComponent(name)
                    if last != name { tables.declarations[last, default: []].append((f, t)) }
                    if kind == .protocol { tables.protocols.insert(types[t].name) }
                    if kind == .class, let first = types[t].inheritance.first {
                        tables.superclassNames.insert(MemberValueResolver.lastComponent(first))
                    }
                }
                let properties = types[t].properties
                for p in properties.indices where !properties[p].isLet && !properties[p].isComputed && properties[p].value != nil {
                    variables.insert(properties[p].name)
                }
            }
        }
        if !variables.isEmpty {
            // Each file's assignment targets were found when it was parsed (and kept in the cache): matched
            // against the variables by bytes, a `String` made only for a name they share (intersecting with
            // the `Set<String>` made and hashed one for every target of every file: 9 M instructions on
            // corona-warn-app). Byte for byte, as `NameSet.intersection` matches.
            let variableSet = NameSet(variables)
            for position in swiftFiles.indices {
                let targets = swiftFiles[position].assignmentTargets
                targets.forEachShared(with: variableSet) { numberHere, _ in tables.reassignedNames.insert(targets.name(number: numberHere)) }
            }
        }
        return tables
    }

    /// Which of `names` the code assigns to (see `AssignmentScan`).
    static func assignedNames(in bytes: [UInt8], among names: Set<String>) -> Set<String> {
        AssignmentScan.targets(in: bytes).intersection(names)
    }

    static func lastComponent(_ name: String) -> String {
        DottedName.last(name)
    }

    // MARK: Files

    /// `summary` with its unresolved interface calls resolved where the project tells their names.
    func resolving(_ summary: SwiftFileSummary) -> SwiftFileSummary {
        resolvedIfChanged(summary) ?? summary
    }

    /// `resolving(summary)` when it differs from `summary` (a file with unresolved interface calls, or one
    /// that uses a helper library), else `nil`: most files have neither, and the index keeps its array of
    /// summaries as it is but for those.
    func resolvedIfChanged(_ summary: SwiftFileSummary) -> SwiftFileSummary? {
        let library = libraryCalls(in: summary)
        guard !summary.unresolvedInterfaceCalls.isEmpty || !library.isEmpty else { return nil }
        var summary = summary
        summary.interfaceCalls += library
        var stillUnresolved: [SwiftInterfaceCall] = []
        for call in summary.unresolvedInterfaceCalls {
            let resolved = resolve(call, in: summary)
            if resolved.isEmpty { stillUnresolved.append(call) } else { summary.interfaceCalls += resolved }
        }
        summary.interfaceCalls.sort { $0.range.start != $1.range.start ? $0.range.start < $1.range.start : $0.literal < $1.literal }
        summary.unresolvedInterfaceCalls = stillUnresolved
        return summary
    }

    // MARK: Helper libraries

    /// What conforming to a protocol of the Reusable library loads, when the library's source is not
    /// scanned (a pod or package): `NibLoadable`/`NibReusable` a nib named like the class,
    /// `NibOwnerLoadable` that nib with the class as owner, `StoryboardBased` a storyboard named like the
    /// class, `StoryboardSceneBased` a scene whose Storyboard ID is the class name.
    static let libraryProtocols: Set<String> = ["NibLoadable", "NibReusable", "NibOwnerLoadable", "StoryboardBased", "StoryboardSceneBased"]

    func libraryCalls(in summary: SwiftFileSummary) -> [SwiftInterfaceCall] {
        guard summary.imports.contains("Reusable") else { return [] }
        var calls: [SwiftInterfaceCall] = []
        for (t, type) in summary.types.enumerated() where type.kind == .class || type.kind == .extension {
            let name = MemberValueResolver.lastComponent(type.name)
            for entry in type.inheritance.map(MemberValueResolver.lastComponent)
            where MemberValueResolver.libraryProtocols.contains(entry) && !protocols.contains(entry) {
                let api: SwiftInterfaceAPI
                var owner: String? = nil
                switch entry {
                case "NibOwnerLoadable": api = .loadNibNamed; owner = "self"
                case "StoryboardBased": api = .storyboardInit
                case "StoryboardSceneBased": api = .instantiateViewController
                default: api = .nibInit; owner = "nil"
                }
                calls.append(SwiftInterfaceCall(
                    api: api, literal: name, literalRange: type.nameRange, nameValue: .selfTypeName, nameIsLiteral: false,
                    nameSource: "\(entry) (Reusable)", ownerArgument: owner, bundleArgument: "Bundle(for: Self.self)",
                    range: type.nameRange, enclosingType: t,
                    resolvedForClass: name))
            }
        }
        return calls
    }

    /// The call once for each class it runs for whose name the project resolves.
    private func resolve(_ call: SwiftInterfaceCall, in summary: SwiftFileSummary) -> [SwiftInterfaceCall] {
        guard let typeIndex = call.enclosingType, typeIndex < summary.types.count else {
            return resolvedCopy(call, name: resolve(call.nameValue, selfType: nil, depth: 0), forClass: nil).map { [$0] } ?? []
        }
        let type = summary.types[typeIndex]
        switch type.kind {
        case .class, .struct, .enum, .actor:
            if type.kind == .class, dependsOnSelf(call.nameValue), hasSubclasses(type.qualifiedName) { return [] }
            return resolvedCopy(call, name: resolve(call.nameValue, selfType: type.qualifiedName, depth: 0), forClass: nil).map { [$0] } ?? []
        case .protocol:
            return []
        case .extension:
            let extended = type.name
            if protocols.contains(MemberValueResolver.lastComponent(extended)) {
                guard dependsOnSelf(call.nameValue) else {
                    return resolvedCopy(call, name: resolve(call.nameValue, selfType: nil, depth: 0), forClass: nil).map { [$0] } ?? []
                }
                // `extension NibLoadable { … String(describing: self) … }`: each conforming type loads its own.
                return conformers(of: MemberValueResolver.lastComponent(extended)).compactMap { conformer in
                    resolvedCopy(call, name: resolve(call.nameValue, selfType: conformer, depth: 0), forClass: conformer)
                }
            }
            if !(declarations[extended] ?? []).contains(where: { files[$0.file].types[$0.type].kind != .extension }) {
                // An extension of a framework class: `Self` is whichever project class calls the helper.
                guard dependsOnSelf(call.nameValue) else {
                    return resolvedCopy(call, name: resolve(call.nameValue, selfType: nil, depth: 0), forClass: nil).map { [$0] } ?? []
                }
                guard let function = call.enclosingFunction, !call.inStaticContext else { return [] }
                return callers(ofHelper: function, extending: extended).compactMap { caller in
                    resolvedCopy(call, name: resolve(call.nameValue, selfType: caller, depth: 0), forClass: caller)
                }
            }
            // `static func fromStoryboard() { … "\(self)" … }` in a class with subclasses names whichever
            // subclass it is called on: unknown here.
            if dependsOnSelf(call.nameValue), hasSubclasses(extended) { return [] }
            return resolvedCopy(call, name: resolve(call.nameValue, selfType: extended, depth: 0), forClass: nil).map { [$0] } ?? []
        }
    }

    /// Whether a project class names `typeName` as its superclass.
    private func hasSubclasses(_ typeName: String) -> Bool {
        superclassNames.contains(MemberValueResolver.lastComponent(typeName))
    }

    private func resolvedCopy(_ call: SwiftInterfaceCall, name: String?, forClass: String?) -> SwiftInterfaceCall? {
        guard let name, !name.isEmpty else { return nil }
        var copy = call
        copy.literal = name
        copy.resolvedForClass = forClass
        return copy
    }

    /// Whether the value names something through `Self` (and so differs per conforming type).
    private func dependsOnSelf(_ value: SwiftValue) -> Bool {
        switch value {
        case .selfTypeName: return true
        case .member(let base, _): return base.isEmpty || base == ["Self"]
        default: return false
        }
    }

    // MARK: Values

    /// The string `value` names when `Self` is `selfType`.
    func resolve(_ value: SwiftValue, selfType: String?, depth: Int) -> String? {
        guard depth < MemberValueResolver.maximumDepth else { return nil }
        switch value {
        case .string(let string): return string
        case .typeName(let name): return name
        case .selfTypeName: return selfType.map(MemberValueResolver.lastComponent)
        case .unknown: return nil
        case .member(let base, let name):
            if base.isEmpty || base == ["Self"] {
                guard let selfType else { return nil }
                return member(name, of: selfType, depth: depth)
            }
            if name == "rawValue", base.count >= 2 {
                return rawValue(ofCase: base.last!, inEnum: base.dropLast().joined(separator: "."))
            }
            guard base.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
            return member(name, of: base.joined(separator: "."), depth: depth)
        }
    }

    /// The value of member `name` (a property, or `name()` for a function without parameters) of
    /// `typeName`: from the type's own declarations, else its superclasses, else the extensions of the
    /// protocols it conforms to, else extensions of framework classes (`extension NSObject`). Declared
    /// more than once with different values, or declared without one: unknown.
    private func member(_ name: String, of typeName: String, depth: Int) -> String? {
        let tables = tables.get(makeTables)
        let declarations = tables.declarations, protocols = tables.protocols
        var current: String? = typeName
        var visited: Set<String> = []
        var steps = 0
        while let type = current, !visited.contains(type), steps < 16 {
            steps += 1
            visited.insert(type)
            let sites = declarations[type] ?? []
            if let found = memberValues(name, in: sites) {
                return found.flatMap { resolve($0, selfType: typeName, depth: depth + 1) }
            }
            current = superclass(of: type)
        }
        // Protocol extensions of the protocols the type conforms to.
        for proto in conformances(of: typeName).sorted() {
            let extensions = (declarations[proto] ?? []).filter { files[$0.file].types[$0.type].kind == .extension }
            if let found = memberValues(name, in: extensions) {
                return found.flatMap { resolve($0, selfType: typeName, depth: depth + 1) }
            }
        }
        // Extensions of framework classes, for a class (`extension NSObject { static func stringName() }`).
        var frameworkValues: [SwiftValue] = []
        let extensions = frameworkExtensions.get {
            // Each name's sites, in hand, asked first (looked up again by name, then the framework's classes
            // asked, this was 1 % of corona-warn-app's pre-commit run): most names a project declares have a
            // type of their own, passed over before any name is hashed.
            declarations.filter { entry in
                isExtensionOnly(entry.value) && isFrameworkClass(entry.key) && !protocols.contains(entry.key)
            }.map { (extended: $0.key, sites: $0.value) }
        }
        for (extended, sites) in extensions {
            guard isKnownToInherit(typeName, from: extended) else { continue }
            if let found = memberValues(name, in: sites) {
                guard let value = found else { return nil }
                frameworkValues.append(value)
            }
        }
        let distinct = Set(frameworkValues)
        guard distinct.count == 1, let value = distinct.first else { return nil }
        return resolve(value, selfType: typeName, depth: depth + 1)
    }

    /// `nil` when no site declares the member; `.some(nil)` when declared without a single value.
    private func memberValues(_ name: String, in sites: [(file: Int, type: Int)]) -> SwiftValue?? {
        var values: [SwiftValue?] = []
        let functionName = name.hasSuffix("()") ? String(name.dropLast(2)) : nil
        for site in sites {
            let type = files[site.file].types[site.type]
            if let functionName {
                for function in type.functions where function.name == functionName && function.parameters.isEmpty {
                    values.append(function.returnValue)
                }
            } else {
                for property in type.properties where property.name == name {
                    let reassigned = !property.isLet && !property.isComputed && reassignedNames.contains(name)
                    values.append(reassigned ? nil : property.value)
                }
            }
        }
        guard !values.isEmpty else { return nil }
        let distinct = Set(values)
        guard distinct.count == 1, let only = distinct.first, let value = only else { return .some(nil) }
        return .some(value)
    }

    private func rawValue(ofCase caseName: String, inEnum enumName: String) -> String? {
        let cases = (declarations[enumName] ?? []).flatMap { files[$0.file].types[$0.type].enumCases }.filter { $0.name == caseName }
        guard cases.count == 1 else { return nil }
        return cases[0].rawValue
    }

    // MARK: Types

    /// The superclass a project class declares (its first inheritance entry, when that is not a protocol).
    private func superclass(of typeName: String) -> String? {
        let tables = tables.get(makeTables)
        let declarations = tables.declarations, protocols = tables.protocols
        for site in declarations[typeName] ?? [] {
            let type = files[site.file].types[site.type]
            guard type.kind == .class, let first = type.inheritance.first else { continue }
            let name = MemberValueResolver.lastComponent(first)
            return protocols.contains(name) ? nil : name
        }
        return nil
    }

    /// Every protocol the type conforms to, through its declarations, extensions, superclasses and the
    /// protocols' own inheritance.
    func conformances(of typeName: String) -> Set<String> {
        let declarations = declarations
        var result: Set<String> = []
        var pending: [String] = []
        var current: String? = typeName
        var visited: Set<String> = []
        while let type = current, !visited.contains(type), visited.count < 16 {
            visited.insert(type)
            for site in declarations[type] ?? [] {
                pending += files[site.file].types[site.type].inheritance.map(MemberValueResolver.lastComponent)
            }
            current = superclass(of: type)
        }
        while let next = pending.popLast(), result.count < 64 {
            guard !result.contains(next) else { continue }
            result.insert(next)
            for site in declarations[next] ?? [] where files[site.file].types[site.type].kind == .protocol {
                pending += files[site.file].types[site.type].inheritance.map(MemberValueResolver.lastComponent)
            }
        }
        return result
    }

    /// Project types (not extensions, not protocols) that conform to `proto` (`conformances(of:)` holds it),
    /// sorted. Only the types that could are asked: those whose superclass chain reaches a type one of whose
    /// declarations lists a name whose protocols lead to `proto` (found backwards from `proto`, without the
    /// limits `conformances(of:)` keeps to, so never fewer than it finds).
    func conformers(of proto: String) -> [String] {
        conformersByProtocol.get(proto) {
            let graph = inheritors.get(makeInheritors)
            var leading: Set<String> = [proto], pending = [proto]
            while let name = pending.popLast() {
                for lister in graph.protocolsListing[name] ?? [] where leading.insert(lister).inserted { pending.append(lister) }
            }
            var candidates: Set<String> = []
            for name in leading {
                for lister in graph.listing[name] ?? [] where candidates.insert(lister).inserted { pending.append(lister) }
            }
            while let name = pending.popLast() {
                for subclass in graph.subclasses[name] ?? [] where candidates.insert(subclass).inserted { pending.append(subclass) }
            }
            return candidates.filter { graph.typeNames.contains($0) && conformances(of: $0).contains(proto) }.sorted()
        }
    }

    /// Who lists each name, for `conformers(of:)`: by the `declarations` key of the lister.
    private struct Inheritors: Sendable {
        /// A name → the types with a declaration (an extension too) whose inheritance lists it.
        var listing: [String: Set<String>] = [:]
        /// A name → the protocols with a declaration whose inheritance lists it.
        var protocolsListing: [String: Set<String>] = [:]
        /// A name → the types whose `superclass(of:)` it is.
        var subclasses: [String: Set<String>] = [:]
        /// The qualified names of the project's types (not extensions, not protocols, not local).
        var typeNames: Set<String> = []
    }

    private func makeInheritors() -> Inheritors {
        var graph = Inheritors()
        for (key, sites) in declarations {
            for site in sites {
                let type = files[site.file].types[site.type]
                for entry in type.inheritance.map(MemberValueResolver.lastComponent) {
                    graph.listing[entry, default: []].insert(key)
                    if type.kind == .protocol { graph.protocolsListing[entry, default: []].insert(key) }
                }
            }
            if let superclass = superclass(of: key) { graph.subclasses[superclass, default: []].insert(key) }
        }
        for summary in files {
            for type in summary.types where !type.isLocal && [.class, .struct, .enum, .actor].contains(type.kind) {
                graph.typeNames.insert(type.qualifiedName)
            }
        }
        return graph
    }

    /// Whether every one of a name's declarations is an extension (the project declares no type of that name).
    private func isExtensionOnly(_ sites: [(file: Int, type: Int)]) -> Bool {
        !sites.contains { files[$0.file].types[$0.type].kind != .extension }
    }

    /// A class of the frameworks iblint knows, or `NSObject`.
    private func isFrameworkClass(_ name: String) -> Bool {
        FrameworkCatalog.class(named: name) != nil || name == "NSObject"
    }

    /// The project class inherits from the framework class `ancestor` (its chain reaches it).
    private func isKnownToInherit(_ typeName: String, from ancestor: String) -> Bool {
        var current: String? = typeName
        var steps = 0
        var last = typeName
        while let type = current, steps < 16 {
            steps += 1
            if type == ancestor { return true }
            last = type
            current = superclass(of: type)
        }
        let ancestry = FrameworkCatalog.ancestry(of: last)
        return ancestry.contains(ancestor) || (ancestor == "NSObject" && !ancestry.isEmpty)
    }

    /// Project classes that call the framework-class extension method `function` on themselves
    /// (`loadFromNib()` / `self.loadFromNib()` in their own body).
    private func callers(ofHelper function: String, extending extended: String) -> [String] {
        var names: Set<String> = []
        for summary in files {
            for type in summary.types where type.kind == .class || type.kind == .extension {
                let calls = type.functions.flatMap { $0.bodyFacts?.calls ?? [] }
                guard calls.contains(where: { $0.name == function && ($0.receiver == .implicitSelf || $0.receiver == .explicitSelf) })
                else { continue }
                let name = type.kind == .extension ? type.name : type.qualifiedName
                guard name != extended, isKnownToInherit(name, from: extended) else { continue }
                names.insert(name)
            }
        }
        return names.sorted()
    }
}
