import IBLintCore

// The summary cache's binary form of the Swift scanner's model (see `BinaryCodable`): every stored field,
// in declaration order. A field added to a model type must be added here too; `SummaryCodingTests`
// round-trips real files and fails on any field that comes back different.

extension SwiftFileSummary {
    /// Everything but the file itself, which the cache reads from disk (and checks against its hash).
    /// The calls come last, running to the end, so that reading can leave them for later (`PendingCalls`).
    /// `bodyFactsSection`: what `keepBodyFactsEncoded()` returned for this summary as it was made (before it
    /// kept them encoded), written as the body facts' section instead of encoding them again.
    public func encodeFacts(to writer: inout BinaryWriter, bodyFactsSection: [UInt8]? = nil) {
        writer.write(types); writer.write(closures); writer.write(interfaceCalls); writer.write(selectorReferences)
        writer.write(imports); writer.write(unparsedRanges); writer.write(unparsedWords)
        writer.write(dispatchCalls); writer.write(codeIdentifiers); writer.write(assignedNames); writer.write(calledNames)
        writer.write(constrainedNames); writer.write(unresolvedInterfaceCalls); writer.write(segueCasts)
        writer.write(otherWords); writer.write(quotedStrings); writer.write(declaredNames); writer.write(assignmentTargets)
        writer.write(screenEvidence); writer.write(nameBindings); writer.write(nilNibNames)
        // The closure contexts and code scopes, apart (with strings of their own): read when first asked
        // for (`PendingScopeFacts`).
        let closureContexts = closureContexts, codeScopes = codeScopes
        writer.writeSection { section in
            section.write(closureContexts)
            section.write(codeScopes)
        }
        // Every function's body facts, in the order of the types and their functions, apart (with strings
        // of their own): most runs read a few functions' (`PendingBodyFacts`).
        if let bodyFactsSection {
            writer.writeBytes(bodyFactsSection)
        } else {
            writer.writeSection { section in
                for type in types {
                    for function in type.functions { if let facts = function.bodyFacts { facts.encode(to: &section, identifiers: codeIdentifiers) } }
                }
            }
        }
        writer.write(calls)
    }

    /// The summary of `file` that `encodeFacts` wrote, to the end of `reader`'s range. Byte ranges must
    /// lie inside the file, and every index (a type's parent, a call's receiver, a closure's context…)
    /// inside what it indexes, so that a damaged entry is rejected here rather than trapping in a rule.
    /// The calls are only counted: they are decoded, and checked, when first asked for (`PendingCalls`), as
    /// are the closure contexts and code scopes (`PendingScopeFacts`) and the functions' body facts.
    public init(file: SourceFile, facts reader: inout BinaryReader) throws {
        self.init(decoding: file)
        let limit = reader.rangeLimit
        reader.rangeLimit = file.byteCount
        defer { reader.rangeLimit = limit }
        types = try reader.read(); closures = try reader.read(); interfaceCalls = try reader.read()
        selectorReferences = try reader.read(); imports = try reader.read()
        // Straight into the storage: the setter would read the words off the file's bytes.
        storage.unparsedRanges = try reader.read(); storage.unparsedWords = try reader.read()
        dispatchCalls = try reader.read()
        codeIdentifiers = try reader.read(); assignedNames = try reader.read(); calledNames = try reader.read()
        constrainedNames = try reader.read(); unresolvedInterfaceCalls = try reader.read()
        segueCasts = try reader.read(); otherWords = try reader.read(); quotedStrings = try reader.read()
        declaredNames = try reader.read(); assignmentTargets = try reader.read(); screenEvidence = try reader.read()
        nameBindings = try reader.read(); storage.nilNibNames = try reader.read()
        setPendingScopeFacts(PendingScopeFacts(section: try reader.deferSection(), closureCount: closures.count))
        attachBodyFacts(PendingBodyFacts(section: try reader.deferSection(), file: file, identifiers: codeIdentifiers))
        var counter = reader
        let callCount = try counter.readCount()
        setPendingCalls(PendingCalls(count: callCount, rest: reader.deferRest()))
        guard indicesAreInRange(callCount: callCount) else {
            throw BinaryCodingError("an index in a Swift summary lies outside what it indexes")
        }
    }

