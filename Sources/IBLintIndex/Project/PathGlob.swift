import IBLintCore

/// A path pattern as project specifications write them: `*` and `?` within one component, `**` across
/// components; a pattern without wildcards matches that path and everything inside it.
public struct PathGlob: Sendable, Hashable {
    public let pattern: String
    /// The pattern's components as Unicode scalars (made once: matching compares them with every path asked
    /// about), `nil` for `**`.
    private let components: [[Unicode.Scalar]?]
    /// The pattern has a `*` or `?` (found once: `String.contains("*")` goes through Foundation's search).
    public let hasWildcards: Bool

    public static func == (lhs: PathGlob, rhs: PathGlob) -> Bool { lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    public init(_ pattern: String) {
        self.pattern = ProjectPaths.normalize(pattern)
        // By bytes when ASCII (`PathComponents.split`): by `Character` it was most of making a glob.
        self.components = PathComponents.split(self.pattern).map { $0 == "**" ? nil : Array($0.unicodeScalars) }
        self.hasWildcards = self.pattern.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
    }

    public func matches(_ path: String) -> Bool {
        let normalized = ProjectPaths.normalize(path)
        if !hasWildcards { return ProjectPaths.isInside(normalized, folder: self.pattern) }
        let names = normalized.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        return Self.match(components[...], names[...])
    }

    /// `matches(path)` for a path already normalized and split into components (as Unicode scalars), for a
    /// caller that asks many patterns about the same path.
    func matches(components names: ArraySlice<[Unicode.Scalar]>, path: @autoclosure () -> String) -> Bool {
        if !hasWildcards { return ProjectPaths.isInside(path(), folder: self.pattern) }
        return Self.match(components[...], names)
    }

    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]?>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        guard let first else {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` (any run of characters) and `?` (one character) in one component, iteratively (a failed `*`
    /// resumes one character further instead of trying every tail recursively).
    static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
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
}
