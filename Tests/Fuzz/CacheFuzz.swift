// libFuzzer harness: the summary cache's decoders, and the whole run after them, on any entry a cache file
// could hold. The input is a rule example (two bytes: which one), one of its files (a byte), then the bytes
// the cache is to hold for that file. The harness writes a cache file holding that entry, with its checksum
// right, so that the entry itself reaches the decoders (a damaged file is turned away by its checksum before
// any entry is read: `SummaryCacheTests`), and lints the example's files with that cache. An entry either
// decodes into a summary the run uses or is turned away and the file parsed again. Either way no rule may
// crash or hang, the findings must pass `checkFindings` (Shared/FindingChecks.swift, as in LintFuzz), and
// the entry iblint itself writes for the file must give exactly the findings of a run without a cache.
// The seeds are those entries, one per file of every example (written by this binary when
// IBLINT_FUZZ_SEEDS names a folder). Built and run by scripts/fuzz.
import Foundation
import IBLintCore
@testable import IBLintEngine
import IBLintRules

let linter = Linter(rules: RuleCatalog.all)
let configuration: Configuration = {
    var configuration = Configuration()
    configuration.enabledRules = Set(RuleCatalog.all.map { $0.description.id })
    return configuration
}()
/// Every file the cache can hold has a modification time; one for all.
let time = FileTime(seconds: 1_700_000_000, nanoseconds: 0)
/// Every rule example's files, as the command would read them.
let examples: [[InputFile]] = RuleCatalog.all.flatMap { rule in
    rule.description.examples.map { example in
        example.files.compactMap { file -> InputFile? in
            guard let kind = InputKind(path: file.path) else { return nil }
            return InputFile(path: file.path, bytes: Array(file.strippingMarkers.text.utf8), kind: kind, modificationTime: time)
        }
    }
}.filter { !$0.isEmpty }
let identity = "cache fuzz"
/// The cache folder (one per process, emptied for each input).
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-cache-fuzz-\(getpid())/project").path

/// The entries iblint writes for an example's files, by path, and the findings of a run without a cache.
var expected: [Int: (entries: [String: [UInt8]], diagnostics: [Diagnostic])] = [:]

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard let seeds = ProcessInfo.processInfo.environment["IBLINT_FUZZ_SEEDS"] else { return 0 }
    for number in examples.indices {
        let files = examples[number]
        for position in files.indices {
            guard let entry = expectation(of: number).entries[files[position].path] else { continue }
            let seed = Data([UInt8(number >> 8), UInt8(number & 0xFF), UInt8(position)] + entry)
            let written = FileManager.default.createFile(atPath: "\(seeds)/\(number)-\(position)", contents: seed)
            require(written, "cannot write seeds into \(seeds)")
        }
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let number = (Int(bytes[0]) << 8 | Int(bytes[1])) % examples.count
    let files = examples[number]
    let file = files[Int(bytes[2]) % files.count]
    guard let kind = SummaryCache.payloadKind(file) else { return 0 }
    let payload = Array(bytes[3...])
    try? FileManager.default.removeItem(atPath: folder)
    let writer = SummaryCache(path: folder, identity: identity, shardCount: 1)
    writer.finish(records: [SummaryCache.Record(path: file.path, kind: kind, size: file.bytes.count, time: time,
                                                hash: ContentHash.of(file.bytes), newPayload: payload)], hits: 0, misses: 1)
    do { try writer.save() } catch { fatalError("cannot write the cache: \(error)") }
    let cache = SummaryCache(path: folder, identity: identity, shardCount: 1)
    require(cache.discarded == nil, "the cache file written was not read: \(cache.discarded ?? "")")
    let result = linter.lint(files, configuration: configuration, cache: cache)
    // What the run lets go on another thread is gone before libFuzzer looks for leaks.
    defer { waitForReleasesElsewhere() }
    checkFindings(result.diagnostics, of: files)
    let statistics = cache.statistics
    require(statistics.hits + statistics.rejected == 1, "the entry was neither used nor turned away: \(statistics)")
    if expectation(of: number).entries[file.path] == payload {
        require(statistics.hits == 1, "iblint's own entry for \(file.path) was turned away")
        require(result.diagnostics == expectation(of: number).diagnostics, "iblint's own entry for \(file.path) changed the findings")
    }
    return 0
}

/// What iblint writes for example `number`, and its findings without a cache (found once per example).
func expectation(of number: Int) -> (entries: [String: [UInt8]], diagnostics: [Diagnostic]) {
    if let known = expected[number] { return known }
    let files = examples[number]
    let diagnostics = linter.lint(files, configuration: configuration).diagnostics
    try? FileManager.default.removeItem(atPath: folder)
    let cache = SummaryCache(path: folder, identity: identity, shardCount: 1, saveWhenParsed: true)
    _ = linter.lint(files, configuration: configuration, cache: cache)
    require(cache.saveError == nil, "cannot write the cache: \(String(describing: cache.saveError))")
    let entries = FileManager.default.contents(atPath: SummaryCache.shardPath(0, in: folder)).map { entriesOfCacheFile(Array($0)) } ?? [:]
    expected[number] = (entries, diagnostics)
    return (entries, diagnostics)
}

/// The payload of each entry of a cache file of one shard, by path, as `SummaryCache` writes it: the magic,
/// the format, the identity, the shard and the shard count, then each entry (path, kind, size, time, content
/// hash, payload), then the checksum.
func entriesOfCacheFile(_ bytes: [UInt8]) -> [String: [UInt8]] {
    do {
        return try SummaryCache.payloads(ofCacheFile: bytes)
    } catch {
        fatalError("a cache file iblint wrote does not read back: \(error)")
    }
}
