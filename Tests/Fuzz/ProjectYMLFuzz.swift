// libFuzzer harness: the YAML reader and the XcodeGen specification (project.yml) on top of it. Built
// and run by scripts/fuzz. Any text must read without crashing or hanging.
import IBLintCore
@testable import IBLintIndex

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = YAMLReader.read(text)
    let spec = XcodeGenSpec(path: "App/project.yml", text: text)
    for target in spec.targets {
        require(target.descriptionPath == spec.path, "a target credited to another file")
        // Exclusion globs come from the file: matching them must not blow up on any pattern.
        for folder in target.folders { _ = folder.contains("App/Sources/Feature/Screens/Detail/A.swift") }
    }
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}
