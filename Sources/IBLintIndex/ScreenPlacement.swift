import IBLintCore
import IBLintSwift

/// Where the code puts instances of a view class: as a screen (a view controller's root view, a view
/// added straight to a controller's `view` or to a window, a table's full-width header) rather than
/// somewhere inside other views. A view shown as a screen has the notch, the status bar and the home
/// indicator at its edges, so its own Safe Area guide is what keeps its content clear of them.
///
/// Read from Swift tokens, generously: a name bound to an instance of the class (`let banner =
/// BannerView.instantiateFromNib()`, `var header: ProfileHeaderView`, a function whose body mentions
/// the class) counts wherever it is written. It is only used to stay silent.
extension ProjectIndex {
    /// Those of `classNames` the code shows as a screen:
    /// * `view = X(…)` / `self.view = …` (a controller's root view), or `X` in a `loadView()` body;
    /// * `view.addSubview(x)` / `insertSubview` on a `view` or a `window` (a controller's root view, or the
    ///   host view an overlay is shown in);
    /// * `tableHeaderView = x` / `tableFooterView = x`, or `X` in a `tableView(_:viewForHeaderInSection:)` /
    ///   `viewForFooterInSection:` body (full-width section headers).
    public func viewClassesShownAsScreens(among classNames: Set<String>) -> Set<String> {
        guard !classNames.isEmpty else { return [] }
        // The classes as a name set: a file's names are compared with them by bytes, the smaller side walked
        // (a file's identifiers, not every class once for each file: the classes grow with the project, so
        // that grew with its square).
        let classSet = NameSet(classNames)
        // Only files that name one of the classes can bind a name to an instance of it, or hold a function
        // that mentions one (a body's identifiers are among its file's).
        let naming = swiftFiles.indices.filter { !swiftFiles[$0].codeIdentifiers.isDisjoint(with: classSet) }
        // Functions whose bodies mention a class produce it (`func makeHeader() -> UIView { ProfileHeaderView() }`).
        var producers: [String: Set<String>] = [:]
        for file in naming {
            for function in swiftFiles[file].types.flatMap(\.functions) {
                guard let mentioned = function.bodyFacts?.mentionedIdentifiers else { continue }
                var classes: Set<String> = []
                mentioned.forEachShared(with: classSet) { classes.insert(classSet.name(number: $0)) }
                if !classes.isEmpty { producers[function.name, default: []].formUnion(classes) }
            }
        }
        // Only the naming files can bind a name to an instance of a class: the names they bind, and the
        // identifiers on each binding's line, were read in the scan (`SwiftFileSummary.nameBindings`; lexing
        // the naming files again here was most of the rule that asks, safe-area-in-custom-view).
        // Names bound to instances: properties everywhere, locals within their file.
        var properties: [String: Set<String>] = [:]
        var locals: [Int: [String: Set<String>]] = [:]
        for file in naming {
            let names = Self.namesBoundToInstances(in: swiftFiles[file], classes: classSet)
            locals[file] = names.locals
            for (name, classes) in names.properties { properties[name, default: []].formUnion(classes) }
        }
        // The files that name a relevant name: the naming files (found above), and those that name a bound
        // property or a producer but no class. Asking every file about every class again was half of this
        // function, which grows with the classes asked about times the files.
        let namingFiles = Set(naming)
        let otherRelevant = NameSet(Set(properties.keys).union(producers.keys).subtracting(classNames))
        var shown: Set<String> = []
        for file in swiftFiles.indices where Self.mayShowScreens(swiftFiles[file]) {
            guard namingFiles.contains(file) || (!otherRelevant.isEmpty && !swiftFiles[file].codeIdentifiers.isDisjoint(with: otherRelevant)) else { continue }
            shown.formUnion(classesShownAsScreens(in: swiftFiles[file], classNames: classNames, locals: locals[file] ?? [:],
                                                  properties: properties, producers: producers))
        }
        return shown
    }

