import IBLintCore

/// `DispatchQueue.<queue>.async/asyncAfter/sync(…)` with its closure.
public struct SwiftDispatchCall: Sendable, Hashable {
    public enum Method: String, Sendable, Hashable, Codable, CaseIterable { case async, asyncAfter, sync }
    public var method: Method
    /// The text between `DispatchQueue.` and `.method` (`main`, `global()`, `global(qos: .utility)`).
    public var queue: String
    /// From `DispatchQueue` through the call's end (the closure's `}` or the `)`).
    public var range: ByteRange
    /// The `DispatchQueue` token.
    public var receiverRange: ByteRange
    /// The work closure (trailing or `execute:`), when it is a literal.
    public var closure: ByteRange?
    /// The call passes nothing but the work closure (`async { … }`, `async(execute: { … })`).
    public var onlyClosureArgument: Bool

    public init(method: Method, queue: String, range: ByteRange, receiverRange: ByteRange, closure: ByteRange? = nil,
                onlyClosureArgument: Bool = false) {
        self.method = method
        self.queue = queue
        self.range = range
        self.receiverRange = receiverRange
        self.closure = closure
        self.onlyClosureArgument = onlyClosureArgument
    }
}