    /// Keeps the functions' body facts as the cache keeps them, encoded, to be decoded when first asked for
    /// (`PendingBodyFacts`, once for the file): a run asks for few of them (412 of corona-warn-app's 9,500
    /// functions' in a full run), and a cold run kept every function's made (6 MB of that app's heap: a fact
    /// for every call in a body, the identifiers each mentions) for the whole run. The summary answers as
    /// before; made bodies that do not read back are let be. Returns the encoded facts: the section
    /// `encodeFacts(to:bodyFactsSection:)` writes for them, byte for byte (the cache's entry for a file
    /// just parsed is written from it instead of encoding every body's facts a second time).
    @discardableResult public mutating func keepBodyFactsEncoded() -> [UInt8] {
        var writer = BinaryWriter()
        var count = 0
        for type in types {
            for function in type.functions {
                guard case .decoded(let facts) = function.bodyFactsSource else { continue }
                facts.encode(to: &writer, identifiers: codeIdentifiers)
                count += 1
            }
        }
        guard count > 0 else { return [] }
        for t in types.indices {
            for f in types[t].functions.indices {
                if case .decoded = types[t].functions[f].bodyFactsSource { types[t].functions[f].bodyFactsSource = .cached }
            }
        }
        let section = BinaryReader.Resumption(section: writer.bytes, rangeLimit: file.byteCount)
        attachBodyFacts(PendingBodyFacts(section: section, file: file, identifiers: codeIdentifiers))
        return writer.bytes
    }

    /// Points every function with cached body facts at its place in `pending`.
    private mutating func attachBodyFacts(_ pending: PendingBodyFacts) {
        var ordinal = 0
        for t in types.indices {
            for f in types[t].functions.indices {
                guard case .cached = types[t].functions[f].bodyFactsSource else { continue }
                types[t].functions[f].bodyFactsSource = .pending(pending, ordinal: ordinal)
                ordinal += 1
            }
        }
        pending.count = ordinal
    }

    /// Every index the model holds, but those of the parts decoded later (calls, closure contexts), points at
    /// something that exists.
    func indicesAreInRange(callCount: Int) -> Bool {
        let typeCount = types.count
        func inRange(_ index: Int?, _ count: Int) -> Bool { index.map { $0 >= 0 && $0 < count } ?? true }
        // The name argument lies in its call, as the scanner reads it from the call's arguments: rules read
        // the text between the two (found by the `cache` fuzzing harness: a cached call whose argument ended
        // after the call stopped a run).
        func validInterfaceCall(_ call: SwiftInterfaceCall) -> Bool {
            inRange(call.enclosingType, typeCount) && inRange(call.call, callCount) && call.range.contains(call.literalRange)
        }
        return nameBindings.isValid(nameCount: codeIdentifiers.count)
            && types.enumerated().allSatisfy { position, type in type.parent.map { $0 >= 0 && $0 < position } ?? true }
            && closures.allSatisfy { inRange($0.enclosingType, typeCount) }
            && interfaceCalls.allSatisfy(validInterfaceCall) && unresolvedInterfaceCalls.allSatisfy(validInterfaceCall)
            && segueCasts.allSatisfy { cast in
                inRange(cast.enclosingType, typeCount) && inRange(cast.function, types[cast.enclosingType].functions.count)
            }
    }

    /// Every index `calls` hold points at something that exists in this summary, and there are as many
    /// as the summary counted.
    func callsAreInRange(_ calls: [SwiftCall], count: Int) -> Bool {
        let typeCount = types.count, callCount = calls.count, closureCount = closures.count
        func inRange(_ index: Int?, _ count: Int) -> Bool { index.map { $0 >= 0 && $0 < count } ?? true }
        func validContext(_ context: SwiftCodeContext) -> Bool {
            guard inRange(context.type, typeCount), inRange(context.closure, closureCount) else { return false }
            guard let type = context.type else { return context.functionIndex == nil && context.propertyIndex == nil }
            return inRange(context.functionIndex, types[type].functions.count) && inRange(context.propertyIndex, types[type].properties.count)
        }
        return callCount == count && calls.allSatisfy { call in
            inRange(call.receiverCall, callCount) && inRange(call.chainedCall, callCount) && validContext(call.context)
                && call.arguments.allSatisfy { inRange($0.closure, closureCount) }
        }
    }

