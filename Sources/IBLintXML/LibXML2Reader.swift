import CLibXML2
import IBLintCore

/// One element as libxml2 parsed it: names and decoded values, but only a line number for position.
struct ParsedElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var parent: Int?
    /// The line libxml2's parser was on when it read the start tag (as its tree recorded it), or nil when
    /// it did not know (past line 65535, which the tree kept in 16 bits).
    var line: Int?
    /// Where libxml2 was in the file's bytes when it reported the element: the offset of the `>` or `/>`
    /// that ends its start tag, and the offset just past its end tag (`-1`: not known). Only claims, checked
    /// against the bytes before they are used (`ElementLocator`); without them, the tags are found by
    /// scanning the bytes.
    var tagEnd = -1
    var elementEnd = -1
}

/// The elements of a file as libxml2 reported them, and where each attribute's value starts in the file
/// when libxml2 handed it over in place, as written (`-1`: decoded, or not known), every element's in order:
/// one array for the file, not one for each element.
struct ParsedElements: Sendable {
    var elements: [ParsedElement]
    var valueStarts: [Int32]
}

/// libxml2's complaint about a file, with its position.
struct ParseFailure: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}

/// Parses with libxml2, reading the elements as libxml2's SAX2 interface reports them (names, attributes and
/// lines, in pre-order), without building libxml2's tree: building it, copying it out and freeing it was
/// more than half of libxml2's share of reading an interface file. What is read is what the tree held: an
/// attribute's value decoded as the tree's text children were (a reference to a user-declared entity stays
/// as written, `&name;`), an element's line as the tree recorded it. Elements libxml2 parses inside an
/// entity's replacement text (to check it) are not in the file's bytes and are left out, as the tree's
/// entity reference nodes were never entered. Safe to call from many threads at once: each call has its own
/// parser context, and the one-time global initialization runs exactly once before the first parse.
enum LibXML2Reader {
    /// `xmlInitParser` is not safe to race on older libxml2; a `static let` runs it exactly once.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// No network, no DTD loading, no entity substitution, no XInclude, default size and depth limits
    /// (no `XML_PARSE_HUGE`). `BIG_LINES` keeps line numbers right past line 65535. `NOBLANKS` and `COMPACT`:
    /// no text for the blanks between elements (only elements and attribute values are read). Not
    /// `NOERROR`: from libxml2 2.13 on it silences the structured error handler too (`recordError`), and the
    /// error shown became the last one, a consequence of the first at the wrong line. The handler already
    /// keeps libxml2's errors off stderr; warnings are not wanted at all (`NOWARNING`).
    static let options: Int32 = {
        let flags = XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_COMPACT.rawValue
        return Int32(bitPattern: UInt32(flags))
    }()

    /// What one parse collects. The parser context's `_private` points at it. libxml2 parses an entity's
    /// replacement text in a context of its own that copies `_private` (up to 2.12), or on the same context
    /// with the entity's text pushed as a second input (2.13 and later): `isTheFilesOwn` tells those
    /// callbacks apart.
    private struct ParseState {
        var context: xmlParserCtxtPtr?
        var recorder = ErrorRecorder()
        var elements: [ParsedElement] = []
        /// `ParsedElements.valueStarts`.
        var valueStarts: [Int32] = []
        /// Indices in `elements` of the elements whose end tag is still to come.
        var open: [Int] = []
        var names = NameCache()
    }

