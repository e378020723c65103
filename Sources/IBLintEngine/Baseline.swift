import IBLintCore

/// The findings a project already had when it adopted iblint (`--write-baseline FILE`), which
/// `--baseline FILE` then leaves out of the report, so only new ones show.
///
/// A finding is matched on its rule id, its file (relative to the repository root, as in SARIF), its
/// anchor (`FindingAnchors`: the interface element's id or the enclosing declaration) and its message
/// with line numbers written as `line N`, never on its position: code moving within a file or edits
/// elsewhere do not bring old findings back, while a changed message (another outlet name, another
/// class) is a new finding. Identical findings are counted: a baseline of 2 lets 2 through, a third is new.
///
/// The file is JSON, one finding per line, sorted, so that a shrinking baseline diffs line by line:
///
/// ```json
/// {
///   "version": 1,
///   "about": "…",
///   "findings": [
///     {"rule": "broken-outlet", "path": "App/Main.storyboard", "anchor": "id:Xy1-ab-cde", "message": "…", "count": 1}
///   ]
/// }
/// ```
public struct Baseline: Sendable, Equatable {
    public struct Key: Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var anchor: String
        public var message: String

        public init(rule: String, path: String, anchor: String, message: String) {
            self.rule = rule
            self.path = path
            self.anchor = anchor
            self.message = message
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.path, lhs.rule, lhs.anchor, lhs.message) < (rhs.path, rhs.rule, rhs.anchor, rhs.message)
        }
    }

    /// How many findings of each key the baseline holds.
    public private(set) var counts: [Key: Int]

    public static let formatVersion = 1

    public init(counts: [Key: Int] = [:]) { self.counts = counts.filter { $0.value > 0 } }

    public var findingCount: Int { counts.values.reduce(0, +) }

    /// Turns findings into keys: paths relative to the repository root, anchors from the index.
    public struct Keying: Sendable {
        public var anchors: FindingAnchors
        public var workingDirectory: String
        public var repositoryRoot: String

        public init(anchors: FindingAnchors, workingDirectory: String, repositoryRoot: String) {
            self.anchors = anchors
            self.workingDirectory = FileDiscovery.normalize(workingDirectory)
            self.repositoryRoot = FileDiscovery.normalize(repositoryRoot)
        }

        public func key(_ diagnostic: Diagnostic) -> Key {
            Key(rule: diagnostic.ruleID, path: path(diagnostic.location.path), anchor: anchors.anchor(of: diagnostic.location),
                message: Baseline.normalizedMessage(diagnostic.message))
        }

        /// Relative to the repository root when under it, else absolute.
        public func path(_ path: String) -> String {
            let absolute = path.hasPrefix("/") ? FileDiscovery.normalize(path) : FileDiscovery.normalize(workingDirectory + "/" + path)
            let root = repositoryRoot == "/" ? "/" : repositoryRoot + "/"
            return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : absolute
        }
    }

    /// The baseline that records `diagnostics`.
    public init(recording diagnostics: [Diagnostic], keying: Keying) {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[keying.key(diagnostic), default: 0] += 1 }
        self.init(counts: counts)
    }

    /// Splits findings (in report order) into those the baseline does not know and those it does;
    /// `unmatched` is what the baseline holds beyond the findings (fixed since it was written).
    public func split(_ diagnostics: [Diagnostic], keying: Keying) -> (new: [Diagnostic], known: [Diagnostic], unmatched: [Key: Int]) {
        var remaining = counts
        var new: [Diagnostic] = [], known: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = keying.key(diagnostic)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                known.append(diagnostic)
            } else {
                new.append(diagnostic)
            }
        }
        return (new, known, remaining.filter { $0.value > 0 })
    }

    /// `on line 31` → `on line N`: a message that cites another line must not change when code moves.
    public static func normalizedMessage(_ message: String) -> String {
        var out = ""
        var rest = Substring(message)
        while let range = rest.firstRange(ofText: "line ") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let wordStart = out.dropLast("line ".count).last.map { !$0.isLetter } ?? true
            if !digits.isEmpty, wordStart {
                out += "N"
                rest = rest.dropFirst(digits.count)
            }
        }
        return out + rest
    }

    // MARK: The file

    public func serialized() -> String {
        var out = "{\n  \"version\": \(Self.formatVersion),\n"
        out += "  \"about\": \(JSONValue.quote(Self.about)),\n"
        let keys = counts.keys.sorted()
        if keys.isEmpty { return out + "  \"findings\": []\n}\n" }
        out += "  \"findings\": [\n"
        for (position, key) in keys.enumerated() {
            let q = JSONValue.quote
            out += "    {\"rule\": \(q(key.rule)), \"path\": \(q(key.path)), \"anchor\": \(q(key.anchor)), "
                + "\"message\": \(q(key.message)), \"count\": \(counts[key] ?? 1)}"
            out += position == keys.count - 1 ? "\n" : ",\n"
        }
        return out + "  ]\n}\n"
    }

    static let about = "iblint baseline: findings that 'iblint --baseline FILE' leaves out of its report. Written by 'iblint --write-baseline FILE'; paths are relative to the repository root; 'line N' stands for any line number. Shrink it with 'iblint --baseline FILE --write-baseline FILE'."

    public struct FileError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int?
        public var message: String
        public var description: String { line.map { "\(path):\($0): error: \(message)" } ?? "\(path): error: \(message)" }
    }

    /// Reads a baseline file; `path` is how errors name it.
    public static func read(from absolutePath: String, path: String) throws(FileError) -> Baseline {
        guard let isDirectory = FileSystem.isDirectory(absolutePath) else {
            throw FileError(path: path, message: "no such baseline file; write one with 'iblint --write-baseline \(path)'")
        }
        guard !isDirectory, let bytes = FileSystem.contents(of: absolutePath) else {
            throw FileError(path: path, message: "cannot read the baseline file")
        }
        return try parse(bytes, path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(FileError) -> Baseline {
        let root: JSONReader.Located
        do { root = try JSONReader.parse(bytes) } catch {
            throw FileError(path: path, line: error.line, message: "not a baseline file: \(error.message)")
        }
        func fail(_ message: String, _ line: Int) -> FileError { FileError(path: path, line: line, message: message) }
        guard case .object(let members) = root.value else { throw fail("a baseline file is a JSON object with \"version\" and \"findings\"", root.line) }
        guard let version = members.first(where: { $0.key == "version" })?.value else {
            throw fail("no \"version\": not a baseline file written by iblint --write-baseline", root.line)
        }
        guard case .number(let number) = version.value, let value = Int(number) else { throw fail("\"version\" must be a number", version.line) }
        guard value == formatVersion else {
            throw fail(value > formatVersion
                ? "written by a newer iblint (format version \(value)); this iblint reads version \(formatVersion)"
                : "unknown format version \(value); this iblint reads version \(formatVersion)", version.line)
        }
        guard let findings = members.first(where: { $0.key == "findings" })?.value else { throw fail("no \"findings\" list", root.line) }
        guard case .array(let entries) = findings.value else { throw fail("\"findings\" must be a list", findings.line) }
        var counts: [Key: Int] = [:]
        for entry in entries {
            guard case .object(let fields) = entry.value else { throw fail("a finding must be an object", entry.line) }
            func text(_ name: String, required: Bool = true) throws(FileError) -> String {
                guard let field = fields.first(where: { $0.key == name })?.value else {
                    if required { throw fail("this finding has no \"\(name)\"", entry.line) }
                    return ""
                }
                guard case .string(let value) = field.value else { throw fail("\"\(name)\" must be a string", field.line) }
                return value
            }
            let key = Key(rule: try text("rule"), path: try text("path"), anchor: try text("anchor", required: false),
                          message: normalizedMessage(try text("message")))
            var count = 1
            if let field = fields.first(where: { $0.key == "count" })?.value {
                guard case .number(let number) = field.value, let value = Int(number), value >= 1 else {
                    throw fail("\"count\" must be a whole number of at least 1", field.line)
                }
                count = value
            }
            counts[key, default: 0] += count
        }
        return Baseline(counts: counts)
    }
}
