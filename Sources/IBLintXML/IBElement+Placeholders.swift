/// The placeholder objects of interface files: objects the loading code passes in (File's Owner), or
/// that stand for something found at run time (First Responder, the macOS `Application`), never
/// decoded from the file. iOS writes them as `<placeholder>`, macOS xibs as `<customObject>` with ids
/// `-1`, `-2`, `-3`.
extension IBElement {
    /// The File's Owner placeholder (iOS `placeholder`, macOS `customObject id="-2"`).
    public var isFilesOwner: Bool {
        placeholderIdentifier == "IBFilesOwner" || (name == "customObject" && (id == "-2" || userLabel == "File's Owner"))
    }

    /// The First Responder placeholder: `IBFirstResponder` in iOS files and storyboards, the
    /// `customObject` with class `FirstResponder` in macOS xibs.
    public var isFirstResponder: Bool {
        placeholderIdentifier == "IBFirstResponder" || self["sceneMemberID"] == "firstResponder"
            || (name == "customObject" && customClass == "FirstResponder")
    }

    /// The `Application` object of a macOS xib (`customObject id="-3"`, written with class `NSObject`
    /// although it stands for the shared `NSApplication`).
    public var isMacApplicationPlaceholder: Bool {
        name == "customObject" && (id == "-3" || userLabel == "Application")
    }
}
