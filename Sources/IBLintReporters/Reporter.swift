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

    public init(diagnostics: [Diagnostic], rules: [RuleDescription], workingDirectory: String,
                repositoryRoot: String, fileCount: Int) {
        self.diagnostics = diagnostics
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.repositoryRoot = repositoryRoot
        self.fileCount = fileCount
    }
}

public enum OutputFormat: String, Sendable, CaseIterable {
    case xcode, sarif, json, github, summary
}

public enum Reporters {
    /// Renders `report` in `format`. The result ends with a newline unless empty.
    public static func render(_ report: LintReport, as format: OutputFormat) -> String { "" }
}
