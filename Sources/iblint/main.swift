#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IBLintCore
import IBLintEngine
import IBLintReporters
import IBLintRules

/// Exit codes: 0 nothing at the failing threshold, 1 findings at it, 2 usage error or unreadable input.
enum ExitCode: Int32 {
    case clean = 0, findings = 1, failure = 2
}

struct UsageError: Error {
    var message: String
}

let arguments = Array(CommandLine.arguments.dropFirst())
func printError(_ text: String) {
    FileSystem.write(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: FileSystem.standardError)
}

MemoryTuning.apply()

do {
    let code = try Command.run(arguments)
    exit(code.rawValue)
} catch let error as ConfigError {
    printError(error.description)
    exit(ExitCode.failure.rawValue)
} catch let error as UsageError {
    printError("iblint: error: \(error.message)")
    printError("Run 'iblint --help' for usage.")
    exit(ExitCode.failure.rawValue)
} catch {
    printError("iblint: error: \(error)")
    exit(ExitCode.failure.rawValue)
}
