import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift

/// An `@IBInspectable` property of a type Interface Builder has no editor for.
public struct InspectableTypeUnsupportedRule: Rule {
    public static let description = RuleDescription(
        id: "inspectable-type-unsupported",
        name: "Inspectable type unsupported",
        summary: "An `@IBInspectable` property has a type Interface Builder cannot show or set (an enum, a font, edge insets, an array, a custom class) or no written type, so the Attributes inspector leaves it out.",
        rationale: """
            `@IBInspectable` asks Interface Builder to show a property in the Attributes inspector and to \
            store what you enter there as a User Defined Runtime Attribute, which key-value coding sets when \
            the storyboard or xib loads. Interface Builder has editors for a fixed list of types only. For any \
            other type the compiler accepts the attribute, Interface Builder leaves the property out of the \
            inspector without a word, and no value ever arrives: the view keeps its default, and the design \
            that relies on it is simply not applied.

            The types Interface Builder edits (the runtime-attribute types boolean, number, string, point, \
            size, rect, range, color and image):

            * `Bool`;
            * integers: `Int`, `Int8`, `Int16`, `Int32`, `Int64`, `UInt`, `UInt8`, `UInt16`, `UInt32`, `UInt64` \
            (`NSInteger`/`NSUInteger` are `Int`/`UInt` in Swift);
            * `Float`, `Double`, `CGFloat`;
            * `String` and `NSString`, also optional (`String?`) and implicitly unwrapped (`String!`);
            * `CGPoint`, `CGSize`, `CGRect` (`NSPoint`, `NSSize`, `NSRect` on macOS) and `NSRange`;
            * `UIColor`/`NSColor` and `UIImage`/`NSImage`, also optional and implicitly unwrapped.

            Optional numbers, booleans and geometry (`Int?`, `CGFloat?`) cannot be represented in Objective-C, \
            so the compiler already rejects them with `@IBInspectable`; non-`@objc` enums and Swift structs \
            likewise. What compiles and still has no editor, and is reported: `@objc` enums of the project, \
            framework enums and structs (`NSTextAlignment`, `UIView.ContentMode`, `UIEdgeInsets`, \
            `NSDirectionalEdgeInsets`, `CGAffineTransform`), Foundation values (`URL`, `Date`, `Data`, \
            `NSNumber`, `NSAttributedString`), classes other than colors and images (`UIFont`, a view, a class \
            of the project), arrays, dictionaries and sets. A property declared without a type \
            (`@IBInspectable var cornerRadius = 8.0`) is not listed either, since Interface Builder reads the \
            type as written.

            Not reported: type aliases and types of other modules iblint cannot resolve, and properties some \
            interface file sets by hand as a User Defined Runtime Attribute (the value then arrives, \
            whatever the inspector shows).

            **Fix by hand:** expose a supported type and convert in its setter: the enum's raw value as an \
            `Int`, a font's name as a `String` and its size as a `CGFloat`, one property per inset or array \
            element; or write the type of an untyped property.
            """,
        category: .connections,
        defaultSeverity: .warning,
        tags: ["correctness", "interface-builder"],
        precision: .high,
        examples: InspectableTypeUnsupportedRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // The tables below read every interface file's runtime attributes and every type of the project,
        // so they are made when a property needs them: most projects have few inspectable properties, of
        // types Interface Builder edits. Made for every run, and with every type copied out of its array,
        // the rule took 7-8 ms of a pre-commit run on corona-warn-app; now 1 ms.
        var setByHand: Set<String>? = nil
        var declarations: [String: [(file: Int, type: Int)]]? = nil
        var findings: [Diagnostic] = []
        // Only files that write `IBInspectable` have such properties. Under `--report-only`, a finding of a
        // file not reported is kept only through its one related location, the declaration of the
        // property's type: so such a file's properties are looked at only when their type names a type a
        // reported file declares. Asked of each property's type as `unsupported` reads it (the text without
        // white space, names compared as `String`s), not of the file's words: those are compared by bytes, and
        // `Café` may be written with other bytes than the declaration's, `any Foo` read as `anyFoo`.
        let reportedTypeNames = context.reportsEveryFile ? nil : Self.typeNames(declaredInFilesReportedBy: context)
        for summary in index.swiftFiles where summary.mayMention("IBInspectable") {
            let fileIsReported = reportedTypeNames == nil || context.mayReport(summary.file.path)
            if !fileIsReported, reportedTypeNames?.isEmpty == true { continue }
            // By position, not `for type in summary.types`: copying each type (its arrays and strings, a
            // retain each) was most of this loop over a project's types.
            for typeIndex in summary.types.indices where summary.types[typeIndex].kind == .class || summary.types[typeIndex].kind == .extension {
                for property in summary.types[typeIndex].properties
                where property.hasAttribute("IBInspectable") && !property.isStatic && !property.isLet {
                    if !fileIsReported, let reportedTypeNames {
                        guard let typeText = property.typeText,
                              Self.words(of: typeText.removingWhitespaceCharacters).contains(where: { reportedTypeNames.contains(String($0)) }) else { continue }
                    }
                    if setByHand == nil { setByHand = Self.setByHand(index) }
                    guard setByHand?.contains(property.name) == false else { continue }
                    let type = summary.types[typeIndex]
                    let owner = index.className(enclosing: typeIndex, in: summary) ?? type.name
                    let location = summary.file.location(property.nameRange)
                    guard let typeText = property.typeText else {
                        guard let initializer = property.initializerRange else { continue }
                        let inferred = Self.inferredType(summary.file.text(initializer).trimmingWhitespace)
                        findings.append(context.diagnostic(
                            Self.untyped(property.name, owner: owner), at: location,
                            notes: [Self.leftOut(), Self.writeType(property.name, inferred)]))
                        continue
                    }
                    let declared = { () -> [String: [(file: Int, type: Int)]] in
                        if declarations == nil { declarations = Self.declarations(index) }
                        return declarations ?? [:]
                    }
                    guard let problem = unsupported(typeText, declarations: declared, index: index) else { continue }
                    var related: [RelatedLocation] = []
                    if let declared = problem.declaration { related.append(RelatedLocation(declared, Self.declaredHere(problem.name))) }
                    findings.append(context.diagnostic(
                        Self.noEditor(property.name, owner: owner, type: problem.name, kind: problem.kind), at: location,
                        notes: [Self.leftOut(), Self.supportedTypes(), problem.remedy], related: related))
                }
            }
        }
        return findings
    }