    private static func state(_ userData: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<ParseState>? {
        guard let userData else { return nil }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        return context.pointee._private?.assumingMemoryBound(to: ParseState.self)
    }

    /// Whether a callback reports the file's own bytes: from the parse's own context, reading the file
    /// itself (one input), not an entity's replacement text.
    private static func isTheFilesOwn(_ userData: UnsafeMutableRawPointer?, _ state: UnsafeMutablePointer<ParseState>) -> Bool {
        guard let context = state.pointee.context, UnsafeMutableRawPointer(context) == userData else { return false }
        return context.pointee.inputNr == 1
    }

    /// Receives libxml2's errors instead of stderr, whatever the global handlers are, and keeps the
    /// first fatal one: after a fatal error libxml2 keeps going and its *last* error is usually a
    /// consequence ("Premature end of data") rather than the cause ("Opening and ending tag mismatch").
    /// `userData` is the parser context.
    private static let recordError: xmlStructuredErrorFunc = { userData, error in
        guard let error, let state = state(userData) else { return }
        state.pointee.recorder.record(error.pointee)
    }

    /// `attributes` holds five pointers an attribute: local name, prefix, namespace URI, value, value end.
    /// The last `defaulted` of them are a DTD's defaults, which the tree left out unless asked for
    /// (`XML_PARSE_DTDATTR`, never set).
    private static let startElement: startElementNsSAX2Func = { userData, localName, prefix, _, _, _, attributeCount, defaulted, attributes in
        guard let state = state(userData), isTheFilesOwn(userData, state), let context = state.pointee.context else { return }
        let name = state.pointee.names.qualifiedName(localName, prefix)
        var read: [(name: String, value: String)] = []
        let completesAttributes = context.pointee.loadsubset & XML_COMPLETE_ATTRS != 0
        let count = Int(max(0, attributeCount - (completesAttributes ? 0 : max(0, defaulted))))
        read.reserveCapacity(count)
        if let attributes {
            for index in 0..<count {
                let base = index * 5
                read.append((state.pointee.names.qualifiedName(attributes[base], attributes[base + 1]),
                             attributeValue(from: attributes[base + 3], to: attributes[base + 4])))
            }
        }
        // The tree kept an element's line in 16 bits: past 65535 it guessed from neighbouring text nodes (and
        // landed on the wrong line), so such elements are matched by name alone. (Not `linenumbers`: libxml2
        // up to 2.14 always sets it, 2.15 and later never do, and the tree recorded lines either way.)
        var parsed = ParsedElement(name: name, attributes: read, parent: state.pointee.open.last, line: nil)
        var placed = false
        if let input = context.pointee.input {
            let current = Int(input.pointee.line)
            if current > 0, current < Int(UInt16.max) { parsed.line = current }
            // An attribute's value is handed over in place (a pointer into the input) when it needs no
            // decoding; a decoded one is a copy elsewhere. The offset in the file is what the input
            // dropped from its start (`consumed`) plus the distance from its base: the whole file is one
            // input, read as UTF-8 as it is (no conversion).
            if let base = input.pointee.base, let cursor = input.pointee.cur, let end = input.pointee.end, cursor >= base, cursor <= end {
                let consumed = Int(input.pointee.consumed)
                parsed.tagEnd = consumed + base.distance(to: cursor)
                if let attributes {
                    for index in 0..<count {
                        if let value = attributes[index * 5 + 3], value >= base, value < end {
                            state.pointee.valueStarts.append(Int32(truncatingIfNeeded: consumed + base.distance(to: value)))
                        } else {
                            state.pointee.valueStarts.append(-1)
                        }
                    }
                }
                placed = true
            }
        }
        if !placed { state.pointee.valueStarts.append(contentsOf: repeatElement(-1, count: count)) }
        let index = state.pointee.elements.count
        state.pointee.elements.append(parsed)
        state.pointee.open.append(index)
    }

    private static let endElement: endElementNsSAX2Func = { userData, _, _, _ in
        guard let state = state(userData), isTheFilesOwn(userData, state), let index = state.pointee.open.popLast() else { return }
        if let input = state.pointee.context?.pointee.input, let base = input.pointee.base, let cursor = input.pointee.cur,
           let end = input.pointee.end, cursor >= base, cursor <= end {
            state.pointee.elements[index].elementEnd = Int(input.pointee.consumed) + base.distance(to: cursor)
        }
    }

    private struct ErrorRecorder {
        var first: ParseFailure?
        var firstFatal: ParseFailure?

        mutating func record(_ error: xmlError) {
            guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let failure = LibXML2Reader.failure(from: error)
            if first == nil { first = failure }
            if firstFatal == nil, error.level == XML_ERR_FATAL { firstFatal = failure }
        }
    }

    static func parse(_ bytes: [UInt8]) -> Result<[ParsedElement], ParseFailure> {
        parseWithPositions(bytes).map(\.elements)
    }

    /// `parse`, with where libxml2 found each element and attribute value (`ParsedElements`).
    static func parseWithPositions(_ bytes: [UInt8]) -> Result<ParsedElements, ParseFailure> {
        _ = initialized
        guard bytes.count < Int(Int32.max) else {
            return .failure(ParseFailure(message: "file is too large to parse (\(bytes.count) bytes)", line: 1, column: 1))
        }
        guard let context = xmlNewParserCtxt() else {
            return .failure(ParseFailure(message: "libxml2 could not allocate a parser", line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        let state = UnsafeMutablePointer<ParseState>.allocate(capacity: 1)
        state.initialize(to: ParseState(context: context))
        // About one attribute for every 40 bytes of an interface file.
        state.pointee.valueStarts.reserveCapacity(bytes.count / 32)
        defer { state.deinitialize(count: 1); state.deallocate() }
        context.pointee._private = UnsafeMutableRawPointer(state)
        context.pointee.userData = UnsafeMutableRawPointer(context)
        if let sax = context.pointee.sax {
            sax.pointee.serror = recordError
            // Elements only: no tree, no text. The document, its DTD and entity declarations are still
            // libxml2's own handlers (references are checked against them).
            sax.pointee.startElementNs = startElement
            sax.pointee.endElementNs = endElement
            sax.pointee.characters = nil
            sax.pointee.cdataBlock = nil
            sax.pointee.reference = nil
            sax.pointee.comment = nil
            sax.pointee.processingInstruction = nil
        }
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                // The encoding is forced to UTF-8 so libxml2 reads exactly the bytes the tag scanner reads.
                xmlCtxtReadMemory(context, chars.baseAddress, Int32(bytes.count), nil, "UTF-8", options)
            }
        }
        if let document { xmlFreeDoc(document) }
        guard document != nil, context.pointee.wellFormed != 0 else {
            return .failure(state.pointee.recorder.firstFatal ?? state.pointee.recorder.first ?? lastError(of: context))
        }
        guard !state.pointee.elements.isEmpty else {
            return .failure(ParseFailure(message: "Document has no root element", line: 1, column: 1))
        }
        return .success(ParsedElements(elements: state.pointee.elements, valueStarts: state.pointee.valueStarts))
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

    /// An attribute's value as the tree's text children held it. libxml2 hands over the value with character
    /// and predefined references decoded, but for `&`, which it leaves as `&#38;` (for the tree builder to
    /// decode), and a reference to a user-declared entity as written: the tree made the first a text `&`
    /// and the second an entity reference node, read back as `&name;`.
    static func attributeValue(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> String {
        guard let start, let end, end > start else { return "" }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(utf8Bytes: bytes) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&"), let semicolon = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ";")) else {
                decoded.append(byte)
                index += 1
                continue
            }
            let reference = bytes[(index + 1)..<semicolon]
            if let scalar = characterReference(reference) {
                decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
            } else if let predefined = predefinedEntity(reference) {
                decoded.append(predefined)
            } else {
                decoded.append(contentsOf: bytes[index...semicolon])
            }
            index = semicolon + 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `#38`, `#x26`: the character; nil for anything else.
    private static func characterReference(_ reference: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        guard reference.first == UInt8(ascii: "#") else { return nil }
        var digits = reference.dropFirst()
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") { radix = 16; digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard let number = Int(String(UnicodeScalar(digit)), radix: Int(radix)) else { return nil }
            value = value * radix + UInt32(number)
        }
        return Unicode.Scalar(value)
    }

    private static func predefinedEntity(_ reference: Slice<UnsafeBufferPointer<UInt8>>) -> UInt8? {
        switch String(decoding: reference, as: UTF8.self) {
        case "amp": return UInt8(ascii: "&")
        case "lt": return UInt8(ascii: "<")
        case "gt": return UInt8(ascii: ">")
        case "quot": return UInt8(ascii: "\"")
        case "apos": return UInt8(ascii: "'")
        default: return nil
        }
    }

    /// Element and attribute names made `String`s once per distinct name pointer rather than once per use.
    /// libxml2 keeps names in its dictionary, one pointer per distinct name, for the whole parse, so a
    /// pointer stands for the same text throughout. Direct-mapped: a collision only costs a conversion.
    private struct NameCache {
        /// Slots: a power of two. libxml2 packs its dictionary's names next to each other, so their pointers
        /// are spread by a multiplicative hash: slots by the address's low bits missed a third of all look-ups
        /// (a `String(cString:)` again), this a fifth, nearly all a name's first use in its file. (1,024 slots
        /// missed a sixth, but cost more to make and free for every file than they saved.)
        private static let slotBits = 8
        private var pointers = [UnsafePointer<xmlChar>?](repeating: nil, count: 1 << slotBits)
        private var strings = [String](repeating: "", count: 1 << slotBits)

        mutating func qualifiedName(_ name: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
            guard let name else { return "" }
            if let prefix { return LibXML2Reader.string(prefix) + ":" + LibXML2Reader.string(name) }
            let slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: name)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.slotBits))
            if pointers[slot] == name { return strings[slot] }
            let string = LibXML2Reader.string(name)
            pointers[slot] = name
            strings[slot] = string
            return string
        }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        let length = Int(xmlStrlen(pointer))
        // A name longer than 15 bytes is a heap object of its own, made again by every file (a `String` holds
        // up to 15 bytes inline); Xcode's own long names are string literals instead, made once, never freed
        // or counted.
        if length > 15, let number = wellKnownNames.number(ofBytes: UnsafeRawBufferPointer(start: pointer, count: length)) {
            return wellKnownNameList[number]
        }
        return String(cString: pointer)
    }

