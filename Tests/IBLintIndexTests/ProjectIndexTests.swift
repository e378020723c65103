import IBLintCore
import IBLintObjC
import IBLintSwift
import IBLintXML
import XCTest
@testable import IBLintIndex

/// Builds scanner output by hand, so the index is tested independently of the Swift scanner.
private struct SwiftFileBuilder {
    var file: SourceFile
    var types: [SwiftTypeDeclaration] = []

    init(_ path: String, _ text: String) { file = SourceFile(path: path, text: text) }

    /// The byte range of the first occurrence of `needle` in the file.
    func range(of needle: String) -> ByteRange {
        let bytes = file.bytes, target = Array(needle.utf8)
        for start in 0...(bytes.count - target.count) where Array(bytes[start..<start + target.count]) == target {
            return ByteRange(start: start, end: start + target.count)
        }
        fatalError("\(needle) not in \(file.path)")
    }

    mutating func addClass(_ name: String, _ inheritance: [String] = [], kind: SwiftTypeKind = .class,
                           attributes: [String] = [], properties: [SwiftProperty] = [], functions: [SwiftFunction] = []) {
        let nameRange = range(of: name)
        types.append(SwiftTypeDeclaration(
            kind: kind, name: name, qualifiedName: name, inheritance: inheritance,
            attributes: attributes.map { SwiftAttribute(name: $0, range: nameRange) },
            properties: properties, functions: functions, nameRange: nameRange,
            range: ByteRange(start: 0, end: file.bytes.count)))
    }

    func property(_ name: String, attributes: [String] = [], type: String = "UILabel!") -> SwiftProperty {
        let nameRange = range(of: name)
        return SwiftProperty(name: name, isLet: false, attributes: attributes.map { SwiftAttribute(name: $0, range: nameRange) },
                             typeText: type, nameRange: nameRange, range: nameRange)
    }

    func method(_ name: String, labels: [String?], attributes: [String] = []) -> SwiftFunction {
        let nameRange = range(of: name)
        return SwiftFunction(kind: .function, name: name,
                             parameters: labels.map { SwiftParameter(label: $0, name: "x", typeText: "Any") },
                             attributes: attributes.map { SwiftAttribute(name: $0, range: nameRange) },
                             nameRange: nameRange, range: nameRange)
    }

    var summary: SwiftFileSummary { SwiftFileSummary(file: file, types: types) }
}

final class ProjectIndexTests: XCTestCase {
    private func makeIndex() -> ProjectIndex {
        var views = SwiftFileBuilder("Views.swift", """
            class BaseCardView: UIView { @IBOutlet weak var titleLabel: UILabel! ; var plainLabel: UILabel! }
            final class PromoCardView: BaseCardView { @IBAction func buy(_ sender: Any) {} }
            class MysteryView: SomeFrameworkView { }
            protocol Refreshable: AnyObject {}
            class RootThing: Refreshable { }
            @objcMembers class OpenView: UIView { var anything: Int = 0 }
            """)
        views.addClass("BaseCardView", ["UIView"], properties: [
            views.property("titleLabel", attributes: ["IBOutlet"]),
            views.property("plainLabel"),
        ])
        views.addClass("PromoCardView", ["BaseCardView"], functions: [views.method("buy", labels: [nil], attributes: ["IBAction"])])
        views.addClass("MysteryView", ["SomeFrameworkView"])
        views.addClass("Refreshable", ["AnyObject"], kind: .protocol)
        views.addClass("RootThing", ["Refreshable"])
        views.addClass("OpenView", ["UIView"], attributes: ["objcMembers"], properties: [views.property("anything", type: "Int")])

        var extensions = SwiftFileBuilder("UIView+Corners.swift", "extension UIView { @IBInspectable var cornerRadius: CGFloat }")
        extensions.addClass("UIView", kind: .extension, properties: [extensions.property("cornerRadius", attributes: ["IBInspectable"], type: "CGFloat")])

        let header = SourceFile(path: "Legacy.h", text: "@interface LegacyView : UIView\n@property IBOutlet UILabel *badge;\n@end\n")
        let legacy = ObjCInterface(
            name: "LegacyView", superclass: "UIView",
            properties: [ObjCProperty(name: "badge", typeText: "UILabel *", isOutlet: true, range: ByteRange(start: 31, end: 60))],
            nameRange: ByteRange(start: 11, end: 21), range: ByteRange(start: 0, end: header.bytes.count))
        return .make(swiftFiles: [views.summary, extensions.summary],
                     objcFiles: [ObjCFileSummary(file: header, interfaces: [legacy])], xcodeProject: "Demo")
    }

