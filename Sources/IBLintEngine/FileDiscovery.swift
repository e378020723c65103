import IBLintCore
import IBLintIndex
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of input a file is, by its extension.
public enum InputKind: String, Sendable, Hashable {
    case interface, swift, objc
    /// Files that describe the project's structure: Xcode projects, `Package.swift`, `project.yml`,
    /// dependency managers' files, `.gitignore` (see `ProjectFile`).
    case projectFile
    /// Files of asset catalogs (`*.xcassets`) and loose images: read only for the names of images and colors.
    case asset

    public init?(path: String) {
        var contiguous = path
        switch contiguous.withUTF8(Self.classify) {
        case .decided(let kind?): self = kind
        case .decided(nil): return nil
        case .undecided:
            guard let kind = Self.classifyAsText(path) else { return nil }
            self = kind
        }
    }

    private enum Classification {
        case decided(InputKind?)
        /// A name that is not ASCII, or `project.pbxproj`: read as text.
        case undecided
    }

    /// `classifyAsText` by bytes, for an ASCII file name (nearly every one): discovery asks this of every
    /// file in the project, and building the name, its extension and three `Set<String>` look-ups cost
    /// 5,700 instructions a file.
    private static func classify(_ utf8: UnsafeBufferPointer<UInt8>) -> Classification {
        // The last component, as `SourceFile.fileName(ofPath:)` reads it.
        var end = utf8.count
        while end > 0, utf8[end - 1] == UInt8(ascii: "/") { end -= 1 }
        guard end > 0 else { return .undecided }
        var start = end
        while start > 0, utf8[start - 1] != UInt8(ascii: "/") { start -= 1 }
        let name = UnsafeBufferPointer(rebasing: utf8[start..<end])
        guard !name.contains(where: { $0 >= 0x80 }), let isProjectFile = ProjectFile.isProjectFile(nameBytes: name) else { return .undecided }
        if isProjectFile { return .decided(.projectFile) }
        if let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 {
            let ext = UnsafeBufferPointer(rebasing: name[(dot + 1)...])
            for (bytes, kind) in sourceExtensions where bytes.count == ext.count && bytes.elementsEqual(ext) { return .decided(kind) }
        }
        return .decided(AssetCatalogIndex.isAssetPath(utf8: utf8) ? .asset : nil)
    }

    private static let sourceExtensions: [([UInt8], InputKind)] = [
        ("swift", .swift), ("xib", .interface), ("storyboard", .interface), ("h", .objc), ("m", .objc), ("mm", .objc),
    ].map { (Array($0.utf8), $1) }

    /// The reading by `String`, for names `classify` leaves undecided.
    static func classifyAsText(_ path: String) -> InputKind? {
        if ProjectFile.isProjectFile(path: path) { return .projectFile }
        // The name's extension as `NSString.pathExtension` gives it (none for `.hidden`), without bridging:
        // discovery asks this of every file in the project.
        let name = SourceFile.fileName(ofPath: path)
        let dot = name.utf8.lastIndex(of: UInt8(ascii: "."))
        switch dot.flatMap({ $0 == name.utf8.startIndex ? nil : name[name.utf8.index(after: $0)...] }) ?? "" {
        case "xib", "storyboard": return .interface
        case "swift": return .swift
        case "h", "m", "mm": return .objc
        default: return AssetCatalogIndex.isAssetPath(path) ? .asset : nil
        }
    }
}

/// One file found under the paths the user gave, or a set folder of an asset catalog (`cart.imageset`), which
/// discovery does not look inside: it stands for its asset (kind `.asset`, never read).
public struct DiscoveredFile: Sendable, Hashable {
    public var absolutePath: String
    /// Relative to the working directory when under it, absolute otherwise.
    public var displayPath: String
    public var kind: InputKind
    /// Inside `Pods/`, `Carthage/` or `SourcePackages/`: indexed (its classes are real) but never reported on.
    public var isVendored: Bool
}

/// Walks the given paths for interface files, sources and project descriptions.
public struct FileDiscovery: Sendable {
    /// Directories never entered.
    public static let skippedDirectories: Set<String> = [".build", "DerivedData", ".git", ".swiftpm", ".hg", ".svn", "node_modules"]
    /// Directories indexed but not reported on.
    public static let vendoredDirectories = PathComponents.vendoredFolderNames

