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
        try write(Array(text.utf8), to: path)
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path, beforeRename: {})
    }

    /// `write(_:to:)` for contents made in pieces: `produce` hands each piece, in order, to the function
    /// it is given, which writes it out at once (to the temporary file, or in place), so the contents are
    /// never held whole. After a piece fails to be written the rest are ignored, and the error is thrown
    /// once `produce` returns (the temporary file removed, `path` left as it was).
    public static func write(to path: String, producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) throws {
        try write(to: path, beforeRename: {}, producing: produce)
    }

    /// For a file whose loss costs nothing but time (the cache, which checks its contents and ignores a
    /// file that does not match): the same temporary file and rename, so no reader ever sees half a file,
    /// but not flushed to disk. Flushed (`fsync`), a first run wrote its 32 cache files one flush after
    /// another (each can take milliseconds on a real disk), a pre-commit run one per changed file. After a
    /// crash a cache file may be empty or stale; the next run reads it as damaged and parses again.
    static func writeDisposable(_ bytes: UnsafeRawBufferPointer, to path: String,
                                beforeRename: () throws -> Void = {}) throws {
        try replace(path, permissions: nil, flushed: false, beforeRename: beforeRename) { $0(bytes) }
    }

    /// `beforeRename` runs between writing the temporary file and renaming it over `path`; tests use
    /// it to simulate a crash at the worst moment.
    static func write(_ data: [UInt8], to path: String, beforeRename: () throws -> Void) throws {
        try data.withUnsafeBytes { bytes in
            try write(to: path, beforeRename: beforeRename) { $0(bytes) }
        }
    }

    static func write(to path: String, beforeRename: () throws -> Void,
                      producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) throws {
        switch target(of: path) {
        case .inPlace:
            try writeFile(path, flags: O_TRUNC, flushed: false, producing: produce)
        case .replace(let resolved, let permissions):
            try replace(resolved, permissions: permissions, flushed: true, beforeRename: beforeRename, producing: produce)
        }
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

    /// Writes what `produce` makes to a temporary file beside `path` (hidden, named after it and this
    /// process: `.name.iblint-PID-RANDOM.tmp`, which the cache removes when a killed run left one), then
    /// renames it over `path`; on any failure the temporary file is removed and `path` left as it was.
    private static func replace(_ path: String, permissions: mode_t?, flushed: Bool, beforeRename: () throws -> Void,
                                producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) throws {
        let temporary = FileSystem.path(FileSystem.parent(of: path),
                                        appending: ".\(SourceFile.fileName(ofPath: path)).iblint-\(getpid())-\(UInt32.random(in: 0 ... .max)).tmp")
        do {
            try writeFile(temporary, flags: O_CREAT | O_EXCL, flushed: flushed, producing: produce)
            if let permissions, chmod(temporary, permissions) != 0 { throw failure(errno) }
            try beforeRename()
            if rename(temporary, path) != 0 { throw failure(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Opens `path` for writing (with `flags` added; a file it creates gets 0666 less the umask), writes
    /// every byte `produce` hands on, flushes to disk when asked, and closes.
    private static func writeFile(_ path: String, flags: Int32, flushed: Bool,
                                  producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | flags, 0o666)
        guard descriptor >= 0 else { throw failure(errno) }
        var error: Int32? = nil
        produce { piece in
            if error == nil { error = FileSystem.writeAll(piece, to: descriptor) }
        }
        if error == nil, flushed, fsync(descriptor) != 0 { error = errno }
        if close(descriptor) != 0, error == nil { error = errno }
        if let error { throw failure(error) }
    }

    private static func failure(_ number: Int32) -> FileSystem.Failure { FileSystem.Failure(number) }
}
