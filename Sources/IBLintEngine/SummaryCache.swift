#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IBLintCore
import IBLintIndex
import IBLintObjC
import IBLintSwift
import IBLintXML

/// What parsing made of each file, kept between runs so that a run over a project where few files
/// changed (a pre-commit hook) parses only those. The whole project is still indexed and every rule
/// still runs: only the per-file work is saved.
///
/// One folder per project (working directory and scanned paths) under the cache directory, holding the
/// entries in `shardCount` files by a hash of each path, so that a run that parsed a few files rewrites
/// only the few cache files that hold them (a large project's cache is as large as its sources). An
/// entry is used only when the file's size, modification time and content hash all match what was
/// recorded (or, for a `--report-only` run, when its size, times, inode and device do and the entry is
/// trusted: `trustedRecord`), and a cache file only when it was written by this very iblint (version, cache format and the
/// executable's size and modification time) for the same configuration and shard layout, and its
/// checksum holds. Anything else (a damaged, truncated, foreign or stale file, an entry that does not
/// decode) is ignored and rebuilt: a cache can make a run slower, never different.
public final class SummaryCache: @unchecked Sendable {
    /// Bumped whenever an encoded model changes shape (the executable's identity covers builds too).
    public static let formatVersion = 31
    static let magic = Array("IBLINT-SUMMARY-CACHE".utf8)
    /// How many files a project's cache is kept in. 32 keeps each under 3 MB for a 90 MB cache (a
    /// 21,000-file project), and a small project's folder holds only the files that have entries.
    public static let defaultShardCount = 32

    /// The project's cache folder.
    public let path: String
    /// Why a cache file in `path` was not used, when one existed and was not (the first such reason):
    /// shown by `--timings`.
    public private(set) var discarded: String?
    /// How many of the project's cache files were not used (see `discarded`).
    public private(set) var discardedFiles = 0
    /// How many cache files the last `save` wrote (and removed, when they were left with no entries).
    public private(set) var filesWritten = 0
    public let shardCount: Int

    struct Entry {
        var kind: UInt8
        var size: Int
        var time: FileTime
        var identity: FileIdentity
        /// Whether the file may be taken as unchanged without reading it while its size, times, inode and
        /// device are the ones recorded (`trusts(_:)`).
        var trusted: Bool
        var hash: UInt64
        var payload: Range<Int>
    }

    /// One file's entry for the next cache file: the bytes are new, or a range of the cache file read.
    struct Record: Sendable {
        var path: String
        var kind: UInt8
        var size: Int
        var time: FileTime
        var identity: FileIdentity = .unknown
        var trusted = false
        var hash: UInt64
        var newPayload: [UInt8]?
        var storedPayload: Range<Int>?
        /// A stored entry kept with other times, inode or trust than it had (its cache file is written again).
        var metadataChanged = false
    }

    /// One cache file as read: its bytes (entries' payloads are ranges of them) and entries by path.
    struct Shard: Sendable {
        var stored = ByteBuffer([])
        var entries: [String: Entry] = [:]
        /// The file existed.
        var existed = false
        /// Why it was not used, when it existed and was not.
        var discarded: String?
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
    private var shards: [Shard]
    /// When this run opened the cache (seconds since 1970), before it read any file: a file whose status
    /// changed more than `trustMargin` seconds before that, and was read and hashed in this run, has not
    /// changed since unless its status-change time did too. (Set by tests, to stand for a run made later.)
    var openedAt: Double
    /// Seconds a file's status-change time must be older than the run that recorded it, for the entry to be
    /// trusted without reading the file: file systems keep times as coarsely as 2 seconds (FAT), and the
    /// kernel stamps them from a clock that may run a little behind the one read here.
    static let trustMargin = 2.0
    private let lock = Lock()
    private var records: [Record]?
    private var counts = Statistics()

