import Foundation
import IBLintCore
import IBLintSwift

/// `iblint-bench scan PATH…`: how fast iblint's Swift lexer and scanner (`SwiftScanner.scan`, what a run
/// spends on each Swift file) go on one core. Files are read first; each pass then runs on one thread and
/// is measured in that thread's CPU time, so other work on a busy machine does not count against it.
enum ScannerSpeed {
    static let skippedFolders: Set<String> = [".build", ".git", "DerivedData"]

    static func swiftFiles(under paths: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                if path.hasSuffix(".swift") { files.append(path) }
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if skippedFolders.contains(name) {
                    enumerator.skipDescendants()
                    continue
                }
                if relative.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
            }
        }
        return files.sorted()
    }

    /// CPU time of the calling thread, in seconds.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func run(paths: [String], passes: Int, showUnparsed: Bool) throws {
        let files = try swiftFiles(under: paths).map { path -> SourceFile in
            guard let data = FileManager.default.contents(atPath: path) else { throw GeneratorError("cannot read \(path)") }
            return SourceFile(path: path, bytes: [UInt8](data))
        }
        guard !files.isEmpty else {
            print("no Swift files")
            return
        }
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        var lexBest = Double.infinity, scanBest = Double.infinity
        var tokens = 0, types = 0, unparsed = 0
        for _ in 0..<passes {
            var start = threadTime()
            tokens = 0
            for file in files { tokens += SwiftLexer.tokenize(file.bytes).count }
            lexBest = min(lexBest, threadTime() - start)
            start = threadTime()
            types = 0
            unparsed = 0
            for file in files {
                let summary = SwiftScanner.scan(file)
                types += summary.types.count
                unparsed += summary.unparsedRanges.count
            }
            scanBest = min(scanBest, threadTime() - start)
        }
        if showUnparsed {
            for file in files {
                for range in SwiftScanner.scan(file).unparsedRanges {
                    let location = file.location(range)
                    let text = file.text(range).split(separator: "\n").first.map { String($0.prefix(100)) } ?? ""
                    print("\(file.path):\(location.start.line): unparsed: \(text)")
                }
            }
        }
        let megabytes = Double(bytes) / 1e6
        print(String(format: "%d Swift files, %.1f MB, %d tokens, %d types, %d unparsed ranges: lex %.3f s (%.1f MB/s), full scan %.3f s (%.1f MB/s) per core (thread CPU time, best of %d)",
                     files.count, megabytes, tokens, types, unparsed, lexBest, megabytes / lexBest, scanBest, megabytes / scanBest, passes))
    }
}
