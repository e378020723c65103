/// The designated initializers of framework views whose `init(frame:)` Swift imports as a
/// *convenience* initializer (the Objective-C header marks others `NS_DESIGNATED_INITIALIZER`). A
/// subclass inherits such a convenience `init(frame:)` when it overrides every designated initializer.
/// Views not listed here have `init(frame:)` and `init?(coder:)` as their designated initializers.
extension FrameworkCatalog {
    /// Argument labels of each designated initializer (`["frame", "textContainer"]`), or `nil` when the
    /// class's `init(frame:)` is itself designated (or the class is not a view iblint knows).
    public static func designatedInitializersOtherThanFrame(of className: String) -> [[String]]? {
        designatedInitializers[className]
    }

    private static let designatedInitializers: [String: [[String]]] = [
        "UITextView": [["frame", "textContainer"], ["coder"]],
        "NSTextView": [["frame", "textContainer"], ["coder"]],
        "UIVisualEffectView": [["effect"], ["coder"]],
        "UITableView": [["frame", "style"], ["coder"]],
        "UICollectionView": [["frame", "collectionViewLayout"], ["coder"]],
        "UITableViewCell": [["style", "reuseIdentifier"], ["coder"]],
        "UITableViewHeaderFooterView": [["reuseIdentifier"], ["coder"]],
        "UIInputView": [["frame", "inputViewStyle"], ["coder"]],
        "WKWebView": [["frame", "configuration"], ["coder"]],
        "SCNView": [["frame", "options"], ["coder"]],
        "MTKView": [["frame", "device"], ["coder"]],
        "GLKView": [["frame", "context"], ["coder"]],
    ]
}
