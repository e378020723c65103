import IBLintCore

// The one call model: every call the scanner could read in a file, with its callee path, its arguments
// (labels, byte ranges, closure literals, what each evaluates to as a string), its trailing closures,
// the calls chained on its result and where that result goes. The interface calls, dispatch calls,
// closure sites, local stores and function-body facts are queries over it (`SwiftCallQueries`), so every
// rule reads calls the same way and a fix edits ranges the model recorded instead of searching bytes again.
// Everything here is syntactic: absence means "not understood".

/// Where a piece of code is: the innermost type, member and closure around it. The enclosing member
/// function is an index into its type's functions: its name and labels are read from the file's types
/// (`functionName(in:)`, `functionLabels(in:)`), not kept with every call (they made a call 32 bytes larger).
public struct SwiftCodeContext: Sendable, Hashable {
    // Indices in 32 bits, `-1` for none (`SwiftIndex`): every call carries a context, so its size counts.
    private var typeIndex: Int32
    private var functionPosition: Int32
    private var propertyPosition: Int32
    private var closureIndex: Int32
    /// A `static`/`class` member: `self` is the type, not an instance.
    public var isStatic: Bool

    /// Index into `SwiftFileSummary.types` of the innermost enclosing type, if any.
    public var type: Int? {
        get { SwiftIndex.unpack(typeIndex) }
        set { typeIndex = SwiftIndex.pack(newValue) }
    }
    /// Index into the type's `functions` of the enclosing member function, if any.
    public var functionIndex: Int? {
        get { SwiftIndex.unpack(functionPosition) }
        set { functionPosition = SwiftIndex.pack(newValue) }
    }
    /// Index into the type's `properties` when the code is a property's initializer, accessor or observer.
    public var propertyIndex: Int? {
        get { SwiftIndex.unpack(propertyPosition) }
        set { propertyPosition = SwiftIndex.pack(newValue) }
    }
    /// Index into `SwiftFileSummary.closures` of the innermost enclosing closure literal, if any.
    public var closure: Int? {
        get { SwiftIndex.unpack(closureIndex) }
        set { closureIndex = SwiftIndex.pack(newValue) }
    }

    public init(type: Int? = nil, functionIndex: Int? = nil, propertyIndex: Int? = nil, isStatic: Bool = false, closure: Int? = nil) {
        self.typeIndex = SwiftIndex.pack(type)
        self.functionPosition = SwiftIndex.pack(functionIndex)
        self.propertyPosition = SwiftIndex.pack(propertyIndex)
        self.closureIndex = SwiftIndex.pack(closure)
        self.isStatic = isStatic
    }

    /// The enclosing member function in `types` (the file's), if any.
    private func enclosingFunction(in types: [SwiftTypeDeclaration]) -> SwiftFunction? {
        guard let type, let functionIndex, type < types.count, functionIndex < types[type].functions.count else { return nil }
        return types[type].functions[functionIndex]
    }

    /// The name of the enclosing member function or initializer (`init`, `viewDidLoad`), if any; `types` are
    /// the file's.
    public func functionName(in types: [SwiftTypeDeclaration]) -> String? {
        enclosingFunction(in: types).map { $0.kind == .initializer ? "init" : $0.name }
    }

    /// The argument labels of the enclosing member function or initializer (`frame`, `coder`); none outside one.
    public func functionLabels(in types: [SwiftTypeDeclaration]) -> [String?] {
        enclosingFunction(in: types)?.parameters.map(\.label) ?? []
    }
}

/// An optional index or byte range kept small in the call model, which holds a record per call of the
/// project: `Int?` takes 16 bytes and `ByteRange?` 24, an index in 32 bits with `-1` for none 4 and a range
/// with `-1..<-1` for none 16. Indices are per file (types, functions, closures, calls), far below 2³¹.
enum SwiftIndex {
    @inline(__always) static func pack(_ index: Int?) -> Int32 {
        guard let index, index >= 0 else { return -1 }
        return Int32(clamping: index)
    }

    @inline(__always) static func unpack(_ packed: Int32) -> Int? { packed < 0 ? nil : Int(packed) }

    static let noRange = ByteRange(start: -1, end: -1)

    @inline(__always) static func pack(_ range: ByteRange?) -> ByteRange { range ?? noRange }

    @inline(__always) static func unpack(_ packed: ByteRange) -> ByteRange? { packed.start < 0 ? nil : packed }
}

