import IBLintCore
import IBLintEngine
import IBLintIndex
import IBLintRuleAPI
import XCTest
@testable import IBLintRules

/// The suggestions `dequeue-cast` offers come from `ReusableViewCatalog.identifiers`, which merges the
/// registered keys (sorted once per run) with the dequeuing class's own prototypes: it must list what
/// sorting every candidate key and asking `sources` for each did.
final class ReusableViewCatalogTests: XCTestCase {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc1">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <tableViewController id="tvc1" customClass="ListViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Delta" id="c1" customClass="DeltaCell" customModule="Demo" customModuleProvider="target"/>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Alpha" id="c2" customClass="AlphaCell" customModule="Demo" customModuleProvider="target"/>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Golf" id="c3" customClass="GolfCell" customModule="Demo" customModuleProvider="target"/>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Able" id="c5" customClass="DeltaCell" customModule="Demo" customModuleProvider="target"/>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="sc2">
                    <objects>
                        <tableViewController id="tvc2" customClass="OtherViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv2">
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Charlie" id="c4" customClass="CharlieCell" customModule="Demo" customModuleProvider="target"/>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private static func nib(_ cellClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="n1" customClass="\(cellClass)" customModule="Demo" customModuleProvider="target"/>
            </objects>
        </document>
        """
    }

    private static let code = """
        import UIKit

        class AlphaCell: UITableViewCell {}
        class BravoCell: UITableViewCell {}
        class CharlieCell: UITableViewCell {}
        class DeltaCell: UITableViewCell {}
        class EchoCell: UITableViewCell {}
        class FoxtrotCell: UITableViewCell {}
        class GolfCell: AlphaCell {}
        class HotelCell: UITableViewCell {}

