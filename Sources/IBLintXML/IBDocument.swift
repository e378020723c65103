import IBLintCore

/// One attribute of an element as written in the file.
public struct IBAttribute: Sendable, Hashable {
    public var name: String
    /// The value with entities decoded (what libxml2 reports).
    public var value: String
    /// The two spans' offsets, as 32 bits each (`UInt32.max` as start: not located). Every attribute of the
    /// project is kept for the whole run; two optional `ByteRange`s made an attribute 80 bytes, these 48.
    private var valueStart = UInt32.max, valueEnd: UInt32 = 0
    private var rangeStart = UInt32.max, rangeEnd: UInt32 = 0

    /// Byte span of the raw value between the quotes (for edits), when it could be located.
    public var valueRange: ByteRange? {
        get { IBAttribute.unpack(valueStart, valueEnd) }
        set { (valueStart, valueEnd) = IBAttribute.pack(newValue) }
    }

    /// Byte span of the whole `name="value"` text, when it could be located.
    public var range: ByteRange? {
        get { IBAttribute.unpack(rangeStart, rangeEnd) }
        set { (rangeStart, rangeEnd) = IBAttribute.pack(newValue) }
    }

    /// The spans as stored: `(UInt32.max, 0)` when not located (for the cache's coding).
    var packedValueRange: (UInt32, UInt32) { (valueStart, valueEnd) }
    var packedRange: (UInt32, UInt32) { (rangeStart, rangeEnd) }

    init(name: String, value: String, packedValueRange: (UInt32, UInt32), packedRange: (UInt32, UInt32)) {
        self.name = name
        self.value = value
        (valueStart, valueEnd) = packedValueRange
        (rangeStart, rangeEnd) = packedRange
    }

    public init(name: String, value: String, valueRange: ByteRange? = nil, range: ByteRange? = nil) {
        self.name = name
        self.value = value
        self.valueRange = valueRange
        self.range = range
    }

    /// Every located span fits: a `ByteRange` ends at most at `ByteRange.maximumOffset`, below `UInt32.max`.
    @inline(__always) static func pack(_ range: ByteRange?) -> (UInt32, UInt32) {
        guard let range, range.start >= 0 else { return (.max, 0) }
        return (UInt32(range.start), UInt32(range.end))
    }

    @inline(__always) private static func unpack(_ start: UInt32, _ end: UInt32) -> ByteRange? {
        start == .max ? nil : ByteRange(start: Int(start), end: Int(end))
    }
}

/// One element of an interface file. Elements live in `IBDocument.elements` in document order
/// (pre-order); `parent` is an index into that array, and the document knows each element's children
/// (`IBDocument.children(of:)`): in pre-order an element's descendants are the elements right after it.
public struct IBElement: Sendable, Hashable {
    // Every element of the project is kept for the whole run: its index, parent, line and column are kept
    // in 32 bits each (a file is below 2 GiB, so are its counts of elements, lines and columns), its range
    // as its end (it starts where the start tag does), its attributes as a run of its document's, and its
    // children not at all (an array for each element with any was a heap block each, 10,500 of them at
    // scale 1): 64 bytes, and no heap block of its own.
    private var storedIndex: Int32
    /// The parent's index, or -1.
    private var storedParent: Int32
    /// Where `id`, `customClass` and `customModule` are in `attributes` (`-1`: absent; `-2`: too many
    /// attributes to say, searched), kept with them. Rules ask most elements of the project for the first two,
    /// and the search by name was a twentieth of a cold run. (In the padding before `name`: no larger.)
    var idSlot: Int8 = -1, customClassSlot: Int8 = -1, customModuleSlot: Int8 = -1
    /// Where the first `storyboardIdentifier` or `reuseIdentifier` is in `attributes`: 0–62, a Storyboard
    /// ID at that position; 64–126, a reuse identifier at that position plus 64; -1, neither; -2, both, or
    /// too far in to say (searched). The identifier catalogs of two rules ask every element of the project
    /// for the two (`IBDocument.identifierValues(at:)`), and reading each element's attributes for them was
    /// 3 % of a pre-commit run on the generated app. (In the last byte of padding before `rangeEnd`.)
    var identifierSlot: Int8 = -1
    /// Where `range` ends (in the padding before `name` too).
    private var rangeEnd: Int32
    public var name: String
    /// A run of the document's attributes (`IBAttributes`), 16 bytes.
    public var attributes: IBAttributes { didSet { indexKnownAttributes() } }
    private var line: UInt32, column: UInt32

