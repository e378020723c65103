import UIKit

/// One-tap checkout for returning customers: the same segue as the Checkout button, typed by hand.
extension CartViewController {
    func expressCheckout() {
        performSegue(withIdentifier: "showCheckot", sender: nil)
    }
}
