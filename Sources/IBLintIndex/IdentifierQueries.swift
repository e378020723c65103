import IBLintCore
import IBLintXML
import IBLintObjC
import IBLintSwift

/// Where an interface file defines an identifier code refers to by string.
public struct IdentifierDefinition: Sendable {
    public var value: String
    /// Position of the defining document in `ProjectIndex.documents`.
    public var document: Int
    /// The defining element's index in that document.
    public var element: Int
    /// Where it is, its line and column made when asked (a file the cache trusted unread is read only if
    /// a finding shows the definition).
    public var place: LazyLocation
    public var location: Location { place.location }

    public init(value: String, document: Int, element: Int, location: Location) {
        self.init(value: value, document: document, element: element, place: LazyLocation(location))
    }

    public init(value: String, document: Int, element: Int, place: LazyLocation) {
        self.value = value
        self.document = document
        self.element = element
        self.place = place
    }
}

/// An element of an interface file with an identifier: its position and the identifier.
public struct IdentifierPosition: Sendable, Equatable {
    public var position: Int
    public var value: String
}

/// One interface file's elements with a Storyboard ID, and with a reuse identifier (`identifierPositions`).
public struct IdentifierPositions: Sendable, Equatable {
    public var storyboardIDs: [IdentifierPosition] = []
    public var reuseIdentifiers: [IdentifierPosition] = []
}

/// Questions the identifier and nib-name rules ask: which identifiers IB files define, what code
/// registers, which bundles iblint can see, and what an unreadable file might still define.
extension ProjectIndex {
    /// `storyboardIdentifier` of view controllers (and window controllers) in storyboards.
    public var storyboardIdentifierDefinitions: [IdentifierDefinition] {
        definitions(identifierPositions.map(\.storyboardIDs))
    }

    /// `reuseIdentifier` of cells and reusable views in any interface file.
    public var reuseIdentifierDefinitions: [IdentifierDefinition] {
        definitions(identifierPositions.map(\.reuseIdentifiers))
    }

    /// `identifier` of segues, each with the scene it leaves from.
    public var segueIdentifierDefinitions: [(definition: IdentifierDefinition, scene: Int?)] {
        documents.enumerated().flatMap { documentIndex, document in
            document.connections.compactMap { connection -> (IdentifierDefinition, Int?)? in
                guard connection.kind == .segue, let identifier = connection.identifier, !identifier.isEmpty else { return nil }
                let element = document[connection.element]
                return (IdentifierDefinition(value: identifier, document: documentIndex, element: connection.element,
                                             place: document.place(of: element)),
                        document.scene(containing: connection.element))
            }
        }
    }

    /// Each document's identifiers found at `identifierPositions`, as definitions, in document order.
    private func definitions(_ found: [[IdentifierPosition]]) -> [IdentifierDefinition] {
        found.indices.flatMap { documentIndex in
            let document = documents[documentIndex]
            return found[documentIndex].map { found in
                IdentifierDefinition(value: found.value, document: documentIndex, element: found.position,
                                     place: document.place(ofElement: found.position))
            }
        }
    }

    /// For each document (as `documents`), its elements with a non-empty Storyboard ID (storyboards only)
    /// or reuse identifier, in document order. Found in one pass over the project's elements, each element
    /// saying where its two are (`IBDocument.identifierValues(at:)`, made when its attributes were read),
    /// and kept: the identifier catalogs of two rules asked every element of every storyboard for each name
    /// in turn, three passes (on scale 10's pre-commit run about 60 M instructions for each of the first
    /// two); then each element's attributes were read for both, a file's bytes searched first for their
    /// names (21 M of scale 1's pre-commit run of about 660 M).
    public var identifierPositions: [IdentifierPositions] {
        derived.identifierPositions.get {
            documents.map { document in
                var found = IdentifierPositions()
                let storyboardIDs = document.kind == .storyboard
                for position in document.elements.indices {
                    let (storyboardID, reuseIdentifier) = document.identifierValues(at: position)
                    if storyboardIDs, let storyboardID, !storyboardID.isEmpty {
                        found.storyboardIDs.append(IdentifierPosition(position: position, value: storyboardID))
                    }
                    if let reuseIdentifier, !reuseIdentifier.isEmpty {
                        found.reuseIdentifiers.append(IdentifierPosition(position: position, value: reuseIdentifier))
                    }
                }
                return found
            }
        }
    }

