import IBLintCore

/// What the project builds: its targets (from Xcode projects, Swift packages, XcodeGen and Tuist
/// specifications), the modules they define, the modules that come from elsewhere, and which scanned
/// files each target builds. Built once with the index; every question about "the whole project" asks it.
public struct ProjectModel: Sendable {
    public let xcodeProjects: [XcodeProject]
    public let packages: [PackageManifest]
    public let xcodegenSpecs: [XcodeGenSpec]
    public let tuistManifests: [TuistManifest]
    public let dependencies: [DependencyManifest]
    /// Every target of the project's own descriptions (vendored descriptions, such as `Pods.xcodeproj`,
    /// define external modules instead).
    public let targets: [ProjectTarget]
    /// Module names of the project's own targets.
    public let ownModules: Set<String>
    /// Modules the project uses that it does not define: pods, Carthage frameworks, Swift packages.
    public let externalModules: Set<String>
    /// Files a target lists that the checkout lacks (inside the scanned folders, yet not found).
    public let absentFiles: [AbsentFile]
    /// The absent source files' names, prepared for `absentFileCouldDeclare(_:)` when it is first asked (by a
    /// rule, while the others run): made with the model, they lengthened the stretch the model is made in
    /// (a checkout lacking 4,000 listed files, the corpus: 33 M instructions, a sixth of its model).
    private let absentSourceNames = OnceValue<AbsentSourceNames>()
    /// Files a target lists that lie outside the scanned folders.
    public let unscannedFiles: [String]
    /// Targets whose files lie (partly) outside the scanned folders.
    public let targetsOutsideScan: [String]
    /// What iblint could not read of the descriptions, as sentences.
    public let readingLimits: [String]
    /// Descriptions that could not be read at all, as sentences.
    public let unreadableDescriptions: [String]

    private let membershipByPath: [String: FileMembership]

    /// A file a target lists that is not among the scanned files.
    public struct AbsentFile: Sendable, Hashable {
        public var path: String
        /// Names of the targets that list it.
        public var targets: [String]
        /// `.gitignore` ignores it: left out on purpose (a secrets file, generated code).
        public var isIgnored: Bool
        /// It lies in a git submodule the checkout does not hold (another repository's code).
        public var inSubmodule = false

        /// The file's name without folders and extension, and without an `+Extension` suffix, lowercased.
        var stem: String {
            var name = SourceFile.fileName(ofPath: path)
            // An ASCII name by its bytes (its characters are single bytes, `\r\n` aside, which is neither).
            if let stem = Self.asciiStem(name) { return stem }
            if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
            if let plus = name.firstIndex(of: "+") { name = String(name[..<plus]) }
            return name.lowercased()
        }

        static func asciiStem(_ name: String) -> String? {
            return name.withUTF8Bytes { bytes -> String? in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
                var end = bytes.lastIndex(of: UInt8(ascii: ".")) ?? bytes.count
                if let plus = bytes[..<end].firstIndex(of: UInt8(ascii: "+")) { end = plus }
                return String(decoding: bytes[..<end].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            }
        }

        public var isSource: Bool { ProjectModel.isSourcePath(path) }
        public var isInterface: Bool { ProjectModel.isInterfacePath(path) }

        /// Whether the missing file could declare a type named `name`: files are named for what they
        /// declare, so `ProductListViewController.swift` could declare `ProductListViewController` or
        /// `ProductListCell` (a name that starts like the file's, or with the same first word), while
        /// `Secrets.swift` or `R.generated.swift` could not declare `CheckoutViewController`.
        public func couldDeclare(_ name: String) -> Bool {
            guard isSource else { return false }
            let stem = self.stem, type = name.lowercased()
            guard stem.count >= 3 else { return true }
            if type.hasPrefix(stem) || stem.hasPrefix(type) { return true }
            let fileWord = Self.firstWord(of: SourceFile.fileName(ofPath: path)), typeWord = Self.firstWord(of: name)
            return !fileWord.isEmpty && fileWord == typeWord
        }

        /// The first CamelCase word, lowercased: `ProductListViewController` → `product`, `URLSession` → `urlsession`.
        static func firstWord(of name: String) -> String {
            if let word = asciiFirstWord(of: name) { return word }
            var word = ""
            for (position, character) in name.enumerated() {
                guard character.isLetter || character.isNumber else { break }
                if position > 0, character.isUppercase, word.last.map({ !$0.isUppercase }) ?? false { break }
                word.append(character)
            }
            return word.lowercased()
        }

        /// `firstWord` of an ASCII name, by its bytes; `nil` for any other.
        static func asciiFirstWord(of name: String) -> String? {
            return name.withUTF8Bytes { bytes -> String? in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
                func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
                var word: [UInt8] = []
                for (position, byte) in bytes.enumerated() {
                    guard isUpper(byte) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) else { break }
                    if position > 0, isUpper(byte), let last = word.last, !isUpper(last) { break }
                    word.append(byte)
                }
                return String(decoding: word.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            }
        }
    }

