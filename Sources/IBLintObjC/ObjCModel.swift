import IBLintCore

/// An Objective-C `@interface Name : Super` (or a category / class extension `@interface Name (Cat)`).
public struct ObjCInterface: Sendable, Hashable {
    public var name: String
    /// `nil` for categories and class extensions.
    public var superclass: String?
    public var category: String?
    public var protocols: [String]
    public var properties: [ObjCProperty]
    public var methods: [ObjCMethod]
    /// Instance variables declared `IBOutlet` in the ivar block.
    public var outletIvars: [ObjCProperty]
    public var nameRange: ByteRange
    public var range: ByteRange
    /// `IB_DESIGNABLE` written before `@interface`.
    public var isDesignable: Bool
    /// Every instance variable of the ivar block, outlets included: key-value coding (runtime attributes)
    /// falls back to ivars named `key` or `_key` when there is no accessor.
    public var ivars: [ObjCProperty]

    public init(name: String, superclass: String? = nil, category: String? = nil, protocols: [String] = [],
                properties: [ObjCProperty] = [], methods: [ObjCMethod] = [], outletIvars: [ObjCProperty] = [],
                nameRange: ByteRange, range: ByteRange, isDesignable: Bool = false, ivars: [ObjCProperty] = []) {
        self.name = name
        self.superclass = superclass
        self.category = category
        self.protocols = protocols
        self.properties = properties
        self.methods = methods
        self.outletIvars = outletIvars
        self.nameRange = nameRange
        self.range = range
        self.isDesignable = isDesignable
        self.ivars = ivars
    }
}

public struct ObjCProperty: Sendable, Hashable {
    public var name: String
    /// The declared type as written (`UILabel *`, `NSArray<UIButton *> *`).
    public var typeText: String
    public var isOutlet: Bool
    public var isOutletCollection: Bool
    /// `weak`, `strong`, `nonatomic`, `readonly`…
    public var attributes: [String]
    public var range: ByteRange
    /// Declared `IBInspectable`.
    public var isInspectable: Bool

    public init(name: String, typeText: String, isOutlet: Bool, isOutletCollection: Bool = false,
                attributes: [String] = [], range: ByteRange, isInspectable: Bool = false) {
        self.name = name
        self.typeText = typeText
        self.isOutlet = isOutlet
        self.isOutletCollection = isOutletCollection
        self.attributes = attributes
        self.range = range
        self.isInspectable = isInspectable
    }
}

public struct ObjCMethod: Sendable, Hashable {
    /// `tap:`, `reload`, `setTitle:forState:`.
    public var selector: String
    public var isClassMethod: Bool
    public var isAction: Bool
    public var range: ByteRange
    /// One per colon of `selector`: the parameter's type as written between the parentheses, whitespace
    /// normalised (`UIButton *`, `__kindof UIControl *`), or `id` where no type is written, as the compiler
    /// assumes. Lets a rule ask whether an action accepts its sender without re-reading the source.
    public var parameterTypes: [String]

    public init(selector: String, isClassMethod: Bool, isAction: Bool, range: ByteRange, parameterTypes: [String] = []) {
        self.selector = selector
        self.isClassMethod = isClassMethod
        self.isAction = isAction
        self.range = range
        self.parameterTypes = parameterTypes
    }
}

/// What the Objective-C scanner understood of one `.h`/`.m` file.
///
/// Its fields are kept in one box, shared by its copies until one is changed (as `SwiftFileSummary`'s): the
/// class table keeps a copy with each member an Objective-C class declares (`ObjCInterfaceSite`), and a copy
/// of the fields themselves was a retain of each array and set they hold (the text facts alone are seven
/// sets of four arrays): on Rocket.Chat.iOS (489 Objective-C files) making the class table's Objective-C
/// members took 25 M instructions of a pre-commit run's 425 M.
public struct ObjCFileSummary: Sendable {
    final class Storage: @unchecked Sendable {
        var file: SourceFile
        var interfaces: [ObjCInterface]
        var implementations: [ObjCInterface]
        var declaredNames: NameSet
        var text: ObjCTextFacts

        init(file: SourceFile, interfaces: [ObjCInterface], implementations: [ObjCInterface], declaredNames: NameSet,
             text: ObjCTextFacts) {
            self.file = file
            self.interfaces = interfaces
            self.implementations = implementations
            self.declaredNames = declaredNames
            self.text = text
        }

        func copy() -> Storage {
            Storage(file: file, interfaces: interfaces, implementations: implementations, declaredNames: declaredNames, text: text)
        }
    }

    // Only ever changed while this summary is its only owner (`makeUnique`): `Storage` is `@unchecked Sendable`.
    private var storage: Storage

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Whether this summary and `other` hold their fields in the same box (for tests).
    func sharesFields(with other: ObjCFileSummary) -> Bool { storage === other.storage }

    public var file: SourceFile {
        get { storage.file }
        set { makeUnique(); storage.file = newValue }
        _modify { makeUnique(); yield &storage.file }
    }

    public var interfaces: [ObjCInterface] {
        get { storage.interfaces }
        set { makeUnique(); storage.interfaces = newValue }
        _modify { makeUnique(); yield &storage.interfaces }
    }

    /// `@implementation Name` blocks' method selectors (IBAction methods defined only in `.m`).
    public var implementations: [ObjCInterface] {
        get { storage.implementations }
        set { makeUnique(); storage.implementations = newValue }
        _modify { makeUnique(); yield &storage.implementations }
    }

    /// Every name the file's text declares in any way (`DeclaredNameScan`), understood or not.
    public var declaredNames: NameSet {
        get { storage.declaredNames }
        set { makeUnique(); storage.declaredNames = newValue }
        _modify { makeUnique(); yield &storage.declaredNames }
    }

    /// Its words, strings, imports and the names it assigns and sends (`ObjCTextFacts`).
    public var text: ObjCTextFacts {
        get { storage.text }
        set { makeUnique(); storage.text = newValue }
        _modify { makeUnique(); yield &storage.text }
    }

    public init(file: SourceFile, interfaces: [ObjCInterface] = [], implementations: [ObjCInterface] = [],
                declaredNames: NameSet? = nil, text: ObjCTextFacts? = nil) {
        storage = Storage(file: file, interfaces: interfaces, implementations: implementations,
                          declaredNames: declaredNames ?? DeclaredNameScan.nameSet(in: file.bytes),
                          text: text ?? ObjCTextFacts(bytes: file.bytes))
    }
}
