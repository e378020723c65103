import IBLintCore

/// What an Xcode project (`project.pbxproj`) says: its targets, the files each builds, their module names,
/// the Swift packages they use. Paths are relative to the directory iblint runs in, like every path it
/// reports; a file reference that lives outside the repository (SDK, build products) has no path.
public struct XcodeProject: Sendable, Hashable {
    /// The `project.pbxproj` file.
    public var path: String
    /// The folder relative paths of the project start from (the folder that holds the `.xcodeproj`,
    /// moved by `projectDirPath` when set).
    public var directory: String
    public var targets: [XcodeTarget]
    /// Folders of local Swift packages the project references (`XCLocalSwiftPackageReference`).
    public var localPackagePaths: [String]
    /// Every file reference the project has, whichever target builds it (or none), as resolved paths.
    public var referencedFiles: Set<String>
    /// What the reader could not resolve (a custom source tree, a module name from an unknown build
    /// setting), as sentences; the model is still used, with those parts unknown.
    public var limits: [String]
}

/// One target of an Xcode project.
public struct XcodeTarget: Sendable, Hashable {
    public var name: String
    /// `com.apple.product-type.application`, `…framework`, `…bundle.unit-test`…; empty for aggregate targets.
    public var productType: String
    /// The Swift module names the target can have (one per build configuration, usually just one);
    /// empty when a setting iblint cannot resolve decides it.
    public var moduleNames: Set<String>
    /// Files of its Sources phase (Swift, Objective-C).
    public var sourceFiles: Set<String>
    /// Files of its Resources phase (storyboards, xibs, asset catalogs…), variant-group members included.
    public var resourceFiles: Set<String>
    /// Xcode 16 synchronized folders the target builds, with the files excluded from it.
    public var synchronizedFolders: [SynchronizedFolder]
    /// Files of synchronized folders the target does not list, made members of it by an exception set.
    public var synchronizedExtraFiles: Set<String>
    /// Products of Swift packages it links (`packageProductDependencies`): modules that are not the project's.
    public var packageProducts: Set<String>

    public var isTest: Bool { productType.containsText("test") }

    public struct SynchronizedFolder: Sendable, Hashable {
        /// The folder, resolved.
        public var path: String
        /// Paths (resolved) inside it that this target does not build.
        public var excluded: Set<String>
    }

    /// Whether the target builds the file at `path`, as a source or as a resource.
    public func builds(_ path: String) -> Bool {
        if sourceFiles.contains(path) || resourceFiles.contains(path) || synchronizedExtraFiles.contains(path) { return true }
        return synchronizedFolders.contains { folder in
            ProjectPaths.isInside(path, folder: folder.path) && !folder.excluded.contains(path)
                && !folder.excluded.contains { ProjectPaths.isInside(path, folder: $0) }
        }
    }
}

extension XcodeProject {
    /// Reads a `project.pbxproj`. `path` is the file's path as iblint reports it.
    public init(path: String, bytes: [UInt8]) throws(PropertyListError) {
        let root = try PropertyListParser.parse(bytes)
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
              let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw PropertyListError(line: 1, message: "no PBXProject object: this is not an Xcode project file")
        }
        var reader = XcodeProjectReader(objects: objects, pbxprojPath: path, project: project)
        self = reader.read()
    }
}

/// Turns the object table of a project file into an `XcodeProject`.
struct XcodeProjectReader {
    /// The project's objects by id (a large dictionary: looked up through its table).
    let objects: PropertyListDictionary
    let pbxprojPath: String
    let project: PropertyList
    let directory: String
    /// The object ids in order (sorted once: a big project has hundreds of thousands).
    private let sortedIDs: [String]
    /// The ids of the synchronized folders (`PBXFileSystemSynchronizedRootGroup`), in order.
    private let synchronizedFolderIDs: [String]
    /// Each object's group (the first in id order to list it), by their positions in `objects` (-1: none),
    /// and for references listed that are no object (after a bad merge), by id; each object's path once
    /// placed (`resolvedPaths[position]`, when `isResolved[position]`). By position: the ids are looked up
    /// once each, not at every step up a group chain (hashing ids was a quarter of reading a project).
    private var parentPositions: [Int32]
    private var danglingParents: [String: Int] = [:]
    private var resolvedPaths: [String?]
    private var isResolved: [Bool]
    private var limits: [String] = []

