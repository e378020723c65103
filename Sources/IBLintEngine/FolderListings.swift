#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IBLintCore

/// What discovery found in each folder of the project, kept between runs in the project's cache folder
/// (`folders.iblintcache`) so that a run finds the files of a folder that has not changed without
/// listing it: one `stat` of the folder instead of opening, reading and closing it, and none of its
/// entries named, sorted and classified again. (Listing the folders was most of discovering a project,
/// and discovery a third of a pre-commit run on a small app.)
///
/// A folder's entries change only when a name in it is made, removed or renamed, and each of those
/// gives the folder a new modification and status-change time; no program can set a status-change time
/// back. So a kept listing is used only while the folder's modification and status-change times, inode
/// and device are those recorded, and it is recorded only when the folder's status had last changed
/// more than `SummaryCache.trustMargin` seconds before the run listed it (a change within the file
/// system's time resolution of the listing could leave both times as they were). A file changed in place
/// does not change its folder: that is the summary cache's business, file by file.
///
/// Only what discovery keeps is recorded: the files iblint reads with their kind, the folders it walks
/// into, the symbolic links it reports; a folder's other entries are not. A listings file that is
/// damaged, cut short, written by another iblint build or in another format is ignored (every folder
/// is listed) and written again: kept listings can make discovery slower, never different.
public struct FolderListings: Sendable, Equatable {
    /// Bumped whenever the file's layout, or what discovery keeps of a folder, changes.
    public static let formatVersion = 1
    static let magic = Array("IBLINT-FOLDER-LISTINGS".utf8)
    /// The file's name in the project's cache folder. It ends like the summary cache's files, so the
    /// cache's clean-up treats it as one of them (`SummaryCache.save`, `removeUnused`).
    public static let fileName = "folders.iblintcache"

    /// What tells a version of a folder apart: its modification time, status-change time, inode and device.
    public struct Stamp: Sendable, Hashable {
        public var modification: FileTime
        public var identity: FileIdentity

        public init(modification: FileTime, identity: FileIdentity) {
            self.modification = modification
            self.identity = identity
        }

        /// The folder at `path`'s stamp (following a symbolic link, as listing it does), `nil` when it
        /// cannot be looked at.
        public static func of(_ path: String) -> Stamp? {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            return Stamp(modification: FileTime(info), identity: FileIdentity(info))
        }
    }

