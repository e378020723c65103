/// Writing Interface Builder documents as Xcode does: 4-space indentation, its element order, its
/// `abc-de-fgh` object ids, its `0.0` for zero.

/// Lines of XML at an indentation depth.
struct XMLText {
    private(set) var text = ""
    var depth = 0

    init(depth: Int = 0) { self.depth = depth }

    mutating func line(_ content: String) {
        for _ in 0..<depth { text += "    " }
        text += content
        text += "\n"
    }

    /// `<tag attributes>` … `</tag>`, the body indented one level.
    mutating func element(_ openTag: String, _ body: (inout XMLText) -> Void) {
        line("<\(openTag)>")
        depth += 1
        body(&self)
        depth -= 1
        line("</\(Self.name(of: openTag))>")
    }

    mutating func append(_ other: XMLText) { text += other.text }

    static func name(of openTag: String) -> Substring {
        openTag.prefix { $0 != " " }
    }
}

/// Object ids of one document, unique within it (as Xcode makes them: 3-2-3 letters and digits).
struct ObjectIDs {
    private var random: Random
    private var used: Set<String> = []
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    init(seed: UInt64, document: String) { random = Random(seed: seed, name: "ids:" + document) }

    mutating func next() -> String {
        while true {
            var id = ""
            for position in 0..<8 {
                if position == 3 || position == 5 { id.append("-") }
                id.append(Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))])
            }
            if used.insert(id).inserted { return id }
        }
    }
}

struct Frame {
    var x: Int, y: Int, width: Int, height: Int

    var xml: String {
        "<rect key=\"frame\" x=\"\(IB.number(x))\" y=\"\(IB.number(y))\" width=\"\(IB.number(width))\" height=\"\(IB.number(height))\"/>"
    }
}

enum IB {
    /// Xcode writes zero as `0.0` and whole numbers as integers.
    static func number(_ value: Int) -> String { value == 0 ? "0.0" : String(value) }

    static let module = AppLayout.moduleName

    /// `customClass="X" customModule="App" customModuleProvider="target"`: a Swift class of the app.
    static func swiftClass(_ name: String) -> String {
        "customClass=\"\(name)\" customModule=\"\(module)\" customModuleProvider=\"target\""
    }

    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    static func xibHeader(autolayout: Bool = true, safeAreas: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \(autolayout ? "useAutolayout=\"YES\" " : "")useTraitCollections="YES" \(safeAreas ? "useSafeAreas=\"YES\" " : "")colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Named colors" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>

        """
    }

    static func storyboardHeader(initial: String?) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Named colors" minToolsVersion="9.0"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>

        """
    }

    /// The `<resources>` section: the images and named colors the document uses, as Xcode lists them.
    static func resources(_ views: ViewFactory, extraSystemColors: [String] = [], into xml: inout XMLText) {
        let systemColors = views.systemColors + extraSystemColors
        guard !views.images.isEmpty || !views.systemImages.isEmpty || !views.colors.isEmpty || !systemColors.isEmpty else { return }
        xml.element("resources") { xml in
            let images = unique(views.images).map { ($0, false) } + unique(views.systemImages).map { ($0, true) }
            for (image, system) in images.sorted(by: { $0.0 < $1.0 }) {
                if system {
                    xml.line("<image name=\"\(image)\" catalog=\"system\" width=\"128\" height=\"114\"/>")
                } else {
                    xml.line("<image name=\"\(image)\" width=\"240\" height=\"160\"/>")
                }
            }
            let colors = views.colors
            for color in unique(colors) {
                xml.element("namedColor name=\"\(color)\"") { xml in
                    xml.line("<color red=\"0.20000000000000001\" green=\"0.40000000000000002\" blue=\"0.80000000000000004\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
                }
            }
            for color in unique(systemColors) {
                xml.element("systemColor name=\"\(color)\"") { xml in
                    xml.line(color.hasPrefix("system") && color.contains("Background")
                             ? "<color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
                             : "<color red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
                }
            }
        }
    }

    static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }.sorted()
    }
}

