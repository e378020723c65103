#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
import Foundation
#endif

/// Paths, folders, file kinds, the environment, the clock and error messages from the C library alone:
/// the `iblint` executable links no Foundation on Linux. The whole Foundation library cost every run 3 ms
/// to load and 7 MB; FoundationEssentials, used for a few folder and clock calls, still made the statically
/// linked executable 9 MB larger (41.6 → 32.2 MB) and cost every run about 2 MB of memory for its pages.
/// The same code on every platform, so messages and paths read the same on macOS and Linux.
public enum FileSystem {
    /// A failed system call: the `errno` it left. What `reason(_:)` turns into the system's words.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let code: Int32
        public init(_ code: Int32) { self.code = code }
        public var description: String { FileSystem.reason(errno: code) }
    }

    /// Whether anything is at `path` (following symbolic links, as `FileManager.fileExists` does).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The bytes of the file at `path` (following symbolic links), as `FileManager.contents(atPath:)` gives
    /// them: a regular file's, or what a pipe or device gives until its end (`--config <(…)`, `/dev/stdin`);
    /// `nil` for a folder or what cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Linter.readFile(path)?.0
        case S_IFDIR: return nil
        default: return streamContents(of: path)
        }
    }

    /// Everything a pipe or device at `path` gives until its end.
    private static func streamContents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        return readToEnd(descriptor, appendingTo: &bytes) ? bytes : nil
    }

    /// Reads `descriptor` in chunks until a read answers 0, appending to `bytes`; `false` when a read fails or
    /// `bytes` would pass `limit`.
    static func readToEnd(_ descriptor: Int32, appendingTo bytes: inout [UInt8], limit: Int = .max) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, into: $0.baseAddress!, count: $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 { return true }
            bytes += chunk[0..<count]
            guard bytes.count <= limit else { return false }
        }
    }

    /// The names in the folder `path`, without `.` and `..`, in the order the system lists them.
    public static func contentsOfDirectory(_ path: String) throws(Failure) -> [String] {
        guard let folder = opendir(path) else { throw Failure(errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Makes the folder `path` and any missing folder above it (as `mkdir -p`); a folder already there
    /// is no error, anything else already there is.
    public static func createDirectory(_ path: String) throws(Failure) {
        if isDirectory(path) == true { return }
        let parent = parent(of: path)
        if !parent.isEmpty, parent != path, isDirectory(parent) != true { try createDirectory(parent) }
        if mkdir(path, 0o777) != 0 {
            let number = errno
            // Made by another process meanwhile.
            if number == EEXIST, isDirectory(path) == true { return }
            throw Failure(number)
        }
    }

    /// The process's working directory; `nil` when it cannot be named (removed, or out of reach).
    public static func currentDirectory() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// What the symbolic link at `path` points to, as written in it; `nil` when `path` is no link (or names
    /// a target longer than 4 KB).
    public static func destinationOfSymbolicLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count) }
        }
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// The process's environment (the first of a name that appears twice).
    public static func environment() -> [String: String] {
        #if canImport(Glibc)
        // glibc's `__environ` (the module is imported `@preconcurrency`: Swift 6 refuses to read a C global that
        // can change, and nothing in iblint changes the environment).
        var entries: [String] = []
        var entry = __environ
        while let pair = entry?.pointee {
            entries.append(String(cString: pair))
            entry = entry.map { $0 + 1 }
        }
        return variables(entries)
        #elseif canImport(Musl)
        // musl declares no variable list a Swift module can rely on: the kernel's copy of the environment
        // the process started with.
        guard let bytes = contents(of: "/proc/self/environ") else { return [:] }
        return variables(bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        #else
        // On Apple platforms Foundation is part of the system, shared by every process: nothing to save.
        return ProcessInfo.processInfo.environment
        #endif
    }

    /// `NAME=value` entries as a dictionary, the first of a name that appears twice.
    static func variables(_ entries: [String]) -> [String: String] {
        var variables: [String: String] = [:]
        for text in entries {
            guard let equals = text.firstIndex(of: "=") else { continue }
            let name = String(text[..<equals])
            if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
        }
        return variables
    }

    /// Seconds since 1970 by the wall clock.
    public static func secondsSince1970() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

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
    public static func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// `write(_:to:)` for bytes in place.
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        _ = writeAll(bytes, to: descriptor)
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
        if let failure = error as? Failure { return reason(errno: failure.code) }
        return String(describing: error)
    }

    /// The C library's text for an `errno` value.
    public static func reason(errno number: Int32) -> String {
        guard let text = strerror(number) else { return "error \(number)" }
        return String(cString: text)
    }
}