    public var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = Int32(newValue) }
    }

    /// The parent's index, or -1 (read without making an optional).
    var storedParentIndex: Int32 { storedParent }

    public var parent: Int? {
        get { storedParent < 0 ? nil : Int(storedParent) }
        set { storedParent = newValue.map { Int32($0) } ?? -1 }
    }

    /// 1-based line and column of the `<` of the start tag.
    public var position: LinePosition {
        get { LinePosition(line: Int(line), column: Int(column)) }
        set { (line, column) = (UInt32(newValue.line), UInt32(newValue.column)) }
    }
    /// Byte span of the start tag, `<` through `>` (or `/>`).
    public private(set) var startTag: ByteRange
    /// Byte span of the whole element, start tag through end tag (equal to `startTag` when empty): it
    /// starts where the start tag does.
    public var range: ByteRange { ByteRange(start: startTag.start, end: Int(rangeEnd)) }

    /// `name == tag`, lengths first: comparing two different strings cost about 100 instructions, and
    /// questions asked of every element of every file (its scenes, storyboard references) are mostly
    /// answered no; a name of another length is answered without comparing. `tag`: ASCII without `K`, `;`
    /// or `` ` `` (every tag iblint asks about), which a name equals only with the same bytes (`==` compares
    /// canonically, and the Kelvin sign, the Greek question mark and the Greek varia are a `K`, `;` and
    /// `` ` `` of three bytes).
    @inlinable public func isNamed(_ tag: String) -> Bool {
        assert(tag.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") },
               "isNamed(\(tag)) may differ from ==")
        return name.utf8.count == tag.utf8.count && name == tag
    }

    /// An element with attributes of its own. `range` must start where `startTag` does (it is kept as its
    /// end): an element starts with its start tag.
    public init(index: Int, name: String, attributes: [IBAttribute], parent: Int?,
                position: LinePosition, startTag: ByteRange, range: ByteRange) {
        self.init(index: index, name: name, sharing: IBAttributes(attributes), parent: parent, position: position,
                  startTag: startTag, range: range)
    }

    /// An element whose attributes are a run of its document's (`IBAttributes(sharing:_:)`). `range` starts
    /// where `startTag` does.
    init(index: Int, name: String, sharing attributes: IBAttributes, parent: Int?,
         position: LinePosition, startTag: ByteRange, range: ByteRange) {
        precondition(range.start == startTag.start, "an element's range \(range) starts where its start tag \(startTag) does")
        storedIndex = Int32(index)
        storedParent = parent.map { Int32($0) } ?? -1
        self.name = name
        self.attributes = attributes
        (line, column) = (UInt32(position.line), UInt32(position.column))
        self.startTag = startTag
        rangeEnd = Int32(range.end)
        indexKnownAttributes()
    }

    /// Finds `id`, `customClass`, `customModule`, `storyboardIdentifier` and `reuseIdentifier` (what `init`
    /// and every change of `attributes` do; the cache's decoder too). A name of another length is none of
    /// them: all five are ASCII without `K`, the one letter another character (U+212A) is canonically equal to.
    mutating func indexKnownAttributes() {
        idSlot = -1
        customClassSlot = -1
        customModuleSlot = -1
        identifierSlot = -1
        guard attributes.count <= Int(Int8.max) else {
            (idSlot, customClassSlot, customModuleSlot, identifierSlot) = (-2, -2, -2, -2)
            return
        }
        var storyboardIdentifierAt = -1, reuseIdentifierAt = -1
        for index in attributes.indices.reversed() {
            let name = attributes[index].name
            switch name.utf8.count {
            case 2: if name == "id" { idSlot = Int8(index) }
            case 11: if name == "customClass" { customClassSlot = Int8(index) }
            case 12: if name == "customModule" { customModuleSlot = Int8(index) }
            case 15: if name == "reuseIdentifier" { reuseIdentifierAt = index }
            case 20: if name == "storyboardIdentifier" { storyboardIdentifierAt = index }
            default: break
            }
        }
        switch (storyboardIdentifierAt, reuseIdentifierAt) {
        case (-1, -1): identifierSlot = -1
        case (0...62, -1): identifierSlot = Int8(storyboardIdentifierAt)
        case (-1, 0...62): identifierSlot = Int8(64 + reuseIdentifierAt)
        default: identifierSlot = -2
        }
    }

    @inline(__always) private func knownAttribute(_ slot: Int8, _ name: String) -> String? {
        Self.knownAttribute(slot, name, in: attributes)
    }

    @inline(__always) static func knownAttribute(_ slot: Int8, _ name: String, in attributes: IBAttributes) -> String? {
        if slot >= 0 { return attributes.storage[attributes.storageIndices.lowerBound + Int(slot)].value }
        return slot == -1 ? nil : value(of: name, in: attributes)
    }

    public subscript(_ attribute: String) -> String? { Self.value(of: attribute, in: attributes) }
    /// `self[name]` with the name's query made once, for a name asked of many elements.
    public subscript(_ query: NameQuery) -> String? { Self.value(of: query, in: attributes) }

    fileprivate static func value(of attribute: String, in attributes: IBAttributes) -> String? {
        value(of: NameQuery(attribute), in: attributes)
    }

    static func value(of query: NameQuery, in attributes: IBAttributes) -> String? {
        // In place: `first(where:)` copied each attribute it passed (a retain and release of two strings).
        // Names of another length are passed over by their length alone when that decides (`NameQuery`):
        // rules look attributes up by name on every element of the project, and comparing each name's
        // first byte was 2.6 % of a cold run.
        // Through the document's array itself (as an array's elements, read without copying them out;
        // through a buffer pointer the search became a closure of its own, called for every look-up).
        let storage = attributes.storage
        for index in attributes.storageIndices where query.matches(storage[index].name) {
            return storage[index].value
        }
        return nil
    }

    public func attribute(_ name: String) -> IBAttribute? {
        let query = NameQuery(name)
        return attributes.first { query.matches($0.name) }
    }

    /// A name compared with many others (an attribute looked up among an element's). When the name is
    /// ASCII without `K`, `;` or `` ` `` (the ASCII characters another character is canonically equal to:
    /// U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK, U+1FEF GREEK VARIA), only a string with the same
    /// bytes equals it as a `String`, so a name of another length in UTF-8 does not: no ASCII character
    /// is composed with another into one, and no other character but those three decomposes to ASCII
    /// (`NameQueryTests` holds it to `==`). Made once for a
    /// name looked up on every element of a document (`IBDocument.attributeValue(_:at:)`).
    public struct NameQuery: Sendable {
        public let name: String
        /// The name's length in UTF-8 when it decides, else -1.
        let decidingLength: Int

        @inline(__always) public init(_ name: String) {
            self.name = name
            // Read in place (iterating `utf8` cost more than the comparisons it saves).
            decidingLength = name.withUTF8Bytes { bytes in
                for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "K") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "`") {
                    return -1
                }
                return bytes.count
            }
        }

        @inline(__always) func matches(_ other: String) -> Bool {
            if decidingLength >= 0, other.utf8.count != decidingLength { return false }
            return IBElement.sameName(other, name)
        }

        // Names asked of most elements of a project (File's Owner and First Responder tests, module
        // checks, identifier catalogs), made once.
        public static let customModuleProvider = NameQuery("customModuleProvider"), customModule = NameQuery("customModule"),
            userLabel = NameQuery("userLabel"), placeholderIdentifier = NameQuery("placeholderIdentifier"),
            storyboardIdentifier = NameQuery("storyboardIdentifier"), reuseIdentifier = NameQuery("reuseIdentifier")
    }

    /// `a == b`, answered without `String`'s comparison when their first bytes are different ASCII
    /// characters (then no Unicode equivalence can make them equal): looking an attribute up compares its
    /// name with the element's, and `==` of two different short strings takes a slow path.
    @inline(__always) public static func sameName(_ a: String, _ b: String) -> Bool {
        if let first = a.utf8.first, let other = b.utf8.first, first != other, first < 0x80, other < 0x80 { return false }
        return a == b
    }

    public var id: String? { knownAttribute(idSlot, "id") }
    /// `id != nil`, without taking the id out (a retain and release).
    var hasID: Bool { idSlot >= 0 || (idSlot == -2 && id != nil) }

    /// How many of `elements` have an id, read in place: what `elementsByID` is sized for, and, against its
    /// count of distinct ids, whether any id is used twice.
    public static func countWithID(in elements: [IBElement]) -> Int {
        elements.withUnsafeBufferPointer { buffer in
            var count = 0
            for position in buffer.indices where buffer[position].hasID { count += 1 }
            return count
        }
    }
    public var customClass: String? { knownAttribute(customClassSlot, "customClass") }
    public var customModule: String? { knownAttribute(customModuleSlot, "customModule") }
    public var customModuleProvider: String? { self[.customModuleProvider] }
    public var userLabel: String? { self[.userLabel] }
    public var placeholderIdentifier: String? { self[.placeholderIdentifier] }
    public var storyboardIdentifier: String? { self[.storyboardIdentifier] }
    public var reuseIdentifier: String? { self[.reuseIdentifier] }
    /// The `key` attribute: the property of the parent this element sets (`key="view"`, `key="contentView"`).
    public var key: String? { self["key"] }
}

