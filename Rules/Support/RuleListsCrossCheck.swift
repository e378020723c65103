/// Cross-checks between interface files and code: actions, classes, runtime attributes, identifiers, nib names.
extension RuleCatalog {
    static let crossCheckRules: [any Rule.Type] = [
        MissingInterfaceFileRule.self,
        UnknownStoryboardIdentifierRule.self,
        BrokenActionRule.self,
        OutletTypeMismatchRule.self,
        UnconnectedActionRule.self,
        UnknownCustomClassRule.self,
        UnknownRuntimeAttributeRule.self,
    ]
}
