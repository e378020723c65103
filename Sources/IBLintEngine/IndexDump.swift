import IBLintCore
import IBLintIndex
import IBLintSwift
import IBLintXML

/// `iblint index --json`: what the scanners and the loader saw, so a user who doubts a finding can see why.
public enum IndexDump {
    public static func json(_ index: ProjectIndex) -> JSONValue {
        .object([
            ("version", .string(IBLintVersion.current)),
            ("projectModules", .array(index.projectModules.sorted().map(JSONValue.string))),
            ("project", project(index)),
            ("classes", .array(classes(index))),
            ("extensionsOfOtherClasses", .array(index.extensionOnlyMembers.keys.sorted().map { name in
                .object([("class", .string(name)), ("members", .array(index.extensionOnlyMembers[name]!.map(member)))])
            })),
            ("interfaceFiles", .array(index.documents.sorted { $0.path < $1.path }.map { document(index, $0) })),
            ("unreadableInterfaceFiles", .array(index.loadFailures.map { failure in
                .object([("path", .string(failure.error.path)), ("line", .int(failure.error.line)),
                         ("message", .string(failure.error.message))])
            })),
            ("nibAndStoryboardReferences", .array(interfaceCalls(index))),
            ("assets", .object([
                ("catalogs", .array(index.assets.catalogs.map(JSONValue.string))),
                ("images", .array(index.assets.imageNames.sorted().map(JSONValue.string))),
                ("colors", .array(index.assets.colorNames.sorted().map(JSONValue.string))),
                ("looseImages", .array(index.assets.looseImageNames.sorted().map(JSONValue.string))),
            ])),
        ])
    }

    /// The project model: descriptions, targets with the scanned files each builds, modules, what the
    /// checkout lacks, files no target builds, and what iblint could not read.
    private static func project(_ index: ProjectIndex) -> JSONValue {
        let model = index.project
        let scanned = (index.documents.map(\.path) + index.deadDocuments.map(\.path) + index.swiftFiles.map(\.file.path)
            + index.objcFiles.map(\.file.path) + index.deadSourcePaths).sorted()
        var builtBy: [Int: [String]] = [:]
        for path in scanned {
            if case .built(let targets) = model.membership(of: path) { for target in targets { builtBy[target, default: []].append(path) } }
        }
        let descriptions = model.xcodeProjects.map(\.path) + model.packages.map(\.path) + model.xcodegenSpecs.map(\.path)
            + model.tuistManifests.map(\.path)
        return .object([
            ("descriptions", .array(descriptions.sorted().map(JSONValue.string))),
            ("dependencyManifests", .array(model.dependencies.map { .string($0.path) })),
            ("targets", .array(model.targets.enumerated().map { position, target in
                .object([
                    ("name", .string(target.name)),
                    ("origin", .string(target.origin.rawValue)),
                    ("description", .string(target.descriptionPath)),
                    ("modules", .array(target.moduleNames.sorted().map(JSONValue.string))),
                    ("isTest", .bool(target.isTest)),
                    ("externalModules", .array(target.externalModules.sorted().map(JSONValue.string))),
                    ("scannedFilesBuilt", .array((builtBy[position] ?? []).map(JSONValue.string))),
                ])
            })),
            ("ownModules", .array(model.ownModules.sorted().map(JSONValue.string))),
            ("externalModules", .array(model.externalModules.sorted().map(JSONValue.string))),
            ("absentFiles", .array(model.absentFiles.map { file in
                .object([("path", .string(file.path)), ("targets", .array(file.targets.sorted().map(JSONValue.string))),
                         ("ignoredByGit", .bool(file.isIgnored)), ("inSubmodule", .bool(file.inSubmodule))])
            })),
            ("filesOutsideScannedPaths", .array(model.unscannedFiles.map(JSONValue.string))),
            ("targetsOutsideScannedPaths", .array(model.targetsOutsideScan.map(JSONValue.string))),
            ("filesNoTargetBuilds", .array((index.deadDocuments.map(\.path) + index.deadSourcePaths).sorted().map(JSONValue.string))),
            ("limits", .array((model.unreadableDescriptions + model.readingLimits).map(JSONValue.string))),
        ])
    }

