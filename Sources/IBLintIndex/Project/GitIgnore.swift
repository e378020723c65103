import IBLintCore

/// The patterns of a `.gitignore`, for telling files a project lists but the checkout lacks on purpose
/// (a secrets file, generated code) from files that are simply missing.
public struct GitIgnore: Sendable, Hashable {
    /// The folder the file applies to.
    public var directory: String
    /// Read from `.gitmodules`: the folders are submodules (code a plain clone lacks), not ignored files.
    public var isSubmoduleList = false
    private var rules: [(pattern: PathGlob, negated: Bool, anchored: Bool, directoryOnly: Bool, namePattern: [Unicode.Scalar]?)]

    public static func == (lhs: GitIgnore, rhs: GitIgnore) -> Bool {
        lhs.directory == rhs.directory && lhs.rules.map(\.pattern) == rhs.rules.map(\.pattern)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(directory)
        hasher.combine(rules.map(\.pattern))
    }

    public init(path: String, text: String) {
        directory = ProjectPaths.parent(of: path)
        rules = []
        for raw in text.split(separator: "\n") {
            var line = String(raw).trimmingWhitespace
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            let directoryOnly = line.hasSuffix("/")
            if directoryOnly { line.removeLast() }
            // A slash at the start or in the middle anchors the pattern to this folder.
            let anchored = line.dropLast().contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            guard !line.isEmpty else { continue }
            let pattern = anchored ? line : "**/" + line
            // The common rule, a name or a name pattern at any depth (`Secrets.swift`, `Pods/`, `*.generated.swift`),
            // matches by comparing names, not by globbing every parent folder.
            let isName = !anchored && !line.contains { "[\\/".contains($0) }
            rules.append((PathGlob(ProjectPaths.join(directory, pattern)), negated, anchored, directoryOnly,
                          isName ? Array(line.unicodeScalars) : nil))
        }
    }

    /// The submodules a `.gitmodules` declares, read as folders left out of the checkout on purpose
    /// (a plain clone does not fetch them).
    public init(submodulesAt path: String, text: String) {
        directory = ProjectPaths.parent(of: path)
        isSubmoduleList = true
        rules = []
        for raw in text.split(separator: "\n") {
            let line = String(raw).trimmingWhitespace
            guard line.hasPrefix("path"), let equals = line.firstIndex(of: "=") else { continue }
            let folder = String(line[line.index(after: equals)...]).trimmingWhitespace
            guard !folder.isEmpty else { continue }
            rules.append((PathGlob(ProjectPaths.join(directory, folder)), false, true, false, nil))
        }
    }

    /// Whether git ignores `path` (a file path as iblint reports it): the last matching rule decides,
    /// and a rule that matches a folder ignores everything inside it.
    public func ignores(_ path: String) -> Bool? {
        guard ProjectPaths.isInside(path, folder: directory) else { return nil }
        var decision: Bool?
        let components = path.split(separator: "/").map(String.init)
        // The path itself (a file rule), or any folder above it: longest first.
        let candidates = stride(from: components.count, through: 1, by: -1).map { components.prefix($0).joined(separator: "/") }
        let insideDirectory = components.dropFirst(directory.split(separator: "/").count).map { Array($0.unicodeScalars) }
        for rule in rules {
            var matched = false
            if let name = rule.namePattern {
                // `**/name`: some component below the folder matches `name` (not the file itself for `name/`).
                let names = rule.directoryOnly ? insideDirectory.dropLast() : insideDirectory[...]
                matched = names.contains { Self.wildcardMatch(name[...], $0[...]) }
            } else {
                for (position, candidate) in candidates.enumerated() {
                    if rule.directoryOnly && position == 0 { continue }
                    if Self.matchesExactly(rule.pattern, candidate) { matched = true; break }
                }
            }
            if matched { decision = !rule.negated }
        }
        return decision
    }

    /// `*` (any run of characters) and `?` (one character) in one path component, iteratively.
    static func wildcardMatch(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: Int? = nil, resume = n
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = p; resume = n; p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1; n += 1
            } else if let star {
                p = star + 1; resume += 1; n = resume
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    private static func matchesExactly(_ glob: PathGlob, _ path: String) -> Bool {
        if glob.hasWildcards { return glob.matches(path) }
        return glob.pattern == path
    }
}
