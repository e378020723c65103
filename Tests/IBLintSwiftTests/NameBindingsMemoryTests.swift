import IBLintCore
@testable import IBLintSwift
import XCTest

/// A file's name bindings are kept for the whole run: without the room their arrays grew into.
final class NameBindingsMemoryTests: XCTestCase {
    func testBindingArraysAreKeptAtTheirSize() {
        var text = "final class Screen: UIViewController {\n    var header = HeaderView()\n    func load() {\n"
        for index in 0..<37 { text += "        let banner\(index) = BannerView.instantiate(style: .wide, index: \(index))\n" }
        text += "        view = ProfileView()\n    }\n}\n"
        let bindings = SwiftScanner.scan(SourceFile(path: "Screen.swift", text: text)).nameBindings
        XCTAssertEqual(bindings.count, 38, "every let and the assigned property; not the view")
        XCTAssertEqual(bindings.lineNames.count, 1 + 37 * 5)
        // The allocator hands out 16-byte steps: up to three spare 4-byte numbers are its rounding, not growth.
        for (name, array) in [("bound", bindings.bound), ("ends", bindings.ends), ("lineNames", bindings.lineNames)] {
            XCTAssertLessThan(array.capacity - array.count, 4, name)
        }
    }
}
