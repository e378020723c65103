import Foundation
import XCTest
@testable import IBLintIndex

final class FrameworkCatalogTests: XCTestCase {
    // MARK: Superclass chains

    /// The tables are the declarations merged in order (shared, the platform's, cross-platform): later
    /// properties and a later superclass win, actions add up. Checked against that merge done plainly,
    /// with actions split by `Character`.
    func testTablesMergeTheDeclarationsInOrder() {
        for isMacOS in [false, true] {
            let platform = isMacOS ? FrameworkCatalogData.appKit : FrameworkCatalogData.uiKit
            var expected: [String: FrameworkClass] = [:]
            for declaration in FrameworkCatalogData.shared + platform + FrameworkCatalogData.crossPlatform {
                var superclass = declaration.superclass
                if superclass == FrameworkClassDeclaration.platformView { superclass = isMacOS ? "NSView" : "UIView" }
                if superclass == FrameworkClassDeclaration.platformViewController { superclass = isMacOS ? "NSViewController" : "UIViewController" }
                var entry = expected[declaration.name] ?? FrameworkClass(name: declaration.name, superclass: superclass)
                if declaration.superclass != nil { entry.superclass = superclass }
                for (name, type) in FrameworkCatalogTables.parseProperties(declaration.properties) { entry.properties[name] = type }
                let actions = declaration.actions.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
                XCTAssertEqual(FrameworkCatalogTables.words(declaration.actions), actions, declaration.name)
                entry.actions.formUnion(actions)
                expected[declaration.name] = entry
            }
            XCTAssertFalse(expected.isEmpty)
            for (name, entry) in expected {
                XCTAssertEqual(FrameworkCatalog.class(named: name, isMacOS: isMacOS), entry, name)
            }
        }
        XCTAssertEqual(FrameworkCatalogTables.words(" a:  b\nc \n"), ["a:", "b", "c"])
    }

    /// A name the iOS table lacks is looked up in the macOS table only when `macOSNames` holds it, so that an
    /// iOS project never builds that table: the names must be exactly the table's, and a look-up without a
    /// platform the iOS class, else the macOS one.
    func testTheMacOSNamesAreTheMacOSTables() {
        XCTAssertEqual(FrameworkCatalogTables.macOSNames, Set(FrameworkCatalogTables.macOS.classes.keys))
        let names = Set(FrameworkCatalogTables.iOS.classes.keys).union(FrameworkCatalogTables.macOSNames)
            .union(["CartViewController", "NSViewX", "", "uiview"])
        for name in names {
            XCTAssertEqual(FrameworkCatalog.class(named: name),
                           FrameworkCatalogTables.iOS.classes[name] ?? FrameworkCatalogTables.macOS.classes[name], name)
        }
        XCTAssertEqual(FrameworkCatalog.class(named: "NSTableView")?.name, "NSTableView", "only AppKit has it")
        XCTAssertEqual(FrameworkCatalog.class(named: "UITableView")?.superclass, "UIScrollView")
        XCTAssertNil(FrameworkCatalog.class(named: "CartViewController"))
    }

