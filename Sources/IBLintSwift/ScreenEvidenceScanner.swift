import IBLintCore

/// Code that may show a view as a screen rather than somewhere inside other views: `view.addSubview(x)`
/// or `insertSubview` on a `view`, a `window` or a `keyWindow` (a controller's root view, or the host view
/// an overlay is shown in), `view = x` / `self.view = x` (a controller's root view), `tableHeaderView = x` /
/// `tableFooterView = x` (a table's full-width header). Read in the scan, so that the index can tell which
/// views are shown as screens (`ProjectIndex.viewClassesShownAsScreens`) without lexing files again.
public struct SwiftScreenEvidence: Sendable, Hashable {
    /// The evidence's name token (`addSubview`, `view`, `tableHeaderView`): whether it lies in a cell is
    /// asked of the project's class tables, which the scan does not have.
    public var range: ByteRange
    /// The identifiers of the expression that gives the view: `addSubview`'s first argument, or the rest of
    /// the line after `=`.
    public var names: [String]

    public init(range: ByteRange, names: [String]) {
        self.range = range
        self.names = names
    }
}

/// The names the code binds to what the rest of their line holds (`let banner = BannerView.instantiateFromNib()`,
/// `header = ProfileHeaderView()`), with the identifiers on that line: so that the index can tell which
/// names stand for an instance of a view class (`ProjectIndex.viewClassesShownAsScreens`) without lexing the
/// file again. Names are kept as their numbers in the file's `codeIdentifiers` (every identifier of the code
/// is there), four bytes each: as `String`s in an array per binding they were 5 MB of a real app's peak.
public struct SwiftNameBindings: Sendable, Hashable {
    /// Per binding: its name's number, shifted left once, plus 1 when it is a local.
    @usableFromInline var bound: [UInt32] = []
    /// Per binding: where its line's identifiers end in `lineNames` (they start where the previous one's end).
    @usableFromInline var ends: [UInt32] = []
    /// The identifiers on the bindings' lines, as numbers, one binding's after another.
    @usableFromInline var lineNames: [UInt32] = []

    public init() {}

    public var count: Int { bound.count }
    public var isEmpty: Bool { bound.isEmpty }

