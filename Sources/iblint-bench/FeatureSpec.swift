/// What one feature of the generated app holds: a storyboard of a few screens, the custom views and
/// cells they use, and the Swift (sometimes Objective-C) behind them. Drawn from the generator, so
/// features differ in names, numbers of outlets, screens and layout, as in a real app.
struct FeatureSpec {
    /// `Trip`, `SavedInvoice`: the prefix of every class, file and identifier of the feature.
    var name: String
    var index: Int
    /// Lowercased, dash-separated: asset names (`trip-hero`).
    var assetPrefix: String
    /// Labels of the detail screen besides its title (each an outlet).
    var detailLabels: [String]
    /// File's Owner-style custom views the detail screen shows.
    var cards: [CardSpec]
    /// Fields of the list's storyboard prototype cell.
    var itemCellLabels: [String]
    /// Fields of the cell designed in its own xib.
    var summaryCellLabels: [String]
    /// Labels of the embedded summary screen.
    var summaryLabels: [String]
    /// Toggles of the settings screen (each a switch with an outlet and an action).
    var settingsToggles: [String]
    var hasGallery: Bool
    /// The list is a `UITableViewController` (else a view controller holding a table view).
    var listIsTableViewController: Bool
    /// An Objective-C badge view in the detail screen.
    var hasObjCBadge: Bool
    /// Properties of the feature's model type.
    var modelFields: [String]
    /// Endpoints of its service (each a method with a completion closure).
    var endpoints: [String]
    var filterTitles: [String]

    var listController: String { "\(name)ListViewController" }
    var detailController: String { "\(name)DetailViewController" }
    var summaryController: String { "\(name)SummaryViewController" }
    var settingsController: String { "\(name)SettingsViewController" }
    var galleryController: String { "\(name)GalleryViewController" }
    var itemCell: String { "\(name)ItemCell" }
    var summaryCell: String { "\(name)SummaryCell" }
    var photoCell: String { "\(name)PhotoCell" }
    var badgeView: String { "\(name)BadgeView" }
    var objcBadge: String { "\(name)LegacyBadgeView" }
    var model: String { "\(name)Item" }
    var viewModel: String { "\(name)ListViewModel" }
    var service: String { "\(name)Service" }
    var folder: String { "\(AppLayout.sourceFolder)/Features/\(name)" }
    var heroImage: String { "\(assetPrefix)-hero" }
    var iconImage: String { "\(assetPrefix)-icon" }
    var placeholderImage: String { "\(assetPrefix)-placeholder" }
    var showDetailSegue: String { "show\(name)Detail" }
    var showGallerySegue: String { "show\(name)Gallery" }
    var embedSummarySegue: String { "embed\(name)Summary" }
}

/// A File's Owner-style custom view: the class loads its xib with `owner: self` and adds `contentView`.
struct CardSpec {
    var name: String
    var labels: [String]
    var hasIcon: Bool
    var hasButton: Bool
    /// The outlet of the detail screen that holds it.
    var outlet: String
}

enum Vocabulary {
    static let nouns = [
        "Trip", "Invoice", "Order", "Playlist", "Recipe", "Workout", "Ticket", "Booking", "Podcast", "Article",
        "Contact", "Account", "Payment", "Coupon", "Review", "Event", "Project", "Task", "Note", "Album",
        "Vehicle", "Property", "Course", "Lesson", "Flight", "Hotel", "Restaurant", "Menu", "Delivery", "Shipment",
        "Warehouse", "Device", "Sensor", "Meeting", "Survey", "Campaign", "Budget", "Expense", "Receipt", "Wallet",
        "Reward", "Voucher", "Challenge", "Team", "Match", "League", "Station", "Route", "Parking", "Charger",
        "Garden", "Plant", "Pet", "Clinic", "Appointment", "Prescription", "Library", "Episode", "Channel", "Exhibit",
    ]

    static let prefixes = [
        "", "Saved", "Shared", "Recent", "Team", "Partner", "Archived", "Featured", "Local", "Premium",
        "Draft", "Scheduled", "Family", "Business", "Guest", "Group", "Nearby", "Weekly", "Custom", "Public",
    ]

    static let fields = [
        "title", "subtitle", "status", "price", "date", "location", "owner", "category", "rating", "duration",
        "distance", "total", "quantity", "author", "summary", "reference", "deadline", "progress", "level", "code",
    ]

    static let cardKinds = ["Header", "Stats", "Route", "Price", "Owner", "Timeline", "Map", "Notes", "Contact", "Schedule"]

    static let toggles = ["notifications", "autoRefresh", "offlineMode", "reminders", "sharing", "compactLayout", "sounds"]

    static let endpoints = ["fetchAll", "fetchDetails", "update", "delete", "search", "refresh", "archive", "duplicate"]

    static let filters = ["All", "Recent", "Favorites", "Archived", "Shared", "Nearby"]

    /// `SavedInvoice` → `saved-invoice`.
    static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append("-") }
            result.append(Character(character.lowercased()))
        }
        return result
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// The first `count` feature names: every noun alone first, then with each prefix, in an order the
    /// seed decides (the same for every count, so a smaller app is a prefix of a larger one).
    static func featureNames(_ count: Int, random: inout Random) -> [String] {
        var names: [String] = []
        for prefix in prefixes {
            names += random.shuffled(nouns).filter { $0 != prefix }.map { prefix + $0 }
        }
        var round = 2
        while names.count < count {
            names += nouns.map { "\($0)\(round)" }
            round += 1
        }
        return Array(names.prefix(count))
    }
}

extension FeatureSpec {
    static func make(name: String, index: Int, seed: UInt64) -> FeatureSpec {
        var random = Random(seed: seed, name: "feature:" + name)
        let cardCount = random.int(1...3)
        let cards = random.pick(cardCount, of: Vocabulary.cardKinds).map { kind in
            CardSpec(name: "\(name)\(kind)CardView", labels: random.pick(random.int(2...5), of: Vocabulary.fields),
                     hasIcon: random.chance(70), hasButton: random.chance(60),
                     outlet: kind.prefix(1).lowercased() + kind.dropFirst() + "Card")
        }
        return FeatureSpec(
            name: name, index: index, assetPrefix: Vocabulary.kebab(name),
            detailLabels: random.pick(random.int(2...6), of: Vocabulary.fields.filter { $0 != "title" }),
            cards: cards,
            itemCellLabels: random.pick(random.int(2...4), of: Vocabulary.fields),
            summaryCellLabels: random.pick(random.int(2...4), of: Vocabulary.fields),
            summaryLabels: random.pick(random.int(1...3), of: Vocabulary.fields),
            settingsToggles: random.pick(random.int(1...4), of: Vocabulary.toggles),
            hasGallery: random.chance(60),
            listIsTableViewController: random.chance(40),
            hasObjCBadge: random.chance(25),
            modelFields: random.pick(random.int(4...9), of: Vocabulary.fields),
            endpoints: ["fetchAll"] + random.pick(random.int(1...4), of: Vocabulary.endpoints.filter { $0 != "fetchAll" }),
            filterTitles: random.pick(random.int(2...4), of: Vocabulary.filters))
    }
}
