import IBLintCore

/// The targets of a Tuist project manifest (`Project.swift` importing `ProjectDescription`), read without
/// evaluating it: `Target(name:…, sources: […], resources: […])` and `.target(name:…)` with string
/// globs. Targets built by helper functions are a reported limit.
public struct TuistManifest: Sendable, Hashable {
    public var path: String
    public var directory: String
    public var targets: [ProjectTarget]
    public var limits: [String]

    /// Whether a file at `path` may be a manifest (`isManifest`), by the bytes its path ends with (its file
    /// name, without making it a `String`).
    public static func mayBeManifest(path: String) -> Bool {
        path.withUTF8Bytes { bytes in
            manifestNames.contains { name in
                name.count <= bytes.count && (name.count == bytes.count || bytes[bytes.count - name.count - 1] == UInt8(ascii: "/"))
                    && bytes[(bytes.count - name.count)...].elementsEqual(name)
            }
        }
    }

    private static let manifestNames = [Array("Project.swift".utf8), Array("Workspace.swift".utf8)]

    /// Whether a Swift file is a Tuist manifest rather than code of the app. Asked of every Swift file (by
    /// the engine before parsing, and by the parser): its name is told by bytes before its text is searched.
    /// (`bytes` are asked for only of a file named as a manifest is: a file the cache trusted unread stays unread.)
    public static func isManifest(path: String, bytes: @autoclosure () -> [UInt8]) -> Bool {
        mayBeManifest(path: path) && RawText.contains(Array("import ProjectDescription".utf8), in: bytes())
    }

    public init(path: String, bytes: [UInt8]) {
        let directory = ProjectPaths.parent(of: path)
        self.path = path
        self.directory = directory
        var targets: [ProjectTarget] = []
        var limits: [String] = []
        for call in SwiftManifestReader(bytes: bytes).calls(named: ["Target", "target"]) {
            guard let name = call.arguments["name"]?.string else {
                if call.arguments["name"] != nil { limits.append("a target in \(path) has a computed name") }
                continue
            }
            var target = ProjectTarget(name: name, origin: .tuist, descriptionPath: path)
            target.moduleNames = [ProjectModules.moduleName(call.arguments["productName"]?.string ?? name)]
            if case .member(let product)? = call.arguments["product"] { target.isTest = product.lowercased().containsText("test") }
            var globs: [String] = []
            for key in ["sources", "resources"] {
                guard let value = call.arguments[key] else { continue }
                if let strings = Self.globs(value) { globs += strings } else {
                    limits.append("the \(key) of target \(name) in \(path) are computed")
                }
            }
            target.folders = globs.map { FolderMembership(pattern: PathGlob(ProjectPaths.join(directory, $0))) }
            targets.append(target)
        }
        if targets.isEmpty { limits.append("\(path) declares no target iblint can read (targets built by helper functions are not followed)") }
        self.targets = targets
        self.limits = limits
    }

    /// `["Sources/**"]`, `"Sources/**"`, `.paths(["…"])`, `[.glob("…")]`; `nil` when computed.
    private static func globs(_ value: SwiftManifestReader.Value) -> [String]? {
        switch value {
        case .string(let glob): return [glob]
        case .array(let items):
            var result: [String] = []
            for item in items {
                guard let globs = globs(item) else { return nil }
                result += globs
            }
            return result
        case .call(_, let arguments):
            var result: [String] = []
            for argument in arguments where argument.label == nil || argument.label == "pattern" || argument.label == "globs" {
                guard let globs = globs(argument.value) else { return nil }
                result += globs
            }
            return result.isEmpty ? nil : result
        default: return nil
        }
    }
}
