import IBLintCore
import IBLintSwift
import XCTest

/// `SwiftFileSummary.screenEvidence`: code that may show a view as a screen, with the names the view is
/// given by, read in the scan (safe-area-in-custom-view stays silent on views shown this way).
final class ScreenEvidenceScannerTests: XCTestCase {
    private func evidence(_ text: String) -> [[String]] {
        SwiftScanner.scan(SourceFile(path: "a.swift", text: text)).screenEvidence.map(\.names)
    }

    func testSubviewsAddedToAScreen() {
        XCTAssertEqual(evidence("view.addSubview(banner)"), [["banner"]])
        XCTAssertEqual(evidence("self.view.insertSubview(makeBanner(style: .wide), at: 0)"), [["makeBanner", "style", "wide"]])
        XCTAssertEqual(evidence("window.addSubview(overlay)"), [["overlay"]])
        XCTAssertEqual(evidence("UIApplication.shared.keyWindow.addSubview(overlay)"), [["overlay"]])
        XCTAssertEqual(evidence("view\n    .addSubview(banner)"), [["banner"]])
        XCTAssertEqual(evidence("`view`.`addSubview`(banner)"), [["banner"]])
        XCTAssertEqual(evidence("view /* the root */ .addSubview(banner)"), [["banner"]], "comments are not tokens")
        XCTAssertEqual(evidence("view.addSubview(items[0], at: 1)"), [["items"]], "the first argument only")
        XCTAssertEqual(evidence("contentView.addSubview(label)"), [])
        XCTAssertEqual(evidence("stack.addArrangedSubview(label)"), [])
        XCTAssertEqual(evidence("view?.addSubview(label)"), [])
        XCTAssertEqual(evidence("addSubview(label)"), [])
        XCTAssertEqual(evidence("view.addSubview"), [], "not a call")
    }

    func testAssignedRootViewsAndTableHeaders() {
        XCTAssertEqual(evidence("view = ProfileView()"), [["ProfileView"]])
        XCTAssertEqual(evidence("self.view=ProfileView.loadFromNib()"), [["ProfileView", "loadFromNib"]])
        XCTAssertEqual(evidence("`view` = ProfileView()\nlet next = 1"), [["ProfileView"]], "up to the end of the line")
        XCTAssertEqual(evidence("tableView.tableHeaderView = header"), [["header"]])
        XCTAssertEqual(evidence("tableFooterView = UIView()"), [["UIView"]])
        XCTAssertEqual(evidence("controller.view = ProfileView()"), [], "another controller's view")
        XCTAssertEqual(evidence("let view = ProfileView()"), [], "a declaration")
        XCTAssertEqual(evidence("if view == other {}"), [])
        XCTAssertEqual(evidence("view.backgroundColor = .red"), [])
        XCTAssertEqual(evidence("let text = \"view = ProfileView()\""), [], "a string")
    }

    func testTheRangeIsTheEvidenceName() {
        let text = "func f() { view.addSubview(banner) }"
        let found = SwiftScanner.scan(SourceFile(path: "a.swift", text: text)).screenEvidence
        XCTAssertEqual(found.map { String(decoding: Array(text.utf8)[$0.range.start..<$0.range.end], as: UTF8.self) }, ["addSubview"])
    }

