import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML

/// A `customClass` of the app's own module that names no class in the project.
public struct UnknownCustomClassRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-custom-class",
        name: "Unknown custom class",
        summary: "An object's custom class is in the app's own module, but the project declares no class of that name.",
        rationale: """
            The Custom Class field of the Identity inspector is a string. When the class it names is renamed or \
            deleted in code, the interface file keeps the old name, the project still builds, and at run time \
            the object is created as its plain framework class:

                Unknown class ProductCradView in Interface Builder file.

            The view then has none of its subclass's behaviour; its outlets crash on load ("this class is not \
            key value coding-compliant for the key titleLabel"), actions sent to it crash with "unrecognized \
            selector", and `as! ProductCardView` casts fail.

            iblint reports a custom class only when it is sure the class belongs to the app and is missing:

            * its module is the app's own: `customModuleProvider="target"`, a `customModule` that is a target of \
            a `Package.swift` or `.xcodeproj` under the scanned paths — or no module at all (Objective-C \
            style), but then only when the code imports nothing but Apple frameworks and the project's own \
            modules, and the name does not look like an Apple framework class (`PKPaymentButton`);
            * no class, `struct`, `enum`, protocol, `typealias` or `@objc(…)` name of the project declares it, \
            the framework table does not know it, and the name appears nowhere in the source text (code that \
            mentions a type it does not declare gets it from somewhere iblint cannot see).

            Classes of other modules (Lottie, pods, packages outside the scanned paths) are unknown, not \
            missing; without any source code nothing is reported. A File's Owner of the app's module is left \
            to `missing-files-owner-class`.

            **Fix by hand:** select the object, open the Identity inspector and choose the renamed class \
            (Module: Inherit From Target); or restore the class in code. `iblint --fix --unsafe-fixes` renames \
            the class when exactly one project class of a fitting kind is a close match.
            """,
        category: .classes,
        defaultSeverity: .error,
        concludesFromAbsence: true,
        fix: .sometimes(.unsafe),
        tags: ["correctness", "crash", "interface-builder"],
        precision: .high,
        examples: UnknownCustomClassRuleExamples.all)

    /// Reads the classes each unknown class could be renamed to: among the longest rules on a large project.
    public static let runsLong = true

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        guard index.hasSourceCode else { return [] }
        let facts = index.sourceText
        let thirdPartyCode = !facts.importedModules.subtracting(Self.appleModules).subtracting(index.projectModules).isEmpty
            || !facts.unresolvedQuoteImports.isEmpty
        // First the custom classes that nothing but a mention in code could still declare, then which of
        // those names code mentions, asked of all at once (`certainlyDeclaresNoClass(unlessMentionedInCode:)`).
        var unknown: [(document: Int, position: Int, name: String, scope: Scope)] = []
        for (documentIndex, document) in index.documents.enumerated() {
            for position in document.elements.indices {
                // The element is copied out only when it has a custom class (`customClass(at:)`).
                guard let name = document.customClass(at: position), !name.isEmpty, Self.isPlainIdentifier(name) else { continue }
                let element = document.elements[position]
                guard !element.isFirstResponder else { continue }
                let scope: Scope
                if element.customModuleProvider == "target" {
                    scope = .own
                } else if let module = element.customModule, !module.isEmpty {
                    guard index.projectModules.contains(module) else { continue }
                    scope = .own
                } else {
                    guard !thirdPartyCode else { continue }
                    scope = .noModule
                }
                if scope == .own, element.isFilesOwner, document.kind == .xib { continue }  // missing-files-owner-class
                let modules = scope == .own ? index.lookupModules(of: element, in: document) : []
                // A framework class has no module in an interface file: the prefix test matters only then
                // (an app's own NCSplitViewController is not NotificationCenter's).
                guard !(scope == .noModule && Self.looksLikeAppleClass(name)),
                      index.certainlyDeclaresNoClass(unlessMentionedInCode: name, inModules: modules) else { continue }
                unknown.append((documentIndex, position, name, scope))
            }
        }
        // Under `--report-only`, the findings that could not be reported are left out before code is asked
        // about their names: asking every file's identifiers about each of the project's unknown classes was
        // most of this rule in a pre-commit run (69 M of its 176 M instructions on scale 10, three files
        // reported).
        if !context.reportsEveryFile {
            let reportedClasses = ReportedClassNames(index: index, context: context)
            unknown.removeAll { candidate in
                !context.mayReport(index.documents[candidate.document].path)
                    && !reportedClasses.mayBeRelated(toFindingAbout: candidate.name, index: index)
            }
        }
        guard !unknown.isEmpty else { return [] }
        let mentionedInCode = facts.codeIdentifiers.containing(unknown.lazy.map(\.name))

        var findings: [Diagnostic] = []
        // The classes an element could be renamed to depend on its framework kind and scope only.
        var compatible: [CompatibilityKey: SpellingIndex] = [:]
        for (documentIndex, position, name, scope) in unknown where !mentionedInCode.contains(name) {
            let document = index.documents[documentIndex]
            let element = document.elements[position]
            let isMacOS = document.platform == .macOS
            let fallback = index.className(of: Self.withoutCustomClass(element), in: document) ?? "NSObject"
            let kind = Self.frameworkKind(of: element, in: document, index: index)
            let key = CompatibilityKey(kind: kind, scope: scope)
            let candidates = compatible[key] ?? SpellingIndex(compatibleClasses(ofKind: kind, scope: scope, index: index))
            compatible[key] = candidates
            let (suggestion, close) = candidates.suggestions(for: name)
            var fix: Fix?
            var related: [RelatedLocation] = []
            if close.count == 1, let match = close.first, let attribute = element.attribute("customClass"),
               let edit = InterfaceEdits.setValue(of: attribute, to: match, in: document) {
                fix = Fix(title: "Set the custom class to '\(match)'", edits: [edit], applicability: .unsafe)
                related = index.relatedClassLocation(match, Self.classDeclaredHere(match))
            }
            // Declared only in a file no target compiles: the class is not in the app either.
            let deadDeclaration = index.deadTypeDeclarations[name]?.first?.location
            if let deadDeclaration { related.append(RelatedLocation(deadDeclaration, Self.declaredInUncompiledFile(name))) }
            let uncompiledFile = deadDeclaration.map { SourceFile.fileName(ofPath: $0.path) }
            findings.append(context.diagnostic(
                Self.unknownClass(name, suggestion: suggestion, onlyIn: uncompiledFile),
                at: document.location(of: element),
                notes: [Self.whereItWasLookedFor(name, scope: scope, onlyIn: uncompiledFile),
                        Self.unknownAtRunTime(name, isMacOS: isMacOS, fallback: fallback)],
                related: related, fix: fix))
        }
        return findings
    }

    // MARK: Helpers

    /// Under `--report-only`, what tells whether a finding of an interface file not reported could be kept
    /// through a related location: a finding about `name` points at the class it suggests (one of the
    /// close matches, declared at `projectClasses(named:).first`) and at a declaration of `name` in a file
    /// no target compiles, and at nothing else outside its interface file. So it can be skipped, without
    /// finding the classes it could suggest (every project class tested against the element's kind: most
    /// of such a run's work in this rule), when no such declaration is in a reported file and no class
    /// declared in one is close to `name` (closeness is the candidate's and the name's alone, so a match
    /// among all compatible classes that is declared in a reported file is one among these too).
    private struct ReportedClassNames {
        private let names: SpellingIndex?
        private let context: RuleContext

        init(index: ProjectIndex, context: RuleContext) {
            var reported: [String] = []
            for (name, classes) in index.classesByName {
                if let first = classes.first, context.mayReport(first.place.path) { reported.append(name) }
            }
            names = reported.isEmpty ? nil : SpellingIndex(reported)
            self.context = context
        }

        func mayBeRelated(toFindingAbout name: String, index: ProjectIndex) -> Bool {
            if let dead = index.deadTypeDeclarations[name]?.first, context.mayReport(dead.path) { return true }
            guard let names else { return false }
            return !names.closeMatches(to: name).isEmpty
        }
    }

    /// Class-name prefixes of Apple frameworks: a module-less custom class with one of these is a framework
    /// class iblint's table may not list (`PKPaymentButton`, `ASAuthorizationAppleIDButton`).
    static let appleClassPrefixes: [String] = [
        "UI", "NS", "MK", "WK", "AV", "PK", "AS", "CN", "MP", "SF", "GLK", "AR", "PH", "HK", "IN", "QL", "SCN", "SK",
        "MTK", "PDF", "CL", "GK", "CA", "EK", "MS", "NC", "WC", "CK", "CX", "LA", "VN", "RP", "SL", "TK", "ML", "CP",
        "CS", "GC", "MC", "MF", "AD", "ST", "UN", "VS", "BC", "IK", "QC", "WebView", "Web", "ABPeople", "AB", "DD",
        "SCN", "MDL", "IOS", "PHPicker", "TV", "WK", "CI", "CG", "IM",
    ]

    /// Modules Apple ships (imports of these say nothing about third-party classes).
    static let appleModules: Set<String> = [
        "UIKit", "Foundation", "AppKit", "Cocoa", "SwiftUI", "Combine", "CoreData", "CoreGraphics", "QuartzCore",
        "MapKit", "WebKit", "AVFoundation", "AVKit", "CoreLocation", "Photos", "PhotosUI", "StoreKit", "UserNotifications",
        "SafariServices", "MessageUI", "Contacts", "ContactsUI", "PassKit", "AuthenticationServices", "SceneKit",
        "SpriteKit", "GameKit", "GameplayKit", "Metal", "MetalKit", "ARKit", "RealityKit", "PDFKit", "QuickLook",
        "CoreImage", "CoreMedia", "CoreVideo", "CoreText", "CoreMotion", "CoreBluetooth", "CoreNFC", "CoreML", "Vision",
        "NaturalLanguage", "Speech", "Intents", "IntentsUI", "WidgetKit", "HealthKit", "HealthKitUI", "HomeKit",
        "CloudKit", "EventKit", "EventKitUI", "LocalAuthentication", "Security", "CryptoKit", "Network",
        "SystemConfiguration", "MediaPlayer", "MobileCoreServices", "UniformTypeIdentifiers", "os", "OSLog", "Darwin",
        "Dispatch", "ObjectiveC", "Swift", "XCTest", "Accelerate", "AudioToolbox", "CoreAudio", "CoreHaptics",
        "GLKit", "OpenGLES", "ReplayKit", "Social", "Accounts", "AdSupport", "AppTrackingTransparency", "iAd",
        "CoreTelephony", "CallKit", "PushKit", "NotificationCenter", "LinkPresentation", "VisionKit",
        "BackgroundTasks", "CarPlay", "ClockKit", "WatchKit", "WatchConnectivity", "TVUIKit", "TVServices",
        "JavaScriptCore", "ImageIO", "CoreFoundation", "CoreServices", "Carbon", "IOKit", "ServiceManagement",
        "Quartz", "QuartzComposer", "ImageCaptureCore", "AddressBook", "AddressBookUI", "AssetsLibrary", "Observation",
        "SwiftData", "TipKit", "ActivityKit", "AppIntents", "MusicKit", "ShazamKit", "PencilKit", "Twitter",
    ]

    /// Project classes the element could be renamed to: of the element's framework kind, and reachable the
    /// way the element names its class (a Swift class needs a module; a module-less name, an Objective-C class).
    private func compatibleClasses(ofKind kind: String?, scope: Scope, index: ProjectIndex) -> [String] {
        guard let kind else { return [] }
        var names: [String] = []
        for (name, classes) in index.classesByName where Self.isPlainIdentifier(name) {
            guard let projectClass = classes.first, classes.count == 1, projectClass.name == name else { continue }
            switch (scope, projectClass.language) {
            case (.own, .swift), (.noModule, .objc): break
            default: continue
            }
            if index.isClass(name, subclassOf: kind) == true { names.append(name) }
        }
        return names
    }

    /// The framework class an element is without its custom class (`NSObject` for a placeholder or a
    /// custom object); `nil` when iblint does not know the element.
    private static func frameworkKind(of element: IBElement, in document: IBDocument, index: ProjectIndex) -> String? {
        index.className(of: withoutCustomClass(element), in: document)
            ?? (element.name == "placeholder" || element.name == "customObject" ? "NSObject" : nil)
    }

    private static func withoutCustomClass(_ element: IBElement) -> IBElement {
        var plain = element
        plain.attributes.removeAll { $0.name == "customClass" }
        return plain
    }

    static func isPlainIdentifier(_ name: String) -> Bool {
        // ASCII (nearly every name) by bytes: there a letter is the one Alphabetic scalar.
        if name.isASCII {
            guard let first = name.utf8.first, !name.hasPrefix("_Tt"), first == UInt8(ascii: "_") || Self.isASCIILetter(first)
            else { return false }
            return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || Self.isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard let first = name.unicodeScalars.first, !name.hasPrefix("_Tt"),
              first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func looksLikeAppleClass(_ name: String) -> Bool {
        appleClassPrefixes.contains { prefix in
            guard name.hasPrefix(prefix), name.count > prefix.count else { return false }
            return name.dropFirst(prefix.count).first?.isUppercase ?? false
        }
    }

    // MARK: Messages

    private static func unknownClass(_ name: String, suggestion: String?, onlyIn uncompiledFile: String?) -> String {
        var message = uncompiledFile.map { "Custom class '\(name)' is declared only in \($0), which no target compiles" }
            ?? "Custom class '\(name)' does not exist in the project"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }

    private static func whereItWasLookedFor(_ name: String, scope: Scope, onlyIn uncompiledFile: String?) -> String {
        switch (scope, uncompiledFile) {
        case (.own, nil): "It is set to the app's own module, and no file the app compiles declares a class '\(name)'"
        case (.own, _?): "It is set to the app's own module, and a class in a file no target compiles is not in the app"
        case (.noModule, nil): "It has no module, no file the app compiles declares a class '\(name)', and the project imports no third-party module that could"
        case (.noModule, _?): "It has no module, and the project imports no third-party module that could declare it"
        }
    }

    private static func unknownAtRunTime(_ name: String, isMacOS: Bool, fallback: String) -> String {
        "At run time: \"Unknown class \(name) in Interface Builder file\", and a plain \(fallback) without its outlets and actions"
    }

    private static func declaredInUncompiledFile(_ className: String) -> String {
        "\(className) is declared here, in a file no target compiles"
    }

    private static func classDeclaredHere(_ className: String) -> String {
        "\(className) is declared here"
    }
}

extension UnknownCustomClassRule {
    /// How an element names its class: in the app's own module, or with no module at all.
    fileprivate enum Scope { case own, noModule }
    private struct CompatibilityKey: Hashable { var kind: String?; var scope: Scope }
}
