import IBLintIndex

/// Telling a written type from a class whose ancestry iblint knows, for rules that compare an object's class
/// with the class code expects (a sender parameter, a cast).
enum CheckableClasses {
    /// The class a type names when written as one plain class, optionals and implicitly unwrapped optionals
    /// unwrapped (`UIButton!` → `UIButton`, `Optional<UIButton>` → `UIButton`, `UIKit.UIButton` → `UIButton`);
    /// `nil` for generics, compositions, collections, functions, metatypes and `Any`/`AnyObject`.
    static func plainClassName(_ typeText: String) -> String? {
        if let decided = plainASCIIName(typeText) { return decided }
        return plainClassNameReadInFull(typeText)
    }

    /// `plainClassName` for any text: white space dropped, optionals unwrapped, the last dotted part.
    static func plainClassNameReadInFull(_ typeText: String) -> String? {
        var type = typeText.removingWhitespaceCharacters
        func unwrap() {
            while let last = type.last, last == "?" || last == "!" { type.removeLast() }
            for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<", "Swift.Optional<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
                type = String(type.dropFirst(wrapper.count).dropLast())
            }
        }
        unwrap()
        unwrap()
        let parts = type.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.last, !parts.contains(where: \.isEmpty),
              let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
              !notClassNames.contains(name) else { return nil }
        return name
    }

    /// Names that, as a type's last part, are no class: metatypes (`X.Type`, `P.Protocol`), `Any`,
    /// `AnyObject`, `Self`.
    private static let notClassNames: Set<String> = ["Type", "Protocol", "Any", "AnyObject", "Self"]

    /// `plainClassName` by bytes for what nearly every type is, an ASCII name with `?` or `!` after it
    /// (asked for every outlet and action by several rules: splitting, filtering and asking each scalar
    /// for its properties was a percent of a run). `nil` when the text holds anything else (white space, a
    /// dot, brackets, non-ASCII): undecided, read the long way.
    static func plainASCIIName(_ typeText: String) -> String?? {
        typeText.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            // Nothing but `?` and `!`: no name.
            guard end > 0 else { return .some(nil) }
            for position in 0..<end {
                let byte = bytes[position]
                let lowered = byte | 0x20
                let isLetter = lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z")
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard isLetter || isDigit || byte == UInt8(ascii: "_") else { return nil }
            }
            // One name (nothing above split it), which must not start with a digit.
            if bytes[0] >= UInt8(ascii: "0"), bytes[0] <= UInt8(ascii: "9") { return .some(nil) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
            return notClassNames.contains(name) ? .some(nil) : .some(name)
        } ?? nil
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
