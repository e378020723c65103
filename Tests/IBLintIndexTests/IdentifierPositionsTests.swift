import IBLintCore
import IBLintXML
import Testing
@testable import IBLintIndex

/// The Storyboard IDs and reuse identifiers of every interface file, found in one pass and kept
/// (`ProjectIndex.identifierPositions`): what each element answers when asked for each name on its own,
/// in document order, Storyboard IDs of storyboards only, empty values left out.
@Suite("Identifier positions")
struct IdentifierPositionsTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController storyboardIdentifier="Cart" id="vc1" customClass="CartViewController">
                            <tableView key="view" id="tv">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="ItemCell" id="c1"/>
                                    <tableViewCell reuseIdentifier="" id="c2"/>
                                    <tableViewCell reuseIdentifier="TotalCell" storyboardIdentifier="Odd" id="c3"/>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="" id="vc2"/>
                        <viewController storyboardIdentifier="Profile" id="vc3"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <collectionViewCell reuseIdentifier="PhotoCell" storyboardIdentifier="NotInAXib" id="p1"/>
            </objects>
        </document>
        """
    static let plain = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects><view id="v"/></objects>
        </document>
        """

    private func index() throws -> ProjectIndex {
        var builder = ProjectIndexBuilder()
        for (path, text) in [("Main.storyboard", Self.storyboard), ("PhotoCell.xib", Self.xib), ("Plain.xib", Self.plain)] {
            builder.add(try IBDocumentLoader.load(path: path, bytes: Array(text.utf8)).get())
        }
        return builder.build()
    }

    @Test("Each file's identifiers as the elements answer them one name at a time, in document order")
    func positionsAnswerAsLookUps() throws {
        let index = try index()
        let positions = index.identifierPositions
        #expect(positions.count == index.documents.count)
        for (number, document) in index.documents.enumerated() {
            var storyboardIDs: [IdentifierPosition] = [], reuseIdentifiers: [IdentifierPosition] = []
            for position in document.elements.indices {
                if document.kind == .storyboard, let value = document.elements[position].storyboardIdentifier, !value.isEmpty {
                    storyboardIDs.append(IdentifierPosition(position: position, value: value))
                }
                if let value = document.elements[position].reuseIdentifier, !value.isEmpty {
                    reuseIdentifiers.append(IdentifierPosition(position: position, value: value))
                }
            }
            #expect(positions[number] == IdentifierPositions(storyboardIDs: storyboardIDs, reuseIdentifiers: reuseIdentifiers), "\(document.path)")
        }
        let values = { (path: String, key: KeyPath<IdentifierPositions, [IdentifierPosition]>) in
            positions[index.documents.firstIndex { $0.path == path }!][keyPath: key].map(\.value)
        }
        #expect(values("Main.storyboard", \.storyboardIDs) == ["Cart", "Odd", "Profile"])
        #expect(values("Main.storyboard", \.reuseIdentifiers) == ["ItemCell", "TotalCell"])
        #expect(values("PhotoCell.xib", \.storyboardIDs) == [], "a xib has no Storyboard IDs")
        #expect(values("PhotoCell.xib", \.reuseIdentifiers) == ["PhotoCell"])
        #expect(positions[index.documents.firstIndex { $0.path == "Plain.xib" }!] == IdentifierPositions())
    }

    @Test("The definitions made from them: each identifier with its file, element and location")
    func definitions() throws {
        let index = try index()
        let storyboardIDs = index.storyboardIdentifierDefinitions
        #expect(storyboardIDs.map(\.value) == ["Cart", "Odd", "Profile"])
        #expect(index.reuseIdentifierDefinitions.map(\.value) == ["ItemCell", "TotalCell", "PhotoCell"])
        for definition in storyboardIDs + index.reuseIdentifierDefinitions {
            let document = index.documents[definition.document]
            #expect(document.elements[definition.element].storyboardIdentifier == definition.value
                    || document.elements[definition.element].reuseIdentifier == definition.value)
            #expect(definition.location == document.location(ofElement: definition.element))
        }
    }
}
