/// A half-open range of UTF-8 byte offsets into a file: `start ..< end`.
///
/// The offsets are kept in 32 bits each: a project's models hold millions of ranges (every call, argument,
/// declaration and token has some), and with two 64-bit offsets they were about a fifth of a summary's
/// bytes. Files larger than `maximumOffset` are not read (`Linter`), so no offset into one is larger.
public struct ByteRange: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The largest offset a range can hold (2 GiB − 1).
    public static let maximumOffset = Int(Int32.max)

    @usableFromInline var storedStart: Int32
    @usableFromInline var storedEnd: Int32

    @inlinable public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(newValue) }
    }

    @inlinable public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(newValue) }
    }

    public init(start: Int, end: Int) {
        precondition(start <= end, "ByteRange start \(start) after end \(end)")
        precondition(start >= Int(Int32.min) && end <= Self.maximumOffset, "ByteRange \(start)..<\(end) past the largest offset")
        self.storedStart = Int32(truncatingIfNeeded: start)
        self.storedEnd = Int32(truncatingIfNeeded: end)
    }

    public init(_ range: Range<Int>) { self.init(start: range.lowerBound, end: range.upperBound) }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }
    public func overlaps(_ other: ByteRange) -> Bool {
        // Two insertions at the same point, or an insertion inside a replaced range, conflict too.
        if isEmpty || other.isEmpty { return other.start >= start && other.start <= end || start >= other.start && start <= other.end }
        return start < other.end && other.start < end
    }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.storedStart, lhs.storedEnd) < (rhs.storedStart, rhs.storedEnd)
    }

    public var description: String { "\(start)..<\(end)" }
}

/// A 1-based line and column. Columns count Unicode scalars (what editors and Xcode show).
public struct LinePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static func < (lhs: LinePosition, rhs: LinePosition) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    public var description: String { "\(line):\(column)" }
}

/// The bytes of one input file plus a line table. Byte offsets are the internal truth;
/// lines and columns are derived only for reporting.
public struct SourceFile: Sendable {
    /// The path as iblint reports it (relative to the working directory when possible).
    public let path: String
    /// The bytes, given or read when first asked for (`FileContents`).
    public let contents: FileContents
    /// The file's bytes (read now, the first time, when the summary cache trusted the file unread).
    @inlinable public var bytes: [UInt8] { contents.bytes }
    /// How many bytes the file has (known without reading them).
    public var byteCount: Int { contents.count }
    /// The line table when it was made with the file (a file being parsed: its loader and scanner ask for
    /// lines as they go), read in place; empty (a made table has at least one line) when it is made the
    /// first time it is asked for (`deferringLines`), by `lineSource`.
    private let madeStarts: [UInt32]
    private let madeCheckpoints: [Int]
    /// The bytes and the table again, in one object: what a `LazyLocation` keeps of the file, and for a
    /// file made with `deferringLines`, the table made when first asked for.
    fileprivate let lineSource: LineSource

