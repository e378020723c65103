/// The Swift (and Objective-C) of a feature, matching its storyboard and xibs outlet for outlet.
struct FeatureSources {
    let spec: FeatureSpec
    var random: Random

    init(spec: FeatureSpec, seed: UInt64) {
        self.spec = spec
        random = Random(seed: seed, name: "swift:" + spec.name)
    }

    var controllers: String { "\(spec.folder)/Controllers" }
    var views: String { "\(spec.folder)/Views" }
    var cells: String { "\(spec.folder)/Cells" }
    var models: String { "\(spec.folder)/Models" }

    mutating func files() -> [GeneratedFile] {
        var files: [GeneratedFile] = [
            .source("\(controllers)/\(spec.listController).swift", spec.listIsTableViewController ? listTableController() : listController()),
            .source("\(controllers)/\(spec.listController)+DataSource.swift", listDataSource()),
            .source("\(controllers)/\(spec.detailController).swift", detailController()),
            .source("\(controllers)/\(spec.detailController)+Sharing.swift", detailSharing()),
            .source("\(controllers)/\(spec.summaryController).swift", summaryController()),
            .source("\(controllers)/\(spec.settingsController).swift", settingsController()),
            .source("\(spec.folder)/\(spec.name)Coordinator.swift", coordinator()),
            .source("\(cells)/\(spec.itemCell).swift", itemCell()),
            .source("\(cells)/\(spec.summaryCell).swift", summaryCell()),
            .source("\(views)/\(spec.badgeView).swift", badgeView()),
            .source("\(models)/\(spec.model).swift", model()),
            .source("\(models)/\(spec.viewModel).swift", viewModel()),
            .source("\(models)/\(spec.service).swift", service()),
        ]
        for card in spec.cards {
            files.append(.source("\(views)/\(card.name).swift", cardView(card)))
        }
        if spec.hasGallery {
            files.append(.source("\(controllers)/\(spec.galleryController).swift", galleryController()))
            files.append(.source("\(cells)/\(spec.photoCell).swift", photoCell()))
        }
        if spec.hasObjCBadge {
            files.append(.header("\(spec.folder)/Legacy/\(spec.objcBadge).h", objcHeader()))
            files.append(.source("\(spec.folder)/Legacy/\(spec.objcBadge).m", objcImplementation()))
        }
        return files
    }

    // MARK: Controllers

    private func listController() -> String {
        """
        import Combine
        import UIKit

        /// The list of \(spec.name.lowercased())s: the first screen of \(spec.name).storyboard.
        final class \(spec.listController): BaseViewController {
            @IBOutlet weak var tableView: UITableView!
            @IBOutlet weak var headerLabel: UILabel!
            @IBOutlet weak var filterControl: UISegmentedControl!
            @IBOutlet weak var emptyStateLabel: UILabel!

            let viewModel = \(spec.viewModel)()
            private var cancellables = Set<AnyCancellable>()
            var items: [\(spec.model)] = [] {
                didSet {
                    tableView?.reloadData()
                    emptyStateLabel?.isHidden = !items.isEmpty
                    headerLabel?.text = "\\(items.count) \(spec.name.lowercased())s"
                }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "\(spec.summaryCell)", bundle: Bundle(for: \(spec.summaryCell).self)),
                                   forCellReuseIdentifier: "\(spec.summaryCell)")
                viewModel.$items
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] items in
                        self?.items = items
                    }
                    .store(in: &cancellables)
                viewModel.load()
            }

            @IBAction func filterChanged(_ sender: UISegmentedControl) {
                viewModel.filter = \(spec.name)Filter(rawValue: sender.selectedSegmentIndex) ?? .all
            }

            @IBAction func refreshTapped(_ sender: UIBarButtonItem) {
                viewModel.load()
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                super.prepare(for: segue, sender: sender)
                if segue.identifier == "\(spec.showDetailSegue)", let detail = segue.destination as? \(spec.detailController) {
                    detail.item = sender as? \(spec.model)
                }
            }
        }

        """
    }

