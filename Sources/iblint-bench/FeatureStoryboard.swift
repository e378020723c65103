/// A feature's storyboard: a navigation controller (the initial scene) around the list, a detail screen
/// shown by a segue from the list, a summary embedded in the detail by a container view, a settings
/// screen the detail instantiates by its Storyboard ID, and sometimes a collection-view gallery.
struct FeatureStoryboard {
    let spec: FeatureSpec
    var views: ViewFactory
    /// Scenes a planted problem adds (rendered after the feature's own).
    var extraScenes: [XMLText] = []

    let navigationID: String
    let listID: String
    let detailID: String
    let summaryID: String
    let settingsID: String
    let galleryID: String

    init(spec: FeatureSpec, seed: UInt64) {
        self.spec = spec
        views = ViewFactory(seed: seed, document: spec.name + ".storyboard")
        navigationID = views.id()
        listID = views.id()
        detailID = views.id()
        summaryID = views.id()
        settingsID = views.id()
        galleryID = views.id()
    }

    var path: String { "\(spec.folder)/\(spec.name).storyboard" }

    mutating func render() -> String {
        var xml = XMLText(depth: 1)
        xml.line("<scenes>")
        xml.depth += 1
        var titles = ["\(spec.name) Navigation", "\(spec.name)s", "\(spec.name) Detail", "\(spec.name) Summary", "\(spec.name) Settings"]
        if spec.hasGallery { titles.append("\(spec.name) Gallery") }
        let places = [(-760, 0), (0, 0), (760, 0), (1520, 0), (1520, 900), (760, 900)]
        for (position, title) in titles.enumerated() {
            let sceneID = views.id(), responderID = views.id()
            var body = XMLText(depth: xml.depth + 2)
            switch position {
            case 0: navigationController(into: &body)
            case 1: if spec.listIsTableViewController { listTableController(into: &body) } else { listController(into: &body) }
            case 2: detailController(into: &body)
            case 3: summaryController(into: &body)
            case 4: settingsController(into: &body)
            default: galleryController(into: &body)
            }
            Self.scene(title: title, sceneID: sceneID, responderID: responderID, at: places[position], body: body, into: &xml)
        }
        for extra in extraScenes { xml.append(extra) }
        xml.depth -= 1
        xml.line("</scenes>")
        IB.resources(views, extraSystemColors: ["systemBackgroundColor"], into: &xml)
        return IB.storyboardHeader(initial: navigationID) + xml.text + "</document>\n"
    }

    /// `<scene>` with its objects: the controller in `body` (rendered two levels deeper), and the first responder.
    static func scene(title: String, sceneID: String, responderID: String, at place: (Int, Int), body: XMLText,
                      into xml: inout XMLText) {
        xml.line("<!--\(title)-->")
        xml.element("scene sceneID=\"\(sceneID)\"") { xml in
            xml.element("objects") { xml in
                xml.append(body)
                xml.line("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(responderID)\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>")
            }
            xml.line("<point key=\"canvasLocation\" x=\"\(place.0)\" y=\"\(place.1)\"/>")
        }
    }

    // MARK: Scenes

    private mutating func navigationController(into xml: inout XMLText) {
        let barID = views.id(), segueID = views.id()
        xml.element("navigationController automaticallyAdjustsScrollViewInsets=\"NO\" id=\"\(navigationID)\" sceneMemberID=\"viewController\"") { xml in
            xml.line("<toolbarItems/>")
            xml.element("navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"\(barID)\"") { xml in
                xml.line("<rect key=\"frame\" x=\"0.0\" y=\"59\" width=\"393\" height=\"96\"/>")
                xml.line("<autoresizingMask key=\"autoresizingMask\"/>")
            }
            xml.line("<nil name=\"viewControllers\"/>")
            xml.element("connections") { xml in
                xml.line("<segue destination=\"\(listID)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(segueID)\"/>")
            }
        }
    }

