/// What key-value coding really looks up for a key (outlets and runtime attributes are set with
/// `setValue(_:forKey:)`): the setter `set<Key>:`, whose name capitalizes the key's first letter, so key
/// `SaveButton` is set through `setSaveButton:`, the setter of the property `saveButton` (and key
/// `saveButton` through the setter of a property `SaveButton`); then, in Objective-C classes
/// (`accessInstanceVariablesDirectly`), the instance variables `_key` and `key`, which the class table
/// already lists under both names.
extension ProjectIndex {
    /// Looks a key up as `setValue(_:forKey:)` does: the property of that name, else a property whose
    /// name differs from the key only in the case of its first letter (it has the same setter), else a
    /// `set<Key>:` method. `.notExposed` when only a declaration the runtime cannot see matches.
    public func lookupKeyValueKey(_ key: String, inClass className: String, includeProject: Bool = true) -> MemberLookup {
        let exact = lookupProperty(key, inClass: className, includeProject: includeProject)
        switch exact {
        case .found, .unknown: return exact
        case .notExposed, .missing: break
        }
        var notExposed: MemberLookup? = { if case .notExposed = exact { exact } else { nil } }()
        if let variant = Self.keyWithOtherFirstLetterCase(key) {
            let lookup = lookupProperty(variant, inClass: className, includeProject: includeProject)
            switch lookup {
            case .found, .unknown: return lookup
            case .notExposed: notExposed = notExposed ?? lookup
            case .missing: break
            }
        }
        switch lookupSelector(Self.setterSelector(forKey: key), inClass: className, includeProject: includeProject) {
        case .found(let member): return .found(member)
        case .unknown: return .unknown
        case .notExposed, .missing: break
        }
        return notExposed ?? exact
    }

    /// `saveButton` → `setSaveButton:`.
    public static func setterSelector(forKey key: String) -> String {
        "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
    }

    /// The key with its first letter's case flipped (`SaveButton` ↔ `saveButton`), when that gives
    /// another key with the same setter; `nil` when the first character has no other case.
    public static func keyWithOtherFirstLetterCase(_ key: String) -> String? {
        guard let first = key.first else { return nil }
        let flipped = first.isUppercase ? first.lowercased() : first.uppercased()
        guard flipped != String(first) else { return nil }
        return flipped + key.dropFirst()
    }

    /// The form two keys with the same setter share (the first letter lowercased): for telling that a
    /// connection with key `SaveButton` sets the outlet `saveButton`.
    public static func setterIdentity(ofKey key: String) -> String {
        // A key that starts with an ASCII byte other than a capital (nearly every outlet's) is its own
        // identity: no `Character`s, no new string. That byte's character is the same lowercased, with any
        // combining marks after it (marks have no lowercase of their own, and nothing else joins an ASCII
        // character into one `Character`).
        if let first = key.utf8.first, first < 0x80, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return key }
        return key.prefix(1).lowercased() + key.dropFirst()
    }
}
