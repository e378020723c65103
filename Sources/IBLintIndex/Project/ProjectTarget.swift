/// A target of the project, whichever description declares it: an Xcode target, a Swift package target,
/// an XcodeGen or Tuist target. What iblint needs of it: its module, and which files it builds.
public struct ProjectTarget: Sendable, Hashable {
    public enum Origin: String, Sendable, Hashable, Codable, CaseIterable {
        case xcode, swiftPackage = "swift-package", xcodegen, tuist
    }

    public var name: String
    public var origin: Origin
    /// The description that declares it (`App.xcodeproj/project.pbxproj`, `Package.swift`…).
    public var descriptionPath: String
    /// The Swift module names it can have; empty when iblint could not resolve them.
    public var moduleNames: Set<String> = []
    public var isTest = false
    /// Files it builds, listed one by one (an Xcode target's build phases).
    public var files: Set<String> = []
    /// Folders (or globs) whose files it builds.
    public var folders: [FolderMembership] = []
    /// Modules it uses that are not the project's (package products, Carthage frameworks).
    public var externalModules: Set<String> = []

    public init(name: String, origin: Origin, descriptionPath: String) {
        self.name = name
        self.origin = origin
        self.descriptionPath = descriptionPath
    }

    /// Whether the target builds the file at `path` (a path as iblint reports it).
    public func builds(_ path: String) -> Bool {
        files.contains(path) || folders.contains { $0.contains(path) }
    }
}

/// Files a target builds by where they are: a folder (or a single file) minus exclusions, or a glob.
public struct FolderMembership: Sendable, Hashable {
    /// The folder; for a glob membership, the part of the pattern before its first wildcard.
    public var path: String
    public var excluded: [PathGlob]
    /// When set, only paths it matches are members.
    public var pattern: PathGlob?

    public init(path: String, excluded: [PathGlob] = []) {
        self.path = ProjectPaths.normalize(path)
        self.excluded = excluded
        self.pattern = nil
    }

    public init(pattern: PathGlob) {
        let fixed = pattern.pattern.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("?") }
        self.path = fixed.isEmpty ? "." : fixed.joined(separator: "/")
        self.excluded = []
        self.pattern = pattern
    }

    public func contains(_ path: String) -> Bool {
        guard ProjectPaths.isInside(path, folder: self.path) else { return false }
        if let pattern, !pattern.matches(path) { return false }
        return !excluded.contains { $0.matches(path) }
    }
}
