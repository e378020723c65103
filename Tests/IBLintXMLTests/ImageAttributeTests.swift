import IBLintXML
import XCTest

/// `InterfaceResources.isImageAttribute` tests its `Image` suffix by bytes; held here to `hasSuffix`.
final class ImageAttributeTests: XCTestCase {
    func testImageAttributesAsHasSuffixTellsThem() {
        let names = ["image", "Image", "selectedImage", "backgroundImage", "background", "disabledBackground", "images",
                     "imageName", "highlightedImag", "e\u{301}Image", "x\u{600}Image", "Imagé", "Image\u{301}", "", "title"]
        for name in names {
            let expected = name == "image" || name.hasSuffix("Image") || name == "background" || name == "disabledBackground"
            XCTAssertEqual(InterfaceResources.isImageAttribute(name), expected, name.debugDescription)
        }
    }
}