/// A part of a view's element: a line, a nested view (a cell's content view, a table's header), or a
/// wrapper element around more parts (`<prototypes>`, `<cells>`).
indirect enum IBNode {
    case line(String)
    case view(IBView)
    case group(String, [IBNode])

    func render(into xml: inout XMLText) {
        switch self {
        case .line(let text): xml.line(text)
        case .view(let view): view.render(into: &xml)
        case .group(let openTag, let nodes):
            xml.element(openTag) { xml in
                for node in nodes { node.render(into: &xml) }
            }
        }
    }
}

/// One view of an interface file, rendered the way Xcode orders a view's parts.
struct IBView {
    var tag: String
    /// Attributes before `id`, in Xcode's order.
    var attributes: String
    var id: String
    /// `customClass…` and `userLabel`, written after the id.
    var trailingAttributes: String = ""
    /// `key="view"`, `key="contentView"`: written first.
    var key: String?
    var frame: Frame
    var autoresizing: String? = nil
    /// Parts right after the frame (fonts, states, segments, a cell's content view…).
    var details: [IBNode] = []
    var subviews: [IBView] = []
    /// Parts after the subviews (layout guides, colors, prototypes…).
    var afterSubviews: [IBNode] = []
    var constraints: [String] = []
    var runtimeAttributes: [String] = []
    var connections: [String] = []
    /// Parts at the very end (a cell's `<point key="canvasLocation">`…).
    var trailing: [IBNode] = []

    func render(into xml: inout XMLText) {
        var open = tag
        if let key { open += " key=\"\(key)\"" }
        if !attributes.isEmpty { open += " " + attributes }
        open += " id=\"\(id)\""
        if !trailingAttributes.isEmpty { open += " " + trailingAttributes }
        xml.element(open) { xml in
            xml.line(frame.xml)
            if let autoresizing { xml.line(autoresizing) }
            for node in details { node.render(into: &xml) }
            if !subviews.isEmpty {
                xml.element("subviews") { xml in
                    for view in subviews { view.render(into: &xml) }
                }
            }
            for node in afterSubviews { node.render(into: &xml) }
            if !constraints.isEmpty {
                xml.element("constraints") { xml in
                    for line in constraints { xml.line(line) }
                }
            }
            if !runtimeAttributes.isEmpty {
                xml.element("userDefinedRuntimeAttributes") { xml in
                    for line in runtimeAttributes { xml.line(line) }
                }
            }
            if !connections.isEmpty {
                xml.element("connections") { xml in
                    for line in connections { xml.line(line) }
                }
            }
            for node in trailing { node.render(into: &xml) }
        }
    }
}

/// Views and the constraints between them, made with one document's ids.
struct ViewFactory {
    var ids: ObjectIDs
    var random: Random
    /// Images and colors the document's views use, for its `<resources>` section.
    var images: [String] = []
    /// SF Symbols (`catalog="system"`).
    var systemImages: [String] = []
    var colors: [String] = []
    var systemColors: [String] = []

    init(seed: UInt64, document: String) {
        ids = ObjectIDs(seed: seed, document: document)
        random = Random(seed: seed, name: "layout:" + document)
    }

    mutating func id() -> String { ids.next() }

    static let textStyles = ["UICTFontTextStyleHeadline", "UICTFontTextStyleBody", "UICTFontTextStyleSubhead",
                             "UICTFontTextStyleFootnote", "UICTFontTextStyleCaption1", "UICTFontTextStyleTitle3"]