    /// The properties some interface file sets as a User Defined Runtime Attribute (the first part of
    /// each key path).
    private static func setByHand(_ index: ProjectIndex) -> Set<String> {
        Set(index.documents.flatMap { document in
            document.runtimeAttributes.map { String($0.keyPath.prefix { $0 != "." }) }
        })
    }

    /// The names of the types (extensions and local types left out, as `declarations` leaves them) that the
    /// files `context` reports declare.
    private static func typeNames(declaredInFilesReportedBy context: RuleContext) -> Set<String> {
        var names: Set<String> = []
        for summary in context.index.swiftFiles where context.mayReport(summary.file.path) {
            for type in summary.types where type.kind != .extension && !type.isLocal { names.insert(type.name) }
        }
        return names
    }

    /// The identifiers a type is written with (`UIKit.UIColor?`: `UIKit`, `UIColor`): the name `unsupported`
    /// looks up is one of them.
    private static func words(of typeText: String) -> [Substring] {
        typeText.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The project's type declarations by name (extensions and local types left out), for telling what a
    /// property's type is.
    private static func declarations(_ index: ProjectIndex) -> [String: [(file: Int, type: Int)]] {
        var declarations: [String: [(file: Int, type: Int)]] = [:]
        for (fileIndex, summary) in index.swiftFiles.enumerated() {
            for typeIndex in summary.types.indices where summary.types[typeIndex].kind != .extension && !summary.types[typeIndex].isLocal {
                declarations[summary.types[typeIndex].name, default: []].append((fileIndex, typeIndex))
            }
        }
        return declarations
    }

    // MARK: Types

    /// Why a type has no editor: what kind of type it is, a remedy, and where the project declares it.
    private struct Problem {
        var name: String
        var kind: String
        var remedy: String
        var declaration: Location?
    }

    /// Interface Builder's editors, by the name the type is written with (`UIKit.UIColor` by its last part).
    static let supported: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger",
        "NSUInteger", "Float", "Double", "CGFloat", "String", "NSString", "CGPoint", "CGSize", "CGRect", "NSPoint",
        "NSSize", "NSRect", "NSRange", "UIColor", "NSColor", "UIImage", "NSImage",
    ]

    /// Framework enums (imported from Objective-C, so `@IBInspectable` compiles) Interface Builder shows no menu for.
    static let frameworkEnums: Set<String> = [
        "NSTextAlignment", "NSLineBreakMode", "UIViewContentMode", "ContentMode", "UIControlContentHorizontalAlignment",
        "ContentHorizontalAlignment", "UIControlContentVerticalAlignment", "ContentVerticalAlignment", "UIKeyboardType",
        "UIReturnKeyType", "UIKeyboardAppearance", "UITextAutocapitalizationType", "UIActivityIndicatorViewStyle",
        "UIBlurEffectStyle", "UIStackViewDistribution", "UIStackViewAlignment", "NSLayoutAttribute", "UIRectCorner",
        "UIModalPresentationStyle", "UIStatusBarStyle", "UIButtonType", "ButtonType", "UIBarStyle", "UIScrollViewIndicatorStyle",
        "CACornerMask", "NSUnderlineStyle", "UISemanticContentAttribute", "UIUserInterfaceStyle",
    ]

    /// C structs and Foundation values that bridge to Objective-C but have no editor.
    static let otherValues: [String: String] = [
        "UIEdgeInsets": "a struct", "NSEdgeInsets": "a struct", "NSDirectionalEdgeInsets": "a struct", "UIOffset": "a struct",
        "CGVector": "a struct", "CGAffineTransform": "a struct", "CATransform3D": "a struct", "URL": "a URL", "NSURL": "a URL",
        "Date": "a date", "NSDate": "a date", "Data": "data", "NSData": "data", "NSNumber": "a number object",
        "NSAttributedString": "an attributed string", "NSMutableAttributedString": "an attributed string",
        "CGColor": "a Core Graphics color", "CGImage": "a Core Graphics image", "UUID": "a UUID", "Locale": "a locale",
    ]

