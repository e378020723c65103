#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes that never change, read in place: a file mapped into memory (the summary cache, read whole
/// and decoded piece by piece), or a copy of an array. Mapping a file that is in the page cache costs
/// no copy and no freshly zeroed memory: reading the 89 MB cache of a 21,000-file project into an array
/// spent 0.4 s of CPU in page faults alone.
///
/// A mapped file must not be cut short while mapped (reading past its new end would fault), and the parts of
/// the summary cache left for later keep its files mapped for the whole run: iblint replaces its cache files
/// only by renaming a new file over them, and removes them only by unlinking, which leave a mapped one intact.
public final class ByteBuffer: @unchecked Sendable {
    /// Valid for the buffer's lifetime (which may end at its last use: outside this module, read them
    /// through `withUnsafeBytes`); never written through.
    @usableFromInline let bytes: UnsafeRawBufferPointer
    private let release: (UnsafeRawBufferPointer) -> Void
    /// The bytes are a file mapped into memory: pages the system can drop and read again from the file,
    /// so a part kept for later costs no memory until it is read (`BinaryReader.deferRest()`).
    public let isMapped: Bool

    private init(bytes: UnsafeRawBufferPointer, isMapped: Bool = false, release: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.bytes = bytes
        self.isMapped = isMapped
        self.release = release
    }

    deinit { release(bytes) }

    /// A copy of `array`.
    public convenience init(_ array: [UInt8]) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 8)
        array.withUnsafeBytes { source in
            if let base = source.baseAddress { memory.baseAddress!.copyMemory(from: base, byteCount: source.count) }
        }
        self.init(bytes: UnsafeRawBufferPointer(rebasing: memory[0..<array.count])) { _ in memory.deallocate() }
    }

    /// A copy of `source`.
    public convenience init(copying source: UnsafeRawBufferPointer) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 8)
        if let base = source.baseAddress, source.count > 0 { memory.baseAddress!.copyMemory(from: base, byteCount: source.count) }
        self.init(bytes: UnsafeRawBufferPointer(rebasing: memory[0..<source.count])) { _ in memory.deallocate() }
    }

    public var count: Int { bytes.count }

    /// For a mapped file, gives its pages back to the system: they stop counting as this process's memory,
    /// and a byte read later is read again from the file (the page cache), as it was. Nothing for a copy.
    public func releaseResidentPages() {
        guard isMapped, let base = bytes.baseAddress, bytes.count > 0 else { return }
        #if canImport(Glibc) || canImport(Darwin)
        _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_DONTNEED)
        #endif
    }

    /// Calls `body` with the bytes, keeping the buffer alive until it returns.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }

    /// The regular file at `path`, mapped read-only (read into memory where it cannot be mapped, an empty
    /// file for one); `nil` when it cannot be opened or read.
    public static func contents(ofFile path: String) -> ByteBuffer? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0 else { return nil }
        let size = Int(info.st_size)
        if size == 0 { return ByteBuffer([]) }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE   // one call maps every page instead of a fault per page
        #else
        let flags = MAP_PRIVATE
        #endif
        if let mapped = mmap(nil, size, PROT_READ, flags, descriptor, 0), mapped != MAP_FAILED {
            return ByteBuffer(bytes: UnsafeRawBufferPointer(start: mapped, count: size), isMapped: true) { bytes in
                munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
            }
        }
        // Where a file cannot be mapped (some file systems), it is read.
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
        var count = 0
        while count < size {
            let result = read(descriptor, memory.baseAddress! + count, size - count)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { break }
            count += result
        }
        guard count == size else {
            memory.deallocate()
            return nil
        }
        return ByteBuffer(bytes: UnsafeRawBufferPointer(memory)) { _ in memory.deallocate() }
    }
}
