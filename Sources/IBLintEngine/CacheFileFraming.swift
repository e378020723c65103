import IBLintCore

/// What every file iblint keeps in a project's cache folder (the summary cache's files, the folder
/// listings) begins and ends with: its kind's magic bytes, and a checksum (`ContentHash`, eight bytes) of
/// everything before it. What lies between is each kind's own.
enum CacheFileFraming {
    /// A reader over what lies between the magic bytes and the checksum of `buffer`. Throws `notOurs` when
    /// it does not begin with `magic`, and says so when the checksum does not hold (damaged or cut short).
    static func body(of buffer: ByteBuffer, magic: [UInt8], notOurs: String) throws -> BinaryReader {
        let size = buffer.count
        guard size >= magic.count + 8, buffer.withUnsafeBytes({ $0[0..<magic.count].elementsEqual(magic) }) else {
            throw BinaryCodingError(notOurs)
        }
        var trailer = BinaryReader(buffer, range: size - 8..<size)
        let checksum = try trailer.readFixed()
        let body = buffer.withUnsafeBytes { ContentHash.of(UnsafeRawBufferPointer(rebasing: $0[0..<size - 8])) }
        guard checksum == body else { throw BinaryCodingError("its checksum does not match (damaged or cut short)") }
        return BinaryReader(buffer, range: magic.count..<size - 8)
    }

    /// Ends a file written into `writer` (its magic bytes first) with the checksum `body(of:)` checks.
    static func seal(_ writer: inout BinaryWriter) {
        let checksum = writer.withBytes { ContentHash.of($0) }
        writer.writeFixed(checksum)
    }
}
