import IBLintCore
import IBLintObjC
import IBLintSwift
import IBLintXML

/// A file that says something about the project's structure, read: an Xcode project, a Swift package
/// manifest, an XcodeGen or Tuist specification, a dependency manager's file, a `.gitignore`.
public enum ProjectFile: Sendable {
    case xcodeProject(XcodeProject)
    case package(PackageManifest)
    case xcodegen(XcodeGenSpec)
    case tuist(TuistManifest)
    case dependencies(DependencyManifest)
    case gitIgnore(GitIgnore)
    /// A description that could not be read, with the reason (a sentence naming the file and line).
    case unreadable(String)

    /// Whether iblint reads a file of this name (or at this path) as a project file. Tuist's
    /// `Project.swift` is told apart from app code by its contents (`TuistManifest.isManifest`).
    public static func isProjectFile(path: String) -> Bool {
        let name = SourceFile.fileName(ofPath: path)
        if name == "project.pbxproj" { return ProjectPaths.parent(of: path).hasSuffix(".xcodeproj") }
        return projectFileNames.contains(name) || DependencyManifest.isDependencyManifest(fileName: name)
    }

    private static let projectFileNames: Set<String> = XcodeGenSpec.fileNames.union(["Package.swift", ".gitignore", ".gitmodules"])

