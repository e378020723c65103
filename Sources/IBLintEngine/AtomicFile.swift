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

/// Writes through a temporary file in the same folder and a rename, so a crash never leaves half a file.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    public static func write(_ data: Data, to path: String) throws {
        try write(data, to: path, beforeRename: {})
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
