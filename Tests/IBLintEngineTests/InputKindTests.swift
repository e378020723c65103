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
}