public enum IBDocumentKind: String, Sendable, Hashable, Codable {
    case xib, storyboard

    public init?(path: String) {
        if path.hasSuffix(".xib") { self = .xib }
        else if path.hasSuffix(".storyboard") { self = .storyboard }
        else { return nil }
    }
}

/// The platform an interface file targets, from `<document type=… targetRuntime=…>`.
public enum IBPlatform: String, Sendable, Hashable, Codable {
    case iOS, tvOS, watchOS, macOS, unknown
}

public enum IBConnectionKind: String, Sendable, Hashable, Codable {
    case outlet, outletCollection, action, segue
}

/// What a connection, runtime attribute or constraint reads of its element's attributes, by name.
/// Each of them keeps the element's attribute array itself (the same storage, not a copy) and reads a
/// value when asked: every connection and constraint of the project lives for the whole run, and as
/// nine strings each they were 160 bytes (a scale-1 app's 7,600 constraints, 1.2 MB); this way 24–32.
enum IBAttributeRead {
    typealias Query = IBElement.NameQuery
    static let id = Query("id"), property = Query("property"), selector = Query("selector"),
        destination = Query("destination"), target = Query("target"), eventType = Query("eventType"),
        kind = Query("kind"), identifier = Query("identifier"), collectionClass = Query("collectionClass"),
        keyPath = Query("keyPath"), type = Query("type"), value = Query("value"), firstItem = Query("firstItem"),
        firstAttribute = Query("firstAttribute"), secondItem = Query("secondItem"),
        secondAttribute = Query("secondAttribute"), relation = Query("relation"), multiplier = Query("multiplier"),
        constant = Query("constant"), priority = Query("priority")

