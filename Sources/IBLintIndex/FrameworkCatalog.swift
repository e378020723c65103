import IBLintCore

/// A class of UIKit/AppKit (or another Apple framework) that iblint knows without seeing its source.
public struct FrameworkClass: Sendable, Hashable {
    public var name: String
    public var superclass: String?
    /// Properties IB can connect as outlets or set by key-value coding (name → type as Swift spells it,
    /// e.g. `"delegate": "UITableViewDelegate?"`, `"titleLabel": "UILabel?"`, `"layer": "CALayer"`).
    /// Bool properties whose Objective-C getter is `isX` are listed under both spellings (`isHidden`
    /// and `hidden`): Swift code uses the first, IB's key-value coding the second.
    public var properties: [String: String]
    /// Methods IB can target with actions, as Objective-C selectors (`copy:`, `becomeFirstResponder`).
    public var actions: Set<String>

    public init(name: String, superclass: String?, properties: [String: String] = [:], actions: Set<String> = []) {
        self.name = name
        self.superclass = superclass
        self.properties = properties
        self.actions = actions
    }
}

/// Where a key path (`layer.cornerRadius`) leads when it starts on a framework class.
public enum FrameworkKeyPathResolution: Sendable, Hashable {
    /// Every component was found; the type of the last one as the catalog spells it.
    case found(type: String)
    /// A component is absent from a class the catalog knows: a real finding.
    case missing(component: String, onClass: String)
    /// The path leaves the catalog (an unknown class, a struct, `Any`…): nothing can be said.
    case unknown
}

/// The built-in table of framework classes.
///
/// **Known vs unknown.** `class(named:)` returning `nil` (or `isKnown(_:)` returning `false`) means
/// the catalog has no opinion about that class: callers must treat its properties and actions as
/// unknown and report nothing. When a class *is* known, the catalog aims to list every property IB
/// can connect or set through key-value coding, so a name absent from the whole superclass chain
/// (`property(_:of:) == nil` while `isKnown` is `true`) is a real finding.
///
/// Classes that exist on both platforms with different superclasses (`MKMapView`, `WKWebView`,
/// `SCNView`…) resolve to their iOS ancestry unless the `isMacOS:` overloads are used.
public enum FrameworkCatalog {
    public static func `class`(named name: String) -> FrameworkClass? {
        FrameworkCatalogTables.iOS.classes[name] ?? FrameworkCatalogTables.macOSClass(named: name)
    }

    /// Builds the iOS table now, if no one has: the tables are read out of the declarations' text on first
    /// use (9 M instructions both), and a run's rules, which all ask, waited for whichever asked first. The
    /// command starts this beside discovery, which leaves a core partly idle. The macOS table is built when a
    /// macOS interface file, or a name only AppKit has, first asks for it (`FrameworkCatalogTables`).
    public static func prepare() { _ = FrameworkCatalogTables.iOS.classes.isEmpty }

    /// The class as it exists on one platform (`NSView` ancestry for `MKMapView` on macOS).
    public static func `class`(named name: String, isMacOS: Bool) -> FrameworkClass? {
        isMacOS ? FrameworkCatalogTables.macOS.classes[name] : FrameworkCatalogTables.iOS.classes[name]
    }

    /// Whether the catalog knows `name` (on any platform). Absent properties on a known class are findings;
    /// on an unknown class they are not.
    public static func isKnown(_ name: String) -> Bool { self.class(named: name) != nil }

    public static func isKnown(_ name: String, isMacOS: Bool) -> Bool { self.class(named: name, isMacOS: isMacOS) != nil }

    /// Every class the catalog knows, on either platform, sorted by name.
    public static var allClasses: [FrameworkClass] {
        var merged = FrameworkCatalogTables.iOS.classes
        for (name, entry) in FrameworkCatalogTables.macOS.classes where merged[name] == nil { merged[name] = entry }
        return merged.values.sorted { $0.name < $1.name }
    }

