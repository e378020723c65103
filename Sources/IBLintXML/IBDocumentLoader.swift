import CLibXML2
import IBLintCore

/// Loads interface files with libxml2 (no network, no DTD, no entity substitution), then locates every
/// element and attribute in the raw bytes so rules can point at, and fixes can edit, exact spans.
public enum IBDocumentLoader {
    /// The version of the libxml2 loaded at run time (it is a system library, upgraded on its own).
    public static var libxml2Version: String { iblint_libxml2_version().map { String(cString: $0) } ?? "unknown" }

    /// Parses `bytes` as the interface file at `path`. Safe to call concurrently.
    public static func load(path: String, bytes: [UInt8]) -> Result<IBDocument, IBLoadError> {
        load(path: path, contents: FileContents(bytes))
    }

    /// Parses `contents` as the interface file at `path`; the document keeps them (its file's), so that
    /// bytes a run lets go once parsed (`FileContents.release`) are let go by the document too.
    public static func load(path: String, contents: FileContents) -> Result<IBDocument, IBLoadError> {
        let file = SourceFile(path: path, contents: contents)
        let bytes = file.bytes
        if let problem = preflight(file) { return .failure(problem) }

        let parsed: [ParsedElement], valueStarts: [Int32]
        switch LibXML2Reader.parseWithPositions(bytes) {
        case .success(let read): (parsed, valueStarts) = (read.elements, read.valueStarts)
        case .failure(let failure):
            if let conflict = firstConflictMarker(in: file) {
                return .failure(IBLoadError(path: path, line: conflict, message:
                    "This file contains an unresolved merge conflict (<<<<<<< at line \(conflict)); resolve the conflict, keeping one side of each block, then check the file opens in Xcode"))
            }
            return .failure(IBLoadError(path: path, line: failure.line, column: failure.column,
                                        message: describe(failure)))
        }
        guard let root = parsed.first else {
            return .failure(IBLoadError(path: path, line: 1, message: "XML is not well-formed: it has no root element"))
        }
        let rootLine = root.line ?? 1
        if root.name == "archive" {
            return .failure(IBLoadError(path: path, line: rootLine, message:
                "This file uses the Interface Builder format of Xcode 7 or earlier (an <archive> root); open and save it in a current Xcode"))
        }
        if root.name != "document" {
            return .failure(IBLoadError(path: path, line: rootLine, message:
                "This file is not an Interface Builder file: its root element is <\(root.name)>, not <document>"))
        }
        guard let documentType = root.attributes.first(where: { $0.name == "type" })?.value, !documentType.isEmpty else {
            return .failure(IBLoadError(path: path, line: rootLine, message:
                "This file is not an Interface Builder file: its <document> element has no type attribute"))
        }

        let elements = ElementLocator.locate(parsed, valueStarts: valueStarts, in: file)
        return .success(IBDocumentBuilder.build(file: file, documentType: documentType, elements: elements))
    }

    /// Problems worth a clearer message than libxml2's: empty files and bytes that are not UTF-8.
    private static func preflight(_ file: SourceFile) -> IBLoadError? {
        let bytes = file.bytes
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return IBLoadError(path: file.path, line: 1, message:
                "This file is empty; an Interface Builder file is an XML <document>: restore it from version control or re-create it in Xcode")
        }
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            let position = file.position(ofByte: bad)
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            return IBLoadError(path: file.path, line: position.line, column: position.column, message:
                "This file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) at line \(position.line), column \(position.column)); Interface Builder files are UTF-8: fix or remove that byte, or re-save the file in Xcode")
        }
        return nil
    }

    /// The line of the first `<<<<<<< ` at the start of a line: the usual reason an IB file stops parsing.
    private static func firstConflictMarker(in file: SourceFile) -> Int? {
        let marker = Array("<<<<<<< ".utf8)
        for index in 0..<file.lineCount {
            let start = file.lineStart(index)
            guard start + marker.count <= file.bytes.count else { continue }
            if file.bytes[start..<start + marker.count].elementsEqual(marker) { return index + 1 }
        }
        return nil
    }

    private static func describe(_ failure: ParseFailure) -> String {
        let message = failure.message
        // libxml2's default limits (kept: the input is untrusted) on depth and on the length of names,
        // values, text and comments: "Excessive depth … use XML_PARSE_HUGE", "AttValue length too long",
        // "xmlSAX2Characters: huge text node", "Comment too big found".
        let lowercased = message.lowercased()
        if ["xml_parse_huge", "too long", "too big", "huge", "limit exceeded"].contains(where: lowercased.containsText) {
            // libxml2's suggestion is an API flag, not something a user can do.
            let reason = message.firstRange(ofText: " use XML_PARSE_HUGE").map { String(message[..<$0.lowerBound]) } ?? message
            let what = lowercased.containsText("depth") ? "is nested too deeply" : "holds a value or text too large"
            return "XML \(what) to parse safely (\(reason)); Xcode does not write such files"
        }
        if message == "Document is empty" || message.hasPrefix("Start tag expected") {
            return "This file is not XML (\(message)); an Interface Builder file starts with <?xml …?> and a <document> element"
        }
        return "XML is not well-formed: \(message)"
    }
}

/// Validates UTF-8 without building a String, to report where the first bad byte is.
enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                // ASCII, most of any interface file, eight bytes at a time.
                index = ASCIIBytes.firstNonASCII(in: raw, from: index)
                guard index < count else { break }
                let lead = buffer[index]
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
                default: return index
                }
                guard index + length <= count else { return index }
                for offset in 1..<length {
                    let continuation = buffer[index + offset]
                    guard continuation & 0xC0 == 0x80 else { return index }
                    scalar = scalar << 6 | UInt32(continuation & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
                index += length
            }
            return nil
        }
    }
}
