import IBLintCore
import IBLintIndex
import IBLintRuleAPI
import IBLintXML
import IBLintSwift

/// A reusable custom view's xib that keeps the Safe Area layout guide.
public struct SafeAreaInCustomViewRule: Rule {
    public static let description = RuleDescription(
        id: "safe-area-in-custom-view",
        name: "Safe Area guide in a custom view",
        summary: "A custom view's xib keeps the Safe Area layout guide, so constraints to it follow the insets of wherever the view ends up on screen.",
        rationale: """
            A view controller's root view covers the screen, and its Safe Area keeps content clear of the \
            notch, the status bar and the home indicator. A reusable custom view is different: it is embedded \
            somewhere inside other views, and its own `safeAreaLayoutGuide` is the part of *the view* that \
            happens to lie inside the *window's* safe area at that moment. Constraints pinned to it shift \
            when the view sits near a screen edge, scrolls under a bar, or rotates into landscape: the card \
            looks right in the middle of the screen and clipped or padded at the top of a table. Interface \
            Builder hides this because it previews the xib with simulated insets.

            Xcode adds the guide to every new View xib (Size inspector → Layout Guides → Safe Area), which is \
            why tutorials on File's Owner and root-class custom views tell you to uncheck it. iblint reports \
            the guide on a top-level view of a `.xib` that is not a view controller's view:

            * File's Owner's class is known not to be a `UIViewController` (a `UIView` subclass, say), or
            * File's Owner has no class (the root-class style, where the view is loaded with `owner: nil`),

            and no `view` outlet points at it. A guide no constraint uses is a note: it does no harm until a \
            constraint is pinned to it.

            **Not reported:** storyboards, xibs whose File's Owner is a view controller (or whose class \
            iblint cannot see, or whose superclass chain leaves what iblint sees), launch screens, nibs the \
            code loads in `loadView()`, tvOS documents (there the guide is the TV's overscan margin, which \
            full-screen layouts need), macOS and watchOS files, and **cells** (`tableViewCell`, \
            `collectionViewCell`, `collectionReusableView` top-level objects, and guides inside their content \
            views): Xcode's cell templates carry the guide, and table and collection views already lay cells \
            out relative to their own safe area (`insetsContentViewsToSafeArea`), so in a cell the guide does no \
            harm. Nor views the code shows as a screen, where the guide is what keeps content clear of the \
            notch and the home indicator: the view's class (File's Owner's, or the view's own) is installed as \
            a controller's root view (`view = BannerView()`, or mentioned in `loadView()`), added straight to a \
            controller's `view` or to a window (`view.addSubview(overlay)`, which is also how overlays are shown \
            over a host view), or used as a table's header (`tableHeaderView = header`, \
            `tableView(_:viewForHeaderInSection:)`).

            **Fix:** the `<viewLayoutGuide key="safeArea">` element is removed, which is what Xcode does when \
            you uncheck the box. For a guide no constraint uses, that changes nothing and the fix is safe. When \
            constraints pin to the guide, each is re-pointed at the view itself (`firstItem`/`secondItem` get \
            the view's id; a `firstItem` that is the view holding the constraint is left out, as Xcode writes \
            it); that moves content to the view's edges, which is right for an embedded view but puts it under \
            the notch or the home indicator if the view does reach the screen's edges, so this fix is unsafe \
            (`--fix --unsafe-fixes`). No fix is offered when something else refers to the guide, or a \
            constraint would end up relating the view to itself.

            **Fix by hand:** select the view, open the Size inspector and uncheck Layout Guides → Safe Area.
            """,
        category: .layout,
        defaultSeverity: .warning,
        fix: .sometimes(.safe, .unsafe),
        tags: ["layout", "interface-builder"],
        precision: .high,
        examples: SafeAreaInCustomViewRuleExamples.all)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        // tvOS documents are left out: there the guide is the TV's overscan margin, which every full-screen
        // layout needs and which iblint cannot tell apart from an embedded view's.
        // Its findings and their related locations are in the xib checked: only reported xibs are.
        let documents = index.documents.filter {
            $0.kind == .xib && !$0.isLaunchScreen && $0.platform == .iOS && context.mayReport($0.path)
        }
        // The guides of custom views that would be findings unless code shows the view as a screen.
        var candidates: [(document: IBDocument, guide: IBElement, guideID: String, view: IBElement, viewID: String, reason: String)] = []
        for document in documents {
            let nibName = ProjectIndex.interfaceName(ofPath: document.path)
            for guideIndex in document.safeAreaGuides {
                let guide = document[guideIndex]
                guard let viewIndex = guide.parent, document.isTopLevel(viewIndex) else { continue }
                let view = document[viewIndex]
                guard let viewID = view.id, let guideID = guide.id,
                      !Self.cellElementNames.contains(view.name), !view.name.hasSuffix("Controller") else { continue }
                guard let reason = customViewReason(view, in: document, nibName: nibName, index: index) else { continue }
                candidates.append((document, guide, guideID, view, viewID, reason))
            }
        }
        // Only those views' classes are looked for in code (which lexes the files that name them): asking
        // about every guide's view, cells included, lexed a tenth of some apps' Swift. A class's answer does
        // not depend on the other classes asked about.
        let shownAsScreens = index.viewClassesShownAsScreens(among: Set(candidates.compactMap { viewClass(of: $0.view, in: $0.document) }))
        var findings: [Diagnostic] = []
        for (document, guide, guideID, view, viewID, reason) in candidates {
            // Code that shows the view as a screen (a controller's root view, an overlay over a
            // controller's view, a table's header) needs the guide.
            if let viewClass = viewClass(of: view, in: document), shownAsScreens.contains(viewClass) { continue }
            let references = document.constraints.filter { $0.firstItem == guideID || $0.secondItem == guideID }
            // A guide nothing uses does no harm yet: a note.
            let fix = fix(guide: guide, guideID: guideID, view: view, viewID: viewID, references: references, in: document)
            findings.append(context.diagnostic(
                Self.keepsSafeArea(view.readableName()),
                at: document.location(of: guide),
                notes: [Self.isReusable(reason), Self.pinned(references.count)] + (fix == nil ? [Self.uncheckSafeArea] : []),
                related: [RelatedLocation(document.location(of: view), Self.theCustomView())],
                fix: fix,
                severity: references.isEmpty ? min(context.severity, .note) : nil))
        }
        return findings
    }

    // MARK: Helpers

    static let cellElementNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// The class whose instances show the view: File's Owner's class when it has one (the view is its
    /// content), else the view's own custom class (root-class style).
    private func viewClass(of view: IBElement, in document: IBDocument) -> String? {
        if let ownerClass = document.filesOwner?.customClass, !ownerClass.isEmpty { return ownerClass }
        if let custom = view.customClass, !custom.isEmpty { return custom }
        return nil
    }

    /// Why the view is a reusable custom view, or `nil` when it is (or might be) a view controller's view.
    private func customViewReason(_ view: IBElement, in document: IBDocument, nibName: String, index: ProjectIndex) -> String? {
        if document.connections.contains(where: { $0.kind == .outlet && $0.property == "view" && $0.destination == view.id }) {
            return nil
        }
        if let owner = document.filesOwner, let ownerClass = owner.customClass, !ownerClass.isEmpty {
            guard index.isClass(ownerClass, subclassOf: "UIViewController") == false else { return nil }
            return Self.ownerIsNotViewController(ownerClass)
        }
        // Root-class style, unless code installs the nib as a view controller's view in `loadView()`.
        let loadedInLoadView = index.swiftFiles.contains { summary in
            summary.interfaceCalls.contains {
                ($0.api == .loadNibNamed || $0.api == .nibInit) && $0.literal == nibName && $0.enclosingFunction == "loadView"
            }
        }
        return loadedInLoadView ? nil : Self.ownerHasNoClass()
    }

    /// Removes the guide and re-points its constraints at the view, as Xcode does.
    private func fix(guide: IBElement, guideID: String, view: IBElement, viewID: String, references: [IBConstraint],
                     in document: IBDocument) -> Fix? {
        // Anything but a constraint item referring to the guide (an outlet, a variation) blocks the fix.
        let referenceElements = Set(references.map(\.element))
        for element in document.elements where element.index != guide.index {
            for attribute in element.attributes where attribute.value == guideID {
                let isItem = referenceElements.contains(element.index) && (attribute.name == "firstItem" || attribute.name == "secondItem")
                if !isItem { return nil }
            }
        }
        guard let removal = InterfaceEdits.removeElement(guide, in: document) else { return nil }
        var edits = [removal]
        for constraint in references {
            let element = document[constraint.element]
            let ownerID = document[constraint.owner].id
            let first = constraint.firstItem == guideID ? viewID : (constraint.firstItem ?? ownerID)
            let second = constraint.secondItem == guideID ? viewID : constraint.secondItem
            if first == second { return nil }
            if constraint.firstItem == guideID, let attribute = element.attribute("firstItem") {
                let edit = constraint.owner == view.index
                    ? InterfaceEdits.removeAttribute(attribute, in: document)
                    : InterfaceEdits.setValue(of: attribute, to: viewID, in: document)
                guard let edit else { return nil }
                edits.append(edit)
            }
            if constraint.secondItem == guideID, let attribute = element.attribute("secondItem") {
                guard let edit = InterfaceEdits.setValue(of: attribute, to: viewID, in: document) else { return nil }
                edits.append(edit)
            }
        }
        // Removing a guide nothing uses changes nothing; re-pointing constraints moves content to the view's
        // edges, under the notch or the home indicator if the view does reach them.
        if references.isEmpty {
            return Fix(title: "Remove the unused Safe Area guide", edits: edits, applicability: .safe)
        }
        return Fix(title: "Remove the Safe Area guide and pin its constraints to the view", edits: edits, applicability: .unsafe)
    }

    // MARK: Messages

    /// `view` as `readableName()` writes it, capitalized here to start the sentence.
    private static func keepsSafeArea(_ view: String) -> String {
        "\(view.prefix(1).uppercased() + view.dropFirst()) is a reusable custom view, but keeps the Safe Area layout guide"
    }

    private static func isReusable(_ reason: String) -> String {
        "It is a reusable custom view: \(reason)"
    }

    private static func pinned(_ count: Int) -> String {
        count == 0
            ? "No constraint uses the guide yet; remove it before one does"
            : "\(count) constraint\(count == 1 ? "" : "s") pin\(count == 1 ? "s" : "") to it and will follow the insets of wherever the view is embedded"
    }

    private static let uncheckSafeArea = "Uncheck Size inspector → Layout Guides → Safe Area"

    /// The reasons `customViewReason` gives.
    private static func ownerIsNotViewController(_ ownerClass: String) -> String {
        "File's Owner is \(ownerClass), not a view controller"
    }

    private static func ownerHasNoClass() -> String {
        "File's Owner has no class"
    }

    private static func theCustomView() -> String {
        "the custom view"
    }
}
