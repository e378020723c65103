import IBLintCore

/// Names the texts of one file's tokens as the lexer meets them: the same bytes get the same name, and the
/// scanners' words (`SwiftWord`) keep theirs, so each distinct text becomes a `String` once per file instead
/// of once per token.
struct SwiftNameTable {
    private var interner: ByteRunInterner
    /// The word each local name equals as a `String` (`.other` almost always: a text with other bytes than a
    /// word's spelling can still be the same `String`, by Unicode canonical equivalence).
    private var localWords: [SwiftWord] = []
    private(set) var names = SwiftNames()

    init(expectedNames: Int = 64) {
        interner = ByteRunInterner(expectedRuns: expectedNames)
        // Room for half as many again: growing these arrays as names came was 5 M instructions of
        // corona-warn-app's scan (a file's names average one per 42 bytes; `expectedNames` is one per 64).
        names.local.reserveCapacity(expectedNames + expectedNames / 2)
        localWords.reserveCapacity(expectedNames + expectedNames / 2)
    }

    /// The name and word of the text `bytes[start..<end]`.
    mutating func name(of bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (name: UInt32, word: SwiftWord) {
        let hash = ByteRunInterner.hash(bytes, start, end)
        if let word = SwiftNameTable.words.word(of: bytes, start, end, hash: hash) { return (UInt32(word.rawValue), word) }
        let (local, isNew) = interner.intern(bytes, start, end, hash: hash)
        if isNew {
            let text = String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            names.local.append(text)
            // Every word is spelled in ASCII, and `words` compared the bytes: an ASCII text that did not match
            // is no word. Only other bytes can still spell one as a `String` (`\u{212A}` is `K`), so only they
            // are looked up (hashing every new name was a tenth of the lexer's time).
            localWords.append(SwiftNameTable.isASCII(bytes, start, end) ? .other : SwiftWord(spelling: text) ?? .other)
        }
        return (UInt32(SwiftWord.count + local), localWords[local])
    }

    @inline(__always) private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The words by the bytes of their spellings.
    private static let words = WordTable()

    private struct WordTable: Sendable {
        private var slots: [UInt8]
        private var hashes: [UInt32]
        private let spellings: [[UInt8]]
        private let mask: Int

        init() {
            spellings = SwiftWord.allCases.map { Array($0.spelling.utf8) }
            let size = 1024
            mask = size - 1
            slots = [UInt8](repeating: 0, count: size)
            hashes = [UInt32](repeating: 0, count: SwiftWord.count)
            for word in SwiftWord.allCases.dropFirst() {
                let spelling = spellings[Int(word.rawValue)]
                let hash = spelling.withUnsafeBufferPointer { ByteRunInterner.hash($0, 0, $0.count) }
                hashes[Int(word.rawValue)] = hash
                var slot = Int(hash) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = word.rawValue
            }
        }

        @inline(__always) func word(of bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt32) -> SwiftWord? {
            var slot = Int(hash) & mask
            while true {
                let raw = slots[slot]
                if raw == 0 { return nil }
                if hashes[Int(raw)] == hash, spellings[Int(raw)].count == end - start,
                   spellings[Int(raw)].withUnsafeBufferPointer({ WordTable.equal(bytes, start, $0) }) {
                    return SwiftWord(rawValue: raw)
                }
                slot = (slot + 1) & mask
            }
        }

        @inline(__always) private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int,
                                                    _ spelling: UnsafeBufferPointer<UInt8>) -> Bool {
            var k = 0
            while k < spelling.count {
                if bytes[start + k] != spelling[k] { return false }
                k += 1
            }
            return true
        }
    }
}
