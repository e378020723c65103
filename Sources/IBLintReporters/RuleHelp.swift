import IBLintCore

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

    /// The files as the help shows them. By UTF-8 bytes, in runs: going byte by byte through `String`s
    /// and growing arrays one byte at a time made the help of every rule a seventh of a SARIF report's
    /// rendering, on the one thread that renders it after the rules ran.
    private static func files(_ files: [ExampleFile], markdown: Bool) -> String {
        var out: [UInt8] = []
        for file in files {
            let text = shownBytes(file.text)
            if markdown {
                let fence = [UInt8](repeating: UInt8(ascii: "`"), count: max(3, longestBacktickRun(text) + 1))
                out.append(contentsOf: "\n\n`\(file.path)`:\n\n".utf8)
                out.append(contentsOf: fence)
                out.append(contentsOf: language(file.path).utf8)
                out.append(UInt8(ascii: "\n"))
                out.append(contentsOf: text)
                out.append(UInt8(ascii: "\n"))
                out.append(contentsOf: fence)
            } else {
                out.append(contentsOf: "\n\n  \(file.path):\n".utf8)
                appendIndented(text, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Each non-empty line (lines end at `\n`) indented by four spaces.
    static func appendIndented(_ text: [UInt8], to out: inout [UInt8]) {
        out.reserveCapacity(out.count + text.count + text.count / 8)
        text.withUnsafeBufferPointer { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if lineEnd > lineStart {
                    out.append(contentsOf: indentation)
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                }
                if lineEnd < bytes.count { out.append(UInt8(ascii: "\n")) }
                lineStart = lineEnd + 1
            }
        }
    }

    private static let indentation: [UInt8] = [0x20, 0x20, 0x20, 0x20]

    /// The fence's language: the path's extension (its last non-empty dot-separated part), lowercased.
    private static func language(_ path: String) -> String {
        var name = Substring(path)
        while name.utf8.last == UInt8(ascii: ".") { name = name.dropLast() }
        let last = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name[name.utf8.index(after: $0)...] } ?? name
        switch last.lowercased() {
        case "swift": return "swift"
        case "xib", "storyboard", "xml", "plist": return "xml"
        case "m", "mm", "h": return "objectivec"
        default: return ""
        }
    }

    private static let markerBytes = Array(String(RuleExample.marker).utf8)

    /// An example file's text as shown: without its markers, then without the line breaks it ends with.
    static func shownBytes(_ text: String) -> [UInt8] {
        var bytes = withoutMarkers(Array(text.utf8))
        bytes.removeLast(trailingNewlineByteCount(bytes))
        return bytes
    }

    /// The bytes with the markers' bytes left out (going by `Character` made rendering the help for a
    /// SARIF log a tenth of a small project's run), the runs between markers copied whole.
    private static func withoutMarkers(_ bytes: [UInt8]) -> [UInt8] {
        let marker = markerBytes
        return bytes.withUnsafeBufferPointer { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            let first = marker[0]
            var copied = 0, index = 0
            while index < bytes.count {
                if bytes[index] == first, index + marker.count <= bytes.count,
                   UnsafeBufferPointer(rebasing: bytes[index..<index + marker.count]).elementsEqual(marker) {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    index += marker.count
                    copied = index
                    continue
                }
                index += 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
            return out
        }
    }

    /// How many bytes at the end of valid UTF-8 are line breaks (the characters `Character.isNewline`
    /// is true for: U+000A–U+000D, U+0085, U+2028, U+2029, and `\r\n`). Each stands alone as a
    /// character (a grapheme breaks after every control), so reading them off the end is exact.
    static func trailingNewlineByteCount(_ bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 0 {
            if (0x0A...0x0D).contains(bytes[end - 1]) {
                end -= 1
            } else if end >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 {
                end -= 2
            } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9 {
                end -= 3
            } else {
                break
            }
        }
        return bytes.count - end
    }

    private static func longestBacktickRun(_ text: [UInt8]) -> Int {
        text.withUnsafeBufferPointer { bytes in
            var longest = 0, current = 0
            for byte in bytes {
                current = byte == UInt8(ascii: "`") ? current + 1 : 0
                longest = max(longest, current)
            }
            return longest
        }
    }
}
