/// The rest of a feature's Swift, the part no interface file sees: models with coding keys, formatting,
/// analytics events, a cache, validation, endpoints, a search controller, a state machine, layout and
/// accessibility code. Real apps hold several times more of this than of view code, and the scanner
/// reads all of it.
struct FeatureDomainSources {
    let spec: FeatureSpec
    var random: Random

    init(spec: FeatureSpec, seed: UInt64) {
        self.spec = spec
        random = Random(seed: seed, name: "domain:" + spec.name)
    }

    var lower: String { spec.name.prefix(1).lowercased() + spec.name.dropFirst() }
    var fields: [String] { spec.modelFields.filter { $0 != "title" } }

    mutating func files() -> [GeneratedFile] {
        let models = "\(spec.folder)/Models"
        let support = "\(spec.folder)/Support"
        return [
            .source("\(models)/\(spec.model)+Coding.swift", coding()),
            .source("\(support)/\(spec.name)Formatting.swift", formatting()),
            .source("\(support)/\(spec.name)Analytics.swift", analytics()),
            .source("\(models)/\(spec.name)Repository.swift", repository()),
            .source("\(support)/\(spec.name)Validator.swift", validator()),
            .source("\(models)/\(spec.name)Endpoint.swift", endpoint()),
            .source("\(spec.folder)/Controllers/\(spec.detailController)+Layout.swift", detailLayout()),
            .source("\(spec.folder)/Controllers/\(spec.name)SearchController.swift", searchController()),
            .source("\(models)/\(spec.name)State.swift", stateMachine()),
            .source("\(support)/\(spec.name)SampleData.swift", sampleData()),
            .source("\(spec.folder)/Controllers/\(spec.name)EditorViewController.swift", editor()),
            .source("\(spec.folder)/Controllers/\(spec.name)FilterSheetViewController.swift", filterSheet()),
            .source("\(models)/\(spec.name)DTO.swift", transferObjects()),
            GeneratedFile(path: "\(AppLayout.testFolder)/\(spec.name)/\(spec.name)DomainTests.swift", text: tests(), role: .testSource),
            .source("\(support)/\(spec.name)Strings.swift", strings()),
            GeneratedFile(path: "\(AppLayout.testFolder)/\(spec.name)/\(spec.service)Mock.swift", text: serviceMock(), role: .testSource),
        ] + codeScreens()
    }

    /// Every user-visible string of the feature, in one place for translators.
    private mutating func strings() -> String {
        var keys: [(String, String)] = [("title", "\(spec.name)s"), ("empty", "No \(spec.name.lowercased())s yet"),
                                        ("refresh", "Refresh"), ("share", "Share"), ("favorite", "Favorite"),
                                        ("settings", "Settings"), ("save", "Save"), ("cancel", "Cancel"), ("delete", "Delete"),
                                        ("deleteConfirmation", "Delete this \(spec.name.lowercased())? This cannot be undone.")]
        keys += spec.modelFields.map { ($0, Vocabulary.capitalized($0)) }
        keys += spec.settingsToggles.map { ($0, Vocabulary.capitalized($0)) }
        keys += spec.filterTitles.map { ("filter\($0)", $0) }
        keys += spec.endpoints.map { ("\($0)Failed", "Could not \($0) the \(spec.name.lowercased()). Check your connection and try again.") }
        let lines = keys.map { key, value in
            """
                /// "\(value)"
                static let \(key) = NSLocalizedString("\(spec.assetPrefix).\(key)", value: "\(value)", comment: "\(spec.name) screen: \(key)")
            """
        }.joined(separator: "\n")
        return """
        import Foundation

        /// Strings of the \(spec.name) feature (Localizable.strings keys start with "\(spec.assetPrefix).").
        enum \(spec.name)Strings {
        \(lines)

            static func count(_ count: Int) -> String {
                String.localizedStringWithFormat(NSLocalizedString("\(spec.assetPrefix).count", value: "%d \(spec.name.lowercased())s", comment: "Number of \(spec.name.lowercased())s"), count)
            }
        }

        """
    }

