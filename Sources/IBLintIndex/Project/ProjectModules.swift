import IBLintCore

/// Module names a project defines, read from `Package.swift` target declarations without evaluating it (no
/// SwiftPM here), and Xcode's module name for a product name. The targets of `.xcodeproj` files are read by
/// `XcodeProject`.
enum ProjectModules {
    static func modules(fromPackageManifest text: String) -> Set<String> {
        var modules: Set<String> = []
        let targetKinds = [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin(", ".systemLibrary(", ".binaryTarget("]
        var rest = Substring(text)
        while let range = targetKinds.compactMap({ rest.firstRange(ofText: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            rest = rest[range.upperBound...]
            guard let nameLabel = rest.firstRange(ofText: "name:") else { break }
            // The name must be this call's first argument.
            let between = rest[..<nameLabel.lowerBound]
            guard between.allSatisfy({ $0.isWhitespace }) else { continue }
            let afterLabel = rest[nameLabel.upperBound...].drop { $0.isWhitespace }
            guard afterLabel.first == "\"" else { continue }
            let name = afterLabel.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
            if !name.isEmpty { modules.insert(moduleName(String(name))) }
        }
        return modules
    }

    /// Xcode's module name for a product name: characters that cannot appear in an identifier become `_`.
    static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
