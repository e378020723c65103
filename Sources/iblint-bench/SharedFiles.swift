/// Where the generated app's files go, and what it is called.
enum AppLayout {
    static let moduleName = "Atlas"
    static let sourceFolder = "Atlas"
    static let testFolder = "AtlasTests"
    static let projectFile = "Atlas.xcodeproj/project.pbxproj"
    static let assetCatalog = "Atlas/Resources/Assets.xcassets"
    /// Features reached from the tab bar of Main.storyboard through storyboard references.
    static let tabCount = 4
}

/// One file the generator writes, and what the Xcode project makes of it.
struct GeneratedFile {
    enum Role {
        /// In the app target's Sources phase.
        case source
        /// In the app target's Resources phase (interface files, asset catalogs are added as folders).
        case resource
        /// In the test target's Sources phase.
        case testSource
        /// A file reference no target builds (headers, Info.plist).
        case reference
        /// Listed in the project's groups, in no target: a file Target Membership was unticked for.
        case notInTarget
        /// Not in the project at all (asset catalog contents, the generator's own files).
        case unlisted
    }

    var path: String
    var text: String
    var role: Role

    static func source(_ path: String, _ text: String) -> GeneratedFile { GeneratedFile(path: path, text: text, role: .source) }
    static func resource(_ path: String, _ text: String) -> GeneratedFile { GeneratedFile(path: path, text: text, role: .resource) }
    static func header(_ path: String, _ text: String) -> GeneratedFile { GeneratedFile(path: path, text: text, role: .reference) }
}

/// The parts of the app every feature shares: app and scene delegates, the tab bar storyboard, the
/// launch screen, a base view controller, a designable button, the asset catalog.
enum SharedFiles {
    static func files(features: [FeatureSpec], seed: UInt64) -> [GeneratedFile] {
        let root = AppLayout.sourceFolder
        var files: [GeneratedFile] = [
            .source("\(root)/App/AppDelegate.swift", appDelegate),
            .source("\(root)/App/SceneDelegate.swift", sceneDelegate),
            .source("\(root)/Shared/BaseViewController.swift", baseViewController),
            .source("\(root)/Shared/Views/RoundedButton.swift", roundedButton),
            .source("\(root)/Shared/Extensions/UIView+Styling.swift", viewStyling),
            .source("\(root)/Shared/Theme.swift", theme),
            .source("\(root)/App/AppRouter.swift", router(features)),
            .resource("\(root)/App/Main.storyboard", mainStoryboard(features, seed: seed)),
            .resource("\(root)/App/LaunchScreen.storyboard", launchScreen(seed: seed)),
            GeneratedFile(path: "\(root)/Info.plist", text: infoPlist, role: .reference),
        ]
        files += assetCatalog(features)
        return files
    }

    static let appDelegate = """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Theme.apply()
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        """

    static let sceneDelegate = """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard scene is UIWindowScene else { return }
                window?.tintColor = UIColor(named: "BrandPrimary")
            }
        }

        """

    static let baseViewController = """
        import UIKit

        /// What every screen of the app does: an error alert, a loading indicator, keyboard dismissal.
        class BaseViewController: UIViewController {
            private lazy var spinner = UIActivityIndicatorView(style: .medium)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
                tap.cancelsTouchesInView = false
                view.addGestureRecognizer(tap)
            }

            @objc private func dismissKeyboard() {
                view.endEditing(true)
            }

            func showError(_ message: String) {
                let alert = UIAlertController(title: "Something went wrong", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }

            func setLoading(_ loading: Bool) {
                if loading {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
                    spinner.startAnimating()
                } else {
                    spinner.stopAnimating()
                }
            }
        }

        """

    static let roundedButton = """
        import UIKit

        /// A button with rounded corners, set in the storyboard's runtime attributes.
        @IBDesignable
        final class RoundedButton: UIButton {
            @IBInspectable var cornerRadius: CGFloat = 8 {
                didSet { layer.cornerRadius = cornerRadius }
            }

            @IBInspectable var fillColor: UIColor? {
                didSet { backgroundColor = fillColor }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.masksToBounds = true
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                layer.masksToBounds = true
            }

            override func prepareForInterfaceBuilder() {
                super.prepareForInterfaceBuilder()
                layer.cornerRadius = cornerRadius
            }
        }

        """

