import CLibXML2

/// One element as libxml2 parsed it: names and decoded values, but only a line number for position.
struct ParsedElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var parent: Int?
    /// `xmlGetLineNo`, or nil when libxml2 did not know.
    var line: Int?
}

/// libxml2's complaint about a file, with its position.
struct ParseFailure: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}

/// Parses with libxml2 and copies the element tree out (element nodes only, pre-order), then frees
/// everything libxml2 allocated. Safe to call from many threads at once: each call has its own parser
/// context, and the one-time global initialization runs exactly once before the first parse.
enum LibXML2Tree {
    /// `xmlInitParser` is not safe to race on older libxml2; a `static let` runs it exactly once.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// No network, no DTD loading, no entity substitution, no XInclude, default size and depth limits
    /// (no `XML_PARSE_HUGE`). `BIG_LINES` keeps line numbers right past line 65535. `NOBLANKS` and `COMPACT`:
    /// no text node for the blanks between elements, short texts kept inside their nodes (only elements and
    /// attribute values are read; a sixth less of libxml2's work).
    static let options: Int32 = {
        let flags = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_COMPACT.rawValue
        return Int32(bitPattern: UInt32(flags))
    }()

    /// Receives libxml2's errors instead of stderr, whatever the global handlers are, and keeps the
    /// first fatal one: after a fatal error libxml2 keeps going and its *last* error is usually a
    /// consequence ("Premature end of data") rather than the cause ("Opening and ending tag mismatch").
    /// `userData` is the parser context, whose `_private` points at the call's `ErrorRecorder`.
    private static let recordError: xmlStructuredErrorFunc = { userData, error in
        guard let userData, let error else { return }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let recorder = context.pointee._private?.assumingMemoryBound(to: ErrorRecorder.self) else { return }
        recorder.pointee.record(error.pointee)
    }

    private struct ErrorRecorder {
        var first: ParseFailure?
        var firstFatal: ParseFailure?

        mutating func record(_ error: xmlError) {
            guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let failure = LibXML2Tree.failure(from: error)
            if first == nil { first = failure }
            if firstFatal == nil, error.level == XML_ERR_FATAL { firstFatal = failure }
        }
    }

