import IBLintCore
/// Turns diagnostic paths (relative to the working directory, or absolute) into the forms each
/// format needs: absolute, repository-relative, and percent-encoded URIs.
struct PathResolver: Sendable {
    let workingDirectory: String
    let repositoryRoot: String

    init(workingDirectory: String, repositoryRoot: String) {
        self.workingDirectory = PathResolver.normalize(workingDirectory)
        self.repositoryRoot = PathResolver.normalize(repositoryRoot)
    }

    /// The absolute, lexically normalized path of `path`.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? PathResolver.normalize(path) : PathResolver.normalize(workingDirectory + "/" + path)
    }

    /// `path` relative to the repository root (`/`-separated, no `.`/`..`), or nil if it lies outside.
    func repositoryRelative(_ path: String) -> String? {
        let full = absolute(path)
        if repositoryRoot == "/" { return full == "/" ? nil : String(full.dropFirst()) }
        guard full.hasPrefix(repositoryRoot + "/") else { return nil }
        let relative = String(full.dropFirst(repositoryRoot.count + 1))
        return relative.isEmpty ? nil : relative
    }

    /// Repository-relative when possible, else absolute (GitHub annotations, fingerprints).
    func repositoryRelativeOrAbsolute(_ path: String) -> String {
        repositoryRelative(path) ?? absolute(path)
    }

    /// Resolves `.` and `..` segments and repeated slashes without touching the file system
    /// (symlinks are the caller's business: the engine hands over the paths it read).
    static func normalize(_ path: String) -> String {
        // Most paths are normalized already (each finding's path is resolved): told by bytes, returned as they are.
        if PathComponents.isNormalizedASCII(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() }
                else if !isAbsolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters and `/`, byte by byte in
    /// UTF-8, so a space becomes `%20` and `é` becomes `%C3%A9`.
    /// Built as bytes (appending to a string's scalars cost 24,000 instructions a path, twice for each
    /// finding of a SARIF report); a path with nothing to encode is its own answer.
    static func percentEncode(_ path: String) -> String {
        @inline(__always) func isUnreserved(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                return true
            default:
                return false
            }
        }
        guard !path.utf8.allSatisfy(isUnreserved) else { return path }
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `file:///abs/path` for an absolute path; a trailing slash when `directory`.
    static func fileURI(_ absolutePath: String, directory: Bool = false) -> String {
        var path = absolutePath
        if directory && !path.hasSuffix("/") { path += "/" }
        return "file://" + percentEncode(path)
    }
}
