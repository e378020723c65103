import UIKit

/// A price tag shown on product cards and in the cart. File's Owner style, from a tutorial:
/// PriceTagView.xib's File's Owner is PriceTagView, its root view is `contentView`.
final class PriceTagView: UIView {
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

    private func commonInit() {
        Bundle(for: PriceTagView.self).loadNibNamed("PriceTagView", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
