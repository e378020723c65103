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
    /// glibc's `mallopt` option that sets how much more than asked a heap grows by (and keeps when trimmed).
    static let topPadOption: Int32 = -2  // M_TOP_PAD in <malloc.h>
    /// 64 MB instead of glibc's 128 KB: a worker thread's heap (64 MB of address space on 64-bit glibc)
    /// is made writable at once instead of 4 KB at a time, one `mprotect` call each, and the main heap
    /// grows by `brk` in steps of this size. A warm pre-commit run on corona-warn-app made 3,241
    /// `mprotect` and 353 `brk` calls (a cold one, more), and now makes 34 and 6; its system time fell from
    /// about 0.10 to 0.06 s. The pad is address space until touched; but a heap keeps up to the pad of what
    /// is freed at its top instead of returning it, so peak memory is 1–2 MB higher on the real apps and
    /// 8 MB (1 %) on the generated scale-10 app.
    static let topPad: Int32 = 64 * 1024 * 1024

    /// On glibc, makes heaps grow `topPad` at a time, and fixes the size from which a block gets pages of
    /// its own at the default, 128 KB. Left to itself glibc raises that size each time such a block is
    /// freed (every file read, every interface file's parse buffers), so later large arrays come from the
    /// heap instead, and the heap keeps the holes between them: 1–2 MB of peak memory on every real app
    /// measured (Rocket.Chat.iOS, 1.7 MB).
    /// A `MALLOC_MMAP_THRESHOLD_` (or any other `MALLOC_…_`) setting in the environment is left alone.
    /// Whether both settings were made (never, but on glibc).
    @discardableResult
    public static func apply(environment: [String: String] = FileSystem.environment()) -> Bool {
        #if canImport(Glibc)
        guard !environment.keys.contains(where: { $0.hasPrefix("MALLOC_") && $0.hasSuffix("_") }) else { return false }
        // <malloc.h> is not part of the Glibc module: looked up by name, as the C library exports it.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let padded = mallopt(topPadOption, topPad) == 1
        return mallopt(mmapThresholdOption, mmapThreshold) == 1 && padded
        #else
        return false
        #endif
    }
}
