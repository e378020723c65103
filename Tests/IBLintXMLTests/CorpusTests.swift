import XCTest
@testable import IBLintXML
import IBLintCore

/// Loads every real-world interface file in `../shared/corpus` (next to the package) when it is there.
final class CorpusTests: XCTestCase {
    static var corpusDirectory: URL {
        URL(fileURLWithPath: #filePath)  // <package>/Tests/IBLintXMLTests/CorpusTests.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// Every interface file of the corpus, in path order; skips the test when there is none.
    static func corpusFiles() throws -> [URL] {
        let directory = corpusDirectory
        guard FileManager.default.fileExists(atPath: directory.path),
              let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw XCTSkip("no corpus at \(directory.path)")
        }
        let files = enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "xib" || $0.pathExtension == "storyboard" }
            .sorted { $0.path < $1.path }
        if files.isEmpty { throw XCTSkip("corpus at \(directory.path) has no interface files") }
        return files
    }

    /// Every element of every corpus file, loaded and read back from the cache's coding, says where its
    /// Storyboard ID and reuse identifier are as a search of its attributes finds them.
    func testIdentifierValuesAnswerAsASearchOnTheCorpus() throws {
        var found = 0
        for url in try Self.corpusFiles() {
            guard case .success(let loaded) = IBDocumentLoader.load(path: url.path, bytes: Array(try Data(contentsOf: url))) else { continue }
            var writer = BinaryWriter()
            loaded.encodeFacts(to: &writer)
            var reader = BinaryReader(writer.bytes)
            let decoded = try IBDocument(file: loaded.file, facts: &reader)
            for document in [loaded, decoded] {
                for position in document.elements.indices {
                    let slot = document.identifierValues(at: position)
                    let searched = document.attributeValues(.storyboardIdentifier, .reuseIdentifier, at: position)
                    XCTAssertTrue(slot.storyboardIdentifier == searched.0 && slot.reuseIdentifier == searched.1, "\(url.lastPathComponent) \(position)")
                    if slot.storyboardIdentifier != nil || slot.reuseIdentifier != nil { found += 1 }
                }
            }
        }
        XCTAssertGreaterThan(found, 100, "the corpus has Storyboard IDs and reuse identifiers")
    }

    func testCorpusLoadsWithExactSpans() throws {
        let files = try Self.corpusFiles()
        let inputs = try files.map { (path: $0.path, bytes: Array(try Data(contentsOf: $0))) }
        let clock = ContinuousClock()
        let started = clock.now
        let results = inputs.map { IBDocumentLoader.load(path: $0.path, bytes: $0.bytes) }
        let elapsed = clock.now - started

        var elementCount = 0, byteCount = 0, connectionCount = 0, objectCount = 0
        for result in results {
            let document: IBDocument
            switch result {
            case .success(let loaded): document = loaded
            case .failure(let error):
                XCTFail("\(error.path):\(error.line):\(error.column): \(error.message)")
                continue
            }
            byteCount += document.file.bytes.count
            elementCount += document.elements.count
            connectionCount += document.connections.count
            objectCount += document.objects.count
            check(document)
        }
        print("corpus: \(files.count) files, \(byteCount) bytes, \(elementCount) elements, \(objectCount) objects, "
              + "\(connectionCount) connections loaded in \(elapsed)")
    }

    /// The two identifier names asked of every element at once (`attributeValues`) answer as two look-ups do,
    /// on every element of the corpus, in both orders.
    func testTwoNamesAtOnceAnswerAsTwoLookUpsOnTheCorpus() throws {
        var found = 0
        for url in try Self.corpusFiles() {
            guard case .success(let document) = IBDocumentLoader.load(path: url.path, bytes: Array(try Data(contentsOf: url))) else { continue }
            for position in document.elements.indices {
                let storyboardID = document.attributeValue(.storyboardIdentifier, at: position)
                let reuseIdentifier = document.attributeValue(.reuseIdentifier, at: position)
                let both = document.attributeValues(.storyboardIdentifier, .reuseIdentifier, at: position)
                let reversed = document.attributeValues(.reuseIdentifier, .storyboardIdentifier, at: position)
                XCTAssertTrue(both == (storyboardID, reuseIdentifier) && reversed == (reuseIdentifier, storyboardID),
                              "\(url.path): element \(position)")
                if storyboardID != nil || reuseIdentifier != nil { found += 1 }
            }
        }
        XCTAssertGreaterThan(found, 100)
    }

    private func check(_ document: IBDocument) {
        let file = document.file
        let objects = Set(document.objects)
        var failures = 0
        func fail(_ message: String, _ element: IBElement) {
            failures += 1
            if failures <= 5 { XCTFail("\(file.path):\(element.position): \(message)") }
        }
        for element in document.elements {
            let tag = file.text(element.startTag)
            if !tag.hasPrefix("<" + element.name) || !tag.hasSuffix(">") {
                fail("start tag of <\(element.name)> is \(tag.debugDescription)", element)
                continue
            }
            if !element.range.contains(element.startTag) || !file.text(element.range).hasSuffix(">") {
                fail("range of <\(element.name)> is \(element.range)", element)
            }
            if element.position != file.position(ofByte: element.startTag.start) {
                fail("position of <\(element.name)> is \(element.position)", element)
            }
            for attribute in element.attributes {
                guard let valueRange = attribute.valueRange, let range = attribute.range else {
                    fail("attribute \(attribute.name) of <\(element.name)> not located", element)
                    continue
                }
                let raw = file.text(valueRange)
                if raw != attribute.value && !raw.contains("&") {
                    fail("attribute \(attribute.name) raw \(raw.debugDescription) ≠ value \(attribute.value.debugDescription)", element)
                }
                if decodeBasicEntities(raw) != attribute.value {
                    fail("attribute \(attribute.name) raw \(raw.debugDescription) does not decode to \(attribute.value.debugDescription)", element)
                }
                if !file.text(range).hasPrefix(attribute.name) || !element.startTag.contains(range) {
                    fail("attribute \(attribute.name) range is \(file.text(range).debugDescription)", element)
                }
            }
        }
        for connection in document.connections where !objects.contains(connection.source) {
            fail("source of \(connection.kind) \(connection.id ?? "") is <\(document[connection.source].name)>, not an object",
                 document[connection.element])
        }
        for attribute in document.runtimeAttributes where !objects.contains(attribute.object) {
            fail("runtime attribute \(attribute.keyPath) is on <\(document[attribute.object].name)>", document[attribute.element])
        }
        for constraint in document.constraints where !objects.contains(constraint.owner) {
            fail("constraint owner is <\(document[constraint.owner].name)>", document[constraint.element])
        }
    }

    /// The references Xcode writes in attribute values: the five predefined entities and character references.
    private func decodeBasicEntities(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            switch name {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                var digits = name.dropFirst()
                var radix = 10
                if digits.first == "x" { digits = digits.dropFirst(); radix = 16 }
                if name.first == "#", let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += rest[ampersand...semicolon]
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
