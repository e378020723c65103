import IBLintCore
import Testing

@Suite("Keywords compared as bytes")
struct ASCIIWordTests {
    @Test("A word is a keyword exactly when its bytes are the keyword's")
    func agreesWithElementsEqual() {
        let keywords: [StaticString] = ["enum", "class", "actor", "struct", "protocol", "typealias", "interface", "implementation",
                                        "var", "let", "case", "objc", ""]
        let words = ["enum", "Enum", "enu", "enums", "class", "clas", "classX", "actor", "struct", "protocol", "typealias",
                     "interface", "implementation", "implementatioN", "var", "let", "lets", "case", "objc", "", "é", "caseé"]
        for word in words {
            let bytes = Array(word.utf8)
            for keyword in keywords {
                let expected = bytes.elementsEqual(UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount))
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(ASCIIWord.is(buffer, keyword) == expected, "\(word) / \(keyword)")
                }
            }
        }
    }
}

@Suite("Constraint members compared as bytes")
struct ConstraintMemberBytesTests {
    @Test("An ASCII member's bytes answer as its String does")
    func agreesWithTheStringForm() {
        let members = ["topAnchor", "Anchor", "anchor", "nchor", "snp", "snpX", "sn", "addConstraint", "addConstraints",
                       "addConstraintz", "translatesAutoresizingMaskIntoConstraints", "translatesAutoresizingMaskIntoConstraint",
                       "frame", "", "centerXAnchorX"]
        for member in members {
            let bytes = Array(member.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                #expect(AutoLayoutNames.isConstraintMember(asciiBytes: buffer) == AutoLayoutNames.isConstraintMember(member), "\(member)")
            }
        }
    }
}
