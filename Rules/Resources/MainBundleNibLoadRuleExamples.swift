import IBLintCore

/// The examples of `main-bundle-nib-load`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain main-bundle-nib-load` and the SARIF help show them.
enum MainBundleNibLoadRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "Bundle.main in a custom view, a cell registration and a storyboard",
            triggers: true,
            files: [
                ExampleFile("Views/ProductCardView.swift", #"""
                    import UIKit

                    final class ProductCardView: UIView {
                        @IBOutlet var contentView: UIView!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            ↓Bundle.main.loadNibNamed("ProductCardView", owner: self, options: nil)
                            addSubview(contentView)
                        }
                    }

                    final class CatalogViewController: UIViewController {
                        @IBOutlet weak var tableView: UITableView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "ProductCell", bundle: ↓.main), forCellReuseIdentifier: "ProductCell")
                        }

                        func showCheckout() {
                            let storyboard = UIStoryboard(name: "Checkout", bundle: ↓Bundle.main)
                            show(storyboard.instantiateInitialViewController()!, sender: self)
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/ProductCardView.swift", #"""
                    import UIKit

                    final class ProductCardView: UIView {
                        @IBOutlet var contentView: UIView!

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            Bundle(for: ProductCardView.self).loadNibNamed("ProductCardView", owner: self, options: nil)
                            addSubview(contentView)
                        }
                    }

                    final class CatalogViewController: UIViewController {
                        @IBOutlet weak var tableView: UITableView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "ProductCell", bundle: Bundle(for: CatalogViewController.self)), forCellReuseIdentifier: "ProductCell")
                        }

                        func showCheckout() {
                            let storyboard = UIStoryboard(name: "Checkout", bundle: Bundle(for: CatalogViewController.self))
                            show(storyboard.instantiateInitialViewController()!, sender: self)
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "The name computed as the most common tutorial writes it",
            triggers: true,
            files: [
                ExampleFile("Views/BannerView.swift", #"""
                    import UIKit

                    final class BannerView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            applyNib()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            applyNib()
                        }

                        private func applyNib() {
                            let nibName = String(describing: Self.self)
                            ↓Bundle.main.loadNibNamed(nibName, owner: self)
                            addSubview(contentView)
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/BannerView.swift", #"""
                    import UIKit

                    final class BannerView: UIView {
                        @IBOutlet var contentView: UIView!

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            applyNib()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            applyNib()
                        }

                        private func applyNib() {
                            let nibName = String(describing: Self.self)
                            Bundle(for: BannerView.self).loadNibNamed(nibName, owner: self)
                            addSubview(contentView)
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "The bundle held in a local first (an unsafe fix: the local may serve other loads)",
            triggers: true,
            files: [
                ExampleFile("Views/ScoreView.swift", #"""
                    import UIKit

                    final class ScoreView: UIView {
                        func loadViewFromNib() -> UIView {
                            let bundle = ↓Bundle.main
                            let nib = UINib(nibName: "ScoreView", bundle: bundle)
                            return nib.instantiate(withOwner: self)[0] as! UIView
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/ScoreView.swift", #"""
                    import UIKit

                    final class ScoreView: UIView {
                        func loadViewFromNib() -> UIView {
                            let bundle = Bundle(for: ScoreView.self)
                            let nib = UINib(nibName: "ScoreView", bundle: bundle)
                            return nib.instantiate(withOwner: self)[0] as! UIView
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "In an extension of a cell and in a view controller's nib initializer",
            triggers: true,
            files: [
                ExampleFile("Cells/OrderCell.swift", #"""
                    import UIKit

                    final class OrderCell: UITableViewCell {
                    }

                    extension OrderCell {
                        static let nib = UINib(nibName: "OrderCell", bundle: ↓Bundle.main)
                    }

                    final class OrderDetailViewController: UIViewController {
                        init() {
                            super.init(nibName: "OrderDetailViewController", bundle: ↓Bundle.main)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Cells/OrderCell.swift", #"""
                    import UIKit

                    final class OrderCell: UITableViewCell {
                    }

                    extension OrderCell {
                        static let nib = UINib(nibName: "OrderCell", bundle: Bundle(for: OrderCell.self))
                    }

                    final class OrderDetailViewController: UIViewController {
                        init() {
                            super.init(nibName: "OrderDetailViewController", bundle: Bundle(for: OrderDetailViewController.self))
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "bundle: nil, Bundle(for:), and Bundle.main outside view classes",
            triggers: false,
            files: [
                ExampleFile("App/AppCoordinator.swift", #"""
                    import UIKit

                    final class AppCoordinator {
                        func start(in window: UIWindow) {
                            let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
                            window.rootViewController = storyboard.instantiateInitialViewController()
                        }
                    }

                    struct NibCatalog {
                        static let banner = UINib(nibName: "BannerView", bundle: .main)
                    }

                    final class HistoryViewController: UIViewController {
                        @IBOutlet weak var tableView: UITableView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "HistoryCell", bundle: nil), forCellReuseIdentifier: "HistoryCell")
                            Bundle(for: HistoryViewController.self).loadNibNamed("HistoryHeader", owner: self, options: nil)
                        }
                    }

                    final class ThemedView: ThirdPartyView {
                        func load() {
                            Bundle.main.loadNibNamed("ThemedView", owner: self, options: nil)
                        }
                    }
                    """#),
            ]),
    ]
}
