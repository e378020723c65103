#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's modification time, to the nanosecond where the file system keeps it.
public struct FileTime: Sendable, Hashable {
    public var seconds: Int
    public var nanoseconds: Int

    public init(seconds: Int, nanoseconds: Int) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        self.init(seconds: Int(info.st_mtimespec.tv_sec), nanoseconds: Int(info.st_mtimespec.tv_nsec))
        #else
        self.init(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        #endif
    }

    /// The modification time of the file at `path` (following links), or `nil`.
    public static func of(_ path: String) -> FileTime? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileTime(info)
    }
}
