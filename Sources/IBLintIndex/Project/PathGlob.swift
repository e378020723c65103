import IBLintCore

/// A path pattern as project specifications write them: `*` and `?` within one component, `**` across
/// components; a pattern without wildcards matches that path and everything inside it. A `.gitignore`'s
/// patterns (`gitSyntax`) also have git's bracket expressions (`[Bb]uild`, `*.[oa]`, `[!.]*`, `[[:digit:]]`)
/// and a backslash that takes the next character as it is (`\#notes`, `\!important`).
public struct PathGlob: Sendable, Hashable {
    public let pattern: String
    /// Whether `[` and `\` are git's wildcards (`matchGitComponent`), not characters of names.
    public let gitSyntax: Bool
    /// The pattern's components as Unicode scalars (made once: matching compares them with every path asked
    /// about), `nil` for `**`.
    private let components: [[Unicode.Scalar]?]
    /// The pattern has a `*` or `?`, or with `gitSyntax` a `[` or `\\` (found once: `String.contains("*")` goes
    /// through Foundation's search).
    public let hasWildcards: Bool

    public static func == (lhs: PathGlob, rhs: PathGlob) -> Bool { lhs.pattern == rhs.pattern && lhs.gitSyntax == rhs.gitSyntax }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(gitSyntax)
    }

    public init(_ pattern: String) { self.init(pattern, gitSyntax: false) }

    public init(_ pattern: String, gitSyntax: Bool) {
        self.pattern = ProjectPaths.normalize(pattern)
        self.gitSyntax = gitSyntax
        // By bytes when ASCII (`PathComponents.split`): by `Character` it was most of making a glob.
        self.components = PathComponents.split(self.pattern).map { $0 == "**" ? nil : Array($0.unicodeScalars) }
        self.hasWildcards = self.pattern.utf8.contains { Self.isWildcard($0, gitSyntax: gitSyntax) }
    }

    /// `*` and `?`; with `gitSyntax`, `[` and `\\` too.
    @inline(__always) static func isWildcard(_ byte: UInt8, gitSyntax: Bool) -> Bool {
        byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?")
            || (gitSyntax && (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\\")))
    }

    public func matches(_ path: String) -> Bool {
        let normalized = ProjectPaths.normalize(path)
        if !hasWildcards { return ProjectPaths.isInside(normalized, folder: self.pattern) }
        let names = normalized.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        return Self.match(components[...], names[...], gitSyntax: gitSyntax)
    }

    /// `matches(path)` for a path already normalized and split into components (as Unicode scalars), for a
    /// caller that asks many patterns about the same path.
    func matches(components names: ArraySlice<[Unicode.Scalar]>, path: @autoclosure () -> String) -> Bool {
        if !hasWildcards { return ProjectPaths.isInside(path(), folder: self.pattern) }
        return Self.match(components[...], names, gitSyntax: gitSyntax)
    }

    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]?>, _ path: ArraySlice<[Unicode.Scalar]>, gitSyntax: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        guard let first else {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var tail = path
            while true {
                if match(rest, tail, gitSyntax: gitSyntax) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first,
              gitSyntax ? matchGitComponent(first[...], component[...]) : matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), gitSyntax: gitSyntax)
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

    /// `matchComponent` as git's `wildmatch` reads a component of a `.gitignore` pattern: besides `*` and `?`,
    /// a backslash takes the next character as it is, and a bracket expression matches one character — a
    /// set (`[abc]`), ranges (`[a-z0-9]`), negated (`[!abc]` or `[^abc]`), with `]` first taken as itself and
    /// POSIX classes (`[[:alpha:]]`). A pattern git cannot read (a bracket left open, a trailing backslash,
    /// an unknown class) matches nothing, as in git.
    static func matchGitComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: Int? = nil, resume = n
        while n < name.endIndex {
            if p < pattern.endIndex {
                if pattern[p] == "*" {
                    star = p; resume = n; p += 1
                    continue
                }
                switch matchOne(pattern, at: p, name[n]) {
                case .matched(let next):
                    p = next; n += 1
                    continue
                case .unreadable:
                    return false
                case .mismatched:
                    break
                }
            }
            guard let star else { return false }
            p = star + 1; resume += 1; n = resume
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    private enum OneCharacter { case matched(next: Int), mismatched, unreadable }

    /// Whether the pattern's item at `p` (not `*`) matches `character`, and where the next item starts.
    private static func matchOne(_ pattern: ArraySlice<Unicode.Scalar>, at p: Int, _ character: Unicode.Scalar) -> OneCharacter {
        switch pattern[p] {
        case "?":
            return .matched(next: p + 1)
        case "\\":
            guard p + 1 < pattern.endIndex else { return .unreadable }
            return pattern[p + 1] == character ? .matched(next: p + 2) : .mismatched
        case "[":
            return matchBracket(pattern, at: p, character)
        case let literal:
            return literal == character ? .matched(next: p + 1) : .mismatched
        }
    }

    /// A bracket expression at `p` (its `[`), read as git's `wildmatch` reads it.
    private static func matchBracket(_ pattern: ArraySlice<Unicode.Scalar>, at open: Int, _ character: Unicode.Scalar) -> OneCharacter {
        let end = pattern.endIndex
        var p = open + 1
        guard p < end else { return .unreadable }
        let negated = pattern[p] == "!" || pattern[p] == "^"
        if negated { p += 1 }
        var matched = false
        // The item before, for a range (`a-z`); nil after a range or a class, and at the start, where `-` is itself.
        var previous: Unicode.Scalar? = nil
        var first = true
        while true {
            guard p < end else { return .unreadable }
            var item = pattern[p]
            if item == "]", !first { break }
            first = false
            if item == "\\" {
                p += 1
                guard p < end else { return .unreadable }
                item = pattern[p]
                if item == character { matched = true }
                previous = item
            } else if item == "-", let low = previous, p + 1 < end, pattern[p + 1] != "]" {
                p += 1
                var high = pattern[p]
                if high == "\\" {
                    p += 1
                    guard p < end else { return .unreadable }
                    high = pattern[p]
                }
                if low.value <= character.value, character.value <= high.value { matched = true }
                previous = nil
            } else if item == "[", p + 1 < end, pattern[p + 1] == ":" {
                // `[:class:]`, up to the next `]`; without `:]` the `[` is itself.
                guard let close = pattern[(p + 2)...].firstIndex(of: "]") else { return .unreadable }
                guard close - 1 >= p + 2, pattern[close - 1] == ":" else {
                    if character == "[" { matched = true }
                    previous = "["
                    p += 1
                    continue
                }
                guard let inClass = posixClass(String(String.UnicodeScalarView(pattern[(p + 2)..<(close - 1)])), contains: character) else {
                    return .unreadable
                }
                if inClass { matched = true }
                previous = nil
                p = close
            } else {
                if item == character { matched = true }
                previous = item
            }
            p += 1
        }
        return matched != negated ? .matched(next: p + 1) : .mismatched
    }

    /// Whether a character is in one of the POSIX classes git knows (ASCII, as git's own tests are); nil for
    /// a class it does not know.
    private static func posixClass(_ name: String, contains character: Unicode.Scalar) -> Bool? {
        let value = character.value
        let isUpper = (0x41...0x5A).contains(value), isLower = (0x61...0x7A).contains(value), isDigit = (0x30...0x39).contains(value)
        let isPrintable = (0x20...0x7E).contains(value)
        switch name {
        case "alnum": return isUpper || isLower || isDigit
        case "alpha": return isUpper || isLower
        case "blank": return value == 0x20 || value == 0x09
        case "cntrl": return value < 0x20 || value == 0x7F
        case "digit": return isDigit
        case "graph": return isPrintable && value != 0x20
        case "lower": return isLower
        case "print": return isPrintable
        case "punct": return isPrintable && value != 0x20 && !(isUpper || isLower || isDigit)
        case "space": return value == 0x20 || (0x09...0x0D).contains(value)
        case "upper": return isUpper
        case "xdigit": return isDigit || (0x41...0x46).contains(value) || (0x61...0x66).contains(value)
        default: return nil
        }
    }
}
