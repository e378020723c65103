import Foundation
import XCTest

/// Runs the built `iblint` executable as a user would.
struct IBLintProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sharedTools: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools")

    /// The directory SwiftPM built the products in (next to the test bundle).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static var executable: URL { productsDirectory.appendingPathComponent("iblint") }

    /// Where runs keep their default cache: one folder per test process, removed when the process exits.
    static let cacheHome: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-tests-cache-\(ProcessInfo.processInfo.processIdentifier)")
        atexit { try? FileManager.default.removeItem(at: IBLintProcess.cacheHome) }
        return folder
    }()

    @discardableResult
    static func run(executable path: String? = nil, _ arguments: [String], in directory: URL = packageRoot,
                    file: StaticString = #filePath, line: UInt = #line) throws -> Output {
        let process = Process()
        process.executableURL = path.map(URL.init(fileURLWithPath:)) ?? executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The default cache goes to a folder of the test run's own, never the user's.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cacheHome.path
        #if os(macOS)
        environment["HOME"] = cacheHome.path
        #endif
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes before waiting, so a large report cannot fill a pipe and block the child.
        let outData = stdout.fileHandleForReading.readDataToEndOfFile()
        let errData = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh copy of the example app in a temporary folder, for tests that change files.
    static func copyOfExample(_ prefix: String) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/ShopApp"), to: copy)
        return copy
    }

    /// Runs a shell tool (the SARIF validator), returning its status and combined output.
    static func tool(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Golden files under `Tests/EndToEndTests/Golden/`; `IBLINT_UPDATE_GOLDEN=1` rewrites them.
enum Golden {
    static let directory = IBLintProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden")

    /// Replaces machine-specific absolute paths so goldens compare anywhere.
    static func normalize(_ text: String) -> String {
        let root = IBLintProcess.packageRoot.path
        return text.replacingOccurrences(of: "file://" + root, with: "file://$ROOT")
            .replacingOccurrences(of: root, with: "$ROOT")
    }

    static func assertMatches(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appendingPathComponent(name)
        let normalized = normalize(actual)
        if ProcessInfo.processInfo.environment["IBLINT_UPDATE_GOLDEN"] == "1" {
            try normalized.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden \(name); run with IBLINT_UPDATE_GOLDEN=1 and review it", file: file, line: line)
            return
        }
        XCTAssertEqual(normalized, expected, "output differs from golden \(name)", file: file, line: line)
    }
}
