import Foundation
import XCTest
@testable import IBLintEngine

/// What discovery makes of a file's name: the extension as `NSString.pathExtension` reads it (which an
/// earlier version called for every file), project files by name.
final class InputKindTests: XCTestCase {
    func testKindsByNameAndExtension() {
        let cases: [(String, InputKind?)] = [
            ("App/Main.storyboard", .interface), ("/abs/View.xib", .interface), ("View.xib", .interface),
            ("Sources/App.swift", .swift), ("a.b/c.swift", .swift), ("Legacy.h", .objc), ("Legacy.m", .objc), ("Legacy.mm", .objc),
            ("App/Package.swift", .projectFile), ("Podfile.lock", .projectFile), ("App.xcodeproj/project.pbxproj", .projectFile),
            ("project.yml", .projectFile), (".gitignore", .projectFile),
            ("App/Assets.xcassets/cart.imageset/Contents.json", .asset), ("App/logo.PNG", .asset),
            ("App/.swift", nil), ("App/.xib", nil), ("App/View.XIB", nil), ("App/swift", nil), ("App/View.", nil),
            ("App/notes.txt", nil), ("App/View.xib.orig", nil), ("App/folder.swift/", .swift),
        ]
        for (path, kind) in cases {
            XCTAssertEqual(InputKind(path: path), kind, path)
            // The reading it replaced.
            let name = (path as NSString).lastPathComponent
            if kind == .interface || kind == .swift || kind == .objc {
                XCTAssertTrue(["xib", "storyboard", "swift", "h", "m", "mm"].contains((name as NSString).pathExtension), path)
            }
        }
    }

    /// The reading by bytes decides as the reading by `String` does, on random paths built from the
    /// names and extensions that matter, non-ASCII names (the Kelvin sign lowercases to `k`) and slashes.
    func testBytesReadAsTextDoes() {
        let pieces = ["/", ".", "a", "swift", "xib", "storyboard", "h", "m", "mm", "Podfile", "Podfile.lock", "Package.swift",
                      "project.pbxproj", "App.xcodeproj", "Assets.xcassets", "PNG", "png", "JpEg", "icns", "é", "\u{212A}", "e\u{301}",
                      ".gitignore", ".gitmodules", "Cartfile.resolved", "project.yml", "Contents.json"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let path = (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            XCTAssertEqual(InputKind(path: path), InputKind.classifyAsText(path), path)
        }
        XCTAssertEqual(InputKind(path: "App/x.xcassets/logo.imageset/a.PNG"), .asset)
        XCTAssertEqual(InputKind(path: "App/logo.\u{212A}"), nil)
        XCTAssertEqual(InputKind(path: "App/Vi\u{301}ew.swift"), .swift)
    }
}