    /// Whether `rescanned`, this summary's file scanned again, declares the types, members and closures this
    /// summary holds, where it holds them: then the rescan's calls and closure contexts, which point at its
    /// types, members and closures by number, mean the same here. A cached summary that passed its checks
    /// yet disagrees with its file (only a defect or a tampered cache file can make one) fails it.
    func declaresTheSame(as rescanned: SwiftFileSummary) -> Bool {
        closures == rescanned.closures && types.count == rescanned.types.count
            && zip(types, rescanned.types).allSatisfy { cached, fresh in
                cached.qualifiedName == fresh.qualifiedName && cached.range == fresh.range
                    && cached.functions.map(\.range) == fresh.functions.map(\.range)
                    && cached.properties.map(\.name) == fresh.properties.map(\.name)
            }
    }
}

/// A cached summary's calls, still the cache's bytes: decoded, and checked against the summary, the
/// first time anyone asks (once, for every thread). Bytes that do not decode after all (the cache file's
/// checksum held, so only a defect could do it) give way to the file scanned again: a cache can make a
/// run slower, never different. Only an entry that also disagrees with its file (`declaresTheSame`: a
/// writer's defect, or a cache file edited and its checksum mended) gets inert calls instead, never a
/// stopped run.
final class PendingCalls: @unchecked Sendable {
    let count: Int
    /// The bytes, until decoded (changed only inside `decoded`'s lock).
    private var rest: BinaryReader.Resumption?
    private let decoded = OnceValue<[SwiftCall]>()

    init(count: Int, rest: BinaryReader.Resumption) {
        self.count = count
        self.rest = rest
    }

    var isDecoded: Bool { decoded.isComputed }

    func calls(of summary: SwiftFileSummary) -> [SwiftCall] {
        decoded.get {
            defer { rest = nil }
            if let rest {
                var reader = BinaryReader(resuming: rest)
                if let calls = try? SwiftCall.readCalls(from: &reader), reader.isAtEnd, summary.callsAreInRange(calls, count: count) {
                    return calls
                }
            }
            // The file scanned again, when it declares what the summary does; otherwise as many calls as the
            // summary counted (interface calls point at them) that match nothing: a run never stops on a
            // cache entry, and what the entry cannot tell is not guessed from another scan's numbering.
            let rescanned = SwiftScanner.scan(summary.file)
            if summary.declaresTheSame(as: rescanned), summary.callsAreInRange(rescanned.calls, count: count) {
                return rescanned.calls
            }
            return [SwiftCall](repeating: SwiftCall.unread, count: count)
        }
    }
}

extension SwiftCall {
    /// A call that stands for one iblint could not read: no callee, no arguments, at the file's start.
    static let unread = SwiftCall(callee: [], nameRange: ByteRange(start: 0, end: 0), range: ByteRange(start: 0, end: 0))
}

/// A cached summary's closure contexts and code scopes, still the cache's bytes: decoded, and checked, the
/// first time either is asked for (once, for every thread). Bytes that do not decode after all give way to
/// the file scanned again, as `PendingCalls` do.
final class PendingScopeFacts: @unchecked Sendable {
    struct Facts: Sendable {
        var closureContexts: [SwiftClosureContext]
        var codeScopes: [SwiftCodeScope]
    }

    /// How many closures the summary has: every context's closure is one of them.
    private let closureCount: Int
    /// The bytes, until decoded (changed only inside `decoded`'s lock).
    private var section: BinaryReader.Resumption?
    private let decoded = OnceValue<Facts>()

    init(section: BinaryReader.Resumption, closureCount: Int) {
        self.section = section
        self.closureCount = closureCount
    }

    var isDecoded: Bool { decoded.isComputed }

    func facts(of summary: SwiftFileSummary) -> Facts {
        decoded.get {
            defer { section = nil }
            if let section {
                var reader = BinaryReader(resuming: section)
                if let closureContexts = try? reader.read([SwiftClosureContext].self),
                   let codeScopes = try? reader.read([SwiftCodeScope].self), reader.isAtEnd,
                   closureContexts.allSatisfy({ $0.closure >= 0 && $0.closure < closureCount }) {
                    return Facts(closureContexts: closureContexts, codeScopes: codeScopes)
                }
            }
            // The rescan's contexts number its own closures: they hold here only when it declares the same
            // (found by the `cache` fuzzing harness: a context of a closure the summary did not have stopped
            // a run). Otherwise none, as for a file the scanner read nothing of.
            let rescanned = SwiftScanner.scan(summary.file)
            guard summary.declaresTheSame(as: rescanned) else { return Facts(closureContexts: [], codeScopes: []) }
            return Facts(closureContexts: rescanned.closureContexts, codeScopes: rescanned.codeScopes)
        }
    }
}

