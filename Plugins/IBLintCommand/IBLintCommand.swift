import Foundation
import PackagePlugin

/// `swift package iblint [arguments…]`: runs iblint over the package directory (or the paths given).
@main
struct IBLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "iblint")
        // Without explicit paths, lint the whole package.
        let hasPath = arguments.contains { !$0.hasPrefix("-") }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = hasPath ? arguments : arguments + [context.package.directoryURL.path]
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("iblint exited with status \(process.terminationStatus)")
        }
    }
}
