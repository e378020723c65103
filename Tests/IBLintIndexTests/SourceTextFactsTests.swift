@testable import IBLintIndex
import IBLintCore
import IBLintObjC
import IBLintSwift
import XCTest

/// Text facts read from Objective-C files: the imports.
final class SourceTextFactsTests: XCTestCase {
    /// The pass `objcImports` replaced (the file as a `String`, split into lines by `Character`), kept to
    /// compare with. It read a `\r\n` file as one line, since `\r\n` is one `Character`.
    private func importsByCharacter(_ bytes: [UInt8]) -> (modules: Set<String>, headers: Set<String>) {
        var modules: Set<String> = [], headers: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for directive in ["#import", "#include", "@import"] where trimmed.hasPrefix(directive) {
                let rest = trimmed.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
                if rest.hasPrefix("<") {
                    let inner = rest.dropFirst().prefix { $0 != ">" }
                    if let slash = inner.firstIndex(of: "/") { modules.insert(String(inner[..<slash])) }
                } else if rest.hasPrefix("\"") {
                    headers.insert(String(rest.dropFirst().prefix { $0 != "\"" }))
                } else if directive == "@import" {
                    let name = rest.prefix { $0 != ";" && $0 != "." && $0 != " " }
                    if !name.isEmpty { modules.insert(String(name)) }
                }
            }
        }
        return (modules, headers)
    }

    func testImportsOfAHeader() {
        let header = Array("""
        #import <UIKit/UIKit.h>
          #include "Local.h"
        @import Combine;
        @import Foundation.NSString;
        #import <NoSlash>
        #importable "not a directive?"
        // #import <Commented/Out.h> still counts: the pass reads lines, not code
        @import
        #import "Unclosed.h
        """.utf8)
        let imports = ObjCTextFacts.imports(in: header)
        XCTAssertEqual(imports.modules, ["UIKit", "Combine", "Foundation"])
        XCTAssertEqual(imports.headers, ["Local.h", "Unclosed.h"])
        XCTAssertEqual(imports.modules, importsByCharacter(header).modules)
        XCTAssertEqual(imports.headers, importsByCharacter(header).headers)
    }

    func testCRLFLinesAreLines() {
        let bytes = Array("#import <UIKit/UIKit.h>\r\n@import Combine\r\n#import \"Local.h\"\r\n".utf8)
        let imports = ObjCTextFacts.imports(in: bytes)
        XCTAssertEqual(imports.modules, ["UIKit", "Combine"])
        XCTAssertEqual(imports.headers, ["Local.h"])
    }

    func testSameAsByCharacterOnRandomLines() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["#import", "#include", "@import", " ", "\t", "\n", "<", ">", "/", "\"", ";", ".", "UIKit", "a.h", "é", "x"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8) + (Bool.random(using: &random) ? [0xFF] : [])
            let imports = ObjCTextFacts.imports(in: bytes), reference = importsByCharacter(bytes)
            XCTAssertEqual(imports.modules, reference.modules, text)
            XCTAssertEqual(imports.headers, reference.headers, text)
        }
    }

    /// The words of Swift files outside their code (comments, strings), and those of their code, are merged
    /// into one set only when many were asked: the answers are those of the merged set.
    func testWordsOutsideCodeAreMergedWhenManyWereAsked() {
        let first = SwiftScanner.scan(SourceFile(path: "A.swift", text: "// tapLegacyButton is gone\nclass A { func run() {} }\n"))
        let second = SwiftScanner.scan(SourceFile(path: "B.swift", text: "let label = \"openSettings\"\nclass B {}\n"))
        let facts = ProjectIndex.make(swiftFiles: [first, second]).sourceText
        XCTAssertTrue(facts.codeIdentifiers.contains("run"))
        XCTAssertFalse(facts.codeIdentifiers.contains("tapLegacyButton"))
        XCTAssertEqual(facts.otherWords.union.set, first.otherWords.set.union(second.otherWords.set))
        XCTAssertEqual(facts.codeIdentifiers.union.set, first.codeIdentifiers.set.union(second.codeIdentifiers.set))
        XCTAssertTrue(facts.isWrittenAnywhere("tapLegacyButton"))
        XCTAssertTrue(facts.isWrittenAnywhere("openSettings"))
        XCTAssertTrue(facts.isWrittenAnywhere("run"))
        XCTAssertFalse(facts.isWrittenAnywhere("neverWritten"))
        let copy = facts
        XCTAssertTrue(copy.otherWords === facts.otherWords, "copies of the facts share the union")
    }
}
