/// A file's bytes: given (read already), or read the first time anyone asks for them (by any thread).
///
/// A file the summary cache trusts unchanged (its size, modification and status-change times and inode
/// as recorded, with the recording older than the run that made it: see `SummaryCache`) is not read
/// when a run starts: its summary is decoded from the cache, and its bytes are read only if a rule or a
/// report needs them (a pre-commit run reports in a few files of thousands). Read later, the bytes must
/// still be what was recorded (size and content hash); a file changed in between is given as blanks of
/// the recorded size, so that every range the summary holds stays inside it, and the run's
/// `DeferredReads` names it (the command warns that findings in it may be out of place).
///
/// A file read when the run began may be let go once parsed (`init(readBytes:…)`, `release`): a run
/// keeps what it parsed from each file, and needs the text again only of the files it reports findings
/// in (their lines) and of the few a rule searches; the others' bytes no longer add to the run's peak
/// memory. Read again, they are checked as deferred bytes are.
public final class FileContents: @unchecked Sendable {
    /// The number of bytes, known without reading them.
    public let count: Int
    /// The bytes when given.
    @usableFromInline let given: [UInt8]?
    private let deferred: Deferred?

    /// Bytes already read.
    public init(_ bytes: [UInt8]) {
        count = bytes.count
        given = bytes
        deferred = nil
    }

    /// Bytes read when first asked for, by `read` (`nil`: the file cannot be read any more); they must be
    /// `count` bytes whose `ContentHash` is `hash`. `reads` is told of each read, and of a file found changed.
    public init(deferredPath path: String, count: Int, hash: UInt64, reads: DeferredReads, read: @escaping @Sendable () -> [UInt8]?) {
        self.count = count
        given = nil
        deferred = Deferred(path: path, hash: hash, reads: reads, read: read)
    }

    /// Bytes just read from the file at `path` that the run may let go once it is done with them
    /// (`release`): asked for again, they are read again by `read` and checked as deferred bytes are (the
    /// same size and content hash), so a file changed since is given as blanks and named by `reads`.
    public init(readBytes bytes: [UInt8], path: String, reads: DeferredReads, read: @escaping @Sendable () -> [UInt8]?) {
        count = bytes.count
        given = nil
        deferred = Deferred(path: path, hash: nil, made: bytes, reads: reads, read: read)
    }

    /// The bytes (read now, the first time, when deferred).
    @inlinable public var bytes: [UInt8] {
        if let given { return given }
        return deferredBytes()
    }

    @usableFromInline func deferredBytes() -> [UInt8] {
        deferred!.bytes(count: count)
    }

    /// Whether the bytes are in memory (given, read since, or read and not let go).
    public var isRead: Bool { deferred?.isRead ?? true }

    /// The content hash the summary cache recorded the bytes with, for bytes deferred unread (known
    /// without reading them); `nil` for bytes given or read.
    public var recordedHash: UInt64? { deferred?.recordedHash }

    /// Lets bytes made with `init(readBytes:…)` go, to be read again if asked for; `hash`, their content
    /// hash when the caller knows it (else it is computed now, to check a later read by). Whether they were
    /// let go: bytes given, deferred and never read, or let go already, are not.
    @discardableResult public func release(hash: UInt64? = nil) -> Bool {
        deferred?.release(hash: hash) ?? false
    }

    /// Whether the bytes were made to be let go (`init(readBytes:…)`) and are in memory.
    public var isReleasable: Bool { deferred?.isReleasable ?? false }

    /// Whether the bytes were let go (`release`) and not read again since.
    public var isReleased: Bool { deferred?.isReleased ?? false }

    private final class Deferred: @unchecked Sendable {
        let path: String
        /// The cache's hash of bytes deferred unread.
        let recordedHash: UInt64?
        let reads: DeferredReads
        let read: @Sendable () -> [UInt8]?
        let lock = Lock()
        /// What a read must hash to: the cache's, or that of the bytes let go.
        var hash: UInt64?
        var made: [UInt8]?
        var released = false

        init(path: String, hash: UInt64?, made: [UInt8]? = nil, reads: DeferredReads, read: @escaping @Sendable () -> [UInt8]?) {
            self.path = path
            recordedHash = hash
            self.hash = hash
            self.made = made
            self.reads = reads
            self.read = read
        }

        var isRead: Bool { lock.withLock { made != nil } }
        var isReleased: Bool { lock.withLock { released } }
        /// Read, not deferred unread: bytes made to be let go.
        var isReleasable: Bool { recordedHash == nil && isRead }

        func release(hash known: UInt64?) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard recordedHash == nil, let bytes = made else { return false }
            if hash == nil { hash = known ?? ContentHash.of(bytes) }
            made = nil
            released = true
            reads.noteReleased()
            return true
        }

        func bytes(count: Int) -> [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let bytes: [UInt8]
            if let read = read(), read.count == count, ContentHash.of(read) == hash {
                bytes = read
                reads.noteRead(path, changed: false, again: released)
            } else {
                bytes = [UInt8](repeating: UInt8(ascii: " "), count: count)
                reads.noteRead(path, changed: true, again: released)
            }
            made = bytes
            released = false
            return bytes
        }
    }
}

/// What a run's deferred files (`FileContents(deferredPath:…)`) came to: how many were trusted unread,
/// how many were read after all, and which had changed by then; and how many files' bytes were let go
/// once parsed (`FileContents.release`) and how many of those were read again.
public final class DeferredReads: @unchecked Sendable {
    private let lock = Lock()
    private var deferredCount = 0
    private var readCount = 0
    private var releasedCount = 0
    private var readAgainCount = 0
    private var changedPaths: [String] = []

    public init() {}

    /// Notes a file whose bytes were deferred.
    public func noteDeferred() { lock.withLock { deferredCount += 1 } }

    func noteReleased() { lock.withLock { releasedCount += 1 } }

    func noteRead(_ path: String, changed: Bool, again: Bool) {
        lock.withLock {
            if again { readAgainCount += 1 } else { readCount += 1 }
            if changed { changedPaths.append(path) }
        }
    }

    /// Files whose bytes were deferred.
    public var deferred: Int { lock.withLock { deferredCount } }
    /// Deferred files read since.
    public var read: Int { lock.withLock { readCount } }
    /// Times bytes were let go once parsed (a file read again and let go again counts twice).
    public var released: Int { lock.withLock { releasedCount } }
    /// Times bytes let go were read again.
    public var readAgain: Int { lock.withLock { readAgainCount } }
    /// Deferred files, and files let go, that read later were no longer what was recorded or read before
    /// (or could not be read), sorted.
    public var changed: [String] { lock.withLock { changedPaths.sorted() } }
}
