import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift

/// An `@IBDesignable` Swift class that declares designated initializers but not `init(frame:)`.
public struct IBDesignableMissingInitFrameRule: Rule {
    public static let description = RuleDescription(
        id: "ibdesignable-missing-init-frame",
        name: "@IBDesignable without init(frame:)",
        summary: "An `@IBDesignable` class declares designated initializers but not `init(frame:)`, which Interface Builder uses to render it.",
        rationale: """
            Interface Builder renders an `@IBDesignable` view by creating it with `init(frame:)` and then \
            calling `prepareForInterfaceBuilder()`. A Swift class inherits `init(frame:)` only while it \
            declares **no** designated initializer of its own; as soon as it declares one (typically \
            `required init?(coder:)` to run its setup, or `init(style:)`), `init(frame:)` is gone. The \
            Objective-C entry point still exists, and traps:

                Fatal error: Use of unimplemented initializer 'init(frame:)' for class 'MyApp.GradientView'

            In Xcode this shows as "Failed to render and update auto layout status for … The agent crashed", \
            and every storyboard using the view shows an empty box. Code that calls `GradientView(frame:)` \
            does not compile, so nothing else reveals it.

            **Not reported:** designables that declare no designated initializers (they inherit \
            `init(frame:)`), that declare `init(frame:)`, or only `convenience` initializers; Objective-C \
            `IB_DESIGNABLE` classes (Objective-C always inherits `initWithFrame:`); classes iblint did not \
            fully understand; classes that are not views (a designable `UIBarButtonItem` is never \
            rendered); views that inherit a convenience `init(frame:)` (a `UITextView` or \
            `UIVisualEffectView` subclass that overrides all of its superclass's designated initializers); \
            classes whose `init?(coder:)` is unavailable or traps; and, when iblint sees every interface \
            file of the project, classes none of them uses.

            **Fix by hand:** add `override init(frame: CGRect) { super.init(frame: frame); … }` running the \
            same setup as `init?(coder:)`. iblint's fix does exactly that by copying the body of \
            `init?(coder:)` with `super.init(coder: coder)` replaced by `super.init(frame: frame)` (offered \
            when the body uses `coder` nowhere else and does not trap); it is unsafe because that body now \
            also runs for views created in code and in Interface Builder's renderer.
            """,
        category: .lifecycle,
        defaultSeverity: .error,
        fix: .always(.unsafe),
        tags: ["correctness", "crash", "interface-builder", "swift"],
        precision: .high,
        examples: IBDesignableMissingInitFrameRuleExamples.all)

