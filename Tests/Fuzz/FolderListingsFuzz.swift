// libFuzzer harness: the folder listings file discovery keeps beside the summary cache (FolderListings). The
// input is the file without its last eight bytes; the harness appends the checksum those bytes need, so that
// the input reaches the decoder (a damaged file is turned away by its checksum first: FolderListingsTests).
// Any input must be read or turned away without a crash; listings read must hold only absolute folder paths
// and plain names, and must read back the same once written again. The seeds are the listings this binary
// writes for the repository's example app and its own sources (when IBLINT_FUZZ_SEEDS names a folder).
// Built and run by scripts/fuzz.
import Foundation
import IBLintCore
@testable import IBLintEngine

let identity = "folder listings fuzz"

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard let seeds = ProcessInfo.processInfo.environment["IBLINT_FUZZ_SEEDS"] else { return 0 }
    let here = FileManager.default.currentDirectoryPath
    for (number, folder) in ["Examples", "Sources", "Tests/Fuzz"].enumerated() {
        // Far in the future: every folder settled, so every folder is recorded.
        let walk = FileDiscovery(workingDirectory: here).discover([folder], reusing: FolderListings(), listedAt: 4_000_000_000)
        let file = walk.listings.encoded(identity: identity)
        let written = FileManager.default.createFile(atPath: "\(seeds)/listings-\(number)", contents: Data(file.dropLast(8)))
        require(written, "cannot write seeds into \(seeds)")
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var trailer = BinaryWriter()
    trailer.writeFixed(ContentHash.of(bytes))
    let buffer = ByteBuffer(bytes + trailer.bytes)
    guard let listings = try? FolderListings.decode(buffer, identity: Array(identity.utf8)) else { return 0 }
    for (path, folder) in listings.folders {
        require(path.hasPrefix("/"), "a folder that is not an absolute path was read")
        require(folder.entries.allSatisfy { FolderListings.isPlainName($0.name) }, "a name that is not plain was read")
    }
    let again = try? FolderListings.decode(ByteBuffer(listings.encoded(identity: identity)), identity: Array(identity.utf8))
    require(again == listings, "listings written again do not read back the same")
    return 0
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
