#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Process-wide settings of the C library's allocator, for the `iblint` command to make once when it
/// starts (a library's user owns its process: nothing here runs unless called).
public enum MemoryTuning {
    /// glibc's `mallopt` option that sets the size from which blocks get pages of their own (`mmap`).
    static let mmapThresholdOption: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
    /// glibc's default (128 KB), fixed.
    static let mmapThreshold: Int32 = 128 * 1024

    /// On glibc, fixes the size from which a block gets pages of its own at the default, 128 KB. Left to
    /// itself glibc raises that size each time such a block is freed (every file read, every interface
    /// file's parse buffers), so later large arrays come from the heap instead, and the heap keeps the
    /// holes between them: 1–2 MB of peak memory on every real app measured (Rocket.Chat.iOS, 1.7 MB).
    /// A `MALLOC_MMAP_THRESHOLD_` (or any other `MALLOC_…_`) setting in the environment is left alone.
    /// Whether the setting was made (never, but on glibc).
    @discardableResult
    public static func apply(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        #if canImport(Glibc)
        guard !environment.keys.contains(where: { $0.hasPrefix("MALLOC_") && $0.hasSuffix("_") }) else { return false }
        // <malloc.h> is not part of the Glibc module: looked up by name, as the C library exports it.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        return unsafeBitCast(symbol, to: Mallopt.self)(mmapThresholdOption, mmapThreshold) == 1
        #else
        return false
        #endif
    }
}
