import Dispatch
import IBLintCore

/// Where a run's time goes (`iblint --timings`, after SwiftLint's `--benchmark`): wall-clock time of each
/// phase (discovery, reading, parsing, indexing, the rules, the report), and, for the phases that run in
/// parallel, the time summed over their pieces: parsing per kind of file, and each rule.
///
/// Thread-safe: parallel parsing and rules record into one instance.
public final class Timings: @unchecked Sendable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var seconds: Double
        /// Files parsed, for parsing entries; 0 otherwise.
        public var count: Int
    }

    private let lock = Lock()
    private var phaseEntries: [Entry] = []
    private var summed: [String: Entry] = [:]
    private var ruleEntries: [String: Double] = [:]
    private var noteLines: [String] = []

    public init() {}

    /// Runs `work`, recording its wall-clock time as phase `name`.
    @discardableResult
    public func phase<T>(_ name: String, _ work: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { record(phase: name, seconds: Timings.seconds(since: start)) }
        return try work()
    }

    public func record(phase name: String, seconds: Double) {
        lock.lock(); defer { lock.unlock() }
        if let existing = phaseEntries.firstIndex(where: { $0.name == name }) {
            phaseEntries[existing].seconds += seconds
        } else {
            phaseEntries.append(Entry(name: name, seconds: seconds, count: 0))
        }
    }

    /// Adds one piece of a parallel phase (`parse swift`): its time, and one more file.
    public func add(_ name: String, seconds: Double) {
        lock.lock(); defer { lock.unlock() }
        summed[name, default: Entry(name: name, seconds: 0, count: 0)].seconds += seconds
        summed[name]?.count += 1
    }

    /// A line printed after the table (what the cache held).
    public func note(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        noteLines.append(line)
    }

    public func add(rule id: String, seconds: Double) {
        lock.lock(); defer { lock.unlock() }
        ruleEntries[id, default: 0] += seconds
    }

    public var phases: [Entry] { lock.lock(); defer { lock.unlock() }; return phaseEntries }
    public var parsing: [Entry] { lock.lock(); defer { lock.unlock() }; return summed.values.sorted { $0.seconds > $1.seconds } }
    public var rules: [Entry] {
        lock.lock(); defer { lock.unlock() }
        return ruleEntries.map { Entry(name: $0.key, seconds: $0.value, count: 0) }
            .sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }
    }

    /// A phase that runs beside the others (named "… (while …)"), not one after them.
    static func runsBesideAnother(_ name: String) -> Bool { name.containsText(" (while ") }

    static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds &- start) / 1_000_000_000
    }

    /// The table `--timings` prints on standard error.
    public func rendered() -> String {
        func row(_ name: String, _ seconds: Double, _ extra: String = "") -> String {
            NumberText.leftAligned(name, width: max(36, name.count + 1))
                + NumberText.rightAligned(NumberText.fixed(seconds, decimals: 3), width: 8) + " s" + extra + "\n"
        }
        var out = "iblint timings (wall clock per phase; parsing and rules also summed over their parallel pieces):\n"
        for entry in phases { out += row(entry.name, entry.seconds) }
        // The phases one after another: a phase run beside another ("… (while parsing)") is within that
        // one's time, and counted in the total would make it, and every share of it, wrong.
        let total = phases.filter { !Self.runsBesideAnother($0.name) }.reduce(0) { $0 + $1.seconds }
        out += row("total", total)
        if !parsing.isEmpty {
            out += "parsing, summed over files:\n"
            for entry in parsing { out += row("  " + entry.name, entry.seconds, "  (\(entry.count) \(entry.count == 1 ? "file" : "files"))") }
        }
        if !rules.isEmpty {
            out += "rules, each:\n"
            for entry in rules { out += row("  " + entry.name, entry.seconds) }
        }
        lock.lock(); defer { lock.unlock() }
        for line in noteLines { out += line + "\n" }
        return out
    }
}
