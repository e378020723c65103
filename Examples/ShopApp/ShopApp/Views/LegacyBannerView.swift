import UIKit

/// A banner from the app's first version, still laid out with springs and struts.
final class LegacyBannerView: UIView {
    static func make() -> LegacyBannerView? {
        Bundle(for: LegacyBannerView.self).loadNibNamed("LegacyBanner", owner: nil, options: nil)?.first as? LegacyBannerView
    }
}
