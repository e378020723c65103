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

/// What tells a version of a file apart besides its size and modification time: when its status last
/// changed and which inode (on which device) it is. No program can set a status-change time back (writing,
/// renaming, `touch -d`, `cp -p`, `tar`, `rsync -t` all make it the current time), so a file whose
/// status-change time is still the one recorded has not been written since; an editor that saves by
/// writing another file and renaming it over the old makes a new inode as well.
public struct FileIdentity: Sendable, Hashable {
    public var changeTime: FileTime
    public var inode: UInt64
    public var device: UInt64

    /// What a file made in memory, or read without a `stat`, has: never equal to a real file's.
    public static let unknown = FileIdentity(changeTime: FileTime(seconds: 0, nanoseconds: 0), inode: 0, device: 0)

    public init(changeTime: FileTime, inode: UInt64, device: UInt64) {
        self.changeTime = changeTime
        self.inode = inode
        self.device = device
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let change = FileTime(seconds: Int(info.st_ctimespec.tv_sec), nanoseconds: Int(info.st_ctimespec.tv_nsec))
        #else
        let change = FileTime(seconds: Int(info.st_ctim.tv_sec), nanoseconds: Int(info.st_ctim.tv_nsec))
        #endif
        self.init(changeTime: change, inode: UInt64(truncatingIfNeeded: info.st_ino), device: UInt64(truncatingIfNeeded: info.st_dev))
    }
}
