import IBLintCore

/// The patterns of a `.gitignore`, for telling files a project lists but the checkout lacks on purpose
/// (a secrets file, generated code) from files that are simply missing.
public struct GitIgnore: Sendable, Hashable {
    /// The folder the file applies to.
    public let directory: String
    /// Read from `.gitmodules`: the folders are submodules (code a plain clone lacks), not ignored files.
    public var isSubmoduleList = false
    private var rules: [(pattern: PathGlob, negated: Bool, anchored: Bool, directoryOnly: Bool, namePattern: [Unicode.Scalar]?)]
    /// How many components `directory` has (counted once: every path asked about drops them).
    private var directoryDepth = 0

    public static func == (lhs: GitIgnore, rhs: GitIgnore) -> Bool {
        lhs.directory == rhs.directory && lhs.rules.map(\.pattern) == rhs.rules.map(\.pattern)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(directory)
        hasher.combine(rules.map(\.pattern))
    }

    public init(path: String, text: String) {
        directory = ProjectPaths.parent(of: path)
        directoryDepth = PathComponents.split(directory).count
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
        directoryDepth = PathComponents.split(directory).count
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
        let components = PathComponents.split(path)
        // The path itself (a file rule), or any folder above it: longest first.
        let candidates = stride(from: components.count, through: 1, by: -1).map { components.prefix($0).joined(separator: "/") }
        let scalars = components.map { Array($0.unicodeScalars) }
        let insideDirectory = scalars.dropFirst(directoryDepth)
        // The candidates as components, when splitting is all normalizing would do to them.
        let isNormalized = !components.contains { $0 == "." || $0 == ".." }
        for rule in rules {
            var matched = false
            if let name = rule.namePattern {
                // `**/name`: some component below the folder matches `name` (not the file itself for `name/`).
                let names = rule.directoryOnly ? insideDirectory.dropLast() : insideDirectory[...]
                matched = names.contains { PathGlob.matchComponent(name[...], $0[...]) }
            } else {
                for (position, candidate) in candidates.enumerated() {
                    if rule.directoryOnly && position == 0 { continue }
                    if !rule.pattern.hasWildcards {
                        if rule.pattern.pattern == candidate { matched = true; break }
                    } else if isNormalized {
                        if rule.pattern.matches(components: scalars.prefix(components.count - position), path: candidate) { matched = true; break }
                    } else if rule.pattern.matches(candidate) {
                        matched = true
                        break
                    }
                }
            }
            if matched { decision = !rule.negated }
        }
        return decision
    }

}
