import IBLintCore

/// SARIF 2.1.0 for GitHub code scanning (and any other SARIF viewer). It passes
/// `shared/tools/validate-sarif --strict`: the OASIS schema plus GitHub's own expectations.
///
/// - One run; `tool.driver` lists the full rule catalog sorted by id, enabled or not; `ruleIndex`
///   points into that array. Only the rules with findings in this report carry their full help
///   (rationale and examples, rendered as text and Markdown); the others carry their one-line
///   summary as description and help, with a pointer to `iblint explain`. So the log's size grows
///   with its findings, not with the catalog (the full help of every rule is some 750 KB), and every
///   rule still has the `fullDescription` and `help` GitHub requires.
/// - Result locations are repository-relative, percent-encoded URIs with `uriBaseId` `%SRCROOT%`
///   (declared in `originalUriBaseIds` as the repository root's `file://` URI). Columns count
///   Unicode code points (`columnKind`); `endColumn` is exclusive; regions carry the UTF-8 byte
///   span too when the location has one.
/// - GitHub can only place alerts on files in the repository, and rejects absolute URIs in
///   results. So a finding whose file lies outside the repository root is not a result: it is
///   listed as a `toolExecutionNotifications` entry of the invocation, with its absolute
///   `file://` URI, so it is not lost. A related location outside the root likewise moves from
///   `relatedLocations` to the result's `properties.relatedLocationsOutsideRepository`.
/// - `partialFingerprints["iblintFindingHash/v1"]`: SHA-256 (hex) of `rule id`, the
///   repository-relative path, the message and the occurrence number of that triple in the run,
///   separated by NUL bytes. No line or column, so an alert keeps its identity when code moves
///   within the file. GitHub itself matches on `primaryLocationLineHash`, which the upload-sarif
///   action computes from the checked-out file; iblint does not fake that key.
/// - `fixes` carry each edit as a `deletedRegion` (byte span plus lines and columns) and
///   `insertedContent`; `properties.applicability` says whether `--fix` applies it (`safe`),
///   only `--unsafe-fixes` does (`unsafe`), or it is a suggestion (`display-only`).
enum SARIFReporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRootID = "%SRCROOT%"
    static let fingerprintKey = "iblintFindingHash/v1"

    /// The SARIF log of the report.
    static func log(_ report: LintReport) -> JSONValue {
        let paths = report.paths
        let catalog = Catalog(report)

        // Which occurrence of its identity each finding is, in report order; then the results (their
        // fingerprints hashed) and the rules' help made on all cores, in order: the report is made on
        // one thread after the rules ran, and these were most of it.
        var located: [(diagnostic: Diagnostic, relative: String, identity: String, occurrence: Int)] = []
        var outside: [JSONValue] = []
        var occurrences: [String: Int] = [:]
        for diagnostic in report.diagnostics {
            guard let relative = paths.repositoryRelative(diagnostic.location.path) else {
                outside.append(notification(diagnostic, catalog: catalog, paths: paths))
                continue
            }
            let identity = [diagnostic.ruleID, relative, diagnostic.message].joined(separator: "\u{0}")
            let occurrence = (occurrences[identity] ?? 0) + 1
            occurrences[identity] = occurrence
            located.append((diagnostic, relative, identity, occurrence))
        }
        let results = located.parallelMap { finding in
            result(finding.diagnostic, relativePath: finding.relative,
                   fingerprint: SHA256.hexDigest(finding.identity + "\u{0}" + String(finding.occurrence)),
                   catalog: catalog, paths: paths)
        }

        var invocation = JSONObjectBuilder()
        invocation.add("executionSuccessful", .bool(true))
        // What limited the run's checks, and findings on files outside the repository.
        let notices = report.notes.map { runNote($0, paths: paths) } + outside
        if !notices.isEmpty { invocation.add("toolExecutionNotifications", .array(notices)) }

        var driver = JSONObjectBuilder()
        driver.add("name", .string("iblint"))
        driver.add("semanticVersion", .string(IBLintVersion.current))
        driver.add("version", .string(IBLintVersion.current))
        let reported = Set(report.diagnostics.map(\.ruleID))
        // Made while the log is written, a few rules at a time on all cores: the help of the rules with
        // findings is the largest part of a log (1.2 MB of a scale-1 app's 1.8), and held whole it raised
        // the run's peak memory by that much.
        let rules = catalog.rules
        driver.add("rules", .generatedArray(count: rules.count, batchSize: 8) { positions in
            Array(rules[positions]).parallelMap { ruleDescriptor($0, fullHelp: reported.contains($0.id)) }
        })

        let run = JSONValue.object([
            ("tool", .object([("driver", driver.value)])),
            ("invocations", .array([invocation.value])),
            ("originalUriBaseIds", .object([
                (sourceRootID, .object([("uri", .string(PathResolver.fileURI(paths.repositoryRoot, directory: true)))])),
            ])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    // MARK: Rules

    /// The rules in SARIF order (sorted by id), plus a minimal entry for any rule id that a
    /// finding uses but the catalog lacks, so every `ruleId` resolves.
    struct Catalog: Sendable {
        var rules: [RuleDescription]
        var index: [String: Int] = [:]

        init(_ report: LintReport) {
            var byID: [String: RuleDescription] = [:]
            for rule in report.rules where byID[rule.id] == nil { byID[rule.id] = rule }
            for diagnostic in report.diagnostics where byID[diagnostic.ruleID] == nil {
                byID[diagnostic.ruleID] = RuleDescription(
                    id: diagnostic.ruleID, name: diagnostic.ruleID,
                    summary: "Findings reported by iblint as '\(diagnostic.ruleID)'.", rationale: "", category: .document,
                    defaultSeverity: diagnostic.severity, precision: .medium)
            }
            rules = byID.values.sorted { $0.id < $1.id }
            for (position, rule) in rules.enumerated() { index[rule.id] = position }
        }
    }

    /// A rule's `reportingDescriptor`: with its whole help when `fullHelp`, else with its summary only.
    static func ruleDescriptor(_ rule: RuleDescription, fullHelp: Bool) -> JSONValue {
        var configuration = JSONObjectBuilder()
        if !rule.enabledByDefault { configuration.add("enabled", .bool(false)) }
        configuration.add("level", .string(level(rule.defaultSeverity)))

        var tags: [String] = []
        for tag in rule.tags where !tags.contains(tag) { tags.append(tag) }
        // GitHub shows ten tags and rejects more than twenty; keep the first ten.
        tags = Array(tags.prefix(10))

        let summary = RuleHelp.truncated(rule.summary, to: 1024)
        let fullDescription = fullHelp ? RuleHelp.fullDescription(rule) : summary
        let helpText = fullHelp ? RuleHelp.text(rule) : RuleHelp.briefText(rule)
        let helpMarkdown = fullHelp ? RuleHelp.markdown(rule) : RuleHelp.briefMarkdown(rule)

        return .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(summary))])),
            ("fullDescription", .object([("text", .string(fullDescription))])),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(helpMarkdown))])),
            ("defaultConfiguration", configuration.value),
            ("properties", .object([
                ("tags", .array(tags.map(JSONValue.string))),
                ("precision", .string(rule.precision.rawValue)),
                ("problem.severity", .string(problemSeverity(rule.defaultSeverity))),
            ])),
        ])
    }

    /// `broken-outlet` → `BrokenOutlet` (GitHub shows `name`; SARIF wants it to differ from `id`).
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    static func level(_ severity: Severity) -> String { severity.rawValue }

    static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "recommendation"
        }
    }

    // MARK: Results

    static func result(_ diagnostic: Diagnostic, relativePath: String, fingerprint: String,
                       catalog: Catalog, paths: PathResolver) -> JSONValue {
        var result = JSONObjectBuilder()
        result.add("ruleId", .string(diagnostic.ruleID))
        result.add("ruleIndex", catalog.index[diagnostic.ruleID].map(JSONValue.int))
        result.add("level", .string(level(diagnostic.severity)))
        result.add("message", .object([("text", .string(diagnostic.fullMessage))]))
        result.add("locations", .array([
            .object([("physicalLocation", physicalLocation(relativePath: relativePath, diagnostic.location))]),
        ]))

        var related: [JSONValue] = []
        var relatedOutside: [JSONValue] = []
        for (offset, item) in diagnostic.related.enumerated() {
            let physical = physicalLocation(item.location.path, item.location, paths: paths)
            if paths.repositoryRelative(item.location.path) != nil {
                related.append(.object([
                    ("id", .int(offset + 1)),
                    ("physicalLocation", physical),
                    ("message", .object([("text", .string(item.message))])),
                ]))
            } else {
                relatedOutside.append(.object([
                    ("physicalLocation", physical),
                    ("message", .object([("text", .string(item.message))])),
                ]))
            }
        }
        if !related.isEmpty { result.add("relatedLocations", .array(related)) }
        result.add("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))]))
        if let fix = diagnostic.fix { result.add("fixes", .array([self.fix(fix, paths: paths)])) }
        if !relatedOutside.isEmpty {
            result.add("properties", .object([("relatedLocationsOutsideRepository", .array(relatedOutside))]))
        }
        return result.value
    }

    /// A finding outside the repository, kept as an invocation notification (see the type comment).
    static func notification(_ diagnostic: Diagnostic, catalog: Catalog, paths: PathResolver) -> JSONValue {
        var rule = JSONObjectBuilder()
        rule.add("id", .string(diagnostic.ruleID))
        rule.add("index", catalog.index[diagnostic.ruleID].map(JSONValue.int))
        return .object([
            ("locations", .array([
                .object([("physicalLocation", physicalLocation(diagnostic.location.path, diagnostic.location, paths: paths))]),
            ])),
            ("message", .object([("text", .string(
                "\(diagnostic.severity.rawValue): \(diagnostic.fullMessage) [\(diagnostic.ruleID)] "
                    + "(not reported as a result: the file is outside the repository root)"))])),
            ("level", .string("warning")),
            ("associatedRule", rule.value),
        ])
    }

    /// A note about the run (no project description found, files the checkout lacks).
    static func runNote(_ note: ReportNote, paths: PathResolver) -> JSONValue {
        var notification = JSONObjectBuilder()
        if let path = note.path {
            notification.add("locations", .array([.object([("physicalLocation", .object([("artifactLocation", artifactLocation(path, paths: paths))]))])]))
        }
        notification.add("message", .object([("text", .string(note.message))]))
        notification.add("level", .string("note"))
        return notification.value
    }

    static func fix(_ fix: Fix, paths: PathResolver) -> JSONValue {
        var order: [String] = []
        var editsByPath: [String: [Edit]] = [:]
        for edit in fix.edits {
            let key = paths.absolute(edit.path)
            if editsByPath[key] == nil { order.append(key) }
            editsByPath[key, default: []].append(edit)
        }
        let changes = order.map { key -> JSONValue in
            let edits = editsByPath[key, default: []].sorted { $0.range < $1.range }
            return .object([
                ("artifactLocation", artifactLocation(edits[0].path, paths: paths)),
                ("replacements", .array(edits.map { edit in
                    .object([
                        ("deletedRegion", region(edit.location)),
                        ("insertedContent", .object([("text", .string(edit.replacement))])),
                    ])
                })),
            ])
        }
        return .object([
            ("description", .object([("text", .string(fix.title))])),
            ("artifactChanges", .array(changes)),
            ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
        ])
    }

    // MARK: Locations

    static func artifactLocation(_ path: String, paths: PathResolver) -> JSONValue {
        if let relative = paths.repositoryRelative(path) {
            return .object([("uri", .string(PathResolver.percentEncode(relative))), ("uriBaseId", .string(sourceRootID))])
        }
        return .object([("uri", .string(PathResolver.fileURI(paths.absolute(path))))])
    }

    static func physicalLocation(_ path: String, _ location: Location, paths: PathResolver) -> JSONValue {
        .object([("artifactLocation", artifactLocation(path, paths: paths)), ("region", region(location))])
    }

    static func physicalLocation(relativePath: String, _ location: Location) -> JSONValue {
        .object([
            ("artifactLocation", .object([
                ("uri", .string(PathResolver.percentEncode(relativePath))), ("uriBaseId", .string(sourceRootID)),
            ])),
            ("region", region(location)),
        ])
    }

    /// Lines and columns are 1-based (clamped, never 0); `endColumn` is exclusive. The byte span
    /// is added unless the location is known only by line (an empty range at offset 0 that does
    /// not sit at 1:1, as `Location.line(_:column:in:)` builds), where it would contradict them.
    static func region(_ location: Location) -> JSONValue {
        let startLine = max(1, location.start.line)
        let startColumn = max(1, location.start.column)
        let endLine = max(startLine, location.end.line)
        let endColumn = endLine == startLine ? max(startColumn, location.end.column) : max(1, location.end.column)
        var region = JSONObjectBuilder()
        region.add("startLine", .int(startLine))
        region.add("startColumn", .int(startColumn))
        region.add("endLine", .int(endLine))
        region.add("endColumn", .int(endColumn))
        let lineOnly = location.range.start == 0 && location.range.end == 0
            && location.start != LinePosition(line: 1, column: 1)
        if !lineOnly {
            region.add("byteOffset", .int(location.range.start))
            region.add("byteLength", .int(location.range.length))
        }
        return region.value
    }
}
