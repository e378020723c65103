import IBLintCore
@testable import IBLintObjC
import XCTest

/// What an Objective-C file's text says beyond its declarations, read once when it is parsed.
final class ObjCTextFactsTests: XCTestCase {
    private let source = """
        #import <UIKit/UIKit.h>
        @import Firebase;
        #import "ProfileView.h"
        // [legacy resetAll] in a comment still counts: it only adds silence.

        @implementation ProfileView
        - (void)awakeFromNib {
            [super awakeFromNib];
            _titleLabel = [[UILabel alloc] init];
            self.avatar = nil;
            [self.button addTarget:self action:@selector( tapped: ) forControlEvents:UIControlEventTouchUpInside];
            NSLog(@"ProfileCell");
        }
        @end
        """

    func testWordsStringsImportsAndUses() {
        let facts = ObjCTextFacts(bytes: Array(source.utf8))
        XCTAssertTrue(["ProfileView", "awakeFromNib", "legacy", "resetAll", "UILabel"].allSatisfy(facts.words.contains))
        XCTAssertEqual(Set(facts.strings), ["ProfileCell", "tapped:", "ProfileView.h"], "every quoted text, an import's too")
        XCTAssertEqual(Set(facts.importedModules), ["UIKit", "Firebase"])
        XCTAssertEqual(Set(facts.quoteImports), ["ProfileView.h"])
        XCTAssertTrue(facts.assignedNames.contains("_titleLabel"))
        XCTAssertFalse(facts.assignedNames.contains("avatar"), "assigned nil")
        XCTAssertTrue(["awakeFromNib", "resetAll", "alloc", "init", "addTarget"].allSatisfy(facts.calledNames.contains))
    }

    /// A summary's copies share its fields until one is changed; a change to a copy leaves the others as
    /// they were, whichever field it is and however it is made (set whole, or changed in place).
    func testCopiesShareTheFieldsUntilOneIsChanged() {
        let file = SourceFile(path: "ProfileView.m", text: source)
        let original = ObjCScanner.scan(file)
        var copy = original
        XCTAssertTrue(copy.sharesFields(with: original))
        copy.interfaces.append(ObjCInterface(name: "Added", nameRange: ByteRange(start: 0, end: 1), range: ByteRange(start: 0, end: 1)))
        XCTAssertFalse(copy.sharesFields(with: original))
        XCTAssertEqual(copy.interfaces.count, original.interfaces.count + 1)
        XCTAssertEqual(copy.implementations, original.implementations)
        XCTAssertEqual(copy.text, original.text)

        var another = original
        another.implementations[0].name = "Renamed"
        another.text.words = NameSet(["only"])
        another.declaredNames = NameSet()
        another.file = SourceFile(path: "Other.m", text: "")
        XCTAssertEqual(original.implementations[0].name, "ProfileView")
        XCTAssertTrue(original.text.words.contains("awakeFromNib"))
        XCTAssertEqual(original.declaredNames, ObjCScanner.scan(file).declaredNames)
        XCTAssertEqual(original.file.path, "ProfileView.m")
        XCTAssertEqual(another.implementations[0].name, "Renamed")
        XCTAssertEqual(Set(another.text.words), ["only"])
        XCTAssertTrue(another.declaredNames.isEmpty)
        XCTAssertEqual(another.file.path, "Other.m")
    }