    private static func classes(_ index: ProjectIndex) -> [JSONValue] {
        var seen: Set<LazyLocation> = []
        var all: [ProjectClass] = []
        for name in index.classesByName.keys.sorted() {
            for projectClass in index.classesByName[name]! where seen.insert(projectClass.place).inserted {
                all.append(projectClass)
            }
        }
        return all.sorted { ($0.name, $0.location) < ($1.name, $1.location) }.map { projectClass in
            let chain = index.chains(of: projectClass.name).first
            return .object([
                ("name", .string(projectClass.name)),
                ("language", .string(projectClass.language.rawValue)),
                ("superclass", .optional(projectClass.superclass)),
                ("superclassChain", .array((chain?.names.dropFirst() ?? []).map(JSONValue.string))),
                ("chainComplete", .bool(chain?.isComplete ?? false)),
                ("designable", .bool(projectClass.isDesignable)),
                ("objcMembers", .bool(projectClass.exposesAllMembers)),
                ("declaredAt", .string(projectClass.location.description)),
                ("members", .array(projectClass.members.map(member))),
            ])
        }
    }

    private static func member(_ member: ClassMember) -> JSONValue {
        var attributes: [JSONValue] = []
        if member.isOutlet { attributes.append(.string(member.isOutletCollection ? "outletCollection" : "outlet")) }
        if member.isAction { attributes.append(.string("action")) }
        if member.isInspectable { attributes.append(.string("inspectable")) }
        if member.isExposedToObjC { attributes.append(.string("objc")) }
        var fields: [(String, JSONValue)] = [
            ("kind", .string(member.kind.rawValue)),
            ("name", .string(member.name)),
        ]
        if let selector = member.selector { fields.append(("selector", .string(selector))) }
        if let type = member.typeText { fields.append(("type", .string(type))) }
        fields.append(("attributes", .array(attributes)))
        fields.append(("declaredIn", .string(member.owner)))
        fields.append(("at", .string(member.location.description)))
        return .object(fields)
    }

    private static func document(_ index: ProjectIndex, _ document: IBDocument) -> JSONValue {
        let connectionsBySource = Dictionary(grouping: document.connections, by: \.source)
        let objects: [JSONValue] = document.objects.map { objectIndex in
            let element = document[objectIndex]
            var fields: [(String, JSONValue)] = [
                ("id", .optional(element.id)),
                ("element", .string(element.name)),
                ("class", .optional(index.className(of: element, in: document))),
            ]
            if let custom = element.customClass { fields.append(("customClass", .string(custom))) }
            if let module = element.customModule { fields.append(("customModule", .string(module))) }
            if let label = element.userLabel { fields.append(("userLabel", .string(label))) }
            if let placeholder = element.placeholderIdentifier { fields.append(("placeholder", .string(placeholder))) }
            if let identifier = element.storyboardIdentifier { fields.append(("storyboardIdentifier", .string(identifier))) }
            if let identifier = element.reuseIdentifier { fields.append(("reuseIdentifier", .string(identifier))) }
            fields.append(("line", .int(element.position.line)))
            let connections = (connectionsBySource[objectIndex] ?? []).map { connection in
                var fields: [(String, JSONValue)] = [("kind", .string(connection.kind.rawValue))]
                if let property = connection.property { fields.append(("property", .string(property))) }
                if let selector = connection.selector { fields.append(("selector", .string(selector))) }
                if let kind = connection.segueKind { fields.append(("segueKind", .string(kind))) }
                if let identifier = connection.identifier { fields.append(("identifier", .string(identifier))) }
                fields.append(("destination", .optional(connection.destination)))
                fields.append(("line", .int(document[connection.element].position.line)))
                return JSONValue.object(fields)
            }
            if !connections.isEmpty { fields.append(("connections", .array(connections))) }
            return .object(fields)
        }
        return .object([
            ("path", .string(document.path)),
            ("kind", .string(document.kind.rawValue)),
            ("platform", .string(document.platform.rawValue)),
            ("objects", .array(objects)),
        ])
    }

    private static func interfaceCalls(_ index: ProjectIndex) -> [JSONValue] {
        index.swiftFiles.flatMap { summary in
            summary.interfaceCalls.map { call in
                var fields: [(String, JSONValue)] = [
                    ("api", .string(call.api.rawValue)),
                    ("name", .string(call.literal)),
                    ("at", .string(summary.file.location(call.literalRange).description)),
                ]
                if let owner = call.ownerArgument { fields.append(("owner", .string(owner))) }
                if let bundle = call.bundleArgument { fields.append(("bundle", .string(bundle))) }
                if let type = call.enclosingType, summary.types.indices.contains(type) {
                    fields.append(("inType", .string(summary.types[type].qualifiedName)))
                }
                if let function = call.enclosingFunction { fields.append(("inFunction", .string(function))) }
                return JSONValue.object(fields)
            }
        }
    }
}
