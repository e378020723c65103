// swift-tools-version:5.9
// ShopApp's screens as an iOS Swift package. iblint reads the target names here to know which
// modules are the app's own (a `customModule` naming one of them must resolve to a class here).
import PackageDescription

let package = Package(
    name: "ShopApp",
    platforms: [.iOS(.v15)],
    targets: [
        .target(
            name: "ShopApp",
            dependencies: ["ShopAppLegacy"],
            path: "ShopApp",
            exclude: ["Legacy", "Retired"],
            resources: [.process("Views"), .process("Controllers"), .process("Assets.xcassets")]
        ),
        .target(
            name: "ShopAppLegacy",
            path: "ShopApp/Legacy",
            resources: [.process("PromoBanner.xib"), .process("LegacyBanner.xib"), .process("Onboarding.storyboard")],
            publicHeadersPath: "."
        ),
    ]
)
