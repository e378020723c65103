import IBLintCore
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("The published sequence for seed 0 (the benchmark's apps and the randomized tests depend on it)")
    func referenceValues() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }
}