    /// One entry discovery keeps: a name in the folder and what it is.
    public struct Entry: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// A file iblint reads (or an asset catalog's set folder, found as one asset).
            case file(InputKind)
            /// A folder walked into.
            case folder
            /// A symbolic link, reported and not followed.
            case symbolicLink
        }

        public var name: String
        public var kind: Kind

        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    /// One folder as it was listed: its stamp then, and what discovery kept of it, in name order.
    public struct Folder: Sendable, Equatable {
        public var stamp: Stamp
        public var entries: [Entry]

        public init(stamp: Stamp, entries: [Entry]) {
            self.stamp = stamp
            self.entries = entries
        }
    }

    /// By the folder's absolute path.
    public var folders: [String: Folder]

    public init(folders: [String: Folder] = [:]) { self.folders = folders }

    /// Whether `stamp`, read of a folder just before it was listed at `listedAt` (seconds since 1970),
    /// is old enough for the listing to be kept: see the type's comment.
    public static func isSettled(_ stamp: Stamp, listedAt: Double) -> Bool {
        let changed = Double(stamp.identity.changeTime.seconds) + Double(stamp.identity.changeTime.nanoseconds) / 1e9
        return changed + SummaryCache.trustMargin < listedAt
    }

    // MARK: The file

    /// What a listings file is valid for: this iblint build (`SummaryCache.buildIdentity`, as for the summary
    /// cache but without the configuration, which discovery does not read).
    public static func identity(build: String) -> String {
        build + "; folder listings \(formatVersion)"
    }

    /// The listings kept in the file at `path`: `.missing` without one, `.discarded` with the reason when it
    /// cannot be used.
    public enum Loaded: Sendable {
        case loaded(FolderListings)
        case missing
        case discarded(String)

        public var listings: FolderListings? {
            if case .loaded(let listings) = self { return listings }
            return nil
        }
    }

    public static func load(from path: String, identity: String) -> Loaded {
        guard let buffer = ByteBuffer.contents(ofFile: path) else { return .missing }
        do {
            return .loaded(try decode(buffer, identity: Array(identity.utf8)))
        } catch let error as BinaryCodingError {
            return .discarded(error.description)
        } catch {
            return .discarded("\(error)")
        }
    }

    static func decode(_ buffer: ByteBuffer, identity: [UInt8]) throws -> FolderListings {
        var reader = try CacheFileFraming.body(of: buffer, magic: magic, notOurs: "it is not an iblint folder listings file")
        guard try reader.readVarint() == UInt64(formatVersion) else { throw BinaryCodingError("it has another format") }
        guard try reader.readBytes() == identity else { throw BinaryCodingError("it was written by another iblint build") }
        let count = try reader.readCount()
        var folders: [String: Folder] = [:]
        folders.reserveCapacity(count)
        for _ in 0..<count {
            let path = try reader.readString()
            let modification = FileTime(seconds: try reader.read(), nanoseconds: try reader.read())
            let change = FileTime(seconds: try reader.read(), nanoseconds: try reader.read())
            let identity = FileIdentity(changeTime: change, inode: try reader.readVarint(), device: try reader.readVarint())
            let entryCount = try reader.readCount()
            var entries: [Entry] = []
            entries.reserveCapacity(entryCount)
            for _ in 0..<entryCount {
                let name = try reader.readString()
                guard let kind = Entry.Kind(code: try reader.readByte()), Self.isPlainName(name) else {
                    throw BinaryCodingError("it has an entry it cannot read")
                }
                entries.append(Entry(name: name, kind: kind))
            }
            guard path.hasPrefix("/") else { throw BinaryCodingError("it has a folder that is not an absolute path") }
            folders[path] = Folder(stamp: Stamp(modification: modification, identity: identity), entries: entries)
        }
        guard reader.isAtEnd else { throw BinaryCodingError("it has bytes after its last folder") }
        return FolderListings(folders: folders)
    }

    /// A name a folder can hold: not empty, `.` or `..`, without a slash or a NUL.
    static func isPlainName(_ name: String) -> Bool {
        var name = name
        // By bytes: asked of every name read (through `utf8.contains`, it was a seventh of discovering scale 10).
        return name.withUTF8 { bytes in
            guard !bytes.isEmpty, !(bytes.count <= 2 && bytes.allSatisfy { $0 == UInt8(ascii: ".") }) else { return false }
            for byte in bytes where byte == UInt8(ascii: "/") || byte == 0 { return false }
            return true
        }
    }

    /// The file's bytes: folders in path order, so the same listings always give the same bytes.
    func encoded(identity: String) -> [UInt8] {
        var writer = BinaryWriter()
        writer.writeRawBytes(Self.magic)
        writer.writeVarint(UInt64(Self.formatVersion))
        writer.writeBytes(Array(identity.utf8))
        writer.writeVarint(UInt64(folders.count))
        for path in folders.keys.sorted() {
            let folder = folders[path]!
            writer.writeString(path)
            writer.write(folder.stamp.modification.seconds)
            writer.write(folder.stamp.modification.nanoseconds)
            writer.write(folder.stamp.identity.changeTime.seconds)
            writer.write(folder.stamp.identity.changeTime.nanoseconds)
            writer.writeVarint(folder.stamp.identity.inode)
            writer.writeVarint(folder.stamp.identity.device)
            writer.writeVarint(UInt64(folder.entries.count))
            for entry in folder.entries {
                writer.writeString(entry.name)
                writer.writeRawBytes([entry.kind.code])
            }
        }
        CacheFileFraming.seal(&writer)
        return writer.bytes
    }

    /// Writes the file at `path` through a temporary file and a rename (not flushed: like the summary
    /// cache's files, a lost or damaged one is only listed again), creating its folder.
    public func write(to path: String, identity: String) throws {
        let bytes = encoded(identity: identity)
        try FileSystem.createDirectory(FileSystem.parent(of: path))
        try bytes.withUnsafeBytes { try AtomicFile.writeDisposable($0, to: path) }
    }
}

extension FolderListings.Entry.Kind {
    /// The byte a kind is written as.
    var code: UInt8 {
        switch self {
        case .folder: return 0
        case .symbolicLink: return 1
        case .file(.interface): return 2
        case .file(.swift): return 3
        case .file(.objc): return 4
        case .file(.projectFile): return 5
        case .file(.asset): return 6
        }
    }

    init?(code: UInt8) {
        switch code {
        case 0: self = .folder
        case 1: self = .symbolicLink
        case 2: self = .file(.interface)
        case 3: self = .file(.swift)
        case 4: self = .file(.objc)
        case 5: self = .file(.projectFile)
        case 6: self = .file(.asset)
        default: return nil
        }
    }
}
