/// A path pattern as project specifications write them: `*` and `?` within one component, `**` across
/// components; a pattern without wildcards matches that path and everything inside it.
public struct PathGlob: Sendable, Hashable {
    public let pattern: String
    private let components: [Substring]
    /// The pattern has a `*` or `?` (found once: `String.contains("*")` goes through Foundation's search).
    public let hasWildcards: Bool

    public init(_ pattern: String) {
        self.pattern = ProjectPaths.normalize(pattern)
        self.components = self.pattern.split(separator: "/", omittingEmptySubsequences: true)
        self.hasWildcards = self.pattern.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
    }

    public func matches(_ path: String) -> Bool {
        let normalized = ProjectPaths.normalize(path)
        if !hasWildcards { return ProjectPaths.isInside(normalized, folder: self.pattern) }
        return Self.match(components[...], normalized.split(separator: "/", omittingEmptySubsequences: true)[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "*" {
            var tail = name
            while true {
                if matchComponent(pattern.dropFirst(), tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let character = name.first, first == "?" || first == character else { return false }
        return matchComponent(pattern.dropFirst(), name.dropFirst())
    }
}