    private func listTableController() -> String {
        """
        import Combine
        import UIKit

        /// The list of \(spec.name.lowercased())s: the first screen of \(spec.name).storyboard.
        final class \(spec.listController): UITableViewController {
            let viewModel = \(spec.viewModel)()
            private var cancellables = Set<AnyCancellable>()
            var items: [\(spec.model)] = [] {
                didSet { tableView.reloadData() }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "\(spec.summaryCell)", bundle: Bundle(for: \(spec.summaryCell).self)),
                                   forCellReuseIdentifier: "\(spec.summaryCell)")
                refreshControl = UIRefreshControl()
                refreshControl?.addTarget(self, action: #selector(pulledToRefresh), for: .valueChanged)
                viewModel.$items
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] items in
                        self?.items = items
                        self?.refreshControl?.endRefreshing()
                    }
                    .store(in: &cancellables)
                viewModel.load()
            }

            @objc private func pulledToRefresh() {
                viewModel.load()
            }

            @IBAction func refreshTapped(_ sender: UIBarButtonItem) {
                viewModel.load()
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                super.prepare(for: segue, sender: sender)
                guard segue.identifier == "\(spec.showDetailSegue)" else { return }
                let detail = segue.destination as! \(spec.detailController)
                detail.item = sender as? \(spec.model)
            }
        }

        """
    }

    private func listDataSource() -> String {
        let override = spec.listIsTableViewController ? "override " : ""
        let conformance = spec.listIsTableViewController ? "" : ": UITableViewDataSource, UITableViewDelegate"
        return """
        import UIKit

        extension \(spec.listController)\(conformance) {
            \(override)func numberOfSections(in tableView: UITableView) -> Int {
                1
            }

            \(override)func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            \(override)func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let item = items[indexPath.row]
                if item.isPinned {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "\(spec.summaryCell)", for: indexPath) as! \(spec.summaryCell)
                    cell.configure(with: item)
                    return cell
                }
                guard let cell = tableView.dequeueReusableCell(withIdentifier: "\(spec.itemCell)", for: indexPath) as? \(spec.itemCell) else {
                    return UITableViewCell()
                }
                cell.configure(with: item)
                return cell
            }

            \(override)func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                performSegue(withIdentifier: "\(spec.showDetailSegue)", sender: items[indexPath.row])
            }
        }

        """
    }

    private func detailController() -> String {
        var outlets = [
            "@IBOutlet weak var heroImageView: UIImageView!",
            "@IBOutlet weak var titleLabel: UILabel!",
        ]
        outlets += spec.detailLabels.map { "@IBOutlet weak var \($0)Label: UILabel!" }
        outlets += spec.cards.map { "@IBOutlet weak var \($0.outlet): \($0.name)!" }
        outlets.append("@IBOutlet weak var favoriteButton: UIButton!")
        let labelUpdates = spec.detailLabels.map { field in
            "        \(field)Label.text = item.\(spec.modelFields.contains(field) ? field : "title")"
        }.joined(separator: "\n")
        let cardHandlers = spec.cards.filter(\.hasButton).map { card in
            """
                    \(card.outlet).onAction = { [weak self] in
                        self?.showSettings()
                    }
            """
        }.joined(separator: "\n")
        let gallery = spec.hasGallery ? """

                    if segue.identifier == "\(spec.showGallerySegue)", let gallery = segue.destination as? \(spec.galleryController) {
                        gallery.photos = item?.photos ?? []
                    }
            """ : ""
        return """
        import UIKit

        /// One \(spec.name.lowercased()): shown by the list's "\(spec.showDetailSegue)" segue.
        final class \(spec.detailController): BaseViewController {
            \(outlets.joined(separator: "\n    "))

            var item: \(spec.model)? {
                didSet { if isViewLoaded { update() } }
            }
            private(set) weak var summary: \(spec.summaryController)?
            private let badge = \(spec.badgeView).make()

            override func viewDidLoad() {
                super.viewDidLoad()
        \(cardHandlers)
                if let badge {
                    navigationItem.titleView = badge
                }
                update()
            }

            private func update() {
                guard let item else { return }
                titleLabel.text = item.title
                heroImageView.image = UIImage(named: "\(spec.heroImage)")
        \(labelUpdates)
                favoriteButton.isSelected = item.isPinned
                badge?.count = item.photos.count
                summary?.item = item
            }

            @IBAction func favoriteTapped(_ sender: UIButton) {
                sender.isSelected.toggle()
                item?.isPinned = sender.isSelected
            }

            @IBAction func settingsTapped(_ sender: UIButton) {
                showSettings()
            }

            func showSettings() {
                guard let settings = storyboard?.instantiateViewController(withIdentifier: "\(spec.settingsController)") as? \(spec.settingsController) else {
                    return
                }
                settings.onSave = { [weak self] in
                    self?.update()
                }
                navigationController?.pushViewController(settings, animated: true)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                super.prepare(for: segue, sender: sender)
                if segue.identifier == "\(spec.embedSummarySegue)" {
                    summary = segue.destination as? \(spec.summaryController)
                    summary?.item = item
                }\(gallery)
            }
        }

        """
    }

