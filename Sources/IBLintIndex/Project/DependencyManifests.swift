import IBLintCore

/// Modules that come from dependency managers — CocoaPods (`Podfile`, `Podfile.lock`), Carthage
/// (`Cartfile`, `Cartfile.resolved`), Swift packages (`Package.resolved`) — named as their module names
/// most likely are. Their classes are not the project's: unknown, never missing.
public struct DependencyManifest: Sendable, Hashable {
    public enum Manager: String, Sendable, Hashable, Codable { case cocoapods, carthage, swiftPackages = "swift-packages" }

    public var path: String
    public var manager: Manager
    public var modules: Set<String>

    /// `nil` when `path` is none of the files this reads.
    public init?(path: String, text: String) {
        self.path = path
        switch SourceFile.fileName(ofPath: path) {
        case "Podfile.lock": manager = .cocoapods; modules = Self.podfileLockModules(text)
        case "Podfile": manager = .cocoapods; modules = Self.podfileModules(text)
        case "Cartfile", "Cartfile.resolved", "Cartfile.private": manager = .carthage; modules = Self.cartfileModules(text)
        case "Package.resolved": manager = .swiftPackages; modules = Self.packageResolvedModules(text)
        default: return nil
        }
    }

    public static func isDependencyManifest(fileName: String) -> Bool { manifestNames.contains(fileName) }

    static let manifestNames: Set<String> = [
        "Podfile.lock", "Podfile", "Cartfile", "Cartfile.resolved", "Cartfile.private", "Package.resolved",
    ]

    /// `PODS:` entries `  - Name (1.0)` and `  - Name/Subspec (1.0):` → `Name`.
    static func podfileLockModules(_ text: String) -> Set<String> {
        var modules: Set<String> = []
        var inPods = false
        for line in text.lineSlices() {
            if !line.hasPrefix(" ") { inPods = line.hasPrefix("PODS:"); continue }
            guard inPods, line.hasPrefix("  - ") else { continue }
            let name = line.dropFirst(4).prefix { $0 != " " && $0 != "/" && $0 != ":" }.filter { $0 != "\"" }
            if !name.isEmpty { modules.insert(ProjectModules.moduleName(String(name))) }
        }
        return modules
    }

    /// `pod 'Name'` / `pod "Name/Subspec", …`.
    static func podfileModules(_ text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.lineSlices() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("pod ") || trimmed.hasPrefix("pod(") else { continue }
            let rest = trimmed.dropFirst(4).drop { $0 == " " || $0 == "(" }
            guard let quote = rest.first, quote == "'" || quote == "\"" else { continue }
            let name = rest.dropFirst().prefix { $0 != quote && $0 != "/" }
            if !name.isEmpty { modules.insert(ProjectModules.moduleName(String(name))) }
        }
        return modules
    }

    /// `github "Owner/Repo" "1.0"`, `git "https://…/Repo.git"` → `Repo`.
    static func cartfileModules(_ text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.lineSlices() {
            let parts = line.split(separator: "\"")
            guard parts.count >= 2, ["github", "git", "binary"].contains(parts[0].trimmingCharacters()) else { continue }
            var name = SourceFile.fileName(ofPath: String(parts[1]))
            if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
            if name.hasSuffix(".json") { name = String(name.dropLast(5)) }
            if !name.isEmpty { modules.insert(ProjectModules.moduleName(name)) }
        }
        return modules
    }

    /// Every `"identity"`, `"package"` and repository name in a `Package.resolved` (versions 1–3).
    static func packageResolvedModules(_ text: String) -> Set<String> {
        var modules: Set<String> = []
        for key in ["\"identity\"", "\"package\"", "\"location\"", "\"repositoryURL\""] {
            var rest = Substring(text)
            while let range = rest.firstRange(ofText: key) {
                rest = rest[range.upperBound...]
                let value = rest.drop { $0 == " " || $0 == ":" || $0 == "\n" || $0 == "\t" }
                guard value.first == "\"" else { continue }
                var name = String(value.dropFirst().prefix { $0 != "\"" })
                if key == "\"location\"" || key == "\"repositoryURL\"" {
                    name = SourceFile.fileName(ofPath: name)
                    if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
                }
                if !name.isEmpty { modules.insert(ProjectModules.moduleName(name)) }
            }
        }
        return modules
    }
}

private extension Substring {
    func trimmingCharacters() -> String { String(self).trimmingWhitespace }
}
