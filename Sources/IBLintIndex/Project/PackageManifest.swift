import IBLintCore

/// The targets a `Package.swift` declares, read without evaluating it.
public struct PackageManifest: Sendable, Hashable {
    /// The `Package.swift` file.
    public var path: String
    /// The package's folder.
    public var directory: String
    public var targets: [PackageTarget]
    /// What could not be read (a target whose name or path is computed), as sentences.
    public var limits: [String]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.directory = ProjectPaths.parent(of: path)
        var targets: [PackageTarget] = []
        var limits: [String] = []
        let kinds: [String: PackageTarget.Kind] = [
            "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
            "plugin": .plugin, "systemLibrary": .systemLibrary, "binaryTarget": .binary,
        ]
        for call in SwiftManifestReader(bytes: bytes).calls(named: Set(kinds.keys)) {
            guard let kind = kinds[call.name] else { continue }
            guard let name = call.arguments["name"]?.string else {
                if call.arguments["name"] != nil { limits.append("a .\(call.name) in \(path) has a computed name") }
                continue
            }
            var target = PackageTarget(name: name, kind: kind)
            switch call.arguments["path"] {
            case .string(let value)?: target.explicitPath = ProjectPaths.join(directory, value)
            case nil: break
            case _?: limits.append("the path of target \(name) in \(path) is computed")
            }
            target.excluded = call.arguments["exclude"]?.strings ?? []
            target.explicitSources = call.arguments["sources"]?.strings
            for resource in call.arguments["resources"].flatMap({ value -> [SwiftManifestReader.Value]? in
                if case .array(let values) = value { return values }
                return nil
            }) ?? [] {
                if case .call(_, let arguments) = resource, let path = arguments.first?.value.string {
                    target.resources.append(path)
                }
            }
            targets.append(target)
        }
        self.targets = targets
        self.limits = limits
    }

    /// The folder a target's files are in: its `path`, else the first of SwiftPM's predefined folders
    /// (`Sources/<name>`, `Source/<name>`, `src/<name>`, `srcs/<name>`; `Tests/<name>` for tests,
    /// `Plugins/<name>` for plugins) that holds one of `scannedPaths`, else `Sources/<name>`.
    public func folder(of target: PackageTarget, scannedPaths: Set<String>) -> String {
        if let explicitPath = target.explicitPath { return explicitPath }
        let parents: [String]
        switch target.kind {
        case .test: parents = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: parents = ["Plugins"]
        default: parents = ["Sources", "Source", "src", "srcs"]
        }
        let candidates = parents.map { ProjectPaths.join(directory, $0 + "/" + target.name) }
        return candidates.first { folder in scannedPaths.contains { ProjectPaths.isInside($0, folder: folder) } } ?? candidates[0]
    }
}

/// One target of a Swift package.
public struct PackageTarget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case regular, executable, test, macro, plugin, systemLibrary, binary
    }
    public var name: String
    public var kind: Kind
    /// `path:` resolved, when given.
    public var explicitPath: String?
    /// `exclude:`, relative to the target's folder.
    public var excluded: [String] = []
    /// `sources:`, relative to the target's folder, when given: only these are compiled.
    public var explicitSources: [String]?
    /// `resources:` (`.process(…)`, `.copy(…)`, `.embedInCode(…)`), relative to the target's folder.
    public var resources: [String] = []

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The module a Swift target compiles to: its name made an identifier.
    public var moduleName: String { ProjectModules.moduleName(name) }
}
