import IBLintCore

/// The targets of an XcodeGen specification (`project.yml`), read in its common forms: `targets:` with
/// `type`, `sources` (paths, or `path:` with `excludes:`), `settings` (`PRODUCT_MODULE_NAME`,
/// `PRODUCT_NAME`) and `dependencies` (Carthage and package frameworks are external modules).
public struct XcodeGenSpec: Sendable, Hashable {
    /// The names a specification file has (what discovery, the reader and the cache go by).
    public static let fileNames: Set<String> = ["project.yml", "project.yaml"]

    public var path: String
    public var directory: String
    public var targets: [ProjectTarget]
    /// Parts of the spec that can change which files a target builds and that iblint does not follow
    /// (`include:`, target templates, per-platform target names), as sentences.
    public var limits: [String]

    public init(path: String, text: String) {
        let directory = ProjectPaths.parent(of: path)
        self.path = path
        self.directory = directory
        let root = YAMLReader.read(text)
        var limits: [String] = []
        if root["include"] != nil { limits.append("\(path) includes other specification files, which iblint does not read") }
        var targets: [ProjectTarget] = []
        for (name, spec) in root["targets"]?.mapping ?? [] {
            if spec["templates"] != nil { limits.append("target \(name) in \(path) uses templates, which iblint does not expand") }
            if spec["platform"]?.sequence != nil || name.containsText("${") {
                limits.append("target \(name) in \(path) is built for several platforms, which iblint does not expand")
            }
            var target = ProjectTarget(name: name, origin: .xcodegen, descriptionPath: path)
            target.isTest = (spec["type"]?.string ?? "").containsText("test")
            for source in Self.sources(spec["sources"]) {
                let folder = ProjectPaths.join(directory, source.path)
                target.folders.append(FolderMembership(path: folder, excluded: source.excludes.map { PathGlob(ProjectPaths.join(folder, $0)) }))
            }
            let module = Self.setting("PRODUCT_MODULE_NAME", in: spec["settings"]) ?? Self.setting("PRODUCT_NAME", in: spec["settings"]) ?? name
            if module.contains("$") {
                limits.append("the module name of target \(name) in \(path) comes from a setting iblint cannot resolve (\(module))")
            } else {
                target.moduleNames = [ProjectModules.moduleName(module)]
            }
            for dependency in spec["dependencies"]?.sequence ?? [] {
                if let framework = dependency["carthage"]?.string ?? dependency["framework"]?.string {
                    target.externalModules.insert(ProjectModules.moduleName(Self.frameworkName(framework)))
                }
                if let product = dependency["product"]?.string ?? dependency["package"]?.string {
                    target.externalModules.insert(ProjectModules.moduleName(product))
                }
            }
            targets.append(target)
        }
        if root["targets"] != nil, targets.isEmpty, root["targets"]?.mapping == nil {
            limits.append("the targets of \(path) are not written as a mapping iblint can read")
        }
        self.targets = targets
        self.limits = limits
    }

    /// `sources: Sources`, `sources: [A, B]`, `sources: [{path: A, excludes: [x]}]`.
    private static func sources(_ value: YAMLValue?) -> [(path: String, excludes: [String])] {
        switch value {
        case .string(let path)?: return [(path, [])]
        case .sequence(let items)?:
            return items.compactMap { item in
                if let path = item.string { return (path, []) }
                guard let path = item["path"]?.string else { return nil }
                let excludes = item["excludes"]?.sequence?.compactMap(\.string) ?? item["excludes"]?.string.map { [$0] } ?? []
                return (path, excludes)
            }
        default: return []
        }
    }

    /// A build setting from `settings:` directly, `settings: base:`, or any `settings: configs: X:`.
    private static func setting(_ key: String, in settings: YAMLValue?) -> String? {
        guard let settings else { return nil }
        if let value = settings[key]?.string { return value }
        if let value = settings["base"]?[key]?.string { return value }
        for (_, configuration) in settings["configs"]?.mapping ?? [] {
            if let value = configuration[key]?.string { return value }
        }
        return nil
    }

    /// `Carthage/Build/Alamofire.xcframework` → `Alamofire`.
    static func frameworkName(_ path: String) -> String {
        var name = SourceFile.fileName(ofPath: path)
        for suffix in [".xcframework", ".framework"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return name
    }
}