    /// The element and attribute names longer than 15 bytes that Xcode writes in most interface files (those
    /// in at least three of the corpus's and the generated app's 625 files: 99 % of such names' uses).
    static let wellKnownNameList: [String] = [
        "accessibilityTraits", "activityIndicatorView", "adjustsFontForContentSizeCategory", "adjustsFontSizeToFit",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsLetterSpacingToFitWidth",
        "alwaysBounceVertical", "attributedString", "autocapitalizationType", "autocorrectionType",
        "automaticallyAdjustsScrollViewInsets", "autoresizingMask", "baseWritingDirection", "baselineAdjustment",
        "buttonConfiguration", "clearsContextBeforeDrawing", "cocoaTouchSystemColor", "collectionViewCell",
        "collectionViewCellContentView", "collectionViewController", "collectionViewFlowLayout", "configurationType",
        "contentHorizontalAlignment", "contentVerticalAlignment", "customColorSpace", "customModuleProvider",
        "dataDetectorType", "directionalEdgeInsets", "estimatedRowHeight", "estimatedSectionFooterHeight",
        "estimatedSectionHeaderHeight", "extendedLayoutIncludesOpaqueBars", "freeformSimulatedSizeMetrics",
        "gestureRecognizers", "hidesAccessoryWhenEditing", "hidesWhenStopped",
        "horizontalCompressionResistancePriority", "horizontalHuggingPriority", "indentationLevel",
        "indentationWidth", "inferredMetricsTieBreakers", "initialViewController", "insetsLayoutMarginsFromSafeArea",
        "keyboardDismissMode", "largeTitleDisplayMode", "minimumInteritemSpacing", "minimumLineSpacing",
        "minimumScaleFactor", "modalPresentationStyle", "modalTransitionStyle", "multipleTouchEnabled",
        "navigationController", "outletCollection", "placeholderIdentifier", "placeholderIntrinsicHeight",
        "placeholderIntrinsicWidth", "preferredMaxLayoutWidth", "preferredSymbolConfiguration",
        "preservesSuperviewLayoutMargins", "propertyAccessControl", "restorationIdentifier", "sectionFooterHeight",
        "sectionHeaderHeight", "segmentControlStyle", "segmentedControl", "selectedSegmentIndex",
        "separatorInsetReference", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator",
        "simulatedMetricsContainer", "simulatedNavigationBarMetrics", "simulatedOrientationMetrics",
        "simulatedScreenMetrics", "simulatedStatusBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "smartInsertDeleteType", "spellCheckingType", "storyboardIdentifier", "tabBarController",
        "tableViewCellContentView", "tableViewController", "tableViewSection", "tapGestureRecognizer",
        "tighteningFactorForTruncation", "translatesAutoresizingMaskIntoConstraints",
        "useStoryboardIdentifierAsRestorationIdentifier", "useTraitCollections", "userDefinedRuntimeAttribute",
        "userDefinedRuntimeAttributes", "userInteractionEnabled", "usesAttributedText",
        "verticalCompressionResistancePriority", "verticalHuggingPriority", "viewControllerLayoutGuide",
        "viewControllerPlaceholder", "visualEffectView"
    ]

    static let wellKnownNames = NameSet(wellKnownNameList)
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