    public var workingDirectory: String

    public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

    public struct Result: Sendable {
        public var files: [DiscoveredFile]
        /// Paths that do not exist or cannot be read, as sentences.
        public var errors: [String]
        /// The given paths that exist, as iblint reports paths (`.` for the working directory).
        public var roots: [String] = []
        /// Symbolic links found and not followed (a project may list files through them).
        public var symbolicLinks: [String] = []
        /// What this run found in each folder it listed or took from kept listings, for the next run: only
        /// folders whose listing may be kept (see `FolderListings`); empty when discovery kept none.
        public var listings = FolderListings()
        /// Whether `listings` differ from the listings discovery was given (and are worth writing).
        public var listingsChanged = false
        /// Folders listed, and folders whose kept listing was used instead.
        public var foldersListed = 0
        public var foldersReused = 0

        public var scope: ScanScope { ScanScope(roots: roots, symbolicLinks: symbolicLinks) }

        /// Whether anything was found to lint: an interface file or a Swift or Objective-C source
        /// (project descriptions and asset catalogs alone are not).
        public var hasLintableFiles: Bool {
            files.contains { [.interface, .swift, .objc].contains($0.kind) }
        }
    }

    /// The given paths that exist, as `discover` reports them in `Result.roots` (`.` for the working
    /// directory), without walking them: for what must be known before the files are (the cache's folder).
    public func roots(of paths: [String]) -> [String] {
        (paths.isEmpty ? ["."] : paths).compactMap { path in
            let absolute = absolutePath(path)
            return FileSystem.isDirectory(absolute) == nil ? nil : displayPath(absolute)
        }
    }

