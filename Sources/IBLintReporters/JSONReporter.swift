import IBLintCore

/// iblint's own machine-readable format. Stable: keys appear in the order below, every key is
/// always present (`fix` is `null` when there is none), findings keep report order, and new keys
/// are only ever added, never renamed or removed.
///
/// ```
/// {
///   "version": "0.1.0",               // iblint version
///   "files": 12,                      // files linted
///   "findings": [
///     {
///       "rule": "broken-outlet",
///       "severity": "error",          // "error" | "warning" | "note"
///       "message": "…",               // one line: what is wrong and where
///       "notes": [ "…" ],              // the consequence and the evidence, a sentence each
///       "path": "App/Main.storyboard", // relative to the working directory, else absolute
///       "line": 12, "column": 9,       // 1-based; columns count Unicode scalars
///       "endLine": 12, "endColumn": 29, // exclusive end
///       "related": [ { "path": "…", "line": 4, "column": 5, "message": "…" } ],
///       "fix": {
///         "title": "Rename to 'titleLabel'",
///         "applicability": "unsafe",  // "safe" | "unsafe" | "display-only"
///         "edits": [ { "path": "…", "startByte": 310, "endByte": 320, "replacement": "…" } ]
///       }                             // or null
///     }
///   ],
///   "summary": { "error": 1, "warning": 0, "note": 0 },
///   "notes": [ { "message": "…", "path": "App.xcodeproj/project.pbxproj" } ]  // only when there are any
/// }
/// ```
/// `notes` say what limited the run's checks (no project description found, files the checkout lacks);
/// `path` is `null` when a note concerns no one file.
/// Byte offsets are UTF-8 offsets into the file as read, end exclusive; edits of one fix are
/// applied together or not at all.
enum JSONReporter {
    /// The report as a JSON value.
    static func document(_ report: LintReport) -> JSONValue {
        let findings = report.diagnostics.map(finding)
        let summary = JSONValue.object(Severity.allCases.reversed().map { severity in
            (severity.rawValue, .int(report.diagnostics.count { $0.severity == severity }))
        })
        var root = JSONObjectBuilder()
        root.add("version", .string(IBLintVersion.current))
        root.add("files", .int(report.fileCount))
        root.add("findings", .array(findings))
        root.add("summary", summary)
        if !report.notes.isEmpty {
            root.add("notes", .array(report.notes.map { note in
                .object([("message", .string(note.message)), ("path", .optional(note.path))])
            }))
        }
        return root.value
    }

    private static func finding(_ diagnostic: Diagnostic) -> JSONValue {
        let location = diagnostic.location
        let related = diagnostic.related.map { related -> JSONValue in
            .object([
                ("path", .string(related.location.path)),
                ("line", .int(related.location.start.line)),
                ("column", .int(related.location.start.column)),
                ("message", .string(related.message)),
            ])
        }
        let fix: JSONValue = diagnostic.fix.map { fix in
            .object([
                ("title", .string(fix.title)),
                ("applicability", .string(fix.applicability.rawValue)),
                ("edits", .array(fix.edits.map { edit in
                    .object([
                        ("path", .string(edit.path)),
                        ("startByte", .int(edit.range.start)),
                        ("endByte", .int(edit.range.end)),
                        ("replacement", .string(edit.replacement)),
                    ])
                })),
            ])
        } ?? .null
        return .object([
            ("rule", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map(JSONValue.string))),
            ("path", .string(location.path)),
            ("line", .int(location.start.line)),
            ("column", .int(location.start.column)),
            ("endLine", .int(location.end.line)),
            ("endColumn", .int(location.end.column)),
            ("related", .array(related)),
            ("fix", fix),
        ])
    }
}
