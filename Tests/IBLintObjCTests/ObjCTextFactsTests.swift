import IBLintCore
import IBLintObjC
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
}
