import IBLintCore
import IBLintObjC
import IBLintSwift

/// Merges Swift and Objective-C declarations (classes, extensions, categories) into `ProjectClass`es.
struct ClassTableBuilder {
    let swiftFiles: [SwiftFileSummary]
    let objcFiles: [ObjCFileSummary]

    struct Result: Sendable {
        var classes: [String: [ProjectClass]]
        var nonClassTypeNames: Set<String>
        var protocols: [String: SwiftTypeDeclaration]
        var extensionOnlyMembers: [String: [ClassMember]]
    }

    private static let exposingPropertyAttributes: Set<String> = ["IBOutlet", "IBInspectable", "objc", "NSManaged", "GKInspectable"]
    private static let exposingMethodAttributes: Set<String> = ["IBAction", "IBSegueAction", "objc", "NSManaged"]

    /// The members of each class and extension, per file: most of the work, done file by file in
    /// parallel before the merge (`build`), which is serial.
    struct Members: Sendable {
        /// Per Swift file, per type (empty for types that are not classes or extensions).
        var swift: [[[ClassMember]]]
        /// Per Objective-C file, per interface and per implementation.
        var objc: [(interfaces: [[ClassMember]], implementations: [[ClassMember]])]
    }

    static func members(swiftFiles: [SwiftFileSummary], objcFiles: [ObjCFileSummary]) -> Members {
        let swift = swiftFiles.parallelMap { summary -> [[ClassMember]] in
            summary.types.indices.map { typeIndex in
                let type = summary.types[typeIndex]
                guard !type.isLocal else { return [] }
                switch type.kind {
                case .class: return swiftMembers(of: SwiftTypeSite(summary: summary, typeIndex: typeIndex), exposesAll: type.hasAttribute("objcMembers"))
                case .extension:
                    return swiftMembers(of: SwiftTypeSite(summary: summary, typeIndex: typeIndex),
                                        exposesAll: type.hasAttribute("objc") || type.hasAttribute("objcMembers"))
                case .protocol, .struct, .enum, .actor: return []
                }
            }
        }
        let objc = objcFiles.parallelMap { summary -> (interfaces: [[ClassMember]], implementations: [[ClassMember]]) in
            (summary.interfaces.indices.map { objcMembers(of: ObjCInterfaceSite(summary: summary, position: $0, isImplementation: false)) },
             summary.implementations.indices.map { objcMembers(of: ObjCInterfaceSite(summary: summary, position: $0, isImplementation: true)) })
        }
        return Members(swift: swift, objc: objc)
    }

    /// Merges the classes, extensions and categories; `members` are those of `swiftFiles` and `objcFiles`.
    func build(members: Members) -> Result {
        var classes: [ProjectClass] = []
        var extensionsByName: [String: [(site: ClassDeclarationSite, members: [ClassMember], understood: Bool)]] = [:]
        var nonClassTypeNames: Set<String> = []
        var protocols: [String: SwiftTypeDeclaration] = [:]
        var aliases: [(alias: String, classIndex: Int)] = []

        let swiftMembersByFile = members.swift, objcMembersByFile = members.objc
        for (fileIndex, summary) in swiftFiles.enumerated() {
            // Types declared inside functions or closures cannot be named by an interface file.
            for (typeIndex, type) in summary.types.enumerated() where !type.isLocal {
                let swiftSite = SwiftTypeSite(summary: summary, typeIndex: typeIndex)
                let site = ClassDeclarationSite.swift(swiftSite)
                let understood = !summary.unparsedRanges.contains { type.range.overlaps($0) }
                let members = swiftMembersByFile[fileIndex][typeIndex]
                switch type.kind {
                case .class:
                    let exposesAll = type.hasAttribute("objcMembers")
                    let superclass = type.inheritance.first.map(Self.lastComponent)
                        .flatMap { $0 == "AnyObject" ? nil : $0 }
                    classes.append(ProjectClass(
                        name: type.name, language: .swift, superclass: superclass,
                        superclassIsUncertain: superclass != nil, exposesAllMembers: exposesAll,
                        isDesignable: type.hasAttribute("IBDesignable"), isFullyUnderstood: understood,
                        place: LazyLocation(type.nameRange, in: summary.file), sites: [site], members: members))
                    let index = classes.count - 1
                    if type.qualifiedName != type.name { aliases.append((type.qualifiedName, index)) }
                    if let objcName = type.attributes.first(where: { $0.name == "objc" })?.arguments?
                        .trimmingSpacesAndTabs, !objcName.isEmpty, objcName != type.name {
                        aliases.append((objcName, index))
                    }
                case .extension:
                    extensionsByName[Self.lastComponent(type.name), default: []].append((site, members, understood))
                case .protocol:
                    protocols[type.name] = type
                    nonClassTypeNames.insert(type.name)
                case .struct, .enum, .actor:
                    nonClassTypeNames.insert(type.name)
                }
            }
        }

        for (fileIndex, summary) in objcFiles.enumerated() {
            for (interfaceIndex, interface) in summary.interfaces.enumerated() {
                let objcSite = ObjCInterfaceSite(summary: summary, position: interfaceIndex, isImplementation: false)
                let site = ClassDeclarationSite.objc(objcSite)
                let members = objcMembersByFile[fileIndex].interfaces[interfaceIndex]
                if interface.category == nil {
                    classes.append(ProjectClass(
                        name: interface.name, language: .objc, superclass: interface.superclass,
                        superclassIsUncertain: false, exposesAllMembers: true, isDesignable: false,
                        place: LazyLocation(interface.nameRange, in: summary.file), sites: [site], members: members))
                } else {
                    extensionsByName[interface.name, default: []].append((site, members, true))
                }
            }
            for (index, implementation) in summary.implementations.enumerated() {
                let objcSite = ObjCInterfaceSite(summary: summary, position: index, isImplementation: true)
                extensionsByName[implementation.name, default: []].append((.objc(objcSite), objcMembersByFile[fileIndex].implementations[index], true))
            }
        }

        // Extensions and categories add members to every class of that name.
        for index in classes.indices {
            let extensions = extensionsByName[classes[index].name] ?? []
            // At their final size at once: appended one extension after another, the arrays (kept for the
            // whole run) ended with room to spare, 0.5 MB of Rocket.Chat.iOS's peak.
            if !extensions.isEmpty {
                classes[index].members.reserveCapacity(classes[index].members.count + extensions.reduce(0) { $0 + $1.members.count })
            }
            for ext in extensions {
                classes[index].sites.append(ext.site)
                if !ext.understood { classes[index].isFullyUnderstood = false }
                classes[index].members += ext.members.map { member in
                    var member = member
                    if classes[index].exposesAllMembers { member.isExposedToObjC = true }
                    return member
                }
            }
        }

        var byName: [String: [ProjectClass]] = [:]
        for projectClass in classes { byName[projectClass.name, default: []].append(projectClass) }
        for (alias, index) in aliases { byName[alias, default: []].append(classes[index]) }
        // Extensions of classes the project does not declare (UIView, a pod's class).
        var extensionOnly: [String: [ClassMember]] = [:]
        for (name, exts) in extensionsByName where byName[name] == nil {
            extensionOnly[name] = exts.flatMap(\.members)
        }
        return Result(classes: byName, nonClassTypeNames: nonClassTypeNames, protocols: protocols,
                      extensionOnlyMembers: extensionOnly)
    }