    /// `declarations`: the project's declarations by name, asked for only when the type is not one the
    /// text alone decides.
    private func unsupported(_ typeText: String, declarations: () -> [String: [(file: Int, type: Int)]], index: ProjectIndex) -> Problem? {
        var type = typeText.removingWhitespaceCharacters
        while let last = type.last, last == "?" || last == "!" { type.removeLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let isDictionary = Self.hasTopLevelColon(type.dropFirst().dropLast())
            return Problem(name: type, kind: isDictionary ? "a dictionary" : "an array",
                           remedy: isDictionary ? Self.remedyDictionary() : Self.remedyArray(), declaration: nil)
        }
        for (prefix, kind) in [("Array<", "an array"), ("Dictionary<", "a dictionary"), ("Set<", "a set")] where type.hasPrefix(prefix) {
            return Problem(name: type, kind: kind, remedy: kind == "an array" ? Self.remedyArray() : Self.remedyDictionary(), declaration: nil)
        }
        guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), let last = type.split(separator: ".").last.map(String.init),
              !Self.supported.contains(last) else { return nil }
        // A type alias or another declaration the scanner did not understand: unknown.
        let projectTypes = (declarations()[last] ?? []).map { (index.swiftFiles[$0.file], index.swiftFiles[$0.file].types[$0.type]) }
        if !projectTypes.isEmpty {
            guard projectTypes.count == 1, let (summary, declaration) = projectTypes.first else { return nil }
            let location = summary.file.location(declaration.nameRange)
            switch declaration.kind {
            case .enum where declaration.hasAttribute("objc"):
                return Problem(name: type, kind: "an enum", remedy: Self.remedyEnum(), declaration: location)
            case .class:
                return Problem(name: type, kind: "a class", remedy: Self.remedyClass(), declaration: location)
            default:
                return nil
            }
        }
        if index.textuallyDeclaredNames.contains(last) || !index.projectClasses(named: last).isEmpty { return nil }
        if Self.frameworkEnums.contains(last) { return Problem(name: type, kind: "an enum", remedy: Self.remedyEnum(), declaration: nil) }
        if let kind = Self.otherValues[last] {
            let remedy = last.hasSuffix("Insets") || last == "UIOffset" ? Self.remedyInsets() : Self.remedyValue()
            return Problem(name: type, kind: kind, remedy: remedy, declaration: nil)
        }
        if last == "UIFont" || last == "NSFont" { return Problem(name: type, kind: "a font", remedy: Self.remedyFont(), declaration: nil) }
        if FrameworkCatalog.class(named: last) != nil { return Problem(name: type, kind: "a class", remedy: Self.remedyClass(), declaration: nil) }
        return nil
    }

    private static func hasTopLevelColon(_ text: Substring) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// The type Swift gives an initializer literal: `8.0` → `Double`, `8` → `Int`, `true` → `Bool`, `"a"` → `String`.
    static func inferredType(_ initializer: String) -> String? {
        if initializer == "true" || initializer == "false" { return "Bool" }
        if initializer.hasPrefix("\"") { return "String" }
        let digits = initializer.hasPrefix("-") ? String(initializer.dropFirst()) : initializer
        guard let first = digits.first, first.isNumber, digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
        return digits.contains(".") ? "Double" : "Int"
    }

    // MARK: Messages

    private static func noEditor(_ property: String, owner: String, type: String, kind: String) -> String {
        "Interface Builder has no editor for @IBInspectable '\(property)' of \(owner): \(type) is \(kind)"
    }

    private static func untyped(_ property: String, owner: String) -> String {
        "Interface Builder does not list @IBInspectable '\(property)' of \(owner): it has no written type"
    }

    private static func leftOut() -> String {
        "The Attributes inspector leaves it out without a word, so no storyboard or xib sets it"
    }

    private static func supportedTypes() -> String {
        "Interface Builder edits Bool, integers, Float, Double, CGFloat, String, CGPoint, CGSize, CGRect, NSRange, colors and images"
    }

    private static func writeType(_ property: String, _ inferred: String?) -> String {
        inferred.map { "Write its type: '\(property): \($0)'" } ?? "Write its type, one Interface Builder edits"
    }

    private static func remedyEnum() -> String { "Expose its raw value as an Int instead, and convert in the setter" }
    private static func remedyFont() -> String { "Expose the font's name as a String and its size as a CGFloat instead" }
    private static func remedyInsets() -> String { "Expose each inset as a CGFloat instead" }
    private static func remedyArray() -> String { "Expose one property per element instead" }
    private static func remedyDictionary() -> String { "Expose one property per key instead" }
    private static func remedyClass() -> String { "Expose the values it is made from, in types Interface Builder edits" }
    private static func remedyValue() -> String { "Expose it as a String or a number instead, and convert in the setter" }

    private static func declaredHere(_ type: String) -> String { "\(type) is declared here" }
}
