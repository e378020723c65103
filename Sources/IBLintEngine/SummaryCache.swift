import Foundation
import IBLintCore
import IBLintIndex
import IBLintObjC
import IBLintSwift
import IBLintXML

/// What parsing made of each file, kept between runs so that a run over a project where few files
/// changed (a pre-commit hook) parses only those. The whole project is still indexed and every rule
/// still runs: only the per-file work is saved.
///
/// One file per project (working directory and scanned paths) under the cache directory. An entry is
/// used only when the file's size, modification time and content hash all match what was recorded,
/// and the cache file itself only when it was written by this very iblint (version, cache format and
/// the executable's size and modification time) for the same configuration, and its checksum holds.
/// Anything else (a damaged, truncated, foreign or stale file, an entry that does not decode) is
/// ignored and rebuilt: a cache can make a run slower, never different.
public final class SummaryCache: @unchecked Sendable {
    /// Bumped whenever an encoded model changes shape (the executable's identity covers builds too).
    public static let formatVersion = 2
    static let magic = Array("IBLINT-SUMMARY-CACHE".utf8)

    /// Where the cache is kept.
    public let path: String
    /// Why the file at `path` was not used, when it existed: shown by `--timings`.
    public private(set) var discarded: String?

    struct Entry {
        var kind: UInt8
        var size: Int
        var time: FileTime
        var hash: UInt64
        var payload: Range<Int>
    }

    /// One file's entry for the next cache file: the bytes are new, or a range of the cache file read.
    struct Record: Sendable {
        var path: String
        var kind: UInt8
        var size: Int
        var time: FileTime
        var hash: UInt64
        var newPayload: [UInt8]?
        var storedPayload: Range<Int>?
    }

    public struct Statistics: Sendable, Equatable {
        /// Files whose summary came from the cache.
        public var hits = 0
        /// Files parsed because the cache had nothing for them, or something older.
        public var misses = 0
        /// Entries that matched but did not decode (damage the checksum did not catch): parsed again.
        public var rejected = 0

        public init(hits: Int = 0, misses: Int = 0, rejected: Int = 0) {
            self.hits = hits
            self.misses = misses
            self.rejected = rejected
        }
    }

    private let identity: [UInt8]
    private var stored: [UInt8]
    private let entries: [String: Entry]
    private let lock = NSLock()
    private var records: [Record]?
    private var counts = Statistics()

    /// With `saveWhenParsed`, the cache is written as soon as parsing is done, and what it held is let
    /// go, so neither the old cache file nor the new entries stay in memory while the rules run.
    private let saveWhenParsed: Bool
    /// Why writing failed, when it was written as soon as parsing was done.
    public private(set) var saveError: (any Error)?

    /// Opens (or starts) the cache kept at `path` for a run identified by `identity` (iblint's build and
    /// the configuration: see `identity(executable:configuration:)`).
    public init(path: String, identity: String, saveWhenParsed: Bool = false) {
        self.path = path
        self.saveWhenParsed = saveWhenParsed
        self.identity = Array(identity.utf8)
        var discarded: String?
        var stored: [UInt8] = []
        var entries: [String: Entry] = [:]
        if let (bytes, _) = Linter.readFile(path) {
            do {
                entries = try Self.readEntries(bytes, identity: self.identity)
                stored = bytes
            } catch let error as BinaryCodingError {
                discarded = error.description
            } catch {
                discarded = "\(error)"
            }
        }
        self.discarded = discarded
        self.stored = stored
        self.entries = entries
    }

    /// The cache file for a project: `directory`/`<hash of the working directory and paths>.iblintcache`.
    public static func path(in directory: String, workingDirectory: String, roots: [String]) -> String {
        let key = ([workingDirectory] + roots).joined(separator: "\u{0}")
        return (directory as NSString).appendingPathComponent(ContentHash.hex(ContentHash.of(Array(key.utf8))) + ".iblintcache")
    }

