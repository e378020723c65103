import UIKit

/// Root-class style: EmptyStateView.xib's root view is an EmptyStateView; File's Owner has no class.
final class EmptyStateView: UIView {
    @IBOutlet weak var messageLabel: UILabel!
    @IBOutlet weak var retryButton: UIButton!

    static func make(message: String) -> EmptyStateView {
        let view = Bundle(for: EmptyStateView.self)
            .loadNibNamed("EmptyStateView", owner: nil, options: nil)?.first as! EmptyStateView
        view.messageLabel.text = message
        return view
    }
}