    func testSuperclassChains() {
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "UITableViewController"),
                       ["UITableViewController", "UIViewController", "UIResponder", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "UIButton"), ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "UIScreenEdgePanGestureRecognizer"),
                       ["UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer", "UIGestureRecognizer", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "NSOutlineView"),
                       ["NSOutlineView", "NSTableView", "NSControl", "NSView", "NSResponder", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "NSWindowController"), ["NSWindowController", "NSResponder", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "CAShapeLayer"), ["CAShapeLayer", "CALayer", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.class(named: "NSObject")?.superclass, nil)
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "MyViewController"), [])
    }

    func testCrossPlatformClassesFollowThePlatform() {
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "MKMapView", isMacOS: false), ["MKMapView", "UIView", "UIResponder", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "MKMapView", isMacOS: true), ["MKMapView", "NSView", "NSResponder", "NSObject"])
        XCTAssertEqual(FrameworkCatalog.ancestry(of: "ARSCNView"), ["ARSCNView", "SCNView", "UIView", "UIResponder", "NSObject"])
        XCTAssertNil(FrameworkCatalog.class(named: "UILabel", isMacOS: true))
        XCTAssertNil(FrameworkCatalog.class(named: "NSButton", isMacOS: false))
        XCTAssertEqual(FrameworkCatalog.property("delegate", of: "WKWebView", isMacOS: true), nil)
        XCTAssertEqual(FrameworkCatalog.property("navigationDelegate", of: "WKWebView", isMacOS: true), "WKNavigationDelegate?")
    }

    func testEveryChainEndsAtARoot() {
        let roots: Set<String> = ["NSObject"]
        for isMacOS in [false, true] {
            for name in FrameworkCatalog.allClasses.map(\.name) where FrameworkCatalog.isKnown(name, isMacOS: isMacOS) {
                let chain = FrameworkCatalog.ancestry(of: name, isMacOS: isMacOS)
                XCTAssertTrue(roots.contains(chain.last ?? ""), "\(name) (macOS: \(isMacOS)) ends at \(chain.last ?? "nothing"): \(chain)")
            }
        }
    }

    func testIsSubclass() {
        XCTAssertEqual(FrameworkCatalog.isSubclass("UITableViewController", of: "UIViewController"), true)
        XCTAssertEqual(FrameworkCatalog.isSubclass("UILabel", of: "UIControl"), false)
        XCTAssertEqual(FrameworkCatalog.isSubclass("UILabel", of: "UILabel"), true)
        XCTAssertNil(FrameworkCatalog.isSubclass("FancyLabel", of: "UILabel"))
    }

    // MARK: Properties

    func testPropertiesThroughTheChain() {
        XCTAssertEqual(FrameworkCatalog.property("tableView", of: "UITableViewController"), "UITableView!")
        XCTAssertEqual(FrameworkCatalog.property("view", of: "UITableViewController"), "UIView!")
        XCTAssertEqual(FrameworkCatalog.property("accessibilityLabel", of: "UITableViewController"), "String?")
        XCTAssertEqual(FrameworkCatalog.property("delegate", of: "UITableView"), "UITableViewDelegate?")
        XCTAssertEqual(FrameworkCatalog.property("dataSource", of: "UITableView"), "UITableViewDataSource?")
        XCTAssertEqual(FrameworkCatalog.property("layer", of: "UILabel"), "CALayer")
        XCTAssertEqual(FrameworkCatalog.property("titleLabel", of: "UIButton"), "UILabel?")
        XCTAssertEqual(FrameworkCatalog.property("isEnabled", of: "UIButton"), "Bool")
        XCTAssertEqual(FrameworkCatalog.property("customView", of: "UIBarButtonItem"), "UIView?")
        XCTAssertEqual(FrameworkCatalog.property("view", of: "UITapGestureRecognizer"), "UIView?")
        XCTAssertEqual(FrameworkCatalog.property("navigationBar", of: "UINavigationController"), "UINavigationBar")
        XCTAssertEqual(FrameworkCatalog.property("representedObject", of: "NSViewController"), "Any?")
        XCTAssertEqual(FrameworkCatalog.property("target", of: "NSButton"), "AnyObject?")
        XCTAssertEqual(FrameworkCatalog.property("nextKeyView", of: "NSTextField"), "NSView?")
        XCTAssertEqual(FrameworkCatalog.property("mainMenu", of: "NSApplication"), "NSMenu?")
        XCTAssertNil(FrameworkCatalog.property("titleLabel", of: "UILabel"))
        XCTAssertNil(FrameworkCatalog.property("delegate", of: "MyCustomView"))
    }

    func testBoolPropertiesHaveBothSpellings() {
        for (swift, kvc) in [("isHidden", "hidden"), ("isUserInteractionEnabled", "userInteractionEnabled"),
                             ("isEnabled", "enabled"), ("isSelected", "selected"), ("isHighlighted", "highlighted"),
                             ("isOpaque", "opaque")] {
            XCTAssertEqual(FrameworkCatalog.property(swift, of: "UIButton"), "Bool", swift)
            XCTAssertEqual(FrameworkCatalog.property(kvc, of: "UIButton"), "Bool", kvc)
        }
        XCTAssertEqual(FrameworkCatalog.property("isAccessibilityElement", of: "UIView"), "Bool")
        XCTAssertEqual(FrameworkCatalog.property("accessibilityElement", of: "UIView"), "Bool")
    }

    func testKnownVersusUnknown() {
        XCTAssertTrue(FrameworkCatalog.isKnown("UIView"))
        XCTAssertTrue(FrameworkCatalog.isKnown("NSWindow"))
        XCTAssertTrue(FrameworkCatalog.isKnown("CALayer"))
        XCTAssertFalse(FrameworkCatalog.isKnown("ChartViewBase"))
        XCTAssertNil(FrameworkCatalog.class(named: "ChartViewBase"))
        XCTAssertNil(FrameworkCatalog.hasAction("copy:", on: "ChartViewBase"))
    }

    func testKeyPaths() {
        XCTAssertEqual(FrameworkCatalog.resolveKeyPath("layer.cornerRadius", on: "UIView"), .found(type: "CGFloat"))
        XCTAssertEqual(FrameworkCatalog.resolveKeyPath("layer.borderColor", on: "UIImageView"), .found(type: "CGColor?"))
        XCTAssertEqual(FrameworkCatalog.resolveKeyPath("titleLabel.textAlignment", on: "UIButton"), .found(type: "NSTextAlignment"))
        XCTAssertEqual(FrameworkCatalog.resolveKeyPath("layer.cornerRadus", on: "UIView"), .missing(component: "cornerRadus", onClass: "CALayer"))
        XCTAssertEqual(FrameworkCatalog.resolveKeyPath("themeColor", on: "UILabel"), .missing(component: "themeColor", onClass: "UILabel"))
        XCTAssertEqual(FrameworkCatalog.resolveKeyPath("layer.transform.rotation", on: "UIView"), .unknown)
        XCTAssertEqual(FrameworkCatalog.resolveKeyPath("anything", on: "SomeAppClass"), .unknown)
    }

    // MARK: Actions

    func testActions() {
        XCTAssertEqual(FrameworkCatalog.hasAction("copy:", on: "UITextField"), true)
        XCTAssertEqual(FrameworkCatalog.hasAction("makeTextWritingDirectionLeftToRight:", on: "UIView"), true)
        XCTAssertEqual(FrameworkCatalog.hasAction("tapped:", on: "UIView"), false)
        XCTAssertEqual(FrameworkCatalog.hasAction("terminate:", on: "NSApplication"), true)
        XCTAssertEqual(FrameworkCatalog.hasAction("performClose:", on: "NSPanel"), true)
        XCTAssertEqual(FrameworkCatalog.hasAction("toggleSidebar:", on: "NSSplitViewController"), true)
        let mac = FrameworkCatalog.standardResponderActions(isMacOS: true)
        for selector in ["terminate:", "hide:", "orderFrontStandardAboutPanel:", "performClose:", "performMiniaturize:",
                         "performZoom:", "undo:", "redo:", "copy:", "paste:", "selectAll:", "toggleSidebar:", "newDocument:",
                         "openDocument:", "saveDocument:", "showHelp:", "toggleFullScreen:", "arrangeInFront:",
                         "runPageLayout:", "print:", "performFindPanelAction:", "addFontTrait:", "orderFrontFontPanel:"] {
            XCTAssertTrue(mac.contains(selector), selector)
        }
        let iOS = FrameworkCatalog.standardResponderActions(isMacOS: false)
        for selector in ["copy:", "cut:", "paste:", "select:", "selectAll:", "delete:", "toggleBoldface:"] {
            XCTAssertTrue(iOS.contains(selector), selector)
        }
        XCTAssertFalse(iOS.contains("terminate:"))
    }

    // MARK: Elements

    static let expectedIOS: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField", "textView": "UITextView",
        "imageView": "UIImageView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UIView", "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "scrollView": "UIScrollView", "stackView": "UIStackView",
        "switch": "UISwitch", "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView", "pageControl": "UIPageControl",
        "stepper": "UIStepper", "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "searchBar": "UISearchBar",
        "navigationBar": "UINavigationBar", "navigationItem": "UINavigationItem", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "tabBarItem": "UITabBarItem", "barButtonItem": "UIBarButtonItem", "visualEffectView": "UIVisualEffectView",
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView", "containerView": "UIView",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "pageViewController": "UIPageViewController",
        "splitViewController": "UISplitViewController", "avPlayerViewController": "AVPlayerViewController",
        "glkView": "GLKView", "sceneKitView": "SCNView", "skView": "SKView", "arscnView": "ARSCNView", "mtkView": "MTKView",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "searchDisplayController": "UISearchDisplayController", "refreshControl": "UIRefreshControl", "customObject": "NSObject",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout", "collectionViewCellContentView": "UIView",
        "constraint": "NSLayoutConstraint", "viewLayoutGuide": "UILayoutGuide",
    ]

    static let expectedMacOS: [String: String] = [
        "view": "NSView", "customView": "NSView", "textField": "NSTextField", "button": "NSButton", "window": "NSWindow",
        "windowController": "NSWindowController", "viewController": "NSViewController", "tableView": "NSTableView",
        "outlineView": "NSOutlineView", "scrollView": "NSScrollView", "clipView": "NSClipView", "menu": "NSMenu",
        "menuItem": "NSMenuItem", "application": "NSApplication", "imageView": "NSImageView", "popUpButton": "NSPopUpButton",
        "segmentedControl": "NSSegmentedControl", "splitView": "NSSplitView", "splitViewController": "NSSplitViewController",
        "tabView": "NSTabView", "stackView": "NSStackView", "progressIndicator": "NSProgressIndicator", "textView": "NSTextView",
        "box": "NSBox", "slider": "NSSlider", "collectionView": "NSCollectionView", "toolbar": "NSToolbar",
        "toolbarItem": "NSToolbarItem", "searchField": "NSSearchField", "datePicker": "NSDatePicker", "colorWell": "NSColorWell",
        "levelIndicator": "NSLevelIndicator", "matrix": "NSMatrix", "comboBox": "NSComboBox",
        "secureTextField": "NSSecureTextField", "tabViewController": "NSTabViewController",
        "userDefaultsController": "NSUserDefaultsController", "arrayController": "NSArrayController",
        "objectController": "NSObjectController", "treeController": "NSTreeController", "customObject": "NSObject",
        "textFieldCell": "NSTextFieldCell", "buttonCell": "NSButtonCell", "sliderCell": "NSSliderCell",
        "tabViewItem": "NSTabViewItem", "scroller": "NSScroller", "wkWebView": "WKWebView", "mapView": "MKMapView",
    ]

    func testElementClasses() {
        for (element, expected) in Self.expectedIOS {
            XCTAssertEqual(FrameworkCatalog.elementClass(elementName: element, isMacOS: false), expected, element)
        }
        for (element, expected) in Self.expectedMacOS {
            XCTAssertEqual(FrameworkCatalog.elementClass(elementName: element, isMacOS: true), expected, element)
        }
        XCTAssertNil(FrameworkCatalog.elementClass(elementName: "placeholder", isMacOS: false))
        XCTAssertNil(FrameworkCatalog.elementClass(elementName: "rect", isMacOS: false))
        XCTAssertNil(FrameworkCatalog.elementClass(elementName: "label", isMacOS: true))
        XCTAssertNil(FrameworkCatalog.elementClass(elementName: "customView", isMacOS: false))
    }

    func testEveryMappedElementClassIsInTheCatalog() {
        for isMacOS in [false, true] {
            for element in FrameworkCatalog.mappedElementNames(isMacOS: isMacOS) {
                let name = FrameworkCatalog.elementClass(elementName: element, isMacOS: isMacOS)!
                XCTAssertTrue(FrameworkCatalog.isKnown(name, isMacOS: isMacOS), "\(element) → \(name) (macOS: \(isMacOS))")
            }
        }
    }

    func testPropertyParsing() {
        let parsed = FrameworkCatalogTables.parseProperties("a: Int; isOn: Bool\n dict: [String: Any]?; island: Bool")
        XCTAssertEqual(parsed.map(\.0), ["a", "isOn", "on", "dict", "island"])
        XCTAssertEqual(parsed.map(\.1), ["Int", "Bool", "Bool", "[String: Any]?", "Bool"])
    }

    // MARK: Corpus

    /// Every outlet Xcode wrote from an object without a custom class must name a property the catalog
    /// has for that element's framework class; a miss is a hole in the table (and a false positive to be).
    func testCorpusOutletsOnFrameworkObjectsResolve() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("no corpus at \(corpus.path)") }
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if ["xib", "storyboard"].contains(url.pathExtension) { files.append(url) }
        }
        XCTAssertGreaterThan(files.count, 100)
        var checked = 0
        var misses: Set<String> = []
        for file in files {
            let collector = OutletCollector()
            collector.scan(Array(try Data(contentsOf: file)))
            for outlet in collector.outlets {
                guard let className = FrameworkCatalog.elementClass(elementName: outlet.element, isMacOS: collector.isMacOS) else {
                    misses.insert("unmapped element <\(outlet.element)> (\(file.lastPathComponent))")
                    continue
                }
                checked += 1
                if FrameworkCatalog.property(outlet.property, of: className, isMacOS: collector.isMacOS) == nil {
                    misses.insert("\(className).\(outlet.property) (<\(outlet.element)> in \(file.lastPathComponent))")
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertEqual(misses.sorted(), [])
    }

    /// First Responder actions are resolved against app code as well, so this only reports the selectors no
    /// framework class implements (run with `--filter testCorpusFirstResponderActions` to read them).
    func testCorpusFirstResponderActions() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("no corpus at \(corpus.path)") }
        var resolved = 0
        var unresolved: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard ["xib", "storyboard"].contains(url.pathExtension) else { continue }
            let collector = OutletCollector()
            collector.scan(Array(try Data(contentsOf: url)))
            let standard = FrameworkCatalog.standardResponderActions(isMacOS: collector.isMacOS)
            for (selector, target) in collector.actions where collector.firstResponderIDs.contains(target) {
                if standard.contains(selector) { resolved += 1 } else { unresolved.insert("\(selector) (\(url.lastPathComponent))") }
            }
        }
        print("First Responder actions resolved by the catalog: \(resolved); left to app code: \(unresolved.sorted())")
    }
}