/// A value kept out of line, so a record that rarely has one stays small (`SwiftCall.cast`).
final class SwiftBox<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (lhs: SwiftBox, rhs: SwiftBox) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// What an expression evaluates to as a string, as far as one file can tell. Member references are
/// resolved project-wide (`ProjectIndex` looks the member up in the class, its extensions, superclasses
/// and protocol extensions); whatever cannot be read is `.unknown`, never a guess.
public indirect enum SwiftValue: Sendable, Hashable {
    /// A string literal without interpolation (through local `let`s, already followed).
    case string(String)
    /// The name of a type: `String(describing: Foo.self)`, `"\(Foo.self)"`, `NSStringFromClass(Foo.self)`
    /// (the last component of a module-qualified name).
    case typeName(String)
    /// The name of the class the code runs for: `String(describing: Self.self)`,
    /// `String(describing: type(of: self))`, `String(describing: self)` in a static member, `NSStringFromClass(self)`.
    case selfTypeName
    /// `Foo.identifier`, `Self.nibName`, `type(of: self).nibName`, `identifier` (no base: a member of the
    /// enclosing type), `Foo.make()` (a member function called without arguments: `name` ends in `()`).
    /// `base` is `[]` for an implicit member, `["Self"]` for `Self`/`type(of: self)`/static `self`.
    case member(base: [String], name: String)
    case unknown

    /// The literal string, when the value is one.
    public var literal: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var isUnknown: Bool { self == .unknown }
}

/// One argument of a call, trailing closures included.
public struct SwiftArgument: Sendable, Hashable {
    /// The argument label; `nil` for an unlabeled argument and for the first trailing closure.
    public var label: String?
    /// The value's bytes (empty at the position of an empty argument), from its first token through its
    /// last. Its text (`text(in:)`) is read from the file when asked for, not kept: a project's arguments
    /// hold whole closure bodies, and kept they were a tenth of the call model's memory. Setting it keeps
    /// `labelRange` where it was.
    public var range: ByteRange {
        get { storedRange }
        set {
            let label = labelRange
            storedRange = newValue
            labelRange = label
        }
    }
    /// What the value evaluates to as a string (`.unknown` for anything but names and string expressions).
    /// Evaluated only for the calls whose names and labels the nib, storyboard and identifier queries read
    /// (`loadNibNamed`, `UINib`, `UIStoryboard`, `instantiateViewController`, `dequeueReusableCell`, a first
    /// argument `nibName:`…: `CallQueries.mayBeInterfaceCall(named:firstLabel:)`); `.unknown` for every other
    /// call's arguments, as are `literalRange` and `boundRange`. A new reader of other calls' values must
    /// widen that list.
    public var value: SwiftValue {
        get { evaluation?.value.value ?? .unknown }
        set { setEvaluation(value: newValue, literal: literalRange, bound: boundRange, label: boxedLabelSpan) }
    }
    private var storedRange: ByteRange
    /// The value and the ranges that give it, out of line: they are read for the few calls that may load an
    /// interface file, and a project has a record per argument (48 bytes instead of 64). A label range that
    /// `labelPlacement` cannot hold is kept here too.
    private var evaluation: SwiftBox<SwiftArgumentEvaluation>?
    /// The label's range from the value's start, in 4 bytes instead of a range's 8 (40 bytes an argument
    /// instead of 48): 0 for none, else 1 + (bytes from the label's start to the value's start) << 12 + the
    /// label's length. A label that starts after the value, more than a megabyte before it, or is 4 KB
    /// long is kept in `evaluation` instead (`labelPlacement` 0).
    private var labelPlacement: UInt32
    /// 1 + the closure's index (0 for none), and `isTrailing` in the top bit.
    private var closureAndTrailing: UInt32

    private static let trailingBit: UInt32 = 1 << 31
    private static let lengthBits: UInt32 = 12
    private static let largestGap = Int(UInt32.max >> lengthBits) - 1
    private static let largestLength = Int((1 << lengthBits) - 1)

    public var isTrailing: Bool {
        get { closureAndTrailing & Self.trailingBit != 0 }
        set { closureAndTrailing = closureAndTrailing & ~Self.trailingBit | (newValue ? Self.trailingBit : 0) }
    }

    /// The label as written (`name` in `name: value`); `nil` for none.
    public var labelRange: ByteRange? {
        get {
            guard labelPlacement != 0 else { return boxedLabelSpan.flatMap(SwiftIndex.unpack) }
            let packed = labelPlacement - 1
            let start = storedRange.start - Int(packed >> Self.lengthBits)
            return ByteRange(start: start, end: start + Int(packed & UInt32(Self.largestLength)))
        }
        set {
            if let placement = Self.placement(of: newValue, before: storedRange) {
                labelPlacement = placement
                if boxedLabelSpan != nil { setEvaluation(value: value, literal: literalRange, bound: boundRange, label: nil) }
            } else {
                labelPlacement = 0
                setEvaluation(value: value, literal: literalRange, bound: boundRange, label: SwiftIndex.pack(newValue))
            }
        }
    }

