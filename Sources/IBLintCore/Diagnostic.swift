/// How serious a finding is. Ordered: note < warning < error.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A second place that explains a finding (the Swift declaration behind an IB connection, say).
public struct RelatedLocation: Sendable, Hashable {
    public var location: Location
    public var message: String
    public init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }
}

/// One finding of one rule.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    /// What is wrong and where, in one line of about 120 characters at most: the line Xcode's issue
    /// navigator, a GitHub annotation's title row and a terminal show.
    public var message: String
    public var location: Location
    /// The runtime consequence and the evidence, one sentence each, shown after the message (Xcode-style
    /// `note:` lines at the finding's place, further lines of an annotation or SARIF message).
    public var notes: [String]
    public var related: [RelatedLocation]
    public var fix: Fix?

    public init(ruleID: String, severity: Severity, message: String, location: Location, notes: [String] = [],
                related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.related = related
        self.fix = fix
    }

    /// The message and its notes as one text, a line each (SARIF's and GitHub's multi-line messages).
    public var fullMessage: String { ([message] + notes).joined(separator: "\n") }

    /// The order findings are reported in: by file, position, rule, then message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
        if lhs.location.start != rhs.location.start { return lhs.location.start < rhs.location.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

extension Diagnostic {
    /// This finding with its message, notes, related locations' messages and fix title each on one line
    /// (`singleLine`). Rules quote names from the files, and a name can hold a line break no scanner makes
    /// but a file can write (an outlet `property="title&#10;Label"` in a xib) or a damaged cache entry can
    /// hold; every format shows a message as one line, and SARIF's and GitHub's put the notes on the lines
    /// after it. The engine passes every rule's findings through this.
    public var onOneLine: Diagnostic {
        guard message.mayHoldLineBreak || notes.contains(where: \.mayHoldLineBreak)
                || related.contains(where: { $0.message.mayHoldLineBreak }) || (fix?.title.mayHoldLineBreak ?? false) else { return self }
        var copy = self
        copy.message = message.singleLine
        copy.notes = notes.map(\.singleLine)
        for index in copy.related.indices { copy.related[index].message = related[index].message.singleLine }
        copy.fix?.title = fix?.title.singleLine ?? ""
        return copy
    }
}

extension String {
    /// One line of text: line breaks (CRLF, CR, LF and the other Unicode line breaks) become single spaces, so
    /// a message can never forge an extra `path:line:col:` line in line-oriented output.
    public var singleLine: String {
        guard mayHoldLineBreak, contains(where: \.isNewline) else { return self }
        return split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Whether the text has a byte that starts a line break (`Character.isNewline`: LF, VT, FF, CR, or the
    /// lead byte of NEL, LS and PS): a pass over the bytes rather than the characters, for every finding.
    var mayHoldLineBreak: Bool {
        var text = self
        return text.withUTF8 { bytes in bytes.contains { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 } }
    }
}