    /// Whether a scanned file is built by a target.
    public enum FileMembership: Sendable, Hashable {
        /// Built by these targets (indices into `targets`).
        case built([Int])
        /// Under a project description that iblint read completely, and no target builds it.
        case notBuilt
        /// No description covers it, or one that does could not be read completely.
        case unknown
    }

    /// Whether any description declared targets iblint could read.
    public var isKnown: Bool { !targets.isEmpty }

    public var descriptionCount: Int { xcodeProjects.count + packages.count + xcodegenSpecs.count + tuistManifests.count }

    public func membership(of path: String) -> FileMembership { membershipByPath[path] ?? .unknown }

    /// The targets that build the scanned file at `path` (empty when none does or it is unknown).
    public func targets(building path: String) -> [ProjectTarget] {
        if case .built(let indices) = membership(of: path) { return indices.map { targets[$0] } }
        return []
    }

    /// Whether some file the project lists but the checkout lacks could declare a type named `name`
    /// (`AbsentFile.couldDeclare`, asked of every absent file at once).
    public func absentFileCouldDeclare(_ name: String) -> Bool {
        absentSourceNames.get { AbsentSourceNames(absentFiles) }.couldDeclare(name)
    }

    /// Whether the scanned file at `path` is in a project iblint read completely and no target builds it.
    public func isDead(_ path: String) -> Bool { membership(of: path) == .notBuilt }

    /// Whether everything that could declare a class named `name` in `module` was scanned: the module is
    /// the project's, no target of it has files outside the scanned folders, and no file it lists but the
    /// checkout lacks could declare the class.
    public func moduleIsComplete(_ module: String, forType name: String) -> Bool {
        let moduleTargets = targets.filter { $0.moduleNames.contains(module) }
        guard !moduleTargets.isEmpty else { return false }
        let names = Set(moduleTargets.map(\.name))
        if moduleTargets.contains(where: { targetsOutsideScan.contains($0.name) }) { return false }
        return !absentFiles.contains { !names.isDisjoint(with: $0.targets) && $0.couldDeclare(name) }
    }

    /// Whether every source file of the project was scanned, except files git ignores on purpose
    /// (a secrets file, generated code), which declare no classes or actions iblint checks.
    public var allSourcesScanned: Bool {
        isKnown && targetsOutsideScan.isEmpty && !absentFiles.contains { $0.isSource && !$0.isIgnored }
    }

    /// Whether every source file of the project's own code was scanned: as `allSourcesScanned`, and files in
    /// git submodules the checkout lacks count as another repository's code, like a pod's. Such code cannot
    /// name the app's classes, so it does not register the reuse identifiers their tables dequeue.
    public var allOwnSourcesScanned: Bool {
        isKnown && targetsOutsideScan.isEmpty && !absentFiles.contains { $0.isSource && !$0.isIgnored && !$0.inSubmodule }
    }