    /// Whether an interface file that failed to load might define `text`: its bytes could not be read,
    /// or they contain the text (or it needs XML escaping, so a byte search could miss it).
    public func unreadableFileMayMention(_ text: String) -> Bool {
        guard !loadFailures.isEmpty else { return false }
        // By bytes: a character that is one of these is that byte (one followed by a combining mark
        // counts too, which only makes the answer a cautious yes).
        let needsEscaping = text.utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        if !needsEscaping, loadFailures.allSatisfy({ $0.file != nil }), unreadableTrigrams.certainlyMissing(Array(text.utf8)) {
            return false
        }
        for failure in loadFailures {
            guard let file = failure.file else { return true }
            if needsEscaping || RawText.contains(Array(text.utf8), in: file.bytes) { return true }
        }
        return false
    }

    /// Where code registers reuse identifiers iblint cannot read (a constant, `String(describing:)`, a
    /// helper), so a dequeued literal may match one of them. Scoped by class: an unread registration in
    /// `CartViewController` makes only the dequeues of that class (and its superclasses and subclasses)
    /// unknown; one in a helper everyone can call (an extension of `UITableView`, a protocol extension,
    /// a free function), or in Objective-C outside a class's own @implementation, makes every dequeue unknown.
    public var reuseRegistrationScope: ReuseRegistrationScope {
        derived.reuseRegistrationScope.get { computeReuseRegistrationScope() }
    }

    /// Whether `reuseRegistrationScope` has been asked for (it reads every call of every file that writes
    /// `register`, so a rule asks last): for tests of that order.
    public var hasReadReuseRegistrations: Bool { derived.reuseRegistrationScope.isComputed }

