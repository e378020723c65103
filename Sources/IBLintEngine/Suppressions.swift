import IBLintCore

/// Inline suppressions in Swift and Objective-C sources:
///
///     // iblint:disable-next-line strong-delegate
///     var delegate: CartDelegate?
///     lazy var handler = { self.reload() }   // iblint:disable-line closure-strong-self
///     // iblint:disable-file dispatch-in-didset, main-bundle-nib-load
///
/// Rule ids are separated by spaces or commas; `all` names every rule. Interface files have no such
/// comments (Xcode drops them when it saves): use `ignore:` in `.iblint.yml` for those.
public struct Suppressions: Sendable {
    /// Rules suppressed per 1-based line.
    private var byLine: [Int: Set<String>] = [:]
    private var fileWide: Set<String> = []

    public static let marker = Array("iblint:disable".utf8)

    public init(bytes: [UInt8]) {
        var lineNumber = 1
        var lineStart = 0
        for position in 0...bytes.count where position == bytes.count || bytes[position] == UInt8(ascii: "\n") {
            let line = bytes[lineStart..<position]
            if let comment = Self.commentText(line) { record(comment, line: lineNumber) }
            lineNumber += 1
            lineStart = position + 1
        }
    }

    /// Whether the file has any suppression comment at all (cheap test before parsing).
    public static func mayContain(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) { return true }
            index += 1
        }
        return false
    }

    public func suppresses(_ ruleID: String, line: Int) -> Bool {
        let matches: (Set<String>) -> Bool = { $0.contains(ruleID) || $0.contains("all") }
        return matches(fileWide) || byLine[line].map(matches) ?? false
    }

    /// The text after `//` on a line that carries an `iblint:disable…` comment.
    private static func commentText(_ line: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: line, as: UTF8.self)
        guard let slashes = text.range(of: "//"), text[slashes.upperBound...].contains("iblint:disable") else { return nil }
        return String(text[slashes.upperBound...])
    }

    private mutating func record(_ comment: String, line: Int) {
        let words = comment.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard let directiveIndex = words.firstIndex(where: { $0.hasPrefix("iblint:disable") }) else { return }
        let rules = Set(words[(directiveIndex + 1)...].prefix { !$0.hasPrefix("--") && !$0.hasPrefix("//") })
        guard !rules.isEmpty else { return }
        switch words[directiveIndex] {
        case "iblint:disable-next-line": byLine[line + 1, default: []].formUnion(rules)
        case "iblint:disable-line": byLine[line, default: []].formUnion(rules)
        case "iblint:disable-file": fileWide.formUnion(rules)
        default: break
        }
    }
}
