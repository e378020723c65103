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
