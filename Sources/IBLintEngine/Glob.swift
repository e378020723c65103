/// A path pattern as `.gitignore`-style tools write them: `*` matches within one path component,
/// `**` any number of components, `?` one character. A pattern without `/` matches a file name at
/// any depth (`*.storyboard`); a pattern ending in `/` matches everything below that folder.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        var text = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if text.hasSuffix("/") { text += "**" }
        if !text.contains("/") { text = "**/" + text }
        self.pattern = pattern
        self.components = text.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero or more components.
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var rest = text
            while true {
                if matchComponent(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