    /// Random lines of the tokens that matter: the scan reads the same evidence as a reference reading of
    /// the comment-free tokens (how safe-area-in-custom-view read them before the scan did).
    func testAgreesWithAReadingOfTheTokens() {
        let pieces = ["view", "window", "keyWindow", "contentView", "tableHeaderView", "`view`", ".", "?", "addSubview", "insertSubview",
                      "`addSubview`", "(", ")", "[", "]", ",", "=", "==", "+=", "let", "self", " ", " ", "\n", "/* c */", "// c\n",
                      "\"view = x\"", "x", "Banner", "{", "}"]
        var generator = SplitMix64(seed: 13)
        var positives = 0
        for _ in 0..<20000 {
            let count = Int.random(in: 1...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = Self.referenceEvidence(SwiftLexer.tokenize(text).withoutComments())
            XCTAssertEqual(evidence(text), expected, text)
            if !expected.isEmpty { positives += 1 }
        }
        XCTAssertGreaterThan(positives, 200, "the lines hold the patterns often enough to test")
    }

    /// The reference: each identifier looked at in turn, on the lexer's tokens without comments.
    private static func referenceEvidence(_ tokens: SwiftTokens) -> [[String]] {
        func isAssignment(_ position: Int) -> Bool {
            guard position + 1 < tokens.count, tokens[position + 1].kind == .operator, tokens[position + 1].is(.assign) else { return false }
            return position == 0 || !(tokens[position - 1].isWord(.let) || tokens[position - 1].isWord(.var))
        }
        func restOfLine(_ position: Int) -> Range<Int> {
            var end = position + 1
            while end < tokens.count, end - position <= 24, !tokens[end].hasLeadingNewline, !tokens[end].is(.leftBrace) { end += 1 }
            return min(position + 1, tokens.count)..<end
        }
        func firstArgument(_ open: Int) -> Range<Int> {
            var depth = 0, end = open + 1
            while end < tokens.count {
                if tokens[end].is(.leftParen) || tokens[end].is(.leftBracket) { depth += 1 }
                if tokens[end].is(.rightParen) || tokens[end].is(.rightBracket) { if depth == 0 { break }; depth -= 1 }
                if tokens[end].is(.comma), depth == 0 { break }
                end += 1
            }
            return min(open + 1, tokens.count)..<end
        }
        func names(_ range: Range<Int>) -> [String] { tokens[range].filter { $0.kind == .identifier }.map(tokens.text) }
        var found: [[String]] = []
        for position in 0..<tokens.count where tokens[position].kind == .identifier {
            switch tokens.text(tokens[position]) {
            case "addSubview", "insertSubview":
                guard position >= 2, tokens[position - 1].is(.dot), ["view", "window", "keyWindow"].contains(tokens.text(tokens[position - 2])),
                      position + 1 < tokens.count, tokens[position + 1].is(.leftParen) else { continue }
                found.append(names(firstArgument(position + 1)))
            case "view":
                let ownView = position == 0 || !tokens[position - 1].is(.dot)
                    || (position >= 2 && tokens[position - 2].isWord(.`self`))
                guard ownView, isAssignment(position) else { continue }
                found.append(names(restOfLine(position)))
            case "tableHeaderView", "tableFooterView":
                guard isAssignment(position) else { continue }
                found.append(names(restOfLine(position)))
            default:
                continue
            }
        }
        return found
    }

    private func bindings(_ text: String) -> [SwiftNameBinding] {
        SwiftScanner.scan(SourceFile(path: "a.swift", text: text)).nameBindingsAsText
    }

    /// Names declared or assigned with identifiers on the rest of their line, read in the scan so that the
    /// index need not lex files again (`ProjectIndex.viewClassesShownAsScreens`).
    func testNameBindings() {
        XCTAssertEqual(bindings("final class A { func f() { let banner = BannerView.instantiateFromNib() } }"),
                       [SwiftNameBinding(name: "banner", isLocal: true, names: ["BannerView", "instantiateFromNib"])])
        XCTAssertEqual(bindings("func f() { let banner = BannerView() }").map(\.isLocal), [false],
                       "a function of no type: its bodies are not the types' (as the index read them)")
        XCTAssertEqual(bindings("final class A { var header = HeaderView(frame: .zero) }"),
                       [SwiftNameBinding(name: "header", isLocal: false, names: ["HeaderView", "frame", "zero"])],
                       "declared outside a body: a property")
        XCTAssertEqual(bindings("func f() { header = HeaderView() }"),
                       [SwiftNameBinding(name: "header", isLocal: false, names: ["HeaderView"])], "assigned: a property")
        XCTAssertEqual(bindings("func f() { let view = ProfileView() }"), [], "not `view`")
        XCTAssertEqual(bindings("func f() { let count = 1 }"), [], "no identifier on the line")
        XCTAssertEqual(bindings("func f() { if a == Banner { } }"), [])
        XCTAssertEqual(bindings("func f() { let a = // Banner\n 1 }"), [], "comments are not tokens")
        XCTAssertEqual(bindings("func f() { let a = Banner\n let b = Card }").map(\.names), [["Banner"], ["Card"]], "up to the end of the line")
    }

    /// Random lines: the scan's bindings are those a reading of the comment-free tokens finds (how the index
    /// read them before the scan did), with a name declared in a function body a local.
    func testNameBindingsAgreeWithAReadingOfTheTokens() {
        let pieces = ["let", "var", "view", "x", "y", "Banner", "Card", "=", "==", "+=", ".", "(", ")", "{", "}", " ", " ", "\n",
                      "/* c */", "// c\n", "\"x = Banner\"", "func f() {", "}", "self", ",", "make"]
        var generator = SplitMix64(seed: 29)
        var positives = 0, locals = 0
        for _ in 0..<20000 {
            let count = Int.random(in: 1...14, using: &generator)
            // In a method's body, which a random `}` may close early.
            let text = "final class A {\n    func f() {\n" + (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined() + "\n}\n}"
            let file = SourceFile(path: "a.swift", text: text)
            let summary = SwiftScanner.scan(file)
            let bodies = summary.types.flatMap(\.functions).compactMap(\.bodyRange)
            let expected = Self.referenceBindings(SwiftLexer.tokenize(file.bytes).withoutComments(), bodies: bodies)
            XCTAssertEqual(summary.nameBindingsAsText, expected, text)
            positives += expected.isEmpty ? 0 : 1
            locals += expected.filter(\.isLocal).count
        }
        XCTAssertGreaterThan(positives, 300, "the lines hold bindings often enough to test")
        XCTAssertGreaterThan(locals, 50, "and locals among them")
    }

    /// The reference: each identifier looked at in turn, on the lexer's tokens without comments.
    private static func referenceBindings(_ tokens: SwiftTokens, bodies: [ByteRange]) -> [SwiftNameBinding] {
        var found: [SwiftNameBinding] = []
        for position in 0..<tokens.count where tokens[position].kind == .identifier {
            let declared = position > 0 && (tokens[position - 1].isWord(.let) || tokens[position - 1].isWord(.var))
            let assigned = !declared && position + 1 < tokens.count && tokens[position + 1].kind == .operator && tokens[position + 1].is(.assign)
            guard declared || assigned, tokens.text(tokens[position]) != "view" else { continue }
            var end = position + 1
            while end < tokens.count, end - position <= 24, !tokens[end].hasLeadingNewline, !tokens[end].is(.leftBrace) { end += 1 }
            let names = tokens[min(position + 1, tokens.count)..<end].filter { $0.kind == .identifier }.map(tokens.text)
            guard !names.isEmpty else { continue }
            let start = tokens[position].range.start
            found.append(SwiftNameBinding(name: tokens.text(tokens[position]), isLocal: declared && bodies.contains { $0.contains(start) },
                                          names: names))
        }
        return found
    }
}
