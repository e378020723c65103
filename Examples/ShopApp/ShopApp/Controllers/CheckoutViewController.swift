import UIKit

/// The checkout screen: the Checkout scene of Main.storyboard is meant to be one.
final class CheckoutViewController: UIViewController {
    var items: [Product] = []
}
