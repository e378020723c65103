import IBLintCore

/// Scans Swift source into a `SwiftFileSummary`. Never crashes or hangs on any bytes.
public enum SwiftScanner {
    public static func scan(_ file: SourceFile) -> SwiftFileSummary {
        SwiftFileSummary(file: file)
    }
}
