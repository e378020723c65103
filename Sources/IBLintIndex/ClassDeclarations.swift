import IBLintCore
import IBLintObjC
import IBLintSwift

/// A Swift type declaration (a `class`, or an `extension` of one) as it stands in its file.
/// Equal when it is the same declaration of the same file.
public struct SwiftTypeSite: Sendable, Hashable {
    /// The file the declaration is in, as the scanner understood it.
    public let summary: SwiftFileSummary
    /// Position of the declaration in `summary.types`.
    public let typeIndex: Int

    public init(summary: SwiftFileSummary, typeIndex: Int) {
        precondition(summary.types.indices.contains(typeIndex), "no type \(typeIndex) in \(summary.file.path)")
        self.summary = summary
        self.typeIndex = typeIndex
    }

    public var declaration: SwiftTypeDeclaration { summary.types[typeIndex] }
    public var file: SourceFile { summary.file }

    /// The declaration's property at `index` (of `declaration.properties`).
    public func property(at index: Int) -> SwiftProperty { summary.types[typeIndex].properties[index] }
    /// The declaration's function at `index` (of `declaration.functions`).
    public func function(at index: Int) -> SwiftFunction { summary.types[typeIndex].functions[index] }

    public static func == (lhs: SwiftTypeSite, rhs: SwiftTypeSite) -> Bool {
        lhs.typeIndex == rhs.typeIndex && lhs.file.path == rhs.file.path
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file.path)
        hasher.combine(typeIndex)
    }
}

/// An Objective-C `@interface` (class, category or class extension) or `@implementation` block.
/// Equal when it is the same block of the same file.
public struct ObjCInterfaceSite: Sendable, Hashable {
    public let summary: ObjCFileSummary
    /// Position in `summary.interfaces`, or in `summary.implementations` when `isImplementation`.
    public let position: Int
    public let isImplementation: Bool

    public init(summary: ObjCFileSummary, position: Int, isImplementation: Bool) {
        precondition((isImplementation ? summary.implementations : summary.interfaces).indices.contains(position),
                     "no Objective-C block \(position) in \(summary.file.path)")
        self.summary = summary
        self.position = position
        self.isImplementation = isImplementation
    }

    public var declaration: ObjCInterface {
        isImplementation ? summary.implementations[position] : summary.interfaces[position]
    }
    public var file: SourceFile { summary.file }

    public static func == (lhs: ObjCInterfaceSite, rhs: ObjCInterfaceSite) -> Bool {
        lhs.position == rhs.position && lhs.isImplementation == rhs.isImplementation && lhs.file.path == rhs.file.path
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file.path)
        hasher.combine(position)
        hasher.combine(isImplementation)
    }
}

/// Where one declaration that contributes to a project class lives.
public enum ClassDeclarationSite: Sendable, Hashable {
    /// A `class` declaration or an `extension` in Swift.
    case swift(SwiftTypeSite)
    /// An `@interface` (or category) or `@implementation` in Objective-C.
    case objc(ObjCInterfaceSite)

    public var file: SourceFile {
        switch self {
        case .swift(let site): site.file
        case .objc(let site): site.file
        }
    }
}

/// The declaration a `ClassMember` was built from. A Swift member is named by its place in its type
/// declaration (`SwiftTypeSite.property(at:)`, `function(at:)`) rather than held as a copy: every member of
/// every class is kept for the whole run, and copying each declaration into a box of its own retained all
/// it held (a tenth of the retains of the index's making).
public enum MemberDeclaration: Sendable, Hashable {
    /// The property at `index` of the site's declaration's `properties`.
    case swiftProperty(index: Int, in: SwiftTypeSite)
    /// The function at `index` of the site's declaration's `functions`.
    case swiftFunction(index: Int, in: SwiftTypeSite)
    /// An `@property`, an `IBOutlet` instance variable, or an instance variable key-value coding reaches.
    indirect case objcProperty(ObjCProperty, in: ObjCInterfaceSite)
    indirect case objcMethod(ObjCMethod, in: ObjCInterfaceSite)

    /// The file the declaration is in.
    public var file: SourceFile {
        switch self {
        case .swiftProperty(_, let site), .swiftFunction(_, let site): site.file
        case .objcProperty(_, let site), .objcMethod(_, let site): site.file
        }
    }

    /// The Swift function, for a Swift method.
    public var swiftFunction: SwiftFunction? {
        if case .swiftFunction(let index, let site) = self { return site.function(at: index) }
        return nil
    }

    /// The Swift property, for a Swift property.
    public var swiftProperty: SwiftProperty? {
        if case .swiftProperty(let index, let site) = self { return site.property(at: index) }
        return nil
    }
}

extension ProjectClass {
    /// The Swift declarations of the class: its `class` declaration and its extensions.
    public var swiftSites: [SwiftTypeSite] {
        sites.compactMap { site in
            if case .swift(let swift) = site { return swift }
            return nil
        }
    }
}
