// swift-tools-version:6.0
// iblint: cross-checks Interface Builder files against the Swift (and Objective-C) code behind them.
// No package dependencies on purpose: it must build in pre-commit hooks and CI without fetching anything.
import PackageDescription

let package = Package(
    name: "iblint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "iblint", targets: ["iblint"]),
        .library(name: "IBLintEngine", targets: ["IBLintEngine", "IBLintRules"]),
        .plugin(name: "IBLintCommand", targets: ["IBLintCommand"]),
        .plugin(name: "IBLintBuildToolPlugin", targets: ["IBLintBuildToolPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "IBLintCore"),
        .target(name: "IBLintXML", dependencies: ["IBLintCore", "CLibXML2"]),
        .target(name: "IBLintSwift", dependencies: ["IBLintCore"]),
        .target(name: "IBLintObjC", dependencies: ["IBLintCore"]),
        .target(name: "IBLintIndex", dependencies: ["IBLintCore", "IBLintXML", "IBLintSwift", "IBLintObjC"]),
        .target(name: "IBLintRuleAPI", dependencies: ["IBLintCore", "IBLintXML", "IBLintIndex"]),
        .target(name: "IBLintRules", dependencies: ["IBLintCore", "IBLintXML", "IBLintSwift", "IBLintIndex", "IBLintRuleAPI"], path: "Rules"),
        .target(name: "IBLintReporters", dependencies: ["IBLintCore"]),
        .target(name: "IBLintEngine", dependencies: ["IBLintCore", "IBLintXML", "IBLintSwift", "IBLintObjC", "IBLintIndex", "IBLintRuleAPI"]),
        .executableTarget(name: "iblint", dependencies: ["IBLintCore", "IBLintIndex", "IBLintRules", "IBLintReporters", "IBLintEngine"]),
        // The benchmark's tool: the app generator, the findings check, the Swift scanner's speed. Not a product.
        .executableTarget(name: "iblint-bench", dependencies: ["IBLintCore", "IBLintSwift"]),
        .plugin(
            name: "IBLintCommand",
            capability: .command(
                intent: .custom(verb: "iblint", description: "Check Interface Builder files against the code behind them"),
                permissions: [.writeToPackageDirectory(reason: "iblint --fix edits interface files and sources; --output writes the report")]
            ),
            dependencies: ["iblint"]
        ),
        .plugin(name: "IBLintBuildToolPlugin", capability: .buildTool(), dependencies: ["iblint"]),

        .testTarget(name: "IBLintCoreTests", dependencies: ["IBLintCore"]),
        .testTarget(name: "IBLintXMLTests", dependencies: ["IBLintCore", "IBLintXML", "CLibXML2"]),
        .testTarget(name: "IBLintSwiftTests", dependencies: ["IBLintCore", "IBLintSwift"]),
        .testTarget(name: "IBLintObjCTests", dependencies: ["IBLintCore", "IBLintObjC"]),
        .testTarget(name: "IBLintIndexTests", dependencies: ["IBLintCore", "IBLintXML", "IBLintSwift", "IBLintObjC", "IBLintIndex"]),
        .testTarget(name: "IBLintRulesTests", dependencies: ["IBLintCore", "IBLintIndex", "IBLintRuleAPI", "IBLintRules", "IBLintEngine", "IBLintSwift"]),
        .testTarget(name: "IBLintReportersTests", dependencies: ["IBLintReporters", "IBLintCore"], exclude: ["Golden"]),
        .testTarget(name: "IBLintEngineTests", dependencies: ["IBLintCore", "IBLintXML", "IBLintSwift", "IBLintObjC", "IBLintIndex", "IBLintRuleAPI", "IBLintEngine", "IBLintRules"]),
        .testTarget(name: "EndToEndTests", dependencies: ["iblint", "iblint-bench"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