    /// The scanner's summary carries them, and the cache's binary form keeps them.
    func testTheSummaryHoldsThemAndTheyRoundTrip() throws {
        let file = SourceFile(path: "ProfileView.m", text: source)
        let summary = ObjCScanner.scan(file)
        XCTAssertEqual(summary.text, ObjCTextFacts(bytes: file.bytes))
        var writer = BinaryWriter()
        summary.encodeFacts(to: &writer)
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try ObjCFileSummary(file: file, facts: &reader).text, summary.text)
        XCTAssertTrue(reader.isAtEnd)
    }

    /// Names the code adds Auto Layout constraints through: before a constraint member, or as the item of
    /// `constraintWithItem:` / `toItem:` (with `self.` and one leading underscore dropped).
    func testConstrainedNames() throws {
        let text = """
            - (void)layout {
                [self.badge.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
                _avatar.translatesAutoresizingMaskIntoConstraints = NO;
                [self.stack addConstraint:[NSLayoutConstraint constraintWithItem:self.title attribute:NSLayoutAttributeTop
                    relatedBy:NSLayoutRelationEqual toItem:_subtitle attribute:NSLayoutAttributeBottom multiplier:1 constant:8]];
                [NSLayoutConstraint constraintWithItem: header attribute:0 relatedBy:0 toItem:nil attribute:0 multiplier:1 constant:0];
                self.caption.text = @"topAnchor";
                footer.frame = CGRectZero;
                constraintWithItem = 1;
            }
            """
        let facts = ObjCTextFacts(bytes: Array(text.utf8))
        // `[self.stack addConstraint:…]` is a message, not a member written after a dot: not read.
        XCTAssertEqual(Set(facts.constrainedNames), ["badge", "self", "_avatar", "title", "subtitle", "header", "nil"])
        XCTAssertEqual(Set(facts.constrainedNames), ObjCTextFacts.constrainedNames(in: Array(text.utf8)))
        // Kept by the summary and the cache's binary form.
        let file = SourceFile(path: "Card.m", text: text)
        let summary = ObjCScanner.scan(file)
        XCTAssertEqual(summary.text.constrainedNames, facts.constrainedNames)
        var writer = BinaryWriter()
        summary.encodeFacts(to: &writer)
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try ObjCFileSummary(file: file, facts: &reader).text.constrainedNames, facts.constrainedNames)
    }

    /// The text facts are read in one pass over the words now; the three passes they replaced (each word
    /// made a `String` and looked at on its own), kept here as the reference, say the same on random text.
    func testOnePassSaysWhatTheSeparatePassesSaid() {
        let pieces = ["[", "]", "[[", "]]", "self", ".", "topAnchor", "Anchor", "xAnchor", "snp", "addConstraint", "addConstraints",
                      "translatesAutoresizingMaskIntoConstraints", "=", "==", " = ", " ", "\t", "\n", "nil", "nilly", "nil;", ":",
                      "_x", "badge", "é", "\u{0600}Anchor", "save", "(", ")", "@", "@selector(", "@selector( tap: )", "tap:",
                      "\"", "constraintWithItem:", "toItem:", "self.", "//", "x1", ";"]
        var generator = SplitMix64(seed: 0x0BC7)
        var found = 0
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0..<30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var bytes = Array(text.utf8)
            // Now and then a byte that is not UTF-8: a name holding it is repaired as `String(decoding:)` does.
            if Int.random(in: 0..<4, using: &generator) == 0 { bytes.insert(0xFF, at: Int.random(in: 0...bytes.count, using: &generator)) }
            let facts = ObjCTextFacts(bytes: bytes)
            let (assigned, called) = Self.referenceUses(bytes)
            XCTAssertEqual(Set(facts.assignedNames), assigned, text)
            XCTAssertEqual(Set(facts.calledNames), called, text)
            XCTAssertEqual(Set(facts.constrainedNames), Self.referenceConstrainedNames(bytes), text)
            XCTAssertEqual(Array(facts.words), Array(RawText.wordSet(in: bytes[...])), "the words, in the order first written: \(text)")
            XCTAssertEqual(ObjCTextFacts.selectorExpressions(in: bytes), Self.referenceSelectors(bytes), text)
            found += assigned.count + called.count + facts.constrainedNames.count
        }
        XCTAssertGreaterThan(found, 2_000, "the texts assign, send and constrain")
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Message sends and assignments as the earlier pass read them: every word, with the bytes around it.
    private static func referenceUses(_ bytes: [UInt8]) -> (assigned: Set<String>, called: Set<String>) {
        var assigned: Set<String> = [], called: Set<String> = []
        RawText.forEachWord(in: bytes[...]) { range in
            let word = String(decoding: bytes[range], as: UTF8.self)
            var before = range.lowerBound - 1
            while before >= 0, isSpace(bytes[before]) { before -= 1 }
            var next = range.upperBound
            while next < bytes.count, isSpace(bytes[next]) { next += 1 }
            let endsSelectorPart = next < bytes.count && (bytes[next] == UInt8(ascii: ":") || bytes[next] == UInt8(ascii: "]"))
            if before >= 0, bytes[before].isIdentifierByte || bytes[before] == UInt8(ascii: "]"), endsSelectorPart { called.insert(word) }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "=") else { return }
            guard next + 1 >= bytes.count || bytes[next + 1] != UInt8(ascii: "=") else { return }
            var value = next + 1
            while value < bytes.count, isSpace(bytes[value]) { value += 1 }
            let rest = bytes[value..<min(bytes.count, value + 4)]
            if rest.elementsEqual("nil".utf8) || (rest.starts(with: "nil".utf8) && !(rest.last?.isIdentifierByte ?? false)) { return }
            assigned.insert(word)
        }
        return (assigned, called)
    }

    /// Names before a constraint member, as `String`s compared by `AutoLayoutNames`, and the items of
    /// `constraintWithItem:` / `toItem:` (read as they were, by `constraintItems`).
    private static func referenceConstrainedNames(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        RawText.forEachWord(in: bytes[...]) { range in
            var after = range.upperBound
            guard after < bytes.count, bytes[after] == UInt8(ascii: ".") else { return }
            after += 1
            var end = after
            while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
            if AutoLayoutNames.isConstraintMember(String(decoding: bytes[after..<end], as: UTF8.self)) {
                names.insert(String(decoding: bytes[range], as: UTF8.self))
            }
        }
        return names.union(ObjCTextFacts.constraintItems(in: bytes))
    }

    /// `@selector(…)` contents, every byte looked at.
    private static func referenceSelectors(_ bytes: [UInt8]) -> Set<String> {
        let needle = Array("@selector(".utf8)
        var found: Set<String> = []
        var index = 0
        while index + needle.count <= bytes.count {
            guard Array(bytes[index..<index + needle.count]) == needle else { index += 1; continue }
            var end = index + needle.count
            var text = ""
            while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\n"), end - index < 256 {
                if !isSpace(bytes[end]) { text.unicodeScalars.append(Unicode.Scalar(bytes[end])) }
                end += 1
            }
            found.insert(text)
            index = end
        }
        return found
    }
}
