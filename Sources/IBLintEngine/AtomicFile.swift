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
        let temporary = FileSystem.path(FileSystem.parent(of: path),
                                        appending: ".\(SourceFile.fileName(ofPath: path)).iblint-\(getpid())-\(UInt32.random(in: 0 ... .max)).tmp")
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

    /// `beforeRename` runs between writing the temporary file and renaming it over `path`; tests use
    /// it to simulate a crash at the worst moment.
    static func write(_ data: Data, to path: String, beforeRename: () throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).iblint-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max)).tmp")
        let existingPermissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
        do {
            try data.write(to: temporary)
            if let existingPermissions {
                try FileManager.default.setAttributes([.posixPermissions: existingPermissions], ofItemAtPath: temporary.path)
            }
            try beforeRename()
            if rename(temporary.path, path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