        final class ListViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "EchoCell", bundle: nil), forCellReuseIdentifier: "Echo")
                tableView.register(UINib(nibName: "BravoCell", bundle: nil), forCellReuseIdentifier: "Bravo")
                tableView.register(HotelCell.self, forCellReuseIdentifier: "Hotel")
                tableView.register(UINib(nibName: "FoxtrotCell", bundle: nil), forCellReuseIdentifier: "Alpha")
            }
        }

        final class OtherViewController: UITableViewController {}
        """

    /// The example project; `dequeue`, an expression `OtherViewController` returns from its cell method;
    /// `readableProject`, with a Package.swift, so that iblint knows every file was scanned.
    private func index(otherControllerReturns dequeue: String? = nil, readableProject: Bool = false) -> ProjectIndex {
        let code = dequeue.map { dequeue in
            Self.code.replacingOccurrences(of: "final class OtherViewController: UITableViewController {}", with: """
                final class OtherViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        \(dequeue)
                    }
                }
                """)
        } ?? Self.code
        var files: [(String, String)] = [
            ("App/Main.storyboard", Self.storyboard), ("App/Cells.swift", code),
            ("App/BravoCell.xib", Self.nib("BravoCell")), ("App/EchoCell.xib", Self.nib("EchoCell")),
            ("App/FoxtrotCell.xib", Self.nib("FoxtrotCell")),
        ]
        if readableProject {
            files.append(("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n"
                          + "let package = Package(name: \"Demo\", targets: [.target(name: \"Demo\", path: \".\")])\n"))
        }
        return Linter.buildIndex(files.compactMap { InputFile(path: $0.0, text: $0.1) })
    }

    /// What `identifiers` answered before: every registered key and the class's scene keys, sorted, each
    /// asked of `sources`.
    private func sortingEveryKey(_ catalog: ReusableViewCatalog, candidates: [String], dequeuedIn className: String?,
                                 excluding excluded: String, index: ProjectIndex, fits: (String) -> Bool) -> [String] {
        candidates.filter { $0 != excluded }.sorted().compactMap { identifier in
            guard let first = catalog.sources(of: identifier, kind: .cell, dequeuedIn: className, index: index)?.first,
                  fits(first.className) else { return nil }
            return "\(identifier)=\(first.className)"
        }
    }

    func testSuggestionsMergeRegisteredAndSceneKeysInOrder() {
        let index = index()
        let catalog = ReusableViewCatalog(index: index)
        let fitsAny: (String) -> Bool = { _ in true }
        let fitsAlpha: (String) -> Bool = { index.isClass($0, subclassOf: "AlphaCell") == true }
        // Registered: Alpha (also a prototype: two sources of different classes, so none), Bravo, Echo, Hotel
        // (a class: unknown). ListViewController's scenes add Able, Delta, Golf (Able sorts before every registered
        // key, so it must be merged in, not appended); Charlie is another class's.
        let listed = catalog.identifiers(kind: .cell, dequeuedIn: "ListViewController", index: index, excluding: "Echo", fits: fitsAny)
            .map { "\($0.identifier)=\($0.source.className)" }
        XCTAssertEqual(listed, ["Able=DeltaCell", "Bravo=BravoCell", "Delta=DeltaCell", "Golf=GolfCell"])
        let candidates = ["Alpha", "Bravo", "Echo", "Hotel", "Able", "Delta", "Golf"]
        for (className, excluded, fits) in [("ListViewController", "Echo", fitsAny), ("ListViewController", "Zulu", fitsAny),
                                            ("ListViewController", "Delta", fitsAlpha), ("OtherViewController", "Golf", fitsAny)] {
            let own = className == "ListViewController" ? candidates : ["Alpha", "Bravo", "Echo", "Hotel", "Charlie"]
            XCTAssertEqual(catalog.identifiers(kind: .cell, dequeuedIn: className, index: index, excluding: excluded, fits: fits)
                               .map { "\($0.identifier)=\($0.source.className)" },
                           sortingEveryKey(catalog, candidates: own, dequeuedIn: className, excluding: excluded, index: index, fits: fits),
                           "\(className) excluding \(excluded)")
        }
        // Outside every scene's class only the registered keys answer, as before.
        XCTAssertEqual(catalog.identifiers(kind: .cell, dequeuedIn: nil, index: index, excluding: "", fits: fitsAny).map(\.identifier),
                       ["Bravo", "Echo"])
    }

    /// dequeue-cast reads the project's registrations (every call of every file that writes `register`,
    /// decoded from the cache in a pre-commit run) only for a dequeue whose cast would fail.
    func testTheRegistrationsAreReadOnlyForACastThatWouldFail() {
        func run(cast: String) -> (findings: [Diagnostic], readRegistrations: Bool) {
            let index = index(otherControllerReturns: "tableView.dequeueReusableCell(withIdentifier: \"Charlie\", for: indexPath) as! \(cast)")
            let findings = DequeueCastRule().check(RuleContext(index: index, ruleID: "dequeue-cast", severity: .error))
            return (findings, index.hasReadReuseRegistrations)
        }
        let fits = run(cast: "CharlieCell")
        XCTAssertEqual(fits.findings.count, 0)
        XCTAssertFalse(fits.readRegistrations, "a cast that holds needs no registrations")
        let fails = run(cast: "DeltaCell")
        XCTAssertEqual(fails.findings.count, 1, "\(fails.findings)")
        XCTAssertTrue(fails.readRegistrations)
    }

    /// unknown-storyboard-identifier too reads the registrations only for a dequeued identifier that no
    /// interface file defines and no code registers.
    func testUnknownIdentifiersReadTheRegistrationsOnlyForAnIdentifierNothingDefines() {
        func run(identifier: String) -> (findings: [Diagnostic], readRegistrations: Bool) {
            let index = index(otherControllerReturns: "tableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: indexPath)",
                              readableProject: true)
            let findings = UnknownStoryboardIdentifierRule()
                .check(RuleContext(index: index, ruleID: "unknown-storyboard-identifier", severity: .error))
            return (findings, index.hasReadReuseRegistrations)
        }
        let defined = run(identifier: "Charlie")
        XCTAssertEqual(defined.findings.count, 0)
        XCTAssertFalse(defined.readRegistrations, "an identifier a scene defines needs no registrations")
        let unknown = run(identifier: "Zulu")
        XCTAssertEqual(unknown.findings.count, 1, "\(unknown.findings)")
        XCTAssertTrue(unknown.readRegistrations)
    }
}
