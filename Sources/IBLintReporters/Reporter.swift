import IBLintCore

/// Everything a reporter needs to render one run.
public struct LintReport: Sendable {
    /// Findings, already sorted in report order. Their paths are relative to `workingDirectory`
    /// when the file lies under it, absolute otherwise.
    public var diagnostics: [Diagnostic]
    /// Every rule iblint knows (SARIF lists the full catalog), enabled or not.
    public var rules: [RuleDescription]
    /// Absolute path of the directory iblint ran in.
    public var workingDirectory: String
    /// Absolute path SARIF URIs are relative to: the enclosing git work tree, else `workingDirectory`.
    public var repositoryRoot: String
    /// Number of files linted.
    public var fileCount: Int
    /// The `xcode` format prints absolute paths instead of the diagnostics' own (relative) ones.
    /// For consumers that do not know iblint's working directory, such as an Xcode build phase
    /// whose issue navigator opens files by the path it reads.
    public var absolutePaths: Bool
    /// What limited this run's checks (no project description found, files the checkout lacks), said
    /// once per run in every format.
    public var notes: [ReportNote]

    public init(diagnostics: [Diagnostic], rules: [RuleDescription], workingDirectory: String,
                repositoryRoot: String, fileCount: Int, absolutePaths: Bool = false, notes: [ReportNote] = []) {
        self.diagnostics = diagnostics
        self.notes = notes
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.repositoryRoot = repositoryRoot
        self.fileCount = fileCount
        self.absolutePaths = absolutePaths
    }

    var paths: PathResolver { PathResolver(workingDirectory: workingDirectory, repositoryRoot: repositoryRoot) }
}

/// A sentence about the run as a whole, optionally about one file (a project description).
public struct ReportNote: Sendable, Hashable {
    public var message: String
    /// Relative to the working directory, like diagnostics' paths.
    public var path: String?

    public init(_ message: String, path: String? = nil) {
        self.message = message
        self.path = path
    }
}

public enum OutputFormat: String, Sendable, CaseIterable {
    case xcode, sarif, json, github, summary
}

public enum Reporters {
    /// `render(_:as:)` as UTF-8 bytes, handed to `consume` in order, in pieces of about `chunkSize` bytes:
    /// the JSON formats are serialized as bytes and handed on as they are made, so a report is never held
    /// whole (nor copied to be written); the line formats are made as text and handed on at once.
    public static func write(_ report: LintReport, as format: OutputFormat, chunkSize: Int = 1 << 16,
                             to consume: (UnsafeRawBufferPointer) -> Void) {
        if let document = jsonDocument(report, as: format) {
            document.serialize(chunkSize: chunkSize, into: consume)
            withUnsafeBytes(of: UInt8(ascii: "\n")) { consume($0) }
        } else {
            var text = render(report, as: format)
            text.withUTF8 { consume(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Renders `report` in `format`. The result ends with a newline unless empty.
    public static func render(_ report: LintReport, as format: OutputFormat) -> String {
        switch format {
        case .xcode: XcodeReporter.render(report)
        case .sarif, .json:
            // Made as bytes, made a `String` once (appending piece by piece was most of a SARIF report's time).
            String(decoding: bytes(report, as: format), as: UTF8.self)
        case .github: GitHubActionsReporter.render(report)
        case .summary: SummaryReporter.render(report)
        }
    }

    /// `write(_:as:)` collected into one array.
    static func bytes(_ report: LintReport, as format: OutputFormat) -> [UInt8] {
        var bytes: [UInt8] = []
        write(report, as: format) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// The report as one JSON value, in the formats that are one (SARIF, iblint's JSON).
    private static func jsonDocument(_ report: LintReport, as format: OutputFormat) -> JSONValue? {
        switch format {
        case .sarif: SARIFReporter.log(report)
        case .json: JSONReporter.document(report)
        case .xcode, .github, .summary: nil
        }
    }
}

extension Fix {
    /// "fix available (unsafe): Rename to 'titleLabel'", shared by the line-oriented formats.
    var availabilityNote: String { "fix available (\(applicability.rawValue)): \(title)" }
}

