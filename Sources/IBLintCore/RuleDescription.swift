/// What kind of fix a rule can offer, if any.
public enum FixAvailability: String, Sendable, Hashable, Codable {
    case none
    case safe
    case unsafe
    case displayOnly = "display-only"
    /// Safe in some cases, unsafe in others (the finding's fix says which).
    case mixed
}

/// How confident a rule is in its findings (SARIF `precision`).
public enum Precision: String, Sendable, Hashable, Codable {
    case veryHigh = "very-high", high, medium, low
}

/// A virtual file of a rule example: a path and its text. The text may contain `↓` markers where a
/// finding is expected to start; they are removed before the file is linted.
public struct ExampleFile: Sendable, Hashable {
    public var path: String
    public var text: String
    public init(_ path: String, _ text: String) {
        self.path = path
        self.text = text
    }

    /// The text without its `↓` markers, and the 1-based line and column of each marker in that text.
    public var strippingMarkers: (text: String, markers: [LinePosition]) {
        var clean = "", markers: [LinePosition] = []
        var line = 1, column = 1
        for character in text {
            if character == RuleExample.marker {
                markers.append(LinePosition(line: line, column: column))
                continue
            }
            clean.append(character)
            // "\r\n" is one Character; a line feed always ends its Character.
            if character.unicodeScalars.last == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return (clean, markers)
    }
}

/// A mini-project that shows a rule firing (at every `↓`) or not firing (no markers, no findings).
public struct RuleExample: Sendable, Hashable {
    public static let marker: Character = "↓"

    public var title: String
    public var files: [ExampleFile]
    /// With `true` the rule must report exactly at the markers; with `false` it must report nothing.
    public var triggers: Bool
    /// When the rule offers a fix here: the files as they must read after `--fix --unsafe-fixes`.
    public var fixed: [ExampleFile]?

    public init(_ title: String, triggers: Bool, files: [ExampleFile], fixed: [ExampleFile]? = nil) {
        self.title = title
        self.files = files
        self.triggers = triggers
        self.fixed = fixed
    }
}

/// The single source of truth about a rule: the CLI, `explain`, SARIF and the tests all read it.
public struct RuleDescription: Sendable, Hashable {
    /// Stable kebab-case identifier (`broken-outlet`).
    public var id: String
    /// Human title ("Broken outlet").
    public var name: String
    /// One sentence.
    public var summary: String
    /// Markdown: why it matters, what happens at runtime, how to fix by hand.
    public var rationale: String
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    public var fix: FixAvailability
    public var tags: [String]
    public var precision: Precision
    public var examples: [RuleExample]

    public init(id: String, name: String, summary: String, rationale: String,
                defaultSeverity: Severity, enabledByDefault: Bool = true, fix: FixAvailability = .none,
                tags: [String] = [], precision: Precision = .high, examples: [RuleExample] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.fix = fix
        self.tags = tags
        self.precision = precision
        self.examples = examples
    }
}