    func testSuperclassChainsFollowProjectAndFrameworkClasses() {
        let index = makeIndex()
        let chains = index.chains(of: "PromoCardView")
        XCTAssertEqual(chains.count, 1)
        XCTAssertEqual(Array(chains[0].names.prefix(3)), ["PromoCardView", "BaseCardView", "UIView"])
        XCTAssertEqual(chains[0].names.last, "NSObject")
        XCTAssertTrue(chains[0].isComplete)
        XCTAssertEqual(index.isClass("PromoCardView", subclassOf: "UIResponder"), true)
        XCTAssertEqual(index.isClass("PromoCardView", subclassOf: "UIViewController"), false)
    }

    /// Each class once, in source order (by path, then place), below every name on its chain; a chain
    /// that leaves what iblint sees puts its class below nothing past that point.
    func testProjectSubclassesAreEveryClassBelowANameOnceInSourceOrder() {
        let index = makeIndex()
        XCTAssertEqual(index.projectSubclasses(of: "BaseCardView").map(\.name), ["PromoCardView"])
        XCTAssertEqual(index.projectSubclasses(of: "UIKit.UIView").map(\.name), ["LegacyView", "BaseCardView", "PromoCardView", "OpenView"])
        XCTAssertEqual(index.projectSubclasses(of: "UIResponder").map(\.name), ["LegacyView", "BaseCardView", "PromoCardView", "OpenView"])
        XCTAssertEqual(index.projectSubclasses(of: "SomeFrameworkView").map(\.name), [], "the chain stops where iblint stops seeing")
        XCTAssertEqual(index.projectSubclasses(of: "PromoCardView").map(\.name), [])
        XCTAssertEqual(index.projectSubclasses(of: "RootThing").map(\.name), [])
        XCTAssertEqual(index.subclasses(of: "BaseCardView", implementing: "buy:").map(\.name), ["PromoCardView"])
        XCTAssertEqual(index.subclasses(of: "UIView", implementing: "buy:").map(\.name), ["PromoCardView"])
        XCTAssertEqual(index.subclasses(of: "UIView", implementing: "sell:").map(\.name), [])
        // The same declaration met twice (a file listed twice) is one class.
        var file = SwiftFileBuilder("Cells.swift", "class BaseCell: UITableViewCell {}\nfinal class PriceCell: BaseCell {}")
        file.addClass("BaseCell", ["UITableViewCell"])
        file.addClass("PriceCell", ["BaseCell"])
        let twice = ProjectIndex.make(swiftFiles: [file.summary, file.summary])
        XCTAssertEqual(twice.projectSubclasses(of: "UITableViewCell").map(\.name), ["BaseCell", "PriceCell"])
        // Two classes of one name (two modules): each below its own superclasses.
        var tableCell = SwiftFileBuilder("A/SharedCell.swift", "class SharedCell: UITableViewCell {}")
        tableCell.addClass("SharedCell", ["UITableViewCell"])
        var collectionCell = SwiftFileBuilder("B/SharedCell.swift", "class SharedCell: UICollectionViewCell {}")
        collectionCell.addClass("SharedCell", ["UICollectionViewCell"])
        for files in [[tableCell.summary, collectionCell.summary], [collectionCell.summary, tableCell.summary]] {
            let namesakes = ProjectIndex.make(swiftFiles: files)
            XCTAssertEqual(namesakes.projectSubclasses(of: "UIView").map(\.place.path), ["A/SharedCell.swift", "B/SharedCell.swift"])
            XCTAssertEqual(namesakes.projectSubclasses(of: "UITableViewCell").map(\.place.path), ["A/SharedCell.swift"])
            XCTAssertEqual(namesakes.projectSubclasses(of: "UICollectionViewCell").map(\.place.path), ["B/SharedCell.swift"])
        }
    }