    /// Whether every interface file of the project was scanned.
    public var allInterfaceFilesScanned: Bool {
        isKnown && targetsOutsideScan.isEmpty && !absentFiles.contains(where: \.isInterface)
    }

    static func isSourcePath(_ path: String) -> Bool {
        if let answer = endsWithASCIIExtension(path, [".swift", ".m", ".mm"]) { return answer }
        return [".swift", ".m", ".mm"].contains { path.hasSuffix($0) }
    }

    static func isInterfacePath(_ path: String) -> Bool {
        if let answer = endsWithASCIIExtension(path, [".xib", ".storyboard"]) { return answer }
        return path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// `suffixes.contains { path.hasSuffix($0) }` for ASCII suffixes, read from the path's last bytes:
    /// `hasSuffix` compares `Character`s (a few hundred instructions each; the model asks of every file of
    /// every target, several times). `nil` when the bytes cannot tell: a suffix's bytes end the path but a
    /// non-ASCII byte precedes them, which may join its first character into a larger one (a prepended
    /// mark before the dot). An ASCII byte there cannot, and nothing follows the last byte.
    static func endsWithASCIIExtension(_ path: String, _ suffixes: [StaticString]) -> Bool? {
        return path.withUTF8Bytes { bytes -> Bool? in
            for suffix in suffixes {
                let length = suffix.utf8CodeUnitCount
                guard bytes.count >= length else { continue }
                let tail = UnsafeBufferPointer(rebasing: bytes[(bytes.count - length)...])
                let matches = suffix.withUTF8Buffer { $0.elementsEqual(tail) }
                guard matches else { continue }
                if bytes.count == length || bytes[bytes.count - length - 1] < 0x80 { return true }
                return nil
            }
            return false
        }
    }

    /// Whether a folder on `path` (never the file's own name) is a dependency manager's: `Pods`,
    /// `Carthage`, `SourcePackages` (`PathComponents.hasVendoredFolder`, which discovery asks too).
    static func isInVendoredFolder(_ path: String) -> Bool { PathComponents.hasVendoredFolder(path) }

    /// The files whose membership the model decides: interface files and compiled sources (headers are
    /// never a target's member, so they are never dead).
    static func isMemberKind(_ path: String) -> Bool { isSourcePath(path) || isInterfacePath(path) }
}

extension ProjectModel {
    /// An empty model: no description was found.
    static let empty = ProjectModel(parts: ProjectModelParts(), scannedPaths: [], scanRoots: ["."], vendoredPaths: [], symbolicLinks: [])