    static func parse(_ bytes: [UInt8]) -> Result<[ParsedElement], ParseFailure> {
        _ = initialized
        guard bytes.count < Int(Int32.max) else {
            return .failure(ParseFailure(message: "file is too large to parse (\(bytes.count) bytes)", line: 1, column: 1))
        }
        guard let context = xmlNewParserCtxt() else {
            return .failure(ParseFailure(message: "libxml2 could not allocate a parser", line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        let recorder = UnsafeMutablePointer<ErrorRecorder>.allocate(capacity: 1)
        recorder.initialize(to: ErrorRecorder())
        defer { recorder.deinitialize(count: 1); recorder.deallocate() }
        context.pointee._private = UnsafeMutableRawPointer(recorder)
        context.pointee.userData = UnsafeMutableRawPointer(context)
        if let sax = context.pointee.sax {
            sax.pointee.serror = recordError
        }
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                // The encoding is forced to UTF-8 so libxml2 reads exactly the bytes the tag scanner reads.
                xmlCtxtReadMemory(context, chars.baseAddress, Int32(bytes.count), nil, "UTF-8", options)
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            return .failure(recorder.pointee.firstFatal ?? recorder.pointee.first ?? lastError(of: context))
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            return .failure(ParseFailure(message: "Document has no root element", line: 1, column: 1))
        }
        return .success(elements(from: root))
    }

    private static func lastError(of context: xmlParserCtxtPtr) -> ParseFailure {
        guard let error = xmlCtxtGetLastError(context), error.pointee.code != 0 else {
            return ParseFailure(message: "Document is not well-formed", line: 1, column: 1)
        }
        return failure(from: error.pointee)
    }

    fileprivate static func failure(from error: xmlError) -> ParseFailure {
        let text = error.message.map { String(cString: $0) } ?? "Document is not well-formed"
        let message = text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
        return ParseFailure(message: message, line: max(1, Int(error.line)), column: max(1, Int(error.int2)))
    }

    /// Pre-order walk with an explicit stack, so nesting depth never touches the call stack.
    /// Only element nodes are visited: entity reference nodes are not entered (their content is not in
    /// the file's bytes where the reference stands, and expanding them is what entity bombs exploit).
    private static func elements(from root: xmlNodePtr) -> [ParsedElement] {
        var names = NameCache()
        var result: [ParsedElement] = []
        var stack: [(node: xmlNodePtr, parent: Int?)] = [(root, nil)]
        var children: [xmlNodePtr] = []
        while let (node, parent) = stack.popLast() {
            let index = result.count
            // Element lines are stored in 16 bits; past 65535 `xmlGetLineNo` guesses from neighbouring
            // text nodes (and lands on the wrong line), so such elements are matched by name alone.
            let line = node.pointee.line == UInt16.max ? -1 : xmlGetLineNo(node)
            result.append(ParsedElement(name: names.qualifiedName(node.pointee.name, node.pointee.ns),
                                        attributes: attributes(of: node, names: &names), parent: parent,
                                        line: line > 0 ? Int(line) : nil))
            children.removeAll(keepingCapacity: true)
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                child = current.pointee.next
            }
            for element in children.reversed() { stack.append((element, index)) }
        }
        return result
    }

    private static func attributes(of node: xmlNodePtr, names: inout NameCache) -> [(name: String, value: String)] {
        // Counted first: grown one by one, the arrays' reallocations were a third of this copy.
        var count = 0
        var attribute = node.pointee.properties
        while let current = attribute {
            count += 1
            attribute = current.pointee.next
        }
        var result: [(name: String, value: String)] = []
        result.reserveCapacity(count)
        attribute = node.pointee.properties
        while let current = attribute {
            result.append((names.qualifiedName(current.pointee.name, current.pointee.ns), value(of: current)))
            attribute = current.pointee.next
        }
        return result
    }

    /// Element and attribute names made `String`s once per distinct name pointer rather than once per use.
    /// libxml2 keeps names in its dictionary, one pointer per distinct name, and the tree is not changed
    /// while it is copied, so a pointer stands for the same text throughout. Direct-mapped: a collision
    /// only costs a conversion.
    private struct NameCache {
        private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: 256)
        private var strings = [String](repeating: "", count: 256)

        mutating func qualifiedName(_ name: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?) -> String {
            guard namespace?.pointee.prefix == nil, let name else { return LibXML2Tree.qualifiedName(name, namespace) }
            let slot = Int(truncatingIfNeeded: UInt(bitPattern: name) >> 3) & 255
            if pointers[slot] == name { return strings[slot] }
            let string = LibXML2Tree.string(name)
            pointers[slot] = name
            strings[slot] = string
            return string
        }
    }

    /// The decoded value: text children concatenated. A reference to a user-declared entity stays as
    /// written (`&name;`) instead of being expanded (`xmlNodeGetContent` would expand it recursively).
    private static func value(of attribute: xmlAttrPtr) -> String {
        var child = attribute.pointee.children
        guard let first = child else { return "" }
        if first.pointee.next == nil, first.pointee.type == XML_TEXT_NODE {
            return string(first.pointee.content)
        }
        var value = ""
        while let current = child {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: value += string(current.pointee.content)
            case XML_ENTITY_REF_NODE: value += "&" + string(current.pointee.name) + ";"
            default: break
            }
            child = current.pointee.next
        }
        return value
    }

    private static func qualifiedName(_ name: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?) -> String {
        let local = string(name)
        guard let prefix = namespace?.pointee.prefix else { return local }
        return string(prefix) + ":" + local
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
