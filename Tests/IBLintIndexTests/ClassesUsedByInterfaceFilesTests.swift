import IBLintCore
import IBLintSwift
import IBLintXML
import Testing
@testable import IBLintIndex

/// `ProjectIndex.classesUsedByInterfaceFiles()`: each project class an interface file uses, directly or
/// through a subclass, in declaration order, with its first use in document order; an object naming another
/// module's class does not count (each element asked in turn is the reference here).
@Suite("Classes used by interface files")
struct ClassesUsedByInterfaceFilesTests {
    static let swift = """
        import UIKit
        class BaseCell: UITableViewCell {}
        class ProductCell: BaseCell {}
        class PriceLabel: UILabel {}
        class CartViewController: UIViewController {}
        class OnlyElsewhere: UIView {}
        class NeverUsed: UIView {}
        """
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root" customClass="OnlyElsewhere" customModule="Elsewhere">
                    <subviews>
                        <label id="l1" customClass="PriceLabel" customModuleProvider="target"/>
                        <label id="l2" customClass="PriceLabel" customModuleProvider="target"/>
                        <view id="v2" customClass="OnlyElsewhere" customModuleProvider="target"/>
                    </subviews>
                </view>
                <tableViewCell id="c1" customClass="ProductCell" customModuleProvider="target"/>
                <tableViewCell id="c2" customClass="ProductCell" customModuleProvider="target"/>
            </objects>
        </document>
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="CartViewController" customModuleProvider="target">
                            <view key="view" id="v1">
                                <subviews>
                                    <label id="l3" customClass="PriceLabel" customModuleProvider="target"/>
                                    <view id="u1" customClass="UnknownView"/>
                                </subviews>
                            </view>
                        </viewController>
                        <tableViewCell id="c3" customClass="BaseCell" customModuleProvider="target"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func index() throws -> ProjectIndex {
        var builder = ProjectIndexBuilder()
        // This project's module is known, so a class named with another module's is that module's.
        builder.addModules(["Shop"])
        builder.add(SwiftScanner.scan(SourceFile(path: "Classes.swift", text: Self.swift)))
        for (path, text) in [("Cart.xib", Self.xib), ("Main.storyboard", Self.storyboard)] {
            builder.add(try IBDocumentLoader.load(path: path, bytes: Array(text.utf8)).get())
        }
        return builder.build()
    }

    /// Every element asked in turn, its class's chains walked each time.
    private func everyElementAsked(_ index: ProjectIndex) -> [InterfaceUsedClass] {
        var used: [LazyLocation: InterfaceUsedClass] = [:]
        for document in index.documents {
            for element in document.elements {
                guard let custom = element.customClass, !custom.isEmpty, index.mayResolveInProject(element) else { continue }
                for chain in index.chains(of: custom) {
                    for link in chain.links {
                        guard case .project(let projectClass) = link, used[projectClass.place] == nil else { continue }
                        used[projectClass.place] = InterfaceUsedClass(projectClass: projectClass, firstUsePlace: LazyLocation(document.location(of: element)))
                    }
                }
            }
        }
        return used.keys.sorted().map { used[$0]! }
    }

    @Test("The classes and first uses of every element asked in turn")
    func sameAsEveryElementAsked() throws {
        let index = try index()
        let used = index.classesUsedByInterfaceFiles()
        let reference = everyElementAsked(index)
        #expect(used.map(\.projectClass.name) == reference.map(\.projectClass.name))
        #expect(used.map(\.firstUse) == reference.map(\.firstUse))
        // Declaration order; BaseCell through its subclass ProductCell, first used in the xib; OnlyElsewhere
        // first where it is this module's (the root view names another); NeverUsed not at all.
        #expect(used.map(\.projectClass.name) == ["BaseCell", "ProductCell", "PriceLabel", "CartViewController", "OnlyElsewhere"])
        let firstUse = Dictionary(uniqueKeysWithValues: used.map { ($0.projectClass.name, $0.firstUse) })
        let cart = try #require(index.documents.first { $0.path == "Cart.xib" })
        let element = { (id: String) in try #require(cart.elements.first { $0.id == id }) }
        #expect(!index.mayResolveInProject(try element("root")), "the first OnlyElsewhere names another module")
        #expect(firstUse["BaseCell"] == cart.location(of: try element("c1")))
        #expect(firstUse["ProductCell"] == cart.location(of: try element("c1")))
        #expect(firstUse["PriceLabel"] == cart.location(of: try element("l1")))
        #expect(firstUse["OnlyElsewhere"] == cart.location(of: try element("v2")))
        #expect(firstUse["CartViewController"]?.path == "Main.storyboard")
    }
}