/// A cached summary's body facts, still the cache's bytes: decoded, and checked, the first time any of its
/// functions' are asked for (once, for every thread). Bytes that do not decode after all give way to the
/// file scanned again, as `PendingCalls` do.
final class PendingBodyFacts: @unchecked Sendable {
    /// How many functions have facts here (set once, while the summary is read).
    var count = 0
    /// The bytes, until decoded (changed only inside `decoded`'s lock).
    private var section: BinaryReader.Resumption?
    private let file: SourceFile
    /// The file's `codeIdentifiers`, which the mentioned identifiers are numbers into.
    private let identifiers: NameSet
    private let decoded = OnceValue<[SwiftFunctionBodyFacts?]>()

    init(section: BinaryReader.Resumption, file: SourceFile, identifiers: NameSet) {
        self.section = section
        self.file = file
        self.identifiers = identifiers
    }

    var isDecoded: Bool { decoded.isComputed }

    func facts(_ ordinal: Int) -> SwiftFunctionBodyFacts? {
        let all = decoded.get {
            defer { section = nil }
            if let section {
                var reader = BinaryReader(resuming: section)
                var facts: [SwiftFunctionBodyFacts?] = []
                facts.reserveCapacity(count)
                do {
                    for _ in 0..<count { facts.append(try SwiftFunctionBodyFacts(from: &reader, identifiers: identifiers)) }
                    if reader.isAtEnd { return facts }
                } catch {}
            }
            // The same file scanned again gives the same functions in the same order.
            let rescanned = SwiftScanner.scan(file).types.flatMap { $0.functions.compactMap(\.bodyFacts) }
            return rescanned.count == count ? rescanned : [SwiftFunctionBodyFacts?](repeating: nil, count: count)
        }
        return all.indices.contains(ordinal) ? all[ordinal] : nil
    }
}

extension SwiftValue: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .string(let value): writer.writeVarint(0); writer.write(value)
        case .typeName(let name): writer.writeVarint(1); writer.write(name)
        case .selfTypeName: writer.writeVarint(2)
        case .member(let base, let name): writer.writeVarint(3); writer.write(base); writer.write(name)
        case .unknown: writer.writeVarint(4)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = .string(try reader.read())
        case 1: self = .typeName(try reader.read())
        case 2: self = .selfTypeName
        case 3: self = .member(base: try reader.read(), name: try reader.read())
        case 4: self = .unknown
        case let tag: throw BinaryCodingError("\(tag) is no SwiftValue")
        }
    }
}

extension SwiftExpressionUse: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .assigned(let path): writer.writeVarint(0); writer.write(path)
        case .boundToLocal(let name): writer.writeVarint(1); writer.write(name)
        case .argument(let callee): writer.writeVarint(2); writer.write(callee)
        case .other: writer.writeVarint(3)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = .assigned(try reader.read())
        case 1: self = .boundToLocal(try reader.read())
        case 2: self = .argument(callee: try reader.read())
        case 3: self = .other
        case let tag: throw BinaryCodingError("\(tag) is no SwiftExpressionUse")
        }
    }
}

extension SwiftClosureSite: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .assignment(let path): writer.writeVarint(0); writer.write(path)
        case .argument(let site): writer.writeVarint(1); writer.write(site)
        case .other: writer.writeVarint(2)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = .assignment(try reader.read())
        case 1: self = .argument(try reader.read())
        case 2: self = .other
        case let tag: throw BinaryCodingError("\(tag) is no SwiftClosureSite")
        }
    }
}

extension SwiftLocalValue: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .construction(let callee): writer.writeVarint(0); writer.write(callee)
        case .cast(let source, let type): writer.writeVarint(1); writer.write(source); writer.write(type)
        case .other: writer.writeVarint(2)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = .construction(try reader.read())
        case 1: self = .cast(source: try reader.read(), type: try reader.read())
        case 2: self = .other
        case let tag: throw BinaryCodingError("\(tag) is no SwiftLocalValue")
        }
    }
}

extension SwiftSegueIdentifiers: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .any: writer.writeVarint(0)
        case .only(let identifiers): writer.writeVarint(1); writer.write(identifiers)
        case .except(let identifiers): writer.writeVarint(2); writer.write(identifiers)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = .any
        case 1: self = .only(try reader.read())
        case 2: self = .except(try reader.read())
        case let tag: throw BinaryCodingError("\(tag) is no SwiftSegueIdentifiers")
        }
    }
}

extension SwiftAttribute: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(arguments); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); arguments = try reader.read(); range = try reader.read()
    }
}