    /// Paths are compared without regard to case, as on the case-insensitive file systems Xcode projects
    /// are made on (a project may say `PDFGeneration/` for the folder `PdfGeneration/`).
    init(parts: ProjectModelParts, scannedPaths: Set<String>, scanRoots: [String], vendoredPaths: Set<String>,
         symbolicLinks: [String]) {
        let isVendored = { (path: String) in vendoredPaths.contains(path) || Self.isInVendoredFolder(path) }
        // Normalized once, not for every path asked about (`.` is no normalized path: it was split and joined
        // each time).
        let normalizedRoots = scanRoots.map(ProjectPaths.normalize)
        let inScan = { (path: String) in normalizedRoots.contains { ProjectPaths.isInside(path, folder: $0) } }

        var own: [ProjectTarget] = [], vendoredTargets: [ProjectTarget] = []
        var descriptionFolders: [(folder: String, complete: Bool)] = []
        var readingLimits: [String] = []
        for project in parts.xcodeProjects {
            let targets = project.targets.map { XcodeTargetConversion.target($0, of: project) }
            if isVendored(project.path) { vendoredTargets += targets } else {
                own += targets
                // Files it could not place (another source tree, a cycle of groups) may be what a target builds.
                descriptionFolders.append((project.directory, !project.limits.contains { $0.containsText("not placed") }))
                readingLimits += project.limits
            }
        }
        for package in parts.packages {
            let targets = package.targets.map { PackageTargetConversion.target($0, of: package, scannedPaths: scannedPaths) }
            if isVendored(package.path) { vendoredTargets += targets } else {
                own += targets
                descriptionFolders.append((package.directory, package.limits.isEmpty))
                readingLimits += package.limits
            }
        }
        for spec in parts.xcodegenSpecs where !isVendored(spec.path) {
            own += spec.targets
            descriptionFolders.append((spec.directory, spec.limits.isEmpty))
            readingLimits += spec.limits
        }
        for manifest in parts.tuistManifests where !isVendored(manifest.path) {
            own += manifest.targets
            descriptionFolders.append((manifest.directory, manifest.limits.isEmpty))
            readingLimits += manifest.limits
        }

        let ownModules = own.reduce(into: Set<String>()) { $0.formUnion($1.moduleNames) }
        var external = parts.dependencies.reduce(into: Set<String>()) { $0.formUnion($1.modules) }
        for target in own { external.formUnion(target.externalModules) }
        for target in vendoredTargets { external.formUnion(target.moduleNames) }
        external.subtract(ownModules)

        // Listed files the scan lacks.
        let folded = own.map(FoldedTarget.init)
        // Every listed file (lowercased) → the targets that list it, in order: a scanned path is looked up
        // once, not in each target's set (RxSwift's 16 targets hashed each path 16 times).
        var listing: [String: [Int]] = [:]
        for position in folded.indices {
            for (_, key) in folded[position].listed { listing[key, default: []].append(position) }
        }
        // Each scanned path lowercased once: the membership below asks with it again (lowercasing every
        // path twice, and every listed file once more than `FoldedTarget` had, was a quarter of this).
        let scannedList = Array(scannedPaths)
        let scannedKeys = scannedList.map { $0.lowercased() }
        let scannedFolded = Set(scannedKeys)
        // Asked with each listed file's lowercased path: one link after another, each lowercasing the path again,
        // was most of this model on a project with hundreds of links (RxSwift: 435).
        let linked = FolderSet(symbolicLinks.map { $0.lowercased() })
        var absent: [String: AbsentFile] = [:]
        var unscanned: Set<String> = []
        var outside: [String] = []
        // Listed files share folders (a checkout without its sources lacks thousands): each `.gitignore`
        // matches a folder once.
        var ignoredFolders = parts.gitIgnores.map { _ in GitIgnore.FolderDecisions() }
        // Each file is asked of the `.gitignore`s whose folder holds it, found by their folders alone: asking
        // each one (which answers `nil` outside its folder) copied each, its tables, per file.
        let ignoreFolders = parts.gitIgnores.map(\.directory), listsSubmodules = parts.gitIgnores.map(\.isSubmoduleList)
        // A folder's first byte when ASCII (not "."): a path whose first byte is another ASCII one is not inside
        // it (`isInsideASCII`'s first difference), and is passed over without asking (most are: each app of a
        // checkout holding several has its own `.gitignore`).
        let ignoreFolderFirstBytes = ignoreFolders.map { $0 == "." ? nil : $0.utf8.first.flatMap { $0 < 0x80 ? $0 : nil } }
        func isIgnored(_ file: String, submodules: Bool) -> Bool {
            let first = file.utf8.first.flatMap { $0 < 0x80 ? $0 : nil }
            return parts.gitIgnores.indices.contains { position in
                guard listsSubmodules[position] == submodules else { return false }
                if let first, let folderFirst = ignoreFolderFirstBytes[position], first != folderFirst { return false }
                // `ignores` answers `nil` for a file outside its folder (its first test).
                return parts.gitIgnores[position].ignores(file, folders: &ignoredFolders[position]) == true
            }
        }
        for (target, foldedTarget) in zip(own, folded) {
            for (file, key) in foldedTarget.listed where Self.isMemberKind(file) && !scannedFolded.contains(key) && !isVendored(file)
                && !linked.containsFolder(of: key) {
                if inScan(file) {
                    // The `.gitignore`s are asked once for each file, not again for each further target listing
                    // it (the corpus's 3,529 absent files were asked about 4,095 times).
                    if absent[file] != nil {
                        absent[file]!.targets.append(target.name)
                    } else {
                        absent[file] = AbsentFile(path: file, targets: [target.name], isIgnored: isIgnored(file, submodules: false),
                                                  inSubmodule: isIgnored(file, submodules: true))
                    }
                } else {
                    unscanned.insert(file)
                }
            }
            let filesOutside = target.files.contains { Self.isMemberKind($0) && !inScan($0) && !isVendored($0) }
            if filesOutside || target.folders.contains(where: { !inScan($0.path) && !isVendored($0.path) }) {
                outside.append(target.name)
            }
        }

        // Membership of every scanned interface file and compiled source. A file no target builds is
        // dead only where the project evidently builds its neighbours — some file under the folder above
        // it (or under its own folder, when that folder is at the top of the project): a Package.swift
        // for tools at the root must not make an app whose Xcode project is generated look dead.
        var membership: [String: FileMembership] = [:]
        membership.reserveCapacity(scannedList.count)
        var unbuilt: [String] = []
        var builtFolders: Set<String> = []
        for (path, key) in zip(scannedList, scannedKeys) where Self.isMemberKind(path) {
            let listedBy = listing[key] ?? []
            let building = folded.indices.filter { listedBy.contains($0) || folded[$0].folders.contains { $0.contains(key) } }
            if building.isEmpty { unbuilt.append(path); continue }
            membership[path] = .built(building)
            builtFolders.insert(ProjectPaths.parent(of: key))
        }
        // Whether some built folder lies inside a folder: for ASCII folders, whether it is one of theirs or
        // of their ancestors' (each built folder asked in turn, for every file no target builds, was most of
        // this model on projects with many such files: Rocket.Chat.iOS's pods); otherwise one by one.
        let builtNeighbours = BuiltFolderAncestors(builtFolders)
        let foldedDescriptionFolders = descriptionFolders.map { (folder: $0.folder.lowercased(), complete: $0.complete) }
        for path in unbuilt {
            // A vendored file's membership is unknown whatever its neighbours.
            if isVendored(path) {
                membership[path] = .unknown
                continue
            }
            let key = path.lowercased()
            let folder = ProjectPaths.parent(of: key)
            let covering = foldedDescriptionFolders.filter { ProjectPaths.isInside(key, folder: $0.folder) }
            let parent = ProjectPaths.parent(of: folder)
            let atTop = covering.contains { ProjectPaths.isInside($0.folder, folder: parent) }
            let anchor = atTop ? folder : parent
            let neighboursBuilt = builtNeighbours.anyInside(anchor)
            if covering.isEmpty || covering.contains(where: { !$0.complete }) || !neighboursBuilt {
                membership[path] = .unknown
            } else {
                membership[path] = .notBuilt
            }
        }

        self.xcodeProjects = parts.xcodeProjects
        self.packages = parts.packages
        self.xcodegenSpecs = parts.xcodegenSpecs
        self.tuistManifests = parts.tuistManifests
        self.dependencies = parts.dependencies
        self.targets = own
        self.ownModules = ownModules
        self.externalModules = external
        self.absentFiles = absent.values.sorted { $0.path < $1.path }
        self.unscannedFiles = unscanned.sorted()
        self.targetsOutsideScan = outside
        self.readingLimits = readingLimits
        self.unreadableDescriptions = parts.unreadable
        self.membershipByPath = membership
    }
}

/// Folders, to ask whether any lies inside a given folder (`ProjectPaths.isInside`, as it answers): an ASCII
/// folder lies inside exactly itself and the folders its slashes end, so those are kept in a set; a folder
/// asked about that is not plain ASCII, and the folders that are not, are compared one by one.
struct BuiltFolderAncestors {
    private let folders: Set<String>
    /// Every ASCII folder, and each of its ancestors' paths (up to each slash but a leading one).
    private let asciiAncestors: Set<String>
    /// The folders that are not ASCII.
    private let others: [String]

