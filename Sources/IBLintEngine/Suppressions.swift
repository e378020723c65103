import IBLintCore
import IBLintObjC
import IBLintRuleAPI
import IBLintSwift

/// Inline suppressions in Swift and Objective-C sources, spelled as SwiftLint spells its own:
///
///     // iblint:disable:next strong-delegate            (alias: disable-next-line)
///     var delegate: CartDelegate?
///     lazy var handler = { self.reload() }   // iblint:disable:this closure-strong-self   (alias: disable-line)
///     setUp()
///     // iblint:disable:previous init-coder-skips-setup
///     // iblint:disable dispatch-in-didset main-bundle-nib-load
///     …                                                  a region, to the matching enable or the end of the file
///     // iblint:enable dispatch-in-didset main-bundle-nib-load
///     // iblint:disable-file                             the whole file: every rule, or the rules named
///
/// Rule ids are separated by spaces or commas; `all` names every rule; ` - ` starts a free-text reason.
/// The directive opens the comment (`//`, `/* */`); comments are found with each language's lexer, so
/// text in string literals is never taken for one. A region starts where its comment starts (a finding
/// earlier on that line is not covered) and `enable RULE` inside `disable all` re-enables just RULE.
/// Interface files have no such comments (Xcode drops them when it saves): `ignore:` in `.iblint.yml`.
public struct Suppressions: Sendable {
    /// The comments, with how many findings each named rule suppressed so far.
    public private(set) var comments: [SuppressionComment] = []

    private struct Ref: Hashable { var comment: Int; var rule: Int }
    private var byLine: [Int: [Ref]] = [:]
    private var fileWide: [Ref] = []
    /// The open `disable` regions after each `disable`/`enable` comment, in position order.
    private var regions: [(start: LinePosition, open: [String: Ref], exceptions: Set<String>)] = []

    public static let marker = Array("iblint:".utf8)

    /// Every directive spelling, and what it covers. The hyphenated ones are iblint's first spellings.
    public static let directives: [String: SuppressionComment.Scope] = [
        "disable:next": .nextLine, "disable-next-line": .nextLine,
        "disable:this": .thisLine, "disable-line": .thisLine,
        "disable:previous": .previousLine,
        "disable": .regionStart, "enable": .regionEnd,
        "disable-file": .file,
    ]

    /// Whether the file has any `iblint:` text at all (cheap test before lexing).
    public static func mayContain(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(marker, in: bytes)
    }

    /// Reads the suppression comments of a Swift (`objectiveC == false`) or Objective-C file.
    public init(file: SourceFile, objectiveC: Bool) {
        let ranges = objectiveC
            ? ObjCLexer.commentRanges(file.bytes)
            : SwiftLexer.tokenize(file.bytes).filter(\.isComment).map(\.range)
        var open: [String: Ref] = [:], exceptions: Set<String> = []
        for range in ranges {
            guard var comment = Self.parse(range, in: file) else { continue }
            let position = comments.count
            let refs = comment.rules.indices.map { Ref(comment: position, rule: $0) }
            let startLine = comment.location.start.line
            switch comment.scope {
            case .nextLine: byLine[file.line(ofByte: max(range.start, range.end - 1)) + 1, default: []] += refs
            case .thisLine: byLine[startLine, default: []] += refs
            case .previousLine: byLine[startLine - 1, default: []] += refs
            case .file: fileWide += refs
            case .regionStart:
                for ref in refs {
                    let id = comment.rules[ref.rule].id
                    if id == SuppressionComment.allRules { exceptions = [] } else { exceptions.remove(id) }
                    if open[id] == nil { open[id] = ref }
                }
                regions.append((file.position(ofByte: range.start), open, exceptions))
            case .regionEnd:
                for rule in comment.rules {
                    if rule.id == SuppressionComment.allRules {
                        if open.isEmpty { comment.problems.append(.enablesNothing(ruleID: rule.id)) }
                        open = [:]
                        exceptions = []
                    } else if open.removeValue(forKey: rule.id) == nil {
                        if open[SuppressionComment.allRules] != nil { exceptions.insert(rule.id) }
                        else { comment.problems.append(.enablesNothing(ruleID: rule.id)) }
                    }
                }
                regions.append((file.position(ofByte: range.start), open, exceptions))
            case nil: break
            }
            comments.append(comment)
        }
    }