extension SwiftTypeDeclaration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeCase(kind); writer.write(name); writer.write(qualifiedName); writer.write(parent)
        writer.write(inheritance); writer.write(inheritanceRanges); writer.write(attributes); writer.write(modifiers)
        writer.write(properties); writer.write(functions); writer.write(nameRange); writer.write(range)
        writer.write(bodyRange); writer.write(isLocal); writer.write(enumCases)
    }

    public init(from reader: inout BinaryReader) throws {
        kind = try reader.readCase(); name = try reader.read(); qualifiedName = try reader.read()
        parent = try reader.read(); inheritance = try reader.read(); inheritanceRanges = try reader.read()
        attributes = try reader.read(); modifiers = try reader.read(); properties = try reader.read()
        functions = try reader.read(); nameRange = try reader.read(); range = try reader.read()
        bodyRange = try reader.read(); isLocal = try reader.read(); enumCases = try reader.read()
    }
}

extension SwiftEnumCase: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(rawValue); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); rawValue = try reader.read(); range = try reader.read()
    }
}

extension SwiftObserver: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeCase(kind); writer.write(range); writer.write(bodyRange)
    }

    public init(from reader: inout BinaryReader) throws {
        kind = try reader.readCase(); range = try reader.read(); bodyRange = try reader.read()
    }
}

extension SwiftProperty: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(isLet); writer.write(attributes); writer.write(modifiers); writer.write(typeText)
        writer.write(isComputed); writer.write(observers); writer.write(initializerRange); writer.write(getterBodyRange)
        writer.write(value); writer.write(nameRange); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); isLet = try reader.read(); attributes = try reader.read(); modifiers = try reader.read()
        typeText = try reader.read(); isComputed = try reader.read(); observers = try reader.read()
        initializerRange = try reader.read(); getterBodyRange = try reader.read(); value = try reader.read()
        nameRange = try reader.read(); range = try reader.read()
    }
}

extension SwiftParameter: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(label); writer.write(name); writer.write(typeText)
    }

    public init(from reader: inout BinaryReader) throws {
        label = try reader.read(); name = try reader.read(); typeText = try reader.read()
    }
}

extension SwiftFunction: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeCase(kind); writer.write(name); writer.write(parameters); writer.write(attributes)
        writer.write(modifiers); writer.write(isFailable); writer.write(nameRange); writer.write(range)
        // The facts themselves go in the file's section of body facts (`SwiftFileSummary.encodeFacts`).
        writer.write(bodyRange); writer.write(bodyFacts != nil); writer.write(returnValue)
    }

    public init(from reader: inout BinaryReader) throws {
        kind = try reader.readCase(); name = try reader.read(); parameters = try reader.read()
        attributes = try reader.read(); modifiers = try reader.read(); isFailable = try reader.read()
        nameRange = try reader.read(); range = try reader.read(); bodyRange = try reader.read()
        // `.cached` until the summary being read attaches its section (`attachBodyFacts`).
        bodyFactsSource = try reader.read(Bool.self) ? .cached : .none; returnValue = try reader.read()
    }
}

extension SwiftCapture: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.writeCase(ownership); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); ownership = try reader.readCase(); range = try reader.read()
    }
}

extension SwiftClosure: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(range); writer.write(captures); writer.write(usesSelf); writer.write(enclosingType)
        writer.write(enclosingFunction)
    }

    public init(from reader: inout BinaryReader) throws {
        range = try reader.read(); captures = try reader.read(); usesSelf = try reader.read()
        enclosingType = try reader.read(); enclosingFunction = try reader.read()
    }
}

extension SwiftInterfaceCall: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeCase(api); writer.write(literal); writer.write(literalRange); writer.write(nameValue)
        writer.write(nameIsLiteral); writer.write(nameSource); writer.write(ownerArgument); writer.write(bundleArgument)
        writer.write(bundleRange); writer.write(range); writer.write(enclosingType); writer.write(enclosingFunction)
        writer.write(enclosingFunctionLabels); writer.write(inStaticContext); writer.write(resolvedForClass)
        writer.write(call); writer.write(storyboardName); writer.write(storyboardNameRange)
    }

    public init(from reader: inout BinaryReader) throws {
        api = try reader.readCase(); literal = try reader.read(); literalRange = try reader.read()
        nameValue = try reader.read(); nameIsLiteral = try reader.read(); nameSource = try reader.read()
        ownerArgument = try reader.read(); bundleArgument = try reader.read(); bundleRange = try reader.read()
        range = try reader.read(); enclosingType = try reader.read(); enclosingFunction = try reader.read()
        enclosingFunctionLabels = try reader.read(); inStaticContext = try reader.read()
        resolvedForClass = try reader.read(); call = try reader.read(); storyboardName = try reader.read()
        storyboardNameRange = try reader.read()
    }
}

