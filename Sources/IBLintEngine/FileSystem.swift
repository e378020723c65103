#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths, file kinds and error messages without `NSString` or `NSError`: iblint needs only
/// FoundationEssentials on Linux (the whole Foundation library cost every run 3 ms to load and 7 MB).
/// The same code on every platform, so messages and paths read the same on macOS and Linux.
public enum FileSystem {
    /// Whether `path` names a directory (following symbolic links, as `FileManager.fileExists` does);
    /// `nil` when nothing is there or it cannot be looked at.
    public static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// `name` inside the folder `folder`, as `NSString.appendingPathComponent` joins them (one slash
    /// between, none added to an empty folder).
    public static func path(_ folder: String, appending name: String) -> String {
        if folder.isEmpty { return name }
        if name.isEmpty { return folder }
        var trimmedFolder = Substring(folder)
        while trimmedFolder.count > 1, trimmedFolder.hasSuffix("/") { trimmedFolder = trimmedFolder.dropLast() }
        let trimmedName = name.hasPrefix("/") ? String(name.drop { $0 == "/" }) : name
        return trimmedFolder == "/" ? "/" + trimmedName : trimmedFolder + "/" + trimmedName[...]
    }

    /// The folder holding `path`, as `NSString.deletingLastPathComponent` gives it: `/a/b` and `/a/b/`
    /// give `/a`, `/a` gives `/`, a name without a slash gives the empty string.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// `read(2)`: up to `count` bytes from `descriptor` into `buffer`; how many, 0 at the end, -1 on error.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The standard streams' descriptors.
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    /// Writes all of `bytes` to `descriptor` (a standard stream), retrying short writes and interruptions;
    /// gives up quietly when the stream is closed (`iblint … | head`).
    public static func write(_ bytes: some ContiguousBytes, to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer` to `descriptor`, retrying short writes and interruptions; the `errno` of the
    /// write that failed, `nil` when every byte was written.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #elseif canImport(Musl)
            let written = Musl.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// What went wrong, in words, for a message that already names the file: the system's reason
    /// (`No such file or directory`, `Permission denied`) when the error carries one.
    public static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError {
            if let underlying = error.underlying as? POSIXError { return reason(errno: underlying.code.rawValue) }
            switch error.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return reason(errno: ENOENT)
            case .fileReadNoPermission, .fileWriteNoPermission: return reason(errno: EACCES)
            case .fileWriteOutOfSpace: return reason(errno: ENOSPC)
            case .fileWriteVolumeReadOnly: return reason(errno: EROFS)
            case .fileWriteFileExists: return reason(errno: EEXIST)
            default: return "the file system refused (error \(error.code.rawValue))"
            }
        }
        if let error = error as? POSIXError { return reason(errno: error.code.rawValue) }
        return String(describing: error)
    }

    /// The C library's text for an `errno` value.
    public static func reason(errno number: Int32) -> String {
        guard let text = strerror(number) else { return "error \(number)" }
        return String(cString: text)
    }
}
