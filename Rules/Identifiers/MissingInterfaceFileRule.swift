import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// A nib or storyboard name in code with no matching `.xib`/`.storyboard` in the project.
public struct MissingInterfaceFileRule: Rule {
    public static let description = RuleDescription(
        id: "missing-interface-file",
        name: "Missing interface file",
        summary: "A name passed to `UIStoryboard(name:)`, `UINib(nibName:)`, `loadNibNamed(_:)` or `init(nibName:bundle:)` matches no `.storyboard` or `.xib` in the project.",
        rationale: """
            Nib and storyboard names are plain strings, resolved at runtime against the files compiled \
            into the bundle. A typo, a file renamed in Xcode but not in code, or a xib deleted while the \
            code loading it stays, all build fine and fail only when the line runs:

            * `UIStoryboard(name: "Mian", bundle: nil)`: *"Could not find a storyboard named 'Mian' in \
            bundle NSBundle …"* (NSInvalidArgumentException).
            * `UINib(nibName: "ProductCel", bundle: nil)` registered for a table view, \
            `Bundle.main.loadNibNamed("ProductCel", owner: self)`, `ProductViewController(nibName: \
            "ProductViewControler", bundle: nil)`: *"Could not load NIB in bundle: 'NSBundle …' with name \
            'ProductCel'"* (NSInternalInconsistencyException), at the moment the nib is first loaded.

            The device's file system is case-sensitive, so a name that differs from the file only in case \
            works in the Simulator on a Mac and crashes on an iPhone: it is reported too.

            iblint compares the string with the names of the project's `.storyboard` files (for \
            `UIStoryboard(name:)`) and `.xib` files (for the nib APIs), ignoring folders, `.lproj` \
            localization folders and `~iphone`/`~ipad` suffixes. Nothing is reported when iblint cannot \
            know the answer:

            * the project has no interface files at all (they may all live elsewhere);
            * the bundle is not one whose files iblint scans: only the main bundle (`Bundle.main`, `nil`, or \
            no bundle argument) and `Bundle(for: X.self)` with `X` a project class count; `Bundle.module`, \
            a framework's or a pod's bundle, or a bundle in a variable are unknown;
            * the name contains a `/` or a `.` (a path or an extension), or is not a string literal;
            * `X(nibName:bundle:)` where `X` is not known to be a view controller (a project type with an \
            initializer of its own, or a class iblint cannot see).

            **Fix by hand:** correct the name (the message suggests the closest file), or add the missing \
            file to the project and its target.
            """,
        category: .identifiers,
        defaultSeverity: .error,
        concludesFromAbsence: true,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: MissingInterfaceFileRuleExamples.all)

