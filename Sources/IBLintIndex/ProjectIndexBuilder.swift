import IBLintCore
import IBLintObjC
import IBLintSwift
import IBLintXML

/// What a `Package.swift` or an Xcode project (`project.pbxproj`) says about the project, read without
/// evaluating either.
public struct ProjectDescription: Sendable {
    public var path: String
    /// Module names the description defines (SwiftPM targets, Xcode targets and product module names).
    public var modules: Set<String>
    /// Names of the Swift, Objective-C and interface files an Xcode project references.
    public var referencedSourceFileNames: Set<String>

    /// Reads the description at `path`: a `Package.swift`, else an Xcode project file.
    public init(path: String, text: String) {
        self.path = path
        if path.hasSuffix("Package.swift") {
            modules = ProjectModules.modules(fromPackageManifest: text)
            referencedSourceFileNames = []
        } else {
            modules = ProjectModules.modules(fromPBXProject: text)
            referencedSourceFileNames = ProjectModules.sourceFileNames(fromPBXProject: text)
        }
    }
}

/// Gathers what the engine parsed — interface documents, Swift and Objective-C summaries, files that
/// failed to load, project descriptions, asset files — and builds the finished, immutable `ProjectIndex`.
public struct ProjectIndexBuilder: Sendable {
    private var documents: [IBDocument] = []
    private var swiftFiles: [SwiftFileSummary] = []
    private var objcFiles: [ObjCFileSummary] = []
    private var loadFailures: [InterfaceLoadFailure] = []
    private var descriptions: [ProjectDescription] = []
    private var extraModules: Set<String> = []
    private var assetEntries: [AssetCatalogIndex.Entry] = []

    public init() {}

    public mutating func add(_ document: IBDocument) { documents.append(document) }
    public mutating func add(_ summary: SwiftFileSummary) { swiftFiles.append(summary) }
    public mutating func add(_ summary: ObjCFileSummary) { objcFiles.append(summary) }
    public mutating func add(_ failure: InterfaceLoadFailure) { loadFailures.append(failure) }
    public mutating func add(_ description: ProjectDescription) { descriptions.append(description) }
    public mutating func add(_ asset: AssetCatalogIndex.Entry) { assetEntries.append(asset) }

    /// Modules the configuration names as the app's own. They count as the project's modules, but do
    /// not say the scan holds a whole project: only a `Package.swift` or an Xcode project does.
    public mutating func addModules(_ modules: Set<String>) { extraModules.formUnion(modules) }

    public func build() -> ProjectIndex {
        let modules = descriptions.reduce(into: extraModules) { $0.formUnion($1.modules) }
        let referenced = descriptions.reduce(into: Set<String>()) { $0.formUnion($1.referencedSourceFileNames) }
        let scannedPaths = documents.map(\.path) + loadFailures.map(\.error.path) + swiftFiles.map(\.file.path)
            + objcFiles.map(\.file.path)
        let scanned = Set(scannedPaths.map(SourceFile.fileName(ofPath:)))
        return ProjectIndex(documents: documents, swiftFiles: swiftFiles, objcFiles: objcFiles, loadFailures: loadFailures,
                            projectModules: modules, hasProjectDescription: !descriptions.isEmpty,
                            projectSourcesNotScanned: referenced.subtracting(scanned),
                            assets: AssetCatalogIndex(entries: assetEntries))
    }
}
