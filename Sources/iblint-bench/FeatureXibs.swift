/// The xibs of a feature: File's Owner-style card views, a root-class badge view and a table cell.
enum FeatureXibs {
    static let filesOwnerID = "-1"

    /// The two placeholders every xib starts with; File's Owner with a class and connections, or neither.
    static func placeholders(ownerClass: String?, ownerConnections: [String], into xml: inout XMLText) {
        if let ownerClass {
            xml.element("placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" \(IB.swiftClass(ownerClass))") { xml in
                xml.element("connections") { xml in
                    for line in ownerConnections { xml.line(line) }
                }
            }
        } else if !ownerConnections.isEmpty {
            xml.element("placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"") { xml in
                xml.element("connections") { xml in
                    for line in ownerConnections { xml.line(line) }
                }
            }
        } else {
            xml.line("<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>")
        }
        xml.line("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>")
    }

    /// What a card's xib holds, so planted variants can change one part of it.
    struct CardOptions {
        /// File's Owner's class (nil: none set).
        var ownerClass: String?
        /// The root view's class (nil: a plain `UIView`, as File's Owner style wants).
        var rootClass: String?
        /// Keep the template's Safe Area layout guide and pin the first label to it.
        var safeArea = false
        /// Outlets of File's Owner renamed: (property in the xib) for the first label.
        var firstLabelOutlet: String?
        var extraOwnerOutlet: (property: String, toRoot: Bool)?
    }

    /// A File's Owner-style view: File's Owner is the class, the root view a plain view connected to
    /// `contentView`, the labels and the icon connected to File's Owner's outlets, the button's action sent
    /// to File's Owner.
    static func card(_ card: CardSpec, feature: FeatureSpec, seed: UInt64, options: CardOptions? = nil) -> String {
        let options = options ?? CardOptions(ownerClass: card.name)
        var views = ViewFactory(seed: seed, document: card.name + ".xib")
        let rootID = views.id()
        let guideID = options.safeArea ? views.id() : nil
        var subviews: [IBView] = []
        var ownerOutlets: [(String, String)] = [("contentView", rootID)]
        var constraints: [String] = []
        var x = 16
        if card.hasIcon {
            var icon = views.imageView(feature.iconImage, frame: Frame(x: 16, y: 16, width: 32, height: 32))
            icon.constraints = ["<constraint firstAttribute=\"width\" constant=\"32\" id=\"\(views.id())\"/>",
                                "<constraint firstAttribute=\"height\" constant=\"32\" id=\"\(views.id())\"/>"]
            constraints.append(views.constraint(icon.id, "leading", rootID, "leading", constant: 16))
            constraints.append(views.constraint(icon.id, "top", rootID, "top", constant: 16))
            subviews.append(icon)
            ownerOutlets.append(("iconImageView", icon.id))
            x = 60
        }
        var previous: String?
        for (position, field) in card.labels.enumerated() {
            let label = views.label(Vocabulary.capitalized(field), frame: Frame(x: x, y: 16 + 24 * position, width: 361 - x - 16, height: 20),
                                    color: position == 0 ? "TextPrimary" : "TextMuted")
            constraints.append(views.constraint(label.id, "leading", rootID, "leading", constant: x))
            constraints.append(views.constraint(rootID, "trailing", label.id, "trailing", constant: 16))
            if let previous {
                constraints.append(views.constraint(label.id, "top", previous, "bottom", constant: 4))
            } else if let guideID {
                constraints.append(views.constraint(label.id, "top", guideID, "top", constant: 16))
            } else {
                constraints.append(views.constraint(label.id, "top", rootID, "top", constant: 16))
            }
            previous = label.id
            subviews.append(label)
            let property = position == 0 ? (options.firstLabelOutlet ?? "\(field)Label") : "\(field)Label"
            ownerOutlets.append((property, label.id))
        }
        let caption = views.label("Updated just now", frame: Frame(x: x, y: 16 + 24 * card.labels.count, width: 200, height: 16))
        constraints.append(views.constraint(caption.id, "leading", rootID, "leading", constant: x))
        constraints.append(views.constraint(caption.id, "top", previous ?? rootID, "bottom", constant: 4))
        subviews.append(caption)
        if card.hasButton {
            var button = views.button("More", frame: Frame(x: 289, y: 12, width: 56, height: 30))
            button.connections = ["<action selector=\"actionTapped:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"\(views.id())\"/>"]
            constraints.append(views.constraint(rootID, "trailing", button.id, "trailing", constant: 16))
            constraints.append(views.constraint(button.id, "top", rootID, "top", constant: 12))
            subviews.append(button)
            ownerOutlets.append(("actionButton", button.id))
        }
        if let extra = options.extraOwnerOutlet {
            ownerOutlets.append((extra.property, extra.toRoot ? rootID : caption.id))
        }
        let height = 40 + 24 * card.labels.count
        var afterSubviews: [IBNode] = []
        if let guideID { afterSubviews.append(.line("<viewLayoutGuide key=\"safeArea\" id=\"\(guideID)\"/>")) }
        afterSubviews.append(.line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>"))
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID,
                          trailingAttributes: options.rootClass.map(IB.swiftClass) ?? "",
                          frame: Frame(x: 0, y: 0, width: 361, height: height),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                          subviews: subviews, afterSubviews: afterSubviews, constraints: constraints,
                          trailing: [.line("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"),
                                     .line("<point key=\"canvasLocation\" x=\"\(views.random.int(-40...180))\" y=\"\(views.random.int(0...200))\"/>")])
        var xml = XMLText(depth: 1)
        xml.element("objects") { xml in
            let connections = ownerOutlets.sorted { $0.0 < $1.0 }.map { property, destination in
                "<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"\(views.id())\"/>"
            }
            placeholders(ownerClass: options.ownerClass, ownerConnections: connections, into: &xml)
            root.render(into: &xml)
        }
        IB.resources(views, extraSystemColors: ["systemBackgroundColor"], into: &xml)
        return IB.xibHeader(safeAreas: options.safeArea) + xml.text + "</document>\n"
    }

