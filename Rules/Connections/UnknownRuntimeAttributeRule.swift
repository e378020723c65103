import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A User Defined Runtime Attribute whose key the object's class does not have, or whose value type does
/// not fit the `@IBInspectable` it sets.
public struct UnknownRuntimeAttributeRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-runtime-attribute",
        name: "Unknown runtime attribute",
        summary: "A User Defined Runtime Attribute sets a key the object's class does not have, or a value whose type does not fit the @IBInspectable.",
        rationale: """
            User Defined Runtime Attributes (and every `@IBInspectable` value set in the Attributes \
            inspector) are applied with key-value coding when the nib loads: \
            `setValue(8, forKeyPath: "cornerRadius")`. If the object's class has no such key — the property \
            was renamed or deleted in code, declared without `@IBInspectable`/`@objc`, or the custom class \
            changed — the app crashes at that moment:

                *** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: \
            '[<ShopApp.RoundedButton 0x…> setValue:forUndefinedKey:]: this class is not key value \
            coding-compliant for the key cornerRadious.'

            A value whose type no longer fits the property (a `string` attribute left over after \
            `@IBInspectable var cornerRadius` became a `CGFloat`) is a warning: depending on the pair, \
            key-value coding converts it, hands the property an object of the wrong type, or crashes.

            iblint checks the key path's first component against the object's class (its custom class or the \
            framework class its element stands for), that class's superclasses and extensions — including \
            `extension UIView { @IBInspectable var … }` anywhere in the project — iblint's table of UIKit \
            and AppKit properties (`layer.cornerRadius`, `clipsToBounds`, accessibility keys), setter \
            methods and Objective-C instance variables, which key-value coding also accepts. Later \
            components are not checked (`CALayer` accepts any key). Keys starting with `_` (private framework \
            state) are left alone.

            Nothing is reported when the class is outside what iblint can see, when there is no source code \
            (extensions are then unknown), or — in a project that imports third-party modules, whose \
            extensions iblint cannot see — unless the key is one typo away from a property the class declares.

            **Fix by hand:** in the Identity inspector's User Defined Runtime Attributes (or the Attributes \
            inspector), delete the stale attribute and set the renamed property again; or restore the \
            property in code with `@IBInspectable`.
            """,
        category: .connections,
        defaultSeverity: .error,
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: UnknownRuntimeAttributeRuleExamples.all)

    public static let asksWhichFindingsMayBeReported = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard index.hasSourceCode else { return [] }
        let facts = index.sourceText
        let thirdPartyCode = !facts.importedModules.subtracting(UnknownCustomClassRule.appleModules)
            .subtracting(index.projectModules).isEmpty || !facts.unresolvedQuoteImports.isEmpty
        var findings: [Diagnostic] = []
        for document in index.documents where context.mayReportFindings(of: document) {
            for attribute in document.runtimeAttributes {
                let object = document[attribute.object]
                let key = String(attribute.keyPath.prefix { $0 != "." })
                guard !key.isEmpty, !key.hasPrefix("_"), !object.isFirstResponder,
                      !(document.platform == .macOS && object.isMacApplicationPlaceholder),
                      let className = index.className(of: object, in: document) else { continue }
                let includeProject = index.mayResolveInProject(object)
                // Made for a finding only (a file the cache trusted unread is read for its lines only then).
                lazy var location = document.location(ofElement: attribute.element)
                let fileName = document.fileName

                switch index.lookupKeyValueKey(key, inClass: className, includeProject: includeProject) {
                case .unknown:
                    continue
                case .found(let member):
                    guard let member, member.isInspectable, key == attribute.keyPath,
                          let declared = member.typeText, let expected = Self.attributeTypes(fitting: declared),
                          let type = attribute.type, type != "nil", !expected.contains(type) else { continue }
                    findings.append(context.diagnostic(
                        Self.wrongValueType(key, type: type, owner: member.owner, declared: declared),
                        at: location, notes: [Self.wrongTypeOnLoad(fileName), Self.setAgain()], related: [RelatedLocation(member.location, Self.declaredHere(key, as: declared))],
                        severity: min(context.severity, .warning)))
                case .notExposed(let member):
                    findings.append(context.diagnostic(
                        Self.propertyWithoutIBInspectable(key, owner: member.owner),
                        at: location, notes: [Self.kvcCannotSet(fileName, key: key), Self.addIBInspectable()], related: [RelatedLocation(member.location, Self.declaredWithoutIBInspectable(key))]))
                case .missing:
                    // Key-value coding also calls a `setKey:` method.
                    let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
                    if case .missing = index.lookupSelector(setter, inClass: className, includeProject: includeProject) {} else { continue }
                    guard !facts.identifiersInUnparsedCode.contains(key) else { continue }
                    let declared = index.propertyNames(inClass: className, outletsOnly: false)
                    let projectDeclared = projectPropertyNames(inClass: className, index: index)
                    let suggestion = Suggestions.closest(to: key, in: thirdPartyCode ? projectDeclared : declared)
                    // A third-party module may extend UIView with this key: only a near-miss of a property the
                    // project declares is then certain to be a mistake.
                    if thirdPartyCode, suggestion == nil { continue }
                    findings.append(context.diagnostic(
                        Self.missingProperty(key, className: className, suggestion: suggestion), at: location,
                        notes: [Self.crashesLoading(fileName, key: key)],
                        related: index.relatedClassLocation(className, Self.classDeclaredHere(className))))
                }
            }
        }
        return findings
    }

    // MARK: Helpers

    /// Properties the project itself declares along the class's chains (class members and extensions).
    private func projectPropertyNames(inClass className: String, index: ProjectIndex) -> [String] {
        var names: [String] = []
        for chain in index.chains(of: className) {
            for link in chain.links {
                switch link {
                case .project(let projectClass): names += projectClass.members.filter { $0.kind == .property }.map(\.name)
                case .framework(let frameworkClass): names += index.extensionMembers(of: frameworkClass.name).filter { $0.kind == .property }.map(\.name)
                }
            }
        }
        return names
    }

    /// The runtime-attribute types Interface Builder writes for an `@IBInspectable` of this declared type;
    /// `nil` when iblint does not know (enums, custom types…).
    static func attributeTypes(fitting typeText: String) -> Set<String>? {
        var type = Substring(typeText.filter { $0 != " " })
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = type.dropFirst(9).dropLast() }
        let name = type.split(separator: ".").last.map(String.init) ?? String(type)
        switch name {
        case "Bool", "ObjCBool": return ["boolean"]
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
             "CGFloat", "NSNumber", "NSInteger", "NSUInteger", "TimeInterval", "Float32", "Float64":
            return ["number"]
        case "String", "NSString": return ["string", "localizedString"]
        case "CGPoint": return ["point"]
        case "CGSize": return ["size"]
        case "CGRect": return ["rect"]
        case "NSRange": return ["range"]
        case "UIColor", "NSColor": return ["color"]
        case "UIImage", "NSImage": return ["image"]
        default: return nil
        }
    }

    // MARK: Messages

    private static func wrongValueType(_ key: String, type: String, owner: String, declared: String) -> String {
        "Runtime attribute '\(key)' is a \(type) value, but @IBInspectable '\(key)' of \(owner) is \(declared)"
    }

    private static func wrongTypeOnLoad(_ fileName: String) -> String {
        "Key-value coding hands it a value of the wrong type when \(fileName) loads"
    }

    private static func setAgain() -> String {
        "Set it again in the Attributes inspector"
    }

    private static func propertyWithoutIBInspectable(_ key: String, owner: String) -> String {
        "'\(key)' is declared in \(owner) without @IBInspectable or @objc"
    }

    private static func kvcCannotSet(_ fileName: String, key: String) -> String {
        "Loading \(fileName) crashes: \"this class is not key value coding-compliant for the key \(key)\""
    }

    private static func addIBInspectable() -> String {
        "Add @IBInspectable to its declaration"
    }

    private static func missingProperty(_ key: String, className: String, suggestion: String?) -> String {
        var message = "\(className) has no property '\(key)'"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }

    private static func crashesLoading(_ fileName: String, key: String) -> String {
        "Loading \(fileName) crashes: \"this class is not key value coding-compliant for the key \(key)\""
    }

    private static func declaredHere(_ key: String, as declared: String) -> String {
        "'\(key)' is declared here as \(declared)"
    }

    private static func declaredWithoutIBInspectable(_ key: String) -> String {
        "'\(key)' is declared here without @IBInspectable"
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }
}
