
/// Writes what the fix engine changed, one file at a time, atomically and only when the file on disk
/// is still what iblint read.
public enum FixWriter {
    public struct Result: Sendable {
        /// The inputs as they now are on disk (fixed where written, original where not).
        public var inputs: [InputFile]
        public var errors: [String]
    }

    public static func write(_ outcome: FixEngine.Outcome, originals: [InputFile], files: [DiscoveredFile]) -> Result {
        let absolute = Dictionary(files.map { ($0.displayPath, $0.absolutePath) }, uniquingKeysWith: { first, _ in first })
        let originalBytes = Dictionary(originals.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var inputs = outcome.inputs
        var errors: [String] = []
        for (position, input) in outcome.inputs.enumerated() where outcome.changedPaths.contains(input.path) {
            let original = originals.first { $0.path == input.path }
            func keepOriginal(_ message: String) {
                errors.append(message)
                if let original { inputs[position] = original }
            }
            guard let path = absolute[input.path] else { keepOriginal("\(input.path): not written: unknown location"); continue }
            guard FileSystem.exists(path) else {
                keepOriginal("\(input.path): not written: the file was deleted or moved while iblint ran")
                continue
            }
            guard let current = FileSystem.contents(of: path), current == originalBytes[input.path] else {
                keepOriginal("\(input.path): not written: the file changed on disk while iblint ran; run iblint --fix again")
                continue
            }
            do {
                try AtomicFile.write(input.bytes, to: path)
            } catch {
                keepOriginal("\(input.path): not written: \(FileSystem.reason(error))")
            }
        }
        return Result(inputs: inputs, errors: errors)
    }
}

/// "fixed 3 findings in 2 files (broken-outlet: 2, missing-files-owner-class: 1)".
public enum FixSummary {
    public static func describe(_ outcome: FixEngine.Outcome, verb: String) -> String {
        let count = outcome.appliedCount
        guard count > 0 else { return verb == "fixed" ? "nothing to fix" : "nothing would change" }
        let perRule = outcome.appliedPerRule.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let files = outcome.changedPaths.count
        return "\(verb) \(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") (\(perRule))"
    }
}