    private static func swiftMembers(of site: SwiftTypeSite, exposesAll: Bool) -> [ClassMember] {
        let type = site.declaration, file = site.file
        // Kept for the whole run: made at their size (grown one append at a time, a type's members kept up to
        // as much room again, a third of the class table's memory on corona-warn-app).
        var members: [ClassMember] = []
        members.reserveCapacity(type.properties.count { !$0.isStatic }
                                + type.functions.count { $0.kind == .function && !$0.isStatic })
        for (index, property) in type.properties.enumerated() where !property.isStatic {
            let attributes = property.attributes
            func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }
            let exposed = exposesAll || attributes.contains(where: { exposingPropertyAttributes.contains($0.name) })
                || property.hasModifier("override")
            let isOutlet = has("IBOutlet")
            let isCollection = isOutlet && (property.typeText?.trimmingSpacesAndTabs.hasPrefix("[") ?? false)
            members.append(ClassMember(
                kind: .property, name: property.name, isExposedToObjC: exposed, isOutlet: isOutlet,
                isOutletCollection: isCollection, isInspectable: has("IBInspectable"),
                typeText: property.typeText, owner: type.name, place: LazyLocation(property.nameRange, in: file),
                declarationRange: property.range, declaration: .swiftProperty(index: index, in: site)))
        }
        for (index, function) in type.functions.enumerated() where function.kind == .function && !function.isStatic {
            let attributes = function.attributes
            func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }
            let exposed = exposesAll || attributes.contains(where: { exposingMethodAttributes.contains($0.name) })
                || function.modifiers.contains("override")
            members.append(ClassMember(
                kind: .method, name: function.name, selector: function.objcSelector, isExposedToObjC: exposed,
                isAction: has("IBAction") || has("IBSegueAction"),
                owner: type.name, place: LazyLocation(function.nameRange, in: file), declarationRange: function.range,
                declaration: .swiftFunction(index: index, in: site)))
        }
        return members
    }

    private static func objcMembers(of site: ObjCInterfaceSite) -> [ClassMember] {
        let interface = site.declaration, file = site.file
        let properties = (interface.properties + interface.outletIvars).filter { !interface.ivars.contains($0) }
        var members: [ClassMember] = []
        members.reserveCapacity(properties.count + interface.ivars.reduce(0) { $0 + ($1.name.hasPrefix("_") ? 2 : 1) }
                                + interface.methods.count { !$0.isClassMethod })
        for property in properties {
            members.append(ClassMember(
                kind: .property, name: property.name, isExposedToObjC: true,
                isOutlet: property.isOutlet || property.isOutletCollection, isOutletCollection: property.isOutletCollection,
                typeText: property.typeText, owner: interface.name, place: LazyLocation(property.range, in: file),
                declaration: .objcProperty(property, in: site)))
        }
        // Key-value coding falls back to instance variables named `key` or `_key`.
        for ivar in interface.ivars {
            let names = ivar.name.hasPrefix("_") ? [ivar.name, String(ivar.name.dropFirst())] : [ivar.name]
            for name in names {
                members.append(ClassMember(
                    kind: .property, name: name, isExposedToObjC: true,
                    isOutlet: ivar.isOutlet || ivar.isOutletCollection, isOutletCollection: ivar.isOutletCollection,
                    typeText: ivar.typeText, owner: interface.name, place: LazyLocation(ivar.range, in: file),
                    declaration: .objcProperty(ivar, in: site)))
            }
        }
        for method in interface.methods where !method.isClassMethod {
            // By bytes (a colon is one): read as characters, the selectors were a fifth of this function.
            let baseName = method.selector.utf8.firstIndex(of: UInt8(ascii: ":")).map { String(method.selector[..<$0]) } ?? method.selector
            members.append(ClassMember(
                kind: .method, name: baseName, selector: method.selector, isExposedToObjC: true,
                isAction: method.isAction, owner: interface.name, place: LazyLocation(method.range, in: file),
                declaration: .objcMethod(method, in: site)))
        }
        return members
    }

    static func lastComponent(_ name: String) -> String {
        DottedName.last(name)
    }
}