extension SwiftSelectorReference: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(text); writer.write(baseName); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        text = try reader.read(); baseName = try reader.read(); range = try reader.read()
    }
}

extension SwiftCodeContext: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(type); writer.write(functionIndex); writer.write(propertyIndex); writer.write(isStatic); writer.write(closure)
    }

    public init(from reader: inout BinaryReader) throws {
        let type: Int? = try reader.read(), functionIndex: Int? = try reader.read(), propertyIndex: Int? = try reader.read()
        let isStatic: Bool = try reader.read(), closure: Int? = try reader.read()
        self.init(type: type, functionIndex: functionIndex, propertyIndex: propertyIndex, isStatic: isStatic, closure: closure)
    }
}

extension SwiftArgument: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(label); writer.write(labelRange); writer.write(range); writer.write(isTrailing)
        writer.write(closure); writer.write(value); writer.write(literalRange); writer.write(boundRange)
    }

    public init(from reader: inout BinaryReader) throws {
        let label: String? = try reader.read(), labelRange: ByteRange? = try reader.read()
        let range: ByteRange = try reader.read(), isTrailing: Bool = try reader.read(), closure: Int? = try reader.read()
        let value: SwiftValue = try reader.read(), literalRange: ByteRange? = try reader.read(), boundRange: ByteRange? = try reader.read()
        self.init(label: label, labelRange: labelRange, range: range, isTrailing: isTrailing, closure: closure,
                  value: value, literalRange: literalRange, boundRange: boundRange)
    }
}

extension SwiftCall: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(callee); writer.write(nameRange); writer.write(arguments)
        writer.write(parenthesesRange); writer.write(range); writer.write(receiverCall); writer.write(chainedCall)
        writer.write(cast); writer.write(result); writer.write(context)
    }

    public init(from reader: inout BinaryReader) throws {
        var arguments: [SwiftArgument] = []
        try self.init(from: &reader, appendingArgumentsTo: &arguments)
        self.arguments = self.arguments.placed(in: arguments)
    }

    /// A call as `init(from:)` reads it, its arguments appended to `storage` (its file's, being filled) and
    /// its `arguments` a run of it not yet placed there (`SwiftArguments.placed(in:)`).
    init(from reader: inout BinaryReader, appendingArgumentsTo storage: inout [SwiftArgument]) throws {
        let callee: [String] = try reader.read(), nameRange: ByteRange = try reader.read()
        let arguments = try SwiftArguments.read(from: &reader, appendingTo: &storage)
        let parenthesesRange: ByteRange? = try reader.read()
        let range: ByteRange = try reader.read(), receiverCall: Int? = try reader.read(), chainedCall: Int? = try reader.read()
        let cast: SwiftCast? = try reader.read(), result: SwiftExpressionUse = try reader.read()
        let context: SwiftCodeContext = try reader.read()
        self.init(callee: callee, nameRange: nameRange, parenthesesRange: parenthesesRange, range: range,
                  receiverCall: receiverCall, chainedCall: chainedCall, cast: cast, result: result, context: context)
        self.arguments = SwiftArguments(unplaced: arguments)
    }

    /// A file's calls as `[SwiftCall]` is written, their arguments read into one array they share.
    static func readCalls(from reader: inout BinaryReader) throws -> [SwiftCall] {
        let count = try reader.readCount()
        var calls: [SwiftCall] = []
        calls.reserveCapacity(BinaryReader.capacity(for: count))
        var arguments: [SwiftArgument] = []
        for _ in 0..<count { calls.append(try SwiftCall(from: &reader, appendingArgumentsTo: &arguments)) }
        placeArguments(arguments, in: &calls)
        return calls
    }

    /// Gives each of a file's calls its run of `arguments`, the array their runs were counted in as it was
    /// filled (`SwiftArguments(unplaced:)`), cut first to its size: the calls keep it for the whole run.
    /// What the scanner and the cache's decoder both do once a file's calls are all there.
    static func placeArguments(_ arguments: [SwiftArgument], in calls: inout [SwiftCall]) {
        let exact = arguments.capacity > arguments.count ? arguments.withUnsafeBufferPointer { Array($0) } : arguments
        for index in calls.indices { calls[index].arguments = calls[index].arguments.placed(in: exact) }
    }
}

