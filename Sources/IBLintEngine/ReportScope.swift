import IBLintCore
import IBLintIndex

/// `--report-only FILE…`: the whole project is indexed and checked, but only findings in these files,
/// or pointing at them (a related location there: the Swift declaration behind a storyboard's broken
/// outlet), are reported, and `--fix` fixes only those. A folder stands for every file below it.
public struct ReportScope: Sendable, Hashable {
    /// Paths as the engine names files: relative to the working directory when under it, else absolute.
    public var paths: Set<String>

    /// `paths` as substrings, for looking folders up without making strings.
    private var folders: Set<Substring>

    /// The paths' bytes when they are all ASCII and few (a hook's handful of files): an ASCII path is then
    /// covered exactly when one of them is its prefix up to a slash, compared byte by byte.
    private var asciiPaths: [[UInt8]]?

    public init(paths: some Sequence<String>) {
        self.paths = Set(paths.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        self.folders = Set(self.paths.map { Substring($0) })
        // Only when every path is ASCII: a non-ASCII one may still equal an ASCII folder as a `String`
        // (canonical equivalence: the Kelvin sign is "K").
        if self.paths.count <= 32, self.paths.allSatisfy(\.isASCII) {
            asciiPaths = self.paths.map { Array($0.utf8) }
        }
    }

    public func includes(_ diagnostic: Diagnostic) -> Bool {
        covers(diagnostic.location.path) || diagnostic.related.contains { covers($0.location.path) }
    }

    public func covers(_ path: String) -> Bool {
        if let asciiPaths, path.isASCII { return Self.covers(path, asciiPaths: asciiPaths) }
        if paths.contains(path) { return true }
        return coversBySets(path)
    }

    /// Whether `covers` answers every ASCII path by comparing bytes (the scope's paths are all ASCII and
    /// few), without hashing it: then asking costs less than looking the answer up in a table by path.
    public var coversASCIIPathsCheaply: Bool { asciiPaths != nil }

    /// `covers` for an ASCII path and ASCII scope paths, byte by byte (hashing the path to look it up in
    /// `paths` cost 600 instructions, and rules ask for every file): the path itself or a folder of it, its
    /// prefix up to a slash; "/" covers every absolute path (its first folder is the empty one before the
    /// root's slash) and "." every relative one. Between ASCII strings, equal bytes are equal strings.
    private static func covers(_ path: String, asciiPaths: [[UInt8]]) -> Bool {
        return path.withUTF8Bytes { bytes in
            let isAbsolute = bytes.first == UInt8(ascii: "/")
            for scopePath in asciiPaths {
                if scopePath.count == 1, scopePath[0] == UInt8(ascii: ".") ? !isAbsolute : (scopePath[0] == UInt8(ascii: "/") && isAbsolute) {
                    return true
                }
                guard scopePath.count <= bytes.count,
                      scopePath.count == bytes.count || bytes[scopePath.count] == UInt8(ascii: "/") else { continue }
                let matches = scopePath.withUnsafeBufferPointer { scopeBytes in
                    var index = 0
                    while index < scopeBytes.count, scopeBytes[index] == bytes[index] { index += 1 }
                    return index == scopeBytes.count
                }
                if matches { return true }
            }
            return false
        }
    }

    /// `covers` by looking each folder of the path up in `folders` (any path and scope).
    func coversBySets(_ path: String) -> Bool {
        if paths.contains(path) { return true }
        // The folders found by their slashes' bytes (stepping back a `Character` at a time was most of a
        // pre-commit run's reporting); as `Character`s when a slash has a non-ASCII neighbour, which
        // could join it into a larger character that is no slash.
        let slashes = path.withUTF8Bytes { utf8 -> [Int]? in
            var offsets: [Int] = []
            for offset in 0..<utf8.count where utf8[offset] == UInt8(ascii: "/") {
                if offset > 0, utf8[offset - 1] >= 0x80 { return nil }
                if offset + 1 < utf8.count, utf8[offset + 1] >= 0x80 { return nil }
                offsets.append(offset)
            }
            return offsets
        }
        if let slashes {
            for offset in slashes.reversed() {
                let folder = path[..<path.utf8.index(path.utf8.startIndex, offsetBy: offset)]
                if folders.contains(folder) || (folder.isEmpty && paths.contains("/")) { return true }
            }
            return paths.contains(".") && !path.hasPrefix("/")
        }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if folders.contains(folder) || (folder.isEmpty && paths.contains("/")) { return true }
        }
        return paths.contains(".") && !path.hasPrefix("/")
    }
}

extension Linter {
    /// What `--report-only` must keep true: rules may skip work outside the reported files
    /// (`RuleContext.mayReport`), but a run limited to a scope reports exactly the findings of the whole
    /// run that the scope includes. Runs the enabled rules once over the whole index, then once per scope,
    /// and describes every finding that differs (none when the rules keep to it).
    public func reportScopeDisagreements(on index: ProjectIndex, configuration: Configuration,
                                         scopes: [ReportScope]) -> [String] {
        var whole = configuration
        whole.reportScope = nil
        let everything = run(on: index, configuration: whole)
        var disagreements: [String] = []
        for scope in scopes {
            var limited = configuration
            limited.reportScope = scope
            let expected = everything.filter(scope.includes)
            let found = run(on: index, configuration: limited).filter(scope.includes)
            guard found != expected else { continue }
            let name = scope.paths.sorted().joined(separator: ", ")
            let foundSet = Set(found), expectedSet = Set(expected)
            for missing in expected where !foundSet.contains(missing) {
                disagreements.append("report-only \(name): missing [\(missing.ruleID)] \(missing.location): \(missing.message)")
            }
            for extra in found where !expectedSet.contains(extra) {
                disagreements.append("report-only \(name): extra [\(extra.ruleID)] \(extra.location): \(extra.message)")
            }
            if foundSet == expectedSet { disagreements.append("report-only \(name): the same findings in another order or number") }
        }
        return disagreements
    }
}