    @inline(__always) static func value(_ query: Query, in attributes: IBAttributes) -> String? {
        IBElement.value(of: query, in: attributes)
    }

    /// Attributes holding the values given (for a value made in code rather than read from a file).
    static func attributes(_ values: KeyValuePairs<String, String?>) -> [IBAttribute] {
        values.compactMap { name, value in value.map { IBAttribute(name: name, value: $0) } }
    }
}

/// A connection (`<outlet>`, `<outletCollection>`, `<action>`, `<segue>`) inside an object's `<connections>`.
public struct IBConnection: Sendable, Hashable {
    public var kind: IBConnectionKind
    /// Index of the connection element itself.
    public var element: Int
    /// Index of the object that owns the `<connections>` block (the outlet's owner, the action's sender,
    /// the segue's source).
    public var source: Int
    /// The connection element's attributes, where the values below are read (`IBAttributeRead`).
    public let attributes: IBAttributes

    private typealias Read = IBAttributeRead
    public var id: String? { Read.value(Read.id, in: attributes) }
    /// `property` of outlets and outlet collections.
    public var property: String? { Read.value(Read.property, in: attributes) }
    /// `selector` of actions.
    public var selector: String? { Read.value(Read.selector, in: attributes) }
    /// `destination` id (outlets, actions, segues); macOS actions name their receiver `target`.
    public var destination: String? {
        Read.value(Read.destination, in: attributes) ?? (kind == .action ? Read.value(Read.target, in: attributes) : nil)
    }
    /// `eventType` of actions.
    public var eventType: String? { Read.value(Read.eventType, in: attributes) }
    /// `kind` of segues (`show`, `embed`, `relationship`, `presentation`…).
    public var segueKind: String? { Read.value(Read.kind, in: attributes) }
    /// `identifier` of segues.
    public var identifier: String? { Read.value(Read.identifier, in: attributes) }
    /// `collectionClass` of outlet collections.
    public var collectionClass: String? { Read.value(Read.collectionClass, in: attributes) }

    /// The connection written by `attributes` (those of the element at `element`).
    public init(kind: IBConnectionKind, element: Int, source: Int, attributes: [IBAttribute]) {
        self.init(kind: kind, element: element, source: source, sharing: IBAttributes(attributes))
    }

    /// The connection written by `attributes`, sharing their storage (the element's own).
    init(kind: IBConnectionKind, element: Int, source: Int, sharing attributes: IBAttributes) {
        self.kind = kind
        self.element = element
        self.source = source
        self.attributes = attributes
    }

    public init(kind: IBConnectionKind, element: Int, source: Int, id: String? = nil, property: String? = nil,
                selector: String? = nil, destination: String? = nil, eventType: String? = nil,
                segueKind: String? = nil, identifier: String? = nil, collectionClass: String? = nil) {
        self.init(kind: kind, element: element, source: source, attributes: Read.attributes([
            "id": id, "property": property, "selector": selector, "destination": destination, "eventType": eventType,
            "kind": segueKind, "identifier": identifier, "collectionClass": collectionClass,
        ]))
    }
}

/// `<userDefinedRuntimeAttribute type=… keyPath=… value=…>` on an object.
public struct IBRuntimeAttribute: Sendable, Hashable {
    public var element: Int
    /// Index of the object the attribute is set on.
    public var object: Int
    /// The element's attributes, where the values below are read (`IBAttributeRead`); they hold a `keyPath`.
    public let attributes: IBAttributes

    private typealias Read = IBAttributeRead
    public var keyPath: String { Read.value(Read.keyPath, in: attributes) ?? "" }
    public var type: String? { Read.value(Read.type, in: attributes) }
    /// The `value` attribute when present (complex types carry a child element instead).
    public var value: String? { Read.value(Read.value, in: attributes) }

    /// The runtime attribute written by `attributes` (those of the element at `element`, with a `keyPath`).
    public init(element: Int, object: Int, attributes: [IBAttribute]) {
        self.init(element: element, object: object, sharing: IBAttributes(attributes))
    }

    /// The runtime attribute written by `attributes`, sharing their storage (the element's own).
    init(element: Int, object: Int, sharing attributes: IBAttributes) {
        self.element = element
        self.object = object
        self.attributes = attributes
    }

    public init(element: Int, object: Int, keyPath: String, type: String?, value: String?) {
        self.init(element: element, object: object, attributes: Read.attributes(["keyPath": keyPath, "type": type, "value": value]))
    }
}

