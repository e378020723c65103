/// A file's bytes: given (read already), or read the first time anyone asks for them (by any thread).
///
/// A file the summary cache trusts unchanged (its size, modification and status-change times and inode
/// as recorded, with the recording older than the run that made it: see `SummaryCache`) is not read
/// when a run starts: its summary is decoded from the cache, and its bytes are read only if a rule or a
/// report needs them (a pre-commit run reports in a few files of thousands). Read later, the bytes must
/// still be what was recorded (size and content hash); a file changed in between is given as blanks of
/// the recorded size, so that every range the summary holds stays inside it, and the run's
/// `DeferredReads` names it (the command warns that findings in it may be out of place).
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

    /// The bytes (read now, the first time, when deferred).
    @inlinable public var bytes: [UInt8] {
        if let given { return given }
        return deferredBytes()
    }

    @usableFromInline func deferredBytes() -> [UInt8] {
        deferred!.bytes(count: count)
    }

    /// Whether the bytes are in memory (given, or read since).
    public var isRead: Bool { deferred?.isRead ?? true }

    /// The content hash the bytes were recorded with, for deferred bytes (known without reading them).
    public var recordedHash: UInt64? { deferred?.hash }

    private final class Deferred: @unchecked Sendable {
        let path: String
        let hash: UInt64
        let reads: DeferredReads
        let read: @Sendable () -> [UInt8]?
        let lock = Lock()
        var made: [UInt8]?

        init(path: String, hash: UInt64, reads: DeferredReads, read: @escaping @Sendable () -> [UInt8]?) {
            self.path = path
            self.hash = hash
            self.reads = reads
            self.read = read
        }

        var isRead: Bool { lock.withLock { made != nil } }

        func bytes(count: Int) -> [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let bytes: [UInt8]
            if let read = read(), read.count == count, ContentHash.of(read) == hash {
                bytes = read
                reads.noteRead(path, changed: false)
            } else {
                bytes = [UInt8](repeating: UInt8(ascii: " "), count: count)
                reads.noteRead(path, changed: true)
            }
            made = bytes
            return bytes
        }
    }
}

/// What a run's deferred files (`FileContents(deferredPath:…)`) came to: how many were trusted unread,
/// how many were read after all, and which had changed by then.
public final class DeferredReads: @unchecked Sendable {
    private let lock = Lock()
    private var deferredCount = 0
    private var readCount = 0
    private var changedPaths: [String] = []

    public init() {}

    /// Notes a file whose bytes were deferred.
    public func noteDeferred() { lock.withLock { deferredCount += 1 } }

    func noteRead(_ path: String, changed: Bool) {
        lock.withLock {
            readCount += 1
            if changed { changedPaths.append(path) }
        }
    }

    /// Files whose bytes were deferred.
    public var deferred: Int { lock.withLock { deferredCount } }
    /// Deferred files read since.
    public var read: Int { lock.withLock { readCount } }
    /// Deferred files that, read later, were no longer what the cache recorded (or could not be read), sorted.
    public var changed: [String] { lock.withLock { changedPaths.sorted() } }
}
