/// How often a rule's findings come with a fix.
public enum FixFrequency: String, Sendable, Hashable, Codable, CaseIterable {
    /// The rule never offers a fix.
    case never
    /// Some findings come with a fix, others do not (the finding says which).
    case sometimes
    /// Every finding comes with a fix.
    case always
}

/// What a rule declares about its fixes: how often it offers one, and which applicabilities (ruff's
/// safe / unsafe / display-only) those fixes have. A test holds every rule to its declaration by running
/// its examples, so what `iblint rules` and `iblint explain` say is what the rule does.
public struct FixAvailability: Sendable, Hashable {
    public var frequency: FixFrequency
    /// The applicabilities the rule's fixes can have, in order (safe, unsafe, display-only); empty for `never`.
    public var applicabilities: [Applicability]

    public init(_ frequency: FixFrequency, _ applicabilities: [Applicability]) {
        self.frequency = frequency
        self.applicabilities = frequency == .never ? [] : Array(Set(applicabilities)).sorted()
    }

    /// No fix is ever offered.
    public static let none = FixAvailability(.never, [])
    /// Every finding has a fix of one of these applicabilities.
    public static func always(_ applicabilities: Applicability...) -> FixAvailability { FixAvailability(.always, applicabilities) }
    /// Some findings have a fix of one of these applicabilities.
    public static func sometimes(_ applicabilities: Applicability...) -> FixAvailability { FixAvailability(.sometimes, applicabilities) }

    public var isOffered: Bool { frequency != .never }

    /// `safe`, `unsafe`, `safe / unsafe`, with `(some findings)` when not every finding has one; empty for none.
    public var shortText: String {
        guard isOffered else { return "" }
        let kinds = applicabilities.map(\.rawValue).joined(separator: " / ")
        return frequency == .sometimes ? kinds + " (some findings)" : kinds
    }
}

/// What a rule checks, which is also the folder of `Rules/` its file lives in.
public enum RuleCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// Outlets, actions and runtime attributes: what an interface file asks the runtime to set or send.
    case connections
    /// Custom classes, File's Owner and modules: which class an interface file instantiates.
    case classes
    /// Initializers, `awakeFromNib`, nib loading and property observers: the order things happen in.
    case lifecycle
    /// Storyboard IDs, segue and reuse identifiers, nib names: strings code and interface files share.
    case identifiers
    /// Auto Layout, constraints and layout guides.
    case layout
    /// Images, colors and bundles.
    case resources
    /// Retain cycles and ownership.
    case memory
    /// One file as a whole: whether an interface file reads, its ids and scenes; the suppression comments of a source file.
    case document

    /// The folder of `Rules/` that holds the rules of this category (`Connections`).
    public var folderName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
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
    /// Other rules that run with it in this example, for a rule whose findings depend on theirs (a
    /// suppression that suppresses nothing can only be told when the rule it names ran).
    public var alongside: [String]

    public init(_ title: String, triggers: Bool, alongside: [String] = [], files: [ExampleFile], fixed: [ExampleFile]? = nil) {
        self.title = title
        self.files = files
        self.triggers = triggers
        self.fixed = fixed
        self.alongside = alongside
    }

    /// The rules that run for this example of `ruleID`: it and `alongside`.
    public func rulesToRun(for ruleID: String) -> Set<String> { Set([ruleID] + alongside) }
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
    /// What it checks; also the folder of `Rules/` its file is in.
    public var category: RuleCategory
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    /// Runs even when `--only` names other rules, unless disabled by name: an unreadable file must
    /// never go unnoticed.
    public var isAlwaysOn: Bool
    /// Concludes from an absence ("no class", "no interface file", "no identifier anywhere"), so it
    /// reports nothing where the scan cannot hold the whole project; iblint then says so, naming it.
    public var concludesFromAbsence: Bool
    public var fix: FixAvailability
    public var tags: [String]
    public var precision: Precision
    public var examples: [RuleExample]

    public init(id: String, name: String, summary: String, rationale: String, category: RuleCategory,
                defaultSeverity: Severity, enabledByDefault: Bool = true, isAlwaysOn: Bool = false,
                concludesFromAbsence: Bool = false, fix: FixAvailability = .none, tags: [String] = [],
                precision: Precision = .high, examples: [RuleExample] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.isAlwaysOn = isAlwaysOn
        self.concludesFromAbsence = concludesFromAbsence
        self.fix = fix
        self.tags = tags
        self.precision = precision
        self.examples = examples
    }
}
