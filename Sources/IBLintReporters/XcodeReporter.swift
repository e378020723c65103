import IBLintCore

/// `path:line:column: error|warning|note: message [rule-id]`, the line format Xcode, editors
/// (vim's errorformat, VS Code problem matchers) and CI log parsers recognise. Each finding is
/// followed by one `note:` line per related location, then one naming its fix, if any:
///
///     Sources/Main.storyboard:12:9: error: Outlet 'titleLable' has no @IBOutlet in 'LoginViewController' [broken-outlet]
///     Sources/LoginViewController.swift:4:5: note: 'LoginViewController' is declared here
///     Sources/Main.storyboard:12:9: note: fix available (unsafe): Rename to 'titleLabel' [broken-outlet]
///
/// What limited the run's checks follows as `note:` lines, on the project description they concern
/// (`App.xcodeproj/project.pbxproj:1:1: note: …`) or, without one, as `iblint: note: …`. A clean run
/// with nothing to note prints nothing.
enum XcodeReporter {
    static func render(_ report: LintReport) -> String {
        let paths = report.paths
        func place(_ location: Location) -> String {
            let path = report.absolutePaths ? paths.absolute(location.path) : location.path
            return "\(path):\(max(1, location.start.line)):\(max(1, location.start.column))"
        }
        var out = ""
        for diagnostic in report.diagnostics {
            let suffix = " [\(diagnostic.ruleID)]"
            out += "\(place(diagnostic.location)): \(diagnostic.severity.rawValue): \(diagnostic.message.singleLine)\(suffix)\n"
            for note in diagnostic.notes {
                out += "\(place(diagnostic.location)): note: \(note.singleLine)\n"
            }
            for related in diagnostic.related {
                out += "\(place(related.location)): note: \(related.message.singleLine)\n"
            }
            if let fix = diagnostic.fix {
                out += "\(place(diagnostic.location)): note: \(fix.availabilityNote.singleLine)\(suffix)\n"
            }
        }
        for note in report.notes {
            let prefix = note.path.map { "\(report.absolutePaths ? paths.absolute($0) : $0):1:1" } ?? "iblint"
            out += "\(prefix): note: \(note.message.singleLine)\n"
        }
        return out
    }
}
