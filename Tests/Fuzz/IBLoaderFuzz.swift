// libFuzzer harness: the interface-file loader (libxml2 + the raw tag scanner that finds byte spans, and
// the placement at libxml2's own positions, which must agree with it) and the raw attribute scan used on
// unreadable files. Built and run by scripts/fuzz; not part of any
// SwiftPM target. Any byte sequence must load or fail with an error; every span must lie in the input.
import IBLintCore
@testable import IBLintXML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = ByteRange(start: 0, end: size)

    // The raw scanner on any bytes, well-formed or not.
    let tags = RawTagScanner.scan(bytes)
    var attributesSeen = 0
    for tag in tags {
        require(tag.attributes.lowerBound == attributesSeen && tag.attributes.upperBound <= tags.attributes.count,
                "a tag's attributes are not the ones after the tag before")
        attributesSeen = tag.attributes.upperBound
        require(whole.contains(tag.tag) && tag.tag.contains(tag.name), "tag span outside the input")
        require(bytes[tag.tag.start] == UInt8(ascii: "<") && bytes[tag.tag.end - 1] == UInt8(ascii: ">"), "tag span is not <…>")
        for attribute in tags.attributes(of: tag) {
            require(tag.tag.contains(attribute.range) && attribute.range.contains(attribute.name)
                    && attribute.range.contains(attribute.value), "attribute span outside its tag")
        }
        if let end = tag.elementEnd { require(end >= tag.tag.end && end <= size, "element end outside the input") }
    }
    require(attributesSeen == tags.attributes.count, "attributes left over from a tag that was not kept")
    for value in RawAttributeScan.values(in: bytes, named: "customClass") { require(!value.isEmpty, "empty raw value") }
    _ = RawAttributeScan.values(in: bytes)

    // Elements placed where libxml2 reported them agree with the same elements placed by scanning the bytes.
    if case .success(let read) = LibXML2Reader.parseWithPositions(bytes) {
        let file = SourceFile(path: "Fuzz.storyboard", bytes: bytes)
        if let placed = ElementLocator.locateAtReportedPositions(read.elements, valueStarts: read.valueStarts, in: file) {
            let scanned = ElementLocator.locateByScanning(read.elements, in: file)
            require(placed.count == scanned.count, "placed and scanned element counts differ")
            for (left, right) in zip(placed, scanned) {
                require(left == right && left.position == right.position && left.startTag == right.startTag && left.range == right.range,
                        "an element placed at libxml2's positions differs from the scanned one")
                require(zip(left.attributes, right.attributes).allSatisfy { $0.valueRange == $1.valueRange && $0.range == $1.range },
                        "an attribute placed at libxml2's positions differs from the scanned one")
            }
        }
    }

    switch IBDocumentLoader.load(path: "Fuzz.storyboard", bytes: bytes) {
    case .failure(let error):
        require(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "load error without a position or message")
    case .success(let document):
        let lines = document.file.lineStarts.count
        for element in document.elements {
            require(whole.contains(element.range) && element.range.contains(element.startTag), "element span outside the input")
            require(element.position.line >= 1 && element.position.line <= lines, "element line outside the file")
            if !element.startTag.isEmpty {
                require(bytes[element.startTag.start] == UInt8(ascii: "<"), "start tag does not start with <")
                require(bytes[element.startTag.end - 1] == UInt8(ascii: ">"), "start tag does not end with >")
                require(bytes[element.range.end - 1] == UInt8(ascii: ">"), "element does not end with >")
                let name = element.startTag.start + 1
                require(name + element.name.utf8.count <= size
                        && bytes[name..<name + element.name.utf8.count].elementsEqual(element.name.utf8), "start tag is another element's")
            }
            for child in document.children(of: element.index) { require(document.elements[child].parent == element.index, "child/parent mismatch") }
            let end = document.subtreeEnd(of: element.index)
            require(end > element.index && end <= document.elements.count, "subtree outside the document")
            if let parent = element.parent { require(document.subtreeEnd(of: parent) >= end, "subtree outside its parent's") }
            for attribute in element.attributes {
                if let range = attribute.range { require(element.startTag.contains(range), "attribute outside its start tag") }
                if let value = attribute.valueRange {
                    require(element.startTag.contains(value), "attribute value outside its start tag")
                    let raw = bytes[value.start..<value.end]
                    if !raw.contains(where: { $0 == UInt8(ascii: "&") || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                        require(String(decoding: raw, as: UTF8.self) == attribute.value, "located value differs from libxml2's")
                    }
                }
            }
            _ = document.location(of: element)
            // The edits fixes are made of must stay inside the file, whatever element they are asked about.
            var edits = [InterfaceEdits.removeElement(element, in: document), InterfaceEdits.removeOnlyChild(element, in: document)].compactMap { $0 }
            edits += [InterfaceEdits.insertAttributes([("a", "b")], into: element, after: ["id"], in: document),
                      InterfaceEdits.insertAttributes([("a", "b")], into: element, in: document)].compactMap { $0 }
            if element.name == "outlet" || element.name == "action" || element.name == "segue" {
                if let removal = InterfaceEdits.removeConnection(element, in: document) { edits.append(removal) }
            }
            for attribute in element.attributes {
                edits += [InterfaceEdits.setValue(of: attribute, to: "x", in: document),
                          InterfaceEdits.removeAttribute(attribute, in: document)].compactMap { $0 }
            }
            for edit in edits { require(whole.contains(edit.range), "an edit outside the file") }
        }
        for connection in document.connections { require(connection.source < document.elements.count, "connection source") }
        _ = document.filesOwner
        _ = document.topLevelObjects
        for index in document.elements.indices { _ = document.scene(containing: index) }
    }
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}