    /// Reads every nib and storyboard name code uses: among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // An absent file is only missing when the scan holds every interface file of the project (a
        // folder of it may not).
        guard !index.documents.isEmpty || !index.loadFailures.isEmpty || !index.deadDocuments.isEmpty,
              index.project.allInterfaceFilesScanned else { return [] }
        let allPaths = index.documents.map(\.path) + index.loadFailures.map(\.error.path)
        // Files no target builds are not in the app's bundle: loading them crashes just the same.
        var unbuiltByName: [IBDocumentKind: [String: String]] = [:]
        for document in index.deadDocuments {
            unbuiltByName[document.kind, default: [:]][ProjectIndex.interfaceName(ofPath: document.path)] = document.path
        }
        // Built once: looking names up per call must not cost a pass over every interface file.
        var namesByKind: [IBDocumentKind: Set<String>] = [:]
        var filesByKind: [IBDocumentKind: [InterfaceFileName]] = [:]
        for path in allPaths {
            guard let kind = IBDocumentKind(path: path) else { continue }
            let name = ProjectIndex.interfaceName(ofPath: path)
            namesByKind[kind, default: []].insert(name)
            filesByKind[kind, default: []].append(InterfaceFileName(path: path, name: name, lowercased: name.lowercased()))
        }
        var findings: [Diagnostic] = []
        var suggestions = FileNameSuggestions(files: filesByKind)
        let reportedFiles = context.reportsEveryFile ? nil : ReportedFileNames(files: filesByKind, context: context)
        for summary in index.swiftFiles {
            for call in summary.interfaceCalls {
                let kind: IBDocumentKind
                switch call.api {
                case .storyboardInit: kind = .storyboard
                case .nibInit, .loadNibNamed, .viewControllerNibInit: kind = .xib
                default: continue
                }
                let name = call.literal
                // A name the project has a file of first: most calls name one, and which bundle a call loads
                // from is the costlier question (44 M instructions of scale 10's pre-commit run).
                guard !name.isEmpty, !name.contains("/"), !name.contains("."), !(namesByKind[kind]?.contains(name) ?? false),
                      index.loadsFromScannedBundle(call, in: summary) else { continue }
                if call.api == .viewControllerNibInit, !index.isViewControllerNibInit(call, in: summary) { continue }
                let unbuiltPath = unbuiltByName[kind]?[name]
                // Under `--report-only`, a finding none of whose files is reported (the call's, its class's, the
                // file no target builds) is not made, unless the file it would suggest is reported: its lines
                // are not looked up (which would read a file the cache trusted unread).
                if let reported = reportedFiles {
                    let classPath = call.resolvedForClass.flatMap { index.projectClasses(named: $0).first?.place.path }
                    let paths = [summary.file.path] + [classPath, unbuiltPath].compactMap { $0 }
                    if !paths.contains(where: { context.mayReport($0) }),
                       unbuiltPath != nil || !reported.mayBeSuggested(for: name, kind: kind) { continue }
                }
                let (location, related) = place(call, in: summary, index: index)
                if let unbuilt = unbuiltPath {
                    let crash = Self.crashes(loading: name, kind: kind, registered: Self.isRegistration(call, in: summary))
                    findings.append(context.diagnostic(Self.fileInNoTarget(name, path: unbuilt, kind: kind),
                                                       at: location,
                                                       notes: [crash, Self.addToTarget],
                                                       related: related + [RelatedLocation(.line(1, in: unbuilt), Self.fileIsHere(unbuilt))]))
                    continue
                }
                // Under `--report-only`, the file suggested is looked for only when the finding could be reported.
                if let reported = reportedFiles, !context.mayReport(location.path), !related.contains(where: { context.mayReport($0.location.path) }),
                   !reported.mayBeSuggested(for: name, kind: kind) { continue }
                var diagnostic = finding(call, kind: kind, summary: summary, files: filesByKind, names: namesByKind,
                                         suggestions: &suggestions, context: context)
                diagnostic.location = location
                diagnostic.related = related + diagnostic.related
                findings.append(diagnostic)
            }
        }
        return findings
    }

    // MARK: Helpers

    /// Where to report a call: at its name argument; for a call a protocol or framework-class extension
    /// makes for a conforming class (`NibLoadable`), at that class, with the call as a related location.
    private func place(_ call: SwiftInterfaceCall, in summary: SwiftFileSummary, index: ProjectIndex) -> (Location, [RelatedLocation]) {
        let at = summary.file.location(call.literalRange)
        guard let className = call.resolvedForClass, let projectClass = index.projectClasses(named: className).first,
              projectClass.location != at else { return (at, []) }
        return (projectClass.location, [RelatedLocation(at, Self.loadedFor(className, source: call.nameSource))])
    }

    /// An interface file's path and the name code loads it by.
    private struct InterfaceFileName {
        var path: String
        var name: String
        var lowercased: String
    }

    /// Under `--report-only`, what tells whether a finding could be kept through the file it suggests: its
    /// other related locations are the call and the class (in source files) and the file no target builds,
    /// checked as they are; the one it suggests is a file of the same kind whose name differs only in case,
    /// or the closest in spelling: either way one of the close matches (spellings are compared lowercased, so
    /// a name in another case is at distance 0). When no reported file of the kind is one, the suggestion is
    /// no reported file, and the closest need not be found among them all (95 M instructions of scale 10's
    /// pre-commit run).
    private struct ReportedFileNames {
        private var spelling: [IBDocumentKind: SpellingIndex] = [:]

        init(files: [IBDocumentKind: [InterfaceFileName]], context: RuleContext) {
            for (kind, files) in files {
                let reported = files.filter { context.mayReport($0.path) }
                if !reported.isEmpty { spelling[kind] = SpellingIndex(reported.map(\.name)) }
            }
        }

        func mayBeSuggested(for name: String, kind: IBDocumentKind) -> Bool {
            spelling[kind].map { !$0.closeMatches(to: name).isEmpty } ?? false
        }
    }

    /// For the calls that name no file: the file of the same name in another case, and the closest
    /// spelling, per kind; prepared on the first such call of a kind, not per call.
    private struct FileNameSuggestions {
        let files: [IBDocumentKind: [InterfaceFileName]]
        private var sameButCase: [IBDocumentKind: [String: String]] = [:]
        private var spelling: [IBDocumentKind: SpellingIndex] = [:]

        init(files: [IBDocumentKind: [InterfaceFileName]]) { self.files = files }

        /// The first file (in path order) whose name differs from `name` only in case.
        mutating func sameButCase(_ name: String, kind: IBDocumentKind) -> String? {
            if sameButCase[kind] == nil {
                var byLowercased: [String: String] = [:]
                for file in files[kind] ?? [] where byLowercased[file.lowercased] == nil { byLowercased[file.lowercased] = file.name }
                sameButCase[kind] = byLowercased
            }
            return sameButCase[kind]?[name.lowercased()]
        }

        mutating func closest(to name: String, kind: IBDocumentKind) -> String? {
            if spelling[kind] == nil { spelling[kind] = SpellingIndex((files[kind] ?? []).map(\.name)) }
            return spelling[kind]?.closest(to: name)
        }
    }

    private func finding(_ call: SwiftInterfaceCall, kind: IBDocumentKind, summary: SwiftFileSummary,
                         files: [IBDocumentKind: [InterfaceFileName]], names namesByKind: [IBDocumentKind: Set<String>],
                         suggestions: inout FileNameSuggestions, context: RuleContext) -> Diagnostic {
        let name = call.literal
        let derived = call.nameIsLiteral ? nil : call.nameSource
        let registered = Self.isRegistration(call, in: summary)
        let sameKind = files[kind] ?? []
        let otherKind: IBDocumentKind = kind == .storyboard ? .xib : .storyboard
        let message: String
        var notes = [Self.crashes(loading: name, kind: kind, registered: registered)]
        var related: [RelatedLocation] = []
        if let sameButCase = suggestions.sameButCase(name, kind: kind) {
            message = Self.wrongCase(name, actualName: sameButCase, kind: kind)
            notes = [Self.matchesOnlyCaseInsensitively, Self.onADevice(Self.crashes(loading: name, kind: kind, registered: registered))]
            related += relatedFile(named: sameButCase, in: sameKind)
        } else if let suggestion = suggestions.closest(to: name, kind: kind) {
            message = Self.missingFile(name, derivedFrom: derived, kind: kind, suggestion: suggestion)
            related += relatedFile(named: suggestion, in: sameKind)
        } else if namesByKind[otherKind]?.contains(name) == true {
            message = Self.missingFile(name, derivedFrom: derived, kind: kind, suggestion: nil)
            notes.append(Self.isOfOtherKind(name, kind: kind))
        } else {
            message = Self.missingFile(name, derivedFrom: derived, kind: kind, suggestion: nil)
        }
        return context.diagnostic(message, at: summary.file.location(call.literalRange), notes: notes, related: related)
    }

    private func relatedFile(named name: String, in files: [InterfaceFileName]) -> [RelatedLocation] {
        files.first { $0.name == name }.map { [RelatedLocation(.line(1, in: $0.path), Self.fileIsHere($0.path))] } ?? []
    }

    // MARK: Messages

    /// `UINib(…)` handed to `register(_:forCellReuseIdentifier:)` and the like: nothing loads until a
    /// cell with that identifier is dequeued.
    private static func isRegistration(_ call: SwiftInterfaceCall, in summary: SwiftFileSummary) -> Bool {
        guard call.api == .nibInit, let index = call.call, summary.calls.indices.contains(index),
              case .argument(let callee) = summary.calls[index].result else { return false }
        return callee.last == "register"
    }

    private static func missingFile(_ name: String, derivedFrom source: String?, kind: IBDocumentKind, suggestion: String?) -> String {
        let named = source.map { "'\(name)' (\($0))" } ?? "'\(name)'"
        return "No \(fileKind(kind)) named \(named) in the project" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// What loading the missing file does: `registered`, a nib handed to a `register` call, crashes only
    /// when a view registered with it is dequeued.
    private static func crashes(loading name: String, kind: IBDocumentKind, registered: Bool) -> String {
        "\(registered ? "Dequeuing a view registered with this nib" : "Loading it") crashes with \(crash(loading: name, kind: kind))"
    }

    private static func loadedFor(_ className: String, source: String?) -> String {
        "\(source.map { "\($0) loads" } ?? "Loaded") the file named for \(className) here"
    }

    private static func isOfOtherKind(_ name: String, kind: IBDocumentKind) -> String {
        kind == .storyboard
            ? "'\(name)' is a xib: load it with UINib(nibName:bundle:)"
            : "'\(name)' is a storyboard: load it with UIStoryboard(name:bundle:)"
    }

    private static func wrongCase(_ name: String, actualName: String, kind: IBDocumentKind) -> String {
        "The \(fileKind(kind)) is named '\(actualName)', not '\(name)'"
    }

    private static let matchesOnlyCaseInsensitively =
        "The name matches only on a case-insensitive file system (the Simulator on a Mac)"

    /// "On a device, loading it crashes with …".
    private static func onADevice(_ crash: String) -> String {
        "On a device, " + crash.prefix(1).lowercased() + crash.dropFirst()
    }

    private static func fileInNoTarget(_ name: String, path: String, kind: IBDocumentKind) -> String {
        "\(SourceFile.fileName(ofPath: path)) exists, but no target builds it, so the app has no \(fileKind(kind)) named '\(name)'"
    }

    private static let addToTarget = "Add it to the target's Copy Bundle Resources"

    private static func fileIsHere(_ path: String) -> String {
        "\(SourceFile.fileName(ofPath: path)) is here"
    }

    private static func fileKind(_ kind: IBDocumentKind) -> String {
        kind == .storyboard ? "storyboard" : "xib"
    }

    /// The exception UIKit raises loading the missing file.
    private static func crash(loading name: String, kind: IBDocumentKind) -> String {
        kind == .storyboard
            ? "\"Could not find a storyboard named '\(name)'\""
            : "\"Could not load NIB in bundle … with name '\(name)'\""
    }
}
