/// Swift-side rules: closures, observers, initializers, delegates.
extension RuleCatalog {
    static let swiftRules: [any Rule.Type] = [
        ClosureStrongSelfRule.self,
        DispatchInDidSetRule.self,
    ]
}
