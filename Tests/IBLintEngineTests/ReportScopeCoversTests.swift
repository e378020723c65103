import IBLintEngine
import XCTest

/// `ReportScope.covers` walks a path's folders by their slashes' bytes; these tests hold it to the
/// plain definition, stepping back a `Character` at a time.
final class ReportScopeCoversTests: XCTestCase {
    private func coversByCharacters(_ scope: ReportScope, _ path: String) -> Bool {
        if scope.paths.contains(path) { return true }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if scope.paths.contains(String(folder)) || (folder.isEmpty && scope.paths.contains("/")) { return true }
        }
        return scope.paths.contains(".") && !path.hasPrefix("/")
    }

    func testFoldersFoundByBytesAreThoseFoundByCharacters() {
        var generator = SystemRandomNumberGenerator()
        // Non-ASCII neighbours of a slash: a combining mark after it and a prepended mark before it join
        // the slash into a larger character, so that it separates no folders.
        let parts = ["App", "Views", "é", "\u{301}x", "x\u{600}", "Card View.xib", "", ".", "/"]
        func randomPath(of parts: [String]) -> String {
            let path = (0..<Int.random(in: 1...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
            return Bool.random(using: &generator) ? "/" + path : path
        }
        func randomPath() -> String { randomPath(of: parts) }
        for _ in 0..<2000 {
            let scope = ReportScope(paths: (0..<Int.random(in: 1...3, using: &generator)).map { _ in randomPath() })
            let path = randomPath()
            XCTAssertEqual(scope.covers(path), coversByCharacters(scope, path), "\(path.debugDescription) in \(scope.paths.sorted())")
        }
        // All ASCII: a hook's few files, compared byte by byte.
        let asciiParts = ["App", "Views", "Card View.xib", "", ".", "..", "/", "K", "App.swift"]
        func randomASCIIPath() -> String { randomPath(of: asciiParts) }
        for _ in 0..<4000 {
            let scope = ReportScope(paths: (0..<Int.random(in: 1...4, using: &generator)).map { _ in randomASCIIPath() })
            let path = Bool.random(using: &generator) ? randomASCIIPath() : randomPath()
            XCTAssertEqual(scope.covers(path), coversByCharacters(scope, path), "\(path.debugDescription) in \(scope.paths.sorted())")
        }
        // A non-ASCII scope path may equal an ASCII folder: the Kelvin sign is "K".
        XCTAssertTrue(ReportScope(paths: ["\u{212A}"]).covers("K/Card.xib"))
        XCTAssertTrue(ReportScope(paths: ["."]).covers("App/Card.xib"))
        XCTAssertFalse(ReportScope(paths: ["."]).covers("/App/Card.xib"))
        XCTAssertTrue(ReportScope(paths: ["/"]).covers("/App/Card.xib"))
        XCTAssertFalse(ReportScope(paths: ["/"]).covers("App/Card.xib"))
        XCTAssertTrue(ReportScope(paths: ["App/Views"]).covers("App/Views/Card.xib"))
        XCTAssertFalse(ReportScope(paths: ["App/Views"]).covers("App/ViewsOld/Card.xib"))
        // "/\u{301}" is one character, not a slash: App is no folder of this path.
        XCTAssertFalse(ReportScope(paths: ["App"]).covers("App/\u{301}Views/Card.xib"))
    }
}