    /// The service with canned answers, for tests.
    private mutating func serviceMock() -> String {
        let count = random.int(1...6)
        return """
        import Foundation
        @testable import \(AppLayout.moduleName)

        /// Answers `fetchAll` with \(count) sample \(spec.name.lowercased())s, or with `error` when set.
        final class \(spec.service)Mock: \(spec.name)Fetching {
            var error: Error?
            private(set) var fetchCount = 0
            var items: [\(spec.model)] = (0..<\(count)).map { index in
                \(spec.model)(id: UUID(), title: "Mock \\(index)", \(fields.map { "\($0): \"\"" }.joined(separator: ", ")), photos: [], isPinned: index == 0, updatedAt: Date())
            }

            func fetchAll(completion: @escaping (Result<[\(spec.model)], Error>) -> Void) {
                fetchCount += 1
                if let error {
                    completion(.failure(error))
                } else {
                    completion(.success(items))
                }
            }
        }

        """
    }

    static let screenKinds = ["Export", "Help", "Permissions", "Sharing", "Notifications", "Tags", "Members", "Attachments",
                              "Activity", "Reminders", "Locations", "Feedback"]

    /// Screens built entirely in code, as most apps have beside their storyboards: a form, a table
    /// with cells registered by class, or a diffable collection list.
    private mutating func codeScreens() -> [GeneratedFile] {
        random.pick(random.int(2...5), of: Self.screenKinds).map { kind in
            let name = "\(spec.name)\(kind)ScreenViewController"
            let text: String
            switch random.int(0...2) {
            case 0: text = tableScreen(name, kind: kind)
            case 1: text = listScreen(name, kind: kind)
            default: text = formScreen(name, kind: kind)
            }
            return .source("\(spec.folder)/Screens/\(name).swift", text)
        }
    }

    private mutating func tableScreen(_ name: String, kind: String) -> String {
        let header = "\(spec.name)\(kind)HeaderView"
        let sections = random.pick(random.int(2...4), of: ["Today", "This week", "Earlier", "Pinned", "Shared with you", "Suggested"])
        return """
        import UIKit

        /// \(kind) of a \(spec.name.lowercased()), as a plain table built in code.
        final class \(name): UITableViewController {
            private let sections = [\(sections.map { "\"\($0)\"" }.joined(separator: ", "))]
            private var rows: [[String]] = []
            private let item: \(spec.model)

            init(item: \(spec.model)) {
                self.item = item
                super.init(style: .insetGrouped)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("\(spec.assetPrefix).\(kind.lowercased()).title", comment: "")
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "\(spec.name)\(kind)Row")
                tableView.register(\(header).self, forHeaderFooterViewReuseIdentifier: "\(spec.name)\(kind)Header")
                rows = sections.map { section in (0..<\(random.int(2...9))).map { "\\(section) \\($0 + 1)" } }
                refreshControl = UIRefreshControl()
                refreshControl?.addAction(UIAction { [weak self] _ in
                    self?.reload()
                }, for: .valueChanged)
            }

            private func reload() {
                tableView.reloadData()
                refreshControl?.endRefreshing()
            }

            override func numberOfSections(in tableView: UITableView) -> Int {
                sections.count
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                rows[section].count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "\(spec.name)\(kind)Row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = rows[indexPath.section][indexPath.row]
                content.secondaryText = item.title
                content.image = UIImage(systemName: "\(random.pick(["doc", "bell", "tag", "person.2", "paperclip", "clock"]))")
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                return cell
            }

            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "\(spec.name)\(kind)Header") as? \(header)
                header?.titleLabel.text = sections[section]
                return header
            }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                \(spec.name)AnalyticsTracker.shared.track(.selected(item.id))
            }
        }

        /// A section header with a bold title, registered by class.
        final class \(header): UITableViewHeaderFooterView {
            let titleLabel = UILabel()

            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(titleLabel)
                NSLayoutConstraint.activate([
                    titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        """
    }

    private mutating func listScreen(_ name: String, kind: String) -> String {
        """
        import UIKit

        /// \(kind) of a \(spec.name.lowercased()), as a diffable collection-view list.
        final class \(name): UIViewController {
            private enum Section { case main }
            private var collectionView: UICollectionView!
            private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
            private let entries: [String]

            init(entries: [String]) {
                self.entries = entries
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                var configuration = UICollectionLayoutListConfiguration(appearance: .\(random.pick(["insetGrouped", "plain", "sidebar"])))
                configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        self?.remove(at: indexPath)
                        done(true)
                    }
                    return UISwipeActionsConfiguration(actions: [delete])
                }
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(collectionView)
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, entry in
                    var content = cell.defaultContentConfiguration()
                    content.text = entry
                    cell.contentConfiguration = content
                    cell.accessories = [.disclosureIndicator()]
                }
                dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, entry in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: entry)
                }
                apply(entries)
            }

            private func apply(_ entries: [String]) {
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections([.main])
                snapshot.appendItems(entries)
                dataSource.apply(snapshot, animatingDifferences: \(random.chance(50)))
            }

            private func remove(at indexPath: IndexPath) {
                guard let entry = dataSource.itemIdentifier(for: indexPath) else { return }
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([entry])
                dataSource.apply(snapshot)
            }
        }

        """
    }