    init(objects: PropertyListDictionary, pbxprojPath: String, project: PropertyList) {
        self.objects = objects
        self.pbxprojPath = pbxprojPath
        self.project = project
        // `Foo/App.xcodeproj/project.pbxproj` → `Foo`, then `projectDirPath` (usually empty).
        let bundle = ProjectPaths.parent(of: pbxprojPath)
        var directory = ProjectPaths.parent(of: bundle)
        if let dirPath = project["projectDirPath"]?.string, !dirPath.isEmpty { directory = ProjectPaths.join(directory, dirPath) }
        self.directory = directory
        // In id order, the first group listing a reference is its parent: a reference two groups list
        // (after a bad merge) is placed the same way every run.
        sortedIDs = Self.sorted(objects.distinctKeys)
        synchronizedFolderIDs = sortedIDs.filter { objects[$0]?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
        var parentPositions = [Int32](repeating: -1, count: objects.count)
        var danglingParents: [String: Int] = [:]
        for id in sortedIDs {
            guard let position = objects.position(of: id) else { continue }
            for child in objects.value(at: position)["children"]?.strings ?? [] {
                if let childPosition = objects.position(of: child) {
                    if parentPositions[childPosition] < 0 { parentPositions[childPosition] = Int32(position) }
                } else if danglingParents[child] == nil {
                    danglingParents[child] = position
                }
            }
        }
        self.parentPositions = parentPositions
        self.danglingParents = danglingParents
        resolvedPaths = [String?](repeating: nil, count: objects.count)
        isResolved = [Bool](repeating: false, count: objects.count)
    }

    /// `ids.sorted()`. When every id is ASCII (Xcode writes 24 hexadecimal digits), by their bytes, the first
    /// 24 of them packed in three numbers: `String`'s `<` orders ASCII texts as their bytes, and comparing
    /// a project's ids as `String`s was a fifth of reading it.
    static func sorted(_ ids: [String]) -> [String] {
        struct Key {
            var parts: (UInt64, UInt64, UInt64)
            var length: Int
            var position: Int
        }
        var keys: [Key] = []
        keys.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() {
            var parts: (UInt64, UInt64, UInt64) = (0, 0, 0)
            var length = 0
            let ascii = id.withUTF8Bytes { bytes -> Bool in
                length = bytes.count
                for index in bytes.indices {
                    let byte = bytes[index]
                    guard byte < 0x80 else { return false }
                    guard index < 24 else { continue }
                    let shift = UInt64(56 - 8 * (index % 8))
                    switch index / 8 {
                    case 0: parts.0 |= UInt64(byte) << shift
                    case 1: parts.1 |= UInt64(byte) << shift
                    default: parts.2 |= UInt64(byte) << shift
                    }
                }
                return true
            }
            guard ascii else { return ids.sorted() }
            keys.append(Key(parts: parts, length: length, position: position))
        }
        keys.sort { left, right in
            if left.parts.0 != right.parts.0 { return left.parts.0 < right.parts.0 }
            if left.parts.1 != right.parts.1 { return left.parts.1 < right.parts.1 }
            if left.parts.2 != right.parts.2 { return left.parts.2 < right.parts.2 }
            // The same first 24 bytes (a shorter text padded with zero bytes): the rest, or the length, decides.
            if left.length <= 24 || right.length <= 24 { return left.length < right.length }
            return ids[left.position].utf8.lexicographicallyPrecedes(ids[right.position].utf8)
        }
        return keys.map { ids[$0.position] }
    }

    mutating func read() -> XcodeProject {
        var targets: [XcodeTarget] = []
        for id in project["targets"]?.strings ?? [] {
            guard let object = objects[id] else { continue }
            targets.append(target(object, id: id))
        }
        var referenced: Set<String> = []
        // In id order, so the limits they add come in the same order every run.
        for id in sortedIDs {
            guard let position = objects.position(of: id), objects.value(at: position)["isa"]?.string == "PBXFileReference" else { continue }
            if let path = path(ofObjectAt: position) { referenced.insert(path) }
        }
        let packages = (project["packageReferences"]?.strings ?? []).compactMap { id -> String? in
            guard let reference = objects[id], reference["isa"]?.string == "XCLocalSwiftPackageReference",
                  let relative = reference["relativePath"]?.string else { return nil }
            return ProjectPaths.join(directory, relative)
        }
        // Each limit once: every file under an unknown source tree says the same sentence.
        var said: Set<String> = []
        return XcodeProject(path: pbxprojPath, directory: directory, targets: targets, localPackagePaths: packages,
                            referencedFiles: referenced, limits: limits.filter { said.insert($0).inserted })
    }

    // MARK: Targets

    private mutating func target(_ object: PropertyList, id: String) -> XcodeTarget {
        let name = object["name"]?.string ?? object["productName"]?.string ?? "?"
        var sources: Set<String> = [], resources: Set<String> = []
        for phaseID in object["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID] else { continue }
            let isa = phase["isa"]?.string ?? ""
            guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
            let buildFiles = phase["files"]?.strings ?? []
            // Room for the phase's files at once (grown one file at a time, each set was hashed again as it grew).
            if isa == "PBXSourcesBuildPhase" { sources.reserveCapacity(sources.count + buildFiles.count) }
            else { resources.reserveCapacity(resources.count + buildFiles.count) }
            for buildFileID in buildFiles {
                guard let fileRef = objects[buildFileID]?["fileRef"]?.string else { continue }
                let paths = filePaths(of: fileRef)
                if isa == "PBXSourcesBuildPhase" { sources.formUnion(paths) } else { resources.formUnion(paths) }
            }
        }
        var folders: [XcodeTarget.SynchronizedFolder] = []
        for groupID in object["fileSystemSynchronizedGroups"]?.strings ?? [] {
            guard let folder = path(of: groupID) else { continue }
            var excluded: Set<String> = []
            for exceptionID in objects[groupID]?["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID], exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      exception["target"]?.string == id else { continue }
                for relative in exception["membershipExceptions"]?.strings ?? [] { excluded.insert(ProjectPaths.join(folder, relative)) }
            }
            folders.append(XcodeTarget.SynchronizedFolder(path: folder, excluded: excluded))
        }
        var products: Set<String> = []
        for dependencyID in object["packageProductDependencies"]?.strings ?? [] {
            if let product = objects[dependencyID]?["productName"]?.string { products.insert(Self.moduleName(product)) }
        }
        return XcodeTarget(name: name, productType: object["productType"]?.string ?? "", moduleNames: moduleNames(of: object, targetName: name),
                           sourceFiles: sources, resourceFiles: resources, synchronizedFolders: folders,
                           synchronizedExtraFiles: synchronizedExtras(forTargetID: id), packageProducts: products)
    }

    /// Files of synchronized folders that a target does not list but an exception set names for it: an
    /// exception inverts membership, so those files are the target's.
    private mutating func synchronizedExtras(forTargetID targetID: String) -> Set<String> {
        guard let target = objects[targetID] else { return [] }
        let listed = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        var extras: Set<String> = []
        // In id order (not the dictionary's), so that the limits placing a folder adds come in the same order every run.
        for groupID in synchronizedFolderIDs where !listed.contains(groupID) {
            guard let group = objects[groupID], let folder = path(of: groupID) else { continue }
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID], exception["target"]?.string == targetID else { continue }
                for relative in exception["membershipExceptions"]?.strings ?? [] { extras.insert(ProjectPaths.join(folder, relative)) }
            }
        }
        return extras
    }

    // MARK: Module names

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (by default the target's name) made a C99 identifier, for
    /// each build configuration of the target (project-level settings as defaults).
    private mutating func moduleNames(of target: PropertyList, targetName: String) -> Set<String> {
        let projectConfigurations = configurations(project["buildConfigurationList"]?.string)
        var targetConfigurations = configurations(target["buildConfigurationList"]?.string)
        if targetConfigurations.isEmpty { targetConfigurations = [[:]] }
        var names: Set<String> = []
        for (position, settings) in targetConfigurations.enumerated() {
            let defaults = position < projectConfigurations.count ? projectConfigurations[position] : (projectConfigurations.first ?? [:])
            let lookup = { (key: String) -> String? in settings[key] ?? defaults[key] }
            let productName = expand(lookup("PRODUCT_NAME") ?? "$(TARGET_NAME)", targetName: targetName, productName: nil)
            let moduleSetting = lookup("PRODUCT_MODULE_NAME") ?? "$(PRODUCT_NAME:c99extidentifier)"
            guard let module = expand(moduleSetting, targetName: targetName, productName: productName) else {
                limits.append("the module name of target \(targetName) comes from a build setting iblint cannot resolve (\(moduleSetting))")
                continue
            }
            names.insert(Self.moduleName(module))
        }
        return names
    }

    private func configurations(_ listID: String?) -> [[String: String]] {
        guard let listID, let list = objects[listID] else { return [] }
        return (list["buildConfigurations"]?.strings ?? []).compactMap { id in
            guard let settings = objects[id]?["buildSettings"]?.dictionary?.table() else { return nil }
            return settings.compactMapValues(\.string)
        }
    }

    /// Replaces `$(TARGET_NAME)`, `$(PRODUCT_NAME)` and their `:c99extidentifier`/`:rfc1034identifier`
    /// forms (also `${…}`); `nil` when another variable remains.
    private func expand(_ value: String, targetName: String, productName: String?) -> String? {
        var result = value
        let variables: [(String, String?)] = [("TARGET_NAME", targetName), ("PRODUCT_NAME", productName)]
        for (name, replacement) in variables {
            for form in ["$(\(name))", "${\(name)}", "$(\(name):c99extidentifier)", "${\(name):c99extidentifier}",
                         "$(\(name):rfc1034identifier)", "${\(name):rfc1034identifier}"] where result.containsBytes(form) {
                guard let replacement else { return nil }
                let converted = form.contains(":") ? Self.moduleName(replacement) : replacement
                result = result.split(separatorText: form, omittingEmptySubsequences: false).joined(separator: converted)
            }
        }
        return result.contains("$") || result.isEmpty ? nil : result
    }

    /// Xcode's module name for a product name: characters that cannot appear in an identifier become `_`.
    static func moduleName(_ name: String) -> String { ProjectModules.moduleName(name) }

    // MARK: Paths

    /// The paths a build file's reference stands for: a file, or every member of a variant group
    /// (`Base.lproj/Main.storyboard`, `en.lproj/Main.strings`).
    private mutating func filePaths(of referenceID: String) -> [String] {
        guard let position = objects.position(of: referenceID) else { return [] }
        let reference = objects.value(at: position)
        switch reference["isa"]?.string {
        case "PBXVariantGroup", "XCVersionGroup":
            return (reference["children"]?.strings ?? []).compactMap { path(of: $0) }
        default:
            return path(ofObjectAt: position).map { [$0] } ?? []
        }
    }

    /// The path of a file reference or group, following its groups up to the project (`<group>`) or
    /// starting at the project folder (`SOURCE_ROOT`). `nil` for files outside the repository (SDK,
    /// built products, other source trees) and for references iblint cannot place. Iterative, so groups
    /// nested deeper than the stack allows are placed too, and a cycle in the group tree ends (with
    /// `nil` for the groups in it and below it, and a limit naming it).
    mutating func path(of id: String) -> String? {
        if let position = objects.position(of: id) { return path(ofObjectAt: position) }
        // A reference that is no object is not placed; its groups are, as for the objects they hold.
        if let parent = danglingParents[id] { _ = path(ofObjectAt: parent) }
        return nil
    }

    /// `path(of:)` for the object at `position` in `objects`.
    private mutating func path(ofObjectAt position: Int) -> String? {
        if isResolved[position] { return resolvedPaths[position] }
        // The references from `position` up to the first one that is placed without its parent, innermost
        // first. `position` is not placed (asked above); a chain is nearly always one or two long, so it is
        // searched for a repeat as it is until it is long (a set made for each file was a tenth of reading a
        // project).
        var chain: [Int] = [], onChain: Set<Int> = []
        var next: Int? = position
        while let current = next, chain.isEmpty || !isResolved[current] {
            let repeated = chain.count < 16 ? chain.contains(current) : !onChain.insert(current).inserted
            if chain.count == 15 { onChain = Set(chain + [current]) }
            guard !repeated else {
                // Named by its smallest id, so the sentence is the same whichever file found the cycle.
                let cycle = chain[(chain.firstIndex(of: current) ?? 0)...]
                let first = cycle.min { objects.keys[$0] < objects.keys[$1] } ?? current
                let object = objects.value(at: first)
                let label = object["name"]?.string ?? object["path"]?.string ?? objects.keys[first]
                limits.append("the groups of \(pbxprojPath) contain each other in a cycle (through group '\(label)'), so the files under them are not placed")
                for member in chain { (resolvedPaths[member], isResolved[member]) = (nil, true) }
                return nil
            }
            chain.append(current)
            let parent = Int(parentPositions[current])
            next = (objects.value(at: current)["sourceTree"]?.string ?? "<group>") == "<group>" && parent >= 0 ? parent : nil
        }
        // The folder the outermost one is relative to: its parent's path, or the project folder.
        var base: String? = next.map { resolvedPaths[$0] } ?? directory
        for member in chain.reversed() {
            let placed = place(objects.value(at: member), in: base)
            (resolvedPaths[member], isResolved[member]) = (placed, true)
            base = placed
        }
        // The last placed is `position` (the chain's first).
        return base
    }

    /// Where `object` lies, given its parent group's path.
    private mutating func place(_ object: PropertyList, in parentPath: String?) -> String? {
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parentPath else { return nil }
            return own.map { ProjectPaths.join(parentPath, $0) } ?? parentPath
        case "SOURCE_ROOT":
            return own.map { ProjectPaths.join(directory, $0) } ?? directory
        case "<absolute>":
            return own
        case "BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR":
            return nil
        case let tree:
            if object["isa"]?.string == "PBXFileReference" {
                limits.append("file references under the source tree \(tree) are not placed")
            }
            return nil
        }
    }
}

