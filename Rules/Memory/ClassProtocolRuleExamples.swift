import IBLintCore

/// The examples of `class-protocol`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain class-protocol` and the SARIF help show them.
enum ClassProtocolRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "Delegate protocols written with : class",
            triggers: true,
            files: [
                ExampleFile("Views/CartView.swift", #"""
                    import UIKit

                    protocol CartViewDelegate: ↓class {
                        func cartViewDidTapCheckout(_ cartView: CartView)
                    }

                    public protocol QuantityStepperDelegate : ↓class, Sendable {
                        func stepper(_ stepper: UIView, didChangeTo value: Int)
                    }

                    final class CartView: UIView {
                        weak var delegate: CartViewDelegate?
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/CartView.swift", #"""
                    import UIKit

                    protocol CartViewDelegate: AnyObject {
                        func cartViewDidTapCheckout(_ cartView: CartView)
                    }

                    public protocol QuantityStepperDelegate : AnyObject, Sendable {
                        func stepper(_ stepper: UIView, didChangeTo value: Int)
                    }

                    final class CartView: UIView {
                        weak var delegate: CartViewDelegate?
                    }
                    """#),
            ]),

        RuleExample(
            "AnyObject, NSObjectProtocol, unconstrained protocols and classes",
            triggers: false,
            files: [
                ExampleFile("Views/Protocols.swift", #"""
                    import UIKit

                    protocol SearchBarDelegate: AnyObject {
                        func searchBar(_ text: String)
                    }

                    @objc protocol LegacyDelegate: NSObjectProtocol {
                        func legacyDidFinish()
                    }

                    protocol Reusable {
                        static var reuseIdentifier: String { get }
                    }

                    class BaseCell: UITableViewCell {
                    }
                    """#),
            ]),
    ]
}
