extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines), Foundation-free.
    public var trimmingWhitespace: String {
        // Most text has none: when it starts and ends with an ASCII character that is not whitespace, it is
        // its own answer (a character that starts or ends with such a byte is never whitespace).
        let utf8 = self.utf8
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           !Self.isASCIIWhitespace(first), !Self.isASCIIWhitespace(last) {
            return self
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// The ASCII characters Unicode calls white space: tab, line feed, vertical tab, form feed, carriage
    /// return and space.
    @inline(__always) static func isASCIIWhitespace(_ byte: UInt8) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
}