extension SwiftCast: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(type); writer.write(isForced); writer.write(element); writer.write(range)
        writer.write(isGenericParameter)
    }

    public init(from reader: inout BinaryReader) throws {
        type = try reader.read(); isForced = try reader.read(); element = try reader.read(); range = try reader.read()
        isGenericParameter = try reader.read()
    }
}

extension SwiftSelfUse: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(range); writer.write(isSuper); writer.write(startsStatement)
    }

    public init(from reader: inout BinaryReader) throws {
        range = try reader.read(); isSuper = try reader.read(); startsStatement = try reader.read()
    }
}

extension SwiftCallArgument: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(label); writer.write(text)
    }

    public init(from reader: inout BinaryReader) throws {
        label = try reader.read(); text = try reader.read()
    }
}

extension SwiftChainedCall: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(arguments)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); arguments = try reader.read()
    }
}

extension SwiftCallSite: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(callee); writer.write(arguments); writer.write(closureArgument); writer.write(isTrailing)
        writer.write(followingCalls); writer.write(result)
    }

    public init(from reader: inout BinaryReader) throws {
        callee = try reader.read(); arguments = try reader.read(); closureArgument = try reader.read()
        isTrailing = try reader.read(); followingCalls = try reader.read(); result = try reader.read()
    }
}

extension SwiftClosureContext: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(closure); writer.write(captureList); writer.write(signatureIn); writer.write(returnType)
        writer.write(selfUses); writer.write(statementCount); writer.write(returnsValue); writer.write(bodyStart)
        writer.write(bodyStartsOnNewLine); writer.write(bodyIndentation); writer.write(insideWeakSelfClosure)
        writer.write(isImmediatelyCalled); writer.write(site)
    }

    public init(from reader: inout BinaryReader) throws {
        closure = try reader.read(); captureList = try reader.read(); signatureIn = try reader.read()
        returnType = try reader.read(); selfUses = try reader.read(); statementCount = try reader.read()
        returnsValue = try reader.read(); bodyStart = try reader.read(); bodyStartsOnNewLine = try reader.read()
        bodyIndentation = try reader.read(); insideWeakSelfClosure = try reader.read()
        isImmediatelyCalled = try reader.read(); site = try reader.read()
    }
}

extension SwiftLocalBinding: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(value); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); value = try reader.read(); range = try reader.read()
    }
}

extension SwiftLocalStore: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.writeCase(kind); writer.write(path); writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); kind = try reader.readCase(); path = try reader.read(); range = try reader.read()
    }
}

extension SwiftNameCounts: BinaryCodable {
    /// As a `[String: Int]` is written: the count of names, then each name and its count, in order of the names.
    public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(entries.count))
        for entry in entries {
            writer.write(entry.name)
            writer.write(entry.count)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        let count = try reader.readCount()
        var entries: [Entry] = []
        entries.reserveCapacity(BinaryReader.capacity(for: count))
        for _ in 0..<count { entries.append(Entry(name: try reader.read(), count: try reader.read())) }
        guard let counts = SwiftNameCounts(checked: entries) else {
            throw BinaryCodingError("names counted out of order, twice or not at all")
        }
        self = counts
    }
}

extension SwiftCodeScope: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(bodyRange); writer.write(declarationCounts); writer.write(bindings); writer.write(stores)
    }

    public init(from reader: inout BinaryReader) throws {
        bodyRange = try reader.read(); declarationCounts = try reader.read(); bindings = try reader.read()
        stores = try reader.read()
    }
}

extension SwiftDispatchCall: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeCase(method); writer.write(queue); writer.write(range); writer.write(receiverRange)
        writer.write(closure); writer.write(onlyClosureArgument)
    }

    public init(from reader: inout BinaryReader) throws {
        method = try reader.readCase(); queue = try reader.read(); range = try reader.read()
        receiverRange = try reader.read(); closure = try reader.read(); onlyClosureArgument = try reader.read()
    }
}

