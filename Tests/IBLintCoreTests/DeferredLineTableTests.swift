import IBLintCore
import Testing

/// A file made with `SourceFile.deferringLines` (a summary from the cache) makes its line table the
/// first time a line or column is asked, and answers exactly as a file made with its table; a
/// `LazyLocation` keeps a file and a range, tells places apart and orders them as their locations
/// would, and makes no line table until its location is asked.
@Suite("Deferred line tables and lazy locations")
struct DeferredLineTableTests {
    /// Random texts of the pieces that matter to lines and columns: multibyte characters, CR LF, a line
    /// long enough for scalar checkpoints.
    private func texts(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let pieces = ["a", "bc", "é", "→", "😀", " ", "\n", "\r\n", String(repeating: "x", count: 5000), "\t"]
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            return text
        }
    }

    @Test("a deferred file answers as a file made with its table, and makes the table when first asked")
    func deferredAnswersAsMade() {
        var random = SplitMix64(seed: 7)
        for text in texts(count: 60, seed: 11) {
            let made = SourceFile(path: "A.swift", text: text)
            let deferred = SourceFile.deferringLines(path: "A.swift", bytes: Array(text.utf8))
            #expect(made.hasLineTable)
            #expect(!deferred.hasLineTable)
            let count = made.bytes.count
            for _ in 0..<100 {
                let first = Int(random.next() % UInt64(count + 3)) - 1
                let second = first + Int(random.next() % 12)
                let range = ByteRange(start: min(first, second), end: max(first, second))
                #expect(deferred.location(range) == made.location(range))
                #expect(deferred.position(ofByte: first) == made.position(ofByte: first))
                #expect(deferred.line(ofByte: first) == made.line(ofByte: first))
            }
            #expect(deferred.hasLineTable)
            #expect(deferred.lineStarts == made.lineStarts)
            #expect(deferred.lineCount == made.lineCount)
            for line in 0...made.lineCount + 1 {
                #expect(deferred.offset(ofLine: line) == made.offset(ofLine: line))
                #expect(deferred.rangeOfLine(line) == made.rangeOfLine(line))
            }
            for index in 0..<made.lineCount { #expect(deferred.lineStart(index) == made.lineStart(index)) }
        }
    }

    @Test("threads asking a deferred file at once all get its positions")
    func deferredFromManyThreads() {
        let text = texts(count: 1, seed: 3)[0] + "\nlast line"
        let made = SourceFile(path: "A.swift", text: text)
        let deferred = SourceFile.deferringLines(path: "A.swift", bytes: Array(text.utf8))
        let offsets = Array(0...made.bytes.count)
        #expect(offsets.parallelMap { deferred.position(ofByte: $0) } == offsets.map { made.position(ofByte: $0) })
    }

    @Test("lazy locations are the file's locations, and telling them apart makes no line table")
    func lazyLocationsOfOneFile() {
        let text = "import UIKit\nfinal class A: UIView {\n    @IBOutlet weak var label: UILabel!\n    func é() {}\n}\n"
        let made = SourceFile(path: "A.swift", text: text)
        let deferred = SourceFile.deferringLines(path: "A.swift", bytes: Array(text.utf8))
        let ranges = [ByteRange(start: 19, end: 20), ByteRange(start: 55, end: 60), ByteRange(start: 0, end: 6),
                      ByteRange(start: 55, end: 60), ByteRange(start: 80, end: 82), ByteRange(start: 19, end: 25)]
        let places = ranges.map { LazyLocation($0, in: deferred) }
        // Equality, hashing and order without a line table: as the locations compare.
        #expect(Set(places).count == 5)
        #expect(places.sorted().map(\.range) == ranges.sorted())
        for left in places {
            for right in places {
                #expect((left == right) == (left.range == right.range))
                #expect((left < right) == (made.location(left.range) < made.location(right.range)))
            }
        }
        #expect(places.allSatisfy { $0.path == "A.swift" })
        #expect(!deferred.hasLineTable)
        // Asked, each is the location a file with its table gives, and equal to that location given made.
        for place in places {
            #expect(place.location == made.location(place.range))
            #expect(place == LazyLocation(made.location(place.range)))
            #expect(place.hashValue == LazyLocation(made.location(place.range)).hashValue)
        }
        #expect(deferred.hasLineTable)
    }

    @Test("lazy locations of different files order by path, as their locations do")
    func lazyLocationsOfTwoFiles() {
        let first = SourceFile.deferringLines(path: "App/A.swift", bytes: Array("let a = 1\nlet b = 2\n".utf8))
        let second = SourceFile.deferringLines(path: "App/B.swift", bytes: Array("let c = 3\n".utf8))
        // A file read twice (two sources of one path): its places are the same places.
        let again = SourceFile.deferringLines(path: "App/A.swift", bytes: first.bytes)
        let places = [LazyLocation(ByteRange(start: 14, end: 15), in: first), LazyLocation(ByteRange(start: 4, end: 5), in: second),
                      LazyLocation(ByteRange(start: 4, end: 5), in: first), LazyLocation(ByteRange(start: 4, end: 5), in: again)]
        #expect(places.sorted().map(\.location) == places.map(\.location).sorted())
        #expect(places[2] == places[3])
        #expect(places[2].hashValue == places[3].hashValue)
        #expect(places[1] != places[2])
    }
}
