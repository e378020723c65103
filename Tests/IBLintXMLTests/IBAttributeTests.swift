import IBLintCore
@testable import IBLintXML
import Testing

/// An attribute keeps its two spans as 32-bit offsets (every attribute of a project lives for the whole run).
@Suite("Interface attributes")
struct IBAttributeTests {
    @Test("Spans read back as they were set: absent, empty, at the start, far into a large file")
    func spansRoundTrip() {
        let spans: [ByteRange?] = [nil, ByteRange(start: 0, end: 0), ByteRange(start: 0, end: 7),
                                   ByteRange(start: 12, end: 40), ByteRange(start: 2_000_000_000, end: 2_000_000_123),
                                   ByteRange(start: ByteRange.maximumOffset - 1, end: ByteRange.maximumOffset)]
        for valueRange in spans {
            for range in spans {
                var attribute = IBAttribute(name: "customClass", value: "CartView", valueRange: valueRange, range: range)
                #expect(attribute.valueRange == valueRange && attribute.range == range)
                attribute.valueRange = nil
                #expect(attribute.valueRange == nil && attribute.range == range)
                attribute.range = ByteRange(start: 1, end: 2)
                #expect(attribute.range == ByteRange(start: 1, end: 2))
            }
        }
    }

    @Test("The cache's coding refuses a span past the largest offset a byte range holds")
    func spanPastTheLargestOffset() {
        var writer = BinaryWriter()
        writer.write("id"); writer.write("x")
        writer.writeVarint(UInt64(ByteRange.maximumOffset) + 1)  // a located span (start + 1): starting at the largest offset
        writer.writeVarint(1)                                    // one byte long: past it
        writer.writeVarint(0)
        var reader = BinaryReader(writer.bytes)
        #expect(throws: BinaryCodingError.self) { try reader.read(IBAttribute.self) }
    }

    @Test("Equal and hashed by name, value and spans; the cache's coding keeps the spans")
    func equalityAndCoding() throws {
        let located = IBAttribute(name: "id", value: "a-b-c", valueRange: ByteRange(start: 10, end: 15),
                                  range: ByteRange(start: 6, end: 16))
        let unlocated = IBAttribute(name: "id", value: "a-b-c")
        #expect(located != unlocated)
        #expect(located == IBAttribute(name: "id", value: "a-b-c", valueRange: ByteRange(start: 10, end: 15),
                                       range: ByteRange(start: 6, end: 16)))
        for attribute in [located, unlocated] {
            var writer = BinaryWriter()
            writer.write(attribute)
            var reader = BinaryReader(writer.bytes)
            #expect(try reader.read(IBAttribute.self) == attribute)
        }
        #expect(MemoryLayout<IBAttribute>.stride <= 48, "two strings and four 32-bit offsets")
    }

    @Test("An element's attributes are a run of its document's: equal to the same attributes kept anywhere, coded as an array")
    func runsOfTheDocumentsAttributes() throws {
        let all = (0..<6).map { IBAttribute(name: "a\($0)", value: "v\($0)") }
        let run = IBAttributes(sharing: all, 2..<5)
        #expect(run.count == 3 && Array(run) == Array(all[2..<5]) && run.array == Array(all[2..<5]))
        #expect(run == IBAttributes(Array(all[2..<5])) && run.hashValue == IBAttributes(Array(all[2..<5])).hashValue)
        #expect(run != IBAttributes(sharing: all, 1..<4) && run != IBAttributes(sharing: all, 2..<4))
        #expect(IBAttributes(sharing: all, 3..<3).isEmpty && IBAttributes(sharing: all, 3..<3) == IBAttributes())
        #expect(run.withUnsafeBufferPointer { Array($0) } == Array(all[2..<5]))
        #expect(MemoryLayout<IBAttributes>.size == 16, "a reference and two 32-bit numbers")
        // Changed, a run becomes an array of its own; the document's is left as it was.
        var changed = run
        changed.removeAll { $0.name == "a3" }
        changed.insert(IBAttribute(name: "b", value: "w"), at: 0)
        #expect(changed.map(\.name) == ["b", "a2", "a4"] && run.map(\.name) == ["a2", "a3", "a4"] && all.count == 6)
        // Written as an array of attributes is, and read back equal.
        var writer = BinaryWriter(), arrayWriter = BinaryWriter()
        writer.write(run)
        arrayWriter.write(Array(all[2..<5]))
        #expect(writer.bytes == arrayWriter.bytes)
        var reader = BinaryReader(writer.bytes)
        #expect(try reader.read(IBAttributes.self) == run)
    }

    @Test("A loaded document's elements, connections and constraints share one array of attributes")
    func loadedDocumentsShareTheirAttributes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView">
                        <connections>
                            <outlet property="title" destination="t1" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v1">
                        <subviews>
                            <label text="Hi" id="t1"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="t1" firstAttribute="top" secondItem="v1" secondAttribute="top" id="c1"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        guard case .success(let document) = IBDocumentLoader.load(path: "CardView.xib", bytes: Array(text.utf8)) else {
            Issue.record("the xib did not load")
            return
        }
        // Each run starts right after the one before, in document order: one array holds them all.
        var next: UnsafePointer<IBAttribute>?
        for element in document.elements where !element.attributes.isEmpty {
            element.attributes.withUnsafeBufferPointer { buffer in
                if let next { #expect(buffer.baseAddress == next, "\(element.name)") }
                next = buffer.baseAddress! + buffer.count
            }
        }
        #expect(document.connections.first?.property == "title" && document.constraints.first?.firstItem == "t1")
        #expect(document.connections.first?.attributes == document[document.connections[0].element].attributes)
        #expect(document.elementsByID["v1"].map { document[$0]["contentMode"] } == "scaleToFill")
    }
}