    private mutating func itemPrototype() -> IBView {
        let cellID = views.id()
        let height = 56 + 20 * spec.itemCellLabels.count
        var thumbnail = views.imageView(spec.placeholderImage, frame: Frame(x: 16, y: 12, width: 48, height: 48))
        thumbnail.constraints = [
            "<constraint firstAttribute=\"width\" constant=\"48\" id=\"\(views.id())\"/>",
            "<constraint firstAttribute=\"height\" constant=\"48\" id=\"\(views.id())\"/>",
        ]
        var labels: [IBView] = []
        var constraints: [String] = []
        var y = 12
        let contentID = views.id()
        for field in spec.itemCellLabels {
            let label = views.label(Vocabulary.capitalized(field), frame: Frame(x: 76, y: y, width: 270, height: 20))
            constraints.append(views.constraint(label.id, "leading", thumbnail.id, "trailing", constant: 12))
            constraints.append(views.constraint(contentID, "trailingMargin", label.id, "trailing"))
            constraints.append(labels.last.map { views.constraint(label.id, "top", $0.id, "bottom", constant: 4) }
                               ?? views.constraint(label.id, "top", contentID, "top", constant: 12))
            labels.append(label)
            y += 24
        }
        constraints.append(views.constraint(thumbnail.id, "leading", contentID, "leadingMargin"))
        constraints.append(views.constraint(thumbnail.id, "top", contentID, "top", constant: 12))
        let content = IBView(tag: "tableViewCellContentView", attributes: "opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" preservesSuperviewLayoutMargins=\"YES\" insetsLayoutMarginsFromSafeArea=\"NO\" tableViewCell=\"\(cellID)\"",
                             id: contentID, key: "contentView", frame: Frame(x: 0, y: 0, width: 362, height: height),
                             autoresizing: "<autoresizingMask key=\"autoresizingMask\"/>",
                             subviews: [thumbnail] + labels, constraints: constraints)
        var outlets = zip(spec.itemCellLabels, labels).map { field, label in
            "<outlet property=\"\(field)Label\" destination=\"\(label.id)\" id=\"\(views.id())\"/>"
        }
        outlets.append("<outlet property=\"thumbnailImageView\" destination=\"\(thumbnail.id)\" id=\"\(views.id())\"/>")
        return IBView(tag: "tableViewCell", attributes: "clipsSubviews=\"YES\" contentMode=\"scaleToFill\" preservesSuperviewLayoutMargins=\"YES\" selectionStyle=\"default\" accessoryType=\"disclosureIndicator\" indentationWidth=\"10\" reuseIdentifier=\"\(spec.itemCell)\" rowHeight=\"\(height)\"",
                      id: cellID, trailingAttributes: IB.swiftClass(spec.itemCell), frame: Frame(x: 0, y: 50, width: 393, height: height),
                      autoresizing: "<autoresizingMask key=\"autoresizingMask\"/>", details: [.view(content)],
                      connections: outlets.sorted())
    }

    private func refreshItem(into xml: inout XMLText, itemID: String, actionID: String) {
        xml.element("barButtonItem key=\"rightBarButtonItem\" systemItem=\"refresh\" id=\"\(itemID)\"") { xml in
            xml.element("connections") { xml in
                xml.line("<action selector=\"refreshTapped:\" destination=\"\(listID)\" id=\"\(actionID)\"/>")
            }
        }
    }

