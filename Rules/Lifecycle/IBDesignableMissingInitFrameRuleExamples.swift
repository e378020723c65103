import IBLintCore

/// The examples of `ibdesignable-missing-init-frame`, written as the files a reader would see. The rule tests run them (`↓` marks
/// where a finding must start; "after the fix" files are what `iblint --fix --unsafe-fixes` must write), and
/// `iblint explain ibdesignable-missing-init-frame` and the SARIF help show them.
enum IBDesignableMissingInitFrameRuleExamples {
    static let all: [RuleExample] = [
        RuleExample(
            "A designable with only init?(coder:)",
            triggers: true,
            files: [
                ExampleFile("Views/GradientView.swift", #"""
                    import UIKit

                    @IBDesignable
                    final class ↓GradientView: UIView {
                        @IBInspectable var startColor: UIColor = .white

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            setUpLayer()
                        }

                        private func setUpLayer() {
                            layer.cornerRadius = 8
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/GradientView.swift", #"""
                    import UIKit

                    @IBDesignable
                    final class GradientView: UIView {
                        @IBInspectable var startColor: UIColor = .white

                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setUpLayer()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            setUpLayer()
                        }

                        private func setUpLayer() {
                            layer.cornerRadius = 8
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "A public designable with a custom designated initializer",
            triggers: true,
            files: [
                ExampleFile("Views/BadgeLabel.swift", #"""
                    import UIKit

                    @IBDesignable public class ↓BadgeLabel: UILabel {
                        private var inset: CGFloat

                        public init(inset: CGFloat) {
                            self.inset = inset
                            super.init(frame: .zero)
                        }

                        public required init?(coder aDecoder: NSCoder) {
                            inset = 4
                            super.init(coder: aDecoder)
                        }
                    }
                    """#),
            ],
            fixed: [
                ExampleFile("Views/BadgeLabel.swift", #"""
                    import UIKit

                    @IBDesignable public class BadgeLabel: UILabel {
                        private var inset: CGFloat

                        public init(inset: CGFloat) {
                            self.inset = inset
                            super.init(frame: .zero)
                        }

                        public override init(frame: CGRect) {
                            inset = 4
                            super.init(frame: frame)
                        }

                        public required init?(coder aDecoder: NSCoder) {
                            inset = 4
                            super.init(coder: aDecoder)
                        }
                    }
                    """#),
            ]),

        RuleExample(
            "Designables that inherit init(frame:), declare it, or add only convenience initializers; a plain view",
            triggers: false,
            files: [
                ExampleFile("Views/Designables.swift", #"""
                    import UIKit

                    @IBDesignable
                    final class RoundedButton: UIButton {
                        @IBInspectable var radius: CGFloat = 8
                    }

                    @IBDesignable
                    final class RingView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }

                    @IBDesignable
                    final class DotView: UIView {
                        convenience init(color: UIColor) {
                            self.init(frame: .zero)
                            backgroundColor = color
                        }
                    }

                    final class PlainView: UIView {
                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }
                    """#),
                ExampleFile("Legacy/LegacyDesignable.h", #"""
                    #import <UIKit/UIKit.h>

                    IB_DESIGNABLE
                    @interface LegacyDesignable : UIView
                    - (instancetype)initWithCoder:(NSCoder *)coder;
                    @end
                    """#),
            ]),
        RuleExample(
            "Designables that inherit a convenience init(frame:), and one Interface Builder never renders",
            triggers: false,
            files: [
                ExampleFile("Views/PlaceholderTextView.swift", #"""
                    import UIKit

                    // UITextView's designated initializers are init(frame:textContainer:) and init?(coder:);
                    // overriding both inherits its convenience init(frame:).
                    @IBDesignable
                    final class PlaceholderTextView: UITextView {
                        override init(frame: CGRect, textContainer: NSTextContainer?) {
                            super.init(frame: frame, textContainer: textContainer)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }

                    // The same for UIVisualEffectView and init(effect:).
                    @IBDesignable
                    final class FrostedFooterView: UIVisualEffectView {
                        override init(effect: UIVisualEffect?) {
                            super.init(effect: effect)
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }

                    // A pin built only in code: its init?(coder:) is unavailable, so no interface file can hold it.
                    @IBDesignable
                    final class MapPinButton: UIButton {
                        init(radius: CGFloat) {
                            super.init(frame: .zero)
                        }

                        @available(*, unavailable)
                        required init?(coder: NSCoder) {
                            fatalError("init(coder:) has not been implemented")
                        }
                    }

                    // A bar button item is not a view: Interface Builder does not render it.
                    @IBDesignable
                    final class CloseBarButtonItem: UIBarButtonItem {
                        init(onTap: @escaping () -> Void) {
                            super.init()
                        }

                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                        }
                    }
                    """#),
            ]
        ),
    ]
}