    /// A root-class view: the root view is the class, File's Owner has none; loaded with `owner: nil`.
    static func badge(_ feature: FeatureSpec, seed: UInt64, name: String? = nil, rootClass: String? = nil) -> String {
        let name = name ?? feature.badgeView
        var views = ViewFactory(seed: seed, document: name + ".xib")
        let rootID = views.id()
        var icon = views.imageView("star.fill", frame: Frame(x: 8, y: 6, width: 16, height: 16), system: true)
        icon.constraints = ["<constraint firstAttribute=\"width\" constant=\"16\" id=\"\(views.id())\"/>",
                            "<constraint firstAttribute=\"height\" constant=\"16\" id=\"\(views.id())\"/>"]
        let count = views.label("12", frame: Frame(x: 30, y: 4, width: 42, height: 20), color: "BrandPrimary")
        let constraints = [
            views.constraint(icon.id, "leading", rootID, "leading", constant: 8),
            views.constraint(icon.id, "centerY", rootID, "centerY"),
            views.constraint(count.id, "leading", icon.id, "trailing", constant: 6),
            views.constraint(count.id, "centerY", rootID, "centerY"),
            views.constraint(rootID, "trailing", count.id, "trailing", constant: 8),
        ]
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID,
                          trailingAttributes: IB.swiftClass(rootClass ?? name),
                          frame: Frame(x: 0, y: 0, width: 80, height: 28),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>",
                          subviews: [icon, count],
                          afterSubviews: [.line("<color key=\"backgroundColor\" systemColor=\"secondarySystemBackgroundColor\"/>")],
                          constraints: constraints,
                          connections: ["<outlet property=\"countLabel\" destination=\"\(count.id)\" id=\"\(views.id())\"/>",
                                        "<outlet property=\"iconImageView\" destination=\"\(icon.id)\" id=\"\(views.id())\"/>"],
                          trailing: [.line("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"),
                                     .line("<point key=\"canvasLocation\" x=\"40\" y=\"20\"/>")])
        views.systemColors.append("secondarySystemBackgroundColor")
        var xml = XMLText(depth: 1)
        xml.element("objects") { xml in
            placeholders(ownerClass: nil, ownerConnections: [], into: &xml)
            root.render(into: &xml)
        }
        IB.resources(views, into: &xml)
        return IB.xibHeader() + xml.text + "</document>\n"
    }

    /// A table view cell designed in its own xib, registered in code with `UINib(nibName:)`.
    static func summaryCell(_ feature: FeatureSpec, seed: UInt64, duplicateConstraint: Bool = false) -> String {
        var views = ViewFactory(seed: seed, document: feature.summaryCell + ".xib")
        let cellID = views.id(), contentID = views.id()
        var labels: [IBView] = []
        var constraints: [String] = []
        for (position, field) in feature.summaryCellLabels.enumerated() {
            let label = views.label(Vocabulary.capitalized(field), frame: Frame(x: 16, y: 12 + 26 * position, width: 288, height: 20),
                                    color: position == 0 ? "TextPrimary" : "TextMuted")
            constraints.append(views.constraint(label.id, "leading", contentID, "leading", constant: 16))
            constraints.append(views.constraint(contentID, "trailing", label.id, "trailing", constant: 16))
            constraints.append(labels.last.map { views.constraint(label.id, "top", $0.id, "bottom", constant: 6) }
                               ?? views.constraint(label.id, "top", contentID, "top", constant: 12))
            labels.append(label)
        }
        if duplicateConstraint, constraints.count > 1 {
            // A merge applied the same line twice: the same constraint, with the same id.
            constraints.append(constraints[1])
        }
        let height = 24 + 26 * feature.summaryCellLabels.count
        let content = IBView(tag: "tableViewCellContentView", attributes: "opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" tableViewCell=\"\(cellID)\"",
                             id: contentID, key: "contentView", frame: Frame(x: 0, y: 0, width: 320, height: height),
                             autoresizing: "<autoresizingMask key=\"autoresizingMask\"/>", subviews: labels, constraints: constraints)
        let outlets = zip(feature.summaryCellLabels, labels).map { field, label in
            "<outlet property=\"\(field)Label\" destination=\"\(label.id)\" id=\"\(views.id())\"/>"
        }
        let cell = IBView(tag: "tableViewCell", attributes: "contentMode=\"scaleToFill\" selectionStyle=\"default\" indentationWidth=\"10\" reuseIdentifier=\"\(feature.summaryCell)\" rowHeight=\"\(height)\"",
                          id: cellID, trailingAttributes: IB.swiftClass(feature.summaryCell), frame: Frame(x: 0, y: 0, width: 320, height: height),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>",
                          details: [.view(content)], connections: outlets,
                          trailing: [.line("<point key=\"canvasLocation\" x=\"138\" y=\"120\"/>")])
        var xml = XMLText(depth: 1)
        xml.element("objects") { xml in
            placeholders(ownerClass: nil, ownerConnections: [], into: &xml)
            cell.render(into: &xml)
        }
        IB.resources(views, into: &xml)
        return IB.xibHeader() + xml.text + "</document>\n"
    }
}
