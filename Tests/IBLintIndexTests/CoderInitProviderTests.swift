import IBLintCore
import IBLintSwift
import Testing
@testable import IBLintIndex

/// `coderInitProvider(of:)`: the class whose own `init?(coder:)` runs when a class is decoded, found up the
/// project's superclasses; kept per class name, so that asking again (two rules ask of every class interface
/// files create) gives the same answer.
@Suite("init(coder:) provider")
struct CoderInitProviderTests {
    private func index() -> ProjectIndex {
        var builder = ProjectIndexBuilder()
        builder.add(SwiftScanner.scan(SourceFile(path: "Views.swift", text: """
            import UIKit
            class BaseCard: UIView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class ProfileCard: BaseCard {}
            final class PlainView: UIView {}
            class Looping: Looping2 {}
            class Looping2: Looping {}
            """)))
        return builder.build()
    }

    @Test("The class itself, the nearest superclass that declares one, or none; the same when asked again")
    func providers() {
        let index = index()
        for _ in 0..<2 {
            let own = index.coderInitProvider(of: "BaseCard")
            #expect(own?.providerClass.name == "BaseCard")
            #expect(own?.path.map(\.name) == ["BaseCard"])
            #expect(own?.initializer.function.name == "init")
            let inherited = index.coderInitProvider(of: "ProfileCard")
            #expect(inherited?.providerClass.name == "BaseCard")
            #expect(inherited?.path.map(\.name) == ["ProfileCard", "BaseCard"])
            #expect(index.coderInitProvider(of: "PlainView") == nil, "UIView's own initializer: a framework class")
            #expect(index.coderInitProvider(of: "Looping") == nil, "a cycle of superclasses ends the walk")
            #expect(index.coderInitProvider(of: "Missing") == nil)
        }
        #expect(index.derived.coderInitProviders.count == 5)
    }
}
