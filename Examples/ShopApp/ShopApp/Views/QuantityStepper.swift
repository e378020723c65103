import UIKit

/// A "− 1 +" control. Loads QuantityStepper.xib with owner: self, but the xib's File's Owner
/// was set to CartViewController when the view was copied out of the cart screen.
final class QuantityStepper: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var countLabel: UILabel!

    var onChange: ((Int) -> Void)?
    private(set) var count = 1

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        UINib(nibName: "QuantityStepper", bundle: Bundle(for: QuantityStepper.self)).instantiate(withOwner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
    }
}