    /// With `saveWhenParsed`, the cache is written as soon as parsing is done, and what it held is let
    /// go, so neither the old cache files nor the new entries stay in memory while the rules run.
    private let saveWhenParsed: Bool
    /// Why writing failed, when it was written as soon as parsing was done.
    public private(set) var saveError: (any Error)?

    /// Opens (or starts) the cache kept in the folder `path` for a run identified by `identity`
    /// (iblint's build and the configuration: see `identity(executable:configuration:)`). Its files are
    /// read and checked in parallel.
    public init(path: String, identity: String, shardCount: Int = SummaryCache.defaultShardCount, saveWhenParsed: Bool = false) {
        self.path = path
        self.shardCount = max(shardCount, 1)
        self.saveWhenParsed = saveWhenParsed
        self.openedAt = FileSystem.secondsSince1970()
        let identity = Array(identity.utf8)
        self.identity = identity
        let count = self.shardCount
        let shards = Array(0..<count).parallelMap { number -> Shard in
            var shard = Shard()
            guard let bytes = ByteBuffer.contents(ofFile: Self.shardPath(number, in: path)) else { return shard }
            shard.existed = true
            do {
                shard.entries = try Self.readEntries(bytes, identity: identity, shard: number, of: count)
                shard.stored = bytes
            } catch let error as BinaryCodingError {
                shard.discarded = error.description
            } catch {
                shard.discarded = "\(error)"
            }
            return shard
        }
        self.shards = shards
        let discarded = shards.compactMap(\.discarded)
        self.discarded = discarded.first
        self.discardedFiles = discarded.count
    }

    /// The name of the file that holds shard `number`: two hexadecimal digits (`0a.iblintcache`).
    static func shardFileName(_ number: Int) -> String { NumberText.hex(UInt64(number), digits: 2) + ".iblintcache" }

    /// The file that holds shard `number` of the cache in `folder`.
    static func shardPath(_ number: Int, in folder: String) -> String {
        FileSystem.path(folder, appending: Self.shardFileName(number))
    }

    /// Which of the cache's files holds a path's entry: a hash of the path, the same in every run.
    func shard(of path: String) -> Int {
        Int(ContentHash.of(Array(path.utf8)) % UInt64(shardCount))
    }

    /// The cache folder for a project: `directory`/`<hash of the working directory and paths>`.
    public static func path(in directory: String, workingDirectory: String, roots: [String]) -> String {
        let key = ([workingDirectory] + roots).joined(separator: "\u{0}")
        return FileSystem.path(directory, appending: ContentHash.hex(ContentHash.of(Array(key.utf8))))
    }

    /// The per-user cache directory: `~/Library/Caches/iblint` on macOS, `$XDG_CACHE_HOME/iblint` or
    /// `~/.cache/iblint` elsewhere; `nil` without a home directory.
    public static func defaultDirectory(environment: [String: String] = FileSystem.environment()) -> String? {
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
        identity(build: buildIdentity(executable: executable), configuration: configuration)
    }

    /// `identity` of the build `buildIdentity` names.
    public static func identity(build: String, configuration: Configuration) -> String {
        build + "; configuration " + configuration.fingerprint
    }

    /// `identity` without the configuration: this iblint build (also what the folder listings kept beside the
    /// cache are valid for, `FolderListings.identity`).
    public static func buildIdentity(executable: String?) -> String {
        var build = "iblint \(IBLintVersion.current); format \(formatVersion); libxml2 \(IBDocumentLoader.libxml2Version)"
        var info = stat()
        if let executable, stat(executable, &info) == 0 {
            let time = FileTime(info)
            build += "; executable \(info.st_size) \(time.seconds).\(time.nanoseconds)"
        } else {
            build += "; executable unknown \(getpid()) \(FileSystem.secondsSince1970())"
        }
        return build
    }

    public var statistics: Statistics { lock.lock(); defer { lock.unlock() }; return counts }

    // MARK: Reading

