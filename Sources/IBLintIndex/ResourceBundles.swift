import IBLintCore

/// Which bundle a resource is built into, for telling an interface file that names a color from another
/// bundle's asset catalog (a nib loads named colors and images from its own bundle only) from one whose
/// color is simply missing. iblint tells apart only what the project model says for certain: a Swift
/// package target's resources go into that target's bundle; everything else counts as the app's.
extension ProjectIndex {
    /// The Swift package target whose folder holds `path` (its resources become that target's bundle),
    /// or `nil` for the app's own targets and whatever iblint cannot place.
    public func packageTargetBundle(of path: String) -> ProjectTarget? {
        project.targets.first { $0.origin == .swiftPackage && !$0.isTest && $0.builds(path) }
    }

    /// Swift packages the project uses (named by a `Package.resolved` or an Xcode target's package
    /// products) that no scanned `Package.swift` declares: their asset catalogs are unknown.
    public var unscannedSwiftPackages: [String] {
        var scanned: Set<String> = []
        for package in project.packages {
            scanned.insert(ProjectModules.moduleName(SourceFile.fileName(ofPath: package.directory)).lowercased())
            for target in package.targets { scanned.insert(target.moduleName.lowercased()) }
        }
        var used: Set<String> = []
        for manifest in project.dependencies where manifest.manager == .swiftPackages { used.formUnion(manifest.modules) }
        for target in project.targets where target.origin == .xcode { used.formUnion(target.externalModules) }
        return used.filter { !scanned.contains($0.lowercased()) }.sorted()
    }
}
