import IBLintCore

/// `.iblint.yml`: the project's iblint settings, read from the working directory (or `--config FILE`).
///
/// ```yaml
/// disabled_rules: [unconnected-action]        # or a block list
/// enabled_rules:
///   - misplaced-view
/// only_rules: [broken-outlet]                 # run exactly these
/// severity:
///   unconnected-outlet: error
/// fail_on: warning                            # error (default), warning, note, never
/// modules: [ShopKit]                          # the app's own modules, besides Package.swift/.xcodeproj targets
/// exclude:                                    # indexed, never reported
///   - Legacy/**
/// ignore:                                     # one rule in some files
///   - path: Views/Overlays/*.xib
///     rule: safe-area-in-custom-view
/// ```
///
/// The format is a small subset of YAML (no anchors, no multi-line strings); anything else is an
/// error that names the file and line.
public struct ConfigurationFile: Sendable, Equatable {
    public var disabledRules: [String] = []
    public var enabledRules: [String] = []
    public var onlyRules: [String]?
    public var severities: [String: Severity] = [:]
    public var failOn: String?
    public var modules: [String] = []
    public var exclude: [String] = []
    public var ignore: [Ignore] = []

    public struct Ignore: Sendable, Equatable {
        public var path: String
        public var rule: String?
    }

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var message: String
        public var description: String { "\(path):\(line): error: \(message)" }
    }

    public static let defaultName = ".iblint.yml"

    public init() {}

    public static func parse(_ text: String, path: String) throws -> ConfigurationFile {
        var config = ConfigurationFile()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { stripComment(String($0)) }
        var index = 0
        func fail(_ message: String, line: Int? = nil) -> ParseError {
            ParseError(path: path, line: (line ?? index) + 1, message: message)
        }
        while index < lines.count {
            let line = lines[index]
            if line.trimmingWhitespace.isEmpty { index += 1; continue }
            guard !line.hasPrefix(" "), !line.hasPrefix("\t") else { throw fail("unexpected indentation") }
            guard let colon = line.firstIndex(of: ":") else { throw fail("expected 'key: value'") }
            let key = String(line[..<colon]).trimmingWhitespace
            let inline = String(line[line.index(after: colon)...]).trimmingWhitespace
            let start = index
            index += 1
            // The indented block that belongs to this key.
            var block: [(line: Int, text: String)] = []
            while index < lines.count, lines[index].trimmingWhitespace.isEmpty || lines[index].hasPrefix(" ") || lines[index].hasPrefix("\t") {
                if !lines[index].trimmingWhitespace.isEmpty { block.append((index, lines[index])) }
                index += 1
            }
            if !inline.isEmpty && !block.isEmpty { throw fail("'\(key)' has both a value and an indented block", line: start) }
            switch key {
            case "disabled_rules", "enabled_rules", "only_rules", "modules", "exclude":
                let values = try inline.isEmpty ? blockList(block, path: path) : inlineList(inline, path: path, line: start)
                switch key {
                case "disabled_rules": config.disabledRules = values
                case "enabled_rules": config.enabledRules = values
                case "only_rules": config.onlyRules = values
                case "modules": config.modules = values
                default: config.exclude = values
                }
            case "severity":
                guard inline.isEmpty else { throw fail("'severity' takes an indented block of 'rule: level' lines", line: start) }
                for entry in block {
                    let (rule, level) = try pair(entry.text, path: path, line: entry.line)
                    guard let severity = Severity(rawValue: level) else {
                        throw ParseError(path: path, line: entry.line + 1, message: "severity of '\(rule)' must be error, warning or note, not '\(level)'")
                    }
                    config.severities[rule] = severity
                }
            case "fail_on":
                guard ["error", "warning", "note", "never"].contains(unquote(inline)) else {
                    throw fail("fail_on must be error, warning, note or never", line: start)
                }
                config.failOn = unquote(inline)
            case "ignore":
                config.ignore = try ignoreEntries(block, path: path)
            default:
                throw fail("unknown setting '\(key)'; known: disabled_rules, enabled_rules, only_rules, severity, fail_on, modules, exclude, ignore", line: start)
            }
        }
        return config
    }

    /// Applies the file to a configuration (command-line options are applied after, and win).
    public func apply(to configuration: inout Configuration) {
        configuration.disabledRules.formUnion(disabledRules)
        configuration.enabledRules.formUnion(enabledRules)
        if let onlyRules { configuration.onlyRules = Set(onlyRules) }
        configuration.severities.merge(severities) { current, _ in current }
        configuration.extraModules.formUnion(modules)
        configuration.excludedPaths += exclude.map(Glob.init)
        configuration.ignores += ignore.map { Configuration.Ignore(path: Glob($0.path), ruleID: $0.rule) }
    }

    // MARK: Parsing helpers

    private static func stripComment(_ line: String) -> String {
        var inQuote: Character?
        var result = ""
        var previous: Character = " "
        for character in line {
            if let quote = inQuote {
                if character == quote { inQuote = nil }
            } else if character == "\"" || character == "'" {
                inQuote = character
            } else if character == "#", previous == " " || previous == "\t" || result.isEmpty {
                break
            }
            result.append(character)
            previous = character
        }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }

    private static func unquote(_ text: String) -> String {
        let value = text.trimmingWhitespace
        if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            return String(value.dropFirst().dropLast())
        }
        return value
    }

    private static func inlineList(_ text: String, path: String, line: Int) throws -> [String] {
        guard text.hasPrefix("["), text.hasSuffix("]") else {
            return [unquote(text)]
        }
        return text.dropFirst().dropLast().split(separator: ",").map { unquote(String($0)) }.filter { !$0.isEmpty }
    }

    private static func blockList(_ block: [(line: Int, text: String)], path: String) throws -> [String] {
        try block.map { entry in
            let text = entry.text.trimmingWhitespace
            guard text.hasPrefix("- ") || text == "-" else {
                throw ParseError(path: path, line: entry.line + 1, message: "expected a list item ('- value')")
            }
            return unquote(String(text.dropFirst()))
        }
    }

    private static func pair(_ text: String, path: String, line: Int) throws -> (String, String) {
        let trimmed = text.trimmingWhitespace
        guard let colon = trimmed.firstIndex(of: ":") else {
            throw ParseError(path: path, line: line + 1, message: "expected 'key: value'")
        }
        return (unquote(String(trimmed[..<colon])), unquote(String(trimmed[trimmed.index(after: colon)...])))
    }

    private static func ignoreEntries(_ block: [(line: Int, text: String)], path: String) throws -> [Ignore] {
        var entries: [Ignore] = []
        var current: (path: String?, rule: String?, line: Int)?
        func finish() throws {
            guard let entry = current else { return }
            guard let entryPath = entry.path else {
                throw ParseError(path: path, line: entry.line + 1, message: "an ignore entry needs a 'path'")
            }
            entries.append(Ignore(path: entryPath, rule: entry.rule))
        }
        for entry in block {
            var text = entry.text.trimmingWhitespace
            if text.hasPrefix("- ") {
                try finish()
                current = (nil, nil, entry.line)
                text = String(text.dropFirst(2))
            }
            guard current != nil else { throw ParseError(path: path, line: entry.line + 1, message: "expected '- path: …'") }
            let (key, value) = try pair(text, path: path, line: entry.line)
            switch key {
            case "path": current?.path = value
            case "rule": current?.rule = value
            default: throw ParseError(path: path, line: entry.line + 1, message: "an ignore entry takes 'path' and 'rule', not '\(key)'")
            }
        }
        try finish()
        return entries
    }
}
