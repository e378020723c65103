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
/// The format is a small subset of YAML: top-level keys, flow lists (`[a, b]`) and block lists at any
/// indentation (column 0 under the key too), `rule: level` maps, `#` comments, quoted or plain scalars.
/// Anything else (anchors, multi-line strings, nested lists) is an error that names the file and line.
/// `serialized()` writes the same format back, so `iblint config` prints a file that can be pasted in.
public struct ConfigurationFile: Sendable, Equatable {
    public var disabledRules: [String] = []
    public var enabledRules: [String] = []
    public var onlyRules: [String]?
    public var severities: [String: Severity] = [:]
    public var failOn: String?
    public var modules: [String] = []
    public var exclude: [String] = []
    public var ignore: [Ignore] = []
    /// Every rule id the file names, with its line, so an unknown one can be reported where it is.
    public var ruleReferences: [RuleReference] = []

    public struct Ignore: Sendable, Equatable {
        public var path: String
        public var rule: String?
        public init(path: String, rule: String?) {
            self.path = path
            self.rule = rule
        }
    }

    /// A rule id written in the file: which setting names it, and on which 1-based line.
    public struct RuleReference: Sendable, Equatable {
        public var id: String
        public var setting: String
        public var line: Int
    }

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var message: String
        public var description: String { "\(path):\(line): error: \(message)" }
    }

    public static let defaultName = ".iblint.yml"

    /// The settings iblint reads, in the order `serialized()` writes them.
    public static let knownKeys = ["disabled_rules", "enabled_rules", "only_rules", "severity", "fail_on", "modules", "exclude", "ignore"]

    /// SwiftLint's settings that people carry over by habit, and what iblint says instead.
    static let swiftLintHints: [String: String] = [
        "opt_in_rules": "SwiftLint's name; iblint's is 'enabled_rules'",
        "analyzer_rules": "SwiftLint's name; iblint's is 'enabled_rules'",
        "whitelist_rules": "SwiftLint's name; iblint's is 'only_rules'",
        "excluded": "SwiftLint's name; iblint's is 'exclude'",
        "included": "iblint has no 'included': it lints the paths on its command line (iblint App Modules), the current directory by default; use 'exclude' for what to leave out",
        "reporter": "iblint has no 'reporter' setting: pass --format on the command line",
        "strict": "iblint has no 'strict': write 'fail_on: warning'",
        "warning_threshold": "iblint has no 'warning_threshold': use 'fail_on'",
    ]

    public init() {}

    public static func parse(_ text: String, path: String) throws -> ConfigurationFile {
        var config = ConfigurationFile()
        let lines = text.lineSlices(omittingEmpty: false).enumerated().map {
            Line(number: $0.offset + 1, text: stripComment(String($0.element)))
        }
        var index = 0
        func fail(_ message: String, line: Int) -> ParseError { ParseError(path: path, line: line, message: message) }
        while index < lines.count {
            let line = lines[index]
            if line.isBlank { index += 1; continue }
            guard line.indent == 0 else { throw fail("unexpected indentation", line: line.number) }
            guard !line.isListItem else { throw fail("a list item needs a key above it ('exclude:', say)", line: line.number) }
            guard let colon = line.content.firstIndex(of: ":") else { throw fail("expected 'key: value'", line: line.number) }
            let key = String(line.content[..<colon]).trimmingWhitespace
            let inline = String(line.content[line.content.index(after: colon)...]).trimmingWhitespace
            index += 1
            // The block that belongs to this key: indented lines, and list items at column 0 (YAML allows both).
            var block: [Line] = []
            while index < lines.count, lines[index].isBlank || lines[index].indent > 0 || lines[index].isListItem {
                if !lines[index].isBlank { block.append(lines[index]) }
                index += 1
            }
            if inline.hasPrefix("["), !inline.hasSuffix("]") {
                throw fail("a '[…]' list must close on the same line; or write one '- value' per line", line: line.number)
            }
            if !inline.isEmpty && !block.isEmpty { throw fail("'\(key)' has both a value and an indented block", line: line.number) }
            switch key {
            case "disabled_rules", "enabled_rules", "only_rules", "modules", "exclude":
                let values = try inline.isEmpty ? blockList(block, path: path) : inlineList(inline, line: line.number)
                let isRuleList = key.hasSuffix("_rules")
                for value in values where isRuleList {
                    config.ruleReferences.append(RuleReference(id: value.text, setting: key, line: value.line))
                }
                let texts = values.map(\.text)
                switch key {
                case "disabled_rules": config.disabledRules = texts
                case "enabled_rules": config.enabledRules = texts
                case "only_rules": config.onlyRules = texts
                case "modules": config.modules = texts
                default: config.exclude = texts
                }
            case "severity":
                guard inline.isEmpty || inline == "{}" else { throw fail("'severity' takes an indented block of 'rule: level' lines", line: line.number) }
                try requireAligned(block, path: path)
                for entry in block {
                    let (rule, level) = try pair(entry.content, path: path, line: entry.number)
                    guard let severity = Severity(rawValue: level) else {
                        throw fail("severity of '\(rule)' must be error, warning or note, not '\(level)'", line: entry.number)
                    }
                    config.severities[rule] = severity
                    config.ruleReferences.append(RuleReference(id: rule, setting: key, line: entry.number))
                }
            case "fail_on":
                guard ["error", "warning", "note", "never"].contains(unquote(inline)) else {
                    throw fail("fail_on must be error, warning, note or never", line: line.number)
                }
                config.failOn = unquote(inline)
            case "ignore":
                guard inline.isEmpty || inline == "[]" else { throw fail("'ignore' takes a block list of '- path: …' entries", line: line.number) }
                config.ignore = try ignoreEntries(block, path: path, references: &config.ruleReferences)
            default:
                throw fail("unknown setting '\(key)'\(hint(forUnknownKey: key)); known: \(knownKeys.joined(separator: ", "))", line: line.number)
            }
        }
        return config
    }

    /// `(SwiftLint's name; …)` or `; did you mean …?` for a key iblint does not read.
    static func hint(forUnknownKey key: String) -> String {
        if let hint = swiftLintHints[key] { return " (\(hint))" }
        return Spelling.didYouMean(key, in: knownKeys)
    }

    /// One error per rule id the file names that none of `known` is, each at its line, with a suggestion.
    public func unknownRules(among known: [String], path: String) -> [ParseError] {
        ruleReferences.filter { !known.contains($0.id) }.map { reference in
            ParseError(path: path, line: reference.line, message:
                "unknown rule '\(reference.id)' in \(reference.setting)\(Spelling.didYouMean(reference.id, in: known)) ('iblint rules' lists them)")
        }
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

    /// The file that says what `configuration` says (`iblint config`): sets sorted, lists in order.
    public init(effective configuration: Configuration, failOn: String) {
        disabledRules = configuration.disabledRules.sorted()
        enabledRules = configuration.enabledRules.sorted()
        onlyRules = configuration.onlyRules?.sorted()
        severities = configuration.severities
        self.failOn = failOn
        modules = configuration.extraModules.sorted()
        exclude = configuration.excludedPaths.map(\.pattern)
        ignore = configuration.ignores.map { Ignore(path: $0.path.pattern, rule: $0.ruleID) }
    }

    /// The file's text in the format `parse` reads; every setting is written, empty ones as `[]`.
    public func serialized() -> String {
        var out = ""
        func list(_ key: String, _ values: [String]) {
            if values.isEmpty { out += "\(key): []\n"; return }
            out += "\(key):\n" + values.map { "  - \(Self.quoted($0))\n" }.joined()
        }
        list("disabled_rules", disabledRules)
        list("enabled_rules", enabledRules)
        if let onlyRules { list("only_rules", onlyRules) }
        if severities.isEmpty { out += "severity: {}\n" } else {
            out += "severity:\n" + severities.sorted { $0.key < $1.key }.map { "  \(Self.quoted($0.key)): \($0.value.rawValue)\n" }.joined()
        }
        out += "fail_on: \(failOn ?? "error")\n"
        list("modules", modules)
        list("exclude", exclude)
        if ignore.isEmpty { out += "ignore: []\n" } else {
            out += "ignore:\n"
            for entry in ignore {
                out += "  - path: \(Self.quoted(entry.path))\n"
                if let rule = entry.rule { out += "    rule: \(Self.quoted(rule))\n" }
            }
        }
        return out
    }

    // MARK: Parsing helpers

    /// One line of the file, comment removed.
    private struct Line {
        var number: Int
        var text: String
        var indent: Int { text.prefix { $0 == " " || $0 == "\t" }.count }
        var content: String { text.trimmingWhitespace }
        var isBlank: Bool { content.isEmpty }
        var isListItem: Bool { content == "-" || content.hasPrefix("- ") }
    }

    private struct Value {
        var text: String
        var line: Int
    }

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

    /// A scalar as `parse` reads it back and YAML reads it the same way: plain when that is safe, quoted otherwise.
    static func quoted(_ value: String) -> String {
        let indicators: Set<Character> = ["*", "&", "!", "|", ">", "'", "\"", "%", "@", "`", "#", ",", "[", "]", "{", "}", "?", ":", "-"]
        let plain = !value.isEmpty && !indicators.contains(value.first!) && !value.containsText(": ") && !value.containsText(" #")
            && !value.hasSuffix(":") && value.trimmingWhitespace == value
        if plain { return value }
        return value.contains("\"") ? "'\(value)'" : "\"\(value)\""
    }

    private static func inlineList(_ text: String, line: Int) -> [Value] {
        guard text.hasPrefix("[") else { return [Value(text: unquote(text), line: line)] }
        return text.dropFirst().dropLast().split(separator: ",").map { Value(text: unquote(String($0)), line: line) }
            .filter { !$0.text.isEmpty }
    }

    /// Block entries must start at one indentation (any, column 0 included).
    private static func requireAligned(_ block: [Line], path: String) throws {
        guard let first = block.first else { return }
        if let stray = block.first(where: { $0.indent != first.indent }) {
            throw ParseError(path: path, line: stray.number, message: "this line is indented differently from line \(first.number) above it")
        }
    }

    private static func blockList(_ block: [Line], path: String) throws -> [Value] {
        for entry in block where !entry.isListItem {
            throw ParseError(path: path, line: entry.number, message: "expected a list item ('- value')")
        }
        try requireAligned(block, path: path)
        return block.map { Value(text: unquote(String($0.content.dropFirst())), line: $0.number) }
    }

    private static func pair(_ text: String, path: String, line: Int) throws -> (String, String) {
        let trimmed = text.trimmingWhitespace
        guard let colon = trimmed.firstIndex(of: ":") else {
            throw ParseError(path: path, line: line, message: "expected 'key: value'")
        }
        return (unquote(String(trimmed[..<colon])), unquote(String(trimmed[trimmed.index(after: colon)...])))
    }

    private static func ignoreEntries(_ block: [Line], path: String, references: inout [RuleReference]) throws -> [Ignore] {
        var entries: [Ignore] = []
        var current: (path: String?, rule: String?, line: Int)?
        let itemIndent = block.first?.indent ?? 0
        func finish() throws {
            guard let entry = current else { return }
            guard let entryPath = entry.path else {
                throw ParseError(path: path, line: entry.line, message: "an ignore entry needs a 'path'")
            }
            entries.append(Ignore(path: entryPath, rule: entry.rule))
        }
        for entry in block {
            var text = entry.content
            if entry.isListItem {
                guard entry.indent == itemIndent else {
                    throw ParseError(path: path, line: entry.number, message: "this entry is indented differently from line \(block[0].number) above it")
                }
                try finish()
                current = (nil, nil, entry.number)
                text = String(text.dropFirst()).trimmingWhitespace
                if text.isEmpty { continue }
            } else if entry.indent <= itemIndent {
                throw ParseError(path: path, line: entry.number, message: "expected '- path: …'")
            }
            guard current != nil else { throw ParseError(path: path, line: entry.number, message: "expected '- path: …'") }
            let (key, value) = try pair(text, path: path, line: entry.number)
            switch key {
            case "path": current?.path = value
            case "rule":
                current?.rule = value
                references.append(RuleReference(id: value, setting: "ignore", line: entry.number))
            default: throw ParseError(path: path, line: entry.number, message: "an ignore entry takes 'path' and 'rule', not '\(key)'")
            }
        }
        try finish()
        return entries
    }
}
