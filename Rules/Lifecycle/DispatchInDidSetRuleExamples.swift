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
    ]
}