/// `<constraint firstItem=… firstAttribute=… secondItem=… secondAttribute=… …>`.
public struct IBConstraint: Sendable, Hashable {
    public var element: Int
    /// Index of the view whose `<constraints>` block holds this constraint.
    public var owner: Int
    /// The constraint element's attributes, where the values below are read (`IBAttributeRead`).
    public let attributes: IBAttributes

    private typealias Read = IBAttributeRead
    public var id: String? { Read.value(Read.id, in: attributes) }
    /// `firstItem` id; absent means the owning view.
    public var firstItem: String? { Read.value(Read.firstItem, in: attributes) }
    public var firstAttribute: String? { Read.value(Read.firstAttribute, in: attributes) }
    public var secondItem: String? { Read.value(Read.secondItem, in: attributes) }
    public var secondAttribute: String? { Read.value(Read.secondAttribute, in: attributes) }
    public var relation: String? { Read.value(Read.relation, in: attributes) }
    public var multiplier: String? { Read.value(Read.multiplier, in: attributes) }
    public var constant: String? { Read.value(Read.constant, in: attributes) }
    public var priority: String? { Read.value(Read.priority, in: attributes) }

    /// The nine values above, read in one walk over the attributes, each attribute's name asked of the nine
    /// queries (which pass over a name of another length at once: `IBElement.NameQuery`). Asked of every
    /// constraint of the project (duplicate-constraint), the nine look-ups each walked the attributes from the start.
    public var modelledValues: ModelledValues {
        var values = ModelledValues()
        let storage = attributes.storage
        for index in attributes.storageIndices {
            let name = storage[index].name
            // The first attribute of a name, as `IBElement.value(of:in:)` answers.
            func take(_ slot: inout String?, _ query: IBElement.NameQuery) -> Bool {
                guard slot == nil, query.matches(name) else { return false }
                slot = storage[index].value
                return true
            }
            _ = take(&values.id, Read.id) || take(&values.firstItem, Read.firstItem) || take(&values.firstAttribute, Read.firstAttribute)
                || take(&values.secondItem, Read.secondItem) || take(&values.secondAttribute, Read.secondAttribute)
                || take(&values.relation, Read.relation) || take(&values.multiplier, Read.multiplier)
                || take(&values.constant, Read.constant) || take(&values.priority, Read.priority)
        }
        return values
    }

    /// `IBConstraint.modelledValues`.
    public struct ModelledValues: Sendable, Hashable {
        public var id, firstItem, firstAttribute, secondItem, secondAttribute, relation, multiplier, constant, priority: String?
    }

    /// The constraint written by `attributes` (those of the element at `element`).
    public init(element: Int, owner: Int, attributes: [IBAttribute]) {
        self.init(element: element, owner: owner, sharing: IBAttributes(attributes))
    }

    /// The constraint written by `attributes`, sharing their storage (the element's own).
    init(element: Int, owner: Int, sharing attributes: IBAttributes) {
        self.element = element
        self.owner = owner
        self.attributes = attributes
    }

    public init(element: Int, owner: Int, id: String?, firstItem: String?, firstAttribute: String?,
                secondItem: String?, secondAttribute: String?, relation: String?, multiplier: String?,
                constant: String?, priority: String?) {
        self.init(element: element, owner: owner, attributes: Read.attributes([
            "id": id, "firstItem": firstItem, "firstAttribute": firstAttribute, "secondItem": secondItem,
            "secondAttribute": secondAttribute, "relation": relation, "multiplier": multiplier, "constant": constant,
            "priority": priority,
        ]))
    }
}

/// A parsed `.xib` or `.storyboard`: a compact element tree plus typed views of what rules need.
///
/// Its fields are kept behind one reference (`Box`), read through it: rules and tables walk every
/// document of the project (`for document in index.documents`), and each such step copied the document,
/// a retain and a release of each of its twenty-odd references (3 % of a pre-commit run on the generated
/// app of scale 10); now one. The box's fields are constants, so reading one takes no retain either; the
/// few writes make a new box (value semantics as before).
public struct IBDocument: Sendable {
    @usableFromInline struct Fields: Sendable {
        var file: SourceFile
        var kind: IBDocumentKind
        var documentType: String?
        var targetRuntime: String?
        var platform: IBPlatform
        var isLaunchScreen: Bool
        var initialViewController: String?
        var elements: [IBElement]
        var objects: [Int]
        var connections: [IBConnection]
        var runtimeAttributes: [IBRuntimeAttribute]
        var constraints: [IBConstraint]
        var safeAreaGuides: [Int]
        var elementsByID: IBElementIDTable
        var sceneControllerIndices: [Int]
        var subtreeEnds: [Int32]
    }

    @usableFromInline final class Box: Sendable {
        @usableFromInline let fields: Fields
        /// Which of `AttributeHints.names` some element's attributes are named, found when first asked of a
        /// file the cache trusted unread (`mayHaveAttribute`).
        let attributeHints = OnceValue<UInt8>()
        init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline private(set) var box: Box

