import IBLintCore
import IBLintEngine

/// A configuration file that does not read, or names rules iblint does not have: printed as
/// `path:line: error: message` lines, exit 2.
struct ConfigError: Error {
    var description: String
}

/// Finds and reads `.iblint.yml` (or the file `--config` names).
enum ConfigLoader {
    static func load(explicit: String?) throws -> (file: ConfigurationFile, path: String)? {
        let path = explicit ?? ConfigurationFile.defaultName
        guard FileSystem.exists(path) else {
            if let explicit { throw UsageError(message: "\(explicit): no such configuration file") }
            return nil
        }
        guard let data = FileSystem.contents(of: path) else {
            throw UsageError(message: "\(path): cannot read the configuration file")
        }
        do {
            return (try ConfigurationFile.parse(String(decoding: data, as: UTF8.self), path: path), path)
        } catch let error as ConfigurationFile.ParseError {
            throw ConfigError(description: error.description)
        }
    }
}

/// What a linting command runs with: the configuration file, then the command line, which wins.
struct RunSettings {
    var configuration: Configuration
    /// `error`, `warning`, `note` or `never`.
    var failOn: String
    /// `nil` for `never`.
    var threshold: Severity?

    static let valueOptions: Set<String> = ["--enable", "--disable", "--only", "--config", "--fail-on"]

    /// Reads the file and applies the options; rule ids the rules do not have are errors naming where
    /// they are written (file and line, or the option), with a suggestion.
    static func load(_ options: OptionParser, rules: [RuleDescription]) throws -> RunSettings {
        var configuration = Configuration()
        let known = rules.map(\.id)
        let loaded = try ConfigLoader.load(explicit: options.value("--config"))
        if let loaded {
            let unknown = loaded.file.unknownRules(among: known, path: loaded.path)
            if !unknown.isEmpty { throw ConfigError(description: unknown.map(\.description).joined(separator: "\n")) }
            loaded.file.apply(to: &configuration)
        }
        for option in ["--enable", "--disable", "--only"] {
            for id in options.list(option) where !known.contains(id) {
                throw UsageError(message: "unknown rule '\(id)' (\(option))\(Spelling.didYouMean(id, in: known)); 'iblint rules' lists them")
            }
        }
        configuration.applyCommandLine(enable: options.list("--enable"), disable: options.list("--disable"), only: options.list("--only"))

        let failOn = options.value("--fail-on") ?? loaded?.file.failOn ?? "error"
        let threshold: Severity?
        if failOn == "never" { threshold = nil }
        else if let severity = Severity(rawValue: failOn) { threshold = severity }
        else { throw UsageError(message: "--fail-on takes error, warning, note or never, not '\(failOn)'") }
        return RunSettings(configuration: configuration, failOn: failOn, threshold: threshold)
    }
}
