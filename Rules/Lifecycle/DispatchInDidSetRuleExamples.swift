import IBLintCore

/// The examples of `dispatch-in-didset`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain dispatch-in-didset` and the SARIF help show them.
enum DispatchInDidSetRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "An @IBInspectable property deferring its view update (the fix is only a suggestion: unwrapped, it would run before the outlets are connected)",
            triggers: true,
            files: [
                ExampleFile("Views/BadgeView.swift", #"""
                    import UIKit

                    @IBDesignable
                    final class BadgeView: UIView {
                        @IBOutlet weak var titleLabel: UILabel!

                        @IBInspectable var title: String = "" {
                            didSet {
                                ↓DispatchQueue.main.async {
                                    self.titleLabel.text = self.title
                                    self.invalidateIntrinsicContentSize()
                                }
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A view controller property deferring its update",
            triggers: true,
            files: [
                ExampleFile("Controllers/OrderViewController.swift", #"""
                    import UIKit

                    final class OrderViewController: UIViewController {
                        @IBOutlet private var statusLabel: UILabel!
                        @IBOutlet private var cancelButton: UIButton!

                        var order: Order? {
                            didSet {
                                ↓DispatchQueue.main.async {
                                    self.statusLabel.text = self.order?.status
                                    if self.order?.isCancellable == false {
                                        self.cancelButton.isHidden = true
                                    }
                                }
                            }
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/OrderViewController.swift", #"""
                    import UIKit

                    final class OrderViewController: UIViewController {
                        @IBOutlet private var statusLabel: UILabel!
                        @IBOutlet private var cancelButton: UIButton!

                        var order: Order? {
                            didSet {
                                self.statusLabel.text = self.order?.status
                                if self.order?.isCancellable == false {
                                    self.cancelButton.isHidden = true
                                }
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A deferred block that calls a method of the class: the unwrapped version is only a suggestion (the method may rely on running after the hop)",
            triggers: true,
            files: [
                ExampleFile("Controllers/PlayerViewController.swift", #"""
                    import UIKit

                    final class PlayerViewController: UIViewController {
                        @IBOutlet private var trackLabel: UILabel!
                        @IBOutlet private var coverView: UIImageView!

                        var track: Track? {
                            didSet {
                                ↓DispatchQueue.main.async {
                                    self.trackLabel.text = self.track?.title
                                    self.restartProgressAnimation()
                                }
                            }
                        }

                        private func restartProgressAnimation() {
                            coverView.layer.removeAllAnimations()
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A deferred block that only shows the new value (and oldValue) in outlets, with plain values: an unsafe fix",
            triggers: true,
            files: [
                ExampleFile("Views/StepperCell.swift", #"""
                    import UIKit

                    final class StepperCell: UITableViewCell {
                        @IBOutlet private var countLabel: UILabel!
                        @IBOutlet private var minusButton: UIButton!

                        var count = 0 {
                            didSet {
                                ↓DispatchQueue.main.async {
                                    let text: String = "\(self.count)"
                                    self.countLabel.text = text
                                    self.countLabel.textColor = self.count > oldValue ? UIColor.systemGreen : .label
                                    self.minusButton.setTitle("-", for: .normal)
                                    self.minusButton.isEnabled = self.count > 0
                                }
                            }
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/StepperCell.swift", #"""
                    import UIKit

                    final class StepperCell: UITableViewCell {
                        @IBOutlet private var countLabel: UILabel!
                        @IBOutlet private var minusButton: UIButton!

                        var count = 0 {
                            didSet {
                                let text: String = "\(self.count)"
                                self.countLabel.text = text
                                self.countLabel.textColor = self.count > oldValue ? UIColor.systemGreen : .label
                                self.minusButton.setTitle("-", for: .normal)
                                self.minusButton.isEnabled = self.count > 0
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A background hop in the observer (reported) with the required hop back inside it (not reported), and a dispatch in a forEach the observer runs",
            triggers: true,
            files: [
                ExampleFile("Controllers/SearchViewController.swift", #"""
                    import UIKit

                    final class SearchViewController: UIViewController {
                        @IBOutlet private var resultsTable: UITableView!
                        private let catalog = Catalog()
                        private var matches: [Product] = []
                        private var visibleCells: [ProductCell] = []

                        var query = "" {
                            didSet {
                                ↓DispatchQueue.global(qos: .userInitiated).async {
                                    let found = self.catalog.search(self.query)
                                    DispatchQueue.main.async {
                                        self.matches = found
                                        self.resultsTable.reloadData()
                                    }
                                }
                            }
                        }

                        var highlightsMatches = false {
                            didSet {
                                visibleCells.forEach { cell in
                                    ↓DispatchQueue.main.async { cell.setHighlighted(self.highlightsMatches, animated: true) }
                                }
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "One-line observer",
            triggers: true,
            files: [
                ExampleFile("Controllers/ProfileViewController.swift", #"""
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        @IBOutlet private var nameLabel: UILabel!
                        var name = "" { didSet { ↓DispatchQueue.main.async { self.nameLabel.text = self.name } } }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Controllers/ProfileViewController.swift", #"""
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        @IBOutlet private var nameLabel: UILabel!
                        var name = "" { didSet { self.nameLabel.text = self.name } }
                    }
                    """#),
            ]),

        RuleExample(
            "main.sync in an observer (an error: deadlock on the main thread), asyncAfter, a global queue and willSet",
            triggers: true,
            files: [
                ExampleFile("Controllers/CartViewController.swift", #"""
                    import UIKit

                    final class CartViewController: UIViewController {
                        @IBOutlet private var totalLabel: UILabel!
                        @IBOutlet private var badge: UIView!

                        var total: Decimal = 0 {
                            didSet {
                                ↓DispatchQueue.main.sync {
                                    totalLabel.text = "\(total)"
                                }
                            }
                        }

                        var count = 0 {
                            willSet {
                                ↓DispatchQueue.global(qos: .utility).async { Analytics.log(newValue) }
                            }
                            didSet {
                                badge.isHidden = count == 0
                                ↓DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.badge.layer.removeAllAnimations() }
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "main.sync guarded by Thread.isMainThread: still a hop hidden in an observer, but no deadlock (a warning)",
            triggers: true,
            files: [
                ExampleFile("Views/ProgressRing.swift", #"""
                    import UIKit

                    final class ProgressRing: UIView {
                        var progress: Float = 0 {
                            didSet {
                                if Thread.isMainThread {
                                    setNeedsDisplay()
                                } else {
                                    ↓DispatchQueue.main.sync { self.setNeedsDisplay() }
                                }
                            }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A queue written over several lines is named on one line in the message",
            triggers: true,
            files: [
                ExampleFile("Controllers/UploadViewController.swift", #"""
                    import UIKit

                    final class UploadViewController: UIViewController {
                        var photo: UIImage? {
                            didSet {
                                ↓DispatchQueue.global(
                                    qos: .utility
                                ).async { self.upload() }
                            }
                        }

                        private func upload() {}
                    }
                    """#),
            ]),

        RuleExample(
            "Dispatch outside observers, and observers updating directly",
            triggers: false,
            files: [
                ExampleFile("Views/BadgeView.swift", #"""
                    import UIKit

                    final class BadgeView: UIView {
                        @IBOutlet weak var titleLabel: UILabel!

                        @IBInspectable var title: String = "" {
                            didSet { titleLabel?.text = title }
                        }

                        override func awakeFromNib() {
                            super.awakeFromNib()
                            titleLabel.text = title
                        }

                        func reloadLater() {
                            DispatchQueue.main.async { self.setNeedsLayout() }
                        }

                        var subtitle: String {
                            get { titleLabel.text ?? "" }
                            set { DispatchQueue.main.async { self.titleLabel.text = newValue } }
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "The hop back to the main queue inside a completion the observer starts, and inside a handler it stores",
            triggers: false,
            files: [
                ExampleFile("Controllers/InvoiceViewController.swift", #"""
                    import UIKit

                    final class InvoiceViewController: UIViewController {
                        @IBOutlet private var amountLabel: UILabel!
                        @IBOutlet private var spinner: UIActivityIndicatorView!
                        private let billing = BillingClient()
                        private var onRefresh: (() -> Void)?

                        var invoiceID: String? {
                            didSet {
                                guard let invoiceID else { return }
                                spinner.startAnimating()
                                billing.fetchInvoice(invoiceID) { result in
                                    DispatchQueue.main.async {
                                        self.spinner.stopAnimating()
                                        self.amountLabel.text = result.formattedTotal
                                    }
                                }
                            }
                        }

                        var autoRefreshes = false {
                            didSet {
                                onRefresh = autoRefreshes ? {
                                    DispatchQueue.main.async { self.spinner.startAnimating() }
                                } : nil
                            }
                        }
                    }
                    """#),
            ]),
    ]
}