    init(_ folders: Set<String>) {
        self.folders = folders
        var ancestors: Set<String> = [], others: [String] = []
        for folder in folders {
            guard folder.utf8.allSatisfy({ $0 < 0x80 }) else { others.append(folder); continue }
            ancestors.insert(folder)
            let bytes = Array(folder.utf8)
            for position in bytes.indices where position > 0 && bytes[position] == UInt8(ascii: "/") {
                ancestors.insert(String(decoding: bytes[..<position], as: UTF8.self))
            }
        }
        asciiAncestors = ancestors
        self.others = others
    }

    /// Whether some folder lies inside `anchor` (or is it).
    func anyInside(_ anchor: String) -> Bool {
        // ".", a folder ending in a slash, and non-ASCII folders: as `isInside` answers, one by one.
        guard anchor != ".", !anchor.isEmpty, anchor.utf8.last != UInt8(ascii: "/"), anchor.utf8.allSatisfy({ $0 < 0x80 }) else {
            return folders.contains { ProjectPaths.isInside($0, folder: anchor) }
        }
        return asciiAncestors.contains(anchor) || others.contains { ProjectPaths.isInside($0, folder: anchor) }
    }
}

/// Folders, to ask whether a path lies inside one of them (`ProjectPaths.isInside`, as it answers): an ASCII
/// path lies inside exactly itself and the folders its slashes end, so those are looked up in a set of the
/// plain ASCII folders; any other folder (".", one ending in a slash, not ASCII), and any path that is not
/// ASCII, are compared one by one.
struct FolderSet {
    private let folders: [String]
    private let plain: Set<String>
    private let others: [String]

