import XCTest
import IBLintCore
@testable import IBLintSwift

func scanSwift(_ source: String) -> SwiftFileSummary {
    SwiftScanner.scan(SourceFile(path: "Test.swift", text: source))
}

extension SwiftFileSummary {
    func type(_ qualifiedName: String) -> SwiftTypeDeclaration? { types.first { $0.qualifiedName == qualifiedName } }
    func text(_ range: ByteRange?) -> String? { range.map { file.text($0) } }
}

extension SwiftTypeDeclaration {
    func property(_ name: String) -> SwiftProperty? { properties.first { $0.name == name } }
    func function(_ name: String) -> SwiftFunction? { functions.first { $0.name == name } }
}

final class DeclarationScannerTests: XCTestCase {
    static let customView = """
    import UIKit

    @IBDesignable
    final class FooView: UIView {
        @IBOutlet weak var contentView: UIView!
        @IBOutlet var buttons: [UIButton]!
        @IBOutlet private weak var titleLabel: UILabel!

        @IBInspectable var title: String = "" {
            didSet {
                DispatchQueue.main.async { self.titleLabel.text = self.title }
            }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            commonInit()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            commonInit()
        }

        private func commonInit() {
            Bundle(for: FooView.self).loadNibNamed("FooView", owner: self, options: nil)
            addSubview(contentView)
            contentView.frame = bounds
        }
    }
    """

    func testFilesOwnerCustomView() throws {
        let summary = scanSwift(Self.customView)
        XCTAssertEqual(summary.imports, ["UIKit"])
        XCTAssertEqual(summary.types.count, 1)
        let view = try XCTUnwrap(summary.type("FooView"))
        XCTAssertEqual(view.kind, .class)
        XCTAssertEqual(view.inheritance, ["UIView"])
        XCTAssertTrue(view.hasAttribute("IBDesignable"))
        XCTAssertEqual(view.modifiers, ["final"])
        XCTAssertEqual(summary.text(view.nameRange), "FooView")
        XCTAssertEqual(summary.text(view.range)?.hasPrefix("@IBDesignable"), true)
        XCTAssertEqual(summary.text(view.range)?.hasSuffix("}"), true)

        XCTAssertEqual(view.properties.map(\.name), ["contentView", "buttons", "titleLabel", "title"])
        let content = try XCTUnwrap(view.property("contentView"))
        XCTAssertTrue(content.hasAttribute("IBOutlet"))
        XCTAssertEqual(content.modifiers, ["weak"])
        XCTAssertEqual(content.typeText, "UIView!")
        XCTAssertFalse(content.isLet)
        XCTAssertEqual(summary.text(content.range), "@IBOutlet weak var contentView: UIView!")
        XCTAssertEqual(view.property("buttons")?.typeText, "[UIButton]!")
        XCTAssertEqual(view.property("titleLabel")?.modifiers, ["private", "weak"])

        let title = try XCTUnwrap(view.property("title"))
        XCTAssertTrue(title.hasAttribute("IBInspectable"))
        XCTAssertEqual(title.typeText, "String")
        XCTAssertEqual(summary.text(title.initializerRange), "\"\"")
        XCTAssertFalse(title.isComputed)
        XCTAssertEqual(title.observers.map(\.kind), [.didSet])
        XCTAssertEqual(summary.text(title.observers.first?.range)?.hasPrefix("didSet {"), true)
        XCTAssertEqual(summary.text(title.observers.first?.bodyRange)?.contains("DispatchQueue.main.async"), true)

        XCTAssertEqual(view.functions.map(\.name), ["init", "init", "commonInit"])
        let initFrame = view.functions[0]
        XCTAssertEqual(initFrame.kind, .initializer)
        XCTAssertEqual(initFrame.parameters, [SwiftParameter(label: "frame", name: "frame", typeText: "CGRect")])
        XCTAssertEqual(initFrame.modifiers, ["override"])
        XCTAssertEqual(initFrame.objcSelector, "initWithFrame:")
        let initCoder = view.functions[1]
        XCTAssertTrue(initCoder.isFailable)
        XCTAssertEqual(initCoder.modifiers, ["required"])
        XCTAssertEqual(initCoder.parameters.first?.label, "coder")
        XCTAssertEqual(initCoder.parameters.first?.name, "aDecoder")
        XCTAssertEqual(initCoder.objcSelector, "initWithCoder:")
        XCTAssertEqual(summary.text(view.functions[2].bodyRange)?.contains("loadNibNamed"), true)

        XCTAssertEqual(summary.interfaceCalls.count, 1)
        let call = try XCTUnwrap(summary.interfaceCalls.first)
        XCTAssertEqual(call.api, .loadNibNamed)
        XCTAssertEqual(call.literal, "FooView")
        XCTAssertEqual(summary.text(call.literalRange), "\"FooView\"")
        XCTAssertEqual(call.ownerArgument, "self")
        XCTAssertEqual(call.bundleArgument, "Bundle(for: FooView.self)")
        XCTAssertEqual(summary.text(call.range), "Bundle(for: FooView.self).loadNibNamed(\"FooView\", owner: self, options: nil)")
        XCTAssertEqual(call.enclosingType, 0)
        XCTAssertEqual(call.enclosingFunction, "commonInit")

        XCTAssertEqual(summary.closures.count, 1)
        XCTAssertTrue(summary.closures[0].usesSelf)
        XCTAssertEqual(summary.closures[0].captures, [])
        XCTAssertEqual(summary.closures[0].enclosingType, 0)
        XCTAssertEqual(summary.text(summary.closures[0].range), "{ self.titleLabel.text = self.title }")
        XCTAssertEqual(summary.unparsedRanges, [])
    }

