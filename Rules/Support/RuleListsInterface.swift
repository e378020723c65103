/// Rules about interface files alone (the checks IBLinter and xiblint users rely on), and Safe Area guides.
extension RuleCatalog {
    static let interfaceRules: [any Rule.Type] = [
        AmbiguousViewRule.self,
        AutolayoutDisabledRule.self,
        CustomModuleRule.self,
        MisplacedViewRule.self,
        MissingColorResourceRule.self,
        MissingImageResourceRule.self,
        DuplicateConstraintRule.self,
        DuplicateIdRule.self,
        NoInitialViewControllerRule.self,
        SafeAreaInCustomViewRule.self,
        UnreachableSceneRule.self,
    ]
}