    /// The class itself followed by its superclasses up to the root (`UITableViewController`,
    /// `UIViewController`, `UIResponder`, `NSObject`). Empty when the class is unknown.
    public static func ancestry(of name: String, isMacOS: Bool? = nil) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, let entry = lookup(next, isMacOS), !chain.contains(next) {
            chain.append(next)
            current = entry.superclass
        }
        return chain
    }

    /// `true` when `name` is `ancestor` or inherits from it; `nil` when `name` is unknown.
    public static func isSubclass(_ name: String, of ancestor: String, isMacOS: Bool? = nil) -> Bool? {
        let chain = ancestry(of: name, isMacOS: isMacOS)
        if chain.isEmpty { return nil }
        return chain.contains(ancestor)
    }

    /// The type of `property` on `className` or any of its superclasses; `nil` when absent or the class is unknown.
    public static func property(_ property: String, of className: String, isMacOS: Bool? = nil) -> String? {
        for name in ancestry(of: className, isMacOS: isMacOS) {
            if let type = lookup(name, isMacOS)?.properties[property] { return type }
        }
        return nil
    }

    /// Whether `className` or a superclass implements the action `selector`; `nil` when the class is unknown.
    public static func hasAction(_ selector: String, on className: String, isMacOS: Bool? = nil) -> Bool? {
        let chain = ancestry(of: className, isMacOS: isMacOS)
        if chain.isEmpty { return nil }
        return chain.contains { lookup($0, isMacOS)?.actions.contains(selector) ?? false }
    }

    /// Every action any framework class of the platform implements: the selectors a First Responder action
    /// can reach in the responder chain without app code (`copy:`, `terminate:`, `performClose:`…).
    public static func standardResponderActions(isMacOS: Bool) -> Set<String> {
        isMacOS ? FrameworkCatalogTables.macOS.actions : FrameworkCatalogTables.iOS.actions
    }

    /// Follows a key path (`layer.cornerRadius`, `titleLabel.textAlignment`) from `className`.
    public static func resolveKeyPath(_ keyPath: String, on className: String, isMacOS: Bool? = nil) -> FrameworkKeyPathResolution {
        var currentClass = className
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, component) in components.enumerated() {
            if lookup(currentClass, isMacOS) == nil { return .unknown }
            guard let type = property(component, of: currentClass, isMacOS: isMacOS) else {
                return .missing(component: component, onClass: currentClass)
            }
            if index == components.count - 1 { return .found(type: type) }
            currentClass = baseTypeName(type)
        }
        return .unknown
    }

    /// `UILabel?` → `UILabel`, `UIView!` → `UIView`; other spellings come back unchanged.
    public static func baseTypeName(_ typeText: String) -> String {
        var text = Substring(typeText)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text)
    }

    /// The framework class an IB element stands for when it has no custom class (`label` → `UILabel`
    /// on iOS, `textField` → `NSTextField` on macOS). `nil` when unknown.
    public static func elementClass(elementName: String, isMacOS: Bool) -> String? {
        isMacOS ? FrameworkCatalogElements.macOS[elementName] : FrameworkCatalogElements.iOS[elementName]
    }

    /// Every element name `elementClass` maps on the platform.
    public static func mappedElementNames(isMacOS: Bool) -> [String] {
        (isMacOS ? FrameworkCatalogElements.macOS : FrameworkCatalogElements.iOS).keys.sorted()
    }

    // MARK: Storage

    private static func lookup(_ name: String, _ isMacOS: Bool?) -> FrameworkClass? {
        switch isMacOS {
        case .some(true): return FrameworkCatalogTables.macOS.classes[name]
        case .some(false): return FrameworkCatalogTables.iOS.classes[name]
        case .none: return FrameworkCatalogTables.iOS.classes[name] ?? FrameworkCatalogTables.macOSClass(named: name)
        }
    }
}

/// The per-platform tables, each built from the declarations in `FrameworkCatalog*.swift` the first time it is
/// asked for (a `static let`: once, by whichever thread asks first). An iOS project never builds the macOS
/// one, half the catalog's 9 M instructions: a name the iOS table lacks is looked up among the macOS table's
/// names (`macOSNames`), and only one of those builds it.
enum FrameworkCatalogTables {
    struct Platform: Sendable {
        let classes: [String: FrameworkClass]
        /// Every action of every class (`FrameworkCatalog.standardResponderActions`).
        let actions: Set<String>
    }

    static let iOS = platform(FrameworkCatalogData.uiKit, view: "UIView", viewController: "UIViewController")
    static let macOS = platform(FrameworkCatalogData.appKit, view: "NSView", viewController: "NSViewController")
    /// The names `macOS.classes` holds, read off the declarations alone.
    static let macOSNames = Set((FrameworkCatalogData.shared + FrameworkCatalogData.appKit + FrameworkCatalogData.crossPlatform).map(\.name))