    func testAChainThatLeavesWhatIBLintSeesIsIncomplete() {
        let index = makeIndex()
        XCTAssertFalse(index.chains(of: "MysteryView")[0].isComplete)
        XCTAssertNil(index.isClass("MysteryView", subclassOf: "UIViewController"))
        XCTAssertEqual(index.lookupProperty("whatever", inClass: "MysteryView"), .unknown)
        XCTAssertEqual(index.lookupProperty("whatever", inClass: "NoSuchClassAnywhere"), .unknown)
    }

    func testAClassWhoseFirstInheritanceEntryIsAProjectProtocolIsARootClass() {
        let chain = makeIndex().chains(of: "RootThing")[0]
        XCTAssertEqual(chain.names, ["RootThing"])
        XCTAssertTrue(chain.isComplete)
    }

    func testPropertyLookupDistinguishesFoundNotExposedMissing() {
        let index = makeIndex()
        guard case .found(let member?) = index.lookupProperty("titleLabel", inClass: "PromoCardView") else {
            return XCTFail("inherited outlet is found")
        }
        XCTAssertEqual(member.owner, "BaseCardView")
        guard case .notExposed(let plain) = index.lookupProperty("plainLabel", inClass: "PromoCardView") else {
            return XCTFail("a property without @IBOutlet is not exposed")
        }
        XCTAssertEqual(plain.name, "plainLabel")
        guard case .missing = index.lookupProperty("subtitleLabel", inClass: "PromoCardView") else {
            return XCTFail("absent everywhere in a complete chain is missing")
        }
        XCTAssertEqual(index.lookupProperty("backgroundColor", inClass: "PromoCardView"), .found(nil), "framework table")
        XCTAssertEqual(index.lookupProperty("anything", inClass: "OpenView").isFound, true, "@objcMembers exposes every member")
    }

    func testExtensionsOfFrameworkClassesAddMembersToEverySubclass() {
        let index = makeIndex()
        XCTAssertEqual(index.lookupProperty("cornerRadius", inClass: "PromoCardView").isFound, true)
        XCTAssertEqual(index.lookupProperty("cornerRadius", inClass: "UILabel").isFound, true)
    }

    func testSelectorsAndObjectiveCClasses() {
        let index = makeIndex()
        XCTAssertEqual(index.lookupSelector("buy:", inClass: "PromoCardView").isFound, true)
        guard case .missing = index.lookupSelector("sell:", inClass: "PromoCardView") else { return XCTFail() }
        XCTAssertEqual(index.lookupProperty("badge", inClass: "LegacyView").isFound, true)
        XCTAssertEqual(index.chains(of: "LegacyView")[0].names.prefix(2), ["LegacyView", "UIView"])
    }

