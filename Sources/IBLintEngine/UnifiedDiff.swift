/// Unified diffs (`diff -u` style, 3 lines of context) between two versions of a file, for `--diff`.
/// Line matching uses Myers' O(ND) algorithm, fast when the change is small, as fixes are.
public enum UnifiedDiff {
    public static func diff(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script, context: context) {
            let oldStart = hunk.first { $0.kind != .insert }?.oldIndex ?? (hunk.first?.oldIndex ?? 0)
            let newStart = hunk.first { $0.kind != .delete }?.newIndex ?? (hunk.first?.newIndex ?? 0)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                let (prefix, line) = switch step.kind {
                case .same: (" ", a[step.oldIndex])
                case .delete: ("-", a[step.oldIndex])
                case .insert: ("+", b[step.newIndex])
                }
                out += prefix + line.text
                if !line.hasNewline { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    private struct Line: Equatable {
        var text: String
        var hasNewline: Bool
    }

    private enum Kind { case same, delete, insert }

    private struct Step {
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start...offset], as: UTF8.self), hasNewline: true))
            start = offset + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), hasNewline: false))
        }
        return result
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // diff -u numbers lines from 1; an empty range names the line before it.
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// Myers' greedy algorithm with a trace, then backtracking into a full edit script.
    private static func editScript(_ a: [Line], _ b: [Line]) -> [Step] {
        let n = a.count, m = b.count, maxD = n + m
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        outer: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { trace.append(v); break outer }
            }
        }
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; steps.append(Step(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; steps.append(Step(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        while x > 0, y > 0 { x -= 1; y -= 1; steps.append(Step(kind: .same, oldIndex: x, newIndex: y)) }
        return steps.reversed()
    }

    private static func hunks(_ script: [Step], context: Int) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .same }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(script.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        return groups.map { Array(script[$0]) }
    }
}