    /// `labelPlacement` for `label` and the value at `range`; `nil` when it cannot hold it (none is 0).
    private static func placement(of label: ByteRange?, before range: ByteRange) -> UInt32? {
        guard let label else { return 0 }
        let gap = range.start - label.start
        guard gap >= 0, gap <= largestGap, label.length <= largestLength else { return nil }
        return (UInt32(gap) << lengthBits | UInt32(label.length)) + 1
    }

    /// Index into `SwiftFileSummary.closures` when the value is exactly one closure literal.
    public var closure: Int? {
        get {
            let stored = closureAndTrailing & ~Self.trailingBit
            return stored == 0 ? nil : Int(stored - 1)
        }
        set {
            let stored = UInt32(SwiftIndex.pack(newValue) + 1)
            closureAndTrailing = closureAndTrailing & Self.trailingBit | stored
        }
    }
    /// The string literal written in the argument that gives `value` (`"Main"` in `NSStoryboard.Name("Main")`):
    /// what a fix edits. `nil` when the value comes from elsewhere (a local, a member) or is not a string.
    public var literalRange: ByteRange? {
        get { evaluation.flatMap { SwiftIndex.unpack($0.value.literalSpan) } }
        set { setEvaluation(value: value, literal: newValue, bound: boundRange, label: boxedLabelSpan) }
    }
    /// When the argument is a name bound by one local `let` before the call (`let bundle = Bundle(for: …)`),
    /// that `let`'s value: what the argument stands for, and what a fix edits.
    public var boundRange: ByteRange? {
        get { evaluation.flatMap { SwiftIndex.unpack($0.value.boundSpan) } }
        set { setEvaluation(value: value, literal: literalRange, bound: newValue, label: boxedLabelSpan) }
    }

    /// The label range kept in the box (packed), when `labelPlacement` could not hold it.
    private var boxedLabelSpan: ByteRange? {
        guard let span = evaluation?.value.labelSpan, span != SwiftIndex.noRange else { return nil }
        return span
    }

    public init(label: String?, labelRange: ByteRange? = nil, range: ByteRange, isTrailing: Bool = false,
                closure: Int? = nil, value: SwiftValue = .unknown, literalRange: ByteRange? = nil, boundRange: ByteRange? = nil) {
        self.label = label
        self.storedRange = range
        self.labelPlacement = 0
        self.closureAndTrailing = UInt32(SwiftIndex.pack(closure) + 1) | (isTrailing ? Self.trailingBit : 0)
        let placement = Self.placement(of: labelRange, before: range)
        labelPlacement = placement ?? 0
        setEvaluation(value: value, literal: literalRange, bound: boundRange, label: placement == nil ? SwiftIndex.pack(labelRange) : nil)
    }

    /// No box for an argument with nothing evaluated and its label range (if any) in place, so that two equal
    /// arguments are equal field by field.
    private mutating func setEvaluation(value: SwiftValue, literal: ByteRange?, bound: ByteRange?, label: ByteRange?) {
        evaluation = value == .unknown && literal == nil && bound == nil && label == nil ? nil
            : SwiftBox(SwiftArgumentEvaluation(value: value, literalSpan: SwiftIndex.pack(literal), boundSpan: SwiftIndex.pack(bound),
                                               labelSpan: label ?? SwiftIndex.noRange))
    }

    /// The value as written in `file` (the file of the call), trimmed: `&cancellables`, `.main`, `{ … }`.
    public func text(in file: SourceFile) -> String { file.text(range).trimmingWhitespace }
}

/// What an argument evaluates to, with the literal and the local `let` that give it (`SwiftArgument`), and
/// a label range the argument cannot hold in place.
struct SwiftArgumentEvaluation: Sendable, Hashable {
    var value: SwiftValue
    var literalSpan: ByteRange
    var boundSpan: ByteRange
    var labelSpan: ByteRange
}

