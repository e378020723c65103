import UIKit

/// The product list's cell, designed in ProductCell.xib.
final class ProductCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel! // iblint:disable:this unconnected-outlet - wired in ProductCell.xib since the redesign
}
