import IBLintCore

/// The named images and colors the project's asset catalogs (`*.xcassets`) and loose image files
/// define: what a nib can load by name from its bundle.
///
/// Built from paths alone, plus the text of the `Contents.json` of folder groups (which say whether
/// the group "provides namespace"). A project without any asset catalog gives `hasCatalog == false`:
/// rules must then treat every name as unknown, never as missing.
public struct AssetCatalogIndex: Sendable, Hashable {
    /// Paths of the `.xcassets` folders seen, sorted.
    public private(set) var catalogs: [String] = []
    /// Image names: image sets, symbol sets, and the other sets UIKit/AppKit can load as an image
    /// (app icons, image stacks, launch images, brand assets), namespaced as `Group/name` where a
    /// group provides a namespace.
    public private(set) var imageNames: Set<String> = []
    /// Color set names, namespaced the same way.
    public private(set) var colorNames: Set<String> = []
    /// Names loose image files answer to: `logo.png`, `logo@2x~ipad.png` → `logo`, `logo.png`, and the file name itself.
    public private(set) var looseImageNames: Set<String> = []

    /// The catalogs (paths of `.xcassets` folders) defining each color, by lowercased name.
    public private(set) var colorCatalogs: [String: Set<String>] = [:]

    /// Lowercased copies for lookups: iblint never claims a name is missing when only its case differs.
    private var foldedImages: Set<String> = []
    private var foldedColors: Set<String> = []

    public init() {}

    /// A file that declares assets: any file inside an `.xcassets` folder, or a loose image file.
    public struct Entry: Sendable {
        public var path: String
        /// The text of a group folder's `Contents.json`, the only text the index reads (discovery reads no
        /// other: `readsContents(ofPath:)`); empty for other files.
        public var contents: [UInt8]
        public init(path: String, contents: [UInt8] = []) {
            self.path = path
            self.contents = contents
        }
    }