    static let viewController = """
    import UIKit
    @testable import MyApp
    import struct Foundation.URL

    protocol FooDelegate: class {
        func fooDidFinish(_ foo: FooViewController)
        var name: String { get set }
    }

    @objc(BarView) class BarView: UIView {}

    @MainActor
    class FooViewController: UIViewController, UITableViewDataSource {
        weak var delegate: FooDelegate?
        var onDone: (() -> Void)?
        private(set) var items: [String] = []
        lazy var formatter: DateFormatter = {
            let f = DateFormatter()
            f.dateStyle = .short
            return f
        }()
        static let shared = FooViewController(nibName: "FooViewController", bundle: nil)
        var a, b: Int
        var count: Int { items.count }

        @IBAction func tap(_ sender: Any) {
            performSegue(withIdentifier: "showDetail", sender: self)
        }

        @IBAction func onTap(sender: UIButton) {}

        @objc(customAction:) func doSomething(_ x: Int) {}

        func a(_ x: Int, forEvent e: UIEvent) {}

        func reload() {
            service.fetch { [weak self] result in
                guard let self = self else { return }
                self.items = result
            }
            service.fetch { result in
                print(result)
            }
            items.forEach { item in print(item) }
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showDetail" {
                let detail = segue.destination as! DetailViewController
                detail.handler = { [unowned self] in self.reload() }
            }
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            return cell
        }

        struct Section {
            var title: String
            enum Kind { case a, b }
        }
    }

    extension FooViewController {
        @IBAction private func extensionAction(_ sender: UIButton) {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let vc = storyboard.instantiateViewController(withIdentifier: "Detail")
            present(vc, animated: true)
        }
    }
    """

