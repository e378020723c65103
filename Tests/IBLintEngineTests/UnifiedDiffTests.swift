import XCTest
@testable import IBLintEngine

final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.diff(path: "A.xib", old: Array(old.utf8), new: Array(new.utf8))
    }

    func testIdenticalFilesHaveNoDiff() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
    }

    func testOneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(diff(old, new), """
            --- a/A.xib
            +++ b/A.xib
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testInsertionDeletionAndSeparateHunks() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        var lines = (1...20).map { "l\($0)\n" }
        lines.remove(at: 1)            // delete l2
        lines.insert("new\n", at: 15)  // insert after l17 (index shifted)
        let result = diff(old, lines.joined())
        XCTAssertTrue(result.contains("@@ -1,5 +1,4 @@\n l1\n-l2\n l3\n"), result)
        XCTAssertTrue(result.contains("+new\n"), result)
        XCTAssertEqual(result.components(separatedBy: "@@ -").count - 1, 2, "two hunks far apart")
    }

    func testMissingFinalNewlineIsShown() {
        XCTAssertEqual(diff("a\nb", "a\nc"), """
            --- a/A.xib
            +++ b/A.xib
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
    }

    func testDiffAppliedByPatchReproducesTheNewFile() throws {
        // Cross-check with the system's patch tool when present.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { throw XCTSkip("no patch") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let old = (0..<60).map { _ in "v\(Int.random(in: 0..<8, using: &generator))\n" }.joined()
            var newLines = old.split(separator: "\n").map(String.init)
            for _ in 0..<4 {
                let position = Int.random(in: 0..<newLines.count, using: &generator)
                if Bool.random(using: &generator) { newLines.remove(at: position) } else { newLines.insert("x\(position)", at: position) }
            }
            let new = newLines.map { $0 + "\n" }.joined()
            let file = directory.appendingPathComponent("A.xib")
            try old.write(to: file, atomically: true, encoding: .utf8)
            let patchFile = directory.appendingPathComponent("fix.patch")
            try diff(old, new).write(to: patchFile, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            process.arguments = ["-s", "-p1", "-i", patchFile.path]
            process.currentDirectoryURL = directory
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), new)
        }
    }
}
