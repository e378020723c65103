import Foundation
import IBLintCore
import IBLintXML
import XCTest
@testable import IBLintEngine

/// Property tests over the real-world corpus (skipped when absent): inject a fixable problem into
/// each file, run the fix engine, and check that every file still parses, only the intended bytes
/// changed, and a second run changes nothing.
final class FixCorpusPropertyTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    private func corpusFiles() throws -> [(path: String, bytes: [UInt8])] {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else { throw XCTSkip("corpus not present") }
        var files: [(String, [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: Self.corpus.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".xib") || path.hasSuffix(".storyboard") else { continue }
            files.append((path, [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(path)))))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    private func replacing(_ range: ByteRange, in bytes: [UInt8], with text: String) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range.start..<range.end, with: Array(text.utf8))
        return result
    }

    private func checkParsesAndSettles(_ inputs: [InputFile], _ context: String, configuration: Configuration = Configuration(),
                                       includeUnsafe: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        for input in inputs where input.kind == .interface {
            if case .failure(let error) = IBDocumentLoader.load(path: input.path, bytes: input.bytes) {
                XCTFail("\(context): no longer parses: \(error.message)", file: file, line: line)
            }
        }
        let second = FixEngine.fix(inputs, using: iblint, configuration: configuration, includeUnsafe: includeUnsafe)
        XCTAssertEqual(second.changedPaths, [], "\(context): a second run changes nothing", file: file, line: line)
    }

    /// A typo in a framework object's outlet (`dataSource` → `dataSouce`) is renamed back: the file
    /// returns to its original bytes exactly.
    func testRenamedFrameworkOutletsAreRestoredByteForByte() throws {
        var injected = 0
        for (path, bytes) in try corpusFiles() {
            guard case .success(let document) = IBDocumentLoader.load(path: path, bytes: bytes) else { continue }
            let candidates = document.connections.filter { connection in
                connection.kind == .outlet && document[connection.source].customClass == nil
                    && document[connection.source].name != "placeholder" && (connection.property?.count ?? 0) >= 8
            }
            guard let connection = candidates.first,
                  let attribute = document[connection.element].attribute("property"),
                  let valueRange = attribute.valueRange, let property = connection.property else { continue }
            var typo = property
            typo.remove(at: typo.index(typo.startIndex, offsetBy: property.count / 2))
            let broken = replacing(valueRange, in: bytes, with: typo)
            let outcome = FixEngine.fix([InputFile(path: path, bytes: broken, kind: .interface)], using: iblint, includeUnsafe: true)
            XCTAssertEqual(outcome.problems, [], path)
            XCTAssertEqual(String(decoding: outcome.inputs[0].bytes, as: UTF8.self), String(decoding: bytes, as: UTF8.self),
                           "\(path): '\(typo)' renamed back to '\(property)', nothing else touched")
            checkParsesAndSettles(outcome.inputs, path)
            injected += 1
        }
        XCTAssertGreaterThan(injected, 30, "the property was exercised on many files")
    }

    /// File's Owner's class removed from a File's Owner with connections while code still loads the nib
    /// with `owner: self`: the safe fix writes it back; only File's Owner's start tag may differ (attribute
    /// order), nothing else. (Without connections nothing depends on the class, and nothing is reported.)
    func testRemovedFilesOwnerClassesAreRestored() throws {
        var injected = 0, identical = 0
        for (path, bytes) in try corpusFiles() where path.hasSuffix(".xib") {
            guard case .success(let document) = IBDocumentLoader.load(path: path, bytes: bytes),
                  let owner = document.filesOwner, let className = owner.customClass,
                  document.connections.contains(where: { $0.source == owner.index || (owner.id != nil && $0.destination == owner.id) }),
                  owner.customModuleProvider == "target", let module = owner.customModule,
                  let classRange = owner.attribute("customClass")?.range,
                  let providerRange = owner.attribute("customModuleProvider")?.range,
                  classRange.start < providerRange.start else { continue }
            // Remove ` customClass="…" customModule="…" customModuleProvider="target"` (and anything between).
            var removeStart = classRange.start
            while removeStart > 0, bytes[removeStart - 1] == UInt8(ascii: " ") { removeStart -= 1 }
            let broken = replacing(ByteRange(start: removeStart, end: providerRange.end), in: bytes, with: "")
            let nibName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let swift = """
                import UIKit
                final class \(className): UIView {
                    func load() { Bundle(for: \(className).self).loadNibNamed("\(nibName)", owner: self, options: nil) }
                }
                """
            let inputs = [
                InputFile(path: path, bytes: broken, kind: .interface),
                InputFile(path: "Sources/\(className).swift", text: swift)!,
                InputFile(path: "Package.swift", text: "let p = Package(targets: [.target(name: \"\(module)\")])")!,
            ]
            var configuration = Configuration()
            configuration.onlyRules = ["missing-files-owner-class"]
            let outcome = FixEngine.fix(inputs, using: iblint, configuration: configuration, includeUnsafe: false)
            XCTAssertEqual(outcome.problems, [], path)
            XCTAssertEqual(outcome.changedPaths, [path], "\(path): the safe fix applied, only to the xib")
            let fixed = outcome.inputs[0].bytes
            // Only File's Owner's start tag changed: same bytes before and after it.
            let prefix = Array(bytes[..<owner.startTag.start]), suffix = Array(bytes[owner.startTag.end...])
            XCTAssertEqual(Array(fixed.prefix(prefix.count)), prefix, path)
            XCTAssertEqual(Array(fixed.suffix(suffix.count)), suffix, path)
            let tag = String(decoding: fixed[prefix.count..<(fixed.count - suffix.count)], as: UTF8.self)
            XCTAssertTrue(tag.contains(#"customClass="\#(className)" customModule="\#(module)" customModuleProvider="target""#), "\(path): \(tag)")
            if fixed == bytes { identical += 1 }
            checkParsesAndSettles(outcome.inputs, path, configuration: configuration, includeUnsafe: false)
            injected += 1
        }
        XCTAssertGreaterThan(injected, 20)
        XCTAssertGreaterThan(identical, injected / 2, "in Xcode's attribute order the file comes back byte for byte")
    }

    /// A constraint line duplicated (with a fresh id, as a bad merge leaves it): the safe fix removes
    /// the copy, and the file comes back as it was (after fixing any duplicates it already had).
    func testDuplicatedConstraintsAreRemovedAgain() throws {
        var configuration = Configuration()
        configuration.onlyRules = ["duplicate-constraint"]
        var injected = 0
        for (path, bytes) in try corpusFiles() {
            guard case .success(let document) = IBDocumentLoader.load(path: path, bytes: bytes),
                  let constraint = document.constraints.first(where: { document[$0.element].range == document[$0.element].startTag }),
                  let idRange = document[constraint.element].attribute("id")?.valueRange else { continue }
            let element = document[constraint.element]
            // The constraint's whole line, repeated below itself with another id.
            let lineStart = (bytes[..<element.range.start].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            guard let newline = bytes[element.range.end...].firstIndex(of: UInt8(ascii: "\n")),
                  bytes[lineStart..<element.range.start].allSatisfy({ $0 == 0x20 }) else { continue }
            var line = Array(bytes[lineStart...newline])
            line.replaceSubrange((idRange.start - lineStart)..<(idRange.end - lineStart), with: Array("iblint-dup-1".utf8))
            var broken = bytes
            broken.insert(contentsOf: line, at: newline + 1)
            let expected = FixEngine.fix([InputFile(path: path, bytes: bytes, kind: .interface)], using: iblint, configuration: configuration, includeUnsafe: false)
            let outcome = FixEngine.fix([InputFile(path: path, bytes: broken, kind: .interface)], using: iblint, configuration: configuration, includeUnsafe: false)
            XCTAssertEqual(outcome.problems, [], path)
            XCTAssertEqual(String(decoding: outcome.inputs[0].bytes, as: UTF8.self), String(decoding: expected.inputs[0].bytes, as: UTF8.self), path)
            checkParsesAndSettles(outcome.inputs, path, configuration: configuration, includeUnsafe: false)
            injected += 1
        }
        XCTAssertGreaterThan(injected, 100)
    }

    /// Files whose custom view keeps its Safe Area guide: after the fixes (safe for an unused guide, unsafe
    /// when constraints pin to it) every changed line is one that mentioned the guide, the file parses, and
    /// the rule is satisfied; the safe fixes alone change only files whose guide nothing uses.
    func testSafeAreaFixesTouchOnlyTheGuideAndItsConstraints() throws {
        var configuration = Configuration()
        configuration.onlyRules = ["safe-area-in-custom-view"]
        var fixedFiles = 0
        for (path, bytes) in try corpusFiles() where path.hasSuffix(".xib") {
            let input = InputFile(path: path, bytes: bytes, kind: .interface)
            guard !iblint.lint([input], configuration: configuration).diagnostics.isEmpty,
                  case .success(let document) = IBDocumentLoader.load(path: path, bytes: bytes) else { continue }
            let guideIDs = document.safeAreaGuides.compactMap { document[$0].id }
            let safeOnly = FixEngine.fix([input], using: iblint, configuration: configuration, includeUnsafe: false)
            for line in String(decoding: safeOnly.inputs[0].bytes, as: UTF8.self).components(separatedBy: "\n")
            where line.contains("<constraint ") {
                XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains(line), "\(path): a safe fix re-pointed a constraint: \(line)")
            }
            let outcome = FixEngine.fix([input], using: iblint, configuration: configuration, includeUnsafe: true)
            XCTAssertEqual(outcome.problems, [], path)
            let before = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
            let after = Set(String(decoding: outcome.inputs[0].bytes, as: UTF8.self).components(separatedBy: "\n"))
            for line in before where !after.contains(line) {
                XCTAssertTrue(guideIDs.contains { line.contains("\"\($0)\"") }, "\(path): changed a line unrelated to the guide: \(line)")
            }
            XCTAssertTrue(iblint.lint(outcome.inputs, configuration: configuration).diagnostics.isEmpty, path)
            checkParsesAndSettles(outcome.inputs, path, configuration: configuration, includeUnsafe: true)
            if !outcome.changedPaths.isEmpty { fixedFiles += 1 }
        }
        XCTAssertGreaterThanOrEqual(fixedFiles, 10)
    }
}
