/// Finding text in text, `Character` by `Character` as the standard library's string searches compare
/// (`contains(_:)` with a string, `firstRange(of:)`, `split(separator:)` with a string), without them:
/// those come from the `_StringProcessing` library, which with the regex parser it links made the
/// statically linked executable 2 MB larger and each run about 2 MB more memory, for some twenty calls
/// that look for a word in a short string. (Looking for one `Character` is the standard library's own
/// `contains(_:)`, and needs none of this.)
///
/// Answers are the same as those searches': characters are compared as `Character`s (canonically
/// equivalent ones are equal, `"é"` is not `"e"` followed by a combining accent, `"\r\n"` is one), empty
/// text is found at the start. Text of ASCII bytes without a carriage return, where every byte is a
/// `Character`, is searched byte by byte.
extension StringProtocol {
    /// Whether `text` occurs in this string (empty text always does).
    public func containsText(_ text: some StringProtocol) -> Bool { firstRange(ofText: text) != nil }

    /// The first range where `text` occurs in this string; empty text is found at the start.
    public func firstRange(ofText text: some StringProtocol) -> Range<Index>? { firstRange(ofText: text, from: startIndex) }

    /// The parts between occurrences of `separator` (not empty), left to right: as `split(separator:)`
    /// with a string, empty parts are left out unless `omittingEmptySubsequences` is false.
    public func split(separatorText separator: some StringProtocol, omittingEmptySubsequences: Bool = true) -> [SubSequence] {
        precondition(!separator.isEmpty, "split(separatorText:) needs a separator")
        var parts: [SubSequence] = []
        var partStart = startIndex
        var from = startIndex
        while from < endIndex, let found = firstRange(ofText: separator, from: from) {
            if !omittingEmptySubsequences || partStart < found.lowerBound { parts.append(self[partStart..<found.lowerBound]) }
            partStart = found.upperBound
            from = found.upperBound
        }
        if !omittingEmptySubsequences || partStart < endIndex { parts.append(self[partStart..<endIndex]) }
        return parts
    }

    /// `firstRange(ofText:)` at or after `start` (a `Character` boundary of this string).
    private func firstRange(ofText text: some StringProtocol, from start: Index) -> Range<Index>? {
        if text.isEmpty { return start..<start }
        if let found = Self.asciiFirstRange(of: text, in: self, from: start) { return found }
        let first = text.first!
        var candidate = start
        while candidate < endIndex {
            if self[candidate] == first {
                var here = index(after: candidate), there = text.index(after: text.startIndex)
                while here < endIndex, there < text.endIndex, self[here] == text[there] {
                    formIndex(after: &here)
                    text.formIndex(after: &there)
                }
                if there == text.endIndex { return candidate..<here }
            }
            formIndex(after: &candidate)
        }
        return nil
    }

    /// The byte search, when both strings (from `start` on) are ASCII without a carriage return: `.some(nil)`
    /// when `text` is not there, `nil` when the strings are not such text (and `Character`s must be compared).
    private static func asciiFirstRange(of text: some StringProtocol, in string: Self, from start: Index) -> Range<Index>?? {
        let searched = string[start...]
        let answer = searched.utf8.withContiguousStorageIfAvailable { haystack -> Range<Index>?? in
            text.utf8.withContiguousStorageIfAvailable { needle -> Range<Index>?? in
                guard isPlainASCII(haystack), isPlainASCII(needle) else { return nil }
                guard let offset = ByteSearch.firstIndex(of: needle, in: haystack) else { return .some(nil) }
                let lower = string.utf8.index(start, offsetBy: offset)
                return .some(lower..<string.utf8.index(lower, offsetBy: needle.count))
            } ?? nil
        }
        return answer ?? nil
    }

    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }
}
