import Foundation
import PackagePlugin

/// `swift package iblint [--target T …] [arguments…]`: runs iblint in the package directory, so it
/// lints the whole package (or the named targets' folders, or the paths given) and reads the
/// `.iblint.yml` there. iblint's exit status becomes the command's (0 clean, 1 findings, 2 usage or
/// unreadable file).
///
/// The plugin asks for permission to write to the package directory, which `--fix` and `--output`
/// need in SwiftPM's sandbox: SwiftPM asks on the terminal, or
/// `swift package --allow-writing-to-package-directory iblint --fix` grants it up front.
@main
struct IBLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        let paths = targets.map { String(describing: $0.directory) }  // `Target.directoryURL` needs tools version 6.1
        try IBLintProcess.run(try context.tool(named: "iblint").url, arguments: paths + extractor.remainingArguments,
                              in: context.package.directoryURL)
    }
}

enum IBLintProcess {
    /// Runs iblint with the plugin's standard output and error, and leaves with iblint's exit status.
    static func run(_ tool: URL, arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("iblint was stopped by signal \(process.terminationStatus)")
            exit(2)
        }
        // SwiftPM makes a plugin's non-zero exit status its own, so scripts and CI can tell
        // findings (1) from usage errors and unreadable files (2).
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File ▸ Packages, or the project's context menu): lints the whole Xcode project folder.
extension IBLintCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")  // Xcode names the selected targets; iblint needs the whole project.
        try IBLintProcess.run(try context.tool(named: "iblint").url, arguments: extractor.remainingArguments,
                              in: context.xcodeProject.directoryURL)
    }
}
#endif