extension SwiftNameBindings: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(bound.count))
        for value in bound { writer.writeVarint(UInt64(value)) }
        for end in ends { writer.writeVarint(UInt64(end)) }
        writer.writeVarint(UInt64(lineNames.count))
        for value in lineNames { writer.writeVarint(UInt64(value)) }
    }

    public init(from reader: inout BinaryReader) throws {
        func readNumbers(_ count: Int) throws -> [UInt32] {
            var values: [UInt32] = []
            values.reserveCapacity(BinaryReader.capacity(for: count))
            for _ in 0..<count {
                let value = try reader.readVarint()
                guard value <= UInt64(UInt32.max) else { throw BinaryCodingError("a name binding's number is too large") }
                values.append(UInt32(value))
            }
            return values
        }
        let count = try reader.readCount()
        bound = try readNumbers(count)
        ends = try readNumbers(count)
        lineNames = try readNumbers(try reader.readCount())
    }
}

extension SwiftScreenEvidence: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(range); writer.write(names)
    }

    public init(from reader: inout BinaryReader) throws {
        range = try reader.read(); names = try reader.read()
    }
}

extension SwiftSegueCast: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(type); writer.write(isForced); writer.write(range); writer.write(enclosingType)
        writer.write(function); writer.write(identifiers); writer.write(conditionRanges)
    }

    public init(from reader: inout BinaryReader) throws {
        type = try reader.read(); isForced = try reader.read(); range = try reader.read()
        enclosingType = try reader.read(); function = try reader.read(); identifiers = try reader.read()
        conditionRanges = try reader.read()
    }
}

extension SwiftFunctionBodyFacts {
    /// The mentioned identifiers are written as their numbers in `identifiers`, the file's `codeIdentifiers`
    /// (which a scanned body's are numbers into). A name that is not one of them (facts made some other way)
    /// is written as a number past them: read back, that is damage, and the file is scanned again.
    public func encode(to writer: inout BinaryWriter, identifiers: NameSet) {
        writer.write(calls); writer.write(traps)
        let numbers = mentionedIdentifiers.numbers(in: identifiers) ?? [UInt32(truncatingIfNeeded: identifiers.count)]
        writer.writeVarint(UInt64(numbers.count))
        for number in numbers { writer.writeVarint(UInt64(number)) }
        writer.write(mayExitEarly)
    }

    /// What `encode(to:)` wrote, for a function of the file whose `codeIdentifiers` are `identifiers`.
    public init(from reader: inout BinaryReader, identifiers: NameSet) throws {
        calls = try reader.read(); traps = try reader.read()
        let count = try reader.readCount()
        var numbers: [UInt32] = []
        numbers.reserveCapacity(BinaryReader.capacity(for: count))
        for _ in 0..<count {
            let number = try reader.readVarint()
            guard number < UInt64(identifiers.count) else { throw BinaryCodingError("a mentioned identifier is none of the file's") }
            numbers.append(UInt32(number))
        }
        guard let mentioned = NameSubset(numbers, of: identifiers) else {
            throw BinaryCodingError("a body mentions one of the file's identifiers twice")
        }
        mentionedIdentifiers = mentioned
        mayExitEarly = try reader.read()
    }
}

extension SwiftCallFact: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(receiver); writer.write(argumentLabels); writer.write(isInClosure)
        writer.write(range)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); receiver = try reader.read(); argumentLabels = try reader.read()
        isInClosure = try reader.read(); range = try reader.read()
    }
}

/// A byte, not the case's name: read for every call in every function body, the name's look-up
/// (`init(rawValue:)` through a generic path) cost 500 instructions a call.
extension SwiftCallFact.Receiver: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .implicitSelf: writer.writeVarint(0)
        case .explicitSelf: writer.writeVarint(1)
        case .superclass: writer.writeVarint(2)
        case .other: writer.writeVarint(3)
        }
    }

    public init(from reader: inout BinaryReader) throws {
        switch try reader.readByte() {
        case 0: self = .implicitSelf
        case 1: self = .explicitSelf
        case 2: self = .superclass
        case 3: self = .other
        case let tag: throw BinaryCodingError("\(tag) is no call receiver")
        }
    }
}

extension SwiftTrapFact: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(name); writer.write(range); writer.write(isUnconditional)
    }

    public init(from reader: inout BinaryReader) throws {
        name = try reader.read(); range = try reader.read(); isUnconditional = try reader.read()
    }
}

extension SwiftTypeKind: BinaryCaseCodable {}
extension SwiftObserverKind: BinaryCaseCodable {}
extension SwiftFunctionKind: BinaryCaseCodable {}
extension SwiftCapture.Ownership: BinaryCaseCodable {}
extension SwiftInterfaceAPI: BinaryCaseCodable {}
extension SwiftLocalStore.Kind: BinaryCaseCodable {}
extension SwiftDispatchCall.Method: BinaryCaseCodable {}
