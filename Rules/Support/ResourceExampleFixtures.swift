/// Rule examples about images and colors: interface files with a `<resources>` section, and asset
/// catalog files.
enum ResourceExampleFixtures {
    /// A xib (see `ExampleFixtures.xib`) with `resources` (the children of `<resources>`, indented 8 spaces).
    static func xib(_ objects: String, resources: String) -> String {
        withResources(ExampleFixtures.xib(objects), resources)
    }

    /// A storyboard (see `ExampleFixtures.storyboard`) with `resources`.
    static func storyboard(_ scenes: String, resources: String) -> String {
        withResources(ExampleFixtures.storyboard(scenes), resources)
    }

    private static func withResources(_ document: String, _ resources: String) -> String {
        let end = "\n</document>"
        guard document.hasSuffix(end) else { return document }
        return String(document.dropLast(end.count)) + "\n    <resources>\n\(resources)\n    </resources>" + end
    }

    static let catalogContents = #"{"info":{"author":"xcode","version":1}}"#
    static let imageSetContents = #"{"images":[{"filename":"image.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
    static let colorSetContents = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.800","green":"0.400","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
    static let namespaceContents = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#
}
