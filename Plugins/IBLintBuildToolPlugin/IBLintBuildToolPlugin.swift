import Foundation
import PackagePlugin

/// Lints a target as part of its build: `plugins: [.plugin(name: "IBLintBuildToolPlugin", package: "iblint")]`
/// on a SwiftPM target, or the target's Build Phases ▸ Run Build Tool Plug-ins in Xcode.
///
/// One build command per target runs iblint on the target's folder (a SwiftPM target) or on the
/// whole project folder (an Xcode target, so iblint sees the .xcodeproj and every class), in
/// Xcode's `path:line:column: warning: …` format with absolute paths, so Xcode's issue navigator
/// and `swift build` show each finding. Findings at the failing level (errors, unless
/// `.iblint.yml` says otherwise) fail the build. iblint runs in the package or project folder, so
/// the `.iblint.yml` there applies.
///
/// The command declares the interface files, sources and asset-catalog files it reads as inputs
/// and no outputs: it runs again when one of them changed, or when the last run failed, and not
/// when nothing did (as compilers' warnings, its warnings show in the builds that ran it). An
/// output file would be taken for a resource of the target and copied into a bundle.
@main
struct IBLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `Target.directoryURL` needs tools version 6.1; `Path`'s description is its path.
        let directory = URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
        return try LintCommand(
            tool: context.tool(named: "iblint").url,
            root: context.package.directoryURL,
            paths: [directory],
            inputs: LintCommand.inputs(under: directory),
            name: target.name,
            cacheDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("cache")
        ).commands()
    }
}

/// The build command for one target: `/bin/sh` changes to `root` (a build command has no working
/// directory of its own) and runs iblint there.
struct LintCommand {
    var tool: URL
    var root: URL
    var paths: [URL]
    var inputs: [URL]
    var name: String
    /// The summary cache: in the plugin's work folder, the one place a sandboxed build command may write.
    var cacheDirectory: URL

    func commands() -> [Command] {
        guard !inputs.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "iblint \(name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", #"cd "$IBLINT_ROOT" && exec "$0" "$@""#, tool.path]
                    + paths.map(\.path) + ["--format", "xcode", "--absolute-paths", "--quiet", "--cache-dir", cacheDirectory.path],
                environment: ["IBLINT_ROOT": root.path],
                inputFiles: [tool] + inputs + configuration,
                outputFiles: []
            ),
        ]
    }

    private var configuration: [URL] {
        let file = root.appendingPathComponent(".iblint.yml")
        return FileManager.default.fileExists(atPath: file.path) ? [file] : []
    }

    /// What iblint reads under `directory`: interface files, Swift and Objective-C sources, the files
    /// of asset catalogs and loose images (for image and color names). Hidden folders, `.build` and
    /// `DerivedData` are skipped, as iblint skips them.
    static func inputs(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "DerivedData" {
                walker.skipDescendants()
            } else if isInput(url) {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The interface files, sources and assets among `files`.
    static func inputs(among files: [URL]) -> [URL] {
        files.filter(isInput)
    }

    private static let sourceExtensions: Set<String> = ["xib", "storyboard", "swift", "h", "m", "mm"]
    /// `AssetCatalogIndex.looseImageExtensions`, which a plugin cannot import.
    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "gif", "heic", "heif", "tif", "tiff", "bmp", "ico", "icns", "webp"]

    private static func isInput(_ url: URL) -> Bool {
        let pathExtension = url.pathExtension.lowercased()
        return sourceExtensions.contains(pathExtension) || imageExtensions.contains(pathExtension)
            || url.pathComponents.dropLast().contains { $0.hasSuffix(".xcassets") }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IBLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject.directoryURL
        return try LintCommand(
            tool: context.tool(named: "iblint").url,
            root: project,
            paths: [project],
            inputs: LintCommand.inputs(among: target.inputFiles.map(\.url)),
            name: target.displayName,
            cacheDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("cache")
        ).commands()
    }
}
#endif
