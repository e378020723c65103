/// The members code adds Auto Layout constraints through, in Swift and Objective-C alike.
public enum AutoLayoutNames {
    /// `badge.topAnchor`, `badge.snp`, `badge.addConstraint(…)`, `badge.translatesAutoresizingMaskIntoConstraints`.
    public static func isConstraintMember(_ name: String) -> Bool {
        // By length first (the scanners ask it of many names, and most have none of these lengths).
        let count = name.utf8.count
        if count >= 6, name.hasSuffix("Anchor") { return true }
        switch count {
        case 3: return name == "snp"
        case 13: return name == "addConstraint"
        case 14: return name == "addConstraints"
        case 41: return name == "translatesAutoresizingMaskIntoConstraints"
        default: return false
        }
    }

    /// `isConstraintMember` of an ASCII name given as its bytes, without making a `String` (the Objective-C
    /// text facts ask it of the member after every `name.`). For ASCII, bytes equal exactly when the
    /// `String`s do.
    public static func isConstraintMember(asciiBytes member: UnsafeBufferPointer<UInt8>) -> Bool {
        if member.count >= 6, ASCIIWord.is(UnsafeBufferPointer(rebasing: member[(member.count - 6)...]), "Anchor") { return true }
        return ASCIIWord.is(member, "snp") || ASCIIWord.is(member, "addConstraint") || ASCIIWord.is(member, "addConstraints")
            || ASCIIWord.is(member, "translatesAutoresizingMaskIntoConstraints")
    }
}
