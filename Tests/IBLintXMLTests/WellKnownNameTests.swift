import IBLintCore
@testable import IBLintXML
import Testing

/// Xcode's long element and attribute names are read as the reader's string literals, made once, not once
/// per file; any other name is read as written.
@Suite("Well-known long names")
struct WellKnownNameTests {
    static func document(_ attributes: String) throws -> IBDocument {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root" \(attributes)/>
                </objects>
            </document>
            """
        return try IBDocumentLoader.load(path: "View.xib", bytes: Array(xib.utf8)).get()
    }

    static func storage(_ string: String) -> UnsafeRawPointer? {
        var string = string
        return string.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("A well-known name shares the literal's storage in every file; other names read as written")
    func wellKnownNamesAreLiterals() throws {
        let literal = try #require(LibXML2Reader.wellKnownNameList.first { $0 == "translatesAutoresizingMaskIntoConstraints" })
        let attributes = #"translatesAutoresizingMaskIntoConstraints="NO" aVeryLongAttributeNameNobodyWrites="1" short="2""#
        for document in [try Self.document(attributes), try Self.document(attributes)] {
            let root = try #require(document.elements.first { $0.id == "root" })
            #expect(root.attributes.map(\.name) == ["id", "translatesAutoresizingMaskIntoConstraints", "aVeryLongAttributeNameNobodyWrites", "short"])
            #expect(Self.storage(root.attributes[1].name) == Self.storage(literal), "the literal itself")
            #expect(root["aVeryLongAttributeNameNobodyWrites"] == "1" && root["translatesAutoresizingMaskIntoConstraints"] == "NO")
        }
        #expect(LibXML2Reader.wellKnownNameList.allSatisfy { $0.utf8.count > 15 }, "shorter names are stored inline anyway")
        #expect(Set(LibXML2Reader.wellKnownNameList).count == LibXML2Reader.wellKnownNameList.count)
    }
}