    /// Changes a field: a new box, so that other copies of the document keep theirs.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    public var file: SourceFile {
        get { box.fields.file }
        set { update { $0.file = newValue } }
    }
    public var kind: IBDocumentKind {
        get { box.fields.kind }
        set { update { $0.kind = newValue } }
    }
    /// `<document type=…>`, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
    public var documentType: String? {
        get { box.fields.documentType }
        set { update { $0.documentType = newValue } }
    }
    /// `<document targetRuntime=…>`, e.g. `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`.
    public var targetRuntime: String? {
        get { box.fields.targetRuntime }
        set { update { $0.targetRuntime = newValue } }
    }
    public var platform: IBPlatform {
        get { box.fields.platform }
        set { update { $0.platform = newValue } }
    }
    /// `launchScreen="YES"` on the document.
    public var isLaunchScreen: Bool {
        get { box.fields.isLaunchScreen }
        set { update { $0.isLaunchScreen = newValue } }
    }
    /// `initialViewController` id of a storyboard.
    public var initialViewController: String? {
        get { box.fields.initialViewController }
        set { update { $0.initialViewController = newValue } }
    }
    public var elements: [IBElement] { box.fields.elements }

    /// Every element carrying an `id` that is an object (not a connection, constraint or other
    /// bookkeeping element): placeholders, views, view controllers, gesture recognizers, cells…
    public var objects: [Int] {
        get { box.fields.objects }
        set { update { $0.objects = newValue } }
    }
    public var connections: [IBConnection] {
        get { box.fields.connections }
        set { update { $0.connections = newValue } }
    }
    public var runtimeAttributes: [IBRuntimeAttribute] {
        get { box.fields.runtimeAttributes }
        set { update { $0.runtimeAttributes = newValue } }
    }
    public var constraints: [IBConstraint] {
        get { box.fields.constraints }
        set { update { $0.constraints = newValue } }
    }
    /// `<viewLayoutGuide key="safeArea">` elements.
    public var safeAreaGuides: [Int] {
        get { box.fields.safeAreaGuides }
        set { update { $0.safeAreaGuides = newValue } }
    }
    /// `id` → element index, first occurrence wins (duplicates are a finding of their own); made from
    /// `elements`.
    public var elementsByID: IBElementIDTable { box.fields.elementsByID }
    /// Each `<scene>`'s controller (`controller(ofScene:)`), in document order: found once, since rules ask
    /// for the scenes of every storyboard many times.
    public var sceneControllerIndices: [Int] { box.fields.sceneControllerIndices }
    /// For each element, the index one past its last descendant (`IBDocument.subtreeEnds(of:)`): its
    /// descendants are the elements between. One table for the document instead of a children array for
    /// every element with children.
    private var subtreeEnds: [Int32] { box.fields.subtreeEnds }

    public init(file: SourceFile, kind: IBDocumentKind, documentType: String?, targetRuntime: String?,
                platform: IBPlatform, isLaunchScreen: Bool, initialViewController: String?,
                elements: [IBElement], objects: [Int], connections: [IBConnection],
                runtimeAttributes: [IBRuntimeAttribute], constraints: [IBConstraint], safeAreaGuides: [Int]) {
        self.init(file: file, kind: kind, documentType: documentType, targetRuntime: targetRuntime, platform: platform,
                  isLaunchScreen: isLaunchScreen, initialViewController: initialViewController, elements: elements,
                  objects: objects, connections: connections, runtimeAttributes: runtimeAttributes, constraints: constraints,
                  safeAreaGuides: safeAreaGuides, subtreeEnds: nil)
    }

    /// `subtreeEnds`: the elements' subtree ends when already found (the cache's decoder checks them
    /// strictly first), else found here.
    init(file: SourceFile, kind: IBDocumentKind, documentType: String?, targetRuntime: String?,
         platform: IBPlatform, isLaunchScreen: Bool, initialViewController: String?,
         elements: [IBElement], objects: [Int], connections: [IBConnection],
         runtimeAttributes: [IBRuntimeAttribute], constraints: [IBConstraint], safeAreaGuides: [Int], subtreeEnds: [Int32]?) {
        precondition(subtreeEnds.map { $0.count == elements.count } ?? true, "a subtree end for every element")
        var fields = Fields(file: file, kind: kind, documentType: documentType, targetRuntime: targetRuntime, platform: platform,
                            isLaunchScreen: isLaunchScreen, initialViewController: initialViewController, elements: elements,
                            objects: objects, connections: connections, runtimeAttributes: runtimeAttributes,
                            constraints: constraints, safeAreaGuides: safeAreaGuides,
                            elementsByID: IBElementIDTable(elements: elements), sceneControllerIndices: [],
                            subtreeEnds: subtreeEnds ?? Self.subtreeEnds(of: elements, strict: false) ?? [])
        self.box = Box(fields)
        // Found with the document's own queries, so made once the rest is in place (a second box for a
        // storyboard only).
        let made = self
        var sceneControllers: [Int] = []
        for element in elements where element.isNamed("scene") {
            if let controller = made.controller(ofScene: element.index) { sceneControllers.append(controller.index) }
        }
        if !sceneControllers.isEmpty {
            fields.sceneControllerIndices = sceneControllers
            self.box = Box(fields)
        }
    }

