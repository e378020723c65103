// libFuzzer harness: a `.gitignore`'s rules and the paths asked of it, as the project model asks them. Built
// and run by scripts/fuzz. The input is the file's text, then a line `--`, then paths one a line (without
// that line, every line is both a rule and a path). Any input must be read and every path answered without
// a crash, and each answer given with the folders' decisions kept across the paths (as the model asks about
// a checkout's absent files) must be the answer given to that path alone.
import IBLintCore
import IBLintIndex

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let separator = lines.firstIndex(of: "--")
    let rules = separator.map { lines[..<$0].joined(separator: "\n") } ?? lines.joined(separator: "\n")
    let paths = separator.map { Array(lines[($0 + 1)...]) } ?? lines
    for file in ["App/.gitignore", ".gitignore", "/abs/App/.gitignore"] {
        let ignore = GitIgnore(path: file, text: rules)
        var kept = GitIgnore.FolderDecisions()
        for path in paths where !path.isEmpty {
            let alone = ignore.ignores(path)
            require(ignore.ignores(path, folders: &kept) == alone, "a kept folder decision changed an answer")
            if alone != nil { require(ProjectPaths.isInside(path, folder: ignore.directory), "an answer for a path outside the folder") }
        }
    }
    _ = GitIgnore(submodulesAt: "App/.gitmodules", text: rules).ignores(paths.first ?? "")
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}
