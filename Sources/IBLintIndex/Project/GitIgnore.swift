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
    /// The rules whose pattern has no wildcard and is no bare name, by pattern: a path's candidates are
    /// looked up here instead of compared with each such rule.
    private var exactRules: [String: [Int]] = [:]

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
        indexExactRules()
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
        indexExactRules()
    }

    private mutating func indexExactRules() {
        for (index, rule) in rules.enumerated() where rule.namePattern == nil && !rule.pattern.hasWildcards {
            exactRules[rule.pattern.pattern, default: []].append(index)
        }
    }

    /// Whether git ignores `path` (a file path as iblint reports it): the last matching rule decides,
    /// and a rule that matches a folder ignores everything inside it.
    public func ignores(_ path: String) -> Bool? {
        guard ProjectPaths.isInside(path, folder: directory) else { return nil }
        let components = PathComponents.split(path)
        // The path itself (a file rule), or any folder above it: longest first.
        var candidates: [String] = []
        func candidate(_ position: Int) -> String {
            if candidates.isEmpty {
                candidates = Self.pathPrefixes(path, componentCount: components.count)
                    ?? stride(from: components.count, through: 1, by: -1).map { components.prefix($0).joined(separator: "/") }
            }
            return candidates[position]
        }
        let scalars = components.map { Array($0.unicodeScalars) }
        let insideDirectory = scalars.dropFirst(directoryDepth)
        // The candidates as components, when splitting is all normalizing would do to them.
        let isNormalized = !components.contains { $0 == "." || $0 == ".." }
        // The exact rules some candidate names, found once by looking the candidates up.
        var exactMatches: Set<Int>?
        func exactMatch(_ index: Int) -> Bool {
            if exactMatches == nil {
                var found: Set<Int> = []
                for position in 0..<components.count {
                    for rule in exactRules[candidate(position)] ?? [] where !(rules[rule].directoryOnly && position == 0) {
                        found.insert(rule)
                    }
                }
                exactMatches = found
            }
            return exactMatches?.contains(index) ?? false
        }
        // The last matching rule decides: the rules from the last.
        for index in rules.indices.reversed() {
            let matched: Bool
            if let name = rules[index].namePattern {
                // `**/name`: some component below the folder matches `name` (not the file itself for `name/`).
                let names = rules[index].directoryOnly ? insideDirectory.dropLast() : insideDirectory[...]
                matched = names.contains { PathGlob.matchComponent(name[...], $0[...]) }
            } else if !rules[index].pattern.hasWildcards {
                matched = exactMatch(index)
            } else {
                let pattern = rules[index].pattern, directoryOnly = rules[index].directoryOnly
                matched = (0..<components.count).contains { position in
                    if directoryOnly && position == 0 { return false }
                    return isNormalized
                        ? pattern.matches(components: scalars.prefix(components.count - position), path: candidate(position))
                        : pattern.matches(candidate(position))
                }
            }
            if matched { return !rules[index].negated }
        }
        return nil
    }

    /// The path and each folder above it, longest first, as `components.prefix(k).joined(separator: "/")`
    /// makes them, cut from the path itself when that gives the same strings: a normalized ASCII path
    /// that does not start at the root. `nil` otherwise.
    static func pathPrefixes(_ path: String, componentCount: Int) -> [String]? {
        guard PathComponents.isNormalizedASCII(path), path.utf8.first != UInt8(ascii: "/") else { return nil }
        return path.withUTF8Bytes { bytes -> [String]? in
            var ends = bytes.indices.filter { bytes[$0] == UInt8(ascii: "/") }
            ends.append(bytes.count)
            guard ends.count == componentCount else { return nil }
            return ends.reversed().map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }
}