    private mutating func formScreen(_ name: String, kind: String) -> String {
        let toggles = random.pick(random.int(2...5), of: Vocabulary.toggles + ["weeklyDigest", "mentions", "badges", "previews"])
        let switches = toggles.map { toggle in
            """
                    let \(toggle)Row = makeRow(title: NSLocalizedString("\(spec.assetPrefix).\(kind.lowercased()).\(toggle)", comment: ""), key: "\(spec.assetPrefix).\(kind.lowercased()).\(toggle)")
                    stack.addArrangedSubview(\(toggle)Row)
            """
        }.joined(separator: "\n")
        return """
        import UIKit

        /// \(kind) settings of \(spec.name.lowercased())s: a switch per option, built in code.
        final class \(name): UIViewController {
            private let stack = UIStackView()
            private let defaults: UserDefaults

            init(defaults: UserDefaults = .standard) {
                self.defaults = defaults
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemGroupedBackground
                stack.axis = .vertical
                stack.spacing = \(random.int(8...16))
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
        \(switches)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(random.int(12...24))),
                ])
            }

            private func makeRow(title: String, key: String) -> UIView {
                let label = UILabel()
                label.text = title
                label.font = .preferredFont(forTextStyle: .body)
                label.numberOfLines = 0
                let toggle = UISwitch()
                toggle.isOn = defaults.bool(forKey: key)
                toggle.addAction(UIAction { [weak self] action in
                    guard let toggle = action.sender as? UISwitch else { return }
                    self?.defaults.set(toggle.isOn, forKey: key)
                }, for: .valueChanged)
                let row = UIStackView(arrangedSubviews: [label, toggle])
                row.axis = .horizontal
                row.alignment = .center
                row.spacing = 12
                return row
            }
        }

        """
    }

    /// A form built in code: a label and a text field per field, constraints in code, keyboard
    /// handling. Never created by an interface file, so its trapping `init?(coder:)` is fine.
    private mutating func editor() -> String {
        let editable = fields
        let properties = editable.map { field in
            """
                private let \(field)Label = UILabel()
                private let \(field)Field = UITextField()
            """
        }.joined(separator: "\n")
        let rows = editable.map { field in
            """
                    \(field)Label.text = NSLocalizedString("\(spec.assetPrefix).editor.\(field)", comment: "")
                    \(field)Label.font = .preferredFont(forTextStyle: .\(random.pick(["subheadline", "footnote", "caption1"])))
                    \(field)Field.borderStyle = .roundedRect
                    \(field)Field.text = draft.\(field)
                    \(field)Field.delegate = self
                    \(field)Field.returnKeyType = .next
                    stack.addArrangedSubview(\(field)Label)
                    stack.addArrangedSubview(\(field)Field)
                    stack.setCustomSpacing(\(random.int(8...20)), after: \(field)Field)
            """
        }.joined(separator: "\n")
        let reads = editable.map { "        draft.\($0) = \($0)Field.text ?? \"\"" }.joined(separator: "\n")
        let order = editable.map { "\($0)Field" }.joined(separator: ", ")
        return """
        import UIKit

        /// Edits one \(spec.name.lowercased()); pushed from code, built in code.
        final class \(spec.name)EditorViewController: UIViewController, UITextFieldDelegate {
            private var draft: \(spec.model)
            private let validator = \(spec.name)Validator()
            private let scrollView = UIScrollView()
            private let stack = UIStackView()
            private let titleField = UITextField()
        \(properties)
            private var keyboardObservers: [NSObjectProtocol] = []
            var onSave: ((\(spec.model)) -> Void)?

            init(item: \(spec.model)) {
                draft = item
                super.init(nibName: nil, bundle: nil)
                title = NSLocalizedString("\(spec.assetPrefix).editor.title", comment: "")
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            deinit {
                keyboardObservers.forEach(NotificationCenter.default.removeObserver)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
                    self?.save()
                })
                layOut()
                observeKeyboard()
            }

            private func layOut() {
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.axis = .vertical
                stack.spacing = \(random.int(4...12))
                view.addSubview(scrollView)
                scrollView.addSubview(stack)
                titleField.borderStyle = .roundedRect
                titleField.font = .preferredFont(forTextStyle: .title2)
                titleField.text = draft.title
                titleField.delegate = self
                stack.addArrangedSubview(titleField)
        \(rows)
                NSLayoutConstraint.activate([
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: \(random.pick([16, 20, 24]))),
                    stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -\(random.pick([16, 20, 24]))),
                    stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
                    stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
                    stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -\(random.pick([32, 40, 48]))),
                ])
            }

            private func observeKeyboard() {
                let center = NotificationCenter.default
                keyboardObservers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    self?.scrollView.contentInset.bottom = frame.height
                })
                keyboardObservers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                    self?.scrollView.contentInset.bottom = 0
                })
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                let order: [UITextField] = [titleField, \(order)]
                if let index = order.firstIndex(of: textField), index + 1 < order.count {
                    order[index + 1].becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return true
            }

            private func save() {
                draft.title = titleField.text ?? ""
        \(reads)
                switch validator.validate(draft) {
                case .success(let item):
                    \(spec.name)Repository.shared.store(item)
                    onSave?(item)
                    navigationController?.popViewController(animated: true)
                case .failure(let problem):
                    let alert = UIAlertController(title: nil, message: problem.description, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
        }

        """
    }