    private static func readEntries(_ buffer: ByteBuffer, identity: [UInt8], shard: Int, of shardCount: Int) throws -> [String: Entry] {
        var reader = try CacheFileFraming.body(of: buffer, magic: magic, notOurs: "it is not an iblint cache")
        guard try reader.readVarint() == UInt64(formatVersion) else { throw BinaryCodingError("it has another cache format") }
        guard try reader.readBytes() == identity else {
            throw BinaryCodingError("it was written by another iblint build or for another configuration")
        }
        guard try reader.readCount() == shard, try reader.readCount() == shardCount else {
            throw BinaryCodingError("it is another part of a cache (moved or renamed)")
        }
        let entries = try readEntryList(&reader)
        guard reader.isAtEnd else { throw BinaryCodingError("it has bytes after its last entry") }
        return entries
    }

    /// The entries of a cache file, read from just after its header (as `write` writes them).
    private static func readEntryList(_ reader: inout BinaryReader) throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let count = try reader.readCount()
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let path = String(decoding: try reader.readBytes(), as: UTF8.self)
            let kind = try reader.readByte()
            let size: Int = try reader.read()
            let time = FileTime(seconds: try reader.read(), nanoseconds: try reader.read())
            let change = FileTime(seconds: try reader.read(), nanoseconds: try reader.read())
            let identity = FileIdentity(changeTime: change, inode: try reader.readVarint(), device: try reader.readVarint())
            let trusted = try reader.read(Bool.self)
            let hash = try reader.readFixed()
            let payload = try reader.skipBytes()
            entries[path] = Entry(kind: kind, size: size, time: time, identity: identity, trusted: trusted, hash: hash, payload: payload)
        }
        return entries
    }

    /// Each entry's encoded summary in a cache file iblint wrote, by path, its header not checked (for the
    /// cache fuzzing harness, which writes entries of its own beside them).
    static func payloads(ofCacheFile bytes: [UInt8]) throws -> [String: [UInt8]] {
        guard bytes.count >= magic.count + 8 else { throw BinaryCodingError("it is not an iblint cache") }
        var reader = BinaryReader(bytes, range: magic.count..<bytes.count - 8)
        _ = try reader.readVarint()
        _ = try reader.readBytes()
        _ = try reader.readCount()
        _ = try reader.readCount()
        return try readEntryList(&reader).mapValues { Array(bytes[$0.payload]) }
    }

    enum LookUp {
        case hit(Linter.Parsed, Record)
        /// Not in the cache (or changed): parse, then `record` with this content hash.
        case miss(UInt64)
        /// Never cached: made in memory, or a Tuist manifest, a project file, an asset.
        case notCached
    }

    /// What an entry holds: a Swift, Objective-C or interface file's summary, an Xcode project (the
    /// largest file of a big project, and read by one core) or an XcodeGen specification (YAML, read a
    /// character at a time: 5 KB of it cost as much as 200 cached Swift files). Other project files are
    /// small and read anew.
    static func payloadKind(_ input: InputFile) -> UInt8? { payloadKind(input.kind, path: input.path) }

    static func payloadKind(_ kind: InputKind, path: String) -> UInt8? {
        switch kind {
        case .swift: return 0
        case .objc: return 1
        case .interface: return 2
        case .projectFile:
            let name = SourceFile.fileName(ofPath: path)
            if name == "project.pbxproj" { return 3 }
            return XcodeGenSpec.fileNames.contains(name) ? 4 : nil
        case .asset: return nil
        }
    }

    /// What a trusted entry recorded of the file at `path` (`nil` without one): while the file's size,
    /// modification and status-change times, inode and device are these, it has not been written since it
    /// was read and hashed (see `trusts`), and need not be read to be decoded (`Linter.trustedUnread`).
    func trustedRecord(path: String, kind: InputKind) -> (size: Int, time: FileTime, identity: FileIdentity, hash: UInt64)? {
        guard let entry = shards[shard(of: path)].entries[path], entry.trusted, entry.kind == Self.payloadKind(kind, path: path) else {
            return nil
        }
        return (entry.size, entry.time, entry.identity, entry.hash)
    }

    /// Whether a file read and hashed in this run, whose status last changed at `identity.changeTime`, may
    /// be trusted unread while that time holds: it changed more than `trustMargin` seconds before this run
    /// opened the cache, so a write since (even one within the file system's time resolution of the
    /// read) gives it a later status-change time.
    func trusts(_ identity: FileIdentity?) -> Bool {
        guard let identity else { return false }
        let changed = Double(identity.changeTime.seconds) + Double(identity.changeTime.nanoseconds) / 1e9
        return changed + Self.trustMargin < openedAt
    }

    func lookUp(_ input: InputFile) -> LookUp {
        guard let time = input.modificationTime, let kind = Self.payloadKind(input) else { return .notCached }
        // A file taken unread (`Linter.trustedUnread`) matched its entry's size, times and identity: its
        // hash is the entry's.
        let hash = input.contents.recordedHash ?? ContentHash.of(input.bytes)
        let number = shard(of: input.path)
        guard let entry = shards[number].entries[input.path], entry.kind == kind, entry.size == input.contents.count, entry.time == time,
              entry.hash == hash else { return .miss(hash) }
        var reader = BinaryReader(shards[number].stored, range: entry.payload)
        let identity = input.identity ?? .unknown
        // Read unread, an entry keeps its trust; read and hashed, it is trusted when the file had not changed
        // for a while before this run began.
        let trusted = input.contents.recordedHash != nil ? entry.trusted : trusts(input.identity)
        // A file's line table is made when a line of it is first asked for: few are reported in, and the
        // index keeps where classes, members and the first use of each class in an interface file are
        // without lines (`LazyLocation`), so that a file the cache trusted unread stays unread.
        var file: SourceFile { SourceFile.deferringLines(path: input.path, contents: input.contents) }
        do {
            let parsed: Linter.Parsed
            switch kind {
            case 0: parsed = .swift(try SwiftFileSummary(file: file, facts: &reader))
            case 1: parsed = .objc(try ObjCFileSummary(file: file, facts: &reader))
            case 3: parsed = .project(.xcodeProject(try XcodeProject(from: &reader)))
            case 4: parsed = .project(.xcodegen(try XcodeGenSpec(from: &reader)))
            default:
                // An interface file that did not load is kept as its error, so that it is not loaded again.
                if try reader.read(Bool.self) {
                    let error = try reader.read(IBLoadError.self)
                    // Loading names the file it was given.
                    guard error.path == input.path else { throw BinaryCodingError("an interface file's load error names another file") }
                    parsed = .failure(InterfaceLoadFailure(error, file: file))
                } else {
                    parsed = .interface(try IBDocument(file: file, facts: &reader))
                }
            }
            guard reader.isAtEnd else { throw BinaryCodingError("an entry is longer than its contents") }
            return .hit(parsed, Record(path: input.path, kind: kind, size: entry.size, time: time, identity: identity, trusted: trusted,
                                       hash: hash, storedPayload: entry.payload,
                                       metadataChanged: identity != entry.identity || trusted != entry.trusted))
        } catch {
            lock.lock(); counts.rejected += 1; lock.unlock()
            return .miss(hash)
        }
    }

    /// The entry for a file just parsed; `nil` for what the cache does not keep (a Tuist manifest).
    /// `bodyFactsSection`: a Swift summary's body facts as `keepBodyFactsEncoded()` encoded them (written as they
    /// are, not encoded again).
    func record(_ input: InputFile, hash: UInt64, parsed: Linter.Parsed, bodyFactsSection: [UInt8]? = nil) -> Record? {
        guard let time = input.modificationTime, let kind = Self.payloadKind(input) else { return nil }
        var writer = BinaryWriter()
        switch parsed {
        case .swift(let summary): summary.encodeFacts(to: &writer, bodyFactsSection: bodyFactsSection)
        case .objc(let summary): summary.encodeFacts(to: &writer)
        case .interface(let document):
            writer.write(false)
            document.encodeFacts(to: &writer)
        case .failure(let failure) where failure.file != nil:
            writer.write(true)
            writer.write(failure.error)
        case .project(.xcodeProject(let project)): writer.write(project)
        case .project(.xcodegen(let spec)): writer.write(spec)
        case .failure, .project, .ignored: return nil
        }
        let identity = input.identity ?? .unknown
        return Record(path: input.path, kind: kind, size: input.contents.count, time: time, identity: identity, trusted: trusts(input.identity),
                      hash: hash, newPayload: writer.bytes)
    }

    /// The run's outcome: these entries make the next cache file, and the counts are kept.
    func finish(records: [Record], hits: Int, misses: Int) {
        lock.lock()
        self.records = records
        counts.hits += hits
        counts.misses += misses
        lock.unlock()
        guard saveWhenParsed else { releaseResidentPages(); return }
        do { try save() } catch { saveError = error }
        lock.lock()
        self.records = nil
        releaseResidentPages()
        for number in shards.indices { shards[number].stored = ByteBuffer([]) }
        lock.unlock()
    }

    /// Gives back the pages of the cache files read: every entry is decoded by now but for the parts left
    /// for later (`BinaryReader.deferRest()`, `deferSection()`), which keep the mapped files and are read
    /// again from them when asked for: a pre-commit run reads few. On corona-warn-app those parts were
    /// 9.5 MB of copies; kept mapped and resident they would count 16.5 MB.
    private func releaseResidentPages() {
        for shard in shards { shard.stored.releaseResidentPages() }
    }

    // MARK: Writing

    /// Writes the cache for the next run: each of its files whose entries this run changed (a file
    /// parsed, or no longer there) through a temporary file and a rename; a file left with no entries is
    /// removed. Also removes other projects' cache folders in the same directory that no run used for
    /// `unusedDays` days, and this project's cache from before caches were kept in folders. When a file
    /// cannot be written the others still are, and the first error is thrown.
    public func save(unusedDays: Int = 30) throws {
        lock.lock()
        let finished = self.records
        lock.unlock()
        guard let finished else { return }
        let directory = FileSystem.parent(of: path)
        var byShard = [[Record]](repeating: [], count: shardCount)
        for record in finished { byShard[shard(of: record.path)].append(record) }
        var firstError: (any Error)?
        var written = 0
        for number in 0..<shardCount {
            let records = byShard[number]
            let old = shards[number]
            let file = Self.shardPath(number, in: path)
            let unchanged = old.discarded == nil && records.count == old.entries.count
                && records.allSatisfy { $0.newPayload == nil && !$0.metadataChanged }
            if unchanged {
                // Keep a file that is used from looking unused.
                if old.existed, let time = FileTime.of(file), FileSystem.secondsSince1970() - Double(time.seconds) > 86_400 {
                    utimes(file, nil)
                }
                continue
            }
            written += 1
            if records.isEmpty {
                unlink(file)
                continue
            }
            do {
                try write(records.sorted { $0.path < $1.path }, shard: number, stored: old.stored, to: file)
            } catch {
                firstError = firstError ?? error
            }
        }
        filesWritten = written
        if written > 0 {
            // Parts of a cache laid out in more files than this one (another shard count) are not read (the
            // folder listings kept beside them are read by discovery).
            let names = Set((0..<shardCount).map(Self.shardFileName) + [FolderListings.fileName])
            for name in (try? FileSystem.contentsOfDirectory(path)) ?? []
            where name.hasSuffix(".iblintcache") && !names.contains(name) {
                unlink(FileSystem.path(path, appending: name))
            }
            // The single cache file iblint kept before it kept a folder, named after the folder.
            unlink(path + ".iblintcache")
            Self.removeUnused(in: directory, olderThanDays: unusedDays, keeping: path)
        }
        if let firstError { throw firstError }
    }

    /// One cache file, written in one buffer sized beforehand (growing it step by step copied it again
    /// and again, and faulted in fresh pages each time).
    private func write(_ records: [Record], shard number: Int, stored: ByteBuffer, to file: String) throws {
        var writer = BinaryWriter()
        writer.reserveCapacity(records.reduce(Self.magic.count + identity.count + 64) { total, record in
            total + record.path.utf8.count + 80 + (record.newPayload?.count ?? record.storedPayload?.count ?? 0)
        })
        writer.writeRawBytes(Self.magic)
        writer.writeVarint(UInt64(Self.formatVersion))
        writer.writeBytes(identity)
        writer.writeVarint(UInt64(number))
        writer.writeVarint(UInt64(shardCount))
        writer.writeVarint(UInt64(records.count))
        for record in records {
            writer.writeBytes(Array(record.path.utf8))
            writer.writeVarint(UInt64(record.kind))
            writer.write(record.size)
            writer.write(record.time.seconds)
            writer.write(record.time.nanoseconds)
            writer.write(record.identity.changeTime.seconds)
            writer.write(record.identity.changeTime.nanoseconds)
            writer.writeVarint(record.identity.inode)
            writer.writeVarint(record.identity.device)
            writer.write(record.trusted)
            writer.writeFixed(record.hash)
            if let payload = record.newPayload {
                writer.writeBytes(payload)
            } else if let range = record.storedPayload {
                stored.withUnsafeBytes { writer.writeBytes(UnsafeRawBufferPointer(rebasing: $0[range])) }
            }
        }
        CacheFileFraming.seal(&writer)
        try FileSystem.createDirectory(path)
        try writer.withBytes { bytes in try AtomicFile.writeDisposable(bytes, to: file) }
    }

    /// In `directory` (the cache directory): removes the cache folders of projects no run used for
    /// `days` days (a folder's age is its newest cache file's) other than `kept`, single cache files
    /// (`*.iblintcache`, as iblint kept them before folders) as old, and temporary files a killed run
    /// left (`.<name>.iblintcache.iblint-….tmp`) after a day, also inside `kept`. Only files iblint
    /// names so are removed, and a folder only once nothing else is in it.
    static func removeUnused(in directory: String, olderThanDays days: Int, keeping kept: String) {
        guard let names = try? FileSystem.contentsOfDirectory(directory) else { return }
        let now = FileSystem.secondsSince1970()
        func isTemporary(_ name: String) -> Bool {
            name.hasPrefix(".") && name.containsText(".iblintcache.iblint-") && name.hasSuffix(".tmp")
        }
        func age(_ file: String) -> Double? { FileTime.of(file).map { now - Double($0.seconds) } }
        func removeTemporaryFiles(in folder: String) {
            for name in (try? FileSystem.contentsOfDirectory(folder)) ?? [] where isTemporary(name) {
                let file = FileSystem.path(folder, appending: name)
                if let age = age(file), age > 86_400 { unlink(file) }
            }
        }
        removeTemporaryFiles(in: kept)
        for name in names {
            let item = FileSystem.path(directory, appending: name)
            guard item != kept else { continue }
            if name.hasSuffix(".iblintcache") || isTemporary(name) {
                if let age = age(item), age > (isTemporary(name) ? 86_400 : Double(days) * 86_400) { unlink(item) }
                continue
            }
            // A project's folder: its name is the 16 hex digits of `path(in:workingDirectory:roots:)`.
            guard name.utf8.count == 16, name.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
                  let contents = try? FileSystem.contentsOfDirectory(item) else { continue }
            let files = contents.filter { $0.hasSuffix(".iblintcache") }.map { FileSystem.path(item, appending: $0) }
            // A folder with no cache file yet (another run is about to write one) is as old as the folder.
            let newest = files.isEmpty ? (age(item) ?? 0) : (files.compactMap(age).min() ?? 0)
            if newest > Double(days) * 86_400 {
                for file in files { unlink(file) }
                removeTemporaryFiles(in: item)
                rmdir(item)
            } else {
                removeTemporaryFiles(in: item)
            }
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
