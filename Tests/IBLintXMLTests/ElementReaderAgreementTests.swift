import CLibXML2
import Foundation
import XCTest
@testable import IBLintXML

/// `LibXML2Reader.parse` reads elements through libxml2's SAX2 callbacks instead of building libxml2's tree.
/// These tests hold it to what the tree gave: the same elements in the same order, with the same names,
/// attributes (values decoded the same way), parents and lines, on hand-made edge cases and every real
/// interface file of the corpus.
final class ElementReaderAgreementTests: XCTestCase {
    /// The tree, as iblint read it before: libxml2's own SAX2 handlers build it, a pre-order walk copies the
    /// element nodes out (entity reference nodes not entered).
    private enum TreeReference {
        static func parse(_ bytes: [UInt8]) -> [ParsedElement]? {
            guard let context = xmlNewParserCtxt() else { return nil }
            defer { xmlFreeParserCtxt(context) }
            let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    xmlCtxtReadMemory(context, chars.baseAddress, Int32(bytes.count), nil, "UTF-8",
                                      LibXML2Reader.options | Int32(bitPattern: XML_PARSE_NOERROR.rawValue))
                }
            }
            guard let document, context.pointee.wellFormed != 0 else {
                if let document { xmlFreeDoc(document) }
                return nil
            }
            defer { xmlFreeDoc(document) }
            guard let root = xmlDocGetRootElement(document) else { return nil }
            var result: [ParsedElement] = []
            var stack: [(node: xmlNodePtr, parent: Int?)] = [(root, nil)]
            while let (node, parent) = stack.popLast() {
                let index = result.count
                let line = node.pointee.line == UInt16.max ? -1 : xmlGetLineNo(node)
                var attributes: [(name: String, value: String)] = []
                var attribute = node.pointee.properties
                while let current = attribute {
                    attributes.append((name(current.pointee.name, current.pointee.ns), value(of: current)))
                    attribute = current.pointee.next
                }
                result.append(ParsedElement(name: name(node.pointee.name, node.pointee.ns), attributes: attributes,
                                            parent: parent, line: line > 0 ? Int(line) : nil))
                var children: [xmlNodePtr] = []
                var child = node.pointee.children
                while let current = child {
                    if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                    child = current.pointee.next
                }
                for element in children.reversed() { stack.append((element, index)) }
            }
            return result
        }

        private static func name(_ name: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?) -> String {
            let local = name.map { String(cString: $0) } ?? ""
            guard let prefix = namespace?.pointee.prefix else { return local }
            return String(cString: prefix) + ":" + local
        }

        private static func value(of attribute: xmlAttrPtr) -> String {
            var value = ""
            var child = attribute.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: value += current.pointee.content.map { String(cString: $0) } ?? ""
                case XML_ENTITY_REF_NODE: value += "&" + (current.pointee.name.map { String(cString: $0) } ?? "") + ";"
                default: break
                }
                child = current.pointee.next
            }
            return value
        }
    }

    private func described(_ elements: [ParsedElement]) -> [String] {
        elements.map { element in
            let attributes = element.attributes.map { "\($0.name)=\($0.value.debugDescription)" }.joined(separator: " ")
            return "\(element.name) [\(attributes)] parent \(element.parent.map(String.init) ?? "-") line \(element.line.map(String.init) ?? "-")"
        }
    }

    private func assertAgree(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        assertAgree(Array(text.utf8), label, file: file, line: line)
    }

    private func assertAgree(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let reference = TreeReference.parse(bytes)
        switch LibXML2Reader.parse(bytes) {
        case .success(let elements):
            guard let reference else { return XCTFail("\(label): the tree failed, the reader did not", file: file, line: line) }
            XCTAssertEqual(described(elements), described(reference), label, file: file, line: line)
        case .failure(let failure):
            XCTAssertNil(reference, "\(label): the reader failed (\(failure.message)), the tree did not", file: file, line: line)
        }
    }

    func testEdgeCasesReadAsTheTreeDid() {
        let cases: [(String, String)] = [
            ("references in values", #"<d a="x &amp; y" b="&lt;&gt;&quot;&apos;" c="&#38;&#x26;&#233;&#x1F600;" e="tab&#9;nl&#10;" f="&amp;amp;"/>"#),
            ("a user entity in a value stays written", """
                <!DOCTYPE d [<!ENTITY name "Bob"><!ENTITY tag "&#38;#60;b&#62;">]>
                <d a="hi &name;!" b="&name;&amp;&name;" c="&tag;"><e f="&name;"/></d>
                """),
            ("elements inside an entity are not the file's", """
                <!DOCTYPE d [<!ENTITY inner "<x id='in'/><y/>">]>
                <d><a>&inner;</a><b id="after"/>&inner;</d>
                """),
            ("DTD defaults are not added", """
                <!DOCTYPE d [<!ATTLIST v note CDATA "x > y" kind CDATA #IMPLIED>]>
                <d><v id="1"/><v id="2" note="own"/></d>
                """),
            ("namespaces and prefixes", """
                <d xmlns:p="urn:p" p:a="1" q:b="2"><p:e p:c="3"/><q:f/></d>
                """),
            ("whitespace in values is normalized", "<d a=\"one\ntwo\tthree\r\nfour\" b='  spaced  '/>"),
            ("comments, CDATA and processing instructions", """
                <?xml version="1.0"?><!-- c --><d><?pi x?><![CDATA[<fake/>]]><e/><!-- <fake/> --><f>text &amp; more</f></d>
                """),
            ("wrapped start tags", "<d>\n<e\n  a=\"1\"\n  b=\"2\"\n/>\n<f\na=\"3\">\n</f>\n</d>"),
            ("deep nesting", String(repeating: "<e>", count: 300) + String(repeating: "</e>", count: 300)),
            ("non-ASCII names and values", #"<d ä="ö" text="日本語 – “quoted”"><é/></d>"#),
            ("not well-formed", "<d><e></d>"),
            ("undeclared entity", #"<d a="&nope;"/>"#),
        ]
        for (label, text) in cases { assertAgree(text, label) }
        // Lines past 65535: the tree kept 16 bits; both read no line there.
        assertAgree("<d>\n" + String(repeating: "<e/>\n", count: 66_000) + "<last/></d>", "lines past 65535")
    }

    func testFixturesAndCorpusReadAsTheTreeDid() throws {
        for (label, text) in [("profile header", Fixtures.profileHeaderXib), ("main storyboard", Fixtures.mainStoryboard),
                              ("mac", Fixtures.macXib), ("tv", Fixtures.tvStoryboard)] {
            assertAgree(text, label)
        }
        for url in try CorpusTests.corpusFiles() {
            assertAgree(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }
}
