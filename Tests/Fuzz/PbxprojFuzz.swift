// libFuzzer harness: the old-style property list parser and the Xcode project reader on top of it
// (targets, build phases, group paths, module names). Built and run by scripts/fuzz. Any bytes must
// parse or fail with an error carrying a line; resolving group paths must terminate.
import IBLintCore
import IBLintIndex

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try PropertyListParser.parse(bytes)
    } catch {
        require(error.line >= 1 && !error.message.isEmpty, "property list error without a line or message")
    }
    do {
        let project = try XcodeProject(path: "App/App.xcodeproj/project.pbxproj", bytes: bytes)
        for target in project.targets {
            for path in target.sourceFiles.union(target.resourceFiles) { _ = target.builds(path) }
        }
        for path in project.referencedFiles { _ = ProjectPaths.isInside(path, folder: project.directory) }
    } catch {
        require(error.line >= 1, "project error without a line")
    }
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}
