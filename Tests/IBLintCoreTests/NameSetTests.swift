import IBLintCore
import Testing

@Suite("Name sets")
struct NameSetTests {
    static func roundTrip(_ names: NameSet) throws -> NameSet {
        var writer = BinaryWriter()
        writer.write(names)
        var reader = BinaryReader(writer.bytes)
        let decoded = try reader.read(NameSet.self)
        #expect(reader.isAtEnd)
        return decoded
    }

    /// The names as byte strings: what a name set compares.
    static func model(_ names: some Sequence<String>) -> Set<[UInt8]> { Set(names.map { Array($0.utf8) }) }

    static let vocabulary = ["a", "b", "setUp", "titleLabel", "é", "e\u{301}", "Zed", "_x", "x1", "", "a longer name than fifteen bytes",
                             "exactly8", "sixteen_bytes_xx", "日本語の名前", "\u{212A}elvin", "Kelvin"]

    @Test("A set answers as a set of byte strings would, made, grown, merged or read back from the cache")
    func agreesWithByteModel() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let chosen = Self.vocabulary.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            let other = Self.vocabulary.filter { _ in Bool.random(using: &generator) }
            let made = NameSet(chosen)
            let decoded = try Self.roundTrip(made)
            let model = Self.model(chosen)
            for names in [made, decoded] {
                #expect(names.count == model.count && names.isEmpty == model.isEmpty)
                #expect(Self.model(names) == model, "every name once, as it was inserted")
                #expect(names.map { $0 }.count == model.count)
                for name in Self.vocabulary + ["c", "titleLabe", "titleLabelX", "exactly9", "Kelvi"] {
                    #expect(names.contains(name) == model.contains(Array(name.utf8)), "\(name) in \(chosen)")
                }
                #expect(names.sorted == names.map { $0 }.sorted())
            }
            #expect(made == decoded && decoded == made && made.hashValue == decoded.hashValue)
            #expect(made == NameSet(chosen.reversed()) && made.hashValue == NameSet(chosen.reversed()).hashValue, "order does not matter")

            var grown = decoded
            let addedFirst = grown.insert("new"), addedAgain = grown.insert("new")
            #expect(addedFirst == !model.contains(Array("new".utf8)))
            #expect(!addedAgain, "a second time, nothing is added")
            grown.formUnion(NameSet(other))
            var byStrings = made
            byStrings.insert("new")
            byStrings.formUnion(other)
            let union = model.union(Self.model(other)).union([Array("new".utf8)])
            #expect(Self.model(grown) == union && grown.count == union.count)
            #expect(grown == byStrings)
            #expect(Self.model(decoded) == model, "a copy grew, not the original")

