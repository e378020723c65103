/// Problems planted in the app, each one the mistake a rule exists for, written the way it happens in a
/// real project (a renamed method, a copied xib, a merge that doubled a line). Every plant lives in
/// files or scenes of its own, so plants do not interact, and each adds exactly the findings it
/// declares to the expected counts.
///
/// The plants come in four groups; a feature carries at most one group (see `AppGenerator.plantGroup`).
enum PlantGroup: Int, CaseIterable {
    case connections, lifecycle, identifiers, layout

    /// What one feature with this group adds to the run's findings, rule by rule.
    var expected: [String: Int] {
        switch self {
        case .connections:
            return ["broken-outlet": 1, "unconnected-outlet": 1, "broken-action": 1, "unconnected-action": 1,
                    "action-sender-type": 1, "outlet-type-mismatch": 1, "unknown-runtime-attribute": 1,
                    "inspectable-type-unsupported": 1, "superfluous-suppression": 1, "invalid-suppression": 1]
        case .lifecycle:
            return ["unknown-custom-class": 1, "custom-module": 1, "init-coder-skips-setup": 1, "fatal-init-coder": 1,
                    "segue-destination-cast": 1, "missing-files-owner-class": 1, "ibdesignable-missing-init-frame": 1,
                    "recursive-nib-load": 1, "dispatch-in-didset": 1, "parse-error": 1]
        case .identifiers:
            return ["dequeue-cast": 1, "instantiate-cast": 1, "nib-top-level-cast": 1, "missing-interface-file": 1,
                    "unknown-storyboard-identifier": 1, "main-bundle-nib-load": 1, "missing-color-resource": 1,
                    "missing-image-resource": 1, "interface-file-in-no-target": 1, "closure-strong-self": 1]
        case .layout:
            return ["ambiguous-view": 1, "misplaced-view": 1, "duplicate-constraint": 1, "duplicate-id": 1,
                    "safe-area-in-custom-view": 1, "autolayout-disabled": 1, "no-initial-view-controller": 1,
                    "unreachable-scene": 2, "strong-delegate": 1, "class-protocol": 1]
        }
    }
}

struct Plants {
    let spec: FeatureSpec
    let seed: UInt64
    var random: Random

    init(spec: FeatureSpec, seed: UInt64) {
        self.spec = spec
        self.seed = seed
        random = Random(seed: seed, name: "plants:" + spec.name)
    }

    var folder: String { spec.folder }
    var name: String { spec.name }

    /// Plants `group` into the feature: new files go to `files`, new scenes into `storyboard`.
    mutating func plant(_ group: PlantGroup, storyboard: inout FeatureStoryboard, sources: inout FeatureSources,
                        files: inout [GeneratedFile]) {
        switch group {
        case .connections: connections(&storyboard, &sources, &files)
        case .lifecycle: lifecycle(&storyboard, &sources, &files)
        case .identifiers: identifiers(&storyboard, &sources, &files)
        case .layout: layout(&storyboard, &sources, &files)
        }
    }

    private mutating func card(_ kind: String, hasButton: Bool = false) -> CardSpec {
        CardSpec(name: "\(name)\(kind)View", labels: random.pick(random.int(2...3), of: Vocabulary.fields),
                 hasIcon: false, hasButton: hasButton, outlet: kind.prefix(1).lowercased() + kind.dropFirst())
    }

    // MARK: Connections

