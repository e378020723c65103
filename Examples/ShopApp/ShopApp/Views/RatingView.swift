import UIKit

/// Five stars. File's Owner style, but RatingView.xib's File's Owner was never given a class.
final class RatingView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet var starButtons: [UIButton]!

    var rating = 0 {
        didSet { updateStars() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadFromNib()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadFromNib()
    }

    private func loadFromNib() {
        Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
    }

    @IBAction func starTapped(_ sender: UIButton) {
        rating = (starButtons.firstIndex(of: sender) ?? 0) + 1
    }

    private func updateStars() {
        for (index, button) in starButtons.enumerated() {
            button.isSelected = index < rating
        }
    }
}
