import IBLintCore

/// The patterns of a `.gitignore`, for telling files a project lists but the checkout lacks on purpose
/// (a secrets file, generated code) from files that are simply missing.
public struct GitIgnore: Sendable, Hashable {
    /// The folder the file applies to.
    public let directory: String
    /// Read from `.gitmodules`: the folders are submodules (code a plain clone lacks), not ignored files.
    public var isSubmoduleList = false
    private var rules: [(pattern: PathGlob, negated: Bool, anchored: Bool, directoryOnly: Bool, namePattern: NamePattern?)]
    /// How many components `directory` has (counted once: every path asked about drops them).
    private var directoryDepth = 0
    /// The rules whose pattern has no wildcard and is no bare name, by pattern: a path's candidates are
    /// looked up here instead of compared with each such rule.
    private var exactRules: [String: [Int]] = [:]
    /// The rules that may match a file by its own name (name rules not only for folders), from the last.
    private var fileNameRules: [(rule: Int, name: NamePattern)] = []
    /// The wildcard rules that are no name and not only for folders, from the last.
    private var fileGlobRules: [Int] = []
    /// The rules that may match a folder: the name rules, and the wildcard rules that are no name, from the last.
    private var folderNameRules: [(rule: Int, name: NamePattern)] = []
    private var folderGlobRules: [Int] = []
    /// For each rule, the components its pattern starts with that have no wildcard, joined, when they are
    /// ASCII (`nil` otherwise, or none): a path matches the pattern only inside that folder.
    private var literalPrefixes: [String?] = []

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
        for raw in Self.lines(of: text) {
            guard var line = Self.pattern(ofLine: raw) else { continue }
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
            rules.append((PathGlob(ProjectPaths.join(directory, pattern), gitSyntax: true), negated, anchored, directoryOnly,
                          isName ? NamePattern(Array(line.unicodeScalars)) : nil))
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
        for raw in Self.lines(of: text) {
            let line = String(raw).trimmingWhitespace
            guard line.hasPrefix("path"), let equals = line.firstIndex(of: "=") else { continue }
            let folder = String(line[line.index(after: equals)...]).trimmingWhitespace
            guard !folder.isEmpty else { continue }
            rules.append((PathGlob(ProjectPaths.join(directory, folder)), false, true, false, nil))
        }
        indexExactRules()
    }