    private func detailSharing() -> String {
        """
        import UIKit

        /// Sharing, kept apart from the screen's layout code.
        extension \(spec.detailController) {
            @IBAction func shareTapped(_ sender: UIBarButtonItem) {
                guard let item else { return }
                let activity = UIActivityViewController(activityItems: [item.shareText], applicationActivities: nil)
                activity.popoverPresentationController?.barButtonItem = sender
                present(activity, animated: true)
            }
        }

        """
    }

    private func summaryController() -> String {
        let outlets = spec.summaryLabels.map { "@IBOutlet weak var \($0)Label: UILabel!" }.joined(separator: "\n    ")
        let updates = spec.summaryLabels.map { "        \($0)Label?.text = item?.title" }.joined(separator: "\n")
        return """
        import UIKit

        /// The summary the detail screen embeds in its container view.
        final class \(spec.summaryController): UIViewController {
            \(outlets)

            var item: \(spec.model)? {
                didSet { update() }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                update()
            }

            private func update() {
        \(updates)
            }
        }

        """
    }

    private func settingsController() -> String {
        var outlets = spec.settingsToggles.map { "@IBOutlet weak var \($0)Switch: UISwitch!" }
        outlets.append("@IBOutlet weak var intervalSlider: UISlider!")
        let keys = spec.settingsToggles.map { toggle in
            "        case \(toggle)Switch: key = \"\(spec.assetPrefix).\(toggle)\""
        }.joined(separator: "\n")
        let loads = spec.settingsToggles.map { toggle in
            "        \(toggle)Switch.isOn = defaults.bool(forKey: \"\(spec.assetPrefix).\(toggle)\")"
        }.joined(separator: "\n")
        return """
        import UIKit

        /// Settings of \(spec.name.lowercased())s; the detail screen instantiates it by its Storyboard ID.
        final class \(spec.settingsController): UIViewController {
            \(outlets.joined(separator: "\n    "))

            var onSave: (() -> Void)?
            private let defaults = UserDefaults.standard

            override func viewDidLoad() {
                super.viewDidLoad()
        \(loads)
                intervalSlider.value = defaults.float(forKey: "\(spec.assetPrefix).interval")
            }

            @IBAction func toggleChanged(_ sender: UISwitch) {
                let key: String
                switch sender {
        \(keys)
                default: return
                }
                defaults.set(sender.isOn, forKey: key)
            }

            @IBAction func intervalChanged(_ sender: UISlider) {
                defaults.set(sender.value, forKey: "\(spec.assetPrefix).interval")
            }

            @IBAction func saveTapped(_ sender: UIBarButtonItem) {
                onSave?()
                navigationController?.popViewController(animated: true)
            }
        }

        """
    }

    private func galleryController() -> String {
        """
        import UIKit

        /// Photos of one \(spec.name.lowercased()), in a grid.
        final class \(spec.galleryController): UICollectionViewController {
            var photos: [String] = [] {
                didSet { collectionView?.reloadData() }
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                photos.count
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "\(spec.photoCell)", for: indexPath) as! \(spec.photoCell)
                cell.captionLabel.text = photos[indexPath.item]
                cell.photoImageView.image = UIImage(named: "\(spec.placeholderImage)")
                return cell
            }
        }

        """
    }