    /// A sheet of filter buttons, built in code with `UIAction`s.
    private mutating func filterSheet() -> String {
        """
        import UIKit

        /// Picks the list's filter; presented as a sheet.
        final class \(spec.name)FilterSheetViewController: UIViewController {
            private let stack = UIStackView()
            private let selected: \(spec.name)Filter
            var onPick: ((\(spec.name)Filter) -> Void)?

            init(selected: \(spec.name)Filter) {
                self.selected = selected
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .pageSheet
                sheetPresentationController?.detents = [.medium()]
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                stack.axis = .vertical
                stack.spacing = \(random.int(6...16))
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                for filter in \(spec.name)Filter.allCases {
                    var configuration = UIButton.Configuration.\(random.pick(["tinted", "gray", "bordered"]))()
                    configuration.title = String(describing: filter).capitalized
                    configuration.image = filter == selected ? UIImage(systemName: "checkmark") : nil
                    let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
                        self?.onPick?(filter)
                        self?.dismiss(animated: true)
                    })
                    stack.addArrangedSubview(button)
                }
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(random.int(12...32))),
                ])
            }
        }

        """
    }

    /// The server's shapes, and the mapping to the app's model.
    private mutating func transferObjects() -> String {
        let properties = fields.map { "        let \($0): String?" }.joined(separator: "\n")
        let mapping = fields.map { "            \($0): \($0) ?? \"\"" }.joined(separator: ",\n")
        let metaFields = random.pick(random.int(2...5), of: ["total", "page", "perPage", "cursor", "etag", "generatedAt"])
        let meta = metaFields.map { "        let \($0): \($0 == "cursor" || $0 == "etag" || $0 == "generatedAt" ? "String" : "Int")?" }.joined(separator: "\n")
        return """
        import Foundation

        /// What `GET /\(spec.assetPrefix)s` returns.
        struct \(spec.name)ListResponse: Decodable {
            let data: [\(spec.name)DTO]
            let meta: Meta?

            struct Meta: Decodable {
        \(meta)
            }
        }

        struct \(spec.name)DTO: Decodable {
            let id: String
            let title: String?
        \(properties)
            let photoURLs: [String]?
            let pinned: Bool?
            let updatedAt: String?

            private static let dates = ISO8601DateFormatter()

            func model() -> \(spec.model)? {
                guard let uuid = UUID(uuidString: id) else { return nil }
                return \(spec.model)(
                    id: uuid,
                    title: title ?? "",
        \(mapping),
                    photos: photoURLs ?? [],
                    isPinned: pinned ?? false,
                    updatedAt: updatedAt.flatMap(Self.dates.date(from:)) ?? Date(timeIntervalSince1970: 0))
            }
        }

        extension \(spec.name)ListResponse {
            var models: [\(spec.model)] { data.compactMap { $0.model() } }
        }

        """
    }

