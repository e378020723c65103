import UIKit

/// Product details. Written to be pushed from code with `ProductDetailViewController(product:)`, so the
/// `init?(coder:)` Xcode's fix-it inserted traps; later a scene for it was added to ProductDetail.storyboard.
final class ProductDetailViewController: UIViewController {
    private let product: Product

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = product.title
    }
}