    /// In one file: names `let`/`var`-declared or assigned with one of `classes` on the rest of the line
    /// (`let banner = BannerView.instantiateFromNib()`), as locals (declared in a function body) or
    /// properties.
    private static func namesBoundToInstances(in summary: SwiftFileSummary, classes: NameSet)
        -> (locals: [String: Set<String>], properties: [String: Set<String>]) {
        // The classes by their numbers in the file's identifiers, which the bindings refer to.
        let identifiers = summary.codeIdentifiers
        var classByNumber: [Int: String] = [:]
        identifiers.forEachShared(with: classes) { number, classNumber in classByNumber[number] = classes.name(number: classNumber) }
        var locals: [String: Set<String>] = [:], properties: [String: Set<String>] = [:]
        guard !classByNumber.isEmpty else { return (locals, properties) }
        let bindings = summary.nameBindings
        for index in 0..<bindings.count {
            var classes: Set<String> = []
            for number in bindings.lineNames(index) { if let name = classByNumber[Int(number)] { classes.insert(name) } }
            guard !classes.isEmpty else { continue }
            let name = identifiers.name(number: bindings.name(index))
            if bindings.isLocal(index) {
                locals[name, default: []].formUnion(classes)
            } else {
                properties[name, default: []].formUnion(classes)
            }
        }
        return (locals, properties)
    }

    /// In one file: the classes it shows as a screen (see `viewClassesShownAsScreens(among:)`), directly or
    /// through its locals, the project's properties bound to them and the functions that produce them, from
    /// the names its pieces of evidence produce their views from (`evidence(in:)`).
    private func classesShownAsScreens(in summary: SwiftFileSummary, classNames: Set<String>,
                                       locals fileLocals: [String: Set<String>], properties: [String: Set<String>],
                                       producers: [String: Set<String>]) -> Set<String> {
        var shown: Set<String> = []
        /// The classes `name` stands for: a class itself, a local or property bound to one, and (when
        /// `throughCalls`) a function producing one.
        func show(_ name: String, throughCalls: Bool) {
            if classNames.contains(name) { shown.insert(name) }
            shown.formUnion(fileLocals[name] ?? [])
            shown.formUnion(properties[name] ?? [])
            if throughCalls { shown.formUnion(producers[name] ?? []) }
        }
        // A controller's `loadView()`, and the table view methods that return section headers: the
        // classes they name, and the properties and locals bound to them (not every function they call).
        for function in summary.types.flatMap(\.functions) {
            guard let mentioned = function.bodyFacts?.mentionedIdentifiers else { continue }
            let labels = Set(function.parameters.compactMap(\.label))
            if function.name == "loadView" || !labels.isDisjoint(with: Self.sectionHeaderLabels) {
                for name in mentioned { show(name, throughCalls: false) }
            }
        }
        for names in evidence(in: summary) {
            for name in names { show(name, throughCalls: true) }
        }
        return shown
    }

    /// In one file: for each piece of evidence that code shows a view as a screen (`view.addSubview(x)`,
    /// `window.insertSubview(x, …)`, `view = x`, `tableHeaderView = x`; `SwiftFileSummary.screenEvidence`),
    /// the identifiers of the expression that gives the view. Outside cells: code inside a cell puts views
    /// inside the cell, never on a screen's edges.
    private func evidence(in summary: SwiftFileSummary) -> [[String]] {
        let evidence = summary.screenEvidence
        guard !evidence.isEmpty else { return [] }
        let cellTypes = summary.types.filter { type in
            guard type.kind == .class || type.kind == .extension else { return false }
            let name = ClassTableBuilder.lastComponent(type.name)
            return Self.cellClasses.contains { isClass(name, subclassOf: $0) == true }
        }.map(\.range)
        return evidence.filter { piece in !cellTypes.contains { $0.contains(piece.range.start) } }.map(\.names)
    }

    /// Whether `classesShownAsScreens` may find anything in the file: it holds screen evidence, or declares
    /// `loadView` or a section header method (whose names are then among its identifiers).
    static func mayShowScreens(_ summary: SwiftFileSummary) -> Bool {
        !summary.screenEvidence.isEmpty || !summary.codeIdentifiers.isDisjoint(with: functionsThatShowScreens)
    }

    private static let functionsThatShowScreens: Set<String> = sectionHeaderLabels.union(["loadView"])

    static let sectionHeaderLabels: Set<String> = ["viewForHeaderInSection", "viewForFooterInSection"]
    static let cellClasses = ["UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"]
}