    private func coordinator() -> String {
        """
        import UIKit

        /// Starts the \(spec.name) flow from \(spec.name).storyboard.
        final class \(spec.name)Coordinator {
            private weak var navigationController: UINavigationController?
            var onFinish: (() -> Void)?

            func start() -> UIViewController? {
                let storyboard = UIStoryboard(name: "\(spec.name)", bundle: Bundle(for: \(spec.name)Coordinator.self))
                guard let navigation = storyboard.instantiateInitialViewController() as? UINavigationController else {
                    return nil
                }
                navigationController = navigation
                return navigation
            }

            func showSettings() {
                let storyboard = UIStoryboard(name: "\(spec.name)", bundle: Bundle(for: \(spec.name)Coordinator.self))
                let settings = storyboard.instantiateViewController(withIdentifier: "\(spec.settingsController)") as? \(spec.settingsController)
                settings?.onSave = { [weak self] in
                    self?.onFinish?()
                }
                if let settings {
                    navigationController?.pushViewController(settings, animated: true)
                }
            }
        }

        """
    }

    // MARK: Cells and views

    private func itemCell() -> String {
        let outlets = spec.itemCellLabels.map { "@IBOutlet weak var \($0)Label: UILabel!" }.joined(separator: "\n    ")
        let updates = spec.itemCellLabels.map { "        \($0)Label.text = item.title" }.joined(separator: "\n")
        return """
        import UIKit

        /// The list's prototype cell (in \(spec.name).storyboard).
        final class \(spec.itemCell): UITableViewCell {
            \(outlets)
            @IBOutlet weak var thumbnailImageView: UIImageView!

            override func prepareForReuse() {
                super.prepareForReuse()
                thumbnailImageView.image = nil
            }

            func configure(with item: \(spec.model)) {
        \(updates)
                thumbnailImageView.image = UIImage(named: "\(spec.placeholderImage)")
            }
        }

        """
    }

    private func summaryCell() -> String {
        let outlets = spec.summaryCellLabels.map { "@IBOutlet weak var \($0)Label: UILabel!" }.joined(separator: "\n    ")
        let updates = spec.summaryCellLabels.map { "        \($0)Label.text = item.title" }.joined(separator: "\n")
        return """
        import UIKit

        /// A pinned \(spec.name.lowercased()) in the list, designed in \(spec.summaryCell).xib.
        final class \(spec.summaryCell): UITableViewCell {
            \(outlets)

            override func awakeFromNib() {
                super.awakeFromNib()
                selectionStyle = .none
            }

            func configure(with item: \(spec.model)) {
        \(updates)
            }
        }

        """
    }

    private func photoCell() -> String {
        """
        import UIKit

        final class \(spec.photoCell): UICollectionViewCell {
            @IBOutlet weak var photoImageView: UIImageView!
            @IBOutlet weak var captionLabel: UILabel!

            override func prepareForReuse() {
                super.prepareForReuse()
                photoImageView.image = nil
                captionLabel.text = nil
            }
        }

        """
    }

    private func badgeView() -> String {
        """
        import UIKit

        /// A count with a star: the root view of \(spec.badgeView).xib (File's Owner has no class).
        final class \(spec.badgeView): UIView {
            @IBOutlet weak var countLabel: UILabel!
            @IBOutlet weak var iconImageView: UIImageView!

            var count = 0 {
                didSet { countLabel?.text = String(count) }
            }

            static func make() -> \(spec.badgeView)? {
                Bundle(for: \(spec.badgeView).self).loadNibNamed("\(spec.badgeView)", owner: nil, options: nil)?.first as? \(spec.badgeView)
            }
        }

        """
    }

    /// How a card's class differs from the clean one, for planted problems.
    struct CardOptions {
        enum Loader { case bundleFor, nibInstantiate, mainBundle }
        var loader: Loader?
        /// More lines in the class body after the outlets (`@IBOutlet …`, `@IBInspectable …`).
        var extraMembers: [String] = []
        /// A comment at the end of the first label's outlet line.
        var firstOutletComment: String?
        var designable: Bool?
        /// More declarations after the class.
        var trailingDeclarations = ""
    }

