import Foundation

/// `iblint-bench check DIR REPORT.json`: iblint's JSON report against the counts the generator planted.
enum FindingsCheck {
    struct Row {
        var rule: String
        var expected: Int
        var found: Int
    }

    static func run(directory: URL, report: URL) throws -> Bool {
        let expectedURL = directory.appendingPathComponent(AppGenerator.expectedFileName)
        guard let expectedData = FileManager.default.contents(atPath: expectedURL.path) else {
            throw GeneratorError("\(expectedURL.path): not found; write it with 'iblint-bench generate'")
        }
        guard let expectedRoot = try JSONSerialization.jsonObject(with: expectedData) as? [String: Any],
              let expectedCounts = expectedRoot["findings"] as? [String: Int] else {
            throw GeneratorError("\(expectedURL.path): no \"findings\" object of rule counts")
        }
        guard let reportData = FileManager.default.contents(atPath: report.path) else {
            throw GeneratorError("\(report.path): not found")
        }
        guard let reportRoot = try JSONSerialization.jsonObject(with: reportData) as? [String: Any],
              let findings = reportRoot["findings"] as? [[String: Any]] else {
            throw GeneratorError("\(report.path): not iblint's JSON report (run iblint with --format json)")
        }
        var found: [String: Int] = [:]
        var examples: [String: [String]] = [:]
        for finding in findings {
            guard let rule = finding["rule"] as? String else { continue }
            found[rule, default: 0] += 1
            if examples[rule, default: []].count < 3 {
                let place = "\(finding["path"] as? String ?? "?"):\(finding["line"] as? Int ?? 0)"
                examples[rule, default: []].append("\(place): \(finding["message"] as? String ?? "")")
            }
        }
        let rows = Set(expectedCounts.keys).union(found.keys).sorted().map { rule in
            Row(rule: rule, expected: expectedCounts[rule] ?? 0, found: found[rule] ?? 0)
        }
        print(table(rows))
        let differing = rows.filter { $0.expected != $0.found }
        for row in differing {
            print("\(row.rule): expected \(row.expected), found \(row.found)")
            for example in examples[row.rule] ?? [] { print("    \(example)") }
        }
        if let notes = reportRoot["notes"] as? [[String: Any]] {
            for note in notes { print("note: \(note["message"] as? String ?? "")") }
        }
        let total = rows.reduce(0) { $0 + $1.found }, planted = rows.reduce(0) { $0 + $1.expected }
        if differing.isEmpty {
            print("OK: \(total) findings, exactly the \(planted) planted, in \(rows.count) rules")
            return true
        }
        let offByDefault = rows.filter { AppGenerator.offByDefault.contains($0.rule) }
        if !offByDefault.isEmpty, offByDefault.allSatisfy({ $0.found == 0 && $0.expected > 0 }) {
            print("hint: no finding of the rules that are off by default: run iblint in \(directory.path), where it reads .iblint.yml")
        }
        print("FAILED: \(differing.count) rule(s) differ (\(total) findings, \(planted) planted)")
        return false
    }

    static func table(_ rows: [Row]) -> String {
        let width = max(4, rows.map(\.rule.count).max() ?? 0)
        var lines = ["rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  expected  found"]
        for row in rows {
            let mark = row.expected == row.found ? "" : "  <-"
            lines.append(row.rule.padding(toLength: width, withPad: " ", startingAt: 0)
                         + String(row.expected).rightAligned(10) + String(row.found).rightAligned(7) + mark)
        }
        return lines.joined(separator: "\n")
    }
}

private extension String {
    /// Right-aligned in `width` columns.
    func rightAligned(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