    private func computeReuseRegistrationScope() -> ReuseRegistrationScope {
        var everywhere = false
        var types: Set<String> = []
        let labels = ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier",
                      "forSupplementaryViewOfKind"]
        // Helpers outside project classes (`extension UITableView { func register(cellTypes:) { … } }`) that
        // register what they are given: the classes that call them are the ones whose dequeues they affect.
        var helpers: Set<String> = []
        let registerFunctions = projectRegisterFunctions(registrationLabels: labels)
        func mark(_ owner: String?, helper function: String?) {
            if let owner, projectClasses(named: owner).contains(where: { $0.language == .swift }) {
                types.insert(owner)
            } else if let function, !["viewDidLoad", "init", "awakeFromNib"].contains(function) {
                helpers.insert(function)
            } else {
                everywhere = true
            }
        }
        // Only files that write `register` or a registration label can hold a registration or a helper.
        for summary in swiftFiles where summary.mayMention("register") || labels.contains(where: summary.mayMention) {
            // Registrations the call model holds but whose identifier no interface call resolved: a
            // constant iblint cannot read, a helper (`register(cellType:)`), a generic `String(describing: T.self)`.
            let understood = Set(summary.interfaceCalls.compactMap { $0.api == .registerReuseIdentifier ? $0.call : nil })
            for (index, call) in summary.calls.enumerated() where !understood.contains(index) {
                let registers = call.name == "register" && !["defaults", "forTraitChanges"].contains(call.arguments.first?.label ?? "")
                    && !registerFunctions.registersNothing(firstLabel: call.arguments.first?.label)
                guard registers || call.labels.contains(where: { labels.contains($0 ?? "") }) else { continue }
                mark(ownerName(at: call.range.start, in: summary), helper: call.context.functionName(in: summary.types))
            }
            // A `register` helper declared here may be called with anything.
            for type in summary.types where type.functions.contains(where: { $0.name == "register" && registerFunctions.isHelper($0, in: summary) }) {
                mark(className(enclosing: summary.types.firstIndex(of: type), in: summary), helper: "register")
            }
        }
        // Who calls the helpers: their classes' dequeues are unknown; a call from outside a project class
        // (another helper, a free function) leaves every dequeue unknown.
        if !helpers.isEmpty, !everywhere {
            for summary in swiftFiles where helpers.contains(where: summary.mayMention) {
                // A registration whose identifier was evaluated is no call of a helper.
                let understood = Set(summary.interfaceCalls.compactMap { $0.api == .registerReuseIdentifier ? $0.call : nil })
                for (index, call) in summary.calls.enumerated() where helpers.contains(call.name) && !understood.contains(index)
                    && !["defaults", "forTraitChanges"].contains(call.arguments.first?.label ?? "") {
                    if let owner = ownerName(at: call.range.start, in: summary),
                       projectClasses(named: owner).contains(where: { $0.language == .swift }) {
                        types.insert(owner)
                    } else if !(call.context.functionName(in: summary.types).map(helpers.contains) ?? false) {
                        everywhere = true
                    }
                }
            }
        }
        // Objective-C registrations are not read: one inside a class's @implementation makes the dequeues of
        // that class's relatives unknown; one in a category or outside any class, every dequeue.
        // Only files whose words hold one are searched (one the cache trusted unread stays unread).
        for summary in objcFiles {
            for word in ["registerNib", "registerClass"] + labels where summary.text.words.contains(word) {
                for offset in CodeText.occurrences(of: word, in: summary.file.bytes) {
                    let implementation = summary.implementations.filter { $0.range.start <= offset && offset < $0.range.end }
                        .min { $0.range.end - $0.range.start < $1.range.end - $1.range.start }
                    if let implementation, implementation.category == nil, FrameworkCatalog.class(named: implementation.name) == nil {
                        types.insert(implementation.name)
                    } else {
                        everywhere = true
                    }
                }
            }
        }
        return ReuseRegistrationScope(unknownEverywhere: everywhere, typesWithUnknownRegistrations: types)
    }

    /// The project's own functions named `register`, split by what their bodies do: a helper registers
    /// reuse identifiers (its body uses a registration label, `registerNib`/`registerClass`, or calls
    /// another helper); the rest (`tracker.register(synchronizationErrorMessage:)`, a DI container's
    /// `register(make:)`) register something else, so calls with their labels register no cells.
    private func projectRegisterFunctions(registrationLabels: [String]) -> RegisterFunctions {
        var functions: [(summary: SwiftFileSummary, function: SwiftFunction)] = []
        for summary in swiftFiles where summary.mayMention("register") {
            for type in summary.types { for function in type.functions where function.name == "register" { functions.append((summary, function)) } }
        }
        var helperLabels: Set<String?> = [], helperKeys: Set<ByteRangeKey> = []
        let words = registrationLabels + ["registerNib", "registerClass"]
        for (summary, function) in functions {
            guard let body = function.bodyRange else { continue }
            let bytes = Array(summary.file.bytes[body.start..<body.end])
            if words.contains(where: { CodeText.wordCount($0, in: bytes) > 0 }) {
                helperLabels.insert(function.parameters.first?.label)
                helperKeys.insert(ByteRangeKey(summary.file.path, function.nameRange))
            }
        }
        // A helper that forwards to another (`register(cellTypes:)` calling `register(cellType:)`).
        var changed = true
        while changed {
            changed = false
            for (summary, function) in functions where !helperKeys.contains(ByteRangeKey(summary.file.path, function.nameRange)) {
                guard let body = function.bodyRange else { continue }
                let forwards = summary.calls.contains { call in
                    call.name == "register" && body.start <= call.range.start && call.range.end <= body.end
                        && (helperLabels.contains(call.arguments.first?.label) || call.labels.contains { registrationLabels.contains($0 ?? "") })
                }
                if forwards {
                    helperLabels.insert(function.parameters.first?.label)
                    helperKeys.insert(ByteRangeKey(summary.file.path, function.nameRange))
                    changed = true
                }
            }
        }
        var otherLabels: Set<String?> = []
        for (summary, function) in functions where !helperKeys.contains(ByteRangeKey(summary.file.path, function.nameRange)) {
            otherLabels.insert(function.parameters.first?.label)
        }
        return RegisterFunctions(helperKeys: helperKeys, helperFirstLabels: helperLabels, otherFirstLabels: otherLabels.subtracting(helperLabels))
    }

    /// The project class a position of a Swift file belongs to (the innermost class or extension of a
    /// project class around it); `nil` at file scope, in a struct, a protocol or an extension of a
    /// framework or unknown type.
    private func ownerName(at offset: Int, in summary: SwiftFileSummary) -> String? {
        let enclosing = summary.types.indices.filter { summary.types[$0].range.contains(offset) }
            .max { summary.types[$0].range.start < summary.types[$1].range.start }
        return className(enclosing: enclosing, in: summary)
    }

    /// Code creates cells or header views itself (`UITableViewCell(style:reuseIdentifier:)`), so an
    /// optional-returning dequeue that finds nothing registered is a handled `nil`, not a crash.
    public var createsReusableViewsInCode: Bool {
        // The word anywhere in a file's text, as its word sets hold every run of identifier bytes (what
        // `CodeText.wordCount` counted, reading every file's bytes: a file the cache trusted is not read).
        swiftFiles.contains { $0.mayMention("reuseIdentifier") } || objcFiles.contains { $0.text.words.contains("reuseIdentifier") }
    }

    /// Whether a nib/storyboard call loads from a bundle whose interface files iblint scans: the main
    /// bundle, `nil`, no bundle argument, or `Bundle(for: X.self)` with X a project class.
    public func loadsFromScannedBundle(_ call: SwiftInterfaceCall, in summary: SwiftFileSummary) -> Bool {
        guard let bundle = call.bundleArgument else {
            // `loadNibNamed` without a receiver is called on some bundle iblint cannot name.
            return call.api != .loadNibNamed
        }
        let compact = bundle.removingWhitespace
        if ["nil", "Bundle.main", ".main", "NSBundle.main", "NSBundle.mainBundle()", "Bundle.main.self"].contains(compact) {
            return true
        }
        for prefix in ["Bundle(for:", "Bundle.init(for:", "NSBundle(for:"] where compact.hasPrefix(prefix) && compact.hasSuffix(")") {
            let inner = String(compact.dropFirst(prefix.count).dropLast())
            if ["Self.self", "type(of:self)", "self.classForCoder", "classForCoder", "Self.classForCoder()"].contains(inner) {
                return className(enclosing: call.enclosingType, in: summary) != nil
            }
            if inner.hasSuffix(".self") {
                let name = String(inner.dropLast(".self".count))
                return !projectClasses(named: name).isEmpty
            }
        }
        return false
    }
}

