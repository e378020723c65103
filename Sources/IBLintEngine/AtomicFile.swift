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
import IBLintCore

/// Writes through a temporary file in the same folder and a rename, so a crash never leaves half a file.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    public static func write(_ data: Data, to path: String) throws {
        try write(data, to: path, beforeRename: {})
    }

    /// For a file whose loss costs nothing but time (the cache, which checks its contents and ignores a
    /// file that does not match): the same temporary file and rename, so no reader ever sees half a file,
    /// but written with `write(2)` and no `fsync`. `Data.write` flushes every file to the disk before it
    /// returns: a first run wrote its 32 cache files one flush after another (33 `fsync`s; each can take
    /// milliseconds on a real disk), a pre-commit run one per changed file. After a crash a cache file may
    /// be empty or stale; the next run reads it as damaged and parses again.
    static func writeDisposable(_ bytes: UnsafeRawBufferPointer, to path: String,
                                beforeRename: () throws -> Void = {}) throws {
        let temporary = temporaryPath(for: path)
        func failure(_ number: Int32) -> POSIXError { POSIXError(POSIXErrorCode(rawValue: number) ?? .EIO) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(errno) }
        do {
            if let number = FileSystem.writeAll(bytes, to: descriptor) {
                _ = close(descriptor)
                throw failure(number)
            }
            guard close(descriptor) == 0 else { throw failure(errno) }
            try beforeRename()
            guard rename(temporary, path) == 0 else { throw failure(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Beside `path`, hidden, named after it and this process (`.name.iblint-PID-RANDOM.tmp`: the cache
    /// removes such files a killed run left).
    private static func temporaryPath(for path: String) -> String {
        FileSystem.path(FileSystem.parent(of: path),
                        appending: ".\(SourceFile.fileName(ofPath: path)).iblint-\(getpid())-\(UInt32.random(in: 0 ... .max)).tmp")
    }

    /// How a file is written.
    enum Target: Equatable {
        /// Through a temporary file and a rename over this path: a regular file or a folder, or nothing
        /// yet, at the end of the given path's symbolic links (so that a link stays a link), with the
        /// permissions the file had.
        case replace(String, permissions: mode_t?)
        /// In place: a device (`--output /dev/null`), a pipe or a socket, or a link that leads to none of
        /// these files (`/dev/stdout` when it is a pipe). A rename over it would put a regular file in its
        /// place, and with root rights (a CI container's) that was `/dev/null` itself.
        case inPlace
    }

    static func target(of path: String) -> Target {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .replace(path, permissions: nil) }
        var resolved = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let real = realpath(path, nil) else { return .inPlace }
            resolved = String(cString: real)
            free(real)
            guard stat(resolved, &info) == 0 else { return .inPlace }
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFDIR else { return .inPlace }
        return .replace(resolved, permissions: type == S_IFREG ? info.st_mode & 0o7777 : nil)
    }

    private static func writeInPlace(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let failed = data.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor) }
        let closed = close(descriptor) == 0 ? nil : errno
        if let number = failed ?? closed { throw POSIXError(POSIXErrorCode(rawValue: number) ?? .EIO) }
    }

    /// `beforeRename` runs between writing the temporary file and renaming it over `path`; tests use
    /// it to simulate a crash at the worst moment.
    static func write(_ data: Data, to path: String, beforeRename: () throws -> Void) throws {
        guard case .replace(let path, let existingPermissions) = target(of: path) else {
            try writeInPlace(data, to: path)
            return
        }
        let temporary = temporaryPath(for: path)
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            if let existingPermissions, chmod(temporary, existingPermissions) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            try beforeRename()
            if rename(temporary, path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
