import UIKit

/// A round "-20%" badge, designable so the storyboard shows it. Declares `init?(coder:)` to run its
/// setup, which stops Swift from inheriting `init(frame:)`: Interface Builder cannot render it.
@IBDesignable
final class DiscountBadgeView: UIView {
    @IBInspectable var badgeColor: UIColor = .systemRed {
        didSet { backgroundColor = badgeColor }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = badgeColor
        layer.cornerRadius = bounds.height / 2
    }
}