    /// The files under `paths` (the working directory without any). With `kept` (the listings an earlier run
    /// recorded, empty when there were none), a folder whose stamp is still the one recorded is not listed
    /// but taken from them, and the result's `listings` are what the next run may keep; `listedAt` (seconds
    /// since 1970, now by default) is when the walk started, which decides whether a folder changed too
    /// recently for its listing to be kept (tests give a later time).
    public func discover(_ paths: [String], reusing kept: FolderListings? = nil, listedAt: Double? = nil) -> Result {
        let keeping = kept.map { Keeping(kept: $0, listedAt: listedAt ?? FileSystem.secondsSince1970()) }
        var recorded = FolderListings()
        var listed = 0, reused = 0, freshlyRecorded = 0
        var files: [DiscoveredFile] = []
        var errors: [String] = []
        var seen: Set<String> = []
        var roots: [String] = []
        var links: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            let absolute = absolutePath(path)
            guard let isDirectory = FileSystem.isDirectory(absolute) else {
                errors.append("\(path): no such file or directory")
                continue
            }
            roots.append(displayPath(absolute))
            if !isDirectory {
                if let kind = InputKind(path: absolute), seen.insert(absolute).inserted {
                    files.append(file(absolute, kind: kind))
                } else if InputKind(path: absolute) == nil {
                    errors.append("\(path): not a .xib, .storyboard, .swift, .h or .m file")
                }
                continue
            }
            // One folder's walk meets each file once (it follows no symbolic link): only paths given together,
            // which may overlap (`. App`), need the files checked against those already found (hashing
            // every absolute path into `seen` was 3,000 instructions a file).
            walk(absolute, into: &files, seen: &seen, deduplicating: paths.count > 1, errors: &errors, links: &links,
                 keeping: keeping) { listing in
                if listing.reused { reused += 1 } else { listed += 1 }
                guard let record = listing.record else { return }
                recorded.folders[record.path] = record.folder
                if !listing.reused { freshlyRecorded += 1 }
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        var result = Result(files: files, errors: errors, roots: roots, symbolicLinks: links.sorted())
        result.foldersListed = listed
        result.foldersReused = reused
        if let keeping {
            // Every folder reused was kept, so the same count of folders, none listed afresh, is the same listings.
            result.listingsChanged = freshlyRecorded > 0 || recorded.folders.count != keeping.kept.folders.count
            result.listings = recorded
        }
        return result
    }

    /// Kept listings to reuse, and when this walk started.
    private struct Keeping: Sendable {
        var kept: FolderListings
        var listedAt: Double
    }

    /// Walks a folder level by level: the folders of one depth are listed in parallel (reading folders
    /// and classifying names is most of discovery, and a project has thousands), and their results
    /// gathered in order, so every run finds the same files in the same order.
    /// `seen`: the files found so far; when `deduplicating`, only others are added (and put in it), else
    /// every file the walk meets.
    private func walk(_ root: String, into files: inout [DiscoveredFile], seen: inout Set<String>, deduplicating: Bool,
                      errors: inout [String], links: inout [String], keeping: Keeping?, met: (Listing) -> Void) {
        var level = [root]
        while !level.isEmpty {
            let listings = level.parallelMap { list($0, keeping: keeping) }
            level = []
            for listing in listings {
                met(listing)
                if let error = listing.error { errors.append(error) }
                links += listing.links
                if deduplicating {
                    for file in listing.files where seen.insert(file.absolutePath).inserted { files.append(file) }
                } else {
                    files += listing.files
                }
                level += listing.folders
            }
        }
    }

    /// What one folder holds: the files iblint reads, the folders to walk next, symbolic links.
    private struct Listing: Sendable {
        var files: [DiscoveredFile] = []
        var folders: [String] = []
        var links: [String] = []
        var error: String?
        /// The folder as the next run may keep it (`nil` when it may not).
        var record: (path: String, folder: FolderListings.Folder)?
        /// Taken from the kept listings, not listed.
        var reused = false
    }

    private func list(_ directory: String, keeping: Keeping?) -> Listing {
        // Its stamp before its entries: a change while it is listed gives it a stamp the next run will not match.
        let stamp = keeping == nil ? nil : FolderListings.Stamp.of(directory)
        // Each entry's path made at once (two appends made and grew a string twice: 5.5 M instructions of
        // GoMap's pre-commit run).
        let prefix = directory == "/" ? "/" : directory + "/"
        if let stamp, let folder = keeping?.kept.folders[directory], folder.stamp == stamp {
            return reusedListing(folder, of: directory, prefix: prefix)
        }
        var listing = Listing()
        guard let entries = Self.entries(of: directory) else {
            listing.error = "\(displayPath(directory)): cannot read directory"
            return listing
        }
        var kept: [FolderListings.Entry] = []
        let vendored = isVendoredFolder(prefix)
        for (entry, knownType) in entries {
            let path = Self.concatenate(prefix, entry)
            guard let type = knownType ?? Self.entryType(path) else { continue }
            if type == .symbolicLink {
                listing.links.append(displayPath(path))
                kept.append(.init(name: entry, kind: .symbolicLink))
                continue
            }
            if type == .directory {
                // `.xcodeproj` bundles hold project.pbxproj (module names); other bundles and hidden folders are skipped.
                if Self.skippedDirectories.contains(entry) || (entry.hasPrefix(".") && entry != ".") { continue }
                // A set folder of an asset catalog (`cart.imageset`, `Blue.colorset`) declares its asset by being
                // there: found as one asset entry, not walked (its Contents.json and images said no more, and
                // listing every set folder was most of discovering an app with hundreds: GoMap's 1,092 of its
                // 1,165 folders, 37 % of its pre-commit run).
                if AssetCatalogIndex.isSetFolder(entry), AssetCatalogIndex.isAssetPath(path) {
                    listing.files.append(file(path, kind: .asset, isVendored: vendored))
                    kept.append(.init(name: entry, kind: .file(.asset)))
                    continue
                }
                listing.folders.append(path)
                kept.append(.init(name: entry, kind: .folder))
            } else if type == .regular, let kind = InputKind(path: path) {
                // A project.pbxproj counts only inside an .xcodeproj; symbolic links are not followed.
                if kind == .projectFile, entry == "project.pbxproj", !directory.hasSuffix(".xcodeproj") { continue }
                listing.files.append(file(path, kind: kind, isVendored: vendored))
                kept.append(.init(name: entry, kind: .file(kind)))
            }
        }
        if let stamp, let keeping, FolderListings.isSettled(stamp, listedAt: keeping.listedAt) {
            listing.record = (directory, FolderListings.Folder(stamp: stamp, entries: kept))
        }
        return listing
    }

    /// A folder's listing made from what an earlier run kept of it, as `list` would have made it.
    private func reusedListing(_ folder: FolderListings.Folder, of directory: String, prefix: String) -> Listing {
        var listing = Listing()
        listing.reused = true
        listing.record = (directory, folder)
        let vendored = isVendoredFolder(prefix)
        for entry in folder.entries {
            let path = Self.concatenate(prefix, entry.name)
            switch entry.kind {
            case .file(let kind): listing.files.append(file(path, kind: kind, isVendored: vendored))
            case .folder: listing.folders.append(path)
            case .symbolicLink: listing.links.append(displayPath(path))
            }
        }
        return listing
    }

    private enum EntryType { case regular, directory, symbolicLink, other }

    /// `first + second`, made at its length in one allocation.
    static func concatenate(_ first: String, _ second: String) -> String {
        first.withUTF8Bytes { first in
            second.withUTF8Bytes { second in
                String(unsafeUninitializedCapacity: first.count + second.count) { buffer in
                    _ = buffer.initialize(from: first)
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[first.count...]).initialize(from: second)
                    return first.count + second.count
                }
            }
        }
    }

