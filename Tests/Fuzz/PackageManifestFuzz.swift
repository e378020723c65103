// libFuzzer harness: the Package.swift reader (SwiftManifestReader without evaluation) and, on the same
// bytes, the Tuist manifest reader that shares it. Built and run by scripts/fuzz. Any bytes must read
// without crashing or hanging.
import IBLintCore
import IBLintIndex

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let package = PackageManifest(path: "Pkg/Package.swift", bytes: bytes)
    for target in package.targets {
        _ = package.folder(of: target, scannedPaths: ["Pkg/Sources/\(target.name)/A.swift"])
    }
    let tuist = TuistManifest(path: "App/Project.swift", bytes: bytes)
    require(!tuist.targets.isEmpty || !tuist.limits.isEmpty, "a Tuist manifest without targets must say why")
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}
