import IBLintCore

// The summary cache's binary form of a read Xcode project (see `BinaryCodable`): every stored field, in
// declaration order; `SummaryCodingTests` round-trips the corpus's project files.

extension XcodeProject: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(path); writer.write(directory); writer.write(targets); writer.write(localPackagePaths)
        writer.write(referencedFiles); writer.write(limits)
    }

    public init(from reader: inout BinaryReader) throws {
        path = try reader.read(); directory = try reader.read(); targets = try reader.read()
        localPackagePaths = try reader.read(); referencedFiles = try reader.read(); limits = try reader.read()
    }
}

extension XcodeTarget: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(productType); writer.write(moduleNames); writer.write(sourceFiles)
        writer.write(resourceFiles); writer.write(synchronizedFolders); writer.write(synchronizedExtraFiles)
        writer.write(packageProducts)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); productType = try reader.read(); moduleNames = try reader.read()
        sourceFiles = try reader.read(); resourceFiles = try reader.read(); synchronizedFolders = try reader.read()
        synchronizedExtraFiles = try reader.read(); packageProducts = try reader.read()
    }
}

extension XcodeTarget.SynchronizedFolder: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(path); writer.write(excluded)
    }

    public init(from reader: inout BinaryReader) throws {
        path = try reader.read(); excluded = try reader.read()
    }
}

// An XcodeGen specification (`project.yml`), read anew in every run before it was cached: its YAML cost
// openfoodfacts-ios 12 M instructions of a 200 M pre-commit run.

extension XcodeGenSpec: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(path); writer.write(directory); writer.write(targets); writer.write(limits)
    }

    public init(from reader: inout BinaryReader) throws {
        path = try reader.read(); directory = try reader.read(); targets = try reader.read(); limits = try reader.read()
    }
}

extension ProjectTarget: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.writeCase(origin); writer.write(descriptionPath); writer.write(moduleNames)
        writer.write(isTest); writer.write(files); writer.write(folders); writer.write(externalModules)
    }

    public init(from reader: inout BinaryReader) throws {
        let name: String = try reader.read(), origin = try reader.readCase(Origin.self), descriptionPath: String = try reader.read()
        self.init(name: name, origin: origin, descriptionPath: descriptionPath)
        moduleNames = try reader.read(); isTest = try reader.read(); files = try reader.read(); folders = try reader.read()
        externalModules = try reader.read()
    }
}

extension FolderMembership: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(path); writer.write(excluded.map(\.pattern)); writer.write(pattern?.pattern)
    }

    /// The path as it was stored (already normalized), the globs made again from their patterns (which
    /// they keep normalized).
    public init(from reader: inout BinaryReader) throws {
        let path: String = try reader.read(), excluded: [String] = try reader.read(), pattern: String? = try reader.read()
        self.init(path: path, excluded: excluded.map(PathGlob.init))
        self.path = path
        self.pattern = pattern.map(PathGlob.init)
    }
}

extension ProjectTarget.Origin: BinaryCaseCodable {}
