/// Whether a fix may be applied without asking (ruff's model).
public enum Applicability: String, Sendable, Hashable, Comparable, Codable, CaseIterable {
    /// Keeps behaviour, or is exactly what the rule exists for and documents. Applied by `--fix`.
    case safe
    /// May change behaviour. Applied only with `--unsafe-fixes`.
    case unsafe
    /// Shown as a suggestion, never applied.
    case displayOnly = "display-only"

    private var rank: Int {
        switch self {
        case .safe: 0
        case .unsafe: 1
        case .displayOnly: 2
        }
    }

    public static func < (lhs: Applicability, rhs: Applicability) -> Bool { lhs.rank < rhs.rank }
}

/// Replace the bytes at `location.range` of `location.path` with `replacement`.
public struct Edit: Sendable, Hashable {
    public var location: Location
    public var replacement: String

    public init(location: Location, replacement: String) {
        self.location = location
        self.replacement = replacement
    }

    public init(in file: SourceFile, range: ByteRange, replacement: String) {
        self.init(location: file.location(range), replacement: replacement)
    }

    public var path: String { location.path }
    public var range: ByteRange { location.range }
}

/// A title plus edits, applied all or nothing.
public struct Fix: Sendable, Hashable {
    public var title: String
    public var edits: [Edit]
    public var applicability: Applicability

    public init(title: String, edits: [Edit], applicability: Applicability) {
        self.title = title
        self.edits = edits
        self.applicability = applicability
    }
}
