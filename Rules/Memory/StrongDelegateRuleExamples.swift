import IBLintCore

/// The examples of `strong-delegate`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain strong-delegate` and the SARIF help show them.
enum StrongDelegateRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A custom view's delegate and a data source held strongly",
            triggers: true,
            files: [
                ExampleFile("Views/CartView.swift", #"""
                    import UIKit

                    protocol CartViewDelegate: AnyObject {
                        func cartViewDidTapCheckout(_ cartView: CartView)
                    }

                    @objc protocol CartItemsDataSource {
                        func numberOfItems() -> Int
                    }

                    protocol CouponDelegate: CartViewDelegate {
                    }

                    final class CartView: UIView {
                        var ↓delegate: CartViewDelegate?
                        @IBOutlet var ↓dataSource: CartItemsDataSource!
                        private(set) var ↓couponDelegate: (any CouponDelegate)? = nil
                        var ↓tableDelegate: UITableViewDelegate?
                        var ↓parentDelegate: CartViewController?
                    }

                    final class CartViewController: UIViewController {
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/CartView.swift", #"""
                    import UIKit

                    protocol CartViewDelegate: AnyObject {
                        func cartViewDidTapCheckout(_ cartView: CartView)
                    }

                    @objc protocol CartItemsDataSource {
                        func numberOfItems() -> Int
                    }

                    protocol CouponDelegate: CartViewDelegate {
                    }

                    final class CartView: UIView {
                        weak var delegate: CartViewDelegate?
                        @IBOutlet weak var dataSource: CartItemsDataSource!
                        private(set) weak var couponDelegate: (any CouponDelegate)? = nil
                        weak var tableDelegate: UITableViewDelegate?
                        weak var parentDelegate: CartViewController?
                    }

                    final class CartViewController: UIViewController {
                    }
                    """#),
            ]),

        RuleExample(
            "A non-optional delegate: reported without a fix (weak needs an optional type)",
            triggers: true,
            files: [
                ExampleFile("Checkout/CheckoutCoordinator.swift", #"""
                    import UIKit

                    protocol CheckoutCoordinatorDelegate: AnyObject {
                        func checkoutCoordinatorDidFinish()
                    }

                    final class CheckoutCoordinator {
                        var ↓delegate: CheckoutCoordinatorDelegate

                        init(delegate: CheckoutCoordinatorDelegate) {
                            self.delegate = delegate
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "Weak delegates, protocols that are not class-bound, value types, let, computed and owned helpers",
            triggers: false,
            files: [
                ExampleFile("Views/Checkout.swift", #"""
                    import UIKit

                    protocol CheckoutDelegate: AnyObject {
                        func checkoutDidFinish()
                    }

                    protocol PriceFormatterDelegate {
                        func format(_ value: Double) -> String
                    }

                    final class CheckoutView: UIView {
                        weak var delegate: CheckoutDelegate?
                        unowned var ownerDelegate: CheckoutDelegate
                        var formatterDelegate: PriceFormatterDelegate?
                        var analyticsDelegate: AnalyticsDelegate?
                        let fixedDelegate: CheckoutDelegate
                        var computedDelegate: CheckoutDelegate? { fixedDelegate }
                        static var sharedDelegate: CheckoutDelegate?
                        lazy var lazyDelegate: CheckoutDelegate? = nil
                        var title: String?
                    }

                    struct CheckoutState {
                        var delegate: CheckoutDelegate?
                    }

                    final class ProductsDataSource: NSObject, UITableViewDataSource {
                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                    }

                    final class ProductsViewController: UIViewController {
                        var dataSource: UITableViewDataSource?
                        var diffableDataSource: UICollectionViewDiffableDataSource<Int, String>!
                        var listDelegate: ProductsDataSource?
                        var searchDelegate: UISearchBarDelegate? = SearchHandler()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            dataSource = ProductsDataSource()
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A delegate of its own with an observer still stores it (only an override of the superclass's property does not)",
            triggers: true,
            files: [
                ExampleFile("Views/RatingView.swift", #"""
                    import UIKit

                    protocol RatingViewDelegate: AnyObject {
                        func ratingView(_ view: RatingView, didChoose stars: Int)
                    }

                    final class RatingView: UIView {
                        var ↓delegate: RatingViewDelegate? {
                            didSet { isUserInteractionEnabled = delegate != nil }
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/RatingView.swift", #"""
                    import UIKit

                    protocol RatingViewDelegate: AnyObject {
                        func ratingView(_ view: RatingView, didChoose stars: Int)
                    }

                    final class RatingView: UIView {
                        weak var delegate: RatingViewDelegate? {
                            didSet { isUserInteractionEnabled = delegate != nil }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "Overrides of UIKit's weak delegate and a computed delegate that forwards: nothing is stored",
            triggers: false,
            files: [
                ExampleFile("Views/AmountField.swift", #"""
                    import UIKit

                    final class AmountField: UITextField {
                        private let formatter = AmountFormatter()

                        override var delegate: UITextFieldDelegate? {
                            didSet { formatter.isAttached = delegate != nil }
                        }
                    }

                    protocol PagerDelegate: AnyObject {
                        func pagerDidTurn(to page: Int)
                    }

                    final class PagerView: UIView {
                        private let scrollView = UIScrollView()
                        private weak var storedDelegate: PagerDelegate?

                        var pageDelegate: PagerDelegate? {
                            get { storedDelegate }
                            set { storedDelegate = newValue }
                        }

                        var scrollDelegate: UIScrollViewDelegate? {
                            get { scrollView.delegate }
                            set { scrollView.delegate = newValue }
                        }
                    }
                    """#),
            ]),
    ]
}