/// Collects `<outlet>`/`<outletCollection>` connections whose owner has no `customClass` (placeholders excluded).
/// A minimal tag scanner (IB files are plain XML without DTDs): Foundation's XMLParser cannot be linked
/// next to libxml2's module on Linux.
private final class OutletCollector {
    struct Outlet { var element: String; var property: String }
    struct Open { var name: String; var attributes: [String: String] }
    var stack: [Open] = []
    var outlets: [Outlet] = []
    /// `(selector, destination or target id)` of every `<action>`.
    var actions: [(String, String)] = []
    var firstResponderIDs: Set<String> = []
    var isMacOS = false

    func scan(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(bytes, index, "<!--") { index = find(bytes, index, "-->") + 3; continue }
            if starts(bytes, index, "<![CDATA[") { index = find(bytes, index, "]]>") + 3; continue }
            if starts(bytes, index, "<?") || starts(bytes, index, "<!") { index = find(bytes, index, ">") + 1; continue }
            if starts(bytes, index, "</") {
                index = find(bytes, index, ">") + 1
                _ = stack.popLast()
                continue
            }
            index += 1
            var name = ""
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
                name.append(Character(UnicodeScalar(bytes[index]))); index += 1
            }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") { index += 1; break }
                if byte == UInt8(ascii: "/") { selfClosing = true; index += 1; continue }
                if isSpace(byte) { index += 1; continue }
                let nameStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) { index += 1 }
                let attributeName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") { index += 1 }
                guard index < bytes.count else { break }
                let quote = bytes[index]
                let valueStart = index + 1
                index = valueStart
                while index < bytes.count, bytes[index] != quote { index += 1 }
                attributes[attributeName] = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
                index += 1
            }
            open(name, attributes)
            if selfClosing { _ = stack.popLast() }
        }
    }

    private func open(_ name: String, _ attributes: [String: String]) {
        if name == "document" { isMacOS = attributes["targetRuntime"]?.hasPrefix("MacOSX") ?? false }
        if let id = attributes["id"], attributes["placeholderIdentifier"] == "IBFirstResponder"
            || attributes["sceneMemberID"] == "firstResponder" || attributes["customClass"] == "FirstResponder" {
            firstResponderIDs.insert(id)
        }
        if name == "action", let selector = attributes["selector"], let target = attributes["destination"] ?? attributes["target"] {
            actions.append((selector, target))
        }
        if name == "outlet" || name == "outletCollection", stack.count >= 2, stack[stack.count - 1].name == "connections" {
            let owner = stack[stack.count - 2]
            if owner.attributes["customClass"] == nil, owner.name != "placeholder", let property = attributes["property"] {
                outlets.append(Outlet(element: owner.name, property: property))
            }
        }
        stack.append(Open(name: name, attributes: attributes))
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private func starts(_ bytes: [UInt8], _ index: Int, _ prefix: String) -> Bool {
        let utf8 = Array(prefix.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
    }

    private func find(_ bytes: [UInt8], _ from: Int, _ needle: String) -> Int {
        var index = from
        while index < bytes.count, !starts(bytes, index, needle) { index += 1 }
        return index
    }
}