    mutating func label(_ text: String, frame: Frame, color: String? = nil, lines: Int = 1) -> IBView {
        var details: [IBNode] = [.line("<fontDescription key=\"fontDescription\" style=\"\(random.pick(Self.textStyles))\"/>")]
        if let color {
            details.append(.line("<color key=\"textColor\" name=\"\(color)\"/>"))
            colors.append(color)
        } else {
            details.append(.line("<color key=\"textColor\" systemColor=\"labelColor\"/>"))
            systemColors.append("labelColor")
        }
        details.append(.line("<nil key=\"highlightedColor\"/>"))
        let numberOfLines = lines == 1 ? "" : " numberOfLines=\"\(lines)\""
        return IBView(tag: "label",
                      attributes: "opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" text=\"\(IB.xmlEscaped(text))\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\"\(numberOfLines) baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                      id: id(), frame: frame, details: details)
    }

    mutating func imageView(_ image: String, frame: Frame, system: Bool = false) -> IBView {
        if system { systemImages.append(image) } else { images.append(image) }
        return IBView(tag: "imageView",
                      attributes: "clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" contentMode=\"scaleAspectFill\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" image=\"\(image)\"\(system ? " catalog=\"system\"" : "") translatesAutoresizingMaskIntoConstraints=\"NO\"",
                      id: id(), frame: frame)
    }

    mutating func button(_ title: String, frame: Frame, image: String? = nil, customClass: String? = nil) -> IBView {
        var state = "<state key=\"normal\" title=\"\(IB.xmlEscaped(title))\""
        if let image {
            state += " image=\"\(image)\" catalog=\"system\""
            systemImages.append(image)
        }
        state += "/>"
        return IBView(tag: "button",
                      attributes: "opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"system\" lineBreakMode=\"middleTruncation\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                      id: id(), trailingAttributes: customClass.map(IB.swiftClass) ?? "", frame: frame, details: [.line(state)])
    }

    mutating func plainView(frame: Frame, customClass: String? = nil, objectiveC: Bool = false) -> IBView {
        let trailing = customClass.map { objectiveC ? "customClass=\"\($0)\"" : IB.swiftClass($0) } ?? ""
        systemColors.append("secondarySystemBackgroundColor")
        return IBView(tag: "view", attributes: "contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                      id: id(), trailingAttributes: trailing, frame: frame,
                      afterSubviews: [.line("<color key=\"backgroundColor\" systemColor=\"secondarySystemBackgroundColor\"/>")])
    }

    mutating func constraint(_ first: String, _ firstAttribute: String, _ second: String? = nil, _ secondAttribute: String? = nil,
                             constant: Int = 0) -> String {
        var text = "<constraint firstItem=\"\(first)\" firstAttribute=\"\(firstAttribute)\""
        if let second, let secondAttribute { text += " secondItem=\"\(second)\" secondAttribute=\"\(secondAttribute)\"" }
        if constant != 0 { text += " constant=\"\(constant)\"" }
        return text + " id=\"\(id())\"/>"
    }

    /// Stacks `views` top to bottom in a container `width` wide, starting at `top`, each pinned to the
    /// container's (or the safe area's) leading and trailing edges and to the view above. Views whose
    /// height is not intrinsic (plain views, image views, tables) get a height constraint of their own.
    /// Returns the views with their frames and the constraints the container holds.
    mutating func stack(_ views: [IBView], in container: String, guide: String?, width: Int, top: Int, spacing: Int = 12,
                        margin: Int = 16, bottomPinned: Bool = false) -> (views: [IBView], constraints: [String]) {
        var placed: [IBView] = []
        var constraints: [String] = []
        var y = top
        let edge = guide ?? container
        for (position, var view) in views.enumerated() {
            view.frame = Frame(x: margin, y: y, width: width - 2 * margin, height: view.frame.height)
            constraints.append(constraint(view.id, "leading", edge, "leading", constant: margin))
            constraints.append(constraint(edge, "trailing", view.id, "trailing", constant: margin))
            if position == 0 {
                constraints.append(constraint(view.id, "top", edge, "top", constant: top == 0 ? 0 : spacing))
            } else {
                constraints.append(constraint(view.id, "top", placed[position - 1].id, "bottom", constant: spacing))
            }
            if !["label", "button", "switch", "segmentedControl"].contains(view.tag) {
                view.constraints.append("<constraint firstAttribute=\"height\" constant=\"\(view.frame.height)\" id=\"\(id())\"/>")
            }
            y += view.frame.height + spacing
            placed.append(view)
        }
        if bottomPinned, let last = placed.last {
            constraints.append(constraint(edge, "bottom", last.id, "bottom", constant: margin))
        }
        return (placed, constraints)
    }
}