    static let viewStyling = """
        import UIKit

        extension UIView {
            func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
                    topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
                ])
            }

            func applyCardShadow() {
                layer.shadowColor = UIColor.black.cgColor
                layer.shadowOpacity = 0.12
                layer.shadowRadius = 6
                layer.shadowOffset = CGSize(width: 0, height: 2)
            }
        }

        """

    static let theme = """
        import UIKit

        enum Theme {
            static let primary = UIColor(named: "BrandPrimary") ?? .systemBlue
            static let text = UIColor(named: "TextPrimary") ?? .label
            static let muted = UIColor(named: "TextMuted") ?? .secondaryLabel

            static func apply() {
                UINavigationBar.appearance().tintColor = primary
                UITabBar.appearance().tintColor = primary
            }
        }

        """

    static func router(_ features: [FeatureSpec]) -> String {
        let cases = features.map { "        case \"\($0.assetPrefix)\": return \($0.name)Coordinator().start()" }.joined(separator: "\n")
        return """
            import UIKit

            /// Opens a feature from a deep link (`atlas://trip`).
            enum AppRouter {
                static func controller(forLink host: String) -> UIViewController? {
                    switch host {
            \(cases)
                    default: return nil
                    }
                }
            }

            """
    }

    static func mainStoryboard(_ features: [FeatureSpec], seed: UInt64) -> String {
        var ids = ObjectIDs(seed: seed, document: "Main.storyboard")
        let tabID = ids.next()
        let tabs = Array(features.prefix(AppLayout.tabCount))
        let referenceIDs = tabs.map { _ in ids.next() }
        var xml = XMLText(depth: 1)
        xml.element("scenes") { xml in
            xml.line("<!--Tab Bar Controller-->")
            xml.element("scene sceneID=\"\(ids.next())\"") { xml in
                xml.element("objects") { xml in
                    xml.element("tabBarController id=\"\(tabID)\" sceneMemberID=\"viewController\"") { xml in
                        xml.element("tabBar key=\"tabBar\" contentMode=\"scaleToFill\" insetsLayoutMarginsFromSafeArea=\"NO\" id=\"\(ids.next())\"") { xml in
                            xml.line("<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"1000\" height=\"1000\"/>")
                            xml.line("<autoresizingMask key=\"autoresizingMask\"/>")
                        }
                        xml.element("connections") { xml in
                            for id in referenceIDs {
                                xml.line("<segue destination=\"\(id)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(ids.next())\"/>")
                            }
                        }
                    }
                    xml.line("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(ids.next())\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>")
                }
                xml.line("<point key=\"canvasLocation\" x=\"0\" y=\"0\"/>")
            }
            let symbols = ["house", "list.bullet", "star", "person.crop.circle"]
            for (position, (feature, id)) in zip(tabs, referenceIDs).enumerated() {
                xml.line("<!--\(feature.name)-->")
                xml.element("scene sceneID=\"\(ids.next())\"") { xml in
                    xml.element("objects") { xml in
                        xml.element("viewControllerPlaceholder storyboardName=\"\(feature.name)\" id=\"\(id)\" sceneMemberID=\"viewController\"") { xml in
                            xml.line("<tabBarItem key=\"tabBarItem\" title=\"\(feature.name)s\" image=\"\(symbols[position % symbols.count])\" catalog=\"system\" id=\"\(ids.next())\"/>")
                        }
                        xml.line("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(ids.next())\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>")
                    }
                    xml.line("<point key=\"canvasLocation\" x=\"760\" y=\"\(position * 300)\"/>")
                }
            }
        }
        xml.element("resources") { xml in
            for symbol in ["house", "list.bullet", "person.crop.circle", "star"].prefix(max(1, tabs.count)) {
                xml.line("<image name=\"\(symbol)\" catalog=\"system\" width=\"128\" height=\"110\"/>")
            }
        }
        return IB.storyboardHeader(initial: tabID) + xml.text + "</document>\n"
    }