    func testViewController() throws {
        let summary = scanSwift(Self.viewController)
        XCTAssertEqual(summary.imports, ["UIKit", "MyApp", "Foundation"])
        XCTAssertEqual(summary.types.map(\.qualifiedName),
                       ["FooDelegate", "BarView", "FooViewController", "FooViewController.Section",
                        "FooViewController.Section.Kind", "FooViewController"])
        XCTAssertEqual(summary.types.map(\.kind), [.protocol, .class, .class, .struct, .enum, .extension])

        let delegate = try XCTUnwrap(summary.type("FooDelegate"))
        XCTAssertEqual(delegate.inheritance, ["class"])
        XCTAssertEqual(delegate.functions.map(\.name), ["fooDidFinish"])
        XCTAssertNil(delegate.functions.first?.bodyRange)
        XCTAssertEqual(delegate.property("name")?.isComputed, true)

        let bar = try XCTUnwrap(summary.type("BarView"))
        XCTAssertEqual(bar.attributes.first?.name, "objc")
        XCTAssertEqual(bar.attributes.first?.arguments, "BarView")

        let vc = summary.types[2]
        XCTAssertTrue(vc.hasAttribute("MainActor"))
        XCTAssertEqual(vc.inheritance, ["UIViewController", "UITableViewDataSource"])
        XCTAssertEqual(vc.properties.map(\.name), ["delegate", "onDone", "items", "formatter", "shared", "a", "b", "count"])
        XCTAssertEqual(vc.property("delegate")?.typeText, "FooDelegate?")
        XCTAssertEqual(vc.property("delegate")?.modifiers, ["weak"])
        XCTAssertEqual(vc.property("onDone")?.typeText, "(() -> Void)?")
        XCTAssertEqual(vc.property("items")?.modifiers, ["private(set)"])
        XCTAssertEqual(vc.property("formatter")?.modifiers, ["lazy"])
        XCTAssertEqual(summary.text(vc.property("formatter")?.initializerRange)?.hasSuffix("}()"), true)
        XCTAssertEqual(vc.property("shared")?.isLet, true)
        XCTAssertEqual(vc.property("shared")?.isStatic, true)
        XCTAssertEqual(vc.property("a")?.typeText, "Int")
        XCTAssertEqual(vc.property("b")?.typeText, "Int")
        XCTAssertEqual(vc.property("count")?.isComputed, true)

        XCTAssertEqual(vc.functions.map(\.name), ["tap", "onTap", "doSomething", "a", "reload", "prepare", "tableView"])
        // (Overrides of imported methods inherit their Objective-C names, which a scanner cannot know, so
        // `prepare(for:sender:)` is not asserted here.)
        XCTAssertEqual(vc.functions.prefix(5).map(\.objcSelector),
                       ["tap:", "onTapWithSender:", "customAction:", "a:forEvent:", "reload"])
        XCTAssertTrue(vc.function("tap")?.hasAttribute("IBAction") ?? false)
        XCTAssertEqual(vc.function("prepare")?.parameters.map(\.label), ["for", "sender"])
        XCTAssertEqual(vc.function("prepare")?.parameters.map(\.name), ["segue", "sender"])
        XCTAssertEqual(vc.function("prepare")?.modifiers, ["override"])

        let ext = summary.types[5]
        XCTAssertEqual(ext.functions.first?.name, "extensionAction")
        XCTAssertEqual(ext.functions.first?.modifiers, ["private"])
        XCTAssertTrue(ext.functions.first?.hasAttribute("IBAction") ?? false)
        XCTAssertEqual(summary.types[4].parent, 3)
        XCTAssertEqual(summary.types[3].parent, 2)

        // Closures: the lazy initializer, three in reload, one in prepare.
        XCTAssertEqual(summary.closures.count, 5)
        let weakClosure = summary.closures[1]
        XCTAssertEqual(weakClosure.captures, [SwiftCapture(name: "self", ownership: .weak,
                                                           range: try XCTUnwrap(weakClosure.captures.first?.range))])
        XCTAssertEqual(summary.text(weakClosure.captures.first?.range), "weak self")
        XCTAssertTrue(weakClosure.usesSelf)
        XCTAssertEqual(weakClosure.enclosingFunction, "reload")
        XCTAssertEqual(weakClosure.enclosingType, 2)
        XCTAssertFalse(summary.closures[2].usesSelf)
        XCTAssertTrue(summary.closures[2].captures.isEmpty)
        XCTAssertFalse(summary.closures[3].usesSelf)
        XCTAssertEqual(summary.closures[4].captures.first?.ownership, .unowned)
        XCTAssertEqual(summary.closures[4].enclosingFunction, "prepare")

        XCTAssertEqual(summary.interfaceCalls.map(\.api),
                       [.viewControllerNibInit, .performSegue, .dequeueReusableCell, .storyboardInit, .instantiateViewController])
        XCTAssertEqual(summary.interfaceCalls.map(\.literal), ["FooViewController", "showDetail", "Cell", "Main", "Detail"])
        XCTAssertEqual(summary.interfaceCalls[0].bundleArgument, "nil")
        XCTAssertNil(summary.interfaceCalls[0].enclosingFunction)
        XCTAssertEqual(summary.interfaceCalls[3].enclosingType, 5)
        XCTAssertEqual(summary.interfaceCalls[3].enclosingFunction, "extensionAction")
        XCTAssertEqual(summary.unparsedRanges, [])
    }
}
