/// Reading class names out of declared types.
public enum TypeNames {
    /// The class a declared outlet type names: `UILabel!` → `UILabel`, `weak UIKit.UIButton?` → `UIButton`,
    /// `[UIButton]!` → `UIButton`, `UILabel *` → `UILabel`. `nil` for anything that is not a plain
    /// class name (protocol compositions, generics, closures, `Any`).
    public static func className(fromDeclaredType text: String) -> String? {
        var type = text.trimmingWhitespace
        while let last = type.last, last == "!" || last == "?" || last == "*" || last == " " { type.removeLast() }
        if type.hasPrefix("["), type.hasSuffix("]") { type = String(type.dropFirst().dropLast()).trimmingWhitespace }
        while let last = type.last, last == "!" || last == "?" || last == "*" || last == " " { type.removeLast() }
        if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
        guard let first = type.first, first.isLetter || first == "_",
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              !["Any", "AnyObject", "NSObject"].contains(type) else { return nil }
        return type
    }
}
