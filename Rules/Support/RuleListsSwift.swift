/// Swift-side rules: closures, observers, initializers, delegates.
extension RuleCatalog {
    static let swiftRules: [any Rule.Type] = [
        DispatchInDidSetRule.self,
    ]
}