/// One call: `name(…)`, `receiver.name(…)`, `Type(…)`, `name { … }`, `receiver.name(…) { … } label: { … }`.
public struct SwiftCall: Sendable, Hashable {
    /// The callee as a dotted path: `NotificationCenter.default.addObserver` →
    /// `["NotificationCenter", "default", "addObserver"]`. An intermediate call result is written `name()`
    /// (`publisher.receive(on: q).sink` → `["publisher", "receive()", "sink"]`), a subscript `[]`; `…` leads
    /// the path when it continues into something unreadable, and `.` when it starts with an implicit member
    /// (`.init(…)`, `.custom(…)`).
    public var callee: [String]
    /// The name token (`addObserver`, `init`, `UINib`).
    public var nameRange: ByteRange
    /// A run of the file's one argument array (`SwiftArguments`).
    public var arguments: SwiftArguments
    /// From the first token of the callee path through the `)` or the last trailing closure.
    public var range: ByteRange
    /// What happens to the value of the whole chain this call heads (only set on the chain's first call).
    public var result: SwiftExpressionUse
    public var context: SwiftCodeContext
    // A record per call of the project: optional parts packed (`SwiftIndex`), the rare cast out of line.
    private var parentheses: ByteRange
    private var receiverIndex: Int32
    private var chainedIndex: Int32
    private var castBox: SwiftBox<SwiftCast>?

    /// `(` through `)`, when the call has parentheses.
    public var parenthesesRange: ByteRange? {
        get { SwiftIndex.unpack(parentheses) }
        set { parentheses = SwiftIndex.pack(newValue) }
    }
    /// Index into `SwiftFileSummary.calls` of the call whose result is this call's receiver
    /// (`UINib(…).instantiate(…)`: `instantiate`'s receiver call is `UINib(…)`).
    public var receiverCall: Int? {
        get { SwiftIndex.unpack(receiverIndex) }
        set { receiverIndex = SwiftIndex.pack(newValue) }
    }
    /// Index of the call made on this call's result (the next link of the chain), if any.
    public var chainedCall: Int? {
        get { SwiftIndex.unpack(chainedIndex) }
        set { chainedIndex = SwiftIndex.pack(newValue) }
    }
    /// `as? T` / `as! T` right after the call (or after `?.first`, `[0]`, `.first`): the type and whether forced.
    public var cast: SwiftCast? {
        get { castBox?.value }
        set { castBox = newValue.map(SwiftBox.init) }
    }

    public init(callee: [String], nameRange: ByteRange, arguments: [SwiftArgument] = [],
                parenthesesRange: ByteRange? = nil, range: ByteRange, receiverCall: Int? = nil, chainedCall: Int? = nil,
                cast: SwiftCast? = nil, result: SwiftExpressionUse = .other, context: SwiftCodeContext = SwiftCodeContext()) {
        self.callee = callee
        self.nameRange = nameRange
        self.arguments = SwiftArguments(arguments)
        self.range = range
        self.result = result
        self.context = context
        self.parentheses = SwiftIndex.pack(parenthesesRange)
        self.receiverIndex = SwiftIndex.pack(receiverCall)
        self.chainedIndex = SwiftIndex.pack(chainedCall)
        self.castBox = cast.map(SwiftBox.init)
    }

    /// From the first token of the callee path through the name: where the call's range starts, through its
    /// name (not kept apart: a record per call of the project).
    public var calleeRange: ByteRange { ByteRange(start: range.start, end: nameRange.end) }

    /// The called name: the last part of the callee path.
    public var name: String { callee.last ?? "" }
    /// The receiver path (`["view"]`, `["self", "stackView"]`, `[]` without a receiver).
    public var receiver: [String] { Array(callee.dropLast()) }

    public func argument(_ label: String) -> SwiftArgument? { arguments.first { $0.label == label } }
    /// The argument labels as written (`nil` for unlabeled arguments and the first trailing closure).
    public var labels: [String?] { arguments.map(\.label) }
}

/// `as? T` / `as! T`.
public struct SwiftCast: Sendable, Hashable {
    /// The type as written (`DetailViewController`, `Module.Cell`).
    public var type: String
    public var isForced: Bool
    /// What the cast applies to between the call and `as`: `""` (the call's value), `first`, `[0]`, `last`.
    public var element: String
    public var range: ByteRange
    /// The type is a generic parameter of the enclosing function or type (`as? Cell` in
    /// `func cell<Cell: UITableViewCell>(…)`), not the type of that name.
    public var isGenericParameter: Bool

    public init(type: String, isForced: Bool, element: String = "", range: ByteRange, isGenericParameter: Bool = false) {
        self.type = type
        self.isForced = isForced
        self.element = element
        self.range = range
        self.isGenericParameter = isGenericParameter
    }
}
