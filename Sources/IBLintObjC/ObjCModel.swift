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
public struct ObjCFileSummary: Sendable {
    public var file: SourceFile
    public var interfaces: [ObjCInterface]
    /// `@implementation Name` blocks' method selectors (IBAction methods defined only in `.m`).
    public var implementations: [ObjCInterface]
    /// Every name the file's text declares in any way (`DeclaredNameScan`), understood or not.
    public var declaredNames: NameSet
    /// Its words, strings, imports and the names it assigns and sends (`ObjCTextFacts`).
    public var text: ObjCTextFacts

    public init(file: SourceFile, interfaces: [ObjCInterface] = [], implementations: [ObjCInterface] = [],
                declaredNames: NameSet? = nil, text: ObjCTextFacts? = nil) {
        self.file = file
        self.interfaces = interfaces
        self.implementations = implementations
        self.declaredNames = declaredNames ?? DeclaredNameScan.nameSet(in: file.bytes)
        self.text = text ?? ObjCTextFacts(bytes: file.bytes)
    }
}