extension ProjectIndex {
    /// Whether project code declares (or overrides) a method with this base name, in Swift or
    /// Objective-C: an override of `performSegue(withIdentifier:sender:)` may handle identifiers no
    /// storyboard defines, and a wrapper named like the UIKit method may take any string.
    ///
    /// A Swift method of that name counts when it overrides, or when its first argument has a label the
    /// UIKit/AppKit method takes (`withIdentifier`, `withReuseIdentifier`, `ofKind`, `identifier`) and a
    /// string type: a helper `dequeueReusableCell(cellType:for:)` takes a type, an overload taking an enum
    /// cannot receive a string literal, and calls written with a literal are UIKit's.
    public func declaresMethod(named name: String) -> Bool {
        let identifierLabels: Set<String?> = ["withIdentifier", "withReuseIdentifier", "ofKind", "identifier"]
        func wraps(_ function: SwiftFunction) -> Bool {
            guard function.name == name else { return false }
            if function.modifiers.contains("override") { return true }
            // An overload whose identifier is another type (`withIdentifier identifier: CellReuseIdentifier`)
            // cannot receive the string literal a call passes: the call is UIKit's.
            guard let first = function.parameters.first, identifierLabels.contains(first.label) else { return false }
            let type = first.typeText.removingWhitespaceCharacters
            return ["String", "String?", "String!", "NSString", "NSString?", "NSString!"].contains(type)
                || type.hasPrefix("NSStoryboardSegue.Identifier") || type.hasPrefix("NSStoryboard.SceneIdentifier")
        }
        if declaresSwiftFunction(named: name, where: wraps) { return true }
        if objcFiles.isEmpty { return false }
        let table = objcSelectors
        if let with = table.containsSelector(withPrefix: name + "With"), let exact = table.containsSelector(name),
           let colon = table.containsSelector(withPrefix: name + ":") {
            return with || exact || colon
        }
        return objcFiles.contains { summary in
            (summary.interfaces + summary.implementations).contains { interface in
                interface.methods.contains { $0.selector.hasPrefix(name + "With") || $0.selector == name || $0.selector.hasPrefix(name + ":") }
            }
        }
    }