    static func launchScreen(seed: UInt64) -> String {
        var views = ViewFactory(seed: seed, document: "LaunchScreen.storyboard")
        let controllerID = views.id(), rootID = views.id(), guideID = views.id()
        var logo = views.imageView("LaunchLogo", frame: Frame(x: 136, y: 366, width: 120, height: 120))
        logo.constraints = ["<constraint firstAttribute=\"width\" constant=\"120\" id=\"\(views.id())\"/>",
                            "<constraint firstAttribute=\"height\" constant=\"120\" id=\"\(views.id())\"/>"]
        let constraints = [views.constraint(logo.id, "centerX", rootID, "centerX"), views.constraint(logo.id, "centerY", rootID, "centerY")]
        let root = IBView(tag: "view", attributes: "contentMode=\"scaleToFill\"", id: rootID, key: "view",
                          frame: Frame(x: 0, y: 0, width: 393, height: 852),
                          autoresizing: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                          subviews: [logo],
                          afterSubviews: [.line("<viewLayoutGuide key=\"safeArea\" id=\"\(guideID)\"/>"),
                                          .line("<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")],
                          constraints: constraints)
        var body = XMLText(depth: 4)
        body.element("viewController id=\"\(controllerID)\" sceneMemberID=\"viewController\"") { xml in
            root.render(into: &xml)
        }
        var xml = XMLText(depth: 1)
        xml.element("scenes") { xml in
            FeatureStoryboard.scene(title: "Launch", sceneID: views.id(), responderID: views.id(), at: (0, 0), body: body, into: &xml)
        }
        IB.resources(views, extraSystemColors: ["systemBackgroundColor"], into: &xml)
        return IB.storyboardHeader(initial: controllerID) + xml.text + "</document>\n"
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UILaunchStoryboardName</key>
        \t<string>LaunchScreen</string>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        \t\t\t\t\t<key>UISceneStoryboardFile</key>
        \t\t\t\t\t<string>Main</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    // MARK: Asset catalog

    static let catalogInfo = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static func imageSet(_ name: String) -> String {
        """
        {
          "images" : [
            {
              "filename" : "\(name).png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "\(name)@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "\(name)@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
    }

    static func colorSet(red: String, green: String, blue: String) -> String {
        """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "\(blue)",
                  "green" : "\(green)",
                  "red" : "\(red)"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
    }

    /// The catalog: colors the interface files name, each feature's images in a folder of its own
    /// (without a namespace, so `trip-hero` is found as is), the launch logo, the app icon.
    static func assetCatalog(_ features: [FeatureSpec]) -> [GeneratedFile] {
        let catalog = AppLayout.assetCatalog
        var files = [GeneratedFile(path: "\(catalog)/Contents.json", text: catalogInfo, role: .unlisted)]
        files.append(GeneratedFile(path: "\(catalog)/AppIcon.appiconset/Contents.json", text: """
            {
              "images" : [
                {
                  "idiom" : "universal",
                  "platform" : "ios",
                  "size" : "1024x1024"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """, role: .unlisted))
        files.append(GeneratedFile(path: "\(catalog)/AccentColor.colorset/Contents.json", text: colorSet(red: "0.100", green: "0.450", blue: "0.900"), role: .unlisted))
        files.append(GeneratedFile(path: "\(catalog)/Colors/Contents.json", text: catalogInfo, role: .unlisted))
        for (name, components) in [("BrandPrimary", ("0.100", "0.450", "0.900")), ("TextPrimary", ("0.070", "0.070", "0.090")),
                                   ("TextMuted", ("0.450", "0.450", "0.500"))] {
            files.append(GeneratedFile(path: "\(catalog)/Colors/\(name).colorset/Contents.json",
                                       text: colorSet(red: components.0, green: components.1, blue: components.2), role: .unlisted))
        }
        files.append(GeneratedFile(path: "\(catalog)/LaunchLogo.imageset/Contents.json", text: imageSet("LaunchLogo"), role: .unlisted))
        for feature in features {
            files.append(GeneratedFile(path: "\(catalog)/\(feature.name)/Contents.json", text: catalogInfo, role: .unlisted))
            for image in [feature.heroImage, feature.iconImage, feature.placeholderImage] {
                files.append(GeneratedFile(path: "\(catalog)/\(feature.name)/\(image).imageset/Contents.json", text: imageSet(image), role: .unlisted))
            }
        }
        return files
    }
}