            // A `Set<String>` keeps one of two canonically equivalent spellings; a name set matches it by bytes.
            let otherSet = Set(other)
            let inBoth = otherSet.filter { model.contains(Array($0.utf8)) }
            for names in [made, decoded, NameSet(Array(inBoth)), NameSet(Self.vocabulary)] {
                let expected = otherSet.filter { Self.model(names).contains(Array($0.utf8)) }
                #expect(names.isDisjoint(with: otherSet) == expected.isEmpty)
                #expect(names.intersection(otherSet) == expected)
                #expect(names.intersection(otherSet).allSatisfy { name in names.contains(name) })
            }
            #expect(made.intersection(otherSet) == inBoth)
        }
    }

    @Test("A name's number is its place in the order of insertion, and names it back, read from the cache too")
    func numbersNameTheirNames() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let chosen = Self.vocabulary.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            // Repeats keep the first place.
            var firstPlaces: [[UInt8]] = []
            for name in chosen + chosen.prefix(3) where !firstPlaces.contains(Array(name.utf8)) { firstPlaces.append(Array(name.utf8)) }
            var grown = NameSet()
            for name in chosen + chosen.prefix(3) { grown.insert(name) }
            for names in [NameSet(chosen), grown, try Self.roundTrip(grown)] {
                for (number, bytes) in firstPlaces.enumerated() {
                    let name = String(decoding: bytes, as: UTF8.self)
                    #expect(names.number(of: name) == number)
                    #expect(Array(names.name(number: number).utf8) == bytes)
                }
                for absent in Self.vocabulary where !chosen.contains(where: { Array($0.utf8) == Array(absent.utf8) }) {
                    #expect(names.number(of: absent) == nil)
                }
            }
        }
        #expect(NameSet().number(of: "a") == nil)
    }

    @Test("The names two sets share come with their numbers in the other set, whichever set is smaller")
    func sharedNamesAndTheirNumbers() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let mine = Self.vocabulary.filter { _ in random.next() % 2 == 0 }
            // Distinct names in a known order: a name's number is its position.
            let theirs = Self.vocabulary.filter { _ in random.next() % 3 == 0 }.shuffled(using: &random)
            var numbers: [Int] = []
            NameSet(mine).forEachShared(with: NameSet(theirs)) { numbers.append($0) }
            let expected = theirs.indices.filter { index in mine.contains { $0.utf8.elementsEqual(theirs[index].utf8) } }
            #expect(numbers.sorted() == expected, "\(mine) and \(theirs)")
        }
        // Thousands of names on one side (32-bit table slots): numbers are still positions.
        let many = (0..<70_000).map { "name\($0)" }
        var found: [Int] = []
        NameSet(["name5", "name69999", "other"]).forEachShared(with: NameSet(many)) { found.append($0) }
        #expect(found.sorted() == [5, 69_999])
        found = []
        NameSet(many).forEachShared(with: NameSet(["other", "name42"])) { found.append($0) }
        #expect(found == [1])
    }

    @Test("Shared names come with both sets' numbers, and two sets are disjoint when none is shared, whichever is smaller")
    func sharedNamesWithBothNumbersAndDisjointness() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let mine = Self.vocabulary.filter { _ in random.next() % 4 == 0 }.shuffled(using: &random)
            let theirs = Self.vocabulary.filter { _ in random.next() % 3 == 0 }.shuffled(using: &random)
            var pairs: [[Int]] = []
            NameSet(mine).forEachShared(with: NameSet(theirs)) { here, there in pairs.append([here, there]) }
            // Byte for byte: names equal as `String`s but written differently are not shared.
            let expected = mine.indices.compactMap { here in
                theirs.firstIndex { $0.utf8.elementsEqual(mine[here].utf8) }.map { [here, $0] }
            }
            #expect(pairs.sorted { $0.lexicographicallyPrecedes($1) } == expected, "\(mine) and \(theirs)")
            #expect(NameSet(mine).isDisjoint(with: NameSet(theirs)) == expected.isEmpty)
            #expect(NameSet(theirs).isDisjoint(with: NameSet(mine)) == expected.isEmpty)
        }
        #expect(NameSet().isDisjoint(with: NameSet(["a"])))
        #expect(NameSet(["a"]).isDisjoint(with: NameSet()))
        // 32-bit table slots on one side.
        let many = (0..<70_000).map { "name\($0)" }
        var pairs: [[Int]] = []
        NameSet(["other", "name69999", "name5"]).forEachShared(with: NameSet(many)) { pairs.append([$0, $1]) }
        #expect(pairs.sorted { $0.lexicographicallyPrecedes($1) } == [[1, 69_999], [2, 5]])
        #expect(!NameSet(many).isDisjoint(with: NameSet(["x", "name3"])))
        #expect(NameSet(many).isDisjoint(with: NameSet(["x", "name70000"])))
    }

    @Test("Names laid out at once (probably distinct) make the set name-by-name insertion makes, repeats too")
    func probablyDistinctAgreesWithInsertion() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<500 {
            // Distinct names most rounds; a repeat (or canonically equal spellings) in some.
            var chosen = Self.vocabulary.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            if round % 3 == 0, let repeated = chosen.randomElement(using: &generator) { chosen.insert(repeated, at: Int.random(in: 0...chosen.count, using: &generator)) }
            let laidOut = NameSet(probablyDistinct: chosen)
            let inserted = NameSet(chosen)
            #expect(laidOut == inserted && laidOut.hashValue == inserted.hashValue, "\(chosen)")
            #expect(laidOut.map { $0 } == inserted.map { $0 }, "the same names in the same order")
            #expect(Self.model(laidOut) == Self.model(chosen) && laidOut.count == Self.model(chosen).count)
            for name in Self.vocabulary + ["c", "Kelvi"] { #expect(laidOut.contains(name) == inserted.contains(name)) }
            #expect(try Self.roundTrip(laidOut) == laidOut)
            let set = Set(chosen)
            #expect(NameSet(set) == NameSet(Array(set)) && NameSet(set).map { $0 } == NameSet(Array(set)).map { $0 })
        }
        let many = (0..<5000).map { "name\($0)" }
        #expect(NameSet(probablyDistinct: many) == NameSet(many) && NameSet(probablyDistinct: many).count == 5000)
        #expect(NameSet(probablyDistinct: many + ["name42"]).count == 5000)
        #expect(NameSet(probablyDistinct: []).isEmpty && NameSet(probablyDistinct: [""]).contains(""))
    }

    @Test("A name inserted from bytes is what `String(decoding:)` makes of them: ASCII as is, bytes that are not UTF-8 repaired")
    func insertDecoding() {
        let runs: [[UInt8]] = [Array("title".utf8), Array("café".utf8), [0x61, 0xFF, 0x62], [], Array("title".utf8), [0xC3]]
        var set = NameSet()
        var reference: Set<String> = []
        for run in runs {
            let inserted = run.withUnsafeBytes { set.insert(decoding: $0) }
            #expect(inserted == reference.insert(String(decoding: run, as: UTF8.self)).inserted, "\(run)")
        }
        #expect(set.set == reference)
        #expect(set.contains("a\u{FFFD}b") && set.contains("\u{FFFD}") && set.contains(""))
        // Looked up from bytes the same way.
        let probes: [[UInt8]] = runs + [Array("titl".utf8), [0x61, 0xEF, 0xBF, 0xBD, 0x62], [0xFF], Array("caf".utf8), [0x63, 0x61, 0x66, 0xC3]]
        for probe in probes {
            #expect(probe.withUnsafeBytes { set.contains(decoding: $0) } == reference.contains(String(decoding: probe, as: UTF8.self)), "\(probe)")
        }
        #expect(!NameSet().contains(decoding: UnsafeRawBufferPointer(start: nil, count: 0)))
    }

    @Test("Names are compared by their bytes: two spellings `String` calls equal are two names")
    func bytesNotCanonicalEquivalence() throws {
        let names: NameSet = ["é", "e\u{301}", "\u{212A}elvin"]
        #expect(names.count == 3)
        #expect(names.contains("é") && names.contains("e\u{301}"))
        #expect(!names.contains("Kelvin"), "the Kelvin sign is not a K")
        #expect(try Self.roundTrip(names).count == 3)
        #expect(names != ["é"])
    }

    @Test("Thousands of names, and unions of thousands of sets, find every name and no other")
    func growsAndMerges() throws {
        // Around the size where a set starts hashing (small ones compare names in turn).
        for size in 0...24 {
            let names = (0..<size).map { "n\($0)" }
            var inserted = NameSet()
            for name in names { inserted.insert(name) }
            var merged = NameSet(Array(names.prefix(size / 2)))
            merged.formUnion(NameSet(Array(names.suffix(size - size / 2))))
            for set in [NameSet(names), inserted, merged, try Self.roundTrip(inserted)] {
                #expect(set.count == size && Self.model(set) == Self.model(names))
                #expect(names.allSatisfy(set.contains) && !set.contains("n\(size)") && !set.contains("n"))
                #expect(set == inserted)
            }
        }
        // Past 49,152 names the table needs more than 65,536 slots, and 32-bit ones.
        var big = NameSet()
        for number in 0..<60_000 {
            let added = big.insert("name\(number)")
            #expect(added)
        }
        #expect(big.count == 60_000)
        let decodedBig = try Self.roundTrip(big)
        for set in [big, decodedBig] {
            for number in stride(from: 0, to: 60_000, by: 7) { #expect(set.contains("name\(number)")) }
            #expect(!set.contains("name60000") && !set.contains("name"))
        }
        #expect(decodedBig == big)

        var union = NameSet()
        for file in 0..<2_000 { union.formUnion(NameSet((0..<20).map { "word\(($0 * 31 + file) % 5_000)" })) }
        let expected = Set((0..<2_000).flatMap { file in (0..<20).map { "word\(($0 * 31 + file) % 5_000)" } })
        #expect(union.count == expected.count && union.set == expected)
        #expect(try Self.roundTrip(union) == union)
    }

    @Test("Sets small enough to go without a table and sets with one hold the same names under the same numbers")
    func smallSetsWithoutATable() throws {
        for size in 0...40 {
            let names = (0..<size).map { "name\($0)" }
            // A table made up front for many names, filled with few (and small sets grown past the limit).
            var reserved = NameSet(minimumCapacity: 100)
            for name in names { reserved.insert(name) }
            var grown = NameSet()
            for name in names + names.prefix(2) { grown.insert(name) }
            let repeated = names.isEmpty ? NameSet(probablyDistinct: []) : NameSet(probablyDistinct: names + [names[size / 2]])
            for set in [NameSet(names), NameSet(probablyDistinct: names), reserved, grown, repeated, try Self.roundTrip(grown)] {
                #expect(set.count == size && set == reserved && set.hashValue == reserved.hashValue, "\(size) names")
                for (number, name) in names.enumerated() {
                    #expect(set.number(of: name) == number && set.name(number: number) == name)
                }
                #expect(set.number(of: "name\(size)") == nil && !set.contains("name") && !set.contains("name\(size)"))
                #expect(set.map { $0 } == names, "in the order of insertion")
            }
            var shared: [Int] = []
            NameSet(["name3", "other", "name\(size - 1)"]).forEachShared(with: NameSet(names)) { shared.append($0) }
            #expect(shared.sorted() == Set([3, size - 1].filter { $0 >= 0 && $0 < size }).sorted())
        }
    }

    @Test("A damaged cache entry is rejected, not searched wrongly")
    func damageIsRejected() {
        /// A set without a table (at most 16 names): no slot count.
        func encoded(count: Int, bytes: [UInt8], lengths: [Int]) -> [UInt8] {
            var writer = BinaryWriter()
            writer.writeVarint(UInt64(count))
            writer.writeBytes(bytes)
            for length in lengths { writer.writeVarint(UInt64(length)) }
            writer.writeVarint(0)
            return writer.bytes
        }
        let damaged: [(String, [UInt8])] = [
            ("a name twice", encoded(count: 2, bytes: Array("aa".utf8), lengths: [1, 1])),
            ("a large set without a table", encoded(count: 40, bytes: (0..<40).flatMap { Array("n\($0 + 10)".utf8) },
                                                   lengths: Array(repeating: 3, count: 40))),
            ("a name past the bytes", encoded(count: 2, bytes: Array("ab".utf8), lengths: [1, 2])),
            ("bytes no name holds", encoded(count: 1, bytes: Array("ab".utf8), lengths: [1])),
            ("a name that is not UTF-8", encoded(count: 1, bytes: [0x61, 0xFF], lengths: [2])),
            ("a character cut in two", encoded(count: 2, bytes: Array("é".utf8), lengths: [1, 1])),
            ("cut short", Array(encoded(count: 2, bytes: Array("ab".utf8), lengths: [1, 1]).dropLast())),
        ]
        for (damage, bytes) in damaged {
            var reader = BinaryReader(bytes)
            #expect(throws: BinaryCodingError.self, "\(damage)") { try reader.read(NameSet.self) }
        }
        var reader = BinaryReader(encoded(count: 2, bytes: Array("ab".utf8), lengths: [1, 1]))
        #expect((try? reader.read(NameSet.self)) == ["a", "b"], "the same encoding undamaged")
        // A name longer than what follows its length in the data (the last thing in a cache entry).
        let long = String(repeating: "y", count: 300)
        var last = BinaryReader(encoded(count: 2, bytes: Array(("x" + long).utf8), lengths: [1, 300]))
        #expect((try? last.read(NameSet.self)) == ["x", long])
    }

    /// A set with a table is read back with it, not rehashed (the cache file's checksum guards where the
    /// names sit, as it guards everything stored); what could make a look-up loop, read past the table or
    /// miss a name is checked and rejected.
    @Test("A stored table is read back as it was, and a damaged one is rejected")
    func storedTables() throws {
        let names = (0..<20).map { "name\($0)" }
        let set = NameSet(names)
        var writer = BinaryWriter()
        writer.write(set)
        let encoded = writer.bytes
        // Layout: …, the slot count (32: one byte), the table's length in bytes (64: one byte), the slots.
        let tableStart = encoded.count - 64
        #expect(encoded[tableStart - 2] == 32 && encoded[tableStart - 1] == 64)
        let decoded = try Self.roundTrip(set)
        #expect(decoded == set)
        #expect(names.allSatisfy(decoded.contains))
        #expect(!decoded.contains("name20"))
        var grown = decoded
        for index in 20..<100 { grown.insert("name\(index)") }
        #expect((0..<100).allSatisfy { grown.contains("name\($0)") })

        func slot(_ bytes: [UInt8], _ index: Int) -> UInt16 { UInt16(bytes[tableStart + 2 * index]) | UInt16(bytes[tableStart + 2 * index + 1]) << 8 }
        func setting(_ index: Int, to value: UInt16, in bytes: [UInt8]) -> [UInt8] {
            var bytes = bytes
            bytes[tableStart + 2 * index] = UInt8(value & 0xFF)
            bytes[tableStart + 2 * index + 1] = UInt8(value >> 8)
            return bytes
        }
        let filled = (0..<32).filter { slot(encoded, $0) != 0 }, free = (0..<32).filter { slot(encoded, $0) == 0 }
        #expect(filled.count == 20)
        var notPowerOfTwo = encoded
        notPowerOfTwo[tableStart - 2] = 48
        var tooFull = encoded
        tooFull[tableStart - 2] = 16
        let damaged: [(String, [UInt8])] = [
            ("a slot count not a power of two", notPowerOfTwo),
            ("a table more than three quarters full", tooFull),
            ("a slot numbering no name", setting(filled[0], to: 21, in: encoded)),
            ("more filled slots than names", setting(free[0], to: slot(encoded, filled[0]), in: encoded)),
            ("a name in two slots and another in none", setting(filled[1], to: slot(encoded, filled[0]), in: encoded)),
            ("a name in no slot", setting(filled[0], to: 0, in: encoded)),
            ("a table cut short", Array(encoded.dropLast())),
        ]
        for (damage, bytes) in damaged {
            var reader = BinaryReader(bytes)
            #expect(throws: BinaryCodingError.self, "\(damage)") { try reader.read(NameSet.self) }
        }
    }
}
