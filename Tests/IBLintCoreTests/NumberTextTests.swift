import Foundation
import IBLintCore
import Testing

@Suite("Numbers as text without String(format:)")
struct NumberTextTests {
    @Test("fixed decimals print as %.Nf prints them, away from halves")
    func agreesWithFormat() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<20_000 {
            let decimals = Int(generator.next() % 5)
            let magnitude = [1.0, 10, 1_000, 1e6][Int(generator.next() % 4)]
            var value = Double(generator.next() % 1_000_000_000) / 1e9 * magnitude
            if generator.next() % 4 == 0 { value = -value }
            // Halves (and values a rounding error away from one) round differently: %f to even, here away.
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let fraction = abs(value * scale) - (abs(value * scale)).rounded(.down)
            if abs(fraction - 0.5) < 1e-6 { continue }
            // A negative value that rounds to zero prints without its sign here ("-0.00" in C).
            let formatted = String(format: "%.\(decimals)f", value)
            let expected = formatted.allSatisfy { $0 == "-" || $0 == "0" || $0 == "." } ? String(formatted.drop { $0 == "-" }) : formatted
            #expect(NumberText.fixed(value, decimals: decimals) == expected, "\(value) \(decimals)")
        }
    }

    @Test("timings' figures, zero, negative zero, halves and what is not finite")
    func edges() {
        #expect(NumberText.fixed(0, decimals: 3) == "0.000")
        #expect(NumberText.fixed(-0.0001, decimals: 3) == "0.000")
        #expect(NumberText.fixed(0.0125, decimals: 3) == "0.013")
        #expect(NumberText.fixed(1.5, decimals: 0) == "2")
        #expect(NumberText.fixed(12.3456, decimals: 2) == "12.35")
        #expect(NumberText.fixed(-2.5, decimals: 1) == "-2.5")
        #expect(NumberText.fixed(.infinity, decimals: 3) == "inf")
        #expect(NumberText.fixed(.nan, decimals: 3) == "nan")
    }

    @Test("hexadecimal, padded with zeros to a width, never cut")
    func hex() {
        for value in [0, 9, 10, 255, 4096, UInt64.max] as [UInt64] {
            for digits in [0, 2, 4, 16] {
                #expect(NumberText.hex(value, digits: digits) == String(format: "%0\(digits)llx", value), "\(value) \(digits)")
            }
        }
    }

    @Test("aligned to a width, never cut")
    func alignment() {
        #expect(NumberText.rightAligned("0.153", width: 8) == "   0.153")
        #expect(NumberText.leftAligned("read", width: 6) == "read  ")
        #expect(NumberText.rightAligned("123456789", width: 8) == "123456789")
        #expect(NumberText.leftAligned("", width: 0) == "")
    }
}
