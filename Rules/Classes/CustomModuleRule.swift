import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift
import IBLintXML

/// A custom class with no module: a Swift class IB then looks up under the wrong name.
public struct CustomModuleRule: Rule {
    public static let description = RuleDescription(
        id: "custom-module",
        name: "Custom class without module",
        summary: "An object's custom class names no module (`customModule`/`customModuleProvider`), which a Swift class needs to be found at runtime.",
        rationale: """
            A Swift class's runtime name includes its module: `ShopApp.CartViewController`, not \
            `CartViewController`. Interface Builder stores the module next to the class \
            (`customClass="CartViewController" customModule="ShopApp" customModuleProvider="target"`, \
            the Module field of the Identity inspector). When the module is missing, UIKit asks the runtime \
            for a class called just `CartViewController`, finds none, logs

                Unknown class CartViewController in Interface Builder file.

            and creates the plain superclass instead (`UIViewController`, `UIView`). The app does not crash \
            at that line; it crashes later, at the first outlet (`setValue:forUndefinedKey:`), at a cast \
            (`as! CartViewController`), or it just shows an empty screen. The module usually goes missing \
            when a class is moved between targets, when a file is copied from another project, or after \
            editing the XML by hand.

            **This rule is off by default** because Objective-C classes legitimately have no module: their \
            runtime name is just the class name, and Xcode leaves Module empty for them. The same holds for \
            a Swift class with an explicit Objective-C name (`@objc(CartViewController)`). iblint skips \
            framework classes (UIKit, AppKit, MapKit…), classes it sees declared in Objective-C, Swift \
            classes with an explicit `@objc(Name)`, qualified names (`ShopApp.CartViewController`), and \
            placeholders (File's Owner, First Responder), which a nib never instantiates. Only classes iblint \
            sees declared in Swift are reported: a class it cannot see (from a library such as \
            `FLAnimatedImageView`, or in sources outside the scanned paths) may be Objective-C, and is unknown.

            **Fix by hand:** select the object, open the Identity inspector and, under Custom Class, tick \
            **Inherit Module From Target** (or pick the module that defines the class).
            """,
        category: .classes,
        defaultSeverity: .warning,
        enabledByDefault: false,
        tags: ["correctness", "interface-builder", "swift"],
        precision: .medium,
        examples: CustomModuleRuleExamples.all)

    public static let asksWhichFindingsMayBeReported = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // Without any source code every class is unknown: nothing can be said about modules.
        guard index.hasSourceCode else { return [] }
        var findings: [Diagnostic] = []
        for document in index.documents where context.mayReportFindings(of: document) {
            for position in document.elements.indices {
                // Custom classes read in place: most elements have none.
                guard let customClass = document.customClass(at: position), !customClass.isEmpty else { continue }
                let element = document.elements[position]
                guard element.customModule == nil, element.customModuleProvider == nil,
                      element.name != "placeholder", !needsNoModule(customClass, index: index) else { continue }
                // Only a class iblint knows to be Swift needs a module; one it cannot see may well be an
                // Objective-C class from a library (`FLAnimatedImageView`), which needs none.
                guard let swiftClass = index.projectClasses(named: customClass).first(where: { $0.language == .swift }) else { continue }
                findings.append(context.diagnostic(
                    Self.missingModule(customClass, element: element.readableName(showingContent: true)),
                    at: document.location(of: element),
                    notes: [Self.unknownAtRunTime(customClass), Self.inheritModule()],
                    related: [RelatedLocation(swiftClass.location, Self.classDeclaredHere(customClass))]))
            }
        }
        return findings
    }

    // MARK: Helpers

    /// Classes whose runtime name is the bare class name: framework classes, Objective-C classes,
    /// Swift classes with an explicit `@objc(Name)`, and names already qualified or mangled.
    private func needsNoModule(_ name: String, index: ProjectIndex) -> Bool {
        if name.contains(".") || name.hasPrefix("_Tt") { return true }
        if FrameworkCatalog.isKnown(name) || Self.looksLikeAppleFrameworkClass(name) { return true }
        let declared = index.projectClasses(named: name)
        if declared.contains(where: { $0.language == .objc }) { return true }
        for projectClass in declared where projectClass.language == .swift {
            for site in projectClass.swiftSites {
                let declaration = site.declaration
                let objcName = declaration.attributes.first { $0.name == "objc" }?.arguments?.trimmingWhitespace
                if objcName == name { return true }
            }
        }
        return false
    }

    /// Prefixes of Apple frameworks whose classes a nib can name (all Objective-C, so module-less):
    /// a prefix followed by an uppercase letter (`MKMapView`, `WKWebView`, `PDFView`, `AVPlayerView`).
    static let appleClassPrefixes = ["UI", "NS", "MK", "WK", "SCN", "SK", "AR", "GLK", "MTK", "AV", "PK", "PDF", "CL", "CN",
                                     "EK", "GK", "HK", "MF", "MS", "PH", "QL", "SF", "AS", "CP", "INUI", "IK", "QC", "AU",
                                     "CA", "RP", "VN", "HM", "MP", "CK", "GC", "IN", "LA", "LP", "ML", "PHP", "RPS", "SLCompose",
                                     "WebView", "ABPeople", "CBC", "OSA", "PKCanvas", "SCNView", "SKView", "AMWorkflow"]

    static func looksLikeAppleFrameworkClass(_ name: String) -> Bool {
        for prefix in appleClassPrefixes where name.hasPrefix(prefix) {
            guard let next = name.dropFirst(prefix.count).first else { return true }
            if next.isUppercase { return true }
        }
        return false
    }

    // MARK: Messages

    private static func missingModule(_ className: String, element: String) -> String {
        "\(element) names the Swift class \(className) without a module"
    }

    private static func unknownAtRunTime(_ className: String) -> String {
        "UIKit looks for a class named just '\(className)': \"Unknown class \(className) in Interface Builder file\""
    }

    private static func inheritModule() -> String {
        "Tick Inherit Module From Target in the Identity inspector"
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }
}
