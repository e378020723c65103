import IBLintIndex

/// Telling a written type from a class whose ancestry iblint knows, for rules that compare an object's class
/// with the class code expects (a sender parameter, a cast).
enum CheckableClasses {
    /// The class a type names when written as one plain class, optionals and implicitly unwrapped optionals
    /// unwrapped (`UIButton!` → `UIButton`, `Optional<UIButton>` → `UIButton`, `UIKit.UIButton` → `UIButton`);
    /// `nil` for generics, compositions, collections, functions, metatypes and `Any`/`AnyObject`.
    static func plainClassName(_ typeText: String) -> String? {
        var type = typeText.filter { !$0.isWhitespace }
        func unwrap() {
            while let last = type.last, last == "?" || last == "!" { type.removeLast() }
            for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<", "Swift.Optional<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
                type = String(type.dropFirst(wrapper.count).dropLast())
            }
        }
        unwrap()
        unwrap()
        let parts = type.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.last, !parts.contains(where: \.isEmpty), parts.last != "Type", parts.last != "Protocol",
              let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
              !["Any", "AnyObject", "Self"].contains(name) else { return nil }
        return name
    }

    /// A class iblint knows the ancestry of: a project class or a framework class, not a protocol, struct,
    /// enum or type alias, and not `NSObject` (everything is one).
    static func isCheckable(_ name: String, index: ProjectIndex) -> Bool {
        if ["NSObject", "NSObjectProtocol", "Any", "AnyObject"].contains(name) { return false }
        if index.nonClassTypeNames.contains(name) || index.protocolsByName[name] != nil { return false }
        if !index.projectClasses(named: name).isEmpty { return true }
        // A framework class, unless the text declares the name some way the scanner did not understand (a
        // typealias); an Objective-C category (`@interface UIButton (Style)`) is not such a declaration.
        guard FrameworkCatalog.class(named: name) != nil else { return false }
        return !index.textuallyDeclaredNames.contains(name) || index.extensionOnlyMembers[name] != nil
            || index.objcFiles.contains { $0.interfaces.contains { $0.name == name && $0.category != nil } }
    }
}