    private mutating func connections(_ storyboard: inout FeatureStoryboard, _ sources: inout FeatureSources,
                                      _ files: inout [GeneratedFile]) {
        // A card whose xib still connects `footnoteLabel`, deleted from the class (broken-outlet); a
        // `badgeLabel` outlet added to the class but never connected (unconnected-outlet); an @objc enum
        // made @IBInspectable (inspectable-type-unsupported); a suppression left on an outlet that is
        // connected now (superfluous-suppression).
        let promo = card("PromoCard")
        var xibOptions = FeatureXibs.CardOptions(ownerClass: promo.name)
        xibOptions.extraOwnerOutlet = ("footnoteLabel", false)
        files.append(.resource("\(folder)/Views/\(promo.name).xib", FeatureXibs.card(promo, feature: spec, seed: seed, options: xibOptions)))
        var swiftOptions = FeatureSources.CardOptions()
        swiftOptions.extraMembers = [
            "@IBOutlet weak var badgeLabel: UILabel!",
            "",
            "    @IBInspectable var badgeStyle: \(name)BadgeStyle = .plain {",
            "        didSet { layer.borderWidth = badgeStyle == .outlined ? 1 : 0 }",
            "    }",
        ]
        swiftOptions.firstOutletComment = "// iblint:disable:this unconnected-outlet - connected in the xib since the redesign"
        swiftOptions.trailingDeclarations = """

            @objc enum \(name)BadgeStyle: Int {
                case plain, outlined
            }

            """
        files.append(.source("\(folder)/Views/\(promo.name).swift", sources.cardView(promo, options: swiftOptions)))

        // A promotion screen: "Apply" still sends the misspelt `applyCuponTapped:` after the method was
        // renamed (broken-action, and the renamed method is connected nowhere: unconnected-action); the
        // Share button moved into the navigation bar, its action still takes a UIButton
        // (action-sender-type); an outlet for a label dragged onto the card's container
        // (outlet-type-mismatch); a runtime attribute with the British spelling of an inspectable
        // (unknown-runtime-attribute).
        let controller = "\(name)PromoViewController"
        let controllerID = storyboard.views.id()
        var apply = storyboard.views.button("Apply coupon", frame: Frame(x: 0, y: 0, width: 0, height: 44))
        apply.connections = ["<action selector=\"applyCuponTapped:\" destination=\"\(controllerID)\" eventType=\"touchUpInside\" id=\"\(storyboard.views.id())\"/>"]
        let container = storyboard.views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 64))
        let target = spec.cards[0]
        var cardView = storyboard.views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 96), customClass: target.name)
        cardView.runtimeAttributes = [
            "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"borderColour\">",
            "    <color key=\"value\" name=\"BrandPrimary\"/>",
            "</userDefinedRuntimeAttribute>",
        ]
        storyboard.views.colors.append("BrandPrimary")
        storyboard.addScene(title: "\(name) Promotion", controllerID: controllerID, controllerClass: controller,
                            storyboardID: controller, subviews: [container, cardView, apply],
                            outlets: [("promoCard", cardView.id), ("promoTitleLabel", container.id)],
                            barButton: (title: "Share", selector: "sharePromoTapped:"))
        files.append(.source("\(folder)/Controllers/\(controller).swift", """
            import UIKit

            protocol \(controller)Delegate: AnyObject {
                func promoViewController(_ controller: \(controller), didApply code: String)
            }

            /// Promotion codes for \(name.lowercased())s.
            final class \(controller): UIViewController {
                @IBOutlet weak var promoTitleLabel: UILabel!
                @IBOutlet weak var promoCard: \(target.name)!
                // iblint:disable:next strong-delgate - the presenter owns this screen
                weak var delegate: \(controller)Delegate?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    promoTitleLabel.text = "Have a code?"
                }

                // Was `applyCuponTapped(_:)` until someone spotted the typo; the storyboard kept the old name.
                @IBAction func applyCouponTapped(_ sender: UIButton) {
                    delegate?.promoViewController(self, didApply: promoTitleLabel.text ?? "")
                }

                // The Share button moved from the footer into the navigation bar.
                @IBAction func sharePromoTapped(_ sender: UIButton) {
                    sender.setTitle("Sharing…", for: .normal)
                }
            }

            """))
    }

    // MARK: Lifecycle

    private mutating func lifecycle(_ storyboard: inout FeatureStoryboard, _ sources: inout FeatureSources,
                                    _ files: inout [GeneratedFile]) {
        // A review screen: a view whose class was renamed `…RatingView` while the storyboard says
        // `…RatingsView` (unknown-custom-class); the same class without a module (custom-module); a view
        // that builds its labels only in init(frame:) (init-coder-skips-setup); a segue whose destination
        // scene never got its custom class, force-cast in prepare(for:sender:) (segue-destination-cast).
        let controller = "\(name)ReviewViewController"
        let checkout = "\(name)CheckoutViewController"
        let controllerID = storyboard.views.id(), checkoutID = storyboard.views.id()
        let renamed = storyboard.views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 32), customClass: "\(name)RatingsView")
        var unmodule = storyboard.views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 32))
        unmodule.trailingAttributes = "customClass=\"\(name)RatingView\""
        let priceTag = storyboard.views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 48), customClass: "\(name)PriceTagView")
        var next = storyboard.views.button("Continue", frame: Frame(x: 0, y: 0, width: 0, height: 44))
        let segueIdentifier = "show\(name)Checkout"
        next.connections = ["<segue destination=\"\(checkoutID)\" kind=\"show\" identifier=\"\(segueIdentifier)\" id=\"\(storyboard.views.id())\"/>"]
        storyboard.addScene(title: "\(name) Review", controllerID: controllerID, controllerClass: controller, storyboardID: controller,
                            subviews: [renamed, unmodule, priceTag, next], outlets: [])
        storyboard.addScene(title: "Checkout", controllerID: checkoutID, controllerClass: nil, storyboardID: nil,
                            subviews: [storyboard.views.label("Total", frame: Frame(x: 0, y: 0, width: 0, height: 20))], outlets: [])
        files.append(.source("\(folder)/Controllers/\(controller).swift", """
            import UIKit

            /// Rating a \(name.lowercased()) before checking out.
            final class \(controller): UIViewController {
                var total = 0

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "\(segueIdentifier)" {
                        // The Checkout scene's Custom Class was never set.
                        let checkout = segue.destination as! \(checkout)
                        checkout.total = total
                    }
                }
            }

            /// The checkout screen: the Checkout scene of \(name).storyboard is meant to be one.
            final class \(checkout): UIViewController {
                var total = 0
            }

            """))
        files.append(.source("\(folder)/Views/\(name)RatingView.swift", """
            import UIKit

            /// Five stars, drawn in code.
            final class \(name)RatingView: UIView {
                private let stack = UIStackView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUp()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    setUp()
                }

                private func setUp() {
                    stack.axis = .horizontal
                    stack.distribution = .fillEqually
                    for _ in 0..<5 {
                        stack.addArrangedSubview(UIImageView(image: UIImage(systemName: "star")))
                    }
                    addSubview(stack)
                }
            }

            """))
        files.append(.source("\(folder)/Views/\(name)PriceTagView.swift", """
            import UIKit

            /// A price with the original price struck through. Builds its labels in code.
            final class \(name)PriceTagView: UIView {
                private let priceLabel = UILabel()
                private let originalPriceLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUpLabels()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

                private func setUpLabels() {
                    let stack = UIStackView(arrangedSubviews: [priceLabel, originalPriceLabel])
                    stack.axis = .vertical
                    stack.frame = bounds
                    addSubview(stack)
                }

                func show(price: String, originalPrice: String?) {
                    priceLabel.text = price
                    originalPriceLabel.text = originalPrice
                }
            }

            """))

        // A compose screen written to be created in code, whose `init?(coder:)` traps; later a scene was
        // added for it (fatal-init-coder).
        let compose = "\(name)ComposeViewController"
        let composeID = storyboard.views.id()
        storyboard.addScene(title: "\(name) Compose", controllerID: composeID, controllerClass: compose, storyboardID: compose,
                            subviews: [storyboard.views.label("New \(name.lowercased())", frame: Frame(x: 0, y: 0, width: 0, height: 24))],
                            outlets: [])
        files.append(.source("\(folder)/Controllers/\(compose).swift", """
            import UIKit

            final class \(compose): UIViewController {
                private let draft: \(spec.model)?

                init(draft: \(spec.model)?) {
                    self.draft = draft
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = draft?.title ?? "New"
                }
            }

            """))

        // A stars view whose xib's File's Owner never got its class (missing-files-owner-class).
        let stars = card("StarsCard")
        files.append(.resource("\(folder)/Views/\(stars.name).xib",
                               FeatureXibs.card(stars, feature: spec, seed: seed, options: FeatureXibs.CardOptions(ownerClass: nil))))
        files.append(.source("\(folder)/Views/\(stars.name).swift", sources.cardView(stars)))

        // A favourite button whose xib's root view was also given the class that loads the xib
        // (recursive-nib-load).
        let favorite = card("FavoriteCard")
        files.append(.resource("\(folder)/Views/\(favorite.name).xib",
                               FeatureXibs.card(favorite, feature: spec, seed: seed,
                                                options: FeatureXibs.CardOptions(ownerClass: favorite.name, rootClass: favorite.name))))
        files.append(.source("\(folder)/Views/\(favorite.name).swift", sources.cardView(favorite)))

        // A designable badge that declares only init?(coder:) (ibdesignable-missing-init-frame), whose
        // inspectable defers its update to the main queue (dispatch-in-didset).
        files.append(.source("\(folder)/Views/\(name)DiscountBadgeView.swift", """
            import UIKit

            /// A round "-20%" badge, designable so the storyboard shows it.
            @IBDesignable
            final class \(name)DiscountBadgeView: UIView {
                private let label = UILabel()

                @IBInspectable var badgeColor: UIColor = .systemRed {
                    didSet { backgroundColor = badgeColor }
                }

                @IBInspectable var badgeText: String = "" {
                    didSet {
                        DispatchQueue.main.async {
                            self.label.text = self.badgeText
                        }
                    }
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    addSubview(label)
                }
            }

            """))

        // A banner xib with a merge conflict left in it (parse-error).
        files.append(.resource("\(folder)/Views/\(name)Banner.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <<<<<<< HEAD
                    <view contentMode="scaleToFill" id="Bnr-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    </view>
            =======
                    <view contentMode="scaleToFill" id="Bnr-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    </view>
            >>>>>>> feature/bigger-banner
                </objects>
            </document>

            """))
    }

    // MARK: Identifiers and resources

    private mutating func identifiers(_ storyboard: inout FeatureStoryboard, _ sources: inout FeatureSources,
                                      _ files: inout [GeneratedFile]) {
        // A history screen: its plain prototype cell dequeued as the list's custom cell (dequeue-cast);
        // the settings screen instantiated and cast to the detail screen's class (instantiate-cast); a
        // segue identifier with a typo (unknown-storyboard-identifier); a retry footer whose closure
        // captures self, added as a subview (closure-strong-self); a label color and an image the
        // asset catalog lacks (missing-color-resource, missing-image-resource).
        let controller = "\(name)HistoryViewController"
        let controllerID = storyboard.views.id()
        var table = IBView(tag: "tableView", attributes: "clipsSubviews=\"YES\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" sectionHeaderHeight=\"-1\" estimatedSectionHeaderHeight=\"-1\" sectionFooterHeight=\"-1\" estimatedSectionFooterHeight=\"-1\" translatesAutoresizingMaskIntoConstraints=\"NO\"",
                           id: storyboard.views.id(), frame: Frame(x: 0, y: 0, width: 0, height: 420))
        table.afterSubviews = [.group("prototypes", [.view(storyboard.plainPrototype(reuseIdentifier: "\(name)HistoryCell"))])]
        table.connections = ["<outlet property=\"dataSource\" destination=\"\(controllerID)\" id=\"\(storyboard.views.id())\"/>",
                             "<outlet property=\"delegate\" destination=\"\(controllerID)\" id=\"\(storyboard.views.id())\"/>"]
        let heading = storyboard.views.label("History", frame: Frame(x: 0, y: 0, width: 0, height: 24), color: "\(name)Accent")
        let banner = storyboard.views.imageView("\(spec.assetPrefix)-banner", frame: Frame(x: 0, y: 0, width: 0, height: 120))
        storyboard.addScene(title: "\(name) History", controllerID: controllerID, controllerClass: controller, storyboardID: controller,
                            subviews: [heading, banner, table], outlets: [("tableView", table.id)])
        files.append(.source("\(folder)/Controllers/\(controller).swift", """
            import UIKit

            /// Past \(name.lowercased())s.
            final class \(controller): UIViewController, UITableViewDataSource, UITableViewDelegate {
                @IBOutlet weak var tableView: UITableView!
                private var entries: [\(spec.model)] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let footer = \(name)RetryFooterView(onRetry: {
                        self.reload()
                    })
                    view.addSubview(footer)
                }

                func reload() {
                    tableView.reloadData()
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    entries.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    // The history switched to the list's cell layout; its table still has the plain prototype.
                    let cell = tableView.dequeueReusableCell(withIdentifier: "\(name)HistoryCell", for: indexPath) as! \(spec.itemCell)
                    cell.configure(with: entries[indexPath.row])
                    return cell
                }

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    performSegue(withIdentifier: "show\(name)Detials", sender: entries[indexPath.row])
                }

                func openSettings() {
                    let storyboard = UIStoryboard(name: "\(name)", bundle: nil)
                    let settings = storyboard.instantiateViewController(withIdentifier: "\(spec.settingsController)") as! \(spec.detailController)
                    show(settings, sender: self)
                }
            }

            /// "Try again", built in code.
            final class \(name)RetryFooterView: UIView {
                private let onRetry: () -> Void
                private let button = UIButton(type: .system)

                init(onRetry: @escaping () -> Void) {
                    self.onRetry = onRetry
                    super.init(frame: .zero)
                    button.setTitle("Try again", for: .normal)
                    button.addTarget(self, action: #selector(retryTapped), for: .touchUpInside)
                    addSubview(button)
                }

                required init?(coder: NSCoder) {
                    self.onRetry = {}
                    super.init(coder: coder)
                }

                @objc private func retryTapped() {
                    onRetry()
                }
            }

            """))

        // A card that also offers `loadFromNib()`, casting the xib's first object, a plain UIView, to
        // itself (nib-top-level-cast).
        let price = card("QuoteCard")
        files.append(.resource("\(folder)/Views/\(price.name).xib", FeatureXibs.card(price, feature: spec, seed: seed)))
        var priceOptions = FeatureSources.CardOptions()
        priceOptions.extraMembers = [
            "",
            "    /// For code that has no frame yet: the tutorial's other pattern, mixed with this one.",
            "    static func loadFromNib() -> \(price.name)? {",
            "        Bundle(for: \(price.name).self).loadNibNamed(\"\(price.name)\", owner: nil, options: nil)?.first as? \(price.name)",
            "    }",
        ]
        files.append(.source("\(folder)/Views/\(price.name).swift", sources.cardView(price, options: priceOptions)))

        // A card that loads its xib from Bundle.main (main-bundle-nib-load).
        let tip = card("TipCard")
        files.append(.resource("\(folder)/Views/\(tip.name).xib", FeatureXibs.card(tip, feature: spec, seed: seed)))
        var tipOptions = FeatureSources.CardOptions()
        tipOptions.loader = .mainBundle
        files.append(.source("\(folder)/Views/\(tip.name).swift", sources.cardView(tip, options: tipOptions)))

        // A nib name with a typo (missing-interface-file).
        files.append(.source("\(folder)/\(name)OnboardingPresenter.swift", """
            import UIKit

            /// The header shown the first time the \(name.lowercased()) list opens.
            final class \(name)OnboardingPresenter {
                func makeHeader() -> UIView? {
                    let nib = UINib(nibName: "\(spec.badgeView.dropLast(4))Veiw", bundle: Bundle(for: \(name)OnboardingPresenter.self))
                    return nib.instantiate(withOwner: nil, options: nil).first as? UIView
                }
            }

            """))

        // A header xib whose screen moved to code: still on disk and in the project's groups, but no
        // target builds it (interface-file-in-no-target).
        files.append(GeneratedFile(path: "\(folder)/Retired/\(name)OldHeaderView.xib",
                                   text: FeatureXibs.badge(spec, seed: seed, name: "\(name)OldHeaderView", rootClass: spec.badgeView),
                                   role: .notInTarget))
    }

    // MARK: Layout, documents, memory

    private mutating func layout(_ storyboard: inout FeatureStoryboard, _ sources: inout FeatureSources,
                                 _ files: inout [GeneratedFile]) {
        // A map screen: a label Xcode marked ambiguous, nothing fixing its position (ambiguous-view); an
        // image view whose frame its constraints no longer produce (misplaced-view).
        let controller = "\(name)MapViewController"
        let controllerID = storyboard.views.id()
        var holder = storyboard.views.plainView(frame: Frame(x: 0, y: 0, width: 0, height: 80))
        var loose = storyboard.views.label("Nearby", frame: Frame(x: 12, y: 30, width: 120, height: 20))
        loose.attributes = loose.attributes.replacingOccurrences(of: "adjustsFontSizeToFit=\"NO\" ", with: "adjustsFontSizeToFit=\"NO\" ambiguous=\"YES\" ")
        holder.subviews = [loose]
        var map = storyboard.views.imageView(spec.heroImage, frame: Frame(x: 0, y: 0, width: 0, height: 200))
        map.attributes = map.attributes.replacingOccurrences(of: "contentMode=\"scaleAspectFill\" ", with: "contentMode=\"scaleAspectFill\" misplaced=\"YES\" ")
        storyboard.addScene(title: "\(name) Map", controllerID: controllerID, controllerClass: controller, storyboardID: controller,
                            subviews: [holder, map], outlets: [("mapImageView", map.id)])
        files.append(.source("\(folder)/Controllers/\(controller).swift", """
            import UIKit

            final class \(controller): UIViewController {
                @IBOutlet weak var mapImageView: UIImageView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapImageView.image = UIImage(named: "\(spec.heroImage)")
                }
            }

            """))

        // An archive scene whose only segue was deleted (unreachable-scene).
        storyboard.addScene(title: "\(name) Archive", controllerID: storyboard.views.id(), controllerClass: nil, storyboardID: nil,
                            subviews: [storyboard.views.label("Archive", frame: Frame(x: 0, y: 0, width: 0, height: 24))], outlets: [])

        // An onboarding storyboard with no initial view controller and no Storyboard ID
        // (no-initial-view-controller), so its first scene is unreachable too (unreachable-scene).
        files.append(.resource("\(folder)/\(name)Onboarding.storyboard", onboardingStoryboard()))

        // A custom view that kept the template's Safe Area guide, its label pinned to it (safe-area-in-custom-view).
        let hint = card("HintCard")
        var hintOptions = FeatureXibs.CardOptions(ownerClass: hint.name)
        hintOptions.safeArea = true
        files.append(.resource("\(folder)/Views/\(hint.name).xib", FeatureXibs.card(hint, feature: spec, seed: seed, options: hintOptions)))
        files.append(.source("\(folder)/Views/\(hint.name).swift", sources.cardView(hint)))

        // A banner from the app's first version, laid out with springs and struts (autolayout-disabled).
        files.append(.resource("\(folder)/Views/\(name)LegacyBannerView.xib", legacyBanner()))
        files.append(.source("\(folder)/Views/\(name)LegacyBannerView.swift", """
            import UIKit

            /// A banner from the app's first version.
            final class \(name)LegacyBannerView: UIView {
                @IBOutlet weak var messageLabel: UILabel!

                static func make() -> \(name)LegacyBannerView? {
                    Bundle(for: \(name)LegacyBannerView.self).loadNibNamed("\(name)LegacyBannerView", owner: nil, options: nil)?.first as? \(name)LegacyBannerView
                }
            }

            """))

        // A picker whose delegate is held strongly (strong-delegate), and whose data source protocol
        // uses the deprecated `: class` (class-protocol).
        files.append(.source("\(folder)/Views/\(name)PickerView.swift", """
            import UIKit

            protocol \(name)PickerViewDelegate: AnyObject {
                func pickerView(_ picker: \(name)PickerView, didPick item: \(spec.model))
            }

            protocol \(name)PickerViewDataSource: class {
                func items(for picker: \(name)PickerView) -> [\(spec.model)]
            }

            /// Picks a \(name.lowercased()); built in code.
            final class \(name)PickerView: UIView {
                var delegate: \(name)PickerViewDelegate?
                weak var dataSource: \(name)PickerViewDataSource?

                func pick(at index: Int) {
                    guard let items = dataSource?.items(for: self), items.indices.contains(index) else { return }
                    delegate?.pickerView(self, didPick: items[index])
                }
            }

            """))

        // The cell xib a merge applied one constraint line of twice (duplicate-id, duplicate-constraint):
        // written by the generator with `duplicateConstraint`.
    }

    private mutating func onboardingStoryboard() -> String {
        var views = ViewFactory(seed: seed, document: "\(name)Onboarding.storyboard")
        let welcomeID = views.id(), permissionsID = views.id()
        var xml = XMLText(depth: 1)
        xml.line("<scenes>")
        xml.depth += 1
        for (title, controllerID, next) in [("Welcome", welcomeID, Optional(permissionsID)), ("Permissions", permissionsID, nil)] {
            let rootID = views.id(), guideID = views.id()
            let label = views.label(title, frame: Frame(x: 0, y: 0, width: 0, height: 24))
            let (placed, constraints) = views.stack([label], in: rootID, guide: guideID, width: 393, top: 16)
            let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID, key: "view",
                              frame: Frame(x: 0, y: 0, width: 393, height: 852),
                              autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                              subviews: placed,
                              afterSubviews: [.line("<viewLayoutGuide key=\"safeArea\" id=\"\(guideID)\"/>"),
                                              .line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")],
                              constraints: constraints)
            let segueID = views.id()
            var body = XMLText(depth: 4)
            body.element("viewController title=\"\(title)\" id=\"\(controllerID)\" sceneMemberID=\"viewController\"") { xml in
                root.render(into: &xml)
                if let next {
                    xml.element("connections") { xml in
                        xml.line("<segue destination=\"\(next)\" kind=\"show\" identifier=\"showPermissions\" id=\"\(segueID)\"/>")
                    }
                }
            }
            FeatureStoryboard.scene(title: title, sceneID: views.id(), responderID: views.id(), at: (next == nil ? 760 : 0, 0), body: body, into: &xml)
        }
        xml.depth -= 1
        xml.line("</scenes>")
        IB.resources(views, extraSystemColors: ["systemBackgroundColor"], into: &xml)
        return IB.storyboardHeader(initial: nil) + xml.text + "</document>\n"
    }

    private mutating func legacyBanner() -> String {
        var views = ViewFactory(seed: seed, document: "\(name)LegacyBannerView.xib")
        let rootID = views.id(), labelID = views.id(), outletID = views.id()
        var xml = XMLText(depth: 1)
        xml.element("objects") { xml in
            FeatureXibs.placeholders(ownerClass: nil, ownerConnections: [], into: &xml)
            xml.element("view contentMode=\"scaleToFill\" id=\"\(rootID)\" \(IB.swiftClass("\(name)LegacyBannerView"))") { xml in
                xml.line("<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"50\"/>")
                xml.line("<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" flexibleMaxY=\"YES\"/>")
                xml.element("subviews") { xml in
                    xml.element("label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Free shipping over $50\" textAlignment=\"center\" lineBreakMode=\"tailTruncation\" id=\"\(labelID)\"") { xml in
                        xml.line("<rect key=\"frame\" x=\"8\" y=\"14\" width=\"304\" height=\"21\"/>")
                        xml.line("<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" flexibleMaxY=\"YES\"/>")
                        xml.line("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"15\"/>")
                    }
                }
                xml.element("connections") { xml in
                    xml.line("<outlet property=\"messageLabel\" destination=\"\(labelID)\" id=\"\(outletID)\"/>")
                }
            }
        }
        return IB.xibHeader(autolayout: false, safeAreas: false) + xml.text + "</document>\n"
    }
}

extension FeatureStoryboard {
    /// A scene a plant adds: a view controller (of `controllerClass`, or a plain one) whose root view
    /// stacks `subviews`, with a Storyboard ID when given, outlets to the subviews, and a bar button.
    mutating func addScene(title: String, controllerID: String, controllerClass: String?, storyboardID: String?,
                           subviews: [IBView], outlets: [(String, String)], barButton: (title: String, selector: String)? = nil) {
        let rootID = views.id(), guideID = views.id()
        let (placed, constraints) = views.stack(subviews, in: rootID, guide: guideID, width: 393, top: 16)
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID, key: "view",
                          frame: Frame(x: 0, y: 0, width: 393, height: 852),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                          subviews: placed,
                          afterSubviews: [.line("<viewLayoutGuide key=\"safeArea\" id=\"\(guideID)\"/>"),
                                          .line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")],
                          constraints: constraints)
        let itemID = views.id(), buttonID = views.id(), actionID = views.id()
        let outletIDs = outlets.map { _ in views.id() }
        var open = "viewController "
        if let storyboardID { open += "storyboardIdentifier=\"\(storyboardID)\" " }
        open += "title=\"\(title)\" id=\"\(controllerID)\" "
        if let controllerClass { open += IB.swiftClass(controllerClass) + " " }
        open += "sceneMemberID=\"viewController\""
        var body = XMLText(depth: 4)
        body.element(open) { xml in
            root.render(into: &xml)
            if let barButton {
                xml.element("navigationItem key=\"navigationItem\" title=\"\(title)\" id=\"\(itemID)\"") { xml in
                    xml.element("barButtonItem key=\"rightBarButtonItem\" title=\"\(barButton.title)\" id=\"\(buttonID)\"") { xml in
                        xml.element("connections") { xml in
                            xml.line("<action selector=\"\(barButton.selector)\" destination=\"\(controllerID)\" id=\"\(actionID)\"/>")
                        }
                    }
                }
            }
            if !outlets.isEmpty {
                xml.element("connections") { xml in
                    for ((property, destination), id) in zip(outlets, outletIDs) {
                        xml.line("<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"\(id)\"/>")
                    }
                }
            }
        }
        var xml = XMLText(depth: 2)
        Self.scene(title: title, sceneID: views.id(), responderID: views.id(), at: (2280, 900 * extraScenes.count), body: body, into: &xml)
        extraScenes.append(xml)
    }

    /// A prototype cell of the Basic style: the built-in text label, no custom class.
    mutating func plainPrototype(reuseIdentifier: String) -> IBView {
        let cellID = views.id(), contentID = views.id(), labelID = views.id()
        let label = IBView(tag: "label", attributes: "opaque=\"NO\" multipleTouchEnabled=\"YES\" contentMode=\"left\" insetsLayoutMarginsFromSafeArea=\"NO\" text=\"Title\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\"",
                           id: labelID, frame: Frame(x: 20, y: 0, width: 353, height: 44),
                           autoresizing: "<autoresizingMask key=\"autoresizingMask\"/>",
                           details: [.line("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")])
        let content = IBView(tag: "tableViewCellContentView", attributes: "opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" preservesSuperviewLayoutMargins=\"YES\" insetsLayoutMarginsFromSafeArea=\"NO\" tableViewCell=\"\(cellID)\"",
                             id: contentID, key: "contentView", frame: Frame(x: 0, y: 0, width: 393, height: 44),
                             autoresizing: "<autoresizingMask key=\"autoresizingMask\"/>", subviews: [label])
        return IBView(tag: "tableViewCell", attributes: "clipsSubviews=\"YES\" contentMode=\"scaleToFill\" preservesSuperviewLayoutMargins=\"YES\" selectionStyle=\"default\" indentationWidth=\"10\" reuseIdentifier=\"\(reuseIdentifier)\" textLabel=\"\(labelID)\"",
                      id: cellID, frame: Frame(x: 0, y: 50, width: 393, height: 44),
                      autoresizing: "<autoresizingMask key=\"autoresizingMask\"/>", details: [.view(content)])
    }
}
