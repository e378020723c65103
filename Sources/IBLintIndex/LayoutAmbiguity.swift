import IBLintCore
import IBLintSwift
import IBLintXML

/// Whether a view's constraints leave its layout open, read from the constraints themselves: Xcode's
/// `ambiguous="YES"` is what Interface Builder concluded when the file was last saved (for the device it
/// was previewing), and it stays behind after the constraints that resolve it are added by a merge or
/// another Xcode version. Only what is certain counts as ambiguous: an axis with no constraint fixing
/// the view's position on it, or a position but nothing that could give the view its size.
public enum LayoutAxis: String, Sendable, Hashable {
    case horizontal, vertical
}

/// What the constraints say about a view Xcode marked ambiguous.
public enum LayoutAmbiguityVerdict: Sendable, Hashable {
    /// Something iblint does not see completes or may complete the layout at run time: the view is a
    /// stack view's arranged subview (the stack view lays it out, and adds its own low-priority
    /// constraints where sizes are open), a top-level view (whoever loads it gives it its frame), a
    /// placeholder constraint ("Remove at build time") involves it, or the code constrains it.
    case unknown
    /// The constraints fix its position and give it a size on both axes: the mark is stale, or comes
    /// from content priorities iblint does not weigh.
    case determined
    /// Nothing fixes the view's position on these axes.
    case missingPosition([LayoutAxis])
    /// Its position is fixed by one edge, but nothing gives it a size on these axes (no size
    /// constraint, no second edge, no intrinsic content size).
    case missingSize([LayoutAxis])
}

extension IBDocument {
    private static let horizontalPositions: Set<String> = [
        "leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin", "leftMargin",
        "rightMargin", "centerXWithinMargins",
    ]
    private static let verticalPositions: Set<String> = [
        "top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins", "baseline",
        "lastBaseline", "firstBaseline",
    ]
    /// Elements whose frame UIKit sizes from nothing but constraints: no intrinsic content size.
    private static let withoutIntrinsicSize: Set<String> = [
        "view", "scrollView", "tableView", "collectionView", "mapView", "wkWebView", "webView", "containerView",
        "visualEffectView", "textView", "glkView", "mtkView", "sceneKitView", "arscnView", "arskView", "skView",
    ]

    /// The verdict for the view at `index`; `constrainedInCode` tells whether code adds constraints to it.
    public func layoutAmbiguity(ofView index: Int, constrainedInCode: Bool) -> LayoutAmbiguityVerdict {
        let view = elements[index]
        guard let id = view.id, !constrainedInCode, !isTopLevel(index), !isArrangedSubview(index) else { return .unknown }
        var positions: [LayoutAxis: Set<String>] = [:]
        var sized: Set<LayoutAxis> = []
        var aspectRatio = false
        for constraint in constraints {
            let first = constraint.firstItem ?? elements[constraint.owner].id
            let second = constraint.secondItem
            guard first == id || second == id else { continue }
            if elements[constraint.element]["placeholder"] == "YES" { return .unknown }
            // An inequality bounds the layout but fixes nothing.
            guard constraint.relation == nil || constraint.relation == "equal" else { continue }
            for (item, attribute) in [(first, constraint.firstAttribute), (second, constraint.secondAttribute)] where item == id {
                guard let attribute else { continue }
                if Self.horizontalPositions.contains(attribute) { positions[.horizontal, default: []].insert(attribute) }
                if Self.verticalPositions.contains(attribute) { positions[.vertical, default: []].insert(attribute) }
                if attribute == "width" || attribute == "height" {
                    let axis: LayoutAxis = attribute == "width" ? .horizontal : .vertical
                    if first == second, constraint.firstAttribute != constraint.secondAttribute { aspectRatio = true } else { sized.insert(axis) }
                }
            }
        }
        if hasIntrinsicSize(view) || sizedByContent(index) { sized.formUnion([.horizontal, .vertical]) }
        if aspectRatio, let known = sized.first { sized.insert(known == .horizontal ? .vertical : .horizontal) }
        let axes: [LayoutAxis] = [.horizontal, .vertical]
        let unpositioned = axes.filter { (positions[$0] ?? []).isEmpty }
        if !unpositioned.isEmpty { return .missingPosition(unpositioned) }
        let unsized = axes.filter { (positions[$0]?.count ?? 0) < 2 && !sized.contains($0) }
        if !unsized.isEmpty { return .missingSize(unsized) }
        return .determined
    }

    /// A stack view's arranged subview: written in the stack view's `<subviews>`.
    public func isArrangedSubview(_ index: Int) -> Bool {
        guard let subviews = elements[index].parent, elements[subviews].name == "subviews",
              let stack = elements[subviews].parent else { return false }
        return elements[stack].name == "stackView"
    }

    /// Labels, buttons, text fields, image views with an image, stack views, custom classes (which may
    /// define `intrinsicContentSize`) and every other element not known to lack one.
    private func hasIntrinsicSize(_ view: IBElement) -> Bool {
        if let custom = view.customClass, !custom.isEmpty { return true }
        if view.name == "imageView" { return view["image"] != nil }
        return !Self.withoutIntrinsicSize.contains(view.name)
    }

    /// A container whose subviews' constraints reach its edges may take its size from its content.
    private func sizedByContent(_ index: Int) -> Bool {
        guard let id = elements[index].id else { return false }
        let descendants = descendantIDs(of: index)
        return constraints.contains { constraint in
            let first = constraint.firstItem ?? elements[constraint.owner].id
            let second = constraint.secondItem
            return (first == id && second.map(descendants.contains) == true)
                || (second == id && first.map(descendants.contains) == true)
        }
    }

    private func descendantIDs(of index: Int) -> Set<String> {
        var ids: Set<String> = []
        for descendant in (index + 1)..<subtreeEnd(of: index) {
            if let id = elements[descendant].id { ids.insert(id) }
        }
        return ids
    }
}

extension ProjectIndex {
    /// Names of properties the code adds constraints through: `badge.topAnchor…`, `badge.snp…`,
    /// `NSLayoutConstraint(item: badge, …)`, `badge.addConstraint(…)`, Objective-C
    /// `[NSLayoutConstraint constraintWithItem:self.badge …]`. An outlet of such a name may be completed
    /// at run time.
    public func namesConstrainedInCode() -> Set<String> {
        var names: Set<String> = []
        // Every file was scanned for these names when it was parsed (`SwiftFileSummary.constrainedNames`,
        // `ObjCTextFacts.constrainedNames`), and the cache keeps them.
        for summary in swiftFiles { names.formUnion(summary.constrainedNames) }
        for summary in objcFiles { names.formUnion(summary.text.constrainedNames) }
        return names
    }
}