    /// `macOS.classes[name]`, without building the macOS table for a name it does not hold.
    static func macOSClass(named name: String) -> FrameworkClass? {
        macOSNames.contains(name) ? macOS.classes[name] : nil
    }

    /// The platform's own declarations with those both platforms share, in the order `build` merges them.
    private static func platform(_ own: [FrameworkClassDeclaration], view: String, viewController: String) -> Platform {
        let declarations = (FrameworkCatalogData.shared + own + FrameworkCatalogData.crossPlatform).map(ParsedDeclaration.init)
        let classes = build(declarations, view: view, viewController: viewController)
        return Platform(classes: classes, actions: classes.values.reduce(into: Set<String>()) { $0.formUnion($1.actions) })
    }

    /// A declaration with its properties and actions read out of their text.
    private struct ParsedDeclaration {
        var declaration: FrameworkClassDeclaration
        var properties: [(String, String)]
        var actions: [String]

        init(_ declaration: FrameworkClassDeclaration) {
            self.declaration = declaration
            properties = FrameworkCatalogTables.parseProperties(declaration.properties)
            actions = FrameworkCatalogTables.words(declaration.actions)
        }
    }

    private static func build(_ declarations: [ParsedDeclaration], view: String, viewController: String) -> [String: FrameworkClass] {
        var table: [String: FrameworkClass] = [:]
        table.reserveCapacity(declarations.count)
        for parsed in declarations {
            let declaration = parsed.declaration
            var superclass = declaration.superclass
            if superclass == FrameworkClassDeclaration.platformView { superclass = view }
            if superclass == FrameworkClassDeclaration.platformViewController { superclass = viewController }
            var entry = table.removeValue(forKey: declaration.name) ?? FrameworkClass(name: declaration.name, superclass: superclass)
            if declaration.superclass != nil { entry.superclass = superclass }
            entry.properties.reserveCapacity(entry.properties.count + parsed.properties.count)
            for (name, type) in parsed.properties { entry.properties[name] = type }
            entry.actions.formUnion(parsed.actions)
            table[declaration.name] = entry
        }
        return table
    }

    /// The words of `text` separated by spaces and newlines (`split(whereSeparator:)` by bytes: both are
    /// ASCII, and a space or newline never joins a neighbour into one `Character` but `\r\n`, absent here).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        text.withUTF8Bytes { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\n") {
                if end > start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                start = end + 1
            }
        }
        return words
    }

    /// `"name: Type; other: Type"` (also newline-separated) into pairs, adding the KVC spelling `hidden`
    /// for every Bool property spelled `isHidden` in Swift.
    static func parseProperties(_ text: String) -> [(String, String)] {
        // Over UTF-8 (the separators are ASCII): split by `Character`, the catalog's text was a percent of
        // every run, read again by each run.
        var result: [(String, String)] = []
        let bytes = Array(text.utf8)
        func trimmed(_ lower: Int, _ upper: Int) -> String {
            var lower = lower, upper = upper
            while lower < upper, bytes[lower].isHorizontalSpace { lower += 1 }
            while upper > lower, bytes[upper - 1].isHorizontalSpace { upper -= 1 }
            return String(decoding: bytes[lower..<upper], as: UTF8.self)
        }
        var itemStart = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ";") || bytes[end] == UInt8(ascii: "\n") {
            defer { itemStart = end + 1 }
            guard let colon = bytes[itemStart..<end].firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = trimmed(itemStart, colon)
            let type = trimmed(colon + 1, end)
            guard !name.isEmpty, !type.isEmpty else { continue }
            result.append((name, type))
            if type == "Bool", name.hasPrefix("is"), name.count > 2 {
                let rest = name.dropFirst(2)
                if let first = rest.first, first.isUppercase {
                    result.append((first.lowercased() + rest.dropFirst(), type))
                }
            }
        }
        return result
    }
}

/// One class as the data files declare it; several declarations of one name are merged.
struct FrameworkClassDeclaration: Sendable {
    /// Stands for `UIView`/`NSView` in classes both platforms share (`MKMapView`).
    static let platformView = "$View"
    static let platformViewController = "$ViewController"

    var name: String
    var superclass: String?
    var properties: String
    var actions: String

    init(_ name: String, _ superclass: String?, _ properties: String = "", actions: String = "") {
        self.name = name
        self.superclass = superclass
        self.properties = properties
        self.actions = actions
    }
}
