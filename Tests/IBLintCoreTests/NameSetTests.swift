import IBLintCore
import Testing

@Suite("Name sets")
struct NameSetTests {
    /// The same names made by a scanner (hashed) and read back from the cache (sorted).
    static func bothForms(_ names: Set<String>) throws -> (hashed: NameSet, decoded: NameSet) {
        let hashed = NameSet(names)
        var writer = BinaryWriter()
        writer.write(hashed)
        var reader = BinaryReader(writer.bytes)
        return (hashed, try reader.read(NameSet.self))
    }

    @Test("Read back from the cache, a set answers every question as the set the scanner made")
    func formsAgree() throws {
        var generator = SystemRandomNumberGenerator()
        let vocabulary = ["a", "b", "setUp", "titleLabel", "é", "e\u{301}", "Zed", "_x", "x1", "", "a longer name than fifteen bytes"]
        for _ in 0..<300 {
            let names = Set(vocabulary.filter { _ in Bool.random(using: &generator) })
            let other = Set(vocabulary.filter { _ in Bool.random(using: &generator) })
            let (hashed, decoded) = try Self.bothForms(names)
            #expect(decoded == hashed && hashed == decoded && decoded.hashValue == hashed.hashValue)
            #expect(decoded.count == names.count && decoded.isEmpty == names.isEmpty)
            #expect(Set(decoded) == names && decoded.set == names && Set(hashed) == names)
            #expect(decoded.sorted == names.sorted())
            for name in vocabulary + ["c", "titleLabe", "titleLabelX"] {
                #expect(decoded.contains(name) == names.contains(name), "\(name) in \(names.sorted())")
                #expect(hashed.contains(name) == names.contains(name))
            }
            #expect(decoded.isDisjoint(with: other) == names.isDisjoint(with: other))
            #expect(decoded.intersection(other) == names.intersection(other))
            #expect(hashed.intersection(other) == names.intersection(other))
            var grown = decoded
            grown.insert("new")
            grown.formUnion(other)
            #expect(grown.set == names.union(other).union(["new"]))
            #expect(decoded.set == names, "a copy changed, not the original")
        }
        #expect(try Self.bothForms(["a"]).decoded != NameSet(["b"]))
    }

    @Test("A damaged cache whose names are out of order or repeated is rejected, not searched wrongly")
    func unorderedIsRejected() {
        for names in [["b", "a"], ["a", "a"]] {
            var writer = BinaryWriter()
            writer.write(names)
            var reader = BinaryReader(writer.bytes)
            #expect(throws: BinaryCodingError.self) { try reader.read(NameSet.self) }
        }
    }
}