/// Path arithmetic on the relative, `/`-separated paths iblint reports (no file system access).
public enum ProjectPaths {
    /// `a/b` + `../c/d.swift` → `a/c/d.swift`; an absolute `relative` replaces `base`.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base.isEmpty || base == "." { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// Removes `.` components, empty components and `x/..` pairs; keeps leading `..` (outside the run's folder).
    public static func normalize(_ path: String) -> String {
        // Most paths asked about are normalized already: told by bytes, and returned as they are.
        if PathComponents.isNormalizedASCII(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder that holds `path` (`.` for a top-level name).
    public static func parent(of path: String) -> String {
        // An ASCII path by its bytes (asked for every file a project lists: `lastIndex(of:)` went back a
        // `Character` at a time, a third of building the project model); others as `Character`s, where a
        // slash a combining mark follows is no separator.
        let slash: String.Index?
        if path.isASCII {
            slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        } else {
            slash = path.lastIndex(of: "/")
        }
        guard let slash else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// Whether `path` lies inside `folder` (or is it).
    public static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".." }
        // ASCII paths by their bytes (asked for every listed file and every .gitignore, `hasPrefix`
        // compared them a `Character` at a time); others as `Character`s, whose canonical equivalence
        // and combining marks bytes would miss.
        if let inside = isInsideASCII(path, folder: folder) { return inside }
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `isInside` for a folder other than "." when both are ASCII, or when they differ in a byte before which
    /// both are ASCII; `nil` otherwise.
    static func isInsideASCII(_ path: String, folder: String) -> Bool? {
        path.withUTF8Bytes { path in
            folder.withUTF8Bytes { folder -> Bool? in
                // Most paths asked about lie in another folder (a checkout lacking thousands of listed files
                // asks each `.gitignore` about each): they differ early, and are answered there without reading
                // the rest of either. Where the two first differ in bytes that are both ASCII, with only ASCII
                // before, neither can start with the other as `Character`s either: ASCII characters before are
                // characters of their own, and a character starting with an ASCII scalar equals no character
                // starting with another one (combining marks after a base do not change the base).
                var index = 0
                let common = min(path.count, folder.count)
                while index < common, path[index] < 0x80, folder[index] < 0x80 {
                    if path[index] != folder[index] { return false }
                    index += 1
                }
                guard !path[index...].contains(where: { $0 >= 0x80 }), !folder[index...].contains(where: { $0 >= 0x80 }) else { return nil }
                guard path.count >= folder.count, path.starts(with: folder) else { return false }
                if path.count == folder.count { return true }
                return folder.last == UInt8(ascii: "/") || path[folder.count] == UInt8(ascii: "/")
            }
        }
    }
}
