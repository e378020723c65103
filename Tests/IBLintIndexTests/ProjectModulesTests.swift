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

    func testXcodeProjectTargets() {
        let pbxproj = """
            /* Begin PBXNativeTarget section */
                    8A1 /* Shop App */ = {
                        isa = PBXNativeTarget;
                        name = "Shop App";
                        productName = "Shop App";
                    };
            /* End PBXNativeTarget section */
                        PRODUCT_MODULE_NAME = ShopCore;
                        PRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)";
            """
        XCTAssertEqual(ProjectModules.modules(fromPBXProject: pbxproj), ["Shop_App", "ShopCore"])
    }
}
