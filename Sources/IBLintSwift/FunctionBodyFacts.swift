import IBLintCore

/// What a function body visibly does, as far as the initializer and nib-loading rules need it: the calls
/// it makes, whether it traps unconditionally, and every identifier it mentions.
public struct SwiftFunctionBodyFacts: Sendable, Hashable {
    public var calls: [SwiftCallFact]
    public var traps: [SwiftTrapFact]
    /// Every identifier written in the body (any depth, closures included), for "is this method mentioned
    /// at all" questions where a mention that is not a plain call (`perform(#selector(setUp))`, `[setUp]`)
    /// must count as "maybe called". Numbers into the file's `codeIdentifiers` (a body's identifiers are
    /// among its file's), in the order they are first met.
    public var mentionedIdentifiers: NameSubset
    /// The body contains `return` or `throw` somewhere (so control may leave before a later statement).
    public var mayExitEarly: Bool

    public init(calls: [SwiftCallFact] = [], traps: [SwiftTrapFact] = [], mentionedIdentifiers: NameSubset = [],
                mayExitEarly: Bool = false) {
        self.calls = calls
        self.traps = traps
        self.mentionedIdentifiers = mentionedIdentifiers
        self.mayExitEarly = mayExitEarly
    }
}

/// One call `name(…)` in a function body.
public struct SwiftCallFact: Sendable, Hashable {
    public enum Receiver: String, Sendable, Hashable, Codable {
        /// `setUp()`: a method of `self` (or a free function: the rules look the name up in the class).
        case implicitSelf
        /// `self.setUp()`
        case explicitSelf
        /// `super.init(coder: coder)`
        case superclass
        /// `view.setUp()`, `Foo.make()`, `a?.b()`…
        case other
    }

    // The one-byte fields last: a fact for every call in a body is kept for the whole run, and between the
    // wider fields they padded it from 40 bytes to 48.
    /// The base name (`setUp`, `init`, `loadNibNamed`).
    public var name: String
    /// The argument labels as written (`nil` for an unlabeled argument).
    public var argumentLabels: [String?]
    /// From the name (or `self.`/`super.`) through the closing parenthesis.
    public var range: ByteRange
    public var receiver: Receiver
    /// Inside a closure literal in the body: may run later, or never.
    public var isInClosure: Bool

    public init(name: String, receiver: Receiver, argumentLabels: [String?] = [], isInClosure: Bool = false,
                range: ByteRange) {
        self.name = name
        self.receiver = receiver
        self.argumentLabels = argumentLabels
        self.isInClosure = isInClosure
        self.range = range
    }
}

/// `fatalError(…)` / `preconditionFailure(…)` in a function body.
public struct SwiftTrapFact: Sendable, Hashable {
    /// `fatalError` or `preconditionFailure`.
    public var name: String
    /// The function name token (after `Swift.` when written qualified).
    public var range: ByteRange
    /// A statement of the body's top level (not inside a condition, closure, `??` or other expression) with
    /// no `return`/`throw` anywhere before it: reaching the body means reaching the trap.
    public var isUnconditional: Bool

    public init(name: String, range: ByteRange, isUnconditional: Bool) {
        self.name = name
        self.range = range
        self.isUnconditional = isUnconditional
    }
}

/// Computes `SwiftFunctionBodyFacts` for every function with a body, from the scanner's token stream.
enum FunctionBodyFacts {
    /// `fatalError`, `preconditionFailure` (compared, not hashed: asked of every call).
    static func isTrapName(_ name: String) -> Bool {
        // The length first: a `String`'s UTF-8 count is stored, and almost every call's name has another.
        switch name.utf8.count {
        case 10: name == "fatalError"
        case 19: name == "preconditionFailure"
        default: false
        }
    }

    /// `types` with `bodyFacts` filled in for every function that has a body. `identifiers` are the file's
    /// (`SwiftFileSummary.codeIdentifiers`) and the number each of the stream's names has in them (-1 for
    /// none: `TokenStream.numberedTexts(ofNames:)`).
    static func annotating(_ types: [SwiftTypeDeclaration], _ stream: TokenStream, _ file: SourceFile,
                           calls: [SwiftCall], identifiers: (set: NameSet, numbers: [Int32])) -> [SwiftTypeDeclaration] {
        var types = types
        // The call (with parentheses) whose name is each token, by token index: looked up for every word of
        // every body.
        var callNamed = [Int32](repeating: -1, count: stream.count)
        for (index, call) in calls.enumerated() where call.parenthesesRange != nil {
            if let token = stream.index(startingAt: call.nameRange.start) { callNamed[token] = Int32(index) }
        }
        var mentioned = MentionStamps(names: identifiers.set.count)
        var labels = ArrayInterner<String?>()
        var scratch = BodyScratch()
        for t in types.indices {
            for f in types[t].functions.indices {
                guard let body = types[t].functions[f].bodyRange else { continue }
                mentioned.nextBody()
                types[t].functions[f].bodyFacts = facts(in: body, stream, file, calls: calls, callNamed: callNamed,
                                                        identifiers: identifiers, mentioned: &mentioned, labels: &labels,
                                                        scratch: &scratch)
            }
        }
        return types
    }

    /// What reading a body gathers, kept from body to body of a file so that the arrays grow once per file
    /// rather than once per body (growing them was a tenth of this pass); a body's facts get exact copies.
    struct BodyScratch {
        var mentionedNames: [UInt32] = []
        var calls: [SwiftCallFact] = []
        /// One entry per open bracket: its word and, for `{`, whether it opens a closure literal.
        var open: [(word: SwiftWord, isClosure: Bool)] = []
    }