    init(_ folders: [String]) {
        self.folders = folders
        let isPlain = { (folder: String) in
            folder != "." && !folder.isEmpty && folder.utf8.last != UInt8(ascii: "/") && folder.utf8.allSatisfy { $0 < 0x80 }
        }
        plain = Set(folders.filter(isPlain))
        others = folders.filter { !isPlain($0) }
    }

    /// Whether `path` lies inside one of the folders (or is one).
    func containsFolder(of path: String) -> Bool {
        if folders.isEmpty { return false }
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return folders.contains { ProjectPaths.isInside(path, folder: $0) } }
        if others.contains(where: { ProjectPaths.isInside(path, folder: $0) }) { return true }
        if plain.isEmpty { return false }
        if plain.contains(path) { return true }
        let bytes = Array(path.utf8)
        for position in bytes.indices where position > 0 && bytes[position] == UInt8(ascii: "/") {
            if plain.contains(String(decoding: bytes[..<position], as: UTF8.self)) { return true }
        }
        return false
    }
}

/// A target's files and folders lowercased, for case-insensitive membership.
private struct FoldedTarget {
    var folders: [FolderMembership]
    /// Each file as listed, with its lowercased path.
    var listed: [(file: String, key: String)]

    init(_ target: ProjectTarget) {
        listed = target.files.map { ($0, $0.lowercased()) }
        folders = target.folders.map { folder in
            var lowered = folder
            lowered.path = folder.path.lowercased()
            lowered.excluded = folder.excluded.map { PathGlob($0.pattern.lowercased()) }
            lowered.pattern = folder.pattern.map { PathGlob($0.pattern.lowercased()) }
            return lowered
        }
    }
}

/// The descriptions the builder gathered, before the model is made.
struct ProjectModelParts: Sendable {
    var xcodeProjects: [XcodeProject] = []
    var packages: [PackageManifest] = []
    var xcodegenSpecs: [XcodeGenSpec] = []
    var tuistManifests: [TuistManifest] = []
    var dependencies: [DependencyManifest] = []
    var gitIgnores: [GitIgnore] = []
    var unreadable: [String] = []
}

enum XcodeTargetConversion {
    static func target(_ target: XcodeTarget, of project: XcodeProject) -> ProjectTarget {
        var result = ProjectTarget(name: target.name, origin: .xcode, descriptionPath: project.path)
        result.moduleNames = target.moduleNames
        result.isTest = target.isTest
        result.files = target.sourceFiles.union(target.resourceFiles).union(target.synchronizedExtraFiles)
        result.folders = target.synchronizedFolders.map { folder in
            FolderMembership(path: folder.path, excluded: folder.excluded.map(PathGlob.init))
        }
        result.externalModules = target.packageProducts
        return result
    }
}

enum PackageTargetConversion {
    static func target(_ target: PackageTarget, of package: PackageManifest, scannedPaths: Set<String>) -> ProjectTarget {
        var result = ProjectTarget(name: target.name, origin: .swiftPackage, descriptionPath: package.path)
        if ![.plugin, .binary, .systemLibrary].contains(target.kind) { result.moduleNames = [target.moduleName] }
        result.isTest = target.kind == .test
        let folder = package.folder(of: target, scannedPaths: scannedPaths)
        let excluded = target.excluded.map { PathGlob(ProjectPaths.join(folder, $0)) }
        if let sources = target.explicitSources {
            result.folders = (sources + target.resources).map { FolderMembership(path: ProjectPaths.join(folder, $0), excluded: excluded) }
        } else {
            result.folders = [FolderMembership(path: folder, excluded: excluded)]
        }
        return result
    }
}

/// `AbsentFile.couldDeclare` over every absent file at once. Asked for each custom class of every
/// interface file, the one-file-at-a-time question made rules quadratic when a checkout lacks many
/// files (the corpus holds no sources at all: every source file its projects list is absent). Names of
/// printable ASCII are answered from sets and a sorted list; anything else, file by file, as before.
struct AbsentSourceNames: Sendable {
    private let files: [ProjectModel.AbsentFile]
    /// A source file with a stem of fewer than three characters could declare anything.
    private let anyShortStem: Bool
    private let stems: Set<String>
    private let sortedStems: SortedByteStrings
    private let firstWords: Set<String>
    private let isPlain: Bool

