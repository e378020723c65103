import IBLintCore

/// `--report-only FILE…`: the whole project is indexed and checked, but only findings in these files,
/// or pointing at them (a related location there: the Swift declaration behind a storyboard's broken
/// outlet), are reported, and `--fix` fixes only those. A folder stands for every file below it.
public struct ReportScope: Sendable, Hashable {
    /// Paths as the engine names files: relative to the working directory when under it, else absolute.
    public var paths: Set<String>

    public init(paths: some Sequence<String>) {
        self.paths = Set(paths.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    }

    public func includes(_ diagnostic: Diagnostic) -> Bool {
        covers(diagnostic.location.path) || diagnostic.related.contains { covers($0.location.path) }
    }

    public func covers(_ path: String) -> Bool {
        if paths.contains(path) { return true }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if paths.contains(String(folder)) || (folder.isEmpty && paths.contains("/")) { return true }
        }
        return paths.contains(".") && !path.hasPrefix("/")
    }
}