    public static let sharedTables: Set<ProjectIndex.SharedTable> = [.classesUsedByInterfaceFiles]

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for summary in context.index.swiftFiles where context.mayReport(summary.file.path) {
            for type in summary.types where type.kind == .class && type.hasAttribute("IBDesignable") && !type.isLocal {
                guard !summary.unparsedRanges.contains(where: { type.range.overlaps($0) }) else { continue }
                let designated = type.functions.filter { $0.kind == .initializer && !$0.modifiers.contains("convenience") }
                guard !designated.isEmpty,
                      !designated.contains(where: { $0.parameters.count == 1 && $0.parameters[0].label == "frame" }),
                      isRenderedView(type, index: context.index),
                      !coderInitIsUnusable(designated),
                      !noInterfaceFileUses(type.name, index: context.index),
                      !inheritsConvenienceFrameInit(type, designated: designated, index: context.index) else { continue }
                let fix = frameInitFix(type: type, designated: designated, file: summary.file)
                diagnostics.append(context.diagnostic(
                    Self.missingFrameInit(type.name, designated: designated),
                    at: summary.file.location(type.nameRange),
                    notes: [Self.rendererCrashes] + (fix == nil ? [Self.addFrameInit] : []),
                    related: designated.map { RelatedLocation(summary.file.location($0.nameRange), Self.designatedInitializerHere()) },
                    fix: fix))
            }
        }
        return diagnostics
    }

    // MARK: Helpers

    /// When iblint sees every interface file of the project and none uses the class (or a subclass of
    /// it), Interface Builder never renders it. Without a whole project it may be used where iblint
    /// cannot see: reported.
    private func noInterfaceFileUses(_ className: String, index: ProjectIndex) -> Bool {
        guard index.project.allInterfaceFilesScanned, index.loadFailures.isEmpty else { return false }
        return !index.classesUsedByInterfaceFiles().contains { $0.projectClass.name == className }
    }

    /// A class whose `init?(coder:)` is `@available(*, unavailable)` or traps cannot be placed in an
    /// interface file at all (fatal-init-coder covers one that is): the renderer never creates it.
    private func coderInitIsUnusable(_ designated: [SwiftFunction]) -> Bool {
        guard let coderInit = designated.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == "coder" }) else { return false }
        let unavailable = coderInit.attributes.contains { $0.name == "available" && ($0.arguments ?? "").containsText("unavailable") }
        return unavailable || !(coderInit.bodyFacts?.traps.isEmpty ?? true)
    }

    /// Interface Builder renders designables that are views (`UIView`, `NSView`); a designable bar
    /// button item or object is never created by the renderer. Unknown ancestry is not reported.
    private func isRenderedView(_ type: SwiftTypeDeclaration, index: ProjectIndex) -> Bool {
        index.isClass(type.name, subclassOf: "UIView") == true || index.isClass(type.name, subclassOf: "NSView") == true
    }

    /// Whether the class inherits `init(frame:)` as a convenience initializer: its nearest framework
    /// superclass imports `init(frame:)` as convenience (`UITextView`, `UIVisualEffectView`…) and the
    /// class overrides every designated initializer of it. Through a project superclass that derives
    /// from such a view, iblint cannot tell: it does not report.
    private func inheritsConvenienceFrameInit(_ type: SwiftTypeDeclaration, designated: [SwiftFunction], index: ProjectIndex) -> Bool {
        guard let chain = index.chains(of: type.name).first else { return true }
        let frameworkAncestor = chain.links.first { if case .framework = $0 { true } else { false } }
        guard let ancestor = frameworkAncestor, let required = FrameworkCatalog.designatedInitializersOtherThanFrame(of: ancestor.name) else {
            return false
        }
        // The direct superclass is a project class: its own initializers decide, which iblint does not follow.
        if chain.links.count > 1, case .project = chain.links[1] { return true }
        let declared = Set(designated.map { $0.parameters.map { $0.label ?? "_" } })
        return required.allSatisfy { declared.contains($0) }
    }

    /// A copy of `init?(coder:)` as `init(frame:)`, inserted right before it.
    private func frameInitFix(type: SwiftTypeDeclaration, designated: [SwiftFunction], file: SourceFile) -> Fix? {
        guard let coderInit = designated.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == "coder" }),
              let body = coderInit.bodyRange, let facts = coderInit.bodyFacts, facts.traps.isEmpty,
              !coderInit.attributes.contains(where: { $0.name == "available" }) else { return nil }
        let superInits = facts.calls.filter { $0.name == "init" && $0.receiver == .superclass }
        guard superInits.count == 1, let superInit = superInits.first,
              superInit.argumentLabels == ["coder"] else { return nil }
        let parameterName = coderInit.parameters[0].name
        let before = file.text(ByteRange(start: body.start, end: superInit.range.start))
        let after = file.text(ByteRange(start: superInit.range.end, end: body.end))
        guard !Self.mentionsWord(parameterName, in: before), !Self.mentionsWord(parameterName, in: after) else { return nil }

        let indent = file.indentation(ofLineAt: coderInit.range.start)
        guard file.offset(ofLine: file.line(ofByte: coderInit.range.start)) + indent.utf8.count == coderInit.range.start else { return nil }
        let access = coderInit.modifiers.contains("public") || coderInit.modifiers.contains("open") ? "public " : ""
        let newLine = file.lineEnding(ofLineAt: coderInit.range.start)
        let text = "\(access)override init(frame: CGRect) {\(before)super.init(frame: frame)\(after)}\(newLine)\(newLine)\(indent)"
        return Fix(title: "Add init(frame:) running the same code as init?(coder:)",
                   edits: [Edit(in: file, range: ByteRange(start: coderInit.range.start, end: coderInit.range.start), replacement: text)],
                   applicability: .unsafe)
    }

    private static func mentionsWord(_ word: String, in text: String) -> Bool {
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" { current.append(character) }
            else {
                if current == word { return true }
                current = ""
            }
        }
        return current == word
    }

    // MARK: Messages

    private static func missingFrameInit(_ className: String, designated: [SwiftFunction]) -> String {
        "@IBDesignable class \(className) declares \(signatures(of: designated)) but not init(frame:)"
    }

    private static let rendererCrashes =
        "Without it the class inherits no init(frame:), and Interface Builder's renderer crashes creating it"

    private static let addFrameInit = "Add override init(frame: CGRect)"

    private static func designatedInitializerHere() -> String {
        "designated initializer declared here"
    }

    /// `init?(coder:), init(title:_:)`.
    private static func signatures(of initializers: [SwiftFunction]) -> String {
        initializers.map { "init\($0.isFailable ? "?" : "")(\($0.parameters.map { ($0.label ?? "_") + ":" }.joined()))" }
            .joined(separator: ", ")
    }
}