    /// The per-user cache directory: `~/Library/Caches/iblint` on macOS, `$XDG_CACHE_HOME/iblint` or
    /// `~/.cache/iblint` elsewhere; `nil` without a home directory.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        #if os(macOS)
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/Library/Caches/iblint"
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/iblint" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.cache/iblint"
        #endif
    }

    /// What a cache is valid for: this iblint (its version, the cache format, the executable's size and
    /// modification time, so a rebuilt binary never reads an older one's summaries, and the libxml2 it
    /// runs with) and the configuration's fingerprint.
    public static func identity(executable: String?, configuration: Configuration) -> String {
        var build = "iblint \(IBLintVersion.current); format \(formatVersion); libxml2 \(IBDocumentLoader.libxml2Version)"
        var info = stat()
        if let executable, stat(executable, &info) == 0 {
            let time = FileTime(info)
            build += "; executable \(info.st_size) \(time.seconds).\(time.nanoseconds)"
        } else {
            build += "; executable unknown \(ProcessInfo.processInfo.processIdentifier) \(Date().timeIntervalSince1970)"
        }
        return build + "; configuration " + configuration.fingerprint
    }

    public var statistics: Statistics { lock.lock(); defer { lock.unlock() }; return counts }

    // MARK: Reading

    private static func readEntries(_ bytes: [UInt8], identity: [UInt8]) throws -> [String: Entry] {
        guard bytes.count >= magic.count + 8, Array(bytes[0..<magic.count]) == magic else {
            throw BinaryCodingError("it is not an iblint cache")
        }
        var trailer = BinaryReader(bytes, range: bytes.count - 8..<bytes.count)
        let checksum = try trailer.readFixed()
        let body = bytes.withUnsafeBytes { ContentHash.of(UnsafeRawBufferPointer(rebasing: $0[0..<bytes.count - 8])) }
        guard checksum == body else { throw BinaryCodingError("its checksum does not match (damaged or cut short)") }
        var reader = BinaryReader(bytes, range: magic.count..<bytes.count - 8)
        guard try reader.readVarint() == UInt64(formatVersion) else { throw BinaryCodingError("it has another cache format") }
        guard try reader.readBytes() == identity else {
            throw BinaryCodingError("it was written by another iblint build or for another configuration")
        }
        var entries: [String: Entry] = [:]
        let count = try reader.readCount()
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let path = String(decoding: try reader.readBytes(), as: UTF8.self)
            let kind = try reader.readByte()
            let size: Int = try reader.read()
            let time = FileTime(seconds: try reader.read(), nanoseconds: try reader.read())
            let hash = try reader.readFixed()
            let payload = try reader.skipBytes()
            entries[path] = Entry(kind: kind, size: size, time: time, hash: hash, payload: payload)
        }
        guard reader.isAtEnd else { throw BinaryCodingError("it has bytes after its last entry") }
        return entries
    }

    enum LookUp {
        case hit(Linter.Parsed, Record)
        /// Not in the cache (or changed): parse, then `record` with this content hash.
        case miss(UInt64)
        /// Never cached: made in memory, or a Tuist manifest, a project file, an asset.
        case notCached
    }

    /// What an entry holds: a Swift, Objective-C or interface file's summary, or an Xcode project (the
    /// largest file of a big project, and read by one core). Other project files are small and read anew.
    static func payloadKind(_ input: InputFile) -> UInt8? {
        switch input.kind {
        case .swift: return 0
        case .objc: return 1
        case .interface: return 2
        case .projectFile: return SourceFile.fileName(ofPath: input.path) == "project.pbxproj" ? 3 : nil
        case .asset: return nil
        }
    }

    func lookUp(_ input: InputFile) -> LookUp {
        guard let time = input.modificationTime, let kind = Self.payloadKind(input) else { return .notCached }
        let hash = ContentHash.of(input.bytes)
        guard let entry = entries[input.path], entry.kind == kind, entry.size == input.bytes.count, entry.time == time,
              entry.hash == hash else { return .miss(hash) }
        var reader = BinaryReader(stored, range: entry.payload)
        // An Xcode project needs no line table (it is the largest file).
        var file: SourceFile { SourceFile(path: input.path, bytes: input.bytes) }
        do {
            let parsed: Linter.Parsed
            switch kind {
            case 0: parsed = .swift(try SwiftFileSummary(file: file, facts: &reader))
            case 1: parsed = .objc(try ObjCFileSummary(file: file, facts: &reader))
            case 3: parsed = .project(.xcodeProject(try XcodeProject(from: &reader)))
            default:
                // An interface file that did not load is kept as its error, so that it is not loaded again.
                if try reader.read(Bool.self) {
                    parsed = .failure(InterfaceLoadFailure(try reader.read(IBLoadError.self), file: file))
                } else {
                    parsed = .interface(try IBDocument(file: file, facts: &reader))
                }
            }
            guard reader.isAtEnd else { throw BinaryCodingError("an entry is longer than its contents") }
            return .hit(parsed, Record(path: input.path, kind: kind, size: entry.size, time: time, hash: hash, storedPayload: entry.payload))
        } catch {
            lock.lock(); counts.rejected += 1; lock.unlock()
            return .miss(hash)
        }
    }

    /// The entry for a file just parsed; `nil` for what the cache does not keep (a Tuist manifest).
    func record(_ input: InputFile, hash: UInt64, parsed: Linter.Parsed) -> Record? {
        guard let time = input.modificationTime, let kind = Self.payloadKind(input) else { return nil }
        var writer = BinaryWriter()
        switch parsed {
        case .swift(let summary): summary.encodeFacts(to: &writer)
        case .objc(let summary): summary.encodeFacts(to: &writer)
        case .interface(let document):
            writer.write(false)
            document.encodeFacts(to: &writer)
        case .failure(let failure) where failure.file != nil:
            writer.write(true)
            writer.write(failure.error)
        case .project(.xcodeProject(let project)): writer.write(project)
        case .failure, .project, .asset, .ignored: return nil
        }
        return Record(path: input.path, kind: kind, size: input.bytes.count, time: time, hash: hash, newPayload: writer.bytes)
    }

    /// The run's outcome: these entries make the next cache file, and the counts are kept.
    func finish(records: [Record], hits: Int, misses: Int) {
        lock.lock()
        self.records = records
        counts.hits += hits
        counts.misses += misses
        lock.unlock()
        guard saveWhenParsed else { return }
        do { try save() } catch { saveError = error }
        lock.lock()
        self.records = nil
        stored = []
        lock.unlock()
    }

    // MARK: Writing

    /// Writes the cache for the next run, through a temporary file and a rename, when this run changed
    /// anything (parsed a file, or no longer has one). Also removes other projects' cache files in the
    /// same folder that no run used for `unusedDays` days.
    public func save(unusedDays: Int = 30) throws {
        lock.lock()
        let finished = self.records
        lock.unlock()
        guard let finished else { return }
        let records = finished.sorted { $0.path < $1.path }
        let unchanged = discarded == nil && !stored.isEmpty && records.count == entries.count && records.allSatisfy { $0.newPayload == nil }
        let directory = (path as NSString).deletingLastPathComponent
        if unchanged {
            // Keep a file that is used from looking unused.
            if let time = FileTime.of(path), Date().timeIntervalSince1970 - Double(time.seconds) > 86_400 {
                utimes(path, nil)
            }
            return
        }
        // One buffer, written in place (a cache file is about as large as the sources it describes).
        var writer = BinaryWriter()
        writer.writeRawBytes(Self.magic)
        writer.writeVarint(UInt64(Self.formatVersion))
        writer.writeBytes(identity)
        writer.writeVarint(UInt64(records.count))
        for record in records {
            writer.writeBytes(Array(record.path.utf8))
            writer.writeVarint(UInt64(record.kind))
            writer.write(record.size)
            writer.write(record.time.seconds)
            writer.write(record.time.nanoseconds)
            writer.writeFixed(record.hash)
            if let payload = record.newPayload {
                writer.writeBytes(payload)
            } else if let range = record.storedPayload {
                writer.writeBytes(stored[range])
            }
        }
        let checksum = writer.withBytes { ContentHash.of($0) }
        writer.writeFixed(checksum)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try writer.withBytes { bytes in
            try AtomicFile.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), count: bytes.count,
                                      deallocator: .none), to: path)
        }
        Self.removeUnused(in: directory, olderThanDays: unusedDays, keeping: path)
    }

    /// Also removes temporary files a killed run left (`.<name>.iblintcache.iblint-….tmp`) after a day.
    static func removeUnused(in directory: String, olderThanDays days: Int, keeping kept: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let now = Date().timeIntervalSince1970
        for name in names {
            let age: Double
            if name.hasSuffix(".iblintcache") { age = Double(days) * 86_400 }
            else if name.hasPrefix("."), name.contains(".iblintcache.iblint-"), name.hasSuffix(".tmp") { age = 86_400 }
            else { continue }
            let file = (directory as NSString).appendingPathComponent(name)
            if file != kept, let time = FileTime.of(file), Double(time.seconds) < now - age { unlink(file) }
        }
    }
}

extension Configuration {
    /// The configuration as stable text (sorted, so the same settings always give the same text), for
    /// keying a cache.
    public var fingerprint: String {
        func list(_ values: some Sequence<String>) -> String { values.sorted().joined(separator: ",") }
        return [
            "disabled=" + list(disabledRules),
            "enabled=" + list(enabledRules),
            "only=" + (onlyRules.map(list) ?? "-"),
            "severities=" + list(severities.map { "\($0.key):\($0.value.rawValue)" }),
            "modules=" + list(extraModules),
            "excluded=" + excludedPaths.map(\.pattern).joined(separator: ","),
            "ignores=" + ignores.map { "\($0.ruleID ?? "*")@\($0.path.pattern)" }.joined(separator: ","),
        ].joined(separator: ";")
    }
}
