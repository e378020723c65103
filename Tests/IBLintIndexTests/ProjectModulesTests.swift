import XCTest
@testable import IBLintIndex

final class ProjectModulesTests: XCTestCase {
    func testPackageManifestTargets() {
        let manifest = """
            let package = Package(name: "Shop", targets: [
                .target(name: "ShopKit", dependencies: []),
                .executableTarget(
                    name: "shop-cli"),
                .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
                .product(name: "NotATarget", package: "x"),
            ])
            """
        XCTAssertEqual(ProjectModules.modules(fromPackageManifest: manifest), ["ShopKit", "shop_cli", "ShopKitTests"])
    }
}