    static let checkpointStride = LineTable.checkpointStride

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, contents: FileContents(bytes))
    }

    /// A file of `contents` whose line table is made now (reading deferred contents now).
    public init(path: String, contents: FileContents) {
        let lineSource = LineSource(path: path, contents: contents, deferred: false)
        self.path = path
        self.contents = contents
        let table = lineSource.table
        self.madeStarts = table.starts
        self.madeCheckpoints = table.scalarCheckpoints
        self.lineSource = lineSource
    }

    /// A file whose line table is made the first time a line or column is asked (by any thread): a file
    /// whose summary came from the cache is asked for none unless something is reported in it, and a
    /// pre-commit run reports in a few files of thousands (making every file's table was 3 % of such a run).
    public static func deferringLines(path: String, bytes: [UInt8]) -> SourceFile {
        deferringLines(path: path, contents: FileContents(bytes))
    }

    /// A file of `contents` whose line table is made the first time a line or column is asked (and whose
    /// deferred contents are read then, or when its bytes are asked for).
    public static func deferringLines(path: String, contents: FileContents) -> SourceFile {
        SourceFile(LineSource(path: path, contents: contents, deferred: true))
    }

    /// A file for `lineSource`, its table read through it (made or not).
    fileprivate init(_ lineSource: LineSource) {
        self.path = lineSource.path
        self.contents = lineSource.contents
        self.madeStarts = []
        self.madeCheckpoints = []
        self.lineSource = lineSource
    }

    public init(path: String, text: String) { self.init(path: path, bytes: Array(text.utf8)) }

    /// Whether the line table has been made (always, for a file made with `init(path:bytes:)`).
    public var hasLineTable: Bool { !madeStarts.isEmpty || lineSource.hasTable }

    /// `body` given the line starts and scalar checkpoints: those made with the file in place (positions of
    /// interface files' elements are asked by the thousand while they load), else the table's.
    @inline(__always) private func withLines<Result>(_ body: (_ starts: [UInt32], _ checkpoints: [Int]) -> Result) -> Result {
        if !madeStarts.isEmpty { return body(madeStarts, madeCheckpoints) }
        let table = lineSource.table
        return body(table.starts, table.scalarCheckpoints)
    }

    /// Byte offset at which each line starts; `lineStarts[0] == 0` (a copy: `lineStart(_:)` reads one).
    public var lineStarts: [Int] { withLines { starts, _ in starts.map { Int($0) } } }

    /// Byte offset at which the 0-based line `index` starts.
    public func lineStart(_ index: Int) -> Int { withLines { starts, _ in Int(starts[index]) } }

    public var lineCount: Int { withLines { starts, _ in starts.count } }

    /// The 1-based line containing `offset` (offsets past the end map to the last line).
    public func line(ofByte offset: Int) -> Int { withLines { starts, _ in LineTable.line(ofByte: offset, starts: starts) } }

    public func position(ofByte offset: Int) -> LinePosition {
        withLines { starts, checkpoints in position(ofByte: offset, starts, checkpoints) }
    }

    private func position(ofByte offset: Int, _ starts: [UInt32], _ checkpoints: [Int]) -> LinePosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = LineTable.line(ofByte: clamped, starts: starts)
        let lineStart = Int(starts[line - 1])
        let stride = Self.checkpointStride
        if clamped - lineStart > stride, !checkpoints.isEmpty {
            // Scalars before `clamped` minus scalars before the line's start, each from its checkpoint.
            return LinePosition(line: line, column: scalars(before: clamped, checkpoints) - scalars(before: lineStart, checkpoints) + 1)
        }
        return LinePosition(line: line, column: scalars(from: lineStart, to: clamped) + 1)
    }

    /// Unicode scalars in `bytes[..<offset]`, from the checkpoint at or below `offset`.
    private func scalars(before offset: Int, _ checkpoints: [Int]) -> Int {
        let checkpoint = min(offset / Self.checkpointStride, checkpoints.count - 1)
        return checkpoints[checkpoint] + scalars(from: checkpoint * Self.checkpointStride, to: offset)
    }

    /// Unicode scalars in `bytes[start..<end]`: UTF-8 continuation bytes are not counted.
    private func scalars(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for index in start..<end where buffer[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    /// Byte offset of the start of a 1-based line (clamped to the file).
    public func offset(ofLine line: Int) -> Int {
        if line <= 1 { return 0 }
        return withLines { starts, _ in line > starts.count ? bytes.count : Int(starts[line - 1]) }
    }

    /// The byte range of a 1-based line, without its line terminator (lines before the first are
    /// line 1; lines past the last are the empty range at the end, as in `offset(ofLine:)`).
    public func rangeOfLine(_ line: Int) -> ByteRange {
        let line = max(1, line)
        // One look at the table (a deferred one is reached through a lock) for both ends.
        let (start, lineEnd) = withLines { starts, _ -> (Int, Int) in
            let start = line == 1 ? 0 : line > starts.count ? bytes.count : Int(starts[line - 1])
            return (start, line < starts.count ? Int(starts[line]) - 1 : bytes.count)
        }
        var end = lineEnd
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return ByteRange(start: start, end: max(start, end))
    }

    public func text(_ range: ByteRange) -> String {
        let lower = max(0, min(range.start, bytes.count)), upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The range's path and span. An end on the start's line (most ranges: a name, a declaration's
    /// head) is counted on from the start instead of looked up again: `position(ofByte:)` of both ends,
    /// with one search of the line table.
    public func location(_ range: ByteRange) -> Location {
        withLines { starts, checkpoints in
            let start = position(ofByte: range.start, starts, checkpoints)
            let from = max(0, min(range.start, bytes.count)), to = max(0, min(range.end, bytes.count))
            let nextLineStart = start.line < starts.count ? Int(starts[start.line]) : bytes.count + 1
            guard from <= to, to < nextLineStart, to - from <= Self.checkpointStride else {
                return Location(path: path, range: range, start: start, end: position(ofByte: range.end, starts, checkpoints))
            }
            let end = LinePosition(line: start.line, column: start.column + scalars(from: from, to: to))
            return Location(path: path, range: range, start: start, end: end)
        }
    }

    public func location(at offset: Int) -> Location { location(ByteRange(start: offset, end: offset)) }
}

/// A place in a file: path, byte range, and the line/column span derived from it.
public struct Location: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var path: String
    public var range: ByteRange
    public var start: LinePosition
    public var end: LinePosition

    public init(path: String, range: ByteRange, start: LinePosition, end: LinePosition) {
        self.path = path
        self.range = range
        self.start = start
        self.end = end
    }

    /// A location known only by line (e.g. libxml2's error line), covering no bytes.
    public static func line(_ line: Int, column: Int = 1, in path: String) -> Location {
        let position = LinePosition(line: max(1, line), column: max(1, column))
        return Location(path: path, range: ByteRange(start: 0, end: 0), start: position, end: position)
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.path, lhs.start, lhs.end) < (rhs.path, rhs.start, rhs.end)
    }

    public var description: String { "\(path):\(start.line):\(start.column)" }
}

/// Where a file's lines start, and for files with very long lines, where its scalars are.
struct LineTable: Sendable {
    /// Byte offset at which each line starts; `starts[0] == 0`. In 32 bits (no file iblint reads is
    /// over 2 GB, `ByteRange.maximumOffset`) and at its exact size: every file's table lives for the whole
    /// run, and as `[Int]` grown by doubling they were 2 MB of Rocket.Chat.iOS's peak.
    let starts: [UInt32]
    /// For files with a line longer than `checkpointStride` bytes (generated tables, minified code):
    /// `scalarCheckpoints[k]` is the number of Unicode scalars in the first `k * checkpointStride` bytes,
    /// so a column on a long line costs two short counts instead of a scan from the line's start
    /// (which made reporting every declaration of a 1 MB line quadratic). Empty otherwise.
    let scalarCheckpoints: [Int]
    static let checkpointStride = 4096

    init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var longestLine = 0
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: from) {
                longestLine = max(longestLine, newline + 1 - from)
                starts.append(UInt32(truncatingIfNeeded: newline + 1))
                from = newline + 1
            }
            longestLine = max(longestLine, buffer.count - from)
        }
        // Kept at its size: the estimate above is generous, and a grown array has room to spare.
        starts.dropExcessCapacity()
        self.starts = starts
        self.scalarCheckpoints = longestLine > Self.checkpointStride ? Self.checkpoints(bytes) : []
    }

    private static func checkpoints(_ bytes: [UInt8]) -> [Int] {
        var counts = [0]
        counts.reserveCapacity(bytes.count / checkpointStride + 1)
        var scalars = 0
        bytes.withUnsafeBufferPointer { buffer in
            var chunk = 0
            while chunk + checkpointStride <= buffer.count {
                for index in chunk..<chunk + checkpointStride where buffer[index] & 0xC0 != 0x80 { scalars += 1 }
                counts.append(scalars)
                chunk += checkpointStride
            }
        }
        return counts
    }

    /// The 1-based line containing `offset` in a table of `starts` (offsets past the end map to the last line).
    static func line(ofByte offset: Int, starts: [UInt32]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }
}

