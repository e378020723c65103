import IBLintCore
import IBLintXML
import XCTest

/// Placeholders, scenes and the names messages give objects, on iOS and macOS files.
final class DocumentNavigationTests: XCTestCase {
    private func load(_ text: String, path: String = "T.xib") throws -> IBDocument {
        try IBDocumentLoader.load(path: path, bytes: Array(text.utf8)).get()
    }

    private let iOSXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <label text="Sale" id="lbl" userLabel="Price tag"/>
                        <button title="Buy now" id="btn"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    private let macXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesWindowController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customObject id="app" customClass="AppDelegate"/>
            </objects>
        </document>
        """

    func testPlaceholdersOnBothPlatforms() throws {
        let iOS = try load(iOSXib)
        XCTAssertEqual(iOS.filesOwner?.customClass, "CardView")
        XCTAssertTrue(iOS.element(withID: "-2")!.isFirstResponder)
        XCTAssertFalse(iOS.element(withID: "root")!.isFilesOwner)

        let mac = try load(macXib)
        XCTAssertEqual(mac.filesOwner?.customClass, "PreferencesWindowController", "macOS writes File's Owner as customObject -2")
        XCTAssertTrue(mac.element(withID: "-1")!.isFirstResponder)
        XCTAssertTrue(mac.element(withID: "-3")!.isMacApplicationPlaceholder)
        XCTAssertFalse(mac.element(withID: "app")!.isFilesOwner)
        XCTAssertFalse(mac.element(withID: "app")!.isMacApplicationPlaceholder)
    }

    func testReadableNamesForMessages() throws {
        let document = try load(iOSXib)
        XCTAssertEqual(document.element(withID: "-1")!.readableName(), "File's Owner")
        XCTAssertEqual(document.element(withID: "-2")!.readableName(), "First Responder")
        XCTAssertEqual(document.element(withID: "lbl")!.readableName(), "Price tag (lbl)", "the Xcode label wins")
        XCTAssertEqual(document.element(withID: "btn")!.readableName(), "button (btn)")
        XCTAssertEqual(document.element(withID: "lbl")!.readableName(showingContent: true), #"label "Price tag" (lbl)"#)
        XCTAssertEqual(document.element(withID: "btn")!.readableName(showingContent: true), #"button "Buy now" (btn)"#)
        XCTAssertEqual(document.element(withID: "root")!.readableName(showingContent: true), "view (root)")
        XCTAssertEqual(try load(macXib).element(withID: "-2")!.readableName(), "File's Owner")
    }

    func testScenesAndTheirControllers() throws {
        let storyboard = try load("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="CartViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1"/>
                                    </subviews>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                            <navigationController id="nav"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, path: "Shop/Main.storyboard")
        XCTAssertEqual(storyboard.fileName, "Main.storyboard")
        XCTAssertEqual(storyboard.sceneControllers.map(\.id), ["vc1", "nav"], "placeholders are not controllers, whatever their order")
        let button = try XCTUnwrap(storyboard.elementsByID["b1"])
        XCTAssertEqual(storyboard.scene(containing: button).map { storyboard[$0]["sceneID"] }, "s1")
        XCTAssertEqual(storyboard.sceneController(containing: button)?.customClass, "CartViewController")
        XCTAssertNil(storyboard.scene(containing: 0), "the document element is in no scene")

        let xib = try load(iOSXib)
        let root = try XCTUnwrap(xib.elementsByID["root"]), label = try XCTUnwrap(xib.elementsByID["lbl"])
        XCTAssertTrue(xib.isTopLevel(root))
        XCTAssertFalse(xib.isTopLevel(label))
        XCTAssertNil(xib.sceneController(containing: label))
        XCTAssertEqual(xib.topLevelObjects.map(\.id), ["root"])
    }

    func testRawAttributeScanReadsFilesThatDoNotParse() {
        let broken = Array("<outlet property=\"titleLabel\" destination=\"x\"/>\n<<<<<<< HEAD\n  <outlet\tproperty=\"subtitle\"/> xproperty=\"no\"".utf8)
        XCTAssertEqual(RawAttributeScan.values(in: broken, named: "property"), ["titleLabel", "subtitle"],
                       "only whole attribute names count")
        XCTAssertTrue(RawAttributeScan.values(in: broken).isSuperset(of: ["titleLabel", "x", "subtitle", "no"]))
    }
}
