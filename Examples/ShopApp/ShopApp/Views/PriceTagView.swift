import UIKit

/// A price with a struck-through original price. Builds its labels in code; placed in
/// ProductDetail.storyboard, where it shows up empty because `init?(coder:)` never builds them.
final class PriceTagView: UIView {
    private let priceLabel = UILabel()
    private let originalPriceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabels()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func setUpLabels() {
        let stack = UIStackView(arrangedSubviews: [priceLabel, originalPriceLabel])
        stack.axis = .vertical
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    func show(price: String, originalPrice: String?) {
        priceLabel.text = price
        originalPriceLabel.text = originalPrice
    }
}
