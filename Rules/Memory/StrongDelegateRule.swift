import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift

/// A stored `delegate`/`dataSource` property that holds a class-bound type strongly.
public struct StrongDelegateRule: Rule {
    public static let description = RuleDescription(
        id: "strong-delegate",
        name: "Strong delegate",
        summary: "A stored `var` named `delegate`, `dataSource` or ending in `Delegate`/`DataSource` holds a class-bound protocol (or a view controller) strongly instead of `weak`.",
        rationale: """
            The object that sets itself as a delegate almost always owns the object it delegates for: a view \
            controller owns its `CartView` and is its `delegate`. If `CartView` keeps that delegate in a \
            strong property, the two keep each other alive:

                final class CartView: UIView {
                    var delegate: CartViewDelegate?   // strong: view controller ⇄ view cycle
                }

            Neither is ever deallocated: every time the screen is shown and dismissed another controller, \
            its views and everything they hold stay in memory (the Memory Graph debugger shows them with a \
            purple "!" and `deinit` never runs). UIKit's own `delegate` and `dataSource` properties are \
            `weak` for this reason.

            iblint reports a stored, non-`static` `var` of a class (not of a struct or enum: a value type \
            cannot be part of such a cycle the same way and cannot hold `weak` references usefully) when its \
            declared type is:

            * a project protocol that is class-bound (`: AnyObject`, `: class`, `: NSObjectProtocol`, \
            `@objc`, a class constraint, or inheriting a class-bound protocol);
            * a UIKit/AppKit delegate or data-source protocol from iblint's list (`UITableViewDelegate`, \
            `UITextFieldDelegate`, `WKNavigationDelegate`…; all are `NSObjectProtocol`-bound);
            * a `UIViewController`/`UIView` (or AppKit) subclass: a back-reference to a controller or view.

            **Not reported:**

            * a protocol that is not class-bound: `weak` would not compile (see `class-protocol`), and a \
            protocol iblint has no declaration for is unknown;
            * other classes (`var dataSource: UICollectionViewDiffableDataSource<…>!`, \
            `var delegate: ProductsListDelegate` objects): such a property usually *owns* a helper object, \
            and making it `weak` would free it at once;
            * properties that are given a newly created object (`dataSource = ProductsDataSource(…)` \
            anywhere in the project, or a non-`nil` initial value): they own it;
            * `let` properties (a `let` cannot be `weak`; turning it into `weak var` is a design change \
            iblint leaves to you), computed, `lazy`, `static` properties and properties with a property \
            wrapper;
            * `override var delegate: UITextFieldDelegate? { didSet { … } }` and other overrides: they add \
            observers or accessors to the superclass's property (UIKit's own, already `weak`) and store \
            nothing themselves; the same goes for computed properties that forward to another object.

            **Fix:** add `weak` (`weak var delegate: CartViewDelegate?`). Offered as a safe fix when the \
            type is optional and the declaration declares only this property; a non-optional delegate is \
            reported without a fix, since `weak` requires an optional type.
            """,
        category: .memory,
        defaultSeverity: .warning,
        fix: .sometimes(.safe),
        tags: ["memory", "retain-cycle", "swift"],
        precision: .high,
        examples: StrongDelegateRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Read once per property name that needs it, from the files whose code writes the name (an
        // assignment's target, a bound local and a declared property are identifiers of their file): reading
        // every call of every file was a twentieth of a warm run (each file's calls decoded from the cache).
        var owningAssignments: [String: Bool] = [:]
        func assignedNewObject(_ name: String) -> Bool {
            if let known = owningAssignments[name] { return known }
            let files = index.swiftFiles.filter { $0.codeIdentifiers.contains(name) }
            let assigned = Self.namesAssignedNewObjects(in: files).contains(name)
            owningAssignments[name] = assigned
            return assigned
        }
        var diagnostics: [Diagnostic] = []
        for summary in index.swiftFiles where context.mayReport(summary.file.path) {
            for type in summary.types where type.kind == .class && !type.isLocal {
                for property in type.properties {
                    // An `override` adds accessors or observers to the superclass's property (UIKit's own `weak
                    // var delegate`): it stores nothing of its own.
                    guard Self.isDelegateName(property.name), !property.isLet, !property.isComputed, !property.isStatic,
                          !property.hasModifier("override"),
                          !property.modifiers.contains(where: { $0 == "weak" || $0 == "lazy" || $0.hasPrefix("unowned") }),
                          property.attributes.allSatisfy({ Self.plainAttributes.contains($0.name) }),
                          !assignedNewObject(property.name),
                          let typeText = property.typeText,
                          let (typeName, isOptional) = Self.referencedType(typeText),
                          let kind = classBoundKind(of: typeName, index: index) else { continue }
                    if let initializer = property.initializerRange,
                       summary.file.text(initializer).trimmingWhitespace != "nil" { continue }
                    let sharesDeclaration = type.properties.contains { $0.name != property.name && $0.range.start == property.range.start }
                    let fix = isOptional && !sharesDeclaration ? weakFix(property, in: summary.file) : nil
                    diagnostics.append(context.diagnostic(
                        Self.strongReference(property.name, typeName: typeName, kind: kind),
                        at: summary.file.location(property.nameRange),
                        notes: Self.consequence(property.name, owner: type.name, isOptional: isOptional, hasFix: fix != nil),
                        fix: fix))
                }
            }
        }
        return diagnostics
    }

    // MARK: Helpers

    /// UIKit/AppKit/WebKit/MapKit delegate and data-source protocols (all `NSObjectProtocol`-bound).
    static let frameworkClassBoundProtocols: Set<String> = [
        "UITableViewDelegate", "UITableViewDataSource", "UITableViewDataSourcePrefetching", "UITableViewDragDelegate",
        "UITableViewDropDelegate", "UICollectionViewDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegateFlowLayout", "UICollectionViewDataSourcePrefetching", "UICollectionViewDragDelegate",
        "UICollectionViewDropDelegate", "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
        "UISearchBarDelegate", "UISearchControllerDelegate", "UISearchResultsUpdating", "UIPickerViewDelegate",
        "UIPickerViewDataSource", "UIGestureRecognizerDelegate", "UINavigationControllerDelegate",
        "UITabBarControllerDelegate", "UITabBarDelegate", "UINavigationBarDelegate", "UIToolbarDelegate",
        "UIPageViewControllerDelegate", "UIPageViewControllerDataSource", "UIImagePickerControllerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate",
        "UIViewControllerTransitioningDelegate", "UIDocumentPickerDelegate", "UIContextMenuInteractionDelegate",
        "UIColorPickerViewControllerDelegate", "UIFontPickerViewControllerDelegate", "UISheetPresentationControllerDelegate",
        "UIDragInteractionDelegate", "UIDropInteractionDelegate", "UISplitViewControllerDelegate",
        "WKNavigationDelegate", "WKUIDelegate", "MKMapViewDelegate", "CLLocationManagerDelegate",
        "MFMailComposeViewControllerDelegate", "MFMessageComposeViewControllerDelegate", "PHPickerViewControllerDelegate",
        "NSTableViewDelegate", "NSTableViewDataSource", "NSOutlineViewDelegate", "NSOutlineViewDataSource",
        "NSCollectionViewDelegate", "NSCollectionViewDataSource", "NSTextFieldDelegate", "NSTextViewDelegate",
        "NSWindowDelegate", "NSComboBoxDelegate", "NSComboBoxDataSource", "NSSearchFieldDelegate",
        "NSTabViewDelegate", "NSSplitViewDelegate", "NSMenuDelegate", "NSPopoverDelegate",
    ]
    private static let classBoundMarkers: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
    private static let backReferenceClasses = ["UIViewController", "UIView", "NSViewController", "NSView"]
    /// Attributes that are not property wrappers.
    private static let plainAttributes: Set<String> = ["IBOutlet", "IBInspectable", "objc", "nonobjc", "MainActor", "available", "NSCopying"]

    static func isDelegateName(_ name: String) -> Bool {
        name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
    }

    /// `CartViewDelegate?` → (`CartViewDelegate`, optional); `(any P)?`, `Optional<P>`, `P!`, `Module.P`.
    /// `nil` for anything else (collections, compositions, closures, generics).
    static func referencedType(_ text: String) -> (name: String, isOptional: Bool)? {
        var rest = text.trimmingSpacesAndTabs
        var isOptional = false
        if rest.hasSuffix("?") || rest.hasSuffix("!") {
            isOptional = true
            rest.removeLast()
        } else if rest.hasPrefix("Optional<"), rest.hasSuffix(">") {
            isOptional = true
            rest = String(rest.dropFirst("Optional<".count).dropLast())
        }
        rest = rest.trimmingSpacesAndTabs
        if rest.hasPrefix("("), rest.hasSuffix(")") { rest = String(rest.dropFirst().dropLast()).trimmingSpacesAndTabs }
        if rest.hasPrefix("any ") { rest = String(rest.dropFirst(4)).trimmingSpacesAndTabs }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return (rest.split(separator: ".").last.map(String.init) ?? rest, isOptional)
    }

    /// Why a reference of this type could be weak: "a class-bound protocol", "a view controller"…; `nil` when
    /// it cannot, or iblint cannot tell.
    private func classBoundKind(of name: String, index: ProjectIndex) -> String? {
        if let proto = index.protocolsByName[name] {
            return isClassBound(proto, index: index, visited: []) ? "a class-bound protocol" : nil
        }
        if index.nonClassTypeNames.contains(name) { return nil }
        if Self.frameworkClassBoundProtocols.contains(name) { return "a class-bound protocol" }
        for base in Self.backReferenceClasses where index.isClass(name, subclassOf: base) == true {
            return base.hasSuffix("Controller") ? "a view controller" : "a view"
        }
        return nil
    }

    private func isClassBound(_ proto: SwiftTypeDeclaration, index: ProjectIndex, visited: Set<String>) -> Bool {
        if proto.hasAttribute("objc") { return true }
        var visited = visited
        visited.insert(proto.name)
        for entry in proto.inheritance {
            let name = entry.split(separator: ".").last.map(String.init) ?? entry
            if Self.classBoundMarkers.contains(name) || Self.frameworkClassBoundProtocols.contains(name) { return true }
            if let inherited = index.protocolsByName[name], !visited.contains(name),
               isClassBound(inherited, index: index, visited: visited) { return true }
            // `protocol P: UIViewController`: a class constraint.
            if index.protocolsByName[name] == nil, !index.chains(of: name).isEmpty { return true }
        }
        return false
    }

    /// `weak ` inserted before the `var` keyword.
    private func weakFix(_ property: SwiftProperty, in file: SourceFile) -> Fix? {
        let bytes = file.bytes
        var i = property.nameRange.start
        while i > property.range.start, bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t") { i -= 1 }
        let keyword = Array("var".utf8)
        guard i - keyword.count >= property.range.start, Array(bytes[(i - keyword.count)..<i]) == keyword else { return nil }
        let position = i - keyword.count
        return Fix(title: "Make '\(property.name)' weak",
                   edits: [Edit(in: file, range: ByteRange(start: position, end: position), replacement: "weak ")],
                   applicability: .safe)
    }

    /// Delegate-like names that are assigned a freshly created object somewhere (`dataSource =
    /// ProductsDataSource(…)`, `self.delegate = Handler()`, `let delegate = Handler()`, `var delegate =
    /// Handler()`): such a property owns what it holds. Read from the call model (constructions: a call
    /// of a capitalized type path, not chained) and the properties' initializers; linear in the project.
    static func namesAssignedNewObjects(in files: [SwiftFileSummary]) -> Set<String> {
        var names: Set<String> = []
        for summary in files {
            for call in summary.calls where call.chainedCall == nil && isConstruction(call.callee) {
                switch call.result {
                case .assigned(let path): if let name = path.last, isDelegateName(name) { names.insert(name) }
                case .boundToLocal(let name): if isDelegateName(name) { names.insert(name) }
                case .argument, .other: break
                }
            }
            for type in summary.types {
                for property in type.properties where isDelegateName(property.name) {
                    guard let initializer = property.initializerRange else { continue }
                    let text = summary.file.text(initializer).trimmingWhitespace
                    if let first = text.unicodeScalars.first, first.isUppercaseLetter,
                       let open = text.firstIndex(where: { $0 == "(" || $0 == "{" }),
                       text[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "<" || $0 == ">" || $0 == "," || $0 == " " }) {
                        names.insert(property.name)
                    }
                }
            }
        }
        return names
    }

    /// `Handler`, `Module.Handler`, `Handler.Nested`: every component a type name.
    private static func isConstruction(_ callee: [String]) -> Bool {
        guard !callee.isEmpty else { return false }
        return callee.allSatisfy { component in
            guard let byte = component.utf8.first else { return false }
            // Asked of every call of the project: an ASCII first letter is uppercase exactly when it is A to Z.
            let isUppercase = byte < 0x80 ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                : component.unicodeScalars.first!.properties.isUppercase
            return isUppercase && !component.hasSuffix("()")
        }
    }

    // MARK: Messages

    /// `kind`: what `classBoundKind` found the type to be.
    private static func strongReference(_ property: String, typeName: String, kind: String) -> String {
        "'\(property)' holds its \(typeName) (\(kind)) strongly"
    }

    private static func consequence(_ property: String, owner: String, isOptional: Bool, hasFix: Bool) -> [String] {
        var notes = ["The object that sets itself as \(property) usually owns this \(owner), so neither is ever freed"]
        if !hasFix { notes.append(isOptional ? "Declare it weak var" : "Declare it weak var with an optional type") }
        return notes
    }
}
