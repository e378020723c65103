// libFuzzer harness: the Objective-C lexer and interface/implementation scanner. Built and run by
// scripts/fuzz. Any bytes must scan without crashing or hanging; every span must lie in the input.
import IBLintCore
import IBLintObjC

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = ByteRange(start: 0, end: size)
    var previousEnd = 0
    for comment in ObjCLexer.commentRanges(bytes) {
        require(whole.contains(comment) && comment.start >= previousEnd, "comment outside the input or out of order")
        previousEnd = comment.end
    }
    let summary = ObjCScanner.scan(SourceFile(path: "Fuzz.m", bytes: bytes))
    for interface in summary.interfaces + summary.implementations {
        require(whole.contains(interface.range) && whole.contains(interface.nameRange), "class outside the input")
        require(!interface.name.isEmpty, "class without a name")
        for property in interface.properties + interface.outletIvars + interface.ivars {
            require(whole.contains(property.range), "property outside the input")
        }
        for method in interface.methods { require(whole.contains(method.range), "method outside the input") }
    }
    return 0
}

func require(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError("\(message)") }
}
