@testable import IBLintCore
import Testing

@Suite("ArrayRun")
struct ArrayRunTests {
    @Test("a run views its part of the shared array, from index 0, and equals an array of the same items")
    func viewsItsPart() {
        let all = [10, 11, 12, 13, 14, 15]
        let run = ArrayRun(sharing: all, 2..<5)
        #expect(Array(run) == [12, 13, 14] && run.count == 3 && run.indices == 0..<3 && run[0] == 12)
        #expect(run == ArrayRun([12, 13, 14]) && run.hashValue == ArrayRun([12, 13, 14]).hashValue)
        #expect(run != ArrayRun(sharing: all, 1..<4) && run != ArrayRun(sharing: all, 2..<4))
        #expect(ArrayRun(sharing: all, 3..<3).isEmpty && ArrayRun(sharing: all, 3..<3) == ArrayRun<Int>())
        #expect(run.storageIndices == 2..<5 && run.array == [12, 13, 14])
        #expect(run.withUnsafeBufferPointer { Array($0) } == [12, 13, 14])
    }

    @Test("a run counted while its array was filled views that part once placed; an empty one views nothing")
    func placedRuns() {
        var shared: [String] = []
        var runs: [ArrayRun<String>] = []
        for count in [2, 0, 3, 1] {
            let first = shared.count
            shared.append(contentsOf: (0..<count).map { "\(first + $0)" })
            runs.append(ArrayRun(unplaced: first..<shared.count))
        }
        let placed = runs.map { $0.placed(in: shared) }
        #expect(placed.map(Array.init) == [["0", "1"], [], ["2", "3", "4"], ["5"]])
        #expect(placed[1].storage.isEmpty, "an empty run keeps no reference to the shared array")
    }

    @Test("changed, a run becomes an array of its own and the shared one is left as it was")
    func changesCopy() {
        let all = [1, 2, 3, 4]
        var run = ArrayRun(sharing: all, 1..<3)
        run.append(9)
        run.removeFirst()
        #expect(Array(run) == [3, 9] && run.storageIndices == 0..<2)
        #expect(all == [1, 2, 3, 4] && Array(ArrayRun(sharing: all, 1..<3)) == [2, 3])
    }

    @Test("written as an array is, and read back onto the end of a shared array")
    func coding() throws {
        let run = ArrayRun(sharing: ["a", "b", "c", "d"], 1..<4)
        var writer = BinaryWriter()
        writer.write(run)
        writer.write(["x", "y"])
        #expect(writer.bytes == { var plain = BinaryWriter(); plain.write(["b", "c", "d"]); plain.write(["x", "y"]); return plain.bytes }())
        var reader = BinaryReader(writer.bytes)
        var shared = ["z"]
        let first = try ArrayRun<String>.read(from: &reader, appendingTo: &shared)
        let second = try ArrayRun<String>.read(from: &reader, appendingTo: &shared)
        #expect(reader.isAtEnd && first == 1..<4 && second == 4..<6 && shared == ["z", "b", "c", "d", "x", "y"])
        var again = BinaryReader(writer.bytes)
        #expect(try ArrayRun<String>(from: &again) == run)
    }
}
