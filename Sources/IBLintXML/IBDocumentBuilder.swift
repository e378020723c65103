import IBLintCore

/// Derives the typed views of `IBDocument` from the element tree.
enum IBDocumentBuilder {
    /// Elements that carry an `id` but are not objects. Surveyed over 315 real-world files plus
    /// Xcode's formats:
    /// - connections (`outlet`, `outletCollection`, `action`, `segue`, macOS `binding`): they connect
    ///   objects, they are not objects;
    /// - `constraint`: layout data owned by a view;
    /// - layout guides (`viewLayoutGuide` — safe area, keyboard —, the pre-iOS 11 top/bottom
    ///   `viewControllerLayoutGuide`, `layoutGuide`): may be constraint items, but nothing a rule
    ///   would treat as a view or controller;
    /// - `userDefinedRuntimeAttribute`;
    /// - `device` and `adaptation` (`<device id="retina6_1">`): their `id` names a device, not an object.
    /// Besides, any child of a `<connections>`, `<constraints>`, `<userDefinedRuntimeAttributes>` or
    /// `<layoutGuides>` block is never an object (so a connection kind added by a future Xcode is not
    /// mistaken for one), and neither is the root `<document>`. Everything else with an `id` is an
    /// object: placeholders (File's Owner, First Responder, `exit`), view controllers and their
    /// placeholders, views, cells and their content views, gesture recognizers, custom objects,
    /// bar items, navigation items, menus, table columns, layouts…
    static let nonObjectElementNames: Set<String> = [
        "outlet", "outletCollection", "action", "segue", "binding",
        "constraint",
        "viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide",
        "userDefinedRuntimeAttribute",
        "device", "adaptation",
    ]

    static let nonObjectContainerNames: Set<String> = [
        "connections", "constraints", "userDefinedRuntimeAttributes", "layoutGuides",
    ]

    /// `nonObjectElementNames.contains(name)`, asked of every element with an id of every interface file
    /// (hashing each name cost more than comparing it). By length first: comparing two different strings
    /// cost about 100 instructions, and the switch over every name compared each element's name up to 12
    /// times (with the container tests, about a tenth of decoding an interface file from the cache); a name of
    /// another length is no non-object name, and one of the same length meets one to three comparisons.
    static func isNonObjectElementName(_ name: String) -> Bool {
        switch name.utf8.count {
        case 5: return name == "segue"
        case 6: return name == "outlet" || name == "action" || name == "device"
        case 7: return name == "binding"
        case 10: return name == "constraint" || name == "adaptation"
        case 11: return name == "layoutGuide"
        case 15: return name == "viewLayoutGuide"
        case 16: return name == "outletCollection"
        case 25: return name == "viewControllerLayoutGuide"
        case 27: return name == "userDefinedRuntimeAttribute"
        default: return false
        }
    }

    /// `nonObjectContainerNames.contains(name)`.
    static func isNonObjectContainerName(_ name: String) -> Bool { Container(name) != .other }

    /// Which block of non-objects an element is (`nonObjectContainerNames`), told by length first as
    /// `isNonObjectElementName` tells names.
    enum Container: Equatable {
        case connections, constraints, userDefinedRuntimeAttributes, layoutGuides, other

        init(_ name: String) {
            switch name.utf8.count {
            case 11: self = name == "connections" ? .connections : name == "constraints" ? .constraints : .other
            case 12: self = name == "layoutGuides" ? .layoutGuides : .other
            case 28: self = name == "userDefinedRuntimeAttributes" ? .userDefinedRuntimeAttributes : .other
            default: self = .other
            }
        }
    }

    /// `name == "viewLayoutGuide"`, by length first.
    static func isViewLayoutGuide(_ name: String) -> Bool { name.utf8.count == 15 && name == "viewLayoutGuide" }

    /// `subtreeEnds`: the elements' subtree ends when already found (`IBDocument.subtreeEnds(of:strict:)`).
    static func build(file: SourceFile, documentType: String, elements: [IBElement], subtreeEnds: [Int32]? = nil) -> IBDocument {
        let root = elements[0]
        let targetRuntime = root["targetRuntime"]
        var objects: [Int] = []
        var connections: [IBConnection] = []
        var runtimeAttributes: [IBRuntimeAttribute] = []
        var constraints: [IBConstraint] = []
        var safeAreaGuides: [Int] = []

        for element in elements {
            // The parent's name and parent read in place (taking the parent out copied it).
            let container = element.parent.map { Container(elements[$0].name) } ?? .other
            let owner = element.parent.flatMap { elements[$0].parent }  // the element holding the container block
            if element.hasID {
                if element.index != 0, !isNonObjectElementName(element.name), container == .other {
                    objects.append(element.index)
                }
            }
            switch container {
            case .connections:
                guard let owner, let kind = IBConnectionKind(rawValue: element.name) else { break }
                // Read from the element's attributes when asked (`IBAttributeRead`), sharing their storage.
                connections.append(IBConnection(kind: kind, element: element.index, source: owner, sharing: element.attributes))
            case .userDefinedRuntimeAttributes where element.name == "userDefinedRuntimeAttribute":
                guard let owner, element[IBAttributeRead.keyPath] != nil else { break }
                runtimeAttributes.append(IBRuntimeAttribute(element: element.index, object: owner, sharing: element.attributes))
            case .constraints where element.name == "constraint":
                guard let owner else { break }
                constraints.append(IBConstraint(element: element.index, owner: owner, sharing: element.attributes))
            default:
                if isViewLayoutGuide(element.name), element.key == "safeArea" { safeAreaGuides.append(element.index) }
            }
        }

        // Kept for the whole run: without the room they grew into by appending (up to half of each).
        objects.dropExcessCapacity()
        connections.dropExcessCapacity()
        runtimeAttributes.dropExcessCapacity()
        constraints.dropExcessCapacity()
        safeAreaGuides.dropExcessCapacity()
        let kind = IBDocumentKind(path: file.path)
            ?? (documentType.containsText("Storyboard") ? .storyboard : .xib)
        return IBDocument(
            file: file, kind: kind, documentType: documentType, targetRuntime: targetRuntime,
            platform: platform(documentType: documentType, targetRuntime: targetRuntime),
            isLaunchScreen: root["launchScreen"] == "YES",
            initialViewController: root["initialViewController"],
            elements: elements, objects: objects, connections: connections,
            runtimeAttributes: runtimeAttributes, constraints: constraints, safeAreaGuides: safeAreaGuides,
            subtreeEnds: subtreeEnds)
    }

    /// `targetRuntime` decides when present (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, `AppleTV`,
    /// `watchKit`, `MacOSX.Cocoa`); otherwise the document type (`…CocoaTouch…`, `…AppleTV…`,
    /// `…WatchKit…`, `…Cocoa…`).
    static func platform(documentType: String?, targetRuntime: String?) -> IBPlatform {
        if let runtime = targetRuntime?.lowercased() {
            if runtime.hasPrefix("appletv") { return .tvOS }
            if runtime.hasPrefix("watchkit") { return .watchOS }
            if runtime.hasPrefix("macosx") || runtime == "cocoa" { return .macOS }
            if runtime.hasPrefix("ios") { return .iOS }
        }
        if let type = documentType?.lowercased() {
            if type.containsText("appletv") { return .tvOS }
            if type.containsText("watchkit") { return .watchOS }
            if type.containsText("cocoatouch") { return .iOS }
            if type.containsText("cocoa") { return .macOS }
        }
        return .unknown
    }
}