    /// The lines of a `.gitignore` or `.gitmodules` as git reads them (`add_patterns_from_buffer`): a UTF-8
    /// byte order mark at the start skipped, split at each line feed, the carriage return before one
    /// dropped (`lineSlices`: split by `Character`, `\r\n` is one character, so a file saved with Windows
    /// line endings was one line and none of its rules applied; and splitting every `.gitignore` of a
    /// checkout by `Character` was a fifth of reading them).
    static func lines(of text: String) -> [Substring] {
        text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()).lineSlices() : text.lineSlices()
    }

    /// A `.gitignore` line's pattern as git reads it (`add_patterns_from_buffer`, `trim_trailing_spaces`):
    /// none for a comment (`#` first; `\#` is a pattern) or a blank line; otherwise the line without its
    /// trailing spaces, unless a backslash quotes them (`name\ ` keeps one). Leading spaces and tabs, and
    /// trailing tabs, are part of the pattern (trimming them made `  *.swift` ignore every Swift file,
    /// which git does not).
    static func pattern(ofLine line: Substring) -> String? {
        guard !line.isEmpty, line.utf8.first != UInt8(ascii: "#") else { return nil }
        var end = line.utf8.endIndex
        var firstTrailingSpace: String.Index?
        var index = line.utf8.startIndex
        while index < line.utf8.endIndex {
            switch line.utf8[index] {
            case UInt8(ascii: " "):
                if firstTrailingSpace == nil { firstTrailingSpace = index }
            case UInt8(ascii: "\\"):
                // The next byte is quoted (a space too); a backslash ending the line leaves it as it is.
                index = line.utf8.index(after: index)
                guard index < line.utf8.endIndex else { return String(line) }
                firstTrailingSpace = nil
            default:
                firstTrailingSpace = nil
            }
            index = line.utf8.index(after: index)
        }
        if let firstTrailingSpace { end = firstTrailingSpace }
        let pattern = line[line.startIndex..<end]
        return pattern.isEmpty ? nil : String(pattern)
    }

    private mutating func indexExactRules() {
        literalPrefixes = rules.map { rule in
            let leading = PathComponents.split(rule.pattern.pattern)
                .prefix { $0 != "**" && !$0.utf8.contains { PathGlob.isWildcard($0, gitSyntax: true) } }
            let prefix = leading.joined(separator: "/")
            return !prefix.isEmpty && prefix.utf8.allSatisfy({ $0 < 0x80 }) ? prefix : nil
        }
        for (index, rule) in rules.enumerated() where rule.namePattern == nil && !rule.pattern.hasWildcards {
            exactRules[rule.pattern.pattern, default: []].append(index)
        }
        for (index, rule) in rules.enumerated().reversed() where !rule.directoryOnly {
            if let name = rule.namePattern { fileNameRules.append((index, name)) } else if rule.pattern.hasWildcards { fileGlobRules.append(index) }
        }
        for (index, rule) in rules.enumerated().reversed() {
            if let name = rule.namePattern { folderNameRules.append((index, name)) } else if rule.pattern.hasWildcards { folderGlobRules.append(index) }
        }
    }

    /// What a `.gitignore`'s rules decided for the folders above the paths asked about, kept by the caller
    /// that asks about many paths (a project's listed files share their folders): for each folder, by its
    /// path as the candidates spell it, the last rule matching it or a folder above it (-1: none).
    public struct FolderDecisions {
        fileprivate var lastRule: [String: Int] = [:]
        public init() {}
    }

    /// Whether git ignores `path` (a file path as iblint reports it): the last matching rule decides,
    /// and a rule that matches a folder ignores everything inside it.
    public func ignores(_ path: String) -> Bool? {
        var folders = FolderDecisions()
        return ignores(path, folders: &folders)
    }

    /// `ignores(_:)`, matching the rules against the folders above `path` once for all the paths asked
    /// about with the same `folders` (and this `.gitignore`): only the file itself is matched again.
    public func ignores(_ path: String, folders: inout FolderDecisions) -> Bool? {
        guard ProjectPaths.isInside(path, folder: directory) else { return nil }
        // The path itself (a file rule), or any folder above it: longest first. A normalized ASCII path that
        // does not start at the root is cut (`pathPrefixes`): the path itself, and its folder, need no list.
        let isCut = PathComponents.isNormalizedASCII(path) && path.utf8.first != UInt8(ascii: "/")
        // A cut path's components are the runs between its slashes (none empty): counted here, and split
        // only when a rule needs them (most paths are decided by their file name and their folder's
        // decision, kept; splitting each of a checkout's thousands of absent files was a sixth of this).
        var componentsIfMade: [String]? = isCut ? nil : PathComponents.split(path)
        func components() -> [String] {
            if let made = componentsIfMade { return made }
            let made = PathComponents.split(path)
            componentsIfMade = made
            return made
        }
        let componentCount = componentsIfMade?.count ?? path.withUTF8Bytes { bytes in
            bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
        }
        guard componentCount > 0 else { return nil }
        let last = componentCount - 1
        var candidates: [String] = []
        var folder: String?
        func candidate(_ position: Int) -> String {
            if isCut && position == 0 { return path }
            if isCut && position == 1 && candidates.isEmpty {
                if let folder { return folder }
                let made = path.withUTF8Bytes { bytes in
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[..<bytes.lastIndex(of: UInt8(ascii: "/"))!]), as: UTF8.self)
                }
                folder = made
                return made
            }
            if candidates.isEmpty {
                candidates = Self.pathPrefixes(path, componentCount: componentCount)
                    ?? stride(from: componentCount, through: 1, by: -1).map { components().prefix($0).joined(separator: "/") }
            }
            return candidates[position]
        }
        var scalarsIfMade: [[Unicode.Scalar]]?
        func scalars() -> [[Unicode.Scalar]] {
            if let made = scalarsIfMade { return made }
            let made = components().map { Array($0.unicodeScalars) }
            scalarsIfMade = made
            return made
        }
        // One component's scalars: a cut path's from its bytes (ASCII), between the slashes around it, rather
        // than every component's (each folder of a checkout's absent files is matched with the name rules).
        func componentScalars(_ component: Int) -> [Unicode.Scalar] {
            if !isCut || scalarsIfMade != nil { return scalars()[component] }
            return path.withUTF8Bytes { bytes -> [Unicode.Scalar] in
                var start = 0, seen = 0
                for offset in bytes.indices where bytes[offset] == UInt8(ascii: "/") {
                    if seen == component { return bytes[start..<offset].map { Unicode.Scalar($0) } }
                    seen += 1
                    start = offset + 1
                }
                return bytes[start...].map { Unicode.Scalar($0) }
            }
        }
        // The candidates as components, when splitting is all normalizing would do to them.
        let isNormalized = isCut || !components().contains { $0 == "." || $0 == ".." }
        // Folders are kept only then, and when ASCII: `String`s equal by canonical equivalence may differ in
        // their scalars, which names are matched by.
        let keepsFolders = isCut || (isNormalized && components().allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
        func globMatches(_ index: Int, at position: Int) -> Bool {
            // A cut path is ASCII and its components are its runs between slashes: outside the folder the
            // pattern's literal components name, it cannot match, and is not split to be compared (a pattern
            // such as `fastlane/screenshots/**/*.png` was matched component by component with every file).
            if isCut, let prefix = literalPrefixes[index], !ProjectPaths.isInside(candidate(position), folder: prefix) { return false }
            return isNormalized
                ? rules[index].pattern.matches(components: scalars().prefix(componentCount - position), path: candidate(position))
                : rules[index].pattern.matches(candidate(position))
        }
        // The last rule matching the folder at `position` (1: the path's folder, 2: the one above, …) or a
        // folder above it. Kept by folder: a folder's candidates, its components and their count are the
        // same for every path inside it.
        func folderRule(at position: Int) -> Int {
            guard position <= last else { return -1 }
            let key = keepsFolders ? candidate(position) : nil
            if let key, let known = folders.lastRule[key] { return known }
            var decided = folderRule(at: position + 1)
            for rule in exactRules[candidate(position)] ?? [] where rule > decided { decided = rule }
            let component = last - position
            // The last rule after `decided` that matches the folder: the last name rule that does (`**/name`: a
            // folder below the `.gitignore`'s is `name`; its name made when a rule first asks), or a later
            // wildcard rule that does.
            if component >= directoryDepth {
                var folderName: [Unicode.Scalar]?
                for (rule, name) in folderNameRules {
                    if rule <= decided { break }
                    if folderName == nil { folderName = componentScalars(component) }
                    if name.matches(folderName![...]) { decided = rule; break }
                }
            }
            for rule in folderGlobRules {
                if rule <= decided { break }
                if globMatches(rule, at: position) { decided = rule; break }
            }
            if let key { folders.lastRule[key] = decided }
            return decided
        }
        // The last matching rule decides: one after the folders' last that matches the path itself, or theirs.
        var decided = folderRule(at: 1)
        if last >= directoryDepth {
            // A cut path's name is ASCII: its bytes are its scalars.
            let name = componentsIfMade.map { Array($0[last].unicodeScalars) } ?? path.withUTF8Bytes { bytes in
                bytes[(bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...].map { Unicode.Scalar($0) }
            }
            for (rule, pattern) in fileNameRules {
                if rule <= decided { break }
                if pattern.matches(name[...]) { decided = rule; break }
            }
        }
        for rule in fileGlobRules {
            if rule <= decided { break }
            if globMatches(rule, at: 0) { decided = rule; break }
        }
        if !exactRules.isEmpty {
            for rule in exactRules[candidate(0)] ?? [] where rule > decided && !rules[rule].directoryOnly { decided = rule }
        }
        return decided >= 0 ? !rules[decided].negated : nil
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

/// A `.gitignore` rule that is a name (`Secrets.swift`, `*.xcuserstate`, `build*`), matched against one path
/// component as `PathGlob.matchComponent` matches it (`*` any run of characters, `?` one): the common shapes
/// by comparing their literal part, the rest by globbing. A checkout that lacks thousands of the files its
/// project lists asks each `.gitignore`'s name rules about each of them: globbing every `*.ext` rule
/// through each file's name was most of the corpus's project model.
struct NamePattern: Sendable {
    private enum Shape: Sendable {
        /// No `*` or `?`: the name itself.
        case exact
        /// `*` then no `*` or `?`: names ending in `literal`.
        case suffix
        /// No `*` or `?`, then `*`: names starting with `literal`.
        case prefix
        /// Anything else.
        case glob
    }

    private let shape: Shape
    /// The pattern without its star (`suffix`, `prefix`), or whole (`exact`, `glob`): one array, so that a
    /// pattern is one reference to copy (the rules are walked for every path asked about).
    private let literal: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar]) {
        let isWildcard: (Unicode.Scalar) -> Bool = { $0 == "*" || $0 == "?" }
        if !scalars.contains(where: isWildcard) {
            shape = .exact
            literal = scalars
        } else if scalars.first == "*", !scalars.dropFirst().contains(where: isWildcard) {
            shape = .suffix
            literal = Array(scalars.dropFirst())
        } else if scalars.last == "*", !scalars.dropLast().contains(where: isWildcard) {
            shape = .prefix
            literal = Array(scalars.dropLast())
        } else {
            shape = .glob
            literal = scalars
        }
    }

    func matches(_ name: ArraySlice<Unicode.Scalar>) -> Bool {
        switch shape {
        case .exact: return name.count == literal.count && name.elementsEqual(literal)
        case .suffix: return name.count >= literal.count && name.suffix(literal.count).elementsEqual(literal)
        case .prefix: return name.count >= literal.count && name.prefix(literal.count).elementsEqual(literal)
        case .glob: return PathGlob.matchComponent(literal[...], name)
        }
    }
}
