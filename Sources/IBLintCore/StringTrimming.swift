extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines), Foundation-free.
    public var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