    /// Asset set folder extensions whose name UIKit/AppKit can load as an image.
    public static let imageSetExtensions: Set<String> = ["imageset", "symbolset", "appiconset", "imagestack", "launchimage", "brandassets"]
    public static let colorSetExtensions: Set<String> = ["colorset"]
    /// Extensions of image files a nib can name directly (loaded from the bundle).
    public static let looseImageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "gif", "heic", "heif", "tif", "tiff", "bmp", "ico", "icns", "webp"]

    /// Whether a path is one of the files this index reads (see `Entry`).
    /// Read by bytes (discovery asks this of every file of the project that is not a source or an
    /// interface file): the path's last component (as `split(separator: "/").last` gives it) does not start
    /// with `.`, and a folder before it ends with `.xcassets` or it has an image's extension.
    public static func isAssetPath(_ path: String) -> Bool {
        return path.withUTF8Bytes { isAssetPath(utf8: $0) }
    }

    /// `isAssetPath(_:)` over a path's UTF-8 bytes.
    public static func isAssetPath(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        var end = utf8.count
        while end > 0, utf8[end - 1] == slash { end -= 1 }
        guard end > 0 else { return false }
        var lastStart = end
        while lastStart > 0, utf8[lastStart - 1] != slash { lastStart -= 1 }
        guard utf8[lastStart] != UInt8(ascii: ".") else { return false }
        // The folders: every run of bytes between slashes before the last component.
        var componentEnd = lastStart
        while componentEnd > 0 {
            while componentEnd > 0, utf8[componentEnd - 1] == slash { componentEnd -= 1 }
            if componentEnd >= catalogSuffix.count, utf8[(componentEnd - catalogSuffix.count)..<componentEnd].elementsEqual(catalogSuffix) {
                return true
            }
            while componentEnd > 0, utf8[componentEnd - 1] != slash { componentEnd -= 1 }
        }
        if let isImage = isLooseImageName(ascii: UnsafeBufferPointer(rebasing: utf8[lastStart..<end])) { return isImage }
        let last = String(decoding: utf8[lastStart..<end], as: UTF8.self)
        return looseImageExtensions.contains(Self.pathExtension(last).lowercased())
    }

    /// Whether an ASCII file name has a loose image's extension (`pathExtension(_:).lowercased()`, by
    /// bytes); `nil` when the name is not ASCII.
    private static func isLooseImageName(ascii name: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !name.contains(where: { $0 >= 0x80 }) else { return nil }
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
        let length = name.count - dot - 1
        return looseImageExtensionBytes.contains { ext in
            ext.count == length && zip(ext, name[(dot + 1)...]).allSatisfy { $0 == Self.asciiLowercased($1) }
        }
    }

    private static let looseImageExtensionBytes = looseImageExtensions.map { Array($0.utf8) }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static let catalogSuffix = Array(".xcassets".utf8)

    /// The bytes of `path` before its last `/` (empty when it has none).
    private static func folderBytes(of path: String) -> [UInt8] {
        path.withUTF8Bytes { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return [] }
            return Array(bytes[..<slash])
        }
    }

    /// Whether `path` names a file right inside the folder whose bytes are `folder` (byte for byte).
    private static func isFile(_ path: String, directlyIn folder: [UInt8]) -> Bool {
        path.withUTF8Bytes { bytes in
            folder.withUnsafeBufferPointer { folder in
                guard bytes.count > folder.count + 1, bytes[folder.count] == UInt8(ascii: "/") else { return false }
                for index in 0..<folder.count where bytes[index] != folder[index] { return false }
                return !bytes[(folder.count + 1)...].contains(UInt8(ascii: "/"))
            }
        }
    }

    public init(entries: [Entry]) {
        var catalogs: Set<String> = []
        // Folder path (inside a catalog) → whether its Contents.json says it provides a namespace.
        var providesNamespace: [String: Bool] = [:]
        // Set folders, each as its catalog plus the folders from the catalog down to the set.
        var sets: Set<[String]> = []
        // The entries of one catalog come one after another: its path is joined once for all of them.
        var previous: (components: ArraySlice<String>, isAbsolute: Bool, catalog: String)?
        // The folder of the last entry that declared a set: the set's other files (its images next to its
        // Contents.json, one after another) declare the same set, and are passed over without splitting
        // their paths (corona-warn-app's 1,391 catalog files are in 418 folders).
        var lastSetFolder: [UInt8] = []
        for entry in entries {
            if !lastSetFolder.isEmpty, Self.isFile(entry.path, directlyIn: lastSetFolder) { continue }
            lastSetFolder = []
            let components = PathComponents.split(entry.path)
            // The folder a catalog is: a file's own name is no catalog, though it may end in `.xcassets` (a
            // file named so inside a catalog crashed the run, its folders an empty range backwards).
            guard let catalogPosition = components.dropLast().lastIndex(where: { $0.hasSuffix(".xcassets") }) else {
                addLooseImage(components.last ?? entry.path)
                continue
            }
            // An absolute path keeps its leading slash, so catalogs compare with the other paths of the run.
            let isAbsolute = entry.path.hasPrefix("/")
            let catalog: String
            if let previous, previous.isAbsolute == isAbsolute, previous.components == components[...catalogPosition] {
                catalog = previous.catalog
            } else {
                catalog = (isAbsolute ? "/" : "") + components[...catalogPosition].joined(separator: "/")
                previous = (components[...catalogPosition], isAbsolute, catalog)
            }
            catalogs.insert(catalog)
            // A set folder itself (as discovery finds it: it does not look inside one) is one of the folders.
            let isSetFolderEntry = Self.isSetFolder(components[components.count - 1])
            let folders = Array(components[(catalogPosition + 1)..<(components.count - (isSetFolderEntry ? 0 : 1))])
            // A set folder, or any file inside one (its Contents.json, an image), declares the set; deeper
            // sets (the layers of an image stack) are part of it, not assets of their own.
            if let setPosition = folders.firstIndex(where: { Self.isSetFolder($0) }) {
                sets.insert([catalog] + folders[...setPosition])
                lastSetFolder = isSetFolderEntry ? Array(entry.path.utf8) : Self.folderBytes(of: entry.path)
            } else if components.last == "Contents.json", !folders.isEmpty {
                providesNamespace[([catalog] + folders).joined(separator: "/")] = Self.providesNamespace(entry.contents)
            }
        }
        for set in sets {
            guard let catalog = set.first, let folder = set.last, set.count >= 2 else { continue }
            var prefix: [String] = []
            var path = catalog
            for group in set.dropFirst().dropLast() {
                path += "/" + group
                if providesNamespace[path] == true { prefix.append(Self.stripExtension(group)) }
            }
            let name = (prefix + [Self.stripExtension(folder)]).joined(separator: "/")
            if Self.colorSetExtensions.contains(Self.pathExtension(folder)) {
                colorNames.insert(name)
                colorCatalogs[name.lowercased(), default: []].insert(catalog)
            } else {
                imageNames.insert(name)
            }
        }
        self.catalogs = catalogs.sorted()
        foldedImages = Set((imageNames.union(looseImageNames)).map { $0.lowercased() })
        foldedColors = Set(colorNames.map { $0.lowercased() })
    }

    /// Whether the index reads the text of the asset file at `path`: only a `Contents.json` of a group
    /// folder inside a catalog (it says whether the group provides a namespace). A set's own files, its
    /// `Contents.json` too, declare the set by being there, and a catalog's root `Contents.json` says
    /// nothing the index asks; reading them was most of the files a run opened in an app with hundreds
    /// of image sets. Decided as `init(entries:)` reads the path.
    public static func readsContents(ofPath path: String) -> Bool {
        guard path.hasSuffix("/Contents.json") else { return false }
        if let reads = path.withUTF8Bytes(readsContents(ofASCIIPath:)) { return reads }
        let components = PathComponents.split(path)
        guard let catalogPosition = components.dropLast().lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return false }
        let folders = components[(catalogPosition + 1)..<(components.count - 1)]
        return !folders.isEmpty && !folders.contains(where: isSetFolder)
    }

    /// `readsContents(ofPath:)` by bytes for an ASCII path ending in `/Contents.json` (discovery finds
    /// thousands in a large app: splitting each path into `String`s cost more than reading it saved);
    /// `nil` for any other path. Walks the folders back from the file's to the last catalog.
    private static func readsContents(ofASCIIPath utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        let slash = UInt8(ascii: "/")
        var end = utf8.count - "/Contents.json".utf8.count
        var folders = 0
        while true {
            while end > 0, utf8[end - 1] == slash { end -= 1 }
            guard end > 0 else { return false }  // no catalog above
            var start = end
            while start > 0, utf8[start - 1] != slash { start -= 1 }
            let folder = UnsafeBufferPointer(rebasing: utf8[start..<end])
            if folder.count >= catalogSuffix.count, folder[(folder.count - catalogSuffix.count)...].elementsEqual(catalogSuffix) {
                return folders > 0
            }
            if let dot = folder.lastIndex(of: UInt8(ascii: ".")), dot > 0 {
                let ext = UnsafeBufferPointer(rebasing: folder[(dot + 1)...])
                if setExtensionBytes.contains(where: { $0.count == ext.count && $0.elementsEqual(ext) }) { return false }
            }
            folders += 1
            end = start
        }
    }

    private static let setExtensionBytes = (imageSetExtensions.union(colorSetExtensions)).map { Array($0.utf8) }

    /// Whether a folder's name is a set's: an image set or any of `imageSetExtensions`, or a color set. Such a
    /// folder inside a catalog declares its asset whatever it holds (discovery does not look inside it).
    public static func isSetFolder(_ folder: String) -> Bool {
        let kind = pathExtension(folder)
        return imageSetExtensions.contains(kind) || colorSetExtensions.contains(kind)
    }

    /// At least one asset catalog was seen: only then can a name be known to be missing.
    public var hasCatalog: Bool { !catalogs.isEmpty }

    /// Whether an image of this name exists in a catalog or as a loose file (case-insensitively).
    public func definesImage(_ name: String) -> Bool { foldedImages.contains(name.lowercased()) }

    /// Whether a color set of this name exists (case-insensitively).
    public func definesColor(_ name: String) -> Bool { foldedColors.contains(name.lowercased()) }

    /// The catalogs that define a color of this name (case-insensitively), sorted.
    public func catalogs(definingColor name: String) -> [String] { (colorCatalogs[name.lowercased()] ?? []).sorted() }

    /// Every image name, for "did you mean" suggestions.
    public var allImageNames: [String] { Array(imageNames) + Array(looseImageNames) }

    private mutating func addLooseImage(_ fileName: String) {
        let fileExtension = Self.pathExtension(fileName)
        var base = Self.stripExtension(fileName)
        if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
        if let at = base.lastIndex(of: "@"), case let scale = base[base.index(after: at)...],
           scale.hasSuffix("x"), scale.dropLast().allSatisfy(\.isNumber) {
            base = String(base[..<at])
        }
        guard !base.isEmpty else { return }
        looseImageNames.insert(fileName)
        looseImageNames.insert(base)
        looseImageNames.insert(base + "." + fileExtension)
    }

    static func pathExtension(_ name: String) -> String {
        guard let dot = lastDot(in: name) else { return "" }
        return String(name[name.index(after: dot)...])
    }

    static func stripExtension(_ name: String) -> String {
        guard let dot = lastDot(in: name) else { return name }
        return String(name[..<dot])
    }

    /// The last `.` that is a character of its own, not the first: found by bytes (by `Character`, 3,700
    /// instructions a folder name), unless a non-ASCII byte next to it could join it to a longer character.
    private static func lastDot(in name: String) -> String.Index? {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let next = utf8.index(after: dot)
        if next != utf8.endIndex && utf8[next] >= 0x80 || dot != utf8.startIndex && utf8[utf8.index(before: dot)] >= 0x80 {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
            return dot
        }
        return dot == name.startIndex ? nil : dot
    }

    /// `"provides-namespace" : true` in a group's `Contents.json` (`properties`).
    static func providesNamespace(_ contents: [UInt8]) -> Bool {
        let text = String(decoding: contents, as: UTF8.self)
        guard let key = text.firstRange(ofText: "\"provides-namespace\"") else { return false }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == ":" }
        return rest.hasPrefix("true")
    }
}
