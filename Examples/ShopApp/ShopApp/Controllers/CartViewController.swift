import UIKit

final class CartViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var checkoutButton: UIButton!
    @IBOutlet weak var featuredCard: ProductCardView!
    // Was `@IBOutlet weak var totalLabel: UILabel!` until a refactor dropped the attribute.
    var totalLabel: UILabel!
    @IBOutlet weak var featuredTitleLabel: UILabel!

    private var items: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.text = "$0.00"

        let promoView = PromoCodeView(onApply: { code in
            self.applyPromoCode(code)
        })
        view.addSubview(promoView)
    }

    func applyPromoCode(_ code: String) {
        // Validates the code with the server and updates the total.
    }

    @IBAction func checkoutTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showCheckout", sender: sender)
    }

    // The Share button moved from the cart's footer into the navigation bar; the action still takes a UIButton.
    @IBAction func shareCartTapped(_ sender: UIButton) {
        sender.setTitle("Sharing…", for: .normal)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showCheckout" {
            // The Checkout scene's Custom Class was never set to CheckoutViewController.
            let checkout = segue.destination as! CheckoutViewController
            checkout.items = items
        }
    }

    // Renamed from `aplyCouponTapped(_:)` when someone spotted the typo; the storyboard was not updated.
    @IBAction func applyCouponTapped(_ sender: UIButton) {
        totalLabel.text = "$0.00"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The cart switched to ProductCell's layout; its table still has the storyboard's plain prototype.
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartItemCell", for: indexPath) as! ProductCell
        cell.textLabel?.text = items[indexPath.row].title
        return cell
    }
}
