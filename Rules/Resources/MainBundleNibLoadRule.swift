import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintSwift

/// `Bundle.main` used to load a nib or storyboard from inside a view or view controller class.
public struct MainBundleNibLoadRule: Rule {
    public static let description = RuleDescription(
        id: "main-bundle-nib-load",
        name: "Nib loaded from Bundle.main inside a view class",
        summary: "A `UIView` or `UIViewController` subclass loads a nib or storyboard from `Bundle.main`, which breaks as soon as the class lives in a framework, a Swift package or an Xcode preview.",
        rationale: """
            `Bundle.main` is the bundle of the running *app*. While the view and its xib are part of the \
            app target that is the same bundle, so tutorials write

                Bundle.main.loadNibNamed("ProductCardView", owner: self, options: nil)
                UINib(nibName: "ProductCell", bundle: .main)

            Move the view into a framework, a Swift package or a separate UI module (or render it in an Xcode \
            preview or an `@IBDesignable` agent, whose main bundle is the agent's), and the nib is no longer \
            in the main bundle:

                *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: \
            'Could not load NIB in bundle: 'NSBundle </…/Preview.app> (loaded)' with name 'ProductCardView''

            `Bundle(for: ProductCardView.self)` is the bundle that contains the class, which is where its \
            nib is built: the main bundle in an app target, the framework's bundle in a framework. (In a \
            Swift package, resources live in `Bundle.module`; `Bundle(for:)` is still right for classes \
            built into frameworks.)

            iblint reports `Bundle.main` and `.main` passed to `loadNibNamed`, `UINib(nibName:bundle:)`, \
            `UIStoryboard(name:bundle:)` and `init(nibName:bundle:)` (string-literal names) inside a class \
            iblint knows to be a `UIView`/`UIViewController` (or AppKit `NSView`/`NSViewController`) \
            subclass, or an extension of one.

            **Not reported:** `bundle: nil`, which UIKit documents as "the main bundle" and which is the \
            idiomatic spelling in app targets (reporting every `UINib(nibName: "Cell", bundle: nil)` would \
            bury the findings that matter); calls outside view and view-controller classes (an app delegate \
            or coordinator legitimately loads the app's storyboards from the main bundle); classes whose \
            superclass chain iblint cannot follow.

            **Fix:** replace it with `Bundle(for: ClassName.self)`. iblint writes the enclosing class's name \
            rather than `Self.self`: `Self` is unavailable in some positions (stored-property initializers of \
            non-final classes, Swift before 5.1) and in a non-final class it is the *dynamic* type, so a \
            subclass declared in another module would look in the wrong bundle. The fix is safe: in an app \
            target both expressions name the same bundle. When the call names a local \
            (`let bundle = Bundle.main`), the fix edits that `let`, which other loads may use too: unsafe.
            """,
        category: .resources,
        defaultSeverity: .warning,
        fix: .always(.safe, .unsafe),
        tags: ["portability", "interface-builder", "swift"],
        precision: .high,
        examples: MainBundleNibLoadRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        for summary in index.swiftFiles where context.mayReport(summary.file.path) {
            for call in summary.interfaceCalls {
                guard [.loadNibNamed, .nibInit, .storyboardInit, .viewControllerNibInit].contains(call.api),
                      let bundle = call.bundleArgument, let range = call.bundleRange, call.resolvedForClass == nil,
                      Self.mainBundleSpellings.contains(bundle.removingWhitespaceCharacters),
                      let typeIndex = call.enclosingType, !summary.types[typeIndex].isLocal,
                      let className = index.className(enclosing: typeIndex, in: summary),
                      Self.viewBaseClasses.contains(where: { index.isClass(className, subclassOf: $0) == true }) else { continue }
                let type = summary.types[typeIndex]
                let writtenName = type.kind == .class ? type.qualifiedName : type.name
                let replacement = "Bundle(for: \(writtenName).self)"
                diagnostics.append(context.diagnostic(
                    Self.loadsFromMainBundle(call.literal, api: call.api, className: className),
                    at: summary.file.location(range),
                    notes: [Self.mainBundleIsNotTheClass(className), Self.loadFails(call.literal, api: call.api)],
                    // A local the call names (`let bundle = Bundle.main`) may serve other loads too: review the edit.
                    fix: Fix(title: "Use \(replacement)", edits: [Edit(in: summary.file, range: range, replacement: replacement)],
                             applicability: call.range.contains(range) ? .safe : .unsafe)))
            }
        }
        return diagnostics
    }

    // MARK: Helpers

    private static let viewBaseClasses = ["UIView", "UIViewController", "NSView", "NSViewController"]
    private static let mainBundleSpellings: Set<String> = ["Bundle.main", ".main", "Foundation.Bundle.main"]

    // MARK: Messages

    private static func loadsFromMainBundle(_ name: String, api: SwiftInterfaceAPI, className: String) -> String {
        "\(className) loads \(api == .storyboardInit ? "storyboard" : "nib") \"\(name)\" from Bundle.main"
    }

    private static func mainBundleIsNotTheClass(_ className: String) -> String {
        "In a framework, a Swift package or an Xcode preview, Bundle.main is not the bundle that contains \(className)"
    }

    private static func loadFails(_ name: String, api: SwiftInterfaceAPI) -> String {
        "There the load fails with \"\(loadFailure(name, api: api))\""
    }

    /// The error UIKit reports when the file is not in the bundle it was asked to load from.
    private static func loadFailure(_ name: String, api: SwiftInterfaceAPI) -> String {
        api == .storyboardInit ? "Could not find a storyboard named '\(name)'" : "Could not load NIB in bundle"
    }
}
