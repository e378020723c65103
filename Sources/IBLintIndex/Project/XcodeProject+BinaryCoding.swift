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
