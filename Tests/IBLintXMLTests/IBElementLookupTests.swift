import IBLintCore
@testable import IBLintXML
import Testing

/// `id`, `customClass` and `customModule` are found once, when the element is made (or its attributes
/// change, or it is read from the cache), instead of by a search each time a rule asks: they must always
/// answer what a search of the attributes answers.
@Suite("Element attribute lookups")
struct IBElementLookupTests {
    private static func element(_ attributes: [(String, String)]) -> IBElement {
        IBElement(index: 0, name: "view", attributes: attributes.map { IBAttribute(name: $0.0, value: $0.1) },
                  parent: nil, position: LinePosition(line: 1, column: 1),
                  startTag: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
    }

    private static func expectKnownMatchSearch(_ element: IBElement, _ comment: Comment? = nil) {
        #expect(element.id == element["id"], comment)
        #expect(element.customClass == element["customClass"], comment)
        #expect(element.customModule == element["customModule"], comment)
    }

    @Test("Known attributes answer as a search does: present, absent, repeated (the first wins), look-alike names")
    func knownAttributesMatchSearch() {
        let cases: [[(String, String)]] = [
            [],
            [("id", "a-b-c"), ("customClass", "CartView"), ("customModule", "Shop")],
            [("contentMode", "scaleToFill"), ("customModule", "Shop"), ("id", "x")],
            [("id", "first"), ("id", "second"), ("customClass", "A"), ("customClass", "B")],
            [("ids", "no"), ("customClasses", "no"), ("customModuleProvider", "target"), ("d", "no")],
            [("customclass", "case differs"), ("ID", "case differs")],
        ]
        for attributes in cases {
            Self.expectKnownMatchSearch(Self.element(attributes), "\(attributes)")
        }
        let element = Self.element([("id", "first"), ("customClass", "A"), ("customClass", "B")])
        #expect(element.id == "first" && element.customClass == "A" && element.customModule == nil)
    }

    @Test("More attributes than the positions can hold: searched, still right")
    func manyAttributes() {
        var attributes = (0..<200).map { ("attribute\($0)", "\($0)") }
        attributes.append(("customClass", "Late"))
        attributes.append(("id", "late-id"))
        let element = Self.element(attributes)
        #expect(element.customClass == "Late" && element.id == "late-id" && element.customModule == nil)
        Self.expectKnownMatchSearch(element)
    }

    @Test("Elements with an id are counted as their ids are read, many attributes or few")
    func countsElementsWithID() {
        var many = (0..<200).map { ("attribute\($0)", "\($0)") }
        many.append(("id", "late"))
        let elements = [Self.element([("id", "a")]), Self.element([]), Self.element([("ids", "no")]), Self.element(many),
                        Self.element((0..<200).map { ("attribute\($0)", "\($0)") })]
        #expect(IBElement.countWithID(in: elements) == elements.filter { $0.id != nil }.count)
        #expect(IBElement.countWithID(in: elements) == 2 && IBElement.countWithID(in: []) == 0)
    }

    @Test("Changing the attributes moves the positions with them")
    func changedAttributes() {
        var element = Self.element([("customClass", "CartView"), ("id", "v-1"), ("customModule", "Shop")])
        element.attributes.removeAll { $0.name == "customClass" }
        #expect(element.customClass == nil && element.id == "v-1" && element.customModule == "Shop")
        element.attributes.insert(IBAttribute(name: "customClass", value: "Other"), at: 0)
        #expect(element.customClass == "Other" && element.id == "v-1")
        element.attributes = []
        #expect(element.id == nil && element.customClass == nil && element.customModule == nil)
        Self.expectKnownMatchSearch(element)
    }

    @Test("Read back from the cache's coding, the positions are found again")
    func decodedElement() throws {
        let element = Self.element([("contentMode", "center"), ("customClass", "CartView"), ("id", "v-1")])
        var writer = BinaryWriter()
        writer.write(element)
        var reader = BinaryReader(writer.bytes)
        let decoded = try reader.read(IBElement.self)
        #expect(decoded == element)
        #expect(decoded.customClass == "CartView" && decoded.id == "v-1" && decoded.customModule == nil)
    }

    @Test("A document answers for an element in place as the element itself does")
    func inPlaceReads() throws {
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects><viewController id="vc" customClass="CartViewController" storyboardIdentifier="Cart"><view key="view" id="v"><subviews><tableViewCell reuseIdentifier="Row" id="c" customClass=""/></subviews></view></viewController></objects></scene></scenes></document>"#
        let document = try IBDocumentLoader.load(path: "Main.storyboard", bytes: Array(xml.utf8)).get()
        for position in document.elements.indices {
            let element = document.elements[position]
            #expect(document.customClass(at: position) == element.customClass)
            for name in ["storyboardIdentifier", "reuseIdentifier", "id", "customClass", "absent"] {
                #expect(document.attributeValue(name, at: position) == element[name])
            }
        }
        #expect(document.elements.indices.compactMap { document.customClass(at: $0) } == ["CartViewController", ""])
    }

    @Test("Two names looked up in one pass answer as two look-ups do: absent, repeated (the first wins), look-alikes, either order")
    func twoNamesAtOnce() throws {
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects><viewController id="vc" storyboardIdentifier="Cart" reuseIdentifier="R1" storyboardIdentifier="Second"><view key="view" id="v"><subviews><tableViewCell reuseIdentifier="Row" id="c" reuseIdentifier="Late"/><label id="l" \#u{212A}ey="kelvin" Key="letter" storyboardIdentifier=""/></subviews></view></viewController></objects></scene></scenes></document>"#
        // libxml2 refuses an attribute written twice: made by hand as well, as a cached document could hold it.
        let loaded = try? IBDocumentLoader.load(path: "Main.storyboard", bytes: Array(xml.utf8)).get()
        let repeated = IBElement(index: 0, name: "view", attributes: [
            IBAttribute(name: "reuseIdentifier", value: "first"), IBAttribute(name: "\u{212A}ey", value: "kelvin"),
            IBAttribute(name: "storyboardIdentifier", value: "id"), IBAttribute(name: "reuseIdentifier", value: "second"),
            IBAttribute(name: "Key", value: "letter"), IBAttribute(name: "storyboardIdentifier", value: "later")],
            parent: nil, position: LinePosition(line: 1, column: 1), startTag: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
        let made = IBDocument(file: SourceFile(path: "Made.xib", bytes: []), kind: .xib, documentType: nil, targetRuntime: nil,
                              platform: .iOS, isLaunchScreen: false, initialViewController: nil, elements: [repeated],
                              objects: [], connections: [], runtimeAttributes: [], constraints: [], safeAreaGuides: [])
        let pairs = [("storyboardIdentifier", "reuseIdentifier"), ("reuseIdentifier", "storyboardIdentifier"), ("Key", "id"),
                     ("\u{212A}ey", "reuseIdentifier"), ("absent", "reuseIdentifier"), ("absent", "missing")]
        for document in [loaded, made].compactMap({ $0 }) {
            for position in document.elements.indices {
                for (first, second) in pairs {
                    let (a, b) = document.attributeValues(IBElement.NameQuery(first), IBElement.NameQuery(second), at: position)
                    #expect(a == document.attributeValue(first, at: position), "\(document.path) \(position) \(first)")
                    #expect(b == document.attributeValue(second, at: position), "\(document.path) \(position) \(second)")
                }
            }
        }
        #expect(made.attributeValues(.storyboardIdentifier, .reuseIdentifier, at: 0) == ("id", "first"))
        #expect(made.attributeValues(IBElement.NameQuery("Key"), .reuseIdentifier, at: 0) == ("kelvin", "first"))
    }

    @Test("Storyboard IDs and reuse identifiers found from where each element keeps them answer as a search does")
    func identifierValuesMatchTheSearch() {
        func attributes(_ pairs: [(String, String)]) -> [IBAttribute] { pairs.map { IBAttribute(name: $0.0, value: $0.1) } }
        let filler = (0..<70).map { ("a\($0)", "v") }
        let cases: [[(String, String)]] = [
            [],
            [("id", "vc"), ("storyboardIdentifier", "Cart")],
            [("reuseIdentifier", "Row"), ("id", "c")],
            [("storyboardIdentifier", "first"), ("storyboardIdentifier", "second")],
            [("reuseIdentifier", "first"), ("storyboardIdentifier", "both"), ("reuseIdentifier", "second")],
            [("storyboardIdentifier", ""), ("reuseidentifier", "case differs"), ("reuseIdentifiers", "longer")],
            filler + [("storyboardIdentifier", "past 62")],
            filler + [("reuseIdentifier", "past 62")],
            Array(filler.prefix(62)) + [("storyboardIdentifier", "at 62")],
            Array(filler.prefix(62)) + [("reuseIdentifier", "at 62")],
            Array(filler.prefix(63)) + [("reuseIdentifier", "at 63")],
            [("storyboardIdentifier", "early")] + filler + [("reuseIdentifier", "late")],
            (0..<130).map { ("a\($0)", "v") } + [("reuseIdentifier", "past 127")],
        ]
        let elements = cases.enumerated().map { position, pairs in
            IBElement(index: position, name: "view", attributes: attributes(pairs), parent: position == 0 ? nil : 0,
                      position: LinePosition(line: 1, column: 1), startTag: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
        }
        let document = IBDocument(file: SourceFile(path: "Made.storyboard", bytes: []), kind: .storyboard, documentType: nil,
                                  targetRuntime: nil, platform: .iOS, isLaunchScreen: false, initialViewController: nil,
                                  elements: elements, objects: [], connections: [], runtimeAttributes: [], constraints: [],
                                  safeAreaGuides: [])
        for position in document.elements.indices {
            let (storyboardID, reuseIdentifier) = document.identifierValues(at: position)
            let searched = document.attributeValues(.storyboardIdentifier, .reuseIdentifier, at: position)
            #expect(storyboardID == searched.0 && reuseIdentifier == searched.1, "\(cases[position].suffix(3))")
        }
        #expect(document.identifierValues(at: 4) == ("both", "first"))
        #expect(document.identifierValues(at: 8) == ("at 62", nil) && document.identifierValues(at: 10) == (nil, "at 63"))
        // Changed attributes move what the element keeps with them.
        var changed = elements[1]
        changed.attributes = IBAttributes(attributes([("reuseIdentifier", "Now a cell")]))
        #expect(changed.identifierSlot == 64)
        changed.attributes = IBAttributes([])
        #expect(changed.identifierSlot == -1)
    }

    @Test("A file may have an attribute only when its bytes hold the name (one with a K always may)")
    func attributesFoundByTheirBytes() throws {
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="v" misplaced="YES" \#u{212A}ind="x"/></objects></document>"#
        let document = try IBDocumentLoader.load(path: "Card.xib", bytes: Array(xml.utf8)).get()
        #expect(document.mayHaveAttribute(named: "misplaced"))
        #expect(!document.mayHaveAttribute(named: "ambiguous"))
        #expect(!document.mayHaveAttribute(named: "reuseIdentifier"))
        // "\u{212A}ind" is "Kind" as a `String`: the byte test must not rule it out.
        #expect(document.elements.contains { $0["Kind"] == "x" })
        #expect(document.mayHaveAttribute(named: "Kind"))
        // Whatever the test says no to, no element has.
        for name in ["misplaced", "ambiguous", "reuseIdentifier", "id", "Kind", "kind", "storyboardIdentifier"] where !document.mayHaveAttribute(named: name) {
            #expect(document.elements.allSatisfy { $0[name] == nil }, "\(name)")
        }
    }

    @Test("The positions fit in the padding after `parent`: an element is no larger for them")
    func elementSize() {
        #expect(MemoryLayout<IBElement>.stride <= 104)
    }
}

/// A name query passes over names of another length without comparing them, when the name decides it:
/// it must answer exactly what `String`'s `==` answers, canonical equivalence included.
@Suite("Attribute name queries")
struct NameQueryTests {
    @Test("Look-ups by query answer as String equality does, for names canonically equal with other bytes")
    func queriesMatchStringEquality() {
        // Pieces whose strings can be equal with other bytes or lengths: the Kelvin sign and K, the Greek
        // question mark and ';', Greek varia and '`', é precomposed and decomposed, Å and the Angstrom sign.
        let pieces = ["a", "K", "\u{212A}", ";", "\u{037E}", "`", "\u{1FEF}", "e", "\u{301}", "é", "Å", "\u{212B}", "A\u{30A}",
                      "id", "customClass", "ﬁ", "ß", "\u{200D}", "👍"]
        var generator = SystemRandomNumberGenerator()
        var names = pieces + ["", "customModuleProvider", "reuseIdentifier", "Kind", "\u{212A}ind", "a;b", "a\u{037E}b"]
        for _ in 0..<400 {
            names.append((0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for query in names {
            let made = IBElement.NameQuery(query)
            for other in names {
                #expect(made.matches(other) == (other == query), "query \(query.unicodeScalars.map(\.value)) name \(other.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test("A name's length decides only for ASCII without K, ; and `")
    func decidingLength() {
        #expect(IBElement.NameQuery("reuseIdentifier").decidingLength == 15)
        #expect(IBElement.NameQuery("").decidingLength == 0)
        for name in ["Kind", "a;b", "`x", "café", "\u{212A}"] { #expect(IBElement.NameQuery(name).decidingLength == -1, "\(name)") }
    }

    @Test("Elements and documents answer a query as they answer its name")
    func queriesAnswerAsNames() throws {
        let attributes = [("reuseIdentifier", "Row"), ("\u{212A}ey", "kelvin"), ("Key", "letter"), ("key", "lower"), ("caf\u{E9}", "composed")]
        let element = IBElement(index: 0, name: "view", attributes: attributes.map { IBAttribute(name: $0.0, value: $0.1) },
                                parent: nil, position: LinePosition(line: 1, column: 1),
                                startTag: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
        for name in ["reuseIdentifier", "Key", "\u{212A}ey", "key", "cafe\u{301}", "café", "absent", "reuseIdentifie"] {
            #expect(element[IBElement.NameQuery(name)] == element.attributes.first { $0.name == name }?.value, "\(name)")
            #expect(element[name] == element.attributes.first { $0.name == name }?.value, "\(name)")
        }
        #expect(element["Key"] == "kelvin", "the Kelvin sign is K: the first of the two wins")
    }

    @Test("Index, parent and position are kept in 32 bits and read back as set; a cached element past them is damage")
    func packedPlacement() throws {
        let far = LinePosition(line: Int(UInt32.max), column: 123_456)
        for (index, parent, position) in [(0, nil, LinePosition(line: 1, column: 1)), (7, 3, LinePosition(line: 40, column: 9)),
                                          (Int(Int32.max), Int(Int32.max) - 1, far)] as [(Int, Int?, LinePosition)] {
            var element = IBElement(index: index, name: "view", attributes: [], parent: parent,
                                    position: position, startTag: ByteRange(start: 0, end: 3), range: ByteRange(start: 0, end: 9))
            #expect(element.index == index && element.parent == parent && element.position == position)
            var writer = BinaryWriter()
            writer.write(element)
            var reader = BinaryReader(writer.bytes)
            #expect(try reader.read(IBElement.self) == element)
            element.parent = nil
            element.position = LinePosition(line: 2, column: 3)
            element.index = 5
            #expect(element.parent == nil && element.position == LinePosition(line: 2, column: 3) && element.index == 5)
        }
        #expect(MemoryLayout<IBElement>.stride <= 64, "the whole project's elements live for the whole run")
        // Written field by field as `IBElement.encode` writes them, with one number out of range each time.
        for (index, parent, line) in [(Int(Int32.max) + 1, 0, 1), (1, Int(Int32.max) + 1, 1), (1, 0, Int(UInt32.max) + 1), (-1, 0, 1)] {
            var writer = BinaryWriter()
            writer.write(index); writer.write("view"); writer.write([IBAttribute]()); writer.write(Optional(parent))
            writer.write(LinePosition(line: line, column: 1))
            writer.write(ByteRange(start: 0, end: 1)); writer.write(ByteRange(start: 0, end: 1))
            var reader = BinaryReader(writer.bytes)
            #expect(throws: BinaryCodingError.self, "\(index), \(parent), \(line)") { try reader.read(IBElement.self) }
        }
        // An element's range is kept as its end: one that starts elsewhere than its start tag is damage.
        var writer = BinaryWriter()
        writer.write(1); writer.write("view"); writer.write([IBAttribute]()); writer.write(Optional(0))
        writer.write(LinePosition(line: 1, column: 1))
        writer.write(ByteRange(start: 4, end: 9)); writer.write(ByteRange(start: 2, end: 12))
        var reader = BinaryReader(writer.bytes)
        #expect(throws: BinaryCodingError.self) { try reader.read(IBElement.self) }
    }
}