    /// Which of the file's identifiers the body being read has already put in `mentionedIdentifiers` (by
    /// number: two of the stream's names with the same text are one identifier).
    struct MentionStamps {
        private var stamps: [Int32]
        private var body: Int32 = 0

        init(names: Int) { stamps = [Int32](repeating: 0, count: names) }

        mutating func nextBody() { body += 1 }

        /// Whether `name` is met for the first time in this body.
        @inline(__always) mutating func isFirst(_ name: UInt32) -> Bool {
            if stamps[Int(name)] == body { return false }
            stamps[Int(name)] = body
            return true
        }
    }

    static func facts(in body: ByteRange, _ stream: TokenStream, _ file: SourceFile, calls: [SwiftCall],
                      callNamed: [Int32], identifiers: (set: NameSet, numbers: [Int32]), mentioned: inout MentionStamps,
                      labels: inout ArrayInterner<String?>, scratch: inout BodyScratch) -> SwiftFunctionBodyFacts {
        let start = stream.firstIndex(atOrAfter: body.start)
        var end = start
        while end < stream.count, stream[end].range.start < body.end { end += 1 }

        var facts = SwiftFunctionBodyFacts()
        scratch.mentionedNames.removeAll(keepingCapacity: true)
        scratch.calls.removeAll(keepingCapacity: true)
        scratch.open.removeAll(keepingCapacity: true)
        var closureDepth = 0
        var pendingBlock = false
        var sawExit = false
        var i = start
        while i < end {
            let token = stream[i]
            switch token.kind {
            case .punctuation:
                switch token.word {
                case .leftParen, .leftBracket:
                    scratch.open.append((token.word, false))
                case .leftBrace:
                    // Inside parentheses or brackets, or without a preceding `if`/`guard`/`for`… at this level,
                    // a brace opens a closure literal.
                    let isClosure = !(pendingBlock && (scratch.open.last.map { $0.word == .leftBrace } ?? true))
                    if !isClosure { pendingBlock = false }
                    scratch.open.append((.leftBrace, isClosure))
                    if isClosure { closureDepth += 1 }
                case .rightParen, .rightBracket, .rightBrace:
                    if let last = scratch.open.popLast(), last.isClosure { closureDepth -= 1 }
                case .semicolon:
                    pendingBlock = false
                default:
                    break
                }
            case .keyword where token.word == .return || token.word == .throw:
                sawExit = true
            case .keyword where DeclarationScanner.blockKeywords.contains(token.word):
                pendingBlock = true
            case .identifier:
                let number = identifiers.numbers[Int(token.name)]
                if number >= 0, mentioned.isFirst(UInt32(number)) { scratch.mentionedNames.append(UInt32(number)) }
            default:
                break
            }
            if token.isWord, callNamed[i] >= 0, var call = callFact(calls, Int(callNamed[i]), labels: &labels) {
                call.isInClosure = closureDepth > 0
                let isQualifiedSwift = call.receiver == .other && i >= start + 2 && stream[i - 2].isWord(.swiftModule)
                if isTrapName(call.name), call.receiver == .implicitSelf || isQualifiedSwift {
                    let statementStart = isQualifiedSwift ? i - 2 : i
                    let atTopLevel = scratch.open.isEmpty
                        && (statementStart == start || stream[statementStart].hasLeadingNewline
                            || stream.isPunctuation(statementStart - 1, .semicolon, limit: end))
                    facts.traps.append(SwiftTrapFact(name: call.name, range: token.range,
                                                     isUnconditional: atTopLevel && !sawExit))
                } else {
                    scratch.calls.append(call)
                }
            }
            i += 1
        }
        facts.mayExitEarly = sawExit
        // Kept for the whole run: exact copies (the scratch arrays have room for the file's largest body).
        if !scratch.calls.isEmpty { facts.calls = Array(scratch.calls[...]) }
        facts.mentionedIdentifiers = NameSubset(checked: scratch.mentionedNames.isEmpty ? [] : Array(scratch.mentionedNames[...]),
                                                of: identifiers.set)
        return facts
    }

    /// The body-facts view of call `index` of the call model (with parentheses). Reads the call in place
    /// (a copy of the whole call, with a retain and release of each of its parts, cost more than the fact).
    private static func callFact(_ calls: [SwiftCall], _ index: Int, labels interner: inout ArrayInterner<String?>) -> SwiftCallFact? {
        guard let parentheses = calls[index].parenthesesRange else { return nil }
        let callee = calls[index].callee
        let nameStart = calls[index].nameRange.start
        let calleeStart = calls[index].calleeRange.start
        let receiver: SwiftCallFact.Receiver
        var first = nameStart
        switch callee.count {
        case 1:
            receiver = .implicitSelf
        case 2 where callee[0] == "self" && calleeStart < nameStart:
            receiver = .explicitSelf
            first = calleeStart
        case 2 where callee[0] == "super":
            receiver = .superclass
            first = calleeStart
        default:
            receiver = .other
        }
        // The labels of the arguments in parentheses (trailing closures come after them), made into an array
        // only the first time the file's scan meets them.
        let arguments = calls[index].arguments
        var written = 0
        while written < arguments.count, !arguments[written].isTrailing { written += 1 }
        let labels: [String?]
        if (written..<arguments.count).allSatisfy({ arguments[$0].isTrailing }) {
            labels = interner.intern(count: written, made: { (0..<written).map { arguments[$0].label } },
                                     element: { arguments[$0].label })
        } else {
            // The scanner puts trailing closures last; any other order is still read as it is.
            labels = interner.intern(arguments.filter { !$0.isTrailing }.map(\.label))
        }
        return SwiftCallFact(name: callee.last ?? "", receiver: receiver, argumentLabels: labels,
                             range: ByteRange(start: first, end: parentheses.end))
    }
}
