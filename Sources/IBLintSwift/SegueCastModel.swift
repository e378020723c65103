import IBLintCore

// What the segue-cast pass (`SegueCastScanner`) understood of `prepare(for:sender:)` overrides: every cast of
// the segue's destination, with the segue identifiers the code around it lets it run for. Everything here
// is syntactic; a condition the pass does not understand restricts nothing, so the identifiers a cast is
// said to run for are always a superset of those it can run for.

/// The segue identifiers a piece of `prepare(for:sender:)` can run for.
public enum SwiftSegueIdentifiers: Sendable, Hashable {
    /// Any segue (no condition on the identifier that iblint understood).
    case any
    /// Only segues whose identifier is one of these (`if segue.identifier == "showDetail"`, `case "a", "b":`).
    case only(Set<String>)
    /// Any segue except those with one of these identifiers (a `switch`'s `default:`, the `else` of an `if`);
    /// a segue without an identifier is among them.
    case except(Set<String>)

    /// Both restrictions at once.
    public func intersection(_ other: SwiftSegueIdentifiers) -> SwiftSegueIdentifiers {
        switch (self, other) {
        case (.any, _): return other
        case (_, .any): return self
        case (.only(let a), .only(let b)): return .only(a.intersection(b))
        case (.only(let a), .except(let b)), (.except(let b), .only(let a)): return .only(a.subtracting(b))
        case (.except(let a), .except(let b)): return .except(a.union(b))
        }
    }

    /// Whether a segue with this identifier (`nil`: none) may reach the code.
    public func admits(_ identifier: String?) -> Bool {
        switch self {
        case .any: return true
        case .only(let set): return identifier.map(set.contains) ?? false
        case .except(let set): return identifier.map { !set.contains($0) } ?? true
        }
    }
}

/// `segue.destination as! T` / `as? T` (or through `let destination = segue.destination`) in the body of a
/// `prepare(for:sender:)` method, with the identifiers it can run for.
public struct SwiftSegueCast: Sendable, Hashable {
    /// The type as written (`DetailViewController`, `Module.DetailViewController`).
    public var type: String
    public var isForced: Bool
    /// From the segue parameter (or the local holding the destination) through the type.
    public var range: ByteRange
    /// Index into `SwiftFileSummary.types` of the class or extension that declares the method.
    public var enclosingType: Int
    /// Index into that type's `functions` of the `prepare(for:sender:)` method.
    public var function: Int
    public var identifiers: SwiftSegueIdentifiers
    /// Where the identifiers that restrict `identifiers` are written (the string literals of the conditions).
    public var conditionRanges: [ByteRange]

    public init(type: String, isForced: Bool, range: ByteRange, enclosingType: Int, function: Int,
                identifiers: SwiftSegueIdentifiers, conditionRanges: [ByteRange] = []) {
        self.type = type
        self.isForced = isForced
        self.range = range
        self.enclosingType = enclosingType
        self.function = function
        self.identifiers = identifiers
        self.conditionRanges = conditionRanges
    }
}

extension SwiftFunction {
    /// `func prepare(for segue: UIStoryboardSegue, sender: Any?)` (or `NSStoryboardSegue`), an instance method.
    public var isPrepareForSegue: Bool {
        kind == .function && name == "prepare" && !isStatic && parameters.count == 2
            && parameters[0].label == "for" && parameters[1].label == "sender"
            && parameters[0].typeText.containsText("StoryboardSegue")
    }
}
