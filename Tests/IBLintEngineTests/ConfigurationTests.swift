import IBLintCore
import IBLintRules
import XCTest
@testable import IBLintEngine

final class GlobTests: XCTestCase {
    func testComponentsStarsAndFolders() {
        XCTAssertTrue(Glob("*.storyboard").matches("App/Scenes/Main.storyboard"), "no slash: any depth")
        XCTAssertFalse(Glob("*.storyboard").matches("App/Main.xib"))
        XCTAssertTrue(Glob("Legacy/**").matches("Legacy/Old/View.xib"))
        XCTAssertTrue(Glob("Legacy/").matches("Legacy/View.xib"), "a trailing slash means everything below")
        XCTAssertFalse(Glob("Legacy/*.xib").matches("Legacy/Old/View.xib"), "* stays within one component")
        XCTAssertTrue(Glob("App/**/Cells/*Cell.xib").matches("App/Feed/Home/Cells/PostCell.xib"))
        XCTAssertTrue(Glob("App/**/Cells/*Cell.xib").matches("App/Cells/PostCell.xib"), "** matches zero components")
        XCTAssertTrue(Glob("./App/V?ew.swift").matches("App/View.swift"))
        XCTAssertFalse(Glob("App/V?ew.swift").matches("App/Viiew.swift"))
    }
}

final class ConfigurationFileTests: XCTestCase {
    func testEveryKey() throws {
        let text = """
            # iblint settings
            disabled_rules: [unconnected-action, 'custom-module']
            enabled_rules:
              - misplaced-view   # noisy in old files
              - "no-initial-view-controller"
            severity:
              unconnected-outlet: error
            fail_on: warning
            modules: [ShopKit]
            exclude:
              - Legacy/
            ignore:
              - path: Views/Overlays/*.xib
                rule: safe-area-in-custom-view
              - path: Generated/**
            """
        let config = try ConfigurationFile.parse(text, path: ".iblint.yml")
        XCTAssertEqual(config.disabledRules, ["unconnected-action", "custom-module"])
        XCTAssertEqual(config.enabledRules, ["misplaced-view", "no-initial-view-controller"])
        XCTAssertEqual(config.severities, ["unconnected-outlet": .error])
        XCTAssertEqual(config.failOn, "warning")
        XCTAssertEqual(config.modules, ["ShopKit"])
        XCTAssertEqual(config.exclude, ["Legacy/"])
        XCTAssertEqual(config.ignore, [.init(path: "Views/Overlays/*.xib", rule: "safe-area-in-custom-view"),
                                       .init(path: "Generated/**", rule: nil)])

        var configuration = Configuration()
        config.apply(to: &configuration)
        XCTAssertEqual(configuration.extraModules, ["ShopKit"])
        XCTAssertFalse(configuration.reports("broken-outlet", at: "Legacy/Old.xib"))
        XCTAssertFalse(configuration.reports("safe-area-in-custom-view", at: "Views/Overlays/Dim.xib"))
        XCTAssertTrue(configuration.reports("broken-outlet", at: "Views/Overlays/Dim.xib"), "ignore names one rule")
        XCTAssertFalse(configuration.reports("broken-outlet", at: "Generated/A/B.swift"), "ignore without a rule: every rule")
        XCTAssertEqual(configuration.unknownRuleIDs(among: RuleCatalog.descriptions), [])
    }

    func testErrorsNameTheLine() {
        func error(_ text: String) -> String? {
            do { _ = try ConfigurationFile.parse(text, path: "c.yml"); return nil } catch { return "\(error)" }
        }
        XCTAssertEqual(error("disabled_rules: [a]\nfrobnicate: 1"), "c.yml:2: error: unknown setting 'frobnicate'; known: disabled_rules, enabled_rules, only_rules, severity, fail_on, modules, exclude, ignore")
        XCTAssertEqual(error("severity:\n  a: fatal"), "c.yml:2: error: severity of 'a' must be error, warning or note, not 'fatal'")
        XCTAssertEqual(error("exclude:\n  Legacy"), "c.yml:2: error: expected a list item ('- value')")
        XCTAssertEqual(error("  indented: 1"), "c.yml:1: error: unexpected indentation")
        XCTAssertEqual(error("ignore:\n  - rule: x"), "c.yml:2: error: an ignore entry needs a 'path'")
        XCTAssertEqual(error("fail_on: sometimes"), "c.yml:1: error: fail_on must be error, warning, note or never")
        XCTAssertNil(error(""), "an empty file is fine")
    }
}

final class ConfiguredModulesTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Catalog" id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <view contentMode="scaleToFill" id="b1" customClass="SaleBannerView" customModule="ShopKit"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Issue 4: the app's own modules are Package.swift and Xcode targets "plus any the configuration names".
    func testAModuleTheConfigurationNamesIsTheApps() {
        let inputs = [
            InputFile(path: "Catalog.storyboard", text: storyboard)!,
            InputFile(path: "Sources/Catalog.swift", text: "final class CatalogViewController: UIViewController {}")!,
            InputFile(path: "Package.swift", text: #"let package = Package(name: "Shop", targets: [.target(name: "Shop", path: ".")])"#)!,
        ]
        var configuration = Configuration()
        configuration.onlyRules = ["unknown-custom-class"]
        XCTAssertEqual(iblint.lint(inputs, configuration: configuration).diagnostics, [], "ShopKit is another module: unknown")
        configuration.extraModules = ["ShopKit"]
        XCTAssertEqual(iblint.lint(inputs, configuration: configuration).diagnostics.map(\.ruleID), ["unknown-custom-class"])
    }

    func testConfiguredModulesAloneDoNotMakeAScanWhole() {
        let inputs = [
            InputFile(path: "Catalog.storyboard", text: storyboard)!,
            InputFile(path: "Sources/Catalog.swift", text: "final class CatalogViewController: UIViewController {}")!,
        ]
        var configuration = Configuration()
        configuration.onlyRules = ["unknown-custom-class"]
        configuration.extraModules = ["ShopKit"]
        XCTAssertEqual(iblint.lint(inputs, configuration: configuration).diagnostics, [],
                       "without Package.swift or an Xcode project the scan may be a folder of the project")
    }
}
