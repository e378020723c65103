import IBLintCore

/// A class of UIKit/AppKit (or another Apple framework) that iblint knows without seeing its source.
public struct FrameworkClass: Sendable, Hashable {
    public var name: String
    public var superclass: String?
    /// Properties IB can connect as outlets or set by key-value coding (name → type as Swift spells it,
    /// e.g. `"delegate": "UITableViewDelegate?"`, `"titleLabel": "UILabel?"`, `"layer": "CALayer"`).
    public var properties: [String: String]
    /// Methods IB can target with actions, as Objective-C selectors (`copy:`, `becomeFirstResponder`).
    public var actions: Set<String>

    public init(name: String, superclass: String?, properties: [String: String] = [:], actions: Set<String> = []) {
        self.name = name
        self.superclass = superclass
        self.properties = properties
        self.actions = actions
    }
}

/// The built-in table of framework classes.
public enum FrameworkCatalog {
    public static func `class`(named name: String) -> FrameworkClass? { nil }

    /// The framework class an IB element stands for when it has no custom class (`label` → `UILabel`
    /// on iOS, `textField` → `NSTextField` on macOS). `nil` when unknown.
    public static func elementClass(elementName: String, isMacOS: Bool) -> String? { nil }
}