    func testClassesIBLintIsSureDoNotExist() {
        let index = makeIndex()
        XCTAssertTrue(index.certainlyDeclaresNoClass(named: "DeletedView"))
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "PromoCardView"))
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "UIView"))
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "Refreshable"), "a protocol is not a missing class")
        XCTAssertFalse(ProjectIndex.make(xcodeProject: "Demo").certainlyDeclaresNoClass(named: "Anything"), "without source code nothing is certain")
    }

    func testTextualDeclarationsTheScannerMissedMakeAClassUnknownNotMissing() {
        // The scanner understood nothing of this file, but the text plainly declares the class.
        let file = SourceFile(path: "Odd.swift", text: "@objc(LegacyName) final class /* odd */ WeirdView: UIView {}\ntypealias AliasView = WeirdView\n")
        let index = ProjectIndex.make(swiftFiles: [SwiftFileSummary(file: file)], xcodeProject: "Demo")
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "WeirdView"))
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "LegacyName"))
        XCTAssertFalse(index.certainlyDeclaresNoClass(named: "AliasView"))
        XCTAssertTrue(index.certainlyDeclaresNoClass(named: "OtherView"))
        // Without a Package.swift or .xcodeproj the scan may be a folder of a larger project: never certain.
        XCTAssertFalse(ProjectIndex.make(swiftFiles: [SwiftFileSummary(file: file)]).certainlyDeclaresNoClass(named: "OtherView"))
        // Modules the configuration names do not say the scan holds a whole project either.
        var builder = ProjectIndexBuilder()
        builder.add(SwiftFileSummary(file: file))
        builder.addModules(["Demo"])
        XCTAssertFalse(builder.build().certainlyDeclaresNoClass(named: "OtherView"))
    }

    func testSkippedRegionsInsideAClassMakeAbsentMembersUnknown() {
        var builder = SwiftFileBuilder("Half.swift", "class HalfView: UIView { @IBOutlet var a: UILabel!; ??? }")
        builder.addClass("HalfView", ["UIView"], properties: [builder.property("a", attributes: ["IBOutlet"])])
        var summary = builder.summary
        summary.unparsedRanges = [builder.range(of: "???")]
        let index = ProjectIndex.make(swiftFiles: [summary])
        XCTAssertEqual(index.lookupProperty("b", inClass: "HalfView"), .unknown)
        XCTAssertEqual(index.lookupProperty("a", inClass: "HalfView").isFound, true)
    }

    func testModuleScopesAndInterfaceNames() throws {
        let index = makeIndex()
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><view id="a" customClass="X" customModuleProvider="target"/><view id="b" customClass="X" customModule="Lottie"/><view id="c" customClass="X" customModule="Demo"/><view id="d" customClass="X"/></objects></document>"#
        let document = try IBDocumentLoader.load(path: "A.xib", bytes: Array(xml.utf8)).get()
        let scopes = document.objects.map { index.moduleScope(of: document[$0]) }
        XCTAssertEqual(scopes, [.own, .other("Lottie"), .own, .unspecified])
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "A/B/ProductCell~iphone.xib"), "ProductCell")
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "Main.storyboard"), "Main")
        // ASCII names are read by bytes, others by characters: the same answer.
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "A/Card.View~ipad.xib"), "Card.View")
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "A/Carte.Vue~ipad.xib"), "Carte.Vue")
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "A/Détail.View~ipad.xib"), "Détail.View")
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "NoExtension"), "NoExtension")
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "A/~ipad.xib"), "")
        // A dot followed by a combining mark is no dot character.
        XCTAssertEqual(ProjectIndex.interfaceName(ofPath: "A/Caf\u{E9}.\u{301}x.xib"), "Caf\u{E9}.\u{301}x")
    }

    /// Files split by their dead flags keep their order; with none dead the array itself comes back (its
    /// storage shared, no element copied).
    func testSplitByDeadFlagsKeepsOrderAndSharesStorageWhenNoneIsDead() {
        let items = ["a", "b", "c", "d", "e"].map { String(repeating: $0, count: 40) }
        let split = ProjectIndex.split(items, dead: [false, true, false, false, true])
        XCTAssertEqual(split.alive, [items[0], items[2], items[3]])
        XCTAssertEqual(split.dead, [items[1], items[4]])
        let none = ProjectIndex.split(items, dead: [Bool](repeating: false, count: items.count))
        XCTAssertEqual(none.alive, items)
        XCTAssertEqual(none.dead, [])
        XCTAssertEqual(none.alive.withUnsafeBufferPointer { $0.baseAddress }, items.withUnsafeBufferPointer { $0.baseAddress })
        let all = ProjectIndex.split(items, dead: [Bool](repeating: true, count: items.count))
        XCTAssertEqual(all.alive, [])
        XCTAssertEqual(all.dead, items)
    }
}

extension ProjectIndex {
    /// An index of these files; with `xcodeProject`, also an Xcode project whose one target is that module.
    static func make(swiftFiles: [SwiftFileSummary] = [], objcFiles: [ObjCFileSummary] = [], xcodeProject: String? = nil) -> ProjectIndex {
        var builder = ProjectIndexBuilder()
        for summary in swiftFiles { builder.add(summary) }
        for summary in objcFiles { builder.add(summary) }
        if let xcodeProject {
            // A package whose one target builds everything under `Sources/`, where the test files are.
            builder.add(.package(PackageManifest(path: "Package.swift", bytes: Array("""
                let package = Package(name: "\(xcodeProject)", targets: [.target(name: "\(xcodeProject)", path: ".")])
                """.utf8))))
        }
        return builder.build()
    }
}

extension MemberLookup {
    var isFound: Bool { if case .found = self { true } else { false } }
}
