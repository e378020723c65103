import IBLintCore
import Foundation

/// Renders a rule's rationale and examples as plain text and as Markdown (SARIF `help`), with the
/// `↓` markers removed from example files.
enum RuleHelp {
    static func markdown(_ rule: RuleDescription) -> String {
        var out = rule.rationale.trimmingWhitespace.isEmpty ? rule.summary : rule.rationale.trimmingWhitespace
        guard !rule.examples.isEmpty else { return out }
        out += "\n\n## Examples"
        for example in rule.examples {
            out += "\n\n### \(label(example)): \(example.title)"
            out += files(example.files, markdown: true)
            if let fixed = example.fixed {
                out += "\n\nAfter the fix:" + files(fixed, markdown: true)
            }
        }
        return out
    }

    static func text(_ rule: RuleDescription) -> String {
        var out = rule.summary
        if !rule.rationale.trimmingWhitespace.isEmpty { out += "\n\n" + rule.rationale.trimmingWhitespace }
        for example in rule.examples {
            out += "\n\n\(label(example)): \(example.title)"
            out += files(example.files, markdown: false)
            if let fixed = example.fixed {
                out += "\n\nAfter the fix:" + files(fixed, markdown: false)
            }
        }
        return out
    }

    /// The help of a rule without findings in the report: its summary and where the rest is.
    static func briefText(_ rule: RuleDescription) -> String {
        "\(rule.summary)\n\n'iblint explain \(rule.id)' \(explainPointer(rule))"
    }

    static func briefMarkdown(_ rule: RuleDescription) -> String {
        "\(rule.summary)\n\n`iblint explain \(rule.id)` \(explainPointer(rule))"
    }

    private static func explainPointer(_ rule: RuleDescription) -> String {
        "tells why it matters and how to fix it" + (rule.examples.isEmpty ? "." : ", with examples.")
    }

    /// The first paragraph of the rationale (SARIF `fullDescription`, which GitHub limits to
    /// 1024 characters), falling back to the summary.
    static func fullDescription(_ rule: RuleDescription) -> String {
        let rationale = rule.rationale.trimmingWhitespace
        let paragraph = firstParagraph(of: rationale).trimmingWhitespace
        let text = paragraph.isEmpty ? rule.summary : paragraph
        return truncated(text, to: 1024)
    }

    /// The text up to its first blank line (`\n\n`), found by bytes.
    static func firstParagraph(of text: String) -> String {
        let utf8 = Array(text.utf8)
        var index = 0
        while index + 1 < utf8.count {
            if utf8[index] == UInt8(ascii: "\n"), utf8[index + 1] == UInt8(ascii: "\n") {
                return String(decoding: utf8[..<index], as: UTF8.self)
            }
            index += 1
        }
        return text
    }

    /// At most `limit` Unicode scalars (what GitHub counts), cut at a word boundary when one is
    /// near, with an ellipsis.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        var cut = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit - 1)))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            cut = String(cut[..<space])
        }
        return cut + "…"
    }

    private static func label(_ example: RuleExample) -> String { example.triggers ? "Triggers" : "Does not trigger" }

    private static func files(_ files: [ExampleFile], markdown: Bool) -> String {
        var out = ""
        for file in files {
            let text = withoutMarkers(file.text).trimmingTrailingNewlines
            if markdown {
                let fence = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
                out += "\n\n`\(file.path)`:\n\n\(fence)\(language(file.path))\n\(text)\n\(fence)"
            } else {
                // Each non-empty line indented by four spaces, by bytes.
                var indented: [UInt8] = []
                indented.reserveCapacity(text.utf8.count + text.utf8.count / 8)
                var lineStart = true
                for byte in text.utf8 {
                    if byte == UInt8(ascii: "\n") {
                        lineStart = true
                    } else if lineStart {
                        indented.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
                        lineStart = false
                    }
                    indented.append(byte)
                }
                out += "\n\n  \(file.path):\n" + String(decoding: indented, as: UTF8.self)
            }
        }
        return out
    }

    private static func language(_ path: String) -> String {
        switch path.split(separator: ".").last.map(String.init)?.lowercased() {
        case "swift": "swift"
        case "xib", "storyboard", "xml", "plist": "xml"
        case "m", "mm", "h": "objectivec"
        default: ""
        }
    }

    private static let markerBytes = Array(String(RuleExample.marker).utf8)

    /// The text without its markers, by UTF-8 bytes: going by `Character` made rendering the help for
    /// a SARIF log a tenth of a small project's run.
    static func withoutMarkers(_ text: String) -> String {
        let bytes = Array(text.utf8), marker = markerBytes
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == marker[0], index + marker.count <= bytes.count, bytes[index..<index + marker.count].elementsEqual(marker) {
                index += marker.count
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for byte in text.utf8 {
            current = byte == UInt8(ascii: "`") ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while let last = text.last, last.isNewline { text.removeLast() }
        return String(text)
    }
}