    private mutating func listController(into xml: inout XMLText) {
        let rootID = views.id(), guideID = views.id()
        let header = views.label("\(spec.name)s", frame: Frame(x: 0, y: 0, width: 0, height: 24), color: "TextPrimary")
        var filter = IBView(tag: "segmentedControl", attributes: "opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" contentVerticalAlignment=\"top\" segmentControlStyle=\"plain\" selectedSegmentIndex=\"0\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                            id: views.id(), frame: Frame(x: 0, y: 0, width: 0, height: 32),
                            details: [.group("segments", spec.filterTitles.map { .line("<segment title=\"\($0)\"/>") })])
        filter.connections = ["<action selector=\"filterChanged:\" destination=\"\(listID)\" eventType=\"valueChanged\" id=\"\(views.id())\"/>"]
        var table = IBView(tag: "tableView", attributes: "clipsSubviews=\"YES\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" sectionHeaderHeight=\"-1\" estimatedSectionHeaderHeight=\"-1\" sectionFooterHeight=\"-1\" estimatedSectionFooterHeight=\"-1\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                           id: views.id(), frame: Frame(x: 0, y: 0, width: 0, height: 560))
        table.afterSubviews = [.line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>"),
                               .group("prototypes", [.view(itemPrototype())])]
        table.connections = ["<outlet property=\"dataSource\" destination=\"\(listID)\" id=\"\(views.id())\"/>",
                             "<outlet property=\"delegate\" destination=\"\(listID)\" id=\"\(views.id())\"/>"]
        let empty = views.label("No \(spec.name.lowercased())s yet", frame: Frame(x: 0, y: 0, width: 0, height: 20), lines: 0)
        let (placed, constraints) = views.stack([header, filter, table, empty], in: rootID, guide: guideID, width: 393, top: 16)
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID, key: "view",
                          frame: Frame(x: 0, y: 0, width: 393, height: 852),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                          subviews: placed,
                          afterSubviews: [.line("<viewLayoutGuide key=\"safeArea\" id=\"\(guideID)\"/>"),
                                          .line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")],
                          constraints: constraints)
        let outlets = [("emptyStateLabel", placed[3].id), ("filterControl", placed[1].id), ("headerLabel", placed[0].id), ("tableView", placed[2].id)]
        let navigationItemID = views.id(), refreshID = views.id(), refreshActionID = views.id()
        let outletIDs = outlets.map { _ in views.id() }, segueID = views.id()
        xml.element("viewController id=\"\(listID)\" \(IB.swiftClass(spec.listController)) sceneMemberID=\"viewController\"") { xml in
            root.render(into: &xml)
            xml.element("navigationItem key=\"navigationItem\" title=\"\(spec.name)s\" id=\"\(navigationItemID)\"") { xml in
                refreshItem(into: &xml, itemID: refreshID, actionID: refreshActionID)
            }
            xml.element("connections") { xml in
                for ((property, destination), id) in zip(outlets, outletIDs) {
                    xml.line("<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"\(id)\"/>")
                }
                xml.line("<segue destination=\"\(detailID)\" kind=\"show\" identifier=\"\(spec.showDetailSegue)\" id=\"\(segueID)\"/>")
            }
        }
    }

    private mutating func listTableController(into xml: inout XMLText) {
        var table = IBView(tag: "tableView", attributes: "clipsSubviews=\"YES\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"insetGrouped\" separatorStyle=\"default\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" sectionHeaderHeight=\"18\" estimatedSectionHeaderHeight=\"-1\" sectionFooterHeight=\"18\" estimatedSectionFooterHeight=\"-1\"",
                           id: views.id(), key: "view", frame: Frame(x: 0, y: 0, width: 393, height: 852),
                           autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
        table.afterSubviews = [.line("<color key=\"backgroundColor\" systemColor=\"systemGroupedBackgroundColor\"/>"),
                               .group("prototypes", [.view(itemPrototype())])]
        table.connections = ["<outlet property=\"dataSource\" destination=\"\(listID)\" id=\"\(views.id())\"/>",
                             "<outlet property=\"delegate\" destination=\"\(listID)\" id=\"\(views.id())\"/>"]
        views.systemColors.append("systemGroupedBackgroundColor")
        let navigationItemID = views.id(), refreshID = views.id(), refreshActionID = views.id(), segueID = views.id()
        xml.element("tableViewController id=\"\(listID)\" \(IB.swiftClass(spec.listController)) sceneMemberID=\"viewController\"") { xml in
            table.render(into: &xml)
            xml.element("navigationItem key=\"navigationItem\" title=\"\(spec.name)s\" id=\"\(navigationItemID)\"") { xml in
                refreshItem(into: &xml, itemID: refreshID, actionID: refreshActionID)
            }
            xml.element("connections") { xml in
                xml.line("<segue destination=\"\(detailID)\" kind=\"show\" identifier=\"\(spec.showDetailSegue)\" id=\"\(segueID)\"/>")
            }
        }
    }

    private mutating func detailController(into xml: inout XMLText) {
        let rootID = views.id(), guideID = views.id()
        var hero = views.imageView(spec.heroImage, frame: Frame(x: 0, y: 0, width: 0, height: 180))
        hero.runtimeAttributes = [
            "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.cornerRadius\">",
            "    <integer key=\"value\" value=\"\(views.random.pick([8, 12, 16]))\"/>",
            "</userDefinedRuntimeAttribute>",
        ]
        let title = views.label("\(spec.name) title", frame: Frame(x: 0, y: 0, width: 0, height: 24), color: "TextPrimary")
        var stacked: [IBView] = [hero, title]
        var outlets: [(String, String)] = [("heroImageView", hero.id), ("titleLabel", title.id)]
        for field in spec.detailLabels {
            let label = views.label(Vocabulary.capitalized(field), frame: Frame(x: 0, y: 0, width: 0, height: 20),
                                    color: views.random.chance(50) ? "TextMuted" : nil)
            stacked.append(label)
            outlets.append(("\(field)Label", label.id))
        }
        for card in spec.cards {
            var view = views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 40 + 24 * card.labels.count), customClass: card.name)
            view.runtimeAttributes = [
                "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"cornerRadius\">",
                "    <real key=\"value\" value=\"\(views.random.pick([6, 10, 12, 14]))\"/>",
                "</userDefinedRuntimeAttribute>",
            ]
            if views.random.chance(60) {
                view.runtimeAttributes += [
                    "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"borderColor\">",
                    "    <color key=\"value\" name=\"BrandPrimary\"/>",
                    "</userDefinedRuntimeAttribute>",
                ]
                views.colors.append("BrandPrimary")
            }
            if card.hasIcon, views.random.chance(50) {
                view.runtimeAttributes.append("<userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"showsIcon\" value=\"NO\"/>")
            }
            stacked.append(view)
            outlets.append((card.outlet, view.id))
        }
        if spec.hasObjCBadge {
            var badge = views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 28), customClass: spec.objcBadge, objectiveC: true)
            let count = views.label("0", frame: Frame(x: 8, y: 4, width: 40, height: 20))
            badge.subviews = [count]
            badge.constraints = [views.constraint(count.id, "centerY", badge.id, "centerY"),
                                 views.constraint(count.id, "leading", badge.id, "leading", constant: 8)]
            badge.connections = ["<outlet property=\"countLabel\" destination=\"\(count.id)\" id=\"\(views.id())\"/>"]
            stacked.append(badge)
        }
        var favorite = views.button("Favorite", frame: Frame(x: 0, y: 0, width: 0, height: 44), image: "heart", customClass: "RoundedButton")
        favorite.runtimeAttributes = [
            "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"cornerRadius\">",
            "    <real key=\"value\" value=\"22\"/>",
            "</userDefinedRuntimeAttribute>",
        ]
        favorite.connections = ["<action selector=\"favoriteTapped:\" destination=\"\(detailID)\" eventType=\"touchUpInside\" id=\"\(views.id())\"/>"]
        outlets.append(("favoriteButton", favorite.id))
        var settings = views.button("Settings", frame: Frame(x: 0, y: 0, width: 0, height: 34), image: "gearshape")
        settings.connections = ["<action selector=\"settingsTapped:\" destination=\"\(detailID)\" eventType=\"touchUpInside\" id=\"\(views.id())\"/>"]
        stacked += [favorite, settings]
        if spec.hasGallery {
            var gallery = views.button("Photos", frame: Frame(x: 0, y: 0, width: 0, height: 34), image: "photo.on.rectangle")
            gallery.connections = ["<segue destination=\"\(galleryID)\" kind=\"show\" identifier=\"\(spec.showGallerySegue)\" id=\"\(views.id())\"/>"]
            stacked.append(gallery)
        }
        var container = IBView(tag: "containerView", attributes: "opaque=\"NO\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                               id: views.id(), frame: Frame(x: 0, y: 0, width: 0, height: 120))
        container.connections = ["<segue destination=\"\(summaryID)\" kind=\"embed\" identifier=\"\(spec.embedSummarySegue)\" id=\"\(views.id())\"/>"]
        stacked.append(container)
        let (placed, constraints) = views.stack(stacked, in: rootID, guide: guideID, width: 393, top: 8)
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID, key: "view",
                          frame: Frame(x: 0, y: 0, width: 393, height: 852),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                          subviews: placed,
                          afterSubviews: [.line("<viewLayoutGuide key=\"safeArea\" id=\"\(guideID)\"/>"),
                                          .line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")],
                          constraints: constraints)
        let navigationItemID = views.id(), shareID = views.id(), shareActionID = views.id()
        let outletIDs = outlets.map { _ in views.id() }
        xml.element("viewController id=\"\(detailID)\" \(IB.swiftClass(spec.detailController)) sceneMemberID=\"viewController\"") { xml in
            root.render(into: &xml)
            xml.element("navigationItem key=\"navigationItem\" title=\"\(spec.name)\" largeTitleDisplayMode=\"never\" id=\"\(navigationItemID)\"") { xml in
                xml.element("barButtonItem key=\"rightBarButtonItem\" systemItem=\"action\" id=\"\(shareID)\"") { xml in
                    xml.element("connections") { xml in
                        xml.line("<action selector=\"shareTapped:\" destination=\"\(detailID)\" id=\"\(shareActionID)\"/>")
                    }
                }
            }
            xml.element("connections") { xml in
                for ((property, destination), id) in zip(outlets, outletIDs).sorted(by: { $0.0.0 < $1.0.0 }) {
                    xml.line("<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"\(id)\"/>")
                }
            }
        }
    }

    private mutating func summaryController(into xml: inout XMLText) {
        let rootID = views.id()
        let labels = spec.summaryLabels.map { field in
            views.label(Vocabulary.capitalized(field), frame: Frame(x: 0, y: 0, width: 0, height: 20), color: "TextMuted")
        }
        let (placed, constraints) = views.stack(labels, in: rootID, guide: nil, width: 361, top: 0, spacing: 8, margin: 8)
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID, key: "view",
                          frame: Frame(x: 0, y: 0, width: 361, height: 120),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                          subviews: placed,
                          afterSubviews: [.line("<color key=\"backgroundColor\" systemColor=\"secondarySystemBackgroundColor\"/>")],
                          constraints: constraints)
        views.systemColors.append("secondarySystemBackgroundColor")
        let outletIDs = placed.map { _ in views.id() }
        xml.element("viewController id=\"\(summaryID)\" \(IB.swiftClass(spec.summaryController)) sceneMemberID=\"viewController\"") { xml in
            root.render(into: &xml)
            xml.line("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
            xml.line("<size key=\"freeformSize\" width=\"361\" height=\"120\"/>")
            xml.element("connections") { xml in
                for ((field, label), id) in zip(zip(spec.summaryLabels, placed), outletIDs) {
                    xml.line("<outlet property=\"\(field)Label\" destination=\"\(label.id)\" id=\"\(id)\"/>")
                }
            }
        }
    }

    private mutating func settingsController(into xml: inout XMLText) {
        let rootID = views.id(), guideID = views.id()
        var rows: [IBView] = []
        var outlets: [(String, String)] = []
        for toggle in spec.settingsToggles {
            rows.append(views.label(Vocabulary.capitalized(toggle), frame: Frame(x: 0, y: 0, width: 0, height: 20)))
            var toggleSwitch = IBView(tag: "switch", attributes: "opaque=\"NO\" contentMode=\"scaleToFill\" horizontalHuggingPriority=\"750\" verticalHuggingPriority=\"750\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" on=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                                      id: views.id(), frame: Frame(x: 0, y: 0, width: 0, height: 31))
            toggleSwitch.connections = ["<action selector=\"toggleChanged:\" destination=\"\(settingsID)\" eventType=\"valueChanged\" id=\"\(views.id())\"/>"]
            rows.append(toggleSwitch)
            outlets.append(("\(toggle)Switch", toggleSwitch.id))
        }
        var slider = IBView(tag: "slider", attributes: "opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" value=\"0.5\" minValue=\"0.0\" maxValue=\"1\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                            id: views.id(), frame: Frame(x: 0, y: 0, width: 0, height: 30))
        slider.connections = ["<action selector=\"intervalChanged:\" destination=\"\(settingsID)\" eventType=\"valueChanged\" id=\"\(views.id())\"/>"]
        rows.append(slider)
        outlets.append(("intervalSlider", slider.id))
        let (placed, constraints) = views.stack(rows, in: rootID, guide: guideID, width: 393, top: 16, spacing: 10)
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID, key: "view",
                          frame: Frame(x: 0, y: 0, width: 393, height: 852),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                          subviews: placed,
                          afterSubviews: [.line("<viewLayoutGuide key=\"safeArea\" id=\"\(guideID)\"/>"),
                                          .line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")],
                          constraints: constraints)
        let navigationItemID = views.id(), saveID = views.id(), saveActionID = views.id()
        let outletIDs = outlets.map { _ in views.id() }
        xml.element("viewController storyboardIdentifier=\"\(spec.settingsController)\" id=\"\(settingsID)\" \(IB.swiftClass(spec.settingsController)) sceneMemberID=\"viewController\"") { xml in
            root.render(into: &xml)
            xml.element("navigationItem key=\"navigationItem\" title=\"Settings\" id=\"\(navigationItemID)\"") { xml in
                xml.element("barButtonItem key=\"rightBarButtonItem\" systemItem=\"save\" id=\"\(saveID)\"") { xml in
                    xml.element("connections") { xml in
                        xml.line("<action selector=\"saveTapped:\" destination=\"\(settingsID)\" id=\"\(saveActionID)\"/>")
                    }
                }
            }
            xml.element("connections") { xml in
                for ((property, destination), id) in zip(outlets, outletIDs).sorted(by: { $0.0.0 < $1.0.0 }) {
                    xml.line("<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"\(id)\"/>")
                }
            }
        }
    }

    private mutating func galleryController(into xml: inout XMLText) {
        let cellID = views.id(), contentID = views.id()
        var photo = views.imageView(spec.placeholderImage, frame: Frame(x: 0, y: 0, width: 120, height: 96))
        photo.constraints = ["<constraint firstAttribute=\"height\" constant=\"96\" id=\"\(views.id())\"/>"]
        let caption = views.label("Caption", frame: Frame(x: 0, y: 100, width: 120, height: 20))
        let constraints = [
            views.constraint(photo.id, "top", contentID, "top"),
            views.constraint(photo.id, "leading", contentID, "leading"),
            views.constraint(contentID, "trailing", photo.id, "trailing"),
            views.constraint(caption.id, "top", photo.id, "bottom", constant: 4),
            views.constraint(caption.id, "leading", contentID, "leading"),
            views.constraint(contentID, "trailing", caption.id, "trailing"),
        ]
        let content = IBView(tag: "collectionViewCellContentView", attributes: "opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" insetsLayoutMarginsFromSafeArea=\"NO\"",
                             id: contentID, key: "contentView", frame: Frame(x: 0, y: 0, width: 120, height: 124),
                             autoresizing: "<autoresizingMask key=\"autoresizingMask\"/>", subviews: [photo, caption], constraints: constraints)
        let cell = IBView(tag: "collectionViewCell", attributes: "opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" reuseIdentifier=\"\(spec.photoCell)\"",
                          id: cellID, trailingAttributes: IB.swiftClass(spec.photoCell), frame: Frame(x: 0, y: 0, width: 120, height: 124),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>",
                          details: [.view(content)],
                          connections: ["<outlet property=\"captionLabel\" destination=\"\(caption.id)\" id=\"\(views.id())\"/>",
                                        "<outlet property=\"photoImageView\" destination=\"\(photo.id)\" id=\"\(views.id())\"/>"])
        let layoutID = views.id()
        let spacing = views.random.pick([2, 4, 8, 10])
        var collection = IBView(tag: "collectionView", attributes: "clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" dataMode=\"prototypes\"",
                                id: views.id(), key: "view", frame: Frame(x: 0, y: 0, width: 393, height: 852),
                                autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
        collection.afterSubviews = [
            .line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>"),
            .group("collectionViewFlowLayout key=\"collectionViewLayout\" minimumLineSpacing=\"\(spacing)\" minimumInteritemSpacing=\"\(spacing)\" id=\"\(layoutID)\"", [
                .line("<size key=\"itemSize\" width=\"120\" height=\"124\"/>"),
                .line("<size key=\"headerReferenceSize\" width=\"0.0\" height=\"0.0\"/>"),
                .line("<size key=\"footerReferenceSize\" width=\"0.0\" height=\"0.0\"/>"),
                .line("<inset key=\"sectionInset\" minX=\"0.0\" minY=\"0.0\" maxX=\"0.0\" maxY=\"0.0\"/>"),
            ]),
            .group("cells", [.view(cell)]),
        ]
        collection.connections = ["<outlet property=\"dataSource\" destination=\"\(galleryID)\" id=\"\(views.id())\"/>",
                                  "<outlet property=\"delegate\" destination=\"\(galleryID)\" id=\"\(views.id())\"/>"]
        let navigationItemID = views.id()
        xml.element("collectionViewController id=\"\(galleryID)\" \(IB.swiftClass(spec.galleryController)) sceneMemberID=\"viewController\"") { xml in
            collection.render(into: &xml)
            xml.line("<navigationItem key=\"navigationItem\" title=\"Photos\" id=\"\(navigationItemID)\"/>")
        }
    }
}
