import XCTest
@testable import IBLintXML
import IBLintCore

final class IBDocumentLoaderTests: XCTestCase {
    // MARK: Custom view xib

    func testXibDocumentFacts() throws {
        let document = try Fixtures.load(Fixtures.profileHeaderXib, path: "Views/ProfileHeaderView.xib")
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.documentType, "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertFalse(document.isLaunchScreen)
        XCTAssertNil(document.initialViewController)
        XCTAssertEqual(document.elements[0].name, "document")
        XCTAssertNil(document.elements[0].parent)
        XCTAssertEqual(document.filesOwner?.customClass, "ProfileHeaderView")
        XCTAssertEqual(document.topLevelObjects.map(\.name), ["view"])
    }

    /// Subtree ends come from the parents alone: checked strictly for the cache's decoder, and for elements
    /// made by hand that form no tree, still inside the array.
    func testSubtreeEndsFromParents() {
        func elements(_ parents: [Int?]) -> [IBElement] {
            parents.enumerated().map { index, parent in
                IBElement(index: index, name: "e\(index)", attributes: [], parent: parent, position: LinePosition(line: 1, column: 1),
                          startTag: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
            }
        }
        //  0 ─┬─ 1 ─┬─ 2
        //     │     └─ 3 ── 4
        //     ├─ 5
        //     └─ 6 ── 7
        let tree = elements([nil, 0, 1, 1, 3, 0, 0, 6])
        XCTAssertEqual(IBDocument.subtreeEnds(of: tree, strict: true), [8, 5, 3, 5, 5, 6, 8, 8])
        XCTAssertEqual(IBDocument.subtreeEnds(of: elements([nil]), strict: true), [1])
        XCTAssertEqual(IBDocument.subtreeEnds(of: [], strict: true), [])
        let damaged: [(String, [Int?])] = [
            ("a second root", [nil, 0, nil]), ("the first element a child", [1, nil]), ("its own parent", [nil, 1]),
            ("a parent after its child", [nil, 2, 0]), ("a parent outside", [nil, 9]),
            ("a child apart from its parent's subtree", [nil, 0, 1, 0, 2]),
        ]
        for (damage, parents) in damaged {
            XCTAssertNil(IBDocument.subtreeEnds(of: elements(parents), strict: true), damage)
            let ends = IBDocument.subtreeEnds(of: elements(parents), strict: false) ?? []
            XCTAssertEqual(ends.count, parents.count, damage)
            for (index, end) in ends.enumerated() {
                XCTAssertTrue(end > index && end <= parents.count, damage)
            }
        }
    }

    func testXibTreeIsPreOrderWithParentsAndChildren() throws {
        let document = try Fixtures.load(Fixtures.profileHeaderXib)
        for element in document.elements {
            for child in document.children(of: element.index) {
                XCTAssertEqual(document[child].parent, element.index)
                XCTAssertGreaterThan(child, element.index)
            }
            if let parent = element.parent { XCTAssertTrue(document.children(of: parent).contains(element.index)) }
            // The descendants are the elements right after it: each one's parent is in the subtree.
            for descendant in (element.index + 1)..<document.subtreeEnd(of: element.index) {
                XCTAssertTrue((element.index..<descendant).contains(document[descendant].parent ?? -1))
            }
            XCTAssertEqual(document.hasChildren(element.index), !document.children(of: element.index).isEmpty)
            XCTAssertEqual(document.onlyChild(of: element.index),
                           document.children(of: element.index).count == 1 ? document.children(of: element.index)[0] : nil)
            XCTAssertEqual(document.elements[element.index].index, element.index)
        }
        let root = document.elements[0]
        XCTAssertEqual(document.children(of: root.index).map { document[$0].name }, ["device", "dependencies", "objects", "resources"])
        XCTAssertEqual(document.subtreeEnd(of: 0), document.elements.count)
        XCTAssertEqual(document.elements[1].name, "device")
        XCTAssertEqual(document.elements[2].name, "dependencies")
        XCTAssertEqual(document.elements[3].name, "plugIn")
    }

    func testXibObjectsExcludeConnectionsConstraintsAndGuides() throws {
        let document = try Fixtures.load(Fixtures.profileHeaderXib)
        let objectIDs = document.objects.compactMap { document[$0].id }
        XCTAssertEqual(objectIDs, ["-1", "-2", "iN0-l3-epB", "Xy3-Zw-123", "Bt5-fo-777", "Bd1-ge-001"])
        // Everything with an id is still findable by id, objects or not.
        XCTAssertEqual(document.element(withID: "Cn1-aa-001")?.name, "constraint")
        XCTAssertEqual(document.element(withID: "aB1-cd-EF2")?.name, "outlet")
        XCTAssertEqual(document.element(withID: "vUN-kp-3ea")?.name, "viewLayoutGuide")
    }

    func testXibConnections() throws {
        let document = try Fixtures.load(Fixtures.profileHeaderXib)
        let summary = document.connections.map {
            "\($0.kind.rawValue) \(document[$0.source].id ?? "?") \($0.property ?? $0.selector ?? "") → \($0.destination ?? "")"
        }
        XCTAssertEqual(summary, [
            "outlet -1 contentView → iN0-l3-epB",
            "outlet -1 nameLabel → Xy3-Zw-123",
            "outletCollection -1 badges → Bd1-ge-001",
            "action Bt5-fo-777 followTapped: → -1",
        ])
        let action = try XCTUnwrap(document.connections.first { $0.kind == .action })
        XCTAssertEqual(action.eventType, "touchUpInside")
        XCTAssertEqual(action.id, "Ac7-io-888")
        XCTAssertEqual(document[action.element].name, "action")
        XCTAssertEqual(document.connections[2].collectionClass, "NSMutableArray")
        XCTAssertEqual(document.owningObject(of: action.element), action.source)
    }

    func testXibRuntimeAttributesConstraintsAndSafeArea() throws {
        let document = try Fixtures.load(Fixtures.profileHeaderXib)
        XCTAssertEqual(document.runtimeAttributes.map(\.keyPath), ["layer.cornerRadius", "accessibilityHint"])
        XCTAssertEqual(document.runtimeAttributes.map { document[$0.object].id }, ["Bt5-fo-777", "Bt5-fo-777"])
        XCTAssertEqual(document.runtimeAttributes[0].type, "number")
        XCTAssertNil(document.runtimeAttributes[0].value)
        XCTAssertEqual(document.runtimeAttributes[1].value, "a < b")

        XCTAssertEqual(document.constraints.map(\.id), ["Cn1-aa-001", "Cn2-bb-002", "Cn3-cc-003"])
        XCTAssertTrue(document.constraints.allSatisfy { document[$0.owner].id == "iN0-l3-epB" })
        let second = document.constraints[1]
        XCTAssertEqual(second.firstItem, "Bt5-fo-777")
        XCTAssertEqual(second.firstAttribute, "top")
        XCTAssertEqual(second.secondItem, "Xy3-Zw-123")
        XCTAssertEqual(second.secondAttribute, "bottom")
        XCTAssertEqual(second.multiplier, "1.5")
        XCTAssertEqual(second.constant, "23")
        XCTAssertEqual(second.priority, "750")
        XCTAssertNil(document.constraints[2].firstItem)
        XCTAssertEqual(document.constraints[2].relation, "greaterThanOrEqual")

        XCTAssertEqual(document.safeAreaGuides.map { document[$0].id }, ["vUN-kp-3ea"])
    }

    // MARK: Exact spans

    func testStartTagsAndElementRangesAreExact() throws {
        let document = try Fixtures.load(Fixtures.profileHeaderXib)
        XCTAssertEqual(document.elementText("Gh4-ij-KL5"),
                       #"<outlet property="nameLabel" destination="Xy3-Zw-123" id="Gh4-ij-KL5"/>"#)
        XCTAssertEqual(document.elementText("-1"),
                       #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">"#)
        let placeholder = try XCTUnwrap(document.element(withID: "-1"))
        let whole = document.file.text(placeholder.range)
        XCTAssertTrue(whole.hasPrefix("<placeholder placeholderIdentifier=\"IBFilesOwner\""))
        XCTAssertTrue(whole.hasSuffix("</connections>\n        </placeholder>"))
        let empty = try XCTUnwrap(document.element(withID: "Cn1-aa-001"))
        XCTAssertEqual(empty.range, empty.startTag)

        let root = document.elements[0]
        XCTAssertTrue(document.file.text(root.range).hasSuffix("</document>"))
        XCTAssertEqual(root.position, LinePosition(line: 2, column: 1))
        XCTAssertEqual(document.element(withID: "Gh4-ij-KL5")?.position, LinePosition(line: 12, column: 17))
    }

    func testAttributeSpansAreRawWhileValuesAreDecoded() throws {
        let document = try Fixtures.load(Fixtures.profileHeaderXib)
        let label = try XCTUnwrap(document.element(withID: "Xy3-Zw-123"))
        let text = try XCTUnwrap(label.attribute("text"))
        XCTAssertEqual(text.value, #"Tom & "Jerry""#)
        XCTAssertEqual(document.file.text(try XCTUnwrap(text.valueRange)), "Tom &amp; &quot;Jerry&quot;")
        XCTAssertEqual(document.file.text(try XCTUnwrap(text.range)), #"text="Tom &amp; &quot;Jerry&quot;""#)
        let id = try XCTUnwrap(label.attribute("id"))
        XCTAssertEqual(document.file.text(try XCTUnwrap(id.range)), #"id="Xy3-Zw-123""#)
        XCTAssertEqual(document.file.text(try XCTUnwrap(id.valueRange)), "Xy3-Zw-123")
        XCTAssertEqual(label.attributes.map(\.name).first, "opaque")

        // Every attribute of every element was located.
        for element in document.elements {
            for attribute in element.attributes {
                XCTAssertNotNil(attribute.valueRange, "\(element.name) \(attribute.name)")
            }
        }
    }

    func testQuotedValuesWithAngleBracketsSlashesAndSingleQuotes() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <label text="a > b / c" id="L1"/>
                <label text='it&apos;s "x"' id = 'L2' />
                <view id="V1"><label text="/>" id="L3"></label></view>
            </objects>
        </document>
        """
        let document = try Fixtures.load(xml)
        XCTAssertEqual(document.elementText("L1"), #"<label text="a > b / c" id="L1"/>"#)
        XCTAssertEqual(document.elementText("L2"), #"<label text='it&apos;s "x"' id = 'L2' />"#)
        XCTAssertEqual(document.element(withID: "L2")?["text"], #"it's "x""#)
        XCTAssertEqual(document.element(withID: "L2")?.attribute("id")?.range.map(document.file.text), "id = 'L2'")
        XCTAssertEqual(document.elementText("L3"), #"<label text="/>" id="L3">"#)
        XCTAssertEqual(document.element(withID: "L3").map { document.file.text($0.range) }, #"<label text="/>" id="L3"></label>"#)
        XCTAssertEqual(document.element(withID: "V1").map { document.file.text($0.range) },
                       #"<view id="V1"><label text="/>" id="L3"></label></view>"#)
    }

    func testCommentsCDATAProcessingInstructionsAndDoctypeAreSkipped() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [
            <!-- <fake1/> -->
            <!ENTITY greeting "<not-a-tag>">
            <!ATTLIST view note CDATA "x > y">
            <?pi <fake2/> ?>
        ]>
        <!-- <fake3 id="no"/> -->
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <?keep <fake4/>?>
            <objects><![CDATA[ <fake5/> ]]><view id="V1"/><!-- --><view id="V2"><![CDATA[</view>]]></view></objects>
        </document>
        """
        let document = try Fixtures.load(xml)
        XCTAssertEqual(document.elements.map(\.name), ["document", "objects", "view", "view"])
        XCTAssertEqual(document.elementText("V1"), #"<view id="V1"/>"#)
        XCTAssertEqual(document.element(withID: "V2").map { document.file.text($0.range) },
                       #"<view id="V2"><![CDATA[</view>]]></view>"#)
        XCTAssertEqual(document.elements[0].position.line, 9)
        // No DTD default attributes are added (XML_PARSE_DTDATTR is off).
        XCTAssertNil(document.element(withID: "V1")?["note"])
    }

    func testStartTagSpanningLines() throws {
        // Hand-edited files may wrap attributes; libxml2 versions differ on which line such an element is on.
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view\n    id=\"V1\"\n    userLabel=\"Wrapped\"\n/>\n<view id=\"V2\"/>\n</objects>\n</document>"
        let document = try Fixtures.load(xml)
        XCTAssertEqual(document.elementText("V1"), "<view\n    id=\"V1\"\n    userLabel=\"Wrapped\"\n/>")
        XCTAssertEqual(document.element(withID: "V1")?.position, LinePosition(line: 3, column: 1))
        XCTAssertEqual(document.element(withID: "V1")?.attribute("userLabel")?.range.map(document.file.text), "userLabel=\"Wrapped\"")
        XCTAssertEqual(document.element(withID: "V2")?.position, LinePosition(line: 7, column: 1))
    }

    func testCRLFLineEndings() throws {
        let xml = Fixtures.profileHeaderXib.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let document = try Fixtures.load(xml)
        let outlet = try XCTUnwrap(document.element(withID: "Gh4-ij-KL5"))
        XCTAssertEqual(document.file.text(outlet.startTag),
                       #"<outlet property="nameLabel" destination="Xy3-Zw-123" id="Gh4-ij-KL5"/>"#)
        XCTAssertEqual(outlet.position, LinePosition(line: 12, column: 17))
        let placeholder = try XCTUnwrap(document.element(withID: "-1"))
        XCTAssertTrue(document.file.text(placeholder.range).hasSuffix("</connections>\r\n        </placeholder>"))
    }

    func testMultiByteCharactersBeforeATagCountAsOneColumnEach() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <objects><!--é😀--><label text="naïve 😀" id="L1"/></objects>
        </document>
        """
        let document = try Fixtures.load(xml)
        let label = try XCTUnwrap(document.element(withID: "L1"))
        XCTAssertEqual(document.file.text(label.startTag), #"<label text="naïve 😀" id="L1"/>"#)
        // 4 spaces + "<objects>" (9) + "<!--é😀-->" (9 scalars) = column 23.
        XCTAssertEqual(label.position, LinePosition(line: 3, column: 23))
        XCTAssertEqual(label["text"], "naïve 😀")
        XCTAssertEqual(label.attribute("text")?.valueRange.map(document.file.text), "naïve 😀")
    }

    func testByteOrderMarkIsAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Fixtures.tvStoryboard.utf8)
        let document = try IBDocumentLoader.load(path: "BOM.storyboard", bytes: bytes).get()
        XCTAssertEqual(document.file.text(document.elements[0].startTag).prefix(10), "<document ")
        XCTAssertEqual(document.elementText("Tvl-ee-001"), #"<viewController id="Tvl-ee-001" sceneMemberID="viewController">"#)
    }

    func testElementThatFailsVerificationFallsBackToItsLine() throws {
        // libxml2 reports entity references in content without expanding them; an element whose tag
        // the scanner never sees would shift every later pairing. Simulate a pairing mismatch directly.
        let file = SourceFile(path: "x.xib", text: "<document type=\"t\">\n  <a id=\"1\"/>\n  <b id=\"2\"/>\n</document>")
        let parsed = [
            ParsedElement(name: "document", attributes: [("type", "t")], parent: nil, line: 1),
            ParsedElement(name: "ghost", attributes: [("id", "0")], parent: 0, line: 2),
            ParsedElement(name: "a", attributes: [("id", "1")], parent: 0, line: 2),
            ParsedElement(name: "b", attributes: [("id", "2")], parent: 0, line: 3),
        ]
        let elements = ElementLocator.locate(parsed, in: file)
        XCTAssertEqual(elements[1].startTag, ByteRange(start: 20, end: 20))
        XCTAssertTrue(elements[1].startTag.isEmpty)
        XCTAssertEqual(elements[1].position, LinePosition(line: 2, column: 1))
        XCTAssertNil(elements[1].attributes[0].valueRange)
        XCTAssertEqual(file.text(elements[2].startTag), #"<a id="1"/>"#)
        XCTAssertEqual(file.text(elements[3].startTag), #"<b id="2"/>"#)
        XCTAssertEqual(elements.map(\.parent), [nil, 0, 0, 0])

        // A wrong line also fails verification rather than pointing at the wrong tag.
        let misplaced = [
            ParsedElement(name: "document", attributes: [("type", "t")], parent: nil, line: 1),
            ParsedElement(name: "a", attributes: [("id", "1")], parent: 0, line: 3),
        ]
        let relocated = ElementLocator.locate(misplaced, in: file)
        XCTAssertTrue(relocated[1].startTag.isEmpty)
        XCTAssertEqual(relocated[1].position.line, 3)
    }

    /// A `<connections>` block whose tag was not located (an empty span at the start of its line) is all its
    /// parent holds: removing its only connection must not slice the file between the parent's tags and the
    /// block's span, which may lie before the parent's start tag ends (a one-line file) or after the parent
    /// (a line past it); the connection, located, is then removed alone, and the block, not located, cannot
    /// be. Attributes are not inserted into its start tag, whose `>` is not known (they went before the
    /// line's start, or before the file's).
    func testEditsAroundAnUnlocatedElementNeitherTrapNorGuess() {
        let text = #"<document type="t"><connections><outlet property="a" destination="b" id="c"/></connections></document>"# + "\n"
        let file = SourceFile(path: "x.xib", text: text)
        for line in [1, 2, 9] {
            let parsed = [
                ParsedElement(name: "document", attributes: [("type", "t")], parent: nil, line: 1),
                // On the wrong line (2, or past the file): it fails verification and is not located.
                ParsedElement(name: "connections", attributes: [], parent: 0, line: line == 1 ? 1 : line),
                ParsedElement(name: "outlet", attributes: [("property", "a"), ("destination", "b"), ("id", "c")], parent: 1, line: 1),
            ]
            var elements = ElementLocator.locate(parsed, in: file)
            if line == 1 {
                // Not located on its own line: made so by hand, as the locator does when the pairing slips.
                elements[1] = IBElement(index: 1, name: "connections", attributes: [], parent: 0,
                                        position: LinePosition(line: 1, column: 1), startTag: ByteRange(start: 0, end: 0),
                                        range: ByteRange(start: 0, end: 0))
            }
            XCTAssertTrue(elements[1].startTag.isEmpty, "line \(line)")
            let document = IBDocumentBuilder.build(file: file, documentType: "t", elements: elements)
            XCTAssertEqual(document.onlyChild(of: 0), 1)
            XCTAssertEqual(document.onlyChild(of: 1), 2)
            let edit = InterfaceEdits.removeConnection(document[2], in: document)
            XCTAssertEqual(edit?.location.range, document[2].range, "line \(line)")
            XCTAssertEqual(edit?.replacement, "", "line \(line)")
            XCTAssertNil(InterfaceEdits.removeOnlyChild(document[1], in: document), "line \(line)")
            XCTAssertNil(InterfaceEdits.removeElement(document[1], in: document), "line \(line)")
            // Nor is anything inserted into a start tag that was not found.
            XCTAssertNil(InterfaceEdits.insertAttributes([("a", "b")], into: document[1], in: document), "line \(line)")
            XCTAssertNotNil(InterfaceEdits.insertAttributes([("a", "b")], into: document[0], in: document), "line \(line)")
        }
    }

    func testEntityReferenceInContentDoesNotShiftSpans() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [ <!ENTITY extra "<view id='Ent'/>"> ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <objects>&extra;<view id="V1"/></objects>
        </document>
        """
        let document = try Fixtures.load(xml)
        XCTAssertNil(document.element(withID: "Ent"))
        XCTAssertEqual(document.elementText("V1"), #"<view id="V1"/>"#)
    }

    /// libxml2 parses without the blank text nodes between elements and keeps short text inside its
    /// nodes (`NOBLANKS`, `COMPACT`: a sixth less of its work on scale 1): only elements and attribute
    /// values are read, and those stay exactly as written, blank and short ones included.
    func testBlankTextAndShortValuesLeaveElementsAndValuesAsTheyAre() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <objects>

                <label id="L1" text=" " title="" a="x" b="   two  spaces " c="&#10;" d="&amp;">\t
                    <string key="text">   </string>
                    <string key="other"> <b id="Inner"/> </string>
                </label>
                mixed <view id="V1"/> text

            </objects>
        </document>
        """
        let document = try Fixtures.load(xml)
        XCTAssertEqual(document.elements.map(\.name), ["document", "objects", "label", "string", "string", "b", "view"])
        let label = try XCTUnwrap(document.element(withID: "L1"))
        XCTAssertEqual(label.attributes.map(\.value), ["L1", " ", "", "x", "   two  spaces ", "\n", "&"])
        XCTAssertEqual(label.position.line, 5)
        XCTAssertEqual(document.element(withID: "Inner")?.position.line, 7)
        XCTAssertEqual(document.element(withID: "V1")?.position.line, 9)
        XCTAssertEqual(document.elementText("V1"), #"<view id="V1"/>"#)
    }

    func testLinesPast65535() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n"
        xml += String(repeating: "\n", count: 70_000)
        xml += "<view id=\"Far\">\n<label id=\"Farther\"/>\n</view>\n<view id=\"Last\"/></objects>\n</document>\n"
        let document = try Fixtures.load(xml)
        XCTAssertEqual(document.element(withID: "Far")?.position.line, 70_004)
        XCTAssertEqual(document.elementText("Far"), #"<view id="Far">"#)
        XCTAssertEqual(document.elementText("Farther"), #"<label id="Farther"/>"#)
        XCTAssertEqual(document.elementText("Last"), #"<view id="Last"/>"#)
    }

    // MARK: Storyboards

    func testStoryboard() throws {
        let document = try Fixtures.load(Fixtures.mainStoryboard, path: "Main.storyboard")
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertEqual(document.initialViewController, "Nav-Ct-001")
        XCTAssertEqual(document.sceneControllers.map(\.id), ["Tvc-aa-001", "Dtl-aa-001", "Nav-Ct-001", "Emb-cc-001"])
        XCTAssertEqual(document.element(withID: "Tvc-aa-001")?.storyboardIdentifier, "InboxViewController")
        XCTAssertEqual(document.element(withID: "Dtl-aa-001")?.storyboardIdentifier, "MessageDetail")
        XCTAssertEqual(document.element(withID: "Cel-aa-001")?.reuseIdentifier, "MessageCell")

        let segues = document.connections.filter { $0.kind == .segue }
        XCTAssertEqual(segues.map { "\(document[$0.source].id!) -\($0.segueKind!)-> \($0.destination!)" }, [
            "Cel-aa-001 -show-> Dtl-aa-001",
            "Cnt-bb-001 -embed-> Emb-cc-001",
            "Bbi-bb-001 -unwind-> Ext-bb-001",
            "Nav-Ct-001 -relationship-> Tvc-aa-001",
        ])
        XCTAssertEqual(segues[0].identifier, "showMessage")
        XCTAssertNil(segues[1].identifier)
        XCTAssertEqual(document.elementText("Seg-aa-002"),
                       #"<segue destination="Dtl-aa-001" kind="show" identifier="showMessage" id="Seg-aa-002"/>"#)
        let identifier = try XCTUnwrap(document.element(withID: "Seg-aa-002")?.attribute("identifier"))
        XCTAssertEqual(document.file.text(try XCTUnwrap(identifier.valueRange)), "showMessage")

        let exit = try XCTUnwrap(document.element(withID: "Ext-bb-001"))
        XCTAssertEqual(exit.name, "exit")
        XCTAssertTrue(document.objects.contains(exit.index))
        let objectNames = Set(document.objects.map { document[$0].name })
        XCTAssertEqual(objectNames, [
            "tableViewController", "tableView", "tableViewCell", "tableViewCellContentView", "label", "navigationItem",
            "placeholder", "viewController", "view", "containerView", "exit", "barButtonItem", "navigationController",
            "navigationBar", "tapGestureRecognizer",
        ])
        XCTAssertEqual(document.safeAreaGuides.map { document[$0].id }, ["Saf-bb-001"])
        XCTAssertNotNil(document.element(withID: "Top-dd-001"))
        XCTAssertEqual(document.connections.filter { $0.kind == .outletCollection }.map { document[$0.source].id }, ["Evw-dd-001"])
        XCTAssertTrue(document.connections.allSatisfy { document.objects.contains($0.source) })
    }

    func testMacXib() throws {
        let document = try Fixtures.load(Fixtures.macXib, path: "Preferences.xib")
        XCTAssertEqual(document.platform, .macOS)
        XCTAssertEqual(document.targetRuntime, "MacOSX.Cocoa")
        XCTAssertEqual(document.objects.map { document[$0].id }, ["-2", "-1", "-3", "F0z-JX-Cv5", "se5-gp-TjO", "Chk-mm-001", "Bcl-mm-001", "Udc-mm-001"])
        // Bindings are not outlets, actions or segues: not reported as connections, and not objects.
        XCTAssertEqual(document.connections.map(\.kind), [.outlet, .action])
        let action = document.connections[1]
        XCTAssertEqual(action.selector, "togglePreviews:")
        XCTAssertEqual(action.destination, "-2")
        XCTAssertEqual(document[action.source].id, "Chk-mm-001")
        XCTAssertEqual(document.topLevelObjects.map(\.name), ["customObject", "customObject", "customObject", "window", "userDefaultsController"])
    }

    func testTVStoryboard() throws {
        let document = try Fixtures.load(Fixtures.tvStoryboard, path: "LaunchScreen.storyboard")
        XCTAssertEqual(document.platform, .tvOS)
        XCTAssertEqual(document.targetRuntime, "AppleTV")
        XCTAssertTrue(document.isLaunchScreen)
        XCTAssertEqual(document.initialViewController, "Tvl-ee-001")
        XCTAssertEqual(document.safeAreaGuides.map { document[$0].id }, ["Tsa-ee-001"])
    }

    func testPlatformMapping() {
        let cases: [(String?, String?, IBPlatform)] = [
            ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch", .iOS),
            ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch.iPad", .iOS),
            ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", nil, .iOS),
            ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", .tvOS),
            ("com.apple.InterfaceBuilder.AppleTV.XIB", nil, .tvOS),
            ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", .watchOS),
            ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", .macOS),
            ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", nil, .macOS),
            ("something.else", nil, .unknown),
        ]
        for (type, runtime, expected) in cases {
            XCTAssertEqual(IBDocumentBuilder.platform(documentType: type, targetRuntime: runtime), expected, "\(type ?? "-") \(runtime ?? "-")")
        }
    }

    func testConcurrentLoads() {
        let inputs = [Fixtures.profileHeaderXib, Fixtures.mainStoryboard, Fixtures.macXib, Fixtures.tvStoryboard, "<archive/>", "<document"]
            .map { Array($0.utf8) }
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let bytes = inputs[iteration % inputs.count]
            let result = IBDocumentLoader.load(path: "f\(iteration).xib", bytes: bytes)
            if iteration % inputs.count < 4 {
                XCTAssertNotNil(try? result.get())
            } else {
                XCTAssertNil(try? result.get())
            }
        }
    }

    /// The builder tells object names by comparing (`isNonObjectElementName`, `isNonObjectContainerName`):
    /// the same names as the documented sets, and no other.
    func testTheBuildersNameTestsMatchTheDocumentedSets() {
        // Names of the same lengths as the listed ones (told apart by length first), and one that is canonically
        // equal to a listed name but not in bytes (an accent made of two scalars).
        let others = ["view", "outlets", "connection", "constraintss", "", "placeholder", "viewController", "Outlet", "layoutGuides",
                      "scene", "button", "window", "objects", "resources", "subviews", "constrains", "connectionz", "layoutGuidez",
                      "viewLayoutGuidz", "viewControllerLayoutGuidE", "userDefinedRuntimeAttributez", "userDefinedRuntimeAttributess",
                      "segu\u{65}\u{301}", "seguè"]
        for name in IBDocumentBuilder.nonObjectElementNames.union(IBDocumentBuilder.nonObjectContainerNames).union(others) {
            XCTAssertEqual(IBDocumentBuilder.isNonObjectElementName(name), IBDocumentBuilder.nonObjectElementNames.contains(name), name)
            XCTAssertEqual(IBDocumentBuilder.isNonObjectContainerName(name), IBDocumentBuilder.nonObjectContainerNames.contains(name), name)
            XCTAssertEqual(IBDocumentBuilder.isViewLayoutGuide(name), name == "viewLayoutGuide", name)
        }
    }

    /// `isNamed` answers as `==` does for the tags iblint asks about, whatever the element's name.
    func testIsNamedAnswersAsEquality() {
        let names = ["scene", "Scene", "scenes", "rect", "recT", "placeholder", "viewControllerPlaceholder", "viewControllerLayoutGuide",
                     "sc\u{65}\u{301}ne", "scéne", "", "\u{212A}ey", "Key"]
        for tag in ["scene", "rect", "placeholder", "viewControllerPlaceholder"] {
            for name in names {
                let element = IBElement(index: 0, name: name, attributes: [], parent: nil, position: LinePosition(line: 1, column: 1),
                                        startTag: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
                XCTAssertEqual(element.isNamed(tag), name == tag, "\(name) / \(tag)")
            }
        }
    }
}
