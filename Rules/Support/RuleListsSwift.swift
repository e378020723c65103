/// Swift-side rules: closures, observers, initializers, delegates.
extension RuleCatalog {
    static let swiftRules: [any Rule.Type] = [
        FatalInitCoderRule.self,
        InitCoderSkipsSetupRule.self,
        IBDesignableMissingInitFrameRule.self,
        RecursiveNibLoadRule.self,
        MainBundleNibLoadRule.self,
        StrongDelegateRule.self,
        ClassProtocolRule.self,
        ClosureStrongSelfRule.self,
        DispatchInDidSetRule.self,
    ]
}