    mutating func cardView(_ card: CardSpec, options: CardOptions = CardOptions()) -> String {
        var outlets = ["@IBOutlet var contentView: UIView!"]
        outlets += card.labels.enumerated().map { position, field in
            "@IBOutlet weak var \(field)Label: UILabel!" + (position == 0 ? options.firstOutletComment.map { " " + $0 } ?? "" : "")
        }
        if card.hasIcon { outlets.append("@IBOutlet weak var iconImageView: UIImageView!") }
        if card.hasButton { outlets.append("@IBOutlet weak var actionButton: UIButton!") }
        outlets += options.extraMembers
        let designable = options.designable ?? random.chance(40)
        let showsIcon = card.hasIcon ? """

            @IBInspectable var showsIcon: Bool = true {
                didSet { iconImageView?.isHidden = !showsIcon }
            }
        """ : ""
        let action = card.hasButton ? """

            @IBAction func actionTapped(_ sender: UIButton) {
                onAction?()
            }
        """ : ""
        let configure = card.labels.map { "        \($0)Label.text = values[\"\($0)\"]" }.joined(separator: "\n")
        let loader = options.loader ?? (random.chance(50) ? .bundleFor : .nibInstantiate)
        let load: String
        switch loader {
        case .bundleFor: load = "Bundle(for: \(card.name).self).loadNibNamed(\"\(card.name)\", owner: self, options: nil)"
        case .nibInstantiate: load = "UINib(nibName: \"\(card.name)\", bundle: Bundle(for: \(card.name).self)).instantiate(withOwner: self, options: nil)"
        case .mainBundle: load = "Bundle.main.loadNibNamed(\"\(card.name)\", owner: self, options: nil)"
        }
        return """
        import UIKit

        /// A card of the \(spec.name.lowercased()) screen. File's Owner style: \(card.name).xib's File's Owner is this
        /// class, its root view is `contentView`.
        \(designable ? "@IBDesignable\n" : "")final class \(card.name): UIView {
            \(outlets.joined(separator: "\n    "))

            @IBInspectable var cornerRadius: CGFloat = 8 {
                didSet { layer.cornerRadius = cornerRadius }
            }

            @IBInspectable var borderColor: UIColor? {
                didSet {
                    layer.borderColor = borderColor?.cgColor
                    layer.borderWidth = borderColor == nil ? 0 : 1
                }
            }
        \(showsIcon)

            var onAction: (() -> Void)?

            override init(frame: CGRect) {
                super.init(frame: frame)
                commonInit()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                commonInit()
            }

            private func commonInit() {
                \(load)
                addSubview(contentView)
                contentView.frame = bounds
                contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }

            func configure(with values: [String: String]) {
        \(configure)
            }
        \(action)
        }
        \(options.trailingDeclarations)
        """
    }

    // MARK: Models

    private func model() -> String {
        let fields = spec.modelFields.filter { $0 != "title" }.map { "    var \($0): String" }.joined(separator: "\n")
        let filters = ["all"] + spec.filterTitles.map { $0.lowercased() }.filter { $0 != "all" }
        let cases = filters.map { "case \($0)" }.joined(separator: "\n    ")
        return """
        import Foundation

        struct \(spec.model): Codable, Hashable, Identifiable {
            var id: UUID
            var title: String
        \(fields)
            var photos: [String]
            var isPinned: Bool
            var updatedAt: Date

            var shareText: String {
                "\\(title) — \(spec.name)"
            }
        }

        enum \(spec.name)Filter: Int, CaseIterable {
            \(cases)

            func matches(_ item: \(spec.model)) -> Bool {
                switch self {
                case .all: return true
                default: return item.isPinned
                }
            }
        }

        """
    }

