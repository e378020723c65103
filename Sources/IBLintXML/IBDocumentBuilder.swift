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

    /// The attributes read of connections, runtime attributes and constraints, each looked up by a query
    /// made once (`IBElement.NameQuery`).
    private enum Read {
        typealias Query = IBElement.NameQuery
        static let destination = Query("destination"), target = Query("target"), property = Query("property"),
            selector = Query("selector"), eventType = Query("eventType"), kind = Query("kind"),
            identifier = Query("identifier"), collectionClass = Query("collectionClass"), keyPath = Query("keyPath"),
            type = Query("type"), value = Query("value"), firstItem = Query("firstItem"),
            firstAttribute = Query("firstAttribute"), secondItem = Query("secondItem"),
            secondAttribute = Query("secondAttribute"), relation = Query("relation"), multiplier = Query("multiplier"),
            constant = Query("constant"), priority = Query("priority")
    }

    static func build(file: SourceFile, documentType: String, elements: [IBElement]) -> IBDocument {
        let root = elements[0]
        let targetRuntime = root["targetRuntime"]
        var objects: [Int] = []
        var connections: [IBConnection] = []
        var runtimeAttributes: [IBRuntimeAttribute] = []
        var constraints: [IBConstraint] = []
        var safeAreaGuides: [Int] = []
        var elementsByID: [String: Int] = [:]
        // Room for every element with an id at once (growing the table rehashed it a dozen times), and no
        // more: the table is kept for the whole run.
        elementsByID.reserveCapacity(IBElement.countWithID(in: elements))

        for element in elements {
            // The parent's name and parent read in place (taking the parent out copied it).
            let container = element.parent.map { elements[$0].name }
            let owner = element.parent.flatMap { elements[$0].parent }  // the element holding the container block
            if let id = element.id {
                if elementsByID[id] == nil { elementsByID[id] = element.index }
                if element.index != 0, !nonObjectElementNames.contains(element.name),
                   !(container.map(nonObjectContainerNames.contains) ?? false) {
                    objects.append(element.index)
                }
            }
            switch (container, element.name) {
            case ("connections", let name):
                guard let owner, let kind = IBConnectionKind(rawValue: name) else { break }
                // macOS actions name their receiver `target`; iOS ones `destination`.
                let destination = element[Read.destination] ?? (kind == .action ? element[Read.target] : nil)
                connections.append(IBConnection(
                    kind: kind, element: element.index, source: owner, id: element.id,
                    property: element[Read.property], selector: element[Read.selector], destination: destination,
                    eventType: element[Read.eventType], segueKind: element[Read.kind], identifier: element[Read.identifier],
                    collectionClass: element[Read.collectionClass]))
            case ("userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute"):
                guard let owner, let keyPath = element[Read.keyPath] else { break }
                runtimeAttributes.append(IBRuntimeAttribute(
                    element: element.index, object: owner, keyPath: keyPath, type: element[Read.type],
                    value: element[Read.value]))
            case ("constraints", "constraint"):
                guard let owner else { break }
                constraints.append(IBConstraint(
                    element: element.index, owner: owner, id: element.id, firstItem: element[Read.firstItem],
                    firstAttribute: element[Read.firstAttribute], secondItem: element[Read.secondItem],
                    secondAttribute: element[Read.secondAttribute], relation: element[Read.relation],
                    multiplier: element[Read.multiplier], constant: element[Read.constant], priority: element[Read.priority]))
            case (_, "viewLayoutGuide") where element.key == "safeArea":
                safeAreaGuides.append(element.index)
            default:
                break
            }
        }

        let kind = IBDocumentKind(path: file.path)
            ?? (documentType.contains("Storyboard") ? .storyboard : .xib)
        return IBDocument(
            file: file, kind: kind, documentType: documentType, targetRuntime: targetRuntime,
            platform: platform(documentType: documentType, targetRuntime: targetRuntime),
            isLaunchScreen: root["launchScreen"] == "YES",
            initialViewController: root["initialViewController"],
            elements: elements, objects: objects, connections: connections,
            runtimeAttributes: runtimeAttributes, constraints: constraints, safeAreaGuides: safeAreaGuides,
            elementsByID: elementsByID)
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
            if type.contains("appletv") { return .tvOS }
            if type.contains("watchkit") { return .watchOS }
            if type.contains("cocoatouch") { return .iOS }
            if type.contains("cocoa") { return .macOS }
        }
        return .unknown
    }
}