    /// Whether a finding of `ruleID` starting at `position` is suppressed; if so, every comment that
    /// covers it is credited (so none of them is called superfluous). With `byAll` false only comments
    /// naming `ruleID` itself count (findings about the comments are not silenced by `all`).
    public mutating func suppress(_ ruleID: String, at position: LinePosition, byAll: Bool = true) -> Bool {
        let matches = { (ref: Ref) in
            let id = self.comments[ref.comment].rules[ref.rule].id
            return id == ruleID || (byAll && id == SuppressionComment.allRules)
        }
        var covering = (byLine[position.line] ?? []).filter(matches) + fileWide.filter(matches)
        if let region = regions.last(where: { $0.start <= position }) {
            if let ref = region.open[ruleID] { covering.append(ref) }
            else if byAll, let ref = region.open[SuppressionComment.allRules], !region.exceptions.contains(ruleID) { covering.append(ref) }
        }
        for ref in Set(covering) { comments[ref.comment].rules[ref.rule].suppressedCount += 1 }
        return !covering.isEmpty
    }

    // MARK: Reading one comment

    /// The directive of one comment, or `nil` when the comment does not open with `iblint:`.
    private static func parse(_ range: ByteRange, in file: SourceFile) -> SuppressionComment? {
        let bytes = file.bytes
        var index = range.start
        let end = range.end
        while index < end, bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "*") { index += 1 }
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard end - index >= marker.count, bytes[index..<index + marker.count].elementsEqual(marker) else { return nil }
        // The directive and its rules: the rest of the comment's first line, without a closing `*/`.
        var lineEnd = index
        while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        var words: [ByteRange] = []
        var position = index
        while position < lineEnd {
            while position < lineEnd, isSeparator(bytes[position]) { position += 1 }
            let start = position
            while position < lineEnd, !isSeparator(bytes[position]) { position += 1 }
            if position > start { words.append(ByteRange(start: start, end: position)) }
        }
        let directiveRange = words[0]
        var directive = String(file.text(directiveRange).dropFirst(marker.count))
        if directive.hasSuffix("*/") { directive.removeLast(2) }
        let scope = directives[directive]
        var rules: [SuppressionComment.NamedRule] = []
        for word in words.dropFirst() {
            let text = file.text(word)
            if text == "-" || text.hasPrefix("--") || text.hasPrefix("//") || text.hasPrefix("*/") { break }
            let closesComment = text.hasSuffix("*/")
            let id = closesComment ? String(text.dropLast(2)) : text
            guard !id.isEmpty, !rules.contains(where: { $0.id == id }) else { continue }
            // The span comes from the bytes: `id` is decoded, and a byte that is not UTF-8 decodes to
            // U+FFFD, three bytes long, so its length in UTF-8 may run past the word (and the file).
            let idRange = ByteRange(start: word.start, end: closesComment ? word.end - 2 : word.end)
            rules.append(.init(id: id, location: file.location(idRange)))
        }
        let location = file.location(directiveRange)
        var problems: [SuppressionComment.Problem] = []
        if scope == nil {
            problems.append(.unknownDirective(suggestion: Spelling.closest(to: directive, in: Array(directives.keys))))
        } else if rules.isEmpty {
            // `disable-file` alone means every rule; the others must say which.
            if scope == .file { rules = [.init(id: SuppressionComment.allRules, location: location)] }
            else { problems.append(.namesNoRule) }
        }
        return SuppressionComment(directive: directive, scope: scope, location: location, rules: scope == nil ? [] : rules,
                                  problems: problems)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\r")
    }
}
