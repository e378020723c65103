/// The rules of each family. Kept in separate lists so that adding a rule touches one line of one list.
extension RuleCatalog {
    /// Interface files ↔ classes: outlets and File's Owner.
    static let foundationRules: [any Rule.Type] = [
        BrokenOutletRule.self,
        MissingFilesOwnerClassRule.self,
        ParseErrorRule.self,
        UnconnectedOutletRule.self,
    ]
}
