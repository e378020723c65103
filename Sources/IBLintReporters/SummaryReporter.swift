import IBLintCore

/// Counts per rule, most frequent first (ties by rule id), then a totals line:
///
///     Rule                   Severity  Count
///     broken-outlet          error         3
///     missing-reuse-id       warning       1
///
///     3 errors, 1 warning, 0 notes in 12 files
///
/// A rule whose findings have different severities (per-path configuration) shows the highest.
/// A clean run prints `No findings in N files.`
enum SummaryReporter {
    static func render(_ report: LintReport) -> String {
        let files = plural(report.fileCount, "file")
        let notes = report.notes.map { "note: \($0.message.singleLine)\n" }.joined()
        guard !report.diagnostics.isEmpty else { return "No findings in \(files).\n" + (notes.isEmpty ? "" : "\n" + notes) }

        var counts: [String: (severity: Severity, count: Int)] = [:]
        for diagnostic in report.diagnostics {
            let current = counts[diagnostic.ruleID]
            counts[diagnostic.ruleID] = (max(current?.severity ?? .note, diagnostic.severity), (current?.count ?? 0) + 1)
        }
        let rows = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }

        let ruleWidth = max("Rule".count, rows.map(\.key.count).max() ?? 0)
        let severityWidth = "Severity".count
        let countWidth = max("Count".count, rows.map { String($0.value.count).count }.max() ?? 0)

        func row(_ rule: String, _ severity: String, _ count: String) -> String {
            NumberText.leftAligned(rule, width: ruleWidth) + "  " + NumberText.leftAligned(severity, width: severityWidth) + "  "
                + NumberText.rightAligned(count, width: countWidth) + "\n"
        }
        var out = row("Rule", "Severity", "Count")
        for (rule, value) in rows {
            out += row(rule, value.severity.rawValue, String(value.count))
        }
        let totals = Severity.allCases.reversed().map { severity in
            plural(report.diagnostics.count { $0.severity == severity }, severity.rawValue)
        }
        out += "\n\(totals.joined(separator: ", ")) in \(files)\n"
        if !notes.isEmpty { out += "\n" + notes }
        return out
    }

    private static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
