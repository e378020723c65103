import IBLintCore

/// Module names a project defines, read from `Package.swift` target declarations and from the
/// targets of `.xcodeproj` files — without evaluating either (no SwiftPM, no Xcode here).
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

    /// Target names (`PBXNativeTarget` … `name = X;`) and explicit `PRODUCT_MODULE_NAME = X;` settings.
    static func modules(fromPBXProject text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.lineSlices() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for key in ["productName = ", "PRODUCT_MODULE_NAME = "] where trimmed.hasPrefix(key) {
                var value = trimmed.dropFirst(key.count).prefix { $0 != ";" }
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
                if !value.isEmpty, !value.contains("$") { modules.insert(moduleName(String(value))) }
            }
        }
        return modules
    }

    /// File names of the Swift, Objective-C and interface files an Xcode project references (`PBXFileReference`
    /// entries' `path`), so iblint can tell whether the scanned paths hold all of the project's code.
    static func sourceFileNames(fromPBXProject text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.lineSlices() where line.containsText("isa = PBXFileReference") {
            guard let pathRange = line.firstRange(ofText: " path = ") else { continue }
            var value = line[pathRange.upperBound...].prefix { $0 != ";" }
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
            let name = SourceFile.fileName(ofPath: String(value))
            if [".swift", ".m", ".mm", ".h", ".xib", ".storyboard"].contains(where: { name.hasSuffix($0) }) { names.insert(name) }
        }
        return names
    }

    /// Xcode's module name for a product name: characters that cannot appear in an identifier become `_`.
    static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