    private mutating func tests() -> String {
        let sample = "\(spec.model)(id: UUID(), title: \"Sample\", \(fields.map { "\($0): \"\"" }.joined(separator: ", ")), photos: [], isPinned: false, updatedAt: Date())"
        let longChecks = fields.prefix(3).map { field in
            """

                func testRejectsLong\(Vocabulary.capitalized(field))() {
                    var item = \(sample)
                    item.\(field) = String(repeating: "x", count: 500)
                    guard case .failure(.tooLong(let name, _)) = \(spec.name)Validator().validate(item) else {
                        return XCTFail("expected a problem with \(field)")
                    }
                    XCTAssertEqual(name, "\(field)")
                }
            """
        }.joined(separator: "\n")
        return """
        import XCTest
        @testable import \(AppLayout.moduleName)

        final class \(spec.name)DomainTests: XCTestCase {
            func testValidItemPasses() {
                let item = \(sample)
                XCTAssertNoThrow(try \(spec.name)Validator().validate(item).get())
            }

            func testMissingTitleFails() {
                var item = \(sample)
                item.title = "  "
                XCTAssertEqual(\(spec.name)Validator().validate(item), .failure(.missingTitle))
            }
        \(longChecks)

            func testLoadingThenReceivingNothingIsEmpty() {
                let state = \(spec.name)State.idle.reduce(.load).reduce(.received([]))
                XCTAssertEqual(state, .empty)
            }

            func testEndpointPaths() {
                let id = UUID()
                XCTAssertFalse(\(spec.name)Endpoint.fetchAll(page: 1).path.isEmpty)
                _ = id
            }
        }

        """
    }

    private func coding() -> String {
        let keys = fields.map { field in "        case \(field) = \"\(Vocabulary.kebab(field).replacingOccurrences(of: "-", with: "_"))\"" }
            .joined(separator: "\n")
        let decodes = fields.map { "        \($0) = try container.decodeIfPresent(String.self, forKey: .\($0)) ?? \"\"" }.joined(separator: "\n")
        let encodes = fields.map { "        try container.encode(\($0), forKey: .\($0))" }.joined(separator: "\n")
        return """
        import Foundation

        extension \(spec.model) {
            enum CodingKeys: String, CodingKey {
                case id
                case title
        \(keys)
                case photos = "photo_urls"
                case isPinned = "pinned"
                case updatedAt = "updated_at"
            }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(UUID.self, forKey: .id)
                title = try container.decode(String.self, forKey: .title)
        \(decodes)
                photos = try container.decodeIfPresent([String].self, forKey: .photos) ?? []
                isPinned = try container.decodeIfPresent(Bool.self, forKey: .isPinned) ?? false
                updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt) ?? Date(timeIntervalSince1970: 0)
            }

            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(title, forKey: .title)
        \(encodes)
                try container.encode(photos, forKey: .photos)
                try container.encode(isPinned, forKey: .isPinned)
                try container.encode(updatedAt, forKey: .updatedAt)
            }
        }

        """
    }

    private mutating func formatting() -> String {
        let lines = fields.map { field -> String in
            switch random.int(0...3) {
            case 0:
                return """
                    var formatted\(Vocabulary.capitalized(field)): String {
                        \(field).isEmpty ? "—" : \(field).trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                """
            case 1:
                return """
                    var formatted\(Vocabulary.capitalized(field)): String {
                        guard let value = Double(\(field)) else { return \(field) }
                        return \(spec.name)Formatting.number.string(from: NSNumber(value: value)) ?? \(field)
                    }
                """
            case 2:
                return """
                    var formatted\(Vocabulary.capitalized(field)): String {
                        let words = \(field).split(separator: " ")
                        return words.count > \(random.int(3...8)) ? words.prefix(\(random.int(3...8))).joined(separator: " ") + "…" : \(field)
                    }
                """
            default:
                return """
                    var formatted\(Vocabulary.capitalized(field)): String {
                        \(field).uppercased(with: Locale.current)
                    }
                """
            }
        }.joined(separator: "\n\n")
        return """
        import Foundation

        /// Formatters are expensive to make: one of each, shared.
        enum \(spec.name)Formatting {
            static let date: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .\(random.pick(["medium", "short", "long"]))
                formatter.timeStyle = .\(random.pick(["none", "short"]))
                return formatter
            }()

            static let relative: RelativeDateTimeFormatter = {
                let formatter = RelativeDateTimeFormatter()
                formatter.unitsStyle = .\(random.pick(["full", "short", "abbreviated"]))
                return formatter
            }()

            static let number: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .\(random.pick(["decimal", "currency", "percent"]))
                formatter.maximumFractionDigits = \(random.int(0...2))
                return formatter
            }()
        }

        extension \(spec.model) {
            var formattedDate: String {
                \(spec.name)Formatting.date.string(from: updatedAt)
            }

            var relativeDate: String {
                \(spec.name)Formatting.relative.localizedString(for: updatedAt, relativeTo: Date())
            }

        \(lines)
        }

        """
    }

    private mutating func analytics() -> String {
        var events = ["opened", "closed", "refreshed", "filtered(String)", "selected(UUID)", "shared(UUID)", "favorited(UUID, Bool)"]
        events += spec.endpoints.map { "\($0)Failed(String)" }
        events += spec.settingsToggles.map { "\($0)Toggled(Bool)" }
        let cases = events.map { "    case \($0)" }.joined(separator: "\n")
        let names = events.map { event -> String in
            let name = String(event.prefix { $0 != "(" })
            let snake = Vocabulary.kebab(name).replacingOccurrences(of: "-", with: "_")
            return "        case .\(name): return \"\(spec.assetPrefix.replacingOccurrences(of: "-", with: "_"))_\(snake)\""
        }.joined(separator: "\n")
        let parameters = events.compactMap { event -> String? in
            guard let open = event.firstIndex(of: "(") else { return nil }
            let name = String(event[..<open])
            let arity = event.split(separator: ",").count
            let bindings = (0..<arity).map { "value\($0)" }.joined(separator: ", ")
            let dictionary = (0..<arity).map { "\"p\($0)\": String(describing: value\($0))" }.joined(separator: ", ")
            return "        case let .\(name)(\(bindings)): return [\(dictionary)]"
        }.joined(separator: "\n")
        return """
        import Foundation

        /// What the \(spec.name.lowercased()) screens report to analytics.
        enum \(spec.name)Event {
        \(cases)

            var name: String {
                switch self {
        \(names)
                }
            }

            var parameters: [String: String] {
                switch self {
        \(parameters)
                default: return [:]
                }
            }
        }

        /// Sends events in batches of \(random.int(5...30)), off the main thread.
        final class \(spec.name)AnalyticsTracker {
            static let shared = \(spec.name)AnalyticsTracker()
            private let queue = DispatchQueue(label: "com.example.atlas.analytics.\(spec.assetPrefix)")
            private var pending: [\(spec.name)Event] = []
            private let batchSize = \(random.int(5...30))

            func track(_ event: \(spec.name)Event) {
                queue.async {
                    self.pending.append(event)
                    if self.pending.count >= self.batchSize {
                        self.flush()
                    }
                }
            }

            private func flush() {
                let batch = pending
                pending.removeAll()
                for event in batch {
                    print("[analytics]", event.name, event.parameters)
                }
            }
        }

        """
    }

    private mutating func repository() -> String {
        """
        import Combine
        import Foundation

        /// Keeps \(spec.name.lowercased())s in memory for \(random.int(1...15)) minutes and on disk between launches.
        final class \(spec.name)Repository {
            static let shared = \(spec.name)Repository()

            private let service: \(spec.service)
            private let queue = DispatchQueue(label: "com.example.atlas.\(spec.assetPrefix).repository", attributes: .concurrent)
            private var cache: [UUID: \(spec.model)] = [:]
            private var loadedAt: Date?
            private let lifetime: TimeInterval = \(random.int(60...900))
            private var observers: [NSObjectProtocol] = []
            let changes = PassthroughSubject<[\(spec.model)], Never>()

            init(service: \(spec.service) = \(spec.service)()) {
                self.service = service
                let center = NotificationCenter.default
                observers.append(center.addObserver(forName: .\(lower)sDidChange, object: nil, queue: .main) { [weak self] _ in
                    self?.invalidate()
                })
                observers.append(center.addObserver(forName: Notification.Name("UserDidLogOut"), object: nil, queue: .main) { [weak self] _ in
                    self?.clear()
                })
            }

            deinit {
                observers.forEach(NotificationCenter.default.removeObserver)
            }

            var isFresh: Bool {
                guard let loadedAt else { return false }
                return Date().timeIntervalSince(loadedAt) < lifetime
            }

            func item(withID id: UUID) -> \(spec.model)? {
                queue.sync { cache[id] }
            }

            func all(completion: @escaping ([\(spec.model)]) -> Void) {
                if isFresh {
                    let items = queue.sync { Array(cache.values) }
                    completion(items.sorted { $0.updatedAt > $1.updatedAt })
                    return
                }
                service.fetchAll { [weak self] result in
                    guard let self else { return }
                    let items = (try? result.get()) ?? []
                    self.queue.async(flags: .barrier) {
                        self.cache = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
                        self.loadedAt = Date()
                    }
                    self.changes.send(items)
                    completion(items)
                }
            }

            func store(_ item: \(spec.model)) {
                queue.async(flags: .barrier) {
                    self.cache[item.id] = item
                }
            }

            func invalidate() {
                queue.async(flags: .barrier) {
                    self.loadedAt = nil
                }
            }

            func clear() {
                queue.async(flags: .barrier) {
                    self.cache.removeAll()
                    self.loadedAt = nil
                }
            }
        }

        """
    }

    private mutating func validator() -> String {
        let checks = fields.map { field -> String in
            let limit = random.int(20...200)
            return """
                    if item.\(field).count > \(limit) {
                        problems.append(.tooLong(field: "\(field)", limit: \(limit)))
                    }
            """
        }.joined(separator: "\n")
        return """
        import Foundation

        /// Checks a \(spec.name.lowercased()) before it is saved.
        struct \(spec.name)Validator {
            enum Problem: Error, Equatable, CustomStringConvertible {
                case missingTitle
                case tooLong(field: String, limit: Int)
                case tooManyPhotos(Int)

                var description: String {
                    switch self {
                    case .missingTitle: return "A \(spec.name.lowercased()) needs a title."
                    case let .tooLong(field, limit): return "\\(field) is longer than \\(limit) characters."
                    case let .tooManyPhotos(count): return "\\(count) photos is more than a \(spec.name.lowercased()) can hold."
                    }
                }
            }

            var maximumPhotos = \(random.int(4...40))

            func validate(_ item: \(spec.model)) -> Result<\(spec.model), Problem> {
                var problems: [Problem] = []
                if item.title.trimmingCharacters(in: .whitespaces).isEmpty {
                    problems.append(.missingTitle)
                }
        \(checks)
                if item.photos.count > maximumPhotos {
                    problems.append(.tooManyPhotos(item.photos.count))
                }
                if let first = problems.first {
                    return .failure(first)
                }
                return .success(item)
            }
        }

        """
    }

    private func endpoint() -> String {
        let cases = spec.endpoints.map { endpoint in endpoint == "fetchAll" || endpoint == "search" ? "    case \(endpoint)(page: Int)" : "    case \(endpoint)(UUID)" }
            .joined(separator: "\n")
        let paths = spec.endpoints.map { endpoint -> String in
            if endpoint == "fetchAll" || endpoint == "search" {
                return "        case .\(endpoint): return \"/\(spec.assetPrefix)s\(endpoint == "search" ? "/search" : "")\""
            }
            return "        case let .\(endpoint)(id): return \"/\(spec.assetPrefix)s/\\(id.uuidString)/\(Vocabulary.kebab(endpoint))\""
        }.joined(separator: "\n")
        let methods = spec.endpoints.map { endpoint -> String in
            let method = ["fetchAll", "fetchDetails", "search"].contains(endpoint) ? "GET" : endpoint == "delete" ? "DELETE" : "POST"
            return "        case .\(endpoint): return \"\(method)\""
        }.joined(separator: "\n")
        return """
        import Foundation

        /// The backend's \(spec.name.lowercased()) routes.
        enum \(spec.name)Endpoint {
        \(cases)

            var path: String {
                switch self {
        \(paths)
                }
            }

            var method: String {
                switch self {
        \(methods)
                }
            }

            func request(baseURL: URL, token: String?) -> URLRequest {
                var request = URLRequest(url: baseURL.appendingPathComponent(path))
                request.httpMethod = method
                request.setValue("application/json", forHTTPHeaderField: "Accept")
                if let token {
                    request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")
                }
                return request
            }
        }

        """
    }

    private mutating func detailLayout() -> String {
        let labels = spec.detailLabels.map { field in
            """
                    \(field)Label.adjustsFontForContentSizeCategory = true
                    \(field)Label.accessibilityLabel = NSLocalizedString("\(spec.assetPrefix).\(field)", comment: "\(Vocabulary.capitalized(field)) of a \(spec.name.lowercased())")
            """
        }.joined(separator: "\n")
        let cards = spec.cards.map { "        \($0.outlet).applyCardShadow()" }.joined(separator: "\n")
        return """
        import UIKit

        /// Dynamic Type, accessibility and trait changes of the detail screen.
        extension \(spec.detailController) {
            func configureAccessibility() {
                titleLabel.adjustsFontForContentSizeCategory = true
                titleLabel.accessibilityTraits.insert(.header)
        \(labels)
                heroImageView.isAccessibilityElement = true
                heroImageView.accessibilityLabel = item?.title
                favoriteButton.accessibilityHint = NSLocalizedString("\(spec.assetPrefix).favorite.hint", comment: "")
            }

            func applyStyle() {
        \(cards)
                heroImageView.layer.masksToBounds = true
                UIView.animate(withDuration: \(random.pick(["0.2", "0.25", "0.3"]))) {
                    self.view.layoutIfNeeded()
                }
            }

            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
                    applyStyle()
                }
            }
        }

        """
    }

    private mutating func searchController() -> String {
        """
        import Combine
        import UIKit

        /// Searches \(spec.name.lowercased())s as the user types, \(random.int(200...500)) ms after the last keystroke.
        final class \(spec.name)SearchController: NSObject, UISearchResultsUpdating {
            @Published private(set) var results: [\(spec.model)] = []
            private let query = CurrentValueSubject<String, Never>("")
            private var cancellables = Set<AnyCancellable>()
            private let repository: \(spec.name)Repository

            init(repository: \(spec.name)Repository = .shared) {
                self.repository = repository
                super.init()
                query
                    .debounce(for: .milliseconds(\(random.int(200...500))), scheduler: DispatchQueue.main)
                    .removeDuplicates()
                    .sink { [weak self] text in
                        self?.search(text)
                    }
                    .store(in: &cancellables)
            }

            func updateSearchResults(for searchController: UISearchController) {
                query.send(searchController.searchBar.text ?? "")
            }

            private func search(_ text: String) {
                let needle = text.lowercased()
                repository.all { [weak self] items in
                    self?.results = needle.isEmpty ? items : items.filter { item in
                        item.title.lowercased().contains(needle)\(fields.prefix(2).map { " || item.\($0).lowercased().contains(needle)" }.joined())
                    }
                }
            }
        }

        """
    }

    private func stateMachine() -> String {
        """
        import Foundation

        /// The list screen's states, and how events move between them.
        enum \(spec.name)State: Equatable {
            case idle
            case loading(previous: [\(spec.model)])
            case loaded([\(spec.model)])
            case empty
            case failed(message: String)

            enum Event {
                case load
                case received([\(spec.model)])
                case failed(Error)
                case reset
            }

            var items: [\(spec.model)] {
                switch self {
                case let .loading(previous): return previous
                case let .loaded(items): return items
                case .idle, .empty, .failed: return []
                }
            }

            func reduce(_ event: Event) -> \(spec.name)State {
                switch (self, event) {
                case (.loading, .received(let items)):
                    return items.isEmpty ? .empty : .loaded(items)
                case (.loading, .failed(let error)):
                    return .failed(message: error.localizedDescription)
                case (_, .load):
                    return .loading(previous: items)
                case (_, .reset):
                    return .idle
                default:
                    return self
                }
            }
        }

        """
    }

    private mutating func sampleData() -> String {
        let count = random.int(3...8)
        let items = (0..<count).map { position -> String in
            let values = fields.map { "\($0): \"\(Vocabulary.capitalized($0)) \(position + 1)\"" }.joined(separator: ", ")
            return "        \(spec.model)(id: UUID(), title: \"\(spec.name) \(position + 1)\", \(values), photos: [], isPinned: \(position == 0), updatedAt: Date(timeIntervalSince1970: \(1_700_000_000 + random.int(0...9_999_999))))"
        }.joined(separator: ",\n")
        return """
        import Foundation

        #if DEBUG
        /// \(count) \(spec.name.lowercased())s for previews and UI tests.
        enum \(spec.name)SampleData {
            static let items: [\(spec.model)] = [
        \(items),
            ]
        }
        #endif

        """
    }
}
