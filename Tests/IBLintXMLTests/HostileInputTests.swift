import XCTest
@testable import IBLintXML
import IBLintCore

/// Malformed and hostile files: each is an error for that file (or a harmless result), never a crash,
/// a hang, a file read, or output on stderr.
final class HostileInputTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testEmptyAndBlankFiles() throws {
        for input in ["", "  \n\t\r\n"] {
            let error = try XCTUnwrap(Fixtures.loadError(bytes(input)))
            XCTAssertTrue(error.message.hasPrefix("This file is empty"), error.message)
            XCTAssertEqual(error.line, 1)
        }
    }

    func testNotXML() throws {
        let error = try XCTUnwrap(Fixtures.loadError(bytes("just some text\n")))
        XCTAssertTrue(error.message.hasPrefix("This file is not XML"), error.message)
        let json = try XCTUnwrap(Fixtures.loadError(bytes("{\"document\": 1}")))
        XCTAssertTrue(json.message.hasPrefix("This file is not XML"), json.message)
    }

    func testTagMismatchReportsLibxml2MessageAndPosition() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <objects>
                <view id="a">
                    <label id="b">
                </view>
            </objects>
        </document>
        """
        let error = try XCTUnwrap(Fixtures.loadError(bytes(xml)))
        XCTAssertEqual(error.message, "XML is not well-formed: Opening and ending tag mismatch: label line 5 and view")
        XCTAssertEqual(error.line, 6)
        XCTAssertGreaterThan(error.column, 1)
        XCTAssertEqual(error.path, "Broken.xib")
    }

    func testMergeConflictMarkers() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <objects>
        <<<<<<< HEAD
                <view id="a"/>
        =======
                <view id="b"/>
        >>>>>>> feature
            </objects>
        </document>
        """
        let error = try XCTUnwrap(Fixtures.loadError(bytes(xml)))
        XCTAssertEqual(error.line, 4)
        XCTAssertTrue(error.message.hasPrefix("This file contains an unresolved merge conflict (<<<<<<< at line 4)"), error.message)
    }

    func testTruncatedFile() throws {
        let whole = Array(Fixtures.mainStoryboard.utf8)
        for length in [10, 100, whole.count / 2, whole.count - 5] {
            let error = try XCTUnwrap(Fixtures.loadError(Array(whole[..<length])), "length \(length)")
            XCTAssertTrue(error.message.hasPrefix("XML is not well-formed") || error.message.hasPrefix("This file is not XML"), error.message)
            XCTAssertGreaterThanOrEqual(error.line, 1)
        }
    }

    func testInvalidUTF8() throws {
        var input = bytes("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\">\n  <label text=\"caf")
        input += [0xE9]  // Latin-1 é
        input += bytes("\" id=\"a\"/>\n</document>\n")
        let error = try XCTUnwrap(Fixtures.loadError(input))
        XCTAssertTrue(error.message.hasPrefix("This file is not valid UTF-8 (byte 0xE9 at line 3, column 19)"), error.message)
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 19)
        // A declared legacy encoding does not make libxml2 transcode: offsets must stay UTF-8 offsets.
        let latin1 = bytes("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document type=\"x\"><a text=\"caf") + [0xE9] + bytes("\"/></document>")
        XCTAssertNotNil(Fixtures.loadError(latin1))
        // Overlong encodings and surrogates are invalid too.
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82]] {
            XCTAssertEqual(UTF8Validation.firstInvalidByte(in: bytes("<a>") + bad + bytes("</a>")), 3)
        }
        XCTAssertNil(UTF8Validation.firstInvalidByte(in: bytes("é😀ü€")))
    }

    func testArchiveFormatOfXcode7() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data><int key="IBDocument.SystemTarget">1552</int></data>
        </archive>
        """
        let error = try XCTUnwrap(Fixtures.loadError(bytes(xml)))
        XCTAssertTrue(error.message.contains("Xcode 7 or earlier"), error.message)
        XCTAssertTrue(error.message.contains("open and save it in a current Xcode"), error.message)
        XCTAssertEqual(error.line, 2)
    }

    func testOtherRootAndMissingType() throws {
        let plist = try XCTUnwrap(Fixtures.loadError(bytes("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>")))
        XCTAssertEqual(plist.message, "This file is not an Interface Builder file: its root element is <plist>, not <document>")
        let untyped = try XCTUnwrap(Fixtures.loadError(bytes("<document version=\"3.0\"><objects/></document>")))
        XCTAssertEqual(untyped.message, "This file is not an Interface Builder file: its <document> element has no type attribute")
    }

    func testExternalEntitiesAreNeverRead() throws {
        let secret = "iblint-secret-\(UInt32.random(in: 0...UInt32.max))"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-xxe-\(secret)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let secretFile = directory.appendingPathComponent("secret.txt")
        try secret.write(to: secretFile, atomically: true, encoding: .utf8)

        for target in ["file:///etc/passwd", secretFile.absoluteString] {
            let inContent = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY x SYSTEM "\(target)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects><label text="safe" id="a">&x;</label></objects>
            </document>
            """
            switch IBDocumentLoader.load(path: "xxe.xib", bytes: bytes(inContent)) {
            case .success(let document):
                for element in document.elements {
                    for attribute in element.attributes {
                        XCTAssertFalse(attribute.value.contains("root:"), attribute.value)
                        XCTAssertFalse(attribute.value.contains(secret), attribute.value)
                    }
                }
                XCTAssertEqual(document.elements.map(\.name), ["document", "objects", "label"])
            case .failure(let error):
                XCTAssertFalse(error.message.contains("root:") || error.message.contains(secret), error.message)
            }

            let inAttribute = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY x SYSTEM "\(target)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects><label text="&x;" id="a"/></objects>
            </document>
            """
            switch IBDocumentLoader.load(path: "xxe.xib", bytes: bytes(inAttribute)) {
            case .success(let document):
                let text = document.element(withID: "a")?["text"] ?? ""
                XCTAssertFalse(text.contains("root:") || text.contains(secret), text)
            case .failure(let error):
                XCTAssertFalse(error.message.contains("root:") || error.message.contains(secret), error.message)
            }
        }

        // Parameter entities and an external DTD are not loaded either.
        let parameter = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document SYSTEM "\(secretFile.absoluteString)" [<!ENTITY % p SYSTEM "\(secretFile.absoluteString)"> %p;]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>
        """
        switch IBDocumentLoader.load(path: "xxe.xib", bytes: bytes(parameter)) {
        case .success(let document): XCTAssertEqual(document.elements.count, 2)
        case .failure(let error): XCTAssertFalse(error.message.contains(secret), error.message)
        }
    }

    func testBillionLaughsFinishesFast() throws {
        var dtd = "<!ENTITY lol0 \"lollollollollollollollollollol\">\n"
        for level in 1...12 {
            let previous = "&lol\(level - 1);"
            dtd += "<!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">\n"
        }
        for body in ["<objects><label id=\"a\">&lol12;</label></objects>", "<objects><label text=\"&lol12;\" id=\"a\"/></objects>"] {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [
            \(dtd)]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\(body)</document>
            """
            let clock = ContinuousClock()
            let started = clock.now
            let result = IBDocumentLoader.load(path: "lol.xib", bytes: bytes(xml))
            let elapsed = clock.now - started
            XCTAssertLessThan(elapsed, .seconds(10), "took \(elapsed)")  // expanded, it would never finish
            if case .success(let document) = result {
                let text = document.element(withID: "a")?["text"] ?? ""
                XCTAssertLessThan(text.utf8.count, 1_000, "entity expanded into the attribute")
            }
        }
    }

    func testDeepNestingIsAnErrorNotACrash() throws {
        for depth in [300, 10_000, 200_000] {
            let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
                + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
            let error = try XCTUnwrap(Fixtures.loadError(bytes(xml)), "depth \(depth)")
            XCTAssertTrue(error.message.contains("nested too deeply"), error.message)
        }
        // Within libxml2's limit, a deep tree loads and is walked without recursion.
        let depth = 250
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
            + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        let document = try Fixtures.load(xml)
        XCTAssertEqual(document.elements.count, depth + 1)
        XCTAssertEqual(document.elements.last?.parent, depth - 1)
        XCTAssertEqual(document.file.text(document.elements[depth].range), "<view></view>")
    }

    func testLibxml2PrintsNothing() throws {
        let inputs = [
            "<document type=\"x\"><view></label></document>",
            "<document type=\"x\">&undefined;</document>",
            "<!DOCTYPE document [<!ENTITY e \"1\">]><document type=\"x\">&other;</document>",
            "<document xmlns:a=\"not a uri\" type=\"x\"><a:b/><c:d/></document>",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"x\" type=\"y\"/>",
            "<document type=\"x\">" + String(repeating: "<v>", count: 1_000),
            "\u{1}\u{2}<<<>>>",
        ]
        let output = try capturingStandardError {
            for input in inputs { _ = IBDocumentLoader.load(path: "noisy.xib", bytes: bytes(input)) }
        }
        XCTAssertEqual(output, "")
    }

    /// Runs `body` with file descriptor 2 redirected to a temporary file, and returns what was written.
    private func capturingStandardError(_ body: () -> Void) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("iblint-stderr-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: url) }
        let capture = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard capture >= 0 else { throw XCTSkip("cannot create \(url.path)") }
        fflush(nil)
        let saved = dup(2)
        dup2(capture, 2)
        body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        close(capture)
        return try String(contentsOf: url, encoding: .utf8)
    }

    func testRandomBytesNeverCrash() {
        var generator = SplitMix64(seed: 0x1B1_1A7)
        let template = Array(Fixtures.profileHeaderXib.utf8)
        let markup = Array("<>/\"'=!?-[]& ".utf8)
        for round in 0..<300 {
            var input: [UInt8]
            switch round % 3 {
            case 0:
                input = (0..<Int(generator.next() % 2_000)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            case 1:
                // Valid file with a few bytes flipped: exercises the scanner on almost-IB input.
                input = template
                for _ in 0..<(1 + Int(generator.next() % 4)) {
                    input[Int(generator.next() % UInt64(input.count))] = markup[Int(generator.next() % UInt64(markup.count))]
                }
            default:
                input = Array(template[..<Int(generator.next() % UInt64(template.count))])
            }
            switch IBDocumentLoader.load(path: "random.xib", bytes: input) {
            case .success(let document):
                for element in document.elements {
                    XCTAssertLessThanOrEqual(element.startTag.end, input.count)
                    if !element.startTag.isEmpty {
                        XCTAssertTrue(document.file.text(element.startTag).hasPrefix("<" + element.name))
                    }
                }
            case .failure(let error):
                XCTAssertFalse(error.message.isEmpty)
                XCTAssertGreaterThanOrEqual(error.line, 1)
            }
        }
    }
}

/// `UTF8Validation.firstInvalidByte` (eight ASCII bytes at a time) finds the first byte the standard
/// library's UTF-8 decoder rejects, on random mixes of ASCII, valid multi-byte sequences and stray bytes.
final class UTF8ValidationTests: XCTestCase {
    private func firstRejected(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    func testAgreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 13)
        let pieces: [[UInt8]] = [Array("abcdefgh".utf8), Array("<a b=\"c\"/>\n".utf8), Array("é".utf8), Array("日本".utf8),
                                 Array("😀".utf8), [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                 [0x80], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98]]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 40) {
                let piece = Int(random.next() % UInt64(pieces.count))
                // Mostly valid text, now and then a stray or truncated sequence.
                bytes += piece < 6 || random.next() % 8 == 0 ? pieces[piece] : pieces[Int(random.next() % 6)]
            }
            XCTAssertEqual(UTF8Validation.firstInvalidByte(in: bytes), firstRejected(bytes), "\(bytes)")
        }
        XCTAssertNil(UTF8Validation.firstInvalidByte(in: []))
        XCTAssertEqual(UTF8Validation.firstInvalidByte(in: Array(repeating: 0x41, count: 17) + [0x80]), 17)
    }
}
