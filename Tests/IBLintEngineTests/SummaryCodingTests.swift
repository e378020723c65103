import Foundation
import IBLintCore
import IBLintIndex
import IBLintObjC
import IBLintSwift
import IBLintXML
import XCTest

/// Every model the summary cache keeps comes back from its binary form exactly as parsed: on the
/// example app, on `../shared/corpus` and on the real apps in `../realworld` when they are present.
/// Fields are compared through `Mirror`, so a stored field added to a model and forgotten in its
/// `encode`/`init(from:)` fails here (as long as some file gives it a value).
final class SummaryCodingTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Files under `directory` with these extensions (skipping build folders), sorted.
    private func files(under directory: URL, extensions: Set<String>) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if [".build", ".git", "DerivedData"].contains(url.lastPathComponent) { walker.skipDescendants(); continue }
            if extensions.contains(url.pathExtension) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Compares two values field by field; every field but the file must be `Hashable`.
    /// Returns the labels of fields that differ, and notes in `filled` the fields that held something.
    private static func differences(_ original: Any, _ decoded: Any, filled: inout Set<String>) -> [String] {
        let left = Mirror(reflecting: original), right = Mirror(reflecting: decoded)
        guard left.children.count == right.children.count else { return ["(field count)"] }
        var differing: [String] = []
        for (a, b) in zip(left.children, right.children) {
            let label = a.label ?? "?"
            // The calls still to be decoded: compared as `calls` (the test decodes them first). A document's
            // attribute hints are found from its elements when asked (not kept in the cache).
            if label == "file" || label == "pendingCalls" || label == "pendingScopeFacts" || label == "attributeHints" { continue }
            // A model that keeps its fields in a copy-on-write box (`SwiftFileSummary`'s storage), or in a
            // box of constant fields (`IBDocument`'s box and its fields): the box's fields.
            if (label == "storage" && Mirror(reflecting: a.value).displayStyle == .class)
                || (label == "box" && Mirror(reflecting: a.value).displayStyle == .class)
                || (label == "fields" && Mirror(reflecting: a.value).displayStyle == .struct) {
                differing += differences(a.value, b.value, filled: &filled)
                continue
            }
            guard let x = a.value as? AnyHashable, let y = b.value as? AnyHashable else {
                differing.append("\(label) (not Hashable)")
                continue
            }
            if x != y { differing.append(label) }
            if !Self.isEmpty(a.value) { filled.insert(label) }
        }
        return differing
    }

    private static func isEmpty(_ value: Any) -> Bool {
        if let table = value as? IBElementIDTable { return table.isEmpty }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection, .set, .dictionary: return mirror.children.isEmpty
        case .optional: return mirror.children.isEmpty
        default:
            if let flag = value as? Bool { return !flag }
            return false
        }
    }

    private func decoded<T>(_ encode: (inout BinaryWriter) -> Void, _ decode: (inout BinaryReader) throws -> T) throws -> T {
        var writer = BinaryWriter()
        encode(&writer)
        var reader = BinaryReader(writer.bytes)
        let value = try decode(&reader)
        XCTAssertTrue(reader.isAtEnd, "bytes left over")
        return value
    }

    private struct Tally {
        var files = 0
        var swiftFields: Set<String> = []
        var objcFields: Set<String> = []
        var documentFields: Set<String> = []
        var projects = 0
    }

    private func roundTrip(_ urls: [URL], into tally: inout Tally) throws {
        for url in urls {
            if url.pathExtension == "pbxproj" {
                let bytes = [UInt8](try Data(contentsOf: url))
                guard let project = try? XcodeProject(path: url.path, bytes: bytes) else { continue }
                let back = try decoded(project.encode, { try XcodeProject(from: &$0) })
                XCTAssertEqual(back, project, url.path)
                tally.projects += 1
            } else {
                var failure: String?
                guard try Self.roundTripQuietly(url, into: &tally, failure: &failure) else { continue }
                XCTAssertNil(failure)
            }
            tally.files += 1
        }
    }

    private let sourceExtensions: Set<String> = ["swift", "h", "m", "xib", "storyboard"]

    func testTheExampleAppRoundTripsAndUsesEveryField() throws {
        var tally = Tally()
        try roundTrip(files(under: Self.packageRoot.appendingPathComponent("Examples"), extensions: sourceExtensions), into: &tally)
        let kitchenSink = try Self.kitchenSink()
        defer { try? FileManager.default.removeItem(at: kitchenSink) }
        try roundTrip([kitchenSink], into: &tally)
        XCTAssertGreaterThan(tally.files, 30)
        // Every field of the top-level models held something in some file, so the comparison above
        // covered it (the example app plus the file below exercise them all).
        // A summary's fields are those of its storage box.
        let summaryMirror = Mirror(reflecting: SwiftFileSummary(file: SourceFile(path: "", text: "")))
        let box = try XCTUnwrap(summaryMirror.children.first { $0.label == "storage" }?.value, "the summary keeps a storage box")
        let swiftFields = Set(Mirror(reflecting: box).children.compactMap(\.label)).subtracting(["file", "pendingCalls", "pendingScopeFacts"])
        XCTAssertGreaterThan(swiftFields.count, 15)
        XCTAssertEqual(swiftFields.subtracting(tally.swiftFields), [])
        XCTAssertEqual(Set(["interfaces", "implementations"]).subtracting(tally.objcFields), [])
        XCTAssertTrue(tally.documentFields.isSuperset(of: ["elements", "objects", "connections", "runtimeAttributes", "constraints",
                                                           "elementsByID", "sceneControllerIndices", "safeAreaGuides"]),
                      "\(tally.documentFields)")
    }

    func testTheCorpusRoundTrips() throws {
        let corpus = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        let urls = files(under: corpus, extensions: sourceExtensions)
        guard !urls.isEmpty else { throw XCTSkip("../shared/corpus not present") }
        var tally = Tally()
        try roundTrip(urls + files(under: corpus, extensions: ["pbxproj"]), into: &tally)
        XCTAssertGreaterThan(tally.files, 200)
        XCTAssertGreaterThan(tally.projects, 3, "the apps' Xcode projects")
    }

    /// A target of every kind of field (files, a folder with exclusions, a glob) and the XcodeGen
    /// specifications of the corpus come back equal; a folder's path comes back as stored.
    func testProjectTargetsAndXcodeGenSpecificationsRoundTrip() throws {
        var target = ProjectTarget(name: "AppTests", origin: .swiftPackage, descriptionPath: "Package.swift")
        target.moduleNames = ["AppTests"]
        target.isTest = true
        target.files = ["Tests/AppTests/A.swift", "Tests/AppTests/B.swift"]
        target.folders = [FolderMembership(path: "Sources/./App", excluded: [PathGlob("Sources/App/Generated/*.swift")]),
                          FolderMembership(pattern: PathGlob("Modules/**/*View.swift"))]
        target.externalModules = ["RxSwift", "SnapKit"]
        let back = try decoded(target.encode, { try ProjectTarget(from: &$0) })
        XCTAssertEqual(back, target)
        XCTAssertEqual(back.folders.map(\.path), target.folders.map(\.path))
        XCTAssertEqual(back.folders.map { $0.pattern?.pattern }, [nil, "Modules/**/*View.swift"])

        let spec = XcodeGenSpec(path: "project.yml", text: """
            include: [base.yml]
            targets:
              App:
                type: application
                sources: [App, {path: Shared, excludes: ["**/*.md"]}]
                dependencies: [{framework: Vendor/Charts.framework}, {package: Kingfisher}]
            """)
        XCTAssertEqual(try decoded(spec.encode, { try XcodeGenSpec(from: &$0) }), spec)
        XCTAssertFalse(spec.limits.isEmpty)
        // A cut entry throws wherever it is cut (the cache then reads the file again).
        var writer = BinaryWriter()
        spec.encode(to: &writer)
        for length in 0..<writer.bytes.count {
            var reader = BinaryReader(writer.bytes, range: 0..<length)
            XCTAssertThrowsError(try XcodeGenSpec(from: &reader), "cut at \(length)")
        }
        XCTAssertEqual(spec.targets.first?.folders.count, 2)

        let corpus = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        for url in files(under: corpus, extensions: ["yml", "yaml"]) where ["project.yml", "project.yaml"].contains(url.lastPathComponent) {
            let spec = XcodeGenSpec(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
            XCTAssertFalse(spec.targets.isEmpty, url.path)
            XCTAssertEqual(try decoded(spec.encode, { try XcodeGenSpec(from: &$0) }), spec, url.path)
        }
    }

    func testTheRealAppsRoundTrip() throws {
        let realworld = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("realworld")
        let urls = files(under: realworld, extensions: sourceExtensions)
        guard !urls.isEmpty else { throw XCTSkip("../realworld not present") }
        // In parallel: the apps hold some 10,000 files.
        let failures: [String] = urls.parallelMap { url -> String? in
            var tally = Tally()
            var failure: String?
            do { try Self.roundTripQuietly(url, into: &tally, failure: &failure) } catch { failure = "\(url.path): \(error)" }
            return failure
        }.compactMap { $0 }
        XCTAssertEqual(failures, [])
    }

    /// One file's round trip without XCTest assertions (which are not for other threads): its differences,
    /// if any, in `failure`. `false` when the file was not read or not loaded.
    @discardableResult
    private static func roundTripQuietly(_ url: URL, into tally: inout Tally, failure: inout String?) throws -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path) else { return false }
        let file = SourceFile(path: url.path, bytes: [UInt8](data))
        var differing: [String] = []
        switch url.pathExtension {
        case "swift":
            let summary = SwiftScanner.scan(file)
            var writer = BinaryWriter()
            summary.encodeFacts(to: &writer)
            // The entry written from the body facts a parsed file keeps encoded is the same, byte for byte.
            var kept = summary
            let bodyFactsSection = kept.keepBodyFactsEncoded()
            var fromKept = BinaryWriter()
            summary.encodeFacts(to: &fromKept, bodyFactsSection: bodyFactsSection)
            if fromKept.bytes != writer.bytes { differing.append("(entry written from the kept body facts)") }
            var reader = BinaryReader(writer.bytes)
            var back = try SwiftFileSummary(file: file, facts: &reader)
            // The calls stay bytes until asked for; counted without decoding them.
            if back.callCount != summary.calls.count { differing.append("callCount") }
            if !summary.calls.isEmpty, !back.callsArePending { differing.append("(calls decoded early)") }
            // So do the functions' body facts.
            let hasBodyFacts = summary.types.contains { $0.functions.contains { $0.bodyFacts != nil } }
            if hasBodyFacts != back.bodyFactsArePending { differing.append("(body facts decoded early, or none pending)") }
            // And the closure contexts and code scopes.
            if !back.scopeFactsArePending { differing.append("(closure contexts and code scopes decoded early)") }
            back.calls = back.calls
            back.closureContexts = back.closureContexts
            if back.scopeFactsArePending { differing.append("(closure contexts and code scopes still pending once set)") }
            differing += differences(summary, back, filled: &tally.swiftFields)
            if !reader.isAtEnd { differing.append("(bytes left over)") }
        case "h", "m":
            let summary = ObjCScanner.scan(file)
            var writer = BinaryWriter()
            summary.encodeFacts(to: &writer)
            var reader = BinaryReader(writer.bytes)
            differing = differences(summary, try ObjCFileSummary(file: file, facts: &reader), filled: &tally.objcFields)
            if !reader.isAtEnd { differing.append("(bytes left over)") }
        default:
            guard case .success(let document) = IBDocumentLoader.load(path: file.path, bytes: file.bytes) else { return false }
            var writer = BinaryWriter()
            document.encodeFacts(to: &writer)
            var reader = BinaryReader(writer.bytes)
            differing = differences(document, try IBDocument(file: file, facts: &reader), filled: &tally.documentFields)
            if !reader.isAtEnd { differing.append("(bytes left over)") }
        }
        if !differing.isEmpty { failure = "\(url.path): \(differing)" }
        return true
    }

    func testADamagedEntryThrowsRatherThanDecodingIntoNonsense() throws {
        let url = Self.packageRoot.appendingPathComponent("Examples/ShopApp")
        let swift = try XCTUnwrap(files(under: url, extensions: ["swift"]).first)
        let file = SourceFile(path: swift.path, bytes: [UInt8](try Data(contentsOf: swift)))
        let summary = SwiftScanner.scan(file)
        var writer = BinaryWriter()
        summary.encodeFacts(to: &writer)
        let bytes = writer.bytes
        // The calls come last and are decoded on first use: a cut among them is found then, and the
        // calls are the file's scanned again. A cut anywhere before them throws at once.
        var withoutCalls = summary
        withoutCalls.calls = []
        var prefixWriter = BinaryWriter()
        withoutCalls.encodeFacts(to: &prefixWriter)
        let callsStart = prefixWriter.bytes.count - 1
        XCTAssertGreaterThan(summary.calls.count, 0)
        var cutAmongCalls = 0
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            var reader = BinaryReader(bytes, range: 0..<length)
            guard length > callsStart else {
                XCTAssertThrowsError(try SwiftFileSummary(file: file, facts: &reader), "cut at \(length)")
                continue
            }
            guard let cut = try? SwiftFileSummary(file: file, facts: &reader) else { continue }
            XCTAssertTrue(cut.callsArePending)
            XCTAssertEqual(cut.calls, summary.calls, "cut at \(length)")
            cutAmongCalls += 1
        }
        XCTAssertGreaterThan(cutAmongCalls, 10)
        let xib = try XCTUnwrap(files(under: url, extensions: ["xib"]).first)
        let xibFile = SourceFile(path: xib.path, bytes: [UInt8](try Data(contentsOf: xib)))
        guard case .success(let document) = IBDocumentLoader.load(path: xibFile.path, bytes: xibFile.bytes) else { return XCTFail("no document") }
        // Only the elements are written (the objects, connections and constraints are made from them on
        // reading): a link among them that loading never makes is damage.
        var parentOutside = document.elements, parentAfterChild = document.elements
        parentOutside[1].parent = document.elements.count + 5
        parentAfterChild[1].parent = 2
        for (damage, elements) in [("a parent outside the document", parentOutside), ("a parent after its child", parentAfterChild),
                                   ("no elements", [])] {
            // As `encodeFacts` writes them.
            var documentWriter = BinaryWriter()
            documentWriter.write(document.documentType ?? "")
            documentWriter.writeVarint(UInt64(elements.reduce(0) { $0 + $1.attributes.count }))
            documentWriter.write(elements)
            var reader = BinaryReader(documentWriter.bytes)
            XCTAssertThrowsError(try IBDocument(file: xibFile, facts: &reader), damage)
        }
        // The count of attributes written before the elements (their array's size) must be theirs.
        let attributeCount = document.elements.reduce(0) { $0 + $1.attributes.count }
        for wrongCount in [attributeCount - 1, attributeCount + 1] {
            var documentWriter = BinaryWriter()
            documentWriter.write(document.documentType ?? "")
            documentWriter.writeVarint(UInt64(wrongCount))
            documentWriter.write(document.elements)
            var reader = BinaryReader(documentWriter.bytes)
            XCTAssertThrowsError(try IBDocument(file: xibFile, facts: &reader), "\(wrongCount) attributes of \(attributeCount)")
        }
        var documentWriter = BinaryWriter()
        document.encodeFacts(to: &documentWriter)
        var reader = BinaryReader(documentWriter.bytes)
        let decoded = try IBDocument(file: xibFile, facts: &reader)
        // Read back, the elements' attributes are runs of one array, one after another, as loading lays them out.
        var next: UnsafePointer<IBAttribute>?
        for element in decoded.elements where !element.attributes.isEmpty {
            element.attributes.withUnsafeBufferPointer { run in
                if let next { XCTAssertEqual(run.baseAddress, next, "element \(element.index)") }
                next = run.baseAddress! + run.count
            }
        }
        XCTAssertNotNil(next)
        XCTAssertEqual(decoded.connections, document.connections)
        XCTAssertEqual(decoded.constraints, document.constraints)
        XCTAssertEqual(decoded.objects, document.objects)
    }

    /// A cached interface call whose name argument does not lie within the call (which the scanner never
    /// makes: it reads the argument from the call) is damage: rules read the text between the two (found by
    /// the `cache` fuzzing harness, where such an entry stopped unknown-storyboard-identifier).
    func testAnInterfaceCallWhoseArgumentLiesOutsideItIsDamage() throws {
        let file = SourceFile(path: "FeedViewController.swift", text: """
            import UIKit
            final class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "FeedCell", for: indexPath)
                }
            }
            """)
        let summary = SwiftScanner.scan(file)
        let call = try XCTUnwrap(summary.interfaceCalls.first { $0.api == .dequeueReusableCell })
        XCTAssertTrue(call.range.contains(call.literalRange))
        func decoded(_ summary: SwiftFileSummary) throws -> SwiftFileSummary {
            var writer = BinaryWriter()
            summary.encodeFacts(to: &writer)
            var reader = BinaryReader(writer.bytes)
            return try SwiftFileSummary(file: file, facts: &reader)
        }
        XCTAssertEqual(try decoded(summary).interfaceCalls, summary.interfaceCalls)
        let position = try XCTUnwrap(summary.interfaceCalls.firstIndex { $0.api == .dequeueReusableCell })
        for damaged in [ByteRange(start: call.literalRange.start, end: call.range.end + 1),
                        ByteRange(start: call.range.start - 1, end: call.literalRange.end),
                        ByteRange(start: call.range.end + 2, end: call.range.end + 4)] {
            var broken = summary
            broken.interfaceCalls[position].literalRange = damaged
            XCTAssertThrowsError(try decoded(broken), "\(damaged) in \(call.range)")
        }
    }

    /// An attribute's spans come back as they were (located or not, the last byte of the file included);
    /// a span past the end of the file throws.
    func testAttributeSpansRoundTripAndAreCheckedAgainstTheFile() throws {
        let attributes = [
            IBAttribute(name: "id", value: "a", valueRange: ByteRange(start: 4, end: 5), range: ByteRange(start: 0, end: 6)),
            IBAttribute(name: "customClass", value: "Badge"),
            IBAttribute(name: "key", value: "", valueRange: ByteRange(start: 10, end: 10), range: nil),
            IBAttribute(name: "userLabel", value: "End", valueRange: ByteRange(start: 90, end: 99), range: ByteRange(start: 80, end: 100)),
        ]
        for attribute in attributes {
            var writer = BinaryWriter()
            attribute.encode(to: &writer)
            var reader = BinaryReader(writer.bytes)
            reader.rangeLimit = 100
            let back = try IBAttribute(from: &reader)
            XCTAssertEqual(back, attribute)
            XCTAssertEqual(back.valueRange, attribute.valueRange)
            XCTAssertEqual(back.range, attribute.range)
            XCTAssertTrue(reader.isAtEnd)
            var short = BinaryReader(writer.bytes)
            short.rangeLimit = 99
            if attribute.range?.end == 100 {
                XCTAssertThrowsError(try IBAttribute(from: &short), "a span past the end of a 99-byte file")
            } else {
                XCTAssertEqual(try IBAttribute(from: &short), attribute)
            }
        }
    }

    /// A Swift file that gives every field of the summary a value (written to a temporary folder; the caller removes it).
    private static func kitchenSink() throws -> URL {
        let text = """
        import UIKit

        protocol ProfileDelegate: AnyObject { func profileDidClose() }

        enum Segue: String { case showDetail = "ShowDetail" }

        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBInspectable var title: String = "" {
                didSet { DispatchQueue.main.async { self.nameLabel.text = self.title } }
            }
            var onClose: (() -> Void)?
            static var nibName: String { String(describing: self) }

            override func viewDidLoad() {
                super.viewDidLoad()
                let badge = UIView()
                view.addSubview(badge)
                badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                nameLabel = UILabel()
                save(nil)
                let cell = tableView.dequeueReusableCell(withIdentifier: "ProfileCell") as! ProfileCell
                let next = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                let nib = Bundle.main.loadNibNamed(Self.nibName, owner: self)
                button.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
                child.onChange = { [weak self] in self?.close(nil) }
                print(cell, next, nib as Any)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "ShowDetail" {
                    let detail = segue.destination as! DetailViewController
                    detail.onDone = { self.dismiss(animated: true) }
                }
            }

            @IBAction func close(_ sender: Any?) { onClose?() }
            func save(_ value: Any?) { fatalError("unused") }
            strayStatementTheScannerSkips()
        }
        """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kitchen-sink-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: url)
        return url
    }
}