    init(_ absent: [ProjectModel.AbsentFile]) {
        files = absent.filter(\.isSource)
        let stems = files.map(\.stem)
        anyShortStem = stems.contains { $0.count < 3 }
        self.stems = Set(stems)
        sortedStems = SortedByteStrings(stems)
        firstWords = Set(files.map { ProjectModel.AbsentFile.firstWord(of: SourceFile.fileName(ofPath: $0.path)) }.filter { !$0.isEmpty })
        isPlain = stems.allSatisfy(SortedByteStrings.isPlain)
    }

    func couldDeclare(_ name: String) -> Bool {
        if files.isEmpty { return false }
        if anyShortStem { return true }
        let type = name.lowercased()
        guard isPlain, SortedByteStrings.isPlain(type) else { return files.contains { $0.couldDeclare(name) } }
        // The type's name starts with a file's stem, or a file's stem starts with the type's name…
        let bytes = Array(type.utf8)
        for length in stride(from: 3, through: bytes.count, by: 1) where stems.contains(String(decoding: bytes[..<length], as: UTF8.self)) {
            return true
        }
        if sortedStems.containsString(withPrefix: bytes) { return true }
        // …or both start with the same CamelCase word.
        let word = ProjectModel.AbsentFile.firstWord(of: name)
        return !word.isEmpty && firstWords.contains(word)
    }
}