/// A document's ids, each to its first element, in a table of element numbers.
@Suite("Element id tables")
struct IBElementIDTableTests {
    private static func elements(_ ids: [String?]) -> [IBElement] {
        ids.enumerated().map { index, id in
            IBElement(index: index, name: "view", attributes: id.map { [IBAttribute(name: "id", value: $0)] } ?? [],
                      parent: index == 0 ? nil : 0, position: LinePosition(line: 1, column: 1),
                      startTag: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
        }
    }

    @Test("Each id finds the first element carrying it, as a [String: Int] filled first-wins did; unknown ids find nothing")
    func answersAsADictionary() {
        // Enough ids to grow past the smallest table, with repeats, an empty id and canonically equal spellings.
        var ids: [String?] = [nil]
        for number in 0..<300 { ids.append("id-\(number % 217)") }
        ids += ["", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "K", nil, "x"]
        let elements = Self.elements(ids)
        let table = IBElementIDTable(elements: elements)
        var dictionary: [String: Int] = [:]
        for (index, id) in ids.enumerated() { if let id, dictionary[id] == nil { dictionary[id] = index } }
        #expect(table.count == dictionary.count)
        for id in Set(ids.compactMap { $0 }) + ["absent", "id-217", "Kelvin"] { #expect(table[id] == dictionary[id], "\(id)") }
        #expect(table["cafe\u{301}"] == table["caf\u{E9}"] && table["K"] == table["\u{212A}"], "Strings canonically equal are one id")
        #expect(IBElementIDTable(elements: Self.elements([nil, nil])).isEmpty && IBElementIDTable()["x"] == nil)
    }

    @Test("Equal when the same ids go to the same elements, whatever else the elements hold")
    func equality() {
        let one = IBElementIDTable(elements: Self.elements([nil, "a", "b", "a"]))
        #expect(one == IBElementIDTable(elements: Self.elements([nil, "a", "b", "a"])))
        #expect(one == IBElementIDTable(elements: Self.elements([nil, "a", "b", "a", nil])))
        #expect(one != IBElementIDTable(elements: Self.elements([nil, "b", "a"])))
        #expect(one != IBElementIDTable(elements: Self.elements([nil, "a", "b", "c"])))
        #expect(MemoryLayout<IBElementIDTable>.size <= 24)
    }
}
