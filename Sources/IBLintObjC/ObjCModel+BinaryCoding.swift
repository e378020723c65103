import IBLintCore

// The summary cache's binary form of the Objective-C scanner's model (see `BinaryCodable`): every stored
// field, in declaration order; `SummaryCodingTests` round-trips real files.

extension ObjCFileSummary {
    /// Everything but the file itself, which the cache reads from disk (and checks against its hash).
    public func encodeFacts(to writer: inout BinaryWriter) {
        writer.write(interfaces); writer.write(implementations); writer.write(declaredNames); writer.write(text)
    }

    /// The summary of `file` that `encodeFacts` wrote.
    public init(file: SourceFile, facts reader: inout BinaryReader) throws {
        let limit = reader.rangeLimit
        reader.rangeLimit = file.byteCount
        defer { reader.rangeLimit = limit }
        self.init(file: file, interfaces: try reader.read(), implementations: try reader.read(),
                  declaredNames: try reader.read() as NameSet, text: try reader.read() as ObjCTextFacts)
    }
}

extension ObjCInterface: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(superclass); writer.write(category); writer.write(protocols)
        writer.write(properties); writer.write(methods); writer.write(outletIvars); writer.write(nameRange)
        writer.write(range); writer.write(isDesignable); writer.write(ivars)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); superclass = try reader.read(); category = try reader.read()
        protocols = try reader.read(); properties = try reader.read(); methods = try reader.read()
        outletIvars = try reader.read(); nameRange = try reader.read(); range = try reader.read()
        isDesignable = try reader.read(); ivars = try reader.read()
    }
}

extension ObjCProperty: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(typeText); writer.write(isOutlet); writer.write(isOutletCollection)
        writer.write(attributes); writer.write(range); writer.write(isInspectable)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); typeText = try reader.read(); isOutlet = try reader.read()
        isOutletCollection = try reader.read(); attributes = try reader.read(); range = try reader.read()
        isInspectable = try reader.read()
    }
}

extension ObjCMethod: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(selector); writer.write(isClassMethod); writer.write(isAction); writer.write(range)
        writer.write(parameterTypes)
    }

    public init(from reader: inout BinaryReader) throws {
        selector = try reader.read(); isClassMethod = try reader.read(); isAction = try reader.read()
        range = try reader.read(); parameterTypes = try reader.read()
    }
}