    private func viewModel() -> String {
        """
        import Combine
        import Foundation

        /// Loads \(spec.name.lowercased())s and filters them; the list screen observes `items`.
        final class \(spec.viewModel) {
            @Published private(set) var items: [\(spec.model)] = []
            @Published var filter: \(spec.name)Filter = .all
            private var all: [\(spec.model)] = []
            private let service: \(spec.service)
            private var cancellables = Set<AnyCancellable>()

            init(service: \(spec.service) = \(spec.service)()) {
                self.service = service
                $filter
                    .removeDuplicates()
                    .sink { [weak self] filter in
                        self?.apply(filter)
                    }
                    .store(in: &cancellables)
                NotificationCenter.default.publisher(for: .\(spec.name.prefix(1).lowercased() + spec.name.dropFirst())sDidChange)
                    .sink { [weak self] _ in
                        self?.load()
                    }
                    .store(in: &cancellables)
            }

            func load() {
                service.fetchAll { [weak self] result in
                    switch result {
                    case .success(let items):
                        self?.all = items
                        self?.apply(self?.filter ?? .all)
                    case .failure:
                        self?.items = []
                    }
                }
            }

            private func apply(_ filter: \(spec.name)Filter) {
                items = all.filter(filter.matches).sorted { $0.updatedAt > $1.updatedAt }
            }
        }

        extension Notification.Name {
            static let \(spec.name.prefix(1).lowercased() + spec.name.dropFirst())sDidChange = Notification.Name("\(spec.name)sDidChange")
        }

        """
    }

    private func service() -> String {
        let endpoints = spec.endpoints.filter { $0 != "fetchAll" }.map { endpoint in
            """

                func \(endpoint)(_ item: \(spec.model), completion: @escaping (Result<\(spec.model), Error>) -> Void) {
                    var request = URLRequest(url: baseURL.appendingPathComponent(item.id.uuidString).appendingPathComponent("\(endpoint)"))
                    request.httpMethod = "\(endpoint == "delete" ? "DELETE" : "POST")"
                    request.httpBody = try? encoder.encode(item)
                    perform(request) { (result: Result<\(spec.model), Error>) in
                        completion(result)
                    }
                }
            """
        }.joined(separator: "\n")
        return """
        import Foundation

        protocol \(spec.name)Fetching {
            func fetchAll(completion: @escaping (Result<[\(spec.model)], Error>) -> Void)
        }

        /// The \(spec.name.lowercased()) endpoints of the backend.
        final class \(spec.service): \(spec.name)Fetching {
            private let session: URLSession
            private let baseURL = URL(string: "https://api.example.com/v\(spec.index % 3 + 1)/\(spec.assetPrefix)s")!
            private let decoder = JSONDecoder()
            private let encoder = JSONEncoder()

            init(session: URLSession = .shared) {
                self.session = session
                decoder.dateDecodingStrategy = .iso8601
                encoder.dateEncodingStrategy = .iso8601
            }

            func fetchAll(completion: @escaping (Result<[\(spec.model)], Error>) -> Void) {
                perform(URLRequest(url: baseURL), completion: completion)
            }
        \(endpoints)

            private func perform<T: Decodable>(_ request: URLRequest, completion: @escaping (Result<T, Error>) -> Void) {
                let decoder = self.decoder
                session.dataTask(with: request) { data, _, error in
                    let result: Result<T, Error>
                    if let error {
                        result = .failure(error)
                    } else {
                        result = Result { try decoder.decode(T.self, from: data ?? Data()) }
                    }
                    DispatchQueue.main.async {
                        completion(result)
                    }
                }.resume()
            }
        }

        """
    }

    // MARK: Objective-C

    private func objcHeader() -> String {
        """
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        /// The \(spec.name.lowercased()) badge from the app's first version, still in Objective-C.
        @interface \(spec.objcBadge) : UIView

        @property (nonatomic, weak) IBOutlet UILabel *countLabel;
        @property (nonatomic) NSInteger count;

        @end

        NS_ASSUME_NONNULL_END

        """
    }

    private func objcImplementation() -> String {
        """
        #import "\(spec.objcBadge).h"

        @implementation \(spec.objcBadge)

        - (void)awakeFromNib {
            [super awakeFromNib];
            self.layer.cornerRadius = 6.0;
        }

        - (void)setCount:(NSInteger)count {
            _count = count;
            self.countLabel.text = [NSString stringWithFormat:@"%ld", (long)count];
            self.hidden = count == 0;
        }

        @end

        """
    }
}
