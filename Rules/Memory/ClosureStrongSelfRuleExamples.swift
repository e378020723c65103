import IBLintCore

/// The examples of `closure-strong-self`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain closure-strong-self` and the SARIF help show them.
enum ClosureStrongSelfRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "Closures stored in self's own properties",
            triggers: true,
            files: [
                ExampleFile("Controllers/FeedViewController.swift", #"""
                    import UIKit

                    final class FeedViewController: UIViewController {
                        var onRefresh: (() -> Void)?
                        var onSelect: ((Int) -> Void)?
                        lazy var reload: () -> Void = ↓{
                            self.tableView.reloadData()
                            self.title = "Feed"
                        }
                        @IBOutlet private var tableView: UITableView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            onRefresh = ↓{ self.reload() }
                            self.onSelect = ↓{ index in
                                self.show(index)
                            }
                        }

                        func show(_ index: Int) {}
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/FeedViewController.swift", #"""
                    import UIKit

                    final class FeedViewController: UIViewController {
                        var onRefresh: (() -> Void)?
                        var onSelect: ((Int) -> Void)?
                        lazy var reload: () -> Void = { [weak self] in
                            self?.tableView.reloadData()
                            self?.title = "Feed"
                        }
                        @IBOutlet private var tableView: UITableView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            onRefresh = { [weak self] in self?.reload() }
                            self.onSelect = { [weak self] index in
                                self?.show(index)
                            }
                        }

                        func show(_ index: Int) {}
                    }
                    """#),
            ]),

        RuleExample(
            "A closure property of an outlet, and a view self adds as a subview",
            triggers: true,
            files: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit

                    final class CheckoutViewController: UIViewController {
                        @IBOutlet weak var secondInputView: InputView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            secondInputView.onTap = ↓{
                                let total = self.computeTotal()
                                print(total)
                            }
                            let couponView = InputView(onTap: ↓{ self.applyCoupon() })
                            view.addSubview(couponView)
                        }

                        func computeTotal() -> Int { 0 }
                        func applyCoupon() {}
                    }
                    """#),
                ExampleFile("Views/InputView.swift", #"""
                    import UIKit

                    final class InputView: UIView {
                        var onTap: (() -> Void)?

                        init(onTap: @escaping () -> Void) {
                            self.onTap = onTap
                            super.init(frame: .zero)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/CheckoutViewController.swift", #"""
                    import UIKit

                    final class CheckoutViewController: UIViewController {
                        @IBOutlet weak var secondInputView: InputView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            secondInputView.onTap = { [weak self] in
                                guard let self else { return }
                                let total = self.computeTotal()
                                print(total)
                            }
                            let couponView = InputView(onTap: { [weak self] in self?.applyCoupon() })
                            view.addSubview(couponView)
                        }

                        func computeTotal() -> Int { 0 }
                        func applyCoupon() {}
                    }
                    """#),
            ]),

        RuleExample(
            "A closure handed to a method that keeps it, on a view self holds",
            triggers: true,
            files: [
                ExampleFile("Controllers/CouponViewController.swift", #"""
                    import UIKit

                    final class CouponViewController: UIViewController {
                        @IBOutlet weak var promoView: PromoView!
                        private let bannerView = PromoView()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            promoView.configure(onApply: ↓{ self.applyCoupon() })
                            bannerView.configure ↓{ self.applyCoupon() }
                            promoView.highlight(using: { self.view.tintColor })
                        }

                        func applyCoupon() {}
                    }
                    """#),
                ExampleFile("Views/PromoView.swift", #"""
                    import UIKit

                    final class PromoView: UIView {
                        private var onApply: (() -> Void)?

                        func configure(onApply: @escaping () -> Void) {
                            self.onApply = onApply
                        }

                        // Not escaping: the closure runs before the method returns and is not kept.
                        func highlight(using color: () -> UIColor) {
                            backgroundColor = color()
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/CouponViewController.swift", #"""
                    import UIKit

                    final class CouponViewController: UIViewController {
                        @IBOutlet weak var promoView: PromoView!
                        private let bannerView = PromoView()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            promoView.configure(onApply: { [weak self] in self?.applyCoupon() })
                            bannerView.configure { [weak self] in self?.applyCoupon() }
                            promoView.highlight(using: { self.view.tintColor })
                        }

                        func applyCoupon() {}
                    }
                    """#),
            ]),

        RuleExample(
            "A cell's callback set in cellForRowAt: the table view self owns keeps the cell",
            triggers: true,
            files: [
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrdersViewController: UIViewController, UITableViewDataSource {
                        @IBOutlet weak var tableView: UITableView!
                        private var orders: [String] = []

                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                            orders.count
                        }

                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderCell
                            cell.onCancel = ↓{
                                self.cancelOrder(at: indexPath.row)
                            }
                            cell.trackButton.onTap = ↓{ self.track(row: indexPath.row) }
                            return cell
                        }

                        func cancelOrder(at row: Int) {}
                        func track(row: Int) {}
                    }

                    final class OrderCell: UITableViewCell {
                        @IBOutlet weak var trackButton: ClosureButton!
                        var onCancel: (() -> Void)?
                    }

                    final class ClosureButton: UIButton {
                        var onTap: (() -> Void)?
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/OrdersViewController.swift", #"""
                    import UIKit

                    final class OrdersViewController: UIViewController, UITableViewDataSource {
                        @IBOutlet weak var tableView: UITableView!
                        private var orders: [String] = []

                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                            orders.count
                        }

                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderCell
                            cell.onCancel = { [weak self] in
                                self?.cancelOrder(at: indexPath.row)
                            }
                            cell.trackButton.onTap = { [weak self] in self?.track(row: indexPath.row) }
                            return cell
                        }

                        func cancelOrder(at row: Int) {}
                        func track(row: Int) {}
                    }

                    final class OrderCell: UITableViewCell {
                        @IBOutlet weak var trackButton: ClosureButton!
                        var onCancel: (() -> Void)?
                    }

                    final class ClosureButton: UIButton {
                        var onTap: (() -> Void)?
                    }
                    """#),
            ]),

        RuleExample(
            "A separate data source that owns no table view makes no cycle through its cells",
            triggers: false,
            files: [
                ExampleFile("Controllers/OrdersDataSource.swift", #"""
                    import UIKit

                    final class OrdersDataSource: NSObject, UITableViewDataSource {
                        var orders: [String] = []

                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                            orders.count
                        }

                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderCell
                            cell.onCancel = { self.orders.remove(at: indexPath.row) }
                            return cell
                        }
                    }

                    final class OrderCell: UITableViewCell {
                        var onCancel: (() -> Void)?
                    }
                    """#),
            ]),

        RuleExample(
            "Observer tokens, a repeating timer, Combine, RxSwift and KVO kept by self",
            triggers: true,
            files: [
                ExampleFile("Controllers/PlayerViewController.swift", #"""
                    import UIKit
                    import Combine
                    import RxSwift

                    final class PlayerViewController: UIViewController {
                        private var observer: NSObjectProtocol?
                        private var timer: Timer?
                        private var cancellables = Set<AnyCancellable>()
                        private let disposeBag = DisposeBag()
                        private var observations: [NSKeyValueObservation] = []
                        let player = Player()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            observer = NotificationCenter.default.addObserver(forName: .playerDidFinish, object: nil, queue: .main) ↓{ _ in
                                self.showReplay()
                            }
                            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) ↓{ _ in
                                self.updateProgress()
                            }
                            player.$state
                                .receive(on: DispatchQueue.main)
                                .sink ↓{ state in self.render(state) }
                                .store(in: &cancellables)
                            player.rate.subscribe(onNext: ↓{ rate in
                                self.render(rate)
                            }).disposed(by: disposeBag)
                            observations.append(player.observe(\.volume, options: [.new]) ↓{ _, _ in
                                self.updateVolume()
                            })
                        }

                        func showReplay() {}
                        func updateProgress() {}
                        func render(_ value: Any) {}
                        func updateVolume() {}
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/PlayerViewController.swift", #"""
                    import UIKit
                    import Combine
                    import RxSwift

                    final class PlayerViewController: UIViewController {
                        private var observer: NSObjectProtocol?
                        private var timer: Timer?
                        private var cancellables = Set<AnyCancellable>()
                        private let disposeBag = DisposeBag()
                        private var observations: [NSKeyValueObservation] = []
                        let player = Player()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            observer = NotificationCenter.default.addObserver(forName: .playerDidFinish, object: nil, queue: .main) { [weak self] _ in
                                self?.showReplay()
                            }
                            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                                self?.updateProgress()
                            }
                            player.$state
                                .receive(on: DispatchQueue.main)
                                .sink { [weak self] state in self?.render(state) }
                                .store(in: &cancellables)
                            player.rate.subscribe(onNext: { [weak self] rate in
                                self?.render(rate)
                            }).disposed(by: disposeBag)
                            observations.append(player.observe(\.volume, options: [.new]) { [weak self] _, _ in
                                self?.updateVolume()
                            })
                        }

                        func showReplay() {}
                        func updateProgress() {}
                        func render(_ value: Any) {}
                        func updateVolume() {}
                    }
                    """#),
            ]),

        RuleExample(
            "[self] captured explicitly, with implicit member uses",
            triggers: true,
            files: [
                ExampleFile("Views/CounterView.swift", #"""
                    import UIKit

                    final class CounterView: UIView {
                        var onChange: ((Int) -> Void)?
                        private var count = 0

                        func configure() {
                            onChange = ↓{ [self] value in
                                count = value
                                setNeedsLayout()
                            }
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/CounterView.swift", #"""
                    import UIKit

                    final class CounterView: UIView {
                        var onChange: ((Int) -> Void)?
                        private var count = 0

                        func configure() {
                            onChange = { [weak self] value in
                                guard let self else { return }
                                count = value
                                setNeedsLayout()
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A closure returning a value: the fix is only a suggestion",
            triggers: true,
            files: [
                ExampleFile("Controllers/SearchViewController.swift", #"""
                    import UIKit

                    final class SearchViewController: UIViewController {
                        var filter: ((String) -> Bool)?
                        var query = ""

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            filter = ↓{ text in text.contains(self.query) }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "The destination of an embed segue in prepare(for:)",
            triggers: true,
            files: [
                ExampleFile("Controllers/DashboardViewController.swift", #"""
                    import UIKit

                    final class DashboardViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if let chart = segue.destination as? ChartViewController {
                                chart.onSelect = ↓{ point in
                                    self.showDetail(point)
                                }
                            }
                        }

                        func showDetail(_ point: Int) {}
                    }

                    final class ChartViewController: UIViewController {
                        var onSelect: ((Int) -> Void)?
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="dash">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="dash" customClass="DashboardViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <subviews>
                                                <containerView opaque="NO" contentMode="scaleToFill" id="cv1">
                                                    <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                                    <connections>
                                                        <segue destination="chart" kind="embed" id="seg1"/>
                                                    </connections>
                                                </containerView>
                                            </subviews>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="chart" customClass="ChartViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/DashboardViewController.swift", #"""
                    import UIKit

                    final class DashboardViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if let chart = segue.destination as? ChartViewController {
                                chart.onSelect = { [weak self] point in
                                    self?.showDetail(point)
                                }
                            }
                        }

                        func showDetail(_ point: Int) {}
                    }

                    final class ChartViewController: UIViewController {
                        var onSelect: ((Int) -> Void)?
                    }
                    """#),
            ]),

        RuleExample(
            "Weak and unowned captures, a nested closure after guard let self, and non-escaping uses",
            triggers: false,
            files: [
                ExampleFile("Controllers/FeedViewController.swift", #"""
                    import UIKit

                    final class FeedViewController: UIViewController {
                        var onRefresh: (() -> Void)?
                        var onSelect: ((Int) -> Void)?
                        var items: [Int] = []
                        @IBOutlet private var collectionView: UICollectionView!
                        lazy var header: UILabel = {
                            let label = UILabel()
                            label.text = self.title
                            return label
                        }()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            onRefresh = { [weak self] in self?.reload() }
                            onSelect = { [unowned self] index in show(index) }
                            NotificationCenter.default.addObserver(forName: .feedChanged, object: nil, queue: .main) { [weak self] _ in
                                guard let self else { return }
                                self.items.forEach { item in self.show(item) }
                                self.onRefresh = { self.reload() }
                            }
                            let titles = items.map { self.title(for: $0) }
                            items.forEach { self.show($0) }
                            UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
                            DispatchQueue.main.async { self.reload() }
                            collectionView.performBatchUpdates({ self.collectionView.reloadData() })
                            let count = { self.items.count }()
                            print(titles, count)
                        }

                        func reload() {}
                        func show(_ index: Int) {}
                        func title(for index: Int) -> String { "" }
                    }
                    """#),
            ]),

        RuleExample(
            "Value types, static contexts, and receivers self does not keep",
            triggers: false,
            files: [
                ExampleFile("Controllers/SettingsViewController.swift", #"""
                    import UIKit

                    struct SettingsModel {
                        var onChange: (() -> Void)?
                        var name = ""

                        mutating func bind() {
                            onChange = { print(self.name) }
                        }
                    }

                    final class SettingsViewController: UIViewController {
                        static var onReset: (() -> Void)?
                        var onDone: (() -> Void)?
                        private var timer: Timer?

                        static func configure() {
                            onReset = { print(self) }
                        }

                        func bind(to other: InputView, handler: InputView) {
                            other.onTap = { self.save() }
                            AppCoordinator.shared.onLogout = { self.reset() }
                            let preview = InputView(onTap: { self.save() })
                            preview.layoutIfNeeded()
                            NotificationCenter.default.addObserver(forName: .settingsChanged, object: nil, queue: nil) { _ in self.save() }
                            timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in self.save() }
                            let onDone = { self.save() }
                            onDone()
                        }

                        func present(from parent: UIViewController) {
                            let child = InputView(onTap: { self.save() })
                            parent.view.addSubview(child)
                        }

                        func save() {}
                        func reset() {}
                    }

                    final class InputView: UIView {
                        var onTap: (() -> Void)?
                        init(onTap: @escaping () -> Void) {
                            self.onTap = onTap
                            super.init(frame: .zero)
                        }
                        required init?(coder: NSCoder) { super.init(coder: coder) }
                    }

                    final class AppCoordinator {
                        static let shared = AppCoordinator()
                        var onLogout: (() -> Void)?
                    }
                    """#),
            ]),

        RuleExample(
            "A show segue's destination is not a child of self",
            triggers: false,
            files: [
                ExampleFile("Controllers/ListViewController.swift", #"""
                    import UIKit

                    final class ListViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if let detail = segue.destination as? DetailViewController {
                                detail.onDelete = { self.reload() }
                            }
                        }

                        func reload() {}
                    }

                    final class DetailViewController: UIViewController {
                        var onDelete: (() -> Void)?
                    }
                    """#),
                ExampleFile("Main.storyboard", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="list">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="list" customClass="ListViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="showDetail" id="seg1"/>
                                        </connections>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="detail" customClass="DetailViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="v2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """#),
            ]),

        RuleExample(
            "Escaping is not stored: a completion the callee runs once and drops",
            triggers: false,
            files: [
                ExampleFile("Controllers/EntriesViewController.swift", #"""
                    import UIKit

                    final class EntriesViewController: UIViewController {
                        private let store = EntryStore()
                        private let loader = ImageLoader()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            // The store calls the completion once from its queue and forgets it.
                            store.getEntries(start: 0) { entries in self.show(entries) }
                            // Escaping into a network callback is not storing either.
                            loader.load(named: "header") { image in self.apply(image) }
                        }

                        func show(_ entries: [String]) {}
                        func apply(_ image: UIImage?) {}
                    }

                    final class EntryStore {
                        private let queue = DispatchQueue(label: "entries")
                        func getEntries(start: Int, completion: @escaping ([String]) -> Void) {
                            queue.async { completion([]) }
                        }
                    }

                    final class ImageLoader {
                        func load(named name: String, completion: @escaping (UIImage?) -> Void) {
                            URLSession.shared.dataTask(with: URL(fileURLWithPath: name)) { data, _, _ in
                                completion(data.flatMap(UIImage.init(data:)))
                            }.resume()
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A method that keeps its closure, directly or through a helper of its own",
            triggers: true,
            files: [
                ExampleFile("Controllers/ScoreViewController.swift", #"""
                    import UIKit

                    final class ScoreViewController: UIViewController {
                        private let board = ScoreBoard()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            board.onChange ↓{ score in self.title = "\(score)" }
                            board.whenReset(perform: ↓{ self.title = nil })
                        }
                    }

                    final class ScoreBoard {
                        private var observers: [(Int) -> Void] = []
                        private var resetHandler: (() -> Void)?

                        func onChange(_ observer: @escaping (Int) -> Void) {
                            observers.append(observer)
                        }

                        func whenReset(perform handler: @escaping () -> Void) {
                            install(handler)
                        }

                        private func install(_ handler: @escaping () -> Void) {
                            resetHandler = handler
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/ScoreViewController.swift", #"""
                    import UIKit

                    final class ScoreViewController: UIViewController {
                        private let board = ScoreBoard()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            board.onChange { [weak self] score in self?.title = "\(score)" }
                            board.whenReset(perform: { [weak self] in self?.title = nil })
                        }
                    }

                    final class ScoreBoard {
                        private var observers: [(Int) -> Void] = []
                        private var resetHandler: (() -> Void)?

                        func onChange(_ observer: @escaping (Int) -> Void) {
                            observers.append(observer)
                        }

                        func whenReset(perform handler: @escaping () -> Void) {
                            install(handler)
                        }

                        private func install(_ handler: @escaping () -> Void) {
                            resetHandler = handler
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "Combine: a sink on a long-lived publisher is kept; a one-shot publisher's sink is not",
            triggers: true,
            files: [
                ExampleFile("Controllers/SearchViewController.swift", #"""
                    import UIKit
                    import Combine

                    final class SearchViewController: UIViewController {
                        @Published var query = ""
                        private var cancellables = Set<AnyCancellable>()
                        private let model = SearchModel()
                        private let feed: FeedProviding = LiveFeed()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            $query
                                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                                .sink ↓{ text in self.search(text) }
                                .store(in: &cancellables)
                            model.results.sink ↓{ results in self.show(results) }.store(in: &cancellables)
                            feed.updates.sink ↓{ count in self.title = "\(count)" }.store(in: &cancellables)
                            // A request's publisher completes, and the sink lets go of its closures.
                            model.fetchSuggestions().sink { items in self.show(items) }.store(in: &cancellables)
                            Just(["recent"]).sink { items in self.show(items) }.store(in: &cancellables)
                        }

                        func search(_ text: String) {}
                        func show(_ items: [String]) {}
                    }

                    final class SearchModel {
                        let results = PassthroughSubject<[String], Never>()
                        func fetchSuggestions() -> AnyPublisher<[String], Never> { Just([]).eraseToAnyPublisher() }
                    }

                    protocol FeedProviding {
                        var updates: CurrentValueSubject<Int, Never> { get }
                    }

                    final class LiveFeed: FeedProviding {
                        let updates = CurrentValueSubject<Int, Never>(0)
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/SearchViewController.swift", #"""
                    import UIKit
                    import Combine

                    final class SearchViewController: UIViewController {
                        @Published var query = ""
                        private var cancellables = Set<AnyCancellable>()
                        private let model = SearchModel()
                        private let feed: FeedProviding = LiveFeed()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            $query
                                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                                .sink { [weak self] text in self?.search(text) }
                                .store(in: &cancellables)
                            model.results.sink { [weak self] results in self?.show(results) }.store(in: &cancellables)
                            feed.updates.sink { [weak self] count in self?.title = "\(count)" }.store(in: &cancellables)
                            // A request's publisher completes, and the sink lets go of its closures.
                            model.fetchSuggestions().sink { items in self.show(items) }.store(in: &cancellables)
                            Just(["recent"]).sink { items in self.show(items) }.store(in: &cancellables)
                        }

                        func search(_ text: String) {}
                        func show(_ items: [String]) {}
                    }

                    final class SearchModel {
                        let results = PassthroughSubject<[String], Never>()
                        func fetchSuggestions() -> AnyPublisher<[String], Never> { Just([]).eraseToAnyPublisher() }
                    }

                    protocol FeedProviding {
                        var updates: CurrentValueSubject<Int, Never> { get }
                    }

                    final class LiveFeed: FeedProviding {
                        let updates = CurrentValueSubject<Int, Never>(0)
                    }
                    """#),
            ]),

        RuleExample(
            "A closure parameter named self is not a capture",
            triggers: false,
            files: [
                ExampleFile("Controllers/ProfileViewController.swift", #"""
                    import UIKit
                    import RxSwift
                    import RxCocoa

                    final class ProfileViewController: UIViewController {
                        private let disposeBag = DisposeBag()
                        private let viewModel = ProfileViewModel()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            viewModel.name
                                .subscribe(with: self, onNext: { `self`, name in self.title = name })
                                .disposed(by: disposeBag)
                            viewModel.avatar
                                .drive(with: self) { (`self`, image) in self.apply(image) }
                                .disposed(by: disposeBag)
                        }

                        func apply(_ image: UIImage?) {}
                    }

                    final class ProfileViewModel {
                        let name = BehaviorRelay(value: "")
                        let avatar = Driver<UIImage?>.just(nil)
                    }
                    """#),
            ]),

        RuleExample(
            "Cycles broken by hand, a debouncer's one-shot weak timer, and test cases XCTest keeps alive anyway",
            triggers: false,
            files: [
                ExampleFile("Controllers/SearchFieldController.swift", #"""
                    import UIKit

                    final class SearchFieldController: UIViewController {
                        private weak var debounceTimer: Timer?

                        func textChanged() {
                            debounceTimer?.invalidate()
                            // A non-repeating timer lets go of its block once it fires; the property is weak.
                            debounceTimer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
                                self.search()
                            }
                        }

                        func search() {}
                    }
                    """#),
                ExampleFile("Views/SpinnerView.swift", #"""
                    import UIKit

                    final class SpinnerView: UIView {
                        private var animator: Animator?
                        var angle: CGFloat = 0

                        func spin() {
                            animator = Animator()
                            animator?.updateBlock = { self.angle += 0.1 }
                            // When the spin ends the animator is dropped, and its blocks with it.
                            animator?.stopBlock = { self.animator = nil }
                            animator?.start()
                        }
                    }

                    final class Animator {
                        var updateBlock: (() -> Void)?
                        var stopBlock: (() -> Void)?
                        func start() {}
                    }
                    """#),
                ExampleFile("Tests/SpinnerViewTests.swift", #"""
                    import XCTest

                    final class SpinnerViewTests: XCTestCase {
                        var onFinish: (() -> Void)?

                        func testFinishes() {
                            onFinish = { self.check() }
                        }

                        func check() {}
                    }
                    """#),
            ]),
    ]
}