/// A location whose line and column are made when asked: the index records where every class and member
/// of the project is declared, and a run reports a few of them (a pre-commit run, one in a few files of
/// thousands). Made from a file, it holds the file and the range, and the file's line table is not made
/// until someone asks (`SourceFile.deferringLines`). Equal and ordered as the locations it makes: two
/// made from files by path and range, which for one file order as their positions do.
public struct LazyLocation: Sendable, Hashable, Comparable {
    // Two references rather than an enum: a member or class is copied often, and copying an enum with
    // payloads went through a switch. Exactly one is set.
    /// The file's line source (one reference: a `SourceFile` is three).
    private let source: LineSource?
    /// A location given made.
    private let made: MadeLocation?
    public let range: ByteRange

    public init(_ location: Location) {
        source = nil
        made = MadeLocation(location)
        range = location.range
    }

    public init(_ range: ByteRange, in file: SourceFile) {
        source = file.lineSource
        made = nil
        self.range = range
    }

    /// The location, its line and column made now (each time: keep it when asking more than once).
    public var location: Location {
        if let source { return SourceFile(source).location(range) }
        return made!.location
    }

    public var path: String { source?.path ?? made!.location.path }

    /// Made from a file (`init(_:in:)`), not given made: such locations are equal exactly when their paths
    /// and ranges are, and order by path, then range.
    public var isInFile: Bool { source != nil }

    public static func == (lhs: LazyLocation, rhs: LazyLocation) -> Bool {
        if let left = lhs.source, let right = rhs.source {
            return lhs.range == rhs.range && (left === right || left.path == right.path)
        }
        return lhs.location == rhs.location
    }

    /// By path and range: equal locations have equal paths and ranges.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(range)
    }

    public static func < (lhs: LazyLocation, rhs: LazyLocation) -> Bool {
        if let left = lhs.source, let right = rhs.source {
            // One file's locations share its line source, and then their paths need no comparing.
            if left === right || left.path == right.path { return lhs.range < rhs.range }
            return left.path < right.path
        }
        return lhs.location < rhs.location
    }
}

/// A location kept out of line, so that a `LazyLocation` is two references and a range.
private final class MadeLocation: Sendable {
    let location: Location
    init(_ location: Location) { self.location = location }
}

/// A file's bytes and its line table, made with it or when first asked for (by any thread).
final class LineSource: Sendable {
    let path: String
    let contents: FileContents
    private let made: LineTable?
    private let pending: OnceValue<LineTable>?

    init(path: String, contents: FileContents, deferred: Bool) {
        self.path = path
        self.contents = contents
        made = deferred ? nil : LineTable(contents.bytes)
        pending = deferred ? OnceValue() : nil
    }

    var table: LineTable {
        if let made { return made }
        return pending!.get { LineTable(contents.bytes) }
    }

    var hasTable: Bool { pending?.isComputed ?? true }
}
