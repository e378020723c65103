import IBLintCore

/// Where a Swift file's text passes `nibName: nil`, read off its bytes when it is scanned: a view controller
/// constructed so loads the nib named like its class. The index asks, of calls whose first argument is
/// labelled `nibName`, whether that argument is `nil`; answered from these, a file the cache trusted unread
/// (or whose bytes were let go once parsed) need not be read for it.
public struct NilNibNameArguments: Sendable, Hashable {
    /// The offset of each `nil` (a word of its own) that follows "nibName", an optional closing backquote,
    /// and a colon, with only spaces and line breaks between; ascending.
    public private(set) var nilStarts: [Int] = []
    /// A slash where only spaces, line breaks and the colon were looked for (a comment): such an argument
    /// may be `nil` without being found here.
    public private(set) var hasComment = false

    public init() {}

    public init(scanning bytes: [UInt8]) {
        let needle = Array("nibName".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { needle in
                var from = 0
                while let found = ByteSearch.firstIndex(of: needle, in: buffer, from: from) {
                    from = found + needle.count
                    var index = from
                    func skipSpace() {
                        while index < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[index]) { index += 1 }
                    }
                    if index < buffer.count, buffer[index] == UInt8(ascii: "`") { index += 1 }
                    skipSpace()
                    guard index < buffer.count else { return }
                    if buffer[index] == UInt8(ascii: "/") { hasComment = true; continue }
                    guard buffer[index] == UInt8(ascii: ":") else { continue }
                    index += 1
                    skipSpace()
                    guard index < buffer.count else { return }
                    if buffer[index] == UInt8(ascii: "/") { hasComment = true; continue }
                    guard index + 3 <= buffer.count, buffer[index] == UInt8(ascii: "n"), buffer[index + 1] == UInt8(ascii: "i"),
                          buffer[index + 2] == UInt8(ascii: "l") else { continue }
                    if index + 3 == buffer.count || !buffer[index + 3].isIdentifierByte { nilStarts.append(index) }
                }
            }
        }
    }

    /// Whether the text may pass `nibName: nil`: a file this says no to certainly has no such argument.
    public var mayPassNil: Bool { hasComment || !nilStarts.isEmpty }

    /// Whether an argument labelled `nibName` whose value spans `range` (from its first token through its
    /// last) is `nil`: `nil` when only its text can tell (the file has a comment near such a label).
    public func isNil(argumentAt range: ByteRange) -> Bool? {
        if Self.contains(nilStarts, range.start) { return range.length == 3 }
        return hasComment ? nil : false
    }

    private static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }
}

extension NilNibNameArguments: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(nilStarts); writer.write(hasComment)
    }

    /// Read back; the offsets must ascend (a damaged entry is rejected, not searched wrongly).
    public init(from reader: inout BinaryReader) throws {
        nilStarts = try reader.read()
        hasComment = try reader.read()
        guard zip(nilStarts, nilStarts.dropFirst()).allSatisfy({ $0 < $1 }), nilStarts.allSatisfy({ $0 >= 0 }) else {
            throw BinaryCodingError("nibName: nil offsets out of order")
        }
    }
}
