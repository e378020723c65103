import IBLintEngine
import IBLintRules

/// `iblint config`: the effective configuration, in `.iblint.yml`'s format.
enum ConfigCommand {
    static func run(_ arguments: [String]) throws -> ExitCode {
        let options = try OptionParser(arguments, valueOptions: RunSettings.valueOptions, flagOptions: ["--help", "-h"])
        if options.flag("--help") || options.flag("-h") {
            print(Help.config, terminator: "")
            return .clean
        }
        guard options.positional.isEmpty else { throw UsageError(message: "'iblint config' takes options, not paths") }
        let settings = try RunSettings.load(options, rules: RuleCatalog.descriptions)
        let running = RuleCatalog.descriptions.filter { settings.configuration.isEnabled($0) }.map(\.id)
        var text = "# iblint's effective configuration (.iblint.yml, then the command line), as .iblint.yml takes it.\n"
        text += "# Rules that run (\(running.count)): \(running.joined(separator: ", "))\n"
        text += ConfigurationFile(effective: settings.configuration, failOn: settings.failOn).serialized()
        print(text, terminator: "")
        return .clean
    }
}
