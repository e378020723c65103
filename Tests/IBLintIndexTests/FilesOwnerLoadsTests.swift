import IBLintCore
import IBLintIndex
import IBLintSwift
import IBLintXML
import XCTest

/// Which code loads a xib with an object of a known class as File's Owner.
final class FilesOwnerLoadsTests: XCTestCase {
    private func xib(_ path: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB"/>
                </objects>
            </document>
            """
        return try IBDocumentLoader.load(path: path, bytes: Array(text.utf8)).get()
    }

    private func index(_ swift: String, xibs: [String]) throws -> ProjectIndex {
        var builder = ProjectIndexBuilder()
        builder.add(SwiftScanner.scan(SourceFile(path: "App.swift", text: swift)))
        for path in xibs { builder.add(try xib(path)) }
        return builder.build()
    }

    private func loaders(_ index: ProjectIndex, _ path: String) -> FilesOwnerLoaders {
        let document = index.documents.first { $0.path == path }!
        return index.filesOwnerLoaders(of: document, in: index.nibOwnerLoadsByName())
    }

    func testOwnerSelfInInstanceAndStaticCode() throws {
        let index = try index("""
            import UIKit
            final class BadgeView: UIView {
                func load() { Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil) }
                static func make() -> UIView? { Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)?.first as? UIView }
            }
            final class PriceCell: UITableViewCell {
                func load() { _ = Bundle.main.loadNibNamed("PriceView", owner: nil, options: nil) }
            }
            """, xibs: ["BadgeView.xib", "PriceView.xib"])
        let badge = loaders(index, "BadgeView.xib")
        XCTAssertEqual(badge.classes, ["BadgeView"])
        XCTAssertEqual(badge.staticLoads.map(\.loadingClass), ["BadgeView"])
        XCTAssertFalse(badge.ownerClassIsCertain, "a static load passes the class object")
        XCTAssertNil(loaders(index, "PriceView.xib").soleClass, "owner: nil names no owner")
    }

    func testViewControllersLoadingTheirNib() throws {
        let index = try index("""
            import UIKit
            final class ReceiptViewController: UIViewController {
                init(total: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ProfileViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            final class HelpViewController: UIViewController {
                override func loadView() { view = UIView() }
            }
            final class NamedViewController: UIViewController {
                init() { super.init(nibName: "Shared", bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            func show() {
                _ = ProfileViewController()
                _ = AboutViewController(nibName: nil, bundle: nil)
                _ = HelpViewController()
            }
            """, xibs: ["ReceiptViewController.xib", "ProfileView.xib", "ProfileViewController.xib", "AboutViewController.xib",
                        "HelpViewController.xib", "Shared.xib"])
        XCTAssertEqual(loaders(index, "ReceiptViewController.xib").soleClass, "ReceiptViewController")
        XCTAssertEqual(loaders(index, "ProfileView.xib").soleClass, "ProfileViewController",
                       "UIKit looks for the name without Controller first")
        XCTAssertNil(loaders(index, "ProfileViewController.xib").soleClass)
        XCTAssertEqual(loaders(index, "AboutViewController.xib").soleClass, "AboutViewController")
        XCTAssertNil(loaders(index, "HelpViewController.xib").soleClass, "a controller that builds its view in loadView loads no nib")
        XCTAssertEqual(loaders(index, "Shared.xib").instanceLoads.map(\.kind), [.viewController])
        XCTAssertEqual(loaders(index, "Shared.xib").soleClass, "NamedViewController")
    }
}
