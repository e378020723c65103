import UIKit

protocol FavoriteButtonViewDelegate: class {
    func favoriteButtonView(_ view: FavoriteButtonView, didChangeFavorite isFavorite: Bool)
}

/// A heart toggle. File's Owner style, but FavoriteButtonView.xib's root view was *also* given the class
/// FavoriteButtonView, so loading the nib from commonInit() decodes another FavoriteButtonView forever.
final class FavoriteButtonView: UIView {
    @IBOutlet var contentView: UIView!

    var delegate: FavoriteButtonViewDelegate?  // iblint:disable:this strong-delgate - the list owns the button
    private(set) var isFavorite = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        Bundle.main.loadNibNamed("FavoriteButtonView", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
    }

    @IBAction func heartTapped(_ sender: UIButton) {
        isFavorite.toggle()
        delegate?.favoriteButtonView(self, didChangeFavorite: isFavorite)
    }
}