    /// `isProjectFile(path:)` for a file named `name` (its UTF-8 bytes), without building a `String`:
    /// discovery asks this of every file in the project. `nil` for `project.pbxproj`, which is one only in
    /// an `.xcodeproj` folder (ask `isProjectFile(path:)`).
    public static func isProjectFile(nameBytes name: UnsafeBufferPointer<UInt8>) -> Bool? {
        if name.elementsEqual(pbxprojName) { return nil }
        return fileNamesByBytes.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    private static let pbxprojName = Array("project.pbxproj".utf8)
    private static let fileNamesByBytes = projectFileNames.union(DependencyManifest.manifestNames).map { Array($0.utf8) }

    /// Reads the project file at `path`; `nil` when the path is not one.
    public static func read(path: String, bytes: [UInt8]) -> ProjectFile? {
        let name = SourceFile.fileName(ofPath: path)
        let text = { String(decoding: bytes, as: UTF8.self) }
        switch name {
        case "project.pbxproj":
            do { return .xcodeProject(try XcodeProject(path: path, bytes: bytes)) }
            catch { return .unreadable("\(path):\(error.line): \(error.message)") }
        case "Package.swift": return .package(PackageManifest(path: path, bytes: bytes))
        case _ where XcodeGenSpec.fileNames.contains(name): return .xcodegen(XcodeGenSpec(path: path, text: text()))
        case ".gitignore": return .gitIgnore(GitIgnore(path: path, text: text()))
        case ".gitmodules": return .gitIgnore(GitIgnore(submodulesAt: path, text: text()))
        default:
            if TuistManifest.isManifest(path: path, bytes: bytes) { return .tuist(TuistManifest(path: path, bytes: bytes)) }
            return DependencyManifest(path: path, text: text()).map(ProjectFile.dependencies)
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
    private var projectParts = ProjectModelParts()
    private var extraModules: Set<String> = []
    private var assetEntries: [AssetCatalogIndex.Entry] = []
    private var scanRoots: [String] = ["."]
    private var vendoredPaths: Set<String> = []
    private var symbolicLinks: [String] = []
    /// A model made ahead (`setProjectModel`).
    private var preparedModel: ProjectModel?
    /// The asset catalogs' index made ahead (`setAssets`).
    private var preparedAssets: AssetCatalogIndex?

    public init() {}

    // Taken (`consuming`), not borrowed: the engine hands over what it parsed, and a borrowed document or
    // summary was copied into the builder's arrays (a retain of its box, then of every reference a document
    // held).
    public mutating func add(_ document: consuming IBDocument) { documents.append(document) }
    public mutating func add(_ summary: consuming SwiftFileSummary) { swiftFiles.append(summary) }
    public mutating func add(_ summary: consuming ObjCFileSummary) { objcFiles.append(summary) }
    public mutating func add(_ failure: consuming InterfaceLoadFailure) { loadFailures.append(failure) }
    public mutating func add(_ asset: consuming AssetCatalogIndex.Entry) { assetEntries.append(asset) }

    public mutating func add(_ file: consuming ProjectFile) {
        switch file {
        case .xcodeProject(let project): projectParts.xcodeProjects.append(project)
        case .package(let package): projectParts.packages.append(package)
        case .xcodegen(let spec): projectParts.xcodegenSpecs.append(spec)
        case .tuist(let manifest): projectParts.tuistManifests.append(manifest)
        case .dependencies(let manifest): projectParts.dependencies.append(manifest)
        case .gitIgnore(let ignore): projectParts.gitIgnores.append(ignore)
        case .unreadable(let reason): projectParts.unreadable.append(reason)
        }
    }

    /// Modules the configuration names as the app's own. They count as the project's modules, but do
    /// not say the scan holds a whole project: only a project description does.
    public mutating func addModules(_ modules: Set<String>) { extraModules.formUnion(modules) }

    /// The folders (or files) the user asked to scan, as iblint reports paths (default: `.`): a file a
    /// target lists outside them was not scanned; inside them and not found, the checkout lacks it.
    public mutating func setScanRoots(_ roots: [String]) { scanRoots = roots.isEmpty ? ["."] : roots.map(ProjectPaths.normalize) }

    /// Symbolic links the scan did not follow: files a target lists through them are not missing.
    public mutating func markSymbolicLinks(_ paths: [String]) { symbolicLinks += paths.map(ProjectPaths.normalize) }

    /// Files of dependencies checked in with the project (`Pods/`, `Carthage/`): indexed, never the
    /// project's own targets' files.
    public mutating func markVendored(_ paths: Set<String>) { vendoredPaths.formUnion(paths) }

    /// The project model of the project files added so far, for a scan of `scannedPaths` (the interface
    /// files and source code to be indexed): the engine makes it while the other files are still being
    /// parsed (on a 2-core machine, made in `build` it was a serial stretch of 35 M instructions at scale 1
    /// with a core idle beside the asset catalogs), and hands it to the builder that indexes them all.
    public func projectModel(scannedPaths: Set<String>) -> ProjectModel {
        ProjectModel(parts: projectParts, scannedPaths: scannedPaths, scanRoots: scanRoots, vendoredPaths: vendoredPaths,
                     symbolicLinks: symbolicLinks)
    }

    /// A model `projectModel(scannedPaths:)` made of a builder given the same project files, scan roots,
    /// vendored paths and symbolic links as this one, for exactly the paths of the interface files, load
    /// failures and source summaries added to this one (the caller checks: the engine input by input).
    /// `build` uses it instead of making the model.
    public mutating func setProjectModel(_ model: ProjectModel) {
        preparedModel = model
    }

    /// Gives the index of the asset catalogs made ahead (the engine makes it from the asset files while the
    /// other files are parsed, and adds no entries); entries added anyway are then not read.
    public mutating func setAssets(_ assets: AssetCatalogIndex) {
        preparedAssets = assets
    }

    public func build() -> ProjectIndex {
        // Each made here only when the engine did not make it while parsing (`setProjectModel`, `setAssets`).
        let model = preparedModel ?? projectModel(scannedPaths: Set(documents.map(\.path) + loadFailures.map(\.error.path)
            + swiftFiles.map(\.file.path) + objcFiles.map(\.file.path)))
        return ProjectIndex(allDocuments: documents, allSwiftFiles: swiftFiles, allObjCFiles: objcFiles, loadFailures: loadFailures,
                            project: model, extraModules: extraModules,
                            assets: preparedAssets ?? AssetCatalogIndex(entries: assetEntries))
    }
}
