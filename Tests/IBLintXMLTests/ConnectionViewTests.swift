import IBLintCore
@testable import IBLintXML
import Testing

/// Connections, runtime attributes and constraints keep their element's attributes (the same storage)
/// and read their values from them when asked.
@Suite("Connections, runtime attributes and constraints read their element's attributes")
struct ConnectionViewTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CartView">
                    <connections>
                        <outlet property="contentView" destination="root" id="o-1"/>
                        <outletCollection property="labels" destination="label" collectionClass="NSMutableArray" id="o-2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <label text="Total" id="label">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius" value="4"/>
                                <userDefinedRuntimeAttribute type="color" keyPath="borderColor"/>
                            </userDefinedRuntimeAttributes>
                        </label>
                        <button id="buy">
                            <connections>
                                <action selector="buy:" destination="-1" eventType="touchUpInside" id="a-1"/>
                            </connections>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-1"/>
                        <constraint firstAttribute="height" relation="greaterThanOrEqual" multiplier="2:1" priority="750" constant="44" id="c-2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    static func document() throws -> IBDocument {
        try IBDocumentLoader.load(path: "CartView.xib", bytes: Array(xib.utf8)).get()
    }

    @Test("Each value is its element's attribute of that name, or nil")
    func valuesComeFromTheElement() throws {
        let document = try Self.document()
        let byID = Dictionary(uniqueKeysWithValues: document.connections.map { ($0.id ?? "", $0) })
        let outlet = try #require(byID["o-1"]), collection = try #require(byID["o-2"]), action = try #require(byID["a-1"])
        #expect(outlet.kind == .outlet && outlet.property == "contentView" && outlet.destination == "root")
        #expect(outlet.selector == nil && outlet.eventType == nil && outlet.segueKind == nil && outlet.collectionClass == nil)
        #expect(collection.kind == .outletCollection && collection.collectionClass == "NSMutableArray")
        #expect(action.kind == .action && action.selector == "buy:" && action.destination == "-1" && action.eventType == "touchUpInside")
        for connection in document.connections {
            #expect(connection.attributes == document.elements[connection.element].attributes)
        }

        let runtime = document.runtimeAttributes
        #expect(runtime.map(\.keyPath) == ["layer.cornerRadius", "borderColor"])
        #expect(runtime.map(\.type) == ["number", "color"] && runtime.map(\.value) == ["4", nil])

        let constraints = document.constraints
        #expect(constraints.map(\.id) == ["c-1", "c-2"])
        #expect(constraints[0].firstItem == "label" && constraints[0].secondItem == "root" && constraints[0].constant == "16")
        #expect(constraints[0].relation == nil && constraints[0].priority == nil && constraints[0].multiplier == nil)
        #expect(constraints[1].firstItem == nil && constraints[1].firstAttribute == "height" && constraints[1].secondAttribute == nil)
        #expect(constraints[1].relation == "greaterThanOrEqual" && constraints[1].multiplier == "2:1" && constraints[1].priority == "750")
        // Their attributes a run of the document's (16 bytes), the element's own.
        #expect(MemoryLayout<IBConstraint>.stride <= 32 && MemoryLayout<IBConnection>.stride <= 40,
                "every connection and constraint of the project lives for the whole run")
        #expect(document.constraints.allSatisfy { constraint in
            constraint.attributes.withUnsafeBufferPointer { own in
                document[constraint.element].attributes.withUnsafeBufferPointer { $0.baseAddress == own.baseAddress && $0.count == own.count }
            }
        }, "the constraints share their elements' attributes")
    }

    @Test("A macOS action names its receiver `target`: that is its destination when it has no `destination`")
    func macOSActionTarget() {
        let action = IBConnection(kind: .action, element: 3, source: 1,
                                  attributes: [IBAttribute(name: "selector", value: "save:"), IBAttribute(name: "target", value: "owner")])
        #expect(action.destination == "owner")
        let outlet = IBConnection(kind: .outlet, element: 3, source: 1, attributes: [IBAttribute(name: "target", value: "owner")])
        #expect(outlet.destination == nil, "only actions have a target")
        let both = IBConnection(kind: .action, element: 3, source: 1, attributes: [
            IBAttribute(name: "target", value: "owner"), IBAttribute(name: "destination", value: "view"),
        ])
        #expect(both.destination == "view")
    }

    @Test("Made from values, each reads back what it was given")
    func madeFromValues() {
        let connection = IBConnection(kind: .segue, element: 4, source: 2, id: "s-1", destination: "next", segueKind: "show",
                                      identifier: "showNext")
        #expect(connection.id == "s-1" && connection.destination == "next" && connection.segueKind == "show")
        #expect(connection.identifier == "showNext" && connection.property == nil && connection.selector == nil)
        let runtime = IBRuntimeAttribute(element: 5, object: 2, keyPath: "title", type: "string", value: nil)
        #expect(runtime.keyPath == "title" && runtime.type == "string" && runtime.value == nil)
        let constraint = IBConstraint(element: 6, owner: 2, id: "c-9", firstItem: nil, firstAttribute: "width", secondItem: nil,
                                      secondAttribute: nil, relation: nil, multiplier: nil, constant: "120", priority: nil)
        #expect(constraint.id == "c-9" && constraint.firstAttribute == "width" && constraint.constant == "120")
        #expect(constraint.firstItem == nil && constraint.priority == nil)
    }
}