    /// For `X(nibName:bundle:)`, `super.init(nibName:bundle:)` and `self.init(nibName:bundle:)`:
    /// whether the class is known to be a view controller (or window controller), so the string is a
    /// nib name UIKit/AppKit loads from that bundle. Other types with a `nibName:` argument are unknown.
    public func isViewControllerNibInit(_ call: SwiftInterfaceCall, in summary: SwiftFileSummary) -> Bool {
        guard let index = call.call, summary.calls.indices.contains(index) else { return false }
        let callee = summary.calls[index].callee
        var path = callee.last == "init" ? Array(callee.dropLast()) : callee
        if path == ["super"] || path == ["self"] || path == ["Self"] || path.isEmpty {
            guard let enclosing = className(enclosing: call.enclosingType, in: summary) else { return false }
            path = [enclosing]
        }
        let typeName = path.joined(separator: ".")
        guard path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return false }
        return ["UIViewController", "NSViewController", "NSWindowController"].contains {
            isClass(typeName, subclassOf: $0) == true
        }
    }
}

/// Plain byte searches over source text, for evidence the scanners do not model. Comments and strings
/// count too: they can only make a rule more cautious.
public enum CodeText {
    /// Occurrences of `word` as a whole identifier.
    public static func wordCount(_ word: String, in bytes: [UInt8]) -> Int {
        occurrences(of: word, in: bytes).count
    }

    public static func occurrences(of word: String, in bytes: [UInt8]) -> [Int] {
        RawText.occurrences(ofWord: word, in: bytes)
    }
}

/// A function by where its name is: a file's path and the name's bytes.
private struct ByteRangeKey: Hashable {
    let path: String, start: Int
    init(_ path: String, _ range: ByteRange) { self.path = path; self.start = range.start }
}

/// The project's functions named `register`: which register reuse identifiers and which do not.
private struct RegisterFunctions {
    let helperKeys: Set<ByteRangeKey>
    /// First argument labels of the helpers (`nil`: unlabeled).
    let helperFirstLabels: Set<String?>
    /// First argument labels only functions that register something else take.
    let otherFirstLabels: Set<String?>

    func isHelper(_ function: SwiftFunction, in summary: SwiftFileSummary) -> Bool {
        helperKeys.contains(ByteRangeKey(summary.file.path, function.nameRange))
    }

    /// A `register` call with this first label calls one of the project's functions that registers no cells
    /// (UIKit's own `register(_:forCellReuseIdentifier:)` is unlabeled, so only labelled calls qualify).
    func registersNothing(firstLabel: String?) -> Bool {
        firstLabel != nil && otherFirstLabels.contains(firstLabel)
    }
}

/// Which dequeues may match a reuse identifier registered in a way iblint cannot read.
public struct ReuseRegistrationScope: Sendable {
    /// A registration everyone may rely on (a helper, Objective-C): every dequeue is unknown.
    public let unknownEverywhere: Bool
    /// Classes that register identifiers iblint cannot read.
    public let typesWithUnknownRegistrations: Set<String>

    /// Whether a dequeue written in `className` (`nil`: outside a project class) can be checked.
    public func understands(dequeueIn className: String?, index: ProjectIndex) -> Bool {
        if unknownEverywhere { return false }
        if typesWithUnknownRegistrations.isEmpty { return true }
        guard let className else { return false }
        let related = Set(index.chains(of: className).flatMap(\.names))
        if !related.isDisjoint(with: typesWithUnknownRegistrations) { return false }
        // A subclass may register on a table its superclass dequeues from. (A chain that leaves the
        // project ends in another module, which cannot subclass the app's classes: known not to be one.)
        return !typesWithUnknownRegistrations.contains { index.isClass($0, subclassOf: className) == true }
    }
}
