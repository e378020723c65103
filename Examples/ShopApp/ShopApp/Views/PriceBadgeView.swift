import UIKit

/// A price badge shown on product cards and in the cart. File's Owner style, from a tutorial:
/// PriceBadgeView.xib's File's Owner is PriceBadgeView, its root view is `contentView`.
final class PriceBadgeView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var priceLabel: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// A badge for code that has no frame yet: the tutorial's other pattern, mixed with this one.
    static func loadFromNib() -> PriceBadgeView? {
        Bundle(for: PriceBadgeView.self).loadNibNamed("PriceBadgeView", owner: nil, options: nil)?.first as? PriceBadgeView
    }

    private func commonInit() {
        Bundle(for: PriceBadgeView.self).loadNibNamed("PriceBadgeView", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
