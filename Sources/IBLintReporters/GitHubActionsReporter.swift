import IBLintCore

/// GitHub Actions workflow commands, one per finding, which the runner turns into annotations on
/// the pull request diff:
///
///     ::error file=App/Main.storyboard,line=12,col=9,endLine=12,endColumn=29,title=iblint broken-outlet::Outlet 'titleLable' …
///
/// `notice` is used for notes. Paths are relative to the repository root (GitHub resolves them
/// against the checkout); files outside it keep their absolute path. The finding's notes, related
/// locations and the fix follow the message on extra lines of the annotation.
///
/// Escaping follows the runner (`@actions/core` `toCommandValue`/`escapeData`/`escapeProperty`):
/// in the message `%` → `%25`, CR → `%0D`, LF → `%0A`; in property values additionally
/// `:` → `%3A` and `,` → `%2C`.
enum GitHubActionsReporter {
    static func render(_ report: LintReport) -> String {
        let paths = report.paths
        var out = ""
        for diagnostic in report.diagnostics {
            let location = diagnostic.location
            let startLine = max(1, location.start.line), startColumn = max(1, location.start.column)
            let endLine = max(startLine, location.end.line)
            let endColumn = endLine == startLine ? max(startColumn, location.end.column) : max(1, location.end.column)
            let properties = [
                ("file", paths.repositoryRelativeOrAbsolute(location.path)),
                ("line", String(startLine)),
                ("col", String(startColumn)),
                ("endLine", String(endLine)),
                ("endColumn", String(endColumn)),
                ("title", "iblint \(diagnostic.ruleID)"),
            ].map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")

            var message = diagnostic.fullMessage
            for related in diagnostic.related {
                let place = paths.repositoryRelativeOrAbsolute(related.location.path)
                message += "\n\(place):\(max(1, related.location.start.line)):\(max(1, related.location.start.column)): \(related.message)"
            }
            if let fix = diagnostic.fix { message += "\n" + fix.availabilityNote }
            out += "::\(command(diagnostic.severity)) \(properties)::\(escapeData(message))\n"
        }
        // What limited the run's checks: one notice each, on the project description when there is one.
        for note in report.notes {
            var properties = [("title", "iblint")]
            if let path = note.path { properties.insert(("file", paths.repositoryRelativeOrAbsolute(path)), at: 0) }
            let text = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            out += "::notice \(text)::\(escapeData(note.message))\n"
        }
        return out
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
