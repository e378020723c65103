
/// Parses `--name value`, `--name=value` and flags. After the `collecting` option (`--report-only`),
/// every positional argument is one of its values, so a tool can append file names after it, and after
/// options of its own.
struct OptionParser {
    private(set) var positional: [String] = []
    /// The values of the `collecting` option, when it was given.
    private(set) var collected: [String]?
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>, collecting: String? = nil) throws {
        var iterator = arguments.makeIterator()
        var onlyPositional = false
        while let argument = iterator.next() {
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                if collected != nil { collected?.append(argument) } else { positional.append(argument) }
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            var name = argument, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let collecting, name == collecting {
                collected = collected ?? []
                if let inlineValue { collected?.append(inlineValue) }
            } else if valueOptions.contains(name) {
                guard let value = inlineValue ?? iterator.next() else { throw UsageError(message: "\(name) needs a value") }
                values[name, default: []].append(value)
            } else if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { String($0).trimmingSpacesAndTabs } }
            .filter { !$0.isEmpty }
    }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
