/// The members code adds Auto Layout constraints through, in Swift and Objective-C alike.
public enum AutoLayoutNames {
    /// `badge.topAnchor`, `badge.snp`, `badge.addConstraint(…)`, `badge.translatesAutoresizingMaskIntoConstraints`.
    public static func isConstraintMember(_ name: String) -> Bool {
        name.hasSuffix("Anchor") || name == "snp" || name == "addConstraint" || name == "addConstraints"
            || name == "translatesAutoresizingMaskIntoConstraints"
    }
}