    /// Binding `index`'s name (a number in the file's `codeIdentifiers`).
    @inlinable public func name(_ index: Int) -> Int { Int(bound[index] >> 1) }
    /// Whether binding `index`'s name is declared with `let`/`var` in a function body: a local of its file;
    /// otherwise (assigned, or declared outside a body) a property.
    @inlinable public func isLocal(_ index: Int) -> Bool { bound[index] & 1 == 1 }
    /// The numbers of the identifiers on binding `index`'s line (`SwiftLinePatterns.restOfLine`), in order.
    @inlinable public func lineNames(_ index: Int) -> ArraySlice<UInt32> {
        lineNames[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// Every number is below `nameCount` (the file's identifiers), and the ends rise to the end: a cached
    /// entry that does not is damage.
    func isValid(nameCount: Int) -> Bool {
        guard ends.count == bound.count, ends.last.map({ Int($0) == lineNames.count }) ?? lineNames.isEmpty else { return false }
        var previous: UInt32 = 0
        for end in ends {
            guard end >= previous else { return false }
            previous = end
        }
        return bound.allSatisfy { Int($0 >> 1) < nameCount } && lineNames.allSatisfy { Int($0) < nameCount }
    }
}

extension SwiftNameBindings {
    /// A file's bindings: every name declared with `let`/`var` or assigned (`name = …`, as
    /// `SwiftLinePatterns` reads it), but `view`, whose line goes on with identifiers, with those identifiers.
    /// `bodies`: the file's function bodies (a name declared in one is a local); `identifierNumbers`: each of
    /// the stream's names' number in the file's `codeIdentifiers` (-1: not there).
    init(stream: TokenStream, bodies: [ByteRange], identifierNumbers: [Int32]) {
        // Whether a declaration lies in a body, asked in rising order of offsets: the bodies by start, and
        // the furthest end of those starting at or before each (an offset is in a body iff that end is past
        // it). Asking every body about every declaration was most of this pass.
        let sortedBodies = bodies.sorted { $0.start < $1.start }
        var furthestEnds: [Int] = []
        furthestEnds.reserveCapacity(sortedBodies.count)
        for body in sortedBodies { furthestEnds.append(max(furthestEnds.last ?? Int.min, body.end)) }
        var nextBody = 0
        let tokens = stream.tokens
        for position in tokens.indices where tokens[position].kind == .identifier {
            let declared = position > 0 && (tokens[position - 1].isWord(.let) || tokens[position - 1].isWord(.var))
            guard declared || SwiftLinePatterns.isAssignment(tokens, at: position) else { continue }
            let name = identifierNumbers[Int(tokens[position].name)]
            guard name >= 0, !stream.text(position, is: "view") else { continue }
            let lineStart = lineNames.count
            var numbered = true
            for index in SwiftLinePatterns.restOfLine(tokens, after: position) where tokens[index].kind == .identifier {
                let number = identifierNumbers[Int(tokens[index].name)]
                if number < 0 { numbered = false }
                lineNames.append(UInt32(truncatingIfNeeded: number))
            }
            guard numbered, lineNames.count > lineStart else {
                lineNames.removeSubrange(lineStart...)
                continue
            }
            var isLocal = false
            if declared {
                let offset = tokens[position].range.start
                while nextBody < sortedBodies.count, sortedBodies[nextBody].start <= offset { nextBody += 1 }
                isLocal = nextBody > 0 && furthestEnds[nextBody - 1] > offset
            }
            bound.append(UInt32(truncatingIfNeeded: name) << 1 | (isLocal ? 1 : 0))
            ends.append(UInt32(truncatingIfNeeded: lineNames.count))
        }
        // Kept for the run: without the room the arrays grew into (up to as much again; 0.3 MB of
        // corona-warn-app's peak).
        if bound.capacity > bound.count { bound = bound.withUnsafeBufferPointer { Array($0) } }
        if ends.capacity > ends.count { ends = ends.withUnsafeBufferPointer { Array($0) } }
        if lineNames.capacity > lineNames.count { lineNames = lineNames.withUnsafeBufferPointer { Array($0) } }
    }
}

/// One of `SwiftNameBindings`, with its names as text (for tests and reading).
public struct SwiftNameBinding: Sendable, Hashable {
    public var name: String
    public var isLocal: Bool
    public var names: [String]

    public init(name: String, isLocal: Bool, names: [String]) {
        self.name = name
        self.isLocal = isLocal
        self.names = names
    }
}

/// Finds a file's `SwiftScreenEvidence` in its significant tokens, in one pass that looks at each distinct
/// name once.
enum ScreenEvidenceScanner {
    private static let screenHosts: Set<String> = ["view", "window", "keyWindow"]

    /// Whether `name` is one evidence is found by. Asked of every distinct name of every file: compared as
    /// small strings, not hashed (hashing each file's names was most of this pass).
    @inline(__always) private static func isEvidenceName(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: return name == "view"
        case 10: return name == "addSubview"
        case 13: return name == "insertSubview"
        case 15: return name == "tableHeaderView" || name == "tableFooterView"
        default: return false
        }
    }

    static func evidence(in stream: TokenStream) -> [SwiftScreenEvidence] {
        // The positions of identifiers whose name is an evidence name, found through the buffer: every
        // token of every file passes here.
        var candidates: [Int] = []
        stream.tokens.withUnsafeBufferPointer { tokens in
            // Whether each of the file's names is an evidence name, asked once per name rather than per token.
            var isEvidence = [Int8](repeating: -1, count: stream.names.count)
            for position in tokens.indices where tokens[position].kind == .identifier {
                let id = Int(tokens[position].name)
                if isEvidence[id] < 0 { isEvidence[id] = isEvidenceName(stream.names[tokens[position].name]) ? 1 : 0 }
                if isEvidence[id] == 1 { candidates.append(position) }
            }
        }
        var evidence: [SwiftScreenEvidence] = []
        for position in candidates {
            let token = stream[position]
            let expression: Range<Int>
            switch stream.names[token.name] {
            case "addSubview", "insertSubview":
                guard position >= 2, stream[position - 1].is(.dot), screenHosts.contains(stream.text(position - 2)),
                      position + 1 < stream.count, stream[position + 1].is(.leftParen) else { continue }
                expression = firstArgument(stream, openingAt: position + 1)
            case "view":
                // The controller's own `view`: not `x.view`, but `self.view`.
                let ownView = position == 0 || !stream[position - 1].is(.dot)
                    || (position >= 2 && stream[position - 2].isWord(.`self`))
                guard ownView, SwiftLinePatterns.isAssignment(stream.tokens, at: position) else { continue }
                expression = SwiftLinePatterns.restOfLine(stream.tokens, after: position)
            default:
                guard SwiftLinePatterns.isAssignment(stream.tokens, at: position) else { continue }
                expression = SwiftLinePatterns.restOfLine(stream.tokens, after: position)
            }
            let names = expression.filter { stream[$0].kind == .identifier }.map { stream.text($0) }
            evidence.append(SwiftScreenEvidence(range: token.range, names: names))
        }
        return evidence
    }

    /// The first argument of the call whose `(` is at `open`: up to the first top-level `,` or the `)`.
    static func firstArgument(_ stream: TokenStream, openingAt open: Int) -> Range<Int> {
        var depth = 0, end = open + 1
        while end < stream.count {
            let token = stream[end]
            if token.is(.leftParen) || token.is(.leftBracket) { depth += 1 }
            if token.is(.rightParen) || token.is(.rightBracket) { if depth == 0 { break }; depth -= 1 }
            if token.is(.comma), depth == 0 { break }
            end += 1
        }
        return min(open + 1, stream.count)..<end
    }
}

/// Line-level token patterns shared by the scan's screen evidence and the index's reading of names bound to
/// instances (`ProjectIndex.viewClassesShownAsScreens`), so both read `x = …` and "the rest of the line" alike.
public enum SwiftLinePatterns {
    /// `name = …` at `position` (not `==`, not a declaration).
    @inlinable public static func isAssignment(_ tokens: [SwiftToken], at position: Int) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].kind == .operator, tokens[position + 1].word == .assign else { return false }
        if position > 0, tokens[position - 1].isWord(.let) || tokens[position - 1].isWord(.var) { return false }
        return true
    }

    /// The tokens after `position` up to the end of its line or an opening brace (at most 24).
    @inlinable public static func restOfLine(_ tokens: [SwiftToken], after position: Int) -> Range<Int> {
        var end = position + 1
        while end < tokens.count, end - position <= 24, !tokens[end].hasLeadingNewline, !tokens[end].is(.leftBrace) { end += 1 }
        return min(position + 1, tokens.count)..<end
    }
}
