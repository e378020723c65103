import XCTest
@testable import IBLintReporters

/// `PathResolver.normalize` returns paths that are normalized already as they are (told by bytes); these
/// tests hold it to the component walk.
final class PathResolverTests: XCTestCase {
    private func normalizeByComponents(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !isAbsolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    func testNormalizedPathsAsTheComponentWalkGivesThem() {
        var generator = SystemRandomNumberGenerator()
        let parts = ["App", "é", ".", "..", "", "...", ".hidden", "a b", "x\r\ny"]
        for _ in 0..<3000 {
            var path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
            if Bool.random(using: &generator) { path = "/" + path }
            if Bool.random(using: &generator) { path += "/" }
            XCTAssertEqual(PathResolver.normalize(path), normalizeByComponents(path), path.debugDescription)
        }
    }
}