    /// A directory's entries, sorted by name, each with its type when the directory listing gives it
    /// (`d_type`; most file systems do), which saves an `lstat` per entry. `nil` when it cannot be read.
    private static func entries(of directory: String) -> [(name: String, type: EntryType?)]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, type: EntryType?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let type: EntryType?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): type = .regular
            case Int32(DT_DIR): type = .directory
            case Int32(DT_LNK): type = .symbolicLink
            case Int32(DT_UNKNOWN): type = nil
            default: type = .other
            }
            entries.append((name, type))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// What a directory entry is, without following a symbolic link: one `lstat` (Foundation's
    /// `attributesOfItem` also looks up the owner's and group's names).
    private static func entryType(_ path: String) -> EntryType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    private func file(_ absolute: String, kind: InputKind, isVendored: Bool? = nil) -> DiscoveredFile {
        let display = displayPath(absolute)
        return DiscoveredFile(absolutePath: absolute, displayPath: display, kind: kind, isVendored: isVendored ?? Self.isVendored(display))
    }

    /// `isVendored` of every file in the folder whose path ends in `prefix` (a slash): it reads only a file's
    /// folders, the same for all of them, so it is asked once a folder (asked per file, it was 6 % of
    /// discovering scale 10 from kept listings).
    private func isVendoredFolder(_ prefix: String) -> Bool {
        Self.isVendored(displayPath(Self.concatenate(prefix, "file")))
    }

    /// Whether a folder of `path` (not the file's own name) is `Pods`, `Carthage` or `SourcePackages`
    /// (`PathComponents.hasVendoredFolder`, which the project model asks too). This runs for every file
    /// found, assets too: an ASCII path is read by its bytes.
    static func isVendored(_ path: String) -> Bool { PathComponents.hasVendoredFolder(path) }

    public func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return Self.normalize(joined)
    }

    public func displayPath(_ absolute: String) -> String {
        // The common case by bytes: the working directory's bytes, a slash, then an ASCII byte (so a
        // character boundary, as `hasPrefix` needs). Counting and dropping `Character`s was most of
        // discovering a file, and then `starts(with:)` on the UTF-8 views, 3,800 instructions a file.
        let relative = workingDirectory.withUTF8Bytes { directory in
            absolute.withUTF8Bytes { bytes -> String? in
                let slashed = directory.last == UInt8(ascii: "/")
                let prefixCount = directory.count + (slashed ? 0 : 1)
                guard bytes.count > prefixCount, UnsafeBufferPointer(rebasing: bytes[..<directory.count]).elementsEqual(directory),
                      slashed || bytes[directory.count] == UInt8(ascii: "/"), bytes[prefixCount] < 0x80 else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[prefixCount...]), as: UTF8.self)
            }
        }
        if let relative { return relative }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if absolute.hasPrefix(base) { return String(absolute.dropFirst(base.count)) }
        if absolute == workingDirectory { return "." }
        return absolute
    }

    /// Removes `.` and `..` components and duplicate slashes (no symlink resolution).
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