    public var path: String { file.path }
    public subscript(_ index: Int) -> IBElement { elements[index] }

    /// `elements[position].customClass`, read in place. Taken out of the array in another module, an
    /// element is copied (its name and attributes retained, then released); rules and tables
    /// ask every element of the project for its custom class, and most have none.
    /// Only the element's attributes and slot are read, through its address (asking the element in the
    /// array for its `customClass` still copied it).
    public func customClass(at position: Int) -> String? {
        precondition(elements.indices.contains(position), "no element at \(position)")
        return elements.withUnsafeBufferPointer { buffer in
            let element = buffer.baseAddress! + position
            return IBElement.knownAttribute(element.pointee.customClassSlot, "customClass", in: element.pointee.attributes)
        }
    }

    /// Whether an attribute named `name` may be in the file: XML escapes no names, so a file whose bytes
    /// do not hold the name has no such attribute, and a search of every element's attributes can skip
    /// it. (A name with a "K" always may: the Kelvin sign is canonically the letter, as `String`s compare.)
    public func mayHaveAttribute(named name: String) -> Bool {
        guard !name.utf8.contains(UInt8(ascii: "K")) else { return true }
        // A file the cache trusted unread is not read for a hint: for the names rules ask, its attributes'
        // names are looked through once (a search of every element for a name the file lacks, six names,
        // three thousand documents, was a tenth of scale 10's pre-commit run); any other name may be there.
        guard file.contents.isRead else {
            guard let bit = AttributeHints.bit(of: name) else { return true }
            return box.attributeHints.get { AttributeHints.bits(of: elements) } & bit != 0
        }
        return ByteSearch.contains(Array(name.utf8), in: file.bytes)
    }

    /// The attribute names rules ask `mayHaveAttribute` about, as bits.
    enum AttributeHints {
        static let names = ["storyboardIdentifier", "reuseIdentifier", "customModuleProvider", "ambiguous", "reference", "misplaced"]

        static func bit(of name: String) -> UInt8? { names.firstIndex(of: name).map { UInt8(1) << UInt8($0) } }

        /// The bits of the names some element has an attribute of (names of other lengths are passed over
        /// without comparing them).
        static func bits(of elements: [IBElement]) -> UInt8 {
            var bits: UInt8 = 0
            for element in elements {
                for attribute in element.attributes {
                    let length = attribute.name.utf8.count
                    guard length == 9 || length == 15 || length == 20 else { continue }
                    if let bit = bit(of: attribute.name) { bits |= bit }
                }
            }
            return bits
        }
    }

    /// `elements[position].id`, read in place (see `customClass(at:)`).
    public func id(at position: Int) -> String? {
        precondition(elements.indices.contains(position), "no element at \(position)")
        return elements.withUnsafeBufferPointer { buffer in
            let element = buffer.baseAddress! + position
            return IBElement.knownAttribute(element.pointee.idSlot, "id", in: element.pointee.attributes)
        }
    }

    /// `elements[position][name]`, read in place (see `customClass(at:)`).
    public func attributeValue(_ name: String, at position: Int) -> String? {
        attributeValue(IBElement.NameQuery(name), at: position)
    }

    /// `attributeValue(_:at:)` with the name's query made once, for a name asked of every element.
    public func attributeValue(_ query: IBElement.NameQuery, at position: Int) -> String? {
        precondition(elements.indices.contains(position), "no element at \(position)")
        return elements.withUnsafeBufferPointer { buffer in
            IBElement.value(of: query, in: (buffer.baseAddress! + position).pointee.attributes)
        }
    }

    /// `attributeValues(.storyboardIdentifier, .reuseIdentifier, at: position)`, from where the element
    /// keeps them (`IBElement.identifierSlot`): for every element of the project, most with neither.
    @inline(__always) public func identifierValues(at position: Int) -> (storyboardIdentifier: String?, reuseIdentifier: String?) {
        precondition(elements.indices.contains(position), "no element at \(position)")
        return elements.withUnsafeBufferPointer { buffer in
            let element = buffer.baseAddress! + position
            let slot = element.pointee.identifierSlot
            switch slot {
            case -1: return (nil, nil)
            case 0...62, 64...126:
                let attributes = element.pointee.attributes
                let value = attributes.storage[attributes.storageIndices.lowerBound + Int(slot & 63)].value
                return slot < 64 ? (value, nil) : (nil, value)
            default: return attributeValues(.storyboardIdentifier, .reuseIdentifier, at: position)
            }
        }
    }

    /// `(attributeValue(first, at:), attributeValue(second, at:))` in one pass over the element's attributes
    /// (each the first attribute of its name, as there): for two names asked of every element.
    public func attributeValues(_ first: IBElement.NameQuery, _ second: IBElement.NameQuery, at position: Int) -> (String?, String?) {
        precondition(elements.indices.contains(position), "no element at \(position)")
        return elements.withUnsafeBufferPointer { buffer in
            let attributes = (buffer.baseAddress! + position).pointee.attributes
            let storage = attributes.storage
            var firstValue: String?, secondValue: String?
            for index in attributes.storageIndices {
                if firstValue == nil, first.matches(storage[index].name) {
                    firstValue = storage[index].value
                    if secondValue != nil { break }
                } else if secondValue == nil, second.matches(storage[index].name) {
                    secondValue = storage[index].value
                    if firstValue != nil { break }
                }
            }
            return (firstValue, secondValue)
        }
    }
    public func element(withID id: String) -> IBElement? { elementsByID[id].map { elements[$0] } }

    /// The File's Owner placeholder (iOS `placeholderIdentifier="IBFilesOwner"`, macOS `customObject
    /// id="-2"`), if any.
    public var filesOwner: IBElement? {
        objects.lazy.map { elements[$0] }.first { $0.isFilesOwner }
    }

    /// Top-level objects of a xib (children of `<objects>` directly under `<document>`), placeholders excluded.
    public var topLevelObjects: [IBElement] {
        guard !elements.isEmpty, let objectsElement = children(of: 0).first(where: { elements[$0].name == "objects" }) else { return [] }
        return children(of: objectsElement).map { elements[$0] }.filter { $0.name != "placeholder" }
    }

    /// The index one past the last descendant of the element at `index` (`index + 1` when it has none):
    /// its descendants are the elements between, in document order.
    public func subtreeEnd(of index: Int) -> Int {
        precondition(elements.indices.contains(index), "no element at \(index)")
        return Int(subtreeEnds[index])
    }

    /// Whether the element at `index` has any child element.
    public func hasChildren(_ index: Int) -> Bool { subtreeEnd(of: index) > index + 1 }

    /// The element's one child, when it has exactly one (the child's subtree then ends where its own does).
    public func onlyChild(of index: Int) -> Int? {
        let end = subtreeEnd(of: index)
        return end > index + 1 && Int(subtreeEnds[index + 1]) == end ? index + 1 : nil
    }

    /// The indices of the element's children, in document order: its first descendant, then each one
    /// right after the subtree of the one before.
    public func children(of index: Int) -> [Int] {
        let end = subtreeEnd(of: index)
        var children: [Int] = []
        var child = index + 1
        while child < end {
            children.append(child)
            child = Int(subtreeEnds[child])
        }
        return children
    }

    /// For each element, the index one past its last descendant, from the elements' parents: in document
    /// order (pre-order) an element's parent is the nearest element before it whose subtree is still open.
    /// `strict`: `nil` when the parents do not make such a tree (one root, first; every other element's
    /// parent among the open ones), the check the cache's decoder makes. Otherwise elements made by hand
    /// that do not form one still get ends that keep every subtree inside the array (an element whose
    /// parent is not open starts a subtree of its own), so no walk can leave it or go round.
    static func subtreeEnds(of elements: [IBElement], strict: Bool) -> [Int32]? {
        var ends = [Int32](filledWith: 0, count: elements.count)
        var open: [Int32] = []
        let valid = elements.withUnsafeBufferPointer { elements in
            ends.withUnsafeMutableBufferPointer { ends in
                for position in elements.indices {
                    let parent = elements[position].storedParentIndex
                    if strict, (position == 0) != (parent < 0) { return false }
                    // Close every subtree the element is not in: those opened after its parent (all of them
                    // when its parent is not open).
                    while let last = open.last, last != parent {
                        ends[Int(last)] = Int32(position)
                        open.removeLast()
                    }
                    if strict, parent >= 0, open.isEmpty { return false }
                    open.append(Int32(position))
                }
                for closed in open { ends[Int(closed)] = Int32(elements.count) }
                return true
            }
        }
        return valid ? ends : nil
    }

    public func location(of element: IBElement) -> Location { file.location(element.startTag) }
    /// `location(of:)`, its line and column made when asked (the file is not read until then, when the
    /// cache trusted it unread).
    public func place(of element: IBElement) -> LazyLocation { LazyLocation(element.startTag, in: file) }
    public func place(ofElement index: Int) -> LazyLocation { place(of: elements[index]) }
    public func location(ofElement index: Int) -> Location { location(of: elements[index]) }

    /// The nearest ancestor of `index` (or the element itself) that is an object.
    public func owningObject(of index: Int) -> Int? {
        let objectSet = Set(objects)
        var current: Int? = index
        while let candidate = current {
            if objectSet.contains(candidate) { return candidate }
            current = elements[candidate].parent
        }
        return nil
    }
}

/// A file that could not be loaded: why, and where (libxml2's line, when it gave one).
public struct IBLoadError: Error, Sendable, Hashable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    public init(path: String, line: Int, column: Int = 1, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}
